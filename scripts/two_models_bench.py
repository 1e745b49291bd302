"""Two models served by one `macllm serve --models`: requests alternating between them when both fit (loaded side
by side) against the same requests when only one fits at a time (each request for the other model switches).

Both servers run at once from a scratch home and are driven in turn, one request at a time, so the machine's load
falls on both alike. Prints each request's seconds (load or switch included) per server, each model's median
after the first round on both and their ratio, and the servers' stderr lines about loads.

    .venv/bin/python scripts/two_models_bench.py MODEL_A MODEL_B [--both-gb 1.0] [--one-gb 0.6] [--rounds 4]

MODEL_A and MODEL_B are installed names or model folders; the budgets (MACLLM_MEMORY_GB) must fit both, and one
only (the defaults fit the starter and a tiny random llama, tests/conftest.py's tiny_dir, so on this CPU).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path


def start(home: Path, models: dict[str, Path], gb: float, tag: str):
    from macllm import model_store

    os.environ["MACLLM_HOME"] = str(home)
    for name, folder in models.items():
        model_store.register(folder, name, f"dir:{folder}")
    a, b = list(models)
    log = home / f"{tag}.log"
    env = {**os.environ, "MACLLM_MEMORY_GB": str(gb)}
    args = ["serve", "--port", "0", "--model", a, "--models", b, "--keep-alive", "-1", "--no-warmup"]
    proc = subprocess.Popen([sys.executable, "-m", "macllm.cli.main", *args], env=env, stderr=open(log, "w"))
    deadline = time.time() + 300
    while "ready" not in log.read_text():
        if proc.poll() is not None or time.time() > deadline:
            raise SystemExit(f"serve did not start: {log.read_text()}")
        time.sleep(0.2)
    base = log.read_text().split(" at ", 1)[1].split(" ", 1)[0]
    return proc, base, log


def ask(base: str, model: str) -> float:
    body = {"model": model, "messages": [{"role": "user", "content": "Name a river."}], "max_tokens": 8}
    req = urllib.request.Request(
        base + "/chat/completions", json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    t0 = time.perf_counter()
    with urllib.request.urlopen(req, timeout=600) as r:
        json.loads(r.read())
    return time.perf_counter() - t0


def main() -> None:
    from macllm import model_store

    p = argparse.ArgumentParser()
    p.add_argument("model_a")
    p.add_argument("model_b")
    p.add_argument("--both-gb", type=float, default=1.0)
    p.add_argument("--one-gb", type=float, default=0.6)
    p.add_argument("--rounds", type=int, default=4)
    a = p.parse_args()
    folders = {Path(m).name: Path(m) if Path(m).is_dir() else model_store.resolve(m) for m in (a.model_a, a.model_b)}
    names = list(folders)
    with tempfile.TemporaryDirectory(prefix="macllm-two-models-") as tmp:
        servers = {
            tag: start(Path(tmp) / tag, folders, gb, tag) for tag, gb in (("both", a.both_gb), ("one", a.one_gb))
        }
        times: dict[str, list[tuple[str, float]]] = {tag: [] for tag in servers}
        try:
            for _ in range(a.rounds):
                for model in names[::-1]:  # the other model first: the first request of each round loads or switches
                    for tag, (_, base, _) in servers.items():
                        times[tag].append((model, ask(base, model)))
        finally:
            for proc, _, _ in servers.values():
                proc.terminate()
                proc.wait(timeout=60)
        for tag, (_, _, log) in servers.items():
            lines = [line for line in log.read_text().splitlines() if "loaded" in line or "switched" in line]
            gb = a.both_gb if tag == "both" else a.one_gb
            print(f"{tag} fits ({gb} GB): " + " ".join(f"{m} {t:.2f}" for m, t in times[tag]))
            print("  " + "\n  ".join(lines))
        for model in names:  # after the first round (the load beside it, or the first switch)
            both, one = (statistics.median([t for m, t in times[tag][2:] if m == model]) for tag in ("both", "one"))
            print(f"{model}: median seconds per request after round 1: both loaded {both:.2f}, one at a time "
                  f"{one:.2f} ({one / both:.1f}x)")  # fmt: skip


if __name__ == "__main__":
    main()
