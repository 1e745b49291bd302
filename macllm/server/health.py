"""GET /health (ready or loading) and GET /health/memory: what the process holds, for soak runs and dashboards.

/health/memory answers only clients on loopback (anyone else gets the 404 of an unknown route) and says nothing
about requests beyond counts: MLX's active, cache and peak memory, the KV cache pool's and the disk tier's bytes
and budgets, the memory plan's total, the KV the running requests reserve against what the KV caches may take
(runtime/kv_budget.py) and the requests waiting for it, the admission queue and the Responses store. The MLX figures are read on
the engine thread (between steps), as everything MLX is; this module imports no MLX at load.
"""

from __future__ import annotations

import asyncio
import gc
import threading

from starlette.requests import Request as HttpRequest
from starlette.responses import JSONResponse

from macllm.server.run import is_loopback


def engine_memory(engine) -> dict:
    """On the engine thread: MLX's allocator, the pool, the disk tier and the plan, in bytes."""
    import mlx.core as mx

    pool, plan = engine.pool, engine.memory
    disk = pool.disk
    return {
        "mlx_active_bytes": mx.get_active_memory(),
        "mlx_cache_bytes": mx.get_cache_memory(),
        "mlx_peak_bytes": mx.get_peak_memory(),  # since the engine last went from idle to busy
        "pool_bytes": pool.nbytes,
        "pool_budget_bytes": pool.budget_bytes,
        "pool_entries": len(pool),
        "disk_bytes": disk.nbytes() if disk is not None else 0,
        "disk_budget_bytes": disk.budget_bytes if disk is not None else 0,
        "plan_total_bytes": plan.total if plan is not None else None,
        "requests_in_engine": engine.scheduler.has_work(),
        **engine.scheduler.kv_figures(),  # kv_reserved_bytes, kv_budget_bytes, requests held for memory
    }


async def health(request: HttpRequest):
    state = request.app.state.macllm
    ready, switch = "ready" if state.ready else "loading", state.switch
    body = {"status": ready, "model": switch.current, "running": state.admission.running}
    body["models_loaded"] = list(switch.loaded)  # `model`: the one loaded last of them, None when none is
    return JSONResponse(body, status_code=200 if state.ready else 503)


async def memory(request: HttpRequest):
    state = request.app.state.macllm
    client = request.client.host if request.client else ""
    if not is_loopback(client):
        return JSONResponse({"error": {"message": f"no route {request.url.path}", "code": "not_found"}}, 404)
    facts = await asyncio.wrap_future(state.engine.run_later(engine_memory))
    facts.update(
        requests_running=state.admission.running,
        requests_waiting=state.admission.waiting,
        responses_stored=len(state.stored),
        python_objects=len(gc.get_objects()),
        python_threads=threading.active_count(),
    )
    return JSONResponse(facts)
