"""`scripts/bench --only server`: macllm serve through HTTP, everything side by side in one run.

- streams: 1, 2, 4, 8 concurrent streaming chat requests (rounds alternate the levels): aggregate tok/s,
  p50/p95 TTFT (first content chunk), and the 8-stream / 1-stream throughput ratio.
- schema: the same requests with and without a JSON schema (response_format), alternating, at 1 and 4
  streams: tok/s ratio = the cost of constrained decoding.
- same: the same 8 streaming requests (greedy, the same prompts) through HTTP and through the engine directly,
  rounds alternating: aggregate tok/s of each and their ratio (the issue's goal: HTTP at least 90%), the median
  and every round's; and each wave's engine steps (batched steps, the rows they decoded, single-path steps), to
  tell a different schedule from a slower loop.
- warmup: fresh server processes, with and without the warm-up (alternating, --rounds each): TTFT of their first
  and second request.
- prediction (`scripts/server_bench.py --prediction`): an agent's code edit (a 40-line module in the prompt, one
  name to change, the whole file back) as chat completions bodies read by the server's own parser and sent to
  the engine, with OpenAI's `prediction` (the file as sent) and without it (prompt lookup from the prompt alone),
  and with drafting off, rounds alternating: greedy decode tok/s of each, the ratios, and whether the three
  answers are the same text. Then the same edit with a prediction while another chat decodes beside it, with
  the prediction on the single path drafting beside the batch (the default) and in the batch (where it does not
  draft), rounds alternating: decode tok/s of the edit and of the other chat under each.

The server runs in this process (uvicorn on a thread) over the bench's engine, as `macllm serve` would run it;
the HTTP clients run in a process of their own (scripts/http_clients.py, one thread a stream, fed the waves on
its stdin), as real clients do, so their threads do not take the server's GIL; it times each wave itself. They
use http.client only, so the bench runs where the openai SDK is not installed (the GPU machine).
The engine's direct path (bench `same`) keeps its readers in this process: they only wait for the results.
"""

from __future__ import annotations

import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # http_clients beside it, however this file is loaded
from http_clients import Clients, stream_chat  # noqa: E402

SCHEMA = {
    "type": "object",
    "properties": {
        "title": {"type": "string", "maxLength": 60},
        "year": {"type": "integer"},
        "genres": {
            "type": "array",
            "items": {"enum": ["drama", "comedy", "action", "science fiction", "documentary"]},
            "maxItems": 3,
        },
        "director": {
            "type": "object",
            "properties": {"name": {"type": "string", "maxLength": 40}},
            "required": ["name"],
        },
    },
    "required": ["title", "year", "genres", "director"],
    "additionalProperties": False,
}


def emit(**row):
    print(json.dumps(row), flush=True)


def body(i: int, max_tokens: int, schema: bool = False) -> dict:
    b = {
        "messages": [
            {"role": "user", "content": f"Describe film number {i} of a festival programme in a few sentences."}
        ],
        "max_tokens": max_tokens,
        "temperature": 0.7,
        "seed": None,
    }
    b.pop("seed")
    if schema:
        b["response_format"] = {"type": "json_schema", "json_schema": {"name": "film", "schema": SCHEMA}}
    return b


def wave(clients: Clients, port: int, n: int, max_tokens: int, schema: bool = False) -> dict:
    got = clients.wave(port, [body(i, max_tokens, schema) for i in range(n)])
    rows = got["rows"]
    return {"tps": sum(r["tokens"] for r in rows) / got["wall"], "ttfts": [r["ttft"] for r in rows], "rows": rows}


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def bench_streams(clients: Clients, port: int, rounds: int, max_tokens: int) -> None:
    levels = (1, 2, 4, 8)
    got = {n: [] for n in levels}
    for n in levels:  # every batch size once before timing (the CUDA backend builds kernels per shape)
        wave(clients, port, n, 8)
    for _ in range(rounds):
        for n in levels:
            got[n].append(wave(clients, port, n, max_tokens))
    tps = {n: statistics.median(w["tps"] for w in got[n]) for n in levels}
    for n in levels:
        ttfts = [t for w in got[n] for t in w["ttfts"]]
        emit(
            bench="server_streams",
            streams=n,
            rounds=rounds,
            max_tokens=max_tokens,
            aggregate_tps=round(tps[n], 1),
            ttft_p50_s=round(pct(ttfts, 0.5), 3),
            ttft_p95_s=round(pct(ttfts, 0.95), 3),
        )
    emit(bench="server_streams", ratio_8_over_1=round(tps[8] / tps[1], 2))


