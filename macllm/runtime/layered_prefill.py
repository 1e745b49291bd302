"""Layered prefill: while streams decode, a prompt's chunk goes through the model a few layers per engine step.
Engine thread only.

Why: fed whole, a chunk is one long forward between two of the streams' tokens, so the gap bound (prefill.py's
GAP_FACTOR) forces small chunks, and small chunks are slow per token (on the H200 the 8B's 256-token chunks cost
0.13-0.16 ms a token at 8k of context against 0.04 ms in 2,048-token dense-prefill chunks; fused or not, the
streams' p95 gap was 7.6-8x their step). Cut by layers instead (as "Layered Prefill", Lee et al. 2025, schedules
layer groups rather than token chunks), the chunk keeps the size that is fastest alone and each step runs only
as many of its layers as the gap budget allows; the streams' step runs between two slices. The chunk's work is
the same (the weights of a layer are read once per chunk, not once per token chunk), only spread over steps.

`LayeredChunk` holds the chunk between steps: its hidden rows after the layers done, mlx-lm's attention mask for
the chunk at its offset (taken before any layer moved, as the model's own forward takes it), and the measured
seconds per layer, from which the next slice's layer count follows (waiting for the streams' queued step included;
a chunk's first slice is priced by a prediction of its own work alone, so its budget is the gap budget less that
step: ChunkChoice.slice_budget). The layers done hold the chunk's keys and
values, the others not yet: `undo` cuts them back (a cancel or a move into a batch mid-chunk), so the cache is
never left uneven. The last layer's output rows are never computed (nothing reads them: the chunk's logits are
not wanted; the prompt's last token is fed alone afterwards, as on the whole-chunk path).

A chunk of waited-for slices with a middle one (not only a first and a last) leaves out of its cost (what the sizer
learns chunk sizes from) what its first slice did once for a new shape (`one_off`): on CUDA every chunk at a new
position meets a new attention shape, whose cuDNN plan took 40-65 ms a first slice on an H100, about a 1B model's
whole 1,024-token chunk. A queued chunk still carries it (in its first slice's time), and so do whole chunks.

With MACLLM_LAYERED_QUEUE=on the slices beside streams are queued, not waited for (`advance(wait=False)`):
waited for, the GPU stands idle while Python builds and emits the streams' next step between two slices, and that
idle time is in every gap (on an H100 the 8B's gap was 12-14 ms at p50 against a 5.2-5.5 ms step with a 4.4 ms
layer); queued, the engine builds the next step while the slice runs, ahead of the GPU, and the gap is the step
and the slice. A chunk's first slice is waited for all the same: its own time per layer (the wait for the
streams' step left out) prices every queued slice after it, against the gap budget less the streams' step. Not
the time between queued slices: that measures the GPU's work only while the engine keeps ahead of it, and where
the engine's own work is the longer (small slices, small models), pacing by it swung a chunk between one layer a
slice and several (p95 gaps 3.3-4.5x the step on an H100). Off by default: on an H100 it was not better on both
counts for both shapes tried (README, Queued slices).

Used for mlx-lm's llama (mistral, SmolLM2) and qwen2 with full attention in every layer, on one rank (the
models fused_step.py supports), with plain or quantized KV caches; not for a prompt scored for logprobs or with
a draft model (their chunks run whole). MACLLM_LAYERED_PREFILL=off feeds whole chunks (then fused with the
streams' tokens where fused_step.py applies).
"""

from __future__ import annotations

import os
from time import perf_counter

import mlx.core as mx

from macllm.runtime.prefill_grid import trim

SLICES_UNMEASURED = 8  # a chunk whose cost nothing predicts yet runs in this many slices


def enabled() -> bool:
    return os.environ.get("MACLLM_LAYERED_PREFILL", "on").strip().lower() not in ("off", "0", "false", "no")


def queued() -> bool:
    """Slices beside streams are queued (mx.async_eval) rather than waited for (LayeredChunk.advance), with
    MACLLM_LAYERED_QUEUE=on (see the module docstring)."""
    return os.environ.get("MACLLM_LAYERED_QUEUE", "off").strip().lower() not in ("off", "0", "false", "no")


def usable(model, cache) -> bool:
    """Layered prefill applies to this model and cache (see the module docstring)."""
    from mlx_lm.models.cache import KVCache, QuantizedKVCache

    from macllm.runtime.fused_step import fusable_model

    if not enabled() or not fusable_model(model):
        return False
    # mlx-lm's plain cache (not its subclasses: chunked, ...) or a quantized one (macllm's kv_quant subclass too)
    return bool(cache) and all(type(c) is KVCache or isinstance(c, QuantizedKVCache) for c in cache)


def layer_count(model) -> int:
    return len(model.model.layers)


