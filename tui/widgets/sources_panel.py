"""Beside a chat with documents: the passages the latest answer cites, with file and lines (or page). Selecting
one opens it in its file (PassageScreen). Citation numbers the answer made up are listed as such."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Label, ListItem, ListView


def short_where(source: dict) -> str:
    """'notes/roses.md:1-4', 'docs/report.docx ¶12' (the folder and file; the passage screen shows the whole path)."""
    name = "/".join(Path(source["file"]).parts[-2:])
    if source.get("place"):
        return f"{name} {source['place']}"
    start, end = source["line_start"], source["line_end"]
    lines = f"{start}" if start == end else f"{start}-{end}"
    return f"{name}, page {source['page']}, lines {lines}" if source.get("page") else f"{name}:{lines}"


class SourcesPanel(Vertical):
    @dataclass
    class SourceSelected(Message):
        source: dict

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.sources: list[dict] = []

    def compose(self) -> ComposeResult:
        yield Label("Sources", classes="panel-title")
        yield Label("", id="sources-note", classes="hint", markup=False)
        yield ListView(id="sources-list")

    def show(self, collections: list[str], sources: list[dict], invalid: list[int] | None = None) -> None:
        """The chat's collections, and the cited passages of its latest answer."""
        self.sources = list(sources)
        items = []
        for s in self.sources:
            excerpt = " ".join(s.get("text", "").split())
            excerpt = excerpt if len(excerpt) <= 160 else excerpt[:157] + "..."
            items.append(
                ListItem(
                    Label(f"[{s['n']}] {short_where(s)}", classes="source-where", markup=False),
                    Label(excerpt, classes="source-text", markup=False),
                )
            )
        listing = self.query_one("#sources-list", ListView)
        listing.clear()
        listing.extend(items)
        listing.index = 0 if items else None
        note = f"Collections: {', '.join(collections)}"
        if invalid:
            note += f"\nNot among the passages: {', '.join(f'[{n}?]' for n in invalid)}"
        elif not sources:
            note += "\nThe latest answer cites no passage."
        self.query_one("#sources-note", Label).update(note)

    @on(ListView.Selected, "#sources-list")
    def _selected(self, event: ListView.Selected) -> None:
        index = event.list_view.index
        if index is not None and 0 <= index < len(self.sources):
            self.post_message(self.SourceSelected(self.sources[index]))
