"""`scripts/bench --only long`: long prompts, macllm against stock mlx-lm in one run (JSON lines).

- `long`: for each prompt length (512, 2k, 8k, 32k tokens, as the context allows), time to first token of the
  engine alone (drafting off, no cache) and of stock `mlx_lm.stream_generate` (its 2,048-token prefill steps)
  on the same thread, the order alternating round by round, medians; `ttft_ratio_stock_over_macllm`, and
  decode tok/s after that context for both. Beside each time, the process CPU seconds the run took
  (`cpu_ratio_stock_over_macllm`) and the load average at its start: on a shared CPU the wall time follows the
  share of the cores the other processes leave (the same 8k prefill on the starter's first 4 layers took 47-92 s
  wall and 27.7-30.3 s CPU in one run, engine and stock alike), so the CPU ratio is the one that compares the
  code there. Likewise for decode: beside each tok/s (both counted as the engine counts them, the tokens
  after the first over the time from the first to the last) the process CPU ms per token
  (`decode_cpu_ratio_stock_over_macllm`). Each round's figures are printed as it ends (`part: round`). Two
  warm-up rounds first (kernels built, and the engine's chunk sizes measured).
  Where the engine chose dense prefill (its info's `dense_prefill_rows`), the same engine with it switched off
  runs in the same rounds too (`macllm_dense_off_ttft_s`, `dense_speedup`): the quantized kernel alone, with
  chunk sizes measured for it from its own timings (as MACLLM_DENSE_PREFILL=off would), not the dense ones.
- `long_stream`: one stream running while a long prompt prefills: the stream's gaps between tokens (p50,
  p95, max) during the prefill and its normal gap before, beside the long prompt's TTFT and stock's TTFT for
  it alone; for the engine's own choice ("adaptive") and for fixed chunk sizes (the curve between the two).
  Beside the stream, each row three times: the prompt's chunks fed a few layers per step (the default,
  "layered beside the stream", runtime/layered_prefill.py), whole chunks carrying the stream's tokens in one
  forward ("fused with the stream", runtime/fused_step.py) and whole chunks run apart from its steps ("beside
  the stream"), alternating round by round with stock alone in the same rounds.
"""

from __future__ import annotations

import json
import os
import statistics
import threading
import time
from collections import Counter

from macllm.events import TextChunk
from macllm.requests import Request
from macllm.sampling import SamplingParams


def emit(**row):
    print(json.dumps(row), flush=True)


def greedy(n: int) -> SamplingParams:
    return SamplingParams(temperature=0.0, max_tokens=n, repetition_penalty=1.0)


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def random_tokens(seed: int, n: int) -> list[int]:
    import numpy as np

    return np.random.default_rng(seed).integers(200, 40000, n).tolist()


_stock: dict = {}


STOCK_WEIGHTS = {"mode": "folder"}  # "engine": stock's loop on the engine's own weights (--stock-weights)


def stock_mlx_lm(path, tokens: list[int], max_tokens: int, engine=None) -> dict:
    """What a user of mlx-lm gets: its loader and stream_generate (2,048-token prefill steps), greedy; with
    --stock-weights engine, stream_generate over the engine's loaded model instead (the same weights, dense
    float32 on a CPU: the loops compared alone). Runs on the engine thread (MLX streams belong to it)."""
    import mlx_lm

    if STOCK_WEIGHTS["mode"] == "engine" and engine is not None:
        model, tokenizer = engine.model.model, engine.model.tokenizer
    else:
        model, tokenizer = _stock.get(path) or _stock.setdefault(path, mlx_lm.load(str(path)))
    t0 = time.perf_counter()
    ttft, marks = None, []
    for _ in mlx_lm.stream_generate(model, tokenizer, tokens, max_tokens=max_tokens):
        marks.append((time.perf_counter(), time.process_time()))
        ttft = ttft if ttft is not None else marks[0][0] - t0
    return {"ttft_s": ttft, **decode_figures(marks[0], marks[-1], len(marks))}