def same_bodies(n: int, max_tokens: int) -> list[dict]:
    """n streaming chat requests a client would send: greedy, so both paths generate the same tokens."""
    return [
        {
            "messages": [{"role": "user", "content": f"Describe film number {i} of a festival programme in detail."}],
            "max_tokens": max_tokens,
            "temperature": 0.0,
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        for i in range(n)
    ]


def engine_wave(engine, bodies: list[dict]) -> dict:
    """The requests the server would submit for `bodies` (parsed by its own parser), straight to the engine, each
    read by its own thread as a server's client would be."""
    from in_process_server import served

    from macllm.server.protocol import Limits, parse_chat

    model = served(engine, "bench")
    requests = [parse_chat(b, Limits(), model.vocab_size, model.template_tools).request for b in bodies]
    t0 = time.perf_counter()
    with ThreadPoolExecutor(len(requests)) as pool:
        done = list(pool.map(lambda r: engine.submit(r).result(), requests))
    wall = time.perf_counter() - t0
    return {"tps": sum(d.stats.generation_tokens for d in done) / wall, "tokens": [len(d.token_ids) for d in done]}


def http_wave(clients: Clients, port: int, bodies: list[dict]) -> dict:
    got = clients.wave(port, bodies)
    rows = got["rows"]
    return {"tps": sum(r["tokens"] for r in rows) / got["wall"], "tokens": [r["tokens"] for r in rows]}


class StepCounts:
    """Counts the engine's decoder steps while it is on (the bench's engine is in this process): batched steps,
    the rows they decoded (the batch's size at each), single-path steps, and fused steps (a prompt chunk and
    single-path streams' tokens in one forward: fused_step.run, which SequenceDecoder.step does not see; each
    decoder it steps counts as a single-path step too). The step methods are wrapped at class or module level
    and put back by close()."""

    def __init__(self):
        from macllm.runtime import fused_step
        from macllm.runtime.batch import BatchDecoder
        from macllm.runtime.single import SequenceDecoder

        self.counts = {"batch_steps": 0, "batch_rows": 0, "single_steps": 0, "fused_steps": 0}
        wrapped = ((BatchDecoder, "step"), (SequenceDecoder, "step"), (fused_step, "run"))
        self.saved = [(owner, name, getattr(owner, name)) for owner, name in wrapped]
        counts, batch_step, single_step, fused_run = (self.counts, *(f for _, _, f in self.saved))

        def counted_batch(dec, *a, **k):
            counts["batch_steps"] += 1
            counts["batch_rows"] += len(dec)
            return batch_step(dec, *a, **k)

        def counted_single(dec, *a, **k):
            counts["single_steps"] += 1
            return single_step(dec, *a, **k)

        def counted_fused(prefill, streams, choice):
            done = fused_run(prefill, streams, choice)  # raises where it failed: the decoders then step alone
            counts["fused_steps"] += 1
            counts["single_steps"] += 1 + len(streams)
            return done

        BatchDecoder.step, SequenceDecoder.step, fused_step.run = counted_batch, counted_single, counted_fused

    def taken(self) -> dict:
        """The counts since the last call."""
        out = dict(self.counts)
        for k in self.counts:
            self.counts[k] = 0
        return out

    def close(self) -> None:
        for owner, name, f in self.saved:
            setattr(owner, name, f)


def bench_same(engine, clients: Clients, port: int, rounds: int, max_tokens: int, streams: int = 8) -> None:
    """The same streams through HTTP and through the engine, alternating round by round; each wave's steps."""
    bodies = same_bodies(streams, max_tokens)
    engine_wave(engine, bodies)  # both paths find the prompts in the pool from here on
    http_wave(clients, port, bodies)
    got = {"engine": [], "http": []}
    steps = StepCounts()
    try:
        for _ in range(rounds):
            for path, run_wave in (
                ("engine", lambda: engine_wave(engine, bodies)),
                ("http", lambda: http_wave(clients, port, bodies)),
            ):
                steps.taken()
                w = run_wave()
                got[path].append({**w, "steps": steps.taken()})
    finally:
        steps.close()
    e, h = (statistics.median(w["tps"] for w in got[k]) for k in ("engine", "http"))
    emit(
        bench="server_same",
        streams=streams,
        rounds=rounds,
        max_tokens=max_tokens,
        engine_tps=round(e, 1),
        http_tps=round(h, 1),
        ratio_http_over_engine=round(h / e, 3),
        same_tokens=got["engine"][-1]["tokens"] == got["http"][-1]["tokens"],
        clients="a process of their own",
        engine_tps_rounds=[round(w["tps"], 1) for w in got["engine"]],
        http_tps_rounds=[round(w["tps"], 1) for w in got["http"]],
        ratio_rounds=[round(b["tps"] / a["tps"], 3) for a, b in zip(got["engine"], got["http"])],
        engine_steps_rounds=[w["steps"] for w in got["engine"]],
        http_steps_rounds=[w["steps"] for w in got["http"]],
    )


def bench_schema(clients: Clients, port: int, rounds: int, max_tokens: int) -> None:
    for n in (1, 4):
        plain, constrained, valid = [], [], 0
        for _ in range(rounds):
            plain.append(wave(clients, port, n, max_tokens)["tps"])
            w = wave(clients, port, n, max_tokens, schema=True)
            constrained.append(w["tps"])
            for r in w["rows"]:
                try:
                    json.loads(r["text"])
                    valid += 1
                except ValueError:
                    pass
        p, c = statistics.median(plain), statistics.median(constrained)
        emit(
            bench="server_schema",
            streams=n,
            rounds=rounds,
            max_tokens=max_tokens,
            plain_tps=round(p, 1),
            schema_tps=round(c, 1),
            ratio_schema_over_plain=round(c / p, 3),
            schema_answers_parsed=f"{valid}/{n * rounds}",
            note="plain answers draft by prompt lookup when alone; constrained answers never draft",
        )


EDITED = """import json
from pathlib import Path

DEFAULTS = {"name": "demo", "retries": 3, "timeout": 10.0, "verbose": False}


def load_config(path):
    \"\"\"Read a JSON config file and fill in the defaults.\"\"\"
    data = json.loads(Path(path).read_text())
    config = dict(DEFAULTS)
    config.update(data)
    return config


def check_config(config):
    if config["retries"] < 0:
        raise ValueError("retries must be at least 0")
    if config["timeout"] <= 0:
        raise ValueError("timeout must be positive")
    return config


def save_config(config, path):
    Path(path).write_text(json.dumps(config, indent=2))


def merge_configs(base, extra):
    merged = dict(base)
    for key, value in extra.items():
        if key in merged and isinstance(merged[key], dict):
            merged[key] = merge_configs(merged[key], value)
        else:
            merged[key] = value
    return merged


def main(path):
    config = check_config(load_config(path))
    if config["verbose"]:
        print("loaded", config["name"], "with", config["retries"], "retries")
    return config
"""


def edit_body(max_tokens: int, prediction: bool) -> dict:
    ask = (
        "Here is a Python file:\n\n```python\n" + EDITED + "```\n\nRename the function load_config to read_config "
        "everywhere. Answer with the whole updated file only."
    )
    body = {"messages": [{"role": "user", "content": ask}], "max_tokens": max_tokens, "temperature": 0.0}
    if prediction:
        body["prediction"] = {"type": "content", "content": "```python\n" + EDITED + "```"}
    return body


def bench_prediction(engine, rounds: int, max_tokens: int) -> None:
    """A code edit with and without `prediction` (and with drafting off), alternating, on one engine."""
    from macllm.runtime.constrained import logits_width
    from macllm.server.protocol import Limits, parse_chat

    vocab = engine.run(lambda e: logits_width(e.model))

    def answer(mode: str):
        request = parse_chat(edit_body(max_tokens, mode == "prediction"), Limits(), vocab, False).request
        request.draft = "off" if mode == "off" else "auto"
        return engine.submit(request).result()

    modes = ("off", "lookup", "prediction")
    answer("off")  # the prompt goes to the pool: every later request prefills nothing but its last token
    got = {m: [] for m in modes}
    for _ in range(rounds):
        for m in modes:
            got[m].append(answer(m))
    tps = {m: statistics.median(d.stats.generation_tps for d in got[m]) for m in modes}
    texts = {m: got[m][-1].text for m in modes}
    last = got["prediction"][-1].stats
    emit(
        bench="server_prediction",
        rounds=rounds,
        max_tokens=max_tokens,
        tokens=len(got["prediction"][-1].token_ids),
        drafting_off_tps=round(tps["off"], 1),
        prompt_lookup_tps=round(tps["lookup"], 1),
        prediction_tps=round(tps["prediction"], 1),
        ratio_prediction_over_lookup=round(tps["prediction"] / tps["lookup"], 2),
        ratio_prediction_over_off=round(tps["prediction"] / tps["off"], 2),
        prediction_acceptance=round(last.draft_acceptance, 3),
        lookup_acceptance=round(got["lookup"][-1].stats.draft_acceptance, 3),
        same_text=texts["off"] == texts["lookup"] == texts["prediction"],
    )


def bench_prediction_beside(engine, rounds: int, max_tokens: int) -> None:
    """The predicted edit while another chat decodes: the edit drafting beside the batch against the edit in
    the batch (Scheduler.prediction_beside), alternating; both answers' decode tok/s."""
    from macllm.runtime.constrained import logits_width
    from macllm.server.protocol import Limits, parse_chat

    vocab = engine.run(lambda e: logits_width(e.model))
    other = body(1, max_tokens) | {"temperature": 0.0}

    def pair(beside: bool):
        engine.run(lambda e: setattr(e.scheduler, "prediction_beside", beside))
        edit = parse_chat(edit_body(max_tokens, True), Limits(), vocab, False).request
        handles = [engine.submit(parse_chat(other, Limits(), vocab, False).request), engine.submit(edit)]
        return [h.result() for h in handles]

    pair(True)  # both prompts go to the pool
    got = {True: [], False: []}
    for _ in range(rounds):
        for beside in (True, False):
            got[beside].append(pair(beside))
    engine.run(lambda e: setattr(e.scheduler, "prediction_beside", True))
    med = lambda beside, i: statistics.median(p[i].stats.generation_tps for p in got[beside])  # noqa: E731
    last = {b: got[b][-1][1].stats for b in got}
    emit(
        bench="server_prediction_beside_a_stream",
        rounds=rounds,
        max_tokens=max_tokens,
        edit_beside_tps=round(med(True, 1), 1),
        edit_in_batch_tps=round(med(False, 1), 1),
        ratio_edit_beside_over_in_batch=round(med(True, 1) / med(False, 1), 2),
        other_with_edit_beside_tps=round(med(True, 0), 1),
        other_with_edit_in_batch_tps=round(med(False, 0), 1),
        ratio_other=round(med(True, 0) / med(False, 0), 2),
        edit_beside_batched=last[True].batched,
        edit_beside_drafter=last[True].drafter,
        edit_beside_acceptance=round(last[True].draft_acceptance, 3),
        edit_in_batch_batched=last[False].batched,
        same_text=got[True][-1][1].text == got[False][-1][1].text,
    )


def _fresh_server_ttfts(model: str, warm: bool) -> tuple[float, float]:
    """A fresh server process (kernels not yet built): TTFT of its first and second request."""
    root = Path(__file__).resolve().parent.parent
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    code = f"from macllm.server.run import serve; serve({model!r}, port={port}, warmup={warm})"
    env = {**os.environ, "PYTHONPATH": f"{root}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.time() + 300
        while time.time() < deadline:
            if proc.poll() is not None:
                raise RuntimeError(f"the server exited: {proc.stderr.read().decode()[-500:]}")
            try:
                c = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                c.request("GET", "/health")
                if c.getresponse().status == 200:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        return stream_chat(port, body(1, 8))["ttft"], stream_chat(port, body(2, 8))["ttft"]
    finally:
        proc.terminate()
        proc.wait(timeout=60)


def bench_warmup(model: str, rounds: int) -> None:
    """First and second request TTFT of fresh server processes, with and without the warm-up, alternating."""
    got = {False: [], True: []}
    for _ in range(rounds):
        for warm in (False, True):
            got[warm].append(_fresh_server_ttfts(model, warm))
    for warm, pairs in got.items():
        first, second = statistics.median(p[0] for p in pairs), statistics.median(p[1] for p in pairs)
        emit(
            bench="server_warmup",
            warmup=warm,
            rounds=rounds,
            first_ttft_s=round(first, 3),
            second_ttft_s=round(second, 3),
            ratio_first_over_second=round(first / second, 2),
        )


def run(engine, args) -> None:
    from in_process_server import start

    info = engine.info()
    server, port = start(engine, info["model"])
    clients = Clients()
    try:
        bench_same(engine, clients, port, args.rounds, args.max_tokens)
        if getattr(args, "only_same", False):
            return
        bench_streams(clients, port, args.rounds, args.max_tokens)
        bench_schema(clients, port, args.rounds, max(args.max_tokens, 160))  # room for the whole JSON answer
    finally:
        clients.close()
        server.should_exit = True
    if getattr(args, "only_same", False):
        return
    try:
        bench_warmup(args.model if not args.shape else info["model"], args.rounds)
    except RuntimeError as e:  # e.g. a checkout without macllm installed (its configs) cannot start a server
        emit(bench="server_warmup", error=str(e)[-300:])


def main() -> None:
    """Alone (scripts/server_bench.py [--all]): the HTTP-vs-engine streams on the starter, then, with --all, the
    rest as `scripts/bench --only server` runs it."""
    import argparse

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    import macllm  # noqa: F401  (OpenBLAS before mlx)
    from macllm.runtime.engine import Engine

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--max-tokens", type=int, default=64)
    ap.add_argument("--all", action="store_true", help="also streams 1/2/4/8, schema and warm-up")
    ap.add_argument("--prediction", action="store_true", help="only predicted outputs on a code edit")
    args = ap.parse_args()
    args.shape, args.only_same = None, not args.all
    engine = Engine(kv_dir=Path(tempfile.mkdtemp(prefix="macllm-bench-kv-")))
    try:
        engine.load(args.model)
        if args.prediction:
            bench_prediction(engine, args.rounds, max(args.max_tokens, 400))  # room for the whole file
            bench_prediction_beside(engine, args.rounds, max(args.max_tokens, 400))
            return
        run(engine, args)
    finally:
        engine.close()


if __name__ == "__main__":
    main()
