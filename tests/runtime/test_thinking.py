"""A thinking model's switch and budget on the engine: the template's switch renders the empty think block, and a
budget ends the thoughts with the end tag at its limit, on the single path and in a batch, after which the
answer goes on. The tiny random model with a Qwen3-like template (tests/conftest.py)."""

import mlx.core as mx
import pytest

from macllm.requests import Request
from macllm.runtime.engine import Engine
from macllm.runtime.thinking import ThinkingBudget
from macllm.sampling import SamplingParams

START, END = 49152, 49153
ASK = [{"role": "user", "content": "Why is the sky blue?"}]


@pytest.fixture(scope="module")
def thinking(tiny_thinking_dir, tmp_path_factory):
    e = Engine(kv_dir=tmp_path_factory.mktemp("kv"))
    e.load(str(tiny_thinking_dir))
    yield e
    e.close()


def ask(budget=None, on=None, n=40, temperature=0.0, **kw):
    params = SamplingParams(temperature=temperature, max_tokens=n, repetition_penalty=1.0, seed=kw.pop("seed", None))
    return Request(messages=ASK, params=params, thinking=on, thinking_budget=budget, cache=False, **kw)


def test_the_switch_renders_the_templates_think_block(thinking):
    from macllm.runtime.sequence import render_prompt

    tok = thinking.run(lambda e: e.model.tokenizer)
    off = tok.decode(render_prompt(ask(on=False), tok, 4096)[0])
    on = tok.decode(render_prompt(ask(on=True), tok, 4096)[0])
    assert off.endswith("<|im_start|>assistant\n<think>\n\n</think>\n\n")
    assert on.endswith("<|im_start|>assistant\n<think>\n") and tok.decode(render_prompt(ask(), tok, 4096)[0]) == on


@pytest.mark.parametrize("budget", [1, 8])
def test_a_budget_ends_the_thoughts_at_its_limit_and_the_answer_follows(thinking, budget):
    free = thinking.submit(ask()).result().token_ids
    assert END not in free[: budget + 1]  # left alone, this model never closes its thoughts this soon
    done = thinking.submit(ask(budget)).result()
    ids = done.token_ids
    assert ids.index(END) == budget and ids[:budget] == free[:budget]  # the same thoughts, cut at the budget
    assert len(ids) > budget + 1 and done.finish_reason == "length"  # and the answer goes on after the tag
    sampled = thinking.submit(ask(budget, temperature=1.0, seed=7)).result().token_ids
    assert sampled.index(END) == budget


def test_budgets_hold_in_a_batch(thinking):
    handles = [thinking.submit(ask(b, n=30)) for b in (3, 5, 9)]
    done = [h.result() for h in handles]
    assert sum(d.stats.batched for d in done) >= 2
    assert [d.token_ids.index(END) for d in done] == [3, 5, 9]


def test_the_budget_follows_the_models_own_tags():
    """Opened by the model (after whitespace), closed early, or no thinking at all: only an open thought that
    reaches the budget is ended."""
    blank = type("T", (), {"decode": lambda self, ids: " " if ids == [7] else "x"})()

    def run(tokens, budget=3, prompt=(1, 2)):
        b = ThinkingBudget((START,), (END,), budget, list(prompt), blank)
        forced, history = [], list(prompt)
        for i in range(len(tokens) + 1):
            out = b(mx.array(history), mx.zeros((1, 49216)))
            forced.append(bool(out[0, END].item() == 0 and out[0, 0].item() == -float("inf")))
            if i < len(tokens):
                history.append(tokens[i])
        return forced

    assert run([7, START, 5, 6, 8]) == [False] * 5 + [True]  # thoughts of 3 tokens: the end tag is next
    assert run([START, 5, END, 6, 6, 6]) == [False] * 7  # closed before the budget
    assert run([5, 6, 6, 6, 6]) == [False] * 6  # it answered without thinking
    assert run([5, 6, 8], prompt=(1, START, 7)) == [False] * 3 + [True]  # the template opened the thoughts
    b = ThinkingBudget((START,), (END,), 2, [1], blank)
    b.resync([START, 5, 6])  # moved to a batch with its thoughts at the budget
    assert b(mx.array([1, START, 5, 6]), mx.zeros((1, 49216)))[0, 0].item() == -float("inf")
