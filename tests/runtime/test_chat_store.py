"""The chat store under concurrent writers: threads of one app, two app instances, two processes."""

import subprocess
import sys
import threading
from pathlib import Path

from macllm.chat.store import ChatStore

ROOT = Path(__file__).resolve().parents[2]
WRITER = """
import sys
from macllm.chat.store import ChatStore
store = ChatStore(sys.argv[1])
chat = store.new_chat(title=sys.argv[2])
for i in range(int(sys.argv[3])):
    row = store.add_message(chat.id, "user", f"{sys.argv[2]} {i}")
    store.update_message(row, f"{sys.argv[2]} {i} edited")
store.close()
"""


def test_threads_of_two_instances_lose_no_rows(tmp_path):
    db = tmp_path / "chats.db"
    stores = [ChatStore(db), ChatStore(db)]
    errors = []

    def write(store, name):
        try:
            chat = store.new_chat(title=name)
            for i in range(60):
                row = store.add_message(chat.id, "user", f"{name} {i}")
                store.update_message(row, f"{name} {i} edited", "stop")
                store.messages(chat.id)
        except Exception as e:  # collected: an error in a thread must fail the test
            errors.append(e)

    threads = [threading.Thread(target=write, args=(stores[k % 2], f"w{k}")) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    check = ChatStore(db)
    chats = check.chats()
    assert len(chats) == 4
    for chat in chats:
        rows = check.messages(chat.id)
        assert [m.content for m in rows] == [f"{chat.title} {i} edited" for i in range(60)]
    for s in (*stores, check):
        s.close()


def test_two_processes_write_one_database(tmp_path):
    db = tmp_path / "chats.db"
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(db), name, "80"], cwd=ROOT, stderr=subprocess.PIPE, text=True
        )
        for name in ("a", "b")
    ]
    for p in procs:
        _, err = p.communicate(timeout=600)
        assert p.returncode == 0, err
    store = ChatStore(db)
    assert sorted(len(store.messages(c.id)) for c in store.chats()) == [80, 80]
    store.close()


def test_a_second_instance_leaves_a_live_answer_streaming(tmp_path):
    db = tmp_path / "chats.db"
    first = ChatStore(db)
    chat = first.new_chat()
    live = first.add_message(chat.id, "assistant", "half an answer", finish_reason="streaming")
    first.db.execute("UPDATE messages SET writer_pid=? WHERE id=?", (2**22 + 12345, live))  # now a dead writer's
    dead_row = live
    live = first.add_message(chat.id, "assistant", "another, still coming", finish_reason="streaming")
    second = ChatStore(db)  # a second app window opens the same database
    reasons = {m.id: m.finish_reason for m in second.messages(chat.id)}
    assert reasons == {dead_row: "interrupted", live: "streaming"}
    first.close()
    second.close()
