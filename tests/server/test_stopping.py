"""`macllm serve` stopped (SIGTERM, as `timeout`, systemd or launchd stop it) while it answers: a whole answer in
flight is a 503 with Retry-After, which clients retry (the request was not at fault, unlike a 500), a stream ends
with an error event that says to send it again, and the process exits."""

from __future__ import annotations

import json
import signal
import threading
import time
import urllib.request

from .conftest import Server


def chat(stream: bool) -> bytes:
    body = {"messages": [{"role": "user", "content": "Count on."}], "max_tokens": 1500, "temperature": 0}
    return json.dumps({**body, "stream": stream}).encode()


def test_a_stopped_server_answers_what_runs_with_a_503_and_exits(tiny_dir, tmp_path):
    server = Server(["--model", str(tiny_dir), "--no-warmup"], tmp_path / "home", tiny_dir.name)
    try:
        whole: dict = {}
        thread = threading.Thread(
            target=lambda: whole.update(reply=server.post("/v1/chat/completions", chat(False), key=None))
        )
        thread.start()
        req = urllib.request.Request(
            server.base + "/v1/chat/completions", data=chat(True), headers={"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(req, timeout=120) as stream:
            assert stream.status == 200
            assert b'"content"' in stream.readline() or b'"content"' in stream.readline()  # it has started
            deadline = time.time() + 60
            while server.get("/health/memory")[1].get("requests_running", 0) < 2 and time.time() < deadline:
                time.sleep(0.05)
            assert time.time() < deadline, "the whole answer never started"
            server.proc.send_signal(signal.SIGTERM)
            rest = stream.read().decode()
        thread.join(timeout=60)
        assert not thread.is_alive()
        status, headers, body = whole["reply"]
        assert status == 503, body
        assert {k.lower(): v for k, v in headers.items()}.get("retry-after") == "5", headers
        assert body["error"]["type"] == "server_error"
        assert "stopping" in body["error"]["message"] and "send the request again" in body["error"]["message"]
        assert "stopping" in rest and "send the request again" in rest  # the stream's error event
        assert server.proc.wait(timeout=60) in (0, -signal.SIGTERM)  # uvicorn exits by the signal it was sent
        assert "Traceback" not in server.log.read_text()
    finally:
        server.stop()
