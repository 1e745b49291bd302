"""The memory side of admission (kv_budget.py's arithmetic, applied): which requests start, which wait in
`held` for running ones to free KV, which fail at once; the Scheduler's base, as EngineRanks is the Engine's.

First come, first served: the requests held for memory start in order, each when it fits beside what runs;
while one waits, those behind it wait too (a large request is never starved by a stream of small ones). A
request that fits only once the pool's entries are gone gets them spilled (least recently used first, to the
disk tier) and starts; the pool is not spilled for one that must wait anyway. With several ranks every rank
judges its own share and all take the strictest verdict (agree_min), so the ranks hold and start the same
requests. Engine thread only.

The plan's arithmetic is checked against what MLX holds (`mx.get_active_memory()`, read here between steps):
the bytes beyond the weights, one chunk's working space (a step's transients), the pool, the running requests'
reservations and the resident weights (below) (arrays something still holds, anything the plan did not count)
are `unplanned`, and a request fits only beside them too. Running requests reserve more than they hold
until they have grown, so the term stays zero while the plan covers what MLX holds, and grows only with memory the
plan does not know. It counts only while requests run, since only their ending can free it: with none running,
waiting would free nothing and the request starts on the plan's verdict (it never waits for ever). What is held
for good beside the models, known when it loads (`resident`, ModelSlots.hold_resident: the server's embedder's
weights, the chat's document embedders and reranker), is planned instead: no request's end frees it, so it comes
off what the KV caches may take (each loaded model's slot an equal part), for the verdict of a request that could
never fit too. Weights in host memory outside MLX (the multilingual embedder's numpy arrays: `host_resident`) come
off it the same way, and are not in what MLX holds.
"""

from __future__ import annotations

from dataclasses import dataclass

from macllm.errors import MacllmError
from macllm.requests import RequestHandle
from macllm.runtime.kv_budget import KvBudgetError, Need, reserve_tokens
from macllm.runtime.sequence import Sequence


@dataclass(slots=True)
class Pending:
    """A rendered request that has not started: its context, prompt tokens, max_tokens and what it reserves of
    the KV budget. Its cache is fetched from the pool only when it starts."""

    handle: RequestHandle
    submitted_at: float
    context: int
    tokens: list[int]
    dropped: int
    max_tokens: int
    need: Need | None = None  # set once rendered (Scheduler._need)


