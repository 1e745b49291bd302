"""The HTTP APIs (Starlette) over a loaded Engine: OpenAI's chat and text completions and Responses,
Anthropic's Messages. No MLX: generation runs on the engine's thread; this side parses, admits, streams and
shapes, the same way for every dialect (a Dialect names its parser and its shaper).

Routes: POST /v1/chat/completions, /v1/completions, /v1/responses, /v1/messages, /v1/messages/count_tokens,
/v1/embeddings; GET /v1/models, /v1/responses/{id} (and DELETE), /health and /health/memory (health.py).
Every /v1 route checks the key (when one is set: `Authorization: Bearer` or `x-api-key`) in constant time.
Bodies over the size limit are refused before they are read whole; malformed JSON, unknown fields, bad values,
unknown routes and wrong methods get the dialect's JSON error, and the server goes on serving. A client that
disconnects cancels its request at the next token, which frees its slot. A failed request logs one line (status,
route, the error's message); nothing a client sends (prompts, keys) is logged. A request holds the model it names
(switch.py) from before it is parsed until its answer ends, and reads that model's facts (served.py) through a
view of the state of its own (ServerState.holding): two models may answer at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import hmac
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request as HttpRequest
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

from macllm.errors import MacllmError, Stopping
from macllm.events import GenerationDone, GenerationFailed
from macllm.server import health, messages, messages_answers, responses, responses_answers
from macllm.server.admission import Admission, QueueFull
from macllm.server.answers import Shaper
from macllm.server.fields import stopping
from macllm.server.leaving import awaited_unless_left, granted_unless_left
from macllm.server.protocol import ApiError, Parsed, parse_chat, parse_completion
from macllm.server.reasoning import thinking_model
from macllm.server.switch import ModelSwitch, hold, requested_model

log = logging.getLogger("macllm.serve")


@dataclass
class ServerState:
    engine: object  # macllm.runtime.engine.Engine with a model loaded
    switch: ModelSwitch  # the models loaded now (switch.loaded), loading another one a request names
    api_key: str | None = None
    admission: Admission = field(default_factory=lambda: Admission(8, 32))
    embedder_folder: object = None  # a Path, or None: /v1/embeddings says how to get one
    embedder_name: str = "all-minilm-l6-v2"
    ready: bool = False  # after the warm-up
    started: float = field(default_factory=time.time)
    choices: tuple[str, ...] = ()  # the chat models requests may name (--models); () : only the one served
    aliases: tuple[tuple[str, str], ...] = ()  # (fnmatch pattern, model): other names clients may use
    log_requests: bool = False  # one stderr line per answered request (route, status, tokens, seconds)
    cache: bool = True  # requests reuse and feed the KV cache pool (off: every prompt is prefilled afresh)
    stored: responses.Store = field(default_factory=responses.Store)  # Responses kept for previous_response_id
    held: object = None  # the ServedModel a request holds, in its view of the state (holding)
    _embedder: object = None

    # What belongs to a loaded model (served.py); a request reads its own while it holds it (switch.py).
    served = property(lambda self: self.held or self.switch.served)
    model = property(lambda self: self.served.name)  # the name answers report
    vocab_size = property(lambda self: self.served.vocab_size)
    template_tools = property(lambda self: self.served.template_tools)
    eos_ids = property(lambda self: self.served.eos_ids)
    tokenizer = property(lambda self: self.served.tokenizer)
    think = property(lambda self: self.served.think)
    tool_format = property(lambda self: self.served.tool_format)
    limits = property(lambda self: self.served.limits)

    @property
    def names(self) -> tuple[str, ...]:
        return self.choices or (self.model,)

    def holding(self, served) -> ServerState:
        """The state as a request that holds `served` sees it (the other fields shared)."""
        return dataclasses.replace(self, held=served)


@dataclass(frozen=True)
class Dialect:
    """One API's way of reading a request and shaping its answer; app.py does the rest for all of them."""

    name: str  # "openai" or "anthropic": the error format
    parse: Callable[[ServerState, dict], Parsed]
    shaper: Callable[[ServerState, Parsed], object]  # body(done), opening(), frames(event), failure(m), closing()


