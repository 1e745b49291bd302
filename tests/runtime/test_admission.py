"""Admission that knows memory, on the tiny random model under a small budget: requests whose KV together
exceeds it run one after the other, the pool spills to disk to make room, one that can never fit fails at once
with the numbers, and small requests still batch."""

import pytest

from macllm.events import TextChunk
from macllm.requests import Request
from macllm.runtime import backend, memory
from macllm.runtime.engine import Engine

from .test_engine import greedy, prompt

BYTES_PER_TOKEN = 2 * 2 * 2 * 16 * 4  # the tiny model's KV per token (float32)
CONTEXT = 1024


@pytest.fixture
def small(tiny_dir, tmp_path, monkeypatch):
    """An engine whose memory holds the weights, one chunk's working space and a 1024-token context's KV: what
    the KV caches may take is 1024 tokens' worth (and 1,000 bytes)."""
    fp = memory.footprint(tiny_dir, backend.weights_mode())
    monkeypatch.setenv("MACLLM_MEMORY_GB", str((fp.total(CONTEXT) + 1000) / 1e9))
    engines = []

    def make(**kw):
        e = Engine(kv_dir=tmp_path / "kv", **kw)
        e.load(str(tiny_dir), context=CONTEXT)
        e.run(lambda e: setattr(e.scheduler, "active_memory", lambda s=e.scheduler: planned(s)))
        engines.append(e)
        return e

    yield make
    for e in engines:
        e.close()


def planned(s) -> int:
    """What the plan says MLX holds (weights, working space, pool, reservations): MLX's own figure is the whole
    process's, and the arrays other tests left alive (megabytes) would dwarf this kilobyte budget."""
    return s.weights_bytes + s.kv_budget.working + s.pool.nbytes + s.kv_budget.reserved(s._running_needs())


def run(engine, tokens, n, **kw):
    return engine.submit(Request(prompt=tokens, params=greedy(n), **kw)).result()


def figures(engine):
    return engine.run(lambda e: {**e.scheduler.kv_figures(), "pool": e.pool.entries()})


def test_two_requests_that_do_not_fit_together_run_one_after_the_other(small):
    e = small()
    assert figures(e)["kv_budget_bytes"] == CONTEXT * BYTES_PER_TOKEN + 1000
    asks = [(prompt(1, 100), greedy(200)), (prompt(2, 500), greedy(8)), (prompt(9, 40), greedy(8, seed=1))]
    alone = [run(e, p, params.max_tokens, cache=False).token_ids for p, params in asks[:2]]
    alone.append(e.submit(Request(prompt=asks[2][0], params=asks[2][1], cache=False)).result().token_ids)
    # 100 + 200 tokens reserve 563 (8 more for drafts, 255 for mlx-lm's steps), 500 + 8 reserve 771; in one batch
    # both rows are padded to the longest: 2 x 771 tokens, more than the budget. The third (seeded: the single
    # path) reserves 311 and would fit beside the first, but it came after the second: it waits too (first come,
    # first served)
    first = e.submit(Request(prompt=asks[0][0], params=asks[0][1], cache=False))
    assert isinstance(next(first), TextChunk)  # the first is generating
    later = [e.submit(Request(prompt=p, params=params, cache=False)) for p, params in asks[1:]]
    done = [h.result() for h in [first, *later]]
    assert [d.token_ids for d in done] == alone
    assert not done[0].stats.batched and not done[1].stats.batched  # never decoded together
    after = figures(e)
    assert after["requests_waited_for_memory"] == 2 and after["requests_held_for_memory"] == 0
    assert after["kv_reserved_bytes"] == 0


