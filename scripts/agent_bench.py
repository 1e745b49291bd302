"""An agent's loop through macllm serve's Anthropic Messages API: what the cache pool is worth to an agent.

Run: .venv/bin/python scripts/agent_bench.py [--model NAME_OR_DIR] [--steps 10] [--system-tokens 6000] [--shape S]

The agent has a long system prompt (~--system-tokens) and three tools; each step it sends the whole chat so far
and is answered with a tool call (tool_choice any), which gets a ~150-token result. Every step's request goes
twice, one after the other: to a server whose requests use the KV cache pool and to one that prefills every
prompt afresh (both over the same engine, in this process). TTFT is the time to message_start, which is sent
with the first token. Prints JSON lines: one per step, then the medians and their ratio.
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TOOLS = [
    {
        "name": "read_file",
        "description": "Read a file of the project",
        "input_schema": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
    },
    {
        "name": "run_tests",
        "description": "Run the project's tests matching a pattern",
        "input_schema": {"type": "object", "properties": {"pattern": {"type": "string"}}},
    },
    {
        "name": "edit_file",
        "description": "Replace text in a file",
        "input_schema": {
            "type": "object",
            "properties": {"path": {"type": "string"}, "old": {"type": "string"}, "new": {"type": "string"}},
            "required": ["path", "old", "new"],
        },
    },
]
RULE = (
    "Rule {i}: before editing module number {i}, read it and its tests; keep functions short, name them "
    "after what they do, and run the tests of module {i} after each change. "
)
RESULT = "def handler_{i}(request):\n    value = request.get('field_{i}')\n    return {{'ok': value is not None}}\n"


def emit(**row):
    print(json.dumps(row), flush=True)


class StepRefused(RuntimeError):
    """The server refused a step (e.g. the chat outgrew the model's context)."""

    def __init__(self, status: int, body: str):
        super().__init__(f"HTTP {status}: {body}")
        self.status = status


def step(port: int, body: dict) -> dict:
    """One streamed request: TTFT (message_start), the tool calls, usage."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    t0 = time.perf_counter()
    conn.request("POST", "/v1/messages", json.dumps({**body, "stream": True}), {"Content-Type": "application/json"})
    resp = conn.getresponse()
    if resp.status != 200:
        raise StepRefused(resp.status, resp.read()[:300].decode(errors="replace"))
    ttft, blocks, usage = None, [], {}
    for line in resp:
        if not line.startswith(b"data: "):
            continue
        event = json.loads(line[6:])
        if event["type"] == "message_start":
            ttft = time.perf_counter() - t0
        elif event["type"] == "content_block_start":
            blocks.append({**event["content_block"], "json": ""})
        elif event["type"] == "content_block_delta" and event["delta"]["type"] == "input_json_delta":
            blocks[-1]["json"] += event["delta"]["partial_json"]
        elif event["type"] == "message_delta":
            usage = event["usage"]
    conn.close()
    calls = [
        {"type": "tool_use", "id": b["id"], "name": b["name"], "input": json.loads(b["json"] or "{}")}
        for b in blocks
        if b["type"] == "tool_use"
    ]
    return {"ttft": ttft, "calls": calls, "usage": usage, "s": time.perf_counter() - t0}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--system-tokens", type=int, default=6000)
    ap.add_argument("--max-tokens", type=int, default=96)
    ap.add_argument("--shape", help="a random-weight model of this shape (4-bit) with --model's tokenizer instead")
    args = ap.parse_args()
    if args.shape:  # where the weights cannot travel (the GPU machine): the timing is the same, the calls are forced
        from macllm.loaders.random_weights import write_random_model

        out = Path(tempfile.mkdtemp(prefix="macllm-agent-")) / args.shape
        args.model = str(write_random_model(args.shape, Path(args.model), out))

    from in_process_server import start

    from macllm.runtime.engine import Engine

    engine = Engine(kv_dir=Path(tempfile.mkdtemp(prefix="macllm-agent-kv-")))  # cold, never the user's KV folder
    engine.load(args.model)
    name = Path(args.model).name if Path(args.model).is_dir() else args.model
    pooled, fresh = (start(engine, name, concurrency=4, cache=cache)[1] for cache in (True, False))
    rules = "".join(RULE.format(i=i) for i in range(args.system_tokens // 40))  # ~40 tokens a rule
    chat = [{"role": "user", "content": "Module 3 fails its tests. Find out why and fix it."}]
    body = {"system": rules, "tools": TOOLS, "tool_choice": {"type": "any"}, "max_tokens": args.max_tokens}
    engine.warm_up()
    rows = []
    for i in range(args.steps):
        request = {**body, "messages": chat, "temperature": 0}
        try:
            with_pool, without = step(pooled, request), step(fresh, request)
        except StepRefused as e:  # the default 6k-token loop outgrows an 8k context (the starter's) at step 9
            if e.status != 400 or not rows:
                raise
            emit(bench="agent_loop", stopped_at_step=i + 1, reason=str(e))
            break
        u = with_pool["usage"]
        row = {
            "step": i + 1,
            "prompt_tokens": u["input_tokens"] + u["cache_read_input_tokens"],
            "cached_tokens": u["cache_read_input_tokens"],
            "ttft_pool_s": round(with_pool["ttft"], 3),
            "ttft_no_cache_s": round(without["ttft"], 3),
            "uncached_cached_tokens": without["usage"]["cache_read_input_tokens"],
        }
        rows.append(row)
        emit(bench="agent_loop", **row)
        calls = with_pool["calls"] or [{"type": "tool_use", "id": f"toolu_{i}", "name": "read_file", "input": {}}]
        chat = [
            *chat,
            {"role": "assistant", "content": calls},
            {
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": c["id"], "content": RESULT.format(i=i) * 4} for c in calls
                ],
            },
        ]
    later = rows[1:]  # the first step has nothing to reuse but the warm-up's template prefix
    pool, none = (statistics.median(r[k] for r in later) for k in ("ttft_pool_s", "ttft_no_cache_s"))
    emit(
        bench="agent_loop",
        model=name,
        steps=len(rows),
        system_tokens=rows[0]["prompt_tokens"],
        last_prompt_tokens=rows[-1]["prompt_tokens"],
        ttft_pool_p50_s=round(pool, 3),
        ttft_no_cache_p50_s=round(none, 3),
        ratio_no_cache_over_pool=round(none / pool, 2),
    )
    engine.close()


if __name__ == "__main__":
    main()
