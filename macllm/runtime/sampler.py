"""mlx-lm samplers and logits processors built from a request's SamplingParams. Engine thread only."""

from __future__ import annotations

import functools

from macllm.sampling import SamplingParams


@functools.lru_cache(maxsize=64)
def _sampler(temperature: float, top_p: float, min_p: float, top_k: int):
    from mlx_lm.sample_utils import make_sampler

    return make_sampler(temp=temperature, top_p=top_p, min_p=min_p, top_k=top_k)


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
        from mlx_lm.sample_utils import apply_min_p, apply_top_k, apply_top_p

        p = self.params
        if 0 < p.top_p < 1.0:
            logprobs = apply_top_p(logprobs, p.top_p)
        if p.min_p != 0.0:
            logprobs = apply_min_p(logprobs, p.min_p)
        if p.top_k > 0:
            logprobs = apply_top_k(logprobs, p.top_k)
        return mx.softmax(logprobs * (1.0 / p.temperature), axis=-1)
