"""The chat controller (macllm/chat/turn.py) on its own: a stored chat's next request, a turn's rows from the
question to the answer's end (throttled writes, stop, failure, a refused write), typed settings, and the import of
a session file from before the chat store."""

from __future__ import annotations

import io
import json

from macllm.chat.settings import ChatSettings
from macllm.chat.store import ChatStore
from macllm.chat.turn import Turn, answer, chat_request
from macllm.cli.chat_plain import run_plain_chat, session_chat
from macllm.errors import MacllmError
from macllm.events import GenerationStats
from macllm.requests import Request
from tests.tui.fake_engine import FakeEngine


def test_a_stored_chat_becomes_a_request_that_resumes_its_cache(tmp_path):
    chats = ChatStore(tmp_path / "chats.db")
    settings = ChatSettings(temperature=0.2, context_policy="sliding", kv_bits=8, max_tokens=30)
    chat = chats.new_chat(model="tiny", system="Be brief.", draft="off", settings=settings)
    chats.add_message(chat.id, "user", "Hi")
    row = chats.add_message(chat.id, "assistant", "")
    chats.update_message(row, "Hello!", "stop", GenerationStats(dropped_tokens=40))
    chats.add_message(chat.id, "user", "And now?")
    request = chat_request(chats, chats.chat(chat.id))
    assert [m["content"] for m in request.messages] == ["Hi", "Hello!", "And now?"] and request.system == "Be brief."
    assert request.persist and request.cache_tag == f"chat-{chat.id}" and request.dropped_tokens == 40
    params = request.params
    assert (params.temperature, params.max_tokens, request.kv_bits, request.draft) == (0.2, 30, 8, "off")
    assert request.context_policy == "sliding"
    chats.close()


def test_settings_are_typed_and_stored_as_what_differs(tmp_path):
    chats = ChatStore(tmp_path / "chats.db")
    chat = chats.new_chat(settings=ChatSettings(temperature=0.3, docs=["notes"]))
    stored = chats.db.execute("SELECT settings FROM chats WHERE id=?", (chat.id,)).fetchone()["settings"]
    assert json.loads(stored) == {"temperature": 0.3, "docs": ["notes"]}
    again = chats.chat(chat.id).settings
    assert again == ChatSettings(temperature=0.3, docs=["notes"]) and again.sampling().temperature == 0.3
    chats.db.execute("UPDATE chats SET settings=? WHERE id=?", ('{"top_p": 0.5, "from_a_newer_version": 1}', chat.id))
    assert chats.chat(chat.id).settings == ChatSettings(top_p=0.5)
    chats.close()


def test_a_turn_streams_into_its_row_and_ends_with_typed_stats(tmp_path):
    chats = ChatStore(tmp_path / "chats.db")
    chat = chats.new_chat(model="tiny")
    engine, pieces, rows_seen = FakeEngine(answer="Paris is the capital."), [], []
    turn = Turn.ask(chats, chat.id, "Capital?", interval=0)

    def seen(text):
        pieces.append(text)
        rows_seen.append(chats.messages(chat.id)[-1].finish_reason)

    result = turn.run(engine, on_text=seen)
    question, reply = chats.messages(chat.id)
    assert question.content == "Capital?" and chats.prompts() == ["Capital?"]
    assert reply.content == "".join(pieces) == result.answer.text == "Paris is the capital."
    assert reply.finish_reason == "stop" and "streaming" in rows_seen  # a row from the first token on
    assert isinstance(reply.stats, GenerationStats) and reply.stats.generation_tps == 20.0
    assert reply.sources is None and result.write_error is None and not result.window_moved
    chats.close()


def test_a_failed_turn_gives_the_question_back_and_a_partial_answer_is_kept(tmp_path):
    chats = ChatStore(tmp_path / "chats.db")
    chat = chats.new_chat(model="tiny")
    result = Turn.ask(chats, chat.id, "A very long question").run(FakeEngine(fail="the prompt is too long"))
    assert result.answer.error == "the prompt is too long" and result.returned_question == "A very long question"
    assert chats.messages(chat.id) == []
    turn = Turn.ask(chats, chat.id, "Go on")
    turn.text = "half an"  # an answer that failed after some text
    kept = turn.fail("the engine has stopped")
    assert kept.returned_question is None
    assert [(m.content, m.finish_reason) for m in chats.messages(chat.id)] == [("Go on", None), ("half an", "error")]
    chats.close()


