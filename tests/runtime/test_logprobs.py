"""Per-token logprobs from the engine (Request.logprobs) on the tiny random model: equal to a direct forward's
log-softmax of the raw logits on the chosen tokens, on the single path (drafting or not) and in a batch."""

import numpy as np
import pytest

from macllm.errors import MacllmError
from macllm.events import TextChunk
from macllm.requests import Request
from macllm.runtime.engine import Engine
from macllm.sampling import SamplingParams

PROMPT = [(1000 + 37 * k) % 40000 + 100 for k in range(30)]
OTHER = [(2000 + 53 * k) % 40000 + 100 for k in range(36)]


@pytest.fixture(scope="module")
def tiny(tiny_dir, tmp_path_factory):
    e = Engine(kv_dir=tmp_path_factory.mktemp("kv"))
    e.load(str(tiny_dir))
    yield e
    e.close()


def log_softmax(engine, tokens: list[int]) -> np.ndarray:
    """log-softmax rows of one direct forward over `tokens`: row i is the distribution of token i + 1."""

    def forward(e):
        import mlx.core as mx

        logits = e.model.model(mx.array([tokens]))[0].astype(mx.float32)
        return np.array(logits - mx.logsumexp(logits, axis=-1, keepdims=True))

    return engine.run(forward)


def reference(engine, prompt: list[int], generated: list[int]) -> np.ndarray:
    """log-softmax rows of one forward over the whole sequence, for the positions that predicted `generated`."""
    return log_softmax(engine, prompt + generated)[len(prompt) - 1 : len(prompt) - 1 + len(generated)]


def check(engine, prompt, done, top: int, atol: float = 1e-3) -> np.ndarray:
    rows = reference(engine, prompt, done.token_ids)
    entries = done.logprobs
    assert [e.token for e in entries] == done.token_ids[: len(entries)]
    got = np.array([e.logprob for e in entries])
    want = rows[np.arange(len(entries)), [e.token for e in entries]]
    assert np.allclose(got, want, atol=atol), (got, want)
    for entry, row in zip(entries, rows):
        assert len(entry.top) == top and entry.logprob <= 0
        ids = [t for t, _, _ in entry.top]
        assert ids == list(np.argsort(-row)[:top])
        assert np.allclose([v for _, _, v in entry.top], row[ids], atol=atol)
    return got


def test_single_path_logprobs_are_the_raw_log_softmax(tiny):
    params = SamplingParams(temperature=0.0, max_tokens=6)
    plain = tiny.submit(Request(prompt=PROMPT, params=params, logprobs=3, draft="off", cache=False))
    chunks = [e for e in plain if isinstance(e, TextChunk)]
    done = plain.final
    assert not done.stats.batched and len(done.logprobs) == 6
    check(tiny, PROMPT, done, 3)
    assert all(e.token == e.top[0][0] for e in done.logprobs)  # greedy: the most likely token
    streamed = [e for c in chunks for e in c.logprobs]
    assert [e.token for e in streamed] == [e.token for e in done.logprobs[: len(streamed)]]
    assert b"".join(e.piece for e in done.logprobs).decode().strip() == done.text.strip()
    assert tiny.submit(Request(prompt=PROMPT, params=params, cache=False)).result().logprobs is None


@pytest.mark.starter
def test_drafted_tokens_get_the_verify_passs_logprobs(engine):
    """Prompt lookup drafts a counting answer that the starter copies: the accepted drafts' logprobs come from
    the verify pass and equal plain decoding's. The draft length is fixed: the shared engine's controller
    carries what earlier tests measured, and on a loaded machine it may have switched lookup off for a
    6-token answer (that is the adaptive controller's business, tested in test_draft.py)."""
    text = "one two three four five six seven eight nine ten\none two three four five six seven eight nine ten\none two"
    params = SamplingParams(temperature=0.0, max_tokens=6)

    def ask(draft: str, k: int = 0):
        return engine.submit(Request(text=text, params=params, logprobs=2, draft=draft, draft_tokens=k, cache=False))

    drafted, plain = ask("lookup", 3).result(), ask("off").result()
    assert drafted.stats.draft_tokens_accepted > 0 and drafted.token_ids == plain.token_ids
    assert np.allclose([e.logprob for e in drafted.logprobs], [e.logprob for e in plain.logprobs], atol=1e-3)
    prompt = engine.run(lambda e: list(e.model.tokenizer.encode(text)))
    check(engine, prompt, drafted, 2, atol=2e-2)


def test_batched_rows_with_penalties_report_the_models_own_distribution(tiny):
    """Two requests decode together; one samples at a temperature with a repetition penalty and a bias, which
    shape its draws but not its logprobs."""
    shaped = SamplingParams(temperature=0.9, max_tokens=6, repetition_penalty=1.3, logit_bias=((500, 5.0),))
    handles = [
        tiny.submit(Request(prompt=PROMPT, params=shaped, logprobs=0, cache=False)),
        tiny.submit(Request(prompt=OTHER, params=SamplingParams(temperature=0.0, max_tokens=6), cache=False)),
    ]
    first, second = [h.result() for h in handles]
    assert first.stats.batched and second.stats.batched and second.logprobs is None
    check(tiny, PROMPT, first, 0)


