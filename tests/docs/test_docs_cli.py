"""`macllm docs ...` and `macllm ask` as a user runs them, with the real embedder and starter model."""

import json
import shutil
import subprocess
import sys

import pytest

from macllm import model_store


@pytest.fixture
def docs_home(home, starter_dir, minilm_dir, tmp_path):
    model_store.pull(str(starter_dir), name="smollm2-135m")
    model_store.pull(str(minilm_dir), name="all-minilm-l6-v2")
    corpus = tmp_path / "notes"
    corpus.mkdir()
    (corpus / "wifi.md").write_text(
        "# Home network\n\nThe wifi password is on the sticker under the router.\n"
        "The router restarts every night at 3am.\n",
        encoding="utf-8",
    )
    (corpus / "plants.md").write_text(
        "# Plants\n\nWater the fern twice a week.\nThe cactus needs water once a month.\n", encoding="utf-8"
    )
    (corpus / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    return corpus


def macllm(*args):
    return subprocess.run([sys.executable, "-m", "macllm.cli.main", *args], capture_output=True, text=True, timeout=600)


def test_add_search_ask(docs_home):
    r = macllm("docs", "add", str(docs_home), "--collection", "home")
    assert r.returncode == 0, r.stderr
    assert "2 new" in r.stdout and "skipped" in r.stderr and "logo.png: binary file" in r.stderr
    r = macllm("docs", "search", "where is the wifi password", "-c", "home", "-k", "2", "--json")
    hits = json.loads(r.stdout)
    assert hits[0]["file"] == str(docs_home / "wifi.md") and hits[0]["line_start"] == 1 and hits[0]["page"] is None
    assert set(hits[0]) == {
        "file",
        "line_start",
        "line_end",
        "page",
        "col_start",
        "col_end",
        "heading",
        "place",
        "score",
        "text",
    }
    r = macllm("ask", "Where is the wifi password?", "-c", "home", "-k", "2", "--json", "--max-tokens", "60")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert (
        set(out) == {"answer", "sources", "invalid_citations", "inferred_citations", "withheld", "updated"}
        and out["answer"]
    )
    for s in out["sources"]:  # every citation maps to a real file and real lines
        lines = open(s["file"], encoding="utf-8").read().splitlines()
        assert 1 <= s["line_start"] <= s["line_end"] <= len(lines)
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "macllm.cli.main",
            "chat",
            "--plain",
            "--docs",
            "home",
            "--max-tokens",
            "60",
            "--temp",
            "0",
        ],
        input="Where is the wifi password?\n",
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert r.returncode == 0, r.stderr
    cited = [line for line in r.stdout.splitlines() if line.startswith("[")]
    for line in cited:  # "[n] /path/file.md:1-4": the file and its lines exist
        where = line.split("] ", 1)[1].removesuffix(" (citation added by macllm)")
        path, lines = where.rsplit(":", 1)
        first, _, last = lines.partition("-")
        assert 1 <= int(first) <= int(last or first) <= len(open(path, encoding="utf-8").read().splitlines())
    assert cited or "(no passage cited)" in r.stdout
    r = macllm("chat", "--plain", "--docs", "nope")
    assert r.returncode == 1 and "no collection 'nope'" in r.stderr
    r = macllm("docs", "ls")
    assert "home" in r.stdout and "2 files" in r.stdout
    shutil.rmtree(docs_home)
    r = macllm("docs", "add", str(docs_home), "--collection", "home")
    assert "no such file or folder" in r.stderr and "2 removed" in r.stdout


def test_unknown_collection_is_one_line(docs_home):
    for args in (["docs", "search", "x", "-c", "nope"], ["ask", "x", "-c", "nope"], ["docs", "rm", "-c", "nope"]):
        r = macllm(*args)
        assert (
            r.returncode == 1 and "no collection 'nope'; add documents with" in r.stderr and "Traceback" not in r.stderr
        )


def test_an_empty_question_is_refused_in_one_line(docs_home):
    r = macllm("ask", "  ", "-c", "home")
    assert r.returncode == 1 and "the question is empty" in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_search_and_ask_with_a_reranker(docs_home):
    assert macllm("docs", "add", str(docs_home), "--collection", "home").returncode == 0
    r = macllm(
        "docs", "search", "where do I find the wifi password", "-c", "home", "-k", "2", "--json", "--rerank", "late"
    )
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)[0]["file"] == str(docs_home / "wifi.md")
    ask = ["ask", "Where is the wifi password?", "-c", "home", "-k", "1", "--json", "--max-tokens", "20"]
    r = macllm(*ask, "--rerank", "late")
    assert r.returncode == 0, r.stderr  # the token vectors come from the engine's thread
    assert json.loads(r.stdout)["answer"]
    for args in (["docs", "search", "x", "-c", "home"], ["ask", "x", "-c", "home"]):
        r = macllm(*args, "--rerank", "nope")
        assert r.returncode == 1 and "unknown reranker 'nope'; use one of late" in r.stderr, r.stderr
        assert len(r.stderr.strip().splitlines()) == 1
    r = macllm("docs", "search", "x", "-c", "home", "--rerank", "late", "--mode", "keyword")
    assert r.returncode == 1 and "--rerank reorders hybrid search" in r.stderr


def test_the_chat_model_as_reranker_in_search_and_chat(docs_home):
    """`docs search --rerank llm` (the command loads the chat model) adds LLM_WEIGHT times the starter's
    yes-probability to each hybrid score and orders by the sum; `chat --plain --rerank llm` answers with it (the
    chat's setting reaches its documents). `ask` builds its reranker as chat does (grounding.engine_reranker:
    `late` above; `llm` on the engine's thread in test_llm_rerank.py)."""
    from macllm.cli.docs import _index, _search
    from macllm.cli.main import app
    from macllm.docs.relevance import local_relevance, source_of
    from macllm.docs.rerank import LLM_WEIGHT
    from macllm.errors import MacllmError

    assert macllm("docs", "add", str(docs_home), "--collection", "home").returncode == 0
    query = "how often does the fern get water"
    r = macllm("docs", "search", query, "-c", "home", "-k", "2", "--json", "--rerank", "llm")
    assert r.returncode == 0, r.stderr
    hybrid = _search(_index(), query, "home", 2, "hybrid")  # the same candidates, not reranked, in this process
    yes = local_relevance("smollm2-135m")(query, [(p.text, source_of(p.file, p.heading)) for p in hybrid])
    want = sorted(((p.score + LLM_WEIGHT * float(y), p.file) for p, y in zip(hybrid, yes)), reverse=True)
    got = json.loads(r.stdout)
    assert [h["file"] for h in got] == [f for _, f in want]  # in the order of the sums
    assert [h["score"] for h in got] == pytest.approx([s for s, _ in want], abs=1e-5)
    r = subprocess.run(
        [sys.executable, "-m", "macllm.cli.main", "chat", "--plain", "--docs", "home", "--rerank", "llm",
         "--max-tokens", "20", "--temp", "0"],
        input="How often does the fern get water?\n", capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert r.returncode == 0 and r.stdout.strip(), r.stderr
    for args, error in ((["--docs", "home", "--rerank", "nope"], "unknown reranker 'nope'"),
                        (["--rerank", "llm"], "--rerank reorders the passages of --docs")):  # fmt: skip
        with pytest.raises(MacllmError, match=error):  # refused before any model loads
            app(["chat", "--plain", *args], standalone_mode=False)
