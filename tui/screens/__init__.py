"""Modal screens of the chat app: help, settings, model picker, text prompt."""
