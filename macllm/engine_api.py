"""What callers (the CLI, the chat side, the server) use of the engine, as a protocol: plain Python, no MLX.

`macllm.runtime.engine.Engine` is the real one; `tests/tui/fake_engine.FakeEngine` stands in for it in the
app's tests. tests/runtime/test_engine_protocol.py checks that both have every method here with compatible
signatures, so the fake cannot drift from the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Protocol, runtime_checkable

from macllm.requests import Request, RequestHandle


@runtime_checkable
class Engine(Protocol):
    def submit(self, request: Request, model: str | None = None) -> RequestHandle:
        """Queue a request; its handle streams the answer and can cancel it alone. model: which loaded model
        answers (None: the one loaded last)."""
        ...

    def load(
        self,
        model: str,
        draft: str | None = None,
        weights: str | None = None,
        context: int | None = None,
        kv_bits: int = 0,
        beside: bool = False,
    ) -> dict:
        """Load a model (and optionally a draft) within the memory budget; returns a description (info()).
        beside: keep the loaded models, where the plan has room for all of them."""
        ...

    def unload(self, model: str) -> dict:
        """Let go of a loaded model while no request for it runs."""
        ...

    def held_for_memory(self) -> int:
        """Requests waiting for KV memory (any thread)."""
        ...

    def warm_up(self, grammar: bool = False) -> float:
        """A few tiny answers right after loading; seconds spent."""
        ...

    def info(self) -> dict:
        """The loaded model, its context, memory and the cache pool."""
        ...

    def forget(self, cache_tag: str) -> int:
        """Delete the KV caches that requests with this cache_tag left."""
        ...

    def hold_resident(self, name: str, module: Any = None, host_bytes: int = 0) -> int:
        """On the engine's thread (inside run()): count weights kept loaded beside the models (an embedder's:
        `module`'s MLX parameters, or `host_bytes` outside MLX) in the memory plan; returns their bytes."""
        ...

    def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        """fn(engine, *args) on the engine's thread, between steps."""
        ...

    def run_later(self, fn: Callable[..., Any], *args: Any) -> Future:
        """run() without waiting: a Future of its result (async code awaits it with asyncio.wrap_future)."""
        ...

    def close(self) -> None:
        """Cancel what runs and stop (idempotent)."""
        ...
