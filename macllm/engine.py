"""The engine: the one thread that touches MLX. It loads the target (and draft) model and runs generation.

MLX streams belong to the thread that made them, so every MLX call happens on this thread. Callers (CLI,
UI, server) use the thread-safe methods below; `submit` returns a GenerationStream of plain events.
Generation reuses mlx-lm's `generate_step` / `speculative_generate_step`, its caches and samplers.
"""

from __future__ import annotations

import atexit
import itertools
import queue
import threading
from concurrent.futures import Future
from pathlib import Path
from time import perf_counter

from macllm.errors import MacllmError
from macllm.events import GenerationDone, GenerationFailed, GenerationStats, GenerationStream, TextChunk
from macllm.sampling import SamplingParams
from macllm.session import Session

PREFILL_STEP = 256  # prompt chunk size: also how often a long prefill checks for cancel


class _Cancelled(Exception):
    pass


class Engine:
    def __init__(self, num_draft_tokens: int = 3):
        self.model = None  # LoadedModel, engine thread only
        self.draft = None
        self.num_draft_tokens = num_draft_tokens
        self._calls: queue.Queue = queue.Queue()
        self._submitted = itertools.count(1)
        self._cancelled_upto = 0  # generations numbered up to this one are cancelled
        self._latest = 0
        self._thread = threading.Thread(target=self._run, name="macllm-engine", daemon=True)
        self._thread.start()
        atexit.register(self.close)

    # -- thread plumbing ------------------------------------------------------------------------------
    def _run(self) -> None:
        while True:
            item = self._calls.get()
            if item is None:
                self._release_streams()
                return
            fn, args, future = item
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(fn(*args))
                except BaseException as e:  # handed to the caller through the future
                    future.set_exception(e)

    @staticmethod
    def _release_streams() -> None:
        """Destroy this thread's MLX streams before it ends; otherwise the process can abort at exit
        ("terminate called without an active exception", ml-explore/mlx#3126)."""
        import sys

        if "mlx.core" in sys.modules:
            sys.modules["mlx.core"].synchronize()
            sys.modules["mlx.core"].clear_streams()

    def _call(self, fn, *args) -> Future:
        future: Future = Future()
        self._calls.put((fn, args, future))
        return future

    def close(self) -> None:
        """Stop the engine thread (idempotent). Registered with atexit, so a forgotten close is harmless."""
        if not self._thread.is_alive():
            return
        self.cancel()
        self._calls.put(None)
        self._thread.join(timeout=30)

    # -- public, thread-safe ----------------------------------------------------------------------------
    def load(self, model: str, draft: str | None = None, weights: str | None = None) -> dict:
        """Load a model (installed name or folder) and optionally a draft; returns a description."""
        return self._call(self._load, model, draft, weights).result()

    def submit(self, session: Session, params: SamplingParams, prompt: str | None = None) -> GenerationStream:
        """Add `prompt` as a user message (if given) and answer it; the answer is appended to the session."""
        stream = GenerationStream()
        self._latest = number = next(self._submitted)
        self._call(self._generate, session, params, prompt, stream, number)
        return stream

    def cancel(self) -> None:
        """Stop the running generation at the next token (or prefill chunk), and any submitted before this
        call that has not started; its partial text is kept. Generations submitted later are unaffected."""
        self._cancelled_upto = self._latest

    def save_session(self, session: Session, path: Path) -> None:
        self._call(session.save, Path(path)).result()

    def load_session(self, path: Path) -> Session:
        return self._call(Session.load, Path(path)).result()

    def info(self) -> dict:
        return self._call(self._info).result()

    def run(self, fn, *args):
        """Run fn(engine, *args) on the engine thread (benchmarks and tests that need raw MLX access)."""
        return self._call(fn, self, *args).result()

    # -- engine thread ---------------------------------------------------------------------------------
    def _info(self) -> dict:
        import mlx.core as mx

        from macllm import backend

        m, d = self.model, self.draft
        return {
            "memory_gb": mx.get_active_memory() / 1e9,
            "model": m.name if m else None,
            "draft": d.name if d else None,
            "weights": m.weights if m else None,
            "context_length": m.context_length if m else None,
            "backend": backend.describe(),
        }

    def _load(self, model: str, draft: str | None, weights: str | None) -> dict:
        from macllm import backend
        from macllm.model_loader import load_model
        from macllm.store import resolve

        weights = weights or backend.weights_mode()
        path = resolve(model)
        if self.model is None or self.model.path != path or weights != self.model.weights:
            self.model = None  # free the old weights before loading the new ones
            self.model = load_model(path, name=model, weights=weights)
        self.draft = None
        if draft:
            d = load_model(resolve(draft), name=draft, weights=weights)
            probe = "Hello, world! 123 <|im_start|>"
            if d.tokenizer.encode(probe) != self.model.tokenizer.encode(probe) or d.config.get("vocab_size") != self.model.config.get("vocab_size"):
                raise MacllmError(f"draft '{draft}' does not share the tokenizer of '{model}'; pick a draft of the same family")
            self.draft = d
        return self._info()

    def _make_cache(self):
        from mlx_lm.models.cache import make_prompt_cache

        cache = make_prompt_cache(self.model.model)
        if self.draft is not None:
            cache += make_prompt_cache(self.draft.model)
        return cache

    def _generate(self, session: Session, params: SamplingParams, prompt: str | None, stream: GenerationStream, number: int) -> None:
        try:
            if self.model is None:
                raise MacllmError("no model is loaded; run 'macllm pull smollm2-135m' and pass --model")
            if prompt is not None:
                session.add_user(prompt)
            try:
                done = self._generate_turn(session, params, stream, lambda: self._cancelled_upto >= number)
            except MacllmError:
                if prompt is not None:
                    session.messages.pop()  # the message was not answered; the caller still has its text
                raise
            stream.put(done)
        except BaseException as e:
            if not isinstance(e, MacllmError):  # refusals happen before the cache is touched
                session.cache, session.cache_tokens = None, []  # a half-updated cache is never reused
            message = str(e) if isinstance(e, MacllmError) else f"generation failed ({type(e).__name__}: {e})"
            stream.put(GenerationFailed(message, e))

    def _generate_turn(self, session: Session, params: SamplingParams, stream: GenerationStream, cancelled) -> GenerationDone:
        import mlx.core as mx
        from mlx_lm.generate import generate_step, speculative_generate_step

        from macllm.sampling import make_sampling

        lm, tok = self.model, self.model.tokenizer
        t0 = perf_counter()
        tokens = session.fit_context(tok, lm.context_length)
        key = lm.key + (f"+{self.draft.key}" if self.draft else "")
        reused = session.reuse_prefix(tokens, self._make_cache, key)
        todo = mx.array(tokens[reused:])
        max_tokens = min(params.max_tokens, lm.context_length - len(tokens))
        if params.seed is not None:
            mx.random.seed(params.seed)
        sampler, processors = make_sampling(params)
        mx.reset_peak_memory()

        def check_cancel(*_):
            if cancelled():
                raise _Cancelled

        common = dict(prompt_cache=session.cache, sampler=sampler, logits_processors=processors, max_tokens=max_tokens, prefill_step_size=PREFILL_STEP)
        if self.draft is not None:
            steps = speculative_generate_step(todo, lm.model, self.draft.model, num_draft_tokens=self.num_draft_tokens, **common)
        else:
            steps = ((t, lp, False) for t, lp in generate_step(todo, lm.model, prompt_progress_callback=check_cancel, **common))

        stopper = _StopStrings(params.stop)
        detok = tok.detokenizer
        detok.reset()
        generated: list[int] = []
        stats = GenerationStats(prompt_tokens=len(tokens), reused_tokens=reused, dropped_messages=session.dropped_messages)
        finish, t_first = "length", None
        try:
            for token, _, from_draft in steps:
                if t_first is None:
                    t_first = perf_counter()
                    stats.ttft_s = t_first - t0
                generated.append(token)
                if token in tok.eos_token_ids:
                    finish = "stop"
                    break
                stats.draft_tokens_accepted += int(from_draft)
                detok.add_token(token)
                out, hit = stopper.feed(detok.last_segment)
                if out:
                    stream.put(TextChunk(out))
                if hit:
                    finish = "stop"
                    break
                if cancelled():
                    finish = "cancelled"
                    break
        except _Cancelled:
            finish = "cancelled"
        finally:
            steps.close()
        detok.finalize()
        if not stopper.hit:
            out, _ = stopper.feed(detok.last_segment, final=True)
            if out:
                stream.put(TextChunk(out))
        session.record_cache(tokens + generated)
        now = perf_counter()
        stats.generation_tokens = len(generated)
        prefilled = len(tokens) - reused
        stats.prompt_tps = prefilled / stats.ttft_s if stats.ttft_s else 0.0
        if t_first is not None and len(generated) > 1:
            stats.generation_tps = (len(generated) - 1) / max(now - t_first, 1e-9)
        stats.peak_memory_gb = mx.get_peak_memory() / 1e9
        session.add_assistant(stopper.text, finish)
        return GenerationDone(stopper.text, finish, stats)


class _StopStrings:
    """Streams text while holding back just enough characters to cut it cleanly at a stop string."""

    def __init__(self, stops: tuple[str, ...]):
        self.stops = stops
        self.hold = max((len(s) for s in stops), default=1) - 1
        self.text = ""  # everything released so far
        self.pending = ""
        self.hit = False

    def feed(self, segment: str, final: bool = False) -> tuple[str, bool]:
        self.pending += segment
        cuts = [i for i in (self.pending.find(s) for s in self.stops) if i >= 0]
        if cuts:
            out, self.pending, self.hit = self.pending[: min(cuts)], "", True
        elif final or self.hold == 0:
            out, self.pending = self.pending, ""
        else:
            split = max(len(self.pending) - self.hold, 0)
            out, self.pending = self.pending[:split], self.pending[split:]
        self.text += out
        return out, self.hit
