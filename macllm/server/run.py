"""Starting `macllm serve`: checks that it is safe to listen where asked, loads the model, binds the socket,
serves at once (GET /health says "loading") and reports ready after the warm-up."""

from __future__ import annotations

import ipaddress
import os
import socket
import sys
import threading
from pathlib import Path

from macllm.errors import MacllmError
from macllm.server.admission import Admission


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def check_exposure(host: str, api_key: str | None) -> None:
    if not is_loopback(host) and not api_key:
        raise MacllmError(
            f"refusing to listen on {host} without an API key: anyone on the network could use the "
            "model. Pass --api-key (or set MACLLM_API_KEY), or keep the default --host 127.0.0.1"
        )


def _log_to_stderr(requests: bool) -> None:
    """One stderr line per failed request (app.py writes it: status, route, the error's message) and, with
    --log-requests, one per answered request (route, tokens, seconds)."""
    import logging

    log = logging.getLogger("macllm.serve")
    if not log.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("macllm serve: %(message)s"))
        log.addHandler(handler)
        log.propagate = False
    log.setLevel(logging.INFO if requests else logging.WARNING)


def parse_aliases(aliases, served: dict[str, str]) -> tuple[tuple[str, str], ...]:
    """--alias NAME=MODEL (NAME may be a pattern: 'claude-*'): (pattern, model name) pairs, each MODEL one that
    requests may name (`served`: name -> what engine.load takes; MODEL may be either)."""
    pairs = []
    first = next(iter(served))
    for alias in aliases or ():
        name, sep, target = alias.partition("=")
        if not sep or not name or not target:
            raise MacllmError(f"--alias takes NAME=MODEL (e.g. 'claude-*={first}'), not '{alias}'")
        found = [n for n, spec in served.items() if target in (n, spec)]
        if not found:
            names = ", ".join(f"'{n}'" for n in served)
            raise MacllmError(
                f"--alias {alias}: '{target}' is not a model this server serves ({names}); add it with --models"
            )
        pairs.append((name, found[0]))
    return tuple(pairs)


def parse_models(models: str | None, name: str, spec: str) -> dict[str, str]:
    """--models: the chat models requests may name, as name -> what engine.load takes, the served one first.
    None: only it; 'all': every installed chat model; else a comma list of installed names (never an embedder)."""
    from macllm import model_store
    from macllm.model_choices import EMBEDDING_ARCHITECTURES

    served = {name: spec}
    if not models:
        return served
    if models.strip() == "all":
        found = [m for m in model_store.list_installed() if m.architecture not in EMBEDDING_ARCHITECTURES]
        return served | {m.name: m.name for m in found if m.name != name}
    for wanted in (w.strip() for w in models.split(",")):
        if not wanted or wanted == name:
            continue
        info = model_store.installed(wanted)  # a one-line error, with what to do, for one that is not
        if info.architecture in EMBEDDING_ARCHITECTURES:
            raise MacllmError(
                f"--models: '{wanted}' is an embedding model; /v1/embeddings serves it (--embedding-model)"
            )
        served[wanted] = wanted
    return served


def parse_keep_alive(value: str | None, several: bool) -> float:
    """--keep-alive as seconds: '5m', '30s', '1h', '90' (seconds), '0' (unload once idle), '-1' (never). None: 5
    minutes where --models serves several models, else never (one model has nothing to make room for)."""
    if value is None:
        return 300.0 if several else -1.0
    text = value.strip().lower()
    units = {"ms": 0.001, "s": 1, "m": 60, "h": 3600}
    unit = next((u for u in ("ms", "s", "m", "h") if text.endswith(u)), "")
    try:
        seconds = float(text[: len(text) - len(unit)] if unit else text) * units.get(unit, 1)
    except ValueError:
        raise MacllmError(f"--keep-alive takes a duration ('5m', '30s', '1h', 0, -1), not '{value}'") from None
    return -1.0 if seconds < 0 else seconds


def _embedder_folder(name: str):
    from macllm import model_store

    try:
        return model_store.resolve(name)
    except MacllmError:
        return None


def bound_malloc() -> bool:
    """On glibc, a fixed mmap threshold (128 KiB) and two arenas, as MALLOC_MMAP_THRESHOLD_=131072
    MALLOC_ARENA_MAX=2 would set. MLX's CPU backend takes its buffers from malloc; with glibc's default, the
    threshold rises to the largest buffer freed so far, later buffers of that size come from the heap, and
    the heap keeps what they free: scripts/soak measured RSS beyond MLX's own figures growing ~800 MB an hour
    under mixed traffic, and flat with these settings. Call before the engine allocates; False off glibc."""
    import ctypes
    import ctypes.util

    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        m_mmap_threshold, m_arena_max = -3, -8
        return bool(libc.mallopt(m_mmap_threshold, 128 * 1024)) and bool(libc.mallopt(m_arena_max, 2))
    except (OSError, AttributeError):  # musl or another libc without mallopt
        return False


def bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host.strip("[]"), port))
    except OSError as e:
        sock.close()
        raise MacllmError(f"cannot listen on {host}:{port} ({e.strerror}); pick another --port") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


STOPPING = "macllm serve is stopping (Ctrl-C or SIGTERM); send the request again once it is back"


def make_server(config, engine):
    """uvicorn's server whose Ctrl-C (or SIGTERM) first stops the engine, which hands every answer in flight the
    STOPPING error: their streams end at once, so the graceful shutdown has nothing to wait for, and the other
    ranks stop at the same moment (otherwise streams run on until uvicorn cancels them, and cut)."""
    import uvicorn

    class Server(uvicorn.Server):
        def handle_exit(self, sig, frame) -> None:
            engine.close(STOPPING, wait=False)
            super().handle_exit(sig, frame)

    return Server(config)


def serve(
    model: str,
    draft: str | None = None,
    host: str = "127.0.0.1",
    port: int = 8000,
    api_key: str | None = None,
    max_concurrency: int = 8,
    max_queue: int = 32,
    context: int | None = None,
    kv_bits: int = 0,
    max_tokens: int = 4096,
    warmup: bool = True,
    embedder: str = "all-minilm-l6-v2",
    aliases: list[str] | None = None,
    log_requests: bool = False,
    models: str | None = None,
    keep_alive: str | None = None,
    queue_timeout: float = 0.0,
) -> None:
    import uvicorn

    from macllm.requests import draft_choice
    from macllm.runtime.engine import Engine
    from macllm.server.app import ServerState, make_app
    from macllm.server.served import EngineModels
    from macllm.server.switch import ModelSwitch

    api_key = api_key or os.environ.get("MACLLM_API_KEY") or None
    check_exposure(host, api_key)
    name = Path(model).name if Path(model).is_dir() else model
    choices = parse_models(models, name, model)
    pairs = parse_aliases(aliases, choices)
    idle = parse_keep_alive(keep_alive, len(choices) > 1)
    if max_concurrency < 1 or max_queue < 0 or max_tokens < 1 or queue_timeout < 0:
        raise MacllmError("--max-concurrency and --max-tokens must be >= 1, --max-queue and --queue-timeout >= 0")
    sock = bind(host, port)
    bound_malloc()
    engine = Engine()
    loader = EngineModels(engine, choices, draft_choice(draft)[0], context, kv_bits, max_tokens)
    loader.warmup = warmup
    try:
        first = loader.load(name, warm=False)
        if idle >= 0 and engine.info()["ranks"] > 1:
            idle = -1  # a model split over several ranks stays loaded
        folder = Path(embedder) if Path(embedder).is_dir() else _embedder_folder(embedder)
        admission = Admission(max_concurrency, max_queue, engine.held_for_memory, queue_timeout or None)
        state = ServerState(
            engine,
            ModelSwitch(first, loader, idle),
            api_key,
            admission,
            folder,
            Path(embedder).name if Path(embedder).is_dir() else embedder,
        )
        state.choices = tuple(choices) if len(choices) > 1 else ()
        state.aliases, state.log_requests = pairs, log_requests
        _log_to_stderr(log_requests)
        url = f"http://{host if ':' not in host else f'[{host}]'}:{sock.getsockname()[1]}/v1"
        print(
            f"macllm serve: {name} at {url} ({'API key required' if api_key else 'no API key'})",
            file=sys.stderr,
            flush=True,
        )

        def ready():
            try:
                if warmup:
                    seconds = engine.warm_up(grammar=True)
                    print(f"warmed up in {seconds:.1f} s", file=sys.stderr, flush=True)
            except Exception as e:  # a failed warm-up costs the first request some time, nothing else
                print(f"warning: warm-up failed ({e})", file=sys.stderr)
            state.ready = True
            state.switch.start_clock()
            print("ready", file=sys.stderr, flush=True)

        threading.Thread(target=ready, name="macllm-warmup", daemon=True).start()
        config = uvicorn.Config(make_app(state), log_level="warning", access_log=False, timeout_graceful_shutdown=5)
        make_server(config, engine).run(sockets=[sock])
    finally:
        engine.close()
        sock.close()
