"""The request side of `macllm serve` without a server: tools reach the model through a template that takes
them (Qwen2.5's kind) or through the system prompt; the stream shaper holds back tool calls; admission limits."""

from __future__ import annotations

import asyncio
import json
import shutil

import pytest

from macllm.events import GenerationDone, GenerationStats, TextChunk, TokenLogprob
from macllm.server.admission import Admission, QueueFull
from macllm.server.answers import Shaper
from macllm.server.protocol import ApiError, Limits, parse_chat, parse_completion
from macllm.server.run import check_exposure, is_loopback

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "lookup",
            "description": "Find a word",
            "parameters": {"type": "object", "properties": {"word": {"type": "string"}}},
        },
    }
]
# the shape of Qwen2.5's template: tools in the system turn, calls as <tool_call> JSON
QWEN_LIKE = (
    "{%- if tools %}<|im_start|>system\n# Tools\n<tools>{% for t in tools %}{{ t | tojson }}{% endfor %}</tools>\n"
    'For each call return <tool_call>{"name": ..., "arguments": ...}</tool_call> (tool_call.name)<|im_end|>\n{%- endif %}'
    "{%- for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{%- endfor %}"
    "{%- if add_generation_prompt %}<|im_start|>assistant\n{%- endif %}"
)


def with_template(starter_dir, folder, template: str):
    """A copy of the starter in folder whose chat template is `template` (chat_template.jinja; the tokenizer
    config's own dropped)."""
    shutil.copytree(starter_dir, folder)
    (folder / "chat_template.jinja").write_text(template)
    config = json.loads((folder / "tokenizer_config.json").read_text())
    config.pop("chat_template", None)
    (folder / "tokenizer_config.json").write_text(json.dumps(config))
    return folder


def test_tools_reach_the_prompt_through_a_template_that_takes_them(starter_dir, tmp_path):
    from mlx_lm.tokenizer_utils import load as load_tokenizer

    from macllm.runtime.sequence import render_prompt

    folder = with_template(starter_dir, tmp_path / "qwen-like", QWEN_LIKE)
    tokenizer = load_tokenizer(folder)
    assert tokenizer.has_tool_calling and tokenizer.tool_call_start == "<tool_call>"
    body = {"messages": [{"role": "user", "content": "Define 'quell'."}], "tools": TOOLS}
    parsed = parse_chat(body, Limits(), 49152, template_tools=True)
    assert parsed.request.system is None and parsed.request.tools == TOOLS
    tokens, _ = render_prompt(parsed.request, tokenizer, 4096)
    assert '"name": "lookup"' in tokenizer.decode(tokens)


def test_without_template_support_tools_go_into_the_system_prompt():
    body = {
        "messages": [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Define 'quell'."}],
        "tools": TOOLS,
    }
    parsed = parse_chat(body, Limits(), 49152, template_tools=False)
    request = parsed.request
    assert request.tools is None and request.system.startswith("Be brief.") and '"lookup"' in request.system
    assert [m["role"] for m in request.messages] == ["user"] and parsed.tools == TOOLS
    none = parse_chat({**body, "tool_choice": "none"}, Limits(), 49152, template_tools=False)
    assert none.tools == [] and "lookup" not in (none.request.system or "") and none.request.grammar is None


def test_earlier_calls_and_results_are_shown_in_the_same_format():
    call = {"id": "call_1", "type": "function", "function": {"name": "lookup", "arguments": '{"word": "quell"}'}}
    messages = [
        {"role": "user", "content": "Define 'quell'."},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "call_1", "content": "to suppress"},
    ]
    request = parse_chat({"messages": messages, "tools": TOOLS}, Limits(), 49152, template_tools=False).request
    assert (
        '<tool_call>\n{"name": "lookup", "arguments": {"word": "quell"}}\n</tool_call>'
        in request.messages[1]["content"]
    )
    assert request.messages[2] == {"role": "user", "content": "<tool_response>\nto suppress\n</tool_response>"}


