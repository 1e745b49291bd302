"""Prefill chunk sizes chosen by measurement, on both decode paths.

A prompt is fed to the model in chunks, one per engine step, so that other requests get tokens in between and a
cancel is honoured during a long prompt. No one chunk size is right everywhere: on a GPU a 2,048-token chunk
runs several times faster per token than a 256-token one (launch and quantized-matmul overheads amortized), on
the Linux CPU backend the large chunk is slower (its attention scores fall out of the caches). So the engine
times every chunk it runs and chooses from those timings (as the draft controller does for drafting):

- **Alone** (nothing else is decoding): the chunk with the lowest measured seconds per token for the same
  tokens (every size predicted at one mean position: a larger chunk reaches further into the prompt, whose
  later tokens cost more in any chunking, and is not charged for that), among CHUNKS from ALONE_MIN up to the
  largest the memory plan allows (`max_chunk`). Sizes are measured climbing, from ALONE_MIN up: each is tried
  where a prompt leaves something after it, once to be discarded and TRIALS times counted, and the next
  larger one only while the largest measured is still the fastest (within CLIMB_SLACK). Per-token cost is
  unimodal in the chunk size (falling all the way on a GPU, rising past 512-1,024 on the CPU, where a chunk
  also computes the masked half of its own attention block), so the climb stops where a larger size cannot
  win. Trying every size cost a prompt more than its choice saved: measured on the CPU (the starter's first
  4 layers, an 8,000-token prompt, process CPU seconds, interleaved), 512 / 1,024 / 2,048 / 4,096-token
  chunks 25.1 / 26.6 / 28.2 / 34.9 s, and one 4,096-token trial at the start of each of the first three long
  prompts (the old rule's, largest first) 12.3 s for the tokens 2,048-token chunks take in 8.9 s.
- **With streams running**: the largest chunk whose measured time keeps their gap between tokens under
  GAP_FACTOR times their normal step (a step without prefill, measured), never above the fastest one; a chunk
  costs what it adds to their step. Smaller sizes are tried one at a time, from the smallest measured, while
  none fits. But never a chunk so small that the prompt prefills at less than MIN_SPEED of its speed alone:
  on the H200 a prefill forward at a new context length costs 50-60 ms beyond its tokens (measured), so there
  the gap bound gives way and the prompt keeps half its speed. Half of the fastest size's speed, which is
  known only once the climb has measured it: where no chunk fits, the sizes the climb alone would still
  measure are measured beside the streams (a first long prompt that comes while others decode; on the H200
  without this the 8B's 8k prompt kept 256-token chunks, 1.12 s against 0.30 s alone).

Per-token cost grows with the position (attention reads every earlier token), so each size keeps its recent
samples as (mean position of the chunk, seconds per token) and predicts with a least-squares line; a size with
too few samples for a slope of its own takes the slope pooled over all sizes (each size's samples about its own
mean, so that sizes measured at different positions do not pass for a slope), and an unmeasured size the line
of the nearest measured one. Without that, on a CPU whose attention cost grows steeply with the position, the
sizes tried late in the first prompt (the large ones) looked dearer than the small ones tried early, and the
choice kept the small sizes at every position, even where a larger one was cheaper at every position (the
costs of tests/runtime/test_prefill.py). The first sample of each size is not counted (MLX's GPU backends
build kernels for a new shape on first use). Costs are per model (its key), kept across requests and reloads of the same weights.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field

from macllm.runtime.drafting.controller import Average

CHUNKS = (16, 32, 64, 128, 256, 512, 1024, 2048, 4096)
ALONE_MIN = 256  # smaller chunks are never the fastest alone; they exist for the gap bound
DEFAULT_CHUNK = 256  # before anything is measured (the engine's old constant)
GAP_FACTOR = 3.0  # running streams' gap between tokens while a prompt prefills, in normal steps
MIN_SPEED = 0.5  # while streams decode, a prefill keeps at least this share of its speed alone
SAMPLES = 8  # per size, the most recent
SLOPE_SPREAD = 2048  # tokens of position a size's samples must span before their slope is trusted
TRIALS = 2  # counted samples each size gets before the choice relies on the costs alone
CLIMB_SLACK = 1.05  # the next larger size is tried while the largest measured costs at most this over the fastest


def rung(n: int) -> int:
    """The CHUNKS size a chunk of n tokens is counted under (the nearest in log scale)."""
    return min(CHUNKS, key=lambda c: abs(math.log2(max(n, 1)) - math.log2(c)))


@dataclass(slots=True)
class Line:
    """Seconds per prompt token as a + b * position, fitted to one chunk size's recent samples."""

    samples: deque = field(default_factory=lambda: deque(maxlen=SAMPLES))
    seen: int = 0  # samples offered, the uncounted first one included

    def add(self, position: float, per_token: float) -> None:
        self.seen += 1
        if self.seen > 1:
            self.samples.append((position, per_token))

    def slope(self, chunk: int) -> float | None:
        """b, where the samples spread over enough positions to tell (SLOPE_SPREAD, and at least a chunk)."""
        if len(self.samples) < 2:
            return None
        ms = [m for m, _ in self.samples]
        mean_m = sum(ms) / len(ms)
        var = sum((m - mean_m) ** 2 for m in ms)
        if max(ms) - min(ms) < max(chunk, SLOPE_SPREAD) or var <= 0:
            return None
        cov = sum((m - mean_m) * (s - self.mean_s) for m, s in self.samples)
        return max(0.0, cov / var)

    @property
    def mean_s(self) -> float:
        return sum(s for _, s in self.samples) / len(self.samples)

    def predict(self, position: float, slope: float) -> float:
        mean_m = sum(m for m, _ in self.samples) / len(self.samples)
        return max(1e-12, self.mean_s + slope * (position - mean_m))


