"""The `macllm` command line: each command is a thin call into a library function."""

from __future__ import annotations

import json
import sys
from typing import Optional

import typer

from macllm.cli.models import DEFAULT_MODEL, list_models, pull, rm
from macllm.errors import MacllmError

app = typer.Typer(add_completion=False, no_args_is_help=True, help="Private, local LLM chat on Apple's MLX.")

ModelOpt = typer.Option(DEFAULT_MODEL, "--model", "-m", help="installed model name or model folder")


def _sampling(preset, temp, top_p, top_k, min_p, repetition_penalty, max_tokens, seed, stop):
    from macllm.sampling import preset as load_preset

    return load_preset(preset).with_overrides(
        temperature=temp,
        top_p=top_p,
        top_k=top_k,
        min_p=min_p,
        repetition_penalty=repetition_penalty,
        max_tokens=max_tokens,
        seed=seed,
        stop=tuple(stop) if stop else None,
    )


def _engine(model: str, draft: str | None, context: int | None = None, kv_bits: int = 0, max_tokens: int | None = None):
    """The engine with the model loaded; a --max-tokens the loaded context cannot hold is refused."""
    from macllm.requests import draft_choice
    from macllm.runtime.engine import Engine

    engine = Engine()
    try:
        info = engine.load(model, draft=draft_choice(draft)[0], context=context, kv_bits=kv_bits)
        _check_max_tokens(max_tokens, engine.info()["context_length"])
    except BaseException:
        engine.close()
        raise
    for warning in info.get("warnings", []):
        print(f"warning: {warning}", file=sys.stderr)
    return engine


def _check_max_tokens(max_tokens: int | None, context: int | None) -> None:
    """Refused with the numbers, not clamped: as with --context, a number the user typed is not changed behind
    their back, and the engine would otherwise stop the answer wherever the context fills, a limit no one chose."""
    if max_tokens is not None and context is not None and max_tokens >= context:
        raise MacllmError(
            f"--max-tokens {max_tokens} cannot be reached: the context holds {context} tokens, the prompt and the "
            f"answer together; ask for fewer (at most {context - 1}, less the prompt)"
        )


def _trained_context(model: str) -> int | None:
    """The context the model was trained for, from its config, without loading it (None when it is not installed)."""
    from macllm import model_store
    from macllm.runtime.memory import trained_context

    try:
        return trained_context(json.loads((model_store.resolve(model) / "config.json").read_text()))
    except (MacllmError, OSError, ValueError):
        return None


DRAFT_HELP = (
    "speculative decoding: a draft model's name, 'lookup' (drafts copied from the prompt), or 'off'; "
    "by default prompt lookup, switched off where it does not pay"
)
DraftOpt = typer.Option(None, "--draft", help=DRAFT_HELP)
DraftTokensOpt = typer.Option(
    0, "--draft-tokens", min=0, help="a fixed draft length (default 0: chosen from measured costs)"
)
ContextOpt = typer.Option(
    None,
    "--context",
    min=64,
    help="context length in tokens (default: the model's, or the longest "
    "that fits this machine's memory); refused with the numbers when it does not fit",
)
KvBitsOpt = typer.Option(
    0, "--kv-bits", help="quantize the KV cache to 8 or 4 bits (about 1/2 or 1/4 of its memory; 0: full precision)"
)


