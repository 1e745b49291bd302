"""Widgets of the chat app, one per file."""
