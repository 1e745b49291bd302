"""Large prefill chunks through dequantized weights, where this machine runs that faster.

A quantized matmul reads 4-bit weights and unpacks them inside the kernel: the right trade for decode (a few rows,
bound by memory bandwidth), not always for a prefill chunk of thousands of rows, which is bound by arithmetic.
There, dequantizing a layer's weights to the activations' dtype on the fly (one pass over the weights, the same size
for any chunk) and running the backend's dense matmul can be several times faster on a GPU. Whether it wins depends
on the backend, the layer's shapes and the chunk's rows, so it is measured on this machine, for this model, at load
(`measure`): a slice of the model is run both ways at each of ROWS (up to the largest chunk the memory plan allows),
in interleaved A/B pairs after a warm-up pair, and the medians decide (`choose`): dense wins a count where it took
at most WIN of the quantized time, or where it was faster at all right below a count it won by WIN (so that a count
within noise of the bar moves the choice less between loads: on the H200 the bar alone chose 2,048 / 1,024 / 2,048
rows for the qwen2.5-1.5b shape over three measurements), and it is used from halfway (geometrically) between the
smallest count from which it won at every larger count and the next smaller count measured (`threshold`: a
2,048-token prompt's one chunk has 2,047 rows, which dense from 2,048 left quantized, 0.99x, where dense from 512
gave 1.87x). The slice is one whole decoder layer with its real weights and a fresh mlx-lm cache (LayerProbe:
projections, attention and norms, as a prefill chunk runs them) where that is quick to time, else every distinct
projection shape of the layer on a share of its features (the CPU). The model's largest layer alone misled on the
H200: on the llama-1b shape it lost at every count while the whole prefill ran 2x faster dense, and its one-matmul
timings moved the choice between loads.

The layers stay the same objects with the same parameters (the class of each plain `nn.QuantizedLinear` is
swapped for `DenseWhenLong`, its subclass), so loading, sharding, the pool's keys and decode are unchanged;
decode steps (rows below the threshold) run the quantized kernel as before. The dequantized weights of one
layer live only for its matmul: the memory plan's working space counts one such layer (memory.ModelFootprint).
The choice is remembered on disk for this model on this machine (dense_prefill_store.py, `configure`): a fresh
CUDA machine compiles every kernel it times, and the first measurement took 83-85 s on the llama-1b shape on
the H200 (0.1 s after). MACLLM_DENSE_PREFILL=measure measures again, =off turns it off, =N forces it from N rows.

Measured on this Linux CPU (mlx 0.32, OpenBLAS; scripts/dense_prefill_bench.py): the quantized matrix kernel
with float16 inputs is 36x slower than dequantize + float32 BLAS at 16 rows and 240x at 128 rows on a 576x1536
layer, so a model kept at 4 bits here (MACLLM_WEIGHTS=quantized, to save memory) prefills at dense speed.
"""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass

import mlx.core as mx
import mlx.nn as nn

ROWS = (16, 64, 256, 512, 1024, 2048, 4096)  # chunk rows measured, ascending
WIN = 0.9  # dense must take at most this share of the quantized time (choose)
RULE = 2  # the choice's version: remembered choices (dense_prefill_store) of another are measured again
REPEATS = 3  # counted A/B pairs per row count, after a warm-up pair
LAYER_S = 0.02  # a whole decoder layer is timed where its quantized run of ROWS[0] rows takes at most this
SLOW_S = 0.25  # no larger count is measured where the quantized run would take longer than this


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


def dense_dtype():
    """The dense matmul's dtype: float32 on the CPU (its float16 matmul has no BLAS), else the activations'."""
    return mx.float32 if mx.default_device() == mx.cpu else None


def wall_time(fn) -> float:
    """Seconds to build and evaluate fn()'s arrays (the timer `measure` uses unless one is given)."""
    t0 = time.perf_counter()
    mx.eval(fn())
    return time.perf_counter() - t0


def decoder_layers(model: nn.Module) -> list:
    """The model's decoder layers (mlx-lm models list them as `model.layers`), those holding quantized layers."""
    layers = getattr(model, "layers", None)
    if not isinstance(layers, list):
        return []
    return [
        layer
        for layer in layers
        if isinstance(layer, nn.Module) and not isinstance(layer, nn.QuantizedLinear) and quantized_layers(layer)
    ]


class LayerProbe:
    """One decoder layer with its real weights on `rows` random hidden states and a fresh mlx-lm cache: what a
    prefill chunk runs through every layer (projections, attention, norms), through either path."""

    def __init__(self, model: nn.Module, index: int, dtype):
        self.model, self.index, self.dtype = model, index, dtype
        self.layer = model.layers[index]
        self.hidden = int(model.args.hidden_size)
        self.act_dtype = quantized_layers(self.layer)[0]["scales"].dtype
        self.x = None

    def __call__(self, rows: int, dense: bool):
        from mlx_lm.models.base import create_attention_mask
        from mlx_lm.models.cache import make_prompt_cache

        apply(self.layer, rows if dense else None, self.dtype)
        if self.x is None or self.x.shape[1] != rows:
            self.x = mx.random.normal((1, rows, self.hidden)).astype(self.act_dtype)
        cache = make_prompt_cache(self.model)[self.index]
        return self.layer(self.x, create_attention_mask(self.x, cache), cache=cache)

    def restore(self) -> None:
        apply(self.layer, None)

    def __str__(self) -> str:
        return f"decoder layer {self.index}"