def per_step(budget_s: float, per_layer_s: float | None, left: int, layers: int) -> int:
    """Layers of a chunk to run this step: as many as fit the budget at the measured (or predicted) seconds per
    layer, at least one; with nothing known, a SLICES_UNMEASURED-th of the model."""
    if per_layer_s is None or per_layer_s <= 0:
        count = -(-layers // SLICES_UNMEASURED)
    else:
        count = int(budget_s / per_layer_s)
    return max(1, min(left, count))


class LayeredChunk:
    """One prompt chunk part-way through the model (see the module docstring)."""

    def __init__(
        self, model, tokens: list[int], cache: list, position: int, pad: int = 0, per_layer=None, counted=True
    ):
        """tokens: the chunk's tokens (`pad` of them copies of its last one, cut off the cache once every layer
        has run), fed after `position` cached tokens; per_layer: its predicted seconds per layer (None: not
        known); counted: its cost is a sample of its size (a chunk of the chosen size, not a prompt's shorter
        rest). Lazy: nothing is evaluated yet."""
        from mlx_lm.models.base import create_attention_mask

        inner = model.model
        self.layers, self.cache = inner.layers, cache
        self.n, self.pad, self.position = len(tokens), pad, position
        self.h = inner.embed_tokens(mx.array(tokens, dtype=mx.int32)[None])
        self.mask = create_attention_mask(self.h, cache[0])  # before any layer moved the cache's offset
        self.done = 0  # layers whose caches hold the chunk
        self.counted = counted
        self.seconds = 0.0  # the slices' own work so far (the chunk's cost, recorded once it has run)
        # the pace: seconds per layer in the last slice waited for, the wait for the streams' queued step included
        # (so that slice and step together fit the budget), else predicted (queued slices keep the prediction)
        self.per_layer: float | None = per_layer
        self.paced = False  # per_layer measured by a slice of this chunk (else predicted: its own work only)
        self.own: float | None = None  # seconds per layer of the last slice waited for, its own work only
        self.queued_at: float | None = None  # when the first slice was queued (advance(wait=False))
        self.slices = 0  # slices run since then
        self.before = 0.0  # the waited-for slices' time until then
        self.first: tuple[float, int] | None = None  # the first slice's own seconds and layers
        self.rest = (0.0, 0)  # the same, summed, for the waited-for slices after it but the last

    @property
    def left(self) -> int:
        return len(self.layers) - self.done

    def advance(self, count: int, wait: bool = True, step_s: float | None = None) -> bool:
        """Run the next `count` layers (at least one) and wait for them; True once every layer has run.
        wait=False queues them instead (mx.async_eval): the streams' next step, queued after this slice on the
        same GPU stream, is built by the engine while the slice runs, so the GPU is not idle while Python works
        between the two. A chunk's first slice and its last are waited for all the same: the first's own time
        per layer (`own`) prices the queued ones; after the last, the chunk's tokens are in the cache. A chunk
        with queued slices costs the less of `own` for every layer (too much where its first slice paid for
        something once: a kernel compiled for a new shape) and its time from the first queued slice less
        `step_s` (the streams' normal step) a slice, at least a tenth of that time, plus what came before (too
        much where the engine's own work is the longer, too little where the slices hid in the steps)."""
        stop = min(len(self.layers), self.done + max(1, count))
        last = stop == len(self.layers)
        if self.queued_at is not None:
            self.slices += 1
        if not wait and self.own is not None and not last:
            if self.queued_at is None:
                self.queued_at, self.slices, self.before = perf_counter(), 1, self.seconds
            h, states = self._layers(stop)
            mx.async_eval(h, states)
        else:
            t0 = perf_counter()
            mx.synchronize()  # the streams' step queued before this slice (mx.async_eval) runs first on this stream
            t1 = perf_counter()
            h, states = self._layers(stop)
            mx.eval(states if last else [h, states])  # the last layer's rows feed nothing but its cache
            t2 = perf_counter()
            self.seconds += t2 - t1
            self.per_layer, self.paced = (t2 - t0) / (stop - self.done), True
            if self.done == 0:
                self.first = (t2 - t1, stop)
            elif not last:
                self.rest = (self.rest[0] + t2 - t1, self.rest[1] + stop - self.done)
            if self.queued_at is None:
                self.own = (t2 - t1) / (stop - self.done)
        self.h = None if last else h
        self.done = stop
        if last:
            if self.queued_at is not None:
                queued = perf_counter() - self.queued_at
                since = max(queued - self.slices * (step_s or 0.0), 0.1 * queued)
                self.seconds = min(self.own * len(self.layers), self.before + since)
            else:  # waited for throughout: the first slice's one-off work comes off (queued: bounded above)
                self.seconds -= self.one_off()
            trim(self.cache, self.pad)  # the padded rows came after every real one: no real row saw them
        return last

    def one_off(self) -> float:
        """Seconds the chunk's first slice took beyond its layers' pace in the waited-for slices after it (not
        the last: it computes only the caches), where it took over twice that pace: work done once for a new
        shape (on CUDA a cuDNN attention plan, 40-65 ms a first slice on an H100; a kernel compiled), which is not
        the chunk size's cost (prefill.PrefillSizer prices sizes by their costs: one-off seconds in its samples
        made a small model's chunks look dear, and its chunks small). 0 where no middle slice paces it (a chunk
        of one slice, or of a first and a last; queued slices in between)."""
        if self.first is None or not self.rest[1]:
            return 0.0
        seconds, layers = self.first
        usual = layers * self.rest[0] / self.rest[1]
        return seconds - usual if seconds > 2 * usual else 0.0

    def _layers(self, stop: int) -> tuple[mx.array, list]:
        """The layers from the next one to `stop` on the chunk's rows, lazily: (their output rows, their caches'
        states)."""
        h = self.h
        for i in range(self.done, stop):
            h = self.layers[i](h, self.mask, cache=self.cache[i])
        return h, [self.cache[i].state for i in range(self.done, stop)]

    def undo(self) -> None:
        """Cut the chunk back off the layers that hold it: the cache as before the chunk. The chunk is then
        dropped (its timings are not reset): the prompt's next chunk is a new one."""
        trim(self.cache[: self.done], self.n)
        self.done, self.h = 0, None