def test_regenerate_replaces_the_last_answer(tmp_path):
    chats = ChatStore(tmp_path / "chats.db")
    chat = chats.new_chat(model="tiny")
    Turn.ask(chats, chat.id, "Hi").run(FakeEngine(answer="first"))
    engine = FakeEngine(answer="second")
    Turn.again(chats, chat.id).run(engine)
    assert [m.content for m in chats.messages(chat.id)] == ["Hi", "second"]
    assert engine.submits[-1]["messages"] == [{"role": "user", "content": "Hi"}]
    chats.close()


def test_a_refused_write_is_reported_once_and_the_answer_goes_on(tmp_path, monkeypatch):
    chats = ChatStore(tmp_path / "chats.db")
    chat = chats.new_chat(model="tiny")
    turn = Turn.ask(chats, chat.id, "Hi", interval=0)
    heard = []

    def full(*_, **__):
        raise MacllmError("writing chats.db failed (database or disk is full)")

    monkeypatch.setattr(chats, "update_message", full)
    result = turn.run(FakeEngine(answer="Hello there, friend."), on_write_error=heard.append)
    assert heard == ["writing chats.db failed (database or disk is full)"] == [result.write_error]
    assert result.answer.text == "Hello there, friend."
    chats.close()


def test_one_request_streams_and_returns_the_answer():
    engine, pieces, handles = FakeEngine(answer="Paris is the capital."), [], []
    ask = Request(messages=[{"role": "user", "content": "Capital?"}])
    result = answer(engine, ask, on_text=pieces.append, on_handle=handles.append)
    assert "".join(pieces) == result.text == "Paris is the capital." and result.finish_reason == "stop"
    assert len(handles) == 1 and result.error is None
    failed = answer(FakeEngine(fail="no model is loaded"), Request(messages=[{"role": "user", "content": "x"}]))
    assert failed.error == "no model is loaded" and failed.finish_reason == "error"


def test_a_session_file_of_an_older_version_is_imported_once(tmp_path):
    sessions = tmp_path / "sessions"
    sessions.mkdir()
    old = {
        "system": "You are terse.",
        "context_policy": "sliding",
        "dropped_tokens": 12,
        "messages": [
            {"role": "user", "content": "Hi"},
            {"role": "assistant", "content": "Hello."},
            {"role": "user", "content": "Count to 100."},
            {"role": "assistant", "content": "1, 2", "finish_reason": "cancelled"},
        ],
    }
    (sessions / "work.json").write_text(json.dumps(old))
    chats, err = ChatStore(tmp_path / "chats.db"), io.StringIO()
    chat = session_chat(chats, "work", sessions, "tiny", None, ChatSettings(), err)
    assert chat.session == "work" and chat.system == "You are terse." and chat.settings.context_policy == "sliding"
    rows = chats.messages(chat.id)
    assert [(m.content, m.finish_reason) for m in rows] == [
        ("Hi", None),
        ("Hello.", "stop"),
        ("Count to 100.", None),
        ("1, 2", "cancelled"),
    ]
    assert chats.window_position(chat.id) == 12
    assert not (sessions / "work.json").exists() and (sessions / "work.json.imported").exists()  # kept aside
    assert session_chat(chats, "work", sessions, "tiny", None, ChatSettings(), err).id == chat.id
    assert "resumed work: 4 messages" in err.getvalue()
    chats.close()


def test_a_damaged_session_file_is_one_clear_error_and_stays(tmp_path):
    sessions = tmp_path / "sessions"
    sessions.mkdir()
    (sessions / "work.json").write_text('{"messages": [')
    chats = ChatStore(tmp_path / "chats.db")
    try:
        session_chat(chats, "work", sessions, "tiny", None, ChatSettings(), io.StringIO())
        raise AssertionError("a damaged session file must be refused")
    except MacllmError as e:
        assert "cannot read the session file" in str(e) and "move it aside" in str(e)
    assert (sessions / "work.json").read_text() == '{"messages": [' and chats.chats() == []
    chats.close()


def test_plain_chat_keeps_its_session_in_the_chat_store(tmp_path):
    chats = ChatStore(tmp_path / "chats.db")
    chat = chats.new_chat(title="work", session="work")
    out, err = io.StringIO(), io.StringIO()
    run_plain_chat(FakeEngine(answer="Hello."), chats, chat, inp=io.StringIO("Hi\n/reset\nAgain\n"), out=out, err=err)
    assert out.getvalue() == "Hello.\nHello.\n" and "conversation cleared" in err.getvalue()
    assert [m.content for m in chats.messages(chat.id)] == ["Again", "Hello."]
    chats.close()
