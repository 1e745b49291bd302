"""kill -9 during an answer: the question and the partial answer survive, and the database is intact."""

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from macllm.chat.store import ChatStore

ROOT = Path(__file__).resolve().parents[2]


def test_kill_during_generation_loses_nothing(tmp_path):
    db = tmp_path / "chats.db"
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.tui.kill_target", str(db), str(tmp_path / "sessions")],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    partial = ""
    try:
        deadline = time.time() + 60
        while time.time() < deadline and len(partial) < 200:
            time.sleep(0.1)
            if not db.exists():
                continue
            with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
                try:
                    row = con.execute(
                        "SELECT content FROM messages WHERE role='assistant' AND finish_reason='streaming'"
                    ).fetchone()
                except sqlite3.OperationalError:
                    continue  # schema not created yet
            partial = row[0] if row else ""
        assert len(partial) >= 200, (
            proc.stderr.read().decode() if proc.poll() is not None else "no streaming answer seen"
        )
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    store = ChatStore(db)  # reopening marks the cut answer
    (chat,) = store.chats()
    user, answer = store.messages(chat.id)
    assert user.content == "Tell me everything you know." and chat.title == "Tell me everything you know."
    assert answer.finish_reason == "interrupted" and answer.content.startswith(partial[:200])
    assert store.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    store.close()