def test_a_streamed_tool_call_is_held_back_and_sent_as_tool_calls():
    shaper = Shaper("m", chat=True, tools=TOOLS)
    out = []
    for piece in ["Let me check. <tool", '_call>\n{"name": "lookup", ', '"arguments": {"word": "x"}}\n</tool_call>']:
        out += shaper.event(TextChunk(piece))
    assert [c["choices"][0]["delta"].get("content") for c in out] == ["Let me check. "]
    final = shaper.event(GenerationDone("", "stop", GenerationStats()))
    [call] = final[0]["choices"][0]["delta"]["tool_calls"]
    assert call["function"]["name"] == "lookup" and json.loads(call["function"]["arguments"]) == {"word": "x"}
    assert final[-1]["choices"][0]["finish_reason"] == "tool_calls"


def test_admission_queues_then_refuses_with_a_retry_after():
    async def scenario():
        admission = Admission(max_running=1, max_waiting=1)
        await admission.acquire()
        waiting = asyncio.ensure_future(admission.acquire())
        await asyncio.sleep(0)
        with pytest.raises(QueueFull) as full:
            await admission.acquire()
        assert full.value.retry_after >= 1
        admission.release(3.0)
        await waiting  # the waiting request got the slot
        assert admission.running == 1
        admission.release()
        assert admission.running == 0

    asyncio.run(scenario())


def test_exposure_needs_a_key_off_loopback():
    from macllm.errors import MacllmError

    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.5")
    with pytest.raises(MacllmError, match="--api-key"):
        check_exposure("0.0.0.0", None)
    check_exposure("0.0.0.0", "k")
    check_exposure("127.0.0.1", None)


def test_unknown_and_unsupported_fields_are_refused_by_name():
    for body, param in [
        ({"messages": [{"role": "user", "content": "x"}], "functions": []}, "functions"),
        ({"messages": [{"role": "user", "content": [{"type": "image_url"}]}]}, "messages"),
        ({"messages": [{"role": "user", "content": "x"}], "top_logprobs": 2}, "top_logprobs"),  # needs logprobs
        ({"messages": [{"role": "user", "content": "x"}], "logprobs": True, "top_logprobs": 21}, "top_logprobs"),
        ({"messages": [{"role": "user", "content": "x"}], "logit_bias": {"999999": 1}}, "logit_bias"),
        ({"messages": [{"role": "user", "content": "x"}], "reasoning_effort": "low"}, "reasoning_effort"),
        ({"messages": [{"role": "user", "content": "x"}], "prediction": {"type": "content"}}, "prediction"),
    ]:
        with pytest.raises(ApiError) as e:
            parse_chat(body, Limits(), 49152, template_tools=False)
        assert e.value.status == 400 and e.value.param == param


def test_logprobs_are_asked_for_and_shaped_like_openais():
    """A character split over two byte-level tokens: exact bytes, OpenAI's `bytes:` strings, the same entries
    streamed (each with the chunk that sends its text) as whole, and the legacy completions shape."""
    ask = [{"role": "user", "content": "x"}]
    chat = lambda **kw: parse_chat({"messages": ask, **kw}, Limits(), 49152, template_tools=False).request  # noqa: E731
    assert chat(logprobs=True, top_logprobs=5).logprobs == 5 and chat(logprobs=True).logprobs == 0
    assert (
        chat().logprobs is None and parse_completion({"prompt": "x", "logprobs": 2}, Limits(), 9).request.logprobs == 2
    )
    caf = TokenLogprob(1, b"caf", -0.5, 0, [(1, b"caf", -0.5), (2, b"cab", -1.5)])
    head = TokenLogprob(3, b"\xc3", -0.1, 3, [(3, b"\xc3", -0.1), (5, b"\xc2", -3.0)])
    tail = TokenLogprob(4, b"\xa9", -0.01, 3, [(4, b"\xa9", -0.01), (6, b"\xa8", -5.0)])
    done = GenerationDone("café", "stop", GenerationStats(), [1, 3, 4], [caf, head, tail])
    whole = Shaper("m", True, [], logprobs=True).body(done)["choices"][0]["logprobs"]["content"]
    assert [e["token"] for e in whole] == ["caf", "bytes:\\xc3", "bytes:\\xa9"]
    assert bytes(b for e in whole for b in e["bytes"]).decode() == "café"
    assert whole[0]["top_logprobs"][1] == {"token": "cab", "logprob": -1.5, "bytes": list(b"cab")}
    shaper = Shaper("m", True, [], logprobs=True)
    chunks = shaper.event(TextChunk("caf", [caf])) + shaper.event(TextChunk("é", [head, tail])) + shaper.event(done)
    assert [len((c["choices"][0]["logprobs"] or {"content": []})["content"]) for c in chunks] == [1, 2, 0]
    assert [e for c in chunks if c["choices"][0]["logprobs"] for e in c["choices"][0]["logprobs"]["content"]] == whole
    legacy = Shaper("m", False, [], logprobs=True).body(done)["choices"][0]["logprobs"]
    assert legacy["tokens"] == ["caf", "bytes:\\xc3", "bytes:\\xa9"] and legacy["text_offset"] == [0, 3, 3]
    assert legacy["token_logprobs"] == [-0.5, -0.1, -0.01] and legacy["top_logprobs"][0] == {"caf": -0.5, "cab": -1.5}
    assert Shaper("m", True, []).body(done)["choices"][0]["logprobs"] is None


