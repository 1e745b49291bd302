"""Writes to the chat store from a user's action (rename, settings, attach, delete): one the disk refuses is one
notice, never an exception out of the app, and the caller keeps what the user typed."""

from __future__ import annotations

from macllm.errors import MacllmError

REFUSED = object()  # what `stored` returns for a write the disk refused


class StoredWrites:
    def stored(self, write, *args, **kwargs):
        """write(*args, **kwargs)'s result, or REFUSED (after a notice saying why) when the disk refuses it."""
        try:
            return write(*args, **kwargs)
        except MacllmError as e:
            self.notify(str(e), severity="error", timeout=15)
            return REFUSED
