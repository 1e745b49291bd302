"""A prompt chunk fed a few layers per step beside decoding streams (layered_prefill.py): the same caches as the
model's own forward whatever the slices, a cut-back chunk leaves the cache as it was, the sizer keeps the fastest
chunk unless one of its layers overruns the gap; then the engine: the same greedy answers as whole chunks, the
stream gets tokens between one chunk's slices, and a prompt cancelled mid-chunk leaves a sound cache behind."""

import time

import mlx.core as mx
import pytest
from mlx_lm.models.cache import KVCache, QuantizedKVCache

from macllm.requests import Request
from macllm.runtime import layered_prefill
from macllm.runtime.layered_prefill import LayeredChunk, per_step
from macllm.runtime.prefill import CHUNKS, PrefillCosts, PrefillSizer

from .test_engine import greedy, prompt
from .test_fused_step import LONG, MODELS, filled, ids, stream_and_long, tiny_model


def keys_of(cache) -> list:
    """Every layer's held keys and values, as arrays (dequantized where the cache is quantized)."""
    out = []
    for c in cache:
        k, v = c.keys, c.values
        if isinstance(c, QuantizedKVCache):
            k, v = (mx.dequantize(*x, group_size=c.group_size, bits=c.bits) for x in (k, v))
        out += [k[..., : c.offset, :], v[..., : c.offset, :]]
    return out


def assert_same_cache(a, b) -> None:
    assert [c.offset for c in a] == [c.offset for c in b]
    for x, y in zip(keys_of(a), keys_of(b)):
        assert mx.allclose(x, y, atol=1e-5, rtol=1e-4).item()


@pytest.mark.parametrize("name", sorted(MODELS))
@pytest.mark.parametrize("slices", [1, 2, 5])
def test_a_layered_chunk_fills_the_cache_as_the_models_forward_does(name, slices):
    model = MODELS[name]()
    before, chunk = ids(1, 40), ids(2, 33)
    whole = filled(model, before)
    model(mx.array(chunk)[None], cache=whole)
    mx.eval([c.state for c in whole])
    cache = filled(model, before)
    layered = LayeredChunk(model, chunk, cache, len(before))
    steps = 0
    while not layered.advance(slices):
        steps += 1
        assert layered.done == min(steps * slices, len(model.model.layers))
    assert_same_cache(cache, whole)
    assert layered.seconds > 0 and layered.per_layer > 0
    # the logits of the next token are the ones the whole forward would give
    a = model(mx.array([5])[None], cache=cache)
    b = model(mx.array([5])[None], cache=whole)
    assert mx.allclose(a, b, atol=1e-4, rtol=1e-3).item()


def test_a_layered_chunk_with_padding_holds_only_its_real_tokens():
    model = tiny_model("tiny")
    before, chunk = ids(3, 20), ids(4, 13)
    whole = filled(model, before + chunk)
    cache = filled(model, before)
    layered = LayeredChunk(model, chunk + chunk[-1:] * 3, cache, len(before), pad=3)
    while not layered.advance(1):
        pass
    assert_same_cache(cache, whole)


@pytest.mark.parametrize("quantized", [False, True])
def test_undo_leaves_the_cache_as_before_the_chunk(quantized):
    model = tiny_model("tiny-wide")
    before, chunk = ids(5, 64), ids(6, 64)
    cache = filled(model, before)
    if quantized:
        cache = [c.to_quantized(group_size=32, bits=8) for c in cache]
    offsets = [c.offset for c in cache]
    kept = keys_of(cache)
    layered = LayeredChunk(model, chunk, cache, len(before))
    layered.advance(3)
    assert [c.offset for c in cache[:3]] == [o + 64 for o in offsets[:3]] and cache[3].offset == offsets[3]
    layered.undo()
    assert [c.offset for c in cache] == offsets
    for x, y in zip(keys_of(cache), kept):
        assert mx.array_equal(x, y).item()
    assert all(type(c) is (QuantizedKVCache if quantized else KVCache) for c in cache)


