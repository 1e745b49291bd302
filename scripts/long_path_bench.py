#!/usr/bin/env python3
"""Everything on the way of a long prompt besides the model's forward, stage by stage (JSON lines).

For chats of 2k, 8k and 30k tokens (--lengths), the time of each stage a long prompt passes through:

  render       the chat template over the whole history and its tokens (render_prompt, as the engine does for
               a `messages` request): a chat's first render, and its next turn (the turn before's tokens kept);
               the template and the tokenizer over the whole text timed apart
  pool         the cache pool keeping an entry of that length (insert, beside the copy that compacting it
               to its tokens costs, which insert no longer does for long caches), and the next
               turn's prefix lookup among 8 such entries (fetch: the view of the prefix) with the first
               500-token chunk written after it (the view's copy into a growing buffer)
  disk         the disk tier writing the cache (one segment), and reading it back after a restart; the same
               for a chat grown turn by turn (a segment per 500-token turn)
  detokenizer  the streaming detokenizer and stop strings, per token, at the start and at the end of an
               answer of that length
  step         per-step Python of the decode paths at that context: the token history a step builds, the
               repetition penalty's history, prompt lookup's first round (its index of the prompt) and a
               later round
  prefill      the engine's own time to first token for a prompt of that length (--prefill lengths; on the
               CPU 30k tokens is out of the starter's context and of this machine's time), the reference the
               stages are compared with: each stage's share of it (`share_of_prefill`)

KV caches are random arrays of the model's real shapes (the pool and the disk tier care about shapes only).
Run: .venv/bin/python scripts/long_path_bench.py [--model NAME] [--lengths 2048,8192,30000] [--prefill 2048]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from macllm.requests import Request
from macllm.sampling import SamplingParams

ROOT = Path(__file__).resolve().parent.parent
TURN = 500  # new tokens a turn brings


def emit(**row):
    print(json.dumps(row), flush=True)


def timed(fn, rounds: int = 3) -> float:
    """Median seconds of fn() over `rounds` calls."""
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def make_chat(tokenizer, n: int) -> list[dict]:
    """Alternating user/assistant messages of about 300 tokens each (the README's text), about n tokens in all."""
    words = (ROOT / "README.md").read_text().split()
    msgs, total, i = [], 0, 0
    while total < n:
        text = " ".join(words[i % len(words) : i % len(words) + 220])
        i += 220
        msgs.append({"role": "user" if len(msgs) % 2 == 0 else "assistant", "content": text})
        total += len(tokenizer.encode(text)) + 5
    return msgs


def bench_render(tokenizer, n: int) -> dict:
    """A chat's first render (tokenized whole) and its next turn (two messages more: the tokens of the turn
    before kept, chat_tokens.py), beside the tokenizer over the whole text."""
    from macllm.runtime.chat_tokens import chat_tokens
    from macllm.runtime.sequence import render_prompt

    msgs = make_chat(tokenizer, n)
    before = Request(messages=msgs[:-2], params=SamplingParams(max_tokens=16))
    request = Request(messages=msgs, params=SamplingParams(max_tokens=16))
    text = tokenizer.apply_chat_template(msgs, add_generation_prompt=True, tokenize=False)
    kept = chat_tokens(tokenizer)

    def first():
        kept.recent.clear()
        return render_prompt(request, tokenizer, 1 << 30)

    def next_turn():
        kept.recent.clear()
        render_prompt(before, tokenizer, 1 << 30)
        t0 = time.perf_counter()
        render_prompt(request, tokenizer, 1 << 30)
        return time.perf_counter() - t0

    tokens, _ = first()
    return {
        "tokens": len(tokens),
        "messages": len(msgs),
        "template_s": timed(lambda: tokenizer.apply_chat_template(msgs, add_generation_prompt=True, tokenize=False)),
        "tokenize_whole_s": timed(lambda: tokenizer.encode(text, add_special_tokens=False)),
        "render_prompt_first_s": timed(first),
        "render_prompt_next_turn_s": statistics.median(next_turn() for _ in range(3)),
        "same_tokens": render_prompt(request, tokenizer, 1 << 30)[0] == list(tokenizer.encode(text)),
    }


def random_cache(model, n: int) -> list:
    """A KV cache of the model's shapes holding n tokens, in mlx-lm's 256-token buffers (as a prefill leaves)."""
    import mlx.core as mx
    from mlx_lm.models.cache import make_prompt_cache

    heads, dim = kv_shape(model)
    cache = make_prompt_cache(model)
    for c in cache:
        c.update_and_fetch(mx.random.normal((1, heads, n, dim)), mx.random.normal((1, heads, n, dim)))
    mx.eval([c.state for c in cache])
    return cache


def same_arrays(cache: list, n: int) -> list:
    """Another cache of n tokens over the same (compacted) arrays: more pool entries without more memory."""
    from mlx_lm.models.cache import KVCache

    out = []
    for c in cache:
        v = KVCache()
        v.keys, v.values, v.offset = c.keys[..., :n, :], c.values[..., :n, :], n
        out.append(v)
    return out


def kv_shape(model) -> tuple[int, int]:
    args = model.args
    heads = getattr(args, "num_key_value_heads", None) or args.num_attention_heads
    dim = getattr(args, "head_dim", None) or args.hidden_size // args.num_attention_heads
    return heads, dim


def bench_pool(engine, n: int) -> dict:
    def work(e):
        import mlx.core as mx
        import numpy as np

        from macllm.runtime.cache_pool import CachePool

        model = e.model.model
        pool = CachePool(budget_bytes=1 << 40)
        rng = np.random.default_rng(n)
        chats = [rng.integers(200, 40000, n).tolist() for _ in range(8)]
        cache = random_cache(model, n)  # in mlx-lm's 256-token buffers
        t0 = time.perf_counter()  # what insert did before it kept long buffers: a copy of every byte
        mx.eval([mx.contiguous(x[..., :n, :]) for c in cache for x in (c.keys, c.values)])
        copy = time.perf_counter() - t0
        t0 = time.perf_counter()
        pool.insert("m", chats[0], cache)
        insert = time.perf_counter() - t0
        for tokens in chats[1:]:  # already compact
            pool.insert("m", tokens, same_arrays(cache, n))
        query = chats[3] + rng.integers(200, 40000, TURN).tolist()
        fetches, appends = [], []
        for _ in range(3):
            t0 = time.perf_counter()
            found = pool.fetch("m", query)
            fetches.append(time.perf_counter() - t0)
            heads, dim = kv_shape(model)
            new = mx.random.normal((1, heads, TURN, dim))
            mx.eval(new)
            t0 = time.perf_counter()
            for c in found.cache:
                c.update_and_fetch(new, new)
            mx.eval([c.state for c in found.cache])
            appends.append(time.perf_counter() - t0)
        return {
            "entry_bytes": pool.entries()[0][2],
            "reused": found.reused,
            "insert_s": insert,
            "insert_with_compaction_copy_s": copy,
            "fetch_among_8_s": statistics.median(fetches),
            "first_chunk_after_fetch_s": statistics.median(appends),
        }

    return engine.run(work)


def bench_disk(engine, n: int) -> dict:
    def work(e):
        import numpy as np

        from macllm.runtime.cache_disk import DiskTier
        from macllm.runtime.cache_pool import prefix_view

        model = e.model.model
        tokens = np.random.default_rng(n + 1).integers(200, 40000, n).tolist()
        cache = random_cache(model, n)
        out = {}
        with tempfile.TemporaryDirectory(prefix="macllm-pathbench-") as root:
            tier = DiskTier(Path(root), 1 << 40)
            t0 = time.perf_counter()
            out["write_one_segment_bytes"] = tier.write("one", tokens, cache)
            out["write_one_segment_s"] = time.perf_counter() - t0
            query = tokens + [7] * TURN
            out["read_one_segment_s"] = timed(lambda: DiskTier(Path(root), 1 << 40).fetch("one", query, len(query) - 1))
            writes = []
            for end in range(TURN, n + 1, TURN):
                t0 = time.perf_counter()
                tier.write("turns", tokens[:end], prefix_view(cache, end))
                writes.append(time.perf_counter() - t0)
            out["turn_segments"] = len(writes)
            out["write_last_turn_s"] = writes[-1]
            out["read_turns_s"] = timed(lambda: DiskTier(Path(root), 1 << 40).fetch("turns", query, len(query) - 1))
            fresh = DiskTier(Path(root), 1 << 40)
            fresh.segments("turns")
            out["match_turns_indexed_s"] = timed(lambda: fresh.match("turns", query, len(query) - 1))
        return out

    return engine.run(work)


def bench_detokenizer(tokenizer, n: int) -> dict:
    from macllm.runtime.stop_strings import StopStrings

    tokens = tokenizer.encode(" ".join((ROOT / "README.md").read_text().split()))
    tokens = (tokens * (n // len(tokens) + 1))[:n]
    detok, stops = tokenizer.detokenizer, StopStrings(("</answer>",))
    times = []
    for t in tokens:
        t0 = time.perf_counter()
        detok.add_token(t)
        stops.feed(detok.last_segment)
        times.append(time.perf_counter() - t0)
    k = min(1000, n // 2)
    return {
        "first_1k_us_per_token": statistics.mean(times[:k]) * 1e6,
        "last_1k_us_per_token": statistics.mean(times[-k:]) * 1e6,
        "all_s": sum(times),
    }


def bench_step(engine, n: int) -> dict:
    def work(e):
        import mlx.core as mx

        from macllm.runtime.drafting.proposers import LookupProposer
        from macllm.runtime.sampler import RequestSampling

        prompt = list(range(1000, 1000 + n))
        generated = [5, 6, 7]
        sampling = RequestSampling(SamplingParams(temperature=0.0, repetition_penalty=1.1))
        logits = mx.zeros((1, e.model.model.args.vocab_size))
        first = LookupProposer()
        t0 = time.perf_counter()
        first.propose(prompt + generated, 4)
        first_round = time.perf_counter() - t0
        return {
            "history_list_s": timed(lambda: prompt + generated, 20),
            "repetition_penalty_s": timed(lambda: mx.eval(sampling.logprobs(logits, prompt + generated)), 20),
            "lookup_first_round_s": first_round,
            "lookup_later_round_s": timed(lambda: first.propose(prompt + generated + [9], 4), 20),
        }

    return engine.run(work)


def bench_prefill(engine, n: int) -> float:
    import numpy as np

    tokens = np.random.default_rng(n + 2).integers(200, 40000, n).tolist()
    params = SamplingParams(temperature=0.0, max_tokens=1, repetition_penalty=1.0)
    done = engine.submit(Request(prompt=tokens, params=params, cache=False, draft="off")).result()
    return done.stats.ttft_s


def main() -> None:
    from macllm.runtime.engine import Engine

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ints = lambda text: [int(x) for x in text.split(",") if x]  # noqa: E731
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--lengths", type=ints, default=[2048, 8192, 30000])
    ap.add_argument("--prefill", type=ints, default=[2048], help="lengths whose prefill (TTFT) to measure")
    ap.add_argument("--stages", default="render,pool,disk,detokenizer,step")
    args = ap.parse_args()
    stages = set(args.stages.split(","))
    with tempfile.TemporaryDirectory(prefix="macllm-pathbench-kv-") as kv:
        engine = Engine(kv_dir=Path(kv))
        info = engine.load(args.model)
        emit(bench="long_path", part="setup", model=info["model"], weights=info["weights"], backend=info["backend"])
        tokenizer = engine.run(lambda e: e.model.tokenizer)
        prefill = {}
        for n in args.prefill:
            bench_prefill(engine, min(n, 512))  # warm-up
            prefill[n] = bench_prefill(engine, n)
            emit(bench="long_path", stage="prefill", prompt_tokens=n, ttft_s=round(prefill[n], 3))
        per_token = min((s / n for n, s in prefill.items()), default=None)
        for n in args.lengths:
            ref = prefill.get(n)
            for stage, fn in [
                ("render", lambda n=n: bench_render(tokenizer, n)),
                ("pool", lambda n=n: bench_pool(engine, n)),
                ("disk", lambda n=n: bench_disk(engine, n)),
                ("detokenizer", lambda n=n: bench_detokenizer(tokenizer, n)),
                ("step", lambda n=n: bench_step(engine, n)),
            ]:
                if stage not in stages:
                    continue
                row = {k: round(v, 6) if isinstance(v, float) else v for k, v in fn().items()}
                secs = {k: v for k, v in row.items() if k.endswith("_s")}
                extra = {}
                if ref is not None:
                    extra["share_of_prefill"] = {k: round(v / ref, 4) for k, v in secs.items()}
                elif per_token is not None:  # a prefill of n tokens costs at least n x the shortest's per token
                    extra["share_of_prefill_at_most"] = {k: round(v / (per_token * n), 4) for k, v in secs.items()}
                emit(bench="long_path", stage=stage, context_tokens=n, **row, **extra)
        engine.close()


if __name__ == "__main__":
    main()
