"""Calibration text for the data-aware recipes (GPTQ, AWQ, sensitivity-guided mixed bits), offline everywhere.

mlx-lm's quant scripts download a calibration file at run time; macllm must work with no network, so it
uses English prose that ships with every CPython: the docstrings of the standard library's modules, classes
and functions. It is disjoint from the report card's evaluation text (`pydoc_data.topics`, the Language
Reference), so a calibrated recipe is never scored on the text it was tuned on.
"""

from __future__ import annotations

import ast
import sysconfig
from pathlib import Path

TEXT_SOURCE = "docstrings of the CPython standard library (modules, classes, functions)"
MIN_DOCSTRING_CHARS = 300  # short docstrings are mostly signatures; keep the prose


def calibration_text() -> str:
    root = Path(sysconfig.get_paths()["stdlib"])
    docs = []
    for path in sorted(root.glob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                doc = ast.get_docstring(node)
                if doc and len(doc) >= MIN_DOCSTRING_CHARS:
                    docs.append(doc)
    if not docs:
        raise RuntimeError(f"no standard-library docstrings found under {root}; is this Python installation complete?")
    return "\n\n".join(docs)


def calibration_tokens(tokenizer, n_samples: int, seq_len: int):
    """`n_samples` windows of `seq_len` tokens spread evenly over the text (deterministic), as an mx.array;
    fewer, with a note on stderr, where the text is shorter than that under this tokenizer."""
    import sys

    import mlx.core as mx

    tokens = tokenizer.encode(calibration_text())
    n_windows = len(tokens) // seq_len
    if n_windows < n_samples:
        print(
            f"calibration: the text makes {n_windows} windows of {seq_len} tokens with this tokenizer; "
            f"using {n_windows} instead of {n_samples}",
            file=sys.stderr,
        )
        n_samples = n_windows
    stride = n_windows // max(n_samples, 1)
    rows = [tokens[i * stride * seq_len : i * stride * seq_len + seq_len] for i in range(n_samples)]
    return mx.array(rows)
