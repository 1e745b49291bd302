"""The engine's cache pool on the tiny random model: byte budget and LRU, disk tier round trips and append-only
writes, shared prefixes prefilled once, stale entries refused, draft on/off keeping the target's cache."""

import pytest

from macllm.requests import Request
from macllm.runtime.engine import Engine
from macllm.sampling import SamplingParams

from .test_engine import greedy, prompt

# the tiny model: 2 layers x (keys + values) x 2 kv heads x 16 dims x float32
BYTES_PER_TOKEN = 2 * 2 * 2 * 16 * 4


def make(tiny_dir, kv_dir, **kw):
    e = Engine(kv_dir=kv_dir, **kw)
    e.load(str(tiny_dir))
    return e


@pytest.fixture
def tiny(tiny_dir, tmp_path):
    e = make(tiny_dir, tmp_path / "kv")
    yield e
    e.close()


def run(engine, tokens, n=8, **kw):
    return engine.submit(Request(prompt=tokens, params=greedy(n), **kw)).result()


def pool_state(engine):
    return engine.run(lambda e: (e.pool.nbytes, e.pool.entries()))


def test_entries_hold_only_tokens_in_use_and_the_pool_keeps_its_budget(tiny_dir, tmp_path):
    budget = 3 * 60 * BYTES_PER_TOKEN
    e = make(tiny_dir, tmp_path / "kv", pool_bytes=budget, disk_bytes=0)
    try:
        for i in range(5):
            done = run(e, prompt(i, 52), n=8)
            nbytes, entries = pool_state(e)
            assert nbytes == sum(b for _, _, b in entries) <= budget
        # the last generated token is never fed back, so a cache holds the prompt and all but that token
        assert [t for _, t, _ in entries] == [59, 59, 59] and done.stats.generation_tokens == 8
        assert entries[-1][2] == 59 * BYTES_PER_TOKEN  # compacted: not mlx-lm's 256-token buffers
        # least recently used goes first: with chats 2, 3, 4 held, touch chat 2 and add chat 9: chat 3 goes
        assert run(e, prompt(2, 52), n=1).stats.reused_tokens == 51
        run(e, prompt(9, 52), n=8)
        assert len(pool_state(e)[1]) == 3
        assert run(e, prompt(2, 52), n=1).stats.reused_tokens == 51
        assert run(e, prompt(3, 52), n=1).stats.reused_tokens == 0
    finally:
        e.close()


def test_evicted_entry_comes_back_from_disk_with_the_same_tokens(tiny_dir, tmp_path):
    e = make(tiny_dir, tmp_path / "kv", pool_bytes=70 * BYTES_PER_TOKEN)
    try:
        first = run(e, prompt(1, 60), n=8)
        run(e, prompt(2, 60), n=8)  # pushes the first out of memory, onto disk
        follow = prompt(1, 60) + first.token_ids + [7, 8, 9]
        back = run(e, follow, n=12)
        assert back.stats.cache_source == "disk" and back.stats.reused_tokens == 67
        assert back.token_ids == run(e, follow, n=12, cache=False).token_ids
    finally:
        e.close()


def test_persisted_chat_resumes_after_restart_and_disk_is_append_only(tiny_dir, tmp_path):
    kv = tmp_path / "kv"
    e = make(tiny_dir, kv)
    tokens = prompt(1, 40)
    sizes = []
    for turn in range(3):
        done = run(e, tokens, n=10, persist=True)
        tokens = tokens + done.token_ids + [11 + turn, 12, 13]
        sizes.append(e.run(lambda e: e.pool.disk.bytes_written))
    e.close()
    files = sorted(kv.glob("*/seg-*.safetensors"))
    assert len(files) == 3  # one segment per turn, none rewritten
    held = (40 + 9) + (1 + 3 + 9) + (1 + 3 + 9)  # each turn: its new tokens but the last generated one
    assert held * BYTES_PER_TOKEN <= sizes[-1] < held * BYTES_PER_TOKEN + 3 * 8192  # data plus small headers
    again = make(tiny_dir, kv)  # a restart
    try:
        resumed = run(again, tokens, n=6)
        assert resumed.stats.cache_source == "disk" and resumed.stats.reused_tokens == held
        assert resumed.token_ids == run(again, tokens, n=6, cache=False).token_ids
    finally:
        again.close()


def test_shared_system_prompt_is_prefilled_once(tiny):
    shared = prompt(20, 300)
    before = tiny.info()["prefilled_tokens"]
    chats = [run(tiny, shared + prompt(30 + i, 20)[1:], n=4) for i in range(3)]
    prefilled = tiny.info()["prefilled_tokens"] - before
    assert chats[0].stats.reused_tokens == 0
    assert all(c.stats.reused_tokens == 300 for c in chats[1:])
    assert prefilled == 319 + 2 * 19


