"""What the model and the user see of a passage: short labels in the prompt, citations with line:column inside a
file without line breaks, lists merged across a passage boundary, and files re-chunked after a chunker change."""

import sqlite3

from macllm.docs import grounding
from macllm.docs.answer import build_prompt, label, where
from macllm.docs.chunk import CHUNKER_VERSION
from macllm.docs.citations import cited
from macllm.docs.index import DocIndex
from macllm.docs.retrieve import Passage, search

from .conftest import hashing_embed

ARTICLE = (
    "报销管理办法。"
    + "员工出差应当事先填写审批单，并按规定的标准乘坐交通工具。" * 16
    + "办理报销时须提交以下材料。"
    + "".join(f"第{n}，第{n}种报销材料需要提交原件和复印件各一份。" for n in "一二三四五六七")
    + "以上材料缺少任何一项的，财务部门将退回申请。" * 25
)


def test_labels_are_short_and_name_the_file_title_and_place():
    deep = "/home/someone/projects/notes/archive/2019/releases/RelNotes/2.30.0.txt"
    p = Passage(deep, 40, 52, None, 1.0, " * text", 7, heading="Git 2.30 Release Notes › Updates since v2.29")
    assert label(p) == "RelNotes/2.30.0.txt · Git 2.30 Release Notes › Updates since v2.29 · lines 40-52"
    prompt = build_prompt("Which release added it?", [p])
    assert deep not in prompt and "[1] File: RelNotes/2.30.0.txt (lines 40-52)\nTitle: Git 2.30 Release Notes" in prompt
    assert where(p) == f"{deep}:40-52"  # the user's listing keeps the full path
    one_line = Passage("/x/y/文章.txt", 1, 1, None, 1.0, "...", 8, 583, 828)
    assert label(one_line) == "y/文章.txt · line 1, characters 583-828"


def test_a_one_line_article_is_cited_by_column_span(index, tmp_path):
    path = tmp_path / "docs" / "报销.txt"
    path.parent.mkdir()
    path.write_text(ARTICLE, encoding="utf-8")
    index.add([path.parent], "c", hashing_embed)
    rows = index.db.execute("SELECT text, line_start, line_end, col_start, col_end FROM chunks ORDER BY id").fetchall()
    assert len(rows) >= 3 and all(r["line_start"] == r["line_end"] == 1 for r in rows)
    for r in rows:  # each span is that passage's place in the line, and passages end at sentence ends
        assert ARTICLE[r["col_start"] - 1 : r["col_end"]] == r["text"] and r["text"].endswith("。")
    hits = search(index, "以上材料缺少任何一项", "c", hashing_embed, k=5, mode="keyword")
    places = {where(h) for h in hits}
    assert len(places) == len(hits) and all(p.startswith(f"{path}:1:") for p in places)
    lines, note = grounding.context_lines({"file": str(path), "page": None, **dict(rows[1])}, around=1)
    assert note is None and len(lines[0][1]) < len(ARTICLE) and rows[1]["text"] in lines[0][1]


def test_a_list_that_runs_past_a_passage_end_is_given_whole(index, tmp_path):
    path = tmp_path / "报销.txt"
    path.write_text(ARTICLE, encoding="utf-8")
    index.add([path], "c", hashing_embed)
    texts = [r["text"] for r in index.db.execute("SELECT text FROM chunks ORDER BY id")]
    assert not any("第一" in t and "第七" in t for t in texts)  # the list is cut between two passages
    [found] = grounding.retrieve(index, "第七种报销材料", ["c"], lambda t: hashing_embed(t), k=1)
    assert "第一，" in found.text and "第七，" in found.text
    assert where(found).startswith(f"{path}:1:") and found.col_end - found.col_start + 1 == len(found.text)
    prose = tmp_path / "prose.txt"
    prose.write_text("。".join(["这是一段普通的文字，没有任何列表"] * 80) + "。", encoding="utf-8")
    index.add([prose], "p", hashing_embed)
    [plain] = grounding.retrieve(index, "普通的文字", ["p"], hashing_embed, k=1)
    assert len(plain.text) <= 600  # prose is not merged