def test_serve_refuses_a_network_address_without_a_key():
    import subprocess
    import sys

    r = subprocess.run(
        [sys.executable, "-m", "macllm.cli.main", "serve", "--host", "0.0.0.0", "--port", "0"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**__import__("os").environ, "MACLLM_API_KEY": ""},
    )
    assert r.returncode == 1 and "refusing to listen on 0.0.0.0 without an API key" in r.stderr
    assert "Traceback" not in r.stderr


def test_a_forced_call_allows_only_the_schemas_keys_and_fits_max_tokens():
    from macllm import structured
    from macllm.errors import MacllmError

    tool = {
        "type": "function",
        "function": {
            "name": "edit",
            "parameters": {
                "type": "object",
                "properties": {
                    "path": {"type": "string"},
                    "count": {"type": "number"},
                    "tags": {"type": "array", "items": {"type": "string", "maxLength": 500}},
                    "free": {"type": "object", "additionalProperties": True},
                    "maybe": {"type": ["array", "null"], "items": {"type": "string"}},
                },
            },
        },
    }
    schema = structured.tool_call_schema([tool], None, max_tokens=200)
    args = schema["properties"]["arguments"]
    assert args["additionalProperties"] is False and args["properties"]["free"]["additionalProperties"] is True
    path, tags = args["properties"]["path"], args["properties"]["tags"]
    assert 0 < path["maxLength"] < 200 and tags["items"]["maxLength"] <= path["maxLength"]
    assert 0 < tags["maxItems"] < structured.MAX_ITEMS and args["properties"]["count"]["multipleOf"] == 1e-6
    assert schema["x-guidance"]["whitespace_flexible"] is False
    assert args["properties"]["maybe"]["items"]["maxLength"] <= path["maxLength"]  # bounded in a list of types too
    roomy = structured.tool_call_schema([tool], None, max_tokens=4000)["properties"]["arguments"]
    assert roomy["properties"]["path"]["maxLength"] > 5 * path["maxLength"]
    with pytest.raises(MacllmError, match="cannot hold a call to 'edit'"):
        structured.tool_call_schema([tool], None, max_tokens=60)


