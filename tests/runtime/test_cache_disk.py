"""The disk tier on its own (no model): what a lookup, a write and an eviction cost does not grow with the
segments it holds (headers are read once per file, the tree is followed, not scanned), and it keeps its
semantics: the deepest matching path, LRU leaves out past the budget by file time, damaged files and other
processes' changes."""

import os
import random
import time

import mlx.core as mx
import numpy as np
from mlx_lm.models.cache import KVCache

from macllm.runtime.cache_disk import DiskTier, _common

KEY = "model-a"


def cache_for(tokens):
    c = KVCache()
    k = mx.zeros((1, 1, len(tokens), 4))
    c.update_and_fetch(k, k)
    return [c]


def chats(n, seed=0):
    """n writes: chats under one shared system prompt, each growing turn by turn, some edited mid-way."""
    rng = random.Random(seed)
    system = [rng.randrange(50) for _ in range(40)]
    held, out = [], []
    for _ in range(n):
        if not held or rng.random() < 0.3:
            held.append(system + [rng.randrange(50) for _ in range(rng.randint(2, 8))])
        chat = rng.choice(held)
        if rng.random() < 0.2:  # an edited history: branches off mid-way
            chat[:] = chat[: rng.randint(1, len(chat))] + [rng.randrange(50)]
        chat += [rng.randrange(50) for _ in range(rng.randint(2, 8))]
        out.append(list(chat))
    return out


def scanned_match(tier, tokens, limit=None):
    """The deepest path by visiting every child of every segment on the way (the tier's match before it
    followed branches)."""
    query = np.asarray(tokens, dtype=np.int64)
    limit = len(query) if limit is None else min(limit, len(query))
    segs = tier.segments(KEY)
    best = 0
    stack = [s for s in segs.values() if not s.parent]
    while stack:
        seg = stack.pop()
        used = min(_common(seg.tokens, query[seg.start :]), limit - seg.start)
        if used > 0:
            best = max(best, seg.start + used)
            stack += [c for c in seg.children if 0 < c.attach <= used]
    return best


def test_header_reads_and_listings_per_write_and_lookup_stay_constant_as_segments_accumulate(tmp_path):
    tier = DiskTier(tmp_path)
    tier.index.relist_ns = 1 << 62  # another process's changes are looked for only when this one made none
    writes = chats(120)
    costs = []
    for chat in writes:
        before = (tier.index.headers_read, tier.index.listings)
        tier.write(KEY, chat, cache_for(chat))
        assert tier.match(KEY, chat + [1])[1] == len(chat)
        tier.match(KEY, chat[:-1] + [99])
        costs.append((tier.index.headers_read - before[0], tier.index.listings - before[1]))
    assert len(list(tmp_path.glob("*/seg-*.safetensors"))) > 100
    assert costs[1:] == [(0, 0)] * 119  # its own writes: no header read, no listing of the folder

    other = DiskTier(tmp_path)  # another process on the same folder
    mine, theirs = [500 + i for i in range(30)], [700 + i for i in range(30)]
    other.write(KEY, theirs, cache_for(theirs))
    reads = tier.index.headers_read
    assert tier.match(KEY, theirs)[1] == 0  # this process changed the folder since it listed it: not yet seen
    tier.index.relist_ns = 0  # (its time to list again has come)
    assert tier.match(KEY, theirs)[1] == 30 and tier.index.headers_read == reads + 1  # the new file's alone
    time.sleep(0.15)
    tier.match(KEY, theirs)  # the listing is repeated once the folder's time has settled
    tier.index.relist_ns = 1 << 62
    other.write(KEY, mine, cache_for(mine))  # no change of this process in between: seen at once
    assert tier.match(KEY, mine)[1] == 30 and tier.index.headers_read == reads + 2


def test_the_followed_tree_finds_what_visiting_every_segment_finds(tmp_path):
    tier = DiskTier(tmp_path)
    writes = chats(150, seed=3)
    for chat in writes:
        tier.write(KEY, chat, cache_for(chat))
    rng = random.Random(4)
    for chat in writes:
        for query in (chat, chat[: rng.randint(1, len(chat))] + [rng.randrange(50)], chat + [7]):
            limit = rng.choice([None, len(query) - 1, rng.randint(1, len(query))])
            pieces, n = tier.match(KEY, query, limit)
            assert n == scanned_match(tier, query, limit)
            held = np.concatenate([s.tokens[:u] for s, u in pieces]) if pieces else np.zeros(0)
            assert np.array_equal(held, np.asarray(query[:n]))
    fresh = DiskTier(tmp_path)  # after a restart, from the headers alone: the same
    assert all(fresh.match(KEY, c)[1] == tier.match(KEY, c)[1] for c in writes)


