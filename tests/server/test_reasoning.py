"""Reasoning switches and budgets through a real `macllm serve` on the tiny thinking model (a Qwen3-like template
with enable_thinking: tests/conftest.py), in the three dialects; and the 400 where a model has no switch."""

from __future__ import annotations

import anthropic
import openai
import pytest

from macllm.server.protocol import ApiError, Limits, parse_chat
from macllm.server.reasoning import ThinkingModel

from .conftest import KEY, Server

ASK = [{"role": "user", "content": "Why is the sky blue?"}]


@pytest.fixture(scope="module")
def thinker(tiny_thinking_dir, tmp_path_factory):
    s = Server(
        ["--model", str(tiny_thinking_dir), "--api-key", KEY, "--no-warmup", "--max-tokens", "64"],
        tmp_path_factory.mktemp("thinking-home"),
        tiny_thinking_dir.name,
    )
    yield s
    s.stop()


def chat(thinker, **kw):
    return thinker.client().chat.completions.create(
        model=thinker.model, messages=ASK, temperature=0, logprobs=True, **kw
    )


def tokens(answer) -> list[str]:
    return [t.token for t in answer.choices[0].logprobs.content]


def test_reasoning_effort_switches_the_template_and_budgets_the_thoughts(thinker):
    on, off = chat(thinker, max_tokens=40), chat(thinker, max_tokens=40, reasoning_effort="none")
    # off: the template ends "<think>\n\n</think>\n\n" (4 tokens) where on it ends "<think>\n" (2)
    assert off.usage.prompt_tokens == on.usage.prompt_tokens + 2
    assert "</think>" not in tokens(on)  # left alone, it thinks all the way
    assert "</think>" not in tokens(off) and not getattr(off.choices[0].message, "reasoning_content", None)
    low = chat(thinker, max_tokens=40, reasoning_effort="low")  # a quarter of max_tokens: 10 tokens of thought
    assert tokens(low).index("</think>") == 10 and tokens(low)[:10] == tokens(on)[:10]
    message = low.choices[0].message
    assert message.reasoning_content and message.content and low.usage.completion_tokens == 40  # the answer follows
    with pytest.raises(openai.BadRequestError, match="reasoning_effort"):
        chat(thinker, reasoning_effort="extreme")


def test_anthropic_thinking_budget_and_disabled(thinker):
    claude = anthropic.Anthropic(base_url=thinker.base, api_key=KEY, max_retries=0)
    m = claude.messages.create(
        model=thinker.model,
        max_tokens=30,
        messages=ASK,
        thinking={"type": "enabled", "budget_tokens": 6},
        extra_body={"temperature": 0},  # (this SDK has no temperature argument)
    )
    assert [b.type for b in m.content] == ["thinking", "text"] and m.usage.output_tokens == 30
    count = lambda **kw: claude.messages.count_tokens(model=thinker.model, messages=ASK, **kw).input_tokens  # noqa: E731
    assert count(thinking={"type": "disabled"}) == count() + 2
    with claude.messages.stream(
        model=thinker.model,
        max_tokens=30,
        messages=ASK,
        thinking={"type": "enabled", "budget_tokens": 6},
        extra_body={"temperature": 0},  # (this SDK has no temperature argument)
    ) as stream:
        final = stream.get_final_message()
    assert final.content[0].thinking == m.content[0].thinking and final.content[1].text == m.content[1].text
    off = claude.messages.create(model=thinker.model, max_tokens=10, messages=ASK, thinking={"type": "disabled"})
    assert [b.type for b in off.content] == ["text"]
    with pytest.raises(anthropic.BadRequestError, match="max_tokens"):
        claude.messages.create(
            model=thinker.model, max_tokens=30, messages=ASK, thinking={"type": "enabled", "budget_tokens": 30}
        )


def test_responses_reasoning_effort(thinker):
    r = thinker.client().responses.create(
        model=thinker.model, input="Why?", max_output_tokens=32, temperature=0, reasoning={"effort": "medium"}
    )
    assert [o.type for o in r.output] == ["reasoning", "message"] and r.output_text  # thoughts: 16, then the answer
    assert "encrypted_content" not in r.output[0].model_dump(exclude_unset=True)  # only where include asks for it
    off = thinker.client().responses.create(
        model=thinker.model, input="Why?", max_output_tokens=8, temperature=0, reasoning={"effort": "none"}
    )
    assert [o.type for o in off.output] == ["message"]


