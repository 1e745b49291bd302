"""The single-sequence path: one request, advanced one engine step at a time, hosting speculative decoding.

A step is one of: a prefill chunk of prompt tokens, its size chosen by the scheduler's ChunkChoice from
measured costs (prefill.py; other requests get tokens between chunks, and a cancel is honoured during a long
prompt); a plain step (one token); or a speculative round (a proposer
from drafting.py guesses k tokens, the target verifies them with the pending token in one forward, and the
accepted prefix plus one token of the target's own are kept). The DraftController picks k each step from
measured costs, 0 when drafting does not pay.

Plain steps are pipelined as in mlx-lm's `generate_step`: the next token is queued before the current one is
read. This is macllm's own loop rather than mlx-lm's `speculative_generate_step` because that one fixes the
draft length for the whole answer, cannot switch drafting off, knows no prompt lookup, and samples draft and
target independently (accepting a draft only when both draws agree); here sampling requests use rejection
sampling (accept with probability min(1, p/q), else draw from the residual), which accepts more while the
output still follows the target's distribution exactly. Seeded requests instead compare the target's own
seeded draw with the draft, so their answers are the same with drafting as without.

A request that asks for its prompt's logprobs (Request.prompt_logprobs) prefills in chunks of at most
PROMPT_SCORE_CHUNK tokens, each scored against the prompt's next tokens with at most SCORE_ROWS logits rows
live at a time (logprobs.prefill_scored), and its chunks' costs are not recorded.

Invariant between steps, once generation has started: the target's cache holds exactly the tokens emitted so
far (prompt + answer), and `pending` is the next token, sampled but not yet emitted (with `pending_lp`, its
logprobs, lazy, for a request that asked: see logprobs.py; accepted drafts take theirs from the verify rows).
"""

from __future__ import annotations

from time import perf_counter

from macllm.runtime.logprobs import pick, prefill_scored, prompt_entries, rows
from macllm.runtime.prefill import DEFAULT_CHUNK, ChunkChoice
from macllm.runtime.prefill_grid import back_off, gridded, padding, trim
from macllm.runtime.sequence import Sequence

PROMPT_SCORE_CHUNK = 512  # tokens of a scored prefill chunk (its logits are computed SCORE_ROWS rows at a time)


