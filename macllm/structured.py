"""Grammars for structured answers (JSON, JSON schemas, tool calls) and the tool-call text format. No MLX:
the server builds and checks these on its own thread; the engine enforces them (grammar.py).

Tool calls use the format of Qwen2.5's and Hermes' templates (mlx-lm's `json_tools` parser):

    <tool_call>
    {"name": "get_weather", "arguments": {"city": "Paris"}}
    </tool_call>

A model whose chat template takes tools gets them through the template; any other model gets the same
instructions in its system prompt (`tools_system_text`), so every model can call tools in one format.
"""

from __future__ import annotations

import json
import uuid

from macllm.errors import MacllmError

# JSON whitespace between tokens, bounded: a weak model cannot spend its answer on blank lines
WHITESPACE = r"[\x20\x0A\x0D\x09]{0,24}"
TOOL_START, TOOL_END = "<tool_call>", "</tool_call>"


def _llg():
    import llguidance

    return llguidance.LLMatcher


def check(grammar: str, what: str) -> str:
    """The grammar, or MacllmError naming what is wrong with it (before any decoding)."""
    is_error, messages = _llg().validate_grammar_with_warnings(grammar)
    if is_error:
        raise MacllmError(f"{what} cannot be used: {messages[0] if messages else 'invalid'}")
    return grammar


def json_schema_grammar(schema: dict, what: str = "the JSON schema") -> str:
    if not isinstance(schema, dict):
        raise MacllmError(f"{what} must be a JSON object")
    try:
        grammar = _llg().grammar_from_json_schema(schema, defaults={"whitespace_pattern": WHITESPACE})
    except ValueError as e:
        raise MacllmError(f"{what} cannot be used: {e}") from None
    return check(grammar, what)


def _bounded(schema: dict) -> dict:
    """The schema with bounded whitespace, for JSON inside a Lark grammar (llguidance's x-guidance options)."""
    return {**schema, "x-guidance": {"whitespace_pattern": WHITESPACE}}


def json_object_grammar() -> str:
    return json_schema_grammar({"type": "object"}, "json_object")


def tool_call_schema(tools: list[dict], only: str | None = None) -> dict:
    """The JSON schema of one call to one of `tools` (OpenAI function definitions), or to `only`."""
    options = []
    for tool in tools:
        fn = tool["function"]
        if only is not None and fn["name"] != only:
            continue
        parameters = fn.get("parameters") or {"type": "object", "properties": {}}
        options.append(
            {
                "type": "object",
                "properties": {"name": {"const": fn["name"]}, "arguments": parameters},
                "required": ["name", "arguments"],
                "additionalProperties": False,
            }
        )
    if not options:
        raise MacllmError(f"tool_choice names '{only}', which is not among the tools")
    return options[0] if len(options) == 1 else {"anyOf": options}


def tool_call_grammar(tools: list[dict], only: str | None = None) -> str:
    """A grammar for exactly one tool call in the tagged format (tool_choice "required" or a named function)."""
    schema = json.dumps(_bounded(tool_call_schema(tools, only)))
    lark = f'start: "{TOOL_START}\\n" call "\\n{TOOL_END}"\ncall: %json {schema}'
    return check(_llg().grammar_from_lark(lark), "the tools' parameter schemas")


def tool_or_json_grammar(tools: list[dict], response_format: dict) -> str:
    """tool_choice "auto" with a JSON response format: either one tool call or the JSON answer."""
    schema = (
        response_format.get("json_schema", {}).get("schema")
        if response_format["type"] == "json_schema"
        else {"type": "object"}
    )
    lark = (
        f'start: call | answer\ncall: "{TOOL_START}\\n" args "\\n{TOOL_END}"\n'
        f"args: %json {json.dumps(_bounded(tool_call_schema(tools)))}\nanswer: %json {json.dumps(_bounded(schema))}"
    )
    return check(_llg().grammar_from_lark(lark), "the tools with the response format")


def tools_system_text(tools: list[dict]) -> str:
    """Tool instructions for a model whose chat template does not take tools (Hermes' wording)."""
    listed = "\n".join(json.dumps(t, ensure_ascii=False) for t in tools)
    return (
        "You may call one or more functions to assist with the user query.\n\n"
        "You are provided with function signatures within <tools></tools> XML tags:\n"
        f"<tools>\n{listed}\n</tools>\n\n"
        "For each function call, return a json object with function name and arguments within "
        f"{TOOL_START}{TOOL_END} XML tags:\n{TOOL_START}\n"
        '{"name": <function-name>, "arguments": <args-json-object>}\n' + TOOL_END
    )


def split_tool_calls(text: str) -> tuple[str, list[dict]]:
    """(the text outside tool calls, the calls in OpenAI's form). A call whose JSON does not parse stays text."""
    calls, kept, rest = [], [], text
    while TOOL_START in rest:
        before, _, after = rest.partition(TOOL_START)
        body, found, rest = after.partition(TOOL_END)
        try:
            call = json.loads(body.strip())
            name, arguments = call["name"], call.get("arguments", {})
            if not isinstance(name, str):
                raise TypeError
        except (ValueError, KeyError, TypeError, AttributeError):
            kept.append(before + TOOL_START + body + (TOOL_END if found else ""))
            continue
        kept.append(before)
        calls.append(
            {
                "id": f"call_{uuid.uuid4().hex[:24]}",
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(arguments, ensure_ascii=False)},
            }
        )
    kept.append(rest)
    return "".join(kept).strip() if calls else "".join(kept), calls
