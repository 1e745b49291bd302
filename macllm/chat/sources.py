"""The sources of an answer from documents: the cited passages (file, place, text), citation numbers that were not
among the passages, and the ones macllm added where the model's sentence repeats a passage. Kept with the answer's
row in the chat store beside its GenerationStats."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass(slots=True)
class AnswerSources:
    sources: list[dict] = field(default_factory=list)  # n, file, line_start, line_end, page, text, where
    invalid_citations: list[int] = field(default_factory=list)
    inferred_citations: list[int] = field(default_factory=list)

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict | None) -> AnswerSources | None:
        """From a stored answer's stats; None for an answer that did not use documents."""
        if not data or "sources" not in data:
            return None
        return cls(
            list(data["sources"]), list(data.get("invalid_citations") or []), list(data.get("inferred_citations") or [])
        )
