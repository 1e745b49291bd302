"""Sessions on the real starter model: cache reuse across turns, save/load resume, cancel, stops, context."""

import pytest

from macllm.errors import MacllmError
from macllm.events import GenerationFailed, TextChunk
from macllm.sampling import SamplingParams
from macllm.session import Session, cache_file

GREEDY = SamplingParams(temperature=0.0, max_tokens=12)


def test_turn_two_prefills_only_new_tokens(engine):
    s = Session()
    first = engine.submit(s, GREEDY, "What is the capital of France?").result()
    assert first.stats.reused_tokens == 0
    cached_after_first = len(s.cache_tokens)
    assert cached_after_first == first.stats.prompt_tokens + first.stats.generation_tokens
    second = engine.submit(s, GREEDY, "And of Germany?").result()
    # everything up to the end of the first answer is reused; only the new user turn is prefilled
    assert second.stats.reused_tokens >= cached_after_first - 1
    assert second.stats.prompt_tokens - second.stats.reused_tokens < 20
    assert [m["role"] for m in s.messages] == ["user", "assistant", "user", "assistant"]


def test_reuse_gives_the_same_answer_as_a_fresh_prefill(engine):
    s = Session()
    engine.submit(s, GREEDY, "Name a fruit.").result()
    reused = engine.submit(s, GREEDY, "Name a vegetable.").result()
    fresh = Session(messages=[dict(m) for m in s.messages[:3]])
    recomputed = engine.submit(fresh, GREEDY).result()
    assert recomputed.stats.reused_tokens == 0
    assert recomputed.text == reused.text


def test_save_and_resume_without_prefill(engine, tmp_path):
    s = Session(system="You are terse.")
    engine.submit(s, GREEDY, "Say hello.").result()
    path = tmp_path / "chat.json"
    engine.save_session(s, path)
    assert path.exists() and cache_file(path).exists()
    restored = engine.load_session(path)
    assert restored.messages == s.messages and restored.system == "You are terse."
    assert restored.cache_tokens == s.cache_tokens
    done = engine.submit(restored, GREEDY, "Say goodbye.").result()
    assert done.stats.reused_tokens >= len(s.cache_tokens) - 1


def test_damaged_cache_falls_back_to_recompute(engine, tmp_path):
    s = Session()
    engine.submit(s, GREEDY, "Say hello.").result()
    path = tmp_path / "chat.json"
    engine.save_session(s, path)
    cache_file(path).write_bytes(b"garbage")
    restored = engine.load_session(path)
    assert restored.messages == s.messages and restored.cache is None
    done = engine.submit(restored, GREEDY, "Again.").result()
    assert done.stats.reused_tokens == 0 and done.text


def test_cancel_keeps_partial_answer_and_session_stays_usable(engine):
    s = Session()
    stream = engine.submit(s, SamplingParams(temperature=0.0, max_tokens=300), "Count from 1 to 200, one number per line.")
    chunks = 0
    for event in stream:
        if isinstance(event, TextChunk):
            chunks += 1
            if chunks == 3:
                engine.cancel()
    done = stream.final
    assert done.finish_reason == "cancelled"
    assert 3 <= done.stats.generation_tokens < 300
    assert s.messages[-1] == {"role": "assistant", "content": done.text, "finish_reason": "cancelled"}
    nxt = engine.submit(s, GREEDY, "Thanks.").result()
    assert nxt.finish_reason in ("stop", "length") and nxt.stats.reused_tokens > 0


def test_stop_string_cuts_the_answer(engine):
    s = Session()
    params = SamplingParams(temperature=0.0, max_tokens=60, stop=(" is",))
    done = engine.submit(s, params, "What is the capital of France?").result()
    assert done.finish_reason == "stop"
    assert done.text == "The capital of France"


def test_seed_makes_sampling_reproducible(engine):
    params = SamplingParams(temperature=1.0, max_tokens=12, seed=7)
    a = engine.submit(Session(), params, "Tell me a word.").result().text
    b = engine.submit(Session(), params, "Tell me a word.").result().text
    assert a == b


@pytest.fixture
def small_context(engine):
    old = engine.run(lambda e: e.model.context_length)
    engine.run(lambda e: setattr(e.model, "context_length", 80))
    yield
    engine.run(lambda e: setattr(e.model, "context_length", old))


def test_overflowing_prompt_is_refused_with_advice(engine, small_context):
    s = Session()
    stream = engine.submit(s, GREEDY, "word " * 100)
    list(stream)
    assert isinstance(stream.final, GenerationFailed)
    assert "context holds 80" in stream.final.message and "--sliding-window" in stream.final.message
    assert s.messages == []  # the unanswered message is handed back, not kept half-done
    with pytest.raises(MacllmError):
        engine.submit(s, GREEDY, "word " * 100).result()


def test_sliding_window_drops_oldest_turns(engine, small_context):
    s = Session(context_policy="sliding")
    for q in ["Hi there, how are you today?", "Tell me something about the sea.", "And about mountains?"]:
        done = engine.submit(s, SamplingParams(temperature=0.0, max_tokens=8), q).result()
    assert s.dropped_messages >= 2 and done.stats.dropped_messages == s.dropped_messages
    assert done.stats.prompt_tokens <= 80
    assert len(s.messages) == 6  # nothing is deleted from the conversation itself


def test_bad_sampling_values_are_explained():
    with pytest.raises(MacllmError, match="top-p must be in"):
        SamplingParams(top_p=1.5)


def test_cancel_then_submit_at_once_stops_the_first_only(engine):
    s1, s2 = Session(), Session()
    first = engine.submit(s1, SamplingParams(temperature=0.0, max_tokens=300), "Count from 1 to 200.")
    next(first)  # it is generating
    engine.cancel()
    second = engine.submit(s2, GREEDY, "What is the capital of France?")
    assert first.result().finish_reason == "cancelled"
    assert second.result().finish_reason == "stop" and "Paris" in second.final.text
