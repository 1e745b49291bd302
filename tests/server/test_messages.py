"""Anthropic's Messages API through the official anthropic SDK, on the starter model in a real server process."""

from __future__ import annotations

import json

import anthropic
import pytest

from tests.server.conftest import KEY

pytestmark = pytest.mark.starter

GREEDY = {"temperature": 0}  # this SDK no longer names the sampling fields; the API still takes them
ASK = [{"role": "user", "content": "Name three colours of the rainbow."}]
WEATHER = {  # an ordinary schema: extra keys allowed, a free string
    "name": "get_weather",
    "description": "The weather in a city",
    "input_schema": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
}


def client(server, key: str = KEY) -> anthropic.Anthropic:
    return anthropic.Anthropic(base_url=server.base, api_key=key, max_retries=0, timeout=300)


def test_a_message_whole_and_streamed_with_usage_from_the_pool(server):
    c = client(server)
    system = [{"type": "text", "text": "You are terse. " * 20, "cache_control": {"type": "ephemeral"}}]
    whole = c.messages.create(model=server.model, system=system, messages=ASK, max_tokens=16, extra_body=GREEDY)
    assert whole.type == "message" and whole.role == "assistant" and whole.id.startswith("msg_")
    assert whole.stop_reason == "max_tokens" and whole.usage.output_tokens == 16
    [block] = whole.content
    assert block.type == "text" and block.text
    with c.messages.stream(model=server.model, system=system, messages=ASK, max_tokens=16, extra_body=GREEDY) as s:
        text = "".join(s.text_stream)
        final = s.get_final_message()
    assert text == block.text and final.content[0].text == text
    # the second request read the first one's prompt from the cache pool
    assert final.usage.cache_read_input_tokens >= 60
    assert final.usage.input_tokens + final.usage.cache_read_input_tokens == (
        whole.usage.input_tokens + whole.usage.cache_read_input_tokens
    )
    counted = c.messages.count_tokens(model=server.model, system=system, messages=ASK)
    assert counted.input_tokens == final.usage.input_tokens + final.usage.cache_read_input_tokens


def test_stop_sequences_and_the_raw_event_order(server):
    c = client(server)
    r = c.messages.create(
        model=server.model,
        messages=[{"role": "user", "content": "Count from 1 to 10, separated by commas."}],
        max_tokens=60,
        extra_body={"temperature": 0.3, "top_k": 1, "top_p": 0.9},
        stop_sequences=["5"],
        metadata={"user_id": "u1"},
    )
    assert r.stop_reason == "stop_sequence" and r.stop_sequence == "5" and "5" not in r.content[0].text
    events = list(c.messages.create(model=server.model, messages=ASK, max_tokens=8, stream=True, extra_body=GREEDY))
    kinds = [e.type for e in events]
    assert kinds[:2] == ["message_start", "content_block_start"] or kinds[:3] == [
        "message_start",
        "ping",
        "content_block_start",
    ]
    assert kinds[-3:] == ["content_block_stop", "message_delta", "message_stop"]
    assert {e.delta.type for e in events if e.type == "content_block_delta"} == {"text_delta"}
    assert events[-2].delta.stop_reason == "max_tokens" and events[-2].usage.output_tokens == 8


def test_a_forced_tool_and_a_tool_use_round_trip(server):
    c = client(server)
    ask = [{"role": "user", "content": "What is the weather in Paris?"}]
    r = c.messages.create(
        model=server.model,
        messages=ask,
        tools=[WEATHER],
        tool_choice={"type": "any"},
        max_tokens=100,
        extra_body=GREEDY,
    )
    assert r.stop_reason == "tool_use"
    [use] = [b for b in r.content if b.type == "tool_use"]
    assert use.name == "get_weather" and use.id.startswith("toolu_") and set(use.input) == {"city"}
    follow = c.messages.create(
        model=server.model,
        messages=[
            *ask,
            {"role": "assistant", "content": [b.model_dump() for b in r.content]},
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": use.id, "content": "21 C and sunny"}],
            },
        ],
        tools=[WEATHER],
        tool_choice={"type": "none"},
        max_tokens=12,
        extra_body=GREEDY,
    )
    assert follow.content[0].type == "text" and follow.stop_reason in ("end_turn", "max_tokens")
    # a named tool, streamed: the input arrives as input_json_delta
    with c.messages.stream(
        model=server.model,
        messages=[{"role": "user", "content": "Weather in Oslo?"}],
        tools=[WEATHER],
        tool_choice={"type": "tool", "name": "get_weather"},
        max_tokens=100,
        extra_body=GREEDY,
    ) as s:
        events = list(s)
        final = s.get_final_message()
    assert any(e.type == "content_block_delta" and e.delta.type == "input_json_delta" for e in events)
    [use] = final.content
    assert use.type == "tool_use" and isinstance(use.input["city"], str) and final.stop_reason == "tool_use"


