"""Prefill chunk sizes chosen by measurement: the policy on synthetic costs, then the engine on the tiny random
model (a long prompt alone is fed in large chunks where they are faster, a running stream keeps getting
tokens while a long prompt prefills, and greedy answers do not depend on the chunking)."""

import threading
import time

import pytest

from macllm.events import TextChunk
from macllm.requests import Request
from macllm.runtime.prefill import ALONE_MIN, CHUNKS, ChunkChoice, PrefillCosts, PrefillSizer, rung

from .test_engine import greedy, prompt


def costs_from(per_token, positions=(0, 3000), slope=None) -> PrefillCosts:
    """Costs measured as if each chunk size ran at these positions: per_token[c] seconds per token at position
    0, rising by slope[c] per token of position. The first sample of a size is never counted."""
    costs = PrefillCosts()
    for c, s in per_token.items():
        for position in (positions[0], *positions):
            m = position + c / 2
            costs.record(c, position, c * (s + (slope or {}).get(c, 0.0) * m))
    return costs


def test_alone_the_fastest_measured_chunk_within_the_memory_plan():
    gpu_like = {c: 1e-3 * (256 / c) ** 0.5 for c in CHUNKS}  # larger chunks cheaper per token
    assert PrefillSizer(costs_from(gpu_like)).alone(0, 10_000) == CHUNKS[-1]
    assert PrefillSizer(costs_from(gpu_like), max_chunk=1024).alone(0, 10_000) == 1024  # what the plan allows
    cpu_like = {c: 1e-3 * (1 + 0.1 * abs(c - 256) / 256) for c in CHUNKS}  # 256 cheapest
    assert PrefillSizer(costs_from(cpu_like)).alone(0, 10_000) == 256


def test_unmeasured_sizes_are_tried_where_the_prompt_leaves_room():
    costs = PrefillCosts()
    sizer = PrefillSizer(costs, max_chunk=1024)
    tried = []
    position = 0
    while (c := sizer.alone(position, 8000 - position)) not in tried or costs.lines[c].seen < 3:
        tried.append(c)
        costs.record(c, position, c * 1e-4)
        position += c
    assert sorted(set(tried)) == [c for c in CHUNKS if ALONE_MIN <= c <= 1024]
    assert all(costs.lines[c].seen == 3 for c in set(tried))  # each once uncounted, twice counted
    assert tried == [256] * 3 + [512] * 3 + [1024] * 3  # climbing: the next size while the largest is fastest
    assert PrefillSizer(PrefillCosts()).alone(0, 300) == ALONE_MIN  # 512 would leave nothing to measure


def test_the_cost_line_follows_the_position():
    """A chunk that is fastest early in a prompt can lose later, where its attention over the context costs more."""
    per_token = {256: 1.2e-3, 2048: 1.0e-3}
    costs = costs_from(per_token, positions=(0, 4000, 8000), slope={256: 0.02e-6, 2048: 0.1e-6})
    sizer = PrefillSizer(costs)
    assert sizer.fastest(0, [256, 2048]) == 2048
    assert sizer.fastest(8000, [256, 2048]) == 256


def prefill_prompts(sizer, cost, n: int, prompts: int) -> None:
    """Prompts of n tokens alone, chunked as the sizer chooses; a chunk of c tokens whose tokens' mean position
    is m costs c * cost(c, m) seconds."""
    for _ in range(prompts):
        position = 0
        while n - position > (c := sizer.alone(position, n - position)):
            sizer.costs.record(c, position, c * cost(c, position + c / 2))
            position += c


