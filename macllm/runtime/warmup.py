"""A short generation right after loading, so that the first real request is not the slow one: MLX builds its
kernels and mlx-lm compiles its samplers on first use. `Engine.warm_up` runs it: `macllm serve` before it
reports ready, the chat app after each model load."""

from __future__ import annotations

from time import perf_counter

from macllm.requests import Request
from macllm.sampling import SamplingParams


def warm_up(engine, grammar: bool = True) -> float:
    """Seconds spent: a greedy and a sampled answer of a few tokens, batched and alone, kept out of the cache
    pool; with `grammar`, also llguidance's view of the tokenizer (built once per model)."""
    t0 = perf_counter()
    messages = [{"role": "user", "content": "Hello"}]
    handles = [
        engine.submit(
            Request(messages=messages, params=SamplingParams(temperature=t, max_tokens=3), cache=False, draft="off")
        )
        for t in (0.0, 0.7)
    ]
    for h in handles:
        h.result()
    engine.submit(
        Request(messages=messages, params=SamplingParams(temperature=0.0, max_tokens=3), cache=False)
    ).result()
    if grammar:
        from macllm.runtime.constrained import llg_tokenizer

        engine.run(lambda e: llg_tokenizer(e.model))
    return perf_counter() - t0
