"""One admitted request on the engine thread: its prompt tokens, what it has generated, its text (stop strings,
detokenizer), its stats, and the events it sends to its handle. Both decode paths feed it tokens."""

from __future__ import annotations

from time import perf_counter

from macllm.errors import ContextOverflow
from macllm.events import GenerationDone, GenerationFailed, GenerationStats, TextChunk, TokenLogprob
from macllm.requests import Request, RequestHandle
from macllm.runtime.chat_tokens import chat_tokens
from macllm.runtime.context_window import SINK_TOKENS, answer_room, head_length, slide
from macllm.runtime.stop_strings import StopStrings


def render_prompt(request: Request, tokenizer, context_length: int) -> tuple[list[int], int]:
    """The request's prompt tokens and how many it leaves out under the sliding window (see context_window)."""
    if request.prompt is not None or request.text is not None:
        tokens = list(request.prompt) if request.prompt is not None else list(tokenizer.encode(request.text))
        keep = SINK_TOKENS
    else:
        head = [{"role": "system", "content": request.system}] if request.system else []
        extra = {"tools": request.tools} if request.tools else {}
        if request.thinking is not None:  # the template's switch (mlx-lm passes it under the template's own name)
            extra["enable_thinking"] = request.thinking
        text = tokenizer.apply_chat_template(
            head + request.messages, add_generation_prompt=True, tokenize=False, **extra
        )
        tokens = chat_tokens(tokenizer).encode(text)  # a long history's tokens come from the turn before
        keep = head_length(tokenizer, request.system) if request.context_policy == "sliding" else 0
    dropped = 0
    if request.context_policy == "sliding":
        room = answer_room(context_length, request.params.max_tokens)
        tokens, dropped = slide(tokens, keep, request.dropped_tokens, context_length, room)
    if len(tokens) + 1 > context_length:
        raise ContextOverflow(
            f"the prompt is {len(tokens)} tokens but the context holds {context_length}; "
            "shorten the message, start a new chat, choose the sliding window (--sliding-window), "
            "or ask for a longer context (--context)"
        )
    return tokens, dropped


