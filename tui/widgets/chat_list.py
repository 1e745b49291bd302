"""The sidebar: search box and the list of chats, newest first."""

from __future__ import annotations

from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Input, Label, ListItem, ListView

from macllm.chat.store import Chat


class ChatItem(ListItem):
    def __init__(self, chat: Chat):
        super().__init__(Label(chat.title, markup=False))
        self.chat_id = chat.id


class ChatList(Vertical):
    @dataclass
    class Selected(Message):
        chat_id: int

    @dataclass
    class SearchChanged(Message):
        text: str

    def compose(self) -> ComposeResult:
        yield Input(placeholder="Search chats", id="chat-search")
        yield ListView(id="chat-items")

    def show(self, chats: list[Chat], selected: int | None) -> None:
        view = self.query_one(ListView)
        view.clear()
        for chat in chats:
            view.append(ChatItem(chat))
        ids = [c.id for c in chats]
        if selected in ids:
            view.index = ids.index(selected)

    @on(ListView.Selected)
    def _selected(self, event: ListView.Selected) -> None:
        event.stop()
        self.post_message(self.Selected(event.item.chat_id))

    @on(Input.Changed, "#chat-search")
    def _search(self, event: Input.Changed) -> None:
        event.stop()
        self.post_message(self.SearchChanged(event.value))
