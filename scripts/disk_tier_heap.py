#!/usr/bin/env python3
"""Host memory per disk-tier round trip (issue 25: on the H200 the soak's heap rises with the disk tier's traffic and
stays flat without the tier; the rise is neither MLX's plan nor its graph cache).

Each round makes a KV cache of a llama-1b shape (16 layers, 8 KV heads of 64, bfloat16; a new length each round, as
prompts have) and does one thing with it; one child process per variant, side by side in one run:
  none   the cache made and evaluated, nothing else (the baseline)
  slice  its token slices taken and evaluated, as a write takes them
  save   those slices written with mx.save_safetensors, the file then deleted
  load   a saved segment read back with mx.load and its arrays joined, as DiskTier._load does
  tier   DiskTier.write then DiskTier.fetch with a budget that evicts all the time (the real path)
  numpy  the slices copied to host with np.asarray (what a writer through numpy would do)
After every --every rounds it prints malloc's in-use heap (in use + mmapped blocks) and RSS; the summary gives KB
per round over the later half of the run, after the caches of a warm start have filled. A variant that rises where
`none` is flat is what holds host memory.

Run: scripts/disk_tier_heap.py [--rounds 1500] [--every 100] [--variants none,slice,save,load,tier,numpy]
     [--tokens 200-1200] [--layers 16]   (CPU or CUDA; prints JSON lines)
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VARIANTS = ("none", "slice", "save", "load", "tier", "numpy")


def child(args) -> None:
    sys.path.insert(0, str(ROOT))
    import mlx.core as mx
    import numpy as np
    from mlx_lm.models.cache import KVCache

    from macllm import native_heap
    from macllm.runtime.cache_disk import DiskTier

    lo, hi = (int(x) for x in args.tokens.split("-"))
    rng = np.random.default_rng(0)
    folder = Path(tempfile.mkdtemp(prefix="tier-heap-"))
    tier = DiskTier(folder, budget_bytes=args.budget_mb << 20)

    def make_cache(n: int) -> list:
        cache = []
        for _ in range(args.layers):
            c = KVCache()
            c.keys = mx.random.normal((1, 8, n, 64)).astype(mx.bfloat16)
            c.values = mx.random.normal((1, 8, n, 64)).astype(mx.bfloat16)
            c.offset = n
            cache.append(c)
        mx.eval([c.state for c in cache])
        return cache

    def slices(cache: list, n: int) -> dict:
        m = n // 4  # the part a parent segment already holds
        out = {f"{k}.{i}": x[..., m:n, :] for i, c in enumerate(cache) for k, x in (("k", c.keys), ("v", c.values))}
        mx.eval(list(out.values()))
        return out

    saved = folder / "one.safetensors"
    mx.save_safetensors(str(saved), slices(make_cache(hi), hi))

    def round_(k: int) -> None:
        n = int(rng.integers(lo, hi))
        cache = make_cache(n)
        if args.variant == "slice":
            slices(cache, n)
        elif args.variant == "save":
            path = folder / f"seg-{k}.safetensors"
            mx.save_safetensors(str(path), slices(cache, n))
            path.unlink()
        elif args.variant == "load":
            arrays = mx.load(str(saved))
            joined = [mx.concatenate([arrays[f"k.{i}"], arrays[f"k.{i}"]], axis=2) for i in range(args.layers)]
            mx.eval(joined)
        elif args.variant == "tier":
            tokens = rng.integers(1, 30000, size=n)
            tier.write("m", tokens, cache, tag=str(k))
            got = tier.fetch("m", tokens, n)
            assert got is not None and got[1] == n, "the segment just written was not found"
        elif args.variant == "numpy":
            for x in slices(cache, n).values():
                np.asarray(x.astype(mx.float32))

    def sample(k: int, t: float) -> None:
        p = native_heap.probe()
        row = {"variant": args.variant, "rounds": k, "heap_mb": round((p["in_use_bytes"] + p["mmap_bytes"]) / 1e6, 1)}
        row.update(rss_mb=round(p.get("rss_bytes", 0) / 1e6, 1), mlx_cache_mb=round(mx.get_cache_memory() / 1e6, 1))
        print(json.dumps({**row, "ms_per_round": round((time.perf_counter() - t) * 1000 / args.every, 2)}), flush=True)

    round_(0)
    t = time.perf_counter()
    sample(0, t)
    for k in range(1, args.rounds + 1):
        round_(k)
        if k % args.every == 0:
            sample(k, t)
            t = time.perf_counter()


def summarize(rows: list[dict]) -> dict:
    mid, last = rows[len(rows) // 2], rows[-1]
    per = max(last["rounds"] - mid["rounds"], 1)
    return {
        "variant": rows[0]["variant"],
        "heap_mb": [rows[0]["heap_mb"], mid["heap_mb"], last["heap_mb"]],
        "later_half_kb_per_round_heap": round((last["heap_mb"] - mid["heap_mb"]) * 1000 / per, 2),
        "later_half_kb_per_round_rss": round((last["rss_mb"] - mid["rss_mb"]) * 1000 / per, 2),
        "ms_per_round": last.get("ms_per_round"),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=1500)
    ap.add_argument("--every", type=int, default=100)
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--tokens", default="200-1200", help="each round's cache length, drawn from this range")
    ap.add_argument("--layers", type=int, default=16)
    ap.add_argument("--budget-mb", type=int, default=256, help="the tier variant's budget (it evicts past it)")
    ap.add_argument("--variant", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.variant:
        child(args)
        return
    summaries = []
    for variant in args.variants.split(","):
        if variant not in VARIANTS:
            sys.exit(f"unknown variant {variant!r}: pick from {', '.join(VARIANTS)}")
        out = subprocess.run(
            [sys.executable, __file__, *sys.argv[1:], "--variant", variant], capture_output=True, text=True
        )
        rows = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
        for row in rows:
            print(json.dumps(row))
        if out.returncode or len(rows) < 2:
            print(json.dumps({"variant": variant, "error": out.stderr[-2000:]}))
            continue
        summaries.append(summarize(rows))
    for s in summaries:
        print(json.dumps({"summary": s}), flush=True)


if __name__ == "__main__":
    main()
