"""A float Hugging Face-format checkpoint (safetensors + config + tokenizer) from any model folder macllm
loads, quantized or not. With no hub here, this is how tests and benchmarks get float sources offline: a
GGUF model imported and dequantized. `shards` splits the weights over several files, as large checkpoints
on the hub are, so shard-by-shard behaviour can be measured."""

from __future__ import annotations

import json
from pathlib import Path


def write_float_checkpoint(src: Path, out: Path, dtype: str = "float16", shards: int = 1) -> Path:
    import mlx.core as mx
    from mlx.utils import tree_flatten
    from mlx_lm import load

    from macllm.runtime.model_loader import to_dense_float32

    model, tokenizer = load(str(src))
    to_dense_float32(model)
    model.set_dtype(getattr(mx, dtype))
    weights = dict(tree_flatten(model.parameters()))
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    total = sum(v.nbytes for v in weights.values())
    per_shard = total / shards
    groups, size = [[]], 0
    for name, value in weights.items():
        if size >= per_shard * len(groups) and len(groups) < shards:
            groups.append([])
        groups[-1].append(name)
        size += value.nbytes
    weight_map = {}
    for i, names in enumerate(groups):
        file = "model.safetensors" if len(groups) == 1 else f"model-{i + 1:05d}-of-{len(groups):05d}.safetensors"
        mx.save_safetensors(str(out / file), {n: weights[n] for n in names}, metadata={"format": "pt"})
        weight_map.update({n: file for n in names})
    (out / "model.safetensors.index.json").write_text(
        json.dumps({"metadata": {"total_size": total}, "weight_map": weight_map}, indent=1)
    )
    config = json.loads((Path(src) / "config.json").read_text())
    for key in ("quantization", "quantization_config"):
        config.pop(key, None)
    config["torch_dtype"] = dtype
    (out / "config.json").write_text(json.dumps(config, indent=2))
    tokenizer._tokenizer.save_pretrained(str(out))
    return out
