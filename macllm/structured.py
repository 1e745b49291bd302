"""Grammars for structured answers (JSON, JSON schemas, tool calls) and the tool-call text format. No MLX:
the server builds and checks these on its own thread; the engine enforces them (grammar.py).

Tool calls use the format of Qwen2.5's and Hermes' templates (mlx-lm's `json_tools` parser):

    <tool_call>
    {"name": "get_weather", "arguments": {"city": "Paris"}}
    </tool_call>

A model whose chat template takes tools gets them through the template, and its calls are read in its own
format (a ToolFormat with mlx-lm's parser for it: Qwen, Llama, Mistral, Gemma, GLM, Kimi and others); any
other model gets the instructions above in its system prompt (`tools_system_text`). A forced call's grammar
writes the tagged JSON whatever the model's format.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass

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


# A tool call's JSON is written with fixed separators (the Hermes format's), so no token goes to whitespace
CALL_JSON = {
    "whitespace_flexible": False,
    "item_separator": ", ",
    "key_separator": ": ",
    "json_allowed_escapes": 'nrt"\\',
}
NUMBER_BOUND = 10**15  # integers and numbers without bounds get these (16 digits), numbers 6 decimals at most
MAX_ITEMS = 16  # the most items an array gets (fewer in a small max_tokens: one per 8 characters of strings)
UNBOUNDED = 64  # what a part this cannot bound (free-form objects, patterns, $ref) is counted as


def _worst(schema, share: int) -> tuple[dict, int]:
    """(the schema closed and bounded, the most half-tokens a value of it can take), free strings at most
    `share` characters. Closed: an object with `properties` and no `additionalProperties` allows only its
    properties (the grammar would otherwise let a model invent keys). Counted in half-tokens: a character of
    free text or digits as a whole token (ASCII text takes at most one token a character), one of the JSON
    around it (keys, quotes, braces, enum values) as half a token (such text tokenizes at about 3 characters a
    token; the count leaves room)."""
    if not isinstance(schema, dict):
        return schema, UNBOUNDED
    if "const" in schema:
        return schema, len(json.dumps(schema["const"]))
    if "enum" in schema and isinstance(schema["enum"], list) and schema["enum"]:
        return schema, max(len(json.dumps(v)) for v in schema["enum"])
    for key in ("anyOf", "oneOf"):
        if isinstance(schema.get(key), list) and schema[key]:
            options = [_worst(o, share) for o in schema[key]]
            return {**schema, key: [o for o, _ in options]}, max(n for _, n in options)
    kind = schema.get("type")
    if isinstance(kind, list) and kind:
        counts = [_worst({**schema, "type": k}, share) for k in kind]
        merged = {}
        for part, _ in counts:  # the bounds each type added (maxLength, maxItems, ...) apply only to that type
            merged.update({k: v for k, v in part.items() if schema.get(k) != v})
        return {**merged, "type": kind}, max(n for _, n in counts)
    if kind == "string":
        if "pattern" in schema or "format" in schema:
            return schema, UNBOUNDED
        longest = max(schema.get("minLength", 0), min(schema.get("maxLength", share), share))
        return {**schema, "maxLength": longest}, 2 * longest + 2
    if kind in ("integer", "number"):
        out = {"minimum": -NUMBER_BOUND, "maximum": NUMBER_BOUND, **schema}
        if kind == "number" and "multipleOf" not in out:
            out["multipleOf"] = 1e-6
        return out, 2 * 24
    if kind == "boolean":
        return schema, 5
    if kind == "null":
        return schema, 4
    if kind == "array" and isinstance(schema.get("items"), dict):
        items, each = _worst(schema["items"], share)
        most = max(schema.get("minItems", 0), min(schema.get("maxItems", MAX_ITEMS), MAX_ITEMS, share // 8))
        return {**schema, "items": items, "maxItems": most}, 2 + most * (each + 2)
    if (kind == "object" or kind is None) and isinstance(schema.get("properties"), dict):
        props, total = {}, 2
        for name, sub in schema["properties"].items():
            props[name], n = _worst(sub, share)
            total += len(json.dumps(name)) + 2 + n + 2
        out = {**schema, "properties": props}
        if "additionalProperties" not in out:
            out["additionalProperties"] = False
        elif out["additionalProperties"] is not False:
            total += UNBOUNDED
        return out, total
    return schema, UNBOUNDED


def bounded_call(tool: dict, max_tokens: int) -> dict:
    """The JSON schema of one call to `tool` (an OpenAI function definition) that closes within max_tokens: its
    free strings get the longest length that still fits. MacllmError when even empty strings do not fit."""
    fn = tool["function"]
    parameters = fn.get("parameters") or {"type": "object", "properties": {}}
    # <tool_call>\n{"name": "NAME", "arguments": ...}\n</tool_call> and the end-of-sequence token
    frame = len(TOOL_START) + len(TOOL_END) + len(json.dumps(fn["name"])) + len('\n{"name": , "arguments": }\n') + 2
    need = (frame + _worst(parameters, 0)[1] + 1) // 2
    if need > max_tokens:
        raise MacllmError(
            f"max_tokens ({max_tokens}) cannot hold a call to '{fn['name']}': even with empty strings it takes "
            f"about {need} tokens; raise max_tokens"
        )
    lo, hi = 0, max_tokens
    while lo < hi:  # the longest string share that still fits
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if frame + _worst(parameters, mid)[1] <= 2 * max_tokens else (lo, mid - 1)
    return {
        "type": "object",
        "properties": {"name": {"const": fn["name"]}, "arguments": _worst(parameters, lo)[0]},
        "required": ["name", "arguments"],
        "additionalProperties": False,
    }


def tool_call_schema(tools: list[dict], only: str | None = None, max_tokens: int = 4096) -> dict:
    """The JSON schema of one call to one of `tools` (OpenAI function definitions), or to `only`, bounded so
    that it closes within max_tokens."""
    options = [bounded_call(t, max_tokens) for t in tools if only is None or t["function"]["name"] == only]
    if not options:
        raise MacllmError(f"tool_choice names '{only}', which is not among the tools")
    schema = options[0] if len(options) == 1 else {"anyOf": options}
    return {**schema, "x-guidance": CALL_JSON}


def tool_call_grammar(tools: list[dict], only: str | None = None, max_tokens: int = 4096) -> str:
    """A grammar for exactly one tool call in the tagged format (tool_choice "required" or a named function)."""
    schema = json.dumps(tool_call_schema(tools, only, max_tokens))
    lark = f'start: "{TOOL_START}\\n" call "\\n{TOOL_END}"\ncall: %json {schema}'
    return check(_llg().grammar_from_lark(lark), "the tools' parameter schemas")


def tool_or_json_grammar(tools: list[dict], response_format: dict, max_tokens: int = 4096) -> str:
    """tool_choice "auto" with a JSON response format: either one tool call or the JSON answer."""
    schema = (
        response_format.get("json_schema", {}).get("schema")
        if response_format["type"] == "json_schema"
        else {"type": "object"}
    )
    lark = (
        f'start: call | answer\ncall: "{TOOL_START}\\n" args "\\n{TOOL_END}"\n'
        f"args: %json {json.dumps(tool_call_schema(tools, None, max_tokens))}\n"
        f"answer: %json {json.dumps(_bounded(schema))}"
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


@dataclass(frozen=True)
class ToolFormat:
    """How a model writes its calls: between `start` and `end` ("" runs to the end of the answer), read by
    `parse` (mlx-lm's parse_tool_call(text, tools) for the model's own format: a call or a list of calls, each
    {"name", "arguments"}). The default is the tagged JSON above, which forced calls' grammars always write."""

    start: str = TOOL_START
    end: str = TOOL_END
    parse: Callable | None = None  # None: the JSON above


