"""The answer evaluation's scorer (tests/docs/answer_evaluation.py) on canned answers: versions, numbers, Chinese
alternatives, forbidden claims, citations that must point at the right file's passage holding the evidence, and
questions no document answers; and the held-out fresh2, fresh3 and fresh4 sets, whose every expected passage is in
its documents."""

from dataclasses import dataclass
from pathlib import Path

from macllm.docs.chunk import make_chunks
from macllm.docs.read import read_lines

from .answer_evaluation import (
    ANSWER_SETS,
    DEV,
    HOLDOUT,
    Q,
    _holds,
    _number,
    _version,
    answer_right,
    citation_right,
    normalized,
    not_in_docs,
    score,
    summary,
)
from .answer_fresh2 import FRESH2, build_fresh2_corpus
from .answer_fresh3 import COMPUTED, FRESH3, build_fresh3_corpus
from .answer_fresh4 import FRESH4, build_fresh4_corpus
from .answer_fresh4_docs import FRESH4_DOCS


@dataclass
class P:
    file: str
    text: str


ATOMIC = Q("Which release added --atomic-tags?", "kestrel/1.4.0.txt", "atomic-tags", _version("1.4"))


def test_versions_match_as_written_and_never_a_neighbour():
    for text in ("It was added in 1.4 [2].", "Kestrel v1.4.0 added it.", "Release 1.4."):
        assert answer_right(ATOMIC, text), text
    for text in ("It was added in 1.4.1.", "Added in 11.4 [1].", "Added in 1.40.", "Added in 1.3 [1]."):
        assert not answer_right(ATOMIC, text), text


def test_numbers_groups_alternatives_and_forbidden_claims():
    jobs = Q("sync jobs?", "kestrel/1.6.0.txt", "sync.jobs", _number("4"), forbid=("defaults to 1",))
    assert answer_right(jobs, "It defaults to 4 instead of 1 [1].")
    assert not answer_right(jobs, "It defaults to 1.4 [1].")
    assert not answer_right(jobs, "sync.jobs defaults to 1 [1], and 4 workers ... ")
    fine = Q("罚款多少？", "a.txt", "二百元", ("五十元", "50元"), ("二百元", "200元"), lang="zh")
    assert answer_right(fine, "处五十元以上二百元以下的罚款[1]。")
    assert answer_right(fine, "罚款 ５０元 到 ２００元。")  # full-width digits
    assert not answer_right(fine, "处五十元的罚款。")  # one of two groups


def test_a_citation_counts_when_it_points_at_the_right_file_and_passage():
    given = [
        P("/tmp/c/kestrel/1.3.0.txt", "atomic-tags"),
        P("/tmp/c/kestrel/1.4.0.txt", '"push" learned "--atomic-tags"'),
    ]
    assert citation_right(ATOMIC, [{"file": given[1].file, "text": given[1].text}])
    assert not citation_right(ATOMIC, [{"file": given[0].file, "text": given[0].text}])  # right words, wrong file
    assert not citation_right(ATOMIC, [{"file": given[1].file, "text": "Kestrel 1.4 Release Notes"}])  # wrong place
    assert not citation_right(ATOMIC, [{"file": "/x/kestrel/11.4.0.txt", "text": "atomic-tags"}])
    sources = [{"file": given[1].file, "text": given[1].text, "line_start": 18}]
    s = score(ATOMIC, "Kestrel 1.4 added it [2].", sources, given)
    assert s.ok and s.found and s.sources == ["1.4.0.txt:18"]
    s = score(ATOMIC, "Kestrel 1.4 added it.", [], given)
    assert s.answer_ok and not s.citation_ok and not s.ok


def test_every_question_has_an_answer_rule_and_evidence():
    for q in DEV + HOLDOUT:
        assert q.expect and q.evidence and q.lang in ("en", "zh")
    assert {q.text for q in DEV}.isdisjoint(q.text for q in HOLDOUT)


def test_a_question_no_document_answers_wants_the_answer_to_say_so_and_cite_nothing():
    price = not_in_docs("What does Pro cost?", "tarn.app/pricing", forbid=(r"re:[$€£]\s?\d",))
    for text in (
        "The documents do not say what Tarn Pro costs.",
        "The passages don't mention a price for Pro.",
        "There is no information about the price [1].",
        "Prices are shown on tarn.app/pricing [2].",
    ):
        assert answer_right(price, text), text
    for text in ("Tarn Pro costs $49 a year [1].", "The documents do not say, but it is about $49.", "Pro syncs 10."):
        assert not answer_right(price, text), text
    subsidy = not_in_docs("网络补贴多少？", forbid=(r"re:[\d一二三四五六七八九十百千]+\s*元",), lang="zh")
    assert answer_right(subsidy, "文件中没有提到网络费用补贴。")
    assert not answer_right(subsidy, "每月补贴一百元[1]。")
    page = P("/c/tarn/FAQ.txt", "Prices depend on your country")
    s = score(price, "The documents do not say.", [], [page])
    assert s.ok and s.found is None
    s = score(price, "The documents do not say [1].", [{"file": page.file, "text": page.text, "line_start": 3}], [page])
    assert s.answer_ok and not s.citation_ok  # a passage cited for what no passage holds
    answered = score(ATOMIC, "Kestrel 1.4 added it.", [], [P("/c/kestrel/1.3.0.txt", "other")])
    by_lang = summary([s, answered])["all"]
    assert by_lang["found"] == 0.0 and by_lang["not_in_docs"] == 1  # found: over the answerable question only


