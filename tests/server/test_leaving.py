"""macllm/server/leaving.py: a wait for a slot or a model that its client leaves, or that is cancelled, keeps
nothing it was granted."""

from __future__ import annotations

import asyncio

import pytest

from macllm.server.fields import ApiError
from macllm.server.leaving import granted_unless_left


class Client:
    def __init__(self, gone: bool = False):
        self.gone = gone

    async def is_disconnected(self) -> bool:
        return self.gone


def test_a_grant_that_lands_just_before_the_wait_is_cancelled_is_given_back():
    given_back = []

    async def scenario():
        granted = asyncio.get_running_loop().create_future()
        waiter = asyncio.ensure_future(granted_unless_left(granted, Client(), lambda: given_back.append(1), "gone"))
        await asyncio.sleep(0)  # the wait has started
        granted.set_result("slot")  # granted, and in the same turn of the loop the wait is cancelled
        waiter.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiter

    asyncio.run(scenario())
    assert given_back == [1]


def test_a_client_that_leaves_while_it_waits_gets_a_499_and_holds_nothing(monkeypatch):
    monkeypatch.setattr("macllm.server.leaving.POLL_S", 0.01)
    given_back = []

    async def scenario():
        never = asyncio.get_running_loop().create_future()
        with pytest.raises(ApiError) as left:
            await granted_unless_left(never, Client(gone=True), lambda: given_back.append(1), "went away", "model")
        return left.value, never

    error, never = asyncio.run(scenario())
    assert error.status == 499 and "went away" in str(error) and never.cancelled() and given_back == []
