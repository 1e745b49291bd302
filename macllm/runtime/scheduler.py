"""The scheduler: waiting and running requests, which path each takes, one step of all of them. Engine thread only.

A request is admitted at the start of a step: its prompt is rendered (context policy applied), the cache pool gives
it the longest cached prefix (prefix_reuse.py, which also puts its cache back when it ends), and it takes a path.
Seeded requests, requests with a draft model and requests with a predicted output (Request.prediction, where they
draft) take the single-sequence path throughout (a seeded one must not depend on its batch; speculative decoding is
a single-sequence loop, and a prediction is worth something only to a request that drafts: the batch does not).
Others take it too while they are alone, drafting by prompt lookup; when a second one arrives, the lone one moves
into the batch at a token boundary and both decode together on mlx-lm's BatchGenerator. A prompt longer than a
chunk that arrives while others decode prefills beside them on the single path and joins their batch at its first
token: the batch's prompt processing costs a fixed ~30 ms per step on the H200 whatever the chunk (measured), which
would make every small chunk that bounds the streams' gap dear. For mlx-lm's llama and qwen2, such a prompt is fed in
the chunks fastest alone, a few of the model's layers per step (layered_prefill.py), as many as keep the streams'
gap within its budget; with that off (MACLLM_LAYERED_PREFILL=off), each chunk runs whole, in one forward with the
tokens of the single-path streams beside it (fused_step.py, plain caches), so their gap is the chunk's time, not
chunk plus step. Prefill chunk sizes come from measured costs (prefill.py): the fastest alone, within a gap budget
while streams decode. Requests with a quantized KV cache
(kv_bits) batch with those of the same precision (one batch per precision; kv_quant.py). Draft costs are measured
per model pair and shared by the requests that use it. The context a request gets is the loaded one (sized by the
memory plan), or one it asks for within the same budget.

Admission knows memory (admission.py, kv_budget.py): a request starts only when the KV it reserves (its prompt plus
max_tokens, at its precision) fits beside what the running requests reserve and the pool holds; where only the
pool is in the way, the pool spills its least recently used entries to the disk tier until it fits. Otherwise
it waits (`held`) and starts when running requests end. Waiting is first come, first served: while one waits,
the requests behind it wait too, even small ones that would fit, so a large request is never starved by a
stream of small ones. A request whose KV alone exceeds the budget fails at once, with the numbers.

With several ranks (`lockstep`, distributed.py) every rank runs this scheduler on the same requests; what
would depend on one rank's timings or memory is decided once for all: rank 0 chooses each prefill chunk and
each draft length (prompt lookup; a draft model is refused at load) and shares them, and the ranks agree that
a request can start (its memory verdict too: the strictest of every rank's) and on the cached prefix they all
hold (prefix_reuse.py).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from time import perf_counter

from macllm.errors import MacllmError
from macllm.requests import RequestHandle
from macllm.runtime.admission import MemoryAdmission, Pending, failed
from macllm.runtime.batch import BatchDecoder
from macllm.runtime.cache_pool import CachePool
from macllm.runtime.drafting.controller import DraftController, DraftCosts
from macllm.runtime.drafting.proposers import ModelProposer, make_lookup
from macllm.runtime.idle_prefill import IdlePrefill
from macllm.runtime.idle_prefill import wanted as idle_prefill_wanted
from macllm.runtime.kv_budget import KvBudget
from macllm.runtime.prefill import CHUNKS, DEFAULT_CHUNK, ChunkChoice, PrefillCosts, PrefillSizer
from macllm.runtime.prefill_grid import default_grid
from macllm.runtime.prefix_reuse import PrefixReuse, bits_of, kv_group_for, trimmable
from macllm.runtime.sampler import RequestSampling, make_sampling
from macllm.runtime.sequence import Sequence, render_prompt
from macllm.runtime.shape_warmer import ShapeWarmer
from macllm.runtime.single import SequenceDecoder
from macllm.runtime.thinking import make_budget


@dataclass(slots=True)
class Admission:
    """A request ready to be placed: its Sequence, the cache holding its first `reused` prompt tokens, and its
    drafting (proposers in order of preference, tokens the draft model's cache lags behind)."""

    seq: Sequence
    cache: list
    reused: int
    proposers: list
    draft_lag: list[int]


class Scheduler(MemoryAdmission, PrefixReuse):
    def __init__(self, pool: CachePool, batching: bool = True, max_batch: int = 32, max_draft_tokens: int = 8):
        self.pool = pool
        self.batching, self.max_batch = batching, max_batch
        self.max_draft_tokens = max_draft_tokens
        self.draft_costs: dict[tuple, DraftCosts] = {}  # (target key, proposer) -> measured costs
        self.lm = self.draft = None
        self.kv_bits = 0  # the default for requests that do not choose (0: full precision)
        self.memory = None  # the loaded model's MemoryPlan: longer contexts are checked against it
        self.weights_bytes = 0  # of the loaded models, as MLX holds them
        self.waiting: deque[tuple[RequestHandle, float]] = deque()
        self.singles: list[SequenceDecoder] = []
        self.batches: dict[int, BatchDecoder] = {}  # by KV precision (0: full): caches of one kind per batch
        self.prefilled_tokens = 0  # tokens run through the target model for prompts, over the engine's life
        self.prefill_costs: dict[str, PrefillCosts] = {}  # by model key: measured chunk and step costs
        self.sizer = PrefillSizer(PrefillCosts())
        self.prefill_beside = True  # long prompts prefill beside running streams (False: in their batch; benchmarks)
        self.fused_prefill = True  # their chunks carry single-path streams' tokens (fused_step.py; False: benchmarks)
        self.layered_prefill = True  # or are fed a few layers per step (layered_prefill.py; False: benchmarks)
        # a request with a prediction decodes on the single path beside the batch, drafting (False: it joins the
        # batch, which does not draft, and its prediction does nothing there; benchmarks)
        self.prediction_beside = True
        self.lockstep = None  # distributed.Lockstep when the engine runs on several ranks
        self.prefill_grid: int | None = None  # single-path attention shapes on this grid (prefill_grid.py), once known
        self.warmer: ShapeWarmer | None = None  # the grid's shapes run while idle (shape_warmer.py)
        self.idle_prefill: IdlePrefill | None = None  # scratch prompts' chunks run while idle (idle_prefill.py)
        self.kv_budget: KvBudget | None = None  # admission against the memory plan (None: no plan, no check)
        self.held: deque[Pending] = deque()  # waiting for running requests to free KV, first come first served
        self.memory_waits = 0  # requests that have waited in `held`, over the engine's life
        self.resident: dict[str, int] = {}  # bytes MLX holds beside the models (the embedder), shared by every slot

    def set_models(self, lm, draft, kv_bits: int = 0, memory=None) -> None:
        """Called between requests (the engine defers loads until none runs)."""
        from mlx.utils import tree_reduce

        idle_prefill = kv_bits == 0 and idle_prefill_wanted()  # (a full-precision cache's plans) before any change
        self.lm, self.draft, self.batches = lm, draft, {}
        self.kv_bits, self.memory = kv_bits, memory
        self.kv_budget = KvBudget(memory, lm.config, lm.weights, kv_bits) if lm is not None and memory else None
        if lm is not None:
            costs = self.prefill_costs.setdefault(lm.key, PrefillCosts())
            max_chunk = memory.max_chunk if memory is not None else CHUNKS[-1]
            self.sizer = PrefillSizer(costs, max_chunk, fixed=self.sizer.fixed)
            if self.prefill_grid is None:
                self.prefill_grid = default_grid()
            self.warmer = ShapeWarmer(
                lm.model, lambda: self.prefill_grid or 0, lm.context_length, max_chunk, self._alone_chunk
            )
            self.idle_prefill = IdlePrefill(lm.model, self.sizer, lm.context_length, applies=idle_prefill)
        else:
            self.idle_prefill = None
        self.weights_bytes = sum(
            tree_reduce(lambda a, x: a + x.nbytes, m.model.parameters(), 0) for m in (lm, draft) if m
        )

    @property
    def running(self) -> int:
        return len(self.singles) + sum(len(b) for b in self.batches.values())

    def _batched_seqs(self) -> list[Sequence]:
        return [seq for b in self.batches.values() for seq in b.seqs.values()]

    def sequences(self) -> list[Sequence]:
        """Every running request's Sequence."""
        return [d.seq for d in self.singles] + self._batched_seqs()

    def has_work(self) -> bool:
        return bool(self.waiting) or bool(self.held) or self.running > 0

    def add(self, handle: RequestHandle, submitted_at: float) -> None:
        self.waiting.append((handle, submitted_at))

    def fail_all(self, error: BaseException) -> None:
        """Fail every request in flight and start from a clean slate (after an unexpected error in a step)."""
        seqs = [d.seq for d in self.singles] + self._batched_seqs()
        self.singles, self.batches = [], {}
        for seq in seqs:
            seq.fail(error)

    def cancel_all(self) -> None:
        for handle, _ in self.waiting:
            handle.cancel()
        for p in self.held:
            p.handle.cancel()
        for seq in [d.seq for d in self.singles] + self._batched_seqs():
            seq.handle.cancel()

    # -- one step ------------------------------------------------------------------------------------------
    def step(self) -> None:
        self._start_held()
        while self.waiting:
            handle, submitted_at = self.waiting.popleft()
            self._admit(handle, submitted_at)
        self._join_after_prefill()
        t0 = perf_counter()
        fusion = self._fusion()
        choice, decoding = self._chunk_choice(fusion)
        fused = self._fused(fusion, choice) if fusion is not None else ()
        if fusion is not None and not fused:  # the fused forward failed, nothing changed: the step runs unfused
            t0 = perf_counter()
            choice, decoding = self._chunk_choice(None)
        for dec in list(self.singles):
            if dec in fused:
                continue
            try:
                finished = dec.step(choice)
            except Exception as e:
                self.singles.remove(dec)
                dec.seq.fail(e)
                continue
            if finished:
                self._end_single(dec)
        for bits, batch in list(self.batches.items()):
            if not len(batch):
                continue
            try:
                done = batch.step(choice)
            except Exception as e:
                for seq in batch.abandon():
                    seq.fail(e)
                del self.batches[bits]
                continue
            for seq, cache, tokens in done:
                self._finish(seq, cache, tokens)
        elapsed = perf_counter() - t0
        if decoding and not choice.used:  # the streams' normal gap between tokens
            self.sizer.costs.step.add(elapsed)
        choice.settle(elapsed)

    def _chunk_choice(self, fusion=None) -> tuple[ChunkChoice, bool]:
        """This step's prefill chunks: the fastest when nothing decodes, else shares of the gap budget (all of
        the gap where the fused forward, `fusion`, carries every stream that decodes this step); and whether
        any stream decodes."""
        prefills = sum(d.prefilling for d in self.singles) + sum(b.prefilling for b in self.batches.values())
        batch_decodes = any(b.decoding for b in self.batches.values())
        decoding = any(not d.prefilling for d in self.singles) or batch_decodes
        # a batch or a single-path stream outside the fused forward (one drafting, say) steps after it: its
        # streams' gap is the chunk plus that step, so the chunk gets the unfused budget
        fused = fusion is not None and not batch_decodes and all(d.prefilling or d in fusion[1] for d in self.singles)
        budget = self.sizer.gap_budget(fused) if decoding else None
        choice = ChunkChoice(self.sizer, budget / max(1, prefills) if budget is not None else None, decoding)
        choice.layering = self._layering()
        if self.lockstep is not None:
            from macllm.runtime.distributed import LockstepChoice

            choice = LockstepChoice(choice, self.lockstep)  # rank 0's sizes, on every rank
        return choice, decoding

    def _layering(self) -> bool:
        """Prompts beside streams are fed a few layers per step (layered_prefill.py; MACLLM_LAYERED_PREFILL,
        `layered_prefill`); each prompt's decoder checks that its model and cache allow it."""
        from macllm.runtime import layered_prefill

        return self.layered_prefill and self.lockstep is None and layered_prefill.enabled()

    def _fusion(self):
        """(the prompt, the streams) whose chunk and tokens run in one forward this step (fused_step.py), or
        None: fusion off (MACLLM_FUSED_PREFILL=off, `fused_prefill`), several ranks, nothing to fuse, or
        layered prefill on (it serves every prompt fusion could, its slices bounding the streams' gap)."""
        if not self.fused_prefill or self.lockstep is not None or self.lm is None or self._layering():
            return None
        from macllm.runtime import fused_step

        return fused_step.group(self.singles, self.lm.model)

    def _fused(self, fusion, choice: ChunkChoice) -> set:
        """Run one fused step; the decoders it stepped (none where its forward failed)."""
        from macllm.runtime import fused_step

        prefill, streams = fusion
        try:
            finished, failed = fused_step.run(prefill, streams, choice)
        except Exception:
            return set()  # the forward failed with every cache as it was: each steps alone, where only its own fails
        for dec, e in failed:
            self.singles.remove(dec)
            dec.seq.fail(e)
        for dec in finished:
            self._end_single(dec)
        return {prefill, *streams}

    def _end_single(self, dec: SequenceDecoder) -> None:
        self.singles.remove(dec)
        cache, tokens, _ = dec.detach()
        self._finish(dec.seq, cache, tokens, dec.draft_state(), dec.draft_stats())

    # -- admission -----------------------------------------------------------------------------------------
    def _admit(self, handle: RequestHandle, submitted_at: float) -> None:
        try:
            pending = self._render(handle, submitted_at)
            if pending is None:
                return
            if self._verdict(pending, queued=bool(self.held)):
                self._place(self._prepare(pending))
            else:
                self.held.append(pending)
                self.memory_waits += 1
        except Exception as e:
            failed(handle, e)

    def _render(self, handle: RequestHandle, submitted_at: float) -> Pending | None:
        """The request's context, rendered tokens, max_tokens and KV need. None when it was cancelled before it
        started (it has ended)."""
        request = handle.request
        if self.lm is None:
            raise MacllmError("no model is loaded; run 'macllm pull smollm2-135m' and pass --model")
        lm = self.lm
        try:
            context = self._context(request)
            tokens, dropped = render_prompt(request, lm.tokenizer, context)
        except Exception as e:
            self._agree(e)
            raise
        self._agree(None)
        max_tokens = max(1, min(request.params.max_tokens, context - len(tokens)))
        if handle.cancelled:
            seq = Sequence(handle, tokens, lm.tokenizer, max_tokens, submitted_at, dropped, context=context)
            seq.finish_reason = "cancelled"
            seq.done()
            return None
        kv_bits = self.kv_bits if request.kv_bits is None else request.kv_bits
        bits = kv_bits if kv_bits and kv_group_for(lm, kv_bits) and self.kv_supported() else 0  # as _cached
        with_model = self.draft is not None and request.draft in ("auto", "model") and request.grammar is None
        alone = with_model or request.params.seed is not None or not self.batching  # the single path throughout
        alone = alone or (self.prediction_beside and _predicts(request))
        p = Pending(handle, submitted_at, context, tokens, dropped, max_tokens)
        p.need = self._need(p, bits, not alone)
        return p

    def _prepare(self, p: Pending) -> Admission:
        """The request made ready to run: the cached prefix the pool has, its proposers and grammar, in a
        Sequence."""
        handle, submitted_at, context, tokens, dropped, max_tokens = (
            p.handle,
            p.submitted_at,
            p.context,
            p.tokens,
            p.dropped,
            p.max_tokens,
        )
        request, lm = handle.request, self.lm
        kv_bits = self.kv_bits if request.kv_bits is None else request.kv_bits
        # a prompt scored for its logprobs prefills whole: the pool's prefix holds no logits (it still feeds the pool)
        scored = request.prompt_logprobs is not None
        cache, reused, source = self._cached(lm, tokens, request.cache and not scored, kv_bits=kv_bits)
        if self.lockstep is not None:
            cache, reused, source = self._agree_prefix(lm, tokens, cache, reused, source, kv_bits)
        proposers, draft_lag = self._proposers(request, tokens, reused)
        grammar = None
        if request.grammar is not None:
            from macllm.runtime.constrained import GrammarProcessor

            grammar = GrammarProcessor(lm, request.grammar)
            proposers = draft_lag = []  # a constrained answer does not draft (its matcher would need rollbacks)
        thinking = make_budget(lm.tokenizer, request.thinking_budget, tokens)
        if thinking is not None:
            proposers = draft_lag = []  # it counts tokens in order, as a grammar does
        if proposers and not trimmable(cache):
            proposers = []  # rejected drafts could not be rolled back out of this model's cache
        seq = Sequence(
            handle,
            tokens,
            lm.tokenizer,
            max_tokens,
            submitted_at,
            dropped,
            context=context,
            kv_bits=bits_of(cache),  # 0 where the model's head size cannot be quantized
            grammar=grammar,
            thinking=thinking,
            reused=reused,
            cache_source=source,
        )
        self.prefilled_tokens += len(tokens) - reused
        return Admission(seq, cache, reused, proposers, draft_lag)

    def _place(self, a: Admission) -> None:
        """Start the prepared request on the single path (alone, seeded, with a draft model, batching off, or a
        prompt longer than a chunk while others decode: it prefills beside them and joins their batch at its
        first token), or in the batch of its KV precision, which a lone single-path request joins at a token
        boundary."""
        seq, request = a.seq, a.seq.request
        with_model = any(p.kind == "model" for p in a.proposers)
        lone = [
            d for d in self.singles if d.batchable and len(d.todo) <= DEFAULT_CHUNK and d.seq.kv_bits == seq.kv_bits
        ]
        running = self.batches.get(seq.kv_bits)
        alone = not (lone or (running and len(running)))
        beside = self.prefill_beside and len(seq.tokens) - a.reused > DEFAULT_CHUNK
        scored = request.prompt_logprobs is not None  # its prefill is the single path's (single.py)
        predicted = self.prediction_beside and _predicts(request) and bool(a.proposers)  # drafts beside the batch
        if with_model or request.params.seed is not None or not self.batching or alone or beside or scored or predicted:
            self._start_single(a, stays=predicted)
            return
        batch = self._join(seq.kv_bits, lone)
        batch.add(seq, seq.tokens[a.reused :], a.cache, seq.tokens[: a.reused], *_sampling_with_grammar(seq))

    def _joinable(self, kv_bits: int) -> list[SequenceDecoder]:
        """Single-path requests of this precision that can move into a batch now: decoding, no draft model,
        no seed."""
        return [d for d in self.singles if d.batchable and d.seq.generated and d.seq.kv_bits == kv_bits]

    def _join(self, kv_bits: int, decoders: list[SequenceDecoder]) -> BatchDecoder:
        """Move these single-path requests into the batch of their precision, at a token boundary."""
        batch = self._batch(kv_bits)
        for dec in decoders:
            self.singles.remove(dec)
            d_cache, d_tokens, d_todo = dec.detach()
            if dec.seq.grammar is not None:
                dec.seq.grammar.resync(len(dec.seq.generated))
            if dec.seq.thinking is not None:
                dec.seq.thinking.resync(dec.seq.generated)
            batch.add(dec.seq, d_todo, d_cache, d_tokens, *_sampling_with_grammar(dec.seq))
        return batch

    def _join_after_prefill(self) -> None:
        """Requests that prefilled beside running streams join them once they decode too (see _place)."""
        if not self.batching:
            return
        for bits in {d.seq.kv_bits for d in self.singles}:
            ready = self._joinable(bits)
            running = self.batches.get(bits)
            if len(ready) >= 2 or (ready and running and len(running)):
                self._join(bits, ready)

    def _start_single(self, a: Admission, stays: bool = False) -> None:
        """stays: it never moves into a batch (a prediction that drafts)."""
        seq, lm = a.seq, self.lm
        drafters = []
        for p in a.proposers:
            key = (lm.key, self.draft.key if p.kind == "model" else "lookup")
            costs = self.draft_costs.setdefault(key, DraftCosts())
            controller = DraftController(costs, self.max_draft_tokens, seq.request.draft_tokens)
            if self.lockstep is not None:
                from macllm.runtime.distributed import LockstepController

                controller = LockstepController(controller, self.lockstep)  # rank 0's draft lengths everywhere
            drafters.append((p, controller))
        sampling = RequestSampling(seq.request.params)
        sampling.processors = _with_grammar(sampling.processors, seq)
        todo = seq.tokens[a.reused :]
        dec = SequenceDecoder(seq, lm.model, a.cache, todo, sampling, drafters, a.draft_lag)
        dec.stays = stays
        dec.grid = self.prefill_grid or 0  # known since set_models
        self.singles.append(dec)

    def _alone_chunk(self) -> int | None:
        """The chunk a prompt alone is fed in, once the sizer has stopped measuring (None before)."""
        sizer = self.sizer
        if sizer.fixed:
            return sizer.fixed
        return None if sizer.climb(0, None) is not None else sizer.fastest(0)

    def warm_one(self) -> bool:
        """Run one chunk of a scratch prompt (idle_prefill.py), else one prefill shape not met yet
        (shape_warmer.py), while nothing runs; False when neither has anything left."""
        if self.has_work():
            return False
        p, w = self.idle_prefill, self.warmer
        if p is not None:
            try:  # (feed_one asks pending itself)
                if p.feed_one():
                    return True
            except Exception:
                self.idle_prefill = None  # it stops for this model; the shape warmer goes on (the engine logs it)
                raise
        return w is not None and w.pending() and w.warm_one()

    def warming(self) -> bool:
        """Chunks or shapes are left to warm (the engine then wakes while idle)."""
        p, w = self.idle_prefill, self.warmer
        return (p is not None and p.pending()) or (w is not None and w.pending())

    def _proposers(self, request, tokens: list[int], reused: int):
        """(proposers in order of preference, tokens the draft model's cache must catch up on before the
        target's todo). "auto" with a draft model loaded uses both: prompt lookup where it finds a match
        (free), the draft model elsewhere; each has its own controller."""
        mode = request.draft
        if mode == "model" and self.draft is None:
            raise MacllmError(
                "this request asks for a draft model but none is loaded; pass --draft NAME (or --draft lookup)"
            )
        if mode == "off":
            return [], []
        proposers = (
            [make_lookup(self.lm.tokenizer, request.prediction, len(tokens))] if mode in ("auto", "lookup") else []
        )
        if mode == "lookup" or self.draft is None:
            return proposers, []
        draft_cache, draft_reused, _ = self._cached(self.draft, tokens, request.cache, at_most=reused)
        proposers.append(ModelProposer(self.draft.model, draft_cache, tokens[:draft_reused]))
        return proposers, tokens[draft_reused:reused]

    def _batch(self, kv_bits: int) -> BatchDecoder:
        if kv_bits not in self.batches:
            self.batches[kv_bits] = BatchDecoder(self.lm.model, self.lm.tokenizer.eos_token_ids, self.max_batch)
        return self.batches[kv_bits]

    def _context(self, request) -> int:
        """The context for a request: the loaded one, or the one it asks for (a longer one only within budget)."""
        context = self.lm.context_length
        if request.context is None or request.context <= context:
            return request.context or context
        if self.memory is not None:
            from macllm.runtime.memory import check_context

            plan = self.memory
            check_context(plan.footprint, plan.device, request.context, plan.max_context, self.lm.name, self.kv_bits)
        return request.context


def _predicts(request) -> bool:
    """A predicted output that prompt lookup drafts from (not where drafting is off or cannot run)."""
    return (
        request.prediction is not None
        and request.draft in ("auto", "lookup")
        and request.grammar is None
        and request.thinking_budget is None
    )


def _with_grammar(processors, seq: Sequence) -> list:
    """The request's processors, its grammar, then its thinking budget (last: nothing may undo its mask)."""
    return list(processors or ()) + [p for p in (seq.grammar, seq.thinking) if p is not None]


def _sampling_with_grammar(seq: Sequence):
    sampler, processors = make_sampling(seq.request.params)
    return sampler, _with_grammar(processors, seq)
