"""The engine hands malloc's free heap back (native_heap.trim) when its last request ends, never between steps."""

import threading

from macllm import native_heap
from macllm.requests import Request
from macllm.runtime.engine import Engine, heap_trim_interval
from macllm.sampling import SamplingParams


def test_the_heap_is_trimmed_when_the_engine_empties_and_not_while_it_runs(tiny_dir, tmp_path, monkeypatch):
    seen = []  # at each trim: the engine's thread, and whether any request was still in the engine

    def trim():
        seen.append((threading.current_thread().name, engine._has_work()))
        return True

    monkeypatch.setattr(native_heap, "trim", trim)
    monkeypatch.setenv("MACLLM_HEAP_TRIM", "0.0001")  # no rate limit worth the name: every time it empties
    engine = Engine(kv_dir=tmp_path / "kv")
    try:
        engine.load(str(tiny_dir))
        params = SamplingParams(temperature=0.0, max_tokens=24, repetition_penalty=1.0)
        first = engine.submit(Request(prompt=list(range(100, 140)), params=params, cache=False))
        second = engine.submit(Request(prompt=list(range(200, 240)), params=params, cache=False))
        first.result(), second.result()
        assert engine.run(lambda e: e.heap_trims) == len(seen)
    finally:
        engine.close()
    assert 1 <= len(seen) <= 2  # once per time it emptied: both ran together (one), or one after the other (two)
    assert all(name == "macllm-engine" and not busy for name, busy in seen), seen


def test_the_trim_is_rate_limited_and_can_be_turned_off(tiny_dir, tmp_path, monkeypatch):
    calls = []
    monkeypatch.setattr(native_heap, "trim", lambda: calls.append(1))
    monkeypatch.setenv("MACLLM_HEAP_TRIM", "3600")  # at most once an hour
    engine = Engine(kv_dir=tmp_path / "kv")
    try:
        engine.load(str(tiny_dir))
        params = SamplingParams(temperature=0.0, max_tokens=4, repetition_penalty=1.0)
        for i in range(3):  # three times empty, one after the other
            engine.submit(Request(prompt=list(range(100 + i, 120 + i)), params=params, cache=False)).result()
    finally:
        engine.close()
    assert len(calls) == 1
    monkeypatch.setenv("MACLLM_HEAP_TRIM", "off")
    assert heap_trim_interval() is None


def test_a_busy_engine_trims_between_steps_only_when_much_is_held(tiny_dir, tmp_path, monkeypatch):
    from macllm.runtime import engine as engine_module

    seen = []  # at each trim: whether a request was still in the engine
    monkeypatch.setattr(native_heap, "trim", lambda: seen.append(engine._has_work()))
    monkeypatch.setattr(engine_module, "HEAP_BUSY_CHECK_S", 0.0)  # look after every step
    monkeypatch.setenv("MACLLM_HEAP_TRIM", "3600")  # the trim on emptying: once, at most
    held = [0]
    monkeypatch.setattr(native_heap, "free_held", lambda: held[0])
    engine = Engine(kv_dir=tmp_path / "kv")
    try:
        engine.load(str(tiny_dir))
        params = SamplingParams(temperature=0.0, max_tokens=12, repetition_penalty=1.0)
        engine.submit(Request(prompt=list(range(100, 140)), params=params, cache=False)).result()
        assert seen == [False]  # little held: only the trim when it emptied
        held[0] = engine_module.HEAP_HELD_TRIM_BYTES + 1  # a large allocation freed (NVRTC's, on CUDA)
        engine.submit(Request(prompt=list(range(200, 240)), params=params, cache=False)).result()
    finally:
        engine.close()
    assert len(seen) > 2 and all(seen[1:]), seen  # trimmed between its steps, while the request ran
