"""Time to first token when every prompt has a length of its own, as a user's do: macllm against stock mlx-lm.

`scripts/bench --only long` repeats its lengths round after round, so every attention shape it meets after its
warm-up has been met before. Real prompts do not repeat their lengths, and MLX's CUDA backend builds a cuDNN plan
for every new attention shape (37-61 ms on the H200: runtime/prefill_grid.py). Here each of --prompts prompts
draws its length uniformly from --min to --max tokens (seeded), and each runner answers it once, in turns that
rotate from prompt to prompt: macllm as it runs (its prefill grid: 128 tokens on CUDA, off elsewhere), macllm with
the grid off (where it was on; `--grid N` forces one), and stock `mlx_lm.stream_generate` (2,048-token prefill
steps) loading the same folder, all on the engine's thread. Drafting off, no cache pool, greedy, --max-tokens
tokens; --repeat: each answers each prompt a second time at once (its shapes met: what building them cost).
--idle S: the engine is left idle up to S seconds after the warm-up answers, while it warms its grid's shapes
(runtime/shape_warmer.py), as between a user's prompts. Prints one JSON line per prompt, then medians over all
prompts and over the later half (shapes met before by then, for the runners that repeat them), side by side.

    .venv/bin/python scripts/varied_lengths_bench.py --shape llama-1b --prompts 24 --min 1024 --max 8192
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from long_bench import emit, macllm_alone, random_tokens, stock_mlx_lm  # noqa: E402


def set_grid(engine, grid: int | None) -> int:
    """The engine's prefill grid set (None: its own default); returns the grid in force."""

    def run(e):
        from macllm.runtime.prefill_grid import default_grid

        e.scheduler.prefill_grid = default_grid() if grid is None else grid
        return e.scheduler.prefill_grid

    return engine.run(run)


def bench(
    engine,
    path: Path,
    lengths: list[int],
    max_tokens: int,
    grid: int | None,
    warmup: int,
    repeat: bool = False,
    idle: float = 0.0,
) -> None:
    own = set_grid(engine, grid)
    runners = {"macllm": own}
    if own:
        runners["macllm_grid_off"] = 0
    runners["stock"] = None
    warm = random_tokens(1, max(lengths))  # kernels built, chunk sizes measured (the climb), stock loaded
    for _ in range(warmup):
        for name, g in runners.items():
            run_one(engine, path, name, g, warm, max_tokens)
    got: dict[str, list[float]] = {name: [] for name in runners}
    if own and idle:
        set_grid(engine, own)  # the warm-up's last macllm answer ran with the grid off: the warmer reads the grid
    summary: dict = {"warmed": wait_for_warmer(engine, idle) if own and idle else None}
    again: dict[str, list[float]] = {name: [] for name in runners}  # --repeat: the same prompt at once after
    names = list(runners)
    for i, n in enumerate(lengths):
        tokens = random_tokens(10_000 + i, n)
        order = names[i % len(names) :] + names[: i % len(names)]
        row = {name: run_one(engine, path, name, runners[name], tokens, max_tokens) for name in order}
        for name, ttft in row.items():
            got[name].append(ttft)
        if repeat:
            for name in order:
                again[name].append(run_one(engine, path, name, runners[name], tokens, max_tokens))
        emit(
            bench="varied",
            part="prompt",
            index=i,
            prompt_tokens=n,
            order=order,
            **{f"{k}_ttft_s": round(v, 4) for k, v in row.items()},
        )
    if repeat:  # a prompt's second answer meets every shape it met in the first: what building them cost
        med = {name: statistics.median(v) for name, v in again.items()}
        summary["repeated"] = {f"{k}_ttft_s": round(v, 4) for k, v in med.items()}
        summary["repeated"]["first_over_repeat"] = {
            k: round(statistics.median(a / b for a, b in zip(got[k], again[k])), 2) for k in runners
        }
    set_grid(engine, None)
    half = len(lengths) // 2
    for span, sl in (("all", slice(None)), ("later_half", slice(half, None))):
        med = {name: statistics.median(v[sl]) for name, v in got.items()}
        summary[span] = {f"{k}_ttft_s": round(v, 4) for k, v in med.items()}
        summary[span]["ttft_ratio_stock_over_macllm"] = round(med["stock"] / med["macllm"], 2)
        ratios = [s / m for s, m in zip(got["stock"][sl], got["macllm"][sl])]
        summary[span]["ratio_per_prompt_median"] = round(statistics.median(ratios), 2)
        if "macllm_grid_off" in med:
            summary[span]["grid_speedup"] = round(med["macllm_grid_off"] / med["macllm"], 2)
    emit(
        bench="varied",
        model=path.name,
        grid=own,
        prompts=len(lengths),
        min=min(lengths),
        max=max(lengths),
        max_tokens=max_tokens,
        **summary,
    )


