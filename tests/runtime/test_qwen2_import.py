"""qwen2 import: a tiny synthetic qwen2 GGUF using every supported block type, against the numpy reference."""

import numpy as np
import pytest
from gguf import GGMLQuantizationType as Q
from gguf import GGUFWriter

from macllm.loaders.gguf_import import import_gguf

from .reference_llama import ReferenceLlama
from .test_gguf_tensors import random_blocks

DIM, FFN, HEADS, KV, LAYERS = 256, 512, 4, 2, 2
BYTE_CHARS = (
    [chr(c) for c in range(33, 127)]
    + [chr(c) for c in range(161, 173)]
    + [chr(c) for c in range(174, 256)]
    + [chr(256 + i) for i in range(68)]
)
SPECIALS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
MERGED = ["Ġt"]
TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
# one block type per projection, so that each repacking path runs inside a real forward pass
EXACT_TYPES = {
    "attn_q": Q.Q4_K,
    "attn_k": Q.Q5_0,
    "attn_v": Q.Q8_0,
    "attn_output": Q.Q4_0,
    "ffn_gate": Q.Q4_1,
    "ffn_up": Q.Q5_K,
    "ffn_down": Q.Q5_1,
}
WITH_Q6_K = {**EXACT_TYPES, "ffn_down": Q.Q6_K}


def small_blocks(qtype, rows, cols, seed):
    raw = random_blocks(qtype, rows=rows, cols=cols, seed=seed)
    # shrink the float16 scales so that random weights keep activations in a sane range
    from gguf import GGML_QUANT_SIZES

    from .test_gguf_tensors import HALF_FIELDS

    block, nbytes = GGML_QUANT_SIZES[qtype]
    b = raw.reshape(rows, -1, nbytes)
    for off in HALF_FIELDS[qtype]:
        halves = np.full(b.shape[:2], 0.02 if qtype in (Q.Q8_0, Q.Q5_0, Q.Q5_1, Q.Q4_0, Q.Q4_1) else 0.0015, np.float16)
        b[..., off : off + 2] = halves[..., None].view(np.uint8).reshape(*b.shape[:2], 2)
    return b.reshape(rows, -1)


def write_tiny_qwen2(path, types, tied_output=False):
    """tied_output: token_embd and output are one matrix quantized twice (Q5_0 and Q8_0), as llama.cpp writes
    a tied embedding; else output is an unrelated float16 matrix."""
    rng = np.random.default_rng(0)
    vocab = SPECIALS + BYTE_CHARS + MERGED
    w = GGUFWriter(str(path), "qwen2")
    for key, value in [
        ("block_count", LAYERS),
        ("context_length", 512),
        ("embedding_length", DIM),
        ("feed_forward_length", FFN),
        ("attention.head_count", HEADS),
        ("attention.head_count_kv", KV),
    ]:
        w.add_uint32(f"qwen2.{key}", value)
    w.add_float32("qwen2.rope.freq_base", 10000.0)
    w.add_float32("qwen2.attention.layer_norm_rms_epsilon", 1e-6)
    w.add_string("tokenizer.ggml.model", "gpt2")
    w.add_string("tokenizer.ggml.pre", "qwen2")
    w.add_array("tokenizer.ggml.tokens", vocab)
    w.add_array("tokenizer.ggml.token_type", [3] * len(SPECIALS) + [1] * (len(BYTE_CHARS) + len(MERGED)))
    w.add_array("tokenizer.ggml.merges", ["Ġ t"])
    w.add_uint32("tokenizer.ggml.eos_token_id", 2)
    w.add_uint32("tokenizer.ggml.bos_token_id", 0)
    w.add_string("tokenizer.chat_template", TEMPLATE)
    seed = iter(range(100))
    if tied_output:
        from gguf.quants import quantize

        embedding = rng.normal(0, 0.05, (len(vocab), DIM)).astype(np.float32)
        w.add_tensor("token_embd.weight", quantize(embedding, Q.Q5_0), raw_dtype=Q.Q5_0)
    else:
        w.add_tensor("token_embd.weight", small_blocks(Q.Q8_0, len(vocab), DIM, next(seed)), raw_dtype=Q.Q8_0)
    for i in range(LAYERS):
        shapes = {
            "attn_q": (DIM, DIM),
            "attn_k": (KV * 64, DIM),
            "attn_v": (KV * 64, DIM),
            "attn_output": (DIM, DIM),
            "ffn_gate": (FFN, DIM),
            "ffn_up": (FFN, DIM),
            "ffn_down": (DIM, FFN),
        }
        for name, (rows, cols) in shapes.items():
            w.add_tensor(
                f"blk.{i}.{name}.weight", small_blocks(types[name], rows, cols, next(seed)), raw_dtype=types[name]
            )
        for name, n in [("attn_q", DIM), ("attn_k", KV * 64), ("attn_v", KV * 64)]:
            w.add_tensor(f"blk.{i}.{name}.bias", rng.normal(0, 0.1, n).astype(np.float32))
        w.add_tensor(f"blk.{i}.attn_norm.weight", rng.uniform(0.5, 1.5, DIM).astype(np.float32))
        w.add_tensor(f"blk.{i}.ffn_norm.weight", rng.uniform(0.5, 1.5, DIM).astype(np.float32))
    w.add_tensor("output_norm.weight", rng.uniform(0.5, 1.5, DIM).astype(np.float32))
    if tied_output:
        w.add_tensor("output.weight", quantize(embedding, Q.Q8_0), raw_dtype=Q.Q8_0)
    else:
        w.add_tensor("output.weight", rng.normal(0, 0.05, (len(vocab), DIM)).astype(np.float16))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return path


