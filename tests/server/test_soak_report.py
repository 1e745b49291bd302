"""The soak's warm-up (scripts/soak_report.py) ends on events, not at a fixed minute: once every kind of request
has been answered, every batch size the samples saw has occurred and the pool has reached its budget. Synthetic
samples and requests; no server."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

import soak_report  # noqa: E402

MB = 1 << 20


def sample(t: float, running: int, pool_mb: float, rss_mb: float) -> dict:
    return {
        "t": t,
        "rss_bytes": int(rss_mb * MB),
        "mlx_active_bytes": 0,
        "pool_bytes": int(pool_mb * MB),
        "pool_budget_bytes": 100 * MB,
        "disk_bytes": 0,
        "open_files": 7,
        "threads": 12,
        "models": {"starter": {"requests_running": running}},
    }


def test_the_warm_up_ends_at_the_latest_of_its_events_and_growth_is_measured_after_it():
    # the pool full at 20 s, the most requests at once (3) first at 40 s, the last kind's first answer at 90 s; RSS rises
    # 10 MB a sample until 70 s, then stays flat
    running = [0, 2, 2, 2, 3, 2, 2, 3, 3, 2, 3, 3, 1, 0]  # 1 at once only as traffic drains: not a later event
    samples = [sample(10.0 * i, n, min(100, 50 * i), 500 + 10 * min(i, 7)) for i, n in enumerate(running)]
    kinds = [(15, "stream", "ok"), (30, "whole", "ok"), (50, "near_limit", "429"), (70, "near_limit", "ok")]
    kinds += [(90, "disconnect", "disconnected"), (95, "burst", "429")]  # a kind only refused never ran
    requests = [{"t": t, "kind": k, "outcome": o, "seconds": 1.0, "ttft": None} for t, k, o in kinds]
    tables = []
    for fast in (1.0, 0.1):  # the same run 10x faster (a GPU): the warm-up scales with it, no minute is fixed
        shift = [dict(s, t=s["t"] * fast) for s in samples]
        moved = [dict(r, t=r["t"] * fast) for r in requests]
        parts = soak_report.warmup_parts(shift, moved)
        assert [parts["pool_full_s"], parts["batch_s"], parts["kinds_s"]] == [20 * fast, 40 * fast, 90 * fast]
        assert parts["batch_sizes"] == [1, 2, 3] and parts["kinds"] == ["disconnect", "near_limit", "stream", "whole"]
        summary = soak_report.summarize(shift, moved, 0.0, SimpleNamespace(minutes=130 * fast / 60, clients=2))
        assert summary["warmup_s"] == 90 * fast
        assert summary["growth_per_hour_bytes"]["rss_bytes"] == 0.0  # the rise was the warm-up's
        assert soak_report.warmup_end(soak_report.warmup_parts(shift, moved, 200.0)) == 200.0  # --warmup-minutes
        tables.append(soak_report.table(summary))
    assert "warm-up: 1.5 min, the latest of: every kind answered once at 1.5 min (4 kinds)" in tables[0]
    assert "the largest batch (3 at once) first at 0.7 min, the pool at its budget at 0.3 min" in tables[0]


def test_the_later_half_tells_a_cache_that_filled_after_the_warm_up_from_growth_that_goes_on():
    # the warm-up is over at 20 s (--warmup-minutes; its events came earlier); then RSS rises 10 MB a sample
    # until 100 s and stops (a bounded cache filling: MLX CUDA's attention plans), or rises to the end (a leak)
    requests = [{"t": 5.0, "kind": "stream", "outcome": "ok", "seconds": 1.0, "ttft": None}]
    args = SimpleNamespace(minutes=400 / 60, clients=1)
    late = {}
    for name, rise_until in (("bounded", 100), ("leak", 400)):
        samples = [sample(10.0 * i, 1, 100, 500 + 10 * min(i, rise_until // 10)) for i in range(41)]
        for s in samples:
            s["plan_total_bytes"] = 1000 * MB
            s["idle"] = s["t"] % 50 == 0  # an idle sample every 50 s
        summary = soak_report.summarize(samples, requests, 20.0, args)
        assert summary["warmup_s"] == 20.0 and summary["later_half_from_s"] == 210.0
        assert summary["rss_growth_pct_of_plan_per_hour"] > 0  # over the whole window both grew
        late[name] = summary["later_half_growth_pct_of_plan_per_hour"]["rss_bytes"][0]
        quiet = summary["later_half_idle_growth_pct_of_plan_per_hour"]["rss_bytes"][0]
        assert (late[name], quiet) == (0.0, 0.0) if name == "bounded" else late[name] > 300 and quiet > 300
        assert "the later half (from 3.5 min), in % of the plan per hour, busy / idle: rss " in soak_report.table(
            summary
        )
    assert late["leak"] == 100 * 3600 * MB / (1000 * MB)  # 10 MB in 10 s: 3,600 MB an hour, 360% of the plan


def test_the_later_half_of_a_run_cut_short_is_the_later_half_of_what_it_measured():
    requests = [{"t": 5.0, "kind": "stream", "outcome": "ok", "seconds": 1.0, "ttft": None}]
    samples = [sample(10.0 * i, 1, 100, 500) for i in range(21)]  # to 200 s of a planned 20 minutes
    summary = soak_report.summarize(samples, requests, 20.0, SimpleNamespace(minutes=20, clients=1))
    assert summary["later_half_from_s"] == 110.0  # halfway from 20 s to 200 s, not to 1,200
    assert summary["later_half_growth_pct_of_plan_per_hour"]["rss_bytes"] == (None, None)  # no plan: no share
