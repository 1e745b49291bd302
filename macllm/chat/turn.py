"""A chat turn, from the question to the answer's last write: the one owner of it for the chat app, `chat --plain`,
`macllm ask` and `generate`. No UI, no MLX.

- `answer` runs one request: for a chat with documents the newest question carries the passages of its
  collections (docs/grounding.py), and where they hold a table, a line on the cell the model chose in it for the
  question, asked first under a grammar (docs/table_cell.py); the request goes to the engine; the text streams
  to a callback; Ctrl-C in a terminal cancels that request and keeps its partial answer; the result carries the answer as it is kept
  (citations checked, the ones macllm infers added), its stats and its sources. An answer from documents that
  loops (counting its passages) or names a passage and says nothing is asked once more, with a repetition penalty;
  one that only says the documents do not say is asked once more without the instruction to say so, and that
  answer is kept when the checks that withhold an answer (docs/support.py, docs/stitched.py) let it stand.
- `Turn` is that answer in a stored chat: the question's row, the answer's row from its first token on
  (rewritten at most every WRITE_INTERVAL_S while it streams), its end (stopped, finished, failed) and where the
  sliding window stands. A failure before any text takes the question back out of the chat, so the caller can
  give it to the user to resend; nothing the user wrote is lost.
- `chat_request` builds a stored chat's next request from its rows (the one copy of the conversation): history,
  system prompt, settings, where the sliding window stands, and the cache tag and persistence that let the chat
  resume after a restart without prefilling it again.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field, replace

from macllm.chat.repetition import RepetitionGuard
from macllm.chat.settings import ChatSettings
from macllm.chat.sources import AnswerSources
from macllm.chat.store import Chat, ChatStore
from macllm.errors import MacllmError
from macllm.events import GenerationDone, GenerationFailed, GenerationStats, TextChunk
from macllm.requests import Request, draft_choice

WRITE_INTERVAL_S = 0.5
AGAIN_PENALTY = 1.3  # the repetition penalty of the second try of a document answer that looped or said nothing
LOOPED = "(macllm: the answer looped; asking again)"
EMPTY = "(macllm: the answer said nothing; asking again)"
REREAD = "(macllm: reading the passages once more)"
PICK_TOKENS = 48  # the table cell's choice as JSON, beside its row label and column name (pick_request)
MARKERS = re.compile(r"\[\d+\]|[\s.。,，:：;；、]")  # taken out of an answer: what is left are its words
NOTHING_FOUND = "The documents do not say: nothing in the collection matches the question."


@dataclass(slots=True)
class Documents:
    """What a question is answered from: an index (docs.index.DocIndex), its collections, and their embedders
    (docs/embedders.Embedders: each collection's own; or one embed(texts) for all)."""

    index: object
    collections: list[str]
    embed: object
    k: int = 5  # passages given to the model
    rerank: object = None  # a second stage over hybrid search's candidates (docs/rerank.py), or none
    table_cells: bool = True  # ask the model for the row and column of a passage's table first (docs/table_cell.py)


@dataclass(slots=True)
class ChatAnswer:
    done: GenerationDone | None  # None when the engine failed the request
    text: str = ""  # the answer as kept: with documents, citations checked and inferred ones added
    stats: GenerationStats = field(default_factory=GenerationStats)
    sources: AnswerSources | None = None  # an answer from documents
    passages: list = field(default_factory=list)  # the passages the model was given (docs.retrieve.Passage)
    inferred: list[tuple[int, str]] = field(default_factory=list)  # (n, sentence) citations macllm added
    error: str | None = None  # what went wrong, for the user
    repeating: bool = False  # stopped because it looped (the text keeps one copy of what repeated)
    table_cell: str = ""  # the line on a table's cell the answer's prompt carried (docs/table_cell.py)

    @property
    def finish_reason(self) -> str:
        """'stop', 'length', 'cancelled', 'repetition' (stopped looping) or 'error'."""
        if self.repeating:
            return "repetition"
        return self.done.finish_reason if self.done else "error"


def answer(
    engine,
    request: Request,
    on_text=None,
    documents: Documents | None = None,
    on_state=None,
    on_handle=None,
    loops: bool = True,
) -> ChatAnswer:
    """Answer one request. on_text(text) gets the streamed text, on_state(words) what is happening, on_handle(handle)
    the request's handle as soon as it is submitted (to cancel it from elsewhere). loops: stop an answer that
    repeats itself (chat/repetition.py)."""
    from macllm.docs import grounding
    from macllm.docs.answer import declines

    passages = None
    if documents:
        if on_state:
            on_state("searching the documents")
        question = request.messages[-1]["content"]
        # what the answer may repeat without reading it from the passages: the question and the chat so far
        asked = "\n".join(m["content"] for m in request.messages if isinstance(m.get("content"), str))
        passages = grounding.retrieve(
            documents.index, question, documents.collections, documents.embed, documents.k, documents.rerank
        )
        if not passages:  # an empty collection: nothing for the model to answer from
            if on_text:
                on_text(NOTHING_FOUND)
            done = GenerationDone(NOTHING_FOUND, "stop", GenerationStats())
            return ChatAnswer(done, NOTHING_FOUND, done.stats, AnswerSources())
        note = _table_note(engine, question, passages, on_handle, on_state) if documents.table_cells else ""
        if note is None:  # the user stopped it while it read a table
            done = GenerationDone("", "cancelled", GenerationStats())
            return ChatAnswer(done, "", done.stats, AnswerSources(), passages)
        plain = (request.messages, request.system)  # kept to ask again with other instructions
        request.messages, request.system = grounding.with_passages(
            request.messages, request.system, passages, note=note
        )
        if on_state:
            on_state("answering")
    first = _generate(engine, request, on_text, on_handle, loops, counting=bool(passages))
    final, text, repeating = first.final, first.text, first.repeating
    if passages and first.worth_again and request.params.repetition_penalty < AGAIN_PENALTY:
        # an answer from documents that looped (counting its passages: "根据第1、2、3、...") or said nothing but a
        # passage's number ("[1]"): asked once more under mlx-lm's repetition penalty (over the last 20 tokens it
        # writes). The second try's answer (and its stats) replaces the first unless it failed or the user stopped it.
        second = None
        try:
            if on_text:
                on_text(f"\n\n{LOOPED if repeating else EMPTY}\n\n")
            again = replace(request, params=request.params.with_overrides(repetition_penalty=AGAIN_PENALTY))
            second = _generate(engine, again, on_text, on_handle, loops, counting=True)
        except KeyboardInterrupt:
            pass
        if second is not None and second.kept:
            final, text, repeating, request = second.final, second.text, second.repeating, again
    if isinstance(final, GenerationFailed):
        return ChatAnswer(None, error=final.message)
    if passages is None:
        return ChatAnswer(final, text, final.stats, repeating=repeating)
    multilingual = getattr(documents.index, "multilingual", None)
    text, fields = grounding.sourced(text, passages, asked, question, multilingual)
    if not fields["withheld"] and final.finish_reason == "stop" and declines(text):
        declined = (final, text, fields)
        final, repeating, text, fields = _read_again(
            engine,
            request,
            plain,
            passages,
            declined,
            asked=asked,
            question=question,
            shown=(on_text, on_handle, loops),
            multilingual=multilingual,
            note=note,
        )
    sources = AnswerSources(
        fields["sources"],
        fields["invalid_citations"],
        fields["inferred_citations"],
        fields["withheld"],
        fields.get("updated", []),
    )
    inferred = fields.get("inferred", [])
    return ChatAnswer(final, text, final.stats, sources, passages, inferred, repeating=repeating, table_cell=note)


def _read_again(
    engine,
    request: Request,
    plain: tuple,
    passages: list,
    declined: tuple,
    *,
    asked: str,
    question: str,
    shown: tuple,
    multilingual=None,
    note: str = "",
):
    """An answer from documents that only said they do not say it (declined: its final event, text and fields),
    asked once more (request: the try that declined, with its settings) without the instruction to say so (plain:
    the messages and system prompt before the passages went in). Small models give that line of the instructions
    over an answer they would read without it. The second answer is kept when it ends cleanly with words in it and
    passes the same checks (grounding.sourced: asked is the whole chat, question the last one) and one more: the
    files it cites hold a name the question gives, if it gives one (support.unnamed: not another place's fee).
    Otherwise the decline stands, with the second answer as withheld when a check refused it. shown: on_text,
    on_handle and loops, as for the first try; multilingual: the index's embedder for sourced; note: the first try's line
    on a table cell, given again. Returns (final, repeating, text, fields)."""
    from macllm.docs import grounding
    from macllm.docs.support import unnamed

    on_text, on_handle, loops = shown
    final, text, fields = declined
    again = None
    try:
        if on_text:
            on_text(f"\n\n{REREAD}\n\n")
        messages, system = grounding.with_passages(*plain, passages, offer_decline=False, note=note)
        again = _generate(engine, replace(request, messages=messages, system=system), on_text, on_handle, loops, True)
    except KeyboardInterrupt:
        pass
    if again is None or isinstance(again.final, GenerationFailed):
        return final, False, text, fields
    if again.repeating:  # the guard stopped it (a cancel too, but not the user's)
        return final, False, text, fields
    if again.interrupted or again.final.finish_reason == "cancelled":
        return again.final, False, text, fields  # stopped by the user: the decline, marked as stopped
    if again.final.finish_reason != "stop" or not MARKERS.sub("", again.text):
        return final, False, text, fields  # it ran out of tokens or said nothing
    read, read_fields = grounding.sourced(again.text, passages, asked, question, multilingual)
    files = {source["file"] for source in read_fields["sources"]}
    if read_fields["withheld"] or unnamed(question, [p for p in passages if p.file in files]):
        return final, False, text, {**fields, "withheld": again.text}
    return again.final, False, read, read_fields


def _table_note(engine, question: str, passages: list, on_handle=None, on_state=None) -> str | None:
    """The line on the table cell the question asks for (docs/table_cell.py): for the tables of the first
    passages, in rank order, the model chooses a row and a column under a grammar; the first row it chooses gives
    the line ('' where it chooses none, or the cell is empty). None: the user stopped it (Ctrl-C, or Esc through
    on_handle); on_state hears "reading the tables" when there is one."""
    from macllm.docs import table_cell

    tables = table_cell.candidates(passages)
    if tables and on_state:
        on_state("reading the tables")
    for n, table in tables:
        request = pick_request(question, table, passages[n - 1].file)
        if request is None:
            continue
        picked = _generate(engine, request, None, on_handle, loops=False)
        if picked.interrupted or getattr(picked.final, "finish_reason", "") == "cancelled":
            return None
        if isinstance(picked.final, GenerationFailed):
            return ""
        try:
            choice = json.loads(picked.text)
        except ValueError:
            return ""
        if isinstance(choice, dict) and choice.get("row") != table_cell.NONE:
            value = table_cell.chosen(table, choice)
            return table_cell.note(n, choice["row"], choice["column"], value) if value else ""
    return ""


def pick_request(question: str, table, file: str) -> Request | None:
    """The request that asks the model for the table's row and column (docs/table_cell.py), as JSON under a
    grammar; None for a table llguidance cannot take (it is read as it is)."""
    from macllm import structured
    from macllm.docs import table_cell
    from macllm.docs.answer import short_name
    from macllm.sampling import preset

    try:
        grammar = structured.json_schema_grammar(table_cell.schema(table), "the table's rows and columns")
    except Exception:  # any refusal of the grammar (llguidance's own errors too) only skips this table
        return None
    # room for the longest label and column name (a Chinese character can take two tokens) and the JSON around them
    longest = max(map(len, table.labels)) + max(map(len, table.columns))
    params = preset("precise").with_overrides(max_tokens=PICK_TOKENS + 2 * longest)
    prompt = table_cell.question_prompt(question, table, short_name(file))
    # a one-off prompt (cache=False): its KV would only take the pool's room
    return Request([{"role": "user", "content": prompt}], params=params, grammar=grammar, thinking=False, cache=False)


@dataclass(slots=True)
class _Try:
    final: GenerationDone | GenerationFailed
    text: str  # the text kept: the answer, or the text before a loop and one copy of it
    repeating: bool  # the guard stopped it
    interrupted: bool  # Ctrl-C in the terminal

    @property
    def worth_again(self) -> bool:
        """It looped, or it finished without a word ("[1]", or nothing): worth asking once more."""
        if self.interrupted or isinstance(self.final, GenerationFailed):
            return False
        return self.repeating or self.final.finish_reason == "stop" and not MARKERS.sub("", self.text)

    @property
    def kept(self) -> bool:
        """A second try to keep: it did not fail, and it was not stopped by the user (Ctrl-C, Esc in the app)."""
        if self.interrupted or isinstance(self.final, GenerationFailed):
            return False
        return self.repeating or self.final.finish_reason != "cancelled"


def _generate(engine, request: Request, on_text, on_handle, loops: bool, counting: bool = False) -> _Try:
    """One try of the request: the text streams to on_text; loops: a RepetitionGuard ends an answer that repeats
    itself (counting: or counts), and the text keeps one copy of what repeated."""
    handle = engine.submit(request)
    if on_handle:
        on_handle(handle)
    guard = RepetitionGuard(counting=counting) if loops else None
    interrupted = False
    while handle.final is None:  # a Ctrl-C anywhere in here cancels the request; its events are drained
        try:
            event = next(handle)
            if isinstance(event, TextChunk):
                if on_text:
                    on_text(event.text)
                if guard is not None and guard.feed(event.text):
                    handle.cancel()  # it loops: end it at the next token
        except KeyboardInterrupt:
            interrupted = True
            handle.cancel()
    final = handle.final
    if isinstance(final, GenerationFailed):
        return _Try(final, "", False, interrupted)
    repeating = guard is not None and guard.kept is not None and final.finish_reason == "cancelled"
    return _Try(final, guard.kept if repeating else final.text, repeating, interrupted)


def chat_request(chats: ChatStore, chat: Chat) -> Request:
    """The request for a stored chat's next answer. The engine's cache pool finds the KV of its prefix, on disk
    after a restart (persist, cache_tag)."""
    history = [{"role": m.role, "content": m.content} for m in chats.messages(chat.id)]
    s: ChatSettings = chat.settings
    return Request(
        messages=history,
        system=chat.system,
        params=s.sampling(),
        context_policy=s.context_policy,
        dropped_tokens=chats.window_position(chat.id),
        persist=chats.persistent,
        cache_tag=f"chat-{chat.id}" if chats.persistent else "",
        draft=draft_choice(chat.draft)[1],
        draft_tokens=s.draft_tokens,
        context=s.context,
        kv_bits=s.kv_bits,
    )


@dataclass(slots=True)
class TurnResult:
    answer: ChatAnswer
    write_error: str | None = None  # the first write the disk refused (the answer itself is kept on screen)
    returned_question: str | None = None  # a failed turn's question, taken back out of the chat to be resent
    window_before: int = 0  # where the sliding window stood before this answer

    @property
    def window_moved(self) -> bool:
        return self.answer.done is not None and self.answer.stats.dropped_tokens > self.window_before


class Turn:
    """One answer in a stored chat. `Turn.ask` (a new question) or `Turn.again` (regenerate the last answer) write
    the rows on the caller's thread, so a refused write stops the turn before anything is sent; `run` then answers
    on any thread (the chat store gives each thread its own connection)."""

    def __init__(self, chats: ChatStore, chat: Chat, question_id: int | None, interval: float = WRITE_INTERVAL_S):
        self.chats, self.chat = chats, chat
        self.question_id = question_id  # the question's row, when this turn wrote it
        self.request = chat_request(chats, chat)
        self.row_id = chats.add_message(chat.id, "assistant", "", finish_reason="streaming")
        self.text = ""
        self.interval, self._last = interval, time.monotonic()
        self.write_error: str | None = None
        self.on_write_error = None

    @classmethod
    def ask(cls, chats: ChatStore, chat_id: int, question: str, interval: float = WRITE_INTERVAL_S) -> Turn:
        """A new question: kept in the prompt history and the chat (a MacllmError if the disk refuses it)."""
        chats.add_prompt(question)
        question_id = chats.add_message(chat_id, "user", question)
        try:
            return cls(chats, chats.chat(chat_id), question_id, interval)
        except MacllmError:  # the answer's row was refused: the question goes too, nothing is half-written
            chats.delete_messages_from(chat_id, question_id)
            raise

    @classmethod
    def again(cls, chats: ChatStore, chat_id: int) -> Turn:
        """Regenerate: the last answer goes, a new one is asked for the same question."""
        messages = chats.messages(chat_id)
        if messages and messages[-1].role == "assistant":
            chats.delete_messages_from(chat_id, messages[-1].id)
        return cls(chats, chats.chat(chat_id), None)

    def run(
        self,
        engine,
        on_text=None,
        on_state=None,
        on_handle=None,
        documents: Documents | None = None,
        on_write_error=None,
    ) -> TurnResult:
        """Answer and keep the answer's row current to its end. on_write_error(message) hears of the first write the
        disk refuses, as it happens (the turn goes on; the result carries it too)."""
        self.on_write_error = on_write_error

        def streamed(text: str) -> None:
            self.text += text
            if time.monotonic() - self._last > self.interval:
                self._last = time.monotonic()
                self._save(self.text, "streaming")
            if on_text:
                on_text(text)

        try:
            result = answer(engine, self.request, streamed, documents, on_state, on_handle)
        except MacllmError as e:  # the documents could not be searched, say
            result = ChatAnswer(None, error=str(e))
        if result.error is not None:
            return self.fail(result.error, result)
        self._save(result.text, result.finish_reason, result.stats, result.sources)
        return TurnResult(result, self.write_error, window_before=self.request.dropped_tokens)

    def fail(self, error: str, result: ChatAnswer | None = None) -> TurnResult:
        """The turn failed (the engine, or loading the model): with no text yet, the question is taken back out of
        the chat (returned to be resent); with text, the partial answer is kept and marked."""
        result = result or ChatAnswer(None, error=error)
        messages = self.chats.messages(self.chat.id)
        question = next((m for m in reversed(messages) if m.id < self.row_id), None)
        if self.text or question is None or question.role != "user":
            self._save(self.text, "error")
            return TurnResult(result, self.write_error)
        try:
            self.chats.delete_messages_from(self.chat.id, question.id)
        except MacllmError as e:
            self.write_error = self.write_error or str(e)
        return TurnResult(result, self.write_error, returned_question=question.content)

    def _save(self, text: str, finish_reason: str, stats=None, sources=None) -> None:
        try:
            self.chats.update_message(self.row_id, text, finish_reason, stats, sources)
        except MacllmError as e:  # a full disk: reported once, the answer goes on
            if self.write_error is None:
                self.write_error = str(e)
                if self.on_write_error:
                    self.on_write_error(self.write_error)