def test_a_slices_cost_is_its_own_work_its_pace_includes_the_queued_step():
    """The streams' next token is queued (mx.async_eval) before a slice runs on the same stream: the slice waits
    for it. That wait paces the slices (slice and step share the gap) but is not the chunk's cost."""
    model = tiny_model("tiny")
    cache = filled(model, ids(1, 16))
    x = mx.random.normal((1024, 1024))
    for _ in range(12):
        x = x @ x / 32.0
    t0 = time.perf_counter()
    mx.async_eval(x)  # the queued "step"
    layered = LayeredChunk(model, ids(2, 16), cache, 16)
    layered.advance(2)
    waited = time.perf_counter() - t0
    assert layered.per_layer * 2 >= 0.5 * waited  # the pace saw the wait
    assert layered.seconds < 0.5 * layered.per_layer * 2  # the cost did not


def queued_chunk(model, before, chunk, own=None, step_s=0.0):
    """A chunk run as the engine runs it queued: its first slice waited for (`own` then set to the given value, as
    if that slice had paid for something once), three queued, the last waited for with the streams' step `step_s`.
    Returns (the chunk, its first slice's time, the time from its first queued slice to its end)."""
    cache = filled(model, before)
    layered = LayeredChunk(model, chunk, cache, len(before), per_layer=0.5)
    assert not layered.advance(1, wait=False)  # waited for all the same: nothing prices it yet
    assert layered.queued_at is None and layered.own is not None and layered.own == layered.seconds
    first, layered.own = layered.seconds, own if own is not None else layered.own
    t0 = time.perf_counter()
    for count in (2, 2, 1):
        assert not layered.advance(count, wait=False, step_s=step_s)
        assert layered.queued_at is not None and layered.h is not None
    assert layered.advance(2, wait=False, step_s=step_s)  # the last: waited for
    assert layered.done == 8 and layered.h is None and layered.slices == 4
    return layered, cache, first, time.perf_counter() - t0


def test_a_chunks_first_slice_is_waited_for_and_its_queued_slices_fill_the_cache_alike():
    """Queued (advance(wait=False)), a slice is not waited for, but a chunk's first is all the same (its own time
    per layer prices the queued ones) and so is its last. The cache ends as the model's forward fills it, and the
    chunk costs the less of its first slice's pace for every layer and its time."""
    model = tiny_model("tiny-wide")  # 8 layers
    before, chunk = ids(1, 40), ids(2, 33)
    whole = filled(model, before)
    model(mx.array(chunk)[None], cache=whole)
    mx.eval([c.state for c in whole])
    layered, cache, first, took = queued_chunk(model, before, chunk)
    assert_same_cache(cache, whole)
    assert 0 < layered.seconds <= min(layered.own * 8, first + took)


def test_a_queued_chunk_costs_its_time_less_the_streams_steps_at_least_a_tenth_of_it():
    """Where a first slice paid for something once (own made 10 s a layer), the chunk costs its time, not 80 s: the
    time from its first queued slice less the streams' step for each slice since, at least a tenth of that time
    (where the slices hid in the steps)."""
    model = tiny_model("tiny-wide")
    before, chunk = ids(1, 40), ids(2, 33)
    layered, _, first, took = queued_chunk(model, before, chunk, own=10.0, step_s=0.0)
    assert first < layered.seconds <= first + took  # all of its time: no step to take off
    layered, _, first, took = queued_chunk(model, before, chunk, own=10.0, step_s=1.0)
    assert first < layered.seconds <= first + 0.1 * took  # 4 steps of 1 s off its time: the tenth stands


