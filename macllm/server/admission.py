"""How many requests the server hands the engine at once, and how many may wait: a full queue answers 429
with Retry-After rather than letting requests (and their memory) pile up. Requests the engine has taken but
holds until running ones free KV memory (runtime/kv_budget.py) wait too: they count in the queue. No MLX."""

from __future__ import annotations

import asyncio
import math
from collections.abc import Callable


class QueueFull(Exception):
    def __init__(self, retry_after: int):
        super().__init__("the server is busy")
        self.retry_after = retry_after


class Admission:
    def __init__(self, max_running: int, max_waiting: int, held: Callable[[], int] = lambda: 0):
        """held: how many of the running requests the engine holds until memory frees (read from any thread)."""
        self.max_running, self.max_waiting = max_running, max_waiting
        self.held = held
        self.running = 0
        self._waiters: list[asyncio.Future] = []
        self.seconds_per_request = 2.0  # a running estimate of how long one request holds its slot

    @property
    def waiting(self) -> int:
        """Requests waiting for a slot, and those the engine holds for memory."""
        return len(self._waiters) + self.held()

    async def acquire(self) -> None:
        if self.running < self.max_running and not self._waiters:
            self.running += 1
            return
        if self.waiting >= self.max_waiting:
            waves = (self.waiting + 1) / max(1, self.max_running)
            raise QueueFull(max(1, math.ceil(waves * self.seconds_per_request)))
        waiter = asyncio.get_running_loop().create_future()
        self._waiters.append(waiter)
        try:
            await waiter  # the releaser hands its slot over: `running` stays counted
        except asyncio.CancelledError:
            if waiter in self._waiters:
                self._waiters.remove(waiter)
            elif waiter.done() and not waiter.cancelled():
                self.release()  # handed a slot just as the client went away
            raise

    def release(self, held_s: float | None = None) -> None:
        if held_s is not None:
            self.seconds_per_request = 0.8 * self.seconds_per_request + 0.2 * held_s
        while self._waiters:
            waiter = self._waiters.pop(0)
            if not waiter.done():
                waiter.set_result(None)
                return
        self.running -= 1
