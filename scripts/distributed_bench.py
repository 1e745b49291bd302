#!/usr/bin/env python3
"""One rank against several: aggregate tokens/s at 1 and 8 streams and the TTFT of a 2k-token prompt, on the
same model, one rank alone and N ranks under `mlx.launch -n N --backend ring` (on this host; over loopback).

Run: .venv/bin/python scripts/distributed_bench.py [--shape tiny-wide | --model NAME] [--ranks 2] [--rounds 2]
[--rank-memory-gb G] (also `scripts/bench --only distributed`). Each round runs the one-rank worker and then the
N-rank worker, so the two alternate on a noisy machine; each worker loads the model once (not timed) and prints
one JSON line. Compare the ratios (n_over_1), never times from different runs. Greedy, no drafting, no cache reuse.

--rank-memory-gb G gives every rank of the N-rank runs MACLLM_MEMORY_GB=G: a model that one rank refuses under
that budget (checked first, with one rank under the same budget: its refusal line is printed) must run on N.
The one-rank rounds then run without the budget, for the ratios.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import macllm  # noqa: E402,F401  (OpenBLAS before mlx)


def tokens(seed: int, n: int) -> list[int]:
    import random

    rng = random.Random(seed)
    return [rng.randrange(100, 40000) for _ in range(n)]


def worker(model: str, out: str, max_tokens: int, prompt_len: int) -> int:
    """One measurement on this rank's engine (rank 0 writes it; the others follow)."""
    from macllm.requests import Request
    from macllm.runtime.engine import Engine
    from macllm.sampling import SamplingParams

    engine = Engine(kv_dir=Path(tempfile.mkdtemp(prefix="macllm-dbench-kv-")))
    if engine.rank:
        return engine.follow()
    try:
        info = engine.load(model)
        greedy = SamplingParams(temperature=0.0, max_tokens=max_tokens, repetition_penalty=1.0)

        def ask(seed: int, n: int = 64, params=greedy):
            return engine.submit(Request(prompt=tokens(seed, n), params=params, draft="off", cache=False))

        ask(0).result()  # warm-up: first-use costs stay out of the figures
        row = {"ranks": info["ranks"], "shard": info["shard"]}
        for streams in (1, 8):
            t0 = time.perf_counter()
            done = [h.result() for h in [ask(10 * streams + i) for i in range(streams)]]
            row[f"tps_{streams}"] = sum(len(d.token_ids) for d in done) / (time.perf_counter() - t0)
        one = SamplingParams(temperature=0.0, max_tokens=1)
        row[f"ttft_{prompt_len}_s"] = ask(99, prompt_len, one).result().stats.ttft_s
        row["weights_gb"] = engine.run(lambda e: e.scheduler.weights_bytes / 1e9)
        Path(out).write_text(json.dumps(row))
    finally:
        engine.close()
    return 0


def run_worker(model: str, ranks: int, max_tokens: int, prompt_len: int, memory_gb: float | None = None) -> dict | None:
    import os

    out = Path(tempfile.mkdtemp(prefix="macllm-dbench-")) / "row.json"
    cmd = [sys.executable, __file__, "--worker", model, str(out), str(max_tokens), str(prompt_len)]
    if ranks > 1:
        launch = Path(sys.executable).parent / "mlx.launch"
        cmd = [str(launch), "-n", str(ranks), "--backend", "ring", "--", *cmd]
    env = {**os.environ, **({"MACLLM_MEMORY_GB": str(memory_gb)} if memory_gb else {})}
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, stdin=subprocess.DEVNULL, env=env)
    if not out.exists():
        lines = (done.stdout + done.stderr).splitlines()
        refused = next((line for line in lines if "needs" in line and "can give" in line), None)
        row = {"bench": "distributed", "ranks": ranks, "memory_gb": memory_gb}
        row.update({"refused": refused.split("Error: ", 1)[-1]} if refused else {"failed": "\n".join(lines)[-600:]})
        print(json.dumps(row), flush=True)
        return None
    return {**json.loads(out.read_text()), **({"memory_gb": memory_gb} if memory_gb else {})}


def run(
    model: str, ranks: int = 2, rounds: int = 2, max_tokens: int = 32, prompt_len: int = 2048, memory_gb=None
) -> None:
    rows: dict[int, list[dict]] = {1: [], ranks: []}
    refused = None
    if memory_gb:  # one rank under the budget must refuse (a load, no figures): else the shape proves nothing
        if run_worker(model, 1, max_tokens, prompt_len, memory_gb) is not None:
            print(
                json.dumps({"bench": "distributed", "error": f"one rank fits in {memory_gb} GB; pick a lower budget"})
            )
            return
        refused = True
    for _ in range(rounds):
        for n in (1, ranks):
            row = run_worker(model, n, max_tokens, prompt_len, memory_gb if n > 1 else None)
            if row is not None:
                rows[n].append(row)
                print(json.dumps({"bench": "distributed", **row}), flush=True)
    if not rows[1] or not rows[ranks]:
        return
    keys = ["tps_1", "tps_8", f"ttft_{prompt_len}_s"]
    med = {n: {k: statistics.median(r[k] for r in rows[n]) for k in keys} for n in rows}
    summary = {f"{k}_{n}ranks": round(med[n][k], 4) for n in rows for k in keys}
    summary.update({f"{k}_n_over_1": round(med[ranks][k] / med[1][k], 3) for k in keys})
    summary["weights_gb_per_rank"] = {n: rows[n][0]["weights_gb"] for n in rows}
    if refused:
        summary[f"one_rank_refused_under_{memory_gb}_gb"] = True
    print(json.dumps({"bench": "distributed-summary", "model": Path(model).name, "ranks": ranks, **summary}))


def main_from_bench(args) -> None:
    """scripts/bench --only distributed: its --model (the tokenizer), --shape (default tiny-wide), --rounds and
    --max-tokens."""
    from macllm.loaders.random_weights import write_random_model
    from macllm.model_store import resolve

    out = Path(tempfile.mkdtemp(prefix="macllm-dbench-model-")) / (args.shape or "tiny-wide")
    context = 2048 + 2 * args.max_tokens + 64
    model = str(
        write_random_model(args.shape or "tiny-wide", resolve(args.model), out, bits=32, scale=4.0, context=context)
    )
    run(model, 2, args.rounds, args.max_tokens)


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        model, out, max_tokens, prompt_len = sys.argv[2:6]
        sys.exit(worker(model, out, int(max_tokens), int(prompt_len)))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="smollm2-135m", help="installed model or folder (its tokenizer for --shape)")
    ap.add_argument("--shape", default="tiny-wide", help="a random-weight shape (float32); '' uses --model itself")
    ap.add_argument("--ranks", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--max-tokens", type=int, default=32)
    ap.add_argument("--prompt-len", type=int, default=2048)
    ap.add_argument("--rank-memory-gb", type=float, help="MACLLM_MEMORY_GB for each of the N ranks (see above)")
    args = ap.parse_args()
    from macllm.model_store import resolve

    model = str(resolve(args.model))
    if args.shape:
        from macllm.loaders.random_weights import write_random_model

        out = Path(tempfile.mkdtemp(prefix="macllm-dbench-model-")) / args.shape
        context = args.prompt_len + 2 * args.max_tokens + 64
        model = str(write_random_model(args.shape, Path(model), out, bits=32, scale=4.0, context=max(2048, context)))
    run(model, args.ranks, args.rounds, args.max_tokens, args.prompt_len, args.rank_memory_gb)


if __name__ == "__main__":
    main()