def test_responses_reasoning_summary_is_the_thoughts_whole_and_streamed(thinker):
    """Codex sends reasoning.summary and include reasoning.encrypted_content: the reasoning item's summary is its
    thoughts (macllm does not summarise), streamed beside them; encrypted_content is null."""
    kw = dict(model=thinker.model, input="Why?", max_output_tokens=24, temperature=0)
    kw |= dict(reasoning={"effort": "medium", "summary": "auto"}, include=["reasoning.encrypted_content"])
    r = thinker.client().responses.create(**kw)
    item = r.output[0]
    assert item.type == "reasoning" and r.reasoning.summary == "auto"
    assert item.model_dump(exclude_unset=True)["encrypted_content"] is None  # included: there, and null
    assert [s.text for s in item.summary] == [item.content[0].text] and item.content[0].text
    deltas, done = "", None
    for event in thinker.client().responses.create(**kw, stream=True):
        if event.type == "response.reasoning_summary_text.delta":
            deltas += event.delta
        elif event.type == "response.output_item.done" and event.item.type == "reasoning":
            done = event.item
    assert deltas == done.summary[0].text == item.summary[0].text
    plain = thinker.client().responses.create(**{**kw, "reasoning": {"effort": "medium", "summary": "none"}})
    assert plain.output[0].summary == []
    with pytest.raises(openai.BadRequestError, match="reasoning.summary"):
        thinker.client().responses.create(**{**kw, "reasoning": {"summary": "brief"}})


def test_anthropic_output_config_effort(thinker, server):
    """effort maps as reasoning_effort does where the model has the switch (low: a quarter of max_tokens of
    thought), `thinking` wins beside it, and a model without the switch accepts it unchanged (Claude Code)."""
    claude = anthropic.Anthropic(base_url=thinker.base, api_key=KEY, max_retries=0)
    ask = lambda **kw: claude.messages.create(  # noqa: E731
        model=thinker.model, max_tokens=40, messages=ASK, extra_body={"temperature": 0, **kw}
    )
    low = ask(output_config={"effort": "low"})
    budgeted = ask(thinking={"type": "enabled", "budget_tokens": 10})
    assert [b.type for b in low.content] == ["thinking", "text"] and low.content[0].thinking == budgeted.content[
        0
    ].thinking
    off = ask(output_config={"effort": "max"}, thinking={"type": "disabled"})
    assert [b.type for b in off.content] == ["text"]
    adaptive = ask(thinking={"type": "adaptive"})
    assert adaptive.content[0].type == "thinking"  # the template's default: this one thinks
    with pytest.raises(anthropic.BadRequestError, match="effort"):
        ask(output_config={"effort": "extreme"})
    starter = anthropic.Anthropic(base_url=server.base, api_key=KEY, max_retries=0)
    m = starter.messages.create(
        model=server.model, max_tokens=5, messages=ASK, extra_body={"output_config": {"effort": "low"}}
    )
    assert m.content[0].type == "text"
    r = server.client().responses.create(
        model=server.model, input="Hi", max_output_tokens=5, reasoning={"summary": "auto"}
    )
    assert [o.type for o in r.output] == ["message"]  # a summary asked of a model that never thinks: none


def test_a_model_without_the_switch_refuses_with_the_reason(server):
    with pytest.raises(openai.BadRequestError, match="cannot turn thinking on or off"):
        server.client().chat.completions.create(model=server.model, messages=ASK, reasoning_effort="low")
    claude = anthropic.Anthropic(base_url=server.base, api_key=KEY, max_retries=0)
    with pytest.raises(anthropic.BadRequestError, match="cannot turn thinking on or off"):
        claude.messages.create(
            model=server.model, max_tokens=500, messages=ASK, thinking={"type": "enabled", "budget_tokens": 100}
        )
    # the starter never thinks: asking it not to is honoured as it is
    claude.messages.create(model=server.model, max_tokens=5, messages=ASK, thinking={"type": "disabled"})


def test_efforts_map_to_the_switch_and_a_share_of_max_tokens():
    qwen3 = ThinkingModel("q", switch=True, thinks=True)
    ask = lambda **kw: parse_chat({"messages": ASK, "max_tokens": 400, **kw}, Limits(), 49216, False, thinking=qwen3)  # noqa: E731
    assert (ask().request.thinking, ask().request.thinking_budget) == (None, None)
    expected = {"none": (False, None), "minimal": (False, None), "low": (True, 100), "medium": (True, 200)}
    expected |= {"high": (True, None), "xhigh": (True, None)}
    for effort, switch in expected.items():
        r = ask(reasoning_effort=effort).request
        assert (r.thinking, r.thinking_budget) == switch
    always = ThinkingModel("r1", switch=False, thinks=True)  # thinks, but its template has no switch
    with pytest.raises(ApiError, match="no enable_thinking switch"):
        parse_chat({"messages": ASK, "reasoning_effort": "none"}, Limits(), 9, False, thinking=always)
