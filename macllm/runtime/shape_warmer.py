"""Prefill shapes met before the prompts that need them, while the engine is idle (CUDA; prefill_grid.py).

On the H200 (MLX 0.32.4 CUDA, scripts/varied_lengths_bench.py --repeat, random llama-1b weights, 16 prompts of
1,142-7,983 tokens) a prompt's first answer took 2.8-2.9x as long as the same prompt answered again at once
(130 against 45 ms): nearly two thirds of its time to first token went to what MLX's CUDA backend builds for
shapes it has not met (cuDNN attention plans above all). The prefill grid makes the shapes of a prompt's last part
few, and this runs each of them once, on a scratch cache, while nothing else runs: the prompt lengths on the grid
up to WARM_UP_TO tokens, shortest first, as the single path would feed them (the last part on the grid and cut
back, then the last token alone), after a prompt of each larger chunk the sizer has chosen alone, once it has.

One shape at a time, and only once the engine has been idle for IDLE_S (a request that arrives waits for at most
the shape under way, a forward of at most one chunk); each shape is run once per loaded model.
"""

from __future__ import annotations

from time import perf_counter

from macllm.runtime.prefill_grid import gridded, trim

IDLE_S = 0.5  # seconds without work before a shape is warmed
WARM_UP_TO = 8192  # prompt tokens


class ShapeWarmer:
    """The grid's prefill shapes of one loaded model not yet run, and running them one at a time."""

    def __init__(self, model, grid_of, context: int, max_chunk: int, chunk_of=None):
        """grid_of(): the prefill grid now (0: off; the scheduler's, which a benchmark may change). chunk_of(): the
        chunk the sizer feeds a prompt alone with (None while it is still measuring: then max_chunk, the largest
        the memory plan allows, bounds the shapes)."""
        self.model, self.grid_of = model, grid_of
        self.limit = min(context - 1, WARM_UP_TO)
        self.max_chunk = max_chunk
        self.chunk_of = chunk_of or (lambda: None)
        self.applies = True  # False for a model whose cache the grid does not apply to
        self.done: set[tuple[int, int]] = set()  # (tokens before, rows) run
        self.warmed = 0
        self.seconds = 0.0

    def next_shape(self) -> tuple[int, int] | None:
        """(tokens already cached, rows fed on the grid) of the shortest prompt not warmed, or None."""
        chunk, grid = self.chunk_of(), self.grid_of()
        if not grid:
            return None
        for end in range(grid, self.limit + 1, grid):
            if chunk is None and end > self.max_chunk:
                return None  # longer prompts' chunks are not known yet
            before = (end - 1) // chunk * chunk if chunk else 0  # the whole chunks fed before the last part
            shape = (before, end - before)
            if shape not in self.done:
                return shape
        return None

    def pending(self) -> bool:
        return self.applies and self.next_shape() is not None

    def warm_one(self) -> bool:
        """Run the next shape; False when none is left."""
        import mlx.core as mx
        from mlx_lm.generate import generation_stream
        from mlx_lm.models.cache import make_prompt_cache

        shape = self.next_shape()
        if shape is None:
            return False
        self.done.add(shape)
        before, rows = shape
        t0 = perf_counter()
        cache = make_prompt_cache(self.model)
        if not gridded(cache):
            self.applies = False  # a cache the grid does not apply to: nothing to warm for this model
            return False
        with mx.stream(generation_stream):
            chunk = self.chunk_of() or self.max_chunk
            for _ in range(0, before, chunk):  # the whole chunks before, as the prompt feeds them
                self.model(mx.zeros((1, chunk), dtype=mx.int32), cache=cache)
                mx.eval([c.state for c in cache])
            self.model(mx.zeros((1, rows), dtype=mx.int32), cache=cache)
            trim(cache, 1)  # the last token comes alone, as in the single path
            mx.eval(self.model(mx.zeros((1, 1), dtype=mx.int32), cache=cache))
        del cache
        self.warmed += 1
        self.seconds += perf_counter() - t0
        return True
