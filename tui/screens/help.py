"""F1: every key the app understands."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

PROMPT_KEYS = [
    ("Enter", "send"),
    ("Ctrl+J / Shift+Enter", "new line"),
    ("Up / Down", "earlier prompts"),
    ("Ctrl+P", "command palette"),
    ("Tab", "next pane"),
    ("e (on one of your messages)", "edit it and resend from there"),
]


class HelpScreen(ModalScreen):
    BINDINGS = [Binding("escape,f1,q", "dismiss", "Close")]

    def __init__(self, bindings: list[Binding]):
        super().__init__()
        self.app_bindings = bindings

    def compose(self) -> ComposeResult:
        lines = [f"{b.key_display or b.key:<24} {b.description}" for b in self.app_bindings if b.description]
        lines += [f"{k:<24} {d}" for k, d in PROMPT_KEYS]
        with Vertical(id="help-box", classes="dialog"):
            yield Label("Keys", classes="dialog-title")
            yield Static("\n".join(lines), markup=False)
            yield Label("Esc to close", classes="hint")
