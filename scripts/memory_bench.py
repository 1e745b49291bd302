"""`scripts/bench --only memory`: what KV quantization and the import change cost and save, in one run.

kv-bytes      KV bytes per 1k tokens at 16/8/4 bits, measured on the engine's own caches
kv-quality    perplexity over a ~4k-token text with the cache at each precision (every token attends to the
              earlier ones through that cache), its delta against full precision, teacher-forced top-1
              agreement, and free-running greedy agreement (tokens until the first difference, 3 prompts
              over the text's first 1.3k tokens)
kv-context    the longest context a fixed memory budget (--budget-gb) holds at each setting (memory.py)
kv-decode     decode tok/s after a 1k-token prompt at each setting, the settings alternating round by round
import        (--gguf FILE, repeatable) a GGUF's size, its MLX import before this change (Q5_x and Q6_K
              widened to 8 bits, computed from the tensor shapes) and now, exact and with the duplicate
              embedding tied; with --import-prompts N, greedy answers of the tied import against the exact
              one on N prompts; and, where MLX has a GPU, decode tok/s of each layout on random weights of
              the model's exact shapes and bit widths
"""

from __future__ import annotations

import json
import math
import random
import statistics
import tempfile
import time
from pathlib import Path

import mlx.core as mx
import mlx.nn as nn

import macllm  # noqa: F401  (OpenBLAS before mlx on Linux)
from macllm.requests import Request
from macllm.runtime import memory
from macllm.sampling import SamplingParams

SETTINGS = (0, 8, 4)
FULL = "full"  # the label of the unquantized cache, with its dtype (set by run)


def emit(**row):
    print(json.dumps(row), flush=True)


def long_text(tokenizer, n: int) -> list[int]:
    """~n tokens of English prose and code from this repository (README and sources)."""
    root = Path(__file__).resolve().parent.parent
    parts = [(root / "README.md").read_text()] + [p.read_text() for p in sorted((root / "macllm").glob("*.py"))]
    return tokenizer.encode("\n\n".join(parts))[:n]


def fresh_cache(engine, bits: int):
    return engine.run(lambda e: e.scheduler._cached(e.model, [1, 2], use_pool=False, kv_bits=bits)[0])


def full_label(engine) -> str:
    return "full (float32)" if engine.run(lambda e: e.model.weights) == "dense" else "full (float16)"


def bench_kv_bytes(engine) -> dict:
    out = {}
    for bits in SETTINGS:

        def held(e, bits=bits):
            cache = e.scheduler._cached(e.model, [1, 2], use_pool=False, kv_bits=bits)[0]
            e.model.model(mx.array([list(range(1024))]), cache=cache)
            mx.eval([c.state for c in cache])
            return sum(c.nbytes for c in cache)

        out[bits] = engine.run(held)
        emit(
            bench="memory",
            part="kv-bytes",
            kv_bits=bits or FULL,
            bytes_per_1k_tokens=out[bits],
            ratio_to_full=round(out[bits] / out[0], 3),
        )
    return out


def _text_pass(e, tokens: list[int], bits: int):
    """(mean NLL, top-1 predictions) over `tokens`, fed in 256-token chunks through a cache of `bits`."""
    model = e.model.model
    cache = e.scheduler._cached(e.model, [1, 2], use_pool=False, kv_bits=bits)[0]
    nll, preds = [], []
    for i in range(0, len(tokens) - 1, 256):
        chunk = tokens[i : i + 256]
        logits = model(mx.array([chunk]), cache=cache)[0].astype(mx.float32)
        targets = tokens[i + 1 : i + 1 + len(chunk)]
        logits = logits[: len(targets)]
        nll.append(nn.losses.cross_entropy(logits, mx.array(targets), reduction="sum"))
        preds.append(mx.argmax(logits, axis=-1))
        mx.eval(nll[-1], preds[-1])
    return sum(x.item() for x in nll) / (len(tokens) - 1), mx.concatenate(preds).tolist()


def bench_kv_quality(engine, text_tokens: int) -> None:
    tokenizer = engine.run(lambda e: e.model.tokenizer)
    tokens = long_text(tokenizer, text_tokens)
    base = None
    for bits in SETTINGS:
        nll, preds = engine.run(lambda e, bits=bits: _text_pass(e, tokens, bits))
        if base is None:
            base = (nll, preds)
        agree = sum(a == b for a, b in zip(preds, base[1])) / len(preds)
        emit(
            bench="memory",
            part="kv-quality",
            kv_bits=bits or FULL,
            tokens=len(tokens),
            perplexity=round(math.exp(nll), 4),
            perplexity_delta_pct=round(100 * (math.exp(nll - base[0]) - 1), 3),
            top1_agreement=round(agree, 4),
        )
    context = tokenizer.decode(tokens[: min(text_tokens, 1536) - 200])  # free-running: shorter (slow on a CPU)
    questions = [
        "Summarize the text above in three sentences.",
        "Which commands does the text show?",
        "What does the engine do?",
    ]
    params = SamplingParams(temperature=0.0, max_tokens=48, repetition_penalty=1.0)
    answers = {}
    for bits in SETTINGS:
        answers[bits] = [
            engine.submit(
                Request(
                    messages=[{"role": "user", "content": f"{context}\n\n{q}"}],
                    params=params,
                    kv_bits=bits,
                    cache=False,
                    draft="off",
                )
            )
            .result()
            .token_ids
            for q in questions
        ]
    for bits in SETTINGS[1:]:
        same = [
            next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
            for a, b in zip(answers[bits], answers[0])
        ]
        emit(
            bench="memory",
            part="kv-greedy",
            kv_bits=bits,
            tokens_until_first_difference=same,
            identical=sum(a == b for a, b in zip(answers[bits], answers[0])),
            prompts=len(questions),
        )


