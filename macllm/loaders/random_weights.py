"""Random-weight model folders: real models' shapes for timing the engine where the real weights are not at
hand (speed does not depend on the weight values), and a tiny shape for engine tests that run in seconds.
The tokenizer is copied from a model folder (the starter's); the vocabulary size is 49152 unless the shape
names its own (its ids beyond the tokenizer's are never produced by it, but the output layer's cost is real);
the transformer body is the named model's."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

SHAPES = {
    "tiny": dict(
        model_type="llama",
        hidden_size=64,
        num_hidden_layers=2,
        intermediate_size=128,
        num_attention_heads=4,
        num_key_value_heads=2,
        rope_theta=10000.0,
        max_position_embeddings=2048,
    ),
    # qwen2 with 3 heads and 1 KV head: no split by heads over 2 ranks, a split of its layers (pipeline)
    "tiny-qwen2": dict(
        model_type="qwen2",
        hidden_size=48,
        num_hidden_layers=2,
        intermediate_size=96,
        num_attention_heads=3,
        num_key_value_heads=1,
        rope_theta=10000.0,
        max_position_embeddings=2048,
    ),
    # layers that outweigh the embeddings (105 of 155 MB in float32): a rank's share is about two thirds
    "tiny-wide": dict(
        model_type="llama",
        hidden_size=256,
        num_hidden_layers=8,
        intermediate_size=4096,
        num_attention_heads=4,
        num_key_value_heads=2,
        rope_theta=10000.0,
        max_position_embeddings=2048,
    ),
    "smollm2-135m": dict(
        model_type="llama",
        hidden_size=576,
        num_hidden_layers=30,
        intermediate_size=1536,
        num_attention_heads=9,
        num_key_value_heads=3,
        rope_theta=100000.0,
    ),
    "llama-1b": dict(
        model_type="llama",
        hidden_size=2048,
        num_hidden_layers=16,
        intermediate_size=8192,
        num_attention_heads=32,
        num_key_value_heads=8,
        rope_theta=500000.0,
    ),
    # Qwen2.5 (the catalogue's coder pair): attention biases, a 151936-token vocabulary
    "qwen2.5-0.5b": dict(
        model_type="qwen2",
        hidden_size=896,
        num_hidden_layers=24,
        intermediate_size=4864,
        num_attention_heads=14,
        num_key_value_heads=2,
        rope_theta=1000000.0,
        vocab_size=151936,
    ),
    # Qwen2.5-0.5B's layers (14 heads and 2 KV heads: split by heads over 2 ranks), two of them, and the default
    # vocabulary (the tokenizer's): a tensor-parallel qwen2 for the tests
    "qwen2.5-0.5b-2-layers": dict(
        model_type="qwen2",
        hidden_size=896,
        num_hidden_layers=2,
        intermediate_size=4864,
        num_attention_heads=14,
        num_key_value_heads=2,
        rope_theta=1000000.0,
    ),
    "qwen2.5-1.5b": dict(
        model_type="qwen2",
        hidden_size=1536,
        num_hidden_layers=28,
        intermediate_size=8960,
        num_attention_heads=12,
        num_key_value_heads=2,
        rope_theta=1000000.0,
        vocab_size=151936,
    ),
    "llama-8b": dict(
        model_type="llama",
        hidden_size=4096,
        num_hidden_layers=32,
        intermediate_size=14336,
        num_attention_heads=32,
        num_key_value_heads=8,
        rope_theta=500000.0,
    ),
}


def write_random_model(
    shape: str,
    tokenizer_from: Path,
    out: Path,
    bits: int = 4,
    group_size: int = 64,
    scale: float = 1.0,
    context: int | None = None,
    vocab_size: int | None = None,
) -> Path:
    """A model folder macllm loads: config, safetensors, tokenizer. bits: 4 or 8 (quantized), 16 or 32 (float).
    scale multiplies the matrices: larger logit margins make greedy choices robust to rounding (tests).
    context: the trained context its config names (8192 unless the shape names one); vocab_size: the logits'
    width instead of the shape's (room for tokens added to the copied tokenizer)."""
    import mlx.core as mx
    import mlx.nn as nn
    from mlx.utils import tree_flatten, tree_map
    from mlx_lm.utils import _get_classes

    config = {
        "vocab_size": 49152,
        "rms_norm_eps": 1e-5,
        "max_position_embeddings": 8192,
        "tie_word_embeddings": True,
        **SHAPES[shape],
        **({"max_position_embeddings": context} if context else {}),
        **({"vocab_size": vocab_size} if vocab_size else {}),
    }
    model_class, args_class = _get_classes(config)
    mx.random.seed(0)
    model = model_class(args_class.from_dict(config))
    if scale != 1.0:
        model.update(tree_map(lambda w: w * scale if w.ndim == 2 else w, model.parameters()))
    model.set_dtype(mx.float32 if bits == 32 else mx.float16)
    if bits < 16:
        nn.quantize(model, group_size=group_size, bits=bits)
        config["quantization"] = {"group_size": group_size, "bits": bits}
    out.mkdir(parents=True, exist_ok=True)
    mx.save_safetensors(str(out / "model.safetensors"), dict(tree_flatten(model.parameters())))
    (out / "config.json").write_text(json.dumps(config))
    for f in Path(tokenizer_from).iterdir():
        if f.name.startswith(("tokenizer", "special_tokens")) or f.name == "chat_template.jinja":
            shutil.copy(f, out / f.name)
    return out
