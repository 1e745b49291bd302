"""A long chat's prompt tokens are tokenized from the turn before (chat_tokens.py), and are exactly the tokens of
the whole history tokenized afresh: turn by turn, after an edit, with special strings and odd text in messages."""

import pytest

from macllm.requests import Request
from macllm.runtime.chat_tokens import ChatTokens
from macllm.runtime.sequence import render_prompt
from macllm.sampling import SamplingParams

WORDS = "the cache pool keeps a chat's KV so the next turn prefills only its new tokens; naïve café 数据 🙂".split()


@pytest.fixture(scope="module")
def tokenizer(starter_dir):
    from mlx_lm.tokenizer_utils import load

    return load(starter_dir)


def message(i: int, n: int = 120) -> str:
    return " ".join(WORDS[(i * 7 + j) % len(WORDS)] for j in range(n))


def whole(tokenizer, msgs):
    return list(tokenizer.apply_chat_template(msgs, add_generation_prompt=True))


def text(tokenizer, msgs):
    return tokenizer.apply_chat_template(msgs, add_generation_prompt=True, tokenize=False)


def test_a_growing_chat_reuses_the_turn_before_and_gives_the_whole_tokens(tokenizer):
    chat, tokens = ChatTokens(tokenizer), ChatTokens(tokenizer)
    msgs = [{"role": "system", "content": "You are terse."}]
    reused = []
    for turn in range(12):
        msgs.append({"role": "user", "content": message(turn)})
        assert chat.encode(text(tokenizer, msgs)) == whole(tokenizer, msgs)
        reused.append(chat.reused_chars)
        # answers that start with spaces, end with newlines, or quote the template's own markers
        answer = ["  indented", "ends with a newline\n\n", "says <|im_end|> and <|im_start|>user", message(turn, 40)]
        msgs.append({"role": "assistant", "content": answer[turn % 4]})
    assert reused[:4] == [0] * 4 and all(r > 0 for r in reused[4:])  # kept once past MIN_CHARS (turn 4)
    # an edited early message: only the text before the edit can be kept, and the tokens are still exact
    msgs[1]["content"] = "edited " + msgs[1]["content"]
    assert chat.encode(text(tokenizer, msgs)) == whole(tokenizer, msgs)
    assert 0 < chat.reused_chars < 100
    assert tokens.encode(text(tokenizer, msgs[:5])) == whole(tokenizer, msgs[:5])  # a short chat: tokenized whole


def test_render_prompt_gives_the_templates_tokens_turn_after_turn(tokenizer):
    msgs = []
    for turn in range(8):
        msgs.append({"role": "user" if turn % 2 == 0 else "assistant", "content": message(turn)})
        request = Request(messages=list(msgs), system="Be brief.", params=SamplingParams(max_tokens=8))
        tokens, dropped = render_prompt(request, tokenizer, 1 << 20)
        assert tokens == whole(tokenizer, [{"role": "system", "content": "Be brief."}, *msgs]) and dropped == 0
