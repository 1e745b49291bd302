#!/usr/bin/env python3
"""An agent's turn through the API: a long cached prefix and ~500 new tokens, macllm serve against stock
`mlx_lm.server` (its prompt cache), the same requests to both, side by side in one run (JSON lines).

Each round is a new conversation (its own system prompt of ~--prefix-tokens, so that neither server can reuse
another round's) sent as two streamed /v1/chat/completions requests to each server in turn: the first carries
the prefix and a short question (both servers prefill it and keep its cache), the second the same history, the
answer and a new ~--new-tokens user message (a tool's output): its time to the first content chunk is the
agent's wait. Both servers run as subprocesses on the same model folder with their defaults (`macllm serve`
with a temporary MACLLM_HOME, so its disk tier starts empty; `mlx_lm.server`), answering one at a time.

Run: .venv/bin/python scripts/agent_turn_bench.py [--model NAME_OR_DIR] [--prefix-tokens 6000] [--new-tokens 500]
     [--rounds 2]
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

WORDS = (Path(__file__).resolve().parent.parent / "README.md").read_text().split()


def emit(**row):
    print(json.dumps(row), flush=True)


def text_of(tokenizer, tokens: int, offset: int) -> str:
    """README words from `offset` on, about `tokens` tokens of them."""
    words, n, i = [], 0, offset
    while n < tokens:
        piece = WORDS[i % len(WORDS) : i % len(WORDS) + 50]
        words += piece
        n += len(tokenizer.encode(" ".join(piece), add_special_tokens=False))
        i += 50
    return " ".join(words)


def ttft(port: int, messages: list[dict], model: str, max_tokens: int) -> tuple[float, str]:
    """A streamed chat completion: seconds to the first chunk with content, and the answer's text."""
    body = {"model": model, "messages": messages, "max_tokens": max_tokens, "temperature": 0, "stream": True}
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1800)
    t0 = time.perf_counter()
    conn.request("POST", "/v1/chat/completions", json.dumps(body), {"Content-Type": "application/json"})
    resp = conn.getresponse()
    if resp.status != 200:
        raise RuntimeError(f"HTTP {resp.status} from port {port}: {resp.read()[:300]}")
    first, text = None, ""
    for line in resp:
        if not line.startswith(b"data: ") or line.strip() == b"data: [DONE]":
            continue
        choices = json.loads(line[6:]).get("choices") or [{}]
        piece = (choices[0].get("delta") or {}).get("content") or ""
        if piece and first is None:
            first = time.perf_counter() - t0
        text += piece
    conn.close()
    return (first if first is not None else time.perf_counter() - t0), text


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(command: list[str], env: dict) -> tuple[subprocess.Popen, int]:
    """A server subprocess on a free port (the command's last argument), once it answers /v1/models."""
    port = free_port()
    proc = subprocess.Popen(
        [*command, str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, **env}
    )
    for _ in range(1200):
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            conn.request("GET", "/v1/models")
            if conn.getresponse().status == 200:
                return proc, port
        except OSError:
            pass
        if proc.poll() is not None:
            raise RuntimeError(f"{command[0]} ended at start (status {proc.returncode})")
        time.sleep(0.5)
    proc.kill()
    raise RuntimeError(f"{command[0]} did not start in 600 s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--prefix-tokens", type=int, default=6000)
    ap.add_argument("--new-tokens", type=int, default=500)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--max-tokens", type=int, default=8)
    args = ap.parse_args()

    import tempfile

    from macllm.model_store import resolve

    path = resolve(args.model)
    from mlx_lm.tokenizer_utils import load as load_tokenizer

    tokenizer = load_tokenizer(path)
    home = tempfile.mkdtemp(prefix="macllm-agentturn-")
    servers = {
        "macllm": start(
            [sys.executable, "-m", "macllm.cli.main", "serve", "--model", str(path), "--port"], {"MACLLM_HOME": home}
        ),
        "mlx_lm": start(  # as a module: where mlx-lm was installed without its console scripts (a --target dir)
            [sys.executable, "-m", "mlx_lm.server", "--model", str(path), "--log-level", "WARNING", "--port"], {}
        ),
    }
    name = path.name
    model_field = {"macllm": name, "mlx_lm": str(path)}  # mlx_lm.server loads what a request names
    emit(bench="agent_turn", part="setup", model=name, path=str(path))
    rows = []
    try:
        for who, (_, port) in servers.items():  # a first answer: warmed up (macllm answers 503 until then)
            for _ in range(600):
                try:
                    ttft(port, [{"role": "user", "content": "Hello"}], model_field[who], 2)
                    break
                except RuntimeError as e:
                    if "HTTP 503" not in str(e):
                        raise
                    time.sleep(1)
        for r in range(args.rounds):
            system = f"Session {r}. " + text_of(tokenizer, args.prefix_tokens, 997 * r)
            first = [{"role": "system", "content": system}, {"role": "user", "content": "Read the notes above."}]
            row = {"round": r + 1}
            turn = [
                *first,
                {"role": "assistant", "content": "I have read them."},  # the same for both servers
                {"role": "user", "content": "Tool output:\n" + text_of(tokenizer, args.new_tokens, 5000 + r)},
            ]
            for who, (_, port) in servers.items():
                row[f"{who}_first_s"], _ = ttft(port, first, model_field[who], args.max_tokens)
                row[f"{who}_turn_s"], _ = ttft(port, turn, model_field[who], args.max_tokens)
            row["prompt_tokens"] = len(tokenizer.apply_chat_template(turn, add_generation_prompt=True))
            row["turn_ratio_stock_over_macllm"] = round(row["mlx_lm_turn_s"] / row["macllm_turn_s"], 2)
            rows.append(row)
            emit(bench="agent_turn", **{k: round(v, 3) if isinstance(v, float) else v for k, v in row.items()})
    finally:
        for proc, _ in servers.values():
            proc.terminate()
            proc.wait(timeout=60)
        import shutil

        shutil.rmtree(home, ignore_errors=True)
    med = {k: statistics.median(r[k] for r in rows) for k in ("macllm_turn_s", "mlx_lm_turn_s")}
    emit(
        bench="agent_turn",
        model=name,
        rounds=args.rounds,
        prompt_tokens=rows[-1]["prompt_tokens"],
        new_tokens=args.new_tokens,
        macllm_turn_ttft_s=round(med["macllm_turn_s"], 3),
        mlx_lm_turn_ttft_s=round(med["mlx_lm_turn_s"], 3),
        ttft_ratio_stock_over_macllm=round(med["mlx_lm_turn_s"] / med["macllm_turn_s"], 2),
    )


if __name__ == "__main__":
    main()
