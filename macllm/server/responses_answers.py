"""Engine events -> OpenAI Responses objects and their stream of events (response.created ... response.completed).
An answer that ends is stored (unless the request said 'store': false) for a later previous_response_id. No MLX.
"""

from __future__ import annotations

import json
import time
import uuid

from macllm.events import GenerationDone, TextChunk
from macllm.server import logprobs as lp
from macllm.server.answers import Parts
from macllm.server.fields import Parsed
from macllm.server.responses import ENCRYPTED, Stored


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


def _reasoning_item(text: str, status: str = "completed", summary: bool = False, encrypted: bool = False) -> dict:
    """summary: the request asked for one (reasoning.summary): the whole thoughts, as one summary_text (macllm
    does not summarise). encrypted: it included reasoning.encrypted_content, which is then null (nothing is
    encrypted to be sent back); OpenAI's items carry the field only where it was asked for."""
    done = status == "completed"
    content = [{"type": "reasoning_text", "text": text}] if done else []
    summaries = [{"type": "summary_text", "text": text}] if done and summary else []
    item = {"type": "reasoning", "id": _id("rs"), "status": status, "summary": summaries, "content": content}
    return (item | {"encrypted_content": None}) if encrypted else item


def _message_item(text: str, status: str = "completed", logprobs: list | None = None) -> dict:
    """logprobs: the answer's TokenLogprobs, when the request included them."""
    entries = [lp.entry(e) for e in logprobs or []]
    content = (
        [{"type": "output_text", "text": text, "annotations": [], "logprobs": entries}] if status == "completed" else []
    )
    return {"type": "message", "id": _id("msg"), "status": status, "role": "assistant", "content": content}


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


SUMMARY = {"type": "summary_text", "text": ""}
# a streamed item: how it starts, its text's delta and done events, and its content part
STREAMED = {
    "reasoning": (_reasoning_item, "response.reasoning_text", lambda t: {"type": "reasoning_text", "text": t}),
    "message": (_message_item, "response.output_text", lambda t: {"type": "output_text", "text": t, "annotations": []}),
}


class Shaper:
    """One answer as a Response, whole or as its events: a thinking model's reasoning item, the message, then
    the function calls."""

    def __init__(self, state, parsed: Parsed):
        self.state, self.parsed = state, parsed
        self.id = _id("resp")
        self.created = int(time.time())
        self._parts = Parts(parsed.tools, state.think, parsed.tool_format, parsed.thinking_open)
        self._seq = 0
        self._open: dict | None = None  # the item being streamed
        self._text = {"reasoning": "", "message": ""}
        self._output: list[dict] = []
        self.logprobs = parsed.request.logprobs is not None  # the message's text carries its tokens' logprobs
        self._pending = lp.Pending()  # entries waiting for the message text they came with
        self._message_lp: list = []  # those the message's deltas carried
        self.summary = bool((parsed.echo.get("reasoning") or {}).get("summary"))  # reasoning.summary asked for
        self.encrypted = ENCRYPTED in parsed.include  # reasoning items carry encrypted_content (null)

    @property
    def _reasoning_options(self) -> dict:
        return {"summary": self.summary, "encrypted": self.encrypted}

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
            "reasoning": {"effort": None, "summary": None},  # (the request's, in echo)
            "usage": usage(done.stats) if done is not None else None,
            **self.parsed.echo,
        }

    def _finish(self, done: GenerationDone, reasoning: str, text: str, calls: list) -> dict:
        """The whole response; stored (with the chat it answered) for a follow-up."""
        calls = calls[:1] if self.parsed.one_call else calls
        if not self._output:  # a whole answer (a stream has added its items already)
            self._output += [_reasoning_item(reasoning, **self._reasoning_options)] if reasoning else []
            self._output += [_message_item(text, logprobs=done.logprobs)] if text else []
        self._output += [_call_item(c) for c in calls]
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
        return self._finish(done, *self._parts.whole(done.text))

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

    def _ids(self) -> dict:
        return {"item_id": self._open["id"], "output_index": len(self._output), "content_index": 0}

    def _close(self) -> list[bytes]:
        if self._open is None:
            return []
        kind = self._open["type"]
        make, name, part = STREAMED[kind]
        text, ids = self._text[kind], self._ids()
        entries = self._message_lp if kind == "message" else []
        whole = _message_item(text, logprobs=entries) if kind == "message" else make(text, **self._reasoning_options)
        item = {**self._open, "status": "completed", "content": whole["content"]}
        if kind == "reasoning":
            item["summary"] = whole["summary"]
        extra = {"logprobs": [lp.entry(e, with_bytes=False) for e in entries]} if kind == "message" else {}
        out = [self._event(f"{name}.done", **ids, text=text, **extra)]
        if kind == "message":
            out.append(self._event("response.content_part.done", **ids, part=whole["content"][0]))
        for piece in item.get("summary", []):
            summary_ids = {"item_id": ids["item_id"], "output_index": ids["output_index"], "summary_index": 0}
            out.append(self._event("response.reasoning_summary_text.done", **summary_ids, text=piece["text"]))
            out.append(self._event("response.reasoning_summary_part.done", **summary_ids, part=piece))
        out.append(self._event("response.output_item.done", output_index=ids["output_index"], item=item))
        self._output.append(item)
        self._open = None
        return out

    def _delta(self, kind: str, text: str) -> list[bytes]:
        if not text:
            return []
        out = []
        if self._open is None or self._open["type"] != kind:
            out = self._close()
            make, _, part = STREAMED[kind]
            self._open = make("", "in_progress", **({} if kind == "message" else self._reasoning_options))
            out.append(self._event("response.output_item.added", output_index=len(self._output), item=self._open))
            if kind == "message":
                out.append(self._event("response.content_part.added", **self._ids(), part=part("")))
            elif self.summary:  # the summary is the thoughts: it streams beside them
                out.append(self._event("response.reasoning_summary_part.added", **self._summary_ids(), part=SUMMARY))
        self._text[kind] += text
        extra = {}
        if kind == "message":
            entries = self._pending.take() if self.logprobs else []
            self._message_lp += entries
            extra = {"logprobs": [lp.entry(e, with_bytes=False) for e in entries]}
        out.append(self._event(f"{STREAMED[kind][1]}.delta", **self._ids(), delta=text, **extra))
        if kind == "reasoning" and self.summary:
            out.append(self._event("response.reasoning_summary_text.delta", **self._summary_ids(), delta=text))
        return out

    def _summary_ids(self) -> dict:
        return {"item_id": self._open["id"], "output_index": len(self._output), "summary_index": 0}

    def frames(self, ev) -> list[bytes]:
        if isinstance(ev, TextChunk):
            self._pending.feed(ev.logprobs)
            reasoning, text = self._parts.feed(ev.text)
            return self._delta("reasoning", reasoning) + self._delta("message", text)
        if not isinstance(ev, GenerationDone):
            return []
        self._pending.done(ev.logprobs)
        reasoning, text, calls = self._parts.end()
        out = self._delta("reasoning", reasoning) + self._delta("message", text)
        if self.logprobs and self._pending.held and self._open is not None and self._open["type"] == "message":
            self._message_lp += self._pending.take()  # tokens that added no text: with the message's done events
        out += self._close()
        first = len(self._output)
        body = self._finish(ev, self._text["reasoning"], self._text["message"], calls)
        for index, item in enumerate(body["output"][first:], first):
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
