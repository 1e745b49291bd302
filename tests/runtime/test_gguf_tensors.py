"""GGUF blocks -> MLX affine arrays: bit-exact against the gguf package's own dequantization."""

import mlx.core as mx
import numpy as np
import pytest
from gguf import GGML_QUANT_SIZES, GGUFReader
from gguf import GGMLQuantizationType as Q
from gguf.quants import dequantize

from macllm.loaders import gguf_tensors as gt

# byte offsets of each block's float16 fields: random bytes there could be NaN or inf
HALF_FIELDS = {
    Q.Q4_0: [0],
    Q.Q4_1: [0, 2],
    Q.Q5_0: [0],
    Q.Q5_1: [0, 2],
    Q.Q8_0: [0],
    Q.Q4_K: [0, 2],
    Q.Q5_K: [0, 2],
    Q.Q6_K: [208],
}
EXACT = [Q.Q4_0, Q.Q4_1, Q.Q5_0, Q.Q5_1, Q.Q8_0, Q.Q4_K, Q.Q5_K]
BITS = {Q.Q4_0: 4, Q.Q4_1: 4, Q.Q5_0: 5, Q.Q5_1: 5, Q.Q8_0: 8, Q.Q4_K: 4, Q.Q5_K: 5}


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
    assert packed.bits == BITS[qtype]  # the smallest MLX form that holds the block exactly


@pytest.mark.parametrize("qtype", EXACT, ids=lambda q: q.name)
def test_mlx_reads_the_packing(qtype):
    """MLX's own dequantize of the repacked arrays gives the same values: the packing is MLX's."""
    raw = random_blocks(qtype, seed=1)
    t = gt.convert(raw, qtype)
    got = mx.dequantize(
        mx.array(t.weight),
        mx.array(t.scales.astype(np.float32)),
        mx.array(t.biases.astype(np.float32)),
        group_size=32,
        bits=t.bits,
    )
    assert np.array_equal(np.array(got), dequantize(raw, qtype).reshape(raw.shape[0], -1))


def q6_k_steps(raw: np.ndarray) -> np.ndarray:
    """Each weight's Q6_K step |d * scale| (scales per 16 weights)."""
    b = raw.reshape(raw.shape[0], -1, 210)
    d = np.ascontiguousarray(b[..., 208:210]).view(np.float16)[..., 0].astype(np.float32)
    return np.repeat(
        np.abs(d[..., None] * b[..., 192:208].view(np.int8).astype(np.float32)).reshape(raw.shape[0], -1), 16, 1
    )


def test_q6_k_goes_to_8bit_within_half_a_step_of_the_group_range():
    """Random Q6_K scales differ between a group's two halves: 6 bits cannot keep every weight within half its
    own step, so the tensor takes 8 bits spanning each group's range."""
    raw = random_blocks(Q.Q6_K, cols=1024).reshape(6, -1, 210)
    raw[..., 192:208] = np.random.default_rng(4).integers(20, 41, size=raw[..., 192:208].shape)  # halves within 2x
    raw = raw.reshape(6, -1)
    want = dequantize(raw, Q.Q6_K).reshape(raw.shape[0], -1)
    t = gt.convert(raw, Q.Q6_K)
    assert t.bits == 8
    groups = want.reshape(want.shape[0], -1, 32)
    span = (groups.max(-1) - groups.min(-1))[..., None]
    err = np.abs(gt.dequantized(t).reshape(groups.shape) - groups)
    assert np.all(err <= span / 510 * (1 + 1e-4))  # half an 8-bit step of the group's range, plus float rounding
    steps = q6_k_steps(raw).reshape(groups.shape)
    assert np.all(err <= steps / 2 * (1 + 1e-4))  # which here is within half of every weight's own Q6_K step


def test_q6_k_with_equal_scales_is_exact():
    raw = random_blocks(Q.Q6_K, cols=512).reshape(6, -1, 210)
    raw[..., 193:208:2] = raw[..., 192:208:2]  # both halves of every group share a scale
    raw = raw.reshape(6, -1)
    t = gt.convert(raw, Q.Q6_K)
    assert t.bits == 6 and np.array_equal(gt.dequantized(t), dequantize(raw, Q.Q6_K).reshape(6, -1))


@pytest.mark.parametrize("bits", [2, 3, 4, 5, 6, 8])
def test_pack_is_mlx_packing(bits):
    rng = np.random.default_rng(bits)
    q = rng.integers(0, 2**bits, size=(5, 96), dtype=np.uint8)
    packed = gt.pack(q, bits)
    assert np.array_equal(gt.unpack(packed, bits), q)
    ones, zeros = mx.ones((5, 3)), mx.zeros((5, 3))
    got = mx.dequantize(mx.array(packed), ones, zeros, group_size=32, bits=bits)
    assert np.array_equal(np.array(got), q.astype(np.float32))
    w = mx.random.normal((8, 64))
    wq, _, _ = mx.quantize(w, group_size=32, bits=bits)
    assert np.array_equal(gt.pack(gt.unpack(np.array(wq), bits), bits), np.array(wq))


def test_a_matrix_quantized_twice_is_recognised():
    """llama.cpp writes a tied embedding twice (e.g. Q5_0 token_embd, Q8_0 output); other pairs differ."""
    from gguf.quants import quantize

    rng = np.random.default_rng(3)
    w = rng.normal(0, 0.02, size=(16, 256)).astype(np.float32)
    five = gt.convert(quantize(w, Q.Q5_0), Q.Q5_0)
    eight = gt.convert(quantize(w, Q.Q8_0), Q.Q8_0)
    other = gt.convert(quantize(rng.normal(0, 0.02, size=w.shape).astype(np.float32), Q.Q8_0), Q.Q8_0)
    assert gt.same_weights(five, eight)
    assert not gt.same_weights(five, other)
    assert gt.step_size(eight) < gt.step_size(five)


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
