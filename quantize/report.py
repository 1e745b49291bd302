"""The quantization report card: what the quantization cost, measured side by side in one run.

Perplexity of source and quantized model on the same English text, KL divergence of their next-token
distributions, top-1 agreement, size on disk, and decode tokens/s of each on the path macllm runs on this
backend (packed weights on Metal/CUDA; on the CPU backend both are dequantized to float32, so there the
speeds match by construction and only the size differs). The text is the Python Language Reference topics that ship with every
CPython (`pydoc_data.topics`): real English prose, offline everywhere.
"""

from __future__ import annotations

import math
import time
from pathlib import Path

TEXT_SOURCE = "pydoc_data.topics (the Python Language Reference topics shipped with CPython)"


def eval_text() -> str:
    from pydoc_data.topics import topics

    return "\n\n".join(topics[k] for k in sorted(topics))


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in Path(folder).glob("*.safetensors"))


def bits_per_weight(folder: Path) -> float:
    """Stored bits per parameter, scales and biases included (layers a group size cannot divide stay float)."""
    import json

    from macllm.model_store import count_parameters

    config = json.loads((Path(folder) / "config.json").read_text())
    return folder_size(folder) * 8 / count_parameters(Path(folder), config)


def _logprobs(model, tokens):
    import mlx.core as mx

    logits = model(mx.array(tokens)[None])[0].astype(mx.float32)
    return logits - mx.logsumexp(logits, axis=-1, keepdims=True)


def compare(src_model, q_model, tokens: list[int], window: int = 512) -> dict:
    """Perplexities, mean KL(source || quantized) and top-1 agreement over non-overlapping windows."""
    import mlx.core as mx

    nll_src = nll_q = kl = agree = 0.0
    n = 0
    for start in range(0, len(tokens) - 1, window):
        chunk = tokens[start : start + window + 1]
        if len(chunk) < 2:
            break
        inputs, targets = chunk[:-1], mx.array(chunk[1:])
        lp_s, lp_q = _logprobs(src_model, inputs), _logprobs(q_model, inputs)
        rows = mx.arange(len(inputs))
        nll_src += float(-lp_s[rows, targets].sum())
        nll_q += float(-lp_q[rows, targets].sum())
        kl += float((mx.exp(lp_s) * (lp_s - lp_q)).sum())
        agree += float((lp_s.argmax(-1) == lp_q.argmax(-1)).sum())
        n += len(inputs)
    return {
        "tokens": n,
        "ppl_source": math.exp(nll_src / n),
        "ppl_quantized": math.exp(nll_q / n),
        "kl": kl / n,
        "top1_agreement": agree / n,
    }


def decode_tps(model, tokenizer, n: int = 24) -> float:
    import mlx.core as mx
    from mlx_lm.generate import generate_step

    prompt = mx.array(tokenizer.encode("The history of the programming language"))
    steps = generate_step(prompt, model, max_tokens=n)
    next(steps)
    t = time.perf_counter()
    count = sum(1 for _ in steps)
    return count / (time.perf_counter() - t)


def report(src: Path, quantized: Path, n_tokens: int = 2048) -> dict:
    """Measure both models side by side: speed on the path macllm runs on this backend, quality in float32."""
    from macllm.runtime import backend
    from macllm.runtime.model_loader import load_model

    mode = backend.weights_mode()  # packed on Metal/CUDA; dense float32 on the CPU backend
    src_lm, q_lm = load_model(src, weights=mode), load_model(quantized, weights=mode)
    speed = {
        "weights_path": mode,
        "decode_tps_source": decode_tps(src_lm.model, src_lm.tokenizer),
        "decode_tps_quantized": decode_tps(q_lm.model, q_lm.tokenizer),
    }
    if mode != "dense":
        # quality in float32: exactly the functions the stored weights define
        src_lm, q_lm = load_model(src, weights="dense"), load_model(quantized, weights="dense")
    tokens = src_lm.tokenizer.encode(eval_text())[: n_tokens + 1]
    quality = compare(src_lm.model, q_lm.model, tokens)
    return {
        "text": TEXT_SOURCE,
        **quality,
        "size_source_mb": folder_size(src) / 1e6,
        "size_quantized_mb": folder_size(quantized) / 1e6,
        "bits_per_weight": bits_per_weight(quantized),
        **speed,
    }