def test_the_pool_spills_to_disk_to_make_room_least_recently_used_first(small):
    e = small(pool_bytes=1 << 20)  # a pool that would keep everything: only admission makes it spill
    older, newer = prompt(3, 190), prompt(4, 190)
    run(e, older, 8)
    run(e, newer, 8)
    before = figures(e)["pool"]
    assert [t for _, t, _ in before] == [197, 197]
    # 490 + 2 tokens reserve 755; beside 394 pooled tokens that is past the 1024 the KV caches may take: the
    # older entry goes to disk, the newer one stays, and the request starts at once
    big = run(e, prompt(5, 490), 2, cache=False)
    assert big.stats.generation_tokens == 2
    after = figures(e)
    assert after["requests_waited_for_memory"] == 0
    assert after["pool"] == before[1:]
    assert e.run(lambda e: e.pool.disk.nbytes()) >= 197 * BYTES_PER_TOKEN
    back = run(e, older + [7, 8, 9], 4)  # its prompt comes back from disk
    assert back.stats.cache_source == "disk" and back.stats.reused_tokens == 190


def test_a_request_that_can_never_fit_fails_at_once_with_the_numbers(small, monkeypatch):
    monkeypatch.setenv("MACLLM_KV_GB", "0.0002")  # 200,000 bytes: 390 tokens
    e = small()
    handle = e.submit(Request(prompt=prompt(6, 100), params=greedy(300), cache=False))
    with pytest.raises(memory.MemoryBudgetError) as failed:
        handle.result()
    message = str(failed.value)
    assert "needs 0.0003 GB of KV cache (100 prompt tokens + 300 max tokens" in message
    assert "may take 0.0002 GB (MACLLM_KV_GB)" in message
    assert "ask for at most 27 max tokens" in message and "--kv-bits 4" in message and "smaller model" in message
    assert figures(e)["requests_held_for_memory"] == 0
    assert run(e, prompt(6, 100), 27, cache=False).stats.generation_tokens == 27  # the advice fits


def test_small_requests_still_batch_together_under_the_budget(small):
    e = small()
    first = e.submit(Request(prompt=prompt(7), params=greedy(60), cache=False))
    assert isinstance(next(first), TextChunk)
    second = e.submit(Request(prompt=prompt(8), params=greedy(5), cache=False))
    done = [first.result(), second.result()]
    assert done[0].stats.batched and done[1].stats.batched
    assert figures(e)["requests_waited_for_memory"] == 0


def test_memory_mlx_holds_beyond_the_plan_makes_a_request_wait_until_the_running_ones_end(small):
    e = small()
    extra = [0]  # bytes MLX holds beyond the weights, working space, pool and reservations (a stand-in's figure)

    def stand_in(s=e.scheduler):
        return planned(s) + extra[0]

    e.run(lambda e: setattr(e.scheduler, "active_memory", stand_in))
    long, seeded = (prompt(10, 100), greedy(200)), (prompt(11, 40), greedy(8, seed=1))
    lone = e.submit(Request(prompt=seeded[0], params=seeded[1], cache=False)).result().token_ids

    def beside_the_long_one() -> list[int]:
        first = e.submit(Request(prompt=long[0], params=long[1], cache=False))
        assert isinstance(next(first), TextChunk)  # it runs, reserving 563 tokens
        second = e.submit(Request(prompt=seeded[0], params=seeded[1], cache=False))
        done = [first.result(), second.result()]
        return done[1].token_ids

    # the seeded one reserves 311 tokens: 874 of the 1024 beside the long one, it starts at once
    assert beside_the_long_one() == lone and figures(e)["requests_waited_for_memory"] == 0
    extra[0] = 300 * BYTES_PER_TOKEN  # now MLX holds 300 tokens' worth the plan does not know: it must wait
    assert beside_the_long_one() == lone
    after = figures(e)
    assert after["requests_waited_for_memory"] == 1 and after["kv_unplanned_bytes"] == extra[0]
    extra[0] = 10 * CONTEXT * BYTES_PER_TOKEN  # far past the budget, with nothing running: waiting frees nothing
    assert e.submit(Request(prompt=seeded[0], params=seeded[1], cache=False)).result().token_ids == lone
    assert figures(e)["requests_waited_for_memory"] == 1


