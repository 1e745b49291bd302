"""The chat controller shared by the chat app and `chat --plain`: no UI, no MLX.

- `answer` runs one turn: for a chat with documents the newest question carries the passages of its
  collections (docs/grounding.py); the request goes to the engine; the text streams to a callback; Ctrl-C in a
  terminal cancels that request and keeps its partial answer; the result carries the answer as it is kept
  (citations checked, the ones macllm infers added) and its stats (with the sources).
- `chat_request` builds a stored chat's next request from its rows in the chat store (the one copy of the
  conversation): history, system prompt, sampling, context policy and where the sliding window stands, and the
  cache tag and persistence that let the chat resume after a restart without prefilling it again.
- `AnswerWriter` keeps a streaming answer's row current in the chat store without writing on every token.
The app (a view) and `chat --plain` (a loop over stdin) drive these and show the results their own way.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from macllm.errors import MacllmError
from macllm.events import GenerationDone, GenerationFailed, TextChunk
from macllm.requests import Request, draft_choice
from macllm.sampling import SamplingParams, preset

WRITE_INTERVAL_S = 0.5


@dataclass(slots=True)
class ChatAnswer:
    done: GenerationDone | None  # None when the engine failed the request
    text: str = ""  # the answer as kept: with documents, citations checked and inferred ones added
    stats: dict = field(default_factory=dict)
    error: str | None = None  # what went wrong, for the user

    @property
    def finish_reason(self) -> str:
        return self.done.finish_reason if self.done else "error"


def answer(
    engine, request: Request, on_text=None, documents: tuple | None = None, on_state=None, on_handle=None
) -> ChatAnswer:
    """Answer one request. documents: (DocIndex, collection names, embed) for a chat with documents.
    on_text(text) gets the streamed text, on_state(words) what is happening, on_handle(handle) the request's
    handle as soon as it is submitted (to cancel it from elsewhere)."""
    from macllm.docs import grounding

    passages = None
    if documents:
        index, collections, embed = documents
        if on_state:
            on_state("searching the documents")
        passages = grounding.retrieve(index, request.messages[-1]["content"], collections, embed)
        request.messages, request.system = grounding.with_passages(request.messages, request.system, passages)
        if on_state:
            on_state("answering")
    handle = engine.submit(request)
    if on_handle:
        on_handle(handle)
    while handle.final is None:  # a Ctrl-C anywhere in here cancels the request; its events are drained
        try:
            event = next(handle)
            if isinstance(event, TextChunk) and on_text:
                on_text(event.text)
        except KeyboardInterrupt:
            handle.cancel()
    final = handle.final
    if isinstance(final, GenerationFailed):
        return ChatAnswer(None, error=final.message)
    text, stats = final.text, final.stats.as_dict()
    if passages is not None:
        text, sources = grounding.sourced(text, passages)
        stats.update(sources)
    return ChatAnswer(final, text, stats)


def chat_sampling(chat) -> SamplingParams:
    s = chat.settings
    return preset(s.get("preset", "default")).with_overrides(
        temperature=s.get("temperature"), top_p=s.get("top_p"), max_tokens=s.get("max_tokens"), seed=s.get("seed")
    )


def chat_request(chats, chat) -> Request:
    """The request for a stored chat's next answer. The engine's cache pool finds the KV of its prefix, on disk
    after a restart (persist, cache_tag)."""
    messages = chats.messages(chat.id)
    answered = [m for m in messages if m.role == "assistant" and m.stats]
    dropped = answered[-1].stats.get("dropped_tokens", 0) if answered else 0  # where the sliding window stands
    history = [{"role": m.role, "content": m.content} for m in messages]
    s = chat.settings
    return Request(
        messages=history,
        system=chat.system,
        params=chat_sampling(chat),
        context_policy=s.get("context_policy", "error"),
        dropped_tokens=dropped,
        persist=True,
        cache_tag=f"chat-{chat.id}",
        draft=draft_choice(chat.draft)[1],
        draft_tokens=s.get("draft_tokens") or 0,
        context=s.get("context"),
        kv_bits=s.get("kv_bits"),
    )


class AnswerWriter:
    """A streaming answer's row: rewritten at most every WRITE_INTERVAL_S while it streams, and at its end. A
    write the disk refuses is reported once (the caller shows it); the answer itself is never dropped."""

    def __init__(self, chats, row_id: int, interval: float = WRITE_INTERVAL_S):
        self.chats, self.row_id, self.interval = chats, row_id, interval
        self.last = time.monotonic()
        self.failed = False

    def chunk(self, text: str) -> str | None:
        if time.monotonic() - self.last <= self.interval:
            return None
        self.last = time.monotonic()
        return self.save(text, "streaming")

    def save(self, text: str, finish_reason: str, stats: dict | None = None) -> str | None:
        """Write the row; returns the error to show, the first time a write fails."""
        try:
            self.chats.update_message(self.row_id, text, finish_reason, stats)
        except MacllmError as e:
            if not self.failed:
                self.failed = True
                return str(e)
        return None
