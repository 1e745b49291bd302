"""What goes into the engine (a Request) and what comes back (a RequestHandle). Plain Python, no MLX.

`engine.submit(request)` returns a handle at once. The handle streams events (TextChunk, then GenerationDone
or GenerationFailed) by sync or async iteration, and `handle.cancel()` stops that request alone: the engine
keeps its partial text and finishes it with finish_reason "cancelled".
"""

from __future__ import annotations

import asyncio
import itertools
import queue
import threading
import weakref
from dataclasses import dataclass, field

from macllm.errors import MacllmError
from macllm.events import GenerationDone, GenerationFailed
from macllm.sampling import SamplingParams

CONTEXT_POLICIES = ("error", "sliding")
DRAFT_MODES = ("auto", "model", "lookup", "off")
KV_BITS_CHOICES = (0, 4, 8)  # 0: a full-precision KV cache
MAX_TOP_LOGPROBS = 20  # alternatives a request may ask for per token (OpenAI's limit)
_ids = itertools.count(1)


def check_kv_bits(bits: int, name: str = "--kv-bits") -> None:
    if bits not in KV_BITS_CHOICES:
        raise MacllmError(f"{name} must be 8 or 4 (or 0 for a full-precision KV cache), not {bits}")


def draft_choice(choice: str | None) -> tuple[str | None, str]:
    """What a user picked as the draft (--draft, the app's draft picker) -> (draft model to load, the requests'
    draft mode). None or "auto": prompt lookup, adaptive; "lookup"; "off"; anything else names a draft model."""
    if choice in (None, "", "auto"):
        return None, "auto"
    if choice in ("lookup", "off"):
        return None, choice
    return choice, "auto"


@dataclass(slots=True)
class Request:
    """One generation. Give `messages` (rendered with the model's chat template on the engine thread, after
    `system`), `prompt` (token ids, used as they are) or `text` (a raw prompt, tokenized as it is).

    context_policy: what happens when the prompt does not fit the context: "error" refuses it with advice;
    "sliding" keeps the first tokens (the system prompt, which also serves as attention sinks) and the most
    recent ones, and leaves out tokens in between. dropped_tokens: how many tokens an earlier turn already left
    out; the window moves in strides from there, which keeps the prompt (and its cached prefix) stable over
    several turns.
    context: a context length for this request (None: the one the model was loaded with); one longer than the
    loaded one is allowed only when the memory budget has room for it. kv_bits: 8 or 4 quantizes this
    request's KV cache (None: the engine's default, 0: full precision).
    draft: speculative decoding: "auto" (the loaded draft model, else prompt lookup, switched off by the
    controller when it does not pay), "model", "lookup" or "off". draft_tokens: a fixed draft length instead of
    the controller's choice (0: adaptive).
    grammar: an llguidance grammar (macllm/runtime/constrained.py) the answer must follow, enforced token by token while
    decoding (JSON schemas, forced tool calls); such requests do not draft. tools: function definitions handed
    to the model's chat template (for templates that take them).
    logprobs: None, or give each generated token's log-probability (TokenLogprob in the TextChunks and in
    GenerationDone) with this many of the most likely tokens at its position (0-20); requests that do not ask
    cost nothing more. prompt_logprobs: None, or give the prompt's tokens theirs too, with this many
    alternatives (the first token has none: nothing precedes it), computed as the prompt prefills (its logits
    rows, which a plain prefill never computes); such a request prefills its whole prompt on the single path
    (the pool's prefix holds no logits) and leaves its KV to the pool as any other.
    thinking: a thinking model's switch in its chat template (Qwen3's `enable_thinking`): None leaves the
    template's default, False renders it with the thinking off, True on. thinking_budget: the most tokens its
    thoughts may take; at the limit the engine writes the closing tag (`</think>`) and the answer follows
    (runtime/thinking.py); such requests do not draft.
    prediction: text the answer is expected to repeat (OpenAI's predicted outputs: a file being edited), the
    source prompt lookup drafts from first; where it drafts, the request stays on the single path beside any
    batch (which does not draft).
    cache: reuse and feed the engine's KV cache pool. persist: also write this request's KV to the pool's
    disk tier when it ends (chats that must resume after a restart). cache_tag names the owner of the KV it
    leaves (a chat), so that `engine.forget(tag)` can delete it when the chat is deleted.
    """

    messages: list[dict] | None = None
    prompt: list[int] | None = None
    text: str | None = None  # a raw prompt, tokenized on the engine thread as it is (no chat template)
    system: str | None = None
    params: SamplingParams = field(default_factory=SamplingParams)
    context_policy: str = "error"
    dropped_tokens: int = 0
    context: int | None = None
    kv_bits: int | None = None
    draft: str = "auto"
    draft_tokens: int = 0
    grammar: str | None = None
    tools: list[dict] | None = None
    logprobs: int | None = None
    prompt_logprobs: int | None = None
    thinking: bool | None = None
    thinking_budget: int | None = None
    prediction: str | None = None
    cache: bool = True
    persist: bool = False
    cache_tag: str = ""

    def __post_init__(self):
        if sum(x is not None for x in (self.messages, self.prompt, self.text)) != 1:
            raise MacllmError("a request needs one of: messages, a token prompt, a text prompt")
        if self.text is not None and not self.text:
            raise MacllmError("the prompt is empty; give at least one character")
        if self.prompt is not None and not self.prompt:
            raise MacllmError("the prompt is empty; give at least one token")
        if self.draft not in DRAFT_MODES:
            raise MacllmError(f"draft must be one of {', '.join(DRAFT_MODES)} (a draft model is chosen when loading)")
        if self.draft_tokens < 0:
            raise MacllmError("draft_tokens must be >= 0 (0: the controller chooses)")
        if self.context_policy not in CONTEXT_POLICIES:
            raise MacllmError(f"context policy must be one of {', '.join(CONTEXT_POLICIES)}")
        if self.kv_bits is not None:
            check_kv_bits(self.kv_bits, "kv_bits")
        if self.logprobs is not None and not 0 <= self.logprobs <= MAX_TOP_LOGPROBS:
            raise MacllmError(f"logprobs takes 0 to {MAX_TOP_LOGPROBS} alternatives per token, not {self.logprobs}")
        if self.prompt_logprobs is not None and not 0 <= self.prompt_logprobs <= MAX_TOP_LOGPROBS:
            raise MacllmError(f"prompt_logprobs takes 0 to {MAX_TOP_LOGPROBS} alternatives, not {self.prompt_logprobs}")
        if self.thinking_budget is not None and self.thinking_budget < 1:
            raise MacllmError("a thinking budget must be at least 1 token")
        if self.context is not None and self.context < 64:
            raise MacllmError("the context must hold at least 64 tokens")


