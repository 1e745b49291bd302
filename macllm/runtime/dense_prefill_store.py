"""The dense-prefill choices measured on this machine (dense_prefill.py), remembered on disk so that a later load
of the same model here applies the same choice without measuring it again.

Measuring is not free: on a fresh CUDA machine every row count timed compiles its kernels first (MLX's kernel cache
is then empty), and the first measurement took 83-85 s on the llama-1b shape on the H200 (0.1 s once the kernels
were cached). One JSON file in macllm's data folder (`dense_prefill.json` under paths.home()) holds {key: entry}; a
key names everything the choice depends on: the model's weights (its folder and the fingerprint of its weight files,
as the KV pool's key), the device (`mx.default_device()`, the kind of device in `mx.device_info()`, the BLAS), MLX's
version, the rule's version (dense_prefill.RULE) and the largest row count the memory plan lets it measure. A file
that is missing, unreadable or damaged, or an entry of the wrong form, is nothing remembered: the choice is measured
again, never an error; a file that cannot be written leaves the choice for this load only. The file keeps the KEEP
entries measured last; a write holds an flock on `dense_prefill.json.lock` beside it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import time
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: writes are not locked
    fcntl = None

FILE = "dense_prefill.json"
FORMAT = 1
KEEP = 64  # entries kept, the oldest measurements dropped
# what of mx.device_info() names the kind of device (not free_memory, which moves, nor the uuid or PCI bus of
# the one card: another card of the same kind measures the same)
DEVICE_KEYS = ("device_name", "architecture", "memory_size", "total_memory")


def default_path() -> Path:
    from macllm import paths

    return paths.home() / FILE


def device_id() -> str:
    """This machine's compute device as MLX sees it, and the library versions that decide its kernels."""
    import mlx.core as mx

    from macllm.runtime import backend

    info = {}
    if hasattr(mx, "device_info"):
        try:
            info = {k: v for k, v in mx.device_info().items() if k in DEVICE_KEYS}
        except Exception:  # no device information on this backend: the device's name alone
            info = {}
    return json.dumps(
        {
            "device": str(mx.default_device()),
            "info": dict(sorted(info.items())),
            "mlx": mx.__version__,
            "blas": backend.openblas_path or "bundled",
        },
        sort_keys=True,
    )


def make_key(model_id: str, max_rows: int, rule: int, device: str | None = None) -> str:
    """The key of a choice: model_id names the weights (LoadedModel.key), max_rows is the largest row count
    measured (dense_prefill.ROWS up to the plan's largest chunk), rule the choice's version."""
    raw = json.dumps([model_id, int(max_rows), int(rule), device if device is not None else device_id()])
    return hashlib.sha256(raw.encode()).hexdigest()[:32]


def _read(path: Path | None) -> dict:
    try:
        data = json.loads(Path(path or default_path()).read_text())
    except (OSError, ValueError, UnicodeDecodeError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("choices"), dict):
        return {}
    return data["choices"]


def _valid(entry) -> bool:
    if not isinstance(entry, dict):
        return False
    rows, when, speedup = entry.get("min_rows"), entry.get("measured_at"), entry.get("speedup", {})
    return (
        (rows is None or (type(rows) is int and rows > 0))
        and type(when) in (int, float)
        and 0 <= when < 1e11
        and isinstance(speedup, dict)
        and all(isinstance(r, str) and r.isdigit() and type(v) in (int, float) for r, v in speedup.items())
    )


def recall(key: str, path: Path | None = None) -> dict | None:
    """The entry remembered under `key` ({min_rows, measured_at, speedup, probe, measure_s}), or None."""
    entry = _read(path).get(key)
    return entry if _valid(entry) else None


def remember(key: str, entry: dict, path: Path | None = None) -> bool:
    """Store `entry` under `key` (atomically: a crash leaves the old file or the new one; under an advisory lock,
    so that two loads at once keep both entries). False where the file cannot be written (the choice then holds
    for this load only)."""
    from macllm import atomic

    try:
        path = Path(path or default_path())
        path.parent.mkdir(parents=True, exist_ok=True)
        with _locked(path):
            choices = {k: v for k, v in _read(path).items() if _valid(v) and k != key}
            choices[key] = {**entry, "measured_at": entry.get("measured_at", time.time())}
            if len(choices) > KEEP:
                kept = sorted(choices, key=lambda k: choices[k]["measured_at"], reverse=True)[:KEEP]
                choices = {k: choices[k] for k in kept}
            atomic.write_text(path, json.dumps({"format": FORMAT, "choices": choices}, indent=1, sort_keys=True))
    except OSError:
        return False
    return True


@contextlib.contextmanager
def _locked(path: Path):
    """An exclusive flock on `path`'s sidecar lock file while the block reads, merges and writes (another
    process's remember() waits); no lock where fcntl is missing (Windows)."""
    if fcntl is None:
        yield
        return
    with open(path.with_name(path.name + ".lock"), "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)  # released when the file closes
        yield