def test_a_first_slice_that_did_something_once_is_charged_its_layers_pace_not_its_time(monkeypatch):
    """A chunk's first slice that took over twice the pace of the waited-for slices after it but the last (a cuDNN
    plan built for a new attention shape, a kernel compiled) is charged that pace: the one-off seconds are not the
    chunk size's cost. One within twice the pace is charged its time; with no middle slice to pace it (one slice,
    a first and a last, queued slices), nothing is taken off."""
    model = tiny_model("tiny-wide")  # 8 layers
    layered = LayeredChunk(model, ids(2, 32), filled(model, ids(1, 40)), 40)
    real = LayeredChunk._layers
    calls = []

    def slow_first(self, stop):
        calls.append(stop)
        if len(calls) == 1:
            time.sleep(0.3)  # the first slice does something once, inside its own time
        return real(self, stop)

    monkeypatch.setattr(LayeredChunk, "_layers", slow_first)
    layered.advance(2)
    assert layered.first[1] == 2 and layered.first[0] >= 0.3 and layered.first[0] == layered.seconds
    while True:
        before = layered.seconds
        if layered.advance(2):
            break
    rest_s, rest_layers = layered.rest
    assert rest_layers == 4  # the middle slices (the last computes only the caches)
    pace = rest_s / rest_layers
    assert layered.one_off() == pytest.approx(layered.first[0] - 2 * pace)
    last_s = layered.seconds + layered.one_off() - before  # what the last slice added
    assert layered.seconds == pytest.approx(2 * pace + rest_s + last_s)  # the sleep is gone from its cost
    layered.first = (1.5 * 2 * pace, 2)  # within twice the pace: charged its time
    assert layered.one_off() == 0.0
    monkeypatch.setattr(LayeredChunk, "_layers", real)
    for counts in ((8,), (4, 4)):  # one slice; a first and a last
        chunk = LayeredChunk(model, ids(2, 32), filled(model, ids(1, 40)), 40)
        for count in counts:
            chunk.advance(count)
        assert chunk.rest == (0.0, 0) and chunk.one_off() == 0.0
    queued, _, _, _ = queued_chunk(model, ids(1, 40), ids(2, 33))
    assert queued.rest == (0.0, 0) and queued.one_off() == 0.0


def test_a_step_with_a_slice_charges_a_whole_chunk_its_own_time():
    from macllm.runtime.prefill import ChunkChoice

    sizer = sizer_with({c: 1e-4 for c in CHUNKS})
    sizer.costs.step.add(0.010)
    choice = ChunkChoice(sizer, 0.02, decoding=True)
    choice.slice_budget()  # a layered prompt's slice ran this step too
    choice.size(0, 5000)
    choice.fed(64, 0, 0.002)  # and another prompt's whole chunk, 2 ms of its own
    choice.settle(0.050)  # the step: the slice, the chunk and the streams' step
    assert sizer.costs.lines[64].samples[-1] == (32, pytest.approx(0.002 / 64))  # not (0.050 - 0.010) / 64


def test_layers_per_step_follow_the_budget():
    assert per_step(0.010, 0.002, left=30, layers=32) == 5
    assert per_step(0.010, 0.004, left=30, layers=32) == 2
    assert per_step(0.010, 0.050, left=30, layers=32) == 1  # at least one layer, whatever it costs
    assert per_step(0.010, 0.0001, left=7, layers=32) == 7  # never past the last layer
    assert per_step(0.010, None, left=32, layers=32) == 4  # nothing known: an eighth of the model


def sizer_with(per_token: dict) -> PrefillSizer:
    costs = PrefillCosts()
    for c, s in per_token.items():
        for _ in range(4):
            costs.record(c, 0, s * c)
    return PrefillSizer(costs, max_chunk=4096)


