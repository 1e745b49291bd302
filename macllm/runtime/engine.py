"""The engine: an actor owning the one thread that touches MLX.

Callers (CLI, chat app, server) submit requests and get handles back at once; `load`, `info` and `run` are
calls answered through futures. The thread loops: drain the inbox, schedule, run one step of every running
request (one token each, or one prefill chunk), emit events, repeat; it sleeps on the inbox when idle.
A `load` waits until the requests submitted before it have finished, and those submitted after it run on
the new model. The engine owns the KV cache pool (memory, then disk under MACLLM_HOME/kv), so callers
hold no caches: a chat is resumed by submitting its messages, and the pool finds their cached prefix.

Under `mlx.launch` (several ranks, distributed.py) every process runs this engine in lockstep. Rank 0 alone
has callers: each iteration it publishes what came in (requests, cancels, loads, forgets) with a random seed
and a digest of its last step's tokens, and every rank applies the same events and runs the same step on its
shard of the model; the other ranks run `_follow` until rank 0 says stop. `run(fn)` and `info` run on rank 0
only. On one machine nothing is published.
"""

from __future__ import annotations

import atexit
import os
import queue
import threading
from collections import deque
from concurrent.futures import Future
from pathlib import Path
from time import perf_counter

from macllm import native_heap
from macllm.errors import MacllmError, Stopping
from macllm.requests import Request, RequestHandle
from macllm.runtime.cache_disk import DiskTier, disk_budget
from macllm.runtime.cache_pool import DEFAULT_BUDGET_BYTES, CachePool
from macllm.runtime.engine_loading import ModelLoading
from macllm.runtime.engine_ranks import IDLE_TICK_S, EngineRanks, release_followers
from macllm.runtime.model_slots import ModelSlots, NoRoomBeside
from macllm.runtime.scheduler import Scheduler
from macllm.runtime.shape_warmer import IDLE_S as WARM_IDLE_S

__all__ = ["Engine", "NoRoomBeside", "release_followers"]

_STOP = object()
HEAP_TRIM_EVERY_S = 5.0  # the shortest time between two malloc_trims when the engine empties
HEAP_BUSY_CHECK_S = 30.0  # while it never empties: how often it looks at the heap malloc holds freed (_held_heap)
HEAP_HELD_TRIM_BYTES = 256 << 20  # ... and trims it when more than this is held


def heap_trim_interval() -> float | None:
    """MACLLM_HEAP_TRIM: 'off' (or 0) for none, else the seconds between trims (default HEAP_TRIM_EVERY_S)."""
    text = os.environ.get("MACLLM_HEAP_TRIM", "").strip().lower()
    if text in ("off", "0", "false", "no"):
        return None
    try:
        return float(text) if text else HEAP_TRIM_EVERY_S
    except ValueError:
        return HEAP_TRIM_EVERY_S


