"""Per-token log-probabilities for the requests that ask (Request.logprobs). Engine thread only.

What is reported is the log-softmax of the model's raw logits at each position, in float32: the model's own
distribution, before repetition / presence / frequency penalties, logit_bias, a grammar's mask, the
temperature and the top-p / top-k / min-p filters shape what the sampler draws from. That is what OpenAI
describes ("the log probability of this token") and what vLLM reports by default (`raw_logprobs`); it does not
change with the sampling settings, so a greedy token is always the first of its top alternatives.

A prompt's tokens get theirs only for a request that asks (Request.prompt_logprobs): the single path's prefill
then scores each chunk's positions against the next prompt tokens, SCORE_ROWS logits rows at a time
(prefill_scored).

Both decode paths use it only for rows that asked: the single path computes it from the logits it already
has (a speculative round's verify rows give the accepted drafts theirs, so such requests keep drafting); the
batch path puts a RawLogits recorder first in the row's logits processors, since mlx-lm's BatchGenerator
hands the sampler only the processed, normalised rows.
"""

from __future__ import annotations

import codecs
import weakref
from collections import deque

from macllm.events import TokenLogprob
from macllm.runtime.memory import LOGIT_ROWS

SCORE_ROWS = LOGIT_ROWS  # a scored prompt's logits rows live at a time: what the memory plan counts
_PIECES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # tokenizer -> its tokens' bytes, while loaded


def pick(logits, tokens, k: int):
    """Lazy (logprobs (n,) of `tokens` (n,), top ids (n, k), top logprobs (n, k)) for raw logits rows (n, V),
    the top most likely first (None, None when k is 0)."""
    import mlx.core as mx

    lp = logits.astype(mx.float32)
    lp = lp - mx.logsumexp(lp, axis=-1, keepdims=True)
    chosen = mx.take_along_axis(lp, tokens.reshape(-1, 1).astype(mx.int32), axis=-1)[:, 0]
    if not k:
        return chosen, None, None
    ids = mx.argpartition(-lp, kth=k - 1, axis=-1)[:, :k]
    values = mx.take_along_axis(lp, ids, axis=-1)
    order = mx.argsort(-values, axis=-1)
    return chosen, mx.take_along_axis(ids, order, axis=-1), mx.take_along_axis(values, order, axis=-1)


def rows(picked) -> list[tuple[float, list[tuple[int, float]]]]:
    """pick()'s arrays as Python: per row (logprob, [(token, logprob), ...])."""
    chosen, ids, values = picked
    if ids is None:
        return [(c, []) for c in chosen.tolist()]
    return [(c, list(zip(i, v))) for c, i, v in zip(chosen.tolist(), ids.tolist(), values.tolist())]


class RawLogits:
    """A logits processor that changes nothing and keeps each row it is handed, in order; first in a batch
    row's processors, it sees the model's raw logits for each token the row samples (mlx-lm's GenerationBatch
    calls a row's processors once per token, one token ahead of the one it returns)."""

    def __init__(self, k: int):
        self.k = k
        self.rows: deque = deque()

    def __call__(self, tokens, logits):
        self.rows.append(logits)
        return logits

    def take(self, token: int) -> tuple[float, list[tuple[int, float]]]:
        """The logprobs of the row's next returned token."""
        import mlx.core as mx

        return rows(pick(self.rows.popleft(), mx.array([token]), self.k))[0]


def prompt_rows(logits, following: list[int], k: int):
    """Lazy pick() of a prefill chunk's logits rows (n, V) against the prompt tokens that follow each row."""
    import mlx.core as mx

    return pick(logits[: len(following)], mx.array(following), k)


