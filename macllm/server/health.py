"""GET /health (ready or loading) and GET /health/memory: what the process holds, for soak runs and dashboards.

/health/memory answers only clients on loopback (anyone else gets the 404 of an unknown route) and says nothing
about requests beyond counts: MLX's active, cache and peak memory, the KV cache pool's and the disk tier's bytes
and budgets, the memory plans' total, the KV the running requests reserve against what the KV caches may take
(runtime/kv_budget.py) and the requests waiting for it, the admission queue and the Responses store; and under
`models`, each loaded model's plan, KV budget share, reservations and pool bytes (`macllm serve --models`). The MLX figures are read on
the engine thread (between steps), as everything MLX is; this module imports no MLX at load. `native_heap`: glibc
malloc's heap and /proc/self/smaps_rollup (macllm/native_heap.py; {"available": false, ...} off glibc), and
`heap_trims`: how often the engine handed malloc's free pages back when it emptied.
"""

from __future__ import annotations

import asyncio
import gc
import threading

from starlette.requests import Request as HttpRequest
from starlette.responses import JSONResponse

from macllm import native_heap
from macllm.errors import Stopping
from macllm.server.fields import stopping
from macllm.server.run import is_loopback


def engine_memory(engine) -> dict:
    """On the engine thread: MLX's allocator, the pool, the disk tier and the plans, in bytes: the process's totals
    (the plans and KV budgets summed over the loaded models) and each loaded model's own figures (`models`)."""
    import mlx.core as mx

    pool = engine.pool
    disk = pool.disk
    pooled: dict[str, list[int]] = {}  # model key -> [bytes, entries]
    for key, _, nbytes in pool.entries():
        row = pooled.setdefault(key, [0, 0])
        row[0], row[1] = row[0] + nbytes, row[1] + 1
    models = {name: _model_memory(s, s is engine.scheduler, pooled) for name, s in tuple(engine.slots.items())}
    current = engine.scheduler.kv_figures()  # its kv_unplanned_bytes counts what every loaded model plans

    def total(key: str):
        values = [m[key] for m in models.values() if m[key] is not None]
        return sum(values) if values else None

    return {
        "mlx_active_bytes": mx.get_active_memory(),
        "mlx_cache_bytes": mx.get_cache_memory(),
        "mlx_cache_limit_bytes": engine.cache_limit,  # set at load from the plans (memory.cache_limit)
        "mlx_peak_bytes": mx.get_peak_memory(),  # since the engine last went from idle to busy
        "pool_bytes": pool.nbytes,
        "pool_budget_bytes": pool.budget_bytes,
        "pool_entries": len(pool),
        "disk_bytes": disk.nbytes() if disk is not None else 0,
        "disk_budget_bytes": disk.budget_bytes if disk is not None else 0,
        "plan_total_bytes": total("plan_total_bytes"),
        "requests_in_engine": any(s.has_work() for s in engine._schedulers()),
        "kv_reserved_bytes": total("kv_reserved_bytes") or 0,
        "kv_unplanned_bytes": current["kv_unplanned_bytes"],
        "kv_budget_bytes": total("kv_budget_bytes"),
        "kv_resident_bytes": sum(engine.scheduler.resident.values()),  # the embedders' weights
        "requests_held_for_memory": total("requests_held_for_memory") or 0,
        "requests_waited_for_memory": total("requests_waited_for_memory") or 0,
        "heap_trims": engine.heap_trims,  # malloc_trim when the engine emptied (engine._went_idle)
        "heap_trim_seconds": engine.heap_trim_s,
        "models": models,
    }


def _model_memory(s, current: bool, pooled: dict) -> dict:
    """One loaded model's figures: its plan, its share of the KV budget and what its requests reserve of it, its
    part of the embedder's weights, its entries in the shared pool (and its draft's)."""
    plan, figures = s.memory, s.kv_figures()
    keys = [m.key for m in (s.lm, s.draft) if m is not None]
    return {
        "current": current,  # requests that name no model get it
        "plan_total_bytes": plan.total if plan is not None else None,
        "plan_device_bytes": plan.device.limit if plan is not None else None,  # the device less the others' plans
        "plan_weights_bytes": plan.footprint.weights if plan is not None else None,
        "context": plan.context if plan is not None else None,
        "kv_budget_bytes": figures["kv_budget_bytes"],
        "kv_reserved_bytes": figures["kv_reserved_bytes"],
        "kv_resident_bytes": figures["kv_resident_bytes"],
        "pool_bytes": sum(pooled.get(k, [0, 0])[0] for k in keys),
        "pool_entries": sum(pooled.get(k, [0, 0])[1] for k in keys),
        "requests_running": s.running,
        "requests_held_for_memory": figures["requests_held_for_memory"],
        "requests_waited_for_memory": figures["requests_waited_for_memory"],
    }


async def health(request: HttpRequest):
    state = request.app.state.macllm
    ready, switch = "ready" if state.ready else "loading", state.switch
    body = {"status": ready, "model": switch.current, "running": state.admission.running}
    body["models_loaded"] = list(switch.loaded)  # `model`: the one loaded last of them, None when none is
    body["requests_waiting_for_model"] = switch.waiting  # requests queued for a model that is loading or must wait
    return JSONResponse(body, status_code=200 if state.ready else 503)


async def memory(request: HttpRequest):
    state = request.app.state.macllm
    client = request.client.host if request.client else ""
    if not is_loopback(client):
        return JSONResponse({"error": {"message": f"no route {request.url.path}", "code": "not_found"}}, 404)
    try:
        facts = await asyncio.wrap_future(state.engine.run_later(engine_memory))
    except Stopping as e:  # serve's stop came first: a 503 with Retry-After, as every other route answers then
        error = stopping(e)
        return JSONResponse(error.body("openai"), status_code=error.status, headers=error.headers)
    names = {m.key: m.name for m in state.switch.loaded.values() if m.key is not None}  # engine's -> clients'
    facts["models"] = {names.get(k, k): v for k, v in facts.get("models", {}).items()}
    facts.update(
        requests_running=state.admission.running,
        requests_waiting=state.admission.waiting,
        responses_stored=len(state.stored),
        python_objects=len(gc.get_objects()),
        python_threads=threading.active_count(),
        native_heap=native_heap.probe(),  # malloc's heap and smaps_rollup ({"available": False, ...} off glibc)
    )
    return JSONResponse(facts)
