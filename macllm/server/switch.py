"""Which chat model the engine holds, and switching it when a request names another (`macllm serve --models`).

The engine holds one chat model at a time. A request leases the model it names for as long as it runs; a request
for another model waits until every lease on the current one has ended, then the model is loaded (with the memory
plan's check: one that does not fit is refused with what to do, and the old model stays), warmed up, and every
waiting request for it is let in at once. Requests for the current model that arrive while a switch waits queue
behind it, so a stream of them cannot starve the switch; the queue is served in arrival order, one model's
cohort at a time. Waiting requests count against --max-queue beside those waiting for an engine slot (a full
queue is a 429). The event loop never blocks: loads run on a worker thread, which waits for the engine's.
requested_model() reads which model a request names (or its alias's); hold() waits for it on a handler's behalf.
"""

from __future__ import annotations

import asyncio
import math
import sys
from collections import deque
from collections.abc import Callable
from fnmatch import fnmatch
from time import perf_counter

from macllm.errors import MacllmError
from macllm.server.admission import Admission, QueueFull
from macllm.server.fields import ApiError
from macllm.server.served import ServedModel


class ModelSwitch:
    def __init__(self, served: ServedModel, load: Callable[[str], ServedModel] | None = None):
        """load(name) -> ServedModel: loads, warms up and describes that model (blocking; run on a worker thread);
        on failure it raises with the engine still holding the model it held before. None: only `served`."""
        self.served, self._load = served, load
        self.holders = 0  # requests running on (or waiting for an engine slot with) the current model
        self._queue: deque[tuple[str, asyncio.Future]] = deque()
        self._switching: asyncio.Task | None = None

    @property
    def waiting(self) -> int:
        return len(self._queue)

    async def acquire(self, name: str, admission: Admission) -> ServedModel:
        """Wait until the engine holds model `name`; the caller then holds it until release(). Those waiting here
        and those waiting in `admission` for an engine slot are at most its max_waiting together."""
        if name == self.served.name and not self._queue and self._switching is None:
            self.holders += 1
            return self.served
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
                self.release()  # let in just as it went away
            self._advance()
            raise

    def release(self) -> None:
        self.holders -= 1
        self._advance()

    def _advance(self) -> None:
        while self._queue and not self.holders and self._switching is None:
            name = self._queue[0][0]
            if name != self.served.name:
                self._switching = asyncio.get_running_loop().create_task(self._switch(name))
                return
            self._settle(name, self.served)

    def _settle(self, name: str, outcome: ServedModel | ApiError) -> None:
        """Let in (or fail) every waiting request for `name`."""
        for entry in [e for e in self._queue if e[0] == name]:
            self._queue.remove(entry)
            if entry[1].done():
                continue
            if isinstance(outcome, ApiError):
                entry[1].set_exception(outcome)
            else:
                self.holders += 1
                entry[1].set_result(outcome)

    async def _switch(self, name: str) -> None:
        old, started = self.served.name, perf_counter()
        try:
            served = await asyncio.get_running_loop().run_in_executor(None, self._load, name)
        except Exception as e:
            self._settle(name, self._refusal(name, e))
            print(f"macllm serve: could not switch from '{old}' to '{name}': {e}", file=sys.stderr, flush=True)
        else:
            self.served = served
            seconds = perf_counter() - started
            print(f"macllm serve: switched from '{old}' to '{name}' in {seconds:.1f} s", file=sys.stderr, flush=True)
            self._settle(name, served)
        finally:
            self._switching = None
        self._advance()

    def _refusal(self, name: str, e: Exception) -> ApiError:
        from macllm.runtime.memory import MemoryBudgetError

        still = f"; '{self.served.name}' is still served"
        if isinstance(e, MemoryBudgetError):
            return ApiError(507, f"{e}{still}", "model", "insufficient_memory", "server_error")
        if isinstance(e, MacllmError):
            return ApiError(400, f"cannot load '{name}': {e}{still}", "model", "model_not_loadable")
        return ApiError(500, f"cannot load '{name}' ({type(e).__name__}){still}", "model", kind="server_error")


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


async def hold(state, name: str, request) -> None:
    """Wait until the engine holds model `name` (`state`: app.py's ServerState); the caller holds it until
    state.switch.release(). A client that goes away while it waits is dropped from the wait."""
    task = asyncio.ensure_future(state.switch.acquire(name, state.admission))
    try:
        while not task.done():
            await asyncio.wait([task], timeout=0.5)
            if not task.done() and await request.is_disconnected():
                task.cancel()
                await asyncio.wait([task])
                if not task.cancelled() and task.exception() is None:
                    state.switch.release()  # let in just as it went away
                raise ApiError(499, f"the client went away while it waited for model '{name}'", "model")
    except asyncio.CancelledError:
        task.cancel()
        raise
    task.result()
