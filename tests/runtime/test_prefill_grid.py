"""Prefill shapes on a grid (prefill_grid.py): the last part of a prompt padded to the grid and cut back, a
cached prefix that ends off the grid given back to it; the answers and the cache the same as without."""

import pytest

from macllm.requests import Request
from macllm.runtime.prefill_grid import back_off, padding

from .test_engine import greedy, prompt


def test_padding_and_back_off_put_the_shapes_on_the_grid():
    assert padding(768, 231, 64) == 25  # 768 + 231 + 25 = 1024
    assert padding(0, 128, 64) == 0
    assert padding(100, 10, 0) == 0  # no grid
    assert back_off(300, 64) == 44 and back_off(256, 64) == 0 and back_off(300, 0) == 0


@pytest.fixture
def rows(monkeypatch, tiny):
    """The rows of every forward through the tiny model's first attention layer, and its cache's offset."""
    from mlx_lm.models import llama

    seen = []
    first = tiny.run(lambda e: e.model.model.model.layers[0].self_attn)
    attention = llama.Attention.__call__

    def record(self, x, mask=None, cache=None):
        if self is first:
            seen.append((x.shape[1], cache.offset))
        return attention(self, x, mask, cache)

    monkeypatch.setattr(llama.Attention, "__call__", record)
    return seen


def grid(engine, n: int) -> None:
    engine.run(lambda e: setattr(e.scheduler, "prefill_grid", n))


def answer(engine, p, cache=False, n=12):
    return engine.submit(Request(prompt=p, params=greedy(n), cache=cache, draft="off")).result()


def test_the_last_part_is_padded_to_the_grid_and_the_answer_is_the_same(tiny, rows):
    tiny.run(lambda e: setattr(e.scheduler.sizer, "fixed", 256))
    p = prompt(3, 1000)
    grid(tiny, 0)
    plain = answer(tiny, p).token_ids
    assert [r for r, _ in rows[:5]] == [256, 256, 256, 231, 1]
    rows.clear()
    grid(tiny, 64)
    gridded = answer(tiny, p)
    assert gridded.token_ids == plain
    # 231 rows at 768 padded to 256 (ending at 1,024), cut back to 999 before the last prompt token
    assert rows[:5] == [(256, 0), (256, 256), (256, 512), (256, 768), (1, 999)]
    assert rows[5] == (1, 1000)  # the first answer token follows the prompt exactly


def test_a_cached_prefix_off_the_grid_is_given_back_to_it(tiny, rows):
    grid(tiny, 64)
    first = prompt(5, 300)
    turn = answer(tiny, first, cache=True, n=6)
    second = first + turn.token_ids + prompt(6, 150)
    rows.clear()
    resumed = answer(tiny, second, cache=True)
    reused = resumed.stats.reused_tokens
    assert reused % 64 != 0 and reused >= 300  # the pool's prefix ends off the grid
    start = reused - reused % 64
    assert rows[0][1] == start  # fed again from the grid line before it
    assert (rows[0][0] + start) % 64 == 0  # and the rest ends on the grid
    grid(tiny, 0)
    assert resumed.token_ids == answer(tiny, second).token_ids  # the same as prefilled whole, no grid


def test_a_scored_prompt_is_fed_its_own_rows_only(tiny, rows):
    """Scoring a prompt feeds its own rows only (their logprobs are the answer): no padding, no back-off."""
    grid(tiny, 64)
    p = prompt(8, 150)
    done = tiny.submit(Request(prompt=p, params=greedy(2), cache=False, draft="off", prompt_logprobs=0)).result()
    assert len(done.prompt_logprobs) == len(p)
    assert [r for r, _ in rows[:2]] == [149, 1]


def test_the_warmer_walks_the_grid_shortest_first_after_the_sizers_chunks():
    from macllm.runtime.shape_warmer import ShapeWarmer

    chunk = [None]
    w = ShapeWarmer(None, lambda: 64, context=1000, max_chunk=256, chunk_of=lambda: chunk[0])
    shapes = []
    while (s := w.next_shape()) is not None:
        shapes.append(s)
        w.done.add(s)
    assert shapes == [(0, 64), (0, 128), (0, 192), (0, 256)]  # up to the largest chunk while the sizer measures
    chunk[0] = 256  # the sizer settled on 256-token chunks: longer prompts' last parts come after whole chunks
    rest = []
    while (s := w.next_shape()) is not None:
        rest.append(s)
        w.done.add(s)
    assert rest[:5] == [(256, 64), (256, 128), (256, 192), (256, 256), (512, 64)]
    assert max(b + r for b, r in rest) == 960  # the context's last grid line


def test_an_idle_engine_warms_the_grid_and_leaves_no_trace(tiny):
    import time

    p = prompt(4, 333)
    plain = answer(tiny, p).token_ids
    tiny.run(lambda e: setattr(e.scheduler.sizer, "fixed", 128))  # chunks known: the 3rd and 4th shapes follow one
    grid(tiny, 64)
    deadline = time.monotonic() + 60
    while tiny.info()["shapes_warmed"] < 4 and time.monotonic() < deadline:
        time.sleep(0.2)
    info = tiny.info()
    assert info["shapes_warmed"] >= 4 and info["prefill_grid"] == 64
    assert tiny.run(lambda e: {(128, 64), (128, 128)} <= e.scheduler.warmer.done)
    assert answer(tiny, p).token_ids == plain  # warming used a scratch cache: the pool and answers unchanged
    assert tiny.run(lambda e: e.warm_error) is None
