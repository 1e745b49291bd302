"""A short soak (scripts/soak --minutes 2) against a real `macllm serve` on the starter: mixed traffic, mid-stream
disconnects, bursts past the queue, and idle moments (the clients pause until nothing is in flight). No timings
are asserted: only what a user would notice over hours. Open files and threads are compared between idle
samples (an in-flight connection holds a file for a while): idle at the end against the server idle before any
traffic, and against idle after the warm-up."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.starter
ROOT = Path(__file__).resolve().parents[2]


def test_two_minutes_of_mixed_traffic_leave_no_5xx_no_hung_requests_and_no_leaked_files(starter_dir, tmp_path):
    out = tmp_path / "soak"
    cmd = [sys.executable, str(ROOT / "scripts" / "soak"), "--minutes", "2", "--clients", "4", "--json"]
    cmd += ["--model", str(starter_dir), "--out", str(out), "--burst-every", "40", "--idle-every", "40"]
    cmd += ["--stuck-s", "300"]  # a hung request's client waits on this long (late or stuck): within the timeout
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=900, env={**os.environ})
    summary = json.loads(r.stdout.strip().splitlines()[-1])
    outcomes = summary["outcomes"]
    assert outcomes.get("5xx", 0) == 0 and outcomes.get("hung", 0) == 0 and outcomes.get("error", 0) == 0, r.stdout
    assert outcomes.get("ok", 0) > 0 and outcomes.get("429", 0) > 0  # answers, and bursts past the queue refused
    idle = summary["idle_samples"]
    assert idle and idle[-1]["t"] >= 120, r.stdout  # the end was sampled idle: every request had ended
    assert all(v <= 0 for v in summary["counts_idle_end_vs_start"].values()), r.stdout
    assert summary["counts_growth_after_warmup"]["open_files"] <= 0, r.stdout
    assert summary["counts_growth_after_warmup"]["threads"] <= 0, r.stdout
    assert r.returncode == 0
    assert (out / "soak.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_soak_cut_short_reports_what_it_measured_and_what_was_in_flight(starter_dir, tmp_path):
    """`timeout` or a device's time limit ends the run with SIGTERM: the samples and requests so far are written and
    summarized, marked cut short (never a pass), with the requests still in flight; the server is stopped."""
    out = tmp_path / "soak"
    cmd = [sys.executable, str(ROOT / "scripts" / "soak"), "--minutes", "5", "--clients", "2", "--json"]
    cmd += ["--model", str(starter_dir), "--out", str(out), "--sample-every", "2", "--idle-every", "0"]
    p = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ}, start_new_session=True
    )
    try:
        seen = []
        for line in p.stderr:  # the server is up and traffic starts once this line comes
            seen.append(line)
            if "macllm serve pid" in line:
                break
        else:
            pytest.fail("the soak ended before its server was up:\n" + "".join(seen))
        time.sleep(45)  # some requests answered, some in flight
        p.send_signal(signal.SIGTERM)
        p.send_signal(signal.SIGTERM)  # as `timeout` does: the process, then its group
        stdout, stderr = p.communicate(timeout=180)
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)  # the soak and its server
    assert p.returncode == 1, stderr
    summary = json.loads(stdout.strip().splitlines()[-1])
    cut = summary["cut_short"]
    assert cut["by"] == "SIGTERM" and 40 <= cut["at_s"] < 300 and isinstance(cut["in_flight"], list)
    assert summary["ok"] is False and summary["requests"] > 0
    # the server's stop fails what was in flight: those rows are not the soak's findings
    assert summary["outcomes"].get("5xx", 0) == 0 and summary["outcomes"].get("error", 0) == 0, stdout
    saved = json.loads((out / "soak.json").read_text())
    assert saved["samples"] and saved["summary"]["cut_short"] == cut
    assert "CUT SHORT" in stdout