def test_sizes_tried_at_different_positions_are_compared_for_the_same_tokens():
    """On a CPU the attention makes every token dearer the later it sits in the prompt, whatever the chunk: the
    large sizes, tried late in the first prompt, must not lose for that. Where 2,048 is cheaper at every
    position it is chosen at 0 and 8k; where chunks pay for their whole attention block (the small cheaper),
    the smallest is."""
    large_cheaper = PrefillSizer(PrefillCosts(), max_chunk=2048)
    prefill_prompts(large_cheaper, lambda c, m: (0.9e-3 if c == 2048 else 1e-3) + 2e-7 * m, 8192, 3)
    assert large_cheaper.fastest(0) == large_cheaper.fastest(8192) == 2048
    block = PrefillSizer(PrefillCosts(), max_chunk=2048)
    prefill_prompts(block, lambda c, m: 1e-3 + 2e-7 * (m + c / 2), 8192, 3)
    assert block.fastest(0) == block.fastest(8192) == 256


def test_the_climb_stops_where_a_larger_chunk_cannot_win():
    """Sizes are measured from the smallest up while the largest measured is the fastest: on a CPU, whose chunk
    computes the masked half of its own attention block (costs fitted to the starter's first 4 layers, process
    CPU seconds), the 2,048- and 4,096-token trials that cost a long prompt more than its choice saved never
    run; on a GPU, where larger chunks are cheaper, every size is measured and the largest chosen."""
    cpu = PrefillSizer(PrefillCosts(), max_chunk=4096)
    tried = []

    def cpu_cost(c, m):
        tried.append(c)
        return 0.34e-3 + 1.43e-6 * (m + c / 2)

    prefill_prompts(cpu, cpu_cost, 8192, 3)
    assert max(tried) <= 1024 and cpu.fastest(0) == cpu.fastest(8192) == 256
    gpu = PrefillSizer(PrefillCosts(), max_chunk=4096)
    prefill_prompts(gpu, lambda c, m: 1e-3 * (256 / c) ** 0.5 + 1e-8 * m, 16384, 3)
    assert gpu.costs.measured() == [c for c in CHUNKS if 256 <= c <= 4096] and gpu.fastest(0) == 4096


def test_with_streams_running_the_largest_chunk_within_the_gap_budget():
    costs = costs_from({c: 1e-4 for c in CHUNKS})  # flat: 0.1 ms per token at any size
    for _ in range(3):
        costs.step.add(0.010)  # the streams' step: 10 ms
    sizer = PrefillSizer(costs)
    budget = sizer.gap_budget()
    assert budget == pytest.approx(0.020)  # the gap may grow to 3 steps
    assert sizer.within(budget, 0) == 128  # 12.8 ms fits, 256 tokens (25.6 ms) would not
    assert sizer.within(budget, 0, rows=2) == 64
    assert sizer.within(1e-9, 0) == CHUNKS[0]
    fixed_cost = PrefillCosts()  # every chunk costs 25 ms more than its tokens (the H200 beside a stream)
    for c in CHUNKS:
        for position in (0, 0, 3000):
            fixed_cost.record(c, position, 0.025 + c * 1e-4)
    # 2048 is fastest (0.11 ms/token); at half its speed the smallest chunk is 256 (0.2 ms/token), whatever the gap
    assert PrefillSizer(fixed_cost).within(0.020, 0) == 256
    assert ChunkChoice(sizer, budget, decoding=True).size(0, 5000) == 128
    alone_only = costs_from({c: 1e-4 for c in CHUNKS if c >= ALONE_MIN})  # measured alone: 256 takes 25.6 ms
    alone_only.step = costs.step
    assert PrefillSizer(alone_only).within(budget, 0) == 128  # the next smaller size, to be measured
    assert ChunkChoice(sizer, None, decoding=False).size(0, 5000) == sizer.alone(0, 5000)
    assert rung(1856) == 2048 and rung(100) == 128


