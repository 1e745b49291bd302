"""A long prompt's chunk sizes measured, and its chunks' shapes met, while the engine is idle (GPU backends).

Why (H100, MLX 0.32.4 CUDA, llama-1b random weights, one stream beside an 8,000-token prompt fed in waited layered
slices, README "Long prompts"): every chunk at a new (position, size) meets an attention shape its process has not
run, and MLX's CUDA backend builds a cuDNN plan for it on the engine thread (40-65 ms, about a 1B model's whole
2,048-token chunk), a gap in every stream beside it. The first long prompts of a process meet the most: the sizer
climbs the chunk sizes on them (prefill.py), so their chunks change size and position. In the rounds whose chunks
had all run a round before, the stream's p95 gap was 3.0-4.4x its step; in the others 22-30x.

So while nothing runs, a scratch prompt of `tokens` (8,192, or the context) is fed as a prompt alone is: chunk by
chunk, each of the size the sizer gives for it (`alone`). The climb is then made on scratch prompts while idle, not
on the user's first long prompts beside streams, and once it has stopped, one more scratch prompt runs the chunks a
prompt will be fed in, from the start of the cache (their attention plans, cuDNN's among them, built then). A
layered chunk beside streams has the size a prompt alone gets (PrefillSizer.layered) unless one of its layers
overruns the gap budget, so it meets those shapes. The prompt's last part (any length) still meets a new shape, once
per prompt length.

The chunks of a scratch prompt begun while the sizer climbs are recorded in the model's costs, each run twice and
its second run timed (its shapes met, as a real prompt's chunks are once warmed: the first run's plan builds would
price every size as dear as a first meeting); those of one begun after are not recorded (warming only: their samples
would move the costs, and with them the chunks to warm). Fed again whenever the sizer would give chunks not fed yet
(real prompts' samples move its costs), MAX_PROMPTS at most, one chunk per call (a request that arrives waits for at
most one chunk), on a scratch cache that is dropped before the engine steps any request, of any loaded model
(`release`), and never reaches the pool. A chat turn whose prompt extends a cached prefix starts its chunks at the
prefix's end, not on those positions, and meets new shapes all the same. Only with mlx-lm's plain KV cache in every
layer at full precision (what the plans are built for), and by default only on CUDA
(MACLLM_IDLE_PREFILL=on|off|auto): on the Linux CPU backend no plan is built and a climbing chunk costs seconds of
CPU; on Metal none is built either, while a climbing 4,096-token chunk of an 8B model could keep a first message
waiting seconds (not measured: no Mac here). The scratch tokens are zeros: a mixture-of-experts model would route
them all alike (none is in the catalogue).
"""

from __future__ import annotations

import os
from time import perf_counter

from macllm.errors import MacllmError
from macllm.runtime.prefill import PrefillSizer
from macllm.runtime.prefill_grid import gridded, trim

TOKENS = 8192  # the scratch prompt's length: the positions whose chunks are met before a prompt needs them
MAX_PROMPTS = 24  # scratch prompts per loaded model at most (a climb takes a few; each plan met once more)


def wanted() -> bool:
    """MACLLM_IDLE_PREFILL: on, off, or auto (the default: on with MLX's CUDA backend)."""
    choice = os.environ.get("MACLLM_IDLE_PREFILL", "auto").strip().lower()
    if choice in ("on", "1", "true", "yes"):
        return True
    if choice in ("off", "0", "false", "no"):
        return False
    if choice != "auto":
        raise MacllmError(f"MACLLM_IDLE_PREFILL={choice!r}: give on, off or auto (on with CUDA)")
    from macllm.runtime.backend import has_cuda

    return has_cuda()


def plan(sizer: PrefillSizer, tokens: int) -> tuple[int, ...]:
    """The chunk sizes a prompt of `tokens` would be fed in alone from an empty cache, as the sizer stands (its
    last part, which no chunk fills, left out)."""
    sizes, position = [], 0
    while True:
        size = sizer.alone(position, tokens - position)
        if size >= tokens - position:
            return tuple(sizes)
        sizes.append(size)
        position += size


class IdlePrefill:
    """Scratch prompts fed one chunk per call while the engine is idle (see the module docstring)."""

    def __init__(self, model, sizer: PrefillSizer, context: int, tokens: int = TOKENS, applies: bool = True):
        self.model, self.sizer = model, sizer
        self.tokens = min(tokens, context - 1)
        self.applies = applies and self.tokens > 1  # (a fixed chunk is checked as it stands: pending)
        self.cache = None  # the scratch prompt's, while one is being fed
        self.position = 0
        self.warmed: set[tuple[int, ...]] = set()  # the plans fed whole after the climb stopped
        self.fed: list[int] = []  # the chunks of the scratch prompt under way
        self.climb_prompt = False  # it began while the sizer still climbed: its chunks are timed and recorded
        self.chunks = 0  # fed, over every scratch prompt
        self.prompts = 0  # scratch prompts fed to their end
        self.seconds = 0.0
        self._seen: tuple | None = None  # the costs' sample counts when `_plan` was taken
        self._plan: tuple[int, ...] = ()

    def current(self) -> tuple[int, ...]:
        """plan() for the sizer's costs now (recomputed only once they have changed)."""
        seen = tuple(line.seen for line in self.sizer.costs.lines.values())
        if seen != self._seen:
            self._seen, self._plan = seen, plan(self.sizer, self.tokens)
        return self._plan

    def climbing(self) -> bool:
        """The sizer still climbs to a size a scratch prompt can measure (one shorter than the prompt: a larger
        one only a longer real prompt can)."""
        return self.sizer.climb(0, self.tokens) is not None

    def pending(self) -> bool:
        if not self.applies or self.sizer.fixed or self.prompts >= MAX_PROMPTS:
            self.release()  # nothing more to feed: no scratch cache is kept for it
            return False
        return self.cache is not None or self.climbing() or self.current() not in self.warmed

    def release(self) -> None:
        """Drop the scratch prompt (the engine steps a request, of any model): the next idle spell starts
        another."""
        self.cache, self.position, self.fed = None, 0, []

    def feed_one(self) -> bool:
        """Feed the scratch prompt's next chunk (starting a prompt where none is under way); False when nothing
        is left to feed."""
        import mlx.core as mx
        from mlx_lm.generate import generation_stream
        from mlx_lm.models.cache import make_prompt_cache

        if not self.pending():
            return False
        if self.cache is None:
            cache = make_prompt_cache(self.model)
            if not gridded(cache):  # not mlx-lm's plain KV cache in every layer: what it meets is not known
                self.applies = False
                return False
            self.cache, self.position, self.fed = cache, 0, []
            self.climb_prompt = self.climbing()
        size = self.sizer.alone(self.position, self.tokens - self.position)
        if size >= self.tokens - self.position:  # the prompt's last part: a prompt of its own length meets it
            if not self.climb_prompt:
                self.warmed.add(tuple(self.fed))
            self.prompts += 1
            self.release()
            return True

        def forward() -> float:
            t0 = perf_counter()
            with mx.stream(generation_stream):
                self.model(mx.zeros((1, size), dtype=mx.int32), cache=self.cache)
                mx.eval([c.state for c in self.cache])
            return perf_counter() - t0

        seconds = forward()
        if self.climb_prompt:  # a sample for the sizer: the chunk again, its shapes met (a real chunk's once warmed)
            trim(self.cache, size)
            again = forward()
            self.sizer.costs.record(size, self.position, again)  # as a prompt alone's chunk (single.py)
            seconds += again
        self.fed.append(size)
        self.position += size
        self.chunks += 1
        self.seconds += seconds
        return True
