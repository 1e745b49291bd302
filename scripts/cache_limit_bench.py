#!/usr/bin/env python3
"""MLX's buffer cache under mixed requests, and what bounding it costs: one engine (the starter by default),
rounds of concurrent requests of varying prompt lengths and answer lengths (no prefix cache, so every prompt is
prefilled), each round's requests run once under each cache limit, the limits' order rotating round by round. After each round: MLX's
cache, active and peak memory; per round: tokens (prompt + answer) per second. JSON lines, then one summary line
per limit: its cache's most and last, its peak's most, and its tok/s against the unbounded limit's in the same
rounds (median of the paired ratios).

Run: scripts/cache_limit_bench.py [--model smollm2-135m] [--rounds 3] [--requests 4] [--memory-gb 3]

Limits: "unbounded" (the default of MLX's Metal and CUDA backends: the cache may grow to the memory limit),
"plan-share" (memory.cache_limit's share of the plan's working space: what the engine sets at load where the
backend's default is larger, as on a GPU), "cpu-default" (MLX's CPU backend's own 32 MB, which the engine keeps
there), and "zero" (nothing kept). The setup line says what the engine set.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_VENV = ROOT / ".venv"
if (_VENV / "bin" / "python").exists() and Path(sys.prefix).resolve() != _VENV.resolve():
    os.execv(str(_VENV / "bin" / "python"), [str(_VENV / "bin" / "python"), __file__, *sys.argv[1:]])
sys.path[:0] = [str(ROOT)]

import argparse  # noqa: E402
import json  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402

PROMPTS = (30, 120, 400, 900, 1600)  # prompt lengths, tokens: several prefill shapes and cache sizes
ANSWERS = (4, 16, 48)
MB = 1 << 20


def emit(**row) -> None:
    print(json.dumps(row), flush=True)


def limits(engine) -> dict[str, int]:
    from macllm.runtime import memory

    share = engine.run(lambda e: memory.cache_limit([e.memory], 1 << 45))  # what a GPU's engine sets
    return {"unbounded": 1 << 45, "plan-share": share, "cpu-default": 32 * MB, "zero": 0}


def _mb(limit: int) -> float | None:
    return None if limit >= 1 << 45 else round(limit / MB, 1)


def draw(rng: random.Random, n: int) -> list[tuple[list[int], int]]:
    """n (prompt tokens, max_tokens) of the lengths above."""
    return [([rng.randrange(200, 40000) for _ in range(rng.choice(PROMPTS))], rng.choice(ANSWERS)) for _ in range(n)]


def one_round(engine, asks: list[tuple[list[int], int]], limit: int) -> dict:
    """The requests at once under `limit`; MLX's figures after they end."""
    import mlx.core as mx

    from macllm.requests import Request
    from macllm.sampling import SamplingParams

    def set_limit(_e):
        mx.set_cache_limit(limit)
        mx.reset_peak_memory()

    engine.run(set_limit)
    t0 = time.perf_counter()
    handles = [
        engine.submit(Request(prompt=p, params=SamplingParams(temperature=0.0, max_tokens=m), cache=False))
        for p, m in asks
    ]
    done = [h.result() for h in handles]
    seconds = time.perf_counter() - t0
    tokens = sum(len(p) for p, _ in asks) + sum(d.stats.generation_tokens for d in done)
    figures = engine.run(lambda _e: (mx.get_cache_memory(), mx.get_active_memory(), mx.get_peak_memory()))
    return {"tok_s": tokens / seconds, "seconds": seconds, "prompts": [len(p) for p, _ in asks]} | dict(
        zip(("cache_mb", "active_mb", "peak_mb"), (round(x / MB, 1) for x in figures))
    )


def bench(engine, rounds: int, requests: int, seed: int = 0) -> dict:
    chosen = limits(engine)
    rng = random.Random(seed)
    rows: dict[str, list[dict]] = {name: [] for name in chosen}
    names = list(chosen)
    for r in range(rounds):
        asks = draw(rng, requests)  # the same requests under every limit in a round
        for name in names[r % len(names) :] + names[: r % len(names)]:  # the order rotates round by round
            row = one_round(engine, asks, chosen[name])
            rows[name].append(row)
            emit(part="round", round=r, limit=name, limit_mb=_mb(chosen[name]), **row)
    summary = {}
    for name, got in rows.items():
        ratios = [g["tok_s"] / u["tok_s"] for g, u in zip(got, rows["unbounded"])]
        summary[name] = {
            "limit_mb": _mb(chosen[name]),
            "cache_mb_most": max(g["cache_mb"] for g in got),
            "cache_mb_by_round": [g["cache_mb"] for g in got],
            "peak_mb_most": max(g["peak_mb"] for g in got),
            "tok_s_vs_unbounded_median": round(statistics.median(ratios), 3),
            "tok_s_vs_unbounded_range": [round(min(ratios), 3), round(max(ratios), 3)],
        }
        emit(part="summary", limit=name, **summary[name])
    return summary


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--requests", type=int, default=4, help="requests at once in each round")
    ap.add_argument("--context", type=int, default=2048)
    ap.add_argument(
        "--memory-gb", type=float, default=3.0, help="MACLLM_MEMORY_GB, as scripts/soak sets (0: the machine's)"
    )
    args = ap.parse_args()
    if args.memory_gb:
        os.environ["MACLLM_MEMORY_GB"] = str(args.memory_gb)
    import macllm  # noqa: F401  (OpenBLAS before mlx)
    from macllm.runtime.engine import Engine

    engine = Engine(kv_dir=Path(tempfile.mkdtemp(prefix="macllm-cache-limit-kv-")))  # never the user's KV folder
    try:
        engine.load(args.model, context=args.context)
        one_round(engine, draw(random.Random(99), args.requests), 1 << 45)  # kernels built, chunk sizes measured
        set_at_load = engine.run(lambda e: e.cache_limit)
        emit(part="setup", model=args.model, context=args.context, engine_limit=set_at_load, load=os.getloadavg())
        bench(engine, args.rounds, args.requests)
        emit(part="end", load=os.getloadavg())
    finally:
        engine.close()


if __name__ == "__main__":
    main()
