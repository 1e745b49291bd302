"""Samplers (mlx-lm's math, their settings passed to compiled steps as arrays) and mlx-lm's logits processors,
built from a request's SamplingParams. Engine thread only."""

from __future__ import annotations

import functools

from macllm.sampling import SamplingParams


@functools.cache
def _compiled():
    """The compiled steps of mlx-lm's samplers that take their settings as arrays. mx.compile keys its cache (global,
    never emptied) on a call's non-array arguments too, and mlx-lm's make_sampler passes temperature, top_p and
    min_p as floats: every new value compiled and kept a graph (16-21 KB of native memory each), an unbounded growth
    under clients that vary them (scripts/memory_rounds.py's findings; test_sampler.py). mlx-lm's own compiled
    apply_top_p takes an array as it is; categorical sampling and min-p are written here, their math mlx-lm's,
    because mlx-lm's take a float (and check it) inside the compiled function."""
    from functools import partial

    import mlx.core as mx

    @partial(mx.compile, inputs=mx.random.state, outputs=mx.random.state)
    def categorical(logprobs, inv_temp):  # mlx-lm's categorical_sampling
        return mx.random.categorical(logprobs * inv_temp.astype(logprobs.dtype))

    @mx.compile
    def min_p(logprobs, log_p):  # mlx-lm's apply_min_p (one token kept at least: its default)
        scaled = mx.max(logprobs, axis=-1, keepdims=True) + log_p.astype(logprobs.dtype)
        return mx.where(logprobs < scaled, -float("inf"), logprobs)

    return categorical, min_p


def _top_k(logprobs, k: int):
    """mlx-lm's apply_top_k, not compiled: k sets a shape, so each value would be a graph of its own. A k of the
    vocabulary's size or more keeps every token (mlx-lm's raises; clients send top_k up to 2**30)."""
    import mlx.core as mx

    if k >= logprobs.shape[-1]:
        return logprobs
    mask_idx = mx.argpartition(-logprobs, kth=k - 1, axis=-1)[..., k:]
    return mx.put_along_axis(logprobs, mask_idx, mx.array(-float("inf"), logprobs.dtype), axis=-1)


@functools.lru_cache(maxsize=64)
def _filters(top_p: float, min_p: float, top_k: int) -> tuple:
    """The top-p / min-p / top-k filters, in mlx-lm's order, their settings held as arrays."""
    import math

    import mlx.core as mx
    from mlx_lm.sample_utils import apply_top_p

    compiled_min_p = _compiled()[1]
    out = []
    if 0 < top_p < 1.0:
        p = mx.array(top_p, mx.float32)
        out.append(lambda x: apply_top_p(x, p))
    if min_p != 0.0:
        if not 0 <= min_p <= 1.0:
            raise ValueError(f"`min_p` has to be a float in the [0, 1] interval, but is {min_p}")
        log_p = mx.array(math.log(min_p), mx.float32)
        out.append(lambda x: compiled_min_p(x, log_p))
    if top_k > 0:
        out.append(lambda x: _top_k(x, top_k))
    return tuple(out)


@functools.lru_cache(maxsize=64)
def _sampler(temperature: float, top_p: float, min_p: float, top_k: int):
    """mlx-lm's make_sampler(temp, top_p, min_p, top_k), its settings passed to the compiled steps as arrays."""
    import mlx.core as mx
    from mlx_lm.sample_utils import greedy_sampler

    if temperature == 0:
        return greedy_sampler
    categorical, filters = _compiled()[0], _filters(top_p, min_p, top_k)
    inv_temp = mx.array(1.0 / temperature, mx.float32)

    def sampler(logprobs):
        for f in filters:
            logprobs = f(logprobs)
        return categorical(logprobs, inv_temp)

    return sampler


PENALTY_WINDOW = 1024  # tokens the presence and frequency penalties look back over (mlx-lm's default is 20)


def make_sampling(params: SamplingParams):
    """(sampler, logits_processors) for mlx-lm's generate_step. Call on the engine thread.

    Requests with the same settings get the same sampler object: mlx-lm's BatchGenerator then samples the
    whole batch in one call instead of one call per row."""
    from mlx_lm.sample_utils import make_logits_processors

    sampler = _sampler(params.temperature, params.top_p, params.min_p, params.top_k)
    penalty = params.repetition_penalty if params.repetition_penalty != 1.0 else None
    return sampler, make_logits_processors(
        logit_bias=dict(params.logit_bias) or None,
        repetition_penalty=penalty,
        presence_penalty=params.presence_penalty or None,
        presence_context_size=PENALTY_WINDOW,
        frequency_penalty=params.frequency_penalty or None,
        frequency_context_size=PENALTY_WINDOW,
    )


class RequestSampling:
    """How the single-sequence path turns logits into tokens for one request (engine thread only).

    Besides sampling, it gives what speculative decoding needs: logits processors applied row by row with
    each row's own token history, and the exact distribution the sampler draws from (temperature and the
    top-p / min-p / top-k filters, in mlx-lm's order) for rejection sampling.

    A seeded request reseeds MLX's generator from (seed, position of the token in the answer) before each
    draw, so its answer depends neither on the requests beside it nor on how many draft tokens the
    speculative loop verified at once.
    """

    HISTORY = 1024  # tokens of history handed to logits processors (mlx-lm's look at the last 20)

    def __init__(self, params: SamplingParams):
        self.params = params
        self.greedy = params.temperature == 0
        self.seed = params.seed
        self.sampler, self.processors = make_sampling(params)

    def logprobs(self, logits, history: list[int], pending=None):
        """Normalised log-probabilities for logits rows (n, V); row i predicts the token after
        history[: len(history) - (n - 1 - i)] (+ `pending`, a lazy token array, after the whole history)."""
        import mlx.core as mx

        if self.processors:
            n, rows = logits.shape[0], []
            for i in range(n):
                ctx = mx.array(history[max(0, len(history) - (n - 1 - i) - self.HISTORY) : len(history) - (n - 1 - i)])
                if pending is not None:
                    ctx = mx.concatenate([ctx, pending])
                row = logits[i : i + 1]
                for processor in self.processors:
                    row = processor(ctx, row)
                rows.append(row)
            logits = mx.concatenate(rows, axis=0) if n > 1 else rows[0]
        return logits - mx.logsumexp(logits, axis=-1, keepdims=True)

    def sample(self, logprobs, position: int):
        """One token (an array of shape (1,)) from a (1, V) row; `position` is its index in the answer."""
        import mlx.core as mx

        if self.seed is not None and not self.greedy:
            mx.random.seed((self.seed * 1_000_003 + position) % (1 << 63))
        return self.sampler(logprobs)

    def probs(self, logprobs):
        """The distribution the sampler draws from, row by row (sampling requests only)."""
        import mlx.core as mx

        p = self.params
        for f in _filters(p.top_p, p.min_p, p.top_k):
            logprobs = f(logprobs)
        return mx.softmax(logprobs * (1.0 / p.temperature), axis=-1)
