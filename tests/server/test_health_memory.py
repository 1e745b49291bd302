"""GET /health/memory: what the server process holds (MLX, the pool, the disk tier, the plan), for loopback only."""

from __future__ import annotations

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
    assert small_server.get("/health")[1]["status"] == "ready"  # /health itself is unchanged


def test_memory_is_not_served_off_loopback():
    app = make_app(ServerState(engine=None, switch=ModelSwitch(ServedModel("m", 10)), ready=True))
    with TestClient(app) as client:  # its client address is "testclient", not loopback
        r = client.get("/health/memory")
    assert r.status_code == 404
    assert "mlx" not in r.text
