"""A cited passage in its file: the cited lines marked, with a few lines either side (read from the file now)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static


class PassageScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape", "dismiss(None)", "Close")]

    def __init__(self, source: dict, lines: list[tuple[int, str]], note: str | None):
        super().__init__()
        self.source, self.lines, self.note = source, lines, note

    def compose(self) -> ComposeResult:
        s = self.source
        with Vertical(classes="dialog"):
            yield Label(f"[{s['n']}] {s.get('where', s['file'])}", classes="dialog-title", markup=False)
            if self.note:
                yield Label(self.note, classes="hint", markup=False)
            if self.lines:
                body = "\n".join(
                    f"{'>' if s['line_start'] <= n <= s['line_end'] else ' '} {n:>5}  {text}" for n, text in self.lines
                )
            else:
                body = s.get("text", "")
            with VerticalScroll(id="passage-body"):
                yield Static(body, markup=False)
            yield Label("Esc closes", classes="hint")
