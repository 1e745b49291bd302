"""Keyword (FTS5 unicode61 + trigram + CJK bigrams), vector (cosine over the stored vectors) and hybrid retrieval.

Hybrid scores each candidate of either ranking by its cosine similarity plus a keyword bonus that falls with its
keyword rank, bonus / (1 + rank). The bonus is scaled by the keyword confidence: the share of the question's IDF
weight that the best of the top keyword matches contains (words as unicode61 indexes them; in Chinese, Japanese or
Korean text its character bigrams). A question in the documents' own words gets the full bonus; a paraphrase that
matches only common words or characters gets almost none, and similarity decides.
- A question in English (any language written with spaces) is embedded by all-MiniLM-L6-v2; the bonus is
  KEYWORD_BONUS * confidence^2. A passage's similarity counts its pieces' too (docs/pieces.py: paragraphs and list
  items embedded on their own; issue 23), in vector search as in hybrid.
- A question in Chinese (Japanese, Korean) is embedded by the multilingual embedder (docs/multilingual.py); the
  bonus is CJK_BONUS * confidence. Without multilingual vectors (an index opened without that embedder),
  reciprocal rank fusion with the English embedder's ranking.

Chosen by measurement (scripts/eval_docs; the sets are in tests/docs/evaluation.py and release_sets.py): on the
sets it was chosen on, per language, it is at least as good as the better of keyword and vector search on recall@1
and recall@5. Equal-weight fusion for English lost to keyword search on direct questions and to vector search on
paraphrases; a fixed Chinese bonus (0.2, the rule before issue 23) ranked first the passage that shared the most
characters with a paraphrase (held-out paraphrases over long articles: recall@1 0.38, vector search 0.69). The
constants are on the scale of the embedders' cosines: measure again with another embedder.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import numpy as np

from macllm.docs.index import CJK_RUN as CJK
from macllm.docs.index import DocIndex, cjk_bigrams, width_mismatch
from macllm.docs.named_files import name_bonuses
from macllm.docs.pieces import PIECE_WEIGHT
from macllm.docs.read import place_text

RRF_K = 60
CJK_BONUS = 0.45  # times the keyword confidence (0.45-1.0 met the bar; squared, every bonus lost a direct question)
KEYWORD_BONUS = 0.6  # times the keyword confidence squared (unscaled bonuses lost to vectors on paraphrases)
RERANK_FROM = 20  # hybrid search's best this many are what a reranker reorders
CONFIDENCE_FROM = 3  # the best coverage among this many top keyword matches
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
    col_start: int | None = None  # where it starts and ends inside a line (docs/chunk.py)
    col_end: int | None = None
    heading: str = ""
    place: str | None = None  # how a citation names it where not by lines or page: '¶{}', 'slide 4' (read.place_text)
    # for a CJK question over multilingual vectors, its hybrid score (the multilingual embedder's cosine plus the
    # keyword bonus: a scale known in advance, docs/invented_terms.py), which a reranker's score leaves as it was;
    # None for any other search (rank fusion, keyword or vector alone, an English embedder's cosines)
    closeness: float | None = None

    def as_dict(self) -> dict:
        return {
            "file": self.file,
            "line_start": self.line_start,
            "line_end": self.line_end,
            "page": self.page,
            "col_start": self.col_start,
            "col_end": self.col_end,
            "heading": self.heading,
            "place": place_text(self.place, self.line_start, self.line_end),
            "score": round(self.score, 6),
            "text": self.text,
        }


def _fts(index: DocIndex, table: str, match: str, collection: str, k: int) -> list[int]:
    rows = index.db.execute(
        f"""
        SELECT t.rowid AS id FROM {table} t JOIN chunks c ON c.id=t.rowid JOIN files f ON f.id=c.file_id
        JOIN collections col ON col.id=f.collection_id
        WHERE {table} MATCH ? AND col.name=? ORDER BY bm25({table}) LIMIT ?""",
        (match, collection, k),
    ).fetchall()
    return [r["id"] for r in rows]


def keyword_ids(index: DocIndex, query: str, collection: str, k: int) -> list[int]:
    """Words OR-ed against unicode61; runs of CJK text as overlapping bigrams and trigrams against their indexes."""
    rankings = []
    words = [w for w in WORD.findall(query) if not CJK.fullmatch(w)]
    if words:
        rankings.append(_fts(index, "chunks_fts", " OR ".join(f'"{w}"' for w in words), collection, k))
    grams = []
    for run in CJK.findall(query):
        grams += [run[i : i + 3] for i in range(max(len(run) - 2, 1))] if len(run) >= 3 else []
    if grams:
        rankings.append(_fts(index, "chunks_tri", " OR ".join(f'"{g}"' for g in dict.fromkeys(grams)), collection, k))
    bigrams = dict.fromkeys(cjk_bigrams(query).split())
    if bigrams:
        rankings.append(_fts(index, "chunks_cjk", " OR ".join(f'"{g}"' for g in bigrams), collection, k))
    return [cid for cid, _ in fuse(rankings)[:k]]


def similarities(
    index: DocIndex, query_vec: np.ndarray, collection: str, multilingual: bool = False
) -> tuple[np.ndarray, np.ndarray]:
    """(chunk ids, cosine similarity of each to the query); stored vectors are unit length."""
    ids, mat = index.vectors(collection, multilingual)
    if len(ids) == 0:
        return ids, np.zeros(0, dtype=np.float32)
    if not multilingual and mat.shape[1] != len(query_vec):  # not the embedder that built these vectors
        record = index.collection_embedder(collection)
        raise width_mismatch(collection, record.name if record else "its embedder", mat.shape[1], len(query_vec))
    # einsum, not BLAS: numpy's own OpenBLAS would wake its thread pool for this matrix-vector product, and
    # its spinning threads then slow MLX's next computation (measured: 4x slower query embedding)
    cosines = np.einsum("ij,j->i", mat, query_vec.astype(np.float32))
    return ids, cosines if multilingual else with_pieces(index, collection, ids, cosines, query_vec)


def with_pieces(index: DocIndex, collection: str, ids: np.ndarray, cosines: np.ndarray, query_vec) -> np.ndarray:
    """(1 - PIECE_WEIGHT) x each passage's cosine + PIECE_WEIGHT x the better of it and its best piece's
    (docs/pieces.py); passages without pieces keep their cosine."""
    at, mat = index.piece_vectors(collection)
    if len(at) == 0 or mat.shape[1] != len(query_vec) or len(ids) != len(cosines):
        return cosines
    best = cosines.copy()
    np.maximum.at(best, at, np.einsum("ij,j->i", mat, query_vec.astype(np.float32)))
    return (1 - PIECE_WEIGHT) * cosines + PIECE_WEIGHT * best


def _top(ids: np.ndarray, scores: np.ndarray, k: int) -> list[int]:
    if len(ids) == 0:
        return []
    top = np.argpartition(-scores, min(k, len(scores) - 1))[:k] if len(scores) > k else np.arange(len(scores))
    return [int(i) for i in ids[top[np.argsort(-scores[top])]]]


def terms(text: str) -> set[str]:
    """Words as unicode61 indexes them (lower case) and CJK character bigrams: what keyword_confidence weighs."""
    return set(WORD.findall(CJK.sub(" ", text.lower()))) | set(cjk_bigrams(text).split())


def term_weights(index: DocIndex, query: str, n_chunks: int) -> dict[str, float]:
    """{term: IDF} for the query's words (unicode61's index gives their document frequency) and CJK bigrams (the
    bigram index's), never below 0."""
    terms = [(t, "chunks_fts") for t in dict.fromkeys(WORD.findall(CJK.sub(" ", query.lower())))]
    terms += [(g, "chunks_cjk") for g in dict.fromkeys(cjk_bigrams(query).split())]
    weight = {}
    for t, table in terms:
        df = index.db.execute(f"SELECT count(*) FROM {table} WHERE {table} MATCH ?", (f'"{t}"',)).fetchone()[0]
        weight[t] = max(math.log((n_chunks + 1) / (df + 0.5)), 0.0)
    return weight


def keyword_confidence(
    index: DocIndex, query: str, texts: list[str], n_chunks: int, weight: dict[str, float] | None = None
) -> float:
    """The largest share of the query's IDF weight (term_weights, or `weight` already taken) that one of `texts`
    contains (0..1)."""
    weight = term_weights(index, query, n_chunks) if weight is None else weight
    if not weight or not texts:
        return 0.0
    total = sum(weight.values()) or 1.0
    return max(sum(w for t, w in weight.items() if t in terms(text)) / total for text in texts)


def hybrid(
    keyword: list[int],
    ids: np.ndarray,
    cosines: np.ndarray,
    k: int,
    bonus: float,
    named: dict[int, float] | None = None,
) -> list[tuple[int, float]]:
    """(chunk id, cosine + bonus / (1 + keyword rank) + its file's name bonus), best first, over the keyword
    ranking, the top k by similarity and the top k by similarity of the files the question names (named: {chunk
    id: name bonus}, docs/named_files.py)."""
    cos = dict(zip(ids.tolist(), cosines.tolist()))
    named = {c: b for c, b in (named or {}).items() if c in cos}
    closest_named = sorted(named, key=lambda c: -cos[c])[:k]
    scores = {c: cos.get(c, 0.0) for c in [*keyword, *_top(ids, cosines, k), *closest_named]}
    for rank, c in enumerate(keyword):
        scores[c] += bonus / (1 + rank)
    for c in scores:
        scores[c] += named.get(c, 0.0)
    return sorted(scores.items(), key=lambda item: -item[1])


def keyword_bonus(
    index: DocIndex, query: str, keyword: list[int], n_chunks: int, weight: dict[str, float] | None = None
) -> float:
    rows = index.chunk_rows(keyword[:CONFIDENCE_FROM])
    confidence = keyword_confidence(
        index, query, [rows[c]["text"] for c in keyword[:CONFIDENCE_FROM] if c in rows], n_chunks, weight
    )
    return CJK_BONUS * confidence if CJK.search(query) else KEYWORD_BONUS * confidence**2


def fuse(rankings: list[list[int]]) -> list[tuple[int, float]]:
    """Reciprocal rank fusion: (chunk id, score), best first. One ranking keeps its order."""
    scores: dict[int, float] = {}
    for ranking in rankings:
        for rank, cid in enumerate(ranking):
            scores[cid] = scores.get(cid, 0.0) + 1.0 / (RRF_K + rank + 1)
    return sorted(scores.items(), key=lambda item: -item[1])


def search(
    index: DocIndex, query: str, collection: str, embed, k: int = 5, mode: str = "hybrid", rerank=None
) -> list[Passage]:
    """embed: list[str] -> vectors (only called in 'vector' and 'hybrid' modes). rerank (docs/rerank.py): a
    second stage that reorders hybrid search's best RERANK_FROM before the best k are kept."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    pool = max(k * 4, 20)
    known_scale = False  # hybrid scores over the multilingual embedder's cosines (closeness)
    if mode == "keyword":
        ranked = fuse([keyword_ids(index, query, collection, pool)])
    else:
        cjk = bool(CJK.search(query))
        multilingual = uses_multilingual(index, query, collection)
        vector = np.asarray((index.multilingual if multilingual else embed)([query]))[0]
        ids, cosines = similarities(index, vector, collection, multilingual)
        if mode == "vector":
            ranked = fuse([_top(ids, cosines, pool)])
        elif cjk and not multilingual:  # the English embedder's ranking counts only as much as the keywords
            ranked = fuse([keyword_ids(index, query, collection, pool), _top(ids, cosines, pool)])
        else:
            keyword = keyword_ids(index, query, collection, pool)
            weight = term_weights(index, query, len(ids))
            bonus = keyword_bonus(index, query, keyword, len(ids), weight)
            ranked = hybrid(keyword, ids, cosines, pool, bonus, name_bonuses(index, collection, weight))
            known_scale = multilingual
    best = ranked[: max(k, RERANK_FROM) if rerank is not None and mode == "hybrid" else k]
    rows = index.chunk_rows([c for c, _ in best])
    found = [passage(rows[c], score, score if known_scale else None) for c, score in best if c in rows]
    return rerank(query, found)[:k] if rerank is not None and mode == "hybrid" else found


def uses_multilingual(index: DocIndex, query: str, collection: str) -> bool:
    """Whether search embeds the query with the multilingual embedder for this collection: a question in Chinese,
    Japanese or Korean, over a collection that has its vectors."""
    return bool(CJK.search(query)) and index.multilingual is not None and len(index.vectors(collection, True)[0]) > 0


def search_collections(
    index: DocIndex, query: str, collections: list[str], embed, k: int = 5, rerank=None
) -> list[Passage]:
    """The best k passages of hybrid search over several collections. embed: an Embedders (docs/embedders.py),
    whose model for each collection is the one that built it, or one embed(texts) for all. The question is
    embedded once per model. Collections searched with one model are merged by score, which shares that model's
    scale; those of different models are fused by rank (fuse: reciprocal rank fusion, ties in the order the
    collections were given), since cosines of different embedders do not compare (bge-small's run higher than
    all-MiniLM-L6-v2's for any text)."""
    from macllm.docs.embedders import as_embedders

    embedders = as_embedders(embed)
    groups: dict[int, list[Passage]] = {}
    vectors: dict[int, object] = {}
    for name in collections:
        if index.collection_id(name) is None:
            continue
        english = embedders.of(index, name)
        model = index.multilingual if uses_multilingual(index, query, name) else english

        def embed_once(texts, english=english):  # once per model, and none where a search needs none
            if id(english) not in vectors:
                vectors[id(english)] = english.embed_query(texts)
            return vectors[id(english)]

        groups.setdefault(id(model), []).extend(search(index, query, name, embed_once, k=k, rerank=rerank))
    ranked = [sorted(found, key=lambda p: -p.score)[:k] for found in groups.values()]
    if len(ranked) <= 1:
        return ranked[0] if ranked else []
    by_id = {p.chunk_id: p for found in ranked for p in found}
    return [by_id[c] for c, _ in fuse([[p.chunk_id for p in found] for found in ranked])[:k]]


def passage(row: dict, score: float = 0.0, closeness: float | None = None) -> Passage:
    """A Passage from an index row (DocIndex.chunk_rows)."""
    return Passage(
        row["path"],
        row["line_start"],
        row["line_end"],
        row["page"],
        score,
        row["text"],
        row["id"],
        row["col_start"],
        row["col_end"],
        row["heading"] or "",
        row.get("place"),
        closeness,
    )