OPENAI_CHAT = Dialect(
    "openai",
    lambda state, body: parse_chat(
        body, state.limits, state.vocab_size, state.template_tools, state.tool_format, thinking_model(state)
    ),
    lambda state, parsed: Shaper(
        state.model,
        True,
        parsed.tools,
        parsed.include_usage,
        state.think,
        parsed.tool_format,
        parsed.request.logprobs is not None,
        parsed.thinking_open,
    ),
)
OPENAI_COMPLETIONS = Dialect(
    "openai",
    lambda state, body: parse_completion(body, state.limits, state.vocab_size, state.tokenizer),
    lambda state, parsed: Shaper(
        state.model, False, [], parsed.include_usage, logprobs=parsed.request.logprobs is not None, echo=parsed.echo
    ),
)
ANTHROPIC_MESSAGES = Dialect("anthropic", messages.parse, messages_answers.Shaper)
OPENAI_RESPONSES = Dialect("openai", responses.parse, responses_answers.Shaper)


def _error(e: ApiError, request: HttpRequest, dialect: str) -> JSONResponse:
    """The error in the dialect's format, and one line on the server's stderr (never the body or the key)."""
    (log.error if e.status >= 500 else log.warning)(
        "%d %s %s: %s", e.status, request.method, request.url.path, e.message[:300]
    )
    return JSONResponse(e.body(dialect), status_code=e.status, headers=e.headers)


def _dialect_of(path: str) -> str:
    return "anthropic" if path.startswith("/v1/messages") else "openai"


def _authorize(state: ServerState, request: HttpRequest) -> None:
    if state.api_key is None:
        return
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    given = token.strip() if scheme.lower() == "bearer" else request.headers.get("x-api-key", "")
    if not hmac.compare_digest(given.encode(), state.api_key.encode()):
        raise ApiError(
            401,
            "missing or wrong API key; send 'Authorization: Bearer <key>' or 'x-api-key: <key>'",
            code="invalid_api_key",
            kind="authentication_error",
        )


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


def _log_request(state: ServerState, request: HttpRequest, done: GenerationDone, started: float) -> None:
    if state.log_requests:
        s = done.stats
        log.info(
            "200 %s %s: %d prompt tokens (%d cached), %d generated, %s, %.2f s",
            request.method,
            request.url.path,
            s.prompt_tokens,
            s.reused_tokens,
            s.generation_tokens,
            done.finish_reason,
            time.perf_counter() - started,
        )


def _route(handler, dialect: str = "openai"):
    """Wraps a handler: key check, readiness, and every error as the dialect's error body."""

    async def endpoint(request: HttpRequest):
        state: ServerState = request.app.state.macllm
        fail = lambda e: _error(e, request, dialect)  # noqa: E731
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
            return fail(e)
        except QueueFull as e:
            return fail(
                ApiError(
                    429,
                    str(e),  # a full queue, or a wait past --queue-timeout (admission.py)
                    code=e.code,
                    kind="rate_limit_error",
                    headers={"Retry-After": str(e.retry_after)},
                )
            )
        except Stopping as e:  # a call (a count, an embedding, a model switch) that serve's stop ended
            return fail(stopping(e))
        except MacllmError as e:
            return fail(ApiError(400, str(e)))
        except Exception as e:  # a bug: say so without echoing the request
            return fail(
                ApiError(500, f"internal error ({type(e).__name__}); the server goes on serving", kind="server_error")
            )

    return endpoint


async def _admitted(state: ServerState, parsed: Parsed, request: HttpRequest):
    """(the engine's handle, the release of its slot): waits for a slot, then submits to the model it holds. A
    client that goes away while it waits leaves the queue (its place and the slot it would get go to others)."""
    # a full queue, or a wait past --queue-timeout, raises QueueFull
    await granted_unless_left(
        state.admission.acquire(), request, state.admission.release, "the client went away while it waited for a slot"
    )
    started = time.perf_counter()
    try:
        handle = state.engine.submit(parsed.request, model=state.served.key)
    except BaseException:
        state.admission.release()
        raise
    return handle, lambda: state.admission.release(time.perf_counter() - started)


