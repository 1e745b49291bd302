"""The scheduler: waiting and running requests, which path each takes, one step of all of them, and where
their caches go when they end. Engine thread only.

A request is admitted at the start of a step: its prompt is rendered (context policy applied), the cache
pool gives it the longest cached prefix, and it takes a path. Seeded requests and requests with a draft
model take the single-sequence path (a seeded one must not depend on its batch; speculative decoding is a
single-sequence loop). Others take it too while they are alone; when a second one arrives, the lone one
moves into the batch at a token boundary and both decode together on mlx-lm's BatchGenerator.
"""

from __future__ import annotations

from collections import deque
from time import perf_counter

from macllm.batch import BatchDecoder
from macllm.cache_pool import CachePool
from macllm.decode import PREFILL_STEP, SequenceDecoder
from macllm.errors import MacllmError
from macllm.requests import RequestHandle
from macllm.sampling import make_request_sampling
from macllm.sequence import Sequence, render_prompt


class Scheduler:
    def __init__(self, pool: CachePool, batching: bool = True, max_batch: int = 32, num_draft_tokens: int = 3):
        self.pool = pool
        self.batching, self.max_batch = batching, max_batch
        self.num_draft_tokens = num_draft_tokens
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
                cache, draft_cache, tokens, _ = dec.detach()
                self._finish(dec.seq, cache, tokens, draft_cache)
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
            draft = self.draft if request.use_draft else None
            cache, reused, source = self._cached(lm, tokens, request.cache)
            draft_cache, draft_lag = None, []
            if draft is not None:  # the draft catches up on what its own cache lacks; the target's is kept
                draft_cache, draft_reused, _ = self._cached(draft, tokens, request.cache, at_most=reused)
                draft_lag = tokens[draft_reused:reused]
            seq.stats.reused_tokens, seq.stats.cache_source = reused, source if reused else "none"
            seq.prefill_started = perf_counter()
            self.prefilled_tokens += len(tokens) - reused
            sampler, processors = make_request_sampling(request.params)
            todo = tokens[reused:]
            single = draft is not None or request.params.seed is not None or not self.batching
            lone = [d for d in self.singles if d.batchable]
            if single or (not lone and not (self.batch and len(self.batch))):
                self.singles.append(SequenceDecoder(seq, lm.model, cache, todo, sampler, processors,
                                                    draft.model if draft else None, draft_cache, self.num_draft_tokens,
                                                    draft_lag))
                return
            batch = self._batch()
            for dec in lone:  # the lone request joins the batch at a token boundary
                self.singles.remove(dec)
                d_cache, _, d_tokens, d_todo = dec.detach()
                batch.add(dec.seq, d_todo, d_cache, d_tokens, dec.sampler, dec.processors)
            batch.add(seq, todo, cache, tokens[:reused], sampler, processors)
        except Exception as e:
            from macllm.events import GenerationFailed

            message = str(e) if isinstance(e, MacllmError) else f"generation failed ({type(e).__name__}: {e})"
            handle.put(GenerationFailed(message, e))

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
    def _finish(self, seq: Sequence, cache, tokens: list[int], draft_cache=None) -> None:
        import mlx.core as mx

        if seq.request.cache:
            try:
                if cache:
                    self.pool.insert(self.lm.key, tokens, cache, persist=seq.request.persist, tag=seq.request.cache_tag)
                if draft_cache and self.draft is not None:
                    self.pool.insert(self.draft.key, seq.all_tokens, draft_cache, tag=seq.request.cache_tag)
            except Exception:  # a cache that cannot be kept costs a recompute, never the answer
                pass
        try:
            seq.done(mx.get_peak_memory() / 1e9)
        except Exception as e:  # the handle must end either way
            seq.fail(e)
