"""`macllm chat --plain`: a line-based multi-turn chat on stdin/stdout, for pipes and scripts.

Each input line is one user message. The conversation is a chat in the chat store, like the app's: with
`--session NAME` it is the user's chat of that name (in chats.db, so the app lists it too), saved after every turn
with its KV cache in the pool's disk tier, and the next start resumes it without prefilling it again; without
--session it is a scratch chat that ends with the process. Lines starting with '/' are commands: /reset, /save,
/stats, /quit. A chat with documents answers each question from its collections' passages and prints the sources
after the answer. Each turn is the chat controller's (macllm/chat/turn.py), as in the app. On a terminal, what
is typed while an answer streams is not echoed into it: a question typed then is shown and sent after the answer.
"""

from __future__ import annotations

import json
import os
import select
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

from macllm.chat.settings import ChatSettings
from macllm.chat.sources import WITHHELD, AnswerSources, updated_notice
from macllm.chat.store import Chat, ChatStore
from macllm.chat.turn import Documents, Turn
from macllm.cli.output import end_note, stats_line, window_note
from macllm.errors import MacllmError

HELP = "commands: /reset (forget the conversation), /save, /stats (toggle per-answer stats), /quit"


def session_chat(
    chats: ChatStore,
    session: str,
    sessions_dir: Path | None,
    model: str | None,
    system: str | None,
    settings: ChatSettings,
    err,
) -> Chat:
    """The chat of this session name: found, imported once from a session file of an older version, or new."""
    chat = chats.session_chat(session)
    if chat is None and sessions_dir is not None and (sessions_dir / f"{session}.json").exists():
        chat = import_session(chats, session, sessions_dir / f"{session}.json", model, settings)
        err.write(f"imported the session file {session}.json into the chat store\n")
    if chat is None:
        return chats.new_chat(title=session, model=model, system=system, settings=settings, session=session)
    err.write(f"resumed {session}: {len(chats.messages(chat.id))} messages\n")
    return chat