def test_eviction_takes_least_recently_used_leaves_and_checks_the_files_time(tmp_path):
    tier = DiskTier(tmp_path, budget_bytes=1 << 30)
    base = list(range(30))
    branches = [base + [100 + i] * 5 for i in range(4)]
    for tokens in [base] + branches:
        tier.write(KEY, tokens, cache_for(tokens))
        time.sleep(0.01)
    files = {s.tokens[0]: s.path for s in tier.segments(KEY).values()}
    assert len(files) == 5
    seg_bytes = files[100].stat().st_size
    now = time.time_ns()
    os.utime(files[100], ns=(now, now))  # another process used branch 0 last: this one does not know
    tier.evict_to(tier.index.nbytes - seg_bytes)  # one file must go: the oldest leaf, branch 1
    left = {p.name for p in tmp_path.glob("*/seg-*.safetensors")}
    assert files[101].name not in left and {files[0].name, files[100].name} <= left
    reads = tier.index.headers_read
    tier.evict_to(files[0].stat().st_size + 1)  # every leaf out, the shared root last (a parent)
    assert [p.name for p in tmp_path.glob("*/seg-*.safetensors")] == [files[0].name]
    assert tier.index.headers_read == reads and tier.nbytes() == files[0].stat().st_size
    assert DiskTier(tmp_path).nbytes() == tier.nbytes()  # before any use, counted from the files


def test_a_damaged_or_vanished_file_costs_a_recompute_once(tmp_path):
    tier = DiskTier(tmp_path)
    a, b = list(range(20)), list(range(50, 70))
    for tokens in (a, b):
        tier.write(KEY, tokens, cache_for(tokens))
    pa = tier.match(KEY, a)[0][0][0].path
    pb = tier.match(KEY, b)[0][0][0].path
    pa.write_bytes(pa.read_bytes()[:-8])  # its header intact, its data cut short
    assert tier.fetch(KEY, a + [1], len(a)) is None
    assert tier.match(KEY, a)[1] == 0 and tier.nbytes() == pa.stat().st_size + pb.stat().st_size
    pb.unlink()  # deleted by another process
    assert tier.fetch(KEY, b + [1], len(b)) is None and tier.match(KEY, b)[1] == 0
    reads = tier.index.headers_read
    tier.write(KEY, b, cache_for(b))  # recomputed and written again; the damaged file is not read again
    assert tier.fetch(KEY, b + [1], len(b))[1] == len(b) and tier.index.headers_read == reads


def test_forget_deletes_a_tags_segments_and_those_that_continued_them(tmp_path):
    tier = DiskTier(tmp_path)
    mine = list(range(20))
    tier.write(KEY, mine, cache_for(mine), tag="chat-1")
    longer = mine + [5, 6, 7]
    tier.write(KEY, longer, cache_for(longer), tag="chat-2")  # continues chat-1's segment
    other = list(range(40, 60))
    tier.write(KEY, other, cache_for(other), tag="chat-3")
    assert tier.forget("chat-1") == 2
    assert len(list(tmp_path.glob("*/seg-*.safetensors"))) == 1 and tier.match(KEY, other)[1] == 20
    assert tier.nbytes() == sum(p.stat().st_size for p in tmp_path.glob("*/seg-*.safetensors"))


def test_forget_deletes_a_chats_segments_after_a_file_of_it_vanished_or_was_cut_short(tmp_path):
    tier = DiskTier(tmp_path)
    turns = [list(range(20)), list(range(30)), list(range(40))]  # chat-1 over three turns: three segments
    for tokens in turns:
        tier.write(KEY, tokens, cache_for(tokens), tag="chat-1")
    paths = [s.path for s, _ in tier.match(KEY, turns[-1])[0]]
    assert len(paths) == 3
    paths[-1].unlink()  # the newest segment's file vanished (another process, or a crash)
    tier.fetch(KEY, turns[-1] + [1], len(turns[-1]))
    assert tier.forget("chat-1") == 2  # the two older segments: they hold the chat's text
    assert list(tmp_path.glob("*/seg-*.safetensors")) == []

    mine, forked = list(range(20)), list(range(20)) + [7, 8, 9]
    tier.write(KEY, mine, cache_for(mine), tag="chat-1")
    tier.write(KEY, forked, cache_for(forked), tag="chat-2")  # continues chat-1's segment
    root = tier.match(KEY, mine)[0][0][0].path
    root.write_bytes(root.read_bytes()[:-8])  # its header intact, its data cut short
    assert tier.fetch(KEY, forked + [1], len(forked)) is None
    assert tier.forget("chat-1") == 2  # the damaged file and the one that continued it (an orphan now)
    assert list(tmp_path.glob("*/seg-*.safetensors")) == [] and tier.nbytes() == 0


