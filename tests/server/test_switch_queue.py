"""The switch's queue (server/switch.py) with a stand-in for the engine's models: who waits behind whom, the shared
queue limit, a waiter that leaves, a model loaded beside the others or in their place, idle models let go. No
engine: the order of events is the behaviour."""

from __future__ import annotations

import asyncio
import time

import pytest

from macllm.runtime.model_slots import NoRoomBeside
from macllm.server.admission import Admission, QueueFull
from macllm.server.served import ServedModel
from macllm.server.switch import ModelSwitch


class Models:
    """The engine's models as switch.py sees them: room for `room` at once; loads and unloads logged."""

    def __init__(self, loads: list[str], room: int = 1, fail: Exception | None = None):
        self.loads, self.room, self.fail, self.held = loads, room, fail, {"a"}

    def load(self, name: str, beside: bool) -> ServedModel:
        time.sleep(0.05)  # on a worker thread, as a real load is
        if self.fail is not None:
            raise self.fail
        if beside and len(self.held) >= self.room:
            raise NoRoomBeside("no room")
        self.held = (self.held if beside else set()) | {name}
        self.loads.append(name)
        return ServedModel(name, 10)

    def unload(self, name: str) -> None:
        self.held.discard(name)
        self.loads.append(f"-{name}")

    def loaded(self) -> set[str]:
        return set(self.held)


def _switch(loads: list[str], room: int = 1, keep_alive: float = -1) -> ModelSwitch:
    return ModelSwitch(ServedModel("a", 10), Models(loads, room), keep_alive)


async def _unloaded(switch: ModelSwitch, loads: list[str], name: str, within: float = 10.0) -> None:
    """Wait until `name` has been unloaded and the switch is idle again (a deadline, not a fixed sleep: CI is slow)."""
    deadline = time.monotonic() + within
    while f"-{name}" not in loads or switch._busy is not None:
        assert time.monotonic() < deadline, f"'{name}' was not unloaded within {within} s: {loads}"
        await asyncio.sleep(0.01)


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
            switch.release(name)

        b = asyncio.create_task(use("b"))
        while switch._alone != "b":  # no room for b beside a: it waits for a's requests to end
            await asyncio.sleep(0.01)
        late_a = asyncio.create_task(use("a"))  # arrives after b: it may not slip in before the switch
        await asyncio.sleep(0.05)
        assert order == [] and switch.waiting == 2
        switch.release("a")  # the running request on a ends
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
        switch.release("a")
        await asyncio.sleep(0.1)
        again = await switch.acquire("a", admission)  # straight in: nobody waits
        return loads, again.name, switch.holders

    loads, name, holders = asyncio.run(scenario())
    assert loads == [] and name == "a" and holders == 1


def test_a_failed_load_fails_its_waiters_and_lets_the_others_in():
    async def scenario():
        admission = Admission(8, 8)
        switch = ModelSwitch(ServedModel("a", 10), Models([], fail=MemoryError("too big")))
        await switch.acquire("a", admission)
        b = asyncio.create_task(switch.acquire("b", admission))
        await asyncio.sleep(0.01)
        a = asyncio.create_task(switch.acquire("a", admission))
        switch.release("a")
        results = await asyncio.gather(b, a, return_exceptions=True)
        return results, switch.served.name

    (b, a), served = asyncio.run(scenario())
    assert b.status == 500 and "'a' is still served" in b.message
    assert a.name == "a" and served == "a"


def test_a_model_that_fits_beside_loads_at_once_and_both_serve():
    async def scenario():
        loads, admission = [], Admission(8, 8)
        switch = _switch(loads, room=2)
        await switch.acquire("a", admission)  # a request on a runs throughout
        b = await asyncio.wait_for(switch.acquire("b", admission), 5)
        again = await switch.acquire("a", admission)  # straight in: a is still loaded
        return loads, b.name, again.name, set(switch.loaded)

    loads, b, a, loaded = asyncio.run(scenario())
    assert loads == ["b"] and (b, a) == ("b", "a") and loaded == {"a", "b"}


def test_idle_models_are_let_go_after_keep_alive():
    async def scenario():
        loads, admission = [], Admission(8, 8)
        switch = _switch(loads, room=2, keep_alive=0)
        switch.start_clock()
        await switch.acquire("b", admission)  # a is idle: it goes while b loads and runs
        await _unloaded(switch, loads, "a")
        during = set(switch.loaded)
        switch.release("b")
        await _unloaded(switch, loads, "b")
        return loads, during, set(switch.loaded)

    loads, during, after = asyncio.run(scenario())
    assert loads == ["b", "-a", "-b"] and during == {"b"} and after == set()


def test_health_names_a_loaded_model_after_the_one_loaded_last_is_let_go():
    from starlette.testclient import TestClient

    from macllm.server.app import ServerState, make_app

    async def scenario():
        loads, admission = [], Admission(8, 8)
        switch = _switch(loads, room=2, keep_alive=0)
        switch.start_clock()
        await switch.acquire("a", admission)  # a request on a runs throughout
        await switch.acquire("b", admission)  # b loads beside a: requests that name none get b
        named = [switch.current]
        switch.release("b")
        await _unloaded(switch, loads, "b")  # b is idle: it goes, a stays
        named.append(switch.current)
        switch.release("a")
        await _unloaded(switch, loads, "a")  # a goes too
        named.append(switch.current)
        return switch, loads, named

    switch, loads, named = asyncio.run(scenario())
    assert loads == ["b", "-b", "-a"] and named == ["b", "a", None]
    with TestClient(make_app(ServerState(engine=None, switch=switch, ready=True))) as client:
        body = client.get("/health").json()
    assert body["model"] is None and body["models_loaded"] == []
    assert switch.served.name == "a"  # a request that names none loads a again
