"""A stand-in for macllm.runtime.engine.Engine with its thread-safe interface (macllm.engine_api.Engine): canned
answers streamed from a thread."""

from __future__ import annotations

import threading
import time

from macllm.events import GenerationDone, GenerationFailed, GenerationStats, TextChunk
from macllm.model_store import InstalledModel
from macllm.requests import Request, RequestHandle

ANSWER = "Paris is the **capital** of France.\n\n```python\nprint('bonjour')\n```\n"


def installed_models():
    return [  # sorted by name, as the store lists them: the document embedder first, never a chat model
        InstalledModel("all-minilm-l6-v2", "/models/minilm", "test", "bert", 22_000_000, "float32", 90_000_000, 0.0),
        InstalledModel("tiny", "/models/tiny", "test", "llama", 135_000_000, "4-bit g32", 100_000_000, 0.0),
        InstalledModel("tiny-draft", "/models/tiny-draft", "test", "llama", 35_000_000, "4-bit g32", 30_000_000, 0.0),
    ]


class FakeEngine:
    def __init__(
        self,
        answer: str = ANSWER,
        delay: float = 0.005,
        hold: bool = False,
        fail: str | None = None,
        draft_stats: dict | None = None,
    ):
        self.answer, self.delay, self.fail = answer, delay, fail
        self.draft_stats = draft_stats or {}  # GenerationStats fields of speculative decoding
        self.resident: dict[str, int] = {}  # what hold_resident was told (the document models' weights)
        self.gate = threading.Event()  # with hold=True, the answer waits here after its first chunk
        if not hold:
            self.gate.set()
        self.loads, self.submits, self.forgotten = [], [], []

    def load(self, model, draft=None, weights=None, context=None, kv_bits=0, beside=False):
        self.loads.append((model, draft))
        return self._describe(model, draft)

    def unload(self, model):
        return self.info()

    def held_for_memory(self):
        return 0

    def info(self):
        model, draft = self.loads[-1] if self.loads else (None, None)
        return self._describe(model, draft)

    @staticmethod
    def _describe(model, draft) -> dict:
        return {
            "model": model,
            "draft": draft,
            "context_length": 2048,
            "memory_gb": 0.25,
            "weights": "dense",
            "backend": "fake",
        }

    def submit(self, request: Request, model=None) -> RequestHandle:
        self.submits.append(
            {
                "messages": [dict(m) for m in request.messages],
                "system": request.system,
                "params": request.params,
                "persist": request.persist,
                "cache_tag": request.cache_tag,
                "draft": request.draft,
                "draft_tokens": request.draft_tokens,
            }
        )
        handle = RequestHandle(request)
        threading.Thread(target=self._run, args=(handle,), daemon=True).start()
        return handle

    def _run(self, handle: RequestHandle) -> None:
        if self.fail:
            handle.put(GenerationFailed(self.fail))
            return
        pieces = [self.answer[i : i + 6] for i in range(0, len(self.answer), 6)]
        text, finish = "", "stop"
        for n, piece in enumerate(pieces):
            if n == 1:
                while not self.gate.wait(0.01):
                    if handle.cancelled:
                        break
            if handle.cancelled:
                finish = "cancelled"
                break
            time.sleep(self.delay)
            text += piece
            handle.put(TextChunk(piece))
        stats = GenerationStats(
            prompt_tokens=40,
            reused_tokens=30,
            generation_tokens=len(text) // 4,
            ttft_s=0.1,
            prompt_tps=100.0,
            generation_tps=20.0,
            peak_memory_gb=0.5,
            memory_weights_gb=0.27,
            memory_kv_gb=0.01,
            memory_pool_gb=0.03,
            memory_other_gb=0.05,
            context=2048,
            **self.draft_stats,
        )
        handle.put(GenerationDone(text, finish, stats))

    def warm_up(self, grammar=False):
        return 0.0

    def forget(self, cache_tag):
        self.forgotten.append(cache_tag)
        return 0

    def hold_resident(self, name, module=None, host_bytes=0):
        self.resident[name] = host_bytes
        return host_bytes

    def run(self, fn, *args):
        return fn(self, *args)

    def run_later(self, fn, *args):
        from concurrent.futures import Future

        future = Future()
        try:
            future.set_result(fn(self, *args))
        except Exception as e:  # as the engine's: the error is the future's, not the caller's
            future.set_exception(e)
        return future

    def close(self):
        pass


def catalog():
    """Two catalogue models the picker offers to download: one that fits, one too big for the machine."""
    from macllm.catalog import CatalogEntry

    return {
        "tiny": CatalogEntry("tiny", "pypi", "the installed one"),
        "mid-1b": CatalogEntry(
            "mid-1b",
            "pypi",
            "a mid-size chat model",
            "llama",
            "1B",
            extra={"size_mb": 700, "config": {"num_hidden_layers": 16}},
        ),
        "huge-70b": CatalogEntry(
            "huge-70b",
            "pypi",
            "far too big",
            "llama",
            "70B",
            extra={"size_mb": 40000, "config": {"num_hidden_layers": 80}},
        ),
        "minilm": CatalogEntry("minilm", "pypi", "embeddings", "bert", "22M", extra={"size_mb": 90}),
    }


def fit(config, size_bytes, path, parameters):
    """A machine of 8 GB: what the picker shows, the same on every machine."""
    if size_bytes > 8e9:
        return False, 0, "too big: needs 44.10 GB, this machine can give 8.00 GB"
    return True, 8192, ""
