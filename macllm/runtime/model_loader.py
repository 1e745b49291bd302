"""Load an installed model folder with mlx-lm and put it in the fastest correct form for this backend.

On the CPU backend the packed 4-bit weights are dequantized to dense float32 once at load (see
macllm.runtime.backend for the measured reason); on Metal and CUDA they stay quantized and run in bfloat16. Runs on the engine thread.
Weights kept quantized get dense prefill where this machine measures it faster (runtime/dense_prefill.py).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from macllm.errors import ModelFormatError
from macllm.runtime import backend
from macllm.runtime.memory import trained_context


@dataclass(slots=True)
class LoadedModel:
    name: str
    path: Path
    model: object
    tokenizer: object  # mlx-lm TokenizerWrapper
    config: dict
    weights: str  # "dense" | "quantized"
    context_length: int
    fingerprint: str = ""  # of the weight files: a re-pulled model's caches never match the old ones
    shard: str = ""  # the part of the model this rank holds when distributed ("tensor 0/2"), else ""
    dense_prefill_rows: int | None = None  # chunks of at least this many rows run through dequantized weights
    dense_prefill: str = ""  # how that was chosen (measured, remembered, MACLLM_DENSE_PREFILL), for the info

    @property
    def key(self) -> str:
        """Identifies which weights a KV cache was computed with (the pool's and the disk tier's key); every rank
        keeps its shard of an entry under its own shard's key."""
        key = f"{self.path.resolve()}|{self.weights}|{self.fingerprint}"
        return f"{key}|{self.shard}" if self.shard else key


def fingerprint(path: Path) -> str:
    import hashlib

    h = hashlib.sha256()
    for f in sorted([*path.glob("*.safetensors"), path / "config.json"]):
        st = f.stat()
        h.update(f"{f.name}:{st.st_size}:{st.st_mtime_ns};".encode())
    return h.hexdigest()[:16]


def to_dense_float32(model, evaluate: bool = True) -> None:
    """Dequantize every quantized layer to float32 and cast all float parameters to float32.

    Scales are cast to float32 first: mx.dequantize returns the scales' dtype, and float16 scales would
    round the dequantized weights. evaluate=False leaves it lazy (a model about to be sharded).
    """
    import mlx.core as mx
    from mlx.utils import tree_map_with_path
    from mlx_lm.utils import dequantize_model

    def upcast(path, x):
        return x.astype(mx.float32) if path.endswith((".scales", ".biases")) and x.dtype != mx.float32 else x

    model.update(tree_map_with_path(upcast, model.parameters()))
    dequantize_model(model)
    model.set_dtype(mx.float32)
    if evaluate:
        mx.eval(model.parameters())


def to_bfloat16(model) -> None:
    """Run a GPU model in bfloat16, as mlx-lm's converted models do. A GGUF import keeps its norms in float32
    and its K-quant scales in float32, which would make every activation float32: twice the KV cache and
    activation memory, slower kernels, and on CUDA no quantized attention for prompt-sized shapes (measured on
    the H200: `quantized_matmul` has no float32 implementation for 1024x1024x64, so --kv-bits failed there).
    bfloat16 rather than float16: float32's range, so no overflow in models with large activations."""
    import mlx.core as mx

    model.set_dtype(mx.bfloat16)
    mx.eval(model.parameters())


def load_model(
    path: Path, name: str | None = None, weights: str | None = None, group=None, max_chunk: int | None = None
) -> LoadedModel:
    """group: an mx.distributed group of several ranks; the model is then split over it (distributed.py) and
    this rank keeps its shard only: the weights are read lazily, converted, split, and only then evaluated.
    max_chunk: the largest prefill chunk the memory plan allows (dense prefill is measured up to it)."""
    from mlx_lm import load

    path = Path(path)
    try:
        config = json.loads((path / "config.json").read_text())
    except (OSError, ValueError) as e:
        raise ModelFormatError(f"{path}/config.json is missing or unreadable ({e}); pull the model again") from None
    try:
        model, tokenizer = load(str(path), lazy=group is not None)
    except ValueError as e:
        if "not supported" in str(e).lower() or "model type" in str(e).lower():
            raise ModelFormatError(
                f"{path}: architecture '{config.get('model_type')}' is not supported by mlx-lm ({e})"
            ) from None
        raise ModelFormatError(f"{path}: the weights do not match the config ({e}); pull the model again") from None
    except Exception as e:  # safetensors truncated or corrupt
        raise ModelFormatError(
            f"{path}: cannot read the weights ({type(e).__name__}: {e}); pull the model again"
        ) from None
    mode = weights or backend.weights_mode()
    shard = ""
    if group is not None:
        import mlx.core as mx

        from macllm.runtime import distributed

        how = distributed.shard_plan(config, group.size(), name or path.name)
        if mode == "dense":
            to_dense_float32(model, evaluate=False)
        distributed.shard(model, group, how)
        mx.eval(model.parameters())
        shard = distributed.describe(how, group)
    if mode == "dense" and group is None:
        to_dense_float32(model)
    elif mode != "dense" and backend.has_gpu():
        to_bfloat16(model)
    weights_id = fingerprint(path)
    dense_rows, dense_how = None, ""
    if mode != "dense" and group is None:  # not over ranks: their measurements could disagree
        dense_rows, dense_how = _dense_prefill(model, max_chunk, f"{path.resolve()}|{mode}|{weights_id}")
    return LoadedModel(
        name or path.name,
        path,
        model,
        tokenizer,
        config,
        mode,
        trained_context(config),
        weights_id,
        shard,
        dense_rows,
        dense_how,
    )


def _dense_prefill(model, max_chunk: int | None, model_id: str) -> tuple[int | None, str]:
    """MACLLM_DENSE_PREFILL: auto (the default: the choice remembered for this model on this machine, else
    measured and remembered), measure (measured again), off, or a row count to force (benchmarks, tests).
    The rows chosen, and how in words."""
    from macllm.runtime import dense_prefill

    choice = os.environ.get("MACLLM_DENSE_PREFILL", "auto")
    if choice == "off":
        return None, "off (MACLLM_DENSE_PREFILL=off)"
    if choice.isdigit():
        dense_prefill.apply(model, int(choice), dense_prefill.dense_dtype())
        return int(choice), f"dense from {int(choice)} rows (MACLLM_DENSE_PREFILL={choice})"
    info = dense_prefill.configure(
        model, max_chunk or dense_prefill.ROWS[-1], model_id=model_id, remeasure=choice == "measure"
    )
    return info["dense_prefill_rows"], info["dense_prefill"]