class Sequence:
    """Every field is declared here (`__slots__`): the scheduler passes what it decided at admission (the
    context, the KV cache's precision, a grammar) to the constructor, and the decode paths change only the
    generated tokens, the finish reason, the stats and the first token's time."""

    __slots__ = (
        "handle",
        "request",
        "tokens",
        "generated",
        "max_tokens",
        "submitted_at",
        "context",
        "kv_bits",
        "grammar",
        "thinking",
        "eos",
        "detok",
        "stopper",
        "stats",
        "finish_reason",
        "prefill_started",
        "first_token_at",
        "logprobs",
        "pieces",
        "streamed",
        "logprobs_sent",
        "prompt_logprobs",
        "prompt_sent",
    )

    def __init__(
        self,
        handle: RequestHandle,
        tokens: list[int],
        tokenizer,
        max_tokens: int,
        submitted_at: float,
        dropped: int = 0,
        *,
        context: int = 0,
        kv_bits: int = 0,
        grammar=None,
        thinking=None,
        reused: int = 0,
        cache_source: str = "none",
    ):
        """kv_bits: the precision of the cache it got (0: full); grammar: the constrained.GrammarProcessor of a
        constrained request; thinking: the thinking.ThinkingBudget of a request with a budget; reused /
        cache_source: the prompt tokens the cache pool gave it, and from where. Prefill starts now
        (prefill_started)."""
        self.handle, self.request = handle, handle.request
        self.tokens = tokens
        self.generated: list[int] = []
        self.max_tokens = max_tokens
        self.submitted_at = submitted_at
        self.context, self.kv_bits, self.grammar, self.thinking = context, kv_bits, grammar, thinking
        self.eos = set(tokenizer.eos_token_ids)
        self.detok = tokenizer.detokenizer
        self.stopper = StopStrings(self.request.params.stop)
        self.stats = GenerationStats(
            prompt_tokens=len(tokens),
            dropped_tokens=dropped,
            reused_tokens=reused,
            cache_source=cache_source if reused else "none",
        )
        self.finish_reason: str | None = None
        self.prefill_started = perf_counter()
        self.first_token_at: float | None = None
        # a request that asked for logprobs: one TokenLogprob per token fed (EOS aside), the tokens' bytes, the
        # characters of text the detokenizer has given so far, and how many entries went out in TextChunks
        self.logprobs: list[TokenLogprob] | None = None
        self.pieces: tuple[bytes, ...] = ()
        if self.request.logprobs is not None or self.request.prompt_logprobs is not None:
            from macllm.runtime.logprobs import token_pieces

            self.pieces = token_pieces(tokenizer)
        if self.request.logprobs is not None:
            self.logprobs = []
        self.streamed = self.logprobs_sent = 0
        # a request that asked for its prompt's: set by the prefill (single.py), sent with the first TextChunk
        self.prompt_logprobs: list[TokenLogprob] | None = None
        self.prompt_sent = False

    @property
    def all_tokens(self) -> list[int]:
        return self.tokens + self.generated

    def feed(self, token: int, logprob: tuple[float, list[tuple[int, float]]] | None = None) -> bool:
        """Take one generated token (with its logprob and top alternatives, for a request that asked for them);
        True once the sequence is finished (EOS, stop string, length, cancel)."""
        if self.first_token_at is None:
            self.first_token_at = perf_counter()
        self.generated.append(token)
        if token in self.eos:
            self.finish_reason = "stop"
            return True
        self.detok.add_token(token)
        segment = self.detok.last_segment
        if self.logprobs is not None and logprob is not None:
            top = [(t, self._piece(t), v) for t, v in logprob[1]]
            self.logprobs.append(TokenLogprob(token, self._piece(token), logprob[0], self.streamed, top))
        self.streamed += len(segment)
        out, hit = self.stopper.feed(segment)
        if out:
            self.handle.put(TextChunk(out, self._sent_logprobs(), self._prompt_once()))
        if hit:
            self.finish_reason = "stop"
        elif len(self.generated) >= self.max_tokens:
            self.finish_reason = "length"
        elif self.handle.cancelled:
            self.finish_reason = "cancelled"
        return self.finish_reason is not None

    def done(
        self, peak_memory_gb: float = 0.0, draft_stats: dict | None = None, memory: dict | None = None
    ) -> GenerationDone:
        """Flush held-back text and send GenerationDone with the stats."""
        for name, value in {**(draft_stats or {}), **(memory or {})}.items():
            setattr(self.stats, name, value)
        self.detok.finalize()
        if not self.stopper.hit:
            out, _ = self.stopper.feed(self.detok.last_segment, final=True)
            if out:
                self.handle.put(TextChunk(out, self._sent_logprobs(), self._prompt_once()))
        if self.logprobs is not None and self.stopper.hit:  # the stop string's tokens have no text in the answer
            self.logprobs = [e for e in self.logprobs if e.offset < len(self.stopper.text)]
        now, s = perf_counter(), self.stats
        s.generation_tokens = len(self.generated)
        if self.first_token_at is not None:
            s.ttft_s = self.first_token_at - self.submitted_at
            prefill_time = self.first_token_at - self.prefill_started
            s.prompt_tps = (s.prompt_tokens - s.reused_tokens) / max(prefill_time, 1e-9)
            if len(self.generated) > 1:
                s.generation_tps = (len(self.generated) - 1) / max(now - self.first_token_at, 1e-9)
        s.peak_memory_gb = peak_memory_gb
        reason = self.finish_reason or "cancelled"
        done = GenerationDone(self.stopper.text, reason, s, list(self.generated), self.logprobs, self.prompt_logprobs)
        self.handle.put(done)
        return done

    def _prompt_once(self) -> list[TokenLogprob] | None:
        """The prompt's logprobs on the first TextChunk only (GenerationDone carries them too)."""
        if self.prompt_sent or self.prompt_logprobs is None:
            return None
        self.prompt_sent = True
        return self.prompt_logprobs

    def _piece(self, token: int) -> bytes:
        return self.pieces[token] if token < len(self.pieces) else b""  # a padded vocabulary's spare ids

    def _sent_logprobs(self) -> list[TokenLogprob]:
        """The entries whose text has started to go out (the text released so far ends past their offset)."""
        if self.logprobs is None:
            return []
        released, start = len(self.stopper.text), self.logprobs_sent
        end = start
        while end < len(self.logprobs) and self.logprobs[end].offset < released:
            end += 1
        self.logprobs_sent = end
        return self.logprobs[start:end]

    def fail(self, error: BaseException) -> None:
        from macllm.errors import MacllmError

        message = (
            str(error) if isinstance(error, MacllmError) else f"generation failed ({type(error).__name__}: {error})"
        )
        self.handle.put(GenerationFailed(message, error))
