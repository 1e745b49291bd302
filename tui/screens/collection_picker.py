"""Attach document collections to a chat: each question in it then answers from their passages, with citations."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, SelectionList


class CollectionPicker(ModalScreen[list[str] | None]):
    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel"), Binding("ctrl+s", "save", "Save")]

    def __init__(self, collections: list[dict], attached: list[str]):
        super().__init__()
        self.collections, self.attached = collections, attached

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label("Documents for this chat", classes="dialog-title")
            if self.collections:
                yield SelectionList[str](
                    *[
                        (
                            f"{c['name']}  ·  {c['files']} files, {c['chunks']} passages"
                            + (f"  ·  {c['embedder']}" if c.get("embedder") else ""),  # what built its vectors
                            c["name"],
                            c["name"] in self.attached,
                        )
                        for c in self.collections
                    ],
                    id="collections",
                )
            else:
                yield Label("No collections yet.", markup=False)
            yield Label(
                "Space toggles, Ctrl+S saves. Add files with F4, or run: macllm docs add PATH -c NAME",
                classes="hint",
                markup=False,
            )
            with Horizontal(classes="buttons"):
                yield Button("Save", id="collections-save", variant="primary")
                yield Button("Cancel", id="collections-cancel")

    def _chosen(self) -> list[str]:
        found = self.query("#collections")
        return list(found.first(SelectionList).selected) if found else []

    @on(Button.Pressed, "#collections-save")
    def action_save(self) -> None:
        self.dismiss(self._chosen())

    @on(Button.Pressed, "#collections-cancel")
    def _cancel(self) -> None:
        self.dismiss(None)
