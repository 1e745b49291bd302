"""The engine's KV cache pool: caches by model and token prefix, bytes counted, LRU out past a byte budget.

After a request ends, its cache (holding its prompt and answer) goes into the pool under its model key and
tokens. A new request takes the entry that shares the longest prefix with its prompt, trimmed to that
prefix, and prefills only the rest: the next turn of a chat, another chat with the same system prompt or
document, or a chat resumed after a restart (from the disk tier). An entry of another model (or other
weights) never matches; an edited history matches only up to the edit.

Entries are compacted to the tokens in use where that pays (mlx-lm's caches grow in 256-token steps: a short
cache wastes most of its buffer, a long one under 256 tokens, which a copy of all its bytes at every turn's end
would not be worth); `nbytes` is what they hold. Past the budget, the least recently used entry is spilled to
the disk tier (if it is not there already) and dropped from memory; it comes back from disk instead of being
recomputed.
Like mlx-lm's LRUPromptCache, an entry whose tokens are a prefix of a newer one is dropped as redundant.
Runs on the engine thread only.
"""

from __future__ import annotations

import copy
import itertools
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np

from macllm.runtime.cache_disk import DiskTier

DEFAULT_BUDGET_BYTES = 1 << 30
COMPACT_SHARE = 8  # a cache is copied to the tokens in use only where its spare room exceeds 1/8 of them


def common_prefix(a: np.ndarray, b: np.ndarray, limit: int) -> int:
    n = min(len(a), len(b), limit)
    if n <= 0:
        return 0
    diff = np.flatnonzero(a[:n] != b[:n])
    return int(diff[0]) if len(diff) else n


def is_plain(cache: list) -> bool:
    """Every layer an mlx-lm KVCache or QuantizedKVCache (one kind throughout): these can be sliced, compacted
    and written to disk in segments."""
    from mlx_lm.models.cache import KVCache, QuantizedKVCache

    kinds = {type(c) for c in cache}
    return len(kinds) == 1 and all(isinstance(c, (KVCache, QuantizedKVCache)) for c in cache)


def cache_length(cache: list) -> int:
    return min((c.offset if hasattr(c, "offset") else c.size()) for c in cache) if cache else 0


def token_slice(x, start: int, stop: int):
    """Tokens start..stop of a layer's keys or values: an array, or a quantized (packed, scales, biases) tuple."""
    if isinstance(x, tuple):
        return tuple(a[..., start:stop, :] for a in x)
    return x[..., start:stop, :]


def _arrays(c) -> list:
    return [*c.keys, *c.values] if isinstance(c.keys, tuple) else [c.keys, c.values]


def compact(cache: list) -> int:
    """Cut plain KV caches to the tokens in use, in buffers of their own, where the spare room is more than
    1/COMPACT_SHARE of them; returns the bytes held. A long cache keeps its buffer: the copy would read and write
    every byte (the starter's 30k tokens, 1.4 GB in float32: 3.2 s on the shared 2-core CPU, blocking the engine
    thread at the end of each turn of a long chat) to save under 256 tokens (mlx-lm's growth step)."""
    import mlx.core as mx

    if is_plain(cache):
        for c in cache:
            if c.keys is not None and (_arrays(c)[0].shape[2] - c.offset) * COMPACT_SHARE > c.offset:
                c.keys, c.values = (_contiguous(token_slice(x, 0, c.offset)) for x in (c.keys, c.values))
        mx.eval([_arrays(c) for c in cache if c.keys is not None])
    return sum(c.nbytes for c in cache)


def _contiguous(x):
    import mlx.core as mx

    return tuple(mx.contiguous(a) for a in x) if isinstance(x, tuple) else mx.contiguous(x)


def prefix_view(cache: list, n: int) -> list:
    """A new cache holding the first n tokens of `cache`; writing to it never changes `cache`."""
    from mlx_lm.models.cache import KVCache, QuantizedKVCache, trim_prompt_cache

    from macllm.runtime.kv_quant import QuantizedKVCache as Batchable

    if is_plain(cache):
        out = []
        for c in cache:
            v = Batchable(c.group_size, c.bits) if isinstance(c, QuantizedKVCache) else KVCache()
            v.keys, v.values, v.offset = token_slice(c.keys, 0, n), token_slice(c.values, 0, n), n
            out.append(v)
        return out
    out = copy.deepcopy(cache)
    extra = cache_length(out) - n
    if extra > 0:
        trim_prompt_cache(out, extra)
    return out


@dataclass(slots=True)
class Fetched:
    cache: list | None
    reused: int
    source: str  # "memory", "disk" or "none"


@dataclass(slots=True)
class _Entry:
    model_key: str
    tokens: np.ndarray
    cache: list
    nbytes: int
    trimmable: bool
    on_disk: bool = False
    tag: str = ""


