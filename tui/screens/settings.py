"""Per-chat settings: system prompt, sampling preset, temperature, top-p, max tokens, context length and policy,
KV cache precision."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Switch, TextArea

from macllm.chat.settings import ChatSettings
from macllm.errors import MacllmError
from macllm.sampling import SamplingParams, load_presets
from macllm.tui.widgets.settled_select import SettledSelect


def _or(value, default):
    return default if value is None else value


def _context(text: str) -> int | None:
    if not text.strip():
        return None
    n = int(text)
    if n < 64:
        raise ValueError("the context must hold at least 64 tokens")
    return n


class SettingsScreen(ModalScreen[dict | None]):
    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel")]

    def __init__(self, system: str | None, settings: ChatSettings):
        super().__init__()
        self.system, self.settings = system or "", settings
        self.presets = load_presets()
        self.preset_shown = settings.preset if settings.preset in self.presets else "default"

    def compose(self) -> ComposeResult:
        s = self.settings
        p = self.presets.get(s.preset, SamplingParams())
        with Vertical(id="settings-box", classes="dialog"):
            yield Label("Chat settings", classes="dialog-title")
            yield Label("System prompt")
            yield TextArea(self.system, id="system")
            yield Label("Preset")
            yield SettledSelect(
                [(n, n) for n in self.presets],
                value=s.preset if s.preset in self.presets else "default",
                id="preset",
                allow_blank=False,
            )
            with Horizontal(classes="fields"):
                yield Label("Temperature")
                yield Input(str(_or(s.temperature, p.temperature)), id="temperature")
                yield Label("Top-p")
                yield Input(str(_or(s.top_p, p.top_p)), id="top_p")
                yield Label("Max tokens")
                yield Input(str(_or(s.max_tokens, p.max_tokens)), id="max_tokens")
            with Horizontal(classes="fields"):
                yield Label("Context (tokens, blank: the model's)")
                yield Input(str(s.context or ""), id="context")
                yield Label("KV cache")
                yield SettledSelect(
                    [("full precision", 0), ("8-bit", 8), ("4-bit", 4)],
                    value=s.kv_bits or 0,
                    id="kv_bits",
                    allow_blank=False,
                )
            with Horizontal(classes="fields"):
                yield Label("Sliding window when the context is full")
                yield Switch(value=s.context_policy == "sliding", id="sliding")
            yield Label("", id="settings-error")
            with Horizontal(classes="buttons"):
                yield Button("Save", variant="primary", id="save")
                yield Button("Cancel", id="cancel")

    @on(Select.Changed, "#preset")
    def _preset(self, event: Select.Changed) -> None:
        if event.value == self.preset_shown:  # the Select reports its first value too: keep the chat's own values
            return
        self.preset_shown = event.value
        p = self.presets[event.value]
        self.query_one("#temperature", Input).value = str(p.temperature)
        self.query_one("#top_p", Input).value = str(p.top_p)
        self.query_one("#max_tokens", Input).value = str(p.max_tokens)

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed, "#save")
    def _save(self) -> None:
        try:
            values = {
                "preset": self.query_one("#preset", Select).value,
                "temperature": float(self.query_one("#temperature", Input).value),
                "top_p": float(self.query_one("#top_p", Input).value),
                "max_tokens": int(self.query_one("#max_tokens", Input).value),
                "context_policy": "sliding" if self.query_one("#sliding", Switch).value else "error",
                "context": _context(self.query_one("#context", Input).value),
                "kv_bits": self.query_one("#kv_bits", Select).value or None,
            }
            SamplingParams(temperature=values["temperature"], top_p=values["top_p"], max_tokens=values["max_tokens"])
        except (ValueError, MacllmError) as e:
            self.query_one("#settings-error", Label).update(f"Not saved: {e}")
            return
        self.dismiss({"system": self.query_one("#system", TextArea).text.strip() or None, "settings": values})
