"""The disk tier's folder held in memory: each segment file's header is read once, when the file first appears,
and the tree, the byte total and the least-recently-used order are updated as segments are written, touched and
deleted, so that a lookup, a write and an eviction cost the same with ten segments as with ten thousand.

Other processes may share the folder (the app and `macllm serve` on one data dir). A model folder's mtime is
checked on every use (one stat). When it moved and this process did not change the folder since it last listed
it, the change is another process's: the folder is listed (names only), only names not seen before have their
headers read, and files gone are dropped. When this process changed it (its own writes and deletions, which it
records as it makes them), another process's change in between would move the mtime too, so the folder is listed
again at most every `relist_ns` (1 s): under load one listing a second, not one per request, and another
process's segment is seen within a second. A listing too close to the mtime it saw (within the file system's
timestamp granularity, SETTLED_NS) is repeated once the mtime has settled. A volume whose clock is coarser than
that (HFS+, FAT, exFAT: 1-2 s; SMB) can hide another process's write in the tick of a listing taken as settled,
so a folder is also listed again when a lookup comes `refresh_ns` (30 s) after its last listing, whatever its
mtime: names only, a header read for new files alone. A file's time (the LRU order) is this process's record
of it, and is checked against the file itself before the file is deleted: one that another process used since
goes back in the queue with its new time. Engine thread only, but for `nbytes`, which any thread may read.
"""

from __future__ import annotations

import hashlib
import heapq
import itertools
import json
import os
import struct
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from macllm import atomic

FORMAT = "macllm-kv-1"
# A listing shows every change up to the mtime it saw once it came this much after it: a change within the file
# system's timestamp granularity (ext4's clock tick) after the listing would not move the mtime.
SETTLED_NS = 100_000_000
RELIST_NS = 1_000_000_000
REFRESH_NS = 30_000_000_000  # a listing is repeated after this long, even when the folder's mtime did not move