@pytest.fixture(scope="module")
def tiny_qwen2(tmp_path_factory):
    return write_tiny_qwen2(tmp_path_factory.mktemp("qwen2") / "tiny.gguf", EXACT_TYPES)


def last_logits(gguf_path, folder, weights):
    import mlx.core as mx

    from macllm.runtime.model_loader import load_model

    config = import_gguf(gguf_path, folder)
    assert config["model_type"] == "qwen2" and config["tie_word_embeddings"] is False
    lm = load_model(folder, weights=weights)
    tokens = [1, 40, 41, 42, 43, 2, 44, 45, 46, 47]
    ours = np.array(lm.model(mx.array([tokens]))[0, -1].astype(mx.float32))
    want = ReferenceLlama(gguf_path).forward(tokens, [[None, None] for _ in range(LAYERS)])
    assert np.isfinite(want).all() and want.std() > 0.1
    return ours, want, config


@pytest.mark.parametrize("weights,tol", [("dense", 1e-4), ("quantized", 3e-2)])
def test_exact_types_match_reference(tiny_qwen2, tmp_path, weights, tol):
    """Dense float32 agrees to float rounding; the packed path runs float16 activations, hence the looser bound."""
    ours, want, _ = last_logits(tiny_qwen2, tmp_path / "m", weights)
    np.testing.assert_allclose(ours, want, atol=tol * np.abs(want).max(), rtol=0)


def test_q6_k_model_stays_close(tmp_path):
    path = write_tiny_qwen2(tmp_path / "q6k.gguf", WITH_Q6_K)
    ours, want, config = last_logits(path, tmp_path / "m", "dense")
    assert config["quantization"]["model.layers.0.mlp.down_proj"]["bits"] == 8
    np.testing.assert_allclose(ours, want, atol=1e-2 * np.abs(want).max(), rtol=0)


def test_an_embedding_stored_twice_is_tied_on_request(tmp_path, tiny_qwen2):
    import mlx.core as mx

    from macllm.model_store import safetensors_shapes
    from macllm.runtime.model_loader import load_model

    path = write_tiny_qwen2(tmp_path / "tied.gguf", EXACT_TYPES, tied_output=True)
    untied = import_gguf(path, tmp_path / "untied")
    tied = import_gguf(path, tmp_path / "tied", tie_embeddings=True)
    assert untied["tie_word_embeddings"] is False and tied["tie_word_embeddings"] is True
    shapes = safetensors_shapes(tmp_path / "tied")
    assert not any(k.startswith("lm_head") for k in shapes)
    assert tied["quantization"]["model.embed_tokens"]["bits"] == 8  # the finer (Q8_0) copy is the one kept
    assert (tmp_path / "tied" / "model.safetensors").stat().st_size < (
        tmp_path / "untied" / "model.safetensors"
    ).stat().st_size
    tokens = mx.array([[1, 40, 41, 42, 43]])
    a = np.array(load_model(tmp_path / "untied", weights="dense").model(tokens)[0, -1])
    b = np.array(load_model(tmp_path / "tied", weights="dense").model(tokens)[0, -1])
    np.testing.assert_allclose(b, a, atol=0.05 * np.abs(a).max())  # same output layer; embeddings within a Q5_0 step
    other = import_gguf(tiny_qwen2, tmp_path / "other", tie_embeddings=True)  # an unrelated output stays apart
    assert other["tie_word_embeddings"] is False


def test_tokenizer_and_chat_template(tiny_qwen2, tmp_path):
    from transformers import AutoTokenizer

    import_gguf(tiny_qwen2, tmp_path / "m")
    tok = AutoTokenizer.from_pretrained(str(tmp_path / "m"))
    ids = tok.apply_chat_template([{"role": "user", "content": "hi"}], add_generation_prompt=True)
    ids = ids["input_ids"] if hasattr(ids, "keys") else ids
    assert ids[0] == 1 and ids.count(2) == 1  # <|im_start|> and <|im_end|> are single tokens
    assert tok.decode(tok.encode("hello world", add_special_tokens=False)) == "hello world"
