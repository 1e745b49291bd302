"""Large prefill chunks through dequantized weights, where this machine runs that faster.

A quantized matmul reads 4-bit weights and unpacks them inside the kernel: the right trade for decode (a few
rows, bound by memory bandwidth), not always for a prefill chunk of thousands of rows, which is bound by
arithmetic. There, dequantizing a layer's weights to the activations' dtype on the fly (one pass over the
weights, the same size for any chunk) and running the backend's dense matmul can be several times faster on
a GPU. Whether it wins depends on the backend, the layer's shape and the chunk's rows, so it is measured on
this machine, for this model's largest layer, at load (`measure`): dense is used from the smallest row count
at which it won at that count and every larger one measured, by at least WIN (and never where it lost).

The layers stay the same objects with the same parameters (the class of each plain `nn.QuantizedLinear` is
swapped for `DenseWhenLong`, its subclass), so loading, sharding, the pool's keys and decode are unchanged;
decode steps (rows below the threshold) run the quantized kernel as before. The dequantized weights of one
layer live only for its matmul: the memory plan's working space counts one such layer (memory.ModelFootprint).
MACLLM_DENSE_PREFILL=off turns it off, =N forces it from N rows.

Measured on this Linux CPU (mlx 0.32, OpenBLAS; scripts/dense_prefill_bench.py): the quantized matrix kernel
with float16 inputs is 36x slower than dequantize + float32 BLAS at 16 rows and 240x at 128 rows on a 576x1536
layer, so a model kept at 4 bits here (MACLLM_WEIGHTS=quantized, to save memory) prefills at dense speed.
"""

from __future__ import annotations

import time

import mlx.core as mx
import mlx.nn as nn

ROWS = (16, 32, 64, 128, 256, 512, 1024, 2048, 4096)  # chunk rows measured, ascending
WIN = 0.9  # dense must take at most this share of the quantized time
REPEATS = 3
FULL_LAYER_S = 0.05  # the whole layer is timed where its quantized matmul of 16 rows takes less than this
SLOW_S = 0.25  # a quantized matmul this slow ends the measurement (larger counts only take longer)


class DenseWhenLong(nn.QuantizedLinear):
    """nn.QuantizedLinear that multiplies inputs of at least `dense_min_rows` rows by its dequantized weight."""

    dense_min_rows: int = 1 << 62
    dense_dtype = None  # the dtype of the dense matmul (None: the input's)

    def __call__(self, x):
        if x.size // max(x.shape[-1], 1) < self.dense_min_rows:
            return super().__call__(x)
        return dense_matmul(self, x, self.dense_dtype)


def dense_matmul(layer: nn.QuantizedLinear, x: mx.array, dtype=None, rows: int | None = None) -> mx.array:
    """What `layer(x)` computes, through its weight dequantized to `dtype` (x's by default) and a dense matmul
    (the output cast back to x's dtype). rows: only the first `rows` output features (measurements)."""
    dtype = dtype or x.dtype
    w = mx.dequantize(
        layer["weight"][:rows],
        layer["scales"][:rows],
        None if layer.get("biases") is None else layer["biases"][:rows],
        group_size=layer.group_size,
        bits=layer.bits,
        mode=layer.mode,
        dtype=dtype,
    )
    y = x.astype(dtype) @ w.T
    if "bias" in layer:
        y = y + layer["bias"][:rows].astype(dtype)
    return y.astype(x.dtype)


def quantized_matmul(layer: nn.QuantizedLinear, x: mx.array, rows: int | None = None) -> mx.array:
    """The layer's own kernel (on its first `rows` output features)."""
    y = mx.quantized_matmul(
        x,
        layer["weight"][:rows],
        scales=layer["scales"][:rows],
        biases=None if layer.get("biases") is None else layer["biases"][:rows],
        transpose=True,
        group_size=layer.group_size,
        bits=layer.bits,
        mode=layer.mode,
    )
    if "bias" in layer:
        y = y + layer["bias"][:rows]
    return y


