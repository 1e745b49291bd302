"""Engine events -> OpenAI Responses objects and their stream of events (response.created ... response.completed).
An answer that ends is stored (unless the request said 'store': false) for a later previous_response_id. No MLX.
"""

from __future__ import annotations

import json
import time
import uuid

from macllm.events import GenerationDone, TextChunk
from macllm.server.answers import HeldCalls
from macllm.server.fields import Parsed
from macllm.server.responses import Stored


def usage(stats) -> dict:
    return {
        "input_tokens": stats.prompt_tokens,
        "input_tokens_details": {"cached_tokens": stats.reused_tokens},
        "output_tokens": stats.generation_tokens,
        "output_tokens_details": {"reasoning_tokens": 0},
        "total_tokens": stats.prompt_tokens + stats.generation_tokens,
    }


def _id(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex[:24]}"


class Shaper:
    """One answer as a Response, whole or as its events."""

    def __init__(self, state, parsed: Parsed):
        self.state, self.parsed = state, parsed
        self.id = _id("resp")
        self.created = int(time.time())
        self._held = HeldCalls(parsed.tools)
        self._seq = 0
        self._message: dict | None = None  # the message item being streamed
        self._text = ""  # its text so far
        self._output: list[dict] = []

    # -- shapes -----------------------------------------------------------------------------------------------
    def _response(self, status: str, done: GenerationDone | None = None) -> dict:
        incomplete = done is not None and done.finish_reason == "length"
        return {
            "id": self.id,
            "object": "response",
            "created_at": self.created,
            "status": "incomplete" if incomplete else status,
            "error": None,
            "incomplete_details": {"reason": "max_output_tokens"} if incomplete else None,
            "model": self.state.model,
            "output": self._output if done is not None else [],
            "reasoning": {"effort": None, "summary": None},
            "usage": usage(done.stats) if done is not None else None,
            **self.parsed.echo,
        }

    @staticmethod
    def _message_item(text: str, status: str = "completed") -> dict:
        content = (
            [{"type": "output_text", "text": text, "annotations": [], "logprobs": []}] if status == "completed" else []
        )
        return {"type": "message", "id": _id("msg"), "status": status, "role": "assistant", "content": content}

    @staticmethod
    def _call_item(call: dict) -> dict:
        fn = call["function"]
        return {
            "type": "function_call",
            "id": _id("fc"),
            "call_id": call["id"],
            "name": fn["name"],
            "arguments": fn["arguments"],
            "status": "completed",
        }

    def _finish(self, done: GenerationDone, text: str, calls: list) -> dict:
        """The whole response; stored (with the chat it answered) for a follow-up."""
        if self.parsed.one_call:
            calls = calls[:1]
        if text and not self._output:
            self._output.append(self._message_item(text))
        self._output += [self._call_item(c) for c in calls]
        body = self._response("completed", done)
        if self.parsed.echo.get("store", True):
            answer = {"role": "assistant", "content": text}
            if calls:
                answer["tool_calls"] = [
                    {"id": c["id"], "name": c["function"]["name"], "arguments": json.loads(c["function"]["arguments"])}
                    for c in calls
                ]
            self.state.stored.put(self.id, Stored(body, [*self.parsed.turns, answer]))
        return body

    def body(self, done: GenerationDone) -> dict:
        text, calls = self._held.split(done.text)
        return self._finish(done, text, calls)

    # -- streams ----------------------------------------------------------------------------------------------
    def _event(self, kind: str, **payload) -> bytes:
        data = {"type": kind, "sequence_number": self._seq, **payload}
        self._seq += 1
        return f"event: {kind}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n".encode()

    def opening(self) -> list[bytes]:
        snapshot = self._response("in_progress")
        return [
            self._event("response.created", response=snapshot),
            self._event("response.in_progress", response=snapshot),
        ]

    def _delta(self, text: str) -> list[bytes]:
        out = []
        if self._message is None:
            self._message = self._message_item("", "in_progress")
            out.append(self._event("response.output_item.added", output_index=0, item=self._message))
            part = {"type": "output_text", "text": "", "annotations": []}
            out.append(
                self._event(
                    "response.content_part.added",
                    item_id=self._message["id"],
                    output_index=0,
                    content_index=0,
                    part=part,
                )
            )
        ids = {"item_id": self._message["id"], "output_index": 0, "content_index": 0}
        self._text += text
        return out + [self._event("response.output_text.delta", **ids, delta=text, logprobs=[])]

    def frames(self, ev) -> list[bytes]:
        if isinstance(ev, TextChunk):
            text = self._held.feed(ev.text)
            return self._delta(text) if text else []
        if not isinstance(ev, GenerationDone):
            return []
        rest, calls = self._held.end()
        out = self._delta(rest) if rest else []
        if self._message is not None:
            text = self._text
            item = {
                **self._message,
                "status": "completed",
                "content": [{"type": "output_text", "text": text, "annotations": [], "logprobs": []}],
            }
            ids = {"item_id": item["id"], "output_index": 0, "content_index": 0}
            out += [
                self._event("response.output_text.done", **ids, text=text, logprobs=[]),
                self._event("response.content_part.done", **ids, part=item["content"][0]),
                self._event("response.output_item.done", output_index=0, item=item),
            ]
            self._output.append(item)
        body = self._finish(ev, self._text if self._message is not None else "", calls)
        for index, item in enumerate(body["output"]):
            if item["type"] != "function_call":
                continue
            ids = {"item_id": item["id"], "output_index": index}
            out += [
                self._event(
                    "response.output_item.added",
                    output_index=index,
                    item={**item, "arguments": "", "status": "in_progress"},
                ),
                self._event("response.function_call_arguments.delta", **ids, delta=item["arguments"]),
                self._event(
                    "response.function_call_arguments.done", **ids, arguments=item["arguments"], name=item["name"]
                ),
                self._event("response.output_item.done", output_index=index, item=item),
            ]
        kind = "response.incomplete" if body["status"] == "incomplete" else "response.completed"
        return out + [self._event(kind, response=body)]

    def failure(self, message: str) -> list[bytes]:
        return [self._event("error", code="server_error", message=message, param=None)]

    def closing(self) -> list[bytes]:
        return []
