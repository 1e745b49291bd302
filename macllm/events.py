"""What the engine sends back: plain dataclasses with no MLX in them, safe to hand to any thread."""

from __future__ import annotations

import queue
from dataclasses import asdict, dataclass


@dataclass(slots=True)
class GenerationStats:
    prompt_tokens: int = 0  # tokens of the whole rendered prompt
    reused_tokens: int = 0  # of those, already in the session's cache (not prefilled again)
    generation_tokens: int = 0
    ttft_s: float = 0.0
    prompt_tps: float = 0.0  # prefilled tokens per second
    generation_tps: float = 0.0
    peak_memory_gb: float = 0.0
    draft_tokens_accepted: int = 0
    dropped_messages: int = 0  # turns left out by the sliding-window policy

    def as_dict(self) -> dict:
        return asdict(self)


@dataclass(slots=True)
class TextChunk:
    text: str


@dataclass(slots=True)
class GenerationDone:
    text: str
    finish_reason: str  # "stop" | "length" | "cancelled"
    stats: GenerationStats


@dataclass(slots=True)
class GenerationFailed:
    message: str  # user-facing, says what to do
    error: BaseException | None = None


class GenerationStream:
    """Iterate to get TextChunk events; the last event is GenerationDone or GenerationFailed.

    A plain iterator rather than a generator: a KeyboardInterrupt raised while waiting for the next event
    leaves it usable, so the caller can cancel and keep reading until the final event.
    """

    def __init__(self):
        self._q: queue.Queue = queue.Queue()
        self.final: GenerationDone | GenerationFailed | None = None

    def put(self, event) -> None:
        self._q.put(event)

    def __iter__(self):
        return self

    def __next__(self):
        if self.final is not None:
            raise StopIteration
        event = self._q.get()
        if isinstance(event, (GenerationDone, GenerationFailed)):
            self.final = event
        return event

    def result(self) -> GenerationDone:
        """Drain the stream; returns the final event, raising the engine's error if generation failed."""
        for _ in self:
            pass
        if isinstance(self.final, GenerationFailed):
            raise self.final.error or RuntimeError(self.final.message)
        return self.final