def test_fresh2_builds_and_each_expected_passage_is_in_its_documents(tmp_path):
    folder = build_fresh2_corpus(tmp_path)
    answerable = [q for q in FRESH2 if q.answerable]
    for q in FRESH2:
        assert q.expect and q.lang in ("en", "zh"), q.text
    for q in answerable:
        path = folder / q.file
        chunks = make_chunks(read_lines(path, path.read_bytes()))
        assert any(normalized(q.evidence) in normalized(c.text) for c in chunks), q.text
    assert len(FRESH2) - len(answerable) >= 2
    assert {q.lang for q in FRESH2} == {"en", "zh"}
    others = {q.text for questions in ANSWER_SETS.values() for q in questions}
    assert others.isdisjoint(q.text for q in FRESH2)


def _tempts_with_nothing_held(q, texts: dict) -> None:
    """A question no document answers forbids made-up answers that are in no document, so that an answer stating
    one made it up."""
    assert q.forbid, q.text
    assert not any(_holds(text, f) for f in q.forbid for text in texts.values()), q.text


def test_fresh3_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    folder = build_fresh3_corpus(tmp_path)
    texts = {
        p.relative_to(folder).as_posix(): normalized(p.read_text(encoding="utf-8"))
        for p in folder.rglob("*")
        if p.is_file()
    }
    for q in FRESH3:
        assert q.expect and q.lang in ("en", "zh"), q.text
        if not q.answerable:
            _tempts_with_nothing_held(q, texts)
            continue
        path = folder / q.file
        chunks = make_chunks(read_lines(path, path.read_bytes()))
        assert any(normalized(q.evidence) in normalized(c.text) for c in chunks), q.text
        if q.text not in COMPUTED:  # the answer is written in its file: every group matches the file's text
            for group in q.expect:
                assert any(_holds(texts[q.file], alt) for alt in group), (q.text, group)
    by_kind = {
        (lang, answerable): sum(q.lang == lang and q.answerable == answerable for q in FRESH3)
        for lang in ("en", "zh")
        for answerable in (True, False)
    }
    assert by_kind[("en", False)] == 2 and by_kind[("zh", False)] == 2
    assert by_kind[("en", True)] >= 12 and by_kind[("zh", True)] >= 5
    assert any(q.lang == "zh" and q.file.isascii() for q in FRESH3 if q.answerable)  # Chinese over English
    others = {q.text for questions in (*ANSWER_SETS.values(), FRESH2) for q in questions}
    assert others.isdisjoint(q.text for q in FRESH3)


def test_fresh4_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    folder = build_fresh4_corpus(tmp_path)
    before = {p: p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()}
    assert build_fresh4_corpus(tmp_path) == folder  # a second build writes nothing: the .docx and .xlsx are steady
    assert {p: p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()} == before
    assert {p.relative_to(folder).as_posix() for p in before} == set(FRESH4_DOCS)
    # every file as the index reads it: the Office ones through their readers (paragraphs, 'Header=value' rows)
    lines = {name: read_lines(folder / name, (folder / name).read_bytes()) for name in FRESH4_DOCS}
    texts = {name: normalized("\n".join(line.text for line in ls)) for name, ls in lines.items()}
    assert all(texts.values())
    for q in FRESH4:
        assert q.expect and q.lang in ("en", "zh"), q.text
        if not q.answerable:
            _tempts_with_nothing_held(q, texts)
            continue
        assert Path(q.file).as_posix() in FRESH4_DOCS, q.text
        chunks = make_chunks(lines[q.file])
        assert any(normalized(q.evidence) in normalized(c.text) for c in chunks), q.text
        for group in q.expect:  # no answer is worked out: every group matches its file's text
            assert any(_holds(texts[q.file], alt) for alt in group), (q.text, group)
    by_kind = {
        (lang, answerable): sum(q.lang == lang and q.answerable == answerable for q in FRESH4)
        for lang in ("en", "zh")
        for answerable in (True, False)
    }
    assert by_kind == {("en", True): 14, ("en", False): 2, ("zh", True): 7, ("zh", False): 2}
    assert any(q.lang == "zh" and q.file.isascii() for q in FRESH4 if q.answerable)  # Chinese over English
    assert {Path(q.file).suffix for q in FRESH4 if q.answerable} >= {".toml", ".py", ".docx", ".xlsx", ".adoc"}
    texts_asked = [q.text for q in FRESH4]
    assert len(set(texts_asked)) == len(texts_asked)
    others = {q.text for questions in (*ANSWER_SETS.values(), FRESH2, FRESH3) for q in questions}
    assert others.isdisjoint(texts_asked)
