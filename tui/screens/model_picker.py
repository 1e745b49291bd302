"""Pick a model (or draft model) among the installed ones, with size and quantization."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from macllm.model_store import InstalledModel

LOOKUP, OFF = "\0lookup", "\0off"


class ModelPicker(ModalScreen[str | None]):
    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel")]

    def __init__(self, models: list[InstalledModel], current: str | None, draft: bool = False):
        super().__init__()
        self.models, self.current, self.draft = models, current, draft

    def compose(self) -> ComposeResult:
        options = []
        if self.draft:  # the chat stores "" for the default (prompt lookup) and "off"
            for label, oid, value in (
                ("Prompt lookup: drafts copied from the conversation (default)", LOOKUP, ""),
                ("Off: no speculative decoding", OFF, "off"),
            ):
                mark = "● " if (self.current or "") == value else "  "
                options.append(Option(mark + label, id=oid))
        for m in self.models:
            mark = "● " if m.name == self.current else "  "
            options.append(
                Option(
                    f"{mark}{m.name}  ·  {m.architecture}  ·  {m.quantization}  ·  {m.size_bytes / 1e6:.0f} MB",
                    id=m.name,
                )
            )
        with Vertical(classes="dialog"):
            yield Label("Draft model" if self.draft else "Model", classes="dialog-title")
            if options:
                yield OptionList(*options, id="model-options")
            else:
                yield Label("No model installed. Run: macllm pull smollm2-135m")

    @on(OptionList.OptionSelected)
    def _picked(self, event: OptionList.OptionSelected) -> None:
        self.dismiss({LOOKUP: "", OFF: "off"}.get(event.option.id, event.option.id))
