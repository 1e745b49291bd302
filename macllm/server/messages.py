"""Anthropic's Messages API (POST /v1/messages, /v1/messages/count_tokens): request bodies -> macllm
Requests, checked field by field like the OpenAI routes (protocol.py). The answer's shapes are in
messages_answers.py. No MLX.

Blocks: text, tool_use and tool_result are read; thinking blocks of earlier turns are dropped (as Anthropic does,
and as Claude Code's `context_management` clear_thinking edits ask); images and documents are refused.
`cache_control` is accepted anywhere and changes nothing: every prompt prefix goes to the cache pool, and
`usage.cache_read_input_tokens` says how much of the prompt came from it.
"""

from __future__ import annotations

from macllm.server import reasoning
from macllm.server.fields import (
    Parsed,
    answer_format,
    bad,
    chat_request,
    check_fields,
    flag,
    function_tool,
    number,
    sampling,
    stops,
)

COUNT_FIELDS = {
    "model",
    "messages",
    "system",
    "tools",
    "tool_choice",
    "thinking",
    "output_config",
    "cache_control",
    "context_management",
}
INFORMATIONAL = {"service_tier", "inference_geo", "diagnostics", "user_profile_id", "workspace_id"}
FIELDS = (
    COUNT_FIELDS
    | {"max_tokens", "stop_sequences", "temperature", "top_p", "top_k", "metadata", "stream", "speed"}
    | INFORMATIONAL
)
BLOCK_FIELDS = {
    "text": {"type", "text", "cache_control", "citations"},
    "tool_use": {"type", "id", "name", "input", "cache_control", "caller", "toolset_name"},
    "tool_result": {"type", "tool_use_id", "content", "is_error", "cache_control"},
}
DROPPED = {"thinking", "redacted_thinking"}
ROLES = ("user", "assistant", "system")


def _block(block, where: str) -> dict:
    kind = block.get("type") if isinstance(block, dict) else None
    if kind not in BLOCK_FIELDS:
        raise bad(
            f"{where}: block type {kind!r} is not supported; this model reads text, tool_use and tool_result blocks",
            "messages",
        )
    unknown = sorted(k for k in set(block) - BLOCK_FIELDS[kind] if block[k] is not None)  # SDKs echo None fields
    if unknown:
        raise bad(f"{where}: unknown field '{unknown[0]}' in a {kind} block", "messages")
    if kind == "text" and not isinstance(block.get("text"), str):
        raise bad(f"{where}: a text block needs 'text'", "messages")
    return block


def _text(content, where: str) -> str:
    """A string, or text blocks joined (tool results and system prompts)."""
    if isinstance(content, str):
        return content
    if content is None:
        return ""
    if not isinstance(content, list):
        raise bad(f"{where}: content must be a string or a list of blocks", "messages")
    parts = []
    for i, b in enumerate(content):
        if _block(b, f"{where}[{i}]")["type"] != "text":
            raise bad(f"{where}[{i}]: only text blocks are allowed here", "messages")
        parts.append(b["text"])
    return "\n".join(parts)


