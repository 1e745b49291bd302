"""The chat controller (macllm/chat/turn.py) on its own: a stored chat's next request, the throttled writes of a
streaming answer, and one turn through a fake engine."""

from __future__ import annotations

from macllm.chat.store import ChatStore
from macllm.chat.turn import AnswerWriter, answer, chat_request
from macllm.errors import MacllmError
from macllm.requests import Request
from tests.tui.fake_engine import FakeEngine


def test_a_stored_chat_becomes_a_request_that_resumes_its_cache(tmp_path):
    chats = ChatStore(tmp_path / "chats.db")
    chat = chats.new_chat(
        model="tiny",
        system="Be brief.",
        draft="off",
        settings={"temperature": 0.2, "context_policy": "sliding", "kv_bits": 8, "max_tokens": 30},
    )
    chats.add_message(chat.id, "user", "Hi")
    chats.add_message(chat.id, "assistant", "Hello!", finish_reason="stop", stats={"dropped_tokens": 40})
    chats.add_message(chat.id, "user", "And now?")
    request = chat_request(chats, chats.chat(chat.id))
    assert [m["content"] for m in request.messages] == ["Hi", "Hello!", "And now?"] and request.system == "Be brief."
    assert request.persist and request.cache_tag == f"chat-{chat.id}" and request.dropped_tokens == 40
    assert (request.params.temperature, request.params.max_tokens, request.kv_bits, request.draft) == (
        0.2,
        30,
        8,
        "off",
    )
    assert request.context_policy == "sliding"
    chats.close()


def test_the_writer_throttles_and_reports_a_refused_write_once(tmp_path):
    chats = ChatStore(tmp_path / "chats.db")
    chat = chats.new_chat(model="tiny")
    row = chats.add_message(chat.id, "assistant", "", finish_reason="streaming")
    writer = AnswerWriter(chats, row, interval=3600)
    assert writer.chunk("Hel") is None and chats.messages(chat.id)[0].content == ""  # not yet: throttled
    writer.save("Hello", "stop", {"generation_tokens": 2})
    assert chats.messages(chat.id)[0].content == "Hello"

    class FullDisk:
        def update_message(self, *args):
            raise MacllmError("the disk is full")

    broken = AnswerWriter(FullDisk(), row)
    assert broken.save("x", "stop") == "the disk is full" and broken.save("x", "stop") is None
    chats.close()


def test_one_turn_streams_and_returns_the_answer():
    engine, pieces, handles = FakeEngine(answer="Paris is the capital."), [], []
    result = answer(
        engine,
        Request(messages=[{"role": "user", "content": "Capital?"}]),
        on_text=pieces.append,
        on_handle=handles.append,
    )
    assert "".join(pieces) == result.text == "Paris is the capital." and result.finish_reason == "stop"
    assert len(handles) == 1 and result.error is None
    failed = answer(FakeEngine(fail="no model is loaded"), Request(messages=[{"role": "user", "content": "x"}]))
    assert failed.error == "no model is loaded" and failed.finish_reason == "error"
