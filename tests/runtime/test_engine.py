"""The engine's step loop, handles and cache pool, on a tiny random-weight model (seconds, not minutes)."""

import asyncio
import threading
import time

import pytest

from macllm.errors import Stopping
from macllm.events import GenerationDone, TextChunk
from macllm.requests import Request
from macllm.runtime.engine import Engine
from macllm.sampling import SamplingParams


def greedy(n: int, **kw) -> SamplingParams:
    return SamplingParams(**{"temperature": 0.0, "max_tokens": n, "repetition_penalty": 1.0, **kw})


def prompt(i: int, length: int = 40) -> list[int]:
    """Token prompts that share no prefix."""
    return [(1000 + 37 * i + 11 * k) % 40000 + 100 for k in range(length)]


def alone(engine, p, n):
    return engine.submit(Request(prompt=p, params=greedy(n), cache=False)).result()


def test_two_requests_stream_together(tiny):
    first = tiny.submit(Request(prompt=prompt(1), params=greedy(200), cache=False))
    next(first)  # the first is generating
    second = tiny.submit(Request(prompt=prompt(2), params=greedy(5), cache=False))
    times = {}
    for name, handle in (("second", second), ("first", first)):
        for event in handle:
            if isinstance(event, TextChunk) and name not in times:
                times[name] = time.perf_counter()
        times[name + "_end"] = time.perf_counter()
    assert second.final.finish_reason == "length" and first.final.finish_reason == "length"
    assert times["second"] < times["first_end"]  # it did not wait for the first answer to end
    assert first.final.stats.batched and second.final.stats.batched


def test_batched_greedy_equals_single_greedy(tiny):
    solo = [alone(tiny, prompt(i, 30 + 7 * i), 24).token_ids for i in range(4)]
    handles = [tiny.submit(Request(prompt=prompt(i, 30 + 7 * i), params=greedy(24), cache=False)) for i in range(4)]
    together = [h.result() for h in handles]
    assert sum(d.stats.batched for d in together) >= 3
    assert [d.token_ids for d in together] == solo


def test_cancel_stops_one_request_and_leaves_the_other_intact(tiny):
    expected = alone(tiny, prompt(4), 30)
    victim = tiny.submit(Request(prompt=prompt(3), params=greedy(400), cache=False))
    other = tiny.submit(Request(prompt=prompt(4), params=greedy(30), cache=False))
    next(victim)
    victim.cancel()
    assert victim.result().finish_reason == "cancelled" and victim.final.stats.generation_tokens < 400
    done = other.result()
    assert done.finish_reason == "length" and done.token_ids == expected.token_ids and done.text == expected.text


def test_cancel_before_admission_and_async_iteration(tiny):
    async def consume():
        handle = tiny.submit(Request(prompt=prompt(5), params=greedy(8), cache=False))
        events = [e async for e in handle]
        return events

    events = asyncio.run(consume())
    assert isinstance(events[-1], GenerationDone) and events[-1].stats.generation_tokens == 8
    h = tiny.submit(Request(prompt=prompt(6), params=greedy(50), cache=False))
    h.cancel()
    assert h.result().finish_reason == "cancelled"


def test_seeded_request_is_reproducible_beside_others(tiny):
    params = SamplingParams(temperature=1.0, max_tokens=16, seed=11)
    a = tiny.submit(Request(prompt=prompt(7), params=params, cache=False)).result()
    noise = [
        tiny.submit(Request(prompt=prompt(8 + i), params=SamplingParams(temperature=1.0, max_tokens=40), cache=False))
        for i in range(2)
    ]
    b = tiny.submit(Request(prompt=prompt(7), params=params, cache=False)).result()
    for h in noise:
        h.result()
    assert a.token_ids == b.token_ids and not b.stats.batched