def test_anthropic_blocks_become_turns_the_template_can_take():
    from types import SimpleNamespace

    from macllm.server import messages
    from macllm.structured import HERMES

    state = SimpleNamespace(limits=Limits(), template_tools=False, tool_format=HERMES)
    tool = {"name": "lookup", "input_schema": {"type": "object"}, "cache_control": {"type": "ephemeral"}}
    body = {
        "max_tokens": 20,
        "system": [{"type": "text", "text": "Be brief.", "cache_control": {"type": "ephemeral"}}],
        "tools": [tool],
        "messages": [
            {"role": "user", "content": "Define 'quell'."},
            {
                "role": "assistant",
                "content": [
                    {"type": "thinking", "thinking": "hm", "signature": "x"},
                    {"type": "tool_use", "id": "toolu_1", "name": "lookup", "input": {"word": "quell"}},
                ],
            },
            {
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": "toolu_1", "content": [{"type": "text", "text": "to calm"}]},
                    {"type": "text", "text": "Thanks."},
                ],
            },
            {"role": "system", "content": "Answer in French."},
        ],
    }
    request = messages.parse(state, body).request
    assert request.system.startswith("Be brief.\n\n") and '"lookup"' in request.system
    roles = [m["role"] for m in request.messages]
    assert roles == ["user", "assistant", "user", "user"]  # the tool result, then the text and the system note
    assert '"arguments": {"word": "quell"}' in request.messages[1]["content"] and "hm" not in str(request.messages)
    assert request.messages[2]["content"] == "<tool_response>\nto calm\n</tool_response>"
    assert request.messages[3]["content"] == "Thanks.\n\n<system-reminder>\nAnswer in French.\n</system-reminder>"
    for bad_body, words in [
        ({**body, "max_tokens": None}, "'max_tokens' is required"),
        ({**body, "thinking": {"type": "enabled", "budget_tokens": 1024}}, "thinking"),
        ({**body, "tools": [{"type": "web_search_20250305", "name": "web_search"}]}, "server tools"),
        ({**body, "tool_choice": {"type": "tool"}}, "name"),
        ({**body, "messages": [*body["messages"], {"role": "assistant", "content": "Quell means"}]}, "continue"),
    ]:
        with pytest.raises(ApiError, match=words):
            messages.parse(state, bad_body)


# a Mistral-like template: mlx-lm reads its calls with its mistral parser ([TOOL_CALLS] and no end tag)
MISTRAL_LIKE = (
    "{%- for m in messages %}[INST] {{ m.content }} [/INST]{%- endfor %}"
    "{%- if tools %}[AVAILABLE_TOOLS]{{ tools | tojson }}[/AVAILABLE_TOOLS]{%- endif %}"
    "{#- calls are written as [TOOL_CALLS][{...}] #}"
)


def test_a_model_whose_template_takes_tools_is_read_in_its_own_format(starter_dir, tmp_path):
    from mlx_lm.tokenizer_utils import load as load_tokenizer

    from macllm.structured import HERMES, ToolFormat

    folder = with_template(starter_dir, tmp_path / "mistral-like", MISTRAL_LIKE)
    tok = load_tokenizer(folder)
    assert tok.has_tool_calling and tok.tool_call_start == "[TOOL_CALLS]"
    fmt = ToolFormat(tok.tool_call_start, tok.tool_call_end or "", tok.tool_parser)
    body = {"messages": [{"role": "user", "content": "Define 'quell'."}], "tools": TOOLS}
    assert parse_chat(body, Limits(), 49152, True, fmt).tool_format == fmt
    # a forced call's grammar writes the tagged JSON, so that is how its answer is read
    assert parse_chat({**body, "tool_choice": "required"}, Limits(), 49152, True, fmt).tool_format == HERMES
    json_or_call = {**body, "response_format": {"type": "json_object"}}
    assert parse_chat(json_or_call, Limits(), 49152, True, fmt).tool_format == HERMES
    shaper = Shaper("m", chat=True, tools=TOOLS, fmt=fmt)
    out = []
    for piece in ["Let me look. [TOOL", '_CALLS][{"name": "lookup", ', '"arguments": {"word": "quell"}}]']:
        out += shaper.event(TextChunk(piece))
    assert [c["choices"][0]["delta"].get("content") for c in out] == ["Let me look. "]
    final = shaper.event(GenerationDone("", "stop", GenerationStats()))
    [call] = final[0]["choices"][0]["delta"]["tool_calls"]
    assert call["function"]["name"] == "lookup" and json.loads(call["function"]["arguments"]) == {"word": "quell"}
    whole = Shaper("m", chat=True, tools=TOOLS, fmt=fmt).body(
        GenerationDone('[TOOL_CALLS][{"name": "lookup", "arguments": {"word": "a"}}]', "stop", GenerationStats())
    )
    assert whole["choices"][0]["finish_reason"] == "tool_calls" and whole["choices"][0]["message"]["content"] is None
