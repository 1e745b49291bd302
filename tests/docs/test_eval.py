"""The retrieval evaluation (tests/docs/evaluation.py) as a regression guard: hybrid search keeps finding the right
passage for English and Chinese questions, and on the sets its rule was chosen on (direct questions, paraphrases, a
check set) it is, per language, at least as good as the better of keyword and vector search. scripts/eval_docs
prints the full table."""

from macllm.docs.index import DocIndex

from .evaluation import TUNED, build_corpus, evaluate_sets


def test_retrieval_quality(tmp_path, embedder):
    corpus = build_corpus(tmp_path / "corpus")
    from macllm.docs.multilingual import MultilingualEmbedder

    index = DocIndex(tmp_path / "eval.db", multilingual=MultilingualEmbedder())
    report = index.add([corpus], "eval", embedder.embed)
    assert report.chunks > 1000 and not report.skipped
    results = evaluate_sets(index, "eval", embedder.embed)
    direct = results["direct"]["hybrid"]
    assert direct["all"]["recall@5"] >= 0.9 and direct["all"]["mrr"] >= 0.75 and direct["zh"]["recall@5"] >= 0.85
    assert results["paraphrase"]["hybrid"]["all"]["recall@5"] >= 0.8
    for name in TUNED:  # the sets the hybrid rule was chosen on: never worse than the better half, per language
        by_mode = results[name]
        for lang in ("en", "zh"):
            for metric in ("recall@1", "recall@5", "mrr"):
                halves = max(by_mode["keyword"][lang][metric], by_mode["vector"][lang][metric])
                assert by_mode["hybrid"][lang][metric] >= halves - 1e-9, (name, lang, metric, by_mode)
    assert results["paraphrase"]["hybrid"]["zh"]["recall@1"] >= 0.8  # the multilingual embedder (0.36 without it)
    held = results["holdout"]  # held out from the English rule: recall@5 beats either half (recall@1 does not, in
    for lang in ("all", "en", "zh"):  # English: 0.54 against vector search's 0.62, one question of 13)
        assert held["hybrid"][lang]["recall@5"] >= max(
            held["keyword"][lang]["recall@5"], held["vector"][lang]["recall@5"]
        )
    index.close()
