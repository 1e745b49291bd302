"""Streaming one answer to a terminal or pipe, with Ctrl-C stopping it cleanly, and the stats lines and notes that
`generate` and `chat --plain` print."""

from __future__ import annotations

import sys

import typer

from macllm.chat.turn import ChatAnswer, answer
from macllm.errors import MacllmError
from macllm.events import GenerationDone, draft_text, memory_parts, memory_text
from macllm.requests import Request
from macllm.runtime.engine import Engine


def stream_answer(engine: Engine, request: Request, out=None) -> ChatAnswer:
    """Print the answer as it streams (`generate`). Ctrl-C cancels this request and keeps the partial answer:
    chats.answer guards its whole loop, so an interrupt anywhere cancels and the events drain to the final one."""
    out = out or sys.stdout

    def write(text):
        out.write(text)
        out.flush()

    result = answer(engine, request, on_text=write)  # the chat controller's loop: Ctrl-C cancels, events drain
    if result.error is not None:
        if result.error == getattr(engine, "reported", None):  # the engine has said it (a rank lost or hanging)
            raise typer.Exit(1)
        raise MacllmError(result.error)
    return result


def result_json(result: ChatAnswer) -> dict:
    s = result.done.stats
    return {
        "text": result.text,
        "prompt_tokens": s.prompt_tokens,
        "reused_tokens": s.reused_tokens,
        "generation_tokens": s.generation_tokens,
        "ttft_s": round(s.ttft_s, 4),
        "prompt_tps": round(s.prompt_tps, 2),
        "generation_tps": round(s.generation_tps, 2),
        "peak_memory_gb": round(s.peak_memory_gb, 3),
        "memory_gb": {k: round(v, 4) for k, v in memory_parts(s).items()},
        "context": s.context,
        "kv_bits": s.kv_bits,
        "dropped_tokens": s.dropped_tokens,
        "finish_reason": result.finish_reason,
        "drafting": draft_json(s),
    }


def draft_json(s) -> dict | None:
    """Speculative decoding's figures for one answer (None when it did not draft)."""
    if not s.drafter:
        return None
    return {
        "drafter": s.drafter,
        "on_at_end": s.drafting,
        "draft_length": s.draft_length,
        "rounds": s.draft_rounds,
        "drafted": s.draft_tokens,
        "accepted": s.draft_tokens_accepted,
        "acceptance": round(s.draft_acceptance, 3),
        "tokens_per_round": round(s.tokens_per_round, 2),
    }


def window_note(done: GenerationDone, before: int = 0) -> str:
    """What the sliding window did to this prompt, when it moved ('' otherwise)."""
    n = done.stats.dropped_tokens
    if n <= before:
        return ""
    return (
        f"[context full ({done.stats.context} tokens): the sliding window now leaves out {n} earlier tokens; "
        "the system prompt and the latest messages are kept]"
    )


def end_note(result: ChatAnswer, max_tokens: int) -> str:
    """What ended the answer before it was done ('' when it ended by itself or was stopped): it looped, or its token
    limit cut it (--max-tokens, or a full context)."""
    if result.finish_reason == "repetition":
        return "[stopped: the answer was repeating itself]"
    done = result.done
    if done is None or done.finish_reason != "length":
        return ""
    n = done.stats.generation_tokens
    if n < max_tokens:  # the engine stops an answer where the context fills
        return (
            f"[cut at {n} tokens: the context ({done.stats.context} tokens) is full; "
            "shorten the prompt or ask for a longer context with --context N]"
        )
    return f"[cut at {n} tokens (--max-tokens); ask for more with --max-tokens N]"


def stats_line(done: GenerationDone) -> str:
    s = done.stats
    parts = [
        f"{s.generation_tokens} tokens",
        f"{s.generation_tps:.1f} tok/s",
        f"TTFT {s.ttft_s * 1000:.0f} ms",
        f"prompt {s.prompt_tokens} ({s.reused_tokens} cached)",
        f"peak {s.peak_memory_gb:.2f} GB",
    ]
    if s.drafter:
        parts.append(draft_text(s))
    if memory_text(s):
        parts.append(memory_text(s))
    if done.finish_reason == "cancelled":
        parts.append("stopped")
    return " · ".join(parts)
