"""The sliding window at token granularity: what a prompt keeps when it does not fit the context.

It keeps the first tokens (the chat template's preamble and the system prompt, which also serve as the
attention sinks that models lean on) and the most recent ones, and leaves out a run of tokens between
them, cutting inside a message where it must. The run grows in strides of an eighth of the context rather
than token by token, so the prompt's cached prefix stays valid for several turns before the window moves.
Room is kept for an answer (up to a quarter of the context). Plain Python, no MLX.
"""

from __future__ import annotations

SINK_TOKENS = 4  # kept at least, when a prompt has no system prompt or template preamble
ANSWER_SHARE = 4  # an answer gets up to 1/ANSWER_SHARE of the context
STRIDE_SHARE = 8  # the window moves by 1/STRIDE_SHARE of the context at a time


def head_length(tokenizer, system: str | None) -> int:
    """Tokens before the first message's text: the template's preamble, the system prompt, the user header."""
    head = [{"role": "system", "content": system}] if system else []
    a = tokenizer.apply_chat_template(head + [{"role": "user", "content": "a"}], add_generation_prompt=False)
    b = tokenizer.apply_chat_template(head + [{"role": "user", "content": "b"}], add_generation_prompt=False)
    n = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return max(n, SINK_TOKENS)


def answer_room(context: int, max_tokens: int) -> int:
    return max(1, min(max_tokens, context // ANSWER_SHARE))


def slide(tokens: list[int], keep: int, dropped_before: int, context: int, room: int) -> tuple[list[int], int]:
    """(the window, tokens left out after the first `keep`): the whole prompt when it fits with `room` to
    spare and nothing was left out before; else the first `keep` and the most recent tokens."""
    if len(tokens) + room <= context and dropped_before == 0:
        return tokens, 0
    keep = min(keep, len(tokens) - 1)
    need = len(tokens) + room - context
    dropped = dropped_before
    if dropped < need:
        dropped = need + context // STRIDE_SHARE
    dropped = max(0, min(dropped, len(tokens) - keep - 1))  # the last token always stays
    return tokens[:keep] + tokens[keep + dropped :], dropped
