"""`macllm chat --plain`: a line-based multi-turn chat on stdin/stdout, for pipes and scripts.

Each input line is one user message. The engine's cache pool reuses the conversation's KV cache across turns;
with --session the conversation is saved after every turn and its KV cache is written to the pool's disk tier
(only the new tokens of each turn), so the next start resumes it without prefilling it again.
Lines starting with '/' are commands: /reset, /save, /stats, /quit. With --docs each question is answered from
the collections' passages and the answer is followed by its sources. Each turn runs through the chat
controller the app uses too (macllm/chat/turn.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

from macllm.chat.conversation import Conversation
from macllm.chat.turn import answer
from macllm.cli.output import stats_line, window_note
from macllm.errors import MacllmError
from macllm.runtime.engine import Engine
from macllm.sampling import SamplingParams

HELP = "commands: /reset (forget the conversation), /save, /stats (toggle per-answer stats), /quit"


def run_plain_chat(
    engine: Engine,
    params: SamplingParams,
    system: str | None,
    session_path: Path | None,
    context_policy: str = "error",
    show_stats: bool = False,
    inp=None,
    out=None,
    err=None,
    request_options: dict | None = None,
    documents: tuple | None = None,
) -> int:
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
                err.write(
                    f"error: could not save the session to {session_path} ({e.strerror or e}); "
                    "the last saved state is kept\n"
                )

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

        def write(piece):
            out.write(piece)
            out.flush()

        try:  # the chat controller shared with the app (macllm/chat/turn.py)
            request = conv.request(params, persist=session_path is not None, **(request_options or {}))
            result = answer(engine, request, on_text=write, documents=documents)
            if result.error is not None:
                raise MacllmError(result.error)
        except MacllmError as e:
            conv.messages.pop()  # unanswered: the conversation stays as it was
            err.write(f"error: {e}\n")
            continue
        done = result.done
        before = conv.dropped_tokens
        conv.record(done)
        out.write("\n")
        if documents is not None:
            _write_sources(result.stats, out)
        out.flush()
        if window_note(done, before):
            err.write(window_note(done, before) + "\n")
        if show_stats or done.finish_reason == "cancelled":
            err.write(f"[{stats_line(done)}]\n")
        save()
    save()
    return 0


def _write_sources(stats: dict, out) -> None:
    for source in stats["sources"]:
        added = " (citation added by macllm)" if source["n"] in stats["inferred_citations"] else ""
        out.write(f"[{source['n']}] {source['where']}{added}\n")
    if stats["invalid_citations"]:
        out.write(f"not among the passages: {', '.join(f'[{n}?]' for n in stats['invalid_citations'])}\n")
    if not stats["sources"]:
        out.write("(no passage cited)\n")