@dataclass(slots=True)
class PrefillCosts:
    """Measured prefill and step costs of one model on this machine; shared by its requests."""

    lines: dict[int, Line] = field(default_factory=lambda: {c: Line() for c in CHUNKS})
    step: Average = field(default_factory=Average)  # an engine step without prefill: the streams' normal gap

    def record(self, tokens: int, position: int, seconds: float, rows: int = 1) -> None:
        """A chunk of `tokens` per row (`rows` prompts side by side) fed after `position` cached tokens."""
        if tokens > 0 and seconds > 0:
            self.lines[rung(tokens)].add(position + tokens / 2, seconds / (tokens * rows))

    def measured(self) -> list[int]:
        return [c for c in CHUNKS if self.lines[c].samples]

    def pooled_slope(self) -> float:
        """Seconds per token per token of position, fitted over every size at once, each about its own mean
        (a size's cost level cancels); 0 while no size has samples at two positions."""
        cov = var = 0.0
        for line in self.lines.values():
            if len(line.samples) < 2:
                continue
            mean_m = sum(m for m, _ in line.samples) / len(line.samples)
            mean_s = line.mean_s
            cov += sum((m - mean_m) * (s - mean_s) for m, s in line.samples)
            var += sum((m - mean_m) ** 2 for m, _ in line.samples)
        return max(0.0, cov / var) if var > 0 else 0.0

    def per_token(self, chunk: int, position: float) -> float | None:
        """Predicted seconds per token for a chunk of this size starting at `position`; None if nothing is known."""
        return self.at(chunk, position + chunk / 2)

    def at(self, chunk: int, mean_position: float) -> float | None:
        """Predicted seconds per token of a chunk of this size whose tokens' mean position is `mean_position`."""
        known = self.measured()
        if not known:
            return None
        near = min(known, key=lambda c: abs(math.log2(c) - math.log2(chunk)))
        line = self.lines[near]
        slope = line.slope(near)
        return line.predict(mean_position, self.pooled_slope() if slope is None else slope)


