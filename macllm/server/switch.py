"""Which chat models the engine holds, and loading another when a request names it (`macllm serve --models`).

A request holds the model it names for as long as it runs. A request for a model that is not loaded waits while it
loads: beside the loaded ones where the memory plan has room for all of them (their streams pause while its weights
are read on the engine thread, no longer), otherwise in their place, once every request holding one has ended
(requests for the loaded models that arrive while such a switch waits queue behind it, so a stream of them cannot
starve it; the queue is served in arrival order). Each load goes through the memory plan: one that cannot fit even
alone is refused with what to do, and the loaded models stay. Then it is warmed up, and every waiting request for it
is let in at once. A model that no request has held for --keep-alive seconds is let go (never while a load waits;
<0: never). Waiting requests count against --max-queue beside those waiting for an engine slot (a full queue is a
429). The event loop never blocks: loads and unloads run on a worker thread, which waits for the engine's.
requested_model() reads which model a request names (or its alias's); hold() waits for it on a handler's behalf.
"""

from __future__ import annotations

import asyncio
import math
import sys
from collections import Counter, deque
from fnmatch import fnmatch
from time import monotonic, perf_counter

from macllm.errors import MacllmError, Stopping
from macllm.server.admission import Admission, QueueFull
from macllm.server.fields import ApiError, stopping
from macllm.server.leaving import granted_unless_left
from macllm.server.served import ServedModel


class ModelSwitch:
    def __init__(self, served: ServedModel, models=None, keep_alive: float = -1):
        """models: served.EngineModels (or a stand-in with load(name, beside), unload(name), loaded()), whose calls
        block (they run on a worker thread); None: only `served`. keep_alive: seconds an idle model stays loaded
        (<0: for ever), counted from start_clock() (after the warm-up)."""
        self.served = served  # the model loaded last: requests that name none get it
        self.loaded: dict[str, ServedModel] = {served.name: served}
        self._models, self.keep_alive = models, keep_alive
        self._holders: Counter = Counter()  # requests running on (or waiting for an engine slot with) each model
        self._idle_since: dict[str, float] = {}  # a loaded model no request holds: since when
        self._clock = False
        self._queue: deque[tuple[str, asyncio.Future]] = deque()
        self._busy: asyncio.Task | None = None  # a load or an unload
        self._alone: str | None = None  # the model at the queue's head that loads only in the others' place

    @property
    def waiting(self) -> int:
        return len(self._queue)

    @property
    def current(self) -> str | None:
        """The loaded model requests that name none get (/health's `model`); None while no model is loaded
        (`served` then stays the one they get: it is loaded again for them)."""
        return self.served.name if self.served.name in self.loaded else None

    @property
    def holders(self) -> int:
        return sum(self._holders.values())

    async def acquire(self, name: str, admission: Admission) -> ServedModel:
        """Wait until the engine holds model `name`; the caller then holds it until release(name). Those waiting
        here and those waiting in `admission` for an engine slot are at most its max_waiting together."""
        if name in self.loaded and self._alone is None:
            self._hold(name)
            return self.loaded[name]
        if self.waiting + admission.waiting >= admission.max_waiting:
            waves = (self.waiting + admission.waiting + 1) / max(1, admission.max_running)
            raise QueueFull(max(1, math.ceil(waves * admission.seconds_per_request)))
        entry = (name, asyncio.get_running_loop().create_future())
        self._queue.append(entry)
        self._advance()
        try:
            return await entry[1]
        except asyncio.CancelledError:  # the client went away while it waited
            if entry in self._queue:
                self._queue.remove(entry)
            elif entry[1].done() and not entry[1].cancelled() and entry[1].exception() is None:
                self.release(name)  # let in just as it went away
            self._advance()
            raise

    def release(self, name: str) -> None:
        self._holders[name] -= 1
        if self._holders[name] <= 0:
            del self._holders[name]
            self._idle_since[name] = monotonic()
        self._advance()

    def start_clock(self) -> None:
        """Idle models count towards --keep-alive from now on (the server is ready)."""
        now = monotonic()
        for name in self.loaded:
            self._idle_since.setdefault(name, now)
        self._clock = True

    async def keep_alive_loop(self) -> None:
        """Let idle models go as their --keep-alive runs out (app.py runs it while the server serves)."""
        if self.keep_alive < 0 or self._models is None:
            return
        while True:
            await asyncio.sleep(min(1.0, max(0.1, self.keep_alive / 10)))
            self._advance()

    def _hold(self, name: str) -> None:
        self._holders[name] += 1
        self._idle_since.pop(name, None)

    def _advance(self) -> None:
        if self._alone is not None and all(e[0] != self._alone for e in self._queue):
            self._alone = None  # those who waited for it went away
        while self._queue and self._busy is None:
            name = self._queue[0][0]
            if name in self.loaded:
                self._settle(name, self.loaded[name])
                continue
            if name == self._alone and self.holders:
                return  # it loads in the others' place once every request holding one has ended
            self._busy = asyncio.get_running_loop().create_task(self._switch(name, beside=name != self._alone))
            return
        if not self._queue and self._busy is None:
            self._let_idle_go()

    def _settle(self, name: str, outcome: ServedModel | ApiError) -> None:
        """Let in (or fail) every waiting request for `name`."""
        for entry in [e for e in self._queue if e[0] == name]:
            self._queue.remove(entry)
            if entry[1].done():
                continue
            if isinstance(outcome, ApiError):
                entry[1].set_exception(outcome)
            else:
                self._hold(name)
                entry[1].set_result(outcome)

    async def _switch(self, name: str, beside: bool) -> None:
        from macllm.runtime.model_slots import NoRoomBeside

        loop, old, started = asyncio.get_running_loop(), list(self.loaded), perf_counter()
        try:
            served = await loop.run_in_executor(None, self._models.load, name, beside)
        except NoRoomBeside:
            self._alone = name  # it waits for the others' requests to end
        except Exception as e:
            if not beside:  # it may have let go of the others first
                held = await loop.run_in_executor(None, self._models.loaded)
                self.loaded = {n: s for n, s in self.loaded.items() if n in held}
            self._settle(name, self._refusal(name, e))
            print(f"macllm serve: could not load '{name}': {e}", file=sys.stderr, flush=True)
        else:
            seconds = perf_counter() - started
            if beside:
                also = f" beside {_names(old)}" if old else ""
                print(f"macllm serve: loaded '{name}'{also} in {seconds:.1f} s", file=sys.stderr, flush=True)
            else:
                self.loaded = {}
                print(f"macllm serve: switched from {_names(old)} to '{name}' in {seconds:.1f} s", file=sys.stderr,
                      flush=True)  # fmt: skip
            self.served = self.loaded[name] = served
            self._idle_since[name] = monotonic()
            self._settle(name, served)
        finally:
            self._busy = None
            if self._alone == name and name in self.loaded:
                self._alone = None
        self._advance()

    def _let_idle_go(self) -> None:
        """Start unloading one model that no request has held for keep_alive seconds."""
        if self.keep_alive < 0 or not self._clock or self._models is None:
            return
        now = monotonic()
        for name in self.loaded:
            since = self._idle_since.get(name)
            if not self._holders[name] and since is not None and now - since >= self.keep_alive:
                self._busy = asyncio.get_running_loop().create_task(self._unload(name))
                return

    async def _unload(self, name: str) -> None:
        served = self.loaded.pop(name)
        try:
            await asyncio.get_running_loop().run_in_executor(None, self._models.unload, name)
        except Exception as e:  # it is answering a request after all (a cancelled one ending): it stays
            self.loaded[name], self._idle_since[name] = served, monotonic()
            print(f"macllm serve: '{name}' stays loaded ({e})", file=sys.stderr, flush=True)
        else:
            if self.served is served and self.loaded:  # the engine's current model is now the one loaded last
                self.served = next(reversed(self.loaded.values()))
            idle = f"{self.keep_alive:g} s" if self.keep_alive else "0 s"
            print(f"macllm serve: unloaded '{name}' after {idle} idle (--keep-alive)", file=sys.stderr, flush=True)
        finally:
            self._busy = None
        self._advance()

    def _refusal(self, name: str, e: Exception) -> ApiError:
        from macllm.runtime.memory import MemoryBudgetError

        loaded = list(self.loaded)
        still = f"; {_names(loaded)} {'is' if len(loaded) == 1 else 'are'} still served" if loaded else ""
        if isinstance(e, MemoryBudgetError):
            return ApiError(507, f"{e}{still}", "model", "insufficient_memory", "server_error")
        if isinstance(e, Stopping):
            return stopping(e)
        if isinstance(e, MacllmError):
            return ApiError(400, f"cannot load '{name}': {e}{still}", "model", "model_not_loadable")
        return ApiError(500, f"cannot load '{name}' ({type(e).__name__}){still}", "model", kind="server_error")


