"""`macllm chat`: the Textual app. It never imports mlx: it talks to the engine thread through the Engine's
thread-safe methods, from worker threads, and the workers cross back only through post_message."""

from __future__ import annotations

from pathlib import Path

from textual import on, work
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Footer, Header, Markdown, Static

from macllm import model_store
from macllm.catalog import load_catalog
from macllm.chat.sources import WITHHELD, updated_notice
from macllm.chat.store import Chat, ChatStore
from macllm.chat.turn import Documents, Turn, TurnResult
from macllm.errors import MacllmError
from macllm.model_choices import EMBEDDING_ARCHITECTURES
from macllm.requests import draft_choice
from macllm.tui.answer_job import AnswerJob
from macllm.tui.documents import DocumentsMixin
from macllm.tui.messages import (
    AnswerChunked,
    AnswerFailed,
    AnswerFinished,
    EngineStateChanged,
    ModelLoaded,
    ModelLoadFailed,
)
from macllm.tui.models import ModelsMixin
from macllm.tui.screens.help import HelpScreen
from macllm.tui.screens.settings import SettingsScreen
from macllm.tui.screens.text_prompt import TextPrompt
from macllm.tui.widgets.chat_list import ChatList
from macllm.tui.widgets.download_bar import DownloadBar
from macllm.tui.widgets.message_view import MessageView
from macllm.tui.widgets.prompt_box import PromptBox
from macllm.tui.widgets.sources_panel import SourcesPanel
from macllm.tui.widgets.status_bar import StatusBar
from macllm.tui.widgets.welcome import Welcome
from macllm.tui.writes import REFUSED, StoredWrites

NO_MODEL = (
    "No model is installed yet. Pull the starter model below, or quit (Ctrl+Q) and run `macllm pull smollm2-135m`."
)


