"""The OpenAI-compatible HTTP API (Starlette) over a loaded Engine. No MLX: generation runs on the engine's
thread; this side parses, admits, streams and shapes.

Routes: POST /v1/chat/completions, POST /v1/completions, POST /v1/embeddings, GET /v1/models, GET /health.
Every /v1 route checks the bearer key (when one is set) in constant time. Bodies over the size limit are
refused before they are read whole; malformed JSON, unknown fields and bad values get a 400 in OpenAI's error
format, and the server goes on serving. A client that disconnects cancels its request at the next token, which
frees its slot. Nothing a client sends (prompts, keys) is logged.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import time
from dataclasses import dataclass, field

from starlette.applications import Starlette
from starlette.requests import Request as HttpRequest
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

from macllm.errors import MacllmError
from macllm.events import GenerationDone, GenerationFailed
from macllm.server.admission import Admission, QueueFull
from macllm.server.answers import Shaper, sse
from macllm.server.protocol import ApiError, Limits, parse_chat, parse_completion

log = logging.getLogger("macllm.serve")


@dataclass
class ServerState:
    engine: object  # macllm.runtime.engine.Engine with a model loaded
    model: str  # the name clients use
    vocab_size: int
    template_tools: bool  # the model's chat template takes `tools`
    api_key: str | None = None
    limits: Limits = field(default_factory=Limits)
    admission: Admission = field(default_factory=lambda: Admission(8, 32))
    embedder_folder: object = None  # a Path, or None: /v1/embeddings says how to get one
    embedder_name: str = "all-minilm-l6-v2"
    ready: bool = False  # after the warm-up
    started: float = field(default_factory=time.time)
    _embedder: object = None


def _error(e: ApiError) -> JSONResponse:
    return JSONResponse(e.body(), status_code=e.status, headers=e.headers)


def _authorize(state: ServerState, request: HttpRequest) -> None:
    if state.api_key is None:
        return
    given = request.headers.get("authorization", "")
    scheme, _, token = given.partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(token.strip().encode(), state.api_key.encode()):
        raise ApiError(401, "missing or wrong API key; send 'Authorization: Bearer <key>'", code="invalid_api_key")


async def _json_body(state: ServerState, request: HttpRequest):
    limit = state.limits.max_body_bytes
    too_large = ApiError(413, f"the request body is over {limit // 1024} KiB", code="request_too_large")
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > 8 * limit:
        raise too_large
    chunks, size = [], 0
    async for chunk in request.stream():  # a body somewhat over the limit is read and dropped, so the client
        size += len(chunk)  # gets the 413 rather than a broken pipe
        if size > 8 * limit:
            raise too_large
        if size <= limit:
            chunks.append(chunk)
    if size > limit:
        raise too_large
    try:
        return json.loads(b"".join(chunks) or b"null")
    except (ValueError, UnicodeDecodeError) as e:
        raise ApiError(400, f"the request body is not valid JSON ({e})", code="invalid_json") from None


def _model_check(state: ServerState, body) -> None:
    name = body.get("model") if isinstance(body, dict) else None
    if name not in (None, state.model):
        raise ApiError(
            404,
            f"model '{name}' is not served here; this server serves '{state.model}' "
            "(restart 'macllm serve --model NAME' for another)",
            "model",
            "model_not_found",
        )


def _route(handler):
    """Wraps a handler: key check, readiness, and every error as OpenAI's error body."""

    async def endpoint(request: HttpRequest):
        state: ServerState = request.app.state.macllm
        try:
            _authorize(state, request)
            if not state.ready and request.method == "POST":
                raise ApiError(
                    503,
                    "the model is still warming up; retry in a few seconds",
                    kind="server_error",
                    headers={"Retry-After": "2"},
                )
            return await handler(state, request)
        except ApiError as e:
            return _error(e)
        except QueueFull as e:
            return _error(
                ApiError(
                    429,
                    "too many requests are waiting; retry later",
                    code="rate_limit_exceeded",
                    kind="rate_limit_error",
                    headers={"Retry-After": str(e.retry_after)},
                )
            )
        except MacllmError as e:
            return _error(ApiError(400, str(e)))
        except Exception as e:  # a bug: say so without echoing the request
            log.error("internal error: %s", type(e).__name__)
            return _error(
                ApiError(500, f"internal error ({type(e).__name__}); the server goes on serving", kind="server_error")
            )

    return endpoint


