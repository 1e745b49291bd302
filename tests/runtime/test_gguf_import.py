"""The imported starter folder: config, tokenizer from GGUF metadata, and mlx-lm loading it."""

import json

import numpy as np
import pytest
from gguf import GGUFReader
from gguf.quants import dequantize

from macllm.loaders.gguf_import import open_gguf
from macllm.loaders.gguf_tokenizer import build_tokenizer


@pytest.fixture(scope="module")
def tokenizer(starter_dir):
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(str(starter_dir))


def test_config(starter_dir):
    config = json.loads((starter_dir / "config.json").read_text())
    assert config["model_type"] == "llama"
    assert (config["hidden_size"], config["num_hidden_layers"], config["num_key_value_heads"]) == (576, 30, 3)
    assert config["tie_word_embeddings"] is True
    assert config["quantization"]["bits"] == 4 and config["quantization"]["group_size"] == 32
    assert config["quantization"]["model.embed_tokens"]["bits"] == 8
    assert 2 in config["eos_token_id"]  # <|im_end|>


def test_control_tokens_are_single_ids(tokenizer):
    ids = tokenizer.encode("<|im_start|>user\nhi<|im_end|>", add_special_tokens=False)
    assert ids[0] == 1 and ids[-1] == 2
    assert "<|im_start|>" in tokenizer.all_special_tokens


def test_chat_prompt_token_count(tokenizer, starter_gguf):
    msgs = [{"role": "user", "content": "What is the capital of France? Answer in one word."}]
    ids = tokenizer.apply_chat_template(msgs, add_generation_prompt=True)
    ids = ids["input_ids"] if hasattr(ids, "keys") else ids
    text = tokenizer.decode(ids)
    assert text.startswith("<|im_start|>system\nYou are a helpful AI assistant named SmolLM")
    assert text.endswith("<|im_start|>assistant\n")
    # Without registering control tokens, each <|im_start|>/<|im_end|> splits into ~7 pieces.
    plain = tokenizer.backend_tokenizer.model.tokenize("<|im_start|>")
    assert len(ids) == 42 and len(plain) > 3


@pytest.mark.parametrize(
    "text",
    [
        "Hello, world!",
        "  leading spaces and\ttabs\n\nnewlines",
        "digits 1234567 and 3.14159",
        "unicode: café, naïve, 日本語, emoji 🎉",
        "code: def f(x):\n    return x**2  # comment",
    ],
)
def test_roundtrip(tokenizer, text):
    assert tokenizer.decode(tokenizer.encode(text, add_special_tokens=False)) == text


def test_digits_split_individually(tokenizer):
    # SmolLM2's pre-tokenizer (llama.cpp 'smollm') splits every digit on its own
    assert len(tokenizer.encode("2024", add_special_tokens=False)) == 4


def test_weights_in_folder_match_gguf(starter_dir, starter_gguf):
    """mlx-lm's loader on the folder yields, after the un-permute, exactly the GGUF's values."""
    import mlx.core as mx
    from mlx_lm import load

    model, _ = load(str(starter_dir))
    reader = GGUFReader(str(starter_gguf))
    t = {x.name: x for x in reader.tensors}
    layer = model.model.layers[3].mlp.down_proj
    got = mx.dequantize(layer.weight, layer.scales.astype(mx.float32), layer.biases.astype(mx.float32), 32, 4)
    want = dequantize(t["blk.3.ffn_down.weight"].data, t["blk.3.ffn_down.weight"].tensor_type)
    assert np.array_equal(np.array(got), want)


def test_truncated_gguf_is_refused(starter_gguf, tmp_path):
    from macllm.errors import ModelFormatError

    cut = tmp_path / "cut.gguf"
    cut.write_bytes(starter_gguf.read_bytes()[:50_000_000])
    with pytest.raises(ModelFormatError, match="not a valid GGUF file"):
        open_gguf(cut)
    junk = tmp_path / "junk.gguf"
    junk.write_bytes(b"not a gguf at all" * 100)
    with pytest.raises(ModelFormatError, match="not a valid GGUF file"):
        open_gguf(junk)


def test_tokenizer_refuses_unknown_kind():
    with pytest.raises(ValueError, match="not supported"):
        build_tokenizer({"tokenizer.ggml.model": "rwkv"})