def _generate(dialect: Dialect):
    async def handler(state: ServerState, request: HttpRequest):
        started = time.perf_counter()
        body = await _json_body(state, request)
        state = state.holding(await hold(state, requested_model(state, body), request))
        try:  # parsed with the facts of the model it holds: tokens, template, tool format, limits
            parsed = dialect.parse(state, body)
            parsed.request.cache = state.cache
            handle, release_slot = await _admitted(state, parsed, request)
        except BaseException:
            state.switch.release(state.model)
            raise

        released = []

        def release():  # once: by the stream's end, or by _Stream when the stream never started
            if not released:
                released.append(True)
                release_slot()
                state.switch.release(state.model)

        shaper = dialect.shaper(state, parsed)
        if parsed.stream:
            try:  # a request the engine refuses (a prompt over the context) still gets its 400, not a broken stream
                first = await _first_event(handle, request)
            except BaseException:
                release()
                raise
            return _Stream(
                _stream(handle, first, shaper, release, lambda done: _log_request(state, request, done, started)),
                handle,
                release,
            )
        try:
            done = await _collect(handle, request)
        finally:
            release()
        _log_request(state, request, done, started)
        return JSONResponse(shaper.body(done))

    return handler


def _final(handle) -> GenerationDone:
    final = handle.final
    if isinstance(final, GenerationFailed) and isinstance(final.error, Stopping):  # not the request's fault
        raise stopping(final.error)
    if isinstance(final, GenerationFailed):
        raise ApiError(
            400 if isinstance(final.error, MacllmError) else 500,
            final.message,
            kind="invalid_request_error" if isinstance(final.error, MacllmError) else "server_error",
        )
    return final


async def _collect(handle, request: HttpRequest) -> GenerationDone:
    """Wait for the whole answer."""

    async def drain():
        async for _ in handle:
            pass

    await awaited_unless_left(drain(), request, handle.cancel)
    return _final(handle)


async def _first_event(handle, request: HttpRequest):
    event = await awaited_unless_left(handle.__aiter__().__anext__(), request, handle.cancel)
    if isinstance(event, GenerationFailed):
        _final(handle)
    return event


async def _events(first, handle):
    yield first
    if handle.final is None:
        async for event in handle:
            yield event


