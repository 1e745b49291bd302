"""Engine events -> OpenAI's response bodies and stream chunks (chat completions and completions), and the
tool-call hold-back every dialect's stream uses. No MLX.

While tools are offered, streamed text is held back from the first `<tool_call>` on (and while the text
could be the start of one), and the calls go out (as `tool_calls` deltas here) when the answer ends.
"""

from __future__ import annotations

import json
import time
import uuid

from macllm import structured
from macllm.events import GenerationDone, TextChunk
from macllm.server import logprobs as lp


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


class Thoughts:
    """A thinking model's `<think>` text apart from its answer. `feed` returns (reasoning, answer) text that can
    be sent now, holding back what could still be a tag; `split` does a whole answer. A model whose template
    opens the thinking in the prompt writes only the closing tag: a whole answer is split there too, and with
    `opened` (the request's prompt is known to end inside a thought) a stream is thought until that tag."""

    def __init__(self, tags: tuple[str, str] | None, opened: bool = False):
        self.tags, self.opened = tags, bool(tags) and opened
        self._state = "thinking" if self.opened else "open" if tags else "answer"  # open: not yet known
        self._buf = ""

    def split(self, text: str) -> tuple[str, str]:
        if not self.tags:
            return "", text
        start, end = self.tags
        if self.opened and end not in text:
            return text.strip(), ""
        head = text.lstrip()
        if end in text:
            thought, _, answer = text.partition(end)
            return thought.strip().removeprefix(start).strip(), answer.lstrip()
        if head.startswith(start):
            return head[len(start) :].strip(), ""
        return "", text

    def feed(self, text: str) -> tuple[str, str]:
        if self._state == "answer":
            return "", text
        start, end = self.tags
        self._buf += text
        if self._state == "open":
            head = self._buf.lstrip()
            if head.startswith(start):
                self._state, self._buf = "thinking", head[len(start) :].lstrip()
            elif start.startswith(head):
                return "", ""
            else:
                self._state, out, self._buf = "answer", self._buf, ""
                return "", out
        if end in self._buf:
            thought, _, answer = self._buf.partition(end)
            self._state, self._buf = "answer", ""
            return thought, answer.lstrip()
        keep = next((n for n in range(min(len(end) - 1, len(self._buf)), 0, -1) if end.startswith(self._buf[-n:])), 0)
        out, self._buf = self._buf[: len(self._buf) - keep], self._buf[len(self._buf) - keep :]
        return out, ""

    def end(self) -> tuple[str, str]:
        """What is still held when the answer ends."""
        held, self._buf = self._buf, ""
        return (held, "") if self._state == "thinking" else ("", held)


class HeldCalls:
    """Streamed text with tool calls held back: `feed` returns the text that cannot be part of a call, `end`
    the rest of the text and the calls (OpenAI's form, arguments as JSON strings)."""

    def __init__(self, tools: list[dict], fmt: structured.ToolFormat = structured.HERMES):
        self.tools, self.fmt = tools, fmt
        self._held = ""

    def feed(self, text: str) -> str:
        if not self.tools:
            return text
        self._held += text
        marker = self.fmt.start
        start = self._held.find(marker)
        if start < 0:
            for n in range(min(len(marker) - 1, len(self._held)), 0, -1):
                if marker.startswith(self._held[-n:]):
                    start = len(self._held) - n
                    break
            else:
                start = len(self._held)
        out, self._held = self._held[:start], self._held[start:]
        return out

    def end(self) -> tuple[str, list[dict]]:
        return self.split(self.end_text())

    def end_text(self) -> str:
        """The text still held (a possible call), taken out."""
        held, self._held = self._held, ""
        return held

    def split(self, text: str) -> tuple[str, list[dict]]:
        """A whole answer's text and calls."""
        return structured.split_tool_calls(text, self.fmt, self.tools) if self.tools else (text, [])


class Parts:
    """An answer's parts as they stream: thinking (Thoughts), then text with its tool calls held back
    (HeldCalls). feed -> (reasoning, text) to send now; end -> (reasoning, text, calls) when the answer ends;
    whole -> the same for a whole answer."""

    def __init__(
        self, tools: list[dict], think: tuple[str, str] | None = None, fmt=structured.HERMES, opened: bool = False
    ):
        self._thoughts, self._held = Thoughts(think, opened), HeldCalls(tools, fmt)

    def feed(self, text: str) -> tuple[str, str]:
        reasoning, answer = self._thoughts.feed(text)
        return reasoning, self._held.feed(answer) if answer else ""

    def end(self) -> tuple[str, str, list[dict]]:
        reasoning, answer = self._thoughts.end()
        return reasoning, *self._held.split(self._held.end_text() + answer)

    def whole(self, text: str) -> tuple[str, str, list[dict]]:
        reasoning, answer = self._thoughts.split(text)
        return reasoning, *self._held.split(answer)


def stop_sequence(done: GenerationDone, stops: tuple[str, ...], state) -> str | None:
    """The stop string that ended the answer, when one did: it ended on "stop" but not on an end-of-sequence
    token. The engine cuts the stop string from the text; with several, the generated tokens show which."""
    if done.finish_reason != "stop" or not stops or (done.token_ids and done.token_ids[-1] in state.eos_ids):
        return None
    if len(stops) == 1 or state.tokenizer is None:
        return stops[0]
    full = state.tokenizer.decode(done.token_ids)
    found = [(full.find(s, max(0, len(done.text) - len(s))), s) for s in stops]
    return min(((i, s) for i, s in found if i >= 0), default=(0, stops[0]))[1]