def test_a_first_long_prompt_beside_streams_measures_the_larger_sizes_before_keeping_half_their_speed():
    """The first long prompt a model sees may come while streams decode (a busy server): the sizes above 256
    have never run alone, so the fastest is not known. On the H200 (a fixed cost per forward, the 8B at 8k) the
    chunks stayed at 256 tokens, 3.7x its time alone. Where no chunk fits the gap, the climb goes on beside the
    streams, and the prompt then keeps half the speed of the fastest size measured."""

    def cost(c: int) -> float:  # seconds for a chunk of c tokens: 25 ms per forward, 0.01 ms per token
        return 0.025 + c * 1e-5

    costs = PrefillCosts()
    for c in CHUNKS[: CHUNKS.index(256) + 1]:  # what the gap bound's descent measured (16 to 256)
        for _ in range(3):
            costs.record(c, 0, cost(c))
    for _ in range(3):
        costs.step.add(0.005)  # the streams' step: 5 ms
    sizer = PrefillSizer(costs, max_chunk=4096)
    budget = sizer.gap_budget()
    chunks = []  # per prompt
    for _ in range(6):  # 8k prompts, each beside the streams (a trial runs only where the prompt outlasts it)
        position, chunks = 0, [*chunks, []]
        while (left := 8192 - position) > 0:
            c = min(sizer.within(budget, position, remaining=left), left)
            chunks[-1].append(c)
            costs.record(c, position, cost(c))
            position += c
    assert costs.measured() == [c for c in CHUNKS if c <= 4096]  # every size up to the plan's largest
    # 4,096 is fastest (0.016 ms/token); at half its speed the smallest chunk is 2,048 (0.022 ms/token)
    assert sizer.within(budget, 0) == 2048 and chunks[-1] == [2048] * 4
    assert chunks[0][:3] == [512] * 3  # the climb from where the descent left it (before: 128 throughout)
    # a trial is never cut short by the prompt's end: with 300 tokens left no 512-token trial
    fresh = PrefillCosts()
    for c in CHUNKS[: CHUNKS.index(256) + 1]:
        for _ in range(3):
            fresh.record(c, 0, cost(c))
    fresh.step = costs.step
    assert PrefillSizer(fresh).within(budget, 0, remaining=300) == 128  # half the speed of the best known
    assert PrefillSizer(fresh).within(budget, 0, remaining=5000) == 512


# -- the engine, tiny model -------------------------------------------------------------------------------
def watch_chunks(engine) -> list:
    """The (tokens, position) of every prefill chunk the engine times from now on."""
    seen = []

    class Logged(PrefillCosts):
        def record(self, tokens, position, seconds, rows=1):
            seen.append((tokens, position))
            super().record(tokens, position, seconds, rows)

    def wrap(e):
        costs = e.scheduler.sizer.costs
        e.scheduler.sizer.costs = Logged(costs.lines, costs.step)

    engine.run(wrap)
    return seen


def seed_costs(engine, fastest: int) -> None:
    """Costs as a machine where `fastest` is the fastest chunk would measure them (every size measured)."""

    def seed(e):
        per_token = {c: 1e-3 * (1 + abs(c - fastest) / fastest) for c in CHUNKS}  # dearer than the real ones
        e.scheduler.sizer.costs.lines = costs_from(per_token).lines

    engine.run(seed)


LONG = 1800


def test_a_long_prompt_alone_is_prefilled_in_chunks_larger_than_256_where_faster(tiny):
    seed_costs(tiny, fastest=1024)
    chunks = watch_chunks(tiny)
    done = tiny.submit(Request(prompt=prompt(9, LONG), params=greedy(4), cache=False)).result()
    assert done.finish_reason == "length"
    assert chunks and chunks[0][0] == 1024  # the measured fastest, not the old 256
    assert sum(t for t, _ in chunks) < LONG and len(chunks) <= 2


