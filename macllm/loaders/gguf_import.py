"""GGUF file -> a standard MLX model folder (config.json, model.safetensors, tokenizer files).

Done once, at pull time; `mlx_lm.load` then reads the folder in seconds. Architectures: llama and qwen2.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import numpy as np
from gguf import GGUFReader, GGUFValueType

from macllm.errors import ModelFormatError
from macllm.loaders import gguf_tensors as gt
from macllm.loaders.gguf_tokenizer import build_tokenizer, eos_token_ids

SUPPORTED_ARCHITECTURES = ("llama", "qwen2")

_LAYER_NAMES = {
    "attn_q": "self_attn.q_proj",
    "attn_k": "self_attn.k_proj",
    "attn_v": "self_attn.v_proj",
    "attn_output": "self_attn.o_proj",
    "ffn_gate": "mlp.gate_proj",
    "ffn_up": "mlp.up_proj",
    "ffn_down": "mlp.down_proj",
    "attn_norm": "input_layernorm",
    "ffn_norm": "post_attention_layernorm",
}
_TOP_NAMES = {"token_embd": "model.embed_tokens", "output_norm": "model.norm", "output": "lm_head"}


def hf_name(gguf_name: str) -> str:
    """'blk.3.attn_q.weight' -> 'model.layers.3.self_attn.q_proj.weight'."""
    parts = gguf_name.split(".")
    if parts[0] == "blk":
        module = _LAYER_NAMES.get(parts[2])
        if module is None:
            raise ModelFormatError(f"unexpected tensor '{gguf_name}' in GGUF file")
        return f"model.layers.{parts[1]}.{module}.{parts[3]}"
    if parts[0] in _TOP_NAMES:
        return f"{_TOP_NAMES[parts[0]]}.{parts[1]}"
    raise ModelFormatError(f"unexpected tensor '{gguf_name}' in GGUF file")


def _value(field):
    if not field.types:
        return None
    if field.types[0] == GGUFValueType.ARRAY:
        sub = field.types[1] if len(field.types) > 1 else None
        if sub == GGUFValueType.STRING:
            return [bytes(field.parts[i]).decode("utf-8", errors="replace") for i in field.data]
        return [field.parts[i].tolist()[0] for i in field.data]
    if field.types[0] == GGUFValueType.STRING:
        return bytes(field.parts[field.data[0]]).decode("utf-8")
    return field.parts[field.data[0]].tolist()[0]


def open_gguf(path: Path) -> tuple[GGUFReader, dict]:
    """Read a GGUF file's header and metadata; a truncated or corrupt file raises ModelFormatError."""
    try:
        reader = GGUFReader(str(path))
        meta = {k: _value(f) for k, f in reader.fields.items()}
        size = os.path.getsize(path)
        for t in reader.tensors:
            if t.data_offset + t.n_bytes > size:
                raise ValueError(f"tensor {t.name} runs past the end of the file")
    except ModelFormatError:
        raise
    except Exception as e:  # the gguf package raises many kinds (ValueError, IndexError, struct errors)
        raise ModelFormatError(
            f"{path} is not a valid GGUF file (truncated or corrupt: {e}); delete it and pull the model again"
        ) from None
    return reader, meta


