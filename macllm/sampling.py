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


def make_sampling(params: SamplingParams):
    """(sampler, logits_processors) for mlx-lm's generate_step. Call on the engine thread.

    Requests with the same settings get the same sampler object: mlx-lm's BatchGenerator then samples the
    whole batch in one call instead of one call per row."""
    from mlx_lm.sample_utils import make_logits_processors

    sampler = _sampler(params.temperature, params.top_p, params.min_p, params.top_k)
    penalty = params.repetition_penalty if params.repetition_penalty != 1.0 else None
    return sampler, make_logits_processors(repetition_penalty=penalty)


class SeededSampler:
    """Reseeds MLX's process-wide generator from (seed, draw number) before each draw, so a seeded request
    samples the same tokens whatever other requests run beside it. Call on the engine thread."""

    def __init__(self, sampler, seed: int):
        self.sampler, self.seed, self.draws = sampler, seed, 0

    def __call__(self, logprobs):
        import mlx.core as mx

        mx.random.seed((self.seed * 1_000_003 + self.draws) % (1 << 63))
        self.draws += 1
        return self.sampler(logprobs)


def make_request_sampling(params: SamplingParams):
    """make_sampling, with a SeededSampler when the request has a seed."""
    sampler, processors = make_sampling(params)
    return (SeededSampler(sampler, params.seed) if params.seed is not None else sampler), processors