def test_files_indexed_by_an_older_chunker_are_rechunked(tmp_path):
    doc = tmp_path / "a.txt"
    doc.write_text(ARTICLE, encoding="utf-8")
    db_path = tmp_path / "docs.db"
    index = DocIndex(db_path)
    index.add([doc], "c", hashing_embed)
    index.close()
    db = sqlite3.connect(db_path)  # as an index written before CHUNKER_VERSION 2: old chunks, version 1
    db.execute("UPDATE files SET chunker=1")
    db.execute("UPDATE chunks SET col_start=NULL, col_end=NULL, text='old chunk'")
    db.commit()
    db.close()
    index = DocIndex(db_path)
    report = index.add([doc], "c", hashing_embed)
    assert (report.updated, report.rechunked, report.unchanged) == (1, 1, 0)
    assert index.db.execute("SELECT COUNT(*) FROM chunks WHERE text='old chunk'").fetchone()[0] == 0
    assert {r[0] for r in index.db.execute("SELECT chunker FROM files")} == {CHUNKER_VERSION}
    assert index.add([doc], "c", hashing_embed).unchanged == 1
    index.close()


def test_a_database_from_before_the_columns_opens_and_is_rechunked(tmp_path):
    db_path = tmp_path / "docs.db"
    index = DocIndex(db_path)
    doc = tmp_path / "a.md"
    doc.write_text("# Title\n\nSome text here.\n", encoding="utf-8")
    index.add([doc], "c", hashing_embed)
    index.close()
    db = sqlite3.connect(db_path)
    for table, column in (("files", "chunker"), ("chunks", "col_start"), ("chunks", "col_end"), ("chunks", "heading")):
        db.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
    db.commit()
    db.close()
    index = DocIndex(db_path)
    assert index.add([doc], "c", hashing_embed).rechunked == 1
    hit = search(index, "some text", "c", hashing_embed, k=1, mode="keyword")[0]
    assert hit.heading == "Title" and hit.col_start is None
    index.close()


def test_a_citation_written_in_place_of_the_answer_gets_its_sources_name():
    notes = Passage(
        "/r/RelNotes/2.30.0.txt", 40, 52, None, 1.0, "--force-if-includes", 7, heading="Git 2.30 Release Notes"
    )
    plain = Passage("/r/notes/todo.txt", 1, 2, None, 1.0, "buy milk", 8)
    answer = cited("The Git release that added --force-if-includes is [1]. The list is in [2].", [notes, plain]).answer
    assert answer == (
        "The Git release that added --force-if-includes is Git 2.30 Release Notes (RelNotes/2.30.0.txt) [1]. "
        "The list is in notes/todo.txt [2]."
    )
    kept = "It was added in 2.30 [1]. Passage [1] says so [1]. It is described in [3]."
    assert (
        cited(kept, [notes, plain]).answer
        == "It was added in 2.30 [1]. Passage [1] says so [1]. It is described in [3?]."
    )


def test_a_citation_of_a_passage_that_does_not_hold_the_sentence_points_at_the_one_that_does():
    kestrel = Passage(
        "/r/kestrel/1.4.0.txt",
        3,
        5,
        None,
        1.0,
        "The frobnicate flag now accepts widget names.",
        1,
        heading="Kestrel 1.4",
    )
    other = Passage("/r/kestrel/1.3.0.txt", 2, 4, None, 1.0, "Startup is faster on large repositories.", 2)
    wrong = "The frobnicate flag accepts widget names [2]."
    result = cited(wrong, [kestrel, other])
    assert result.answer == "The frobnicate flag accepts widget names [1]." and result.sources[0]["n"] == 1
    assert result.corrected == [(2, 1, wrong)]
    # a marker standing for the answer is named after the passage that holds the sentence, not the wrong one
    named = cited("The release whose frobnicate flag accepts widget names is [2].", [kestrel, other]).answer
    assert "Kestrel 1.4 (kestrel/1.4.0.txt) [1]" in named
    # markers after the full stop belong to the sentence before them; several become one
    after = cited("The frobnicate flag accepts widget names. [2][2] Startup is faster. [2]", [kestrel, other])
    assert after.answer == "The frobnicate flag accepts widget names. [1] Startup is faster. [2]"


def test_a_citation_that_holds_enough_of_its_sentence_is_kept():
    a = Passage("/r/a.txt", 1, 1, None, 1.0, "The frobnicate flag accepts widget names since 1.4.", 1)
    b = Passage("/r/b.txt", 1, 1, None, 1.0, "The frobnicate flag accepts widget names and colours.", 2)
    for text in (
        "The frobnicate flag accepts widget names [2].",  # both hold it: the model's choice stands
        "Widgets can be renamed [2].",  # neither holds it: nothing better to give
        "The documents do not say which release added the frobnicate flag [2].",  # states nothing
    ):
        result = cited(text, [a, b])
        assert result.corrected == [] and "[2]" in result.answer
