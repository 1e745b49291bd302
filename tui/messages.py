"""Textual messages that cross from worker threads to the app (posted with post_message, which is thread-safe)."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

from macllm.chat.turn import TurnResult


@dataclass
class AnswerChunked(Message):
    chat_id: int
    text: str


@dataclass
class AnswerFinished(Message):
    chat_id: int
    result: TurnResult  # the answer as kept, its stats and sources, where the sliding window moved


@dataclass
class AnswerFailed(Message):
    chat_id: int
    error: str
    returned_question: str | None = None  # an unanswered question, taken back out of the chat


@dataclass
class ModelLoaded(Message):
    info: dict


@dataclass
class ModelLoadFailed(Message):
    error: str


@dataclass
class EngineStateChanged(Message):
    state: str


@dataclass
class ModelPulled(Message):
    name: str
    chat_id: int | None = None  # the chat it was picked for


@dataclass
class ModelPullFailed(Message):
    error: str
    name: str = ""


@dataclass
class DownloadProgressed(Message):
    name: str
    what: str  # "downloading part 3/22", "converting 120/290 tensors"
    fraction: float
