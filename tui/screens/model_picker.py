"""Ctrl+O: pick the chat's model, among the installed ones and the catalogue's others, each with its size, what it
is good for and whether it fits this machine (macllm/model_choices.py). Picking one that is not installed asks
the app to download it (in the background, with a progress bar). Ctrl+T: the draft, the same list with prompt
lookup and off first."""

from __future__ import annotations

from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from macllm.model_choices import ModelChoice

LOOKUP, OFF = "\0lookup", "\0off"
DOWNLOAD = "\0download:"


@dataclass(frozen=True)
class Download:
    """The picker's answer for a model that is not installed yet."""

    name: str


class ModelPicker(ModalScreen[str | Download | None]):
    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel")]

    def __init__(self, choices: list[ModelChoice], current: str | None, draft: bool = False):
        super().__init__()
        self.choices, self.current, self.draft = choices, current, draft

    def compose(self) -> ComposeResult:
        options: list = []
        if self.draft:  # the chat stores "" for the default (prompt lookup) and "off"
            for label, oid, value in (
                ("Prompt lookup: drafts copied from the conversation (default)", LOOKUP, ""),
                ("Off: no speculative decoding", OFF, "off"),
            ):
                mark = "● " if (self.current or "") == value else "  "
                options.append(Option(mark + label, id=oid))
        installed = [c for c in self.choices if c.installed]
        others = [c for c in self.choices if not c.installed]
        if installed:
            options.append(Option("Installed", disabled=True))
        for c in installed:
            mark = "● " if c.name == self.current else "  "
            options.append(Option(mark + c.line(), id=c.name))
        if others and not self.draft:
            options.append(
                Option("Download (from the catalogue; Enter starts it, the chat stays usable)", disabled=True)
            )
            for c in others:
                options.append(Option("  " + c.line(), id=DOWNLOAD + c.name, disabled=c.fits is False))
        with Vertical(classes="dialog", id="model-box"):
            yield Label("Draft model" if self.draft else "Model", classes="dialog-title")
            if options:
                yield OptionList(*options, id="model-options")
            else:
                yield Label("No model installed. Run: macllm pull smollm2-135m")
            yield Label("Models marked 'too big' cannot run in this machine's memory.", classes="hint")

    @on(OptionList.OptionSelected)
    def _picked(self, event: OptionList.OptionSelected) -> None:
        oid = event.option.id or ""
        if oid.startswith(DOWNLOAD):
            self.dismiss(Download(oid[len(DOWNLOAD) :]))
            return
        self.dismiss({LOOKUP: "", OFF: "off"}.get(oid, oid))