@app.command()
def generate(
    prompt: str = typer.Argument(..., help="the user message ('-' reads it from stdin)"),
    model: str = ModelOpt,
    draft: Optional[str] = DraftOpt,
    draft_tokens: int = DraftTokensOpt,
    context: Optional[int] = ContextOpt,
    kv_bits: int = KvBitsOpt,
    system: Optional[str] = typer.Option(None, help="system prompt"),
    preset: str = typer.Option("default", help="sampling preset from configs/sampling.toml"),
    max_tokens: Optional[int] = typer.Option(
        None, "--max-tokens", min=1, help="the most tokens the answer may take (default: the preset's, 512)"
    ),
    temp: Optional[float] = typer.Option(None, "--temp"),
    top_p: Optional[float] = typer.Option(None, "--top-p"),
    top_k: Optional[int] = typer.Option(None, "--top-k"),
    min_p: Optional[float] = typer.Option(None, "--min-p"),
    repetition_penalty: Optional[float] = typer.Option(None, "--repetition-penalty"),
    seed: Optional[int] = typer.Option(None),
    stop: Optional[list[str]] = typer.Option(None, help="stop string (repeatable)"),
    as_json: bool = typer.Option(False, "--json", help="print one JSON object at the end instead of streaming"),
    stats: bool = typer.Option(False, "--stats", help="print tokens/s, TTFT, cache reuse and drafting to stderr"),
):
    """Answer one prompt, streaming to stdout."""
    from macllm.cli.output import end_note, result_json, stats_line, stream_answer, window_note
    from macllm.requests import Request, check_kv_bits, draft_choice

    from_stdin = prompt == "-"
    if from_stdin:
        prompt = sys.stdin.buffer.read().decode("utf-8", errors="replace")  # bytes that are not UTF-8 become U+FFFD
    if not prompt.strip():  # a model asked nothing invents an answer
        raise MacllmError(
            "stdin held no prompt; pipe one in (echo 'Why is the sky blue?' | macllm generate -)"
            if from_stdin
            else 'the prompt is empty; write one (macllm generate "Why is the sky blue?")'
        )
    params = _sampling(preset, temp, top_p, top_k, min_p, repetition_penalty, max_tokens, seed, stop)
    check_kv_bits(kv_bits)
    engine = _engine(model, draft, context, kv_bits, max_tokens)
    request = Request(
        messages=[{"role": "user", "content": prompt}],
        system=system,
        params=params,
        draft=draft_choice(draft)[1],
        draft_tokens=draft_tokens,
    )
    sink = _NullOut() if as_json else sys.stdout
    result = stream_answer(engine, request, sink)
    done = result.done
    if as_json:
        print(json.dumps(result_json(result), ensure_ascii=False))
    else:
        print()
    for note in (window_note(done), "" if as_json else end_note(result, params.max_tokens)):
        if note:
            print(note, file=sys.stderr)
    if stats:
        print(f"[{stats_line(done)}]", file=sys.stderr)
    engine.close()


class _NullOut:
    def write(self, _):
        pass

    def flush(self):
        pass


# A chat answer's length in `chat --plain` unless --max-tokens or a --preset says otherwise: the default
# preset's 512 tokens take over a minute on a CPU, and every answer lengthens each later prompt.
PLAIN_CHAT_MAX_TOKENS = 256


@app.command()
def chat(
    model: str = ModelOpt,
    draft: Optional[str] = DraftOpt,
    draft_tokens: int = DraftTokensOpt,
    context: Optional[int] = ContextOpt,
    kv_bits: int = KvBitsOpt,
    plain: bool = typer.Option(False, "--plain", help="line-based chat on stdin/stdout (for pipes and scripts)"),
    system: Optional[str] = typer.Option(None, help="system prompt"),
    session: Optional[str] = typer.Option(None, help="session name: saved after each turn, resumed on the next start"),
    sliding_window: bool = typer.Option(
        False,
        "--sliding-window",
        help="when the context is full, keep the system "
        "prompt and the most recent tokens (else the prompt is refused with advice)",
    ),
    preset: str = typer.Option("default"),
    max_tokens: Optional[int] = typer.Option(
        None,
        "--max-tokens",
        min=1,
        help=f"the most tokens an answer may take (default: the preset's; {PLAIN_CHAT_MAX_TOKENS} with --plain)",
    ),
    temp: Optional[float] = typer.Option(None, "--temp"),
    top_p: Optional[float] = typer.Option(None, "--top-p"),
    seed: Optional[int] = typer.Option(None),
    stats: bool = typer.Option(False, help="print tokens/s, TTFT and cache reuse after each answer"),
    new: bool = typer.Option(False, "--new", help="open a new chat instead of the most recent one"),
    docs: Optional[list[str]] = typer.Option(
        None, "--docs", help="answer from this document collection, with citations (repeatable; see 'macllm docs add')"
    ),
    rerank: str = typer.Option(
        "",
        "--rerank",
        help="with --docs: a second stage over hybrid search's best 20 passages, e.g. llm (the chat model judges "
        "the best 10 of them; slow on a CPU) or late; off by default",
    ),
):
    """Chat with a local model: the full-screen app, or with --plain a line-based chat for pipes and scripts.

    In the app, giving --draft, --system, --sliding-window, --context, --kv-bits, --docs or a sampling option opens
    a new chat with them."""
    from macllm.chat.settings import ChatSettings
    from macllm.requests import check_kv_bits

    check_kv_bits(kv_bits)
    settings = ChatSettings(
        preset=preset,
        temperature=temp,
        top_p=top_p,
        max_tokens=max_tokens,
        seed=seed,
        draft_tokens=draft_tokens,
        context_policy="sliding" if sliding_window else "error",
        context=context,
        kv_bits=kv_bits or None,
        docs=list(docs or []),
        rerank=rerank,
    )
    settings.sampling()  # bad values are refused before anything starts
    if rerank:
        from macllm.docs.rerank import RERANKERS

        if rerank not in RERANKERS:
            raise MacllmError(f"unknown reranker {rerank!r}; use one of {', '.join(RERANKERS)}")
        if not docs:
            raise MacllmError("--rerank reorders the passages of --docs; give a collection with --docs NAME")
    if docs:
        from macllm.cli.docs import _check_embedders, _index, _require_collection

        index = _index()
        for name in docs:
            _require_collection(index, name)
        _check_embedders(index, docs)
    given = settings.to_json()  # what the command line set
    if not plain:
        from macllm.runtime.distributed import launched_rank

        if launched_rank() is not None:
            raise MacllmError("the chat app does not run under mlx.launch; use 'macllm chat --plain' there")
        from macllm.tui.run import run_app

        _check_max_tokens(max_tokens, _trained_context(model))  # the app loads the model itself
        chat_options = {"draft": draft, "system": system, "settings": settings} if (draft or system or given) else None
        raise typer.Exit(run_app(model, new_chat=new, chat_options=chat_options))
    if session is not None and (not session or session.startswith(".") or any(c in session for c in "/\\\0")):
        raise MacllmError(f"'{session}' is not a session name: use letters, digits, '-' or '_' (no '/' or '..')")
    if max_tokens is None and preset == "default":  # a new chat's answers; a chat it resumes keeps its own
        settings = settings.changed(max_tokens=PLAIN_CHAT_MAX_TOKENS)
    engine = _engine(model, draft, context, kv_bits, max_tokens)
    try:
        raise typer.Exit(_plain_chat(engine, model, draft, system, session, settings, set(given), stats))
    finally:
        engine.close()