def test_layered_keeps_the_fastest_chunk_unless_one_layer_overruns_the_gap():
    # a GPU's shape: larger chunks cheaper per token, 4,096 fastest (43.5 ms, 1.4 ms a layer of 32)
    per_token = {c: 1e-5 * (1 + 256 / c) for c in CHUNKS}
    sizer = sizer_with(per_token)
    size, per_layer = sizer.layered(0.010, 0, 20000, layers=32)
    assert size == 4096 and per_layer == pytest.approx(4096 * per_token[4096] / 32, rel=0.05)
    # with 2 layers one layer of 4,096 (21.8 ms) or 2,048 tokens (11.5 ms) overruns a 10 ms gap: 1,024 (6.4 ms)
    size, per_layer = sizer.layered(0.010, 0, 20000, layers=2)
    assert size == 1024 and per_layer == pytest.approx(1024 * per_token[1024] / 2, rel=0.05)
    # nothing measured: the sizer's start, its cost unknown
    assert PrefillSizer(PrefillCosts()).layered(0.010, 0, 20000, layers=8)[1] is None


def test_the_choice_layers_only_while_streams_decode():
    from macllm.runtime.prefill import ChunkChoice

    sizer = sizer_with({c: 1e-4 for c in CHUNKS})
    assert ChunkChoice(sizer, None, decoding=False).layered(0, 5000, 8) is None
    assert ChunkChoice(sizer, None, decoding=True).layered(0, 5000, 8) is None  # the streams' step not measured
    choice = ChunkChoice(sizer, 0.02, decoding=True)
    assert choice.layered(0, 5000, 8) is not None and choice.used == 1
    assert choice.slice_budget() == 0.02
    assert ChunkChoice(sizer, 0.02, decoding=False).slice_budget() is None  # nothing waits: finish the chunk


def test_a_chunks_first_slice_leaves_room_for_the_streams_step():
    """A chunk's first slice is paced by a prediction of its own work, without the wait for the streams' queued
    step that later slices' measured pace holds: the step's time comes off its budget, so that it does not run
    a whole budget's layers after that wait (the first slices were the largest gaps on the H200's 1B)."""
    from macllm.runtime.prefill import ChunkChoice

    sizer = sizer_with({c: 1e-4 for c in CHUNKS})
    sizer.costs.step.add(0.005)
    sizer.costs.step.add(0.005)  # the first sample is warm-up
    choice = ChunkChoice(sizer, 0.010, decoding=True)
    first = choice.slice_budget(paced=False)
    assert first == pytest.approx(0.005)
    assert per_step(first, 0.001, left=32, layers=32) == 5  # not 10 layers plus the wait
    assert choice.slice_budget(paced=True) == 0.010
    assert ChunkChoice(sizer, 0.004, decoding=True).slice_budget(paced=False) == 0.0  # then one layer
    model = tiny_model("tiny")
    chunk = LayeredChunk(model, ids(2, 16), filled(model, ids(1, 16)), 16, per_layer=0.001)
    assert not chunk.paced
    chunk.advance(1)
    assert chunk.paced


# -- the engine, tiny model (2 layers) ------------------------------------------------------------------------


def watch_slices(monkeypatch) -> list:
    """Each slice the engine runs from now on: (chunk id, layers done after it, whether it was the last)."""
    seen = []
    real = LayeredChunk.advance

    def logged(self, count, *args, **kwargs):
        done = real(self, count, *args, **kwargs)
        seen.append((id(self), self.done, done))
        return done

    monkeypatch.setattr(LayeredChunk, "advance", logged)
    return seen


@pytest.mark.parametrize("queue", ["off", "on"])  # slices waited for, or queued (MACLLM_LAYERED_QUEUE)
def test_greedy_answers_beside_a_long_prompt_are_the_whole_chunks_ones(tiny, monkeypatch, queue):
    monkeypatch.setenv("MACLLM_LAYERED_QUEUE", queue)
    slices = watch_slices(monkeypatch)
    monkeypatch.setenv("MACLLM_LAYERED_PREFILL", "off")
    monkeypatch.setenv("MACLLM_FUSED_PREFILL", "off")
    whole = stream_and_long(tiny)
    assert not slices
    monkeypatch.setenv("MACLLM_LAYERED_PREFILL", "on")
    layered = stream_and_long(tiny)
    assert slices, "the long prompt prefilled without layers"
    assert layered == whole


