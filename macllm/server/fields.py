"""What every dialect (OpenAI chat, Anthropic Messages, OpenAI Responses) shares on the request side: the API
error, limits, field checks, and one builder that turns a chat (turns, tools, a forced call, a JSON format)
into an engine Request. Each dialect's module reads its own body into these. No MLX.

A turn here is {"role", "content": str} with, for an assistant, "tool_calls": [{"id", "name", "arguments":
dict}], and for a tool result "tool_call_id"; `chat_request` renders them for the model's template.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from macllm import structured
from macllm.errors import MacllmError
from macllm.requests import Request
from macllm.sampling import SamplingParams

# Anthropic's error types by status
ANTHROPIC_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    405: "invalid_request_error",
    413: "request_too_large",
    429: "rate_limit_error",
    503: "overloaded_error",
}


class ApiError(Exception):
    """An error answered in the dialect's format: OpenAI's {"error": {"message", "type", "param", "code"}} or
    Anthropic's {"type": "error", "error": {"type", "message"}}."""

    def __init__(
        self,
        status: int,
        message: str,
        param: str | None = None,
        code: str | None = None,
        kind: str = "invalid_request_error",
        headers: dict | None = None,
    ):
        super().__init__(message)
        self.status, self.message, self.param, self.code, self.kind = status, message, param, code, kind
        self.headers = headers or {}

    def body(self, dialect: str = "openai") -> dict:
        if dialect == "anthropic":
            kind = ANTHROPIC_TYPES.get(self.status, "api_error")
            return {"type": "error", "error": {"type": kind, "message": self.message}}
        return {"error": {"message": self.message, "type": self.kind, "param": self.param, "code": self.code}}


STOPPING_RETRY_S = 5  # serve stopping: how long a client waits before it sends the request again


def stopping(e: Exception) -> ApiError:
    """A request that serve's stop (Ctrl-C, SIGTERM) ended: a 503 with Retry-After, which clients retry, as the
    request was not at fault."""
    return ApiError(503, str(e), kind="server_error", headers={"Retry-After": str(STOPPING_RETRY_S)})


@dataclass(slots=True)
class Limits:
    max_tokens: int = 4096  # the most tokens one answer may ask for (also the default when it asks none)
    max_messages: int = 1000
    max_body_bytes: int = 4 << 20


@dataclass(slots=True)
class Parsed:
    """A checked request: what goes to the engine, and how the answer is to be shaped."""

    request: Request
    stream: bool = False
    include_usage: bool = False
    tools: list[dict] = field(default_factory=list)  # tool calls are parsed out of the answer when given
    turns: list[dict] = field(default_factory=list)  # the chat as sent (Responses keeps it for a follow-up)
    one_call: bool = False  # keep the first tool call only (Anthropic's disable_parallel_tool_use)
    tool_format: structured.ToolFormat = structured.HERMES  # how the answer's calls are written
    echo: dict = field(default_factory=dict)  # request fields the answer repeats (Responses; completions' prompt)
    thinking_open: bool = False  # the prompt ends inside a thought (its template opens it): the answer starts there
    include: frozenset[str] = frozenset()  # what the answer carries beside its text (Responses' include)


def bad(message: str, param: str | None = None) -> ApiError:
    return ApiError(400, message, param)


def check_fields(body, allowed: set[str]) -> None:
    if not isinstance(body, dict):
        raise bad("the request body must be a JSON object")
    unknown = sorted(set(body) - allowed)
    if unknown:
        raise bad(f"unknown field '{unknown[0]}'; this endpoint takes: {', '.join(sorted(allowed))}", unknown[0])


def number(body, name, lo, hi, default=None, integer=False):
    value = body.get(name, default)
    if value is None:
        return default
    kinds = (int,) if integer else (int, float)
    if isinstance(value, bool) or not isinstance(value, kinds) or not lo <= value <= hi:
        raise bad(f"'{name}' must be {'an integer' if integer else 'a number'} in [{lo}, {hi}], not {value!r}", name)
    return value


def flag(body, name: str, default: bool = False) -> bool:
    value = body.get(name, default)
    if value is None:
        return default
    if not isinstance(value, bool):
        raise bad(f"'{name}' must be true or false", name)
    return value


def stops(value, name: str, most: int) -> tuple[str, ...]:
    value = value or []
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or len(value) > most or not all(isinstance(s, str) and s for s in value):
        raise bad(f"'{name}' must be a string or a list of at most {most} non-empty strings", name)
    return tuple(value)