def quantized_layers(model: nn.Module) -> list[nn.QuantizedLinear]:
    """The model's plain quantized linear layers. Left as they are: mixture-of-experts switch layers, layers
    split over ranks (their own classes), and the output layer (only a prompt's last row reaches it, and a
    vocabulary-sized weight dequantized would be the largest working buffer by far)."""
    return [
        m
        for name, m in model.named_modules()
        if type(m) in (nn.QuantizedLinear, DenseWhenLong) and not name.endswith("lm_head")
    ]


def apply(model: nn.Module, min_rows: int | None, dtype=None) -> int:
    """Dense prefill from `min_rows` rows on, in `dtype` (None: the activations'); min_rows None: off, every
    layer back to the quantized kernel alone. Returns the number of layers affected."""
    layers = quantized_layers(model)
    for layer in layers:
        if min_rows is None:
            layer.__class__ = nn.QuantizedLinear
            vars(layer).pop("dense_min_rows", None)
            vars(layer).pop("dense_dtype", None)
        else:
            layer.__class__ = DenseWhenLong
            layer.dense_min_rows, layer.dense_dtype = int(min_rows), dtype
    return len(layers)


def largest(model: nn.Module) -> nn.QuantizedLinear | None:
    layers = quantized_layers(model)
    return max(layers, key=lambda m: m["weight"].size, default=None)


def dense_dtype():
    """The dense matmul's dtype: float32 on the CPU (its float16 matmul has no BLAS), else the activations'."""
    return mx.float32 if mx.default_device() == mx.cpu else None


def _time(fn, repeats: int = REPEATS) -> float:
    mx.eval(fn())  # kernels built for this shape
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        mx.eval(fn())
        best = min(best, time.perf_counter() - t0)
    return best


def _inputs(layer: nn.QuantizedLinear, rows: int) -> mx.array:
    in_dims = layer["weight"].shape[-1] * 32 // layer.bits
    return mx.random.normal((1, rows, in_dims)).astype(layer["scales"].dtype)


def _slice(layer: nn.QuantizedLinear) -> int | None:
    """Output features to time: all of them where that is quick (a GPU), else a share that keeps the quantized
    kernel's 16-row matmul near FULL_LAYER_S (the CPU's quantized matrix kernel is hundreds of times slower than
    its dense one; both scale with the features, so their ratio does not change)."""
    out = layer["weight"].shape[0]
    probe = min(out, 64)
    seconds = _time(lambda: quantized_matmul(layer, _inputs(layer, 16), probe), repeats=1)
    whole = seconds * out / probe
    if whole <= FULL_LAYER_S:
        return None
    return max(probe, min(out, int(out * FULL_LAYER_S / whole)))


def choose(times: dict[int, tuple[float, float]]) -> int | None:
    """The smallest measured row count from which dense won at every larger count measured (it is assumed to
    keep winning past the largest: its one pass over the weights costs the same for any rows); None: it lost at
    the largest."""
    chosen = None
    for rows in sorted(times, reverse=True):
        quantized, dense = times[rows]
        if dense > WIN * quantized:
            break
        chosen = rows
    return chosen


def measure(model: nn.Module, max_rows: int = ROWS[-1]) -> tuple[int | None, object, dict]:
    """(min_rows or None, the dense dtype, {rows: (quantized_s, dense_s)}) for the model's largest quantized
    layer, in the dtype of `dense_dtype`."""
    layer = largest(model)
    if layer is None:
        return None, None, {}
    dtype = dense_dtype()
    out = _slice(layer)
    times = {}
    for rows in ROWS:
        if rows > max_rows:
            break
        x = _inputs(layer, rows)
        times[rows] = (
            _time(lambda x=x: quantized_matmul(layer, x, out)),
            _time(lambda x=x: dense_matmul(layer, x, dtype, out)),
        )
        if times[rows][0] > SLOW_S:
            break
    return choose(times), dtype, times


def configure(model: nn.Module, max_rows: int = ROWS[-1]) -> dict:
    """Measure and apply; what was chosen, for the engine's info."""
    min_rows, dtype, times = measure(model, max_rows)
    apply(model, min_rows, dtype)
    return {
        "dense_prefill_rows": min_rows,
        "dense_prefill_speedup": {r: round(q / d, 2) for r, (q, d) in times.items()},
    }