class Shaper:
    """One answer's ids and shapes; `chat` picks chat.completion(.chunk) or text_completion. With `logprobs`,
    each choice carries its tokens' logprobs (server/logprobs.py); a stream's chunks carry those of the tokens
    whose text they send (held-back text's with the frame that sends it, the rest with the last one). `echo`
    (text completions): {"prompt": its text, or None for token ids (their bytes)}, which comes first, in a
    stream as a chunk of its own, with its tokens' logprobs."""

    def __init__(
        self,
        model: str,
        chat: bool,
        tools: list[dict],
        include_usage: bool = False,
        think=None,
        fmt=structured.HERMES,
        logprobs: bool = False,
        opened: bool = False,
        echo: dict | None = None,
    ):
        self.model, self.chat, self.tools, self.include_usage = model, chat, tools, include_usage
        self.id = ("chatcmpl-" if chat else "cmpl-") + uuid.uuid4().hex[:24]
        self.created = int(time.time())
        self._parts = Parts(tools, think if chat else None, fmt, opened)  # reasoning_content, held-back calls
        self._sent_role = False
        self.logprobs = logprobs
        self._pending = lp.Pending()
        self.echo, self._echoed, self._shift = echo or {}, False, 0  # _shift: the echoed prompt's characters
        self._echo_text: str | None = None  # the echoed prompt, which its tokens' offsets index

    def _shaped(self, entries, prompt=None) -> dict | None:
        if not self.logprobs:
            return None
        if self.chat:
            return lp.chat(entries or [])
        return lp.completion(entries or [], prompt, self._shift, self._echo_text)

    def _echo(self, prompt_entries) -> str:
        """The echoed prompt (once): the prompt as sent; its tokens' offsets index it, the answer's count from
        its end."""
        text = self.echo["prompt"]
        text = lp.prompt_text(prompt_entries or []) if text is None else text
        self._echoed, self._shift, self._echo_text = True, len(text), text
        return text

    def _echo_chunk(self, event) -> list[dict]:
        if not self.echo or self._echoed:
            return []
        chunk = self._chunk(self._echo(event.prompt_logprobs))
        chunk["choices"][0]["logprobs"] = self._shaped([], event.prompt_logprobs or [])
        return [chunk]

    def _with_logprobs(self, chunks: list[dict]) -> list[dict]:
        """The held entries on the last of these chunks (when there is one)."""
        if self.logprobs and chunks and self._pending.held:
            chunks[-1]["choices"][0]["logprobs"] = self._shaped(self._pending.take())
        return chunks

    def _base(self, obj: str) -> dict:
        return {"id": self.id, "object": obj, "created": self.created, "model": self.model}

    # -- whole answers -----------------------------------------------------------------------------------
    def body(self, done: GenerationDone) -> dict:
        reasoning, text, calls = self._parts.whole(done.text)
        if not self.chat:
            prefix = self._echo(done.prompt_logprobs) if self.echo else ""
            return {
                **self._base("text_completion"),
                "usage": usage(done.stats),
                "choices": [
                    {
                        "index": 0,
                        "text": prefix + text,
                        "logprobs": self._shaped(done.logprobs, done.prompt_logprobs if self.echo else None),
                        "finish_reason": finish_reason(done, []),
                    }
                ],
            }
        message = {"role": "assistant", "content": text if (text or not calls) else None}
        if reasoning:
            message["reasoning_content"] = reasoning
        if calls:
            message["tool_calls"] = calls
        return {
            **self._base("chat.completion"),
            "usage": usage(done.stats),
            "system_fingerprint": None,
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "logprobs": self._shaped(done.logprobs),
                    "finish_reason": finish_reason(done, calls),
                }
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
            echo = self._echo_chunk(event)
            self._pending.feed(event.logprobs)
            reasoning, out = self._parts.feed(event.text)
            return echo + self._with_logprobs(self._reasoning(reasoning) + ([self._text_chunk(out)] if out else []))
        if isinstance(event, GenerationDone):
            echo = self._echo_chunk(event)
            self._pending.done(event.logprobs)
            reasoning, text, calls = self._parts.end()
            chunks = echo + self._reasoning(reasoning) + ([self._text_chunk(text)] if text else [])
            if calls:
                chunks.append(self._chunk({"tool_calls": [{"index": i, **c} for i, c in enumerate(calls)]}))
            chunks.append(self._chunk({} if self.chat else "", finish_reason(event, calls)))
            self._with_logprobs(chunks)
            if self.include_usage:
                chunks.append(self.usage_chunk(event))
            return chunks
        return []

    def _reasoning(self, text: str) -> list[dict]:
        return [self._chunk({"reasoning_content": text})] if text else []

    # -- what the server's stream loop calls (every dialect's shaper has these four) ---------------------------
    def opening(self) -> list[bytes]:
        return [sse(c) for c in self.first()]

    def frames(self, event) -> list[bytes]:
        return [sse(c) for c in self.event(event)]

    def failure(self, message: str) -> list[bytes]:
        return [sse({"error": {"message": message, "type": "server_error", "param": None, "code": None}})]

    def closing(self) -> list[bytes]:
        return [sse("[DONE]")]

    def usage_chunk(self, done: GenerationDone) -> dict:
        base = self._base("chat.completion.chunk" if self.chat else "text_completion")
        return {**base, "choices": [], "usage": usage(done.stats)}


def sse(payload: dict | str) -> bytes:
    data = payload if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    return f"data: {data}\n\n".encode()