def prefill_scored(model, tokens: list[int], cache: list, following: list[int], k: int) -> list:
    """Feed `tokens` into `cache` and score each position against `following` (the prompt token after it; as
    long as `tokens`): pick()'s arrays per slice, evaluated, with the cache. At most SCORE_ROWS vocabulary-wide
    logits rows are live at a time (the memory plan's LOGIT_ROWS): the output layer runs over slices of the
    backbone's hidden states, or, for a model whose logits are not just its output layer's, the model itself
    over slices of the tokens (exact for any model, slower)."""
    import mlx.core as mx

    scored = []
    split = _output_split(model)
    if split is None:
        for i in range(0, len(tokens), SCORE_ROWS):
            logits = model(mx.array(tokens[i : i + SCORE_ROWS])[None], cache=cache)[0]
            scored.append(prompt_rows(logits, following[i : i + SCORE_ROWS], k))
            mx.eval([c.state for c in cache] + [scored[-1]])
        return scored
    backbone, head = split
    hidden = backbone(mx.array(tokens)[None], cache=cache)[0]
    mx.eval([c.state for c in cache] + [hidden])
    for i in range(0, len(following), SCORE_ROWS):
        scored.append(prompt_rows(head(hidden[i : i + SCORE_ROWS]), following[i : i + SCORE_ROWS], k))
        mx.eval(scored[-1])
    return scored


def _output_split(model):
    """(backbone, output layer) where the model's logits are its output layer (lm_head, or the tied embedding)
    over its backbone's hidden states, as in mlx-lm's llama, qwen and most others; None where they are not
    (a soft cap, a scale after the head, another layout)."""
    args = getattr(model, "args", None)
    if any(getattr(args, name, None) for name in ("final_logit_softcapping", "logit_scale", "logits_scaling")):
        return None
    backbone = getattr(model, "model", None)
    head = getattr(model, "lm_head", None)
    if head is None and hasattr(backbone, "embed_tokens"):
        head = backbone.embed_tokens.as_linear
    return None if backbone is None or head is None else (backbone, head)


def prompt_entries(tokens: list[int], scored: list, pieces: tuple[bytes, ...]) -> list[TokenLogprob]:
    """The prompt's TokenLogprobs from pick()'s lazy arrays over its chunks (scoring tokens[1:], in order): the
    first token's logprob is None; offsets count the characters of the prompt's text before each token."""
    scores = [(None, [])] + [row for picked in scored for row in rows(picked)]
    decoder, offset, out = codecs.getincrementaldecoder("utf-8")("replace"), 0, []
    for token, (value, top) in zip(tokens, scores):
        piece = pieces[token] if token < len(pieces) else b""
        out.append(
            TokenLogprob(token, piece, value, offset, [(t, pieces[t] if t < len(pieces) else b"", v) for t, v in top])
        )
        offset += len(decoder.decode(piece))
    return out


def token_pieces(tokenizer) -> tuple[bytes, ...]:
    """Every token's bytes, by id (made once per loaded tokenizer, on its first request that asks)."""
    if tokenizer not in _PIECES:
        _PIECES[tokenizer] = _pieces(tokenizer)
    return _PIECES[tokenizer]


def _pieces(tokenizer) -> tuple[bytes, ...]:
    """A byte-level BPE token's characters through GPT-2's byte map (one token may hold part of a UTF-8
    character), SentencePiece's pieces with their byte tokens and word marks, otherwise the token decoded alone."""
    from mlx_lm.tokenizer_utils import BPEStreamingDetokenizer, SPMStreamingDetokenizer, _byte_decoder

    detok = tokenizer.detokenizer
    if isinstance(detok, BPEStreamingDetokenizer):
        table = _byte_decoder()
        return tuple(
            b"".join(bytes([table[c]]) if c in table else c.encode() for c in piece) for piece in detok.tokenmap
        )
    if isinstance(detok, SPMStreamingDetokenizer):
        return tuple(piece.replace("\u2581".encode(), b" ") for piece in detok.tokenmap)
    return tuple(tokenizer.decode([i]).encode() for i in range(len(tokenizer.get_vocab())))