class MemoryAdmission:
    """Needs of the Scheduler: lm, pool, singles, batches, batching, max_draft_tokens, lockstep, kv_budget,
    weights_bytes, held, memory_waits, resident, _prepare, _place, _batched_seqs."""

    beside: tuple = ()  # the schedulers of the other models the engine holds (model_slots.py)
    host_resident: frozenset[str] = frozenset()  # names in `resident` whose bytes are outside MLX (host memory)

    def _start_held(self) -> None:
        """Start the requests waiting for memory, in order, until the first that still does not fit."""
        while self.held:
            p = self.held[0]
            if p.handle.cancelled:
                self.held.popleft()
                seq = Sequence(p.handle, p.tokens, self.lm.tokenizer, p.max_tokens, p.submitted_at, p.dropped)
                seq.finish_reason = "cancelled"
                seq.done()
                continue
            try:
                if not self._verdict(p, queued=False):
                    return
                self.held.popleft()
                self._place(self._prepare(p))
            except Exception as e:
                if self.held and self.held[0] is p:
                    self.held.popleft()
                failed(p.handle, e)

    def _verdict(self, p: Pending, queued: bool) -> bool:
        """Whether `p` starts now (False: it waits); raises KvBudgetError when it can never fit. Queued (others
        wait before it): it waits. With several ranks, every rank's verdict on its share, the strictest wins."""
        budget = self.kv_budget
        never = budget is not None and budget.never_fits(p.need, self._resident_part())
        local = 0 if never else 1 if queued else 2 if self._fits(p) else 1
        agreed = self.lockstep.agree_min(local) if self.lockstep is not None else local
        if agreed == 0:
            if never:
                drafts = self._drafts(p.handle.request)
                raise KvBudgetError(budget.refusal(p.need, len(p.tokens), p.max_tokens, drafts, self._resident_part()))
            raise KvBudgetError("another rank cannot fit this request's KV cache (its reason is in its output)")
        return agreed == 2

    def _fits(self, p: Pending) -> bool:
        """Whether `p` fits beside the running requests, spilling the pool's least recently used entries (to the
        disk tier) where that makes it fit; False when only running requests ending can make room."""
        budget = self.kv_budget
        if budget is None:
            return True
        running, limit = self._running_needs(), budget.limit - self._resident_part()
        with_it = budget.reserved(running + [p.need]) + (self._unplanned(running) if running else 0)
        if with_it + self.pool.nbytes <= limit:
            return True
        if with_it > limit:
            return False
        self.pool.evict_to(limit - with_it)
        return True

    def _resident_part(self) -> int:
        """This slot's part of what MLX holds for good beside the models (an equal part for each loaded one)."""
        held = sum(self.resident.values())
        return held // (1 + sum(o.kv_budget is not None for o in self.beside)) if held else 0

    def _unplanned(self, running: list[Need]) -> int:
        """What MLX holds beyond the weights, the working space, the pool and what the running requests reserve
        (see the module's docstring), of this model and of those loaded beside it (`beside`, model_slots.py)."""
        in_mlx = sum(n for name, n in self.resident.items() if name not in self.host_resident)
        planned = self.pool.nbytes + self._planned(running) + in_mlx
        planned += sum(o._planned(o._running_needs()) for o in self.beside if o.kv_budget is not None)
        return max(0, self.active_memory() - planned)

    def _planned(self, running: list[Need]) -> int:
        budget = self.kv_budget
        return self.weights_bytes + budget.working + budget.reserved(running)

    @staticmethod
    def active_memory() -> int:
        """MLX's active memory now, in bytes (tests put a stand-in here)."""
        import mlx.core as mx

        return mx.get_active_memory()

    def _need(self, seq: Sequence | Pending, kv_bits: int, batched: bool) -> Need:
        """What a request reserves: its prompt, max_tokens and the longest draft (one that drafts), within its
        context (kv_budget.reserve_tokens)."""
        drafts = self._drafts(seq.handle.request)
        return Need(reserve_tokens(len(seq.tokens), seq.max_tokens, drafts, seq.context), kv_bits, batched)

    def _drafts(self, request) -> int:
        return self.max_draft_tokens if request.draft != "off" and request.grammar is None else 0

    def _running_needs(self) -> list[Need]:
        """What each running request reserves (see kv_budget.py): single-path ones that will join a batch count
        in their precision's batch."""
        needs = [self._need(d.seq, d.seq.kv_bits, d.batchable and self.batching) for d in self.singles]
        return needs + [self._need(s, s.kv_bits, True) for s in self._batched_seqs()]

    def kv_figures(self) -> dict:
        """The KV budget's figures in bytes, for /health/memory."""
        budget = self.kv_budget
        running = self._running_needs()
        return {
            "kv_reserved_bytes": budget.reserved(running) if budget is not None else 0,
            "kv_unplanned_bytes": self._unplanned(running) if budget is not None else 0,
            "kv_budget_bytes": budget.limit if budget is not None else None,
            "kv_resident_bytes": self._resident_part(),  # off kv_budget_bytes: the embedders' weights (its part)
            "requests_held_for_memory": len(self.held),
            "requests_waited_for_memory": self.memory_waits,
        }


def failed(handle: RequestHandle, e: BaseException) -> None:
    from macllm.events import GenerationFailed

    message = str(e) if isinstance(e, MacllmError) else f"generation failed ({type(e).__name__}: {e})"
    handle.put(GenerationFailed(message, e))