def _turns(raw, limits) -> list[dict]:
    """Anthropic messages as turns (fields.py): tool_use blocks become calls, tool_result blocks tool turns."""
    if not isinstance(raw, list) or not raw:
        raise bad("'messages' must be a non-empty list", "messages")
    if len(raw) > limits.max_messages:
        raise bad(f"too many messages ({len(raw)}); at most {limits.max_messages}", "messages")
    turns = []
    for i, m in enumerate(raw):
        where = f"messages[{i}]"
        if not isinstance(m, dict) or m.get("role") not in ROLES or set(m) - {"role", "content"}:
            raise bad(f"{where} must be {{'role': 'user' or 'assistant', 'content'}}", "messages")
        content = m.get("content")
        if m["role"] == "system":  # a system message mid-chat (Claude Code sends them) is read in a user turn:
            turns.append({"role": "user", "content": f"<system-reminder>\n{_text(content, where)}\n</system-reminder>"})
            continue  # chat templates take one system prompt, at the start
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else content
        if not isinstance(blocks, list):
            raise bad(f"{where}: content must be a string or a list of blocks", "messages")
        text, calls = [], []
        for j, b in enumerate(blocks):
            if isinstance(b, dict) and b.get("type") in DROPPED:
                continue
            b = _block(b, f"{where}.content[{j}]")
            if b["type"] == "text":
                text.append(b["text"])
            elif b["type"] == "tool_use" and m["role"] == "assistant":
                if not isinstance(b.get("name"), str) or not isinstance(b.get("input", {}), dict):
                    raise bad(f"{where}.content[{j}]: a tool_use block needs 'name' and an 'input' object", "messages")
                calls.append({"id": b.get("id"), "name": b["name"], "arguments": b.get("input", {})})
            elif b["type"] == "tool_result" and m["role"] == "user":
                result = _text(b.get("content"), f"{where}.content[{j}].content")
                if flag(b, "is_error"):
                    result = f"error: {result}"
                turns.append({"role": "tool", "content": result, "tool_call_id": b.get("tool_use_id")})
            else:
                raise bad(f"{where}.content[{j}]: a {b['type']} block cannot be in a {m['role']} message", "messages")
        if text or calls or not blocks:
            turn = {"role": m["role"], "content": "".join(text)}
            if calls:
                turn["tool_calls"] = calls
            turns.append(turn)
    if not turns:
        raise bad("the messages hold nothing to answer (no text, tool_use or tool_result blocks)", "messages")
    if turns[-1]["role"] == "assistant" and turns[-1]["content"].strip():
        raise bad(
            "a last assistant message (an answer to continue) is not supported yet; end the messages with a user turn",
            "messages",
        )
    merged = []  # consecutive user turns are one (as Anthropic reads them; some templates want turns to alternate)
    for turn in turns:
        if merged and turn["role"] == merged[-1]["role"] == "user":
            merged[-1] = {**merged[-1], "content": merged[-1]["content"] + "\n\n" + turn["content"]}
        else:
            merged.append(turn)
    return merged


def _system(value) -> str | None:
    if value is None or isinstance(value, str):
        return value or None
    return _text(value, "system") or None


def _tools(body) -> tuple[list[dict], str | None, bool, bool]:
    """(tools in OpenAI's form, the forced tool ("" for any), whether tools are offered, one call at most)."""
    raw = body.get("tools") or []
    if not isinstance(raw, list):
        raise bad("'tools' must be a list of {name, description, input_schema}", "tools")
    tools = []
    for i, t in enumerate(raw):
        if not isinstance(t, dict) or t.get("type", "custom") not in ("custom", None):
            raise bad(f"tools[{i}]: only custom tools (name, input_schema) are supported, not server tools", "tools")
        unknown = sorted(set(t) - {"type", "name", "description", "input_schema", "cache_control"})
        if unknown:
            raise bad(f"tools[{i}]: unknown field '{unknown[0]}'", "tools")
        tools.append(function_tool(t.get("name"), t.get("description"), t.get("input_schema"), f"tools[{i}]"))
    choice = body.get("tool_choice") or {"type": "auto"}
    kind = choice.get("type") if isinstance(choice, dict) else None
    if kind not in ("auto", "any", "tool", "none") or set(choice) - {"type", "name", "disable_parallel_tool_use"}:
        raise bad("'tool_choice' must be {'type': 'auto', 'any', 'tool' (with 'name') or 'none'}", "tool_choice")
    if kind == "tool" and not isinstance(choice.get("name"), str):
        raise bad("'tool_choice' of type 'tool' needs the tool's 'name'", "tool_choice")
    forced = {"any": "", "tool": choice.get("name")}.get(kind)
    if forced is not None and not tools:
        raise bad("'tool_choice' asks for a tool call but no 'tools' are given", "tool_choice")
    return tools, forced, bool(tools) and kind != "none", flag(choice, "disable_parallel_tool_use")


