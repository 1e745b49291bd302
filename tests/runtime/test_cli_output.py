"""The notes `generate` and `chat --plain` print when an answer ends before it is done."""

import io

from macllm.chat.store import ChatStore
from macllm.chat.turn import ChatAnswer
from macllm.cli.chat_plain import run_plain_chat
from macllm.cli.output import end_note, result_json
from macllm.events import GenerationDone, GenerationStats
from tests.tui.fake_engine import FakeEngine


def done(finish: str, tokens: int, context: int = 2048) -> ChatAnswer:
    d = GenerationDone("text", finish, GenerationStats(generation_tokens=tokens, context=context))
    return ChatAnswer(d, d.text, d.stats)


def test_what_ended_an_answer_early():
    assert end_note(done("length", 64), 64) == "[cut at 64 tokens (--max-tokens); ask for more with --max-tokens N]"
    assert end_note(done("length", 40, context=512), 400) == (
        "[cut at 40 tokens: the context (512 tokens) is full; shorten the prompt or ask for a longer context with "
        "--context N]"
    )
    assert end_note(done("stop", 64), 64) == end_note(done("cancelled", 10), 64) == ""
    assert end_note(ChatAnswer(None, error="failed"), 64) == ""


def test_plain_chat_says_when_the_limit_cut_an_answer(tmp_path):
    chats = ChatStore(tmp_path / "chats.db")
    chat = chats.new_chat(title="t")
    out, err = io.StringIO(), io.StringIO()
    run_plain_chat(FakeEngine(answer="Short."), chats, chat, inp=io.StringIO("Hi\n"), out=out, err=err)
    chats.close()
    assert out.getvalue() == "Short.\n" and "cut at" not in err.getvalue()


def test_plain_chat_says_when_an_answer_looped(tmp_path):
    chats = ChatStore(tmp_path / "chats.db")
    chat = chats.new_chat(title="t")
    out, err = io.StringIO(), io.StringIO()
    looping = FakeEngine(answer="The cat sat on the mat. " * 80)
    run_plain_chat(looping, chats, chat, inp=io.StringIO("Hi\n"), out=out, err=err)
    question, reply = chats.messages(chat.id)
    chats.close()
    assert err.getvalue() == "[stopped: the answer was repeating itself]\n"  # not a stats line marked 'stopped'
    assert reply.content.count("The cat sat") == 1  # the chat keeps one copy


def test_generate_json_gives_the_answer_as_kept():
    looped = done("cancelled", 300)
    looped.text, looped.repeating = "The cat sat on the mat.", True
    out = result_json(looped)
    assert out["text"] == "The cat sat on the mat." and out["finish_reason"] == "repetition"
    assert end_note(looped, 512) == "[stopped: the answer was repeating itself]"
