"""The models the engine holds at once (`macllm serve --models`: two loaded where both fit), each in a slot of its
own: a Scheduler with its model, draft, memory plan and requests, keyed by the name it was loaded under. Mixed
into Engine (engine.py), whose thread runs all of it, as EngineRanks is.

One slot is current: `engine.model`, `engine.scheduler` and requests submitted without a model are its; a request
submitted for another loaded model goes to that one's scheduler, and each engine step runs a step of every slot
with work. `load(..., beside=True)` adds a slot and keeps the others loaded (their steps pause while its weights
are read), where the memory plan has room for all of them: the new model is planned against the device's memory
less what each loaded model takes (its plan: its weights, the KV cache of its context and its working space; or
more, where its running requests reserve past its plan's KV), and the shared pool is spilled down to its coming
share before the weights are read. Where it would fit alone but not beside them, the load is
refused with NoRoomBeside and nothing changes (the caller lets the others go first: a plain `load` replaces every
slot). The slots then share what their plans leave: each one's KV caches get its own plan's KV plus an equal
share of it (kv_budget.py's limit; MACLLM_KV_GB, where set, is split in the same proportions), and the shared
cache pool (keyed by model) half of it (memory.POOL_SHARE), so together they stay within the device;
admission's check against what MLX holds (admission.py) counts what each holds as planned for all of them.
`unload` lets one go; its KV caches spill to the pool's disk tier. On several ranks a model is split over every
rank, and the engine holds one at a time.
"""

from __future__ import annotations

from dataclasses import replace

from macllm.errors import MacllmError
from macllm.runtime.memory import POOL_SHARE, DeviceMemory, MemoryBudgetError, gb


class NoRoomBeside(MemoryBudgetError):
    """A model that fits alone but not beside the models loaded now: it loads once they have been let go."""


def device_beside(device: DeviceMemory, kept: dict[str, int]) -> DeviceMemory:
    """What is left of `device` for another model beside the loaded ones (name -> their plan's total bytes)."""
    if not kept:
        return device
    names = ", ".join(f"'{n}'" for n in kept)
    taken = sum(kept.values())
    return DeviceMemory(device.limit - taken, f"{device.source} less {gb(taken)} for {names}", device.wired_max)


