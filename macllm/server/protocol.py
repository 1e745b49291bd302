"""OpenAI's request bodies -> macllm Requests, checked field by field. Every field is honoured or refused with
a 400 that says why; an unknown field is refused too (a typo must not silently change nothing). No MLX.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from macllm import structured
from macllm.errors import MacllmError
from macllm.requests import Request
from macllm.sampling import SamplingParams


class ApiError(Exception):
    """An error answered in OpenAI's format: {"error": {"message", "type", "param", "code"}}."""

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

    def body(self) -> dict:
        return {"error": {"message": self.message, "type": self.kind, "param": self.param, "code": self.code}}


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


# Accepted, with no effect on the answer: bookkeeping fields OpenAI's clients send.
INFORMATIONAL = {"user", "metadata", "store", "service_tier", "parallel_tool_calls"}
SAMPLING = {
    "temperature",
    "top_p",
    "max_tokens",
    "max_completion_tokens",
    "stop",
    "seed",
    "presence_penalty",
    "frequency_penalty",
    "logit_bias",
    "logprobs",
    "top_logprobs",
    "n",
    "stream",
    "stream_options",
}
CHAT_FIELDS = {"model", "messages", "response_format", "tools", "tool_choice"} | SAMPLING | INFORMATIONAL
COMPLETION_FIELDS = {"model", "prompt", "echo", "suffix", "best_of"} | SAMPLING | INFORMATIONAL
ROLES = {"system", "developer", "user", "assistant", "tool"}


def _bad(message: str, param: str | None = None) -> ApiError:
    return ApiError(400, message, param)


def check_fields(body, allowed: set[str]) -> None:
    if not isinstance(body, dict):
        raise _bad("the request body must be a JSON object")
    unknown = sorted(set(body) - allowed)
    if unknown:
        raise _bad(f"unknown field '{unknown[0]}'; this endpoint takes: {', '.join(sorted(allowed))}", unknown[0])


def _number(body, name, lo, hi, default=None, integer=False):
    value = body.get(name, default)
    if value is None:
        return default
    kinds = (int,) if integer else (int, float)
    if isinstance(value, bool) or not isinstance(value, kinds) or not lo <= value <= hi:
        raise _bad(f"'{name}' must be {'an integer' if integer else 'a number'} in [{lo}, {hi}], not {value!r}", name)
    return value


def _sampling(body: dict, limits: Limits, vocab_size: int) -> SamplingParams:
    if body.get("logprobs") or body.get("top_logprobs"):
        raise _bad(
            "logprobs are not supported by macllm serve yet; leave 'logprobs' and 'top_logprobs' out", "logprobs"
        )
    if _number(body, "n", 1, 1_000_000, 1, integer=True) != 1:
        raise _bad("'n' must be 1: send one request per answer (they are decoded together)", "n")
    for name in ("max_tokens", "max_completion_tokens"):
        _number(body, name, 1, limits.max_tokens, integer=True)
    max_tokens = body.get("max_completion_tokens") or body.get("max_tokens") or limits.max_tokens
    stop = body.get("stop") or []
    if isinstance(stop, str):
        stop = [stop]
    if not isinstance(stop, list) or len(stop) > 4 or not all(isinstance(s, str) and s for s in stop):
        raise _bad("'stop' must be a string or a list of at most 4 non-empty strings", "stop")
    bias = body.get("logit_bias") or {}
    if not isinstance(bias, dict):
        raise _bad("'logit_bias' must map token ids to numbers in [-100, 100]", "logit_bias")
    pairs = []
    for token, value in bias.items():
        try:
            token_id = int(token)
        except ValueError:
            raise _bad(f"'logit_bias' key {token!r} is not a token id", "logit_bias") from None
        if not 0 <= token_id < vocab_size:
            raise _bad(
                f"'logit_bias' token {token_id} is outside this model's vocabulary (0-{vocab_size - 1})", "logit_bias"
            )
        pairs.append((token_id, _number({"logit_bias": value}, "logit_bias", -100, 100)))
    try:
        return SamplingParams(
            temperature=_number(body, "temperature", 0, 2, 1.0),
            top_p=_number(body, "top_p", 1e-9, 1, 1.0),
            max_tokens=max_tokens,
            seed=_number(body, "seed", -(2**63), 2**63 - 1, integer=True),
            stop=tuple(stop),
            presence_penalty=_number(body, "presence_penalty", -2, 2, 0.0),
            frequency_penalty=_number(body, "frequency_penalty", -2, 2, 0.0),
            logit_bias=tuple(pairs),
        )
    except MacllmError as e:
        raise _bad(str(e)) from None


