"""Chats, their messages and per-chat settings in SQLite (WAL), under the app's data dir.

Every change is its own committed transaction, so killing the process at any moment (kill -9 mid-answer
included) loses nothing already shown as saved and never corrupts the database. A streaming answer is a
row from its first token on (finish_reason 'streaming'), updated as it grows.
No MLX here: the UI and the server use this from their own threads, each on its own connection
(macllm.sqlite_db), so two app instances, or the app and a server, share one `chats.db` without
"database is locked" errors or lost rows.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

from macllm.atomic import pid_alive
from macllm.chat.settings import ChatSettings
from macllm.chat.sources import AnswerSources
from macllm.events import GenerationStats
from macllm.sqlite_db import ThreadConnections, damaged, write_failed

SCHEMA = """
CREATE TABLE IF NOT EXISTS chats (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    model TEXT,
    draft TEXT,
    system TEXT,
    settings TEXT NOT NULL DEFAULT '{}',
    created REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    chat_id INTEGER NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
    role TEXT NOT NULL,
    content TEXT NOT NULL,
    finish_reason TEXT,
    stats TEXT,
    created REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_by_chat ON messages(chat_id, id);
CREATE TABLE IF NOT EXISTS prompt_history (id INTEGER PRIMARY KEY, text TEXT NOT NULL, created REAL NOT NULL);
"""


# columns added after the first release: (table, column, type); older databases get them when opened
ADDED_COLUMNS = (
    ("messages", "writer_pid", "INTEGER"),
    ("messages", "window_dropped", "INTEGER NOT NULL DEFAULT 0"),
    ("chats", "session", "TEXT"),
)


@dataclass(slots=True)
class Chat:
    id: int
    title: str
    model: str | None = None
    draft: str | None = None
    system: str | None = None
    settings: ChatSettings = field(default_factory=ChatSettings)
    updated: float = 0.0
    session: str | None = None  # the name `chat --plain --session NAME` knows it by


@dataclass(slots=True)
class StoredMessage:
    id: int
    chat_id: int
    role: str
    content: str
    finish_reason: str | None = None
    stats: GenerationStats | None = None  # an answer's
    sources: AnswerSources | None = None  # an answer from documents
    window_dropped: int = 0  # an answer's: prompt tokens the sliding window left out (where it stands)


def stats_json(stats: GenerationStats | None, sources: AnswerSources | None = None) -> str | None:
    """One JSON object per answer: its stats and, for an answer from documents, its sources."""
    if stats is None:
        return None
    return json.dumps({**stats.as_dict(), **(sources.as_dict() if sources else {})}, ensure_ascii=False)


class ChatStore:
    def __init__(self, path: Path, persistent: bool = True):
        """persistent=False: a scratch store (`chat --plain` without --session) whose answers leave no KV on disk."""
        self.path, self.persistent = Path(path), persistent
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._connections = ThreadConnections(self.path)
        try:
            self.db.executescript(SCHEMA)
            self._add_columns()
            self._mark_interrupted()
        except sqlite3.DatabaseError as e:
            self.close()
            raise damaged(self.path, e) from None

    def _add_columns(self) -> None:
        for table, column, kind in ADDED_COLUMNS:
            if column not in {r["name"] for r in self.db.execute(f"PRAGMA table_info({table})")}:
                try:
                    self.db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")
                except sqlite3.OperationalError as e:
                    if "duplicate column name" not in str(e):
                        raise
                    continue  # another process opening this chats.db at the same moment added it first
                if column == "window_dropped":  # answers stored before it kept the window's place in their stats
                    self.db.execute(
                        "UPDATE messages SET window_dropped = COALESCE(json_extract(stats, '$.dropped_tokens'), 0) "
                        "WHERE stats IS NOT NULL AND json_valid(stats)"
                    )
        self.db.execute(
            "CREATE UNIQUE INDEX IF NOT EXISTS chats_by_session ON chats(session) WHERE session IS NOT NULL"
        )

    def _mark_interrupted(self) -> None:
        """Answers that were streaming when their process died are kept, and marked. Another live instance's
        answer (two app windows on one chats.db) is left streaming."""
        rows = self.db.execute("SELECT id, writer_pid FROM messages WHERE finish_reason='streaming'").fetchall()
        dead = [r["id"] for r in rows if not (r["writer_pid"] and pid_alive(r["writer_pid"]))]
        for message_id in dead:
            self._write("UPDATE messages SET finish_reason='interrupted' WHERE id=?", (message_id,))

    @property
    def db(self) -> sqlite3.Connection:
        """This thread's connection."""
        return self._connections.get()

    def _write(self, sql: str, params: tuple = ()) -> sqlite3.Cursor:
        """One write statement (its own transaction); a failure is a MacllmError that says what to do."""
        try:
            return self.db.execute(sql, params)
        except sqlite3.Error as e:
            raise write_failed(self.path, e) from None

    def close(self) -> None:
        self._connections.close()

    # -- chats -------------------------------------------------------------------------------------------
    def new_chat(
        self,
        title: str = "New chat",
        model: str | None = None,
        system: str | None = None,
        settings: ChatSettings | None = None,
        draft: str | None = None,
        session: str | None = None,
    ) -> Chat:
        now = time.time()
        settings = settings or ChatSettings()
        cur = self._write(
            "INSERT INTO chats(title, model, draft, system, settings, created, updated, session) "
            "VALUES (?,?,?,?,?,?,?,?)",
            (title, model, draft, system, json.dumps(settings.to_json()), now, now, session),
        )
        return self.chat(cur.lastrowid)

    def session_chat(self, session: str) -> Chat | None:
        """The chat `chat --plain --session NAME` keeps, if there is one."""
        row = self.db.execute("SELECT * FROM chats WHERE session=?", (session,)).fetchone()
        return _chat(row) if row else None

    def chat(self, chat_id: int) -> Chat:
        row = self.db.execute("SELECT * FROM chats WHERE id=?", (chat_id,)).fetchone()
        if row is None:
            raise KeyError(chat_id)
        return _chat(row)

    def chats(self, search: str = "") -> list[Chat]:
        rows = self.db.execute(
            "SELECT * FROM chats WHERE title LIKE ? ESCAPE '\\' ORDER BY updated DESC, id DESC",
            (f"%{_escape_like(search)}%",),
        )
        return [_chat(r) for r in rows]

    def rename_chat(self, chat_id: int, title: str) -> None:
        self._write("UPDATE chats SET title=? WHERE id=?", (title.strip() or "Untitled", chat_id))

    def delete_chat(self, chat_id: int) -> None:
        self._write("DELETE FROM chats WHERE id=?", (chat_id,))

    def update_chat(self, chat_id: int, **values) -> Chat:
        allowed = {"model", "draft", "system", "settings"}
        for key, value in values.items():
            if key not in allowed:
                raise KeyError(key)
            self._write(
                f"UPDATE chats SET {key}=? WHERE id=?",
                (json.dumps(value.to_json()) if key == "settings" else value, chat_id),
            )
        return self.chat(chat_id)

    def touch(self, chat_id: int) -> None:
        self._write("UPDATE chats SET updated=? WHERE id=?", (time.time(), chat_id))

    # -- messages ----------------------------------------------------------------------------------------
    def messages(self, chat_id: int) -> list[StoredMessage]:
        rows = self.db.execute("SELECT * FROM messages WHERE chat_id=? ORDER BY id", (chat_id,))
        return [_message(r) for r in rows]

    def add_message(self, chat_id: int, role: str, content: str, finish_reason: str | None = None) -> int:
        cur = self._write(
            "INSERT INTO messages(chat_id, role, content, finish_reason, created, writer_pid) VALUES (?,?,?,?,?,?)",
            (chat_id, role, content, finish_reason, time.time(), os.getpid()),
        )
        self.touch(chat_id)
        return cur.lastrowid

    def update_message(
        self,
        message_id: int,
        content: str,
        finish_reason: str | None = None,
        stats: GenerationStats | None = None,
        sources: AnswerSources | None = None,
    ) -> None:
        """An answer's text and state; with its stats once it has ended (and where the sliding window stands)."""
        window = stats.dropped_tokens if stats else 0
        self._write(
            "UPDATE messages SET content=?, finish_reason=?, stats=?, window_dropped=? WHERE id=?",
            (content, finish_reason, stats_json(stats, sources), window, message_id),
        )

    def window_position(self, chat_id: int) -> int:
        """Prompt tokens the sliding window leaves out for the chat's next answer: where its latest answer left it."""
        row = self.db.execute(
            "SELECT window_dropped FROM messages WHERE chat_id=? AND role='assistant' AND stats IS NOT NULL "
            "ORDER BY id DESC LIMIT 1",
            (chat_id,),
        ).fetchone()
        return row["window_dropped"] if row else 0

    def delete_messages_from(self, chat_id: int, message_id: int) -> None:
        """Drop `message_id` and everything after it (regenerate, edit-and-resend)."""
        self._write("DELETE FROM messages WHERE chat_id=? AND id>=?", (chat_id, message_id))

    # -- prompt history ----------------------------------------------------------------------------------
    def add_prompt(self, text: str) -> None:
        self._write("INSERT INTO prompt_history(text, created) VALUES (?,?)", (text, time.time()))

    def prompts(self, limit: int = 200) -> list[str]:
        rows = self.db.execute("SELECT text FROM prompt_history ORDER BY id DESC LIMIT ?", (limit,))
        return [r["text"] for r in rows][::-1]


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _chat(row) -> Chat:
    settings = ChatSettings.from_json(json.loads(row["settings"] or "{}"))
    return Chat(
        row["id"], row["title"], row["model"], row["draft"], row["system"], settings, row["updated"], row["session"]
    )


def _message(row) -> StoredMessage:
    data = json.loads(row["stats"]) if row["stats"] else None
    stats = GenerationStats.from_dict(data) if data is not None else None
    return StoredMessage(
        row["id"],
        row["chat_id"],
        row["role"],
        row["content"],
        row["finish_reason"],
        stats,
        AnswerSources.from_dict(data),
        row["window_dropped"],
    )
