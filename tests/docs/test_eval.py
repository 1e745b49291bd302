"""The retrieval evaluation (tests/docs/evaluation.py) as a regression guard: hybrid search must keep finding
the right passage in its top 5 for English and Chinese questions. scripts/eval_docs prints the full table."""

from macllm.docs.index import DocIndex

from .evaluation import build_corpus, evaluate


def test_retrieval_quality(tmp_path, embedder):
    corpus = build_corpus(tmp_path / "corpus")
    index = DocIndex(tmp_path / "eval.db")
    report = index.add([corpus], "eval", embedder.embed)
    assert report.chunks > 1000 and not report.skipped
    results = evaluate(index, "eval", embedder.embed)
    hybrid = results["hybrid"]
    assert hybrid["all"]["recall@5"] >= 0.9 and hybrid["all"]["mrr"] >= 0.75
    assert hybrid["zh"]["recall@5"] >= 0.85 and results["keyword"]["zh"]["recall@5"] >= 0.85
    assert hybrid["all"]["recall@5"] >= max(results["keyword"]["all"]["recall@5"], results["vector"]["all"]["recall@5"]) - 0.03
    index.close()
