"""Prefill shapes on a grid, where the backend builds a plan for every new attention shape (MLX's CUDA backend).

MLX's CUDA attention runs on cuDNN, which builds an execution plan for each (query rows, key length) it meets:
on the H200 (MLX 0.32.4) the first call at a new shape took 37-61 ms (16 / 256 / 2,048 rows against 8k keys,
32 heads, head size 128, bfloat16), a repeat 0.2-0.75 ms. Chunks of the climb's sizes from position 0 repeat
their shapes from prompt to prompt, but the last part of a prompt (its length modulo the chunk) does not, nor
does a turn that starts where the cached prefix of the chat ends: each would pay a plan build, more than the
whole prefill of a 2k prompt on a 1B model there (36 ms). So on CUDA the single path keeps its attention shapes
on a grid of GRID tokens, as vLLM's CUDA graphs keep batch sizes on a few captured ones:

- the last part is fed padded up to the next multiple of GRID (copies of its last token), and the cache is cut
  back by the padding at once (KVCache.trim). Causal attention keeps the real rows exact: a padded row comes
  after every real one, so no real query attends to it, and the padded keys are gone before anything else
  reads the cache.
- a prompt whose cached prefix ends off the grid gives back that prefix's last (position mod GRID) tokens and
  feeds them again with the rest, so its chunks start on the grid.

The shapes on the grid are then few enough to be met before the prompts that need them: shape_warmer.py runs
them while the engine is idle. At most GRID - 1 extra rows each, and only on plain mlx-lm KVCaches (a rotating
or quantized cache cannot be cut that way, and quantized attention builds no cuDNN plan), with no draft model (its
cache follows the target's tokens) and no prompt scoring (its rows are the prompt's own). `MACLLM_PREFILL_GRID=N` sets the grid (0: off)
on any backend; by default it is off everywhere. On the H200 (scripts/varied_lengths_bench.py --shape llama-1b
--prompts 16 --repeat --idle 45, MACLLM_DENSE_PREFILL=362) the grid with its warmed shapes lost to no grid side by side
in one run: median TTFT 132 ms against 102 ms (0.77x; stock mlx-lm 188 ms), so MACLLM_PREFILL_GRID=128 is opt-in.
"""

from __future__ import annotations

import os

from macllm.errors import MacllmError

GRID = 128


def default_grid() -> int:
    """The grid for this machine: MACLLM_PREFILL_GRID where set, else 0 (off; GRID is what was measured)."""
    forced = os.environ.get("MACLLM_PREFILL_GRID")
    if forced is not None:
        try:
            return max(0, int(forced))
        except ValueError:
            msg = f"MACLLM_PREFILL_GRID={forced!r} is not a number: give tokens (64), or 0 to switch the grid off"
            raise MacllmError(msg) from None
    return 0


def gridded(cache: list) -> bool:
    """A cache whose every layer is mlx-lm's plain KVCache (trimmable, attention at full precision)."""
    from mlx_lm.models.cache import KVCache

    return bool(cache) and all(type(c) is KVCache for c in cache)


def padding(position: int, tokens: int, grid: int) -> int:
    """Rows to add to `tokens` fed after `position` so that they end on the grid."""
    return -(position + tokens) % grid if grid else 0


def back_off(position: int, grid: int) -> int:
    """Tokens of a cached prefix ending at `position` to give back so that the prefill starts on the grid."""
    return position % grid if grid else 0


def trim(cache: list, n: int) -> None:
    """Cut the last n tokens off every layer."""
    if n:
        for c in cache:
            c.trim(n)
