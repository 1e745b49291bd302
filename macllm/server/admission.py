"""How many requests the server hands the engine at once, and how many may wait: a full queue answers 429
with Retry-After rather than letting requests (and their memory) pile up. Requests the engine has taken but
holds until running ones free KV memory (runtime/kv_budget.py) wait too: they count in the queue. A request that
has waited for a slot longer than --queue-timeout gets a 429 saying so (and when to retry) instead of waiting on:
under overload a client learns within that bound that it was not served, never from its own timeout. No MLX."""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Callable


class QueueFull(Exception):
    """A request the server will not queue: a 429 with Retry-After (app.py), the message and code its reason."""

    def __init__(self, retry_after: int, message: str = "too many requests are waiting; retry later",
                 code: str = "rate_limit_exceeded"):  # fmt: skip
        super().__init__(message)
        self.retry_after, self.code = retry_after, code


class Admission:
    def __init__(
        self,
        max_running: int,
        max_waiting: int,
        held: Callable[[], int] = lambda: 0,
        queue_timeout: float | None = None,
    ):
        """held: how many of the running requests the engine holds until memory frees (read from any thread).
        queue_timeout: the most seconds a request waits for a slot (None: no limit)."""
        self.max_running, self.max_waiting = max_running, max_waiting
        self.held = held
        self.queue_timeout = queue_timeout
        self.running = 0
        self.timed_out = 0  # requests refused after queue_timeout, over the server's life
        self._waiters: list[asyncio.Future] = []
        self.seconds_per_request = 2.0  # a running estimate of how long one request holds its slot

    @property
    def waiting(self) -> int:
        """Requests waiting for a slot, and those the engine holds for memory."""
        return len(self._waiters) + self.held()

    def _retry_after(self) -> int:
        waves = (self.waiting + 1) / max(1, self.max_running)
        return max(1, math.ceil(waves * self.seconds_per_request))

    async def acquire(self) -> None:
        if self.running < self.max_running and not self._waiters:
            self.running += 1
            return
        if self.waiting >= self.max_waiting:
            raise QueueFull(self._retry_after())
        waiter = asyncio.get_running_loop().create_future()
        self._waiters.append(waiter)
        started = time.perf_counter()
        try:
            await asyncio.wait([waiter], timeout=self.queue_timeout)  # the releaser hands its slot over:
        except asyncio.CancelledError:  # `running` stays counted
            if waiter in self._waiters:
                self._waiters.remove(waiter)
            elif waiter.done() and not waiter.cancelled():
                self.release()  # handed a slot just as the client went away
            raise
        if not waiter.done():  # no slot within queue_timeout (one handed over would have set its result)
            self._waiters.remove(waiter)
            self.timed_out += 1
            waited = time.perf_counter() - started
            raise QueueFull(
                self._retry_after(),
                f"the server is overloaded: this request waited {waited:.0f} s for one of the {self.max_running} "
                f"slots (--max-concurrency) without getting one, the most it may wait (--queue-timeout); retry later",
                "queue_timeout",
            )

    def release(self, held_s: float | None = None) -> None:
        if held_s is not None:
            self.seconds_per_request = 0.8 * self.seconds_per_request + 0.2 * held_s
        while self._waiters:
            waiter = self._waiters.pop(0)
            if not waiter.done():
                waiter.set_result(None)
                return
        self.running -= 1
