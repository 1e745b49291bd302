"""GET /health/memory: what the server process holds (MLX, the pool, the disk tier, the plan), for loopback only."""

from __future__ import annotations

import sys

import pytest
from starlette.testclient import TestClient

from macllm.server.app import ServerState, make_app
from macllm.server.served import ServedModel
from macllm.server.switch import ModelSwitch

pytestmark = pytest.mark.starter


def test_memory_gives_the_engine_figures_and_no_prompts(small_server):
    status, body = small_server.get("/health/memory")
    assert status == 200
    assert body["mlx_active_bytes"] > 0 and body["plan_total_bytes"] > 0
    assert body["pool_budget_bytes"] > 0 and body["disk_budget_bytes"] > 0
    assert body["requests_running"] == 0 and body["requests_waiting"] == 0
    assert set(body) >= {"mlx_cache_bytes", "mlx_peak_bytes", "pool_bytes", "pool_entries", "disk_bytes"}
    assert 0 <= body["mlx_cache_bytes"] <= body["mlx_cache_limit_bytes"]  # bounded at load by the plan
    assert body["native_heap"]["available"] is sys.platform.startswith("linux")  # glibc's figures, or why not
    assert small_server.get("/health")[1]["status"] == "ready"  # /health itself is unchanged


def test_memory_is_not_served_off_loopback():
    app = make_app(ServerState(engine=None, switch=ModelSwitch(ServedModel("m", 10)), ready=True))
    with TestClient(app) as client:  # its client address is "testclient", not loopback
        r = client.get("/health/memory")
    assert r.status_code == 404
    assert "mlx" not in r.text


def test_memory_asked_while_serve_stops_is_a_503_like_every_route():
    import asyncio
    from concurrent.futures import Future
    from types import SimpleNamespace

    from macllm.errors import Stopping
    from macllm.server import health

    class Stopped:
        def run_later(self, fn, *args):
            done = Future()
            done.set_exception(Stopping("macllm serve is stopping"))
            return done

    state = SimpleNamespace(engine=Stopped())
    request = SimpleNamespace(
        app=SimpleNamespace(state=SimpleNamespace(macllm=state)),
        client=SimpleNamespace(host="127.0.0.1"),
        url=SimpleNamespace(path="/health/memory"),
    )
    response = asyncio.run(health.memory(request))
    assert response.status_code == 503 and "Retry-After" in response.headers
    assert b"stopping" in response.body


def test_memory_describes_every_loaded_model_and_the_totals(tiny_dir, tiny_qwen2_dir, tmp_path, monkeypatch):
    from macllm.requests import Request
    from macllm.runtime.engine import Engine
    from macllm.sampling import SamplingParams
    from macllm.server.health import engine_memory

    monkeypatch.setenv("MACLLM_MEMORY_GB", "0.3")  # room for both tiny models (tests/runtime/test_model_slots.py)
    a, b = str(tiny_dir), str(tiny_qwen2_dir)
    engine = Engine(kv_dir=tmp_path / "kv")
    try:
        engine.load(a)
        engine.load(b, beside=True)
        ask = [{"role": "user", "content": "Name a river."}]
        for model in (a, b):  # each leaves its prompt in the shared pool
            engine.submit(Request(messages=ask, params=SamplingParams(temperature=0.0, max_tokens=4)), model).result()
        body = engine.run(engine_memory)
    finally:
        engine.close()
    models = body["models"]
    assert set(models) == {a, b} and models[b]["current"] and not models[a]["current"]
    for m in models.values():
        assert m["plan_total_bytes"] > m["plan_weights_bytes"] > 0 and m["kv_budget_bytes"] > 0
        assert m["pool_bytes"] > 0 and m["pool_entries"] == 1 and m["requests_running"] == 0
        assert m["plan_total_bytes"] <= m["plan_device_bytes"] < 0.3e9  # planned beside the other one
    assert models[a]["plan_weights_bytes"] != models[b]["plan_weights_bytes"]  # each its own, not the current one's
    for key in ("plan_total_bytes", "kv_budget_bytes", "pool_bytes", "pool_entries"):  # the process's totals
        assert body[key] == sum(m[key] for m in models.values()), key
    assert body["kv_reserved_bytes"] == 0 and not body["requests_in_engine"]
