"""GGUF tensor blocks -> MLX affine quantized arrays (group size 32), repacked exactly.

Each ggml block type stores integers q and, per group of 32 weights, numbers that map them back to floats.
Where that map is affine (w = scale * q + bias) the bits move over unchanged:

| ggml | MLX bits | scale, bias | exact? |
|---|---|---|---|
| Q4_0 | 4 | d, -8d (float16) | yes |
| Q4_1 | 4 | d, m (float16) | yes |
| Q5_0 | 5 | d, -16d (float16) | yes |
| Q5_1 | 5 | d, m (float16) | yes |
| Q8_0 | 8 | d, -128d (float16) | yes |
| Q4_K | 4 | d*sc, -dmin*m (float32, the products are not float16-exact) | yes |
| Q5_K | 5 | d*sc, -dmin*m (float32) | yes |
| Q6_K | 6 or 8 | see _q6_k | no: Q6_K scales 16-weight halves, MLX's smallest group is 32 |
| F32, F16, BF16 | unquantized | | yes |

Nothing is dequantized and re-quantized to 4 bits (that loses ~8% relative weight accuracy).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from gguf import GGMLQuantizationType as Q
from gguf.quants import dequantize

GROUP = 32
_ROWS = 4096


@dataclass(slots=True)
class QuantizedTensor:
    """An MLX affine-quantized matrix: `weight` packs `bits`-bit integers into uint32, low bits first."""

    weight: np.ndarray  # uint32 [rows, cols * bits / 32]
    scales: np.ndarray  # [rows, cols / 32]
    biases: np.ndarray  # [rows, cols / 32]
    bits: int


def pack(q: np.ndarray, bits: int) -> np.ndarray:
    """Pack unsigned integers [rows, cols] (each < 2**bits) into uint32 words the way mx.quantize does: one
    little-endian bit stream per row, value i in bits [i*bits, (i+1)*bits) (for 3, 5 and 6 bits too)."""
    rows, cols = q.shape
    if 32 % bits == 0:
        per_word = 32 // bits
        words = q.astype(np.uint32).reshape(rows, -1, per_word)
        shifts = (np.arange(per_word, dtype=np.uint32) * bits).astype(np.uint32)
        return np.bitwise_or.reduce(words << shifts, axis=-1)
    out = np.empty((rows, cols * bits // 32), dtype=np.uint32)
    shifts = np.arange(bits, dtype=np.uint8)
    for r in range(0, rows, _ROWS):  # in slices: the bit array takes a byte per bit
        stream = ((q[r : r + _ROWS, :, None] >> shifts) & 1).astype(np.uint8).reshape(-1, cols * bits)
        out[r : r + _ROWS] = np.packbits(stream, axis=-1, bitorder="little").view("<u4")
    return out


def unpack(weight: np.ndarray, bits: int) -> np.ndarray:
    rows = weight.shape[0]
    if 32 % bits == 0:
        per_word = 32 // bits
        shifts = (np.arange(per_word, dtype=np.uint32) * bits).astype(np.uint32)
        mask = np.uint32((1 << bits) - 1)
        return ((weight[..., None] >> shifts) & mask).reshape(rows, -1).astype(np.uint8)
    cols = weight.shape[1] * 32 // bits
    stream = np.unpackbits(np.ascontiguousarray(weight).astype("<u4").view(np.uint8), axis=-1, bitorder="little")
    place = (1 << np.arange(bits)).astype(np.uint8)
    return (stream.reshape(rows, cols, bits) * place).sum(axis=-1, dtype=np.uint16).astype(np.uint8)


def _half(blocks: np.ndarray, start: int) -> np.ndarray:
    """The float16 at byte `start` of every block, as [rows, blocks]."""
    return np.ascontiguousarray(blocks[..., start : start + 2]).view(np.float16)[..., 0]


def _blocks(raw: np.ndarray, block_bytes: int) -> np.ndarray:
    return raw.reshape(raw.shape[0], -1, block_bytes)


def _nibbles(qs: np.ndarray) -> np.ndarray:
    """16 bytes -> 32 values: low nibbles are elements 0..15, high nibbles 16..31 (ggml's order)."""
    return np.concatenate([qs & 0x0F, qs >> 4], axis=-1)


def _flat(values: np.ndarray) -> np.ndarray:
    return values.reshape(values.shape[0], -1)


def _q4_0(raw: np.ndarray) -> QuantizedTensor:
    b = _blocks(raw, 18)
    d = _half(b, 0)
    q = _nibbles(b[..., 2:18])
    return QuantizedTensor(pack(_flat(q), 4), d, d * np.float16(-8), 4)


def _q4_1(raw: np.ndarray) -> QuantizedTensor:
    b = _blocks(raw, 20)
    q = _nibbles(b[..., 4:20])
    return QuantizedTensor(pack(_flat(q), 4), _half(b, 0), _half(b, 2), 4)


def _high_bits(qh: np.ndarray) -> np.ndarray:
    """4 bytes per block -> the 5th bit of each of its 32 elements (bit j is element j's)."""
    qh = np.ascontiguousarray(qh).view(np.uint32)  # [rows, blocks, 1]
    return ((qh >> np.arange(32, dtype=np.uint32)) & 1).astype(np.uint8)


def _q5_0(raw: np.ndarray) -> QuantizedTensor:
    b = _blocks(raw, 22)
    d = _half(b, 0)
    q = _nibbles(b[..., 6:22]) | (_high_bits(b[..., 2:6]) << 4)
    return QuantizedTensor(pack(_flat(q), 5), d, d * np.float16(-16), 5)


def _q5_1(raw: np.ndarray) -> QuantizedTensor:
    b = _blocks(raw, 24)
    q = _nibbles(b[..., 8:24]) | (_high_bits(b[..., 4:8]) << 4)
    return QuantizedTensor(pack(_flat(q), 5), _half(b, 0), _half(b, 2), 5)


def _q8_0(raw: np.ndarray) -> QuantizedTensor:
    b = _blocks(raw, 34)
    d = _half(b, 0)
    q = (b[..., 2:34].view(np.int8).astype(np.int16) + 128).astype(np.uint8)
    return QuantizedTensor(pack(_flat(q), 8), d, d * np.float16(-128), 8)


def _k_scale_min(s: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Q4_K/Q5_K's 12 bytes -> 8 six-bit scales and 8 six-bit mins (ggml's get_scale_min_k4)."""
    sc = np.concatenate([s[..., 0:4] & 63, (s[..., 8:12] & 0x0F) | ((s[..., 0:4] >> 6) << 4)], axis=-1)
    mn = np.concatenate([s[..., 4:8] & 63, (s[..., 8:12] >> 4) | ((s[..., 4:8] >> 6) << 4)], axis=-1)
    return sc, mn


def _q4_k(raw: np.ndarray) -> QuantizedTensor:
    b = _blocks(raw, 144)
    d = _half(b, 0).astype(np.float32)[..., None]
    dmin = _half(b, 2).astype(np.float32)[..., None]
    sc, mn = _k_scale_min(b[..., 4:16])
    qs = b[..., 16:144].reshape(*b.shape[:2], 4, 32)  # 4 chunks of 64 weights: low nibbles, then high
    q = np.stack([qs & 0x0F, qs >> 4], axis=3)  # [rows, blocks, 4, 2, 32]
    scales = d * sc.astype(np.float32)
    biases = -(dmin * mn.astype(np.float32))
    return QuantizedTensor(pack(_flat(q), 4), _flat(scales), _flat(biases), 4)


def _q5_k(raw: np.ndarray) -> QuantizedTensor:
    b = _blocks(raw, 176)
    d = _half(b, 0).astype(np.float32)[..., None]
    dmin = _half(b, 2).astype(np.float32)[..., None]
    sc, mn = _k_scale_min(b[..., 4:16])
    qh = b[..., 16:48]  # byte l holds the 5th bit of element l of each of the 8 sub-blocks (bit j: sub-block j)
    high = ((qh[..., None, :] >> np.arange(8, dtype=np.uint8)[:, None]) & 1).astype(np.uint8)  # [rows, blocks, 8, 32]
    qs = b[..., 48:176].reshape(*b.shape[:2], 4, 32)
    low = np.stack([qs & 0x0F, qs >> 4], axis=3).reshape(*b.shape[:2], 8, 32)
    scales = d * sc.astype(np.float32)
    biases = -(dmin * mn.astype(np.float32))
    return QuantizedTensor(pack(_flat(low | (high << 4)), 5), _flat(scales), _flat(biases), 5)


def requantize_8bit(values: np.ndarray) -> QuantizedTensor:
    """Float32 [rows, cols] -> 8-bit affine groups of 32 spanning each group's min..max."""
    g = values.reshape(values.shape[0], -1, GROUP).astype(np.float32)
    lo, hi = g.min(axis=-1), g.max(axis=-1)
    scale = (hi - lo) / 255.0
    safe = np.where(scale > 0, scale, 1.0)
    q = np.clip(np.rint((g - lo[..., None]) / safe[..., None]), 0, 255).astype(np.uint8)
    return QuantizedTensor(pack(_flat(q), 8), scale.astype(np.float32), lo.astype(np.float32), 8)


def _q6_k(raw: np.ndarray) -> QuantizedTensor:
    """Q6_K scales each 16 weights (w = d * sc * (q - 32), sc a signed byte); an MLX group of 32 has one scale,
    so Q6_K has no exact MLX form. The smallest that keeps every weight within half its own Q6_K step:
    6 bits on the coarser of each group's two scales when that holds (where the two scales agree), else 8
    bits spanning each group's range (within half a step for ~99.9% of weights; 6 bits manage ~40%)."""
    b = _blocks(raw, 210)
    rows, blocks = b.shape[:2]
    d = _half(b, 208).astype(np.float32)
    sc = b[..., 192:208].view(np.int8).astype(np.float32)  # [rows, blocks, 16]
    ql, qh = b[..., 0:128].reshape(rows, blocks, 2, 64), b[..., 128:192].reshape(rows, blocks, 2, 32)
    lo = np.stack([ql[..., 0:32] & 0x0F, ql[..., 32:64] & 0x0F, ql[..., 0:32] >> 4, ql[..., 32:64] >> 4], axis=3)
    hi = np.stack([(qh >> s) & 3 for s in (0, 2, 4, 6)], axis=3)  # [rows, blocks, 2 halves, 4 quarters, 32]
    q = (lo | (hi << 4)).astype(np.float32).reshape(rows, blocks, 8, 2, 16) - 32  # 8 groups of 2 x 16 per block
    step = d[..., None, None, None] * sc.reshape(rows, blocks, 8, 2)[..., None]  # [rows, blocks, 8, 2, 1]
    values = q * step
    scale = np.where(np.abs(step[..., 0, :]) >= np.abs(step[..., 1, :]), step[..., 0, :], step[..., 1, :])
    safe = np.where(scale != 0, scale, 1.0)[..., None, :]
    q6 = np.clip(np.rint(values / safe) + 32, 0, 63)
    if np.all(np.abs((q6 - 32) * scale[..., None, :] - values) <= np.abs(step) / 2):
        scale = _flat(scale[..., 0])
        return QuantizedTensor(pack(_flat(q6.astype(np.uint8)), 6), scale, -32 * scale, 6)
    return requantize_8bit(_flat(values))


REPACKERS = {
    Q.Q4_0: _q4_0,
    Q.Q4_1: _q4_1,
    Q.Q5_0: _q5_0,
    Q.Q5_1: _q5_1,
    Q.Q8_0: _q8_0,
    Q.Q4_K: _q4_k,
    Q.Q5_K: _q5_k,
    Q.Q6_K: _q6_k,
}
FLOAT_TYPES = {Q.F32, Q.F16, Q.BF16}
SUPPORTED = sorted(t.name for t in [*REPACKERS, *FLOAT_TYPES])


def convert(raw: np.ndarray, qtype: Q) -> QuantizedTensor | np.ndarray:
    """One GGUF tensor's data (as GGUFReader gives it) -> QuantizedTensor or a float array."""
    if qtype in REPACKERS:
        return REPACKERS[qtype](np.asarray(raw, dtype=np.uint8))
    if qtype == Q.BF16:
        return dequantize(raw, qtype)
    if qtype in FLOAT_TYPES:
        return np.asarray(raw)
    raise ValueError(f"tensor type {qtype.name} is not supported (supported: {', '.join(SUPPORTED)})")


def dequantized(t: QuantizedTensor) -> np.ndarray:
    """float32 values of a QuantizedTensor, for tests and reports: scale * q + bias per group."""
    q = unpack(t.weight, t.bits).astype(np.float32)
    rows = q.shape[0]
    q = q.reshape(rows, -1, GROUP)
    out = q * t.scales.astype(np.float32)[..., None] + t.biases.astype(np.float32)[..., None]
    return out.reshape(rows, -1)


def unpermute_rows(x: np.ndarray, n_head: int) -> np.ndarray:
    """Undo llama.cpp's Q/K row permutation (for interleaved RoPE) so the standard HF layout comes back.

    Rows are independent in every quantized format, so this is exact on packed weights, scales and biases.
    """
    rows = x.shape[0]
    return x.reshape(n_head, rows // n_head // 2, 2, *x.shape[1:]).swapaxes(1, 2).reshape(x.shape)


def _steps(t: QuantizedTensor | np.ndarray) -> np.ndarray | float:
    if isinstance(t, QuantizedTensor):
        return np.repeat(np.abs(t.scales.astype(np.float32)), GROUP, axis=1)
    return 0.0


def same_weights(a: QuantizedTensor | np.ndarray, b: QuantizedTensor | np.ndarray) -> bool:
    """Whether two tensors are one matrix quantized twice: every weight within a step of each form (a
    rounding plus a clamp at the grid's end). llama.cpp writes a tied embedding that way, as token_embd and
    as output (with more bits)."""
    va = dequantized(a) if isinstance(a, QuantizedTensor) else np.asarray(a, dtype=np.float32)
    vb = dequantized(b) if isinstance(b, QuantizedTensor) else np.asarray(b, dtype=np.float32)
    if va.shape != vb.shape:
        return False
    tolerance = _steps(a) + _steps(b)
    return bool(np.all(np.abs(va - vb) <= tolerance * 1.001 + 1e-7))


def step_size(t: QuantizedTensor | np.ndarray) -> float:
    """The mean quantization step (0 for a float tensor): which of two forms of a matrix is the finer."""
    return float(np.mean(np.abs(t.scales.astype(np.float32)))) if isinstance(t, QuantizedTensor) else 0.0
