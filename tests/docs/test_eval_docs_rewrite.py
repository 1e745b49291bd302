"""scripts/eval_docs --rewrite: the question and the model's two phrasings of it are searched as questions (the
embedder's query side: bge-small-en-v1-5's prefix), as the hybrid row they are set beside is."""

import importlib.machinery
import importlib.util
from pathlib import Path
from types import SimpleNamespace

from .conftest import hashing_embed
from .evaluation import Question

ROOT = Path(__file__).resolve().parents[2]


def eval_docs(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "scripts"))  # its project_venv
    loader = importlib.machinery.SourceFileLoader("eval_docs", str(ROOT / "scripts" / "eval_docs"))
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader("eval_docs", loader))
    loader.exec_module(module)
    return module


class WritingEngine:
    """An engine whose model writes the same two phrasings for every question."""

    def __init__(self, **_):
        pass

    def load(self, model):
        pass

    def submit(self, request):
        return SimpleNamespace(result=lambda: SimpleNamespace(text="How do I knead dough?\nWhat is kneading?\n"))

    def close(self):
        pass


def test_rewrite_searches_each_phrasing_with_the_query_side(index, tmp_path, monkeypatch):
    (tmp_path / "bread.md").write_text("Knead the dough for ten minutes.\n", encoding="utf-8")
    index.add([tmp_path / "bread.md"], "c", hashing_embed)
    script = eval_docs(monkeypatch)
    monkeypatch.setattr("macllm.runtime.engine.Engine", WritingEngine)
    passages, questions = [], []
    embedder = SimpleNamespace(
        embed=lambda texts: passages.append(texts) or hashing_embed(texts),
        embed_query=lambda texts: questions.append(texts) or hashing_embed(texts),
    )
    question = Question("How long do I knead?", "bread.md", "ten minutes")
    out = script.rewrite(index, embedder, "writer", {"c": {"bread": [question]}})
    assert passages == []
    assert questions == [["How long do I knead?"], ["How do I knead dough?"], ["What is kneading?"]]
    assert out["bread"]["all"]["recall@1"] == 1.0
