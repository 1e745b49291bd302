"""What the engine sends back: plain dataclasses with no MLX in them, safe to hand to any thread."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields


@dataclass(slots=True)
class GenerationStats:
    prompt_tokens: int = 0  # tokens of the whole rendered prompt
    reused_tokens: int = 0  # of those, taken from the engine's cache pool (not prefilled again)
    generation_tokens: int = 0
    ttft_s: float = 0.0
    prompt_tps: float = 0.0  # prefilled tokens per second
    generation_tps: float = 0.0
    peak_memory_gb: float = 0.0
    # memory in use when the answer ended (MLX's allocations): the weights, this request's KV cache, the KV the
    # pool keeps for other chats and prefixes, and the rest (activations, buffers)
    memory_weights_gb: float = 0.0
    memory_kv_gb: float = 0.0
    memory_pool_gb: float = 0.0
    memory_other_gb: float = 0.0
    kv_bits: int = 0  # 0: a full-precision KV cache
    context: int = 0  # the context this answer had
    dropped_tokens: int = 0  # prompt tokens left out by the sliding window (after the system prompt)
    cache_source: str = "none"  # where the reused prefix came from: "memory", "disk" or "none"
    batched: bool = False  # decoded in a batch with other requests (else the single-sequence path)
    # speculative decoding (see draft_control.py); drafter is "" when the request did not draft
    drafter: str = ""  # "model" or "lookup"
    draft_rounds: int = 0
    draft_tokens: int = 0  # tokens drafted
    draft_tokens_accepted: int = 0
    draft_acceptance: float = 0.0  # accepted / drafted
    tokens_per_round: float = 0.0  # tokens a speculative round yielded on average (accepted + 1)
    draft_length: int = 0  # the draft length the controller ended on (0: drafting was off)
    drafting: bool = False  # whether drafting was on when the answer ended

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict | None) -> GenerationStats:
        """From a stored answer's stats (the chat store); keys it does not know are ignored."""
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in (data or {}).items() if k in names})


def draft_text(s: GenerationStats) -> str:
    """'lookup 40/52 accepted (77%), 3.1 tokens/round, k=5' or 'lookup off' for the stats line and the app."""
    if not s.drafter:
        return ""
    if not s.draft_tokens:
        return f"{s.drafter} off"
    text = (
        f"{s.drafter} {s.draft_tokens_accepted}/{s.draft_tokens} accepted ({s.draft_acceptance:.0%}), "
        f"{s.tokens_per_round:.1f} tokens/round"
    )
    return text + (f", k={s.draft_length}" if s.drafting else ", now off")


MEMORY_PARTS = ("weights", "kv", "pool", "other")


def memory_parts(s: GenerationStats) -> dict[str, float]:
    """GB in use by part, from an answer's stats (all 0 where an answer carries none)."""
    return {k: getattr(s, f"memory_{k}_gb") for k in MEMORY_PARTS}


def memory_text(s: GenerationStats) -> str:
    """'mem 0.42 GB: weights 0.27, KV 0.02 (8-bit), pool 0.05, other 0.08' for the stats line."""
    parts = memory_parts(s)
    if not any(parts.values()):
        return ""
    kv = f" ({s.kv_bits}-bit)" if s.kv_bits else ""
    return (
        f"mem {sum(parts.values()):.2f} GB: weights {parts['weights']:.2f}, KV {parts['kv']:.2f}{kv}, "
        f"pool {parts['pool']:.2f}, other {parts['other']:.2f}"
    )


@dataclass(slots=True)
class TokenLogprob:
    """One generated token's log-probability, for a request that asked (Request.logprobs): the log-softmax of
    the model's raw logits at its position, before penalties, logit bias, a grammar or the sampler's
    temperature and filters reshape them (runtime/logprobs.py), and the most likely tokens there."""

    token: int
    piece: bytes  # the token's bytes (a byte-level BPE token may hold part of a UTF-8 character)
    logprob: float | None  # None only for a prompt's first token (Request.prompt_logprobs): nothing precedes it
    offset: int  # characters of the answer's text (a prompt's, for its tokens) before this token's text
    top: list[tuple[int, bytes, float]] = field(default_factory=list)  # (token, piece, logprob), most likely first


@dataclass(slots=True)
class TextChunk:
    text: str
    logprobs: list[TokenLogprob] = field(default_factory=list)  # of the tokens whose text starts in this chunk
    prompt_logprobs: list[TokenLogprob] | None = None  # on the first chunk, for a request that asked


@dataclass(slots=True)
class GenerationDone:
    text: str
    finish_reason: str  # "stop" | "length" | "cancelled"
    stats: GenerationStats
    token_ids: list[int] = field(default_factory=list)  # the generated tokens (an EOS that ended it included)
    # per generated token, for a request that asked (else None): the EOS that ended it and a stop string's
    # tokens (text cut from the answer) have none; the TextChunks carried the same entries, in order, except
    # those of tokens that added no text at the end
    logprobs: list[TokenLogprob] | None = None
    prompt_logprobs: list[TokenLogprob] | None = None  # per prompt token, for a request that asked


@dataclass(slots=True)
class GenerationFailed:
    message: str  # user-facing, says what to do
    error: BaseException | None = None
