"""`macllm docs ...` and `macllm ask`: thin calls into macllm.docs."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer

from macllm.errors import MacllmError

docs_app = typer.Typer(no_args_is_help=True, help="Index your own documents (offline) for `macllm ask`.")
CollectionOpt = typer.Option("default", "--collection", "-c", help="collection name")


def _index():
    from macllm.docs.index import user_index

    return user_index()


def _require_collection(index, collection: str) -> None:
    if index.collection_id(collection) is None:
        raise MacllmError(
            f"no collection '{collection}'; add documents with 'macllm docs add PATH --collection {collection}'"
        )


def _embedders(index, collections: list[str]):
    """Embedders on this thread (docs/embedders.py); each collection's own is checked to be installed first."""
    from macllm.docs.embedders import local_embedders

    _check_embedders(index, collections)
    return local_embedders()


def _check_embedders(index, collections: list[str]) -> None:
    """Each collection's embedder is installed (one line naming 'macllm pull NAME' if not), before a model loads."""
    from macllm.docs.embedder import embedder_folder

    for name in collections:
        record = index.collection_embedder(name)
        if record is not None:
            try:
                embedder_folder(record.name)
            except MacllmError as e:
                raise MacllmError(f"collection '{name}' was built with {record.name}: {e}") from None


@docs_app.command("add")
def add(
    paths: list[Path] = typer.Argument(..., help="files and folders (recursive)"),
    collection: str = CollectionOpt,
    embedder: Optional[str] = typer.Option(
        None,
        "--embedder",
        "--embedding-model",
        help="a new collection's English embedder, an installed one ('macllm pull all-mpnet-base-v2' or "
        "bge-small-en-v1-5; default all-minilm-l6-v2); the collection keeps it for later adds and questions",
    ),
):
    """Index files and folders; re-running re-indexes only what changed and drops deleted files."""
    from tqdm import tqdm

    from macllm.docs.embedders import local_embedders
    from macllm.docs.read import discover

    if embedder is not None and ("/" in embedder or "\\" in embedder):
        # the collection keeps the name: a path (relative to here, or a folder that moves) would not find it again
        raise MacllmError(
            f"--embedder takes an installed model's name, which the collection keeps; install it first: "
            f"'macllm pull {embedder} --name NAME', then 'macllm docs add PATH -c {collection} --embedder NAME'"
        )
    index = _index()
    name = index.embedder_for(collection, embedder)  # another than the collection's own is refused here
    embedders = local_embedders()
    embedders.model(name)  # loaded (or 'macllm pull NAME') before any file is read
    total = sum(1 for _ in discover([p for p in paths if p.exists()]))
    with tqdm(total=total, unit="file", desc=f"indexing into '{collection}' with {name}", file=sys.stderr) as bar:
        report = embedders.add(index, paths, collection, name, progress=lambda _: bar.update(1))
    for path, reason in report.skipped:
        print(f"skipped {path}: {reason}", file=sys.stderr)
    print(
        f"{report.added} new, {report.updated} updated, {report.unchanged} unchanged, {report.removed} removed, "
        f"{len(report.skipped)} skipped; {report.chunks} chunks from {report.bytes / 1e6:.1f} MB"
    )


@docs_app.command("ls")
def ls(collection: Optional[str] = typer.Argument(None, help="list this collection's files")):
    """Collections with their files, chunks and size (or one collection's files)."""
    index = _index()
    if collection:
        _require_collection(index, collection)
        record = index.collection_embedder(collection)
        print(f"embedder {_embedder_text(record.name, record.dim)}", file=sys.stderr)
        for f in index.files(collection):
            print(f"{f['chunks']:>6} chunks  {f['size'] / 1e3:>8.0f} kB  {f['path']}")
        return
    rows = index.collections()
    if not rows:
        print("no documents indexed; run 'macllm docs add PATH'")
    for c in rows:
        print(
            f"{c['name']:<20} {c['files']:>6} files {c['chunks']:>8} chunks {c['chars'] / 1e6:>8.1f} MB text  "
            f"{_embedder_text(c['embedder'], c['embedder_dim'])}"
        )


def _embedder_text(name: str, dim: int | None) -> str:
    return f"{name} ({dim} dimensions)" if dim else name


@docs_app.command("rm")
def rm(
    collection: str = CollectionOpt,
    path: Optional[Path] = typer.Argument(None, help="drop only the files under this path"),
):
    """Drop a collection, or the files under PATH from it. Your files themselves are never touched."""
    index = _index()
    _require_collection(index, collection)
    n = index.remove(collection, path)
    print(f"dropped {n} files from '{collection}'" if path else f"dropped collection '{collection}' ({n} files)")


RerankOpt = typer.Option(
    "",
    "--rerank",
    help="a second stage over hybrid search's best 20: late | lexical | proximity | cross-encoder | llm (the chat "
    "model judges the best 10 of them; with 'docs search', --model's) (off by default)",
)


def _reranker(name: str, index, token_vectors=None, cross_scores=None, relevance=None):
    from macllm.docs.rerank import make_reranker

    try:
        return make_reranker(name, index, token_vectors, cross_scores, relevance) if name else None
    except ValueError as e:
        raise MacllmError(str(e)) from None