def test_mixed_logits_processors_in_one_batch(tiny):
    with_penalty = greedy(20, repetition_penalty=1.3)
    solo = tiny.submit(Request(prompt=prompt(9), params=with_penalty, cache=False)).result()
    hs = [tiny.submit(Request(prompt=prompt(10 + i), params=greedy(20 + 5 * i), cache=False)) for i in range(2)]
    h = tiny.submit(Request(prompt=prompt(9), params=with_penalty, cache=False))
    for x in hs:
        x.result()  # the others leave the batch first: the penalty must stay on its own row
    assert h.result().token_ids == solo.token_ids and h.final.stats.batched


def test_load_waits_for_running_requests(tiny, tiny_dir):
    running = tiny.submit(Request(prompt=prompt(12), params=greedy(40), cache=False))
    next(running)
    loaded = threading.Event()
    t = threading.Thread(target=lambda: (tiny.load(str(tiny_dir), weights="quantized"), loaded.set()))
    t.start()
    assert running.result().stats.generation_tokens == 40
    t.join(60)
    assert loaded.is_set() and tiny.info()["weights"] == "quantized"


def test_a_failing_request_does_not_stop_the_engine(tiny):
    over = tiny.submit(Request(prompt=list(range(100, 2200)), params=greedy(4)))
    assert "context holds 2048" in next(iter(over)).message
    assert alone(tiny, prompt(13), 4).stats.generation_tokens == 4


def test_a_long_prefill_does_not_stall_a_running_stream(tiny):
    running = tiny.submit(Request(prompt=prompt(14), params=greedy(300), cache=False))
    next(running)
    long_one = tiny.submit(Request(prompt=prompt(15, 1800), params=greedy(2), cache=False))
    order = []
    threading.Thread(target=lambda: (next(iter(long_one)), order.append("long"))).start()
    for event in running:
        if isinstance(event, TextChunk):
            order.append("token")
        if "long" in order:
            running.cancel()
    long_one.result()
    # 1800 tokens prefill in chunks of 256: the running stream kept getting tokens in between
    assert order.index("long") >= 6


def test_an_unexpected_error_in_a_step_fails_the_requests_and_the_engine_goes_on(tiny, monkeypatch):
    from macllm.runtime.sequence import Sequence

    def broken(*_, **__):
        raise RuntimeError("boom")

    for method in ("feed", "done"):  # inside a decode path, and where a request ends
        monkeypatch.setattr(Sequence, method, broken)
        handles = [tiny.submit(Request(prompt=prompt(16 + i), params=greedy(5), cache=False)) for i in range(2)]
        for h in handles:
            assert "boom" in list(h)[-1].message
        monkeypatch.undo()
    assert alone(tiny, prompt(18), 3).stats.generation_tokens == 3


def test_requests_and_calls_after_close_fail_at_once_with_its_reason(tiny_dir, tmp_path):
    e = Engine(kv_dir=tmp_path / "kv")
    e.load(str(tiny_dir))
    running = e.submit(Request(prompt=prompt(30), params=greedy(10_000)))
    assert isinstance(next(running), TextChunk)
    e.close("stopping: try again later", wait=False)  # as serve's Ctrl-C does, from a signal handler
    late = e.submit(Request(prompt=prompt(31), params=greedy(4)))  # a waiter let in as the running one ends
    for handle in (running, late):  # neither is left waiting on an inbox nothing reads
        with pytest.raises(Stopping, match="stopping: try again later"):  # the API's 503, not a failure's 500
            handle.result()
    with pytest.raises(Stopping, match="stopping: try again later"):
        e.run(lambda e: None)
    e.close()  # idempotent: waits for the thread, which has ended
    assert not e._thread.is_alive()


def test_an_engine_closed_without_a_reason_fails_requests_as_a_failure_not_a_stop(tiny_dir, tmp_path):
    e = Engine(kv_dir=tmp_path / "kv")
    e.load(str(tiny_dir))
    e.close()
    final = list(e.submit(Request(prompt=prompt(31), params=greedy(4))))[-1]
    assert "the engine has stopped" in final.message and not isinstance(final.error, Stopping)
