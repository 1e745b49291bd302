"""Engine events -> OpenAI's response bodies and stream chunks (chat completions and completions). No MLX.

While tools are offered, streamed text is held back from the first `<tool_call>` on (and while the text
could be the start of one), and the calls go out as `tool_calls` deltas when the answer ends.
"""

from __future__ import annotations

import json
import time
import uuid

from macllm import structured
from macllm.events import GenerationDone, TextChunk


def usage(stats) -> dict:
    return {
        "prompt_tokens": stats.prompt_tokens,
        "completion_tokens": stats.generation_tokens,
        "total_tokens": stats.prompt_tokens + stats.generation_tokens,
        "prompt_tokens_details": {"cached_tokens": stats.reused_tokens},
    }


def finish_reason(done: GenerationDone, calls: list) -> str:
    if calls:
        return "tool_calls"
    return "length" if done.finish_reason == "length" else "stop"


class Shaper:
    """One answer's ids and shapes; `chat` picks chat.completion(.chunk) or text_completion."""

    def __init__(self, model: str, chat: bool, tools: list[dict]):
        self.model, self.chat, self.tools = model, chat, tools
        self.id = ("chatcmpl-" if chat else "cmpl-") + uuid.uuid4().hex[:24]
        self.created = int(time.time())
        self._held = ""  # streamed text not yet sent (a possible tool call)
        self._sent_role = False

    def _base(self, obj: str) -> dict:
        return {"id": self.id, "object": obj, "created": self.created, "model": self.model}

    # -- whole answers -----------------------------------------------------------------------------------
    def body(self, done: GenerationDone) -> dict:
        text, calls = structured.split_tool_calls(done.text) if self.tools else (done.text, [])
        if not self.chat:
            return {
                **self._base("text_completion"),
                "usage": usage(done.stats),
                "choices": [{"index": 0, "text": text, "logprobs": None, "finish_reason": finish_reason(done, [])}],
            }
        message = {"role": "assistant", "content": text if (text or not calls) else None}
        if calls:
            message["tool_calls"] = calls
        return {
            **self._base("chat.completion"),
            "usage": usage(done.stats),
            "system_fingerprint": None,
            "choices": [
                {"index": 0, "message": message, "logprobs": None, "finish_reason": finish_reason(done, calls)}
            ],
        }

    # -- streams -----------------------------------------------------------------------------------------
    def _chunk(self, delta_or_text, finish: str | None = None) -> dict:
        if not self.chat:
            return {
                **self._base("text_completion"),
                "choices": [{"index": 0, "text": delta_or_text, "logprobs": None, "finish_reason": finish}],
            }
        return {
            **self._base("chat.completion.chunk"),
            "system_fingerprint": None,
            "choices": [{"index": 0, "delta": delta_or_text, "logprobs": None, "finish_reason": finish}],
        }

    def _text_chunk(self, text: str) -> dict:
        if not self.chat:
            return self._chunk(text)
        delta = {"content": text}
        if not self._sent_role:
            delta, self._sent_role = {"role": "assistant", "content": text}, True
        return self._chunk(delta)

    def first(self) -> list[dict]:
        """The opening chunk of a chat stream (the role), sent before the first token."""
        if not self.chat:
            return []
        self._sent_role = True
        return [self._chunk({"role": "assistant", "content": ""})]

    def event(self, event) -> list[dict]:
        """Chunks for one engine event (TextChunk or GenerationDone)."""
        if isinstance(event, TextChunk):
            if not self.tools:
                return [self._text_chunk(event.text)]
            self._held += event.text
            out = self._releasable()
            return [self._text_chunk(out)] if out else []
        if isinstance(event, GenerationDone):
            text, calls = structured.split_tool_calls(self._held) if self.tools else ("", [])
            chunks = [self._text_chunk(text)] if text else []
            self._held = ""
            if calls:
                chunks.append(self._chunk({"tool_calls": [{"index": i, **c} for i, c in enumerate(calls)]}))
            chunks.append(self._chunk({} if self.chat else "", finish_reason(event, calls)))
            return chunks
        return []

    def _releasable(self) -> str:
        """The held text that cannot be part of a tool call: everything before a `<tool_call>` or before a
        tail that could still grow into one."""
        start = self._held.find(structured.TOOL_START)
        if start < 0:
            for n in range(min(len(structured.TOOL_START) - 1, len(self._held)), 0, -1):
                if structured.TOOL_START.startswith(self._held[-n:]):
                    start = len(self._held) - n
                    break
            else:
                start = len(self._held)
        out, self._held = self._held[:start], self._held[start:]
        return out

    def usage_chunk(self, done: GenerationDone) -> dict:
        base = self._base("chat.completion.chunk" if self.chat else "text_completion")
        return {**base, "choices": [], "usage": usage(done.stats)}


def sse(payload: dict | str) -> bytes:
    data = payload if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    return f"data: {data}\n\n".encode()
