"""The soak's hung rule (scripts/soak_traffic.py): a request the server leaves without a byte past --hang-s is
hung, and its client waits on to --stuck-s, so the row says whether the answer came late (and when) or never.
A local stand-in server answers at once, late, or never; no macllm serve, no soak."""

from __future__ import annotations

import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import soak_report  # noqa: E402
import soak_traffic  # noqa: E402

# Seconds with room for a loaded 2-core CI machine: "now" must answer within HANG_S, "late" between HANG_S and
# STUCK_S, "never" not before STUCK_S (the test waits ~LATE_S + STUCK_S in all).
HANG_S, LATE_S, STUCK_S = 2.0, 4.0, 6.0
DELAYS = {"/now": 0.0, "/late": LATE_S, "/never": 30.0}


class StandIn(BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers["Content-Length"]))
        time.sleep(DELAYS[self.path])
        body = b'{"usage": {"completion_tokens": 3}}'
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def test_a_request_past_the_hung_limit_is_told_late_or_stuck():
    server = ThreadingHTTPServer(("127.0.0.1", 0), StandIn)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    rows: list = []
    args = SimpleNamespace(hang_s=HANG_S, stuck_s=STUCK_S, context=512, seed=0)
    t0 = time.perf_counter()
    traffic = soak_traffic.Traffic(server.server_address[1], t0, t0 + 60, args, False, rows)
    try:
        for path in DELAYS:
            traffic._send(path.strip("/"), path, {}, stream=False)
    finally:
        server.shutdown()
    by_kind = {r["kind"]: r for r in rows}
    assert by_kind["now"]["outcome"] == "ok" and "answered_s" not in by_kind["now"]
    late, never = by_kind["late"], by_kind["never"]
    assert late["outcome"] == "hung" and late["late_outcome"] == "ok" and late["answered_s"] >= LATE_S
    assert never["outcome"] == "hung" and never["answered_s"] is None and never["seconds"] >= STUCK_S
    summary = soak_report.summarize([], rows, 0, SimpleNamespace(minutes=1, clients=1))
    assert summary["outcomes"]["hung"] == 2 and not summary["ok"]  # both count against the goal
    assert summary["hung_stuck"] == 1 and [r["kind"] for r in summary["hung_answered_late"]] == ["late"]
    assert "of which answered later: 1 (late ok after " in soak_report.table(summary)
