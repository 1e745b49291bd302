"""The answer side of every dialect without a server: a thinking model's thoughts come apart from its answer
(reasoning_content, thinking blocks, reasoning items), streamed or whole, and tool calls are still held back."""

from __future__ import annotations

import json
from types import SimpleNamespace

from macllm.events import GenerationDone, GenerationStats, TextChunk
from macllm.requests import Request
from macllm.server import messages_answers, responses_answers
from macllm.server.answers import Shaper, Thoughts
from macllm.server.fields import Parsed
from macllm.server.responses import Store

THINK = ("<think>", "</think>")
PIECES = ["<th", "ink>\nThe user", " greets me.</th", "ink>\n\nHello", " there!"]
TEXT = "".join(PIECES)
DONE = GenerationDone(TEXT, "stop", GenerationStats(prompt_tokens=10, generation_tokens=9), [5, 2])


def state():
    return SimpleNamespace(model="m", think=THINK, eos_ids=frozenset({2}), tokenizer=None, stored=Store())


def parsed(tools=()):
    return Parsed(Request(messages=[{"role": "user", "content": "Hi"}]), tools=list(tools), echo={"store": True})


def sse_events(frames: list[bytes]) -> list[dict]:
    return [json.loads(f.decode().split("data: ", 1)[1]) for f in frames]


def test_thoughts_split_whole_and_streamed():
    assert Thoughts(THINK).split(TEXT) == ("The user greets me.", "Hello there!")
    assert Thoughts(THINK).split("planned</think>Done.") == ("planned", "Done.")  # opened by the template
    assert Thoughts(THINK).split("No thinking here.") == ("", "No thinking here.")
    assert Thoughts(None).split(TEXT) == ("", TEXT)
    t, out = Thoughts(THINK), []
    for piece in PIECES:
        out.append(t.feed(piece))
    out.append(t.end())
    assert "".join(r for r, _ in out) == "The user greets me." and "".join(a for _, a in out) == "Hello there!"


def test_chat_completions_answer_reasoning_content():
    whole = Shaper("m", True, [], think=THINK).body(DONE)["choices"][0]["message"]
    assert whole["reasoning_content"] == "The user greets me." and whole["content"] == "Hello there!"
    shaper = Shaper("m", True, [], think=THINK)
    chunks = [c for p in PIECES for c in shaper.event(TextChunk(p))] + shaper.event(DONE)
    deltas = [c["choices"][0]["delta"] for c in chunks]
    assert "".join(d.get("reasoning_content", "") for d in deltas) == "The user greets me."
    assert "".join(d.get("content") or "" for d in deltas) == "Hello there!"


def test_messages_answer_a_thinking_block_first():
    body = messages_answers.Shaper(state(), parsed()).body(DONE)
    assert [b["type"] for b in body["content"]] == ["thinking", "text"] and body["stop_reason"] == "end_turn"
    shaper = messages_answers.Shaper(state(), parsed())
    events = sse_events(shaper.opening() + [f for p in PIECES for f in shaper.frames(TextChunk(p))])
    events += sse_events(shaper.frames(DONE))
    starts = [(e["index"], e["content_block"]["type"]) for e in events if e["type"] == "content_block_start"]
    assert starts == [(0, "thinking"), (1, "text")]
    deltas = [e["delta"] for e in events if e["type"] == "content_block_delta"]
    assert "".join(d.get("thinking", "") for d in deltas) == "The user greets me."
    assert "".join(d.get("text", "") for d in deltas) == "Hello there!"
    assert [e["type"] for e in events][-2:] == ["message_delta", "message_stop"]


def test_responses_answer_a_reasoning_item_first():
    body = responses_answers.Shaper(state(), parsed()).body(DONE)
    assert [o["type"] for o in body["output"]] == ["reasoning", "message"]
    assert body["output"][1]["content"][0]["text"] == "Hello there!"
    shaper = responses_answers.Shaper(state(), parsed())
    frames = shaper.opening() + [f for p in PIECES for f in shaper.frames(TextChunk(p))] + shaper.frames(DONE)
    events = sse_events(frames)
    added = [(e["output_index"], e["item"]["type"]) for e in events if e["type"] == "response.output_item.added"]
    assert added == [(0, "reasoning"), (1, "message")]
    text = "".join(e["delta"] for e in events if e["type"] == "response.output_text.delta")
    assert text == "Hello there!" and events[-1]["type"] == "response.completed"
    assert [e["sequence_number"] for e in events] == list(range(len(events)))


def test_a_thinking_models_tool_call_is_still_a_call():
    tools = [{"type": "function", "function": {"name": "f", "parameters": {"type": "object"}}}]
    text = '<think>I need f.</think>\n<tool_call>\n{"name": "f", "arguments": {"x": 1}}\n</tool_call>'
    done = GenerationDone(text, "stop", GenerationStats(), [2])
    body = messages_answers.Shaper(state(), parsed(tools)).body(done)
    assert [b["type"] for b in body["content"]] == ["thinking", "tool_use"] and body["stop_reason"] == "tool_use"
    assert body["content"][1]["input"] == {"x": 1}


def test_responses_are_kept_for_a_follow_up_within_bounds():
    import pytest

    from macllm.server import responses
    from macllm.server.fields import ApiError, Limits
    from macllm.structured import HERMES

    store = Store(size=2)
    s = SimpleNamespace(model="m", think=None, stored=store, limits=Limits(), template_tools=False, tool_format=HERMES)
    ids = []
    for i in range(3):
        p = responses.parse(s, {"input": f"question {i}", "max_output_tokens": 4})
        ids.append(responses_answers.Shaper(s, p).body(GenerationDone(f"answer {i}", "stop", GenerationStats()))["id"])
    with pytest.raises(ApiError, match="not stored"):
        store.get(ids[0])  # the oldest went first
    follow = responses.parse(s, {"input": "and?", "previous_response_id": ids[2], "truncation": "auto"})
    assert [t["content"] for t in follow.turns] == ["question 2", "answer 2", "and?"]
    assert follow.request.context_policy == "sliding"
    unstored = responses.parse(s, {"input": "x", "store": False})
    rid = responses_answers.Shaper(s, unstored).body(DONE)["id"]
    with pytest.raises(ApiError):
        store.get(rid)


def test_thoughts_opened_by_the_prompt_stream_as_reasoning():
    """A template that opens the thinking (Qwen3-Thinking's): the stream is reasoning until the end tag."""
    thoughts = Thoughts(THINK, opened=True)
    assert [thoughts.feed(t) for t in ("Rayleigh ", "scat", "tering.</th", "ink>\n\nBlue.")] == [
        ("Rayleigh ", ""),
        ("scat", ""),
        ("tering.", ""),
        ("", "Blue."),
    ]
    assert Thoughts(THINK, opened=True).split("still thinking") == ("still thinking", "")
