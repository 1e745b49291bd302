"""`macllm chat --plain`: a line-based multi-turn chat on stdin/stdout, for pipes and scripts.

Each input line is one user message. The engine's cache pool reuses the conversation's KV cache across turns;
with --session the conversation is saved after every turn and its KV cache is written to the pool's disk tier
(only the new tokens of each turn), so the next start resumes it without prefilling it again.
Lines starting with '/' are commands: /reset, /save, /stats, /quit. With --docs each question is answered from
the collections' passages (docs/chat_docs.py) and the answer is followed by its sources.
"""

from __future__ import annotations

import sys
from pathlib import Path

from macllm.engine import Engine
from macllm.errors import MacllmError
from macllm.generation_cli import stats_line, stream_answer, window_note
from macllm.conversation import Conversation
from macllm.sampling import SamplingParams

HELP = "commands: /reset (forget the conversation), /save, /stats (toggle per-answer stats), /quit"


def run_plain_chat(engine: Engine, params: SamplingParams, system: str | None, session_path: Path | None,
                   context_policy: str = "error", show_stats: bool = False, inp=None, out=None, err=None,
                   request_options: dict | None = None, documents: tuple | None = None) -> int:
    """documents: (DocIndex, collection names, embed) to answer from, or None."""
    inp, out, err = inp or sys.stdin, out or sys.stdout, err or sys.stderr
    interactive = inp.isatty()
    if session_path and session_path.exists():
        conv = Conversation.load(session_path)
        err.write(f"resumed {session_path.name}: {len(conv.messages)} messages\n")
    else:
        conv = Conversation(system=system, context_policy=context_policy)
    if interactive:
        err.write(f"{HELP}\n")

    def save():
        if session_path:
            try:
                conv.save(session_path)
            except OSError as e:  # a full disk: the chat goes on, the file keeps its last good state
                err.write(f"error: could not save the session to {session_path} ({e.strerror or e}); "
                          "the last saved state is kept\n")

    while True:
        if interactive:
            err.write("> ")
            err.flush()
        try:
            line = inp.readline()
        except KeyboardInterrupt:
            break
        if not line:
            break
        text = line.rstrip("\n")
        if not text.strip():
            continue
        command = text.strip()
        if command in ("/quit", "/exit"):
            break
        if command == "/reset":
            conv = Conversation(system=system, context_policy=context_policy, id=conv.id)
            save()
            err.write("conversation cleared\n")
            continue
        if command == "/save":
            save()
            err.write(f"saved to {session_path}\n" if session_path else "no --session given; nothing saved\n")
            continue
        if command == "/stats":
            show_stats = not show_stats
            continue
        conv.add_user(text)
        try:
            request = conv.request(params, persist=session_path is not None, **(request_options or {}))
            passages = _with_documents(request, documents, text)
            done = stream_answer(engine, request, out)
        except MacllmError as e:
            conv.messages.pop()  # unanswered: the conversation stays as it was
            err.write(f"error: {e}\n")
            continue
        before = conv.dropped_tokens
        conv.record(done)
        out.write("\n")
        if passages is not None:
            _write_sources(done.text, passages, out)
        out.flush()
        if window_note(done, before):
            err.write(window_note(done, before) + "\n")
        if show_stats or done.finish_reason == "cancelled":
            err.write(f"[{stats_line(done)}]\n")
        save()
    save()
    return 0


def _with_documents(request, documents, question: str):
    """Give the request the passages for the question; returns them (None without documents)."""
    if documents is None:
        return None
    from macllm.docs import chat_docs

    index, collections, embed = documents
    passages = chat_docs.retrieve(index, question, collections, embed)
    request.messages, request.system = chat_docs.with_passages(request.messages, request.system, passages)
    return passages


def _write_sources(text: str, passages, out) -> None:
    from macllm.docs.chat_docs import sourced

    _, found = sourced(text, passages)
    for s in found["sources"]:
        added = " (citation added by macllm)" if s["n"] in found["inferred_citations"] else ""
        out.write(f"[{s['n']}] {s['where']}{added}\n")
    if found["invalid_citations"]:
        out.write(f"not among the passages: {', '.join(f'[{n}?]' for n in found['invalid_citations'])}\n")
    if not found["sources"]:
        out.write("(no passage cited)\n")