class ProjectionsProbe:
    """Every distinct projection shape of one decoder layer (or of the model, where it has none) once, summed,
    each on its first `share` of output features: where a whole layer is slow to time (the CPU's quantized
    matrix kernel is hundreds of times slower than its dense one; both scale with the features, so their
    ratio does not change with the share)."""

    def __init__(self, layers: list, dtype, share: float = 1.0):
        shapes = {}
        for layer in layers:
            key = (tuple(layer["weight"].shape), layer.bits, layer.group_size, "bias" in layer)
            shapes.setdefault(key, layer)
        self.layers, self.dtype, self.share, self.x = list(shapes.values()), dtype, share, {}

    def __call__(self, rows: int, dense: bool):
        out = []
        for i, layer in enumerate(self.layers):
            if self.x.get(i) is None or self.x[i].shape[1] != rows:
                in_dims = layer["weight"].shape[-1] * 32 // layer.bits
                self.x[i] = mx.random.normal((1, rows, in_dims)).astype(layer["scales"].dtype)
            n = max(1, int(layer["weight"].shape[0] * self.share))
            out.append(
                dense_matmul(layer, self.x[i], self.dtype, n) if dense else quantized_matmul(layer, self.x[i], n)
            )
        return out

    def restore(self) -> None:
        pass

    def __str__(self) -> str:
        share = "" if self.share >= 1 else f", {self.share:.3g} of their features"
        return f"{len(self.layers)} projection shapes{share}"


def make_probe(model: nn.Module, dtype, timer=wall_time):
    """The slice of the model that `measure` times: one whole decoder layer where its quantized run of ROWS[0]
    rows is quick (a GPU), else its projections (ProjectionsProbe), sliced to about LAYER_S at ROWS[0]. The
    layer's time is told from its projections on a few of their features, four times more at each step while
    they take less than a quarter of LAYER_S (a GPU's fixed launch cost is not taken for time per feature)."""
    layers = decoder_layers(model)
    index = max(range(len(layers)), key=lambda i: _weight_size(layers[i]), default=None)
    linears = quantized_layers(layers[index]) if index is not None else quantized_layers(model)
    share = min(1.0, 64 / max(m["weight"].shape[0] for m in linears))
    while True:
        probe = ProjectionsProbe(linears, dtype, share)
        timer(lambda p=probe: p(ROWS[0], False))  # kernels built, inputs made
        seconds = statistics.median(timer(lambda p=probe: p(ROWS[0], False)) for _ in range(REPEATS))
        if share >= 1 or seconds > LAYER_S / 4:
            break
        share = min(1.0, 4 * share)
    whole = seconds / share
    if index is not None and whole <= LAYER_S and hasattr(getattr(model, "args", None), "hidden_size"):
        probe = LayerProbe(model, model.layers.index(layers[index]), dtype)
        try:
            timer(lambda: probe(ROWS[0], False))
            return probe
        except Exception:  # a layer that is not called as (x, mask, cache): its projections instead
            probe.restore()
    return ProjectionsProbe(linears, dtype, share=min(1.0, LAYER_S / max(whole, 1e-9)))


def _weight_size(module: nn.Module) -> int:
    return sum(m["weight"].size for m in quantized_layers(module))


def time_pairs(probe, rows: int, timer=wall_time, repeats: int = REPEATS) -> tuple[float, float]:
    """(quantized_s, dense_s) at `rows`: medians of `repeats` interleaved A/B pairs (the order alternating),
    after one warm-up pair, so that a slow moment of the machine falls on both paths or is outvoted."""
    timer(lambda: probe(rows, False))  # kernels built for this shape
    timer(lambda: probe(rows, True))
    quantized, dense = [], []
    for i in range(repeats):
        for use_dense in (False, True) if i % 2 == 0 else (True, False):
            seconds = timer(lambda d=use_dense: probe(rows, d))
            (dense if use_dense else quantized).append(seconds)
    return statistics.median(quantized), statistics.median(dense)


def choose(times: dict[int, tuple[float, float]]) -> int | None:
    """The smallest measured row count from which dense won at that count and every larger count measured (it
    is assumed to keep winning past the largest: its one pass over the weights costs the same for any rows);
    None: it did not win at the largest. A count is won where dense took at most WIN of the quantized time, or
    where it was faster at all right below a count it won by WIN: the margin keeps noise from choosing dense
    where its lead is not confirmed, and next to a clear win the trend confirms it (dense's lead grows with the
    rows), so that a count measured within noise of the bar does not move the choice between loads."""
    chosen, clear = None, False
    for rows in sorted(times, reverse=True):
        quantized, dense = times[rows]
        if dense <= WIN * quantized:
            clear = True
        elif clear and dense < quantized:
            clear = False
        else:
            break
        chosen = rows
    return chosen


