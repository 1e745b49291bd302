"""The status bar: model (and draft), memory in use, context used / context size, engine state."""

from __future__ import annotations

from textual.reactive import reactive
from textual.widgets import Static


class StatusBar(Static):
    model = reactive("no model")
    draft = reactive("")
    memory_gb = reactive(0.0)
    context_used = reactive(0)
    context_size = reactive(0)
    state = reactive("idle")

    def render(self) -> str:
        drafts = {"": " · lookup drafts", "off": ""}.get(self.draft, f" + draft {self.draft}")
        model = self.model + drafts
        ctx = f"context {self.context_used}/{self.context_size}" if self.context_size else "context -"
        return f" {model} │ memory {self.memory_gb:.2f} GB │ {ctx} │ {self.state}"
