"""A passage's pieces: its paragraphs and list items (a long one cut at its sentences' ends), each embedded on its own
beside the passage. Terse text (release notes, option lists) packs several unrelated facts into one passage, and
one mean-pooled vector dilutes the one a paraphrase asks about; a piece's vector does not.

English hybrid search (docs/retrieve.py) scores a passage's similarity as (1 - PIECE_WEIGHT) x its cosine plus
PIECE_WEIGHT x the better of its cosine and its best piece's. Chosen on the tuned sets (scripts/eval_docs; 0.3, 0.5
and 1.0 tried, 1.0 lost direct questions' and paraphrases' recall).
"""

from __future__ import annotations

import re

PIECE_WEIGHT = 0.3
MIN_CHARS = 25  # shorter pieces (a heading, a lone command) say too little to be embedded alone
ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z`\"'(])")


def pieces(text: str) -> list[str]:
    """The passage's paragraphs and list items, whitespace collapsed; one longer than 300 characters cut into its
    sentences; none shorter than MIN_CHARS. Text without them (CJK) gives its paragraphs."""
    out: list[str] = []
    for para in re.split(r"\n\s*\n", text):
        items: list[list[str]] = [[]]
        for line in para.split("\n"):
            if ITEM.match(line) and items[-1]:
                items.append([])
            items[-1].append(line)
        for item in items:
            joined = " ".join(" ".join(item).split())
            out += SENTENCE.split(joined) if len(joined) > 300 else [joined]
    return [p for p in out if len(p) >= MIN_CHARS]
