"""The memory budget: what a model needs (weights + KV cache for its context + working space) against what this
machine can give, decided before the weights are loaded.

On a Mac the weights and the KV cache share unified memory, and Metal's recommended working set is the most
the GPU should hold; elsewhere the limit is the GPU's memory (CUDA) or the RAM available now (CPU). A load
that cannot fit is refused with the numbers and what to do, never left to crash or swap. The context a model
gets by default, and the byte budget of the engine's cache pool, are sized from the same plan.

Estimates are arithmetic on the model's files and config (no MLX needed), checked in tests against the
allocations MLX reports. MACLLM_MEMORY_GB overrides the limit (a smaller share of a shared machine, tests).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, replace
from pathlib import Path

from macllm.errors import MacllmError
from macllm.runtime.prefill import ALONE_MIN, CHUNKS

GB = 1e9
MIN_CONTEXT = 512
KV_STEP = 256  # mlx-lm's caches grow in steps of 256 tokens
KV_GROUPS = {8: 64, 4: 32}  # quantized KV group sizes: mlx-lm's 64, and 32 for 4 bits, which halves its
# perplexity cost on SmolLM2-135M (+7% instead of +14% over 2k tokens) for 11% more bytes
LOGIT_ROWS = 32  # sequences a batched step samples at most (the engine's max_batch)
POOL_SHARE = 0.5  # of the headroom left after the running context; the rest stays free for other apps
POOL_FLOOR = 0.1  # of the memory, kept out of a context that is sized to fit (not one the user asks for)
CACHE_SHARE = 0.5  # of the working space: what MLX's buffer cache may keep between steps (cache_limit)


def gigabytes_setting(name: str, error: type[MacllmError] = MacllmError) -> int | None:
    """The bytes an environment setting in gigabytes (GB) asks for, None where it is unset; anything but a number
    of gigabytes at least 0 is refused with `error`, which says what the setting takes."""
    value = os.environ.get(name)
    if not value:
        return None
    try:
        gigabytes = float(value)
    except ValueError:
        gigabytes = -1.0
    if not gigabytes >= 0:  # also nan
        raise error(f"{name} must be a number of gigabytes, not '{value}'")
    return int(gigabytes * GB)


class MemoryBudgetError(MacllmError):
    """A model (with its context) does not fit in the memory this machine can give."""


@dataclass(slots=True)
class DeviceMemory:
    limit: int  # bytes a model may use
    source: str  # where the limit comes from, for messages
    wired_max: int | None = None  # Metal's recommended working set (None elsewhere)


@dataclass(slots=True)
class ModelFootprint:
    """Bytes of a model that do not depend on the context, what each token of context costs, and the working
    space of a prefill chunk, sized for the largest chunk the plan allows (`chunk`; see prefill.py)."""

    weights: int
    kv_per_token: int  # keys + values of every layer for one token
    act_per_chunk_token: int  # a prefill chunk's MLP and attention intermediates, per token of the chunk
    scores_per_chunk_token: int  # attention scores per token of the chunk, per token of context
    chunk: int = ALONE_MIN
    logits: int = 0  # the float32 logits of the rows a step samples (only a prompt's last token gets them)
    dense: int = 0  # quantized weights: one layer dequantized for a dense prefill chunk (dense_prefill.py)

    @property
    def working_base(self) -> int:
        return self.chunk * self.act_per_chunk_token + self.logits + self.dense

    @property
    def working_per_token(self) -> int:
        return self.chunk * self.scores_per_chunk_token

    def with_chunk(self, chunk: int) -> ModelFootprint:
        return replace(self, chunk=chunk)

    def kv(self, context: int) -> int:
        return self.kv_per_token * _steps(context)

    def working(self, context: int) -> int:
        """A chunk's working space at this context (no chunk is longer than the context it fills)."""
        chunk = min(self.chunk, _steps(context))
        per_token = self.act_per_chunk_token + self.scores_per_chunk_token * _steps(context)
        return chunk * per_token + self.logits + self.dense

    def total(self, context: int) -> int:
        return self.weights + self.kv(context) + self.working(context)


@dataclass(slots=True)
class MemoryPlan:
    device: DeviceMemory
    footprint: ModelFootprint
    context: int
    pool_bytes: int
    max_context: int  # the model's trained context: no request goes past it

    @property
    def max_chunk(self) -> int:
        """The largest prefill chunk the working space is sized for."""
        return self.footprint.chunk

    @property
    def total(self) -> int:
        return self.footprint.total(self.context)

    def describe(self) -> str:
        f = self.footprint
        return (
            f"weights {gb(f.weights)} + KV cache for {self.context} tokens {gb(f.kv(self.context))} + "
            f"working space for {f.chunk}-token prefill chunks {gb(f.working(self.context))} = {gb(self.total)} of "
            f"{gb(self.device.limit)} "
            f"({self.device.source}); cache pool {gb(self.pool_bytes)}"
        )


def gb(n: int | float) -> str:
    return f"{n / GB:.2f} GB"


