"""Atomic file writes: a temp file beside the target, fsync, rename, fsync of the folder.

A crash, a kill -9 or a full disk during the write leaves either the old file or the new one, never half
of one. Every file macllm writes and later reads back goes through here (manifests, sessions, caches).
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

from macllm.errors import MacllmError


def _fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError):  # not every filesystem lets a directory be opened or synced
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


@contextlib.contextmanager
def replacing(path: Path):
    """Yields a temp path beside `path`; when the block ends without error it becomes `path` atomically.

    For writers that need a file name (safetensors, SQLite exports); on an error the temp file is removed.
    The temp name keeps the target's suffix, since some writers (mx.save_safetensors) add theirs otherwise.
    """
    path = Path(path)
    tmp = path.with_name(f".{path.stem}.{os.getpid()}.tmp{path.suffix}")
    try:
        yield tmp
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    _fsync_dir(path.parent)


@contextlib.contextmanager
def staged_folder(
    final: Path,
    staging: Path,
    aside: Path | None = None,
    remove_aside: Callable[[Path], None] = shutil.rmtree,
    write_failed: Callable[[str], str] | None = None,
) -> Iterator[Path]:
    """Yields `staging`, a new empty folder, to fill; when the block ends without error it is renamed to
    `final`, so a folder (a pulled model, a quantized one) is there whole or not at all. An existing `final`
    first steps aside to `aside` (which `remove_aside` then deletes); without `aside` it must not exist. On
    any error the staging folder is removed. `write_failed(why)` makes the message of the MacllmError raised
    for a failed write (an OSError, or MLX's RuntimeError about a write) instead of the bare error.

    Name `staging` (and `aside`) '...-PID' beside `final`, so that left_by_dead finds what a killed run left."""
    final, staging = Path(final), Path(staging)
    shutil.rmtree(staging, ignore_errors=True)
    try:
        staging.mkdir(parents=True)
        yield staging
        if aside is not None and (final.exists() or final.is_symlink()):
            os.replace(final, aside)
            os.replace(staging, final)
            remove_aside(aside)
        else:
            os.replace(staging, final)
    except (OSError, RuntimeError) as e:
        if write_failed is None or (isinstance(e, RuntimeError) and "write" not in str(e).lower()):
            raise
        raise MacllmError(write_failed(getattr(e, "strerror", None) or str(e))) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def left_by_dead(folder: Path, pattern: str) -> list[Path]:
    """The entries of `folder` matching `pattern` whose name ends in '-PID' of a process no longer running:
    what pulls and quantize runs killed outright (kill -9, power loss) left behind. A name with no PID has
    no live owner either."""
    out = []
    for p in Path(folder).glob(pattern):
        pid = p.name.rsplit("-", 1)[-1]
        if not (pid.isdigit() and pid_alive(int(pid))):
            out.append(p)
    return out


def remove_stale_temps(folder: Path) -> int:
    """Delete the temp files that writers killed outright (kill -9, power loss) left in `folder`."""
    n = 0
    for p in Path(folder).glob(".*.tmp*"):
        parts = p.name.split(".")
        pid = next((parts[i - 1] for i, part in enumerate(parts) if part == "tmp" and i > 0), "")
        if pid.isdigit() and not pid_alive(int(pid)):
            p.unlink(missing_ok=True)
            n += 1
    return n


def write_bytes(path: Path, data: bytes) -> None:
    with replacing(path) as tmp:
        with open(tmp, "wb") as f:
            f.write(data)


def write_text(path: Path, text: str) -> None:
    write_bytes(path, text.encode("utf-8"))