def test_a_stop_strings_tokens_have_none(tiny):
    params = SamplingParams(temperature=0.0, max_tokens=8)
    full = tiny.submit(Request(prompt=PROMPT, params=params, logprobs=0, cache=False)).result()
    cut = next(e.offset for e in full.logprobs if e.offset >= 4)  # where a token's text starts, past 4 characters
    stop = full.text[cut : cut + 3]
    assert stop and full.text.find(stop) == cut  # the answer's first occurrence, so the cut falls there
    done = tiny.submit(Request(prompt=PROMPT, params=params.with_overrides(stop=(stop,)), logprobs=0, cache=False))
    done = done.result()
    assert done.text == full.text[:cut] and done.finish_reason == "stop"
    assert [e.token for e in done.logprobs] == [e.token for e in full.logprobs if e.offset < cut]


def test_out_of_range_alternatives_are_refused():
    with pytest.raises(MacllmError, match="0 to 20"):
        Request(prompt=[1, 2], logprobs=21)


LONG = [(3000 + 71 * k) % 40000 + 100 for k in range(600)]  # over a prefill chunk: scored in several


def test_prompt_logprobs_are_the_raw_log_softmax_over_every_chunk(tiny):
    """A prompt longer than a chunk, its prefix already in the pool: every prompt token but the first gets the
    log-softmax of one direct forward at the position before it; the first has none."""
    params = SamplingParams(temperature=0.0, max_tokens=2)
    tiny.submit(Request(prompt=LONG, params=params)).result()  # the pool now holds LONG's prefix
    handle = tiny.submit(Request(prompt=LONG, params=params, prompt_logprobs=2))
    events = list(handle)
    done = handle.final
    entries = done.prompt_logprobs
    assert done.stats.reused_tokens == 0 and [e.token for e in entries] == LONG
    assert entries[0].logprob is None and entries[0].top == [] and entries[0].offset == 0
    rows = log_softmax(tiny, LONG)
    got = np.array([e.logprob for e in entries[1:]])
    want = rows[np.arange(len(LONG) - 1), LONG[1:]]
    assert np.allclose(got, want, atol=1e-3), np.abs(got - want).max()
    for entry, row in zip(entries[1:], rows):
        assert [t for t, _, _ in entry.top] == list(np.argsort(-row)[:2])
    assert [e.offset for e in entries] == sorted(e.offset for e in entries)
    firsts = [e.prompt_logprobs for e in events if isinstance(e, TextChunk) and e.prompt_logprobs]
    assert len(firsts) <= 1 and all(f == entries for f in firsts)  # streamed once, with the first text
    plain = tiny.submit(Request(prompt=PROMPT, params=params, cache=False)).result()
    assert plain.prompt_logprobs is None and plain.logprobs is None


def test_prompt_logprobs_survive_a_request_submitted_beside(tiny):
    """A scored request submitted together with a plain one prefills on the single path (scoring its prompt)
    before it may join the other's batch: its prompt logprobs equal those it gets alone, the other's tokens
    are unchanged."""
    params = SamplingParams(temperature=0.0, max_tokens=4)
    alone = tiny.submit(Request(prompt=PROMPT, params=params, prompt_logprobs=1, cache=False)).result()
    plain = tiny.submit(Request(prompt=OTHER, params=params, cache=False)).result()
    handles = [
        tiny.submit(Request(prompt=PROMPT, params=params, prompt_logprobs=1, cache=False)),
        tiny.submit(Request(prompt=OTHER, params=params, cache=False)),
    ]
    scored, other = [h.result() for h in handles]
    assert scored.prompt_logprobs is not None and [e.token for e in scored.prompt_logprobs] == PROMPT
    assert [[t for t, _, _ in e.top] for e in scored.prompt_logprobs] == [
        [t for t, _, _ in e.top] for e in alone.prompt_logprobs
    ]
    got = np.array([e.logprob for e in scored.prompt_logprobs[1:]])
    assert np.allclose(got, [e.logprob for e in alone.prompt_logprobs[1:]], atol=1e-3)
    assert other.token_ids == plain.token_ids and other.prompt_logprobs is None


def test_prompt_scoring_keeps_at_most_the_plans_logits_rows(tiny):
    """prefill_scored gives the direct forward's log-softmax with the output layer over slices of SCORE_ROWS
    hidden rows, and the same through the model over slices of the tokens (a model whose logits are not just
    its output layer's)."""
    from macllm.runtime.logprobs import SCORE_ROWS, prefill_scored

    tokens = LONG[:100]
    want = log_softmax(tiny, tokens)[np.arange(len(tokens) - 1), tokens[1:]]

    def scored(e):
        from mlx_lm.models.cache import make_prompt_cache

        model, shapes = e.model.model, []

        class Split:  # the model's backbone and output layer, the latter recording the rows it is given
            args = None

            def __init__(self):
                self.model = model.model
                self.lm_head = lambda h: shapes.append(h.shape[0]) or Split.head(h)

        Split.head = getattr(model, "lm_head", None) or model.model.embed_tokens.as_linear
        out = []
        for m in (Split(), lambda x, cache: model(x, cache=cache)):  # split, then the whole model per slice
            picked = prefill_scored(m, tokens[:-1], make_prompt_cache(model), tokens[1:], 1)
            out.append(np.concatenate([np.array(p[0]) for p in picked]))
        return out, shapes

    (split, whole), shapes = tiny.run(scored)
    assert shapes and max(shapes) <= SCORE_ROWS and sum(shapes) == len(tokens) - 1
    assert np.allclose(split, want, atol=1e-3) and np.allclose(whole, want, atol=1e-3)