def decode_figures(first: tuple, last: tuple, tokens: int) -> dict:
    """Decode tok/s and process CPU ms per token from the (wall, CPU) clocks at the first token and the last
    one: tokens - 1 steps between them, as the engine's generation_tps counts them (mlx-lm's own counts
    `tokens` over the same span, 1/31 more at 32 tokens). Zeros for a single token."""
    steps = tokens - 1
    if steps < 1:
        return {"decode_tps": 0.0, "decode_cpu_ms": 0.0}
    return {
        "decode_tps": steps / max(last[0] - first[0], 1e-9),
        "decode_cpu_ms": (last[1] - first[1]) * 1000 / steps,
    }


def macllm_alone(engine, tokens: list[int], max_tokens: int) -> dict:
    """The engine's own TTFT and tok/s (its stats), and the process CPU ms per token from its first event (the
    first token's text) to its end."""
    handle = engine.submit(Request(prompt=tokens, params=greedy(max_tokens), cache=False, draft="off"))
    first = None
    for _ in handle:
        first = first or (time.perf_counter(), time.process_time())
    s = handle.final.stats
    cpu = decode_figures(first, (time.perf_counter(), time.process_time()), s.generation_tokens)["decode_cpu_ms"]
    return {"ttft_s": s.ttft_s, "decode_tps": s.generation_tps, "decode_cpu_ms": cpu}


def chunk_state(engine) -> dict:
    def read(e):
        sizer = e.scheduler.sizer
        return {
            "max_chunk": sizer.max_chunk,
            "fastest_at_0": sizer.fastest(0),
            "fastest_at_8k": sizer.fastest(8192),
            "per_token_ms": {
                c: round(v * 1000, 4)
                for c in sizer.sizes()
                if sizer.costs.lines[c].samples and (v := sizer.costs.per_token(c, 0)) is not None
            },
            "step_ms": round((sizer.costs.step.value or 0) * 1000, 2),
        }

    return engine.run(read)


_costs: dict = {}  # the engine's prefill costs with dense prefill on ("on") and off ("off"), kept apart


def set_dense(engine, on: bool) -> None:
    """Dense prefill on (the engine's own choice of rows) or off, each with its own chunk timings: the sizer's
    costs swapped, so the quantized kernel's chunks are chosen from its own samples and the dense ones unmixed."""

    def run(e):
        from macllm.runtime import dense_prefill
        from macllm.runtime.prefill import PrefillCosts

        m, sizer = e.model, e.scheduler.sizer
        if on:
            dense_prefill.apply(m.model, m.dense_prefill_rows, dense_prefill.dense_dtype())
            _costs["off"], sizer.costs = sizer.costs, _costs["on"]
        else:
            dense_prefill.apply(m.model, None)
            _costs["on"], sizer.costs = sizer.costs, _costs.get("off") or PrefillCosts()

    engine.run(run)


def macllm_fixed(engine, tokens: list[int], max_tokens: int, chunk: int) -> dict:
    """The engine alone with every prefill chunk forced to `chunk` tokens, its timings kept apart from the
    adaptive choice's samples (so that they do not steer it)."""
    from macllm.runtime.prefill import PrefillCosts

    def set_fixed(e, to):
        sizer = e.scheduler.sizer
        if to is not None:
            _costs["adaptive"], sizer.costs = sizer.costs, _costs.get("fixed") or PrefillCosts()
        else:
            _costs["fixed"], sizer.costs = sizer.costs, _costs["adaptive"]
        sizer.fixed = to

    engine.run(lambda e: set_fixed(e, chunk))
    try:
        return macllm_alone(engine, tokens, max_tokens)
    finally:
        engine.run(lambda e: set_fixed(e, None))


def timed(run) -> dict:
    """run()'s figures with the process CPU seconds it took and the load average at its start."""
    load, cpu0 = os.getloadavg()[0], time.process_time()
    got = run()
    return got | {"cpu_s": time.process_time() - cpu0, "load": round(load, 2)}