def _refused(body) -> None:
    if body.get("speed") not in (None, "standard"):
        raise bad("'speed' must be standard: this server has one speed", "speed")
    _context_management(body.get("context_management"))


def _context_management(value) -> None:
    """Claude Code sends {"edits": [{"type": "clear_thinking_20251015", "keep": ...}]}: earlier turns' thinking
    blocks are always left out here (as Anthropic does by default), whatever `keep` says, so such edits are
    accepted; other edits (clearing old tool results) are not done here and are refused."""
    if value is None:
        return
    edits = value.get("edits") if isinstance(value, dict) and set(value) <= {"edits"} else None
    if not isinstance(edits, list) or not all(isinstance(e, dict) for e in edits):
        raise bad("'context_management' takes 'edits', a list of edits", "context_management")
    for e in edits:
        if not str(e.get("type", "")).startswith("clear_thinking_"):
            raise bad(
                f"context_management edit {e.get('type')!r} is not supported; only clear_thinking edits are "
                "(earlier thinking is always left out here)",
                "context_management",
            )


def _format(body) -> dict | None:
    """output_config.format as a chat response_format (fields.chat_request takes that)."""
    config = body.get("output_config") or {}
    if not isinstance(config, dict) or set(config) - {"format", "effort"}:
        raise bad("'output_config' takes 'format' (and 'effort')", "output_config")
    fmt = config.get("format")
    if fmt is None:
        return None
    if not isinstance(fmt, dict) or fmt.get("type") != "json_schema" or not isinstance(fmt.get("schema"), dict):
        raise bad("'output_config.format' must be {'type': 'json_schema', 'schema': {...}}", "output_config")
    return {"type": "json_schema", "json_schema": {"schema": fmt["schema"]}}


def _request(state, body, params):
    _refused(body)
    tools, forced, offered, single = _tools(body)
    turns = _turns(body.get("messages"), state.limits)
    system = _system(body.get("system"))
    request = chat_request(turns, params, state.template_tools, system, tools, forced, offered, _format(body))
    model = reasoning.thinking_model(state)
    thinking = reasoning.anthropic_thinking(body.get("thinking"), params.max_tokens)
    effort = (body.get("output_config") or {}).get("effort")  # (a dict: _format has checked it)
    on, budget = reasoning.anthropic_effort(effort, thinking, params.max_tokens, model)
    reasoning.apply(request, model, on, budget, "thinking" if thinking[0] is not None else "output_config")
    fmt = answer_format(request, state.template_tools, state.tool_format)
    return request, (tools if offered else []), single, fmt, model.opens(request.thinking)


def parse(state, body) -> Parsed:
    """A /v1/messages body."""
    check_fields(body, FIELDS)
    if body.get("max_tokens") is None:
        raise bad("'max_tokens' is required", "max_tokens")
    params = sampling(
        max_tokens=number(body, "max_tokens", 1, state.limits.max_tokens, integer=True),
        temperature=number(body, "temperature", 0, 1, 1.0),
        top_p=number(body, "top_p", 1e-9, 1, 1.0),
        top_k=number(body, "top_k", 0, 1 << 30, 0, integer=True),
        stop=stops(body.get("stop_sequences"), "stop_sequences", 16),
    )
    metadata = body.get("metadata")
    if metadata is not None and (not isinstance(metadata, dict) or set(metadata) - {"user_id"}):
        raise bad("'metadata' takes only 'user_id'", "metadata")
    request, tools, single, fmt, opened = _request(state, body, params)
    return Parsed(request, flag(body, "stream"), tools=tools, one_call=single, tool_format=fmt, thinking_open=opened)


def parse_count(state, body) -> Parsed:
    """A /v1/messages/count_tokens body: the same prompt as /v1/messages would render."""
    check_fields(body, COUNT_FIELDS)
    return Parsed(_request(state, body, sampling(max_tokens=state.limits.max_tokens))[0])  # (a budget's bound)
