"""A chat's settings, typed: sampling (a preset and the values that override it), drafting, context length and
policy, KV cache precision, the document collections it answers from and their reranker. Stored in the chat store as JSON that
holds only what differs from the defaults, so rows written before a setting existed read back as its default."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace

from macllm.requests import CONTEXT_POLICIES
from macllm.sampling import SamplingParams, preset


@dataclass(slots=True)
class ChatSettings:
    preset: str = "default"
    temperature: float | None = None  # None: the preset's
    top_p: float | None = None
    max_tokens: int | None = None
    seed: int | None = None
    draft_tokens: int = 0  # a fixed draft length (0: the controller chooses)
    context_policy: str = "error"  # "sliding": keep the system prompt and the latest tokens when the context is full
    context: int | None = None  # None: the context the model was loaded with
    kv_bits: int | None = None  # 8 or 4 quantizes this chat's KV cache; None: the engine's default
    docs: list[str] = field(default_factory=list)  # collections whose passages each question carries
    rerank: str = ""  # a second stage over the documents' candidates (docs/rerank.py: 'llm', 'late', ...); '' none

    def __post_init__(self):
        if self.context_policy not in CONTEXT_POLICIES:
            self.context_policy = "error"
        self.docs = list(self.docs or [])

    def sampling(self) -> SamplingParams:
        """The preset with this chat's values over it."""
        return preset(self.preset).with_overrides(
            temperature=self.temperature, top_p=self.top_p, max_tokens=self.max_tokens, seed=self.seed
        )

    def changed(self, **values) -> ChatSettings:
        return replace(self, **values)

    def to_json(self) -> dict:
        """What differs from the defaults."""
        default = ChatSettings()
        return {k: v for k, v in asdict(self).items() if v != getattr(default, k)}

    @classmethod
    def from_json(cls, data: dict | None) -> ChatSettings:
        """From a stored row; unknown keys (a newer version's) are ignored and null values are the defaults."""
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in (data or {}).items() if k in names and v is not None})
