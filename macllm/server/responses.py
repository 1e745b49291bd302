"""OpenAI's Responses API (POST /v1/responses, GET/DELETE /v1/responses/{id}): request bodies -> macllm
Requests, checked field by field like the chat route (protocol.py), and the store that keeps recent responses
for `previous_response_id` (in memory, the latest STORED, lost on a restart). The answer's shapes are in
responses_answers.py. No MLX.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from macllm.requests import MAX_TOP_LOGPROBS
from macllm.server import reasoning
from macllm.server.fields import (
    ApiError,
    Parsed,
    answer_format,
    arguments,
    bad,
    chat_request,
    check_fields,
    flag,
    function_tool,
    number,
    sampling,
)

STORED = 256
FIELDS = {
    "model",
    "input",
    "instructions",
    "tools",
    "tool_choice",
    "text",
    "max_output_tokens",
    "temperature",
    "top_p",
    "stream",
    "previous_response_id",
    "store",
    "metadata",
    "parallel_tool_calls",
    "truncation",
    "include",
    "reasoning",
    "top_logprobs",
    # accepted, with no effect on the answer
    "user",
    "service_tier",
    "prompt_cache_key",
    "safety_identifier",
    "client_metadata",  # Codex's ids of its session and turn
}
# OpenAI's built-in tools (and Codex's namespace of sub-agent tools): accepted and not offered to the model, since
# none runs here (Codex declares web_search and a namespace in every request)
NOT_OFFERED = {
    "web_search",
    "web_search_preview",
    "file_search",
    "code_interpreter",
    "image_generation",
    "computer_use_preview",
    "local_shell",
    "mcp",
    "namespace",
}
ROLES = {"user", "system", "developer", "assistant"}
TEXT_PARTS = {"input_text", "output_text", "text"}
LOGPROBS = "message.output_text.logprobs"  # the answer's tokens' logprobs
ENCRYPTED = "reasoning.encrypted_content"  # Codex asks for it; reasoning items then carry encrypted_content null
SUMMARIES = ("auto", "concise", "detailed", "none")


@dataclass(slots=True)
class Stored:
    body: dict  # the response as it was answered (GET /v1/responses/{id})
    turns: list[dict]  # the chat up to and including its answer, for a follow-up


class Store:
    """The latest STORED responses, oldest dropped first."""

    def __init__(self, size: int = STORED):
        self.size, self._items = size, OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def put(self, rid: str, item: Stored) -> None:
        self._items[rid] = item
        while len(self._items) > self.size:
            self._items.popitem(last=False)

    def get(self, rid) -> Stored:
        if rid not in self._items:
            raise ApiError(
                404,
                f"response '{rid}' is not stored here (the server keeps the latest {self.size} in memory until it "
                "restarts, and none sent with 'store': false)",
                "previous_response_id",
                "not_found",
            )
        return self._items[rid]

    def delete(self, rid) -> None:
        self.get(rid)
        del self._items[rid]


def _text(content, where: str) -> str:
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        raise bad(f"{where}: content must be a string or a list of input_text parts", "input")
    parts = []
    for part in content:
        if not isinstance(part, dict) or part.get("type") not in TEXT_PARTS or not isinstance(part.get("text"), str):
            raise bad(f"{where}: only text parts are supported (this model reads no images, files or audio)", "input")
        parts.append(part["text"])
    return "".join(parts)


def _turns(raw, limits) -> list[dict]:
    """The input as turns (fields.py): messages, function calls (joined to the assistant turn before them) and
    their outputs; reasoning items of earlier answers are dropped."""
    if isinstance(raw, str):
        raw = [{"role": "user", "content": raw}]
    if not isinstance(raw, list) or not raw:
        raise bad("'input' must be a non-empty string or list of items", "input")
    if len(raw) > limits.max_messages:
        raise bad(f"too many input items ({len(raw)}); at most {limits.max_messages}", "input")
    turns: list[dict] = []
    for i, item in enumerate(raw):
        where = f"input[{i}]"
        kind = item.get("type", "message") if isinstance(item, dict) else None
        if kind == "message" and item.get("role") in ROLES:
            role = "system" if item["role"] == "developer" else item["role"]
            turns.append({"role": role, "content": _text(item.get("content"), where)})
        elif kind == "function_call":
            if not isinstance(item.get("name"), str) or not isinstance(item.get("call_id"), str):
                raise bad(f"{where}: a function_call needs 'name' and 'call_id'", "input")
            call = {"id": item["call_id"], "name": item["name"], "arguments": arguments(item.get("arguments"), where)}
            if not turns or turns[-1]["role"] != "assistant":
                turns.append({"role": "assistant", "content": ""})
            turns[-1].setdefault("tool_calls", []).append(call)
        elif kind == "function_call_output":
            output = _text(item.get("output"), where)
            turns.append({"role": "tool", "content": output, "tool_call_id": item.get("call_id")})
        elif kind == "reasoning":
            continue
        else:
            raise bad(
                f"{where}: items must be messages (role {', '.join(sorted(ROLES))}), function_call or "
                "function_call_output",
                "input",
            )
    return turns


def _tools(body) -> tuple[list[dict], str | None, bool]:
    raw = body.get("tools") or []
    if not isinstance(raw, list):
        raise bad("'tools' must be a list of function tools", "tools")
    tools = []
    for i, t in enumerate(raw):
        if isinstance(t, dict) and t.get("type") in NOT_OFFERED:
            continue
        if not isinstance(t, dict) or t.get("type") != "function":
            raise bad(
                f"tools[{i}]: only function tools are supported (built-in ones are accepted and not offered)", "tools"
            )
        tools.append(function_tool(t.get("name"), t.get("description"), t.get("parameters"), f"tools[{i}]"))
    choice = body.get("tool_choice", "auto")
    if isinstance(choice, dict) and choice.get("type") == "function" and isinstance(choice.get("name"), str):
        forced = choice["name"]
    elif choice in ("none", "auto", "required"):
        forced = "" if choice == "required" else None
    else:
        raise bad("'tool_choice' must be none, auto, required or {'type': 'function', 'name'}", "tool_choice")
    if forced is not None and not tools:
        raise bad("'tool_choice' asks for a tool call but no 'tools' are given", "tool_choice")
    return tools, forced, bool(tools) and choice != "none"


def _format(body) -> dict | None:
    """text.format as a chat response_format (fields.chat_request takes that)."""
    text = body.get("text") or {}
    if not isinstance(text, dict) or set(text) - {"format", "verbosity"}:
        raise bad("'text' takes 'format' (and 'verbosity')", "text")
    if text.get("verbosity") not in (None, "medium"):
        raise bad("'text.verbosity' is not supported; leave it out", "text")
    fmt = text.get("format") or {"type": "text"}
    kind = fmt.get("type") if isinstance(fmt, dict) else None
    if kind == "text":
        return None
    if kind == "json_object":
        return {"type": "json_object"}
    if kind == "json_schema":
        if not isinstance(fmt.get("schema"), dict):
            raise bad("'text.format' of type json_schema needs a 'schema' object", "text")
        return {"type": "json_schema", "json_schema": {"schema": fmt["schema"]}}
    raise bad("'text.format.type' must be text, json_object or json_schema", "text")


def _logprobs(body) -> int | None:
    """`include: ["message.output_text.logprobs"]` turns logprobs on, `top_logprobs` (0-20) asks for
    alternatives; top_logprobs alone includes none, as with OpenAI."""
    include = body.get("include") or []
    if not isinstance(include, list) or not all(isinstance(x, str) for x in include):
        raise bad("'include' must be a list of strings", "include")
    other = sorted(set(include) - {LOGPROBS, ENCRYPTED})
    if other:
        raise bad(
            f"'include' value '{other[0]}' is not supported (no files or tool outputs to include); "
            f"only '{LOGPROBS}' and '{ENCRYPTED}' (always null here) are",
            "include",
        )
    top = number(body, "top_logprobs", 0, MAX_TOP_LOGPROBS, integer=True)
    return (top or 0) if LOGPROBS in include else None


def _reasoning(body, max_tokens: int) -> tuple[bool | None, int | None, str | None]:
    """`reasoning: {"effort", "summary"}`: the switch and a budget (reasoning.py), and the summary asked for
    (auto, concise, detailed; none or null: none). macllm does not summarise: a reasoning item's summary is
    its whole thoughts as one summary_text, whatever the kind asked for."""
    value = body.get("reasoning")
    if value is None:
        return None, None, None
    if not isinstance(value, dict) or set(value) - {"effort", "summary", "generate_summary"}:
        raise bad("'reasoning' takes 'effort' and 'summary'", "reasoning")
    summary = value.get("summary") or value.get("generate_summary")  # (generate_summary: its older name)
    if summary is not None and summary not in SUMMARIES:
        raise bad(f"'reasoning.summary' must be one of {', '.join(SUMMARIES)}, not {summary!r}", "reasoning")
    on, budget = reasoning.effort(value.get("effort"), "reasoning", max_tokens)
    return on, budget, (None if summary == "none" else summary)


def parse(state, body) -> Parsed:
    """A /v1/responses body; a previous_response_id puts the stored chat before the input."""
    check_fields(body, FIELDS)
    params = sampling(
        max_tokens=number(body, "max_output_tokens", 1, state.limits.max_tokens, state.limits.max_tokens, True),
        temperature=number(body, "temperature", 0, 2, 1.0),
        top_p=number(body, "top_p", 1e-9, 1, 1.0),
    )
    if body.get("truncation") not in (None, "disabled", "auto"):
        raise bad("'truncation' must be disabled or auto", "truncation")
    metadata = body.get("metadata")
    if metadata is not None and not (isinstance(metadata, dict) and all(isinstance(v, str) for v in metadata.values())):
        raise bad("'metadata' must map keys to strings", "metadata")
    previous = body.get("previous_response_id")
    turns = list(state.stored.get(previous).turns) if previous is not None else []
    turns += _turns(body.get("input"), state.limits)
    tools, forced, offered = _tools(body)
    instructions = body.get("instructions")
    if instructions is not None and not isinstance(instructions, str):
        raise bad("'instructions' must be a string", "instructions")
    fmt = _format(body)
    request = chat_request(turns, params, state.template_tools, instructions, tools, forced, offered, fmt)
    on, budget, summary = _reasoning(body, params.max_tokens)
    model = reasoning.thinking_model(state)
    reasoning.apply(request, model, on, budget, "reasoning")
    if body.get("truncation") == "auto":
        request.context_policy = "sliding"
    request.logprobs = _logprobs(body)
    echo = {
        "instructions": instructions,
        "max_output_tokens": body.get("max_output_tokens"),
        "metadata": metadata or {},
        "parallel_tool_calls": flag(body, "parallel_tool_calls", True),
        "previous_response_id": previous,
        "reasoning": {"effort": (body.get("reasoning") or {}).get("effort"), "summary": summary},
        "store": flag(body, "store", True),
        "temperature": params.temperature,
        "text": {"format": (body.get("text") or {}).get("format") or {"type": "text"}},
        "tool_choice": body.get("tool_choice", "auto"),
        "tools": body.get("tools") or [],
        "top_logprobs": body.get("top_logprobs"),
        "top_p": params.top_p,
        "truncation": body.get("truncation") or "disabled",
        "user": body.get("user"),
    }
    one_call = not echo["parallel_tool_calls"]
    return Parsed(
        request,
        flag(body, "stream"),
        tools=tools if offered else [],
        turns=turns,
        one_call=one_call,
        echo=echo,
        tool_format=answer_format(request, state.template_tools, state.tool_format),
        thinking_open=model.opens(request.thinking),
        include=frozenset(body.get("include") or ()),  # (checked by _logprobs)
    )
