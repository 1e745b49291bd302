"""Documents in a chat (the app and `chat --plain`): passages for each question from the chat's collections, the
question the model is given, and the sources of its answer. No MLX: the embedder runs on the engine thread.

Only the newest question carries passages: earlier turns stay as they were asked and answered, so a long chat
does not fill its context with old passages, and the cached prefix of the conversation stays valid.
"""

from __future__ import annotations

from pathlib import Path

from macllm.docs.answer import SYSTEM, build_prompt, where
from macllm.docs.citations import cited
from macllm.docs.invented_terms import invented_terms
from macllm.docs.neighbours import merge_neighbours
from macllm.docs.retrieve import Passage, search_collections
from macllm.docs.stitched import on_request_sentence, stitched_sentence
from macllm.docs.superseded import updated
from macllm.docs.support import decline, invented_names, invented_values, unsupported

PASSAGES = 5


def engine_embed(engine):
    """An embed(texts) that runs the document embedder on the engine's thread (built there once, and counted in
    the memory plan as the server's embedder is: ModelSlots.hold_resident)."""
    from macllm.docs.embedder import Embedder, embedder_folder

    folder = embedder_folder()
    return on_engine(engine, lambda: Embedder(folder), "embed", "document embedder")


def on_engine(engine, build, method: str, resident: str | None = None):
    """A function that calls build()'s `method` on the engine's thread (built there once, on first use). resident:
    the name under which the built model's MLX weights (its `.model`) are counted in the memory plan: they stay
    loaded beside the chat model, so admission takes them off what the KV caches may take (admission.py)."""
    holder: dict = {}

    def call(*args):
        def run(_engine):
            if "model" not in holder:
                holder["model"] = build()
                if resident is not None:
                    _engine.hold_resident(resident, holder["model"].model)
            return getattr(holder["model"], method)(*args)

        return engine.run(run)

    return call


def hold_multilingual(engine, index) -> None:
    """Count the index's multilingual embedder (docs/multilingual.py: numpy weights in host memory, loaded on
    first use on the thread that searches or indexes) in the engine's memory plan once it has loaded."""
    embedder = getattr(index, "multilingual", None)
    if embedder is None:
        return

    def loaded(nbytes: int) -> None:
        engine.run_later(lambda e: e.hold_resident("multilingual embedder", host_bytes=nbytes))

    embedder.on_load = loaded


def engine_token_vectors(engine):
    """A token_vectors(texts) for late interaction (docs/rerank.py) on the engine's thread (its own embedder)."""
    from macllm.docs.embedder import Embedder, embedder_folder

    folder = embedder_folder()
    return on_engine(engine, lambda: Embedder(folder), "token_vectors", "late-interaction embedder")


def engine_cross_scores(engine):
    """A scores(query, texts) from the installed cross-encoder (docs/cross_encoder.py) on the engine's thread."""
    from macllm.docs.cross_encoder import CrossEncoder, cross_encoder_folder

    folder = cross_encoder_folder()  # a missing model says so now, before the question is asked
    return on_engine(engine, lambda: CrossEncoder(folder), "scores", "cross-encoder")


def engine_reranker(engine, index, name: str):
    """The reranker `name` (docs/rerank.py) whose model runs on the engine's thread: 'late' its own embedder,
    'cross-encoder' the installed cross-encoder, 'llm' the engine's current chat model; None for ''."""
    from macllm.docs.relevance import engine_relevance
    from macllm.docs.rerank import make_reranker

    if not name:
        return None
    return make_reranker(
        name,
        index,
        engine_token_vectors(engine) if name == "late" else None,
        engine_cross_scores(engine) if name == "cross-encoder" else None,
        engine_relevance(engine) if name == "llm" else None,
    )


def retrieve(index, question: str, collections: list[str], embed, k: int = PASSAGES, rerank=None) -> list[Passage]:
    """The best k passages over all the collections, each searched with its own embedder (embed: an Embedders,
    docs/embedders.py, or one embed(texts) for all; retrieve.search_collections merges them); rerank: a second
    stage for each collection's search (docs/rerank.py). In rank order: given in each file's order instead
    (order-preserving retrieval), passages moved the best one down, and qwen2.5-coder-1.5b answered fewer of
    fresh3's questions ("the documents do not say" with the answer in passage [4] of 5 of one man page)."""
    return merge_neighbours(index, search_collections(index, question, collections, embed, k, rerank))


