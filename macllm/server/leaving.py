"""Waits that notice a client going away: for a slot (admission.py), for a model (switch.py), for the engine's
next event (app.py). Starlette tells a handler that its client left only when asked, so each wait asks every
POLL_S seconds."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

from macllm.server.fields import ApiError

T = TypeVar("T")
POLL_S = 0.5


async def _left_first(task: asyncio.Future, request) -> bool:
    """Wait for `task`; True as soon as the client has gone while it is still pending."""
    while not task.done():
        await asyncio.wait([task], timeout=POLL_S)
        if not task.done() and await request.is_disconnected():
            return True
    return False


def _give_back_if_granted(task: asyncio.Future, give_back: Callable[[], None]) -> None:
    if task.done() and not task.cancelled() and task.exception() is None:
        give_back()


async def granted_unless_left(
    acquire: Awaitable[T], request, give_back: Callable[[], None], message: str, param: str | None = None
) -> T:
    """Await `acquire` (a slot, a model); a client that goes away meanwhile leaves the wait with a 499, and what
    was granted just then is given back. So is a grant that came just before this wait was itself cancelled:
    cancelling a task that is already done does nothing, so its result would otherwise be held by nobody."""
    task = asyncio.ensure_future(acquire)
    try:
        if await _left_first(task, request):
            task.cancel()
            await asyncio.wait([task])
            _give_back_if_granted(task, give_back)
            raise ApiError(499, message, param)
    except asyncio.CancelledError:
        task.cancel()  # still waiting: the acquire leaves its queue
        _give_back_if_granted(task, give_back)
        raise
    return task.result()


async def awaited_unless_left(awaitable: Awaitable[T], request, cancel: Callable[[], None]) -> T:
    """Await `awaitable` (the engine's next event, or its last); a client that goes away meanwhile calls
    `cancel` (the request then ends at its next token, which ends this wait)."""
    task = asyncio.ensure_future(awaitable)
    try:
        while await _left_first(task, request):
            cancel()
    except asyncio.CancelledError:
        cancel()
        raise
    return task.result()