def import_session(chats: ChatStore, session: str, path: Path, model: str | None, settings: ChatSettings) -> Chat:
    """A session file of a version before the chat store (JSON: system, messages, context_policy, dropped_tokens)
    becomes a chat; the file is renamed to NAME.json.imported, kept for the user."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        messages = [(m["role"], str(m["content"]), m.get("finish_reason")) for m in data.get("messages", [])]
        policy = data.get("context_policy", "error")
    except (OSError, ValueError, TypeError, AttributeError, KeyError) as e:
        raise MacllmError(
            f"cannot read the session file {path} ({e}); move it aside to start the session afresh"
        ) from None
    settings = settings.changed(context_policy=policy)
    chat = chats.new_chat(title=session, model=model, system=data.get("system"), settings=settings, session=session)
    from macllm.events import GenerationStats

    last = None
    for role, content, finish in messages:
        finish = finish or ("stop" if role == "assistant" else None)
        row = chats.add_message(chat.id, role, content, finish)
        last = (row, content, finish) if role == "assistant" else last
    if last is not None:  # where the sliding window stood
        chats.update_message(*last, GenerationStats(dropped_tokens=int(data.get("dropped_tokens", 0))))
    path.rename(path.with_name(path.name + ".imported"))
    return chats.chat(chat.id)


def run_plain_chat(
    engine,
    chats: ChatStore,
    chat: Chat,
    show_stats: bool = False,
    inp=None,
    out=None,
    err=None,
    documents: Documents | None = None,
) -> int:
    """Chat on `chat` of `chats` until the input ends. documents: what the questions are answered from, or None."""
    inp, out, err = inp or sys.stdin, out or sys.stdout, err or sys.stderr
    interactive = inp.isatty()
    if interactive:
        err.write(f"{HELP}\n")
    unechoed = False  # lines still queued may have been typed while an answer streamed, with the echo off
    while True:
        if interactive:
            err.write("> ")
            err.flush()
        typed_ahead = unechoed and line_waiting(inp)
        try:
            line = inp.readline()
        except KeyboardInterrupt:
            break
        if not line:
            break
        if typed_ahead:  # show what is sent
            err.write(line)
        unechoed = typed_ahead
        text = line.rstrip("\n")
        if not text.strip():
            continue
        command = text.strip()
        if command in ("/quit", "/exit"):
            break
        if command == "/reset":
            messages = chats.messages(chat.id)
            if messages:
                chats.delete_messages_from(chat.id, messages[0].id)
            err.write("conversation cleared\n")
            continue
        if command == "/save":
            saved = (
                f"saved: chat '{chat.title}' in {chats.path}"
                if chats.persistent
                else "no --session given; nothing is kept"
            )
            err.write(f"{saved} (every answer is saved as it ends)\n")
            continue
        if command == "/stats":
            show_stats = not show_stats
            err.write(f"stats {'on' if show_stats else 'off'}\n")
            continue
        with echo_off(inp):
            _turn(engine, chats, chat, text, show_stats, out, err, documents)
        unechoed = interactive
    return 0


def _turn(engine, chats, chat, text, show_stats, out, err, documents) -> None:
    def write(piece):
        out.write(piece)
        out.flush()

    try:
        turn = Turn.ask(chats, chat.id, text)
    except MacllmError as e:  # a full disk: nothing is sent unsaved
        err.write(f"error: {e}\n")
        return
    result = turn.run(engine, on_text=write, documents=documents)
    if result.write_error:
        err.write(f"error: {result.write_error}; the answer above is not saved\n")
    done = result.answer.done
    if done is None:  # unanswered: the conversation stays as it was
        if result.answer.error != getattr(engine, "reported", None):  # else the engine has said it (a rank lost)
            err.write(f"error: {result.answer.error}\n")
        return
    out.write("\n")
    if result.answer.sources is not None:
        write_sources(result.answer.sources, out)
    out.flush()
    for note in (window_note(done, result.window_before), end_note(result.answer, turn.request.params.max_tokens)):
        if note:
            err.write(note + "\n")
    if show_stats or result.answer.finish_reason == "cancelled":  # stopped by the user: what was done
        err.write(f"[{stats_line(done)}]\n")


def _terminal(inp) -> int | None:
    """The file descriptor of `inp` when it is a terminal."""
    try:
        fd = inp.fileno()
    except (AttributeError, OSError, ValueError):  # a StringIO, a closed stream
        return None
    return fd if os.isatty(fd) else None


@contextmanager
def echo_off(inp):
    """Keys typed while an answer streams are not echoed into it (they wait in the terminal's input queue for the
    next readline); the terminal's settings come back on any exit, Ctrl-C included. No-op off a terminal."""
    fd = _terminal(inp)
    if fd is None:
        yield
        return
    import termios

    before = termios.tcgetattr(fd)
    quiet = list(before)
    quiet[3] &= ~termios.ECHO
    termios.tcsetattr(fd, termios.TCSANOW, quiet)  # TCSANOW: what was typed already stays queued
    try:
        yield
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, before)


def line_waiting(inp) -> bool:
    """A whole line already typed on this terminal (a terminal in line mode is readable only then)."""
    fd = _terminal(inp)
    return fd is not None and bool(select.select([fd], [], [], 0)[0])


def write_sources(sources: AnswerSources, out) -> None:
    if sources.withheld:
        out.write(WITHHELD + "\n")
    if sources.updated:
        out.write(updated_notice(sources.updated) + "\n")
    for source in sources.sources:
        added = " (citation added by macllm)" if source["n"] in sources.inferred_citations else ""
        out.write(f"[{source['n']}] {source['where']}{added}\n")
    if sources.invalid_citations:
        out.write(f"not among the passages: {', '.join(f'[{n}?]' for n in sources.invalid_citations)}\n")
    if not sources.sources:
        out.write("(no passage cited)\n")


def scratch_store() -> tuple[ChatStore, tempfile.TemporaryDirectory]:
    """A chat store for one `chat --plain` without --session: nothing of it outlives the process."""
    folder = tempfile.TemporaryDirectory(prefix="macllm-chat-")
    return ChatStore(Path(folder.name) / "chats.db", persistent=False), folder