def cache_limit(plans: list[MemoryPlan], backend_default: int) -> int:
    """The bound on MLX's buffer cache (freed buffers it keeps for reuse, outside its active memory): a share of
    the largest working space of the loaded models' plans, the room each plan keeps for a step's transients, so
    that the cache stays inside the plan instead of growing beside it (MLX's Metal and CUDA backends let it grow
    to their memory limit); never above the backend's own default (the CPU backend's 32 MB)."""
    working = max((p.footprint.working(p.context) for p in plans), default=0)
    return min(backend_default, int(working * CACHE_SHARE))


def _steps(context: int) -> int:
    return -(-context // KV_STEP) * KV_STEP


# -- the device --------------------------------------------------------------------------------------------
def device_memory(info: dict | None = None, meminfo: str | None = None) -> DeviceMemory:
    """What this machine can give a model. `info` is mx.device_info() (read here when None); `meminfo` is
    /proc/meminfo's text (for tests)."""
    override = gigabytes_setting("MACLLM_MEMORY_GB")
    if override is not None:
        return DeviceMemory(override, "MACLLM_MEMORY_GB")
    if info is None:
        import mlx.core as mx

        info = dict(mx.device_info())
    if info.get("max_recommended_working_set_size"):
        rec = int(info["max_recommended_working_set_size"])
        return DeviceMemory(rec, "Metal's recommended working set", rec)
    if info.get("total_memory") or info.get("memory_size"):  # a CUDA device
        return DeviceMemory(int(info.get("total_memory") or info["memory_size"]), "GPU memory")
    available = _mem_available(meminfo)
    return DeviceMemory(available, "RAM available now")


def _mem_available(meminfo: str | None) -> int:
    try:
        text = meminfo if meminfo is not None else Path("/proc/meminfo").read_text()
        for line in text.splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_AVPHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return 8 << 30


def wired_limit(weights: int, device: DeviceMemory) -> tuple[int | None, str]:
    """The wired limit to set for a model and a warning (mlx-lm's rule): on Metal, the recommended working set,
    so that the weights are not paged out between steps; a warning when the weights take over 90% of it."""
    if device.wired_max is None:
        return None, ""
    warning = ""
    if weights > 0.9 * device.wired_max:
        warning = (
            f"the model's weights ({gb(weights)}) are close to the most Metal should hold ({gb(device.wired_max)}); "
            "expect slow answers, or pick a smaller model"
        )
    return device.wired_max, warning


# -- the model ---------------------------------------------------------------------------------------------
def weights_bytes(path: Path, mode: str = "quantized") -> int:
    """Bytes the weights take once loaded: the files' tensors as they are ("quantized"), or every weight as
    float32 ("dense", the CPU backend's form, see model_loader)."""
    from macllm.model_store import count_parameters, safetensors_shapes

    path = Path(path)
    if mode == "dense":
        return 4 * count_parameters(path, json.loads((path / "config.json").read_text()))
    sizes = {"F32": 4, "F16": 2, "BF16": 2, "U32": 4, "I32": 4, "U16": 2, "U8": 1, "I8": 1, "I64": 8, "U64": 8}
    total = 0
    for dtype, shape in safetensors_shapes(path).values():
        n = sizes.get(dtype, 4)
        for d in shape:
            n *= int(d)
        total += n
    return total


def kv_bytes_per_token(config: dict, kv_bits: int | None, dtype_bytes: int) -> int:
    """Keys and values of every layer for one token: full precision, or `kv_bits` integers plus a float scale
    and bias per group (KV_GROUPS; mlx-lm's QuantizedKVCache)."""
    layers = int(config["num_hidden_layers"])
    heads = int(config.get("num_key_value_heads") or config["num_attention_heads"])
    size = head_dim(config)
    elements = 2 * layers * heads * size
    group = kv_group(size, kv_bits) if kv_bits else 0
    if not group:
        return elements * dtype_bytes
    return elements * kv_bits // 8 + elements // group * 2 * dtype_bytes


def kv_group(head_size: int, bits: int) -> int:
    """The quantization group for keys and values of this head size (0: too small to quantize)."""
    return next((g for g in (KV_GROUPS.get(bits, 64), 32) if head_size % g == 0), 0)


def head_dim(config: dict) -> int:
    return int(config.get("head_dim") or config["hidden_size"] // config["num_attention_heads"])


def trained_context(config: dict) -> int:
    """The context a model was trained for, from its config.json."""
    return int(config.get("max_position_embeddings") or config.get("max_seq_len") or 4096)


def footprint(path: Path, mode: str, kv_bits: int | None = None) -> ModelFootprint:
    config = json.loads((Path(path) / "config.json").read_text())
    return footprint_from_config(config, weights_bytes(path, mode), mode, kv_bits)


def footprint_from_config(config: dict, weights: int, mode: str, kv_bits: int | None = None) -> ModelFootprint:
    """A model's footprint from its config.json fields and its weights' bytes (a model not downloaded yet: the
    model picker's fit, from the catalogue's shape)."""
    dtype_bytes = 4 if mode == "dense" else 2
    hidden = int(config["hidden_size"])
    vocab = int(config.get("vocab_size") or 32000)
    inter = int(config.get("intermediate_size") or 4 * hidden)
    heads = int(config["num_attention_heads"])
    # per token of a prefill chunk: the MLP's and attention's intermediates, a few hidden states; and the attention
    # scores of each head for every token of context. A chunk's logits are never computed (MLX is lazy and only
    # the cache is evaluated) except for a prompt's last token: logits are one float32 row per sequence of a step
    act = dtype_bytes * (3 * inter + 8 * hidden)
    kv = kv_bytes_per_token(config, kv_bits, dtype_bytes)
    dense = 0 if mode == "dense" else 4 * inter * hidden  # the largest layer in float32 (the CPU's dense dtype)
    return ModelFootprint(weights, kv, act, heads * 4, logits=4 * vocab * LOGIT_ROWS, dense=dense)


def plan(
    path: Path,
    mode: str,
    context: int | None,
    max_context: int,
    kv_bits: int | None = None,
    device: DeviceMemory | None = None,
    name: str = "the model",
    extra: ModelFootprint | None = None,
    share=None,
) -> MemoryPlan:
    """The context and cache-pool budget for loading the model at `path` (with a draft model's footprint,
    `extra`); raises MemoryBudgetError with the numbers when it cannot fit. context None: the model's own
    maximum, or the longest that fits. share: footprint -> the part of it this rank holds (a model split over
    several ranks, distributed.share_of)."""
    device = device or device_memory()
    fp = footprint(path, mode, kv_bits)
    if share is not None:
        fp = share(fp)
    if extra is not None:
        fp = ModelFootprint(
            fp.weights + extra.weights,
            fp.kv_per_token + extra.kv_per_token,
            max(fp.act_per_chunk_token, extra.act_per_chunk_token),
            max(fp.scores_per_chunk_token, extra.scores_per_chunk_token),
            logits=fp.logits + extra.logits,
            dense=max(fp.dense, extra.dense),
        )
    fitting = longest_context(fp, device.limit, max_context)
    room = device.limit
    if context is None and fitting < max_context:  # sized to fit: leave the pool a tenth of the memory
        room = int(device.limit * (1 - POOL_FLOOR))
        fitting = max(min(fitting, MIN_CONTEXT), longest_context(fp, room, max_context))
    if context is not None:
        check_context(fp, device, context, max_context, name, kv_bits)
    elif fitting < MIN_CONTEXT:
        raise MemoryBudgetError(too_big(name, fp, MIN_CONTEXT, device, fitting, kv_bits))
    else:
        context = fitting
    fp = largest_chunk(fp, context, room)
    headroom = device.limit - fp.total(context)
    return MemoryPlan(device, fp, context, int(max(0, headroom) * POOL_SHARE), max_context)


def largest_chunk(fp: ModelFootprint, context: int, room: int) -> ModelFootprint:
    """The footprint with the largest prefill chunk (of prefill.CHUNKS, at least ALONE_MIN, at most the context)
    whose working space still fits `room` beside the weights and the context's KV cache. The context is sized
    first, with the smallest chunk: a longer context is worth more than a faster prefill."""
    best = fp.with_chunk(ALONE_MIN)
    for chunk in CHUNKS:
        if ALONE_MIN < chunk <= max(ALONE_MIN, context) and fp.with_chunk(chunk).total(context) <= room:
            best = fp.with_chunk(chunk)
    return best


def check_context(
    fp: ModelFootprint, device: DeviceMemory, context: int, max_context: int, name: str, kv_bits: int | None
) -> None:
    """Raise MemoryBudgetError, with the numbers, when a context someone asked for cannot be had."""
    if context > max_context:
        raise MemoryBudgetError(f"{name} was trained for contexts of up to {max_context} tokens; ask for at most that")
    if fp.total(context) > device.limit:
        raise MemoryBudgetError(
            too_big(name, fp, context, device, longest_context(fp, device.limit, max_context), kv_bits)
        )


def longest_context(fp: ModelFootprint, limit: int, max_context: int) -> int:
    """The longest context (a multiple of KV_STEP, at most max_context) whose total fits `limit`; 0 if none."""
    per_step = (fp.kv_per_token + fp.working_per_token) * KV_STEP
    spare = limit - fp.weights - fp.working_base
    if spare < per_step:
        return 0
    return min(max_context, int(spare // per_step) * KV_STEP)


def too_big(name: str, fp: ModelFootprint, context: int, device: DeviceMemory, fitting: int, kv_bits) -> str:
    needs = (
        f"{name} needs {gb(fp.total(context))} for a {context}-token context (weights {gb(fp.weights)}, "
        f"KV cache {gb(fp.kv(context))}, working space {gb(fp.working(context))}) but this machine can give "
        f"{gb(device.limit)} ({device.source})"
    )
    advice = []
    if fitting >= MIN_CONTEXT:
        advice.append(f"ask for a shorter context (--context {fitting} fits)")
    if not kv_bits or kv_bits > 4:
        advice.append("quantize the KV cache (--kv-bits 4)")
    advice.append("pick a smaller model (see 'macllm ls --available')")
    advice.append("or close other apps")
    return f"{needs}; " + ", ".join(advice)
