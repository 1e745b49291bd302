"""What the process holds outside MLX's own figures: glibc malloc's heap (mallinfo2, its arenas from malloc_info)
and the kernel's view of the process's memory (/proc/self/smaps_rollup), for /health/memory and scripts/soak.

MLX's CPU backend, numpy and Python's objects take their memory from malloc (and Python's small objects from
its own mmapped arenas): a server's RSS beyond MLX's active memory is this heap, those arenas, the libraries'
pages and the thread stacks. `probe()` says which of them moves. Only on glibc (Linux): elsewhere (macOS, musl)
it answers {"available": False, "reason": ...} and never raises.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import re
import sys
from pathlib import Path

_FIELDS = ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")
_SMAPS = {"Rss": "rss_bytes", "Anonymous": "anonymous_bytes", "Private_Dirty": "private_dirty_bytes"}
_libc = None  # ctypes.CDLL, False when there is no glibc


class _Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in _FIELDS]


def _glibc():
    global _libc
    if _libc is None:
        _libc = False
        if sys.platform.startswith("linux"):
            try:
                libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                libc.mallinfo2.restype = _Mallinfo2  # glibc 2.33 and later
                libc.malloc_trim.argtypes, libc.malloc_trim.restype = [ctypes.c_size_t], ctypes.c_int
                libc.malloc_info.argtypes, libc.malloc_info.restype = [ctypes.c_int, ctypes.c_void_p], ctypes.c_int
                libc.open_memstream.restype = ctypes.c_void_p
                libc.open_memstream.argtypes = [ctypes.POINTER(ctypes.c_char_p), ctypes.POINTER(ctypes.c_size_t)]
                libc.fclose.argtypes = [ctypes.c_void_p]
                libc.free.argtypes = [ctypes.c_void_p]
                _libc = libc
            except (OSError, AttributeError):  # musl, or a glibc before 2.33
                pass
    return _libc


def malloc_info_xml() -> str | None:
    """glibc's malloc_info(0) report (XML), None off glibc."""
    libc = _glibc()
    if not libc:
        return None
    buf, size = ctypes.c_char_p(), ctypes.c_size_t()
    stream = libc.open_memstream(ctypes.byref(buf), ctypes.byref(size))
    if not stream:
        return None
    try:
        libc.malloc_info(0, stream)
    finally:
        libc.fclose(stream)
    try:
        return ctypes.string_at(buf, size.value).decode("ascii", "replace")
    finally:
        libc.free(ctypes.cast(buf, ctypes.c_void_p))


def smaps_rollup(path: Path = Path("/proc/self/smaps_rollup")) -> dict:
    """Rss, Anonymous and Private_Dirty of the whole process, in bytes ({} where the file is missing)."""
    try:
        text = path.read_text()
    except OSError:
        return {}
    out = {}
    for line in text.splitlines():
        name, _, rest = line.partition(":")
        if name in _SMAPS and rest.split():
            out[_SMAPS[name]] = int(rest.split()[0]) * 1024
    return out


def probe() -> dict:
    """malloc's heap (bytes): `arena` taken from the system by sbrk/heaps, `mmap` in blocks of their own (hblkhd),
    `in_use` of the heap (uordblks), `free_held` freed but kept (fordblks), `keepcost` trimmable at the top; its
    arenas (malloc_info's heaps); the process's Rss, Anonymous and Private_Dirty (smaps_rollup); Python's allocated
    blocks. Off glibc: not available, with the reason."""
    libc = _glibc()
    if not libc:
        return {"available": False, "reason": "not available: no glibc mallinfo2 (macOS, musl or glibc < 2.33)"}
    info = libc.mallinfo2()
    out = {
        "available": True,
        "arena_bytes": info.arena,
        "mmap_bytes": info.hblkhd,
        "mmap_blocks": info.hblks,
        "in_use_bytes": info.uordblks,
        "free_held_bytes": info.fordblks,
        "keepcost_bytes": info.keepcost,
    }
    xml = malloc_info_xml()
    if xml is not None:
        out["arenas"] = len(re.findall(r"<heap nr=", xml))
    out.update(smaps_rollup())
    out["python_blocks"] = sys.getallocatedblocks()
    return out


def free_held() -> int | None:
    """Bytes of malloc's heap freed but held (mallinfo2's fordblks); None off glibc."""
    libc = _glibc()
    return libc.mallinfo2().fordblks if libc else None


def trim() -> bool:
    """malloc_trim(0): hand the free pages of every arena's heap back to the system (True: some were). False
    off glibc."""
    libc = _glibc()
    return bool(libc.malloc_trim(0)) if libc else False