class _Stream(StreamingResponse):
    """An SSE response that frees its request's slot and model even when the client leaves before the first
    frame (the frames' generator then never starts, so its own `finally` never runs): a held model would block
    every later switch."""

    def __init__(self, frames, handle, release):
        super().__init__(frames, media_type="text/event-stream", headers={"Cache-Control": "no-cache"})
        self._handle, self._release = handle, release

    async def __call__(self, scope, receive, send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            if self._handle.final is None:
                self._handle.cancel()
            self._release()


async def _stream(handle, first, shaper, release, finished=lambda done: None):
    """SSE frames; the request is cancelled when the client disconnects (the generator is closed). The frames of
    every event already waiting go out in one write (the same bytes: each event keeps its own frames), so a
    stream that falls behind the engine catches up with one send rather than one per token."""
    try:
        for frame in shaper.opening():
            yield frame
        failed = False
        async for arrived in _events(first, handle):
            out = []
            for event in [arrived, *handle.ready()]:
                if isinstance(event, GenerationFailed):
                    out += shaper.failure(event.message)
                    failed = True
                    break
                out += shaper.frames(event)
                if isinstance(event, GenerationDone):
                    finished(event)
            if out:
                yield b"".join(out)
            if failed:
                break
        for frame in shaper.closing():
            yield frame
    finally:
        if handle.final is None:
            handle.cancel()
        release()


async def count_tokens(state: ServerState, request: HttpRequest):
    body = await _json_body(state, request)
    state = state.holding(await hold(state, requested_model(state, body), request))  # counted with its template
    try:
        parsed = messages.parse_count(state, body)
        tokenizer = state.tokenizer

        def count(engine):
            from macllm.runtime.sequence import render_prompt

            return len(render_prompt(parsed.request, tokenizer, 1 << 30)[0])

        tokens = await asyncio.wrap_future(state.engine.run_later(count))
    finally:
        state.switch.release(state.model)
    return JSONResponse({"input_tokens": tokens})


async def stored_response(state: ServerState, request: HttpRequest):
    rid = request.path_params["rid"]
    if request.method == "DELETE":
        state.stored.delete(rid)
        return JSONResponse({"id": rid, "object": "response.deleted", "deleted": True})
    return JSONResponse(state.stored.get(rid).body)


async def models(state, request):
    """The models requests may name with their kind ("chat", "embedding"; the chat models --models allows, the
    one loaded last first) and whether each is loaded now; in Anthropic's shape for Anthropic's clients."""
    chat = [state.model] + [n for n in state.names if n != state.model]
    loaded = set(state.switch.loaded)
    served = [(m, "chat") for m in chat] + ([(state.embedder_name, "embedding")] if state.embedder_folder else [])
    if "anthropic-version" in request.headers:
        created = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(state.started))
        data = [{"type": "model", "id": m, "display_name": m, "created_at": created} for m, _ in served]
        return JSONResponse({"data": data, "has_more": False, "first_id": served[0][0], "last_id": served[-1][0]})
    data = [
        {"id": m, "object": "model", "created": int(state.started), "owned_by": "macllm", "kind": kind}
        | ({"loaded": m in loaded} if kind == "chat" else {})
        for m, kind in served
    ]
    return JSONResponse({"object": "list", "data": data})


async def embeddings(state, request):
    from macllm.server.embeddings import embed_body

    body = await _json_body(state, request)
    return JSONResponse(await embed_body(state, body))


async def _no_route(request: HttpRequest, exc: HTTPException):
    dialect = _dialect_of(request.url.path)
    if exc.status_code == 405:
        error = ApiError(405, f"{request.method} is not allowed on {request.url.path}", code="method_not_allowed")
    elif exc.status_code == 404:
        error = ApiError(
            404,
            f"no route {request.url.path}; this server serves /v1/chat/completions, /v1/completions, "
            "/v1/responses, /v1/messages, /v1/embeddings, /v1/models and /health",
            code="not_found",
        )
    else:
        error = ApiError(exc.status_code, str(exc.detail))
    return _error(error, request, dialect)


@contextlib.asynccontextmanager
async def _keeping_alive(switch: ModelSwitch):
    """While the server runs: idle models unload after --keep-alive (switch.py)."""
    task = asyncio.ensure_future(switch.keep_alive_loop())
    try:
        yield
    finally:
        task.cancel()


def make_app(state: ServerState) -> Starlette:
    app = Starlette(
        routes=[
            Route("/v1/chat/completions", _route(_generate(OPENAI_CHAT)), methods=["POST"]),
            Route("/v1/completions", _route(_generate(OPENAI_COMPLETIONS)), methods=["POST"]),
            Route("/v1/messages", _route(_generate(ANTHROPIC_MESSAGES), ANTHROPIC_MESSAGES.name), methods=["POST"]),
            Route("/v1/messages/count_tokens", _route(count_tokens, "anthropic"), methods=["POST"]),
            Route("/v1/responses", _route(_generate(OPENAI_RESPONSES)), methods=["POST"]),
            Route("/v1/responses/{rid}", _route(stored_response), methods=["GET", "DELETE"]),
            Route("/v1/embeddings", _route(embeddings), methods=["POST"]),
            Route("/v1/models", _route(models), methods=["GET"]),
            Route("/health", health.health, methods=["GET"]),
            Route("/health/memory", health.memory, methods=["GET"]),
        ],
        exception_handlers={404: _no_route, 405: _no_route},
        lifespan=lambda app: _keeping_alive(state.switch),
    )
    app.state.macllm = state
    return app
