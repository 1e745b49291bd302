"""Loading a model on the engine thread (Engine's base, as EngineRanks and ModelSlots are): the memory plan
checked before any weight is read (memory.py; beside the loaded models, model_slots.py), the weights and the
draft (model_loader.py), the scheduler they run on, Metal's wired limit, MLX's buffer cache limit. Engine thread
only.
"""

from __future__ import annotations

from pathlib import Path

from macllm.errors import MacllmError
from macllm.runtime.model_slots import NoRoomBeside


class ModelLoading:
    """Engine methods that load a model (self is the Engine: slots, scheduler, pool, lockstep, memory, _warnings)."""

    cache_limit: int | None = None  # MLX's buffer cache limit set from the plans (None: MLX's default)
    _mlx_cache_default: int | None = None  # the backend's own, read at the first load (MLX's limit is the process's)

    def _plan(
        self,
        path: Path,
        draft_path: Path | None,
        weights: str,
        context: int | None,
        kv_bits: int,
        name: str,
        beside: dict | None = None,
    ):
        """The memory plan for the model (and draft), before loading; the device limit counts what MLX
        holds now as free, since the models it holds are replaced, less the plans of those `beside` keeps
        (name -> bytes; model_slots.py)."""
        import json

        import mlx.core as mx

        from macllm.runtime import memory
        from macllm.runtime.model_slots import device_beside

        device = memory.device_memory()
        if device.wired_max is None and device.source.startswith("RAM"):
            device.limit += mx.get_active_memory() + mx.get_cache_memory()
        device = device_beside(device, beside or {})
        max_context = memory.trained_context(json.loads((path / "config.json").read_text()))
        extra = memory.footprint(draft_path, weights, 0) if draft_path else None
        share = None
        if self.lockstep is not None:  # this rank's part of the model, and of its KV cache
            from macllm.runtime.distributed import shard_plan, share_of

            config = json.loads((path / "config.json").read_text())
            ls = self.lockstep
            share = share_of(path, config, shard_plan(config, ls.size, name), ls.size, ls.rank)
            name = f"{name} (rank {ls.rank}'s share of {ls.size})"
        return memory.plan(path, weights, context, max_context, kv_bits or None, device, name, extra, share)

    def _load(
        self,
        model: str,
        draft: str | None,
        weights: str | None,
        context: int | None = None,
        kv_bits: int = 0,
        beside: bool = False,
    ) -> dict:
        from macllm.model_store import resolve
        from macllm.requests import check_kv_bits
        from macllm.runtime import backend
        from macllm.runtime.memory import MemoryBudgetError

        # a model too large for float32 may keep its 4-bit weights; not on several ranks (each plans alone)
        chosen = weights is None and backend.weights_mode_is_automatic() and self.lockstep is None
        weights = weights or backend.weights_mode()
        group = self.lockstep.group if self.lockstep is not None else None
        fallback = None
        try:
            check_kv_bits(kv_bits)
            path = resolve(model)
            try:
                draft_path = resolve(draft) if draft else None
            except MacllmError as e:
                raise MacllmError(
                    f"draft {e}, or use --draft lookup (drafts from the prompt, no draft model)"
                ) from None
            if group is not None:
                self._check_shardable(path, draft_path, model)
            try:
                plan = self._plan(path, draft_path, weights, context, kv_bits, model)
            except MemoryBudgetError as e:
                if not (chosen and weights == "dense"):
                    raise
                # too large as float32: kept at 4 bits, which still prefills at dense speed (dense_prefill.py)
                plan = self._plan(path, draft_path, "quantized", context, kv_bits, model)
                need = str(e).split(";")[0].split(" needs ", 1)[-1]
                weights, fallback = "quantized", f"{model} runs on its quantized weights: as float32 it needs {need}"
            device, kept = plan.device, self._kept_beside(model) if beside else {}
            if beside and model in self.slots:
                self._make_current(model)
                return self._info()
            if kept:
                try:
                    plan = self._plan(path, draft_path, weights, context, kv_bits, model, kept)
                except MemoryBudgetError as e:
                    raise NoRoomBeside(f"'{model}' fits alone but not beside the models loaded now: {e}") from None
        except Exception as e:
            self._agree(e, f"load '{model}'")
            raise
        self._agree(None, f"load '{model}'")
        if kept:
            self._spill_for_beside(device, kept, plan.total)
        previous = self._park() if kept else None
        if not kept:
            self._keep_only(model)
        try:
            info = self._load_checked(model, path, draft, draft_path, weights, group, plan, kv_bits, fallback)
        except BaseException:
            if previous is not None:  # the models beside it go on as they were
                self.scheduler, self.model, self.draft, self.memory = previous
            elif self.scheduler.lm is None:  # it let go of the old weights
                self.slots.clear()
            raise
        self.slots = {n: s for n, s in self.slots.items() if s is not self.scheduler} | {model: self.scheduler}
        self._device = device
        self._share_memory()
        self._bound_cache()
        return info | {"models": list(self.slots)}

    def _load_checked(self, model, path, draft, draft_path, weights, group, plan, kv_bits, fallback) -> dict:
        """_load once its plan has passed: the weights (those of the current slot, when others, let go first),
        the draft, the scheduler."""
        import gc

        import mlx.core as mx

        from macllm.runtime.model_loader import load_model

        swapped = False
        if self.model is None or self.model.path != path or weights != self.model.weights:
            if self.model is not None:
                self.pool.drop_model(self.model.key)
            self.model = None  # free the old weights before loading the new ones
            self.scheduler.set_models(None, None)
            swapped = True
            try:
                self.model = load_model(path, name=model, weights=weights, group=group, max_chunk=plan.footprint.chunk)
            except Exception as e:
                self._agree(e, f"read the weights of '{model}'")
                raise
            self._agree(None, f"read the weights of '{model}'")
        self.model.name = model  # the name it is loaded under (a slot's key)
        if self.draft is not None and (draft_path != self.draft.path or weights != self.draft.weights):
            self.pool.drop_model(self.draft.key)
            self.draft, swapped = None, True
        if draft_path is not None and self.draft is None:
            d = load_model(draft_path, name=draft, weights=weights, max_chunk=plan.footprint.chunk)
            probe = "Hello, world! 123 <|im_start|>"
            if d.tokenizer.encode(probe) != self.model.tokenizer.encode(probe) or d.config.get(
                "vocab_size"
            ) != self.model.config.get("vocab_size"):
                raise MacllmError(
                    f"draft '{draft}' does not share the tokenizer of '{model}'; pick a draft of the same family"
                )
            self.draft = d
        self.model.context_length = plan.context
        self.memory = plan
        if self.fixed_pool_bytes is None:
            self.pool.budget_bytes = plan.pool_bytes
            self.pool.evict_to(plan.pool_bytes)
        self._warnings = self._set_wired_limit(plan) + ([fallback] if fallback else [])
        self.scheduler.set_models(self.model, self.draft, kv_bits, plan)
        if kv_bits:
            from macllm.runtime.prefix_reuse import kv_group_for

            group = kv_group_for(self.model, kv_bits)
            if not group or not self.scheduler.kv_supported():
                why = (
                    "its attention heads are too small to quantize"
                    if not group
                    else "MLX's CUDA backend has no quantized attention for its shapes"
                )
                self._warnings.append(f"--kv-bits {kv_bits}: the KV cache stays at full precision ({why})")
        if swapped:
            gc.collect()
            mx.clear_cache()  # hand the old model's buffers back to the system
        return self._info()

    def _bound_cache(self) -> None:
        """Bound MLX's buffer cache by the loaded models' plans (memory.cache_limit); after every load and unload."""
        import mlx.core as mx

        from macllm.runtime import memory

        plans = [s.memory for s in self.slots.values() if s.memory is not None]
        if not plans:
            return
        if ModelLoading._mlx_cache_default is None:
            ModelLoading._mlx_cache_default = mx.set_cache_limit(mx.get_memory_limit())  # returns the one it had
        self.cache_limit = memory.cache_limit(plans, ModelLoading._mlx_cache_default)
        mx.set_cache_limit(self.cache_limit)
        if mx.get_cache_memory() > self.cache_limit:  # the limit trims only as buffers are freed
            mx.clear_cache()

    @staticmethod
    def _set_wired_limit(plan) -> list[str]:
        """On Metal, wire the recommended working set (mlx-lm's rule) so the weights stay resident."""
        import mlx.core as mx

        from macllm.runtime import memory

        limit, warning = memory.wired_limit(plan.footprint.weights, plan.device)
        if limit is not None and mx.metal.is_available():
            mx.set_wired_limit(limit)
        return [warning] if warning else []
