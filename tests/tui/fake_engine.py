"""A stand-in for macllm.engine.Engine with its thread-safe interface: canned answers streamed from a thread."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

from macllm.events import GenerationDone, GenerationFailed, GenerationStats, GenerationStream, TextChunk
from macllm.session import Session
from macllm.store import InstalledModel

ANSWER = "Paris is the **capital** of France.\n\n```python\nprint('bonjour')\n```\n"


def installed_models():
    return [InstalledModel("tiny", "/models/tiny", "test", "llama", 135_000_000, "4-bit g32", 100_000_000, 0.0),
            InstalledModel("tiny-draft", "/models/tiny-draft", "test", "llama", 35_000_000, "4-bit g32", 30_000_000, 0.0)]


class FakeEngine:
    def __init__(self, answer: str = ANSWER, delay: float = 0.005, hold: bool = False, fail: str | None = None):
        self.answer, self.delay, self.fail = answer, delay, fail
        self.gate = threading.Event()  # with hold=True, the answer waits here after its first chunk
        if not hold:
            self.gate.set()
        self.loads, self.submits = [], []
        self._cancel = threading.Event()

    def load(self, model, draft=None, weights=None):
        self.loads.append((model, draft))
        return {"model": model, "draft": draft, "context_length": 2048, "memory_gb": 0.25, "weights": "dense", "backend": "fake"}

    def submit(self, session: Session, params, prompt=None) -> GenerationStream:
        if prompt is not None:
            session.add_user(prompt)
        self.submits.append({"messages": [dict(m) for m in session.messages], "system": session.system, "params": params})
        self._cancel.clear()
        stream = GenerationStream()
        threading.Thread(target=self._run, args=(session, stream), daemon=True).start()
        return stream

    def _run(self, session: Session, stream: GenerationStream) -> None:
        if self.fail:
            stream.put(GenerationFailed(self.fail))
            return
        pieces = [self.answer[i: i + 6] for i in range(0, len(self.answer), 6)]
        text, finish = "", "stop"
        for n, piece in enumerate(pieces):
            if n == 1:
                while not self.gate.wait(0.01):
                    if self._cancel.is_set():
                        break
            if self._cancel.is_set():
                finish = "cancelled"
                break
            time.sleep(self.delay)
            text += piece
            stream.put(TextChunk(piece))
        session.add_assistant(text, finish)
        stats = GenerationStats(prompt_tokens=40, reused_tokens=30, generation_tokens=len(text) // 4, ttft_s=0.1,
                                prompt_tps=100.0, generation_tps=20.0, peak_memory_gb=0.5)
        stream.put(GenerationDone(text, finish, stats))

    def cancel(self):
        self._cancel.set()

    def save_session(self, session: Session, path):
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text(json.dumps(session.to_json()))

    def load_session(self, path):
        return Session.load(path, with_cache=False)

    def close(self):
        pass
