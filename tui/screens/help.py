"""F1: every key the app understands."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

PROMPT_KEYS = [
    ("Enter", "Send"),
    ("Ctrl+J", "New line (Shift+Enter too, where the terminal sends it)"),
    ("Up / Down", "Earlier prompts"),
    ("Ctrl+P", "Command palette"),
    ("Tab", "Next pane"),
    ("e", "Edit one of your messages (select it first) and resend from there"),
]
NAMES = {"escape": "Esc", "enter": "Enter", "tab": "Tab", "up": "Up", "down": "Down"}


def key_label(key: str) -> str:
    """'ctrl+n' -> 'Ctrl+N', 'escape' -> 'Esc', 'f3' -> 'F3': one style for every key."""
    parts = key.split(",")[0].split("+")
    named = [NAMES.get(p, p.capitalize() if len(p) > 1 else p.upper()) for p in parts]
    return "+".join(named)


class HelpScreen(ModalScreen):
    BINDINGS = [Binding("escape,f1,q", "dismiss", "Close")]

    def __init__(self, bindings: list[Binding]):
        super().__init__()
        self.app_bindings = bindings

    def compose(self) -> ComposeResult:
        rows = [(b.key_display or key_label(b.key), b.description) for b in self.app_bindings if b.description]
        rows += PROMPT_KEYS
        width = max(len(k) for k, _ in rows) + 2
        lines = [f"{k:<{width}}{d}" for k, d in rows]
        with Vertical(id="help-box", classes="dialog"):
            yield Label("Keys", classes="dialog-title")
            yield Static("\n".join(lines), markup=False)
            yield Label("Esc to close", classes="hint")
