#!/usr/bin/env python3
"""What each request leaves behind: `macllm serve` (its own setup, run.serve, in a thread of this process) gets
the same round of the soak's requests (soak_traffic.py) again and again, and after each round, once the engine is
empty, this prints what the process holds, side by side: RSS, malloc's in-use heap (native_heap), MLX's active
memory and buffer cache, the pool and disk tier, Python's traced heap (tracemalloc) and gc's objects. Rounds are
identical by default (same prompts, same seeds: no new shapes after the first), so what still grows after the
warm-up rounds is what requests leave behind; at the end, the growth per 100 requests from the warm-up's end to
the last round, the types whose objects grew and tracemalloc's largest growth by traceback.

Run: scripts/memory_rounds.py [--model DIR|tiny|starter] [--rounds 10] [--warmup 3] [--kinds stream,whole,...]
     [--clients 2] [--per-client 11] [--burst N] [--vary] [--vary-temperature]
     [--pool-mb MB] [--disk-mb MB] [--stored N] [--no-trace]
  --kinds: the soak's request kinds to send (default all: stream whole disconnect schema tool near_limit history
           messages_stream responses embeddings); --vary: new prompts (and so new lengths) every round;
  --vary-temperature: each sampled request a temperature of its own; --pool-mb, --disk-mb, --stored: smaller
  bounds than the server's, so that the pool, the disk tier and the Responses store fill within the warm-up.
"""

from __future__ import annotations

import project_venv  # noqa: F401  (first: re-runs this script with .venv's python, or says to run setup)

# isort: split

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

import argparse  # noqa: E402
import gc  # noqa: E402
import random  # noqa: E402
import socket  # noqa: E402
import statistics  # noqa: E402
import tempfile  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
import tracemalloc  # noqa: E402
from collections import Counter  # noqa: E402

DATA = Path(os.environ.get("MACLLM_TEST_DATA", ROOT / ".cache" / "test-data"))
MODELS = {"tiny": DATA / "tiny-llama-random-v2", "starter": "smollm2-135m"}
MB = 1 << 20
ENGINES: list = []  # the server's engine


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(args, port: int) -> None:
    """`macllm serve` as the CLI runs it (malloc's settings, warm-up, admission), in a daemon thread; with
    --pool-mb / --disk-mb its engine's pool and disk tier get those budgets (so that both fill within a few
    rounds and what follows is their steady state)."""
    import macllm.runtime.engine as engine_mod
    from macllm.server.run import serve

    init = engine_mod.Engine.__init__

    def budgets(self, *a, **kw):
        if args.pool_mb is not None:
            kw.setdefault("pool_bytes", int(args.pool_mb * MB))
        if args.disk_mb is not None:
            kw.setdefault("disk_bytes", int(args.disk_mb * MB))
        init(self, *a, **kw)
        ENGINES.append(self)

    engine_mod.Engine.__init__ = budgets
    if args.stored is not None:  # the Responses store's bound (256), lower so that it fills within the warm-up
        from macllm.server import responses

        responses.Store.__init__.__defaults__ = (args.stored,)

    embedder = str(DATA / "all-minilm-l6-v2")
    kw = dict(port=port, context=args.context, max_concurrency=4, max_queue=4, embedder=embedder)
    server = threading.Thread(target=serve, args=(args.model_path,), kwargs=kw, daemon=True)
    server.start()
    import soak_traffic

    deadline = time.time() + 600
    while time.time() < deadline:
        if not server.is_alive():  # serve failed (its error is printed above): no use waiting
            sys.exit("memory_rounds: the server stopped before it was ready")
        try:
            if soak_traffic.get_json(port, "/health")[0] == 200:
                return
        except OSError:
            pass
        time.sleep(0.3)
    sys.exit("memory_rounds: the server did not become ready in 10 minutes")


