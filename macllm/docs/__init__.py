"""Offline document Q&A: read files, chunk them, index (SQLite FTS5 + vectors), retrieve, answer with citations."""