class _Mailbox:
    """Events for the async readers of one event loop. The engine thread posts each token of every stream; one
    `call_soon_threadsafe` hands over all that arrived until the loop runs it, where one per event woke the loop
    (a syscall on the engine thread and a callback in the loop) for every token of every stream. Order per
    reader is kept: events go to their queues in the order they were posted."""

    def __init__(self, loop: asyncio.AbstractEventLoop):
        self.loop = loop
        self._lock = threading.Lock()
        self._pending: list[tuple[asyncio.Queue, object]] = []

    def post(self, aq: asyncio.Queue, event) -> None:
        with self._lock:
            self._pending.append((aq, event))
            if len(self._pending) > 1:  # a hand-over is already on its way: it takes this one too
                return
        try:
            self.loop.call_soon_threadsafe(self._deliver)
        except RuntimeError:  # the caller's event loop has closed (a server gone): nobody waits for these
            with self._lock:
                self._pending.clear()

    def _deliver(self) -> None:
        with self._lock:
            pending, self._pending = self._pending, []
        for aq, event in pending:
            aq.put_nowait(event)


_mailboxes: weakref.WeakValueDictionary[int, _Mailbox] = weakref.WeakValueDictionary()  # id(loop) -> its mailbox
_mailboxes_lock = threading.Lock()


def _mailbox(loop: asyncio.AbstractEventLoop) -> _Mailbox:
    """The loop's mailbox, shared by its readers while any lives (it holds the loop, so the id stays its own)."""
    with _mailboxes_lock:
        box = _mailboxes.get(id(loop))
        if box is None:
            box = _mailboxes[id(loop)] = _Mailbox(loop)
        return box


class RequestHandle:
    """A submitted request: iterate for its events (the last is GenerationDone or GenerationFailed).

    A plain iterator rather than a generator: a KeyboardInterrupt raised while waiting for the next event
    leaves it usable, so the caller can cancel and keep reading until the final event.
    """

    def __init__(self, request: Request, wake=lambda: None):
        self.id = next(_ids)
        self.request = request
        self.final: GenerationDone | GenerationFailed | None = None
        self._q: queue.Queue = queue.Queue()
        self._cancel = threading.Event()
        self._wake = wake
        self._lock = threading.Lock()
        self._async: tuple[_Mailbox, asyncio.Queue] | None = None

    # -- engine side ---------------------------------------------------------------------------------
    def put(self, event) -> None:
        with self._lock:
            if self._async is None:
                self._q.put(event)
                return
            box, aq = self._async
        box.post(aq, event)

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    # -- caller side ---------------------------------------------------------------------------------
    def cancel(self) -> None:
        """Stop this request at its next token (or prefill chunk); its partial text is kept."""
        self._cancel.set()
        self._wake()

    def _take(self, event):
        if isinstance(event, (GenerationDone, GenerationFailed)):
            self.final = event
        return event

    def __iter__(self):
        return self

    def __next__(self):
        if self.final is not None:
            raise StopIteration
        return self._take(self._q.get())

    def __aiter__(self):
        with self._lock:
            if self._async is None:
                aq: asyncio.Queue = asyncio.Queue()
                while not self._q.empty():  # events that arrived before the first await
                    aq.put_nowait(self._q.get_nowait())
                self._async = (_mailbox(asyncio.get_running_loop()), aq)
        return self

    async def __anext__(self):
        if self.final is not None:
            raise StopAsyncIteration
        return self._take(await self._async[1].get())

    def ready(self) -> list:
        """The events an async reader can have now without waiting (a stream that fell behind writes them in
        one go), up to the final one."""
        aq, out = self._async[1], []
        while self.final is None and not aq.empty():
            out.append(self._take(aq.get_nowait()))
        return out

    def result(self) -> GenerationDone:
        """Drain the events; returns the final one, raising a MacllmError if generation failed."""
        for _ in self:
            pass
        if isinstance(self.final, GenerationFailed):
            if isinstance(self.final.error, MacllmError):
                raise self.final.error
            raise MacllmError(self.final.message)
        return self.final