def wait_for_warmer(engine, idle: float) -> dict:
    """The engine left idle up to `idle` seconds, while its shape warmer runs (runtime/shape_warmer.py), or until
    it has warmed nothing for 3 s: what a user's first prompt after a pause meets."""
    import time

    t0 = time.monotonic()
    last, since = -1, t0
    while time.monotonic() - t0 < idle:
        n = engine.info()["shapes_warmed"]
        if n != last:
            last, since = n, time.monotonic()
        elif time.monotonic() - since > 3:
            break
        time.sleep(0.25)
    info = engine.info()
    return {
        "shapes": info["shapes_warmed"],
        "warm_s": info["shape_warm_s"],
        "waited_s": round(time.monotonic() - t0, 1),
    }


def run_one(engine, path: Path, name: str, grid: int | None, tokens: list[int], max_tokens: int) -> float:
    if name == "stock":
        return engine.run(lambda e: stock_mlx_lm(path, tokens, max_tokens, e))["ttft_s"]
    set_grid(engine, grid)
    return macllm_alone(engine, tokens, max_tokens)["ttft_s"]


def main() -> None:
    import numpy as np

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--model", default="smollm2-135m", help="a model folder or catalogue name (its tokenizer for --shape)"
    )
    ap.add_argument("--shape", help="a random-weight model of this shape (4-bit g64) instead of --model")
    ap.add_argument("--prompts", type=int, default=24)
    ap.add_argument("--min", type=int, default=1024, help="shortest prompt, tokens")
    ap.add_argument("--max", type=int, default=8192, help="longest prompt, tokens")
    ap.add_argument("--max-tokens", type=int, default=8)
    ap.add_argument("--warmup", type=int, default=2, help="answers of a prompt of --max tokens per runner first")
    ap.add_argument("--grid", type=int, help="macllm's prefill grid (default: the engine's own; 0: off)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--repeat", action="store_true", help="each runner answers each prompt a second time at once")
    ap.add_argument(
        "--idle", type=float, default=0.0, help="seconds left idle after the warm-up (its shape warmer runs)"
    )
    args = ap.parse_args()

    from macllm.model_store import resolve
    from macllm.runtime.engine import Engine

    model = Path(args.model) if args.shape and Path(args.model).is_dir() else resolve(args.model)
    if args.shape:  # --model: where its tokenizer comes from
        from macllm.loaders.random_weights import write_random_model

        out = Path(tempfile.mkdtemp(prefix="macllm-varied-")) / args.shape
        model = Path(write_random_model(args.shape, model, out, context=args.max + args.max_tokens + 64))
    lengths = np.random.default_rng(args.seed).integers(args.min, args.max + 1, args.prompts).tolist()
    engine = Engine(kv_dir=Path(tempfile.mkdtemp(prefix="macllm-varied-kv-")))
    try:
        emit(bench="setup", **engine.load(str(model)))
        bench(engine, model, lengths, args.max_tokens, args.grid, args.warmup, args.repeat, args.idle)
    finally:
        engine.close()


if __name__ == "__main__":
    main()
