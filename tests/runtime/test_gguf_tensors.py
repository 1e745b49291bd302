"""GGUF blocks -> MLX affine arrays: bit-exact against the gguf package's own dequantization."""

import mlx.core as mx
import numpy as np
import pytest
from gguf import GGMLQuantizationType as Q
from gguf import GGML_QUANT_SIZES, GGUFReader
from gguf.quants import dequantize

from macllm.loaders import gguf_tensors as gt

# byte offsets of each block's float16 fields: random bytes there could be NaN or inf
HALF_FIELDS = {Q.Q4_0: [0], Q.Q4_1: [0, 2], Q.Q5_0: [0], Q.Q8_0: [0], Q.Q4_K: [0, 2], Q.Q6_K: [208]}
EXACT = [Q.Q4_0, Q.Q4_1, Q.Q5_0, Q.Q8_0, Q.Q4_K]


def random_blocks(qtype, rows=6, cols=512, seed=0):
    rng = np.random.default_rng(seed)
    block, nbytes = GGML_QUANT_SIZES[qtype]
    raw = rng.integers(0, 256, size=(rows, cols // block, nbytes), dtype=np.uint8)
    for off in HALF_FIELDS[qtype]:
        halves = rng.uniform(0.001, 0.05, size=raw.shape[:2]).astype(np.float16)
        raw[..., off : off + 2] = halves[..., None].view(np.uint8).reshape(*raw.shape[:2], 2)
    return raw.reshape(rows, -1)


@pytest.mark.parametrize("qtype", EXACT, ids=lambda q: q.name)
def test_exact_types_are_bit_exact(qtype):
    raw = random_blocks(qtype)
    packed = gt.convert(raw, qtype)
    want = dequantize(raw, qtype).reshape(raw.shape[0], -1)
    assert np.array_equal(gt.dequantized(packed), want)


@pytest.mark.parametrize("qtype", EXACT, ids=lambda q: q.name)
def test_mlx_reads_the_packing(qtype):
    """MLX's own dequantize of the repacked arrays gives the same values: the packing is MLX's."""
    raw = random_blocks(qtype, seed=1)
    t = gt.convert(raw, qtype)
    got = mx.dequantize(mx.array(t.weight), mx.array(t.scales.astype(np.float32)), mx.array(t.biases.astype(np.float32)),
                        group_size=32, bits=t.bits)
    assert np.array_equal(np.array(got), dequantize(raw, qtype).reshape(raw.shape[0], -1))


def test_q6_k_to_8bit_is_close():
    raw = random_blocks(Q.Q6_K, cols=1024)
    want = dequantize(raw, Q.Q6_K).reshape(raw.shape[0], -1)
    got = gt.dequantized(gt.convert(raw, Q.Q6_K))
    groups = want.reshape(want.shape[0], -1, 32)
    span = (groups.max(-1) - groups.min(-1))[..., None]
    err = np.abs(got.reshape(groups.shape) - groups)
    assert np.all(err <= span / 510 * (1 + 1e-4))  # half an 8-bit step of the group's range, plus float rounding


def test_pack_roundtrip():
    q = np.random.default_rng(2).integers(0, 16, size=(3, 64), dtype=np.uint8)
    assert np.array_equal(gt.unpack(gt.pack(q, 4), 4), q)
    w = mx.random.normal((8, 64))
    wq, s, b = mx.quantize(w, group_size=32, bits=4)
    assert np.array_equal(gt.pack(gt.unpack(np.array(wq), 4), 4), np.array(wq))


def test_unsupported_type_is_named():
    with pytest.raises(ValueError, match="Q2_K is not supported"):
        gt.convert(np.zeros((1, 84), np.uint8), Q.Q2_K)


def test_unpermute_inverts_llama_cpp_permute():
    rows, heads = 12, 3
    w = np.arange(rows * 4, dtype=np.float32).reshape(rows, 4)
    permuted = w.reshape(heads, 2, rows // heads // 2, 4).swapaxes(1, 2).reshape(w.shape)  # convert_hf_to_gguf.py
    assert np.array_equal(gt.unpermute_rows(permuted, heads), w)


def test_every_starter_tensor_is_exact(starter_gguf):
    reader = GGUFReader(str(starter_gguf))
    checked = 0
    for t in reader.tensors:
        value = gt.convert(t.data, t.tensor_type)
        want = dequantize(t.data, t.tensor_type)
        got = gt.dequantized(value) if isinstance(value, gt.QuantizedTensor) else np.asarray(value)
        assert np.array_equal(got.reshape(want.shape), want), t.name
        checked += 1
    assert checked == 272
