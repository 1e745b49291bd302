"""Which compute path MLX takes on this machine, decided before the first `import mlx`.

Measured on the Linux CPU backend (scripts/bench prints the figures side by side): MLX's wheel bundles a
reference BLAS, and its quantized CPU kernels are slow. Loading OpenBLAS into the process first makes MLX's
float32 matmuls use it, and then a model whose weights were dequantized to dense float32 at load prefills
~15x and decodes ~2x faster than the 4-bit kernels. On Metal and CUDA the 4-bit weights stay as they are:
on an H200 (scripts/bench_weights) packed 4-bit decoded as fast as dense float16/float32 for SmolLM2-135M
(1.01x/0.94x) and faster for a Qwen2.5-1.5B-shaped model (1.26x/1.03x), in 4-8x less memory.

`MACLLM_WEIGHTS=quantized|dense|auto` overrides the choice; `MACLLM_NO_OPENBLAS=1` skips the preload.

MLX's CUDA backend keeps its cuDNN attention plans (one per query/key shape, 37-61 ms to build on the H200,
0.2-0.75 ms to run) in an LRU of MLX_CUDA_SDPA_CACHE_SIZE entries (256 by default), and by default throws
"Cache thrashing" once a process has missed it more than twice its size over its lifetime: on the H200 raw MLX
failed at the 512th distinct prompt length, and every attention at a new shape failed after it. A server sees
more than 512 distinct lengths in an afternoon, so `cuda_defaults()` switches the check off (a miss then only
rebuilds a plan). Each cached plan holds about 2.4 MB of host memory (malloc's heap, outside MLX's figures):
measured on the H200 (scripts/cuda_host_memory.py, prefills of 500 distinct lengths, two plans each), the heap grew
2.39 GB with 1,024 plans and still rising, 340 MB with 128 and then flat, 112 MB with 32 and then flat over 1,200
lengths. That was the soak's 3.9 GB an hour on CUDA (issue 25). So the cache keeps 128 plans (about 300 MB, full
within a server's first minutes); a distinct prompt length misses it whatever its size, and the shapes that recur
(a long prompt's chunks at the same offsets) stay in it. A value the user exported is left as it is. Smaller
still was measured and not taken: 32 plans with 50 CUDA graphs (MLX_CUDA_GRAPH_CACHE_SIZE, MLX's 400 kept) held
about 500 MB less on a 1B model, but prompts of new lengths took 1.2-1.5x as long to their first token (README,
Hours under load); with 128 plans and 400 graphs the heap stopped after some 840 requests of new lengths.
"""

from __future__ import annotations

import ctypes
import glob
import importlib.metadata
import os
import socket
import sys
from pathlib import Path

import platformdirs

_OPENBLAS_GLOBS = (
    "/usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.so.0",
    "/usr/lib/aarch64-linux-gnu/openblas-pthread/libopenblas.so.0",
    "/usr/lib/*/libopenblas.so.0",
    "/usr/lib64/libopenblas*.so.0",
)

openblas_path: str | None = None


def preload_openblas() -> str | None:
    """Load OpenBLAS with global symbols so that MLX's CPU matmuls resolve to it. Linux only; idempotent."""
    global openblas_path
    if openblas_path or not sys.platform.startswith("linux") or os.environ.get("MACLLM_NO_OPENBLAS"):
        return openblas_path
    if "mlx.core" in sys.modules:  # too late: MLX already bound its BLAS symbols
        return None
    for pattern in _OPENBLAS_GLOBS:
        for path in sorted(glob.glob(pattern)):
            try:
                ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
            except OSError:
                continue
            openblas_path = path
            return path
    return None


CUDA_DEFAULTS = {"MLX_ENABLE_CACHE_THRASHING_CHECK": "0", "MLX_CUDA_SDPA_CACHE_SIZE": "128"}
KERNEL_CACHE = "MLX_PTX_CACHE_DIR"


def kernel_cache_dir() -> str | None:
    """Where MLX's CUDA build keeps the kernels it compiles in-process with NVRTC: the user's cache dir, one folder
    per MLX version and host (a kernel's file is named after the kernel alone, not its source or the GPU it was
    built for: hosts with other GPUs sharing a home over NFS must not share it). MLX's own default,
    /tmp/mlx/<version>/ptx, is emptied by every reboot where /tmp is a tmpfs, and then the first serve compiles them
    all again: on an H100 (README, Hours under load, stop 58) a 1B model's load and warm-up took 198 s instead of
    15 s, and RSS peaked at 5.3 GB instead of 2.8 GB (NVRTC's working memory). The folder holds about 20 MB. None
    where it could not be made (a read-only home): MLX's default stays."""
    try:
        version = importlib.metadata.version("mlx")
    except importlib.metadata.PackageNotFoundError:
        version = "unknown"
    folder = Path(platformdirs.user_cache_dir("macllm", appauthor=False)) / "mlx-kernels" / version
    folder = folder / (socket.gethostname() or "host")
    existing = next((p for p in (folder, *folder.parents) if p.exists()), None)
    return str(folder) if existing is not None and os.access(existing, os.W_OK) else None


def cuda_defaults() -> dict[str, str]:
    """Set MLX's CUDA knobs (CUDA_DEFAULTS; on Linux, where MLX has a CUDA build, the kernel cache's folder) that
    the user has not set, before MLX reads them (its caches read them when first built); returns the ones set.
    Harmless on the other backends, which do not read them."""
    defaults = dict(CUDA_DEFAULTS)
    if sys.platform.startswith("linux") and KERNEL_CACHE not in os.environ and (folder := kernel_cache_dir()):
        defaults[KERNEL_CACHE] = folder
    set_now = {k: v for k, v in defaults.items() if k not in os.environ}
    os.environ.update(set_now)
    return set_now


def has_cuda() -> bool:
    """MLX's CUDA backend (its build may lack the `cuda` module)."""
    import mlx.core as mx

    return hasattr(mx, "cuda") and mx.cuda.is_available()


def has_gpu() -> bool:
    """Metal or CUDA."""
    import mlx.core as mx

    return mx.metal.is_available() or has_cuda()


def weights_mode() -> str:
    """'dense' (dequantize to float32 at load) or 'quantized' (keep the packed weights)."""
    choice = os.environ.get("MACLLM_WEIGHTS", "auto")
    if choice in ("dense", "quantized"):
        return choice
    return "quantized" if has_gpu() else "dense"


def weights_mode_is_automatic() -> bool:
    """True unless MACLLM_WEIGHTS names the weights: the engine may then keep a model too large for dense
    float32 at its quantized weights instead of refusing it."""
    return os.environ.get("MACLLM_WEIGHTS", "auto") not in ("dense", "quantized")


def describe() -> str:
    import mlx.core as mx

    return f"mlx {mx.__version__}, device {mx.default_device()}, blas {openblas_path or 'bundled'}, weights {weights_mode()}"
