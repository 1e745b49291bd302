"""The `llm` reranker (docs/rerank.py, docs/relevance.py): the chat model's yes-probability for each candidate, read
from one batched forward pass on the engine's thread, cached by question and passage, ordering the candidates."""

import numpy as np
import pytest

from macllm.docs.relevance import (
    MAX_PASSAGE_TOKENS,
    RelevanceCache,
    cached_relevance,
    prompt_ids,
    reply_ids,
    shared_prefix,
    source_of,
)
from macllm.docs.rerank import LLMReranker, make_reranker
from macllm.docs.retrieve import Passage

TEXTS = [
    ("Water roses in the morning, at their roots.", "roses.md › Watering"),
    ("The kestrel push command learned --atomic-tags.", "1.4.0.txt"),
    ("Tomatoes like a sunny spot and a stake to climb. " * 30, "garden.md"),  # past the passage token limit
]


@pytest.fixture(scope="module")
def tiny(tiny_dir):
    from mlx_lm import load

    model, tokenizer = load(str(tiny_dir))
    return model, tokenizer


def reference(model, tokenizer, question, text, source):
    """One prompt alone through the whole model: the yes-probability from the last position's logits."""
    import mlx.core as mx

    ids = prompt_ids(tokenizer, question, text, source, MAX_PASSAGE_TOKENS)
    logits = model(mx.array([ids]))[0, -1].astype(mx.float32)
    yes, no = reply_ids(tokenizer, ("yes",)), reply_ids(tokenizer, ("no",))
    return float(mx.sigmoid(mx.logsumexp(logits[mx.array(yes)]) - mx.logsumexp(logits[mx.array(no)])))


def test_batched_yes_probabilities_equal_each_prompt_alone(tiny):
    from macllm.docs.relevance import yes_probabilities

    model, tokenizer = tiny
    question = "When should I water roses?"
    batched = yes_probabilities(model, tokenizer, question, TEXTS)
    alone = [reference(model, tokenizer, question, t, s) for t, s in TEXTS]
    assert batched.shape == (3,) and np.all((batched > 0) & (batched < 1))
    np.testing.assert_allclose(batched, alone, rtol=1e-4, atol=1e-5)  # padding on the right changes nothing
    prompts = [prompt_ids(tokenizer, question, t, s, MAX_PASSAGE_TOKENS) for t, s in TEXTS]
    assert shared_prefix(prompts) > 10  # the template and the question: computed once, its cache copied
    long_prompt = prompt_ids(tokenizer, question, TEXTS[2][0], TEXTS[2][1], MAX_PASSAGE_TOKENS)
    assert len(long_prompt) < len(tokenizer.encode(TEXTS[2][0])) + 10  # the long passage was cut


def test_reranker_follows_the_yes_probability_and_the_cache_answers_again():
    calls = []

    def score(question, passages):  # a stand-in judge: likes passages that mention roses
        calls.append(len(passages))
        return np.array([0.9 if "roses" in text.lower() else 0.1 for text, _ in passages])

    relevance = cached_relevance(score, lambda: "stand-in", RelevanceCache(size=100))
    hybrid = {1: 0.8, 0: 0.7, 2: 0.6}  # the roses passage (0) second by its hybrid score
    ps = [Passage(f"/d/{i}.md", 1, 1, None, hybrid[i], TEXTS[i][0], i) for i in hybrid]
    alone = LLMReranker(relevance, weight=None)("When should I water roses?", ps)
    assert [p.chunk_id for p in alone] == [0, 1, 2] and alone[0].score == pytest.approx(0.9)
    fused = LLMReranker(relevance, weight=0.5)("When should I water roses?", ps)
    assert [p.chunk_id for p in fused] == [0, 1, 2] and fused[0].score == pytest.approx(0.7 + 0.5 * 0.9)
    assert calls == [3]  # the second reranker's passages were all in the cache
    LLMReranker(relevance, weight=0.5, top=2)("Another question?", ps)
    assert calls == [3, 2]  # a new question is judged again, and only the best `top` of them
    assert source_of("/home/me/notes/roses.md", "Roses › Watering") == "roses.md › Roses › Watering"
    with pytest.raises(ValueError, match="chat model"):
        make_reranker("llm", index=None)


def test_engine_relevance_runs_on_the_engine_thread(tiny_dir, tiny):
    from macllm.docs.relevance import engine_relevance, yes_probabilities
    from macllm.runtime.engine import Engine

    engine = Engine(disk_bytes=0)
    try:
        engine.load(str(tiny_dir))
        relevance = engine_relevance(engine)
        got = relevance("When should I water roses?", TEXTS[:2])
        direct = engine.run(
            lambda e: yes_probabilities(e.model.model, e.model.tokenizer, "When should I water roses?", TEXTS[:2])
        )
        np.testing.assert_allclose(got, direct, rtol=1e-5)
        assert len(relevance.cache.scores) == 2
    finally:
        engine.close()