def _plain_chat(engine, model, draft, system, session, settings, given: set, stats: bool) -> int:
    """`chat --plain`: the session's chat in the user's chat store (what the command line set wins over what it
    had), or a scratch chat."""
    from macllm import paths
    from macllm.chat.store import ChatStore
    from macllm.chat.turn import Documents
    from macllm.cli.chat_plain import run_plain_chat, scratch_store, session_chat
    from macllm.docs.embedders import engine_embedders
    from macllm.docs.grounding import engine_reranker, hold_multilingual

    scratch = None
    if session:
        chats = ChatStore(paths.home() / "chats.db")
        chat = session_chat(chats, session, paths.sessions_dir(), model, system, settings, sys.stderr)
        changes = {"settings": chat.settings.changed(**{k: getattr(settings, k) for k in given})} if given else {}
        changes.update({k: v for k, v in (("system", system), ("draft", draft)) if v is not None})
        chat = chats.update_chat(chat.id, **changes) if changes else chat
    else:
        chats, scratch = scratch_store()
        chat = chats.new_chat(model=model, system=system, settings=settings, draft=draft)
    try:
        documents = None
        if chat.settings.docs:
            from macllm.docs.index import user_index

            index = user_index()
            hold_multilingual(engine, index)
            rerank = engine_reranker(engine, index, chat.settings.rerank)
            documents = Documents(index, chat.settings.docs, engine_embedders(engine), rerank=rerank)
        return run_plain_chat(engine, chats, chat, stats, documents=documents)
    finally:
        chats.close()
        if scratch is not None:
            scratch.cleanup()


# the model store's commands, here so that `macllm --help` lists them in this order
app.command()(pull)
app.command("ls")(list_models)
app.command()(rm)


