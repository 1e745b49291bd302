#!/usr/bin/env python3
"""Host memory that MLX's CUDA backend keeps per distinct prompt shape (issue 25's growth on the H200).

A soak on the H200 grew malloc's in-use heap by ~3.9 GB an hour, below Python, while the same soak on the CPU was
flat. Suspect: MLX's per-shape caches on CUDA, chiefly the cuDNN attention plans (an LRU of
MLX_CUDA_SDPA_CACHE_SIZE entries, one per query/key shape: every prompt length and every chunk at a new offset is
one), each holding host memory. This runs prefills of distinct lengths through a small random llama (mlx-lm's
model, 4-bit, no KV reuse) and prints malloc's in-use bytes after every --every shapes; one child process per
configuration of the cache sizes, side by side in one run. If the plans are the cause, the heap grows by a fixed
amount per shape up to the cache's size and then stays flat, and a smaller cache flattens it sooner.

Run (CUDA only): scripts/cuda_host_memory.py [--shapes 600] [--every 50] [--configs "SDPA=1024;SDPA=128;SDPA=32"]
(a configuration: KEY=VALUE pairs joined by ',', keys SDPA and GRAPH for MLX_CUDA_SDPA_CACHE_SIZE and
MLX_CUDA_GRAPH_CACHE_SIZE, or any environment variable's name). Prints JSON lines: {"config": ..., "shapes": k,
"heap_mb": ..., "rss_mb": ..., "ms_per_shape": ...}, then a summary per configuration: MB per shape over the first
--every shapes, growth over the whole run and over its last half.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ALIASES = {"SDPA": "MLX_CUDA_SDPA_CACHE_SIZE", "GRAPH": "MLX_CUDA_GRAPH_CACHE_SIZE"}


def child(args) -> None:
    """One configuration: the environment already holds its cache sizes."""
    sys.path.insert(0, str(ROOT))
    import mlx.core as mx
    import mlx.nn as nn
    from mlx.utils import tree_map
    from mlx_lm.models import llama

    from macllm import native_heap

    margs = llama.ModelArgs(
        model_type="llama",
        hidden_size=args.hidden,
        num_hidden_layers=args.layers,
        intermediate_size=args.hidden * 3,
        num_attention_heads=args.hidden // 64,
        num_key_value_heads=max(1, args.hidden // 256),
        rms_norm_eps=1e-5,
        vocab_size=32000,
    )
    model = llama.Model(margs)
    mx.random.seed(0)
    model.update(tree_map(lambda p: (mx.random.normal(p.shape) * 0.02).astype(mx.bfloat16), model.parameters()))
    nn.quantize(model, group_size=64, bits=4)
    mx.eval(model.parameters())

    def heap_mb() -> tuple[float, float]:
        p = native_heap.probe()
        return (p["in_use_bytes"] + p["mmap_bytes"]) / 1e6, p.get("rss_bytes", 0) / 1e6

    def prefill(length: int) -> None:
        from mlx_lm.models.cache import make_prompt_cache

        cache = make_prompt_cache(model)
        tokens = mx.array([[i % 31999 + 1 for i in range(length)]])
        # two chunks, the second at an offset: a chunked prefill's shapes (query length, key length)
        first = length // 2
        mx.eval(model(tokens[:, :first], cache=cache))
        mx.eval(model(tokens[:, first:], cache=cache))

    prefill(64)  # kernels built once
    heap0, rss0 = heap_mb()
    print(json.dumps({"config": args.config_now, "shapes": 0, "heap_mb": round(heap0, 1), "rss_mb": round(rss0, 1)}))
    t = time.perf_counter()
    for k in range(1, args.shapes + 1):
        prefill(args.base + k * args.step)  # a new length each time: new shapes for both chunks
        if k % args.every == 0:
            heap, rss = heap_mb()
            ms = (time.perf_counter() - t) * 1000 / args.every
            t = time.perf_counter()
            row = {"config": args.config_now, "shapes": k, "heap_mb": round(heap, 1), "rss_mb": round(rss, 1)}
            print(json.dumps({**row, "ms_per_shape": round(ms, 1)}), flush=True)


def summarize(rows: list[dict]) -> dict:
    by = [r for r in rows if "heap_mb" in r]
    first, last = by[0], by[-1]
    mid = by[len(by) // 2]
    return {
        "config": first["config"],
        "heap_growth_mb": round(last["heap_mb"] - first["heap_mb"], 1),
        "growth_last_half_mb": round(last["heap_mb"] - mid["heap_mb"], 1),
        "mb_per_shape_first_50": round((by[1]["heap_mb"] - first["heap_mb"]) / max(by[1]["shapes"], 1), 3)
        if len(by) > 1
        else None,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shapes", type=int, default=600)
    ap.add_argument("--every", type=int, default=50)
    ap.add_argument("--configs", default="SDPA=1024;SDPA=128;SDPA=32", help="';'-separated, one child each")
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--hidden", type=int, default=2048)
    ap.add_argument("--base", type=int, default=128, help="the first prompt length")
    ap.add_argument("--step", type=int, default=3, help="prompt lengths grow by this many tokens")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--config-now", default="", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args)
        return
    summaries = []
    for config in args.configs.split(";"):
        pairs = dict(pair.split("=", 1) for pair in config.split(","))
        env = {**os.environ, "MLX_ENABLE_CACHE_THRASHING_CHECK": "0"}
        env.update({ALIASES.get(k, k): v for k, v in pairs.items()})
        cmd = [sys.executable, __file__, "--child", "--config-now", config, *sys.argv[1:]]
        out = subprocess.run(cmd, env=env, capture_output=True, text=True)
        rows = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
        for row in rows:
            print(json.dumps(row))
        if out.returncode or not rows:
            print(json.dumps({"config": config, "error": out.stderr[-2000:]}))
            continue
        summaries.append(summarize(rows))
    for s in summaries:
        print(json.dumps({"summary": s}))


if __name__ == "__main__":
    main()