def make_config(meta: dict, has_output: bool) -> dict:
    arch = meta.get("general.architecture")
    if arch not in SUPPORTED_ARCHITECTURES:
        raise ModelFormatError(
            f"architecture '{arch}' is not supported; supported GGUF architectures: {', '.join(SUPPORTED_ARCHITECTURES)}"
        )

    def get(key, default=None):
        return meta.get(f"{arch}.{key}", default)

    heads = get("attention.head_count")
    hidden = get("embedding_length")
    config = {
        "model_type": arch,
        "hidden_size": hidden,
        "num_hidden_layers": get("block_count"),
        "intermediate_size": get("feed_forward_length"),
        "num_attention_heads": heads,
        "num_key_value_heads": get("attention.head_count_kv", heads),
        "head_dim": get("attention.key_length", hidden // heads),
        "rms_norm_eps": get("attention.layer_norm_rms_epsilon", 1e-6),
        "vocab_size": get("vocab_size", len(meta["tokenizer.ggml.tokens"])),
        "rope_theta": get("rope.freq_base", 10000.0),
        "max_position_embeddings": get("context_length", 4096),
        "tie_word_embeddings": not has_output,
        "rope_traditional": False,  # the importer undoes llama.cpp's Q/K permutation
        "eos_token_id": eos_token_ids(meta),
        "bos_token_id": meta.get("tokenizer.ggml.bos_token_id"),
    }
    scaling = get("rope.scaling.type")
    if scaling and scaling != "none":
        config["rope_scaling"] = {"type": scaling, "factor": get("rope.scaling.factor", 1.0)}
    if arch == "llama":
        config["attention_bias"] = False
        config["mlp_bias"] = False
    return config


def convert_tensors(reader: GGUFReader, config: dict, progress=None, tie_embeddings: bool = False) -> tuple[dict, dict]:
    """All tensors as MLX arrays under HF names, and mlx-lm's per-layer `quantization` config.

    tie_embeddings: where llama.cpp wrote a tied embedding twice (token_embd and output, one matrix at two
    bit widths), keep it once, in its finer form, and mark `config` tied: smaller, but the embedding's values
    change within a step of the coarser form, so answers can differ from the GGUF's. progress(tensor_name,
    total) is called after each tensor."""
    import mlx.core as mx

    weights, bits_of = {}, {}

    def add(name: str, value) -> None:
        heads = None
        if config["model_type"] == "llama" and name.endswith(("q_proj.weight", "k_proj.weight")):
            heads = config["num_attention_heads"] if "q_proj" in name else config["num_key_value_heads"]
        module = name.rsplit(".", 1)[0]
        if isinstance(value, gt.QuantizedTensor):
            parts = {"weight": value.weight, "scales": value.scales, "biases": value.biases}
            for key, arr in parts.items():
                arr = gt.unpermute_rows(arr, heads) if heads else arr
                weights[f"{module}.{key}"] = mx.array(arr)
            bits_of[module] = value.bits
        else:
            if heads and value.ndim == 2:
                value = gt.unpermute_rows(value, heads)
            weights[name] = mx.array(value)

    held = {}  # the two embeddings, until it is known whether they are one matrix
    for t in reader.tensors:
        try:
            value = gt.convert(t.data, t.tensor_type)
        except ValueError as e:
            raise ModelFormatError(f"{t.name}: {e}") from None
        if isinstance(value, np.ndarray):
            value = np.asarray(value).reshape([int(d) for d in reversed(t.shape)])  # ggml dims are reversed
        name = hf_name(t.name)
        if tie_embeddings and name in _EMBEDDINGS:
            held[name] = value
        else:
            add(name, value)  # each tensor goes to MLX as it comes: one numpy copy at a time
        if progress:
            progress(t.name, len(reader.tensors))
    if held:
        _tie_duplicate_embedding(held, config)
        for name, value in held.items():
            add(name, value)
    counts = Counter(bits_of.values())
    default = counts.most_common(1)[0][0] if counts else 4
    quantization = {"group_size": gt.GROUP, "bits": default}
    quantization.update({m: {"group_size": gt.GROUP, "bits": b} for m, b in sorted(bits_of.items()) if b != default})
    return weights, quantization


_EMBEDDINGS = ("model.embed_tokens.weight", "lm_head.weight")


def _tie_duplicate_embedding(converted: dict, config: dict) -> None:
    """Keep one copy of an embedding that the GGUF stores twice (see gguf_tensors.same_weights)."""
    embed, head = _EMBEDDINGS
    if embed not in converted or head not in converted or not gt.same_weights(converted[embed], converted[head]):
        return
    finer = min((converted[embed], converted[head]), key=gt.step_size)
    converted[embed] = finer
    del converted[head]
    config["tie_word_embeddings"] = True


def import_gguf(path: Path, out_dir: Path, progress=None, tie_embeddings: bool = False) -> dict:
    """Write an MLX model folder for the GGUF at `path`; returns the config written."""
    import mlx.core as mx
    from mlx_lm.utils import save_config

    reader, meta = open_gguf(path)
    names = {t.name for t in reader.tensors}
    config = make_config(meta, has_output="output.weight" in names)
    try:
        tokenizer = build_tokenizer(meta)
    except Exception as e:  # tokenizers raises plain Exception for an inconsistent vocabulary
        raise ModelFormatError(f"{path}: cannot rebuild its tokenizer from the GGUF metadata ({e})") from None
    weights, quantization = convert_tensors(reader, config, progress, tie_embeddings)
    if any(k.endswith(".scales") for k in weights):
        config["quantization"] = quantization
    out_dir.mkdir(parents=True, exist_ok=True)
    mx.save_safetensors(str(out_dir / "model.safetensors"), weights, metadata={"format": "mlx"})
    save_config(config, out_dir / "config.json")
    tokenizer.save_pretrained(str(out_dir))
    return config
