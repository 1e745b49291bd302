"""The sources of an answer from documents: the cited passages (file, place, text), citation numbers that were not
among the passages, the ones macllm added where the model's sentence repeats a passage, and the model's own answer
where macllm said the documents do not say instead (docs/support.py), and the values macllm gave as a later passage
changed them (docs/superseded.py). Kept with the answer's row in the chat store
beside its GenerationStats."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

# said after a streamed answer that macllm replaced: the model's words stay on screen and in the answer's sources
WITHHELD = (
    "macllm: the model's answer is not what the documents say (it shares almost no words with its passages, gives "
    "a value from a line about something else, or states numbers or names none of its passages hold), so macllm "
    "answers that the documents do not say."
)


def updated_notice(updated: list[dict]) -> str:
    """Said after an answer in which macllm replaced a value that a later passage changed (docs/superseded.py)."""
    changes = "; ".join(f"{u['was']} to {u['now']} [{u['n']}]" for u in updated)
    return (
        f"macllm: a later passage changes {changes}, so the answer gives the new value where the model wrote the old."
    )


@dataclass(slots=True)
class AnswerSources:
    sources: list[dict] = field(default_factory=list)  # n, file, line_start, line_end, page, text, where
    invalid_citations: list[int] = field(default_factory=list)
    inferred_citations: list[int] = field(default_factory=list)
    withheld: str = ""  # the model's answer, not read from the passages, that macllm replaced
    updated: list[dict] = field(default_factory=list)  # was, now, n: values macllm gave as a later passage changed them

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict | None) -> AnswerSources | None:
        """From a stored answer's stats; None for an answer that did not use documents."""
        if not data or "sources" not in data:
            return None
        return cls(
            list(data["sources"]),
            list(data.get("invalid_citations") or []),
            list(data.get("inferred_citations") or []),
            data.get("withheld") or "",
            list(data.get("updated") or []),
        )
