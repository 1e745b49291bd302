"""The single-sequence path: one request on mlx-lm's `generate_step` (or `speculative_generate_step` with a
draft model), advanced one token per engine step.

The prompt is prefilled here in chunks of PREFILL_STEP tokens, one chunk per engine step, before the
generator starts: other requests keep getting tokens between chunks, and a cancel is honoured during a
long prefill (mlx-lm's speculative generator has no progress callback to check it from).
"""

from __future__ import annotations

from macllm.sequence import Sequence

PREFILL_STEP = 256


class SequenceDecoder:
    def __init__(self, seq: Sequence, model, cache: list, todo: list[int], sampler, processors,
                 draft_model=None, draft_cache: list | None = None, num_draft_tokens: int = 3, draft_lag: list[int] = ()):
        self.seq = seq
        self.draft_lag = list(draft_lag)  # tokens the draft's cache still lacks before `todo` (its pool entry was shorter)
        self.model, self.cache = model, cache
        self.draft_model, self.draft_cache = draft_model, draft_cache
        self.todo = todo
        self.sampler, self.processors = sampler, processors
        self.num_draft_tokens = num_draft_tokens
        self.steps = None

    @property
    def batchable(self) -> bool:
        return self.draft_model is None and self.seq.request.params.seed is None

    def step(self) -> bool:
        """Prefill one chunk or generate one token; True once the sequence is finished."""
        import mlx.core as mx

        if self.seq.handle.cancelled:
            self.seq.finish_reason = "cancelled"
            return True
        if self.draft_lag:
            chunk = mx.array(self.draft_lag[:PREFILL_STEP])[None]
            self.draft_lag = self.draft_lag[PREFILL_STEP:]
            self.draft_model(chunk, cache=self.draft_cache)
            mx.eval([c.state for c in self.draft_cache])
            return False
        if self.steps is None and len(self.todo) > PREFILL_STEP:
            chunk = mx.array(self.todo[:PREFILL_STEP])[None]
            self.todo = self.todo[PREFILL_STEP:]
            self.model(chunk, cache=self.cache)
            if self.draft_model is not None:
                self.draft_model(chunk, cache=self.draft_cache)
            mx.eval([c.state for c in self.cache + (self.draft_cache or [])])
            return False
        if self.steps is None:
            self.steps = self._start()
        try:
            token, _, from_draft = next(self.steps)
        except StopIteration:
            self.seq.finish_reason = self.seq.finish_reason or "length"
            return True
        return self.seq.feed(token, from_draft)

    def _start(self):
        import mlx.core as mx
        from mlx_lm.generate import generate_step, speculative_generate_step

        common = dict(sampler=self.sampler, logits_processors=self.processors, prefill_step_size=PREFILL_STEP,
                      max_tokens=self.seq.max_tokens - len(self.seq.generated))
        prompt = mx.array(self.todo)
        if self.draft_model is not None:
            return speculative_generate_step(prompt, self.model, self.draft_model, num_draft_tokens=self.num_draft_tokens,
                                             prompt_cache=self.cache + self.draft_cache, **common)
        return ((t, lp, False) for t, lp in generate_step(prompt, self.model, prompt_cache=self.cache, **common))

    def detach(self) -> tuple[list, list | None, list[int], list[int]]:
        """Stop here: (cache, draft cache, the tokens they hold, the tokens still to feed).

        Once generation has started, the caches are cut to all but the last known token (the generator may have
        fed a rejected draft token at its place), which becomes the one token still to feed.
        """
        from mlx_lm.models.cache import trim_prompt_cache

        from macllm.cache_pool import cache_length

        if self.steps is not None:
            self.steps.close()
            known = self.seq.all_tokens
            keep = min(cache_length(self.cache), len(known) - 1)
            for cache in (self.cache, self.draft_cache):
                if cache:
                    trim_prompt_cache(cache, max(0, cache_length(cache) - keep))
            return self.cache, self.draft_cache, known[:keep], known[keep:]
        held = cache_length(self.cache)
        return self.cache, self.draft_cache, self.seq.tokens[:held], self.seq.tokens[held:]
