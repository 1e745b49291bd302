"""A model download running in the background: what it is doing, a progress bar and a Cancel button, above the
status bar. The chat stays usable meanwhile."""

from __future__ import annotations

from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Button, Label, ProgressBar


class DownloadBar(Horizontal):
    @dataclass
    class CancelPressed(Message):
        name: str

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.name_ = ""

    def compose(self) -> ComposeResult:
        yield Label("", id="download-what", markup=False)
        yield ProgressBar(total=1.0, show_eta=False, id="download-progress")
        yield Button("Cancel", id="download-cancel", variant="warning")

    def start(self, name: str) -> None:
        self.name_ = name
        self.show(f"downloading {name}", 0.0)
        self.display = True

    def show(self, what: str, fraction: float) -> None:
        self.query_one("#download-what", Label).update(what)
        self.query_one("#download-progress", ProgressBar).update(progress=max(0.0, min(1.0, fraction)))

    def stop(self) -> None:
        self.display = False

    @on(Button.Pressed, "#download-cancel")
    def _cancel(self) -> None:
        self.post_message(self.CancelPressed(self.name_))