def bench_long(
    engine,
    path,
    lengths: list[int],
    rounds: int,
    max_tokens: int,
    warmup: int = 2,
    stock_warmup: str = "all",
    fixed: int = 0,
) -> None:
    """warmup rounds first: the engine at every length (its chunk sizes measured), stock mlx-lm at every length
    too, or (stock_warmup "short": where its prefill is slow, as with 4-bit weights on a CPU) at the shortest
    one only, which builds its kernels. With dense prefill chosen, the engine with it off too (set_dense).
    fixed > 0: the engine forced to chunks of that size too, in the same rounds (macllm_fixed_ttft_s); then
    the engine, the forced engine and stock take turns in a different order each round."""
    dense = engine.info().get("dense_prefill_rows") is not None
    for r in range(rounds + warmup):
        rows = []
        for n in lengths:
            tokens = random_tokens(4000 + n, n)
            skip_stock = r < warmup and stock_warmup == "short" and n != min(lengths)
            runs = {
                "ours": lambda t=tokens: macllm_alone(engine, t, max_tokens),
                **({"fixed": lambda t=tokens: macllm_fixed(engine, t, max_tokens, fixed)} if fixed else {}),
                **(
                    {}
                    if skip_stock
                    else {"stock": lambda t=tokens: engine.run(lambda e: stock_mlx_lm(path, t, max_tokens, e))}
                ),
            }
            order = list(runs) if r % 2 == 0 else list(runs)[::-1]  # turns alternate, so no one runs first always
            got = {k: timed(runs[k]) for k in order}
            emit(
                bench="long",
                part="round",
                round=r,
                warmup=r < warmup,
                prompt_tokens=n,
                order=order,
                **{
                    f"{k}_{f}": round(v[f], 3)
                    for k, v in got.items()
                    for f in ("ttft_s", "cpu_s", "load", "decode_tps", "decode_cpu_ms")
                },
            )
            ours, stock = got["ours"], got.get("stock")
            if fixed:
                ours["fixed"] = got["fixed"]
            if dense:
                set_dense(engine, False)
                ours["dense_off"] = macllm_alone(engine, tokens, max_tokens)
                set_dense(engine, True)
            if skip_stock:
                continue
            rows.append((n, ours, stock))
        if r >= warmup:
            for n, ours, stock in rows:
                _rows.setdefault(n, []).append((ours, stock))
    for n in lengths:
        ours = [o for o, _ in _rows[n]]
        stock = [s for _, s in _rows[n]]
        m_ttft, s_ttft = statistics.median(o["ttft_s"] for o in ours), statistics.median(s["ttft_s"] for s in stock)
        m_tps = statistics.median(o["decode_tps"] for o in ours)
        s_tps = statistics.median(s["decode_tps"] for s in stock)
        emit(
            bench="long",
            model=path.name,
            stock_weights=STOCK_WEIGHTS["mode"],
            prompt_tokens=n,
            rounds=rounds,
            macllm_ttft_s=round(m_ttft, 4),
            mlx_lm_ttft_s=round(s_ttft, 4),
            ttft_ratio_stock_over_macllm=round(s_ttft / m_ttft, 2),
            ratios_per_round=[round(s["ttft_s"] / o["ttft_s"], 2) for o, s in _rows[n]],
            macllm_cpu_s=round(statistics.median(o["cpu_s"] for o in ours), 3),
            mlx_lm_cpu_s=round(statistics.median(s["cpu_s"] for s in stock), 3),
            cpu_ratio_stock_over_macllm=round(
                statistics.median(s["cpu_s"] for s in stock) / statistics.median(o["cpu_s"] for o in ours), 2
            ),
            cpu_ratios_per_round=[round(s["cpu_s"] / o["cpu_s"], 2) for o, s in _rows[n]],
            load_per_round=[o["load"] for o, _ in _rows[n]],
            macllm_decode_tps=round(m_tps, 2),
            mlx_lm_decode_tps=round(s_tps, 2),
            decode_ratio=round(m_tps / s_tps, 2),
            decode_ratios_per_round=[round(o["decode_tps"] / s["decode_tps"], 2) for o, s in _rows[n]],
            macllm_decode_cpu_ms=round(statistics.median(o["decode_cpu_ms"] for o in ours), 1),
            mlx_lm_decode_cpu_ms=round(statistics.median(s["decode_cpu_ms"] for s in stock), 1),
            decode_cpu_ratio_stock_over_macllm=round(
                statistics.median(s["decode_cpu_ms"] for s in stock)
                / statistics.median(o["decode_cpu_ms"] for o in ours),
                2,
            ),
            **(dense_off_figures(ours, s_ttft, m_ttft) if dense else {}),
            **(fixed_figures(ours, s_ttft, m_ttft, fixed) if fixed else {}),
        )
    emit(bench="long", part="chunks", dense_prefill_rows=engine.info().get("dense_prefill_rows"), **chunk_state(engine))
    if dense:
        set_dense(engine, False)
        emit(bench="long", part="chunks", dense_prefill_rows="off", **chunk_state(engine))
        set_dense(engine, True)


