"""The engine: an actor owning the one thread that touches MLX.

Callers (CLI, chat app, server) submit requests and get handles back at once; `load`, `info` and `run` are
calls answered through futures. The thread loops: drain the inbox, schedule, run one step of every running
request (one token each, or one prefill chunk), emit events, repeat; it sleeps on the inbox when idle.
A `load` waits until the requests submitted before it have finished, and those submitted after it run on
the new model. The engine owns the KV cache pool (memory, then disk under MACLLM_HOME/kv), so callers
hold no caches: a chat is resumed by submitting its messages, and the pool finds their cached prefix.
"""

from __future__ import annotations

import atexit
import queue
import threading
from collections import deque
from concurrent.futures import Future
from pathlib import Path
from time import perf_counter

from macllm.errors import MacllmError
from macllm.requests import Request, RequestHandle
from macllm.runtime.cache_disk import DEFAULT_BUDGET_BYTES as DEFAULT_DISK_BYTES
from macllm.runtime.cache_disk import DiskTier
from macllm.runtime.cache_pool import DEFAULT_BUDGET_BYTES, CachePool
from macllm.runtime.scheduler import Scheduler

_STOP = object()


class Engine:
    def __init__(
        self,
        pool_bytes: int | None = None,
        disk_bytes: int = DEFAULT_DISK_BYTES,
        kv_dir: Path | None = None,
        batching: bool = True,
        max_batch: int = 32,
        max_draft_tokens: int = 8,
    ):
        """pool_bytes: the memory pool's budget; None sizes it from each load's memory plan (memory.py)."""
        if kv_dir is None:
            from macllm import paths

            kv_dir = paths.home() / "kv"
        disk = DiskTier(Path(kv_dir), disk_bytes) if disk_bytes > 0 else None
        self.fixed_pool_bytes = pool_bytes
        self.pool = CachePool(DEFAULT_BUDGET_BYTES if pool_bytes is None else pool_bytes, disk)  # engine thread only
        self.memory = None  # the loaded model's MemoryPlan
        self._warnings: list[str] = []
        self.scheduler = Scheduler(self.pool, batching, max_batch, max_draft_tokens)
        self.model = self.draft = None  # LoadedModel, engine thread only
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._backlog: deque = deque()
        self._thread = threading.Thread(target=self._run, name="macllm-engine", daemon=True)
        self._thread.start()
        atexit.register(self.close)

    # -- public, thread-safe ----------------------------------------------------------------------------
    def submit(self, request: Request) -> RequestHandle:
        """Queue a request; its handle streams the answer and can cancel it alone."""
        handle = RequestHandle(request, wake=self._wake)
        self._inbox.put(("submit", handle, perf_counter()))
        return handle

    def load(
        self,
        model: str,
        draft: str | None = None,
        weights: str | None = None,
        context: int | None = None,
        kv_bits: int = 0,
    ) -> dict:
        """Load a model (installed name or folder) and optionally a draft; returns a description.

        The memory budget is checked before any weights are read: `context` tokens (None: the model's own
        maximum, or the longest that fits) of KV cache at `kv_bits` (0: full precision; also the default for
        requests) must fit beside the weights, else MemoryBudgetError says by how much and what to do."""
        return self._call(self._load, model, draft, weights, context, kv_bits, barrier=True).result()

    def warm_up(self, grammar: bool = False) -> float:
        """A few tiny answers right after loading (see warmup.py); seconds spent. Not from the engine thread."""
        from macllm.runtime.warmup import warm_up

        return warm_up(self, grammar)

    def info(self) -> dict:
        return self._call(self._info).result()

    def forget(self, cache_tag: str) -> int:
        """Delete the KV caches that requests with this cache_tag left (memory and disk): a deleted chat's."""
        return self._call(lambda: self.pool.forget(cache_tag)).result()

    def run(self, fn, *args):
        """Run fn(engine, *args) on the engine thread between steps (embeddings, benchmarks, tests)."""
        return self._call(fn, self, *args).result()

    def close(self) -> None:
        """Cancel what runs, stop the thread (idempotent; registered with atexit)."""
        if not self._thread.is_alive():
            return
        self._inbox.put(_STOP)
        self._thread.join(timeout=60)

    # -- thread plumbing ------------------------------------------------------------------------------
    def _wake(self) -> None:
        self._inbox.put(("wake",))

    def _call(self, fn, *args, barrier: bool = False) -> Future:
        future: Future = Future()
        if not self._thread.is_alive():
            future.set_exception(MacllmError("the engine has stopped; start macllm again"))
            return future
        self._inbox.put(("call", fn, args, future, barrier))
        return future

    def _run(self) -> None:
        import mlx.core as mx

        while True:
            busy = self.scheduler.has_work() or self._backlog
            try:
                item = self._inbox.get(block=not busy)
                while True:
                    if item is _STOP:
                        self._shutdown()
                        return
                    self._backlog.append(item)
                    item = self._inbox.get_nowait()
            except queue.Empty:
                pass
            was_idle = not self.scheduler.has_work()
            self._process_backlog()
            if self.scheduler.has_work():
                if was_idle:
                    mx.reset_peak_memory()
                try:
                    self.scheduler.step()
                except Exception as e:  # a bug must fail the requests in flight, never kill the engine thread
                    self.scheduler.fail_all(e)

    def _process_backlog(self) -> None:
        """Inbox items in order; a barrier call (load) waits for the requests queued before it to end."""
        while self._backlog:
            item = self._backlog[0]
            if item[0] == "call" and item[4] and self.scheduler.has_work():
                return
            self._backlog.popleft()
            if item[0] == "submit":
                self.scheduler.add(item[1], item[2])
            elif item[0] == "call":
                _, fn, args, future, _ = item
                if future.set_running_or_notify_cancel():
                    try:
                        future.set_result(fn(*args))
                    except BaseException as e:  # handed to the caller through the future
                        future.set_exception(e)

    def _shutdown(self) -> None:
        self.scheduler.cancel_all()
        while self.scheduler.has_work():  # cancelled requests end at their next step, with their text
            self.scheduler.step()
        for item in self._backlog:
            if item[0] == "call":
                item[3].set_exception(MacllmError("the engine was closed"))
            elif item[0] == "submit":
                item[1].cancel()
        self._release_arrays()
        self._release_streams()

    def _release_arrays(self) -> None:
        """Drop every MLX array this thread made (weights, caches) while the thread still lives: arrays that
        outlive their thread's streams can crash the interpreter at exit."""
        import gc

        import mlx.core as mx

        self.pool.clear()
        self.scheduler.set_models(None, None)
        self.model = self.draft = self.memory = None
        gc.collect()
        mx.clear_cache()

    @staticmethod
    def _release_streams() -> None:
        """Destroy this thread's MLX streams before it ends; otherwise the process can abort at exit
        ("terminate called without an active exception", ml-explore/mlx#3126)."""
        import sys

        if "mlx.core" in sys.modules:
            sys.modules["mlx.core"].synchronize()
            sys.modules["mlx.core"].clear_streams()

    # -- engine thread ---------------------------------------------------------------------------------
    def _info(self) -> dict:
        import mlx.core as mx

        from macllm.runtime import backend

        m, d = self.model, self.draft
        return {
            "memory_gb": mx.get_active_memory() / 1e9,
            "model": m.name if m else None,
            "draft": d.name if d else None,
            "weights": m.weights if m else None,
            "context_length": m.context_length if m else None,
            "kv_bits": self.scheduler.kv_bits,
            "memory_plan": self.memory.describe() if self.memory else None,
            "warnings": list(self._warnings),
            "backend": backend.describe(),
            "pool_bytes": self.pool.nbytes,
            "pool_budget_bytes": self.pool.budget_bytes,
            "pool_entries": len(self.pool),
            "prefilled_tokens": self.scheduler.prefilled_tokens,
        }

    def _plan(self, path: Path, draft_path: Path | None, weights: str, context: int | None, kv_bits: int, name: str):
        """The memory plan for the model (and draft), before loading; the device limit counts what MLX
        holds now as free, since the models it holds are replaced."""
        import json

        import mlx.core as mx

        from macllm.runtime import memory

        device = memory.device_memory()
        if device.wired_max is None and device.source.startswith("RAM"):
            device.limit += mx.get_active_memory() + mx.get_cache_memory()
        max_context = memory.trained_context(json.loads((path / "config.json").read_text()))
        extra = memory.footprint(draft_path, weights, 0) if draft_path else None
        return memory.plan(path, weights, context, max_context, kv_bits or None, device, name, extra=extra)

    def _load(
        self, model: str, draft: str | None, weights: str | None, context: int | None = None, kv_bits: int = 0
    ) -> dict:
        import gc

        import mlx.core as mx

        from macllm.model_store import resolve
        from macllm.requests import check_kv_bits
        from macllm.runtime import backend
        from macllm.runtime.model_loader import load_model

        check_kv_bits(kv_bits)
        weights = weights or backend.weights_mode()
        path = resolve(model)
        try:
            draft_path = resolve(draft) if draft else None
        except MacllmError as e:
            raise MacllmError(f"draft {e}, or use --draft lookup (drafts from the prompt, no draft model)") from None
        plan = self._plan(path, draft_path, weights, context, kv_bits, model)
        swapped = False
        if self.model is None or self.model.path != path or weights != self.model.weights:
            if self.model is not None:
                self.pool.drop_model(self.model.key)
            self.model = None  # free the old weights before loading the new ones
            swapped = True
            self.model = load_model(path, name=model, weights=weights)
        if self.draft is not None and (draft_path != self.draft.path or weights != self.draft.weights):
            self.pool.drop_model(self.draft.key)
            self.draft, swapped = None, True
        if draft_path is not None and self.draft is None:
            d = load_model(draft_path, name=draft, weights=weights)
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
        self._warnings = self._set_wired_limit(plan)
        self.scheduler.set_models(self.model, self.draft, kv_bits, plan)
        if kv_bits:
            from macllm.runtime.scheduler import kv_group_for

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

    @staticmethod
    def _set_wired_limit(plan) -> list[str]:
        """On Metal, wire the recommended working set (mlx-lm's rule) so the weights stay resident."""
        import mlx.core as mx

        from macllm.runtime import memory

        limit, warning = memory.wired_limit(plan.footprint.weights, plan.device)
        if limit is not None and mx.metal.is_available():
            mx.set_wired_limit(limit)
        return [warning] if warning else []
