"""native_heap.probe: malloc's heap and the kernel's view of the process on glibc; 'not available' elsewhere."""

import sys

import pytest

from macllm import native_heap

glibc = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallinfo2 is Linux only")


@glibc
def test_the_probe_gives_mallocs_heap_and_smaps_on_linux():
    before = native_heap.probe()
    held = [bytearray(64 * 1024) for _ in range(64)]  # 4 MiB in 64 KiB blocks: below the mmap threshold
    during = native_heap.probe()
    assert before["available"] and during["available"]
    for key in ("arena_bytes", "mmap_bytes", "in_use_bytes", "free_held_bytes", "keepcost_bytes"):
        assert isinstance(during[key], int) and during[key] >= 0, key
    assert during["arenas"] >= 1
    assert during["rss_bytes"] >= during["anonymous_bytes"] > 0 and during["private_dirty_bytes"] > 0
    in_heap = during["in_use_bytes"] + during["mmap_bytes"] - before["in_use_bytes"] - before["mmap_bytes"]
    assert in_heap >= 4 * 1024 * 1024  # the 4 MiB are malloc's, in its heap or in blocks of their own
    del held
    assert isinstance(native_heap.trim(), bool)


def test_off_glibc_the_probe_says_not_available(monkeypatch):
    monkeypatch.setattr(native_heap, "_libc", False)  # as on macOS: no glibc found
    assert native_heap.probe() == {
        "available": False,
        "reason": "not available: no glibc mallinfo2 (macOS, musl or glibc < 2.33)",
    }
    assert native_heap.trim() is False and native_heap.malloc_info_xml() is None


def test_smaps_rollup_reads_the_three_figures(tmp_path):
    path = tmp_path / "smaps_rollup"
    path.write_text(
        "55a0-7ffd ---p 00000000 00:00 0  [rollup]\nRss:  2048 kB\nPrivate_Dirty:  512 kB\nAnonymous: 1024 kB\n"
    )
    assert native_heap.smaps_rollup(path) == {
        "rss_bytes": 2048 * 1024,
        "private_dirty_bytes": 512 * 1024,
        "anonymous_bytes": 1024 * 1024,
    }
    assert native_heap.smaps_rollup(tmp_path / "missing") == {}
