"""A conversation: its messages, the tokens whose keys/values sit in its prompt cache, and save/load.

Plain data (messages, settings) can be read from any thread. The cache itself holds MLX arrays: only the
engine thread builds, trims, saves or loads it (Engine.submit / save_session / load_session).

Each turn renders the whole conversation through the chat template, finds the longest common prefix with
the tokens already in the cache, trims the cache back to it, and prefills only what follows.
"""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from macllm import atomic
from macllm.errors import ContextOverflow, MacllmError

CONTEXT_POLICIES = ("error", "sliding")


@dataclass
class Session:
    system: str | None = None
    messages: list[dict] = field(default_factory=list)
    context_policy: str = "error"  # "error": refuse an overflowing prompt; "sliding": drop the oldest turns
    id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    # engine-thread state
    cache: list | None = field(default=None, repr=False)
    cache_tokens: list[int] = field(default_factory=list, repr=False)
    cache_model_key: str | None = None
    dropped_messages: int = 0

    def __post_init__(self):
        if self.context_policy not in CONTEXT_POLICIES:
            raise MacllmError(f"context policy must be one of {', '.join(CONTEXT_POLICIES)}")

    # -- conversation -------------------------------------------------------------------------------
    def add_user(self, text: str) -> None:
        self.messages.append({"role": "user", "content": text})

    def add_assistant(self, text: str, finish_reason: str | None = None) -> None:
        msg = {"role": "assistant", "content": text}
        if finish_reason and finish_reason not in ("stop", "length"):
            msg["finish_reason"] = finish_reason  # e.g. "cancelled": kept, and marked
        self.messages.append(msg)

    def chat_messages(self) -> list[dict]:
        head = [{"role": "system", "content": self.system}] if self.system else []
        kept = self.messages[self.dropped_messages :]
        return head + [{"role": m["role"], "content": m["content"]} for m in kept]

    # -- tokens and cache (engine thread) -------------------------------------------------------------
    def prompt_tokens(self, tokenizer) -> list[int]:
        return list(tokenizer.apply_chat_template(self.chat_messages(), add_generation_prompt=True))

    def fit_context(self, tokenizer, context_length: int, reserve: int = 1) -> list[int]:
        """The prompt's tokens, after applying the context policy; raises ContextOverflow under 'error'."""
        tokens = self.prompt_tokens(tokenizer)
        while len(tokens) + reserve > context_length:
            if self.context_policy != "sliding" or len(self.messages) - self.dropped_messages <= 1:
                raise ContextOverflow(
                    f"the prompt is {len(tokens)} tokens but the model's context holds {context_length}; "
                    "shorten the message, start a new chat, or choose the sliding window (--sliding-window)"
                )
            self.dropped_messages += 2 if len(self.messages) - self.dropped_messages > 2 else 1
            tokens = self.prompt_tokens(tokenizer)
        return tokens

    def reuse_prefix(self, tokens: list[int], make_cache, model_key: str) -> int:
        """Trim the cache to the longest prefix it shares with `tokens`; returns how many tokens are reused.

        At least one token is always left to prefill, since its logits start the answer.
        """
        from mlx_lm.models.cache import can_trim_prompt_cache, trim_prompt_cache

        if self.cache is None or self.cache_model_key != model_key or not can_trim_prompt_cache(self.cache):
            self.cache, self.cache_tokens, self.cache_model_key = make_cache(), [], model_key
        offset = min(c.offset for c in self.cache) if self.cache else 0
        common = 0
        limit = min(len(tokens) - 1, len(self.cache_tokens), offset)
        while common < limit and self.cache_tokens[common] == tokens[common]:
            common += 1
        for c in self.cache:
            if c.offset > common:
                trim_prompt_cache([c], c.offset - common)
        self.cache_tokens = self.cache_tokens[:common]
        return common

    def record_cache(self, tokens: list[int]) -> None:
        """After generation: remember which tokens the cache now holds (its offset tells how many)."""
        offset = min(c.offset for c in self.cache) if self.cache else 0
        self.cache_tokens = list(tokens[:offset])

    # -- persistence ---------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "id": self.id,
            "system": self.system,
            "messages": self.messages,
            "context_policy": self.context_policy,
            "dropped_messages": self.dropped_messages,
            "saved_at": time.time(),
        }

    def save(self, path: Path) -> None:
        """Write `path` (messages, JSON) and `path`.kv.safetensors (the cache); each write is atomic."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic.write_text(path, json.dumps(self.to_json(), ensure_ascii=False, indent=1))
        if self.cache is not None and self.cache_tokens:
            from mlx_lm.models.cache import save_prompt_cache

            meta = {"tokens": json.dumps(self.cache_tokens), "model_key": self.cache_model_key or ""}
            with atomic.replacing(cache_file(path)) as tmp:
                save_prompt_cache(str(tmp), self.cache, meta)

    @classmethod
    def load(cls, path: Path, with_cache: bool = True) -> "Session":
        path = Path(path)
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError) as e:
            raise MacllmError(f"cannot read session {path} ({e})") from None
        s = cls(
            system=data.get("system"),
            messages=data.get("messages", []),
            context_policy=data.get("context_policy", "error"),
            id=data.get("id") or uuid.uuid4().hex[:12],
            dropped_messages=data.get("dropped_messages", 0),
        )
        kv = cache_file(path)
        if with_cache and kv.exists():
            from mlx_lm.models.cache import load_prompt_cache

            try:
                s.cache, meta = load_prompt_cache(str(kv), return_metadata=True)
                s.cache_tokens = json.loads(meta["tokens"])
                s.cache_model_key = meta.get("model_key") or None
            except Exception:  # a stale or damaged cache only costs a recompute
                s.cache, s.cache_tokens, s.cache_model_key = None, [], None
        return s


def cache_file(path: Path) -> Path:
    return Path(path).with_suffix(".kv.safetensors")
