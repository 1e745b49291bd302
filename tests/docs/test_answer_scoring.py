"""The answer evaluation's scorer (tests/docs/answer_evaluation.py) on canned answers: versions, numbers, Chinese
alternatives, forbidden claims, citations that must point at the right file's passage holding the evidence, and
questions no document answers. The held-out fresh2 to fresh8 sets and their sample answers are checked in
tests/docs/test_answer_sets.py."""

from dataclasses import dataclass

from .answer_evaluation import (
    Q,
    _number,
    _version,
    answer_right,
    citation_right,
    not_in_docs,
    score,
    summary,
)
from .answer_first_sets import DEV, HOLDOUT


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
