"""`macllm chat --plain`: a line-based multi-turn chat on stdin/stdout, for pipes and scripts.

Each input line is one user message. The session's KV cache is reused across turns, and with --session the
conversation (and its cache) is saved after every turn and resumed on the next start without re-prefill.
Lines starting with '/' are commands: /reset, /save, /stats, /quit.
"""

from __future__ import annotations

import sys
from pathlib import Path

from macllm.engine import Engine
from macllm.errors import MacllmError
from macllm.generation_cli import stats_line, stream_answer
from macllm.sampling import SamplingParams
from macllm.session import Session

HELP = "commands: /reset (forget the conversation), /save, /stats (toggle per-answer stats), /quit"


def run_plain_chat(engine: Engine, params: SamplingParams, system: str | None, session_path: Path | None,
                   context_policy: str = "error", show_stats: bool = False, inp=None, out=None, err=None) -> int:
    inp, out, err = inp or sys.stdin, out or sys.stdout, err or sys.stderr
    interactive = inp.isatty()
    if session_path and session_path.exists():
        session = engine.load_session(session_path)
        err.write(f"resumed {session_path.name}: {len(session.messages)} messages, {len(session.cache_tokens)} tokens cached\n")
    else:
        session = Session(system=system, context_policy=context_policy)
    if interactive:
        err.write(f"{HELP}\n")

    def save():
        if session_path:
            engine.save_session(session, session_path)

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
            session = Session(system=system, context_policy=context_policy, id=session.id)
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
        try:
            done = stream_answer(engine, session, params, text, out)
        except MacllmError as e:
            err.write(f"error: {e}\n")
            continue
        out.write("\n")
        out.flush()
        if show_stats or done.finish_reason == "cancelled":
            err.write(f"[{stats_line(done)}]\n")
        save()
    save()
    return 0