class MacllmApp(ModelsMixin, DocumentsMixin, StoredWrites, App):
    CSS_PATH = "app.tcss"
    TITLE = "macllm"
    BINDINGS = [
        Binding("ctrl+n", "new_chat", "New chat"),
        Binding("escape", "stop", "Stop"),
        Binding("ctrl+r", "regenerate", "Regenerate"),
        Binding("ctrl+l", "edit_last", "Edit last prompt"),
        Binding("ctrl+o", "pick_model", "Model"),
        Binding("ctrl+t", "pick_draft", "Draft model", show=False),
        Binding("ctrl+s", "settings", "Settings"),
        Binding("f3", "pick_docs", "Documents"),
        Binding("f4", "add_docs", "Add documents", show=False),
        Binding("ctrl+b", "copy_last", "Copy answer", show=False),
        Binding("ctrl+g", "export", "Export chat", show=False),
        Binding("f2", "rename_chat", "Rename chat", show=False),
        Binding("f8", "delete_chat", "Delete chat", show=False),
        Binding("f1", "help", "Help"),
        Binding("ctrl+q", "quit", "Quit"),
    ]

    def __init__(
        self,
        engine,
        chats: ChatStore,
        sessions_dir: Path,
        default_model: str | None = None,
        installed=model_store.list_installed,
        exports_dir: Path | None = None,
        new_chat: bool = False,
        pull=model_store.pull,
        chat_options: dict | None = None,
        docs_index=None,
        embed=None,
        catalog=load_catalog,
        fit=None,
    ):
        """docs_index (a DocIndex) and embed (texts -> vectors) serve chats with documents; by default the
        user's index and the document embedder on the engine thread. catalog() and fit(config, size, path,
        parameters) feed the model picker (model_choices; fit None judges by this machine's memory)."""
        super().__init__()
        self.catalog, self.fit = catalog, fit
        self._download: tuple[str, object] | None = None  # (model name, its cancel event) while one downloads
        self._docs_index, self._embed = docs_index, embed
        self.chat_options = chat_options  # draft, system, settings from the command line: a new chat with them
        self.pull = pull
        self.start_new_chat = new_chat
        self.engine, self.chats, self.sessions_dir = engine, chats, Path(sessions_dir)
        self.installed = installed
        self.exports_dir = Path(exports_dir or self.sessions_dir.parent / "exports")
        names = [m.name for m in installed() if m.architecture not in EMBEDDING_ARCHITECTURES]
        self.default_model = default_model if default_model in names else (names[0] if names else None)
        self.chat_id: int | None = None
        self.loaded: dict = {}
        self.job: AnswerJob | None = None

    # -- layout --------------------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="main"):
            yield ChatList(id="sidebar")
            with Vertical(id="chat-pane"):
                yield VerticalScroll(id="conversation")
                yield PromptBox(history=self.chats.prompts(), id="prompt")
            yield SourcesPanel(id="sources")
        yield DownloadBar(id="download")
        yield StatusBar(id="status")
        yield Footer()

    def on_mount(self) -> None:
        existing = self.chats.chats()
        if self.chat_options:
            chat = self.chats.new_chat(model=self.default_model, **self.chat_options)
        elif existing and not self.start_new_chat:
            chat = existing[0]
        else:
            chat = self.chats.new_chat(model=self.default_model)
        self.open_chat(chat.id)
        self.query_one(PromptBox).focus()

    @property
    def chat(self) -> Chat:
        return self.chats.chat(self.chat_id)

    def open_chat(self, chat_id: int) -> None:
        self.chat_id = chat_id
        chat = self.chat
        if chat.model is None and self.default_model:
            chat = self.chats.update_chat(chat.id, model=self.default_model)
        self.refresh_chat_list()
        self.render_conversation()
        self.sub_title = chat.title
        self.show_sources()
        status = self.query_one(StatusBar)
        status.model = chat.model or "no model"
        status.draft = chat.draft or ""
        self._show_context(status, chat)
        status.state = "answering" if self.job is not None else "ready"
        if chat.model and self.needs_load(chat):
            self.load_model(chat.model, chat.draft)

    def _show_context(self, status: StatusBar, chat: Chat) -> None:
        """The chat's own context use: what its latest answer's prompt and answer hold (0 for a new chat)."""
        answered = [m for m in self.chats.messages(chat.id) if m.role == "assistant" and m.stats]
        last = answered[-1].stats if answered else None
        status.context_used = last.prompt_tokens + last.generation_tokens if last else 0
        status.context_size = (last.context if last else 0) or self.loaded.get("context_length") or 0

    def needs_load(self, chat: Chat) -> bool:
        """Whether the engine holds another model (or draft model) than this chat's."""
        draft_model = draft_choice(chat.draft)[0]
        return self.loaded.get("model") != chat.model or (self.loaded.get("draft") or "") != (draft_model or "")

    def refresh_chat_list(self, search: str = "") -> None:
        self.query_one(ChatList).show(self.chats.chats(search), self.chat_id)

    def render_conversation(self) -> None:
        pane = self.query_one("#conversation", VerticalScroll)
        pane.remove_children()
        if not self.installed():
            pane.mount(Static(NO_MODEL, id="no-model", markup=False))
            pane.mount(
                Button("Pull the starter model (SmolLM2-135M, about 100 MB)", id="pull-starter", variant="primary")
            )
            return
        views = [
            MessageView(m.role, m.content, m.finish_reason, m.stats, m.id) for m in self.chats.messages(self.chat_id)
        ]
        if not views:
            pane.mount(Welcome(self.chat, self.loaded))
        pane.mount_all(views)
        if self.job and self.job.chat_id == self.chat_id and views:
            self.job.view = views[-1]
            self.call_after_refresh(self._attach_stream, views[-1])
        pane.anchor()

    def _attach_stream(self, view: MessageView) -> None:
        if self.job and self.job.view is view:
            self.job.stream = Markdown.get_stream(view.body)

    # -- model loading -------------------------------------------------------------------------------------
    @work(thread=True, exclusive=True, group="load")
    def load_model(self, model: str, draft: str | None) -> None:
        self.post_message(EngineStateChanged(f"loading {model}"))
        try:
            self.post_message(ModelLoaded(self.engine.load(model, draft=draft_choice(draft)[0])))
        except MacllmError as e:
            self.post_message(ModelLoadFailed(str(e)))
            return
        try:  # so that the first answer is not the slow one; a question asked meanwhile waits only for this
            self.engine.warm_up()
        except MacllmError:
            pass

    @on(EngineStateChanged)
    def _state(self, event: EngineStateChanged) -> None:
        for status in self.query(StatusBar):  # none once the app is closing, while a worker still reports
            status.state = event.state

    @on(ModelLoaded)
    def _model_loaded(self, event: ModelLoaded) -> None:
        self.loaded = event.info
        if not self.query(StatusBar):  # the app is closing
            return
        status = self.query_one(StatusBar)
        status.context_size = event.info.get("context_length") or 0
        status.memory_gb = event.info.get("memory_gb") or 0.0
        status.state = "ready" if self.job is None else "answering"
        for welcome in self.query(Welcome):
            welcome.show(self.chat, self.loaded)

    @on(ModelLoadFailed)
    def _model_failed(self, event: ModelLoadFailed) -> None:
        self.query_one(StatusBar).state = "model failed to load"
        self.notify(event.error, severity="error", timeout=10)

    # -- sending and streaming -----------------------------------------------------------------------------
    @on(PromptBox.Submitted)
    def _submitted(self, event: PromptBox.Submitted) -> None:
        box = self.query_one(PromptBox)
        if self.job is not None:
            box.load_text(event.text)  # nothing typed is lost
            self.notify("Still answering: press Esc to stop it first.", severity="warning")
            return
        if not self.chat.model:
            box.load_text(event.text)
            self.notify(NO_MODEL, severity="error", timeout=10)
            return
        try:
            turn = Turn.ask(self.chats, self.chat_id, event.text)
        except MacllmError as e:  # a full disk: the text stays in the box, nothing is sent unsaved
            box.load_text(event.text)
            self.notify(str(e), severity="error", timeout=15)
            return
        pane = self.query_one("#conversation", VerticalScroll)
        for welcome in self.query(Welcome):
            welcome.remove()
        pane.mount(MessageView("user", event.text, message_id=turn.question_id))
        if self.chat.title == "New chat":
            self.stored(self.chats.rename_chat, self.chat_id, event.text.splitlines()[0][:40])
            self.refresh_chat_list()
            self.sub_title = self.chat.title
        self.start_answer(turn)

    def start_answer(self, turn: Turn) -> None:
        """Show the turn's answer as it streams; the turn itself runs on a worker thread."""
        view = MessageView("assistant", "", "streaming", message_id=turn.row_id)
        self.query_one("#conversation", VerticalScroll).mount(view)
        self.job = AnswerJob(turn, view=view)
        self.call_after_refresh(self._attach_stream, view)
        self.query_one(StatusBar).state = "answering"
        self.generate(self.job)

    @work(thread=True, group="generate")
    def generate(self, job: AnswerJob) -> None:
        """The turn (macllm/chat/turn.py) on a worker thread: it keeps the answer's row current; the view hears of
        it through messages."""
        chat, turn = job.turn.chat, job.turn
        try:
            if self.needs_load(chat):
                self.post_message(ModelLoaded(self.engine.load(chat.model, draft=draft_choice(chat.draft)[0])))
            collections = chat.settings.docs
            result = turn.run(
                self.engine,
                on_text=lambda text: self.post_message(AnswerChunked(chat.id, text)),
                on_state=lambda words: self.post_message(EngineStateChanged(words)),
                on_handle=job.take,
                documents=(
                    Documents(self.docs_index, collections, self.embed, rerank=self.reranker(chat.settings.rerank))
                    if collections
                    else None
                ),
                on_write_error=lambda error: self.call_from_thread(self._write_failed, error),
            )
        except MacllmError as e:  # the model could not be loaded
            result = turn.fail(str(e))
        if result.answer.error is not None:
            self.post_message(AnswerFailed(chat.id, result.answer.error, result.returned_question))
        else:
            self.post_message(AnswerFinished(chat.id, result))

    def _write_failed(self, error: str | None) -> None:
        if error:
            self.notify(f"{error} (the answer stays on screen: copy it with Ctrl+B)", severity="error", timeout=15)

    @on(AnswerChunked)
    async def _chunk(self, event: AnswerChunked) -> None:
        job = self.job
        if job is None:
            return
        job.text += event.text
        if job.stream is not None and job.view is not None and job.chat_id == self.chat_id:
            await job.stream.write(event.text)

    @on(AnswerFinished)
    async def _finished(self, event: AnswerFinished) -> None:
        job, self.job = self.job, None
        if job is None:
            return
        result: TurnResult = event.result
        text, finish, stats = result.answer.text, result.answer.finish_reason, result.answer.stats
        await job.stop_stream()
        if job.view is not None and job.chat_id == self.chat_id:
            job.view.finish(text, finish, stats)
        status = self.query_one(StatusBar)
        status.state = "stopped" if finish == "cancelled" else "ready"
        status.context_used = stats.prompt_tokens + stats.generation_tokens
        status.context_size = stats.context or status.context_size
        status.show_memory(stats)
        if job.chat_id == self.chat_id:
            self.show_sources()
        withheld = result.answer.sources.withheld if result.answer.sources else ""
        if withheld:  # the streamed words gave way to the decline: show them once more beside the reason
            short = withheld if len(withheld) <= 200 else withheld[:197] + "..."
            self.notify(f"{WITHHELD}\nThe model wrote: {short}", timeout=12, markup=False)  # its words, as written
        updated = result.answer.sources.updated if result.answer.sources else []
        if updated:  # the streamed words had the old value; the answer kept has the new one
            self.notify(updated_notice(updated), timeout=12, markup=False)
        if result.window_moved:
            self.notify(
                f"The context is full: the sliding window now leaves out {stats.dropped_tokens} earlier "
                "tokens (the system prompt and the latest messages are kept).",
                timeout=8,
            )

    @on(AnswerFailed)
    async def _failed(self, event: AnswerFailed) -> None:
        job, self.job = self.job, None
        if job is None:
            return
        await job.stop_stream()
        box = self.query_one(PromptBox)
        if event.returned_question is not None and (job.chat_id == self.chat_id or not box.text.strip()):
            box.load_text(event.returned_question)  # unanswered: back in the prompt box, to be shortened or resent
        if job.chat_id == self.chat_id:
            self.render_conversation()
        self.query_one(StatusBar).state = "ready"
        self.notify(event.error, severity="error", timeout=10)

    # -- actions -------------------------------------------------------------------------------------------
    def action_stop(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def action_new_chat(self) -> None:
        chat = self.chat
        new = self.stored(
            self.chats.new_chat,
            model=chat.model or self.default_model,
            system=chat.system,
            settings=chat.settings,
            draft=chat.draft,
        )
        if new is REFUSED:
            return
        self.open_chat(new.id)
        self.query_one(PromptBox).focus()

    def _idle(self, what: str) -> bool:
        if self.job is not None:
            self.notify(f"Press Esc to stop the answer before you {what}.", severity="warning")
            return False
        return True

    def action_regenerate(self) -> None:
        messages = self.chats.messages(self.chat_id)
        if not self._idle("regenerate") or not messages or messages[-1].role != "assistant":
            return
        try:
            turn = Turn.again(self.chats, self.chat_id)
        except MacllmError as e:
            self.notify(str(e), severity="error", timeout=15)
            return
        self.render_conversation()
        self.start_answer(turn)

    def action_edit_last(self) -> None:
        users = [m for m in self.chats.messages(self.chat_id) if m.role == "user"]
        if users:
            self.edit_from(users[-1].id)

    @on(MessageView.EditRequested)
    def _edit_requested(self, event: MessageView.EditRequested) -> None:
        self.edit_from(event.message_id)

    def edit_from(self, message_id: int) -> None:
        """Take a user message back into the prompt box; the conversation continues from before it."""
        box = self.query_one(PromptBox)
        message = next((m for m in self.chats.messages(self.chat_id) if m.id == message_id and m.role == "user"), None)
        if message is None or not self._idle("edit"):
            return
        if box.text.strip():
            self.notify("Send or clear the prompt box first: editing would replace its text.", severity="warning")
            return
        if self.stored(self.chats.delete_messages_from, self.chat_id, message.id) is REFUSED:
            return
        self.render_conversation()
        box.load_text(message.content)
        box.focus()

    def action_settings(self) -> None:
        chat = self.chat

        def saved(result: dict | None) -> None:
            if result is None:
                return
            settings = chat.settings.changed(**result["settings"])
            if self.stored(self.chats.update_chat, chat.id, system=result["system"], settings=settings) is REFUSED:
                self.push_screen(SettingsScreen(result["system"], settings), saved)  # what was typed stays
                return
            self.notify("Settings saved for this chat.")

        self.push_screen(SettingsScreen(chat.system, chat.settings), saved)

    def action_rename_chat(self) -> None:
        chat = self.chat

        def renamed(title: str | None) -> None:
            if not title:
                return
            if self.stored(self.chats.rename_chat, chat.id, title) is REFUSED:
                self.push_screen(TextPrompt("Rename chat", title), renamed)  # what was typed stays
                return
            self.refresh_chat_list()
            self.sub_title = self.chat.title

        self.push_screen(TextPrompt("Rename chat", chat.title), renamed)

    def action_delete_chat(self) -> None:
        if not self._idle("delete a chat"):
            return
        gone = self.chat_id
        if self.stored(self.chats.delete_chat, gone) is REFUSED:
            return
        self.engine.forget(f"chat-{gone}")  # its KV cache holds its text: it goes too
        for suffix in (".json", ".kv.safetensors"):  # what versions before the cache pool kept per chat
            (self.sessions_dir / f"chat-{gone}{suffix}").unlink(missing_ok=True)
        rest = self.chats.chats()
        self.open_chat(rest[0].id if rest else self.chats.new_chat(model=self.default_model).id)

    def action_copy_last(self) -> None:
        answers = [m for m in self.chats.messages(self.chat_id) if m.role == "assistant"]
        if answers:
            self.copy_to_clipboard(answers[-1].content)  # OSC 52: works over SSH too
            self.notify("Last answer copied to the clipboard.")

    def action_export(self) -> None:
        chat = self.chat
        lines = [f"# {chat.title}", ""]
        if chat.system:
            lines += [f"> System: {chat.system}", ""]
        for m in self.chats.messages(chat.id):
            lines += [f"## {'You' if m.role == 'user' else 'Assistant'}", "", m.content, ""]
        self.exports_dir.mkdir(parents=True, exist_ok=True)
        path = self.exports_dir / f"chat-{chat.id}.md"
        path.write_text("\n".join(lines), encoding="utf-8")
        self.notify(f"Exported to {path}")

    def action_help(self) -> None:
        self.push_screen(HelpScreen(self.BINDINGS))

    def get_system_commands(self, screen):
        yield from super().get_system_commands(screen)
        for b in self.BINDINGS:
            if b.action not in ("quit", "help", "stop"):
                yield SystemCommand(b.description, f"{b.description} ({b.key})", lambda a=b.action: self.run_action(a))

    # -- sidebar -------------------------------------------------------------------------------------------
    @on(ChatList.Selected)
    def _chat_selected(self, event: ChatList.Selected) -> None:
        if event.chat_id != self.chat_id:
            if self.job is not None:
                self.job.view, self.job.stream = None, None  # keeps streaming into the database
            self.open_chat(event.chat_id)

    @on(ChatList.SearchChanged)
    def _search(self, event: ChatList.SearchChanged) -> None:
        self.refresh_chat_list(event.text)
