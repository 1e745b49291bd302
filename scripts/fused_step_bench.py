#!/usr/bin/env python3
"""What a decode token costs inside a prefill chunk's forward (runtime/fused_step.py), on this machine: for each
chunk size, at a prompt position, a decode step alone (s), the chunk alone (c) and the chunk with the decode
token fused (f), in interleaved rounds (the order rotating), medians; JSON lines with f - c (the token's
marginal cost) against s. Fusion pays where f - c is well under s (decode bound by reading the weights).

Run: .venv/bin/python scripts/fused_step_bench.py MODEL_DIR [--position 2048] [--chunks 16,64,256,1024]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("--position", type=int, default=2048, help="tokens the prompt's and the stream's caches hold")
    ap.add_argument("--chunks", default="16,64,256,1024")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()

    from macllm.runtime import backend

    backend.preload_openblas()  # before the first `import mlx`, as the engine does
    import mlx.core as mx
    from mlx_lm.models.cache import make_prompt_cache

    from macllm.runtime import fused_step
    from macllm.runtime.model_loader import load_model

    model = load_model(Path(args.model)).model
    if not fused_step.fusable_model(model):
        sys.exit(f"{args.model}: not a model fused_step supports (llama or qwen2, full attention)")
    base = [(7 * k) % 20000 + 100 for k in range(args.position)]
    filled = make_prompt_cache(model)
    for i in range(0, len(base), 512):
        model(mx.array(base[i : i + 512])[None], cache=filled)
        mx.eval([c.state for c in filled])

    def fresh():  # a cache at `position`, by value (the timed forward writes into it)
        cache = make_prompt_cache(model)
        for c, f in zip(cache, filled):
            c.state = (mx.array(f.keys), mx.array(f.values), f.offset)
        return cache

    token = mx.array([123])

    def step(cache, chunk):
        mx.eval(model(token[None], cache=cache)[:, -1, :].argmax(-1))

    def alone(cache, chunk):
        model(mx.array(chunk)[None], cache=cache)
        mx.eval([c.state for c in cache])

    def fused(caches, chunk):
        prompt, stream = caches
        _, logits = fused_step.forward(model, chunk, prompt, [(token, stream)])
        mx.eval(logits.argmax(-1), [c.state for c in prompt])

    kinds = {"step": step, "chunk": alone, "fused": fused}
    for n in [int(x) for x in args.chunks.split(",") if x]:
        chunk = [(11 * k) % 20000 + 100 for k in range(n)]
        seconds = {k: [] for k in kinds}
        for r in range(args.rounds + 1):
            order = list(kinds)[r % 3 :] + list(kinds)[: r % 3]
            for k in order:
                arg = (fresh(), fresh()) if k == "fused" else fresh()
                mx.eval([c.state for c in (arg[0] + arg[1] if k == "fused" else arg)])
                t0 = time.perf_counter()
                kinds[k](arg, chunk)
                if r:  # the first round builds kernels
                    seconds[k].append(time.perf_counter() - t0)
        s, c, f = (statistics.median(seconds[k]) for k in kinds)
        row = dict(
            bench="fused_step",
            model=Path(args.model).name,
            position=args.position,
            chunk=n,
            step_ms=round(s * 1e3, 2),
            chunk_ms=round(c * 1e3, 2),
            fused_ms=round(f * 1e3, 2),
            token_in_chunk_ms=round((f - c) * 1e3, 2),
            token_in_chunk_over_step=round((f - c) / s, 2),
            fused_over_step=round(f / s, 2),
            apart_over_step=round((s + c) / s, 2),
            rounds=args.rounds,
            load_average=[round(x, 1) for x in os.getloadavg()],
        )
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