def test_a_long_prompt_with_a_quantized_cache_is_layered_too(tiny, monkeypatch):
    slices = watch_slices(monkeypatch)

    def answer():
        stream = tiny.submit(Request(prompt=prompt(1, 20), params=greedy(300), cache=False, draft="off"))
        next(iter(stream))
        long = tiny.submit(Request(prompt=prompt(9, LONG), params=greedy(12), cache=False, draft="off", kv_bits=8))
        out = long.result().token_ids
        stream.cancel()
        return out

    answer()  # costs measured
    monkeypatch.setenv("MACLLM_LAYERED_PREFILL", "off")
    monkeypatch.setenv("MACLLM_FUSED_PREFILL", "off")
    slices.clear()
    whole = answer()
    assert not slices
    monkeypatch.setenv("MACLLM_LAYERED_PREFILL", "on")
    assert answer() == whole
    assert slices, "the 8-bit prompt prefilled without layers"


def test_the_stream_gets_tokens_between_a_chunks_layers(tiny, monkeypatch):
    stream_and_long(tiny, stream_tokens=40)  # the stream's step and chunk costs measured
    tokens = []
    real = LayeredChunk.advance

    def logged(self, count, *args, **kwargs):
        done = real(self, count, *args, **kwargs)
        tokens.append((id(self), self.done, done, generated()))
        return done

    monkeypatch.setattr(LayeredChunk, "advance", logged)
    stream = tiny.submit(Request(prompt=prompt(1, 20), params=greedy(800), cache=False, draft="off"))
    next(iter(stream))
    live = tiny.run(lambda e: e.scheduler.singles[0].seq)

    def generated():
        return len(live.generated)

    long = tiny.submit(Request(prompt=prompt(9, LONG), params=greedy(4), cache=False, draft="off"))
    long.result()
    stream.cancel()
    chunks = {}
    for chunk, done, last, count in tokens:
        chunks.setdefault(chunk, []).append((done, last, count))
    assert chunks, "the long prompt prefilled without layers"
    assert sum(len(s) for s in chunks.values()) > len(chunks)  # chunks ran in several slices
    for runs in chunks.values():
        assert runs[-1][1] and runs[-1][0] == 2  # each chunk ran every layer, the last slice last
        counts = [count for _, _, count in runs]
        assert all(b > a for a, b in zip(counts, counts[1:]))  # the stream got a token between two slices


def test_a_prompt_cancelled_mid_chunk_leaves_a_sound_cache(tiny, monkeypatch):
    """Cancelled while a chunk holds some layers but not all: what the pool keeps is cut back to the tokens every
    layer holds, so the same prompt then answers as it does from nothing."""
    p = prompt(11, LONG)
    fresh = tiny.submit(Request(prompt=p, params=greedy(8), cache=False, draft="off")).result().token_ids
    stream_and_long(tiny, stream_tokens=40)  # costs measured
    real = LayeredChunk.advance
    handles = []

    def cancelling(self, count, *args, **kwargs):
        done = real(self, count, *args, **kwargs)
        if not done and handles:
            handles[0].cancel()
        return done

    stream = tiny.submit(Request(prompt=prompt(1, 20), params=greedy(800), cache=False, draft="off"))
    next(iter(stream))
    monkeypatch.setattr(LayeredChunk, "advance", cancelling)
    handles.append(tiny.submit(Request(prompt=p, params=greedy(8), draft="off")))
    handles[0].result()
    assert handles[0].final.finish_reason == "cancelled"
    monkeypatch.setattr(LayeredChunk, "advance", real)
    stream.cancel()
    again = tiny.submit(Request(prompt=p, params=greedy(8), draft="off")).result()
    assert again.token_ids == fresh


