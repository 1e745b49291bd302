"""The prompt box: multi-line input where Enter sends, Ctrl+J (or Shift+Enter) adds a newline, and
Up/Down on the first/last line walk through earlier prompts."""

from __future__ import annotations

from dataclasses import dataclass

from textual import events
from textual.message import Message
from textual.widgets import TextArea


class PromptBox(TextArea):
    @dataclass
    class Submitted(Message):
        text: str

    def __init__(self, history: list[str] | None = None, **kwargs):
        super().__init__(soft_wrap=True, show_line_numbers=False, tab_behavior="focus", **kwargs)
        self.prompt_history = list(history or [])
        self._cursor_in_history = len(self.prompt_history)
        self._draft = ""

    async def _on_key(self, event: events.Key) -> None:
        if event.key == "enter":
            event.stop()
            event.prevent_default()
            text = self.text.strip()
            if text:
                self.prompt_history.append(text)
                self._cursor_in_history = len(self.prompt_history)
                self.clear()
                self.post_message(self.Submitted(text))
            return
        if event.key in ("ctrl+j", "shift+enter"):
            event.stop()
            event.prevent_default()
            self.insert("\n")
            return
        if event.key == "up" and self.cursor_location[0] == 0 and self.prompt_history:
            event.stop()
            event.prevent_default()
            self._walk(-1)
            return
        if (
            event.key == "down"
            and self.cursor_location[0] == self.document.line_count - 1
            and self._cursor_in_history < len(self.prompt_history)
        ):
            event.stop()
            event.prevent_default()
            self._walk(+1)
            return
        await super()._on_key(event)

    def _walk(self, step: int) -> None:
        if self._cursor_in_history == len(self.prompt_history):
            self._draft = self.text
        self._cursor_in_history = max(0, min(len(self.prompt_history), self._cursor_in_history + step))
        text = (
            self._draft
            if self._cursor_in_history == len(self.prompt_history)
            else self.prompt_history[self._cursor_in_history]
        )
        self.load_text(text)
        self.move_cursor(self.document.end)