def threshold(times: dict[int, tuple[float, float]], chosen: int | None) -> int | None:
    """The rows dense starts from: halfway (geometrically) between the count `chosen` and the next smaller count
    measured, where dense did not win; `chosen` where it is the smallest measured. The crossover lies between
    the two, and a chunk is often one row short of a measured count (a prompt's last token is held back: a
    2,048-token prompt runs one 2,047-row chunk), which dense from exactly `chosen` would leave quantized."""
    below = [r for r in times if chosen is not None and r < chosen]
    return math.isqrt(max(below) * chosen) if below else chosen


@dataclass(slots=True)
class Choice:
    """What `measure` found: dense from `min_rows` rows (None: never), in `dtype`, from `times`
    ({rows: (quantized_s, dense_s)}) of `probe` (what was timed, in words), and the seconds it took."""

    min_rows: int | None
    dtype: object
    times: dict
    probe: str
    seconds: float


def measure(model: nn.Module, max_rows: int = ROWS[-1], timer=wall_time) -> Choice:
    """Time a slice of the model (make_probe) both ways at each of ROWS up to `max_rows` (the largest chunk the
    memory plan allows) and choose from those times. A larger count is not measured where the quantized run
    would take more than SLOW_S (it grows with the rows). `timer(fn)`: seconds to run and evaluate fn()
    (tests give a stand-in). The model's layers are left on the quantized kernel."""
    t0 = time.perf_counter()
    if not quantized_layers(model):
        return Choice(None, None, {}, "no quantized layers", 0.0)
    dtype = dense_dtype()
    probe = make_probe(model, dtype, timer)
    times = {}
    try:
        for rows in ROWS:
            if rows > max_rows:
                break
            if times:
                last = max(times)
                if times[last][0] * rows / last > SLOW_S:
                    break
            times[rows] = time_pairs(probe, rows, timer)
    finally:
        probe.restore()
    return Choice(threshold(times, choose(times)), dtype, times, str(probe), time.perf_counter() - t0)


def measured_up_to(max_rows: int) -> int:
    """The largest of ROWS that `measure` times under the plan's largest chunk `max_rows` (0: none)."""
    return max((r for r in ROWS if r <= max_rows), default=0)


def configure(
    model: nn.Module,
    max_rows: int = ROWS[-1],
    timer=wall_time,
    model_id: str | None = None,
    remeasure: bool = False,
    store_path=None,
) -> dict:
    """Apply the choice remembered for this model on this machine (dense_prefill_store), else measure it, apply
    it and remember it. model_id names the weights (LoadedModel.key; None: measured and not remembered);
    remeasure: measure even where a choice is remembered. What was chosen, for the engine's info, with
    `dense_prefill`: one line saying how it was chosen."""
    from macllm.runtime import dense_prefill_store as store

    key = None
    if model_id is not None and quantized_layers(model):
        key = store.make_key(model_id, measured_up_to(max_rows), RULE)
        entry = None if remeasure else store.recall(key, store_path)
        if entry is not None:
            apply(model, entry["min_rows"], dense_dtype())
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry["measured_at"]))
            return {
                "dense_prefill_rows": entry["min_rows"],
                "dense_prefill_speedup": {int(r): v for r, v in entry.get("speedup", {}).items()},
                "dense_prefill_probe": str(entry.get("probe", "")),
                "dense_prefill_measure_s": 0.0,
                "dense_prefill": f"{_words(entry['min_rows'])}: remembered from the measurement of {when} on this "
                "machine (MACLLM_DENSE_PREFILL=measure measures again)",
            }
    choice = measure(model, max_rows, timer)
    apply(model, choice.min_rows, choice.dtype)
    speedup = {r: round(q / d, 2) for r, (q, d) in choice.times.items()}
    how = f"{_words(choice.min_rows)}: measured in {choice.seconds:.1f} s" if choice.times else "off (nothing measured)"
    if key is not None:
        entry = {"min_rows": choice.min_rows, "measured_at": time.time(), "probe": choice.probe}
        entry |= {"speedup": {str(r): v for r, v in speedup.items()}, "measure_s": round(choice.seconds, 3)}
        if not store.remember(key, entry, store_path):
            how += f" (not remembered: {store_path or store.FILE} in macllm's data folder cannot be written)"
    return {
        "dense_prefill_rows": choice.min_rows,
        "dense_prefill_speedup": speedup,
        "dense_prefill_probe": choice.probe,
        "dense_prefill_measure_s": round(choice.seconds, 3),
        "dense_prefill": how,
    }


def _words(min_rows: int | None) -> str:
    return "off (the quantized kernel was as fast)" if min_rows is None else f"dense from {min_rows} rows"
