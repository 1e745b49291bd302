"""Models in the chat app: the picker (Ctrl+O, and Ctrl+T for drafts) over the installed models and the
catalogue's others with whether each fits this machine, downloads in the background with a progress bar and a
Cancel button (the chat stays usable), and the first start's "pull the starter" button.

A mixin of MacllmApp: it uses the app's chat store, status bar and `pull`, `installed`, `catalog` and `fit`."""

from __future__ import annotations

import threading
import time

from textual import work
from textual.widgets import Button

from macllm.errors import Cancelled, MacllmError
from macllm.model_choices import model_choices
from macllm.tui.messages import DownloadProgressed, ModelPulled, ModelPullFailed
from macllm.tui.screens.model_picker import Download, ModelPicker
from macllm.tui.widgets.download_bar import DownloadBar
from macllm.tui.widgets.prompt_box import PromptBox
from macllm.tui.widgets.status_bar import StatusBar
from macllm.tui.writes import REFUSED

STARTER = "smollm2-135m"
PROGRESS_INTERVAL_S = 0.2


class ModelsMixin:
    def choices(self):
        """What the picker lists; fits judged for the weights the loaded model uses."""
        return model_choices(self.installed(), self.catalog(), self.fit, self.loaded.get("weights"))

    def action_pick_model(self, draft: bool = False) -> None:
        chat = self.chat

        def picked(name) -> None:
            if name is None:
                return
            if isinstance(name, Download):
                self.start_download(name.name, chat.id)
                return
            change = {"draft": name or None} if draft else {"model": name}
            if self.stored(self.chats.update_chat, chat.id, **change) is not REFUSED:
                self.open_chat(chat.id)

        try:
            choices = self.choices()
        except MacllmError as e:
            self.notify(str(e), severity="error", timeout=10)
            return
        self.push_screen(ModelPicker(choices, chat.draft if draft else chat.model, draft=draft), picked)

    def action_pick_draft(self) -> None:
        self.action_pick_model(draft=True)

    # -- downloads -----------------------------------------------------------------------------------------
    def start_download(self, name: str, chat_id: int | None) -> None:
        if self._download is not None:
            self.notify(f"{self._download[0]} is still downloading; cancel it first.", severity="warning")
            return
        self._download = (name, threading.Event())
        self.query_one(DownloadBar).start(name)
        self.download(name, chat_id, self._download[1])

    @work(thread=True, group="pull")
    def download(self, name: str, chat_id: int | None, cancel: threading.Event) -> None:
        last = [0.0]

        def progress(what: str, fraction: float) -> None:
            if cancel.is_set():
                raise Cancelled(f"the download of {name} was cancelled; nothing of it was kept")
            if time.monotonic() - last[0] >= PROGRESS_INTERVAL_S or fraction >= 1.0:
                last[0] = time.monotonic()
                self.post_message(DownloadProgressed(name, what, fraction))

        try:
            self.pull(name, show_progress=False, progress=progress)  # pip's output stays off the screen
            self.post_message(ModelPulled(name, chat_id))
        except MacllmError as e:
            self.post_message(ModelPullFailed(str(e), name))

    # handlers by name: Textual's @on registers only on the class that defines it, not on a mixin
    def on_download_progressed(self, event: DownloadProgressed) -> None:
        self.query_one(DownloadBar).show(f"{event.name}: {event.what}", event.fraction)

    def on_download_bar_cancel_pressed(self, event: DownloadBar.CancelPressed) -> None:
        if self._download is not None:
            self._download[1].set()
            self.query_one(DownloadBar).show(f"{event.name}: cancelling…", 0.0)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id != "pull-starter":
            return
        event.button.disabled = True
        event.button.label = "Pulling the starter model…"
        self.query_one(StatusBar).state = f"pulling {STARTER}"
        self.start_download(STARTER, self.chat_id)

    def on_model_pulled(self, event: ModelPulled) -> None:
        self._download = None
        self.query_one(DownloadBar).stop()
        self.default_model = self.default_model or event.name
        self.notify(f"{event.name} is installed.")
        if event.chat_id is not None and event.chat_id == self.chat_id:  # the chat it was picked for uses it
            self.stored(self.chats.update_chat, event.chat_id, model=event.name)
            self.open_chat(self.chat_id)
            self.query_one(PromptBox).focus()

    def on_model_pull_failed(self, event: ModelPullFailed) -> None:
        self._download = None
        self.query_one(DownloadBar).stop()
        if not self.installed():
            self.query_one(StatusBar).state = "no model"
        self.notify(event.error, severity="warning" if "cancelled" in event.error else "error", timeout=15)
        for button in self.query("#pull-starter").results(Button):
            button.disabled = False
            button.label = "Pull the starter model again"