@app.command()
def serve(
    model: str = ModelOpt,
    draft: Optional[str] = DraftOpt,
    host: str = typer.Option("127.0.0.1", help="address to listen on; anything but loopback needs --api-key"),
    port: int = typer.Option(8000, min=0, max=65535, help="port (0: any free one, printed at start)"),
    api_key: Optional[str] = typer.Option(None, "--api-key", help="bearer key clients must send (or MACLLM_API_KEY)"),
    max_concurrency: int = typer.Option(8, "--max-concurrency", min=1, help="requests decoded at once"),
    max_queue: int = typer.Option(32, "--max-queue", min=0, help="requests that may wait; past that, 429"),
    queue_timeout: float = typer.Option(
        0.0,
        "--queue-timeout",
        min=0,
        help="seconds a request may wait for a slot; past that, 429 (0, the default: it waits for one)",
    ),
    max_tokens: int = typer.Option(4096, "--max-tokens", min=1, help="the most tokens one answer may ask for"),
    context: Optional[int] = ContextOpt,
    kv_bits: int = KvBitsOpt,
    embedder: str = typer.Option("all-minilm-l6-v2", "--embedding-model", help="model for /v1/embeddings"),
    warmup: bool = typer.Option(True, "--warmup/--no-warmup", help="a short generation before reporting ready"),
    alias: list[str] = typer.Option([], "--alias", help="NAME=MODEL: another name clients may use ('claude-*=MODEL')"),
    log_requests: bool = typer.Option(False, "--log-requests", help="one stderr line per request (tokens, seconds)"),
    models: Optional[str] = typer.Option(
        None, "--models", help="other installed chat models requests may name, loaded on demand: 'all' or NAME,NAME"
    ),
    keep_alive: Optional[str] = typer.Option(
        None, "--keep-alive", help="an idle model unloads after: 5m (the default with --models), 30s, 0, -1 (never)"
    ),
):
    """Serve the model through OpenAI's API (chat, completions, Responses, embeddings) and Anthropic's Messages."""
    from macllm.requests import check_kv_bits
    from macllm.server.run import serve as run_server

    check_kv_bits(kv_bits)
    run_server(
        model,
        draft,
        host,
        port,
        api_key,
        max_concurrency,
        max_queue,
        context,
        kv_bits,
        max_tokens,
        warmup,
        embedder,
        alias,
        log_requests,
        models,
        keep_alive,
        queue_timeout,
    )


from macllm.cli.docs import ask as _ask  # noqa: E402
from macllm.cli.docs import docs_app  # noqa: E402
from macllm.cli.doctor import doctor as _doctor  # noqa: E402
from macllm.cli.quantize import quantize as _quantize  # noqa: E402

app.add_typer(docs_app, name="docs")
app.command("ask")(_ask)
app.command("quantize")(_quantize)
app.command("doctor")(_doctor)


def main() -> None:
    """Entry point: user-facing errors become one line on stderr, never a traceback (MACLLM_DEBUG=1 shows it).
    Under mlx.launch a rank's process then ends without Python's teardown (ranks.py, end_rank)."""
    from macllm.cli import ranks

    try:
        _main()
    except SystemExit as e:
        ranks.end_rank(e.code)
        raise
    ranks.end_rank(0)


def _main() -> None:
    import os

    from macllm.cli import ranks

    try:
        followed = ranks.run_launched(sys.argv[1:])  # mlx.launch for --hostfile; a rank other than 0 computes
        if followed is not None:
            sys.exit(followed)
        try:
            code = app(standalone_mode=False)  # returns (not raises) typer.Exit codes and 130 for Ctrl-C
        finally:
            ranks.release_followers(sys.argv[1:])
    except MacllmError as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        sys.exit(130)
    except typer.Exit as e:
        sys.exit(e.exit_code)
    except Exception as e:
        kinds = {c.__name__ for c in type(e).__mro__}  # click's, or the copy of click that typer vendors
        if "UsageError" in kinds:  # one line, like every other error
            where = f"macllm {e.ctx.command_path.split(' ', 1)[1]}" if e.ctx and " " in e.ctx.command_path else "macllm"
            print(f"error: {e.format_message()} (see '{where} --help')", file=sys.stderr)
            sys.exit(e.exit_code)
        if "ClickException" in kinds:
            e.show()
            sys.exit(e.exit_code)
        if "Abort" in kinds:
            print("aborted", file=sys.stderr)
            sys.exit(1)
        if os.environ.get("MACLLM_DEBUG"):
            raise
        print(
            f"error: unexpected {type(e).__name__}: {e} (run again with MACLLM_DEBUG=1 for the traceback, "
            "and please report it)",
            file=sys.stderr,
        )
        sys.exit(1)
    if isinstance(code, int) and code:
        if code == 130:
            print("interrupted", file=sys.stderr)
        sys.exit(code)


if __name__ == "__main__":
    main()
