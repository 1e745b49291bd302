"""The server benches still run: they build the server in their own process (scripts/in_process_server.py), so a
change to the server's state breaks them without breaking `macllm serve` (it did once). On the tiny random model:
figures are not checked, only that each bench ends with its summary and what it must hold."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def rows(script: str, *args: str) -> list[dict]:
    cmd = [sys.executable, str(ROOT / "scripts" / script), *args]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    return [json.loads(line) for line in r.stdout.splitlines() if line.startswith("{")]


def test_server_bench_gives_the_engine_and_http_the_same_tokens(tiny_dir):
    (row,) = [r for r in rows("server_bench.py", "--model", str(tiny_dir), "--rounds", "1", "--max-tokens", "8")]
    assert row["bench"] == "server_same" and row["same_tokens"] is True and row["http_tps"] > 0


def test_agent_bench_steps_reuse_the_pool(tiny_dir):
    got = rows(
        "agent_bench.py", "--model", str(tiny_dir), "--steps", "2", "--system-tokens", "200", "--max-tokens", "60"
    )
    steps = [r for r in got if "step" in r]
    assert [s["step"] for s in steps] == [1, 2]
    assert steps[1]["cached_tokens"] >= steps[0]["prompt_tokens"] and steps[1]["uncached_cached_tokens"] == 0
    assert "ratio_no_cache_over_pool" in got[-1]
