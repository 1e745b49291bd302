"""One message in the conversation: role, Markdown body (streamed), <think> blocks collapsed, stats line."""

from __future__ import annotations

import re
from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Collapsible, Label, Markdown

from macllm.events import GenerationStats, draft_text

THINK = re.compile(r"<think>(.*?)(</think>|$)", re.DOTALL)


def split_think(text: str) -> tuple[str, str]:
    """('reasoning', 'answer') from a reasoning model's output; an unclosed <think> is all reasoning."""
    thoughts = [m.group(1).strip() for m in THINK.finditer(text)]
    return "\n\n".join(t for t in thoughts if t), THINK.sub("", text).strip()


def stats_text(stats: GenerationStats | None, finish_reason: str | None) -> str:
    parts = []
    if stats:
        parts.append(f"{stats.generation_tokens} tokens")
        parts.append(f"{stats.generation_tps:.1f} tok/s")
        parts.append(f"TTFT {stats.ttft_s * 1000:.0f} ms")
        parts.append(f"{stats.reused_tokens} cached")
        if stats.drafter:
            parts.append(draft_text(stats))
        if stats.kv_bits:
            parts.append(f"KV {stats.kv_bits}-bit")
        if stats.dropped_tokens:
            parts.append(f"window: {stats.dropped_tokens} earlier tokens left out")
    if finish_reason in ("cancelled", "interrupted"):
        parts.append("stopped" if finish_reason == "cancelled" else "interrupted")
    if finish_reason == "length":
        parts.append("cut at the length limit (Ctrl+S: max tokens)")
    if finish_reason == "repetition":
        parts.append("stopped: it was repeating itself")
    if finish_reason == "error":
        parts.append("failed")
    return " · ".join(parts)


class MessageView(Vertical):
    """Your messages take focus (Tab / click): press `e` on one to edit it and resend from there."""

    BINDINGS = [Binding("e", "edit", "Edit and resend", show=False)]

    @dataclass
    class EditRequested(Message):
        message_id: int

    def __init__(
        self,
        role: str,
        content: str = "",
        finish_reason: str | None = None,
        stats: GenerationStats | None = None,
        message_id: int | None = None,
    ):
        super().__init__(classes=f"message {role}")
        self.role, self.content, self.finish_reason, self.stats = role, content, finish_reason, stats
        self.message_id = message_id
        self.can_focus = role == "user"

    def action_edit(self) -> None:
        if self.role == "user" and self.message_id is not None:
            self.post_message(self.EditRequested(self.message_id))

    def compose(self) -> ComposeResult:
        yield Label("You" if self.role == "user" else "Assistant", classes="role")
        thoughts, answer = split_think(self.content) if self.role == "assistant" else ("", self.content)
        if thoughts:
            with Collapsible(title="Thinking", collapsed=True):
                yield Markdown(thoughts)
        yield Markdown(answer if self.role == "assistant" else self.content, classes="body")
        yield Label(stats_text(self.stats, self.finish_reason), classes="stats")

    @property
    def body(self) -> Markdown:
        return self.query_one(".body", Markdown)

    def finish(self, content: str, finish_reason: str, stats: GenerationStats | None) -> None:
        """Show the final answer: re-render (so <think> folds), and show its stats."""
        self.content, self.finish_reason, self.stats = content, finish_reason, stats
        self.refresh(recompose=True)
