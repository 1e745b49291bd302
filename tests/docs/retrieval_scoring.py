"""The retrieval evaluation's scorer: where each question's right passage ranks, per mode and language, for the
questions of evaluation.py (or any list of Question)."""

from __future__ import annotations

from pathlib import Path

from .evaluation import QUESTIONS, SETS, Question


def rank_of(question: Question, passages) -> int | None:
    for rank, p in enumerate(passages, 1):
        path = Path(p.file).as_posix()
        if (path == question.file or path.endswith("/" + question.file)) and question.answer.lower() in p.text.lower():
            return rank
    return None


def evaluate(
    index,
    collection: str,
    embed,
    modes=("keyword", "vector", "hybrid"),
    k: int = 5,
    questions=QUESTIONS,
    rerankers: dict | None = None,
) -> dict:
    """{mode: {lang: {recall@1, recall@5, mrr, n}}} with lang in ('all', 'en', 'zh'); each of `rerankers`
    ({name: reranker}, docs/rerank.py) adds the mode 'hybrid+name' with its seconds per question."""
    import time

    from macllm.docs.retrieve import search

    query_vecs = dict(zip([q.text for q in questions], embed([q.text for q in questions])))
    runs = [(mode, mode, None) for mode in modes] + [(f"hybrid+{n}", "hybrid", r) for n, r in (rerankers or {}).items()]
    results = {}
    for name, mode, reranker in runs:
        t = time.perf_counter()
        ranks = [
            (
                q.lang,
                rank_of(
                    q,
                    search(index, q.text, collection, lambda t: [query_vecs[t[0]]], k=k, mode=mode, rerank=reranker),
                ),
            )
            for q in questions
        ]
        results[name] = by_language(ranks, (time.perf_counter() - t) / max(len(questions), 1))
    return results


def by_language(ranks: list[tuple[str, int | None]], seconds: float) -> dict:
    """{lang: {recall@1, recall@5, mrr, n, seconds}} for 'all', 'en' and 'zh' from each question's (lang, rank of
    its right passage or None); a language no question is in is left out."""
    out = {}
    for lang in ("all", "en", "zh"):
        rs = [r for lg, r in ranks if lang == "all" or lg == lang]
        if rs:
            out[lang] = {
                "recall@1": sum(r == 1 for r in rs) / len(rs),
                "recall@5": sum(r is not None and r <= 5 for r in rs) / len(rs),
                "mrr": sum(1 / r for r in rs if r) / len(rs),
                "n": len(rs),
                "seconds": seconds,
            }
    return out


def evaluate_sets(index, collection: str, embed, sets=None, **options) -> dict:
    """{set name: evaluate(...)} for each set (default: SETS)."""
    sets = SETS if sets is None else sets
    return {name: evaluate(index, collection, embed, questions=qs, **options) for name, qs in sets.items()}


def table(results: dict, name: str = "") -> str:
    lines = ["| set | mode | questions | recall@1 | recall@5 | MRR | ms/question |", "|---|---|---|---|---|---|---|"]
    for mode, by_lang in results.items():
        for lang, m in by_lang.items():
            lines.append(
                f"| {name} | {mode} | {lang} ({m['n']}) | {m['recall@1']:.2f} | {m['recall@5']:.2f} | {m['mrr']:.3f} | "
                f"{m['seconds'] * 1000:.0f} |"
            )
    return "\n".join(lines)
