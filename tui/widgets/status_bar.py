"""The status bar: model (and draft), engine state, context used / context size, memory in use (weights, this
chat's KV cache, the pool's)."""

from __future__ import annotations

from textual.reactive import reactive
from textual.widgets import Static

from macllm.events import GenerationStats, memory_parts


class StatusBar(Static):
    model = reactive("no model")
    draft = reactive("")
    memory_gb = reactive(0.0)
    memory_parts = reactive("")  # "weights 0.27 · KV 0.02 (8-bit) · pool 0.05", after an answer
    context_used = reactive(0)
    context_size = reactive(0)
    state = reactive("idle")

    def render(self) -> str:
        drafts = {"": " · lookup drafts", "off": ""}.get(self.draft, f" + draft {self.draft}")
        model = self.model + drafts
        ctx = f"context {self.context_used}/{self.context_size}" if self.context_size else "context -"
        memory = f"memory {self.memory_gb:.2f} GB" + (f" ({self.memory_parts})" if self.memory_parts else "")
        return f" {model} │ {self.state} │ {ctx} │ {memory}"  # the longest part last: a narrow terminal cuts it

    def show_memory(self, stats: GenerationStats) -> None:
        """The breakdown an answer's stats carry (see macllm.events.GenerationStats)."""
        parts = memory_parts(stats)
        if not any(parts.values()):
            return
        self.memory_gb = sum(parts.values())
        kv = f" {stats.kv_bits}-bit" if stats.kv_bits else ""
        self.memory_parts = f"weights {parts['weights']:.2f} · KV {parts['kv']:.2f}{kv} · pool {parts['pool']:.2f}"