def _stream(body: dict) -> tuple[bool, bool]:
    stream = body.get("stream", False)
    if not isinstance(stream, bool):
        raise _bad("'stream' must be true or false", "stream")
    options = body.get("stream_options") or {}
    if not isinstance(options, dict) or set(options) - {"include_usage"}:
        raise _bad("'stream_options' takes only 'include_usage'", "stream_options")
    if options and not stream:
        raise _bad("'stream_options' is only allowed with 'stream': true", "stream_options")
    return stream, bool(options.get("include_usage"))


def _text(content, where: str) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if not isinstance(part, dict) or part.get("type") != "text" or not isinstance(part.get("text"), str):
                raise _bad(
                    f"{where}: only text content parts are supported (this model reads no images or audio)", "messages"
                )
            parts.append(part["text"])
        return "".join(parts)
    raise _bad(f"{where}: content must be a string or a list of text parts", "messages")


def _messages(raw, limits: Limits, template_tools: bool) -> list[dict]:
    if not isinstance(raw, list) or not raw:
        raise _bad("'messages' must be a non-empty list", "messages")
    if len(raw) > limits.max_messages:
        raise _bad(f"too many messages ({len(raw)}); at most {limits.max_messages}", "messages")
    out = []
    for i, m in enumerate(raw):
        where = f"messages[{i}]"
        if not isinstance(m, dict) or m.get("role") not in ROLES:
            raise _bad(f"{where} needs a 'role' among {', '.join(sorted(ROLES))}", "messages")
        role = "system" if m["role"] == "developer" else m["role"]
        msg = {"role": role, "content": _text(m.get("content"), where)}
        calls = m.get("tool_calls")
        if role == "assistant" and calls:
            if template_tools:
                msg["tool_calls"] = [
                    {
                        "type": "function",
                        "id": c.get("id"),
                        "function": {
                            "name": c["function"]["name"],
                            "arguments": _arguments(c["function"].get("arguments")),
                        },
                    }
                    for c in calls
                ]
            else:  # the model sees its earlier calls in the format it was told to use
                import json

                msg["content"] += "".join(
                    f"\n{structured.TOOL_START}\n"
                    + json.dumps(
                        {"name": c["function"]["name"], "arguments": _arguments(c["function"].get("arguments"))}
                    )
                    + f"\n{structured.TOOL_END}"
                    for c in calls
                )
        if role == "tool" and not template_tools:
            msg = {"role": "user", "content": f"<tool_response>\n{msg['content']}\n</tool_response>"}
        out.append(msg)
    return out


def _arguments(arguments):
    import json

    if isinstance(arguments, str):
        try:
            return json.loads(arguments)
        except ValueError:
            raise _bad("a tool call's 'arguments' must be a JSON object (as a string)", "messages") from None
    return arguments or {}


