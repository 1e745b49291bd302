"""Speculative decoding through the engine: lossless with any draft, and drafting only where it pays."""

from dataclasses import replace

import pytest

from macllm.errors import MacllmError
from macllm.requests import Request
from macllm.runtime.engine import Engine
from macllm.sampling import SamplingParams

GREEDY = SamplingParams(temperature=0.0, max_tokens=40, repetition_penalty=1.0)
PASSAGE = (
    "The lighthouse keeper, Mara Quell, kept a log of every ship that passed the northern cape: the Halcyon "
    "on Monday, the Wren and the Starling on Tuesday, and the old ferry Brightwater every evening at six."
)


@pytest.fixture(scope="module")
def draft_engine(starter_dir, starter_draft_dir, tmp_path_factory):
    e = Engine(kv_dir=tmp_path_factory.mktemp("kv"))
    e.load(str(starter_dir), draft=str(starter_draft_dir))
    yield e
    e.close()


def plain(engine, messages, params=GREEDY):
    return engine.submit(Request(messages=list(messages), params=params, draft="off", cache=False)).result()


def forget_lookup_costs(engine):
    """Start the shared engine's prompt lookup from no measured costs, as a fresh process does: after WARMUP
    plain steps the controller drafts at its start length. Otherwise an adaptive answer starts where the last
    request of an earlier test left lookup: off, it drafts only at a probe, and the probe is skipped while the
    costs measured then (on a loaded machine, verify rounds timed during a spike) say that even 90% acceptance
    would not pay (controller.py, could_win)."""
    engine.run(lambda e: e.scheduler.draft_costs.pop((e.scheduler.lm.key, "lookup"), None))


def test_a_disagreeing_draft_gives_the_plain_greedy_answer_across_turns(engine, draft_engine):
    """The 24-layer draft is rejected most of the time: both caches are rolled back every round, and the
    next turn starts from the pooled caches of both models."""
    c = [{"role": "user", "content": "Write a haiku about autumn."}]
    first = draft_engine.submit(Request(messages=list(c), params=GREEDY, draft="model", draft_tokens=4)).result()
    assert first.text == plain(engine, c).text
    s = first.stats
    assert s.drafter == "model" and s.draft_rounds > 3
    assert 0 < s.draft_tokens_accepted < s.draft_tokens  # drafts were both accepted and rejected
    assert s.draft_acceptance == pytest.approx(s.draft_tokens_accepted / s.draft_tokens)
    c += [{"role": "assistant", "content": first.text}, {"role": "user", "content": "Another one, about winter."}]
    second = draft_engine.submit(Request(messages=list(c), params=GREEDY, draft="model", draft_tokens=4)).result()
    assert second.stats.reused_tokens > first.stats.prompt_tokens  # the target's cache came from the pool
    assert second.text == plain(engine, c).text


def test_prompt_lookup_gives_the_plain_greedy_answer_and_accepts_copies(engine):
    ask = [{"role": "user", "content": f"Repeat this passage word for word:\n\n{PASSAGE}"}]
    expected = plain(engine, ask)
    for k in (0, 3):  # adaptive, and a fixed draft length
        forget_lookup_costs(engine)
        done = engine.submit(Request(messages=ask, params=GREEDY, draft="lookup", draft_tokens=k, cache=False)).result()
        assert done.text == expected.text
        assert done.stats.drafter == "lookup" and done.stats.draft_tokens_accepted > 0


def test_auto_with_a_draft_model_drafts_by_lookup_where_it_can_and_by_the_model_elsewhere(engine, draft_engine):
    ask = [{"role": "user", "content": f"Repeat this passage word for word:\n\n{PASSAGE}"}]
    done = draft_engine.submit(Request(messages=ask, params=GREEDY, draft_tokens=3, cache=False)).result()
    assert done.text == plain(engine, ask).text
    assert done.stats.drafter == "lookup+model"


def test_a_seeded_answer_does_not_depend_on_drafting(engine):
    ask = [{"role": "user", "content": f"Summarize: {PASSAGE}"}]
    sampled = SamplingParams(temperature=0.9, top_p=0.95, max_tokens=30, seed=11)
    expected = plain(engine, ask, sampled)
    done = engine.submit(Request(messages=ask, params=sampled, draft="lookup", draft_tokens=3, cache=False)).result()
    assert done.text == expected.text


def test_draft_modes_are_checked(engine):
    with pytest.raises(MacllmError, match="draft must be one of"):
        Request(prompt=[1, 2], draft="fast")
    with pytest.raises(MacllmError, match="pass --draft NAME"):
        engine.submit(Request(prompt=[1, 2, 3], draft="model")).result()


def test_draft_with_another_tokenizer_is_refused(tmp_path, starter_dir):
    import json
    import shutil

    other = tmp_path / "other"
    shutil.copytree(starter_dir, other)
    tokenizer = json.loads((other / "tokenizer.json").read_text())
    tokenizer["model"]["merges"] = tokenizer["model"]["merges"][:50]  # same ids, other splits
    (other / "tokenizer.json").write_text(json.dumps(tokenizer))
    e = Engine(kv_dir=tmp_path / "kv")
    try:
        with pytest.raises(MacllmError, match="does not share the tokenizer"):
            e.load(str(starter_dir), draft=str(other))
    finally:
        e.close()


