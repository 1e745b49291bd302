"""The switch's queue (server/switch.py) with a stand-in loader: who waits behind whom, the shared queue limit,
and a waiter that leaves. No engine: the order of events is the behaviour."""

from __future__ import annotations

import asyncio
import time

import pytest

from macllm.server.admission import Admission, QueueFull
from macllm.server.served import ServedModel
from macllm.server.switch import ModelSwitch


def _switch(loads: list[str]) -> ModelSwitch:
    def load(name: str) -> ServedModel:
        time.sleep(0.05)  # on a worker thread, as a real load is
        loads.append(name)
        return ServedModel(name, 10)

    return ModelSwitch(ServedModel("a", 10), load)


def test_requests_for_the_current_model_queue_behind_a_waiting_switch():
    async def scenario():
        loads, admission = [], Admission(8, 8)
        switch = _switch(loads)
        assert (await switch.acquire("a", admission)).name == "a"  # runs on a
        order = []

        async def use(name):
            served = await switch.acquire(name, admission)
            order.append(served.name)
            await asyncio.sleep(0.01)
            switch.release()

        b = asyncio.create_task(use("b"))
        await asyncio.sleep(0.01)
        late_a = asyncio.create_task(use("a"))  # arrives after b: it may not slip in before the switch
        await asyncio.sleep(0.05)
        assert order == [] and switch.waiting == 2
        switch.release()  # the running request on a ends
        await asyncio.gather(b, late_a)
        return order, loads

    order, loads = asyncio.run(scenario())
    assert order == ["b", "a"] and loads == ["b", "a"]


def test_waiting_for_a_switch_counts_against_the_queue():
    async def scenario():
        admission = Admission(1, 2)
        switch = _switch([])
        await switch.acquire("a", admission)
        waiters = [asyncio.create_task(switch.acquire("b", admission)) for _ in range(2)]
        await asyncio.sleep(0.01)
        with pytest.raises(QueueFull) as full:
            await switch.acquire("b", admission)
        for w in waiters:
            w.cancel()
        await asyncio.gather(*waiters, return_exceptions=True)
        return full.value.retry_after, switch.waiting

    retry_after, waiting = asyncio.run(scenario())
    assert retry_after >= 1 and waiting == 0


def test_a_waiter_that_leaves_causes_no_switch():
    async def scenario():
        loads, admission = [], Admission(8, 8)
        switch = _switch(loads)
        await switch.acquire("a", admission)
        gone = asyncio.create_task(switch.acquire("b", admission))
        await asyncio.sleep(0.01)
        gone.cancel()
        await asyncio.gather(gone, return_exceptions=True)
        switch.release()
        await asyncio.sleep(0.1)
        again = await switch.acquire("a", admission)  # straight in: nobody waits
        return loads, again.name, switch.holders

    loads, name, holders = asyncio.run(scenario())
    assert loads == [] and name == "a" and holders == 1


def test_a_failed_load_fails_its_waiters_and_lets_the_others_in():
    async def scenario():
        def load(name):
            raise MemoryError("too big")

        admission = Admission(8, 8)
        switch = ModelSwitch(ServedModel("a", 10), load)
        await switch.acquire("a", admission)
        b = asyncio.create_task(switch.acquire("b", admission))
        await asyncio.sleep(0.01)
        a = asyncio.create_task(switch.acquire("a", admission))
        switch.release()
        results = await asyncio.gather(b, a, return_exceptions=True)
        return results, switch.served.name

    (b, a), served = asyncio.run(scenario())
    assert b.status == 500 and "'a' is still served" in b.message
    assert a.name == "a" and served == "a"