def sampling(**values) -> SamplingParams:
    try:
        return SamplingParams(**{k: v for k, v in values.items() if v is not None})
    except MacllmError as e:
        raise bad(str(e)) from None


def function_tool(name, description, parameters, where: str) -> dict:
    """A tool in OpenAI's function form, the one structured.py and the chat templates take."""
    if not isinstance(name, str) or not name:
        raise bad(f"{where} needs a 'name'", "tools")
    if parameters is not None and not isinstance(parameters, dict):
        raise bad(f"{where}: the parameters' schema must be a JSON object", "tools")
    fn = {"name": name, "parameters": parameters or {"type": "object", "properties": {}}}
    if description:
        fn["description"] = description
    return {"type": "function", "function": fn}


def arguments(value, where: str) -> dict:
    """A tool call's arguments: a JSON object, or a string holding one."""
    if isinstance(value, str):
        try:
            value = json.loads(value) if value.strip() else {}
        except ValueError:
            raise bad(f"{where}: a tool call's arguments must be a JSON object", "messages") from None
    if not isinstance(value, dict):
        raise bad(f"{where}: a tool call's arguments must be a JSON object", "messages")
    return value


def _for_model(turns: list[dict], template_tools: bool) -> list[dict]:
    """Turns as the chat template takes them: a template that takes tools gets calls and results as they are;
    any other model sees its earlier calls and their results in the tagged format it was told to use."""
    out = []
    for t in turns:
        msg = {"role": t["role"], "content": t["content"]}
        calls = t.get("tool_calls")
        if calls and template_tools:
            msg["tool_calls"] = [
                {"type": "function", "id": c["id"], "function": {"name": c["name"], "arguments": c["arguments"]}}
                for c in calls
            ]
        elif calls:
            msg["content"] += "".join(
                f"\n{structured.TOOL_START}\n"
                + json.dumps({"name": c["name"], "arguments": c["arguments"]}, ensure_ascii=False)
                + f"\n{structured.TOOL_END}"
                for c in calls
            )
        if t["role"] == "tool":
            msg = (
                {"role": "tool", "content": t["content"], "tool_call_id": t.get("tool_call_id")}
                if template_tools
                else {"role": "user", "content": f"<tool_response>\n{t['content']}\n</tool_response>"}
            )
        out.append(msg)
    return out


def answer_format(request: Request, template_tools: bool, model_format: structured.ToolFormat):
    """How the answer's calls will be written: a grammar (a forced call, or a call or JSON) and the system
    prompt's instructions write the tagged JSON; a model given tools by its own template writes its own format."""
    return model_format if template_tools and request.grammar is None else structured.HERMES


def chat_request(
    turns: list[dict],
    params: SamplingParams,
    template_tools: bool,
    system: str | None = None,
    tools: list[dict] | None = None,
    forced: str | None = None,
    offered: bool = False,
    json_format: dict | None = None,
) -> Request:
    """One chat as an engine Request. forced: None (no call forced), "" (some call: "required", "any") or the
    name of the tool to call; offered: the tools are shown to the model at all. json_format: an OpenAI
    response_format ({"type": "json_object"} or {"type": "json_schema", "json_schema": {"schema"}})."""
    tools = tools or []
    if forced is not None and not tools:
        raise bad("the tool choice asks for a tool call but no tools are given", "tool_choice")
    grammar = None
    try:
        if forced is not None:
            grammar = structured.tool_call_grammar(tools, forced or None, params.max_tokens)
        elif offered and json_format is not None:
            grammar = structured.tool_or_json_grammar(tools, json_format, params.max_tokens)
    except MacllmError as e:
        raise bad(str(e), "tools") from None
    if grammar is None and json_format is not None:
        try:
            if json_format["type"] == "json_object":
                grammar = structured.json_object_grammar()
            else:
                grammar = structured.json_schema_grammar(json_format["json_schema"]["schema"])
        except MacllmError as e:
            raise bad(str(e), "response_format") from None
    turns = _for_model(turns, template_tools)
    heads = [system] if system else []  # a dialect's own system field, then a system turn, then the tools
    if offered and not template_tools:
        heads.append(structured.tools_system_text(tools))
    if heads and turns and turns[0]["role"] == "system":
        heads.insert(1 if system else 0, turns.pop(0)["content"])
    return Request(
        messages=turns,
        system="\n\n".join(heads) or None,
        params=params,
        grammar=grammar,
        tools=tools if offered and template_tools else None,
        draft="auto",
    )
