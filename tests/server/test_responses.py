"""OpenAI's Responses API through the openai SDK's client.responses, on the starter model in a real server
process."""

from __future__ import annotations

import json

import jsonschema
import openai
import pytest

pytestmark = pytest.mark.starter

WEATHER = {
    "type": "function",
    "name": "get_weather",
    "description": "The weather in a city",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
}
CITY = {
    "type": "object",
    "properties": {"city": {"type": "string", "maxLength": 20}, "population": {"type": "integer"}},
    "required": ["city", "population"],
    "additionalProperties": False,
}


def test_a_response_whole_streamed_and_followed_up(server):
    client = server.client()
    r = client.responses.create(
        model=server.model, instructions="Be brief.", input="Name a river.", max_output_tokens=12, temperature=0
    )
    assert r.object == "response" and r.id.startswith("resp_") and r.output_text
    assert r.status == "incomplete" and r.incomplete_details.reason == "max_output_tokens"
    assert r.usage.output_tokens == 12 and r.usage.input_tokens > 5
    events = list(
        client.responses.create(
            model=server.model,
            instructions="Be brief.",
            input=[{"role": "user", "content": [{"type": "input_text", "text": "Name a river."}]}],
            max_output_tokens=12,
            temperature=0,
            stream=True,
        )
    )
    kinds = [e.type for e in events]
    assert kinds[:3] == ["response.created", "response.in_progress", "response.output_item.added"]
    assert kinds[-1] == "response.incomplete" and "response.output_text.done" in kinds
    text = "".join(e.delta for e in events if e.type == "response.output_text.delta")
    assert text == r.output_text == events[-1].response.output_text
    assert [e.sequence_number for e in events] == list(range(len(events)))
    # the follow-up carries the first exchange (not its instructions): its prompt starts with the stored one,
    # which comes from the pool
    follow = client.responses.create(
        model=server.model,
        instructions="Be brief.",
        previous_response_id=r.id,
        input="And another?",
        max_output_tokens=4,
        temperature=0,
    )
    assert follow.previous_response_id == r.id and follow.usage.input_tokens > r.usage.input_tokens + 5
    assert follow.usage.input_tokens_details.cached_tokens >= r.usage.input_tokens - 8
    assert client.responses.retrieve(r.id).output_text == r.output_text
    client.responses.delete(r.id)
    with pytest.raises(openai.NotFoundError):
        client.responses.retrieve(r.id)


def test_a_function_call_and_its_output(server):
    client = server.client()
    r = client.responses.create(
        model=server.model,
        input="What is the weather in Paris?",
        tools=[WEATHER],
        tool_choice="required",
        max_output_tokens=100,
        temperature=0,
    )
    [call] = [o for o in r.output if o.type == "function_call"]
    assert call.name == "get_weather" and set(json.loads(call.arguments)) == {"city"} and r.status == "completed"
    follow = client.responses.create(
        model=server.model,
        previous_response_id=r.id,
        input=[{"type": "function_call_output", "call_id": call.call_id, "output": "21 C, sunny"}],
        tools=[WEATHER],
        tool_choice="none",
        max_output_tokens=10,
        temperature=0,
    )
    assert follow.output_text and not [o for o in follow.output if o.type == "function_call"]
    # named and streamed: the arguments come as function_call_arguments events
    events = list(
        client.responses.create(
            model=server.model,
            input="Weather in Oslo?",
            tools=[WEATHER],
            tool_choice={"type": "function", "name": "get_weather"},
            max_output_tokens=100,
            temperature=0,
            stream=True,
        )
    )
    [done] = [e for e in events if e.type == "response.function_call_arguments.done"]
    assert isinstance(json.loads(done.arguments)["city"], str) and events[-1].type == "response.completed"


def test_json_schema_text_format_and_refusals(server):
    client = server.client()
    r = client.responses.create(
        model=server.model,
        input="A city as JSON.",
        text={"format": {"type": "json_schema", "name": "city", "schema": CITY}},
        max_output_tokens=80,
        temperature=0,
    )
    jsonschema.validate(json.loads(r.output_text), CITY)
    with pytest.raises(openai.BadRequestError, match="reasoning"):
        client.responses.create(model=server.model, input="x", reasoning={"effort": "high"})
    with pytest.raises(openai.BadRequestError, match="function tools"):
        client.responses.create(model=server.model, input="x", tools=[{"type": "custom", "name": "patch"}])
    with pytest.raises(openai.NotFoundError):
        client.responses.create(model=server.model, input="x", previous_response_id="resp_nope")


def test_a_request_shaped_as_codex_sends_it_completes(server):
    """Codex 0.171's body (trimmed, from a captured request): client_metadata, store false, reasoning.summary,
    include reasoning.encrypted_content, developer messages of input_text parts, a function tool beside the
    built-in web_search and a namespace of sub-agent tools (accepted, not offered to the model), streamed."""
    sub_agent = {"type": "function", "name": "close_agent", "parameters": {"type": "object", "properties": {}}}
    body = {
        "model": server.model,
        "stream": True,
        "input": [
            {"type": "message", "role": "developer", "content": [{"type": "input_text", "text": "You are Codex."}]},
            {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "Say hi"}]},
        ],
        "tools": [
            {"type": "function", "name": "exec_command", "strict": False, "parameters": CITY},
            {"type": "namespace", "name": "multi_agent_v1", "description": "Sub-agents.", "tools": [sub_agent]},
            {"type": "web_search", "external_web_access": False},
        ],
        "tool_choice": "auto",
        "parallel_tool_calls": True,
        "reasoning": {"summary": "auto"},
        "store": False,
        "include": ["reasoning.encrypted_content"],
        "max_output_tokens": 8,
    }
    codex = {"prompt_cache_key": "01a232e6", "client_metadata": {"session_id": "01a232e6", "turn_id": "01a2-8395"}}
    events = list(server.client().responses.create(**body, extra_body=codex))
    assert events[-1].type in ("response.completed", "response.incomplete")
    assert events[-1].response.reasoning.summary == "auto" and events[-1].response.store is False