def test_layered_prefill_applies_to_llama_and_qwen2_on_plain_or_quantized_caches(monkeypatch):
    from mlx_lm.models.cache import RotatingKVCache, make_prompt_cache

    model = tiny_model("tiny")
    cache = make_prompt_cache(model)
    assert layered_prefill.usable(model, cache)
    assert layered_prefill.usable(model, [QuantizedKVCache(group_size=32, bits=8) for _ in cache])
    from macllm.runtime import kv_quant

    assert layered_prefill.usable(model, [kv_quant.QuantizedKVCache(group_size=32, bits=8) for _ in cache])
    qwen2 = tiny_model("tiny-qwen2")
    assert layered_prefill.usable(qwen2, make_prompt_cache(qwen2))
    assert not layered_prefill.usable(model, [RotatingKVCache(max_size=64) for _ in cache])
    monkeypatch.setenv("MACLLM_LAYERED_PREFILL", "off")
    assert not layered_prefill.usable(model, cache)


def test_each_chunks_first_slice_asks_for_the_budget_less_the_streams_step(tiny, monkeypatch):
    """The decoder tells the choice whether the chunk's pace was measured: unmeasured on a chunk's first slice
    (slices waited for: the tiny model's two layers leave a queued chunk no slice to pace from)."""
    from macllm.runtime.prefill import ChunkChoice

    monkeypatch.setenv("MACLLM_LAYERED_QUEUE", "off")
    stream_and_long(tiny, stream_tokens=40)  # the stream's step and chunk costs measured
    asked, before = [], []
    real_budget, real_advance = ChunkChoice.slice_budget, LayeredChunk.advance

    def budget(self, paced=True):
        asked.append(paced)
        return real_budget(self, paced)

    def advance(self, count, *args, **kwargs):
        before.append((id(self), self.paced))
        return real_advance(self, count, *args, **kwargs)

    monkeypatch.setattr(ChunkChoice, "slice_budget", budget)
    monkeypatch.setattr(LayeredChunk, "advance", advance)
    stream_and_long(tiny, stream_tokens=40)
    assert asked and asked == [paced for _, paced in before]
    firsts = {}
    for chunk, paced in before:
        firsts.setdefault(chunk, paced)
    assert not any(firsts.values())  # every chunk's first slice: unmeasured
    assert any(paced for _, paced in before)  # and later ones measured
    assert per_step(0.0, 0.001, left=32, layers=32) == 1  # no budget left after the step: still one layer


def test_queued_slices_beside_a_stream_answer_as_whole_chunks_do(tiny_wide_dir, tmp_path, monkeypatch):
    """With MACLLM_LAYERED_QUEUE=on, an engine on a model of 8 layers queues some of a long prompt's slices beside a
    stream, and both greedy answers equal those of whole chunks fed apart from the stream's steps."""
    from macllm.runtime.engine import Engine

    engine = Engine(kv_dir=tmp_path / "kv")
    engine.load(str(tiny_wide_dir))
    try:
        queued = []
        real = LayeredChunk.advance

        def logged(self, count, wait=True, step_s=None):
            priced = self.own is not None  # by a slice of its own, waited for: this one may be queued
            done = real(self, count, wait, step_s)
            queued.append(not wait and priced and not done)
            return done

        monkeypatch.setenv("MACLLM_LAYERED_PREFILL", "off")
        monkeypatch.setenv("MACLLM_FUSED_PREFILL", "off")
        whole = stream_and_long(engine, stream_tokens=120)
        monkeypatch.setenv("MACLLM_LAYERED_PREFILL", "on")
        monkeypatch.setenv("MACLLM_LAYERED_QUEUE", "on")
        monkeypatch.setattr(LayeredChunk, "advance", logged)
        layered = stream_and_long(engine, stream_tokens=120)
        assert any(queued), "no slice was queued"
        assert layered == whole
    finally:
        engine.close()
