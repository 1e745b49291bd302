"""Readers for office files, spreadsheets, e-books and mail: each turns a file's bytes into docs.read.Line's that
carry where they stand (paragraph, slide, sheet and row, chapter, message). docs/read.py picks one by suffix."""