def test_edited_history_and_other_weights_are_never_used(tiny, tiny_dir):
    base = prompt(40, 50)
    run(tiny, base, n=4)
    edited = base[:20] + [999] + base[21:]
    assert run(tiny, edited, n=1).stats.reused_tokens == 20
    tiny.load(str(tiny_dir), weights="quantized")  # other weights, other key
    assert run(tiny, base, n=1).stats.reused_tokens == 0


def test_draft_on_and_off_keeps_the_target_cache(tiny, tiny_dir):
    base = prompt(50, 60)
    first = run(tiny, base, n=6)
    follow = base + first.token_ids + [3, 4]
    tiny.load(str(tiny_dir), draft=str(tiny_dir))
    with_draft = run(tiny, follow, n=6, draft="model", draft_tokens=3)  # the model drafts for itself: all accepted
    assert with_draft.stats.reused_tokens == 65 and with_draft.stats.draft_tokens_accepted > 0
    assert with_draft.token_ids == run(tiny, follow, n=6, cache=False).token_ids
    tiny.load(str(tiny_dir))
    later = follow + with_draft.token_ids + [5]
    assert run(tiny, later, n=2).stats.reused_tokens >= len(follow) + 5


def test_damaged_disk_segment_costs_only_a_recompute(tiny_dir, tmp_path):
    kv = tmp_path / "kv"
    e = make(tiny_dir, kv)
    first = run(e, prompt(1, 30), n=4, persist=True)
    e.close()
    for f in kv.glob("*/seg-*.safetensors"):
        f.write_bytes(f.read_bytes()[:100])
    again = make(tiny_dir, kv)
    try:
        done = run(again, prompt(1, 30) + first.token_ids + [9], n=3)
        assert done.stats.reused_tokens == 0 and done.stats.generation_tokens == 3
    finally:
        again.close()


def test_cancelled_answer_keeps_its_cache(tiny):
    h = tiny.submit(Request(prompt=prompt(60, 30), params=SamplingParams(temperature=0.0, max_tokens=500)))
    next(h)
    h.cancel()
    done = h.result()
    assert done.finish_reason == "cancelled"
    follow = prompt(60, 30) + done.token_ids + [1]
    assert run(tiny, follow, n=1).stats.reused_tokens >= 30 + len(done.token_ids) - 1


def test_cached_prefixes_join_a_batch_and_give_the_single_answers(tiny):
    bases = [prompt(70 + i, 40 + 9 * i) for i in range(3)]
    for b in bases:
        run(tiny, b, n=4)
    follows = [b + [5, 6, 7] for b in bases]
    solo = [run(tiny, f, n=12, cache=False).token_ids for f in follows]
    handles = [tiny.submit(Request(prompt=f, params=greedy(12))) for f in follows]
    done = [h.result() for h in handles]
    assert all(d.stats.reused_tokens == len(b) for d, b in zip(done, bases))
    assert sum(d.stats.batched for d in done) >= 2
    assert [d.token_ids for d in done] == solo


def test_forget_deletes_a_chats_kv_from_memory_and_disk(tiny_dir, tmp_path):
    kv = tmp_path / "kv"
    e = make(tiny_dir, kv)
    try:
        mine, other = prompt(80, 40), prompt(81, 40)
        run(e, mine, n=4, persist=True, cache_tag="chat-1")
        run(e, other, n=4, persist=True, cache_tag="chat-2")
        assert len(list(kv.glob("*/seg-*.safetensors"))) == 2
        assert e.forget("chat-1") == 2  # its memory entry and its segment
        assert len(list(kv.glob("*/seg-*.safetensors"))) == 1
        assert run(e, mine + [1], n=1).stats.reused_tokens == 0
        assert run(e, other + [1], n=1).stats.reused_tokens == 40
    finally:
        e.close()


def test_long_entries_keep_their_buffer_short_ones_are_cut_to_their_tokens(tiny):
    """A long cache goes into the pool without a copy (mlx-lm's spare room is under 256 tokens of it); a short
    one is cut to its tokens. Either way its prefix comes back with the same values."""

    def work(e):
        import mlx.core as mx
        from mlx_lm.models.cache import KVCache

        from macllm.runtime.cache_pool import CachePool

        pool, out = CachePool(budget_bytes=1 << 30), {}
        for n in (2100, 59):
            c = KVCache()
            keys = mx.random.normal((1, 2, n, 16))
            c.update_and_fetch(keys, keys)
            buffer = c.keys
            pool.insert(f"m{n}", list(range(n)), [c])
            view = pool.fetch(f"m{n}", list(range(n)) + [1]).cache[0]
            out[n] = (c.keys is buffer, c.keys.shape[2], pool.entries()[-1][2], mx.array_equal(view.keys, keys).item())
        return out

    out = tiny.run(work)
    assert out[2100] == (True, 2304, 2 * 2304 * 2 * 16 * 4, True)  # its own 2,304-token buffer, not copied
    assert out[59] == (False, 59, 2 * 59 * 2 * 16 * 4, True)
