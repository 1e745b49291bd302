"""A float16 Hugging Face-format checkpoint of a real model, made offline: the starter model dequantized
into safetensors + config + tokenizer files (no hub access here)."""

from __future__ import annotations

import pytest

from macllm.quantize.checkpoint import write_float_checkpoint
from tests.conftest import DATA, _importer_hash, build_once


@pytest.fixture(scope="session")
def f16_checkpoint(starter_dir):
    return build_once(
        DATA / f"smollm2-135m-f16-{_importer_hash()}", lambda part: write_float_checkpoint(starter_dir, part)
    )


@pytest.fixture(scope="session")
def tiny_checkpoint(tmp_path_factory, starter_dir):
    """A random 2-layer llama with the starter's tokenizer: cheap enough for the slow calibrated methods."""
    import json

    import mlx.core as mx
    from mlx_lm.models import llama
    from mlx_lm.utils import load_tokenizer, save_model

    out = tmp_path_factory.mktemp("tiny")
    config = json.loads((starter_dir / "config.json").read_text())
    for key in ("quantization", "quantization_config"):
        config.pop(key, None)
    config.update(
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        head_dim=16,
    )
    mx.random.seed(0)
    model = llama.Model(llama.ModelArgs.from_dict(config))
    model.set_dtype(mx.float16)
    save_model(out, model)
    (out / "config.json").write_text(json.dumps(config))
    load_tokenizer(starter_dir)._tokenizer.save_pretrained(str(out))
    return out
