"""The HTTP clients of scripts/server_bench.py, in a process of their own (this file run as a script, one thread a
stream, fed the waves on its stdin), as real clients do, so that their threads do not take the in-process server's
GIL; it times each wave itself. http.client only, so it runs where the openai SDK is not installed (the GPU machine);
no macllm, no MLX."""

from __future__ import annotations

import http.client
import json
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path


def stream_chat(port: int, body: dict) -> dict:
    """One streaming request: TTFT (first content), completion tokens (from usage), seconds."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    t0 = time.perf_counter()
    conn.request(
        "POST",
        "/v1/chat/completions",
        json.dumps({**body, "stream": True, "stream_options": {"include_usage": True}}),
        {"Content-Type": "application/json"},
    )
    resp = conn.getresponse()
    if resp.status != 200:
        raise RuntimeError(f"HTTP {resp.status}: {resp.read()[:200]}")
    ttft, tokens, text = None, 0, []
    for line in resp:
        if not line.startswith(b"data: ") or line.strip() == b"data: [DONE]":
            continue
        chunk = json.loads(line[6:])
        if chunk.get("usage"):
            tokens = chunk["usage"]["completion_tokens"]
        for c in chunk.get("choices", []):
            if c["delta"].get("content"):
                ttft = ttft or time.perf_counter() - t0
                text.append(c["delta"]["content"])
    conn.close()
    return {"ttft": ttft or 0.0, "tokens": tokens, "s": time.perf_counter() - t0, "text": "".join(text)}


def client_wave(port: int, bodies: list[dict]) -> dict:
    """One stream a thread, all at once; the wave's seconds and each stream's row."""
    t0 = time.perf_counter()
    with ThreadPoolExecutor(len(bodies)) as pool:
        rows = list(pool.map(lambda b: stream_chat(port, b), bodies))
    return {"wall": time.perf_counter() - t0, "rows": rows}


def client_main() -> None:
    """The HTTP clients' process (this file run as a script): a wave a line on stdin ({"port", "bodies"}), its result a line
    on stdout ({"wall", "rows"}, or {"error"})."""
    for line in sys.stdin:
        job = json.loads(line)
        try:
            out = client_wave(job["port"], job["bodies"])
        except Exception as e:  # the parent raises it with the bench's context
            out = {"error": f"{type(e).__name__}: {e}"}
        print(json.dumps(out), flush=True)


class Clients:
    """The HTTP clients in a process of their own (client_main), started once for the bench."""

    def __init__(self):
        cmd = [sys.executable, str(Path(__file__).resolve())]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def wave(self, port: int, bodies: list[dict]) -> dict:
        self.proc.stdin.write(json.dumps({"port": port, "bodies": bodies}) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the HTTP clients' process ended (exit status {self.proc.wait()})")
        out = json.loads(line)
        if "error" in out:
            raise RuntimeError(f"an HTTP client failed: {out['error']}")
        return out

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=60)


if __name__ == "__main__":
    client_main()