def read_header(path: Path) -> dict:
    """A safetensors file's JSON header (tensor shapes and `__metadata__`), read without loading the tensors."""
    with open(path, "rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        if n > 64 << 20:
            raise ValueError("header too large")
        return json.loads(f.read(n))


def folder_name(model_key: str) -> str:
    return hashlib.sha256(model_key.encode()).hexdigest()[:16]


@dataclass(slots=True, eq=False)
class Segment:
    id: str
    parent: str  # "" for a root
    attach: int  # tokens of the parent's own run that come before this one
    start: int  # absolute position of this segment's first token
    tokens: np.ndarray
    path: Path
    nbytes: int
    mtime_ns: int = 0
    tag: str = ""
    usable: bool = True  # False: damaged or foreign; it only counts toward the budget until evicted
    children: list = field(default_factory=list)
    # children by (attach, first token): where a prompt leaves this run, the one child that continues it
    branches: dict = field(default_factory=dict)
    repeats: list = field(default_factory=list)  # children whose first token is this run's own at their attach


@dataclass(slots=True)
class _Folder:
    seen_mtime: int | None = None  # at the last listing
    listed_at: int = 0
    own: bool = False  # this process changed the folder since it last listed it
    files: dict = field(default_factory=dict)  # file name -> Segment (usable or not)
    segs: dict = field(default_factory=dict)  # id -> usable Segment
    roots: dict = field(default_factory=dict)  # id -> usable Segment without a parent
    orphans: dict = field(default_factory=dict)  # parent id not (yet) held -> [Segment]


def _is_segment(name: str) -> bool:
    return name.startswith("seg-") and name.endswith(".safetensors")


def _mtime(path: Path) -> int | None:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None


class SegmentIndex:
    def __init__(self, root: Path):
        self.root = Path(root)
        self._folders: dict[str, _Folder] = {}
        self._root_mtime: int | None = None
        self._root_listed_at = 0
        self._heap: list = []  # (mtime_ns, n, Segment), stale entries skipped when popped
        self._n = itertools.count()
        self.nbytes = 0  # of every file held, usable or not
        self.complete = False  # every model folder under root has been looked at
        self.relist_ns = RELIST_NS
        self.refresh_ns = REFRESH_NS
        self.headers_read = self.listings = 0

    # -- keeping up with the folder --------------------------------------------------------------------
    def folder(self, name: str) -> _Folder:
        """A model folder's segments, brought up to date when its mtime moved (see the module's docstring)."""
        f = self._folders.setdefault(name, _Folder())
        path = self.root / name
        mtime, now = _mtime(path), time.time_ns()
        if mtime is not None and mtime == f.seen_mtime and now - f.listed_at < self.refresh_ns:
            if f.listed_at - mtime > SETTLED_NS or now - mtime <= SETTLED_NS:
                return f  # listed after it settled, or not settled yet
        elif f.own and now - f.listed_at < self.relist_ns:
            return f  # moved by this process's own changes, already held
        self.listings += 1
        try:
            names = os.listdir(path)
        except OSError:
            names = []
        if any(n.startswith(".") and ".tmp" in n for n in names):
            atomic.remove_stale_temps(path)
        present = {n for n in names if _is_segment(n)}
        for gone in f.files.keys() - present:
            self.remove(f.files[gone])
        for new in present - f.files.keys():
            seg = self._read(path / new)
            if seg is not None:
                self.add(seg)
        f.seen_mtime, f.listed_at, f.own = mtime, now, False
        return f

    def changed_here(self, path: Path) -> None:
        """This process wrote or deleted `path` (its change is held already)."""
        self._folders.setdefault(path.parent.name, _Folder()).own = True

    def sync_all(self) -> None:
        """Every model folder under root up to date (new folders found when root's mtime changed)."""
        mtime, now = _mtime(self.root), time.time_ns()
        stale = now - self._root_listed_at >= self.refresh_ns
        if mtime != self._root_mtime or mtime is None or now - mtime <= SETTLED_NS or stale:
            try:
                names = [n for n in os.listdir(self.root) if (self.root / n).is_dir()]
            except OSError:
                names = []
            for name in names:
                self._folders.setdefault(name, _Folder())
            self._root_mtime, self._root_listed_at = mtime, now
        for name in list(self._folders):
            self.folder(name)
        self.complete = True

    def _read(self, path: Path) -> Segment | None:
        try:
            st = path.stat()
        except OSError:
            return None
        seg_id = path.name[4:-12]
        self.headers_read += 1
        try:
            meta = read_header(path).get("__metadata__", {})
            if (
                meta.get("format") == FORMAT
                and meta.get("id") == seg_id
                and folder_name(meta["model_key"]) == path.parent.name
            ):
                tokens = np.asarray(json.loads(meta["tokens"]), dtype=np.int64)
                args = (meta["parent"], int(meta["attach"]), int(meta["start"]), tokens)
                return Segment(seg_id, *args, path, st.st_size, st.st_mtime_ns, meta.get("tag", ""))
        except (OSError, ValueError, KeyError, TypeError, struct.error):
            pass  # a damaged or foreign file only costs a recompute
        empty = np.zeros(0, dtype=np.int64)
        return Segment(seg_id, "", 0, 0, empty, path, st.st_size, st.st_mtime_ns, usable=False)

    # -- changes -------------------------------------------------------------------------------------------
    def add(self, seg: Segment) -> None:
        f = self._folders.setdefault(seg.path.parent.name, _Folder())
        if seg.path.name in f.files:
            self.remove(f.files[seg.path.name])
        f.files[seg.path.name] = seg
        self.nbytes += seg.nbytes
        self._push(seg)
        if not seg.usable:
            return
        f.segs[seg.id] = seg
        for child in f.orphans.pop(seg.id, []):
            self._link(seg, child)
        if not seg.parent:
            f.roots[seg.id] = seg
        elif seg.parent in f.segs:
            self._link(f.segs[seg.parent], seg)
        else:
            f.orphans.setdefault(seg.parent, []).append(seg)

    def remove(self, seg: Segment) -> None:
        f = self._folders.get(seg.path.parent.name)
        if f is None or f.files.get(seg.path.name) is not seg:
            return
        del f.files[seg.path.name]
        self.nbytes -= seg.nbytes
        if not seg.usable:
            return
        f.segs.pop(seg.id, None)
        f.roots.pop(seg.id, None)
        parent = f.segs.get(seg.parent)
        if parent is not None:
            parent.children.remove(seg)
            key = self._key(parent, seg)
            parent.branches[key].remove(seg)
            if not parent.branches[key]:
                del parent.branches[key]
            if seg in parent.repeats:
                parent.repeats.remove(seg)
            if not parent.children:
                self._push(parent)  # a leaf now: it may be evicted
        elif seg in f.orphans.get(seg.parent, ()):
            f.orphans[seg.parent].remove(seg)
            if not f.orphans[seg.parent]:
                del f.orphans[seg.parent]
        if seg.children:
            f.orphans.setdefault(seg.id, []).extend(seg.children)
        seg.children, seg.branches, seg.repeats = [], {}, []

    def spoil(self, seg: Segment) -> None:
        """A segment that failed to load: kept as an unusable file (its bytes count until it is evicted), with its
        tag and parent, so that forgetting its chat (or its parent's) still deletes it."""
        if self.held(seg):
            self.remove(seg)
            try:
                st = seg.path.stat()
            except OSError:
                return
            empty = np.zeros(0, dtype=np.int64)
            args = (seg.parent, seg.attach, seg.start, empty, seg.path, st.st_size, st.st_mtime_ns, seg.tag)
            self.add(Segment(seg.id, *args, usable=False))

    def touched(self, seg: Segment, mtime_ns: int) -> None:
        seg.mtime_ns = mtime_ns
        self._push(seg)

    def held(self, seg: Segment) -> bool:
        f = self._folders.get(seg.path.parent.name)
        return f is not None and f.files.get(seg.path.name) is seg

    def segments(self) -> list[Segment]:
        return [s for f in self._folders.values() for s in f.files.values()]

    @staticmethod
    def _key(parent: Segment, child: Segment) -> tuple[int, int]:
        return child.attach, int(child.tokens[0]) if len(child.tokens) else -1

    def _link(self, parent: Segment, child: Segment) -> None:
        parent.children.append(child)
        key = self._key(parent, child)
        parent.branches.setdefault(key, []).append(child)
        if key[0] < len(parent.tokens) and key[1] == int(parent.tokens[key[0]]):
            parent.repeats.append(child)

    # -- least recently used -------------------------------------------------------------------------------
    def _push(self, seg: Segment) -> None:
        heapq.heappush(self._heap, (seg.mtime_ns, next(self._n), seg))
        if len(self._heap) > 2 * sum(len(f.files) for f in self._folders.values()) + 64:
            self._heap = [(s.mtime_ns, next(self._n), s) for s in self.segments()]
            heapq.heapify(self._heap)

    def pop_oldest(self) -> Segment | None:
        """The held segment with the oldest recorded time (it leaves the queue; push it back to keep it)."""
        while self._heap:
            mtime, _, seg = heapq.heappop(self._heap)
            if seg.mtime_ns == mtime and self.held(seg):
                return seg
        return None

    def push(self, seg: Segment) -> None:
        if self.held(seg):
            self._push(seg)