def _names(names) -> str:
    return " and ".join(f"'{n}'" for n in names) or "none"


def requested_model(state, body) -> str:
    """The model a request names (an alias's target; no name: the one loaded now), or a 404 naming the choices."""
    name = body.get("model") if isinstance(body, dict) else None
    if name is None:
        return state.model
    if isinstance(name, str):
        if name in state.names:
            return name
        for pattern, target in state.aliases:
            if fnmatch(name, pattern):
                return target
    names = ", ".join(f"'{n}'" for n in state.names)
    if len(state.names) == 1:
        hint = "restart 'macllm serve --model NAME' for another, or 'macllm serve --models all' for any installed one"
    else:
        hint = "restart 'macllm serve --models NAME,NAME' with it among them"
    raise ApiError(
        404,
        f"model '{name}' is not served here; this server serves {names} ({hint}, or 'macllm serve --alias "
        f'"{name}={state.names[0]}"\' for a client that insists)',
        "model",
        "model_not_found",
    )


async def hold(state, name: str, request) -> ServedModel:
    """Wait until the engine holds model `name` (`state`: app.py's ServerState) and return it; the caller holds it
    until state.switch.release(name). A client that goes away while it waits is dropped from the wait (a 499)."""
    return await granted_unless_left(
        state.switch.acquire(name, state.admission),
        request,
        lambda: state.switch.release(name),
        f"the client went away while it waited for model '{name}'",
        "model",
    )
