"""The pool's disk tier: KV caches as a tree of append-only segments, so a chat's cache is written once and
extended turn by turn, never rewritten, and comes back after a restart instead of being recomputed.

A segment file holds the keys and values of a run of tokens (only the tokens in use), and names its parent
segment and the point in the parent where it continues (`attach`): a chat's next turn appends a segment for
its new tokens; an edited history or another chat with the same system prompt branches off mid-segment and
shares everything before the branch. A prompt's cached prefix is the deepest path through the tree that it
matches. Files are written atomically and named by a random id, so two processes can share the folder.
Least recently used leaves (by file time) are deleted past the byte budget. Runs on the engine thread.
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from macllm import atomic

FORMAT = "macllm-kv-1"
DEFAULT_BUDGET_BYTES = 4 << 30


def read_header(path: Path) -> dict:
    """A safetensors file's JSON header (tensor shapes and `__metadata__`), read without loading the tensors."""
    with open(path, "rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        if n > 64 << 20:
            raise ValueError("header too large")
        return json.loads(f.read(n))


@dataclass(slots=True)
class Segment:
    id: str
    parent: str  # "" for a root
    attach: int  # tokens of the parent's own run that come before this one
    start: int  # absolute position of this segment's first token
    tokens: np.ndarray
    path: Path
    nbytes: int
    children: list = field(default_factory=list)


def _common(a: np.ndarray, b: np.ndarray) -> int:
    n = min(len(a), len(b))
    diff = np.flatnonzero(a[:n] != b[:n])
    return int(diff[0]) if len(diff) else n


class DiskTier:
    def __init__(self, root: Path, budget_bytes: int = DEFAULT_BUDGET_BYTES):
        self.root = Path(root)
        self.budget_bytes = budget_bytes
        self._index: dict[str, tuple[float, dict[str, Segment]]] = {}  # model folder -> (its mtime, segments)
        self.writes = self.loads = 0
        self.bytes_written = 0

    def folder(self, model_key: str) -> Path:
        return self.root / hashlib.sha256(model_key.encode()).hexdigest()[:16]

    def segments(self, model_key: str) -> dict[str, Segment]:
        """The model's segments, re-read when another process (or this one) changed the folder."""
        folder = self.folder(model_key)
        try:
            mtime = folder.stat().st_mtime_ns
        except FileNotFoundError:
            return {}
        cached = self._index.get(model_key)
        if cached and cached[0] == mtime:
            return cached[1]
        atomic.remove_stale_temps(folder)
        segs = {}
        for path in folder.glob("seg-*.safetensors"):
            try:
                meta = read_header(path).get("__metadata__", {})
                if meta.get("format") != FORMAT or meta.get("model_key") != model_key:
                    continue
                segs[meta["id"]] = Segment(
                    meta["id"],
                    meta["parent"],
                    int(meta["attach"]),
                    int(meta["start"]),
                    np.asarray(json.loads(meta["tokens"]), dtype=np.int64),
                    path,
                    path.stat().st_size,
                )
            except (OSError, ValueError, KeyError, struct.error):
                continue  # a damaged or vanishing file only costs a recompute
        for s in segs.values():
            if s.parent in segs:
                segs[s.parent].children.append(s)
        self._index[model_key] = (mtime, segs)
        return segs

    def match(self, model_key: str, tokens, limit: int | None = None) -> tuple[list[tuple[Segment, int]], int]:
        """The deepest path of segments that `tokens` follows: [(segment, tokens used from it)], and the length."""
        query = np.asarray(tokens, dtype=np.int64)
        limit = len(query) if limit is None else min(limit, len(query))
        segs = self.segments(model_key)
        best: tuple[list, int] = ([], 0)
        stack = [(s, []) for s in segs.values() if not s.parent]
        while stack:
            seg, path = stack.pop()
            used = min(_common(seg.tokens, query[seg.start :]), limit - seg.start)
            if used <= 0:
                continue
            if seg.start + used > best[1]:
                best = (path + [(seg, used)], seg.start + used)
            stack += [(child, path + [(seg, child.attach)]) for child in seg.children if 0 < child.attach <= used]
        return best

    def fetch(self, model_key: str, tokens, limit: int, better_than: int = 0):
        """(cache, tokens reused) from disk when the tier holds more than `better_than` tokens of the prefix."""
        pieces, n = self.match(model_key, tokens, limit)
        if n <= better_than:
            return None
        cache = self._load(pieces)
        return (cache, n) if cache is not None else None

    def _load(self, pieces: list[tuple[Segment, int]]):
        import mlx.core as mx
        from mlx_lm.models.cache import KVCache

        from macllm.runtime.kv_quant import QuantizedKVCache

        try:
            parts = [(mx.load(str(seg.path)), used) for seg, used in pieces]
            quant = json.loads(read_header(pieces[0][0].path)["__metadata__"].get("kv_quant", "null"))
        except Exception:  # deleted by another process, or damaged: recompute instead
            self._index.clear()
            return None
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
        for seg, _ in pieces:
            _touch(seg.path)
        self.loads += 1
        return cache

    def write(self, model_key: str, tokens, cache: list, tag: str = "") -> int:
        """Append the tokens of `cache` that the tier does not hold yet as one new segment; returns its bytes."""
        import mlx.core as mx

        tokens = np.asarray(tokens, dtype=np.int64)
        pieces, m = self.match(model_key, tokens)
        for seg, _ in pieces:
            _touch(seg.path)
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
        size = path.stat().st_size
        self.writes += 1
        self.bytes_written += size
        self.evict_to(self.budget_bytes)
        return size

    def forget(self, tag: str) -> int:
        """Delete every segment written for `tag`, and those that continued them (nothing could reach them)."""
        meta = {}
        for p in self.root.glob("*/seg-*.safetensors"):
            try:
                meta[p] = read_header(p).get("__metadata__", {})
            except (OSError, ValueError, struct.error):
                continue
        doomed = {m.get("id") for m in meta.values() if m.get("tag") == tag}
        grew = True
        while grew:  # descendants of doomed segments
            new = {m.get("id") for m in meta.values() if m.get("parent") in doomed} - doomed
            doomed |= new
            grew = bool(new)
        n = 0
        for p, m in meta.items():
            if m.get("id") in doomed:
                p.unlink(missing_ok=True)
                n += 1
        self._index.clear()
        return n

    def nbytes(self) -> int:
        return sum(p.stat().st_size for p in self.root.glob("*/seg-*.safetensors"))

    def evict_to(self, budget_bytes: int) -> None:
        """Delete least recently used leaf segments (of every model) until the tier holds at most budget_bytes."""
        files = {p: p.stat() for p in self.root.glob("*/seg-*.safetensors")}
        total = sum(s.st_size for s in files.values())
        if total <= budget_bytes:
            return
        parent_of = {}
        for p in files:
            try:
                parent_of[p] = read_header(p).get("__metadata__", {}).get("parent", "")
            except (OSError, ValueError, struct.error):
                parent_of[p] = ""
        while total > budget_bytes and files:
            live_parents = {parent_of[p] for p in files}
            leaves = [p for p in files if p.name[4:-12] not in live_parents]
            victim = min(leaves, key=lambda p: files[p].st_mtime_ns)
            total -= files.pop(victim).st_size
            victim.unlink(missing_ok=True)
        self._index.clear()


def _touch(path: Path) -> None:
    try:
        os.utime(path)
    except OSError:
        pass
