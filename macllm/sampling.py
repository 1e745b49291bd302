"""Sampling settings (`SamplingParams`), presets from configs/sampling.toml, and mlx-lm samplers built from them."""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass, fields, replace
from importlib import resources

from macllm.errors import MacllmError


@dataclass(slots=True)
class SamplingParams:
    temperature: float = 0.7
    top_p: float = 1.0
    top_k: int = 0
    min_p: float = 0.0
    repetition_penalty: float = 1.0
    max_tokens: int = 512
    seed: int | None = None
    stop: tuple[str, ...] = ()
    # OpenAI-style additive penalties over the recent tokens (PENALTY_WINDOW) and a per-token bias
    presence_penalty: float = 0.0
    frequency_penalty: float = 0.0
    logit_bias: tuple[tuple[int, float], ...] = ()

    def __post_init__(self):
        problems = []
        if self.temperature < 0:
            problems.append("temperature must be >= 0")
        if not 0 < self.top_p <= 1:
            problems.append("top-p must be in (0, 1]")
        if self.top_k < 0:
            problems.append("top-k must be >= 0 (0 turns it off)")
        if not 0 <= self.min_p < 1:
            problems.append("min-p must be in [0, 1)")
        if self.repetition_penalty <= 0:
            problems.append("repetition penalty must be > 0 (1.0 turns it off)")
        if self.max_tokens < 1:
            problems.append("max tokens must be >= 1")
        for name in ("presence_penalty", "frequency_penalty"):
            if not -2 <= getattr(self, name) <= 2:
                problems.append(f"{name.replace('_', ' ')} must be in [-2, 2]")
        if any(not -100 <= bias <= 100 for _, bias in self.logit_bias):
            problems.append("logit bias values must be in [-100, 100]")
        if problems:
            raise MacllmError("bad sampling settings: " + "; ".join(problems))
        self.stop = tuple(s for s in self.stop if s)

    def with_overrides(self, **overrides) -> "SamplingParams":
        return replace(self, **{k: v for k, v in overrides.items() if v is not None})


def load_presets() -> dict[str, SamplingParams]:
    text = resources.files("macllm.configs").joinpath("sampling.toml").read_text()
    names = {f.name for f in fields(SamplingParams)}
    return {name: SamplingParams(**{k: v for k, v in raw.items() if k in names}) for name, raw in tomllib.loads(text).items()}


def preset(name: str = "default") -> SamplingParams:
    presets = load_presets()
    if name not in presets:
        raise MacllmError(f"unknown preset '{name}'; presets: {', '.join(presets)}")
    return presets[name]


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
        logit_bias=dict(params.logit_bias) or None, repetition_penalty=penalty,
        presence_penalty=params.presence_penalty or None, presence_context_size=PENALTY_WINDOW,
        frequency_penalty=params.frequency_penalty or None, frequency_context_size=PENALTY_WINDOW)


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
                ctx = mx.array(history[max(0, len(history) - (n - 1 - i) - self.HISTORY): len(history) - (n - 1 - i)])
                if pending is not None:
                    ctx = mx.concatenate([ctx, pending])
                row = logits[i: i + 1]
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