def with_passages(
    messages: list[dict], system: str | None, passages: list[Passage], offer_decline: bool = True, note: str = ""
) -> tuple[list[dict], str]:
    """(messages whose last user turn carries the passages, the system prompt for answering from them);
    offer_decline: the instructions say what to answer when the passages do not hold it (answer.DECLINE_LINE);
    note: a line after the passages (the table cell picked for the question, docs/table_cell.py)."""
    last = messages[-1]
    asked = messages[:-1] + [{**last, "content": build_prompt(last["content"], passages, offer_decline, note)}]
    return asked, SYSTEM if not system else f"{system}\n\n{SYSTEM}"


def sourced(
    text: str, passages: list[Passage], asked: str = "", question: str = "", multilingual=None
) -> tuple[str, dict]:
    """(the answer with its citations checked and the ones macllm infers added, fields for the answer's stats:
    sources with file, lines, page and text; invalid and inferred citation numbers; inferred: the (n, sentence)
    pairs macllm added a citation to; withheld: the model's answer where it shares almost no words with the
    passages beyond those of what was asked (the question and the chat before it), gives a value from a line about
    something else or from another row where the thing asked about is priced on request, states numbers or names none
    of which the passages hold, or answers a Chinese question far from every passage in terms none of them holds,
    replaced by saying the documents do not say (docs/support.py, docs/stitched.py); question: the last one alone,
    where asked is the whole chat; multilingual: the index's multilingual embedder, which tells a Chinese answer
    that translates an English passage from one that does not, invented_terms.translated)."""
    withheld = ""
    if asked and (
        unsupported(asked, text, passages)
        or stitched_sentence(asked, text, passages)
        or invented_values(asked, text, passages, question)
        or invented_names(asked, text, passages)
        or invented_terms(asked, text, passages, question, multilingual)
        or on_request_sentence(question or asked, text, passages)
    ):
        withheld, text = text, decline(text)
    written, updates = text, []
    if asked and not withheld:
        text, updates = updated(text, passages, question or asked)
    result = cited(text, passages)
    sources = [{**s, "text": passages[s["n"] - 1].text, "where": where(passages[s["n"] - 1])} for s in result.sources]
    return result.answer, {
        "sources": sources,
        "invalid_citations": result.invalid_citations,
        "inferred_citations": result.inferred_citations,
        "inferred": result.inferred,
        "withheld": withheld,
        "updated": [{"was": was, "now": now, "n": n} for was, now, n in updates],
        "written": written if updates else "",
    }


def context_lines(source: dict, around: int = 6) -> tuple[list[tuple[int, str]], str | None]:
    """The cited lines with `around` lines either side, numbered, from the file as it is now (None, or a
    note when the file changed or is gone). A passage inside a long line (columns) shows that part of the line,
    with around * 40 characters either side, not the whole line."""
    from macllm.docs.read import file_bytes, read_lines

    path = Path(source["file"])
    try:
        lines = read_lines(path, file_bytes(path))
    except OSError as e:
        return [], f"{path} cannot be read now ({e.strerror}); the passage as indexed is shown"
    except Exception as e:  # an unreadable PDF or an odd encoding: show the indexed text instead
        return [], f"{path} cannot be read now ({e}); the passage as indexed is shown"
    page = source.get("page")
    start, end = source["line_start"], source["line_end"]
    shown = [(ln.line, ln.text) for ln in lines if ln.page == page and start - around <= ln.line <= end + around]
    if source.get("col_start") is not None:
        shown = [(n, _clipped(text, n, source, around * 40)) for n, text in shown]
    return (
        shown,
        None if shown else f"lines {start}-{end} are no longer in {path.name}; the passage as indexed is shown",
    )


def _clipped(text: str, line: int, source: dict, margin: int) -> str:
    """The part of a long line around the cited columns, '…' where it is cut."""
    first = source["col_start"] - 1 - margin if line == source["line_start"] else 0
    last = source["col_end"] + margin if line == source["line_end"] else len(text)
    if line < source["line_start"] or line > source["line_end"]:
        first, last = 0, 2 * margin
    first, last = max(first, 0), min(last, len(text))
    return ("…" if first > 0 else "") + text[first:last] + ("…" if last < len(text) else "")
