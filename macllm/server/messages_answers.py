"""Engine events -> Anthropic messages and their stream of events (message_start, content_block_start/delta/
stop, message_delta, message_stop). No MLX."""

from __future__ import annotations

import json
import uuid

from macllm.events import GenerationDone, TextChunk
from macllm.server.answers import Parts, stop_sequence
from macllm.server.fields import Parsed


def usage(stats) -> dict:
    """input_tokens: the prompt tokens prefilled; cache_read_input_tokens: those taken from the pool."""
    return {
        "input_tokens": stats.prompt_tokens - stats.reused_tokens,
        "output_tokens": stats.generation_tokens,
        "cache_creation_input_tokens": 0,
        "cache_read_input_tokens": stats.reused_tokens,
    }


def _tool_use(call: dict) -> dict:
    fn = call["function"]
    return {
        "type": "tool_use",
        "id": "toolu_" + uuid.uuid4().hex[:24],
        "name": fn["name"],
        "input": json.loads(fn["arguments"]),
    }


def event(name: str, payload: dict) -> bytes:
    return f"event: {name}\ndata: {json.dumps({'type': name, **payload}, ensure_ascii=False)}\n\n".encode()


BLOCKS = {  # a streamed block's empty start and its delta's type and field
    "thinking": ({"type": "thinking", "thinking": "", "signature": ""}, "thinking_delta", "thinking"),
    "text": ({"type": "text", "text": ""}, "text_delta", "text"),
}


class Shaper:
    """One answer as an Anthropic message, whole or as its events. A thinking model's thoughts come first, as a
    thinking block (with an empty signature: nothing here signs them)."""

    def __init__(self, state, parsed: Parsed):
        self.state, self.stops = state, parsed.request.params.stop
        self.single = parsed.one_call
        self.id = "msg_" + uuid.uuid4().hex[:24]
        self._parts = Parts(parsed.tools, state.think, parsed.tool_format, parsed.thinking_open)
        self._index = 0  # the content block being streamed
        self._open: str | None = None  # its kind

    def _calls(self, calls: list) -> list:
        return calls[:1] if self.single else calls

    def _stop(self, done: GenerationDone, calls) -> tuple[str, str | None]:
        if calls:
            return "tool_use", None
        if done.finish_reason == "length":
            return "max_tokens", None
        matched = stop_sequence(done, self.stops, self.state)
        return ("stop_sequence", matched) if matched else ("end_turn", None)

    def _message(self, content: list, stop_reason=None, matched=None, stats=None) -> dict:
        return {
            "id": self.id,
            "type": "message",
            "role": "assistant",
            "model": self.state.model,
            "content": content,
            "stop_reason": stop_reason,
            "stop_sequence": matched,
            "usage": usage(stats) if stats else {"input_tokens": 0, "output_tokens": 0},
        }

    def body(self, done: GenerationDone) -> dict:
        reasoning, text, calls = self._parts.whole(done.text)
        calls = self._calls(calls)
        content = [{"type": "thinking", "thinking": reasoning, "signature": ""}] if reasoning else []
        content += ([{"type": "text", "text": text}] if text else []) + [_tool_use(c) for c in calls]
        return self._message(content, *self._stop(done, calls), done.stats)

    # -- streams ---------------------------------------------------------------------------------------------
    def opening(self) -> list[bytes]:
        # the prompt's token counts are known when the answer ends: message_delta carries them
        return [event("message_start", {"message": self._message([])}), event("ping", {})]

    def _close(self) -> list[bytes]:
        if self._open is None:
            return []
        self._open, index = None, self._index
        self._index += 1
        return [event("content_block_stop", {"index": index})]

    def _delta(self, kind: str, text: str) -> list[bytes]:
        if not text:
            return []
        out = []
        if self._open != kind:
            out = self._close()
            out.append(event("content_block_start", {"index": self._index, "content_block": BLOCKS[kind][0]}))
            self._open = kind
        _, delta, name = BLOCKS[kind]
        return out + [event("content_block_delta", {"index": self._index, "delta": {"type": delta, name: text}})]

    def frames(self, ev) -> list[bytes]:
        if isinstance(ev, TextChunk):
            reasoning, text = self._parts.feed(ev.text)
            return self._delta("thinking", reasoning) + self._delta("text", text)
        if not isinstance(ev, GenerationDone):
            return []
        reasoning, text, calls = self._parts.end()
        calls = self._calls(calls)
        out = self._delta("thinking", reasoning) + self._delta("text", text) + self._close()
        for call in calls:
            block = _tool_use(call)
            start = {**block, "input": {}}
            delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"], ensure_ascii=False)}
            out += [
                event("content_block_start", {"index": self._index, "content_block": start}),
                event("content_block_delta", {"index": self._index, "delta": delta}),
                event("content_block_stop", {"index": self._index}),
            ]
            self._index += 1
        stop_reason, matched = self._stop(ev, calls)
        delta = {"stop_reason": stop_reason, "stop_sequence": matched}
        return out + [event("message_delta", {"delta": delta, "usage": usage(ev.stats)}), event("message_stop", {})]

    def failure(self, message: str) -> list[bytes]:
        return [event("error", {"error": {"type": "api_error", "message": message}})]

    def closing(self) -> list[bytes]:
        return []
