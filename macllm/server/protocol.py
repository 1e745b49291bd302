"""OpenAI's request bodies -> macllm Requests, checked field by field. Every field is honoured or refused with
a 400 that says why; an unknown field is refused too (a typo must not silently change nothing). No MLX.
"""

from __future__ import annotations

from macllm.requests import MAX_TOP_LOGPROBS, Request
from macllm.sampling import SamplingParams
from macllm.server import reasoning
from macllm.server.fields import (  # noqa: F401  (ApiError, Limits: the server's names for them)
    ApiError,
    Limits,
    Parsed,
    answer_format,
    arguments,
    bad,
    chat_request,
    check_fields,
    flag,
    number,
    sampling,
    stops,
)
from macllm.server.reasoning import ThinkingModel
from macllm.structured import HERMES, ToolFormat

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
CHAT_FIELDS = (
    {"model", "messages", "response_format", "tools", "tool_choice", "reasoning_effort", "prediction"}
    | SAMPLING
    | INFORMATIONAL
)
COMPLETION_FIELDS = ({"model", "prompt", "echo", "suffix", "best_of"} | SAMPLING | INFORMATIONAL) - {"top_logprobs"}
ROLES = {"system", "developer", "user", "assistant", "tool"}


def _chat_logprobs(body: dict) -> int | None:
    """Chat completions' `logprobs: true` (and `top_logprobs`, which needs it): the alternatives per token."""
    top = number(body, "top_logprobs", 0, MAX_TOP_LOGPROBS, integer=True)
    if not flag(body, "logprobs"):
        if top is not None:
            raise bad("'top_logprobs' needs 'logprobs': true", "top_logprobs")
        return None
    return top or 0


def _sampling(body: dict, limits: Limits, vocab_size: int) -> SamplingParams:
    if number(body, "n", 1, 1_000_000, 1, integer=True) != 1:
        raise bad("'n' must be 1: send one request per answer (they are decoded together)", "n")
    for name in ("max_tokens", "max_completion_tokens"):
        number(body, name, 1, limits.max_tokens, integer=True)
    max_tokens = body.get("max_completion_tokens") or body.get("max_tokens") or limits.max_tokens
    stop = stops(body.get("stop"), "stop", 4)
    bias = body.get("logit_bias") or {}
    if not isinstance(bias, dict):
        raise bad("'logit_bias' must map token ids to numbers in [-100, 100]", "logit_bias")
    pairs = []
    for token, value in bias.items():
        try:
            token_id = int(token)
        except ValueError:
            raise bad(f"'logit_bias' key {token!r} is not a token id", "logit_bias") from None
        if not 0 <= token_id < vocab_size:
            raise bad(
                f"'logit_bias' token {token_id} is outside this model's vocabulary (0-{vocab_size - 1})", "logit_bias"
            )
        pairs.append((token_id, number({"logit_bias": value}, "logit_bias", -100, 100)))
    return sampling(
        temperature=number(body, "temperature", 0, 2, 1.0),
        top_p=number(body, "top_p", 1e-9, 1, 1.0),
        max_tokens=max_tokens,
        seed=number(body, "seed", -(2**63), 2**63 - 1, integer=True),
        stop=stop,
        presence_penalty=number(body, "presence_penalty", -2, 2, 0.0),
        frequency_penalty=number(body, "frequency_penalty", -2, 2, 0.0),
        logit_bias=tuple(pairs),
    )


def _stream(body: dict) -> tuple[bool, bool]:
    stream = body.get("stream", False)
    if not isinstance(stream, bool):
        raise bad("'stream' must be true or false", "stream")
    options = body.get("stream_options") or {}
    if not isinstance(options, dict) or set(options) - {"include_usage"}:
        raise bad("'stream_options' takes only 'include_usage'", "stream_options")
    if options and not stream:
        raise bad("'stream_options' is only allowed with 'stream': true", "stream_options")
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
                raise bad(
                    f"{where}: only text content parts are supported (this model reads no images or audio)", "messages"
                )
            parts.append(part["text"])
        return "".join(parts)
    raise bad(f"{where}: content must be a string or a list of text parts", "messages")


def _messages(raw, limits: Limits) -> list[dict]:
    """OpenAI's messages as turns (fields.py): developer is system, calls' arguments are parsed."""
    if not isinstance(raw, list) or not raw:
        raise bad("'messages' must be a non-empty list", "messages")
    if len(raw) > limits.max_messages:
        raise bad(f"too many messages ({len(raw)}); at most {limits.max_messages}", "messages")
    out = []
    for i, m in enumerate(raw):
        where = f"messages[{i}]"
        if not isinstance(m, dict) or m.get("role") not in ROLES:
            raise bad(f"{where} needs a 'role' among {', '.join(sorted(ROLES))}", "messages")
        turn = {"role": "system" if m["role"] == "developer" else m["role"], "content": _text(m.get("content"), where)}
        if turn["role"] == "assistant" and m.get("tool_calls"):
            try:
                turn["tool_calls"] = [
                    {
                        "id": c.get("id"),
                        "name": c["function"]["name"],
                        "arguments": arguments(c["function"].get("arguments"), where),
                    }
                    for c in m["tool_calls"]
                ]
            except (KeyError, TypeError, AttributeError):
                raise bad(f"{where}: each tool call needs a 'function' with a 'name'", "messages") from None
        if turn["role"] == "tool":
            turn["tool_call_id"] = m.get("tool_call_id")
        out.append(turn)
    return out


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
        raise bad('\'tools\' must be a list of {"type": "function", "function": {"name", "parameters"}}', "tools")
    if isinstance(choice, dict):
        name = (choice.get("function") or {}).get("name")
        if choice.get("type") != "function" or not isinstance(name, str):
            raise bad(
                '\'tool_choice\' must be none, auto, required or {"type": "function", "function": {"name"}}',
                "tool_choice",
            )
        forced = name
    elif choice in ("none", "auto", "required"):
        forced = "" if choice == "required" else None
    else:
        raise bad("'tool_choice' must be none, auto, required or a named function", "tool_choice")
    return tools, forced, bool(tools) and choice != "none"