@pytest.fixture(scope="module")
def tiny_pair(tiny_dir, tmp_path_factory):
    """The tiny random model and a draft of it with noise added to every matrix: they agree only partly."""
    import shutil

    import mlx.core as mx

    noisy = tmp_path_factory.mktemp("noisy-draft")
    for f in tiny_dir.iterdir():
        if f.suffix != ".safetensors":
            shutil.copy(f, noisy / f.name)
    mx.random.seed(1)
    weights = mx.load(str(tiny_dir / "model.safetensors"))
    weights = {k: w + 0.02 * w.std() * mx.random.normal(w.shape) if w.ndim == 2 else w for k, w in weights.items()}
    mx.save_safetensors(str(noisy / "model.safetensors"), weights)
    e = Engine(kv_dir=tmp_path_factory.mktemp("kv"))
    e.load(str(tiny_dir), draft=str(noisy))
    yield e
    e.close()


def test_sampling_with_a_draft_follows_the_target_distribution(tiny_pair, tiny_dir):
    """The second token of the answer is the first one a draft proposes: its frequencies over many sampled
    answers must match the target's own distribution, computed exactly from the model."""
    import mlx.core as mx
    import numpy as np
    from mlx_lm import load

    from macllm.runtime.sampler import RequestSampling

    params = SamplingParams(temperature=1.0, top_k=4, max_tokens=2)
    prompt = [500, 600, 700, 800]
    model, _ = load(str(tiny_dir))
    sampling = RequestSampling(params)
    first = np.array(sampling.probs(sampling.logprobs(model(mx.array([prompt]))[0, -1:], prompt))[0])
    exact: dict[int, float] = {}
    for x0 in np.nonzero(first)[0]:
        row = sampling.logprobs(model(mx.array([prompt + [int(x0)]]))[0, -1:], prompt + [int(x0)])
        for x1, p in enumerate(np.array(sampling.probs(row)[0])):
            if p > 0:
                exact[x1] = exact.get(x1, 0.0) + float(first[x0] * p)
    seen: dict[int, int] = {}
    drafted = accepted = 0
    n = 600
    for i in range(n):  # seeded: a test at p = 0.001 would otherwise fail one CI run in a thousand
        done = tiny_pair.submit(
            Request(prompt=prompt, params=replace(params, seed=i), cache=False, draft="model", draft_tokens=1)
        ).result()
        seen[done.token_ids[1]] = seen.get(done.token_ids[1], 0) + 1
        drafted, accepted = drafted + done.stats.draft_tokens, accepted + done.stats.draft_tokens_accepted
    assert drafted == n and 0.1 < accepted / drafted < 0.9  # the draft was both kept and replaced
    assert set(seen) <= set(exact)
    tokens = sorted(exact, key=exact.get, reverse=True)
    big = [t for t in tokens if exact[t] * n >= 10]  # Pearson's test on cells expecting 10 or more; the rest pooled
    counts = np.array([seen.get(t, 0) for t in big] + [n - sum(seen.get(t, 0) for t in big)], dtype=float)
    expected = np.array([exact[t] for t in big] + [1 - sum(exact[t] for t in big)]) * n
    keep = expected > 0
    chi2 = float(((counts[keep] - expected[keep]) ** 2 / expected[keep]).sum())
    critical_0_001 = {
        1: 10.83,
        2: 13.82,
        3: 16.27,
        4: 18.47,
        5: 20.52,
        6: 22.46,
        7: 24.32,
        8: 26.12,
        9: 27.88,
        10: 29.59,
        11: 31.26,
        12: 32.91,
        13: 34.53,
        14: 36.12,
        15: 37.70,
        16: 39.25,
    }
    assert chi2 < critical_0_001[int(keep.sum()) - 1], (chi2, counts, expected)


def test_a_predicted_output_is_drafted_from_and_the_answer_is_unchanged(engine):
    """OpenAI's predicted outputs: the prediction is prompt lookup's first source. Predicting the answer itself
    (one it could not copy from its prompt), nearly every draft is accepted, and the greedy answer is the same
    as without drafting."""
    ask = [{"role": "user", "content": "Write a Python function that checks whether a number is prime."}]
    params = SamplingParams(temperature=0.0, max_tokens=60, repetition_penalty=1.0)
    expected = plain(engine, ask, params)

    def drafted(prediction):
        request = Request(
            messages=ask, params=params, draft="lookup", draft_tokens=4, prediction=prediction, cache=False
        )
        return engine.submit(request).result()

    guessed, unguessed = drafted(expected.text), drafted(None)
    assert guessed.text == expected.text == unguessed.text
    assert guessed.stats.draft_acceptance > 0.8 > unguessed.stats.draft_acceptance
    assert guessed.stats.draft_tokens_accepted > 2 * unguessed.stats.draft_tokens_accepted


def test_a_prediction_drafts_beside_the_batch_while_another_request_decodes(engine):
    """A request with a prediction that arrives with another one stays on the single path and drafts from it
    (the batch does not draft); with Scheduler.prediction_beside off it joins the batch and its prediction
    does nothing. The greedy answer is the same either way."""
    ask = [{"role": "user", "content": "Write a Python function that checks whether a number is prime."}]
    other = [{"role": "user", "content": "Name the planets of the solar system."}]
    params = SamplingParams(temperature=0.0, max_tokens=60, repetition_penalty=1.0)
    expected = plain(engine, ask, params)

    def together():
        handles = [
            engine.submit(Request(messages=other, params=params, cache=False)),
            engine.submit(Request(messages=ask, params=params, prediction=expected.text, cache=False)),
        ]
        return [h.result() for h in handles]

    forget_lookup_costs(engine)  # the prediction drafts adaptively
    _, beside = together()
    assert beside.text == expected.text and not beside.stats.batched
    assert beside.stats.drafter == "lookup" and beside.stats.draft_acceptance > 0.8
    engine.run(lambda e: setattr(e.scheduler, "prediction_beside", False))
    try:
        first, batched = together()
    finally:
        engine.run(lambda e: setattr(e.scheduler, "prediction_beside", True))
    assert batched.text == expected.text and batched.stats.batched and first.stats.batched
    assert batched.stats.draft_tokens == 0
