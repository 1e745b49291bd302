#!/usr/bin/env python3
"""What grows with time under load: the soak's traffic (soak_traffic.py) against an in-process `macllm serve`
on a tiny random model (thousands of tokens/s on the CPU, so per-request overhead shows), with a small pool
that spills to the disk tier all the time. Per minute it prints requests, median seconds per kind, the disk
tier's segments, and the engine thread's seconds per request in the pool and disk tier (their methods timed),
with the safetensors headers read per request; with --profile, the engine thread's top functions in the first
and the last minute (cProfile).

Run: scripts/disk_tier_bench.py [--minutes 4] [--clients 4] [--pool-kb 2048] [--model DIR] [--profile]
     [--heap [--trace]] (malloc's heap per minute; with --trace, what Python holds and its growth at the end)
     [--disk-mb MB] (the tier's budget; 0: no tier)
     [--rev REV]  (the disk tier as it was at REV, the rest the working tree's)
     scripts/disk_tier_bench.py --vs REV [--minutes 4]  (the same, twice at once: REV's tier and the working
     tree's, one process each under the same load; their tables one after the other)
     scripts/disk_tier_bench.py --ab [--segments 3000] [--rev HEAD]  (the disk tier at --rev against the
     working tree's, interleaved in one process: seconds per write + lookup as segments accumulate)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_VENV = ROOT / ".venv"
if (_VENV / "bin" / "python").exists() and Path(sys.prefix).resolve() != _VENV.resolve():
    os.execv(str(_VENV / "bin" / "python"), [str(_VENV / "bin" / "python"), __file__, *sys.argv[1:]])
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

import argparse  # noqa: E402
import cProfile  # noqa: E402
import importlib.util  # noqa: E402
import io  # noqa: E402
import pstats  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
import tracemalloc  # noqa: E402
from collections import defaultdict  # noqa: E402

DATA = Path(os.environ.get("MACLLM_TEST_DATA", ROOT / ".cache" / "test-data"))
STAGES = {
    "cache_disk.DiskTier": ["segments", "match", "write", "evict_to", "fetch", "nbytes"],
    "cache_pool.CachePool": ["fetch", "insert"],
}


class Stages:
    """Seconds spent in the pool's and disk tier's methods (inclusive), and safetensors headers read."""

    def __init__(self):
        self.seconds: dict[str, float] = defaultdict(float)
        self.headers = 0
        self.lock = threading.Lock()
        self.depth = threading.local()  # DiskTier calls open on this thread: only the outermost adds to "all"

    def install(self, cache_disk=None) -> None:
        """Times the methods of `cache_disk` (the module whose DiskTier the engine uses; default the tree's)."""
        import macllm.runtime.cache_pool as cache_pool

        if cache_disk is None:
            import macllm.runtime.cache_disk as cache_disk

        modules = {"cache_disk": cache_disk, "cache_pool": cache_pool}
        for where, names in STAGES.items():
            mod, cls = where.split(".")
            klass = getattr(modules[mod], cls)
            for name in names:
                if hasattr(klass, name):
                    setattr(klass, name, self._timed(f"{cls}.{name}", getattr(klass, name), cls == "DiskTier"))
        read = cache_disk.read_header

        def counted(path):
            self.headers += 1
            return read(path)

        cache_disk.read_header = counted

    def _timed(self, label: str, fn, tier: bool = False):
        def timed(*args, **kwargs):
            depth = getattr(self.depth, "n", 0)
            self.depth.n = depth + tier
            t = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                dt = time.perf_counter() - t
                self.depth.n = depth
                with self.lock:
                    self.seconds[label] += dt
                    if tier and depth == 0:
                        self.seconds["DiskTier.all"] += dt

        return timed

    def snapshot(self) -> tuple[dict, int]:
        with self.lock:
            return dict(self.seconds), self.headers


def tiny_model() -> Path:
    path = DATA / "tiny-llama-random-v2"
    if not (path / "config.json").exists():
        sys.exit(f"disk_tier_bench: {path} is missing; run the tests once (scripts/test) or pass --model DIR")
    return path


def serve(args) -> None:
    import in_process_server
    import soak_traffic

    import macllm.runtime.engine as engine_mod
    from macllm.runtime.engine import Engine

    stages = Stages()
    if args.rev:  # the engine builds its tier from this name
        old = _old_module(args.rev)
        engine_mod.DiskTier = old.DiskTier
        stages.install(old)
    else:
        stages.install()
    kv = Path(tempfile.mkdtemp(prefix="macllm-dtb-kv-"))
    disk = None if args.disk_mb is None else args.disk_mb << 20
    engine = Engine(pool_bytes=args.pool_kb << 10, kv_dir=kv, disk_bytes=disk)
    engine.load(str(args.model or tiny_model()))
    server, port = in_process_server.start(engine, "tiny", concurrency=args.clients + 2)
    ns = argparse.Namespace(context=args.context, hang_s=60, stuck_s=120, seed=1, max_concurrency=8, max_queue=8)
    rows: list = []
    t0 = time.perf_counter()
    deadline = t0 + args.minutes * 60
    traffic = soak_traffic.Traffic(port, t0, deadline, ns, False, rows)
    traffic.kinds.pop("near_limit", None) if args.no_long else None
    clients = [threading.Thread(target=traffic.client, args=(i,), daemon=True) for i in range(args.clients)]
    for c in clients:
        c.start()
    prof = cProfile.Profile() if args.profile else None
    profiles: dict[int, str] = {}
    last = ({}, 0)
    done_rows = 0
    print(f"disk tier: {args.rev or 'working tree'}, {engine.pool.disk and engine.pool.disk.budget_bytes} bytes")
    print(f"load average {os.getloadavg()}")
    if args.trace:
        tracemalloc.start(12)
    traced = {}  # minute -> tracemalloc snapshot
    print(
        "min  reqs  whole stream schema tool  ttft   segs  disk MB  engine ms/req in: "
        "pool.fetch pool.insert disk.segments disk.match disk.write disk.evict  disk.all  headers/req"
        + ("  heap MB  traced MB" if args.heap else "")
    )
    for minute in range(1, int(args.minutes) + 1):
        profiling = prof is not None and minute in (1, int(args.minutes))
        if profiling:
            engine._call(prof.enable).result()
        time.sleep(max(0.0, t0 + minute * 60 - time.perf_counter()))
        if profiling:
            engine._call(prof.disable).result()
            s = io.StringIO()
            pstats.Stats(prof, stream=s).sort_stats("cumulative").print_stats(25)
            profiles[minute] = s.getvalue()
            prof = cProfile.Profile()
        now_rows = [r for r in rows[done_rows:] if r["outcome"] == "ok"]
        done_rows = len(rows)
        secs, headers = stages.snapshot()
        index = getattr(engine.pool.disk, "index", None)  # the tier's own count, where it keeps one
        headers += index.headers_read if index is not None else 0
        n = max(1, len(now_rows))

        def med(kind, now_rows=now_rows):
            v = [r["seconds"] for r in now_rows if r["kind"] == kind]
            return f"{statistics.median(v):6.2f}" if v else "     -"

        ttft = [r["ttft"] for r in now_rows if r.get("ttft")]
        segs = len(list(kv.glob("*/seg-*.safetensors")))
        mb = sum(p.stat().st_size for p in kv.glob("*/seg-*.safetensors")) / 1e6
        per = {k: (secs.get(k, 0) - last[0].get(k, 0)) * 1000 / n for k in secs}
        cols = ["CachePool.fetch", "CachePool.insert", "DiskTier.segments", "DiskTier.match"]
        cols += ["DiskTier.write", "DiskTier.evict_to", "DiskTier.all"]
        print(
            f"{minute:3d} {len(now_rows):5d} {med('whole')} {med('stream')} {med('schema')} {med('tool')}"
            f" {statistics.median(ttft) if ttft else 0:5.2f} {segs:6d} {mb:8.1f}  "
            + " ".join(f"{per.get(c, 0):9.2f}" for c in cols)
            + f"  {(headers - last[1]) / n:9.1f}"
            + (_heap_columns(minute, traced) if args.heap else ""),
            flush=True,
        )
        last = (secs, headers)
    print(f"load average {os.getloadavg()}")
    for c in clients:
        c.join(timeout=60)
    if len(traced) > 1:  # what Python allocated between the first minute and the last, and still holds
        first, last_snap = traced[min(traced)], traced[max(traced)]
        print(f"\n--- traced growth, minute {min(traced)} to {max(traced)} (tracemalloc, top 15 by size) ---")
        for stat in last_snap.compare_to(first, "traceback")[:15]:
            frames = list(stat.traceback)[::-1][:6]  # where it was allocated first, then its callers
            where = " <- ".join(f"{Path(f.filename).name}:{f.lineno}" for f in frames)
            print(f"{stat.size_diff / 1e6:+8.2f} MB {stat.count_diff:+7d} blocks  {where}")
    for minute, text in profiles.items():
        print(f"\n--- engine thread, minute {minute} (cProfile, cumulative) ---\n{text}")
    server.should_exit = True
    engine.close()
    shutil.rmtree(kv, ignore_errors=True)


def _heap_columns(minute: int, traced: dict) -> str:
    """malloc's heap in use (glibc) and what tracemalloc holds (when tracing), in MB; a snapshot kept per minute."""
    from macllm import native_heap

    p = native_heap.probe()
    heap = (p["in_use_bytes"] + p["mmap_bytes"]) / 1e6 if p.get("available") else float("nan")
    if not tracemalloc.is_tracing():
        return f"  {heap:7.1f}          -"
    traced[minute] = tracemalloc.take_snapshot()
    return f"  {heap:7.1f}  {tracemalloc.get_traced_memory()[0] / 1e6:9.1f}"


def _old_module(rev: str):
    """macllm/runtime/cache_disk.py as it was at `rev`, imported under another name."""
    text = subprocess.run(
        ["git", "-C", str(ROOT), "show", f"{rev}:macllm/runtime/cache_disk.py"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    path = Path(tempfile.mkdtemp(prefix="macllm-dtb-old-")) / "cache_disk_old.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location("cache_disk_old", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["cache_disk_old"] = mod  # dataclasses look their module up there
    spec.loader.exec_module(mod)
    return mod


def ab(args) -> None:
    """Both tiers fed the same writes and lookups (a shared system prompt, chats that branch off it and grow),
    round by round alternating which goes first; seconds per (write + lookup) in windows of segments."""
    import random

    import mlx.core as mx
    from mlx_lm.models.cache import KVCache

    import macllm.runtime.cache_disk as new

    old = _old_module(args.rev)
    rng = random.Random(0)
    system = [rng.randrange(1000) for _ in range(300)]
    chats: list[list[int]] = []
    tiers = {}
    roots = {}
    for name, mod in (("old", old), ("new", new)):
        roots[name] = Path(tempfile.mkdtemp(prefix=f"macllm-dtb-{name}-"))
        tiers[name] = mod.DiskTier(roots[name], budget_bytes=args.budget_mb << 20)

    def cache_for(tokens):
        c = KVCache()
        k = mx.zeros((1, 2, len(tokens), 16))
        c.update_and_fetch(k, k)
        return [c, c]

    times = {"old": defaultdict(list), "new": defaultdict(list)}
    window = max(1, -(-args.segments // 6))
    print(f"load average {os.getloadavg()}")
    for i in range(args.segments):
        if not chats or rng.random() < 0.3:
            chats.append(system + [rng.randrange(1000) for _ in range(rng.randint(10, 40))])
        chat = rng.choice(chats)
        chat += [rng.randrange(1000) for _ in range(rng.randint(10, 40))]
        if len(chat) > 1500:
            chat[:] = system + chat[-20:]
        cache = cache_for(chat)
        order = ("old", "new") if i % 2 == 0 else ("new", "old")
        for name in order:
            t = time.perf_counter()
            tiers[name].write("m", chat, cache)
            tiers[name].fetch("m", chat + [1], len(chat))
            times[name][i // window].append(time.perf_counter() - t)
    print(f"load average {os.getloadavg()}")
    print("segments written   old ms/(write+lookup)   new ms   old/new")
    for w in sorted(times["old"]):
        o, n = statistics.median(times["old"][w]), statistics.median(times["new"][w])
        print(f"{w * window:5d}-{(w + 1) * window:5d}   {o * 1000:10.2f}   {n * 1000:10.2f}   {o / n:6.1f}")
    for name in roots:
        print(f"{name}: {len(list(roots[name].glob('*/seg-*')))} files at the end")
        shutil.rmtree(roots[name], ignore_errors=True)


def versus(args) -> None:
    """The serve bench twice at once, --vs's tier in one process and the working tree's in the other: both under
    the same load, minute by minute."""
    rest = list(sys.argv[1:])
    i = rest.index("--vs")
    rest[i : i + 2] = []
    procs = {
        name: subprocess.Popen(
            [sys.executable, __file__, *rest, *extra], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        for name, extra in ((args.vs, ["--rev", args.vs]), ("working tree", []))
    }
    outs = {name: p.communicate()[0] for name, p in procs.items()}
    for name, out in outs.items():
        print(f"=== disk tier: {name} (exit {procs[name].returncode}) ===\n{out}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--minutes", type=float, default=4)
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--pool-kb", type=int, default=2048, help="the memory pool's budget: small, so it spills")
    ap.add_argument("--context", type=int, default=2048)
    ap.add_argument("--model", type=Path, default=None)
    ap.add_argument("--no-long", action="store_true", help="leave out the near-limit prompts")
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--heap", action="store_true", help="malloc's heap in use per minute (glibc)")
    ap.add_argument("--trace", action="store_true", help="with --heap: tracemalloc, and its growth at the end")
    ap.add_argument("--disk-mb", type=int, default=None, help="the disk tier's budget (0: none; default 4 GiB)")
    ap.add_argument("--ab", action="store_true")
    ap.add_argument("--segments", type=int, default=3000)
    ap.add_argument("--budget-mb", type=int, default=4096)
    ap.add_argument("--rev", default=None, help="the disk tier as at this revision (--ab: default HEAD)")
    ap.add_argument("--vs", default=None, metavar="REV", help="run REV's tier and the working tree's at once")
    args = ap.parse_args()
    if args.vs:
        versus(args)
    elif args.ab:
        args.rev = args.rev or "HEAD"
        ab(args)
    else:
        serve(args)


if __name__ == "__main__":
    main()