def bench_kv_context(engine, budget_gb: float) -> None:
    path, mode, trained = engine.run(
        lambda e: (e.model.path, e.model.weights, e.model.config.get("max_position_embeddings"))
    )
    for bits in SETTINGS:
        fp = memory.footprint(path, mode, bits or None)
        n = memory.longest_context(fp, int(budget_gb * 1e9), 10**8)
        emit(
            bench="memory",
            part="kv-context",
            kv_bits=bits or FULL,
            budget_gb=budget_gb,
            weights_gb=round(fp.weights / 1e9, 3),
            longest_context=n,
            trained_context=trained,
        )


def bench_kv_decode(engine, rounds: int, prompt_tokens: int, max_tokens: int) -> None:
    tokenizer = engine.run(lambda e: e.model.tokenizer)
    prompt = long_text(tokenizer, prompt_tokens)
    params = SamplingParams(temperature=0.0, max_tokens=max_tokens)
    tps = {bits: [] for bits in SETTINGS}
    for _ in range(rounds):
        order = list(SETTINGS)
        random.shuffle(order)
        for bits in order:
            done = engine.submit(Request(prompt=prompt, params=params, kv_bits=bits, cache=False, draft="off")).result()
            tps[bits].append(done.stats.generation_tps)
    base = statistics.median(tps[0])
    for bits in SETTINGS:
        emit(
            bench="memory",
            part="kv-decode",
            kv_bits=bits or FULL,
            prompt_tokens=len(prompt),
            decode_tps=round(statistics.median(tps[bits]), 2),
            ratio_to_full=round(statistics.median(tps[bits]) / base, 3),
        )


# -- the import change --------------------------------------------------------------------------------------
def widened_bytes(reader) -> int:
    """What the importer wrote before: Q5_0 to 8-bit groups with float16 scales, Q6_K to 8 bits with float32."""
    from gguf import GGMLQuantizationType as Q

    total = 0
    for t in reader.tensors:
        n = int(t.n_elements)
        groups = n // 32
        if t.tensor_type in (Q.Q4_0, Q.Q4_1):
            total += n // 2 + groups * 4
        elif t.tensor_type in (Q.Q5_0, Q.Q8_0):
            total += n + groups * 4
        elif t.tensor_type == Q.Q4_K:
            total += n // 2 + groups * 8
        elif t.tensor_type == Q.Q6_K:
            total += n + groups * 8
        else:
            total += n * (2 if t.tensor_type in (Q.F16, Q.BF16) else 4)
    return total


IMPORT_PROMPTS = [
    "Write a Python function that reverses a linked list.",
    "What is the capital of France?",
    "Explain binary search in two sentences.",
    "def fibonacci(n):",
    "Write a SQL query that counts users per country.",
    "How do I read a file line by line in Rust?",
    "List three sorting algorithms.",
    "Translate 'good morning' to Spanish.",
    "Write a bash one-liner to count lines in all .py files.",
    "What does the 'yield' keyword do in Python?",
    "class Stack:\n    def __init__(self):",
    "Explain what a mutex is.",
    "Write a haiku about the ocean.",
    "Give me a regular expression for email addresses.",
    "What is a closure in JavaScript?",
    "How does HTTP caching work?",
    "Write a C function to compute the length of a string.",
    "Why is the sky blue?",
    "Sort a list of dicts by key in Python.",
    "What is the difference between a process and a thread?",
]


def import_greedy(folders: dict, prompts: int, tokens: int = 32) -> dict:
    """Greedy answers of the tied import against the exact one (this backend's weight form), prompt by prompt."""
    from mlx_lm.generate import generate_step

    from macllm.runtime.model_loader import load_model

    answers = {}
    for name, (folder, _) in folders.items():
        lm = load_model(folder)
        answers[name] = []
        for q in IMPORT_PROMPTS[:prompts]:
            ids = lm.tokenizer.apply_chat_template([{"role": "user", "content": q}], add_generation_prompt=True)
            steps = zip(generate_step(mx.array(ids), lm.model, max_tokens=tokens), range(tokens))
            answers[name].append([int(t) for (t, _), _ in steps])
        del lm
    first = [
        next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), tokens)
        for a, b in zip(answers["tied"], answers["exact"])
    ]
    return {
        "prompts": len(first),
        "tokens": tokens,
        "identical": sum(n == tokens for n in first),
        "first_difference": first,
    }


