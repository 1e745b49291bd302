#!/usr/bin/env python3
"""Dense prefill (issue 20): a prompt's prefill with 4-bit weights through the quantized kernel against the same
weights dequantized on the fly per layer (macllm/runtime/dense_prefill.py), side by side in one run. JSON lines.

  layer    the load-time choice (`dense_prefill.measure`, as the engine makes it), --measures times over: the
           slice it timed (one decoder layer, or the layer's projection shapes), seconds at each row count
           quantized vs dense (medians of interleaved pairs), the rows it chose and the seconds it took, so that
           a choice that moves between loads shows
  prefill  a whole prompt of each length prefilled in 2,048-token chunks (what stock mlx-lm does), model
           forward only, quantized vs dense (from the chosen rows, and from 512), rounds alternating, medians;
           `speedup` = quantized / dense. Greedy next tokens of both are compared too (`same_next`).

  engine   with --model PATH: the engine's time to first token on that model kept at 4 bits
           (MACLLM_WEIGHTS=quantized), MACLLM_DENSE_PREFILL=off against the measured choice, loads alternating

Run: .venv/bin/python scripts/dense_prefill_bench.py --shape llama-8b --lengths 2048,8192
     .venv/bin/python scripts/dense_prefill_bench.py --model ~/.macllm/models/smollm2-135m --lengths 32,128
Random weights of the real shape (4-bit, group 64, float16) time the same as the real model's.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import macllm  # noqa: E402,F401,I001  (OpenBLAS before mlx)
import mlx.core as mx  # noqa: E402
import mlx.nn as nn  # noqa: E402

from macllm.loaders.random_weights import SHAPES  # noqa: E402
from macllm.runtime import dense_prefill  # noqa: E402


def emit(**row):
    print(json.dumps(row), flush=True)


def random_model(shape: str, bits: int, group_size: int, context: int):
    from mlx_lm.utils import _get_classes

    config = {
        "vocab_size": 49152,
        "rms_norm_eps": 1e-5,
        "tie_word_embeddings": True,
        **SHAPES[shape],
        "max_position_embeddings": context,
    }
    model_class, args_class = _get_classes(config)
    mx.random.seed(0)
    model = model_class(args_class.from_dict(config))
    model.set_dtype(mx.float16)
    nn.quantize(model, group_size=group_size, bits=bits)
    mx.eval(model.parameters())
    return model


def prefill(model, tokens: mx.array, chunk: int) -> tuple[float, int]:
    """Seconds to prefill `tokens` in chunks (the cache evaluated after each, as mlx-lm does), and the greedy
    next token."""
    from mlx_lm.models.cache import make_prompt_cache

    cache = make_prompt_cache(model)
    mx.synchronize()
    t0 = time.perf_counter()
    n = tokens.size
    for start in range(0, n - 1, chunk):
        end = min(start + chunk, n - 1)
        model(tokens[None, start:end], cache=cache)
        mx.eval([c.state for c in cache])
    logits = model(tokens[None, n - 1 :], cache=cache)
    nxt = int(mx.argmax(logits[0, -1]).item())
    return time.perf_counter() - t0, nxt


def engine_ttft(path: str, lengths: list[int], rounds: int):
    import os
    import tempfile

    from macllm.requests import Request
    from macllm.runtime.engine import Engine
    from macllm.sampling import SamplingParams

    os.environ["MACLLM_WEIGHTS"] = "quantized"
    params = SamplingParams(temperature=0.0, max_tokens=1, repetition_penalty=1.0)
    times = {(n, c): [] for n in lengths for c in ("off", "auto")}
    answers = {}
    for _ in range(rounds):
        for choice in ("off", "auto"):
            os.environ["MACLLM_DENSE_PREFILL"] = choice
            engine = Engine(kv_dir=Path(tempfile.mkdtemp(prefix="macllm-dense-")))
            engine.load(path)
            rows = engine.info()["dense_prefill_rows"]
            for n in lengths:
                prompt = [200 + (i * 7919) % 30000 for i in range(n)]
                h = engine.submit(Request(prompt=prompt, params=params, cache=False))
                done = h.result()
                times[(n, choice)].append(done.stats.ttft_s)
                answers[(n, choice)] = done.token_ids
            engine.close()
            emit(bench="dense", part="engine-load", dense=choice, dense_prefill_rows=rows)
    for n in lengths:
        off, auto = (statistics.median(times[(n, c)]) for c in ("off", "auto"))
        emit(
            bench="dense",
            part="engine",
            model=Path(path).name,
            tokens=n,
            ttft_off_s=off,
            ttft_dense_s=auto,
            speedup=off / auto,
            same_answer=answers[(n, "off")] == answers[(n, "auto")],
        )


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shape", default="llama-1b", choices=sorted(SHAPES))
    ap.add_argument("--lengths", default="2048,8192")
    ap.add_argument("--chunk", type=int, default=2048)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--bits", type=int, default=4)
    ap.add_argument("--group-size", type=int, default=64)
    ap.add_argument("--measures", type=int, default=2, help="times the load-time choice is measured")
    ap.add_argument("--model", help="an installed model folder: time the engine on it instead (see above)")
    args = ap.parse_args()
    lengths = [int(x) for x in args.lengths.split(",")]
    if args.model:
        return engine_ttft(args.model, lengths, args.rounds)
    model = random_model(args.shape, args.bits, args.group_size, max(lengths) + 64)
    for i in range(args.measures):
        choice = dense_prefill.measure(model)
        for rows, (q, d) in choice.times.items():
            emit(
                bench="dense",
                part="layer",
                shape=args.shape,
                measure=i,
                probe=choice.probe,
                rows=rows,
                quantized_ms=q * 1e3,
                dense_ms=d * 1e3,
                speedup=q / d,
            )
        emit(
            bench="dense",
            part="choice",
            shape=args.shape,
            measure=i,
            min_rows=choice.min_rows,
            probe=choice.probe,
            measure_s=choice.seconds,
            device=str(mx.default_device()),
        )
    chosen, dtype = choice.min_rows, choice.dtype  # the last measurement's, as a load would apply it
    variants = {"quantized": None, "dense-512": 512}
    if chosen is not None and chosen != 512:
        variants[f"dense-{chosen}"] = chosen  # what the engine would choose here
    for n in lengths:
        tokens = mx.random.randint(200, 40000, (n,))
        results = {name: [] for name in variants}
        nexts = {}
        for _ in range(args.rounds + 1):  # the first round warms each variant up (kernels per shape)
            for name, rows in variants.items():
                dense_prefill.apply(model, rows, dtype)
                seconds, nexts[name] = prefill(model, tokens, args.chunk)
                results[name].append(seconds)
        dense_prefill.apply(model, None)
        q = statistics.median(results["quantized"][1:])
        for name in variants:
            t = statistics.median(results[name][1:])
            emit(
                bench="dense",
                part="prefill",
                shape=args.shape,
                tokens=n,
                chunk=args.chunk,
                variant=name,
                ttft_ms=t * 1e3,
                tokens_per_s=n / t,
                speedup=q / t,
                same_next=nexts[name] == nexts["quantized"],
            )


if __name__ == "__main__":
    main()