def one_round(traffic, args, n: int) -> None:
    """Each client sends its share of the kinds in turn; the same prompts every round unless --vary. With --burst
    N, N short requests at once at the round's start: more than run and wait (4 + 4), so the surplus gets 429."""

    def client(i: int) -> None:
        rng = random.Random(1000 * (n if args.vary else 0) + i)
        history: list = []
        for j in range(args.per_client):
            traffic.request(args.kinds[(i * args.per_client + j) % len(args.kinds)], rng, history)

    ask = [{"role": "user", "content": f"Name one bicycle part. (#{n if args.vary else 0})"}]
    burst = ("burst", "/v1/chat/completions", traffic._chat(ask, 8), False)
    threads = [threading.Thread(target=traffic._send, args=burst) for _ in range(args.burst)]
    threads += [threading.Thread(target=client, args=(i,)) for i in range(args.clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def measure(port: int) -> dict:
    """What the idle process holds (the engine empty, a second for connections to close, gc run)."""
    import soak_traffic

    from macllm import native_heap

    for _ in range(300):
        body = soak_traffic.get_json(port, "/health/memory", timeout=60)[1]
        if not body["requests_in_engine"] and not body["requests_running"]:
            break
        time.sleep(0.2)
    time.sleep(1.0)
    gc.collect()
    if ENGINES:  # MLX's buffer cache (up to 32 MB on the CPU) swings by what the last request freed: emptied,
        import mlx.core as mx  # and malloc's free pages handed back, as the engine does when it empties

        ENGINES[0].run_later(lambda engine: (mx.clear_cache(), native_heap.trim())).result()
    body = soak_traffic.get_json(port, "/health/memory", timeout=60)[1]
    status = dict(line.split(":", 1) for line in Path("/proc/self/status").read_text().splitlines() if ":" in line)
    heap = native_heap.probe()
    return {
        "rss": int(status["VmRSS"].split()[0]) * 1024,
        "anon": int(status["RssAnon"].split()[0]) * 1024,
        "heap_in_use": heap.get("in_use_bytes", 0),
        "heap_free": heap.get("free_held_bytes", 0),
        "heap_mmap": heap.get("mmap_bytes", 0),
        "mlx_active": body["mlx_active_bytes"],
        "mlx_cache": body["mlx_cache_bytes"],
        "pool": body["pool_bytes"],
        "disk": body["disk_bytes"],
        "py_traced": tracemalloc.get_traced_memory()[0] if tracemalloc.is_tracing() else 0,
        "objects": len(gc.get_objects()),
        "stored": body["responses_stored"],
    }


COLUMNS = [
    "rss",
    "anon",
    "heap_in_use",
    "heap_free",
    "heap_mmap",
    "mlx_active",
    "mlx_cache",
    "pool",
    "disk",
    "py_traced",
]


def types() -> Counter:
    return Counter(type(o).__name__ for o in gc.get_objects())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="tiny", help="tiny (a random tiny llama), starter, or a model folder")
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=3, help="rounds before the baseline")
    ap.add_argument("--clients", type=int, default=2)
    ap.add_argument("--per-client", type=int, default=11)
    ap.add_argument("--kinds", default="all")
    ap.add_argument("--context", type=int, default=2048)
    ap.add_argument("--burst", type=int, default=0, help="requests sent at once at each round's start")
    ap.add_argument("--vary-temperature", action="store_true", help="every sampled request a temperature of its own")
    ap.add_argument("--vary", action="store_true", help="new prompts every round (new lengths, new shapes)")
    ap.add_argument("--no-trace", action="store_true", help="without tracemalloc (faster; no Python tracebacks)")
    ap.add_argument("--frames", type=int, default=25)
    ap.add_argument("--top", type=int, default=12)
    ap.add_argument("--pool-mb", type=float, help="the pool's budget (default: 4 for tiny, else the plan's)")
    ap.add_argument("--disk-mb", type=float, help="the disk tier's budget (default: 3 for tiny, else 4 GiB)")
    ap.add_argument("--stored", type=int, default=4, help="stored Responses kept (the server's default: 256)")
    args = ap.parse_args()
    if args.model == "tiny":
        args.pool_mb = 4 if args.pool_mb is None else args.pool_mb
        args.disk_mb = 3 if args.disk_mb is None else args.disk_mb

    model = MODELS.get(args.model, args.model)
    if not Path(model).is_dir():  # an installed name, from the usual home, before the scratch one replaces it
        from macllm import model_store

        model = model_store.resolve(model)
    args.model_path = str(model)
    os.environ["MACLLM_HOME"] = tempfile.mkdtemp(prefix="macllm-rounds-")  # a scratch KV dir
    os.environ.setdefault("MACLLM_MEMORY_GB", "3")  # as scripts/soak: the pool fills and spills
    if not args.no_trace:
        tracemalloc.start(args.frames)
    import soak_traffic

    import macllm  # noqa: F401  (OpenBLAS before anything imports mlx)

    args.kinds = list(soak_traffic.KINDS) if args.kinds == "all" else args.kinds.split(",")
    port = free_port()
    start_server(args, port)
    ns = argparse.Namespace(context=args.context, hang_s=600, stuck_s=600)
    traffic = soak_traffic.Traffic(port, time.perf_counter(), float("inf"), ns, True, [])
    if args.vary_temperature:  # a client that varies its sampling settings: 0.3000 to 1.2999
        send, temps = traffic._send, random.Random(7)

        def _send(kind, path, body, *rest, **kw):
            if "temperature" in body:
                body = {**body, "temperature": round(0.3 + temps.random(), 4)}
            send(kind, path, body, *rest, **kw)

        traffic._send = _send
    per_round = args.clients * args.per_client + args.burst
    kinds = ", ".join(args.kinds)
    print(f"model {args.model}; {per_round} requests a round ({kinds}); vary={args.vary}, {args.vary_temperature=}")
    print("round   s  " + " ".join(f"{c:>11}" for c in COLUMNS) + "  objects stored  (MB; round 0: before traffic)")
    rows = [measure(port)]
    base_types, base_snap = None, Path(os.environ["MACLLM_HOME"]) / "base.tracemalloc"
    for n in range(args.rounds + 1):
        t = time.perf_counter()
        if n == 0:
            r = rows[0]
            print(f"{n:5d}  0.0 " + " ".join(f"{r[c] / MB:11.2f}" for c in COLUMNS) + f" {r['objects']:8d}")
            continue
        done = len(traffic.rows)
        one_round(traffic, args, n)
        took = time.perf_counter() - t  # the round's traffic, not the idle measurement after it
        outcomes = Counter(r["outcome"] for r in traffic.rows[done:])
        del traffic.rows[:]  # this script's own records: not part of what the requests leave behind
        rows.append(measure(port))
        r = rows[-1]
        cells = " ".join(f"{r[c] / MB:11.2f}" for c in COLUMNS)
        bad = {k: v for k, v in outcomes.items() if k not in ("ok", "disconnected")}
        print(f"{n:5d} {took:4.1f} {cells} {r['objects']:8d} {r['stored']:6d} {bad or ''}", flush=True)
        if n == args.warmup:
            base_types = types()
            if tracemalloc.is_tracing():  # on disk: a snapshot in memory would be part of what the rounds measure
                tracemalloc.take_snapshot().dump(str(base_snap))
                gc.collect()

    if args.rounds <= args.warmup:
        return
    after = rows[args.warmup :]
    count = per_round * (args.rounds - args.warmup)

    def slope(key: str) -> float:  # least squares over the rounds after the warm-up, per 100 requests
        x = list(range(len(after)))
        return statistics.linear_regression(x, [r[key] for r in after]).slope * 100 / per_round

    print(f"\ngrowth per 100 requests, least squares over rounds {args.warmup}..{args.rounds} ({count} requests):")
    print("  MB: " + "  ".join(f"{c} {slope(c) / MB:+.3f}" for c in COLUMNS) + f"  objects {slope('objects'):+.1f}")
    grown = (types() - base_types).most_common(args.top)
    print("types whose objects grew: " + (", ".join(f"{k} +{v}" for k, v in grown) or "none"))
    if base_snap.exists():
        snap = tracemalloc.take_snapshot()
        diffs = [d for d in snap.compare_to(tracemalloc.Snapshot.load(str(base_snap)), "traceback") if d.size_diff > 0]
        print(f"\ntracemalloc, growth since round {args.warmup} by traceback (largest {args.top}):")
        for d in diffs[: args.top]:
            ours = [f for f in d.traceback if str(ROOT) in f.filename and ".venv" not in f.filename][-4:]
            frames = [d.traceback[-1]] + [f for f in reversed(ours) if f is not d.traceback[-1]]
            where = " <- ".join(f"{Path(f.filename).name}:{f.lineno}" for f in frames)
            print(f"  {d.size_diff / 1024:+9.1f} KiB {d.count_diff:+6d} blocks  {where}")


if __name__ == "__main__":
    try:
        main()
    finally:  # the scratch home: its disk tier may hold gigabytes
        if os.environ.get("MACLLM_HOME", "").startswith(tempfile.gettempdir() + "/macllm-rounds-"):
            import shutil

            shutil.rmtree(os.environ["MACLLM_HOME"], ignore_errors=True)
