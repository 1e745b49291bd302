"""Quantized KV caches that can join a batch.

mlx-lm's QuantizedKVCache stores each layer's keys and values as (packed integers, scales, biases) and its
attention reads them quantized, but it has no `merge`, so a quantized request cannot join mlx-lm's
BatchGenerator, and there is no batch form of it. This module adds both: `QuantizedKVCache` (mlx-lm's, plus
`merge`) and `BatchQuantizedKVCache`, which is mlx-lm's BatchKVCache (left padding, per-row offsets, filter,
extend, extract) with every keys/values operation applied to the three arrays of the quantized form. Every
one of those operations works along the batch or the token axis, never the quantized one, so the
quantized values move unchanged; a request's cache leaves the batch exactly as it would have been alone.
"""

from __future__ import annotations

import mlx.core as mx
from mlx_lm.models.cache import BatchKVCache, dynamic_roll
from mlx_lm.models.cache import QuantizedKVCache as _MlxQuantizedKVCache


def _map(fn, x):
    return tuple(fn(a) for a in x)


class QuantizedKVCache(_MlxQuantizedKVCache):
    """mlx-lm's QuantizedKVCache, able to join a batch."""

    @classmethod
    def merge(cls, caches) -> BatchQuantizedKVCache:
        return BatchQuantizedKVCache.merge(caches)


class BatchQuantizedKVCache(BatchKVCache):
    def __init__(self, left_padding: list[int], group_size: int = 64, bits: int = 8):
        super().__init__(left_padding)
        self.group_size, self.bits = group_size, bits  # `bits` makes mlx-lm's attention read it quantized

    def _quantize(self, x):
        return mx.quantize(x, group_size=self.group_size, bits=self.bits)

    def update_and_fetch(self, keys, values):
        prev, n = self._idx, keys.shape[2]
        kq, vq = self._quantize(keys), self._quantize(values)
        if self.keys is None or prev + n > self.keys[0].shape[2]:
            steps = (self.step + n - 1) // self.step * self.step

            def grow(old, new):
                fresh = tuple(mx.zeros((*a.shape[:2], steps, a.shape[3]), dtype=a.dtype) for a in new)
                if old is None:
                    return fresh
                if prev % self.step != 0:
                    old = _map(lambda a: a[..., :prev, :], old)
                return tuple(mx.concatenate([o, f], axis=2) for o, f in zip(old, fresh))

            self.keys, self.values = grow(self.keys, kq), grow(self.values, vq)
        self.offset = self.offset + n
        self._idx += n
        for store, new in ((self.keys, kq), (self.values, vq)):
            for a, b in zip(store, new):
                a[..., prev : self._idx, :] = b
        return self.keys_and_values()

    def keys_and_values(self):
        cut = lambda a: a[..., : self._idx, :]  # noqa: E731
        return _map(cut, self.keys), _map(cut, self.values)

    def finalize(self):
        if self._right_padding is not None:
            shift = self._right_padding[:, None]
            self.keys = _map(lambda a: dynamic_roll(a, shift, axis=2), self.keys)
            self.values = _map(lambda a: dynamic_roll(a, shift, axis=2), self.values)
            self.offset = self.offset - self._right_padding
            self.left_padding += self._right_padding
            self._right_padding = None

    def filter(self, batch_indices):
        if self.keys is not None:
            self.keys = _map(lambda a: a[batch_indices], self.keys)
            self.values = _map(lambda a: a[batch_indices], self.values)
        self.offset = self.offset[batch_indices]
        self.left_padding = self.left_padding[batch_indices]
        shift = min(self.left_padding.tolist())
        if shift > 0:
            if self.keys is not None:
                self.keys = _map(lambda a: a[..., shift:, :], self.keys)
                self.values = _map(lambda a: a[..., shift:, :], self.values)
            self._idx -= shift
            self.left_padding -= shift

    def extend(self, other: BatchQuantizedKVCache):
        if self.keys is None and other.keys is None:
            self.left_padding = mx.concatenate([self.left_padding, other.left_padding])
            self.offset = mx.concatenate([self.offset, other.offset])
            return
        template = self if self.keys is not None else other
        size = max(c.keys[0].shape[2] for c in (self, other) if c.keys is not None)
        top = max(self._idx, other._idx)

        def justified(c):
            """Keys and values right-aligned at `top` in `size` slots, and the new left padding."""
            if c.keys is None:
                rows = c.offset.shape[0]
                empty = lambda like: tuple(mx.zeros((rows, a.shape[1], 0, a.shape[3]), a.dtype) for a in like)  # noqa: E731
                k, v = empty(template.keys), empty(template.values)
            else:
                k, v = c.keys, c.values
            left = top - c._idx
            right = size - k[0].shape[2] - left
            if right < 0:
                k, v = _map(lambda a: a[..., :right, :], k), _map(lambda a: a[..., :right, :], v)
                right = 0
            if left or right:
                pad = lambda a: mx.pad(a, [(0, 0), (0, 0), (left, right), (0, 0)])  # noqa: E731
                k, v = _map(pad, k), _map(pad, v)
            return k, v, c.offset, c.left_padding + left

        (k1, v1, o1, p1), (k2, v2, o2, p2) = justified(self), justified(other)
        self.keys = tuple(mx.concatenate([a, b]) for a, b in zip(k1, k2))
        self.values = tuple(mx.concatenate([a, b]) for a, b in zip(v1, v2))
        self.offset, self.left_padding = mx.concatenate([o1, o2]), mx.concatenate([p1, p2])
        self._idx = top

    def extract(self, idx: int) -> QuantizedKVCache:
        c = QuantizedKVCache(self.group_size, self.bits)
        pad = self.left_padding.tolist()[idx]
        row = lambda a: mx.contiguous(a[idx : idx + 1, :, pad : self._idx])  # noqa: E731
        c.keys, c.values = _map(row, self.keys), _map(row, self.values)
        c.offset = c.keys[0].shape[2]
        return c

    @classmethod
    def merge(cls, caches) -> BatchQuantizedKVCache:
        first = next((c for c in caches if c.keys is not None), caches[0])
        lengths = [c.offset if c.keys is not None else 0 for c in caches]
        longest = max(lengths)
        out = cls([longest - n for n in lengths], first.group_size, first.bits)
        if longest == 0:
            return out

        def stacked(parts):
            arrays = tuple(mx.zeros((len(caches), a.shape[1], longest, a.shape[3]), a.dtype) for a in parts(first))
            for i, (n, c) in enumerate(zip(lengths, caches)):
                if n:
                    for dst, src in zip(arrays, parts(c)):
                        dst[i : i + 1, :, longest - n :] = src[..., :n, :]
            return arrays

        out.keys, out.values = stacked(lambda c: c.keys), stacked(lambda c: c.values)
        out.offset += longest
        out._idx = longest
        return out

    @property
    def nbytes(self):
        if self.keys is None:
            return 0
        return sum(a.nbytes for a in (*self.keys, *self.values))
