"""The pool's disk tier: KV caches as a tree of append-only segments, so a chat's cache is written once and
extended turn by turn, never rewritten, and comes back after a restart instead of being recomputed.

A segment file holds the keys and values of a run of tokens (only the tokens in use), and names its parent
segment and the point in the parent where it continues (`attach`): a chat's next turn appends a segment for
its new tokens; an edited history or another chat with the same system prompt branches off mid-segment and
shares everything before the branch. A prompt's cached prefix is the deepest path through the tree that it
matches. Files are written atomically and named by a random id, so two processes can share the folder.
Least recently used leaves (by file time) are deleted past the byte budget. The folder is held in memory
(cache_disk_index.py: each header read once, the tree, the bytes and the LRU order kept up to date), so that
what a request costs here does not grow with the segments the tier holds. Runs on the engine thread.
"""

from __future__ import annotations

import json
import os
import time
import uuid
from pathlib import Path

import numpy as np

from macllm import atomic
from macllm.runtime.cache_disk_index import FORMAT, Segment, SegmentIndex, folder_name, read_header

__all__ = ["DEFAULT_BUDGET_BYTES", "FORMAT", "DiskTier", "Segment", "disk_budget", "read_header"]

DEFAULT_BUDGET_BYTES = 4 << 30


def disk_budget() -> int:
    """The disk tier's byte budget: MACLLM_DISK_GB gigabytes where it is set (0: no disk tier, caches that leave
    memory are dropped and recomputed), else DEFAULT_BUDGET_BYTES."""
    from macllm.runtime.memory import gigabytes_setting

    budget = gigabytes_setting("MACLLM_DISK_GB")
    return DEFAULT_BUDGET_BYTES if budget is None else budget


def _common(a: np.ndarray, b: np.ndarray) -> int:
    n = min(len(a), len(b))
    diff = np.flatnonzero(a[:n] != b[:n])
    return int(diff[0]) if len(diff) else n


