"""Keyword (FTS5 unicode61 + trigram), vector (cosine over the stored vectors) and hybrid retrieval.

Hybrid fuses the rankings by reciprocal rank fusion (score = sum of 1 / (60 + rank)), so no score scale has
to agree with another.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from macllm.docs.index import CJK_RUN as CJK
from macllm.docs.index import DocIndex, cjk_bigrams

RRF_K = 60
WORD = re.compile(r"\w+", re.UNICODE)
MODES = ("hybrid", "keyword", "vector")


@dataclass(slots=True)
class Passage:
    file: str
    line_start: int
    line_end: int
    page: int | None
    score: float
    text: str
    chunk_id: int

    def as_dict(self) -> dict:
        return {"file": self.file, "line_start": self.line_start, "line_end": self.line_end, "page": self.page,
                "score": round(self.score, 6), "text": self.text}


def _fts(index: DocIndex, table: str, match: str, collection: str, k: int) -> list[int]:
    rows = index.db.execute(f"""
        SELECT t.rowid AS id FROM {table} t JOIN chunks c ON c.id=t.rowid JOIN files f ON f.id=c.file_id
        JOIN collections col ON col.id=f.collection_id
        WHERE {table} MATCH ? AND col.name=? ORDER BY bm25({table}) LIMIT ?""", (match, collection, k)).fetchall()
    return [r["id"] for r in rows]


def keyword_ids(index: DocIndex, query: str, collection: str, k: int) -> list[int]:
    """Words OR-ed against unicode61; runs of CJK text as overlapping bigrams and trigrams against their indexes."""
    rankings = []
    words = [w for w in WORD.findall(query) if not CJK.fullmatch(w)]
    if words:
        rankings.append(_fts(index, "chunks_fts", " OR ".join(f'"{w}"' for w in words), collection, k))
    grams = []
    for run in CJK.findall(query):
        grams += [run[i: i + 3] for i in range(max(len(run) - 2, 1))] if len(run) >= 3 else []
    if grams:
        rankings.append(_fts(index, "chunks_tri", " OR ".join(f'"{g}"' for g in dict.fromkeys(grams)), collection, k))
    bigrams = dict.fromkeys(cjk_bigrams(query).split())
    if bigrams:
        rankings.append(_fts(index, "chunks_cjk", " OR ".join(f'"{g}"' for g in bigrams), collection, k))
    return [cid for cid, _ in fuse(rankings)[:k]]


def vector_ids(index: DocIndex, query_vec: np.ndarray, collection: str, k: int) -> list[int]:
    ids, mat = index.vectors(collection)
    if len(ids) == 0:
        return []
    # einsum, not BLAS: numpy's own OpenBLAS would wake its thread pool for this matrix-vector product, and
    # its spinning threads then slow MLX's next computation (measured: 4x slower query embedding)
    scores = np.einsum("ij,j->i", mat, query_vec.astype(np.float32))
    top = np.argpartition(-scores, min(k, len(scores) - 1))[:k] if len(scores) > k else np.arange(len(scores))
    return [int(i) for i in ids[top[np.argsort(-scores[top])]]]


def fuse(rankings: list[list[int]]) -> list[tuple[int, float]]:
    """Reciprocal rank fusion: (chunk id, score), best first. One ranking keeps its order."""
    scores: dict[int, float] = {}
    for ranking in rankings:
        for rank, cid in enumerate(ranking):
            scores[cid] = scores.get(cid, 0.0) + 1.0 / (RRF_K + rank + 1)
    return sorted(scores.items(), key=lambda item: -item[1])


def search(index: DocIndex, query: str, collection: str, embed, k: int = 5, mode: str = "hybrid") -> list[Passage]:
    """embed: list[str] -> vectors (only called in 'vector' and 'hybrid' modes)."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    pool = max(k * 4, 20)
    rankings = []
    if mode in ("keyword", "hybrid"):
        rankings.append(keyword_ids(index, query, collection, pool))
    if mode in ("vector", "hybrid"):
        rankings.append(vector_ids(index, np.asarray(embed([query]))[0], collection, pool))
    best = fuse(rankings)[:k]
    rows = index.chunk_rows([c for c, _ in best])
    return [Passage(rows[c]["path"], rows[c]["line_start"], rows[c]["line_end"], rows[c]["page"], score, rows[c]["text"], c)
            for c, score in best if c in rows]
