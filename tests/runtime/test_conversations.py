"""Conversations on the real starter model, kept in the chat store and answered by the chat turn (the one chat
model of the app and `chat --plain`): cache reuse across turns (from the pool, and from disk after a restart),
cancel, stop strings, seeds, and the context policies."""

import pytest

from macllm.chat.settings import ChatSettings
from macllm.chat.store import ChatStore
from macllm.chat.turn import Turn, chat_request
from macllm.errors import MacllmError
from macllm.events import GenerationFailed
from macllm.requests import Request
from macllm.runtime.engine import Engine
from macllm.sampling import SamplingParams

GREEDY = SamplingParams(temperature=0.0, max_tokens=12)
PRECISE = ChatSettings(preset="precise", max_tokens=12)  # greedy, no repetition penalty


@pytest.fixture
def chats(tmp_path):
    store = ChatStore(tmp_path / "chats.db")
    yield store
    store.close()


def say(engine, chats, chat, text: str, **run):
    """One turn of a stored chat; its answer (GenerationDone)."""
    result = Turn.ask(chats, chat.id, text).run(engine, **run)
    assert result.answer.error is None, result.answer.error
    return result.answer.done


def history(chats, chat) -> list[dict]:
    return [{"role": m.role, "content": m.content} for m in chats.messages(chat.id)]


def test_turn_two_prefills_only_new_tokens(fresh_pool, chats):
    chat = chats.new_chat(settings=PRECISE)
    first = say(fresh_pool, chats, chat, "What is the capital of France?")
    assert first.stats.reused_tokens == 0 and first.stats.cache_source == "none"
    second = say(fresh_pool, chats, chat, "And of Germany?")
    # everything up to the end of the first answer is reused; only the new user turn is prefilled
    assert second.stats.reused_tokens >= first.stats.prompt_tokens + first.stats.generation_tokens - 2
    assert second.stats.prompt_tokens - second.stats.reused_tokens < 20 and second.stats.cache_source == "memory"
    assert [m["role"] for m in history(chats, chat)] == ["user", "assistant", "user", "assistant"]


def test_reuse_gives_the_same_answer_as_a_fresh_prefill(fresh_pool, chats):
    chat = chats.new_chat(settings=PRECISE)
    say(fresh_pool, chats, chat, "Name a fruit.")
    reused = say(fresh_pool, chats, chat, "Name a vegetable.")
    params = PRECISE.sampling()
    recomputed = fresh_pool.submit(Request(messages=history(chats, chat)[:3], params=params, cache=False)).result()
    assert recomputed.stats.reused_tokens == 0 and reused.stats.reused_tokens > 0
    assert recomputed.text == reused.text


def test_a_stored_chat_resumes_from_disk_after_a_restart(starter_dir, tmp_path):
    kv, db = tmp_path / "kv", tmp_path / "chats.db"
    first_engine, chats = Engine(kv_dir=kv), ChatStore(db)
    first_engine.load(str(starter_dir))
    chat = chats.new_chat(system="You are terse.", settings=PRECISE)
    said = say(first_engine, chats, chat, "Say hello.")
    first_engine.close()
    chats.close()
    chats = ChatStore(db)  # a restart: the chat is read back from the store
    restored = chats.chat(chat.id)
    assert restored.system == "You are terse." and [m["role"] for m in history(chats, restored)] == [
        "user",
        "assistant",
    ]
    engine = Engine(kv_dir=kv)
    engine.load(str(starter_dir))
    try:
        done = say(engine, chats, restored, "Say goodbye.")
        assert done.stats.cache_source == "disk"
        assert done.stats.reused_tokens >= said.stats.prompt_tokens + said.stats.generation_tokens - 2
    finally:
        engine.close()
        chats.close()


def test_cancel_keeps_partial_answer_and_the_chat_stays_usable(fresh_pool, chats):
    chat = chats.new_chat(settings=PRECISE.changed(max_tokens=300))
    handles, chunks = [], []

    def seen(text):
        chunks.append(text)
        if len(chunks) == 3:
            handles[0].cancel()

    done = say(
        fresh_pool, chats, chat, "Count from 1 to 200, one number per line.", on_text=seen, on_handle=handles.append
    )
    assert done.finish_reason == "cancelled"
    assert 3 <= done.stats.generation_tokens < 300
    reply = chats.messages(chat.id)[-1]
    assert (reply.content, reply.finish_reason) == (done.text, "cancelled")  # kept, and marked
    nxt = say(fresh_pool, chats, chat, "Thanks.")
    assert nxt.finish_reason in ("stop", "length") and nxt.stats.reused_tokens > 0


def test_stop_string_cuts_the_answer(engine):
    params = SamplingParams(temperature=0.0, max_tokens=60, stop=(" is",))
    done = engine.submit(
        Request(messages=[{"role": "user", "content": "What is the capital of France?"}], params=params)
    )
    assert done.result().finish_reason == "stop"
    assert done.final.text == "The capital of France"