def fixed_figures(ours: list[dict], stock_ttft: float, adaptive_ttft: float, chunk: int) -> dict:
    forced = statistics.median(o["fixed"]["ttft_s"] for o in ours)
    return {
        "fixed_chunk": chunk,
        "macllm_fixed_ttft_s": round(forced, 4),
        "ttft_ratio_fixed_over_adaptive": round(forced / adaptive_ttft, 2),
        "fixed_over_adaptive_per_round": [round(o["fixed"]["ttft_s"] / o["ttft_s"], 2) for o in ours],
        "ttft_ratio_stock_over_macllm_fixed": round(stock_ttft / forced, 2),
    }


def dense_off_figures(ours: list[dict], stock_ttft: float, dense_ttft: float) -> dict:
    off = statistics.median(o["dense_off"]["ttft_s"] for o in ours)
    return {
        "macllm_dense_off_ttft_s": round(off, 4),
        "dense_speedup": round(off / dense_ttft, 2),
        "dense_speedup_per_round": [round(o["dense_off"]["ttft_s"] / o["ttft_s"], 2) for o in ours],
        "ttft_ratio_stock_over_macllm_dense_off": round(stock_ttft / off, 2),
        "macllm_dense_off_decode_tps": round(statistics.median(o["dense_off"]["decode_tps"] for o in ours), 2),
    }


_rows: dict = {}
_fed: list | None = None  # while a long prompt prefills beside the stream: (tokens, ms) of each chunk recorded


def record_chunks() -> None:
    """Have the engine's prefill costs also note each chunk they record in _fed (when it is a list): which sizes
    the choice took beside the stream, and what each cost (a lone chunk beside a stream: what it added to the
    step), for the gap's figures. Once per process."""
    from macllm.runtime.prefill import PrefillCosts

    if getattr(PrefillCosts.record, "noted", False):
        return
    record = PrefillCosts.record

    def noted(self, tokens: int, position: int, seconds: float, rows: int = 1) -> None:
        if _fed is not None and tokens > 0 and seconds > 0:  # what record() keeps
            _fed.append((tokens, round(seconds * 1000, 1)))
        record(self, tokens, position, seconds, rows)

    noted.noted = True
    PrefillCosts.record = noted


MODES = ("layered", "fused", "apart")  # how a prompt beside the stream is fed (see the module docstring)
PREFILL = {
    "layered": "layered beside the stream",
    "queued": "layered, slices queued",  # MACLLM_LAYERED_QUEUE=on (layered_prefill.LayeredChunk.advance)
    "waited": "layered, slices waited for",  # MACLLM_LAYERED_QUEUE=off
    "fused": "fused with the stream",
    "apart": "beside the stream",
}