def bench_import(gguf_paths: list[str], rounds: int, greedy_prompts: int = 0) -> None:
    from macllm.loaders.gguf_import import import_gguf, open_gguf

    for path in gguf_paths:
        reader, _ = open_gguf(Path(path))
        row = {
            "gguf": Path(path).name,
            "gguf_mb": round(Path(path).stat().st_size / 1e6, 1),
            "before_mb": round(widened_bytes(reader) / 1e6, 1),
        }
        folders = {}
        for tied in (False, True):
            out = Path(tempfile.mkdtemp(prefix="macllm-import-")) / ("tied" if tied else "exact")
            config = import_gguf(Path(path), out, tie_embeddings=tied)
            folders["tied" if tied else "exact"] = (out, config)
            row["tied_mb" if tied else "exact_mb"] = round((out / "model.safetensors").stat().st_size / 1e6, 1)
        emit(bench="memory", part="import-size", **row)
        if greedy_prompts:
            emit(bench="memory", part="import-greedy", gguf=Path(path).name, **import_greedy(folders, greedy_prompts))
        if mx.default_device() == mx.gpu:
            layouts = {
                "before": widened_layout(folders["exact"][1]),
                "exact": folders["exact"][1],
                "tied": folders["tied"][1],
            }
            emit(bench="memory", part="import-decode", gguf=Path(path).name, **decode_layouts(layouts, rounds))


def widened_layout(config: dict) -> dict:
    """The exact import's config with 5- and 6-bit layers at 8 bits (the layout the importer wrote before)."""
    q = dict(config["quantization"])
    default = q["bits"]
    out = {"group_size": 32, "bits": 8 if default in (5, 6) else default}
    for key, value in q.items():
        if isinstance(value, dict):
            out[key] = {"group_size": 32, "bits": 8 if value["bits"] in (5, 6) else value["bits"]}
    return {**config, "quantization": out}


def random_model(config: dict):
    """The model of `config` with random weights, quantized with its per-layer bit widths."""
    from mlx_lm.utils import _get_classes

    model_class, args_class = _get_classes(config=config)
    model = model_class(args_class.from_dict(config))
    q = config["quantization"]

    def predicate(path, module):
        if not hasattr(module, "to_quantized"):
            return False
        spec = q.get(path)
        return spec if isinstance(spec, dict) else {"group_size": 32, "bits": q["bits"]}

    model.set_dtype(mx.float16)  # float16 scales and activations, as a loaded model has
    nn.quantize(model, group_size=32, bits=q["bits"], class_predicate=predicate)
    mx.eval(model.parameters())
    return model


def decode_layouts(layouts: dict, rounds: int, steps: int = 64) -> dict:
    from mlx.utils import tree_reduce
    from mlx_lm.models.cache import make_prompt_cache

    models = {name: random_model(cfg) for name, cfg in layouts.items()}
    times = {name: [] for name in models}
    for _ in range(rounds):
        for name in random.sample(list(models), len(models)):
            model = models[name]
            cache = make_prompt_cache(model)
            y = mx.array([[1] * 32])
            mx.eval(model(y, cache=cache))
            t0 = time.perf_counter()
            tok = mx.array([[1]])
            for _ in range(steps):
                tok = mx.argmax(model(tok, cache=cache)[:, -1:], axis=-1)
                mx.async_eval(tok)
            mx.eval(tok)
            times[name].append(steps / (time.perf_counter() - t0))
    out = {}
    for name, model in models.items():
        out[f"{name}_tps"] = round(statistics.median(times[name]), 1)
        out[f"{name}_weights_mb"] = round(tree_reduce(lambda a, x: a + x.nbytes, model.parameters(), 0) / 1e6, 1)
    for name in models:
        if name != "before" and "before" in models:
            out[f"{name}_vs_before"] = round(out[f"{name}_tps"] / out["before_tps"], 3)
    return out


def run(engine, args) -> None:
    global FULL
    FULL = full_label(engine)
    bench_kv_bytes(engine)
    bench_kv_context(engine, args.budget_gb)
    bench_kv_quality(engine, args.text_tokens)
    bench_kv_decode(engine, args.rounds, min(args.text_tokens, 1024), args.max_tokens)
    if args.gguf:
        bench_import(args.gguf, args.rounds, args.import_prompts)


if __name__ == "__main__":  # decode tok/s of import layouts alone: memory_bench.py NAME=CONFIG.json ...
    import sys

    named = dict(arg.split("=", 1) for arg in sys.argv[1:])
    emit(
        bench="memory",
        part="import-decode",
        device=str(mx.default_device()),
        **decode_layouts({k: json.loads(Path(v).read_text()) for k, v in named.items()}, rounds=3),
    )
