"""A conversation: system prompt, messages and context policy. Plain data with no MLX in it.

It makes the engine's Request for its next answer and takes the answer back; the KV cache lives in the
engine's pool, keyed by tokens, so nothing here holds MLX state. `chat --plain --session` saves it as JSON.
"""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from macllm import atomic
from macllm.errors import MacllmError
from macllm.events import GenerationDone
from macllm.requests import CONTEXT_POLICIES, Request
from macllm.sampling import SamplingParams


@dataclass
class Conversation:
    system: str | None = None
    messages: list[dict] = field(default_factory=list)
    context_policy: str = "error"  # "error": refuse an overflowing prompt; "sliding": see context_window.py
    id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    dropped_tokens: int = 0  # where the sliding window stands: tokens left out after the system prompt

    def __post_init__(self):
        if self.context_policy not in CONTEXT_POLICIES:
            raise MacllmError(f"context policy must be one of {', '.join(CONTEXT_POLICIES)}")

    def add_user(self, text: str) -> None:
        self.messages.append({"role": "user", "content": text})

    def add_assistant(self, text: str, finish_reason: str | None = None) -> None:
        msg = {"role": "assistant", "content": text}
        if finish_reason and finish_reason not in ("stop", "length"):
            msg["finish_reason"] = finish_reason  # e.g. "cancelled": kept, and marked
        self.messages.append(msg)

    def request(self, params: SamplingParams, **options) -> Request:
        """The request that answers the conversation as it stands (its last message should be the user's)."""
        messages = [{"role": m["role"], "content": m["content"]} for m in self.messages]
        return Request(
            messages=messages,
            system=self.system,
            params=params,
            context_policy=self.context_policy,
            dropped_tokens=self.dropped_tokens,
            **options,
        )

    def record(self, done: GenerationDone) -> None:
        """Take a finished answer: append it, and remember how far the sliding window has moved."""
        self.dropped_tokens = done.stats.dropped_tokens
        self.add_assistant(done.text, done.finish_reason)

    # -- persistence ---------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "id": self.id,
            "system": self.system,
            "messages": self.messages,
            "context_policy": self.context_policy,
            "dropped_tokens": self.dropped_tokens,
            "saved_at": time.time(),
        }

    def save(self, path: Path) -> None:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic.write_text(path, json.dumps(self.to_json(), ensure_ascii=False, indent=1))

    @classmethod
    def load(cls, path: Path) -> Conversation:
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return cls(
                system=data.get("system"),
                messages=list(data.get("messages", [])),
                context_policy=data.get("context_policy", "error"),
                id=data.get("id") or uuid.uuid4().hex[:12],
                dropped_tokens=int(data.get("dropped_tokens", 0)),
            )
        except (OSError, ValueError, TypeError, AttributeError) as e:
            raise MacllmError(
                f"cannot read the session file {path} ({e}); move it aside to start the session afresh"
            ) from None
