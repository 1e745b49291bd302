"""The scheduler: waiting and running requests, which path each takes, one step of all of them, and where
their caches go when they end. Engine thread only.

A request is admitted at the start of a step: its prompt is rendered (context policy applied), the cache
pool gives it the longest cached prefix, and it takes a path. Seeded requests and requests with a draft
model take the single-sequence path (a seeded one must not depend on its batch; speculative decoding is a
single-sequence loop). Others take it too while they are alone, drafting by prompt lookup; when a second
one arrives, the lone one moves into the batch at a token boundary and both decode together on mlx-lm's
BatchGenerator. Draft costs are measured per model pair and shared by the requests that use it.
"""

from __future__ import annotations

from collections import deque
from time import perf_counter

from macllm.batch import BatchDecoder
from macllm.cache_pool import CachePool
from macllm.decode import PREFILL_STEP, SequenceDecoder
from macllm.draft_control import DraftController, DraftCosts
from macllm.drafting import LookupProposer, ModelProposer
from macllm.errors import MacllmError
from macllm.requests import RequestHandle
from macllm.sampling import RequestSampling, make_sampling
from macllm.sequence import Sequence, render_prompt


class Scheduler:
    def __init__(self, pool: CachePool, batching: bool = True, max_batch: int = 32, max_draft_tokens: int = 8):
        self.pool = pool
        self.batching, self.max_batch = batching, max_batch
        self.max_draft_tokens = max_draft_tokens
        self.draft_costs: dict[tuple, DraftCosts] = {}  # (target key, proposer) -> measured costs
        self.lm = self.draft = None
        self.waiting: deque[tuple[RequestHandle, float]] = deque()
        self.singles: list[SequenceDecoder] = []
        self.batch: BatchDecoder | None = None
        self.prefilled_tokens = 0  # tokens run through the target model for prompts, over the engine's life

    def set_models(self, lm, draft) -> None:
        """Called between requests (the engine defers loads until none runs)."""
        self.lm, self.draft, self.batch = lm, draft, None

    @property
    def running(self) -> int:
        return len(self.singles) + (len(self.batch) if self.batch else 0)

    def has_work(self) -> bool:
        return bool(self.waiting) or self.running > 0

    def add(self, handle: RequestHandle, submitted_at: float) -> None:
        self.waiting.append((handle, submitted_at))

    def fail_all(self, error: BaseException) -> None:
        """Fail every request in flight and start from a clean slate (after an unexpected error in a step)."""
        seqs = [d.seq for d in self.singles] + (list(self.batch.seqs.values()) if self.batch else [])
        self.singles, self.batch = [], None
        for seq in seqs:
            seq.fail(error)

    def cancel_all(self) -> None:
        for handle, _ in self.waiting:
            handle.cancel()
        for seq in [d.seq for d in self.singles] + (list(self.batch.seqs.values()) if self.batch else []):
            seq.handle.cancel()

    # -- one step ------------------------------------------------------------------------------------------
    def step(self) -> None:
        while self.waiting:
            handle, submitted_at = self.waiting.popleft()
            self._admit(handle, submitted_at)
        for dec in list(self.singles):
            try:
                finished = dec.step()
            except Exception as e:
                self.singles.remove(dec)
                dec.seq.fail(e)
                continue
            if finished:
                self.singles.remove(dec)
                cache, tokens, _ = dec.detach()
                self._finish(dec.seq, cache, tokens, dec.draft_state(), dec.draft_stats())
        if self.batch is not None and len(self.batch):
            try:
                done = self.batch.step()
            except Exception as e:
                for seq in self.batch.abandon():
                    seq.fail(e)
                self.batch = None
                return
            for seq, cache, tokens in done:
                self._finish(seq, cache, tokens)

    # -- admission -----------------------------------------------------------------------------------------
    def _admit(self, handle: RequestHandle, submitted_at: float) -> None:
        request = handle.request
        try:
            if self.lm is None:
                raise MacllmError("no model is loaded; run 'macllm pull smollm2-135m' and pass --model")
            lm = self.lm
            tokens, dropped = render_prompt(request, lm.tokenizer, lm.context_length)
            max_tokens = max(1, min(request.params.max_tokens, lm.context_length - len(tokens)))
            seq = Sequence(handle, tokens, lm.tokenizer, max_tokens, submitted_at, dropped)
            if handle.cancelled:
                seq.finish_reason = "cancelled"
                seq.done()
                return
            cache, reused, source = self._cached(lm, tokens, request.cache)
            proposers, draft_lag = self._proposers(request, tokens, reused)
            seq.stats.reused_tokens, seq.stats.cache_source = reused, source if reused else "none"
            seq.prefill_started = perf_counter()
            self.prefilled_tokens += len(tokens) - reused
            todo = tokens[reused:]
            if proposers and not _trimmable(cache):
                proposers = []  # rejected drafts could not be rolled back out of this model's cache
            with_model = any(p.kind == "model" for p in proposers)
            single = with_model or request.params.seed is not None or not self.batching
            lone = [d for d in self.singles if d.batchable]
            if single or (not lone and not (self.batch and len(self.batch))):
                drafters = []
                for p in proposers:
                    key = (lm.key, self.draft.key if p.kind == "model" else "lookup")
                    costs = self.draft_costs.setdefault(key, DraftCosts())
                    drafters.append((p, DraftController(costs, self.max_draft_tokens, request.draft_tokens)))
                self.singles.append(SequenceDecoder(seq, lm.model, cache, todo, RequestSampling(request.params),
                                                    drafters, draft_lag))
                return
            batch = self._batch()
            for dec in lone:  # the lone request joins the batch at a token boundary
                self.singles.remove(dec)
                d_cache, d_tokens, d_todo = dec.detach()
                batch.add(dec.seq, d_todo, d_cache, d_tokens, *make_sampling(dec.seq.request.params))
            batch.add(seq, todo, cache, tokens[:reused], *make_sampling(request.params))
        except Exception as e:
            from macllm.events import GenerationFailed

            message = str(e) if isinstance(e, MacllmError) else f"generation failed ({type(e).__name__}: {e})"
            handle.put(GenerationFailed(message, e))

    def _proposers(self, request, tokens: list[int], reused: int):
        """(proposers in order of preference, tokens the draft model's cache must catch up on before the
        target's todo). "auto" with a draft model loaded uses both: prompt lookup where it finds a match
        (free), the draft model elsewhere; each has its own controller."""
        mode = request.draft
        if mode == "model" and self.draft is None:
            raise MacllmError("this request asks for a draft model but none is loaded; pass --draft NAME (or --draft lookup)")
        if mode == "off":
            return [], []
        proposers = [LookupProposer()] if mode in ("auto", "lookup") else []
        if mode == "lookup" or self.draft is None:
            return proposers, []
        draft_cache, draft_reused, _ = self._cached(self.draft, tokens, request.cache, at_most=reused)
        proposers.append(ModelProposer(self.draft.model, draft_cache, tokens[:draft_reused]))
        return proposers, tokens[draft_reused:reused]

    def _batch(self) -> BatchDecoder:
        if self.batch is None:
            self.batch = BatchDecoder(self.lm.model, self.lm.tokenizer.eos_token_ids, PREFILL_STEP, self.max_batch)
        return self.batch

    def _cached(self, lm, tokens: list[int], use_pool: bool, at_most: int | None = None):
        """(cache, tokens reused, source) for `tokens` under model `lm`: from the pool, or a fresh cache."""
        from mlx_lm.models.cache import make_prompt_cache

        from macllm.cache_pool import is_plain

        fresh = make_prompt_cache(lm.model)
        if use_pool:
            found = self.pool.fetch(lm.key, tokens[: at_most + 1] if at_most is not None else tokens, disk_ok=is_plain(fresh))
            if found.cache is not None:
                return found.cache, found.reused, found.source
        return fresh, 0, "none"

    # -- the end of a request ------------------------------------------------------------------------------
    def _finish(self, seq: Sequence, cache, tokens: list[int], draft_state=None, draft_stats=None) -> None:
        import mlx.core as mx

        if seq.request.cache:
            try:
                if cache:
                    self.pool.insert(self.lm.key, tokens, cache, persist=seq.request.persist, tag=seq.request.cache_tag)
                if draft_state and draft_state[1] and self.draft is not None:
                    self.pool.insert(self.draft.key, draft_state[1], draft_state[0], tag=seq.request.cache_tag)
            except Exception:  # a cache that cannot be kept costs a recompute, never the answer
                pass
        try:
            seq.done(mx.get_peak_memory() / 1e9, draft_stats)
        except Exception as e:  # the handle must end either way
            seq.fail(e)


def _trimmable(cache) -> bool:
    from mlx_lm.models.cache import can_trim_prompt_cache

    return can_trim_prompt_cache(cache)
