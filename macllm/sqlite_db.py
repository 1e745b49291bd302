"""SQLite the way SQLite asks to be used from threads and processes: one connection per thread, WAL (readers
never block the writer), a busy timeout (writers wait for each other instead of failing with "database is
locked"), and write transactions begun IMMEDIATE (a deferred one that reads, then writes, can fail at once).
The chat store and the document index each keep one of these."""

from __future__ import annotations

import sqlite3
import threading
import time
from contextlib import contextmanager
from pathlib import Path

from macllm.errors import MacllmError

BUSY_TIMEOUT_S = 30.0


def damaged(path: Path, error: Exception) -> MacllmError:
    if isinstance(error, sqlite3.OperationalError) and "locked" in str(error):
        return MacllmError(f"{path} stayed locked by another macllm process for {BUSY_TIMEOUT_S:.0f} s; try again")
    return MacllmError(
        f"{path} is damaged ({error}); move it aside with its -wal and -shm files (for example to "
        f"{path.name}.damaged) and macllm starts a new one; nothing else is affected"
    )


def write_failed(path: Path, error: sqlite3.Error) -> MacllmError:
    """A failed write (a full disk, a file size limit, a read-only folder, a lock held too long) in words."""
    if isinstance(error, sqlite3.OperationalError) and "locked" in str(error):
        return damaged(path, error)
    return MacllmError(
        f"writing {path} failed ({error}); everything written before is kept. Free disk space "
        "(or make the data dir writable) and try again"
    )


def _switch_to_wal(conn: sqlite3.Connection) -> None:
    """PRAGMA journal_mode=WAL, retried: two processes creating one database at once can see it locked
    without the busy handler being called."""
    deadline = time.monotonic() + BUSY_TIMEOUT_S
    while True:
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) or time.monotonic() > deadline:
                raise
            time.sleep(0.05)


class ThreadConnections:
    def __init__(self, path: Path, setup=None):
        self.path = Path(path)
        self.setup = setup  # called with each new connection (functions, pragmas of its own)
        self._local = threading.local()
        self._all: list[sqlite3.Connection] = []
        self._lock = threading.Lock()

    def get(self) -> sqlite3.Connection:
        """This thread's connection (made on first use)."""
        conn = getattr(self._local, "conn", None)
        if conn is None:
            # check_same_thread=False only so that close() can close every thread's connection at the end
            conn = sqlite3.connect(
                str(self.path), isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_S
            )
            conn.row_factory = sqlite3.Row
            try:
                conn.execute(f"PRAGMA busy_timeout={int(BUSY_TIMEOUT_S * 1000)}")
                _switch_to_wal(conn)
                conn.execute("PRAGMA synchronous=NORMAL")  # with WAL: safe against a killed process
                conn.execute("PRAGMA foreign_keys=ON")
                if self.setup:
                    self.setup(conn)
            except sqlite3.DatabaseError as e:
                conn.close()
                raise damaged(self.path, e) from None
            self._local.conn = conn
            with self._lock:
                self._all.append(conn)
        return conn

    @contextmanager
    def write(self):
        """A write transaction on this thread's connection: BEGIN IMMEDIATE, COMMIT, or ROLLBACK on error."""
        conn = self.get()
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
        except sqlite3.Error as e:
            raise write_failed(self.path, e) from None

    def close(self) -> None:
        with self._lock:
            for conn in self._all:
                conn.close()
            self._all.clear()
        self._local = threading.local()