class PrefillSizer:
    """Chooses each prefill chunk for one loaded model (see the module docstring)."""

    def __init__(self, costs: PrefillCosts, max_chunk: int = CHUNKS[-1], fixed: int | None = None):
        self.costs = costs
        self.max_chunk = max(CHUNKS[0], max_chunk)
        self.fixed = fixed  # a chunk size forced for every prefill (benchmarks, tests)

    def sizes(self, smallest: int = CHUNKS[0]) -> list[int]:
        return [c for c in CHUNKS if smallest <= c <= self.max_chunk]

    def alone(self, position: int, remaining: int) -> int:
        """The fastest chunk for a prompt with nothing else decoding (an unmeasured size first, where one fits)."""
        if self.fixed:
            return self.fixed
        trial = self.climb(position, remaining)
        if trial is not None:
            return trial  # the first sample is not counted, the later ones are
        best = self.fastest(position, self.sizes(ALONE_MIN) or self.sizes())
        return best or DEFAULT_CHUNK

    def climb(self, position: int, remaining: int | None) -> int | None:
        """The size the climb measures next where the prompt outlasts it (remaining None: any), else None."""
        trial = self.to_measure(position, self.sizes(ALONE_MIN) or self.sizes())
        return trial if trial is not None and (remaining is None or trial < remaining) else None

    def to_measure(self, position: int, sizes: list[int]) -> int | None:
        """The size the climb measures next (see the module docstring), or None once it has stopped."""
        lines = self.costs.lines
        done = [c for c in sizes if lines[c].seen > TRIALS]
        started = [c for c in sizes if 0 < lines[c].seen <= TRIALS]
        if started:
            return started[0]
        if not done:
            return sizes[0]
        top = max(done)
        if top == sizes[-1]:
            return None
        mean_position = position + top / 2
        best = min(self.costs.at(c, mean_position) for c in done)
        if self.costs.at(top, mean_position) > CLIMB_SLACK * best:
            return None
        return sizes[sizes.index(top) + 1]

    def fastest(self, position: int, sizes: list[int] | None = None) -> int | None:
        """The size with the lowest predicted cost per token for the tokens after `position`: every size at the
        same mean position (the largest size's), so that each is priced for the same tokens."""
        sizes = sizes or self.sizes(ALONE_MIN) or self.sizes()
        known = [c for c in sizes if self.costs.lines[c].samples]
        if not known:
            return None
        mean_position = position + max(known) / 2
        return min(known, key=lambda c: self.costs.at(c, mean_position))

    def within(self, budget_s: float, position: int, rows: int = 1, remaining: int | None = None) -> int:
        """The chunk for a prefill while streams decode: the largest measured one (at most the fastest) that
        takes at most budget_s with `rows` prompts, but none so small that it keeps less than MIN_SPEED of the
        fastest chunk's speed. Where none fits, the next smaller size is tried, one at a time, while the
        smallest measured one is still fast enough (smaller chunks are never faster per token); then, where the
        gap bound has given way and the speed alone decides, the sizes the climb alone has not measured yet
        (a first long prompt that came while streams ran: without them the fastest is not known, and the
        half-speed floor would be a share of the wrong speed). `remaining`: the prompt's tokens left, so that a
        trial is not cut short."""
        if self.fixed:
            return self.fixed
        top = self.fastest(position)
        if top is None:
            return DEFAULT_CHUNK
        measured = [c for c in self.sizes() if c <= top and self.costs.lines[c].samples]
        per_token = {c: self.costs.per_token(c, position) for c in measured}
        fits = [c for c in measured if c * rows * per_token[c] <= budget_s]
        fast = [c for c in measured if per_token[c] * MIN_SPEED <= per_token[top]]
        smallest = measured[0]
        if not fits and smallest in fast and smallest > CHUNKS[0]:
            return CHUNKS[CHUNKS.index(smallest) - 1]  # to be measured
        if not fits:
            trial = self.climb(position, remaining)
            if trial is not None and trial >= top:
                return trial  # to be measured: the climb goes on beside the streams
        return max(max(fits, default=smallest), min(fast, default=top))

    def layered(self, budget_s: float, position: int, remaining: int, layers: int) -> tuple[int, float | None]:
        """(chunk, its predicted seconds per layer) for a prompt fed a few layers per step beside streams
        (layered_prefill.py): the chunk fastest alone, unless even one of its layers would overrun `budget_s`,
        then the largest size one of whose layers fits (the smallest where none does). None: nothing measured."""
        size = self.alone(position, remaining)
        while True:
            per_token = self.costs.per_token(size, position)
            per_layer = None if per_token is None else size * per_token / max(1, layers)
            if per_layer is None or per_layer <= budget_s or size <= CHUNKS[0] or self.fixed:
                return size, per_layer
            size = max(c for c in CHUNKS if c < size)

    def gap_budget(self, fused: bool = False) -> float | None:
        """Seconds a step may spend on prefill while streams decode (None until their step is measured). fused:
        the streams' tokens ride in the chunk's forward (fused_step.py), whose time is then their whole gap. A
        layered chunk's slice fits it with its wait for the streams' queued step included (layered_prefill.py), so
        there the streams' gap is about this budget, their step inside it, or their step and one layer where one
        layer takes longer."""
        step = self.costs.step.value
        return None if step is None else (GAP_FACTOR - (0 if fused else 1)) * step