def _response_format(body: dict) -> dict | None:
    fmt = body.get("response_format")
    if fmt is None:
        return None
    kind = fmt.get("type") if isinstance(fmt, dict) else None
    if kind == "text":
        return None
    if kind == "json_object":
        return fmt
    if kind == "json_schema":
        spec = fmt.get("json_schema")
        if not isinstance(spec, dict) or not isinstance(spec.get("schema"), dict):
            raise bad("'response_format.json_schema' needs a 'schema' object", "response_format")
        return fmt
    raise bad("'response_format.type' must be text, json_object or json_schema", "response_format")


def _prediction(body: dict, request: Request) -> str | None:
    """Predicted outputs: {"type": "content", "content": text or text parts}, the answer's prompt-lookup source.
    Refused where the answer does not draft (a constrained answer, a thinking budget)."""
    prediction = body.get("prediction")
    if prediction is None:
        return None
    if not isinstance(prediction, dict) or prediction.get("type") != "content" or set(prediction) - {"type", "content"}:
        raise bad(
            '\'prediction\' must be {"type": "content", "content": the text the answer will mostly repeat}',
            "prediction",
        )
    try:
        text = _text(prediction["content"], "prediction") if prediction.get("content") is not None else None
    except ApiError:
        text = None
    if text is None:
        raise bad("'prediction.content' must be a string or a list of text parts", "prediction")
    if request.grammar is not None or request.thinking_budget is not None:
        why = "a thinking budget" if request.grammar is None else "a JSON format or a forced tool call"
        raise bad(
            f"'prediction' cannot speed up an answer with {why} (such answers do not draft); leave one out",
            "prediction",
        )
    return text or None


def parse_chat(
    body,
    limits: Limits,
    vocab_size: int,
    template_tools: bool,
    tool_format: ToolFormat = HERMES,
    thinking: ThinkingModel | None = None,
) -> Parsed:
    """A /v1/chat/completions body. template_tools: the model's chat template takes `tools` itself, and the
    model writes its calls in tool_format; thinking: whether the model can turn thinking on or off."""
    check_fields(body, CHAT_FIELDS)
    params = _sampling(body, limits, vocab_size)
    stream, usage = _stream(body)
    tools, forced, offered = _tools(body)
    if forced is not None and not tools:
        raise bad("'tool_choice' asks for a tool call but no 'tools' are given", "tool_choice")
    turns = _messages(body.get("messages"), limits)
    request = chat_request(turns, params, template_tools, None, tools, forced, offered, _response_format(body))
    on, budget = reasoning.effort(body.get("reasoning_effort"), "reasoning_effort", params.max_tokens)
    reasoning.apply(request, thinking or ThinkingModel("this model"), on, budget, "reasoning_effort")
    request.prediction = _prediction(body, request)
    request.logprobs = _chat_logprobs(body)
    fmt = answer_format(request, template_tools, tool_format)
    opened = bool(thinking) and thinking.opens(request.thinking)
    return Parsed(request, stream, usage, tools if offered else [], tool_format=fmt, thinking_open=opened)


def parse_completion(body, limits: Limits, vocab_size: int, tokenizer=None) -> Parsed:
    """A /v1/completions body: one text prompt, continued as it is. `echo` puts the prompt before the answer's
    text; with `logprobs`, its tokens' logprobs before the answer's (the engine scores them as it prefills). An
    echoed token prompt without logprobs is decoded here by the served model's `tokenizer`, so the engine does
    not score (and prefill whole, uncached) a prompt only for its text."""
    check_fields(body, COMPLETION_FIELDS)
    echo = flag(body, "echo")
    if body.get("suffix"):
        raise bad("'suffix' (fill in the middle) is not supported", "suffix")
    if number(body, "best_of", 1, 1_000_000, 1, integer=True) != 1:
        raise bad("'best_of' must be 1", "best_of")
    params = _sampling(body, limits, vocab_size)
    logprobs = number(body, "logprobs", 0, MAX_TOP_LOGPROBS, integer=True)  # the legacy form: alternatives
    stream, usage = _stream(body)
    prompt = body.get("prompt")
    if isinstance(prompt, list) and len(prompt) == 1 and isinstance(prompt[0], str):
        prompt = prompt[0]
    if isinstance(prompt, list) and prompt and all(isinstance(t, int) and not isinstance(t, bool) for t in prompt):
        if not all(0 <= t < vocab_size for t in prompt):
            raise bad(f"'prompt' has token ids outside this model's vocabulary (0-{vocab_size - 1})", "prompt")
        # an echoed token prompt's text: with logprobs its tokens' bytes, which the engine gives with them
        decoded = echo and logprobs is None and tokenizer is not None
        scored = None if not echo or decoded else (logprobs or 0)
        request = Request(prompt=prompt, params=params, logprobs=logprobs, prompt_logprobs=scored)
        text = tokenizer.decode(prompt) if decoded else None
        return Parsed(request, stream, usage, echo={"prompt": text} if echo else {})
    if not isinstance(prompt, str) or not prompt:
        raise bad(
            "'prompt' must be a non-empty string (or one list of token ids); send one request per prompt", "prompt"
        )
    scored = logprobs if echo else None
    request = Request(text=prompt, params=params, logprobs=logprobs, prompt_logprobs=scored)
    return Parsed(request, stream, usage, echo={"prompt": prompt} if echo else {})
