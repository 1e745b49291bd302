"""Constrained decoding: an answer that must follow a grammar (a JSON schema, a forced tool call), enforced token
by token with llguidance. Engine thread only (it builds MLX masks).

llguidance was chosen by measurement (scripts/grammar_choice.py, on the starter's 49k-token vocabulary):
compiling a schema takes ~1 ms (outlines-core builds a full index: 40-200x longer, paid by every request
before its first token), and a token's mask ~15-25 us at the median, next to a decode step of several ms.
It also rolls back and takes Lark grammars (tool calls wrap JSON in tags). xgrammar needs torch.

A grammar is a plain string (requests.Request.grammar) made by `macllm.structured`; here it becomes a logits
processor in mlx-lm's form, `processor(tokens, logits) -> logits`, which both decode paths call once per
sampled token, in order. The first call after creation (or `resync`) computes the mask for the first token;
every later call first consumes the token sampled at the previous call, which is the last of `tokens`.
"""

from __future__ import annotations

import numpy as np

_tokenizers: dict[str, object] = {}


def logits_width(lm) -> int:
    """How many logits the model gives per token (its config's vocab_size, which may pad the tokenizer's)."""
    return int(lm.config.get("vocab_size") or len(lm.tokenizer._tokenizer))


def llg_tokenizer(lm):
    """llguidance's view of a model's tokenizer (built once per model: ~0.3 s)."""
    import llguidance

    key = lm.key
    if key not in _tokenizers:
        hf = lm.tokenizer._tokenizer
        n_vocab = logits_width(lm)
        _tokenizers.clear()  # one model at a time
        _tokenizers[key] = llguidance.LLTokenizer(
            hf.backend_tokenizer.to_str(), n_vocab=n_vocab, eos_token=sorted(lm.tokenizer.eos_token_ids)
        )
    return _tokenizers[key]


class GrammarProcessor:
    """Masks every token the grammar does not allow next; once the grammar is complete, only end-of-sequence."""

    def __init__(self, lm, grammar: str):
        import llguidance

        self.tokenizer = llg_tokenizer(lm)
        self.matcher = llguidance.LLMatcher(self.tokenizer, grammar)
        if self.matcher.is_error():
            from macllm.errors import MacllmError

            raise MacllmError(f"the response format cannot be used: {self.matcher.get_error()}")
        self.eos = sorted(lm.tokenizer.eos_token_ids)
        self.consumed = 0
        self.fresh = True
        self._bits = np.zeros((1, (self.tokenizer.vocab_size + 31) // 32), dtype=np.int32)

    def resync(self, emitted: int) -> None:
        """The sequence moved to the other decode path with `emitted` tokens out: roll back what it sampled
        past them, and let the next call compute a mask without consuming."""
        if self.consumed > emitted:
            self.matcher.rollback(self.consumed - emitted)
            self.consumed = emitted
        self.fresh = True

    def __call__(self, tokens, logits):
        import mlx.core as mx
        from llguidance.numpy import fill_next_token_bitmask

        if self.fresh:
            self.fresh = False
        else:
            token = int(tokens[-1].item())
            if not self.matcher.is_stopped():
                self.matcher.consume_token(token)
            self.consumed += 1
        width = logits.shape[-1]
        if self.matcher.is_error() or self.matcher.is_stopped():
            allowed = np.zeros(width, dtype=bool)
            allowed[[t for t in self.eos if t < width]] = True
        else:
            fill_next_token_bitmask(self.matcher, self._bits)
            allowed = np.unpackbits(self._bits.view(np.uint8), bitorder="little")[:width].astype(bool)
            if allowed.shape[0] < width:
                allowed = np.pad(allowed, (0, width - allowed.shape[0]))
        return mx.where(mx.array(allowed), logits, mx.array(-np.inf, dtype=logits.dtype))
