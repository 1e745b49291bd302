"""The engine's per-token logprobs (events.TokenLogprob) in OpenAI's shapes: chat completions'
`logprobs.content`, text completions' legacy `tokens` / `token_logprobs` / `top_logprobs` / `text_offset`,
and Responses' `output_text.logprobs`. No MLX.

A token's `bytes` are exact; its `token` string is its bytes as UTF-8, or, for a byte-level BPE token that holds
part of a character, `bytes:` and the bytes escaped (`bytes:\\xe2\\x80`), as OpenAI writes such tokens: join
the `bytes` to rebuild the text. A logprob too small for a float (none is, from raw logits) is -9999.0, OpenAI's
"very unlikely".
"""

from __future__ import annotations

import math

from macllm.events import TokenLogprob

UNLIKELY = -9999.0


def token_text(piece: bytes) -> str:
    try:
        return piece.decode("utf-8")
    except UnicodeDecodeError:
        return "bytes:" + "".join(f"\\x{b:02x}" for b in piece)


def _value(logprob: float) -> float:
    return logprob if math.isfinite(logprob) and logprob > UNLIKELY else UNLIKELY


def _one(piece: bytes, logprob: float, with_bytes: bool) -> dict:
    out = {"token": token_text(piece), "logprob": _value(logprob)}
    if with_bytes:
        out["bytes"] = list(piece)
    return out


def entry(e: TokenLogprob, with_bytes: bool = True) -> dict:
    """One token as chat completions and Responses give it (Responses' stream events leave `bytes` out)."""
    return {
        **_one(e.piece, e.logprob, with_bytes),
        "top_logprobs": [_one(piece, value, with_bytes) for _, piece, value in e.top],
    }


def chat(entries: list[TokenLogprob]) -> dict:
    """A chat choice's (or chunk choice's) `logprobs`."""
    return {"content": [entry(e) for e in entries], "refusal": None}


def completion(
    entries: list[TokenLogprob], prompt: list[TokenLogprob] | None = None, shift: int = 0, echoed: str | None = None
) -> dict:
    """A text completion choice's `logprobs`: per token its string, logprob, the top alternatives as a dict
    with the sampled token added (up to logprobs + 1 keys, as OpenAI's reference says), and its character
    offset in the choice's text. With `echo`, the prompt's tokens come first (the first one's logprob and
    alternatives null, as OpenAI gives them), their offsets into `echoed`, the prompt's text as echoed (see
    prompt_offsets), and the answer's offsets are shifted by the echoed prompt's length."""

    def top(e: TokenLogprob) -> dict | None:
        if e.logprob is None:
            return None
        out = {token_text(piece): _value(value) for _, piece, value in e.top}
        out.setdefault(token_text(e.piece), _value(e.logprob))
        return out

    both = list(prompt or []) + list(entries)
    offsets = prompt_offsets(list(prompt or []), echoed) + [e.offset + shift for e in entries]
    return {
        "tokens": [token_text(e.piece) for e in both],
        "token_logprobs": [None if e.logprob is None else _value(e.logprob) for e in both],
        "top_logprobs": [top(e) for e in both],
        "text_offset": offsets,
    }


def prompt_offsets(prompt: list[TokenLogprob], echoed: str | None = None) -> list[int]:
    """The prompt's tokens' offsets into `echoed`, the prompt as sent, which the echo returns. The engine counts
    them over its tokens' text, which has more in front where the tokenizer added what the prompt did not hold
    (a BOS token such as llama-3's <|begin_of_text|>, a SentencePiece word mark's space): those characters are
    taken off, so such a token's offset is 0 and the others index the echoed text."""
    if echoed is None or not prompt:
        return [e.offset for e in prompt]
    spelled = prompt_text(prompt)
    lead = len(spelled) - len(echoed) if spelled.endswith(echoed) else 0
    return [min(max(0, e.offset - lead), len(echoed)) for e in prompt]


def prompt_text(entries: list[TokenLogprob]) -> str:
    """A token prompt's text, from its tokens' bytes (the prompt as echoed when it was sent as token ids)."""
    return b"".join(e.piece for e in entries).decode("utf-8", "replace")


class Pending:
    """Entries that arrived with a stream's text and wait for the next frame that goes out (the text they came
    with may be held back: a possible tool call, a thinking tag); `done` adds those only the end carries."""

    def __init__(self):
        self.held: list[TokenLogprob] = []
        self.seen = 0

    def feed(self, entries: list[TokenLogprob]) -> None:
        self.held += entries
        self.seen += len(entries)

    def done(self, entries: list[TokenLogprob] | None) -> None:
        self.held += (entries or [])[self.seen :]
        self.seen = len(entries or [])

    def take(self) -> list[TokenLogprob]:
        out, self.held = self.held, []
        return out
