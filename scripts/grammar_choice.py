"""Which grammar library constrains `response_format` in `macllm serve`: measured, side by side, in one run.

For each JSON schema below, on a real tokenizer (the starter's by default): the time to build the tokenizer
side (once per model), to compile the schema (once per request), and to compute one token's mask while
walking a valid answer token by token (every decoded token pays this). Candidates: llguidance and
outlines-core (xgrammar needs torch and triton, which a Mac install of macllm does not carry).

    .venv/bin/python scripts/grammar_choice.py [MODEL_DIR]
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path
from time import perf_counter

import macllm  # noqa: F401  (OpenBLAS before mlx)

SCHEMAS = {
    "flat": (
        {
            "type": "object",
            "properties": {"name": {"type": "string"}, "age": {"type": "integer"}},
            "required": ["name", "age"],
            "additionalProperties": False,
        },
        {"name": "Ada Lovelace", "age": 36},
    ),
    "nested": (
        {
            "type": "object",
            "properties": {
                "title": {"type": "string"},
                "status": {"enum": ["draft", "published", "archived"]},
                "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 5},
                "author": {
                    "type": "object",
                    "properties": {"name": {"type": "string"}, "email": {"type": "string"}},
                    "required": ["name", "email"],
                    "additionalProperties": False,
                },
                "scores": {"type": "array", "items": {"type": "number"}},
            },
            "required": ["title", "status", "tags", "author", "scores"],
            "additionalProperties": False,
        },
        {
            "title": "Release notes for 0.4",
            "status": "published",
            "tags": ["mlx", "server", "json"],
            "author": {"name": "Grace Hopper", "email": "grace@example.org"},
            "scores": [0.5, 12, -3.25],
        },
    ),
}


def llguidance_run(tok_json: str, n_vocab: int, eos: int, schema: dict, answer: list[int]):
    import llguidance
    import numpy as np
    from llguidance.numpy import allocate_token_bitmask, fill_next_token_bitmask

    t0 = perf_counter()
    tokenizer = llguidance.LLTokenizer(tok_json, n_vocab=n_vocab, eos_token=eos)
    t1 = perf_counter()
    grammar = llguidance.LLMatcher.grammar_from_json_schema(schema)
    matcher = llguidance.LLMatcher(tokenizer, grammar)
    t2 = perf_counter()
    mask = allocate_token_bitmask(1, n_vocab)
    times = []
    for token in answer:
        s = perf_counter()
        fill_next_token_bitmask(matcher, mask)
        times.append(perf_counter() - s)
        allowed = (mask[0, token // 32] >> (token % 32)) & 1
        assert allowed, f"llguidance refused token {token}"
        assert matcher.consume_token(token), matcher.get_error()
    fill_next_token_bitmask(matcher, mask)
    assert (mask[0, eos // 32] >> (eos % 32)) & 1, "EOS not allowed at the end"
    return t1 - t0, t2 - t1, times, int(np.unpackbits(mask.view(np.uint8)).sum())


def _bytes_to_unicode() -> dict[int, str]:
    """GPT-2's byte-level BPE alphabet: each byte's printable stand-in in token texts."""
    keep = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), 256))
    out, n = {}, 0
    for b in range(256):
        if b in keep:
            out[b] = chr(b)
        else:
            out[b] = chr(256 + n)
            n += 1
    return out


def outlines_run(vocab: dict[str, int], eos: int, schema: dict, answer: list[int]):
    from outlines_core import Guide, Index, Vocabulary
    from outlines_core.json_schema import build_regex_from_schema

    t0 = perf_counter()
    byte_of = {c: b for b, c in _bytes_to_unicode().items()}  # byte-level BPE: token text -> its bytes
    by_text: dict[bytes, list[int]] = {}
    for text, i in vocab.items():
        if i != eos:
            raw = bytes(byte_of[c] for c in text) if all(c in byte_of for c in text) else text.encode()
            by_text.setdefault(raw, []).append(i)
    vocabulary = Vocabulary(eos, by_text)
    t1 = perf_counter()
    index = Index(build_regex_from_schema(json.dumps(schema), r"[ ]?"), vocabulary)
    guide = Guide(index)
    t2 = perf_counter()
    times = []
    for token in answer:
        s = perf_counter()
        allowed = guide.get_tokens()
        times.append(perf_counter() - s)
        assert token in allowed, f"outlines-core refused token {token}"
        guide.advance(token)
    return t1 - t0, t2 - t1, times, len(guide.get_tokens())


def main(model_dir: Path) -> None:
    from transformers import AutoTokenizer

    hf = AutoTokenizer.from_pretrained(str(model_dir))
    tok_json = hf.backend_tokenizer.to_str()
    n_vocab = json.loads((model_dir / "config.json").read_text())["vocab_size"]
    eos = hf.eos_token_id
    print(f"tokenizer: {model_dir.name}, {n_vocab} tokens, eos {eos}\n")
    print(
        f"{'schema':8} {'library':14} {'tokenizer s':>11} {'compile ms':>10} {'mask us p50':>11} {'p95':>8} {'answer toks':>11}"
    )
    for name, (schema, value) in SCHEMAS.items():
        answer = hf.encode(json.dumps(value, separators=(", ", ": ")), add_special_tokens=False)
        rows = {}
        for lib in ("llguidance", "outlines-core"):
            try:
                if lib == "llguidance":
                    tok_s, comp_s, times, _ = llguidance_run(tok_json, n_vocab, eos, schema, answer)
                else:
                    tok_s, comp_s, times, _ = outlines_run(hf.get_vocab(), eos, schema, answer)
            except Exception as e:  # a library that cannot run this schema is a result too
                print(f"{name:8} {lib:14} failed: {type(e).__name__}: {str(e)[:80]}")
                continue
            times.sort()
            p50, p95 = statistics.median(times), times[int(0.95 * (len(times) - 1))]
            rows[lib] = (tok_s, comp_s, p50)
            print(
                f"{name:8} {lib:14} {tok_s:11.2f} {comp_s * 1e3:10.1f} {p50 * 1e6:11.0f} {p95 * 1e6:8.0f} {len(answer):11}"
            )
        if len(rows) == 2:
            a, b = rows["llguidance"], rows["outlines-core"]
            print(f"{'':8} ratio outlines/llguidance: compile {b[1] / a[1]:.1f}x, mask p50 {b[2] / a[2]:.1f}x")


if __name__ == "__main__":
    if len(sys.argv) > 1:
        folder = Path(sys.argv[1])
    else:
        folder = max(
            (Path(__file__).resolve().parent.parent / ".cache" / "test-data").glob("smollm2-135m-*[0-9a-f]"),
            key=lambda p: p.stat().st_mtime,
        )
    main(folder)