def _search(index, query, collection, k, mode, embed=None, rerank: str = "", model: str = "smollm2-135m"):
    from macllm.docs.retrieve import search

    _require_collection(index, collection)
    if rerank and mode != "hybrid":
        raise MacllmError("--rerank reorders hybrid search's candidates; leave out --mode or use --mode hybrid")
    embedders = _embedders(index, [collection]) if embed is None and mode != "keyword" else None
    if embedders is not None:
        embed = embedders.of(index, collection).embed_query  # the collection's own embedder
    relevance = None
    if rerank == "llm":  # the chat model judges here, on this thread, as the embedder runs
        from macllm.docs.relevance import local_relevance

        relevance = local_relevance(model)
    # late interaction compares all-MiniLM-L6-v2's token vectors of question and passages alike, as `ask` does
    token_vectors = embedders.model().token_vectors if embedders is not None and rerank == "late" else None
    reranker = _reranker(rerank, index, token_vectors, relevance=relevance)
    return search(index, query, collection, embed, k=k, mode=mode, rerank=reranker)


@docs_app.command("search")
def search_cmd(
    query: str,
    collection: str = CollectionOpt,
    k: int = typer.Option(5, "-k"),
    mode: str = typer.Option("hybrid", help="hybrid | keyword | vector"),
    as_json: bool = typer.Option(False, "--json"),
    rerank: str = RerankOpt,
    model: str = typer.Option("smollm2-135m", "--model", "-m", help="the chat model that judges with --rerank llm"),
):
    """Ranked passages for QUERY, with file and lines (or page)."""
    from macllm.docs.answer import where

    passages = _search(_index(), query, collection, k, mode, rerank=rerank, model=model)
    if as_json:
        print(json.dumps([p.as_dict() for p in passages], ensure_ascii=False, indent=1))
        return
    for n, p in enumerate(passages, 1):
        print(f"[{n}] {where(p)}  (score {p.score:.4f})")
        print("    " + p.text[:300].replace("\n", "\n    "))


def ask(
    question: str,
    collection: str = CollectionOpt,
    model: str = typer.Option("smollm2-135m", "--model", "-m"),
    k: int = typer.Option(5, "-k", help="passages given to the model"),
    as_json: bool = typer.Option(False, "--json"),
    max_tokens: int = typer.Option(400, "--max-tokens"),
    rerank: str = RerankOpt,
):
    """Answer QUESTION from your documents, citing file and lines for every claim."""
    from macllm.chat.sources import WITHHELD, updated_notice
    from macllm.chat.turn import Documents, answer
    from macllm.docs.answer import where
    from macllm.docs.cross_encoder import cross_encoder_folder
    from macllm.docs.embedders import engine_embedders
    from macllm.docs.grounding import engine_reranker, hold_multilingual
    from macllm.docs.rerank import RERANKERS
    from macllm.requests import Request
    from macllm.runtime.engine import Engine
    from macllm.sampling import preset

    if not question.strip():
        raise MacllmError('the question is empty; ask something, e.g. macllm ask "When should I prune roses?"')
    index = _index()
    _require_collection(index, collection)
    _check_embedders(index, [collection])  # before the model loads
    if rerank and rerank not in RERANKERS:
        raise MacllmError(f"unknown reranker {rerank!r}; use one of {', '.join(RERANKERS)}")
    if rerank == "cross-encoder":
        cross_encoder_folder()  # a missing model says so before the chat model loads
    engine = Engine()
    try:
        engine.load(model)
        request = Request(
            messages=[{"role": "user", "content": question}],
            params=preset("precise").with_overrides(max_tokens=max_tokens),
        )
        stream_to = None if as_json else (lambda s: (sys.stdout.write(s), sys.stdout.flush()))
        reranker = engine_reranker(engine, index, rerank)
        hold_multilingual(engine, index)
        documents = Documents(index, [collection], engine_embedders(engine), k, reranker)  # on the engine thread
        result = answer(engine, request, on_text=stream_to, documents=documents)  # the chat turn's loop: Ctrl-C stops
    finally:
        engine.close()
    if result.error is not None:
        raise MacllmError(result.error)
    sources = result.sources
    if as_json:
        shown = {"answer": result.text.strip(), **sources.as_dict()}
        if result.table_cell:  # what the model was told it chose in a table before answering
            shown["table_cell"] = result.table_cell
        print(json.dumps(shown, ensure_ascii=False, indent=1))
        return
    print()
    if sources.withheld:  # the model's answer was streamed as written: say that macllm does not stand by it
        print(f"\n{WITHHELD}")
    if sources.updated:  # streamed as written too: say which value macllm changed, and why
        print(f"\n{updated_notice(sources.updated)}")
    if sources.invalid_citations:
        cites = ", ".join(f"[{n}]" for n in sources.invalid_citations)
        print(f"note: the answer cites {cites}, which were not among the passages", file=sys.stderr)
    if result.inferred:  # the answer was streamed once, as the model wrote it: say where macllm adds a marker
        print("\nCitations added by macllm (the model's sentence repeats that passage):")
        for n, sentence in result.inferred:
            print(f"  [{n}] {sentence if len(sentence) <= 90 else sentence[:87] + '...'}")
    if not result.passages:
        return
    print("\nSources:" if sources.sources else "\nNo citations in the answer. Passages given:")
    shown = [s["n"] for s in sources.sources] or range(1, len(result.passages) + 1)
    for n in shown:
        print(f"[{n}] {where(result.passages[n - 1])}")