class CachePool:
    def __init__(self, budget_bytes: int = DEFAULT_BUDGET_BYTES, disk: DiskTier | None = None):
        self.budget_bytes = budget_bytes
        self.disk = disk
        self.nbytes = 0
        self._entries: OrderedDict[int, _Entry] = OrderedDict()  # least recently used first
        self._ids = itertools.count()

    def __len__(self) -> int:
        return len(self._entries)

    def entries(self) -> list[tuple[str, int, int]]:
        """(model key, tokens, bytes) per entry, least recently used first."""
        return [(e.model_key, len(e.tokens), e.nbytes) for e in self._entries.values()]

    def fetch(self, model_key: str, tokens: list[int], disk_ok: bool = True) -> Fetched:
        """The cache sharing the longest prefix with `tokens` (at most len(tokens) - 1: the last token's logits
        start the answer), as a copy the caller may extend. Memory first; the disk tier when it holds more."""
        from mlx_lm.models.cache import can_trim_prompt_cache

        query = np.asarray(tokens, dtype=np.int64)
        limit = len(tokens) - 1
        best, best_n = None, 0
        for eid, e in self._entries.items():
            if e.model_key != model_key:
                continue
            n = common_prefix(e.tokens, query, limit)
            if not e.trimmable and n < len(e.tokens):
                continue  # a cache that cannot be trimmed is reused only when the prompt extends it whole
            if n > best_n:
                best, best_n = eid, n
        if self.disk is not None and disk_ok:
            found = self.disk.fetch(model_key, tokens, limit, better_than=best_n)
            if found is not None:
                return Fetched(found[0], found[1], "disk")
        if best is None:
            return Fetched(None, 0, "none")
        self._entries.move_to_end(best)
        e = self._entries[best]
        if not e.trimmable or not can_trim_prompt_cache(e.cache):
            return Fetched(copy.deepcopy(e.cache), best_n, "memory")
        return Fetched(prefix_view(e.cache, best_n), best_n, "memory")

    def insert(self, model_key: str, tokens: list[int], cache: list, persist: bool = False, tag: str = "") -> None:
        """Keep `cache` (holding `tokens`, or their first cache_length tokens) for later requests."""
        from mlx_lm.models.cache import can_trim_prompt_cache

        n = cache_length(cache)
        if n == 0 or n > len(tokens):
            return
        arr = np.asarray(tokens[:n], dtype=np.int64)
        for eid, e in self._entries.items():
            if e.model_key == model_key and e.trimmable and len(e.tokens) >= n and common_prefix(e.tokens, arr, n) == n:
                self._entries.move_to_end(eid)  # already held by a longer entry
                if persist and not e.on_disk and self.disk is not None and is_plain(e.cache):
                    self.disk.write(model_key, e.tokens, e.cache, e.tag)
                    e.on_disk = True
                return
        entry = _Entry(model_key, arr, cache, compact(cache), can_trim_prompt_cache(cache), tag=tag)
        for eid, e in list(self._entries.items()):
            if e.model_key == model_key and len(e.tokens) <= n and common_prefix(e.tokens, arr, n) == len(e.tokens):
                if entry.trimmable or len(e.tokens) == n:
                    self._drop(eid)  # a prefix of the new entry: redundant
        if persist and self.disk is not None and is_plain(cache):
            self.disk.write(model_key, arr, cache, tag)
            entry.on_disk = True
        self._entries[next(self._ids)] = entry
        self.nbytes += entry.nbytes
        self.evict_to(self.budget_bytes)

    def evict_to(self, budget_bytes: int) -> None:
        """Spill (to disk) and drop least recently used entries until the pool holds at most budget_bytes."""
        while self.nbytes > budget_bytes and self._entries:
            self._drop(next(iter(self._entries)), spill=True)

    def forget(self, tag: str) -> int:
        """Delete what `tag` left, in memory and on disk (a deleted chat's KV); returns the entries and files gone."""
        gone = [eid for eid, e in self._entries.items() if tag and e.tag == tag]
        for eid in gone:
            self._drop(eid)
        return len(gone) + (self.disk.forget(tag) if self.disk is not None and tag else 0)

    def clear(self) -> None:
        """Forget every entry in memory (the disk tier keeps its files)."""
        self._entries.clear()
        self.nbytes = 0

    def drop_model(self, model_key: str) -> None:
        """A model is unloaded: its entries leave memory (spilled to disk first)."""
        for eid in [i for i, e in self._entries.items() if e.model_key == model_key]:
            self._drop(eid, spill=True)

    def _drop(self, eid: int, spill: bool = False) -> None:
        e = self._entries.pop(eid)
        self.nbytes -= e.nbytes
        if spill and not e.on_disk and self.disk is not None and is_plain(e.cache):
            self.disk.write(e.model_key, e.tokens, e.cache, e.tag)