def test_errors_in_anthropics_format(server):
    c = client(server)
    with pytest.raises(anthropic.AuthenticationError):
        client(server, key="wrong").messages.create(model=server.model, messages=ASK, max_tokens=2)
    with pytest.raises(anthropic.BadRequestError, match="temprature"):
        c.messages.create(model=server.model, messages=ASK, max_tokens=2, extra_body={"temprature": 1})
    with pytest.raises(anthropic.BadRequestError, match="image"):
        c.messages.create(
            model=server.model,
            max_tokens=2,
            messages=[{"role": "user", "content": [{"type": "image", "source": {"type": "url", "url": "x"}}]}],
        )
    with pytest.raises(anthropic.NotFoundError, match="--alias"):
        c.messages.create(model="gpt-4o", messages=ASK, max_tokens=2)
    status, _, err = server.post("/v1/messages", json.dumps({"messages": ASK}).encode())
    assert status == 400 and err["type"] == "error" and err["error"]["type"] == "invalid_request_error"
    assert "max_tokens" in err["error"]["message"]
    status, _, err = server.post("/v1/messages", b"{", key=None, headers={"x-api-key": KEY})
    assert status == 400 and err["error"]["type"] == "invalid_request_error"


def test_models_in_anthropics_shape(server):
    assert [m.id for m in client(server).models.list().data] == [server.model, "all-minilm-l6-v2"]


def test_an_alias_serves_a_clients_own_model_name_and_requests_are_logged(server):
    r = client(server).messages.create(model="claude-local", messages=ASK, max_tokens=3, extra_body=GREEDY)
    assert r.model == server.model and r.usage.output_tokens == 3
    log = server.log.read_text()
    assert "200 POST /v1/messages: " in log and " prompt tokens (" in log and "3 generated, length" in log
    assert "rainbow" not in log and KEY not in log


def test_a_request_shaped_as_claude_code_sends_it(server):
    """Claude Code 2.1's fields (from a captured request): adaptive thinking, output_config.effort,
    context_management's clear_thinking edit, metadata.user_id, its beta headers and ?beta=true; streamed.
    A model without the thinking switch answers as it would; an edit that is not done here is refused."""
    claude_code = {
        "thinking": {"type": "adaptive"},
        "context_management": {"edits": [{"type": "clear_thinking_20251015", "keep": "all"}]},
        "output_config": {"effort": "high"},
        **GREEDY,
    }
    c = anthropic.Anthropic(
        base_url=server.base,
        api_key=KEY,
        max_retries=0,
        default_headers={"anthropic-beta": "claude-code-20250219,context-management-2025-06-27,effort-2025-11-24"},
    )
    with c.messages.stream(
        model=server.model,
        max_tokens=8,
        system=[{"type": "text", "text": "You are Claude Code."}],
        messages=ASK,
        tools=[WEATHER],
        metadata={"user_id": '{"session_id": "edbc8180"}'},
        extra_body=claude_code,
        extra_query={"beta": "true"},
    ) as s:
        final = s.get_final_message()
    assert final.stop_reason in ("max_tokens", "end_turn", "tool_use") and final.content
    counted = c.messages.count_tokens(
        model=server.model, messages=ASK, extra_body={k: claude_code[k] for k in ("thinking", "context_management")}
    )
    assert counted.input_tokens > 0
    with pytest.raises(anthropic.BadRequestError, match="clear_tool_uses"):
        c.messages.create(
            model=server.model,
            max_tokens=8,
            messages=ASK,
            extra_body={"context_management": {"edits": [{"type": "clear_tool_uses_20250919"}]}},
        )
