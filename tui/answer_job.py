"""The answer the app is showing as it streams: its turn (which keeps the rows in the chat store), the view and the
Markdown stream it writes to, and the handle that Esc cancels."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from macllm.chat.turn import Turn
from macllm.tui.widgets.message_view import MessageView


@dataclass
class AnswerJob:
    """The answer being generated: its turn (which keeps its rows in the chat store) and the view showing it."""

    turn: Turn
    text: str = ""
    view: MessageView | None = None
    stream: object | None = None  # textual MarkdownStream
    handle: object | None = None  # the engine's RequestHandle, set by the worker once submitted
    cancelled: bool = False

    @property
    def chat_id(self) -> int:
        return self.turn.chat.id

    def take(self, handle) -> None:
        """The worker has submitted: an Esc pressed before this cancels it now."""
        self.handle = handle
        if self.cancelled:
            handle.cancel()

    def cancel(self) -> None:
        """Esc: works before the worker has submitted too (it checks `cancelled` after setting `handle`)."""
        self.cancelled = True
        if self.handle is not None:
            self.handle.cancel()

    async def stop_stream(self) -> None:
        """Stop the Markdown stream. Textual's `MarkdownStream.stop` cancels its task and awaits it; a task cancelled
        before its first step (an answer that ends within one loop turn of starting) re-raises that CancelledError
        in the caller, which would end the app's message loop silently. The view shows the whole text anyway."""
        if self.stream is None:
            return
        try:
            await self.stream.stop()
        except asyncio.CancelledError:
            if asyncio.current_task().cancelling():  # the app itself is being cancelled: let it
                raise
        self.stream = None