def _tools(body: dict) -> tuple[list[dict], str | None, bool]:
    """(tools, the one tool a call is forced to (or "" for any), whether tools are offered at all)."""
    tools, choice = body.get("tools") or [], body.get("tool_choice", "auto")
    if not isinstance(tools, list) or not all(
        isinstance(t, dict)
        and t.get("type") == "function"
        and isinstance(t.get("function"), dict)
        and isinstance(t["function"].get("name"), str)
        for t in tools
    ):
        raise _bad('\'tools\' must be a list of {"type": "function", "function": {"name", "parameters"}}', "tools")
    if isinstance(choice, dict):
        name = (choice.get("function") or {}).get("name")
        if choice.get("type") != "function" or not isinstance(name, str):
            raise _bad(
                '\'tool_choice\' must be none, auto, required or {"type": "function", "function": {"name"}}',
                "tool_choice",
            )
        forced = name
    elif choice in ("none", "auto", "required"):
        forced = "" if choice == "required" else None
    else:
        raise _bad("'tool_choice' must be none, auto, required or a named function", "tool_choice")
    if forced is not None and not tools:
        raise _bad("'tool_choice' asks for a tool call but no 'tools' are given", "tool_choice")
    return tools, forced, bool(tools) and choice != "none"


def _response_format(body: dict) -> str | None:
    fmt = body.get("response_format")
    if fmt is None:
        return None
    kind = fmt.get("type") if isinstance(fmt, dict) else None
    if kind == "text":
        return None
    if kind == "json_object":
        return structured.json_object_grammar()
    if kind == "json_schema":
        spec = fmt.get("json_schema")
        if not isinstance(spec, dict) or not isinstance(spec.get("schema"), dict):
            raise _bad("'response_format.json_schema' needs a 'schema' object", "response_format")
        try:
            return structured.json_schema_grammar(spec["schema"])
        except MacllmError as e:
            raise _bad(str(e), "response_format") from None
    raise _bad("'response_format.type' must be text, json_object or json_schema", "response_format")


def parse_chat(body, limits: Limits, vocab_size: int, template_tools: bool) -> Parsed:
    """A /v1/chat/completions body. template_tools: the model's chat template takes `tools` itself."""
    check_fields(body, CHAT_FIELDS)
    params = _sampling(body, limits, vocab_size)
    stream, usage = _stream(body)
    tools, forced, offered = _tools(body)
    messages = _messages(body.get("messages"), limits, template_tools)
    grammar = _response_format(body)
    try:
        if forced is not None:
            grammar = structured.tool_call_grammar(tools, forced or None)
        elif offered and grammar is not None:
            grammar = structured.tool_or_json_grammar(tools, body["response_format"])
    except MacllmError as e:
        raise _bad(str(e), "tools") from None
    system = None
    if offered and not template_tools:
        system = structured.tools_system_text(tools)
        if messages[0]["role"] == "system":
            system = messages.pop(0)["content"] + "\n\n" + system
    request = Request(
        messages=messages,
        system=system,
        params=params,
        grammar=grammar,
        tools=tools if offered and template_tools else None,
        draft="auto",
    )
    return Parsed(request, stream, usage, tools if offered else [])


def parse_completion(body, limits: Limits, vocab_size: int) -> Parsed:
    """A /v1/completions body: one text prompt, continued as it is."""
    check_fields(body, COMPLETION_FIELDS)
    if body.get("echo"):
        raise _bad("'echo' is not supported; the prompt is yours already", "echo")
    if body.get("suffix"):
        raise _bad("'suffix' (fill in the middle) is not supported", "suffix")
    if _number(body, "best_of", 1, 1_000_000, 1, integer=True) != 1:
        raise _bad("'best_of' must be 1", "best_of")
    params = _sampling(body, limits, vocab_size)
    stream, usage = _stream(body)
    prompt = body.get("prompt")
    if isinstance(prompt, list) and len(prompt) == 1 and isinstance(prompt[0], str):
        prompt = prompt[0]
    if isinstance(prompt, list) and prompt and all(isinstance(t, int) and not isinstance(t, bool) for t in prompt):
        if not all(0 <= t < vocab_size for t in prompt):
            raise _bad(f"'prompt' has token ids outside this model's vocabulary (0-{vocab_size - 1})", "prompt")
        return Parsed(Request(prompt=prompt, params=params), stream, usage)
    if not isinstance(prompt, str) or not prompt:
        raise _bad(
            "'prompt' must be a non-empty string (or one list of token ids); send one request per prompt", "prompt"
        )
    return Parsed(Request(text=prompt, params=params), stream, usage)
