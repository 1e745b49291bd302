"""Quantized KV caches (--kv-bits) through the engine: kept apart from full-precision caches in the pool,
written to and read back from the disk tier, rolled back by speculative decoding, and on the single path."""

import json
import os
from time import perf_counter

import pytest

from macllm.requests import Request, RequestHandle
from macllm.runtime.cache_disk import read_header
from macllm.runtime.engine import Engine
from macllm.sampling import SamplingParams

GREEDY = SamplingParams(temperature=0.0, max_tokens=24, repetition_penalty=1.0)
PASSAGE = (
    "The lighthouse keeper, Mara Quell, kept a log of every ship that passed the northern cape: the Halcyon "
    "on Monday, the Wren and the Starling on Tuesday, and the old ferry Brightwater every evening at six."
)


def ask(text: str) -> list[dict]:
    return [{"role": "user", "content": text}]


def test_quantized_kv_round_trip_through_the_disk_tier(starter_dir, tmp_path):
    kv = tmp_path / "kv"
    e = Engine(kv_dir=kv)
    e.load(str(starter_dir), kv_bits=8)
    c = ask("Name three rivers.")
    first = e.submit(Request(messages=list(c), params=GREEDY, persist=True)).result()
    assert first.stats.kv_bits == 8
    e.close()
    [segment] = kv.glob("*/seg-*.safetensors")
    assert json.loads(read_header(segment)["__metadata__"]["kv_quant"]) == {"group_size": 64, "bits": 8}
    c += [{"role": "assistant", "content": first.text}, *ask("And three mountains.")]
    again = Engine(kv_dir=kv)  # a restart
    try:
        again.load(str(starter_dir), kv_bits=8)
        resumed = again.submit(Request(messages=list(c), params=GREEDY)).result()
        assert resumed.stats.cache_source == "disk" and resumed.stats.reused_tokens > first.stats.prompt_tokens
        recomputed = again.submit(Request(messages=list(c), params=GREEDY, cache=False)).result()
        assert resumed.text == recomputed.text and recomputed.stats.kv_bits == 8
    finally:
        again.close()


def test_caches_of_another_precision_are_never_reused(fresh_pool):
    engine = fresh_pool
    engine.submit(Request(messages=ask("Name a color."), params=GREEDY)).result()
    other = engine.submit(Request(messages=ask("Name a color."), params=GREEDY, kv_bits=4)).result()
    assert other.stats.reused_tokens == 0 and other.stats.kv_bits == 4
    same = engine.submit(Request(messages=ask("Name a color."), params=GREEDY, kv_bits=4)).result()
    assert same.stats.reused_tokens > 0 and same.text == other.text


@pytest.mark.parametrize("bits", [8, 4])
def test_speculative_rollback_on_a_quantized_cache_is_lossless(engine, bits):
    messages = ask(f"Repeat this passage word for word:\n\n{PASSAGE}")
    params = SamplingParams(temperature=0.0, max_tokens=40, repetition_penalty=1.0)
    plain = engine.submit(Request(messages=messages, params=params, draft="off", kv_bits=bits, cache=False)).result()
    drafted = engine.submit(
        Request(messages=messages, params=params, draft="lookup", draft_tokens=4, kv_bits=bits, cache=False)
    ).result()
    assert drafted.text == plain.text
    assert drafted.stats.draft_tokens_accepted > 0 and drafted.stats.draft_tokens > drafted.stats.draft_tokens_accepted


def arrive(engine, requests: list[Request], at_steps: list[int], chunk: int = 256):
    """Run `requests` on the engine thread, request i arriving before scheduler step at_steps[i] (what the engine's
    loop does at each step: admit what arrived, step once), so the order does not depend on timing; the prefill
    chunk is fixed (the gap budget would choose it from timings). (their results, the most that decoded in one
    batch at once)."""

    def drive(e):
        s, handles, most, step = e.scheduler, [], 0, 0
        fixed, s.sizer.fixed = s.sizer.fixed, chunk
        try:
            while len(handles) < len(requests) or s.has_work():
                while len(handles) < len(requests) and at_steps[len(handles)] <= step:
                    handles.append(RequestHandle(requests[len(handles)]))
                    s.add(handles[-1], perf_counter())
                s.step()
                decoding = [sum(1 for q in b.seqs.values() if q.generated) for b in s.batches.values()]
                most, step = max([most, *decoding]), step + 1
        finally:
            s.sizer.fixed = fixed
        return handles, most

    handles, most = engine.run(drive)
    return [h.result() for h in handles], most


