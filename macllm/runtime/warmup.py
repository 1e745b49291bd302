"""A short generation right after loading, so that the first real request is not the slow one: MLX builds its
kernels and mlx-lm compiles its samplers on first use. `Engine.warm_up` runs it: `macllm serve` before it
reports ready, the chat app after each model load."""

from __future__ import annotations

from dataclasses import replace
from time import perf_counter

from macllm.requests import Request
from macllm.sampling import SamplingParams, preset


def warm_up(engine, grammar: bool = True) -> float:
    """Seconds spent: a greedy answer and one sampled with the default preset (top-p, min-p and the repetition
    penalty: each its own kernels), a few tokens each, batched and alone, kept out of the cache pool; with
    `grammar`, also llguidance's view of the tokenizer (built once per model). On MLX's CUDA build with its kernel
    cache empty, a first batch sampled with top-p compiled 4 kernels (18-22 s on an H100) when the warm-up
    sampled at a temperature alone."""
    t0 = perf_counter()
    messages = [{"role": "user", "content": "Hello"}]
    greedy, sampled = SamplingParams(temperature=0.0, max_tokens=3), replace(preset("default"), max_tokens=3)
    handles = [
        engine.submit(Request(messages=messages, params=params, cache=False, draft="off"))
        for params in (greedy, sampled)
    ]
    for h in handles:
        h.result()
    engine.submit(Request(messages=messages, params=greedy, cache=False)).result()
    if grammar:
        from macllm.runtime.constrained import llg_tokenizer

        engine.run(lambda e: llg_tokenizer(e.model))
    return perf_counter() - t0