class SequenceDecoder:
    def __init__(
        self, seq: Sequence, model, cache: list, todo: list[int], sampling, drafters=(), draft_lag: list[int] = ()
    ):
        """drafters: (proposer, controller) pairs in order of preference: prompt lookup (free) before a draft
        model; a step drafts with the first one whose controller is on and that has something to propose."""
        self.seq = seq
        self.model, self.cache = model, cache
        self.todo = todo
        self.sampling = sampling
        self.drafters = list(drafters)
        self.draft_model = next((p for p, _ in self.drafters if p.kind == "model"), None)
        self.draft_lag = list(draft_lag)  # tokens the draft model's cache lacks before `todo` (a shorter pool entry)
        self.pending = None  # mx.array (1,): the next token, not yet emitted
        self.pending_lp = None  # its logprobs (pick()'s lazy arrays), for a request that asked
        self.top = seq.request.logprobs  # None: no logprobs; else how many alternatives per token
        self.prompt_top = seq.request.prompt_logprobs  # the same for the prompt's tokens
        self.scored: list = []  # the prompt's scored chunks (pick()'s lazy arrays), while it prefills
        self.started = False
        self.stays = False  # never joins a batch (the scheduler's choice: a predicted output drafting)
        self.grid = 0  # attention shapes kept on a grid of this many tokens (prefill_grid.py; 0: off)
        self.aligned = False  # the prefill's start was put on the grid (once, at its first chunk)
        self.on = None  # this step's drafters that are on (drafting()), once asked
        self.layered = None  # a prompt chunk part-way through the model (layered_prefill.LayeredChunk)

    @property
    def batchable(self) -> bool:
        """Can join a batch at a token boundary (a draft model's cache and seeded draws cannot; a request that
        scores its prompt not before its prefill, the single path's, has ended)."""
        scoring = self.prompt_top is not None and not self.started
        return self.seq.request.params.seed is None and self.draft_model is None and not self.stays and not scoring

    @property
    def prefilling(self) -> bool:
        return not self.started

    def drafting(self) -> list:
        """(proposer, controller, k) of the drafters on for this step: each controller is asked once a step."""
        if self.on is None:
            self.on = [(p, c, k) for p, c in self.drafters if (k := c.next_k())]
        return self.on

    def fusable(self) -> str | None:
        """What this step can give a fused forward (fused_step.py): "prefill" (a chunk of a prompt not scored,
        no draft model), "decode" (a plain step that is not its last token), or None (it steps alone)."""
        if self.seq.handle.cancelled or self.draft_lag:
            return None
        if not self.started:
            whole = self.draft_model is None and self.prompt_top is None and self.layered is None
            return "prefill" if whole else None
        if len(self.seq.generated) + 1 < self.seq.max_tokens and not self.drafting():
            return "decode"
        return None

    def position(self) -> int:
        """Prompt tokens the cache holds, while it prefills."""
        return len(self.seq.tokens) - len(self.todo)

    def fed(self, n: int, logits=None) -> None:
        """A fused forward fed the next n prompt tokens; `logits`: the last one's, where they ended the prompt."""
        self.todo = self.todo[n:]
        if logits is not None:
            self._first(logits)

    def decoded(self, logits) -> bool:
        """A fused forward ran the pending token: the plain step with its logits; True once finished."""
        self.on = None
        return self._plain(logits)

    def step(self, choice: ChunkChoice | None = None) -> bool:
        """Prefill one chunk (of the size `choice` gives), or emit one token or a round's tokens; True once the
        sequence is finished."""
        import mlx.core as mx
        from mlx_lm.generate import generation_stream

        if self.seq.handle.cancelled:
            self.seq.finish_reason = "cancelled"
            return True
        with mx.stream(generation_stream):
            if self.draft_lag:
                chunk, self.draft_lag = self.draft_lag[:DEFAULT_CHUNK], self.draft_lag[DEFAULT_CHUNK:]
                self.draft_model.prefill(chunk)
                mx.eval([c.state for c in self.draft_model.cache])
                return False
            if not self.started:
                return self._prefill(choice)
            on, self.on = self.drafting(), None
            if not on:
                return self._plain()
            return self._round(on)

    # -- steps ---------------------------------------------------------------------------------------
    def _prefill(self, choice: ChunkChoice | None) -> bool:
        import mlx.core as mx

        if not self.aligned:
            self._align()
        if self.layered is not None or self._layer(choice):
            return self._slice(choice)
        position = len(self.seq.tokens) - len(self.todo)  # tokens the cache holds
        size = choice.size(position, len(self.todo)) if choice is not None else DEFAULT_CHUNK
        scoring = self.prompt_top is not None
        if scoring:
            size = min(size, PROMPT_SCORE_CHUNK)
        if len(self.todo) > size:
            chunk, self.todo = self.todo[:size], self.todo[size:]
            t0 = perf_counter()
            if scoring:
                self.scored += prefill_scored(self.model, chunk, self.cache, chunk[1:] + self.todo[:1], self.prompt_top)
            else:
                self.model(mx.array(chunk)[None], cache=self.cache)
            caches = list(self.cache)
            if self.draft_model is not None:
                self.draft_model.prefill(chunk)
                caches += self.draft_model.cache
            mx.eval([c.state for c in caches])
            if choice is not None and self.draft_model is None and not scoring:  # the target's cost alone
                choice.fed(size, position, perf_counter() - t0)
            return False
        if len(self.todo) > 1:  # as mlx-lm does: the rest without its last token, whose logits are never
            # computed (MLX is lazy), then the last token alone, so the output layer runs for one row, not a chunk
            if scoring:
                self.scored += prefill_scored(self.model, self.todo[:-1], self.cache, self.todo[1:], self.prompt_top)
            else:
                rest = self.todo[:-1]
                pad = padding(position, len(rest), self.grid) if self.grid and gridded(self.cache) else 0
                self.model(mx.array(rest + rest[-1:] * pad)[None], cache=self.cache)
                trim(self.cache, pad)  # the padded rows came after every real one: no real row saw them
        logits = self.model(mx.array(self.todo[-1:])[None], cache=self.cache)[:, -1, :]
        if scoring:
            self.seq.prompt_logprobs = prompt_entries(self.seq.tokens, self.scored, self.seq.pieces)
            self.scored = []
        if self.draft_model is not None:
            self.draft_model.prefill(self.todo)  # the draft is level with the target when the first token comes
        self._first(logits)
        return False

    def _layer(self, choice: ChunkChoice | None) -> bool:
        """Start the next chunk layered (layered_prefill.py) where streams decode beside this prompt: the chunk
        the choice gives, or the rest of the prompt but its last token (fed alone afterwards). False: the chunk
        runs whole (nothing decodes, a scored prompt, a draft model, a model or cache it does not apply to)."""
        from macllm.runtime import layered_prefill

        plan = getattr(choice, "layered", None)
        if plan is None or len(self.todo) < 2 or self.prompt_top is not None or self.draft_model is not None:
            return False
        if not layered_prefill.usable(self.model, self.cache):
            return False
        position = self.position()
        chosen = plan(position, len(self.todo), layered_prefill.layer_count(self.model))
        if chosen is None:
            return False
        size, per_layer = chosen
        tokens, pad, counted = self.todo[:size], 0, len(self.todo) > size
        if not counted:  # the prompt's rest: priced at its own length, not recorded as a sample of `size`
            tokens = self.todo[:-1]
            pad = padding(position, len(tokens), self.grid) if self.grid and gridded(self.cache) else 0
            per_layer = per_layer * (len(tokens) + pad) / size if per_layer is not None else None
        padded = tokens + tokens[-1:] * pad
        self.layered = layered_prefill.LayeredChunk(self.model, padded, self.cache, position, pad, per_layer, counted)
        return True

    def _slice(self, choice: ChunkChoice | None) -> bool:
        """Run the layered chunk's next layers, as many as this step's budget allows (all where no stream
        waits); once the chunk has run every layer, its tokens are in the cache."""
        from macllm.runtime import layered_prefill

        chunk = self.layered
        queued = layered_prefill.queued()  # then priced by the chunk's own work per layer, less the streams' step
        budget = choice.slice_budget(chunk.paced and not queued) if hasattr(choice, "slice_budget") else None
        pace = chunk.own if queued and chunk.own is not None else chunk.per_layer
        count = chunk.left if budget is None else layered_prefill.per_step(budget, pace, chunk.left, len(chunk.layers))
        step = choice.sizer.costs.step.value if hasattr(choice, "sizer") else None  # a queued chunk's cost is less it
        if not chunk.advance(count, budget is None or not queued, step):
            return False
        fed = chunk.n - chunk.pad
        self.todo = self.todo[fed:]
        self.layered = None
        if chunk.counted and choice is not None and hasattr(choice, "fed_layered"):
            choice.fed_layered(chunk.n, chunk.position, chunk.seconds)
        return False

    def _align(self) -> None:
        """Start the prefill on the grid (prefill_grid.py): give back the cached prefix's tokens past its last
        grid line and feed them again. Not with a draft model (its cache follows the target's chunks) or a
        scored prompt."""
        self.aligned = True
        position = len(self.seq.tokens) - len(self.todo)
        back = back_off(position, self.grid)
        if not back or self.draft_model is not None or self.prompt_top is not None or not gridded(self.cache):
            return
        trim(self.cache, back)
        self.todo = self.seq.tokens[position - back : position] + self.todo

    def _first(self, logits) -> None:
        """The prompt is in the cache: its first token sampled from its last logits, pending."""
        import mlx.core as mx

        self.todo = []
        self.pending = self._sample(logits, len(self.seq.generated))
        self.pending_lp = self._pick(logits, self.pending)
        mx.async_eval(self.pending, self.pending_lp)
        self.started = True

    def _sample(self, logits, position: int, pending=None):
        lp = self.sampling.logprobs(logits, self.seq.all_tokens, pending)
        return self.sampling.sample(lp, position)

    def _pick(self, logits, tokens):
        """Lazy logprobs of `tokens` under raw logits rows, or None for a request that did not ask."""
        return None if self.top is None else pick(logits, tokens, self.top)

    def _take_pending(self) -> tuple[int, tuple | None]:
        """The pending token and its logprobs (None when not asked), no longer pending."""
        token, lp = self.pending.item(), rows(self.pending_lp)[0] if self.pending_lp is not None else None
        self.pending = self.pending_lp = None
        return token, lp

    def _plain(self, logits=None) -> bool:
        """Queue the token after `pending`, then emit `pending` (mlx-lm's generate_step order). logits: the
        pending token's, from a fused forward (not the last token; its time is not the plain step's)."""
        import mlx.core as mx

        t0 = perf_counter()
        seq = self.seq
        fused = logits is not None
        last = len(seq.generated) + 1 >= seq.max_tokens
        nxt = nxt_lp = None
        if not last:
            if not fused:
                logits = self.model(self.pending[None], cache=self.cache)[:, -1, :]
            nxt = self._sample(logits, len(seq.generated) + 1, self.pending if self.sampling.processors else None)
            nxt_lp = self._pick(logits, nxt)
            mx.async_eval(nxt, nxt_lp)
        token, lp = self._take_pending()
        self.pending, self.pending_lp = nxt, nxt_lp
        finished = seq.feed(token, lp)
        for _, controller in self.drafters if not fused else ():
            controller.record_plain(perf_counter() - t0)
        if finished or nxt is None:
            seq.finish_reason = seq.finish_reason or "length"
            return True
        return False

    def _round(self, on: list) -> bool:
        """One speculative round: emit the pending token, draft with the first drafter that has something to
        propose (up to its k tokens), verify them in one forward."""
        import mlx.core as mx

        from macllm.runtime.drafting.verify import verify

        seq = self.seq
        y, y_lp = self._take_pending()
        if seq.feed(y, y_lp):
            return True
        tokens = seq.all_tokens
        left = seq.max_tokens - len(seq.generated)  # drafts past the limit would never be emitted
        drafts, missed = [], []
        for proposer, controller, k in on:
            proposer.catch_up(tokens)
            t0 = perf_counter()
            drafts, q = proposer.propose(tokens, min(k, left), self.sampling) if left > 0 else ([], None)
            t1 = perf_counter()
            if drafts:
                break
            missed.append(controller)
        if not drafts:  # nothing to propose: a plain step that could not be pipelined
            logits = self.model(mx.array([y])[None], cache=self.cache)[:, -1, :]
            self.pending = self._sample(logits, len(seq.generated))
            self.pending_lp = self._pick(logits, self.pending)
            mx.eval(self.pending, self.pending_lp)
            for controller in missed:
                controller.record_plain(perf_counter() - t0, pipelined=False)
            return False
        for other in missed:
            other.record_miss()
        logits = self.model(mx.array([y] + drafts)[None], cache=self.cache)[0]
        lp = self.sampling.logprobs(logits, tokens + drafts)
        accepted, bonus = verify(self.sampling, lp, drafts, q, len(seq.generated))
        rejected = len(drafts) - accepted
        if rejected:
            from mlx_lm.models.cache import trim_prompt_cache

            trim_prompt_cache(self.cache, rejected)
        proposer.accepted(accepted)
        controller.record_round(len(drafts), accepted, t1 - t0, perf_counter() - t1)
        kept = drafts[:accepted]
        kept_lp = rows(self._pick(logits[:accepted], mx.array(kept))) if kept and self.top is not None else []
        for i, token in enumerate(kept):
            if seq.feed(token, kept_lp[i] if kept_lp else None):
                return True
        self.pending = mx.array([bonus])
        self.pending_lp = self._pick(logits[accepted : accepted + 1], self.pending)
        return False

    # -- leaving -------------------------------------------------------------------------------------
    def detach(self) -> tuple[list, list[int], list[int]]:
        """Stop here: (cache, the tokens it holds, the tokens still to feed). The cache is cut to all but the
        last emitted token, which becomes the one token still to feed (a queued next token is dropped)."""
        from mlx_lm.models.cache import trim_prompt_cache

        from macllm.runtime.cache_pool import cache_length

        self.pending = self.pending_lp = None
        if self.layered is not None:  # a chunk part-way through the model: cut back off the layers that hold it
            self.layered.undo()
            self.layered = None
        if not self.started:
            held = cache_length(self.cache)
            return self.cache, self.seq.tokens[:held], self.seq.tokens[held:]
        known = self.seq.all_tokens
        keep = min(cache_length(self.cache), len(known) - 1)
        trim_prompt_cache(self.cache, max(0, cache_length(self.cache) - keep))
        if self.draft_model is not None:
            self.draft_model.trim_to(keep)
        return self.cache, known[:keep], known[keep:]

    def draft_state(self) -> tuple[list, list[int]] | None:
        """The draft model's (cache, tokens) to keep in the pool, after detach()."""
        if self.draft_model is None:
            return None
        return self.draft_model.cache, self.draft_model.tokens

    def draft_stats(self) -> dict:
        """GenerationStats fields: the drafters' figures summed (drafter "lookup+model" when both ran)."""
        if not self.drafters:
            return {}
        from macllm.runtime.drafting.controller import combined_stats

        return combined_stats([(p.kind, c) for p, c in self.drafters])