@pytest.mark.parametrize("bits", [8, 4])
def test_quantized_requests_batch_together_and_give_their_single_answers(engine, bits):
    """mlx-lm's QuantizedKVCache cannot join a batch; macllm's (kv_quant.py) can: concurrent quantized requests
    decode in one batch, with caches of their own precision, and each answer is the one it gets alone. The first
    moves from the single path into the batch, the others join it with caches of other lengths (left padding), all
    three decode together and leave by filter and extract. They arrive one step apart, so each prompt prefills in
    a forward of its own shape, as alone: prompts prefilled together in one padded forward get float32 sums of
    another order (GEMMs of more rows, ~1e-6 apart), which flip a few 4- or 8-bit codes of their KV and can change
    a greedy answer whose logits are near a tie (measured with these three arriving at once at 4 bits: 0.57 apart
    at the first token, against 1e-4 with full-precision caches)."""
    params = SamplingParams(temperature=0.0, max_tokens=12)
    questions = ("Name a fruit.", "Name a tree, and say where it grows.", "Count to five.")
    alone = [
        arrive(engine, [Request(messages=ask(q), params=params, kv_bits=bits, draft="off", cache=False)], [0])[0][0]
        for q in questions
    ]
    together, most = arrive(
        engine, [Request(messages=ask(q), params=params, kv_bits=bits, cache=False) for q in questions], [0, 1, 2]
    )
    assert most == 3 and all(d.stats.batched for d in together)
    assert all(d.stats.kv_bits == bits for d in together)
    if bits == 8:
        assert [d.text for d in together] == [d.text for d in alone]
    else:
        # at 4 bits a code flipped by float32 sums of another order can still turn a near tie late in an answer: on
        # a fresh clone (mlx 0.32.4, mlx-lm 0.32.2) "Count to five." ended "What's your" batched, "What's on" alone,
        # at its 11th of 12 tokens. Each answer must be the same as alone up to at least three quarters of it.
        for d, a in zip(together, alone):
            same = len(os.path.commonprefix([d.text, a.text]))
            assert same >= 0.75 * len(a.text), (d.text, a.text)


def test_a_quantized_cache_leaves_the_batch_for_the_pool_and_comes_back(fresh_pool):
    """The cache extracted from a batch is a quantized one the pool keeps; the next turn reuses it. The two
    arrive one step apart (as in the test above), so both decode in one batch whatever the machine's speed and
    each prompt prefills in a forward of its own: submitted together, whether they prefill in one padded forward
    (float32 sums of another order, which can flip 8-bit codes of the pooled KV) or one after the other, and
    whether they batch at all, depended on when the engine thread saw the second."""
    engine = fresh_pool
    params = SamplingParams(temperature=0.0, max_tokens=8)
    first, most = arrive(
        engine, [Request(messages=ask(q), params=params, kv_bits=8) for q in ("Name a bird.", "Name a fish.")], [0, 1]
    )
    assert most == 2 and all(d.stats.batched for d in first)
    follow = ask("Name a bird.") + [
        {"role": "assistant", "content": first[0].text},
        {"role": "user", "content": "Another?"},
    ]
    again = engine.submit(Request(messages=follow, params=params, kv_bits=8)).result()
    assert again.stats.reused_tokens > first[0].stats.prompt_tokens and again.stats.kv_bits == 8
    assert again.text == engine.submit(Request(messages=follow, params=params, kv_bits=8, cache=False)).result().text


def test_batch_quantized_cache_merges_extends_filters_and_extracts_exactly():
    import mlx.core as mx
    import numpy as np

    from macllm.runtime.kv_quant import BatchQuantizedKVCache, QuantizedKVCache

    def filled(n, seed):
        c = QuantizedKVCache(64, 4)
        k = mx.random.normal((1, 2, n, 64), key=mx.random.key(seed))
        c.update_and_fetch(k, k * 2)
        return c

    def same(a, b):
        used = lambda c: [x[..., : c.offset, :] for x in (*c.keys, *c.values)]  # noqa: E731
        return a.offset == b.offset and all(np.array_equal(np.array(x), np.array(y)) for x, y in zip(used(a), used(b)))

    a, b, c = filled(5, 1), filled(300, 2), filled(9, 3)
    batch = a.merge([a, b])
    assert isinstance(batch, BatchQuantizedKVCache) and batch.bits == 4
    batch.extend(BatchQuantizedKVCache.merge([c]))
    step = mx.random.normal((3, 2, 1, 64), key=mx.random.key(4))
    keys, _ = batch.update_and_fetch(step, step)  # one decode step for all three rows
    assert keys[0].shape[2] == 301
    batch.filter([0, 2])  # b leaves; the padding it needed goes too
    out_a, out_c = batch.extract(0), batch.extract(1)
    assert out_a.offset == 6 and out_c.offset == 9 + 1
    for original, out, row in ((a, out_a, 0), (c, out_c, 2)):
        original.update_and_fetch(step[row : row + 1], step[row : row + 1])
        assert same(original, out)
    assert batch.nbytes > 0