def stream_during_prefill(engine, length: int, fixed: int | None, beside: bool = True, mode: str = "layered") -> dict:
    """One stream decoding while a `length`-token prompt arrives and prefills; gaps of the stream around it.
    beside False: the prompt prefills in the stream's batch (BatchGenerator's prompt processing); beside it,
    mode (MODES): its chunks fed a few layers per step, whole and fused with the stream's tokens, or whole and
    apart from the stream's steps (as MACLLM_LAYERED_PREFILL=off MACLLM_FUSED_PREFILL=off)."""

    def configure(e):
        e.scheduler.sizer.fixed, e.scheduler.prefill_beside = fixed, beside
        e.scheduler.layered_prefill, e.scheduler.fused_prefill = (
            mode in ("layered", "queued", "waited"),
            mode == "fused",
        )
        queue = {"queued": "on", "waited": "off"}.get(mode, QUEUE_DEFAULT)
        os.environ["MACLLM_LAYERED_QUEUE"] = queue

    engine.run(configure)
    stream = engine.submit(Request(prompt=random_tokens(11, 24), params=greedy(100_000), cache=False, draft="off"))
    arrivals: list[float] = []

    def read():
        for event in stream:
            if isinstance(event, TextChunk):
                arrivals.append(time.perf_counter())

    reader = threading.Thread(target=read)
    reader.start()
    while len(arrivals) < 24:
        time.sleep(0.005)
    global _fed
    record_chunks()
    _fed = []
    t0 = time.perf_counter()
    try:
        long = engine.submit(
            Request(prompt=random_tokens(5000 + length, length), params=greedy(1), cache=False, draft="off")
        )
        long.result()
        engine.run(lambda e: None)  # the step that fed the last chunk has recorded it
    finally:
        fed, _fed = _fed, None
    first = t0 + long.final.stats.ttft_s
    time.sleep(0.05)
    stream.cancel()
    reader.join()
    fixed, beside, mode = None, True, "layered"
    engine.run(configure)  # back to the defaults
    before = [b - a for a, b in zip(arrivals, arrivals[1:]) if b < t0][4:]
    # the stream's gaps that overlap the prefill: from its last token before the prompt came to its first after
    start = max(i for i, t in enumerate(arrivals) if t < t0)
    end = min((i for i, t in enumerate(arrivals) if t > first), default=len(arrivals) - 1)
    gaps = [b - a for a, b in zip(arrivals[start:end], arrivals[start + 1 : end + 1])]
    normal = statistics.median(before)
    return {
        "ttft_s": long.final.stats.ttft_s,
        "normal_gap_ms": normal * 1000,
        "gap_p50_ms": pct(gaps, 0.5) * 1000,
        "gap_p95_ms": pct(gaps, 0.95) * 1000,
        "gap_max_ms": max(gaps) * 1000,
        "p95_over_normal": pct(gaps, 0.95) / normal,
        "tokens_during": len(gaps) - 1,
        "gaps_ms": [round(g * 1000) for g in gaps],
        "chunks": fed,
    }


QUEUE_DEFAULT = os.environ.get("MACLLM_LAYERED_QUEUE", "off")  # as the run was started


def idle_warm_up(engine, limit_s: float = 300.0) -> None:
    """Leave the engine idle until it has nothing left to warm (idle_prefill.py, shape_warmer.py), as a chat
    between two messages, at most limit_s; prints what it ran (none with MACLLM_IDLE_PREFILL=off)."""
    t0 = time.perf_counter()
    while engine.run(lambda e: e.scheduler.warming()) and time.perf_counter() - t0 < limit_s:
        time.sleep(1.5)  # each call wakes the engine: it warms again WARM_IDLE_S after it
    info = engine.info()
    emit(
        bench="idle_warm_up",
        waited_s=round(time.perf_counter() - t0, 1),
        idle_prefill_chunks=info["idle_prefill_chunks"],
        idle_prefill_s=info["idle_prefill_s"],
        chunk_alone=engine.run(lambda e: e.scheduler._alone_chunk()),
    )