HERMES = ToolFormat()


def _read_calls(body: str, fmt: ToolFormat, tools) -> list[dict]:
    """The calls in one tagged stretch, as {"name", "arguments": dict}; ValueError if it holds none."""
    try:
        found = fmt.parse(body, tools) if fmt.parse else json.loads(body.strip())
    except Exception as e:  # a model's parser raises what it likes on text that is no call
        raise ValueError(str(e)) from None
    calls = found if isinstance(found, list) else [found]
    out = []
    for call in calls:
        if not isinstance(call, dict):
            raise ValueError("not a call")
        name, arguments = call.get("name"), call.get("arguments", {})
        if isinstance(arguments, str):
            arguments = json.loads(arguments)
        if not isinstance(name, str) or not isinstance(arguments, dict):
            raise ValueError("not a call")
        out.append({"name": name, "arguments": arguments})
    if not out:
        raise ValueError("no call")
    return out


def split_tool_calls(text: str, fmt: ToolFormat = HERMES, tools=None) -> tuple[str, list[dict]]:
    """(the text outside tool calls, the calls in OpenAI's form). A call that does not parse stays text."""
    calls, kept, rest = [], [], text
    while fmt.start in rest:
        before, _, after = rest.partition(fmt.start)
        body, found, rest = after.partition(fmt.end) if fmt.end else (after, "", "")
        try:
            read = _read_calls(body, fmt, tools)
        except (ValueError, KeyError, TypeError, AttributeError):
            kept.append(before + fmt.start + body + (fmt.end if found else ""))
            continue
        kept.append(before)
        calls += [
            {
                "id": f"call_{uuid.uuid4().hex[:24]}",
                "type": "function",
                "function": {"name": c["name"], "arguments": json.dumps(c["arguments"], ensure_ascii=False)},
            }
            for c in read
        ]
    kept.append(rest)
    return "".join(kept).strip() if calls else "".join(kept), calls
