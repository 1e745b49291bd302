"""A float16 Hugging Face-format checkpoint of a real model, made offline: the starter model dequantized
into safetensors + config + tokenizer files (no hub access here)."""

from __future__ import annotations

import json

import pytest

from tests.conftest import DATA, _importer_hash, build_once


def write_f16_checkpoint(src, out):
    import mlx.core as mx
    from mlx_lm import load
    from mlx_lm.utils import save_config, save_model

    from macllm.model_loader import to_dense_float32

    model, tokenizer = load(str(src))
    to_dense_float32(model)
    model.set_dtype(mx.float16)
    config = json.loads((src / "config.json").read_text())
    for key in ("quantization", "quantization_config"):
        config.pop(key, None)
    config["torch_dtype"] = "float16"
    save_model(out, model)
    save_config(config, out / "config.json")
    tokenizer._tokenizer.save_pretrained(str(out))


@pytest.fixture(scope="session")
def f16_checkpoint(starter_dir):
    return build_once(DATA / f"smollm2-135m-f16-{_importer_hash()}", lambda part: write_f16_checkpoint(starter_dir, part))
