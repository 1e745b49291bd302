"""The benches' `macllm serve` inside their own process, on an engine they already loaded: the same app and
state `macllm serve` builds (macllm/server/run.py), on a loopback port, in a thread. scripts/ is on sys.path
when a script there runs, so they import this module by its name."""

from __future__ import annotations

import threading
import time


def served(engine, name: str):
    """The loaded model as the server describes it (vocab size, template tools, limits...)."""
    from macllm.server.served import describe_served

    return describe_served(engine, name)


def start(engine, name: str, concurrency: int = 64, cache: bool = True):
    """A server over `engine`'s loaded model under `name`; returns (uvicorn server, port)."""
    import uvicorn

    from macllm.server.admission import Admission
    from macllm.server.app import ServerState, make_app
    from macllm.server.run import bind
    from macllm.server.switch import ModelSwitch

    admission = Admission(concurrency, concurrency, held=engine.held_for_memory)
    state = ServerState(engine, ModelSwitch(served(engine, name)), admission=admission, ready=True, cache=cache)
    sock = bind("127.0.0.1", 0)
    server = uvicorn.Server(uvicorn.Config(make_app(state), log_level="warning", access_log=False))
    threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True).start()
    while not server.started:
        time.sleep(0.05)
    return server, sock.getsockname()[1]