def bench_long_stream(engine, path, length: int, rounds: int, curve: list[int], modes=MODES, batch=True) -> None:
    def stock():
        return engine.run(lambda e: stock_mlx_lm(path, random_tokens(5000 + length, length), 1, e))["ttft_s"]

    stock()  # warm-up
    for fixed, beside in [(None, True), *([(None, False)] if batch else []), *((c, True) for c in curve)]:
        # beside the stream: layered, fused and apart (`modes`), and stock mlx-lm alone, in the same rounds (the
        # order alternating), so that the machine's load falls on all of them
        variants = tuple(modes) if beside else ("apart",)
        for mode in variants:
            stream_during_prefill(engine, min(length, 1024), fixed, beside, mode)  # warm-up: this chunk's shapes
        idle_warm_up(engine)
        runs = {mode: [] for mode in variants}
        stock_ttfts = []
        for i in range(rounds):
            stock_ttfts.append(stock())
            for mode in variants if i % 2 == 0 else variants[::-1]:
                runs[mode].append(stream_during_prefill(engine, length, fixed, beside, mode))
        for mode, rows in runs.items():
            emit_stream(path, length, fixed, beside, mode, rows, statistics.median(stock_ttfts))


def emit_stream(path, length: int, fixed, beside: bool, mode: str, rows: list, stock_ttft: float) -> None:
    import os

    med = {k: statistics.median(r[k] for r in rows) for k in rows[0] if k not in ("gaps_ms", "chunks")}
    emit(
        bench="long_stream",
        model=path.name,
        prompt_tokens=length,
        chunk="adaptive" if fixed is None else fixed,
        prefill=PREFILL[mode] if beside else "in the stream's batch",
        rounds=len(rows),
        ttft_s=round(med["ttft_s"], 4),
        mlx_lm_alone_ttft_s=round(stock_ttft, 4),
        ttft_ratio_stock_alone_over_this=round(stock_ttft / med["ttft_s"], 2),
        stream_normal_gap_ms=round(med["normal_gap_ms"], 2),
        stream_gap_p50_ms=round(med["gap_p50_ms"], 2),
        stream_gap_p95_ms=round(med["gap_p95_ms"], 2),
        stream_gap_max_ms=round(med["gap_max_ms"], 2),
        p95_over_normal=round(med["p95_over_normal"], 2),
        stream_tokens_during=int(med["tokens_during"]),
        load_average=[round(x, 1) for x in os.getloadavg()],
        gaps_ms_by_round=[r["gaps_ms"] for r in rows],  # the stream's gaps over the prefill, in order
        # the prompt's chunks by size (tokens: how many) and the dearest one's ms, per round, as the sizer costs
        # them: a chunk fused with the stream's tokens, its whole forward; one apart, what it added to the step;
        # a layered one, its slices' time
        chunk_sizes_by_round=[dict(sorted(Counter(t for t, _ in r["chunks"]).items())) for r in rows],
        chunk_ms_max_by_round=[max((ms for _, ms in r["chunks"]), default=None) for r in rows],
    )


def run(engine, args, path) -> None:
    STOCK_WEIGHTS["mode"] = args.stock_weights
    context = engine.info()["context_length"]
    lengths = [n for n in args.lengths if n + args.max_tokens + 1 <= context]
    if lengths:
        fixed = getattr(args, "fixed_chunk", 0)
        bench_long(engine, path, lengths, args.rounds, args.max_tokens, args.warmup, args.stock_warmup, fixed)
    if args.stream_prompt > 0:
        modes = getattr(args, "stream_modes", None) or MODES
        batch = getattr(args, "stream_batch", True)
        bench_long_stream(engine, path, min(args.stream_prompt, context - 2), args.rounds, args.curve, modes, batch)
