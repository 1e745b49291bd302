"""Documents in the chat app: the collections a chat answers from (F3), adding files to them while chatting goes
on (F4), and the sources panel with the passages the latest answer cites (open one to read it in its file).

A mixin of MacllmApp: it uses the app's chat store, engine, status bar and screens. Retrieval itself runs in the
answer's worker (app.py) through macllm.docs.grounding, which `chat --plain --docs` shares.
"""

from __future__ import annotations

from pathlib import Path

from textual import work

from macllm.chat.sources import AnswerSources
from macllm.docs import grounding
from macllm.docs.embedders import Embedders, as_embedders, engine_embedders
from macllm.errors import MacllmError
from macllm.tui.messages import EngineStateChanged
from macllm.tui.screens.collection_picker import CollectionPicker
from macllm.tui.screens.passage import PassageScreen
from macllm.tui.screens.text_prompt import TextPrompt
from macllm.tui.widgets.sources_panel import SourcesPanel
from macllm.tui.widgets.status_bar import StatusBar
from macllm.tui.writes import REFUSED


class DocumentsMixin:
    @property
    def docs_index(self):
        if self._docs_index is None:
            from macllm.docs.index import user_index

            self._docs_index = user_index()
            grounding.hold_multilingual(self.engine, self._docs_index)  # its weights count in the memory plan
        return self._docs_index

    @property
    def embed(self):
        """The chat's embedders (docs/embedders.py): each collection's questions and added files go through the
        one that built it, on the engine's thread (or the one embed(texts) the app was given)."""
        if not isinstance(self._embed, Embedders):
            self._embed = engine_embedders(self.engine) if self._embed is None else as_embedders(self._embed)
        return self._embed

    def reranker(self, name: str):
        """The reranker a chat's settings name (docs/rerank.py), built once per name: its model runs on the engine's
        thread and its cache of judgements lasts as long as the app; None for ''."""
        if not name:
            return None
        made = getattr(self, "_rerankers", None)
        if made is None:
            made = self._rerankers = {}
        if name not in made:
            made[name] = grounding.engine_reranker(self.engine, self.docs_index, name)
        return made[name]

    def show_sources(self) -> None:
        """The sources panel: shown for chats with documents, listing the latest answer's cited passages."""
        panel = self.query_one(SourcesPanel)
        collections = self.chat.settings.docs
        panel.display = bool(collections)
        if collections:
            answered = [m for m in self.chats.messages(self.chat_id) if m.role == "assistant" and m.stats]
            last = (answered[-1].sources if answered else None) or AnswerSources()
            panel.show(collections, last.sources, last.invalid_citations)

    def action_pick_docs(self) -> None:
        try:
            collections = self.docs_index.collections()
        except MacllmError as e:
            self.notify(str(e), severity="error", timeout=10)
            return

        def chosen(names: list[str] | None) -> None:
            if names is None:
                return
            chat = self.chat
            if self.stored(self.chats.update_chat, chat.id, settings=chat.settings.changed(docs=names)) is REFUSED:
                return
            self.show_sources()
            self.notify(
                f"This chat answers from: {', '.join(names)}." if names else "This chat no longer uses documents."
            )

        self.push_screen(CollectionPicker(collections, self.chat.settings.docs), chosen)

    def action_add_docs(self) -> None:
        attached = self.chat.settings.docs
        collection = attached[0] if attached else "default"

        def entered(path: str | None) -> None:
            if path and path.strip():
                self.ingest(Path(path.strip()).expanduser(), collection)

        self.push_screen(
            TextPrompt(f"Add a file or folder to the collection '{collection}' (it is attached to this chat)"), entered
        )

    @work(thread=True, group="ingest")
    def ingest(self, path: Path, collection: str) -> None:
        """Index a file or folder while chatting goes on (the embedder shares the engine thread, between steps)."""
        from macllm.docs.read import discover

        if not path.exists():
            self.call_from_thread(self.notify, f"{path}: no such file or folder", severity="error")
            return
        total = sum(1 for _ in discover([path]))
        done = [0]

        def progress(_):
            done[0] += 1
            self.post_message(EngineStateChanged(f"indexing {done[0]}/{total} files into '{collection}'"))

        try:
            report = self.embed.add(self.docs_index, [path], collection, progress=progress)
        except MacllmError as e:
            self.call_from_thread(self.notify, str(e), severity="error", timeout=10)
            return
        self.call_from_thread(self._ingested, collection, report)

    def _ingested(self, collection: str, report) -> None:
        chat = self.chat
        docs = chat.settings.docs
        if collection not in docs:
            self.stored(self.chats.update_chat, chat.id, settings=chat.settings.changed(docs=[*docs, collection]))
        self.show_sources()
        self.query_one(StatusBar).state = "ready" if self.job is None else "answering"
        skipped = f", {len(report.skipped)} skipped" if report.skipped else ""
        self.notify(
            f"'{collection}': {report.added} new, {report.updated} updated, {report.unchanged} unchanged "
            f"files{skipped}; {report.chunks} passages."
        )

    def on_sources_panel_source_selected(self, event: SourcesPanel.SourceSelected) -> None:
        lines, note = grounding.context_lines(event.source)
        self.push_screen(PassageScreen(event.source, lines, note))