class ChunkChoice:
    """What one engine step allows each prefill: the fastest chunk when nothing decodes, else a share of the
    gap budget. Decoders call size() once per chunk they feed and fed() once it has run (synchronously, timed);
    the scheduler calls settle() with the step's time at its end."""

    def __init__(self, sizer: PrefillSizer, budget_s: float | None, decoding: bool = False):
        """budget_s: seconds each prefill may take this step while streams decode (None: unmeasured yet)."""
        self.sizer, self.budget_s, self.decoding = sizer, budget_s, decoding
        self.used = 0  # chunks chosen this step
        self.fused = False  # a chunk ran in one forward with the streams' tokens: its time is their gap
        self.layering = True  # prompts beside streams may be fed a few layers per step (False: benchmarks)
        self.sliced = False  # a layered chunk ran a slice this step (its time is in the step's, not in `chunks`)
        self.chunks: list[tuple[int, int, float, int]] = []  # (tokens, position, seconds, rows) fed and timed
        self.whole: list[tuple[int, int, float]] = []  # layered chunks completed this step: (tokens, position, seconds)

    def size(self, position: int, remaining: int, rows: int = 1) -> int:
        self.used += 1
        if not self.decoding:
            return self.sizer.alone(position, remaining)
        if self.budget_s is None:
            return self.sizer.fixed or DEFAULT_CHUNK
        return self.sizer.within(self.budget_s, position, rows, remaining)

    def fed(self, tokens: int, position: int, seconds: float, rows: int = 1) -> None:
        self.chunks.append((tokens, position, seconds, rows))

    def layered(self, position: int, remaining: int, layers: int) -> tuple[int, float | None] | None:
        """(chunk, predicted seconds per layer) for a prompt to be fed a few layers per step (layered_prefill.py),
        or None where it is fed whole: nothing decodes beside it, or their step is not measured yet."""
        if not self.layering or not self.decoding or self.budget_s is None:
            return None
        self.used += 1
        return self.sizer.layered(self.budget_s, position, remaining, layers)

    def slice_budget(self, paced: bool = True) -> float | None:
        """Seconds a layered chunk may run this step; None: no stream waits, the chunk may finish. paced: the
        chunk's pace was measured by a slice of its own, the wait for the streams' queued step included; a
        chunk's first slice is priced by its predicted work alone, so that wait (their normal step) comes off
        the budget."""
        self.used += 1
        self.sliced = True
        if not self.decoding:
            return None
        step = self.sizer.costs.step.value
        return self.budget_s if paced or step is None else max(self.budget_s - step, 0.0)

    def fed_layered(self, tokens: int, position: int, seconds: float) -> None:
        """A layered chunk has run every layer: its slices' time is its cost (not this step's)."""
        self.whole.append((tokens, position, seconds))

    def settle(self, step_s: float) -> None:
        """Record this step's chunks. With streams decoding, a lone chunk costs what it added to their step
        (the step's time over their normal one): what the gap budget is spent on, overlap and all (the batch
        path queues the streams' next token before it feeds the chunk). Alone, or fused with the streams'
        tokens (its forward's time, theirs included), a chunk costs its own time."""
        costs = self.sizer.costs
        for chunk in self.whole:
            costs.record(*chunk)
        normal = costs.step.value
        lone = len(self.chunks) == 1 and not self.fused and not self.sliced
        if self.decoding and normal is not None and lone:
            tokens, position, seconds, rows = self.chunks[0]
            costs.record(tokens, position, max(step_s - normal, 0.1 * seconds), rows)
            return
        for chunk in self.chunks:
            costs.record(*chunk)
