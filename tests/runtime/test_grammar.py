"""Grammar-constrained decoding in the engine: answers follow the schema on the single path, in batches, and
when a lone request moves into a batch mid-answer; structured.py's tool-call text round trip."""

from __future__ import annotations

import json

import jsonschema
import pytest

from macllm import structured
from macllm.events import TextChunk
from macllm.requests import Request
from macllm.sampling import SamplingParams

SCHEMA = {
    "type": "object",
    "properties": {
        "city": {"type": "string", "maxLength": 24},
        "population": {"type": "integer"},
        "kind": {"enum": ["village", "town", "city"]},
        "rivers": {"type": "array", "items": {"type": "string", "maxLength": 16}, "maxItems": 2},
    },
    "required": ["city", "population", "kind", "rivers"],
    "additionalProperties": False,
}


def ask(engine, i, temperature=0.0, seed=None, grammar=None):
    grammar = grammar or structured.json_schema_grammar(SCHEMA)
    return engine.submit(
        Request(
            messages=[{"role": "user", "content": f"Describe place number {i} as JSON."}],
            params=SamplingParams(temperature=temperature, max_tokens=120, seed=seed),
            grammar=grammar,
            cache=False,
        )
    )


def test_answers_follow_the_schema_alone_and_in_a_batch(engine):
    lone = ask(engine, 0).result()
    assert lone.finish_reason == "stop" and not lone.stats.batched and lone.stats.drafter == ""
    jsonschema.validate(json.loads(lone.text), SCHEMA)
    handles = [ask(engine, i, temperature=1.0) for i in range(4)]
    for h in handles:
        done = h.result()
        assert done.stats.batched and done.finish_reason == "stop"
        jsonschema.validate(json.loads(done.text), SCHEMA)


def test_a_constrained_answer_that_moves_into_a_batch_stays_valid(engine):
    first = ask(engine, 7)
    next(e for e in first if isinstance(e, TextChunk))  # it is decoding alone...
    second = ask(engine, 8)  # ...and joins the batch when this one arrives
    a, b = first.result(), second.result()
    assert a.stats.batched and b.stats.batched
    for done in (a, b):
        jsonschema.validate(json.loads(done.text), SCHEMA)
    assert a.text == ask(engine, 7).result().text  # greedy: the move changed nothing


def test_a_forced_tool_call_parses(engine):
    tools = [
        {
            "type": "function",
            "function": {
                "name": "add",
                "parameters": {
                    "type": "object",
                    "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
                    "required": ["a", "b"],
                },
            },
        }
    ]
    done = ask(engine, 1, grammar=structured.tool_call_grammar(tools)).result()
    text, calls = structured.split_tool_calls(done.text)
    assert text == "" and [c["function"]["name"] for c in calls] == ["add"]
    assert set(json.loads(calls[0]["function"]["arguments"])) == {"a", "b"}


def test_tool_call_text_round_trip():
    text, calls = structured.split_tool_calls(
        'Sure.\n<tool_call>\n{"name": "f", "arguments": {"x": [1, 2]}}\n</tool_call>'
    )
    assert text == "Sure." and json.loads(calls[0]["function"]["arguments"]) == {"x": [1, 2]}
    broken = 'I will <tool_call>{"name": oops</tool_call>'
    assert structured.split_tool_calls(broken) == (broken, [])


def test_bad_schemas_are_refused_before_decoding():
    from macllm.errors import MacllmError

    with pytest.raises(MacllmError, match="strin"):
        structured.json_schema_grammar({"type": "strin"})
    with pytest.raises(MacllmError, match="not among the tools"):
        structured.tool_call_grammar([{"type": "function", "function": {"name": "f"}}], "g")