def test_a_running_stream_keeps_getting_tokens_while_a_long_prompt_prefills(tiny):
    for i in range(2):  # chunk costs measured for real, alone
        tiny.submit(Request(prompt=prompt(20 + i, LONG), params=greedy(2), cache=False)).result()
    stream = tiny.submit(Request(prompt=prompt(1, 20), params=greedy(1500), cache=False))
    arrivals = []

    def read():
        for event in stream:
            if isinstance(event, TextChunk):
                arrivals.append(time.perf_counter())

    reader = threading.Thread(target=read)
    reader.start()
    while len(arrivals) < 20:  # its normal step is measured
        time.sleep(0.01)
    chunks = watch_chunks(tiny)
    t0 = time.perf_counter()
    long = tiny.submit(Request(prompt=prompt(9, LONG), params=greedy(1), cache=False))
    long.result()
    first_token = t0 + long.final.stats.ttft_s
    stream.cancel()
    reader.join()
    during = [t for t in arrivals if t0 <= t <= first_token]
    gaps = [b - a for a, b in zip([t0, *during], [*during, first_token])]
    assert len(chunks) >= 3  # fed in small chunks, one per step
    assert len(during) >= 3  # tokens kept coming during the prefill
    assert max(gaps) < long.final.stats.ttft_s / 2  # no one pause the length of the whole prefill


def test_greedy_answers_do_not_depend_on_the_chunking(tiny):
    p = prompt(7, LONG)

    def answer():
        return tiny.submit(Request(prompt=p, params=greedy(24), cache=False)).result().token_ids

    tiny.run(lambda e: setattr(e.scheduler.sizer, "fixed", 256))  # the engine's old constant
    before = answer()
    tiny.run(lambda e: setattr(e.scheduler.sizer, "fixed", None))
    seed_costs(tiny, fastest=1024)
    assert answer() == before
    stream = tiny.submit(Request(prompt=prompt(1, 20), params=greedy(400), cache=False))
    next(stream)
    beside = answer()  # prefilled in small chunks in the batch, beside the stream
    stream.cancel()
    assert beside == before


def test_a_prompt_reaches_the_model_as_in_mlx_lm(tiny, monkeypatch):
    """The engine's prefill gives the model what mlx-lm's generate_step gives it: the same chunks, mlx-lm's own
    KVCache, the "causal" mask string (an explicit mask array of the chunk against the whole context is slow
    on the CPU), the last token alone for the first logits, and no chunk's vocabulary-wide logits computed."""
    from mlx_lm.models import llama

    calls = {"engine": [], "mlx-lm": []}
    who = ["engine"]
    first = tiny.run(lambda e: e.model.model.model.layers[0].self_attn)
    attention = llama.Attention.__call__

    def record(self, x, mask=None, cache=None):
        if self is first:
            kind = mask if mask is None or isinstance(mask, str) else "array"
            calls[who[0]].append((x.shape[1], kind, type(cache).__name__))
        return attention(self, x, mask, cache)

    monkeypatch.setattr(llama.Attention, "__call__", record)
    tiny.run(lambda e: setattr(e.scheduler.sizer, "fixed", 256))
    p = prompt(3, 1000)
    import mlx.core as mx

    held = tiny.run(lambda e: mx.get_active_memory())  # MLX's peak is the process's: other tests' models count
    done = tiny.submit(Request(prompt=p, params=greedy(2), cache=False, draft="off")).result()

    def stock(e):
        import mlx.core as mx
        from mlx_lm.generate import generate_step

        who[0] = "mlx-lm"
        steps = generate_step(mx.array(p), e.model.model, max_tokens=2, prefill_step_size=256)
        return [token for token, _ in steps]

    assert tiny.run(stock) == done.token_ids
    prefill = [(256, "causal", "KVCache")] * 3 + [(231, "causal", "KVCache"), (1, None, "KVCache")]
    assert calls["engine"][:5] == calls["mlx-lm"][:5] == prefill
    vocab = 49152  # the tiny model's (tests/conftest.py); its weights are in what was held before
    assert done.stats.peak_memory_gb * 1e9 - held < 256 * vocab * 4 / 2  # a chunk's logits: 50 MB
