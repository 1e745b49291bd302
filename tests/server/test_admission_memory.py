"""`macllm serve` under a small KV budget (MACLLM_KV_GB): a request whose KV cache could never fit is a 400 in
its dialect's error format, with the numbers, before any stream starts; /health/memory shows reserved vs budget;
requests the engine holds for memory take places in the queue (429 past it)."""

from __future__ import annotations

import json
import re

import pytest

from .conftest import Server


@pytest.fixture(scope="module")
def budget_server(tiny_dir, tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("MACLLM_KV_GB", "0.0002")  # 200,000 bytes: 390 tokens of the tiny model's KV
        s = Server(["--model", str(tiny_dir), "--no-warmup"], tmp_path_factory.mktemp("kv-budget"), tiny_dir.name)
    yield s
    s.stop()


def chat(max_tokens: int, stream: bool = False) -> bytes:
    body = {"messages": [{"role": "user", "content": "Hi"}], "max_tokens": max_tokens, "stream": stream}
    return json.dumps(body).encode()


def test_a_request_that_can_never_fit_is_a_400_with_the_numbers(budget_server):
    for stream in (False, True):
        status, _, body = budget_server.post("/v1/chat/completions", chat(1000, stream), key=None)
        assert status == 400, body
        message = body["error"]["message"]
        assert body["error"]["type"] == "invalid_request_error"
        assert "of KV cache" in message and "1000 max tokens" in message and "MACLLM_KV_GB" in message
        assert "max tokens" in message.split(";")[1]  # what to do
    anthropic = {"model": budget_server.model, "max_tokens": 1000, "messages": [{"role": "user", "content": "Hi"}]}
    status, _, body = budget_server.post("/v1/messages", json.dumps(anthropic).encode(), key=None)
    assert status == 400 and body["type"] == "error" and body["error"]["type"] == "invalid_request_error"
    assert "of KV cache" in body["error"]["message"]
    status, _, body = budget_server.post("/v1/chat/completions", chat(20), key=None)  # a small one is answered
    assert status == 200 and body["usage"]["completion_tokens"] > 0


def test_health_memory_shows_reserved_against_the_budget(budget_server):
    status, body = budget_server.get("/health/memory")
    assert status == 200
    assert body["kv_budget_bytes"] == 200_000 and body["kv_reserved_bytes"] == 0
    assert body["requests_held_for_memory"] == 0 and body["requests_waiting"] == 0


def test_requests_the_engine_holds_for_memory_count_in_the_queue():
    import asyncio

    from macllm.server.admission import Admission, QueueFull

    held = [0]
    admission = Admission(max_running=1, max_waiting=1, held=lambda: held[0])

    async def scenario():
        await admission.acquire()  # the one slot
        held[0] = 1  # the engine holds it until memory frees: the queue's one place is taken
        with pytest.raises(QueueFull):
            await admission.acquire()
        held[0] = 0
        waiter = asyncio.ensure_future(admission.acquire())  # now it may wait
        await asyncio.sleep(0)
        assert admission.waiting == 1 and not waiter.done()
        admission.release()
        await waiter

    asyncio.run(scenario())


def test_a_request_that_waits_past_the_queue_timeout_gets_a_429_with_the_reason():
    import asyncio

    from starlette.testclient import TestClient

    from macllm.server.admission import Admission, QueueFull
    from macllm.server.app import ServerState, make_app
    from macllm.server.served import ServedModel
    from macllm.server.switch import ModelSwitch

    admission = Admission(max_running=1, max_waiting=4, queue_timeout=0.2)

    async def scenario():
        await admission.acquire()  # the one slot, held throughout
        with pytest.raises(QueueFull) as late:
            await admission.acquire()
        assert admission.waiting == 0 and admission.timed_out == 1  # it left the queue
        admission.release()
        await asyncio.wait_for(admission.acquire(), 1)  # a free slot is still handed out at once
        return late.value

    late = asyncio.run(scenario())
    assert late.code == "queue_timeout" and "--queue-timeout" in str(late) and late.retry_after >= 1
    state = ServerState(engine=None, switch=ModelSwitch(ServedModel("m", 10)), admission=admission, ready=True)
    with TestClient(make_app(state), client=("127.0.0.1", 5000)) as client:  # the slot is still taken
        r = client.post("/v1/chat/completions", json={"messages": [{"role": "user", "content": "Hi"}]})
    assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
    error = r.json()["error"]
    assert error["code"] == "queue_timeout" and re.search(r"waited \d+ s for one of the 1 slots", error["message"])
    assert admission.waiting == 0 and admission.timed_out == 2


def test_a_client_that_leaves_while_it_waits_for_a_slot_leaves_the_queue():
    import asyncio
    import json

    from macllm.server.admission import Admission
    from macllm.server.app import ServerState, make_app
    from macllm.server.served import ServedModel
    from macllm.server.switch import ModelSwitch

    admission = Admission(max_running=1, max_waiting=4)
    state = ServerState(engine=None, switch=ModelSwitch(ServedModel("m", 10)), admission=admission, ready=True)
    app = make_app(state)
    body = json.dumps({"messages": [{"role": "user", "content": "Hi"}]}).encode()
    scope = {"type": "http", "method": "POST", "path": "/v1/chat/completions", "headers": [], "query_string": b"",
             "client": ("127.0.0.1", 5000), "server": ("127.0.0.1", 8000), "scheme": "http", "root_path": "",
             "http_version": "1.1", "app": app}  # fmt: skip

    async def scenario():
        await admission.acquire()  # the one slot, held throughout
        left = asyncio.Event()
        messages = [{"type": "http.request", "body": body, "more_body": False}]

        async def receive():
            if messages:
                return messages.pop(0)
            await left.wait()  # the client is there until it leaves
            return {"type": "http.disconnect"}

        sent = []

        async def send(message):
            sent.append(message)

        answer = asyncio.ensure_future(app(scope, receive, send))
        while admission.waiting == 0:
            await asyncio.sleep(0.01)
        left.set()
        await asyncio.wait_for(answer, 5)
        return sent[0]["status"], admission.waiting, admission.running

    assert asyncio.run(scenario()) == (499, 0, 1)  # it left the queue; the running one keeps its slot
