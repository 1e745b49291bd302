"""Conversations on the real starter model through the engine: cache reuse across turns (from the pool, and
from disk after a restart), cancel, stop strings, seeds, and the context policies."""

import pytest

from macllm.chat.conversation import Conversation
from macllm.errors import MacllmError
from macllm.events import GenerationFailed, TextChunk
from macllm.requests import Request
from macllm.runtime.engine import Engine
from macllm.sampling import SamplingParams

GREEDY = SamplingParams(temperature=0.0, max_tokens=12)


def turn(engine, conv: Conversation, text: str, params=GREEDY, **options):
    conv.add_user(text)
    done = engine.submit(conv.request(params, **options)).result()
    conv.record(done)
    return done


def test_turn_two_prefills_only_new_tokens(fresh_pool):
    c = Conversation()
    first = turn(fresh_pool, c, "What is the capital of France?")
    assert first.stats.reused_tokens == 0 and first.stats.cache_source == "none"
    second = turn(fresh_pool, c, "And of Germany?")
    # everything up to the end of the first answer is reused; only the new user turn is prefilled
    assert second.stats.reused_tokens >= first.stats.prompt_tokens + first.stats.generation_tokens - 2
    assert second.stats.prompt_tokens - second.stats.reused_tokens < 20 and second.stats.cache_source == "memory"
    assert [m["role"] for m in c.messages] == ["user", "assistant", "user", "assistant"]


def test_reuse_gives_the_same_answer_as_a_fresh_prefill(fresh_pool):
    c = Conversation()
    turn(fresh_pool, c, "Name a fruit.")
    reused = turn(fresh_pool, c, "Name a vegetable.")
    again = Conversation(messages=[dict(m) for m in c.messages[:3]])
    recomputed = fresh_pool.submit(again.request(GREEDY, cache=False)).result()
    assert recomputed.stats.reused_tokens == 0 and reused.stats.reused_tokens > 0
    assert recomputed.text == reused.text


def test_saved_conversation_resumes_from_disk_after_a_restart(starter_dir, tmp_path):
    kv, path = tmp_path / "kv", tmp_path / "chat.json"
    first_engine = Engine(kv_dir=kv)
    first_engine.load(str(starter_dir))
    c = Conversation(system="You are terse.")
    said = turn(first_engine, c, "Say hello.", persist=True)
    c.save(path)
    first_engine.close()
    restored = Conversation.load(path)
    assert restored.messages == c.messages and restored.system == "You are terse."
    engine = Engine(kv_dir=kv)
    engine.load(str(starter_dir))
    try:
        done = turn(engine, restored, "Say goodbye.")
        assert done.stats.cache_source == "disk"
        assert done.stats.reused_tokens >= said.stats.prompt_tokens + said.stats.generation_tokens - 2
    finally:
        engine.close()


def test_damaged_session_file_is_one_clear_error(tmp_path):
    path = tmp_path / "chat.json"
    path.write_text('{"messages": [')
    with pytest.raises(MacllmError, match="cannot read the session file"):
        Conversation.load(path)


def test_cancel_keeps_partial_answer_and_the_conversation_stays_usable(fresh_pool):
    c = Conversation()
    c.add_user("Count from 1 to 200, one number per line.")
    handle = fresh_pool.submit(c.request(SamplingParams(temperature=0.0, max_tokens=300)))
    chunks = 0
    for event in handle:
        if isinstance(event, TextChunk):
            chunks += 1
            if chunks == 3:
                handle.cancel()
    done = handle.final
    assert done.finish_reason == "cancelled"
    assert 3 <= done.stats.generation_tokens < 300
    c.record(done)
    assert c.messages[-1] == {"role": "assistant", "content": done.text, "finish_reason": "cancelled"}
    nxt = turn(fresh_pool, c, "Thanks.")
    assert nxt.finish_reason in ("stop", "length") and nxt.stats.reused_tokens > 0


def test_stop_string_cuts_the_answer(engine):
    c = Conversation()
    done = turn(
        engine, c, "What is the capital of France?", SamplingParams(temperature=0.0, max_tokens=60, stop=(" is",))
    )
    assert done.finish_reason == "stop"
    assert done.text == "The capital of France"


def test_seed_makes_sampling_reproducible(engine):
    params = SamplingParams(temperature=1.0, max_tokens=12, seed=7)
    a = turn(engine, Conversation(), "Tell me a word.", params).text
    b = turn(engine, Conversation(), "Tell me a word.", params).text
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


def test_sliding_window_keeps_the_system_prompt_and_the_latest_tokens(engine, small_context):
    """At token granularity: the window keeps the system prompt whole and the latest tokens, and leaves out
    exactly the tokens it says."""
    from macllm.runtime.sequence import render_prompt

    c = Conversation(system="You are Captain Nemo.", context_policy="sliding")
    params = SamplingParams(temperature=0.0, max_tokens=8)
    for q in [
        "Hi there, how are you today?",
        "Tell me something about the sea.",
        "And about mountains?",
        "And rivers?",
    ]:
        done = turn(engine, c, q, params)
        assert done.stats.prompt_tokens + min(8, 80 // 4) <= 80  # room is left for the answer
    assert c.dropped_tokens > 0 and done.stats.dropped_tokens == c.dropped_tokens
    assert len(c.messages) == 8  # nothing is deleted from the conversation itself
    c.add_user("One more?")
    request = c.request(params)
    tokenizer = engine.run(lambda e: e.model.tokenizer)
    window, dropped = render_prompt(request, tokenizer, 80)
    full = list(
        tokenizer.apply_chat_template(
            [{"role": "system", "content": c.system}] + c.messages, add_generation_prompt=True
        )
    )
    system = list(tokenizer.apply_chat_template([{"role": "system", "content": c.system}]))
    assert window[: len(system)] == system  # the system prompt is kept whole
    assert window[-20:] == full[-20:]  # the latest tokens are there
    assert len(full) - len(window) == dropped  # exactly `dropped` tokens are left out


def test_sliding_window_moves_in_strides_and_reuses_its_cached_prefix(fresh_pool):
    """Once moved, the window stays put for the next turns (it moves by an eighth of the context at a time),
    so each of those turns extends the last one's prompt and prefills only its new tokens."""
    old = fresh_pool.run(lambda e: e.model.context_length)
    fresh_pool.run(lambda e: setattr(e.model, "context_length", 240))
    try:
        c = Conversation(context_policy="sliding")
        params = SamplingParams(temperature=0.0, max_tokens=4)
        stayed = 0
        for q in ["Tell me about the sea and its waves, in detail please. " * 3] + [
            "Why?",
            "How?",
            "When?",
            "Where?",
        ] * 3:
            before = c.dropped_tokens
            done = turn(fresh_pool, c, q, params)
            if before and done.stats.dropped_tokens == before:  # the window stayed: the prompt extends the last one
                stayed += 1
                assert done.stats.prompt_tokens - done.stats.reused_tokens < 20
        assert c.dropped_tokens > 0 and stayed >= 1
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