def test_seed_makes_sampling_reproducible(engine):
    params = SamplingParams(temperature=1.0, max_tokens=12, seed=7)
    ask = [{"role": "user", "content": "Tell me a word."}]
    a = engine.submit(Request(messages=ask, params=params)).result().text
    b = engine.submit(Request(messages=ask, params=params)).result().text
    assert a == b


@pytest.fixture
def small_context(engine):
    old = engine.run(lambda e: e.model.context_length)
    engine.run(lambda e: setattr(e.model, "context_length", 80))
    yield
    engine.run(lambda e: setattr(e.model, "context_length", old))


def test_overflowing_prompt_is_refused_with_advice(engine, small_context):
    handle = engine.submit(Request(messages=[{"role": "user", "content": "word " * 100}], params=GREEDY))
    list(handle)
    assert isinstance(handle.final, GenerationFailed)
    assert "context holds 80" in handle.final.message and "--sliding-window" in handle.final.message
    with pytest.raises(MacllmError, match="context holds 80"):
        handle.result()


def test_sliding_window_keeps_the_system_prompt_and_the_latest_tokens(engine, small_context, chats):
    """At token granularity: the window keeps the system prompt whole and the latest tokens, and leaves out
    exactly the tokens it says; the chat keeps where it stands."""
    from macllm.runtime.sequence import render_prompt

    settings = ChatSettings(preset="precise", max_tokens=8, context_policy="sliding")
    chat = chats.new_chat(system="You are Captain Nemo.", settings=settings)
    for q in [
        "Hi there, how are you today?",
        "Tell me something about the sea.",
        "And about mountains?",
        "And rivers?",
    ]:
        done = say(engine, chats, chat, q)
        assert done.stats.prompt_tokens + min(8, 80 // 4) <= 80  # room is left for the answer
    assert chats.window_position(chat.id) > 0 and done.stats.dropped_tokens == chats.window_position(chat.id)
    assert len(chats.messages(chat.id)) == 8  # nothing is deleted from the conversation itself
    chats.add_message(chat.id, "user", "One more?")
    request = chat_request(chats, chats.chat(chat.id))
    tokenizer = engine.run(lambda e: e.model.tokenizer)
    window, dropped = render_prompt(request, tokenizer, 80)
    system = [{"role": "system", "content": chat.system}]
    full = list(tokenizer.apply_chat_template(system + history(chats, chat), add_generation_prompt=True))
    head = list(tokenizer.apply_chat_template(system))
    assert window[: len(head)] == head  # the system prompt is kept whole
    assert window[-20:] == full[-20:]  # the latest tokens are there
    assert len(full) - len(window) == dropped  # exactly `dropped` tokens are left out


def test_sliding_window_moves_in_strides_and_reuses_its_cached_prefix(fresh_pool, chats):
    """Once moved, the window stays put for the next turns (it moves by an eighth of the context at a time),
    so each of those turns extends the last one's prompt and prefills only its new tokens."""
    old = fresh_pool.run(lambda e: e.model.context_length)
    fresh_pool.run(lambda e: setattr(e.model, "context_length", 240))
    try:
        chat = chats.new_chat(settings=ChatSettings(preset="precise", max_tokens=4, context_policy="sliding"))
        stayed = 0
        for q in ["Tell me about the sea and its waves, in detail please. " * 3] + [
            "Why?",
            "How?",
            "When?",
            "Where?",
        ] * 3:
            before = chats.window_position(chat.id)
            done = say(fresh_pool, chats, chat, q)
            if before and done.stats.dropped_tokens == before:  # the window stayed: the prompt extends the last one
                stayed += 1
                assert done.stats.prompt_tokens - done.stats.reused_tokens < 20
        assert chats.window_position(chat.id) > 0 and stayed >= 1
    finally:
        fresh_pool.run(lambda e: setattr(e.model, "context_length", old))


def test_bad_sampling_values_are_explained():
    with pytest.raises(MacllmError, match="top-p must be in"):
        SamplingParams(top_p=1.5)


def test_cancelling_one_request_leaves_the_next_alone(engine):
    first = engine.submit(
        Request(
            messages=[{"role": "user", "content": "Count from 1 to 200."}],
            params=SamplingParams(temperature=0.0, max_tokens=300),
        )
    )
    next(first)  # it is generating
    second = engine.submit(
        Request(messages=[{"role": "user", "content": "What is the capital of France?"}], params=GREEDY)
    )
    first.cancel()
    assert first.result().finish_reason == "cancelled"
    assert second.result().finish_reason == "stop" and "Paris" in second.final.text


def test_concurrent_chats_batch_and_match_their_answers_alone(engine):
    questions = ["What is the capital of France?", "Name three colors.", "What is 2 + 2?"]
    alone = [
        engine.submit(Request(messages=[{"role": "user", "content": q}], params=GREEDY, cache=False)).result()
        for q in questions
    ]
    handles = [
        engine.submit(Request(messages=[{"role": "user", "content": q}], params=GREEDY, cache=False)) for q in questions
    ]
    together = [h.result() for h in handles]
    assert sum(d.stats.batched for d in together) >= 2
    assert [d.token_ids for d in together] == [d.token_ids for d in alone]