class Engine(EngineRanks, ModelSlots, ModelLoading):
    def __init__(
        self,
        pool_bytes: int | None = None,
        disk_bytes: int | None = None,
        kv_dir: Path | None = None,
        batching: bool = True,
        max_batch: int = 32,
        max_draft_tokens: int = 8,
    ):
        """pool_bytes: the memory pool's budget; None sizes it from each load's memory plan (memory.py).
        disk_bytes: the disk tier's budget; None is MACLLM_DISK_GB's or 4 GiB (cache_disk.disk_budget)."""
        if disk_bytes is None:
            disk_bytes = disk_budget()
        if kv_dir is None:
            from macllm import paths

            kv_dir = paths.home() / "kv"
        self._kv_dir, self._disk_bytes = Path(kv_dir), disk_bytes
        disk = DiskTier(Path(kv_dir), disk_bytes) if disk_bytes > 0 else None
        self.fixed_pool_bytes = pool_bytes
        self.pool = CachePool(DEFAULT_BUDGET_BYTES if pool_bytes is None else pool_bytes, disk)  # engine thread only
        self.memory = None  # the loaded model's MemoryPlan
        self._warnings: list[str] = []
        self.scheduler = Scheduler(self.pool, batching, max_batch, max_draft_tokens)
        self.model = self.draft = None  # LoadedModel, engine thread only: the current slot's (model_slots.py)
        self.slots: dict[str, Scheduler] = {}  # the loaded models by the name each was loaded under
        self._device = None  # the device's memory at the last plan, before any loaded model's share
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._backlog: deque = deque()
        self._warmed_last = False  # the loop's last turn ran a warm-up (the next may follow at once)
        self.lockstep = None  # distributed.Lockstep when this process is one rank of several (engine thread)
        self._ranks: dict = {}  # request id -> distributed.RankHandle, while it runs (lockstep only)
        self._digest = 0  # of the last step's tokens (lockstep only)
        self._trace: str | None = None
        self._failure: str | None = None  # why the engine thread ended early (lost the other ranks)
        self._stop_reason: str | None = None  # the error close() hands the answers it ends (None: cancelled)
        self._joined = threading.Event()
        self._closing = False  # close() was called: submits and calls fail at once (set under _gate)
        self._gate = threading.Lock()  # nothing enters the inbox after close() has queued _STOP
        self.follow_status = 0  # a rank other than 0: 0 once rank 0 ended cleanly, 1 when it was lost
        self.heap_trim_every_s = heap_trim_interval()  # None: off (MACLLM_HEAP_TRIM=off)
        self.heap_trims, self.heap_trim_s, self._trimmed_at = 0, 0.0, float("-inf")
        self._held_checked_at = perf_counter()
        self.warm_error: str | None = None  # why the idle shape warmer stopped, where it failed
        self._thread = threading.Thread(target=self._run, name="macllm-engine", daemon=True)
        self._thread.start()
        atexit.register(self.close)

    # -- public, thread-safe ----------------------------------------------------------------------------
    def submit(self, request: Request, model: str | None = None) -> RequestHandle:
        """Queue a request; its handle streams the answer and can cancel it alone. model: the loaded model that
        answers (the name it was loaded under; None: the one loaded last)."""
        handle = RequestHandle(request, wake=self._wake)
        with self._gate:
            if not self._closing and self._thread.is_alive():
                self._inbox.put(("submit", handle, perf_counter(), model))
                return handle
        from macllm.events import GenerationFailed

        error = self._closed_error(RuntimeError)
        handle.put(GenerationFailed(str(error), error))  # never queued where nothing reads it
        return handle

    def load(
        self,
        model: str,
        draft: str | None = None,
        weights: str | None = None,
        context: int | None = None,
        kv_bits: int = 0,
        beside: bool = False,
    ) -> dict:
        """Load a model (installed name or folder) and optionally a draft; returns a description.

        The memory budget is checked before any weights are read: `context` tokens (None: the model's own
        maximum, or the longest that fits) of KV cache at `kv_bits` (0: full precision; also the default for
        requests) must fit beside the weights, else MemoryBudgetError says by how much and what to do.
        It replaces every loaded model once the requests submitted before it have ended; beside=True keeps them
        loaded and serving (model_slots.py), or raises NoRoomBeside where the plan has no room for all."""
        args = (model, draft, weights, context, kv_bits, beside)
        return self._call(self._load, *args, barrier=not beside, shared="load").result()

    def unload(self, model: str) -> dict:
        """Let go of a loaded model (the name it was loaded under) while no request for it runs."""
        return self._call(self._unload, model).result()

    def warm_up(self, grammar: bool = False) -> float:
        """A few tiny answers right after loading (see warmup.py); seconds spent. Not from the engine thread."""
        from macllm.runtime.warmup import warm_up

        return warm_up(self, grammar)

    def info(self) -> dict:
        return self._call(self._info).result()

    def forget(self, cache_tag: str) -> int:
        """Delete the KV caches that requests with this cache_tag left (memory and disk): a deleted chat's."""
        return self._call(self.pool.forget, cache_tag, shared="forget").result()

    def run(self, fn, *args):
        """Run fn(engine, *args) on the engine thread between steps (embeddings, benchmarks, tests)."""
        return self.run_later(fn, *args).result()

    def run_later(self, fn, *args) -> Future:
        """run() without waiting: a Future of fn(engine, *args). Async code awaits it with asyncio.wrap_future, so
        no thread of its own waits on the engine (a server's thread count stays flat under load)."""
        return self._call(fn, self, *args)

    @property
    def rank(self) -> int:
        """This process's rank under mlx.launch (0 on one machine); waits until the engine has joined the others."""
        self._joined.wait()
        return self.lockstep.rank if self.lockstep is not None else 0

    def follow(self) -> int:
        """On a rank other than 0: compute rank 0's steps until rank 0 ends; the exit status (1: it was lost)."""
        self._thread.join()
        return self.follow_status

    def close(self, reason: str | None = None, wait: bool = True) -> None:
        """Cancel what runs, stop the thread (idempotent; registered with atexit). reason: end every answer in
        flight or waiting with this error first (serve's Ctrl-C: its clients get an error at once, not a stream
        cut when the server exits). wait=False returns at once (from a signal handler)."""
        with self._gate:
            if self._closing or not self._thread.is_alive():
                closed = True
            else:
                closed, self._closing = False, True
                self._stop_reason = reason or self._stop_reason
                self._inbox.put(_STOP)  # the last item: submits and calls after it fail at once
        if closed:
            if wait and self._thread.is_alive() and threading.current_thread() is not self._thread:
                self._thread.join(timeout=60)
            return
        if wait:
            self._thread.join(timeout=60)

    # -- thread plumbing ------------------------------------------------------------------------------
    def _wake(self) -> None:
        self._inbox.put(("wake",))

    def _call(self, fn, *args, barrier: bool = False, shared: str | None = None) -> Future:
        """shared: the event name under which every rank runs this call too (load, forget)."""
        future: Future = Future()
        with self._gate:
            if not self._closing and self._thread.is_alive():
                self._inbox.put(("call", fn, args, future, barrier, shared))
                return future
        future.set_exception(self._closed_error(MacllmError))
        return future

    def _closed_error(self, plain: type[Exception], message: str | None = None) -> Exception:
        """What a caller gets from an engine that is closed or closing: Stopping (a 503 in serve, to try again) where
        serve stopped it with a reason, else `plain`, with the reason, the thread's failure, or `message`."""
        if self._stop_reason:
            return Stopping(self._stop_reason)
        return plain(message or self._failure or "the engine has stopped; start macllm again")

    def _run(self) -> None:
        if not self._join():
            return
        if self.lockstep is not None and not self.lockstep.leader:
            self._follow()
            return
        while True:
            busy = self._has_work() or self._backlog
            warm = not busy and self.lockstep is None and any(s.warming() for s in self._schedulers())
            idle = False  # the wait below ran its whole timeout with nothing arriving
            try:
                # the first warm-up after WARM_IDLE_S without work, the next ones straight after it while none comes
                wait = 0.0 if self._warmed_last else WARM_IDLE_S
                timeout = IDLE_TICK_S if self.lockstep is not None else (wait if warm else None)
                item = self._inbox.get(block=not busy, timeout=timeout)
                while True:
                    if item is _STOP:
                        if self._stop_others():  # several ranks: they stop too (False: they were gone)
                            self._shutdown()
                        return
                    self._backlog.append(item)
                    item = self._inbox.get_nowait()
            except queue.Empty:
                idle = warm
            was_idle = not self._has_work()
            events, local = self._process_backlog()
            seed = None
            if self.lockstep is not None:
                try:
                    seed = self._lead(events, local)
                except Exception as e:  # a rank died or cannot be reached: end here, failing what waits
                    self._lost(e, local)
                    return
                self._apply(events, local)
            self._warmed_last = False
            if self._has_work():
                self._step(was_idle, seed)
                if not self._has_work() and self._inbox.empty():
                    self._went_idle()
                else:
                    self._held_heap()
            elif idle and not self._backlog:
                self._warmed_last = self._warm_one()

    def _step(self, was_idle: bool, seed: int | None) -> None:
        import mlx.core as mx

        if was_idle:
            mx.reset_peak_memory()
        if seed is not None:
            mx.random.seed(seed)  # every rank samples the same tokens from the same logits
        for scheduler in self._schedulers():  # no scratch prompt's cache is held beside requests (idle_prefill.py)
            if scheduler.idle_prefill is not None:
                scheduler.idle_prefill.release()
        for scheduler in self._schedulers():  # one step of each loaded model with work
            if not scheduler.has_work():
                continue
            try:
                scheduler.step()
            except Exception as e:  # a bug must fail the requests in flight, never kill the engine thread
                scheduler.fail_all(e)
        if self.lockstep is not None:
            self._after_step()

    def _warm_one(self) -> bool:
        """One chunk of a scratch prompt (idle_prefill.py) or one prefill shape not met yet (shape_warmer.py), of
        the first model that has one: after WARM_IDLE_S without work, then one after the other while none comes,
        so a request waits at most for the one under way (a chunk; a grid shape's prompt). True: one ran."""
        for scheduler in self._schedulers():
            try:
                if scheduler.warm_one():
                    return True
            except Exception as e:  # never the engine thread's end: the one that failed stops for that model
                if scheduler.idle_prefill is not None:  # (Scheduler.warm_one unset it where it was the one)
                    scheduler.warmer = None
                self.warm_error = f"{type(e).__name__}: {e}"
        return False

    def _went_idle(self) -> None:
        """The last request just ended: hand malloc's free heap pages back (glibc's malloc_trim), at most once
        every heap_trim_every_s. What requests free under 128 KiB (MLX's small CPU buffers, numpy, tokenizers)
        stays in glibc's heaps as free-but-held pages: scripts/soak saw RSS beyond MLX's figures step up and down
        with them (8-16 MB) and flat within 2 MB with this trim (about 2 ms each); README's "Hours under load"."""
        now = perf_counter()
        if self.heap_trim_every_s is None or now - self._trimmed_at < self.heap_trim_every_s:
            return
        self._trim()

    def _held_heap(self) -> None:
        """Between steps of an engine that does not empty (a soak's mixed warm-up, back-to-back agent turns), at
        most every HEAP_BUSY_CHECK_S: hand malloc's heap back when more than HEAP_HELD_TRIM_BYTES of it is freed
        but held (mallinfo2: 5 ms with 100,000 free blocks on this CPU). _went_idle's trim never runs while
        requests keep coming, so a large transient allocation stays held: on CUDA, MLX compiles each new kernel
        with NVRTC inside this process, and one compile leaves about 300 MB freed but held (a fused elementwise
        kernel, measured on this CPU with CUDA's NVRTC: 285 MB, trimmed to 93 MB in 45 ms). Not yet measured on
        a GPU. Off with MACLLM_HEAP_TRIM=off."""
        now = perf_counter()
        if self.heap_trim_every_s is None or now - self._held_checked_at < HEAP_BUSY_CHECK_S:
            return
        self._held_checked_at = now
        held = native_heap.free_held()
        if held is None or held < HEAP_HELD_TRIM_BYTES:
            return
        self._trim()

    def _trim(self) -> None:
        """malloc_trim now, counted (heap_trims, heap_trim_s) and remembered for _went_idle's rate limit."""
        start = perf_counter()
        native_heap.trim()
        self._trimmed_at, self.heap_trims = perf_counter(), self.heap_trims + 1
        self.heap_trim_s += self._trimmed_at - start

    @staticmethod
    def _answer(future: Future, fn, args, always: bool = False) -> None:
        """Run a call for its future; always: even when the future was cancelled (every rank runs a shared call)."""
        running = future.set_running_or_notify_cancel()
        if not (running or always):
            return
        try:
            result = fn(*args)
        except BaseException as e:  # handed to the caller through the future
            if running:
                future.set_exception(e)
            return
        if running:
            future.set_result(result)

    def _process_backlog(self) -> tuple[list, list]:
        """Inbox items in order; a barrier call (load) waits for the requests queued before it to end. With
        several ranks, submits and shared calls become events for every rank (returned with what rank 0
        keeps of each: the caller's handle and time, or future); other calls run here, on rank 0 only."""
        events: list = []
        local: list = []
        while self._backlog:
            item = self._backlog[0]
            if item[0] == "call" and item[4] and (self._has_work() or events):
                break
            self._backlog.popleft()
            if item[0] == "submit":
                if self.lockstep is None:
                    try:
                        self._scheduler_for(item[3]).add(item[1], item[2])
                    except MacllmError as e:
                        from macllm.runtime.admission import failed

                        failed(item[1], e)
                else:
                    from macllm.runtime.distributed import request_to_json

                    events.append(["submit", item[1].id, request_to_json(item[1].request)])
                    local.append((item[1], item[2]))
            elif item[0] == "call":
                _, fn, args, future, _, shared = item
                if self.lockstep is not None and shared:
                    events.append([shared, list(args)])
                    local.append(future)
                else:
                    self._answer(future, fn, args)
        return events, local

    def _shutdown(self) -> None:
        if self.lockstep is not None:
            import mlx.core as mx

            mx.random.seed(0)  # cancelled batches still sample one step, the same on every rank
        if self._stop_reason is not None:
            self._fail_callers(self._stop_reason, Stopping(self._stop_reason))
        for scheduler in self._schedulers():
            scheduler.cancel_all()
            while scheduler.has_work():  # cancelled requests end at their next step, with their text
                scheduler.step()
        for item in self._backlog:
            if item[0] == "call":
                item[3].set_exception(self._closed_error(MacllmError, "the engine was closed"))
            elif item[0] == "submit":
                item[1].cancel()
        self._release_arrays()
        self._release_streams()

    def _fail_callers(self, message: str, error: BaseException, local: list = (), calls: bool = False) -> list:
        """Hand every caller of an answer in flight or waiting this error now, and with calls=True every caller of
        a call waiting too (the requests themselves end as usual, alike on every rank): serve stopping (Stopping:
        a 503, to try again later), or a rank lost or hanging. local: what rank 0 keeps of a message
        it could not send (the caller's handle and time, or future). The one place that finds the callers, also
        from the watchdog's thread (it reads copies of the engine's lists and only hands events and errors on).
        Returns the handles that took the error."""
        from macllm.events import GenerationFailed

        handles = [item[1] for item in list(self._backlog) if item[0] == "submit"]
        handles += [here[0] for here in local if isinstance(here, tuple)]
        if self.lockstep is not None:  # rank 0 of several: a RankHandle for every answer its schedulers hold
            handles += [r.handle for r in list(self._ranks.values()) if r.final is None]
        else:
            for s in self._schedulers():
                handles += [h for h, _ in s.waiting] + [p.handle for p in s.held] + [q.handle for q in s.sequences()]
        failure = GenerationFailed(message, error)
        took = []
        for handle in handles:
            try:
                if handle is not None:
                    handle.put(failure)
                    took.append(handle)
            except RuntimeError:  # its event loop has closed: nobody waits for it
                pass
        if calls:
            for future in [here for here in local if isinstance(here, Future)]:
                future.set_exception(error)
            for item in list(self._backlog):
                if item[0] == "call":
                    item[3].set_exception(error)
        return took

    def _release_arrays(self) -> None:
        """Drop every MLX array this thread made (weights, caches) while the thread still lives: arrays that
        outlive their thread's streams can crash the interpreter at exit."""
        import gc

        import mlx.core as mx

        self.pool.clear()
        for scheduler in self._schedulers():
            scheduler.set_models(None, None)
        self.slots.clear()
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
            "models": list(self.slots),  # every loaded model (model_slots.py), the current one among them
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
            "prefill_grid": self.scheduler.prefill_grid or 0,
            "shapes_warmed": w.warmed if (w := self.scheduler.warmer) else 0,
            "shape_warm_s": round(w.seconds, 2) if w else 0.0,
            "idle_prefill_chunks": p.chunks if (p := self.scheduler.idle_prefill) else 0,
            "idle_prefill_s": round(p.seconds, 2) if p else 0.0,
            "ranks": self.lockstep.size if self.lockstep is not None else 1,
            "shard": m.shard if m else None,
            "dense_prefill_rows": m.dense_prefill_rows if m else None,
            "dense_prefill": m.dense_prefill if m else None,  # how the rows were chosen: measured or remembered
        }
