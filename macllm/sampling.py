"""Sampling settings (`SamplingParams`) and presets from configs/sampling.toml. Plain data: the engine thread turns
them into mlx-lm samplers (runtime/sampler.py)."""

from __future__ import annotations

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

    def with_overrides(self, **overrides) -> SamplingParams:
        return replace(self, **{k: v for k, v in overrides.items() if v is not None})


def load_presets() -> dict[str, SamplingParams]:
    text = resources.files("macllm.configs").joinpath("sampling.toml").read_text()
    names = {f.name for f in fields(SamplingParams)}
    return {
        name: SamplingParams(**{k: v for k, v in raw.items() if k in names})
        for name, raw in tomllib.loads(text).items()
    }


def preset(name: str = "default") -> SamplingParams:
    presets = load_presets()
    if name not in presets:
        raise MacllmError(f"unknown preset '{name}'; presets: {', '.join(presets)}")
    return presets[name]