class DiskTier:
    def __init__(self, root: Path, budget_bytes: int = DEFAULT_BUDGET_BYTES):
        self.root = Path(root)
        self.budget_bytes = budget_bytes
        self.index = SegmentIndex(self.root)  # the folder in memory (cache_disk_index.py)
        self.writes = self.loads = 0
        self.bytes_written = 0

    def reload(self) -> None:
        """Forget the folder as held in memory: the next use reads every header again (after the folder was
        replaced behind the tier's back, within the file system's mtime granularity)."""
        self.index = SegmentIndex(self.root)

    def folder(self, model_key: str) -> Path:
        return self.root / folder_name(model_key)

    def segments(self, model_key: str) -> dict[str, Segment]:
        """The model's usable segments by id, brought up to date when another process (or this one) changed
        its folder: only files not seen before have their headers read."""
        return self.index.folder(folder_name(model_key)).segs

    def match(self, model_key: str, tokens, limit: int | None = None) -> tuple[list[tuple[Segment, int]], int]:
        """The deepest path of segments that `tokens` follows: [(segment, tokens used from it)], and the length.
        From a segment it follows only the children that start with the prompt's next token where the prompt
        leaves the segment (its `branches`), and any child that repeats the segment's own token at its
        attach point (written by two processes at once): the others cannot match a single token."""
        query = np.asarray(tokens, dtype=np.int64)
        limit = len(query) if limit is None else min(limit, len(query))
        roots = self.index.folder(folder_name(model_key)).roots
        best: tuple[list, int] = ([], 0)
        stack = [(s, []) for s in roots.values()]
        while stack:
            seg, path = stack.pop()
            used = min(_common(seg.tokens, query[seg.start :]), limit - seg.start)
            if used <= 0:
                continue
            if seg.start + used > best[1]:
                best = (path + [(seg, used)], seg.start + used)
            end = seg.start + used
            if not seg.children or end >= limit:
                continue
            nexts = list(seg.branches.get((used, int(query[end])), ()))
            nexts += [c for c in seg.repeats if 0 < c.attach < used]
            stack += [(child, path + [(seg, child.attach)]) for child in nexts]
        return best

    def fetch(self, model_key: str, tokens, limit: int, better_than: int = 0):
        """(cache, tokens reused) from disk when the tier holds more than `better_than` tokens of the prefix."""
        pieces, n = self.match(model_key, tokens, limit)
        if n <= better_than:
            return None
        return self._load(pieces, better_than)

    def _load(self, pieces: list[tuple[Segment, int]], better_than: int):
        """The path's pieces loaded one by one: the first that fails ends it, and the intact prefix before it is
        returned as (cache, tokens) if it is longer than `better_than`. A vanished file leaves the index; a
        damaged one is kept as unusable (it costs a recompute once): the healthy pieces stay usable."""
        import mlx.core as mx
        from mlx_lm.models.cache import KVCache

        from macllm.runtime.kv_quant import QuantizedKVCache

        loaded, quant = [], None
        for seg, used in pieces:
            try:
                arrays, meta = mx.load(str(seg.path), return_metadata=True)
                if not loaded:
                    quant = json.loads(meta.get("kv_quant", "null"))
                elif arrays.keys() != loaded[0][1].keys():
                    raise ValueError("a piece of another layout")
            except Exception:  # deleted by another process, or damaged: recompute from here
                if os.path.exists(seg.path):
                    self.index.spoil(seg)
                else:
                    self.index.remove(seg)
                break
            loaded.append((seg, arrays, used))
        n = loaded[-1][0].start + loaded[-1][2] if loaded else 0
        if n <= better_than:
            return None
        parts = [(arrays, used) for _, arrays, used in loaded]
        names = [".0", ".1", ".2"] if quant else [""]
        layers = len({k.split(".")[1] for k in parts[0][0] if k.startswith("k.")})

        def joined(kind: str, i: int):
            runs = [[d[f"{kind}.{i}{n}"][..., :used, :] for n in names] for d, used in parts]
            arrays = [r[0] if len(r) == 1 else mx.concatenate(r, axis=2) for r in zip(*runs)]
            return tuple(arrays) if quant else arrays[0]

        cache = []
        for i in range(layers):
            c = QuantizedKVCache(quant["group_size"], quant["bits"]) if quant else KVCache()
            c.keys, c.values = joined("k", i), joined("v", i)
            c.offset = (c.keys[0] if quant else c.keys).shape[2]
            cache.append(c)
        mx.eval([c.state for c in cache])
        for seg, _, _ in loaded:
            self._touch(seg)
        self.loads += 1
        return cache, n

    def write(self, model_key: str, tokens, cache: list, tag: str = "") -> int:
        """Append the tokens of `cache` that the tier does not hold yet as one new segment; returns its bytes."""
        import mlx.core as mx

        tokens = np.asarray(tokens, dtype=np.int64)
        while True:  # a piece another process deleted leaves the index: match again from what is left
            pieces, m = self.match(model_key, tokens)
            if all(self._touch(seg) for seg, _ in pieces):
                break
        n = len(tokens)
        if m >= n:
            return 0
        parent, attach = (pieces[-1][0].id, pieces[-1][1]) if pieces else ("", 0)
        seg_id = uuid.uuid4().hex[:16]
        arrays, quant = {}, None
        for i, c in enumerate(cache):
            for kind, x in (("k", c.keys), ("v", c.values)):
                if isinstance(x, tuple):  # a quantized cache: packed integers, scales, biases
                    quant = {"group_size": c.group_size, "bits": c.bits}
                    arrays.update({f"{kind}.{i}.{j}": a[..., m:n, :] for j, a in enumerate(x)})
                else:
                    arrays[f"{kind}.{i}"] = x[..., m:n, :]
        meta = {
            "format": FORMAT,
            "model_key": model_key,
            "id": seg_id,
            "parent": parent,
            "attach": str(attach),
            "start": str(m),
            "tokens": json.dumps(tokens[m:].tolist()),
            "tag": tag,
            "kv_quant": json.dumps(quant),
        }
        folder = self.folder(model_key)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"seg-{seg_id}.safetensors"
        try:
            with atomic.replacing(path) as tmp:
                mx.save_safetensors(str(tmp), arrays, metadata=meta)
        except (OSError, RuntimeError):  # MLX reports a failed write as RuntimeError
            return 0  # a full or read-only disk costs a recompute later, never the answer
        try:
            st = path.stat()
        except OSError:
            return 0
        args = (parent, attach, m, tokens[m:].copy(), path, st.st_size, st.st_mtime_ns, tag)
        self.index.add(Segment(seg_id, *args))
        self.index.changed_here(path)
        self.writes += 1
        self.bytes_written += st.st_size
        self.evict_to(self.budget_bytes)
        return st.st_size

    def forget(self, tag: str) -> int:
        """Delete every segment written for `tag`, and those that continued them (nothing could reach them),
        usable or not: a damaged file and an orphan hold the chat's text too."""
        if not tag:
            return 0
        self.index.sync_all()
        held = self.index.segments()
        below: dict[tuple[str, str], list[Segment]] = {}  # (folder, parent id) -> segments, usable or not
        for s in held:
            if s.parent:
                below.setdefault((s.path.parent.name, s.parent), []).append(s)
        doomed = [s for s in held if s.tag == tag]
        seen: set[int] = set()
        n = 0
        while doomed:  # with their descendants
            seg = doomed.pop()
            if id(seg) in seen:
                continue
            seen.add(id(seg))
            doomed += below.get((seg.path.parent.name, seg.id), [])
            self.index.remove(seg)
            seg.path.unlink(missing_ok=True)
            self.index.changed_here(seg.path)
            n += 1
        return n

    def nbytes(self) -> int:
        """The tier's bytes as this process last saw its folder (any thread may ask: no file is read then),
        or counted from the files before the engine first looked."""
        if self.index.complete:
            return self.index.nbytes
        total = 0
        for p in self.root.glob("*/seg-*.safetensors"):
            try:
                total += p.stat().st_size
            except OSError:
                pass  # deleted by another process since the listing
        return total

    def evict_to(self, budget_bytes: int) -> None:
        """Delete least recently used leaf segments (of every model) until the tier holds at most budget_bytes.
        A victim's time is checked on the file first: one another process used since goes back in the queue."""
        self.index.sync_all()
        aside = []
        while self.index.nbytes > budget_bytes:
            seg = self.index.pop_oldest()
            if seg is None:
                break
            if seg.children:
                aside.append(seg)  # not a leaf: its children go first
                continue
            try:
                mtime = seg.path.stat().st_mtime_ns
            except OSError:
                self.index.remove(seg)  # deleted by another process
                continue
            if mtime > seg.mtime_ns:
                self.index.touched(seg, mtime)
                continue
            seg.path.unlink(missing_ok=True)
            self.index.remove(seg)
            self.index.changed_here(seg.path)
        for seg in aside:
            self.index.push(seg)

    def _touch(self, seg: Segment) -> bool:
        """Mark a segment used now; False when its file is gone (another process deleted it): it leaves the index."""
        now = time.time_ns()
        try:
            os.utime(seg.path, ns=(now, now))
        except FileNotFoundError:
            self.index.remove(seg)
            return False
        except OSError:
            return True  # there, but its time cannot be set (a read-only folder)
        self.index.touched(seg, now)
        return True