async def _generate(state: ServerState, request: HttpRequest, chat: bool):
    body = await _json_body(state, request)
    if isinstance(body, dict):
        _model_check(state, body)
    if chat:
        parsed = parse_chat(body, state.limits, state.vocab_size, state.template_tools)
    else:
        parsed = parse_completion(body, state.limits, state.vocab_size)
    await state.admission.acquire()
    started = time.perf_counter()
    try:
        handle = state.engine.submit(parsed.request)
    except BaseException:
        state.admission.release()
        raise
    shaper = Shaper(state.model, chat, parsed.tools)
    release = lambda: state.admission.release(time.perf_counter() - started)  # noqa: E731
    if parsed.stream:
        try:  # a request the engine refuses (a prompt over the context) still gets its 400, not a broken stream
            first = await _first_event(handle, request)
        except BaseException:
            release()
            raise
        return StreamingResponse(
            _stream(handle, first, shaper, parsed.include_usage, release),
            media_type="text/event-stream",
            headers={"Cache-Control": "no-cache"},
        )
    try:
        done = await _collect(handle, request)
    finally:
        release()
    return JSONResponse(shaper.body(done))


def _final(handle) -> GenerationDone:
    final = handle.final
    if isinstance(final, GenerationFailed):
        raise ApiError(
            400 if isinstance(final.error, MacllmError) else 500,
            final.message,
            kind="invalid_request_error" if isinstance(final.error, MacllmError) else "server_error",
        )
    return final


async def _unless_disconnected(awaitable, handle, request: HttpRequest):
    """Await `awaitable` (the engine's next event, or its last); a client that goes away meanwhile cancels the
    request, which then ends at its next token."""
    task = asyncio.ensure_future(awaitable)
    try:
        while not task.done():
            await asyncio.wait([task], timeout=0.5)
            if not task.done() and await request.is_disconnected():
                handle.cancel()
    except asyncio.CancelledError:
        handle.cancel()
        raise
    return task.result()


async def _collect(handle, request: HttpRequest) -> GenerationDone:
    """Wait for the whole answer."""

    async def drain():
        async for _ in handle:
            pass

    await _unless_disconnected(drain(), handle, request)
    return _final(handle)


async def _first_event(handle, request: HttpRequest):
    event = await _unless_disconnected(handle.__aiter__().__anext__(), handle, request)
    if isinstance(event, GenerationFailed):
        _final(handle)
    return event


async def _events(first, handle):
    yield first
    if handle.final is None:
        async for event in handle:
            yield event


async def _stream(handle, first, shaper: Shaper, include_usage: bool, release):
    """SSE chunks; the request is cancelled when the client disconnects (the generator is closed)."""
    try:
        for chunk in shaper.first():
            yield sse(chunk)
        async for event in _events(first, handle):
            if isinstance(event, GenerationFailed):
                yield sse({"error": {"message": event.message, "type": "server_error", "param": None, "code": None}})
                break
            for chunk in shaper.event(event):
                yield sse(chunk)
            if isinstance(event, GenerationDone) and include_usage:
                yield sse(shaper.usage_chunk(event))
        yield sse("[DONE]")
    finally:
        if handle.final is None:
            handle.cancel()
        release()


async def chat_completions(state, request):
    return await _generate(state, request, chat=True)


async def completions(state, request):
    return await _generate(state, request, chat=False)


async def models(state, request):
    data = [{"id": state.model, "object": "model", "created": int(state.started), "owned_by": "macllm"}]
    if state.embedder_folder is not None:
        data.append({"id": state.embedder_name, "object": "model", "created": int(state.started), "owned_by": "macllm"})
    return JSONResponse({"object": "list", "data": data})


async def embeddings(state, request):
    from macllm.server.embeddings import embed_body

    body = await _json_body(state, request)
    return JSONResponse(await embed_body(state, body))


async def health(request: HttpRequest):
    state: ServerState = request.app.state.macllm
    body = {"status": "ready" if state.ready else "loading", "model": state.model, "running": state.admission.running}
    return JSONResponse(body, status_code=200 if state.ready else 503)


def make_app(state: ServerState) -> Starlette:
    app = Starlette(
        routes=[
            Route("/v1/chat/completions", _route(chat_completions), methods=["POST"]),
            Route("/v1/completions", _route(completions), methods=["POST"]),
            Route("/v1/embeddings", _route(embeddings), methods=["POST"]),
            Route("/v1/models", _route(models), methods=["GET"]),
            Route("/health", health, methods=["GET"]),
        ]
    )
    app.state.macllm = state
    return app