def test_one_bad_piece_spoils_only_itself_and_the_intact_prefix_is_returned(tmp_path):
    tier = DiskTier(tmp_path)
    system, chat = list(range(30)), list(range(30)) + [100 + i for i in range(10)]
    tier.write(KEY, system, cache_for(system))
    tier.write(KEY, chat, cache_for(chat))
    (root, _), (child, _) = tier.match(KEY, chat)[0]
    child.path.unlink()  # deleted by another process
    cache, n = tier.fetch(KEY, chat + [1], len(chat))
    assert n == 30 and cache[0].offset == 30  # the shared system prompt's, from its intact file
    assert tier.fetch(KEY, system + [1], len(system))[1] == 30  # still usable afterwards
    assert not tier.index.held(child) and tier.nbytes() == root.path.stat().st_size  # gone, not spoiled

    tier.write(KEY, chat, cache_for(chat))
    child = tier.match(KEY, chat)[0][1][0]
    child.path.write_bytes(child.path.read_bytes()[:-8])  # the child damaged: only it is spoiled
    assert tier.fetch(KEY, chat + [1], len(chat))[1] == 30
    assert tier.fetch(KEY, chat + [1], len(chat), better_than=30) is None  # the prefix is not better than 30
    assert tier.match(KEY, chat)[1] == 30 and tier.index.held(root) and root.usable
    tier.evict_to(child.path.stat().st_size + root.path.stat().st_size - 1)  # the damaged leaf goes, not the root
    assert [p.name for p in tmp_path.glob("*/seg-*.safetensors")] == [root.path.name]


def test_a_write_does_not_attach_to_a_parent_another_process_deleted(tmp_path):
    tier, other = DiskTier(tmp_path), DiskTier(tmp_path)
    tier.index.relist_ns = 1 << 62  # the other process's deletion is not seen by a listing
    system, chat = list(range(30)), list(range(30)) + [100 + i for i in range(10)]
    other.write(KEY, system, cache_for(system), tag="chat-9")
    aside = [500 + i for i in range(10)]
    tier.write(KEY, aside, cache_for(aside))  # this process changed the folder since it listed it
    assert tier.match(KEY, system)[1] == 30
    assert other.forget("chat-9") == 1  # deleted by the other process
    tier.write(KEY, chat, cache_for(chat))
    fresh = DiskTier(tmp_path)  # after a restart: the chat is reachable from a root, whole
    assert fresh.match(KEY, chat)[1] == len(chat) and fresh.fetch(KEY, chat + [1], len(chat))[1] == len(chat)
    assert fresh.nbytes() == tier.nbytes() == sum(p.stat().st_size for p in tmp_path.glob("*/seg-*.safetensors"))


def test_nbytes_before_first_use_skips_a_file_deleted_while_it_counts(tmp_path, monkeypatch):
    tier = DiskTier(tmp_path)
    tokens = list(range(20))
    tier.write(KEY, tokens, cache_for(tokens))
    size = tier.nbytes()
    vanished = tier.folder(KEY) / "seg-0123456789abcdef.safetensors"  # listed, then evicted by another process
    fresh = DiskTier(tmp_path)
    glob = type(tmp_path).glob
    monkeypatch.setattr(type(tmp_path), "glob", lambda self, pattern: [*glob(self, pattern), vanished])
    monkeypatch.setattr(type(tmp_path), "exists", lambda self: True)  # it was there when looked at
    n = fresh.nbytes()
    monkeypatch.undo()
    assert n == size


def test_a_segment_written_within_the_folders_mtime_tick_is_seen_within_refresh_ns(tmp_path):
    tier, other = DiskTier(tmp_path), DiskTier(tmp_path)
    first, theirs = list(range(20)), [300 + i for i in range(20)]
    other.write(KEY, first, cache_for(first))
    folder = tier.folder(KEY)
    tick = os.stat(folder).st_mtime_ns - 3600 * 10**9  # a coarse clock (HFS+, FAT, SMB): one tick for both writes
    os.utime(folder, ns=(tick, tick))
    assert tier.match(KEY, first)[1] == 20  # listed, long after the folder's time: taken as settled
    other.write(KEY, theirs, cache_for(theirs))
    os.utime(folder, ns=(tick, tick))  # the other process's write landed in the same tick
    listings, reads = tier.index.listings, tier.index.headers_read
    for _ in range(5):  # until refresh_ns has passed: no listing per lookup
        assert tier.match(KEY, theirs)[1] == 0
    assert tier.index.listings == listings
    tier.index.folder(folder.name).listed_at -= 30 * 10**9  # 30 s later
    assert tier.match(KEY, theirs)[1] == 20 and tier.index.headers_read == reads + 1  # the new file's alone
    assert tier.match(KEY, theirs)[1] == 20 and tier.index.listings == listings + 1


def test_the_disk_budget_is_macllm_disk_gb_or_4_gib_and_a_wrong_setting_says_what_it_takes(monkeypatch):
    import pytest

    from macllm.errors import MacllmError
    from macllm.runtime.cache_disk import DEFAULT_BUDGET_BYTES, disk_budget

    monkeypatch.delenv("MACLLM_DISK_GB", raising=False)
    assert disk_budget() == DEFAULT_BUDGET_BYTES == 4 << 30
    monkeypatch.setenv("MACLLM_DISK_GB", "0.5")
    assert disk_budget() == 500_000_000  # GB, as MACLLM_MEMORY_GB and MACLLM_KV_GB count them
    monkeypatch.setenv("MACLLM_DISK_GB", "0")
    assert disk_budget() == 0  # no disk tier (Engine opens none)
    for wrong in ("lots", "-1", "nan"):
        monkeypatch.setenv("MACLLM_DISK_GB", wrong)
        with pytest.raises(MacllmError, match="MACLLM_DISK_GB must be a number of gigabytes"):
            disk_budget()
