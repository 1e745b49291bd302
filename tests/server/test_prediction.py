"""Predicted outputs through a real `macllm serve` (the starter): the prediction drafts, the greedy answer is the
same as without it, and it is refused where the answer cannot draft."""

from __future__ import annotations

import openai
import pytest

FILE = "def area(width, height):\n    return width * height\n\n\ndef perimeter(width, height):\n    return 2 * (width + height)\n"
ASK = [{"role": "user", "content": f"Rename width to w in this file and return the whole file:\n\n{FILE}"}]


def test_a_prediction_leaves_the_greedy_answer_as_it_is(server):
    client = server.client()
    ask = lambda **kw: client.chat.completions.create(  # noqa: E731
        model=server.model, messages=ASK, max_tokens=60, temperature=0, **kw
    )
    plain = ask().choices[0].message.content
    assert ask(prediction={"type": "content", "content": FILE}).choices[0].message.content == plain
    parts = {"type": "content", "content": [{"type": "text", "text": FILE}]}
    assert ask(prediction=parts).choices[0].message.content == plain
    with pytest.raises(openai.BadRequestError, match="do not draft"):
        ask(prediction={"type": "content", "content": FILE}, response_format={"type": "json_object"})
    with pytest.raises(openai.BadRequestError, match="prediction"):
        ask(prediction={"type": "code", "content": FILE})
