"""Ingest, incremental re-index, interrupted ingest, retrieval (incl. Chinese), citations."""

import numpy as np
import pytest

from macllm.docs.answer import build_prompt
from macllm.docs.citations import cite
from macllm.docs.retrieve import search

from .conftest import hashing_embed
from .pdf_files import make_pdf

DOCS = {
    "garden/tomatoes.md": "# Tomatoes\n\nTomatoes need full sun and regular watering.\nStake the plants when they reach knee height.\n",
    "garden/roses.md": "# Roses\n\nPrune roses in late winter.\nFeed them with compost in spring.\n",
    "kitchen/bread.txt": "Bread dough rises best in a warm kitchen.\nKnead it for ten minutes before the first rise.\n",
    "notes/向量.md": "# 笔记\n\n向量数据库用于存储文本的嵌入向量。\n检索时先计算查询的向量，再找最相近的文档。\n",
    "notes/熊猫.md": "# 动物\n\n大熊猫主要生活在四川的山区。\n它们每天要吃很多竹子。\n",
}


@pytest.fixture
def corpus(tmp_path):
    root = tmp_path / "corpus"
    for rel, text in DOCS.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def test_search_finds_file_and_lines(index, corpus):
    report = index.add([corpus], "c", hashing_embed)
    assert (report.added, report.skipped) == (5, [])
    # keyword mode: this bag-of-words stand-in for an embedder would only add noise to hybrid's similarities
    hit = search(index, "when to prune roses", "c", hashing_embed, k=3, mode="keyword")[0]
    assert hit.file == str(corpus / "garden/roses.md") and (hit.line_start, hit.line_end) == (1, 4)
    for mode in ("keyword", "vector"):
        assert search(index, "knead the dough", "c", hashing_embed, k=1, mode=mode)[0].file.endswith("bread.txt")


@pytest.mark.parametrize("query,expected", [("大熊猫吃什么", "熊猫.md"), ("向量数据库如何检索", "向量.md")])
def test_chinese_queries_find_chinese_files(index, corpus, query, expected):
    index.add([corpus], "c", hashing_embed)
    assert search(index, query, "c", hashing_embed, k=1, mode="keyword")[0].file.endswith(expected)
    assert search(index, query, "c", hashing_embed, k=1)[0].file.endswith(expected)


def test_a_chinese_word_cut_by_a_wrapped_line_is_found(index, tmp_path):
    (tmp_path / "停车.txt").write_text(
        "第八条 小区内访客车\n辆前两小时免费，超过后每小时收费五元。\n\n第九条 货车不得入内。\n"
    )
    (tmp_path / "其他.txt").write_text("第一条 物业费按月收取。\n")
    index.add([tmp_path], "c", hashing_embed)
    hit = search(index, "车辆", "c", hashing_embed, k=1, mode="keyword")[0]  # '车' ends one line, '辆' starts the next
    assert hit.file.endswith("停车.txt") and "两小时免费" in hit.text


def test_incremental_reindex(index, corpus):
    index.add([corpus], "c", hashing_embed)
    (corpus / "garden/roses.md").write_text("# Roses\n\nRoses like clay soil.\n")
    (corpus / "kitchen/bread.txt").unlink()
    (corpus / "kitchen/soup.txt").write_text("Simmer the soup for an hour.\n")
    report = index.add([corpus], "c", hashing_embed)
    assert (report.added, report.updated, report.unchanged, report.removed) == (1, 1, 3, 1)
    assert search(index, "clay soil", "c", hashing_embed, k=1, mode="keyword")[0].file.endswith("roses.md")
    assert search(index, "prune late winter", "c", hashing_embed, k=5, mode="keyword") == []  # old text gone
    assert {f["path"].rsplit("/", 1)[1] for f in index.files("c")} == {
        "tomatoes.md",
        "roses.md",
        "soup.txt",
        "向量.md",
        "熊猫.md",
    }


def test_interrupted_ingest_keeps_what_was_done_and_resumes(index, corpus):
    calls = {"n": 0}

    def dies_on_third_file(texts):
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyboardInterrupt
        return hashing_embed(texts)

    with pytest.raises(KeyboardInterrupt):
        index.add([corpus], "c", dies_on_third_file)
    assert len(index.files("c")) == 2
    report = index.add([corpus], "c", hashing_embed)
    assert (report.unchanged, report.added) == (2, 3)