class ModelSlots:
    """Engine methods for holding several models (self is the Engine: slots, scheduler, model, draft, memory,
    pool, lockstep, fixed_pool_bytes, _device)."""

    def _schedulers(self) -> list:
        """Every slot's scheduler, the current one first (it exists, empty, when no model is loaded)."""
        return [self.scheduler] + [s for s in tuple(self.slots.values()) if s is not self.scheduler]

    def _has_work(self) -> bool:
        return any(s.has_work() for s in self._schedulers())

    def held_for_memory(self) -> int:
        """Requests waiting for KV memory in every slot (any thread: a count)."""
        return sum(len(s.held) for s in self._schedulers())

    def hold_resident(self, name: str, module=None, host_bytes: int = 0) -> int:
        """Engine thread: count weights loaded beside the models and kept for as long as the engine runs (the
        server's embedder; the chat's document embedders and reranker, docs/grounding.py) under `name`: `module`'s
        MLX parameters, or `host_bytes` of host memory outside MLX (the multilingual embedder's numpy arrays).
        Admission takes them off what the KV caches may take; MLX's ones are also planned, not unplanned, in its
        check against MLX's memory (admission.py). Returns their bytes."""
        from mlx.utils import tree_reduce

        held = tree_reduce(lambda a, x: a + x.nbytes, module.parameters(), 0) if module is not None else host_bytes
        self.scheduler.resident[name] = held  # one dict, shared by every slot (_park)
        host = {name} if module is None else set()
        for s in self._schedulers():
            s.host_resident = (s.host_resident - {name}) | host
        return held

    def _scheduler_for(self, model: str | None):
        if model is None or (self.model is not None and model == self.model.name):
            return self.scheduler
        found = self.slots.get(model)
        if found is None:
            loaded = ", ".join(f"'{n}'" for n in self.slots) or "none"
            raise MacllmError(f"model '{model}' is not loaded (loaded: {loaded}); load it before submitting for it")
        return found

    def _make_current(self, name: str) -> None:
        s = self.scheduler = self.slots[name]
        self.model, self.draft, self.memory = s.lm, s.draft, s.memory

    def _kept_beside(self, model: str) -> dict[str, int]:
        """The loaded models a load of `model` beside them keeps: name -> their plan's total bytes; refused on
        several ranks, which hold one model at a time."""
        kept = {n: _holds(s) for n, s in self.slots.items() if n != model and s.memory is not None}
        if kept and self.lockstep is not None:
            raise NoRoomBeside(f"a model split over several ranks is loaded alone; '{model}' loads in its place")
        return kept

    def _spill_for_beside(self, device: DeviceMemory, kept: dict[str, int], total: int) -> None:
        """Before a model's weights are read beside the others (its plan `total`): the shared pool down to the
        share it will have once they are loaded (_share_memory), so the weights never arrive beside a pool sized
        for one model. Spilled entries go to the disk tier, as admission spills them."""
        if self.fixed_pool_bytes is None:
            self.pool.evict_to(max(0, int((device.limit - sum(kept.values()) - total) * POOL_SHARE)))

    def _park(self):
        """Make an empty slot current, for a model loaded beside the others; returns what restores the old one."""
        from macllm.runtime.scheduler import Scheduler

        old = self.scheduler
        fresh = Scheduler(self.pool, old.batching, old.max_batch, old.max_draft_tokens)
        fresh.prefill_costs, fresh.draft_costs = old.prefill_costs, old.draft_costs  # measured per model: shared
        fresh.sizer.fixed, fresh.prefill_beside = old.sizer.fixed, old.prefill_beside
        fresh.fused_prefill, fresh.prediction_beside = old.fused_prefill, old.prediction_beside  # benchmarks' switches
        fresh.resident, fresh.host_resident = old.resident, old.host_resident  # the engine's, not the model's
        previous = (old, self.model, self.draft, self.memory)
        self.scheduler, self.model, self.draft, self.memory = fresh, None, None, None
        return previous

    def _keep_only(self, model: str) -> None:
        """Before `model` loads in place of the others: it (when loaded) becomes current, the other slots go."""
        if model in self.slots:
            self._make_current(model)
        for name in [n for n, s in self.slots.items() if s is not self.scheduler]:
            self._drop_slot(name)

    def _drop_slot(self, name: str) -> None:
        s = self.slots.pop(name)
        for m in (s.lm, s.draft):
            if m is not None:
                self.pool.drop_model(m.key)
        s.set_models(None, None)
        s.beside = ()

    def _unload(self, model: str) -> dict:
        import gc

        import mlx.core as mx

        if self.lockstep is not None:
            raise MacllmError("a model split over several ranks stays loaded")
        s = self.slots.get(model)
        if s is None:
            return self._info()
        if s.has_work():
            raise MacllmError(f"'{model}' is answering requests; it stays loaded until they end")
        current = s is self.scheduler
        self._drop_slot(model)
        if current and self.slots:
            self._make_current(next(reversed(self.slots)))  # the one loaded last
        elif current:
            self.model = self.draft = self.memory = None
        self._share_memory()
        self._bound_cache()
        gc.collect()
        mx.clear_cache()  # hand its buffers back to the system
        return self._info()

    def _share_memory(self) -> None:
        """Each slot's plan on what the others leave it, its KV budget an equal share of what all the plans leave
        (its own plan's KV counted first), the pool's budget half of that: see the module's docstring."""
        from macllm.runtime.kv_budget import ENV, KvBudget, limit_from_env
        from macllm.runtime.kv_budget import gb as kv_gb

        slots = [s for s in self.slots.values() if s.memory is not None and s.lm is not None]
        if not slots or self._device is None:
            return
        headroom = max(0, self._device.limit - sum(s.memory.total for s in slots))
        pool = int(headroom * POOL_SHARE)
        shares = [s.memory.footprint.kv(s.memory.context) + headroom // len(slots) for s in slots]
        env = limit_from_env()  # MACLLM_KV_GB: what all the KV caches may take, split as the plan's shares are
        for s, share in zip(slots, shares):
            others = {n: o.memory.total for n, o in self.slots.items() if o is not s and o in slots}
            s.memory = replace(s.memory, device=device_beside(self._device, others), pool_bytes=pool)
            s.kv_budget = KvBudget(s.memory, s.lm.config, s.lm.weights, s.kv_bits)
            s.beside = tuple(o for o in slots if o is not s)  # what they hold is planned, by them
            if not others:
                continue
            beside = ", ".join(f"'{n}'" for n in others)
            if env is not None:
                s.kv_budget.limit = env * share // max(1, sum(shares))
                s.kv_budget.source = f"its share of {ENV}'s {kv_gb(env)} beside {beside}"
            else:
                s.kv_budget.limit = share
                s.kv_budget.source = f"its share of {gb(self._device.limit)} ({self._device.source}) beside {beside}"
        self.memory = self.scheduler.memory
        if self.fixed_pool_bytes is None:
            self.pool.budget_bytes = pool
            self.pool.evict_to(pool)


def _holds(s) -> int:
    """What a loaded slot takes, for a model planned beside it: its plan's total, or more where its running
    requests reserve past its plan's KV (a model loaded alone may reserve all the headroom)."""
    held = s.memory.total
    if s.kv_budget is not None:
        held = max(held, s.weights_bytes + s.kv_budget.working + s.kv_budget.reserved(s._running_needs()))
    return held
