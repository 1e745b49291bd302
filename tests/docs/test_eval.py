"""The retrieval evaluation (tests/docs/evaluation.py, release_sets.py) as a regression guard: hybrid search keeps
finding the right passage for English and Chinese questions, and on the sets its rule was chosen on (direct
questions, paraphrases, a check set, the answer evaluation's dev questions) it is, per language, at least as good as
the better of keyword and vector search on recall@1, recall@5 and MRR (within one question: the index differs
slightly from build to build). scripts/eval_docs prints the full table."""

from macllm.docs.index import DocIndex

from .answer_corpus import build_answer_corpus
from .evaluation import TUNED, build_corpus
from .release_sets import RELEASE_SETS
from .retrieval_scoring import evaluate_sets

TUNED_RELEASE = ("answers-dev",)  # chosen on, with TUNED; answers-holdout, fresh, fresh2 and fresh3 never were


def test_retrieval_quality(tmp_path, embedder):
    from macllm.docs.multilingual import MultilingualEmbedder

    index = DocIndex(tmp_path / "eval.db", multilingual=MultilingualEmbedder())
    report = index.add([build_corpus(tmp_path / "corpus")], "eval", embedder.embed)
    assert report.chunks > 1000 and not report.skipped
    index.add([build_answer_corpus(tmp_path / "answers")], "answers", embedder.embed)
    results = evaluate_sets(index, "eval", embedder.embed)
    results.update(evaluate_sets(index, "answers", embedder.embed, sets=RELEASE_SETS))
    direct = results["direct"]["hybrid"]
    assert direct["all"]["recall@5"] >= 0.9 and direct["all"]["mrr"] >= 0.75 and direct["zh"]["recall@5"] >= 0.85
    # 21 of 27 in most runs, 20 in one: the index's vectors differ slightly from build to build (vector MRR 0.408, 0.417)
    assert results["paraphrase"]["hybrid"]["all"]["recall@5"] >= 0.7
    # never worse than the better half, per language, but for one question: the vectors differ slightly from build
    # to build (threads' float sums), and some cells are exact ties (Chinese paraphrases 0.82 = 0.82), which one
    # flipped rank would fail; a rule that loses shows as more than one question
    for name in (*TUNED, *TUNED_RELEASE):
        by_mode = results[name]
        for lang in ("en", "zh"):
            one = 1 / by_mode["hybrid"][lang]["n"]
            for metric in ("recall@1", "recall@5", "mrr"):
                halves = max(by_mode["keyword"][lang][metric], by_mode["vector"][lang][metric])
                assert by_mode["hybrid"][lang][metric] >= halves - one - 1e-9, (name, lang, metric, by_mode)
    assert results["paraphrase"]["hybrid"]["zh"]["recall@1"] >= 0.8  # the multilingual embedder (0.36 without it)
    # held out from every rule: recall@5 at least either half's (recall@1 is not: English in holdout and Chinese
    # in fresh lose one question each to vector search; see the README)
    for name in ("holdout", "answers-holdout", "fresh", "fresh2"):
        held = results[name]
        for lang in ("en", "zh"):
            best = max(held["keyword"][lang]["recall@5"], held["vector"][lang]["recall@5"])
            one = 1 / held["hybrid"][lang]["n"]
            assert held["hybrid"][lang]["recall@5"] >= best - one - 1e-9, (name, lang, held)
    # fresh2, scored once for the English paraphrase goal: the default held at what it measured (README: English
    # recall@5 13 of 21, Chinese 8 of 9), less one question for the build-to-build drift
    fresh2 = results["fresh2"]["hybrid"]
    assert fresh2["en"]["recall@5"] >= 12 / 21 - 1e-9 and fresh2["zh"]["recall@5"] >= 7 / 9 - 1e-9, fresh2
    index.close()