def test_bad_files_are_skipped_and_the_rest_indexed(index, corpus):
    (corpus / "image.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(100))
    (corpus / "blob.dat").write_bytes(b"\0\1\2" * 10)
    (corpus / "empty.txt").write_text("   \n")
    report = index.add([corpus, corpus / "missing"], "c", hashing_embed)
    reasons = {p.rsplit("/", 1)[1]: r for p, r in report.skipped}
    assert reasons == {
        "missing": "no such file or folder",
        "image.png": "binary file",
        "blob.dat": "binary file",
        "empty.txt": "no text",
    }
    assert report.added == 5


def test_pdf_passages_carry_pages(index, tmp_path):
    pdf = tmp_path / "manual.pdf"
    pdf.write_bytes(
        make_pdf(
            [
                ["Installation guide", "Run the installer"],
                ["Troubleshooting", "Reset the router if the light blinks red"],
            ]
        )
    )
    index.add([pdf], "c", hashing_embed)
    hit = search(index, "router light blinks red", "c", hashing_embed, k=1)[0]
    assert hit.page == 2 and (hit.line_start, hit.line_end) == (1, 2)


def test_remove_collection_and_path(index, corpus):
    index.add([corpus], "c", hashing_embed)
    assert index.remove("c", corpus / "garden") == 2
    assert len(index.files("c")) == 3
    assert index.remove("c") == 3
    assert index.collections() == []


def test_citations_map_to_passages_and_flag_unknown_numbers(index, corpus):
    index.add([corpus], "c", hashing_embed)
    passages = search(index, "roses tomatoes", "c", hashing_embed, k=2)
    prompt = build_prompt("How do I care for roses?", passages)
    assert (
        "[1] File: garden/" in prompt
        and "[2] File: garden/" in prompt
        and "Question: How do I care for roses?" in prompt
    )
    result = cite("Prune in late winter [1]. Water often [2][1]. Use magic [7].", passages)
    assert [s["n"] for s in result.sources] == [1, 2] and result.invalid_citations == [7]
    assert "[7?]" in result.answer and "[1]" in result.answer
    src = result.sources[0]
    lines = open(src["file"], encoding="utf-8").read().splitlines()[src["line_start"] - 1 : src["line_end"]]
    assert passages[0].text == "\n".join(lines).strip("\n")  # the citation points at the real lines


def test_real_embedder_agrees_with_a_numpy_bert(embedder, minilm_dir):
    from .reference_bert import reference_embed

    texts = ["The cat sits on the mat.", "Quarterly revenue grew by eight percent."]
    ours = embedder.embed(texts)
    want = reference_embed(minilm_dir, texts)
    assert np.allclose(ours, want, atol=1e-4)
    sims = embedder.embed(["A kitten rests on a rug.", "Stock prices fell sharply."]) @ ours[0]
    assert sims[0] > 0.5 > sims[1]


def test_uncited_sentences_get_the_passage_they_repeat(index, corpus):
    from macllm.docs.citations import attribute

    index.add([corpus], "c", hashing_embed)
    passages = search(index, "roses tomatoes", "c", hashing_embed, k=2)
    roses = 1 + [i for i, p in enumerate(passages) if p.file.endswith("roses.md")][0]
    text, added = attribute(
        "Prune roses in late winter. I like gardens a lot. Tomatoes need sun [9]. "
        "The documents do not say when to prune roses.",
        passages,
    )
    assert added == [(roses, "Prune roses in late winter.")]
    assert (
        text.startswith(f"Prune roses in late winter [{roses}].") and "I like gardens a lot." in text and "[9]" in text
    )
    assert text.endswith("The documents do not say when to prune roses.")  # states nothing: no citation
    cjk, added = attribute(
        "大熊猫主要生活在四川的山区。文档中没有提到大熊猫的寿命。",
        search(index, "大熊猫", "c", hashing_embed, k=1, mode="keyword"),
    )
    assert (
        [n for n, _ in added] == [1] and cjk.startswith("大熊猫主要生活在四川的山区 [1]。") and not cjk.endswith("]。")
    )
