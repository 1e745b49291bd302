"""GGUF tensor blocks -> MLX affine quantized arrays (group size 32), repacked exactly.

Each ggml block type stores integers q and, per group of 32 weights, numbers that map them back to floats.
Where that map is affine (w = scale * q + bias) the bits move over unchanged:

| ggml | MLX bits | scale, bias | exact? |
|---|---|---|---|
| Q4_0 | 4 | d, -8d (float16) | yes |
| Q4_1 | 4 | d, m (float16) | yes |
| Q5_0 | 8 | d, -16d (float16) | yes |
| Q8_0 | 8 | d, -128d (float16) | yes |
| Q4_K | 4 | d*sc, -dmin*m (float32, the products are not float16-exact) | yes |
| Q6_K | 8 | min/max of the group (float32) | no: Q6_K scales 16-weight halves, MLX's smallest group is 32; error < 1/510 of a group's range |
| F32, F16, BF16 | unquantized | | yes |

Nothing is dequantized and re-quantized to 4 bits (that loses ~8% relative weight accuracy).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from gguf import GGMLQuantizationType as Q
from gguf.quants import dequantize

GROUP = 32


@dataclass(slots=True)
class QuantizedTensor:
    """An MLX affine-quantized matrix: `weight` packs `bits`-bit integers into uint32, low bits first."""

    weight: np.ndarray  # uint32 [rows, cols * bits / 32]
    scales: np.ndarray  # [rows, cols / 32]
    biases: np.ndarray  # [rows, cols / 32]
    bits: int


def pack(q: np.ndarray, bits: int) -> np.ndarray:
    """Pack unsigned integers [rows, cols] (each < 2**bits) into uint32 words the way mx.quantize does."""
    per_word = 32 // bits
    rows = q.shape[0]
    words = q.astype(np.uint32).reshape(rows, -1, per_word)
    shifts = (np.arange(per_word, dtype=np.uint32) * bits).astype(np.uint32)
    return np.bitwise_or.reduce(words << shifts, axis=-1)


def unpack(weight: np.ndarray, bits: int) -> np.ndarray:
    per_word = 32 // bits
    shifts = (np.arange(per_word, dtype=np.uint32) * bits).astype(np.uint32)
    mask = np.uint32((1 << bits) - 1)
    return ((weight[..., None] >> shifts) & mask).reshape(weight.shape[0], -1).astype(np.uint8)


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


def _q5_0(raw: np.ndarray) -> QuantizedTensor:
    b = _blocks(raw, 22)
    d = _half(b, 0)
    qh = np.ascontiguousarray(b[..., 2:6]).view(np.uint32)  # [rows, blocks, 1]
    high = ((qh >> np.arange(32, dtype=np.uint32)) & 1).astype(np.uint8)  # bit j is element j's 5th bit
    q = _nibbles(b[..., 6:22]) | (high << 4)
    return QuantizedTensor(pack(_flat(q), 8), d, d * np.float16(-16), 8)


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


def requantize_8bit(values: np.ndarray) -> QuantizedTensor:
    """Float32 [rows, cols] -> 8-bit affine groups of 32 spanning each group's min..max."""
    g = values.reshape(values.shape[0], -1, GROUP).astype(np.float32)
    lo, hi = g.min(axis=-1), g.max(axis=-1)
    scale = (hi - lo) / 255.0
    safe = np.where(scale > 0, scale, 1.0)
    q = np.clip(np.rint((g - lo[..., None]) / safe[..., None]), 0, 255).astype(np.uint8)
    return QuantizedTensor(pack(_flat(q), 8), scale.astype(np.float32), lo.astype(np.float32), 8)


def _q6_k(raw: np.ndarray) -> QuantizedTensor:
    return requantize_8bit(dequantize(raw, Q.Q6_K))


REPACKERS = {Q.Q4_0: _q4_0, Q.Q4_1: _q4_1, Q.Q5_0: _q5_0, Q.Q8_0: _q8_0, Q.Q4_K: _q4_k, Q.Q6_K: _q6_k}
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