def test_the_embedders_weights_come_off_the_kv_budget_and_are_not_unplanned(small):
    import mlx.nn as nn

    e = small()
    embedder = nn.Linear(384, 100, bias=False)  # 38,400 float32 weights: 300 tokens' worth of KV
    held = e.run(lambda e: e.hold_resident("embedder", embedder))
    assert held == 300 * BYTES_PER_TOKEN
    e.run(lambda e: setattr(e.scheduler, "active_memory", lambda s=e.scheduler: planned(s) + held))  # MLX holds it
    long, seeded = (prompt(12, 100), greedy(200)), (prompt(13, 40), greedy(8, seed=1))
    lone = e.submit(Request(prompt=seeded[0], params=seeded[1], cache=False)).result().token_ids
    first = e.submit(Request(prompt=long[0], params=long[1], cache=False))
    assert isinstance(next(first), TextChunk)  # it runs, reserving 563 tokens
    during = figures(e)
    second = e.submit(Request(prompt=seeded[0], params=seeded[1], cache=False))  # 311 more: past 1024 - 300
    assert [first.result().stats.generation_tokens, second.result().token_ids] == [200, lone]
    after = figures(e)
    assert during["kv_unplanned_bytes"] == 0 and during["kv_resident_bytes"] == held  # planned, not unplanned
    assert after["requests_waited_for_memory"] == 1  # it waited for the long one: the embedder is never freed
    with pytest.raises(memory.MemoryBudgetError, match="less 0.0002 GB that the embedders' weights hold"):
        run(e, prompt(14, 100), 600, cache=False)  # fits the 1024 tokens, not what the embedder leaves of them


def test_the_chats_document_embedders_come_off_the_kv_budget_as_the_servers_does(small, monkeypatch, tmp_path):
    """The chat's embedders (docs/grounding.py): all-MiniLM-L6-v2 on MLX when first used, the multilingual one's
    numpy arrays when they load; only MLX's are in what MLX holds."""
    from types import SimpleNamespace

    import mlx.nn as nn

    from macllm.docs import embedder, grounding

    class StandIn:  # all-MiniLM-L6-v2's place: 38,400 float32 weights, 300 tokens' worth of KV
        def __init__(self, folder):
            self.model = nn.Linear(384, 100, bias=False)

        def embed(self, texts):
            return [len(t) for t in texts]

    monkeypatch.setattr(embedder, "Embedder", StandIn)
    monkeypatch.setattr(embedder, "embedder_folder", lambda: tmp_path)
    e = small()
    embed = grounding.engine_embed(e)
    assert figures(e)["kv_resident_bytes"] == 0  # nothing before its first use
    assert embed(["ab", "c"]) == [2, 1] and embed(["xyz"]) == [3]  # built once
    index = SimpleNamespace(multilingual=SimpleNamespace(on_load=None))
    grounding.hold_multilingual(e, index)
    index.multilingual.on_load(200 * BYTES_PER_TOKEN)  # the multilingual embedder's arrays, outside MLX
    extra = 50 * BYTES_PER_TOKEN  # what MLX holds beyond the plan and the MLX embedder
    e.run(
        lambda e: setattr(
            e.scheduler, "active_memory", lambda s=e.scheduler: planned(s) + 300 * BYTES_PER_TOKEN + extra
        )
    )
    held = figures(e)
    assert held["kv_resident_bytes"] == 500 * BYTES_PER_TOKEN
    assert held["kv_unplanned_bytes"] == extra  # the host arrays are not taken as MLX's
    with pytest.raises(memory.MemoryBudgetError, match="that the embedders' weights hold"):
        run(e, prompt(15, 100), 300, cache=False)  # 663 tokens: within 1024, not within what 500 leave
    assert run(e, prompt(15, 100), 100, cache=False).stats.generation_tokens == 100
