"""The held-out answer sets fresh2 to fresh8 (tests/docs/answer_fresh2.py ... answer_fresh8.py) against their
documents: every expected passage is in its documents, the questions no document answers tempt with nothing the
documents hold, and (fresh5 on) each set's sample answers (FRESHn_ANSWERS, FRESHn_MADE_UP, in answer_freshn_samples.py) are
scored right or wrong as they should be."""

import importlib
from pathlib import Path

from macllm.docs.chunk import make_chunks
from macllm.docs.read import read_lines
from macllm.docs.retrieve import Passage
from macllm.docs.stitched import stitched_sentence
from macllm.docs.support import invented_names, invented_values, unsupported

from .answer_evaluation import _holds, answer_right, normalized
from .answer_first_sets import ANSWER_SETS
from .answer_fresh2 import FRESH2, build_fresh2_corpus
from .answer_fresh3 import COMPUTED, FRESH3, build_fresh3_corpus
from .answer_fresh4 import FRESH4, build_fresh4_corpus
from .answer_fresh4_docs import FRESH4_DOCS
from .answer_fresh5 import FRESH5, build_fresh5_corpus
from .answer_fresh5_docs import FRESH5_DOCS
from .answer_fresh5_samples import FRESH5_ANSWERS, FRESH5_MADE_UP
from .answer_fresh6 import FRESH6, build_fresh6_corpus
from .answer_fresh6_docs import FRESH6_DOCS
from .answer_fresh6_samples import FRESH6_ANSWERS, FRESH6_MADE_UP
from .answer_fresh7 import FRESH7, build_fresh7_corpus
from .answer_fresh7_docs import FRESH7_DOCS
from .answer_fresh7_samples import FRESH7_ANSWERS, FRESH7_MADE_UP
from .answer_fresh8 import FRESH8, build_fresh8_corpus
from .answer_fresh8_docs import FRESH8_DOCS
from .answer_fresh8_samples import FRESH8_ANSWERS, FRESH8_MADE_UP


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
    _asked_first(FRESH2, *ANSWER_SETS.values())


def sets_before(n: int) -> tuple:
    """The answer sets written before freshN, in order: the first ones (ANSWER_SETS), then fresh2 to fresh{n-1}; a
    held-out set asks none of their questions."""
    later = [importlib.import_module(f".answer_fresh{k}", __package__) for k in range(2, n)]
    return (*ANSWER_SETS.values(), *(getattr(m, f"FRESH{k}") for k, m in enumerate(later, 2)))


def _by_kind(questions) -> dict:
    """{(language, answerable): how many questions}."""
    return {
        (lang, answerable): sum(q.lang == lang and q.answerable == answerable for q in questions)
        for lang in ("en", "zh")
        for answerable in (True, False)
    }


def _asked_first(questions, *earlier) -> None:
    """A held-out set asks each of its questions once, and none that an earlier set asked."""
    asked = [q.text for q in questions]
    assert len(set(asked)) == len(asked)
    assert {q.text for qs in earlier for q in qs}.isdisjoint(asked)


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
    by_kind = _by_kind(FRESH3)
    assert by_kind[("en", False)] == 2 and by_kind[("zh", False)] == 2
    assert by_kind[("en", True)] >= 12 and by_kind[("zh", True)] >= 5
    assert any(q.lang == "zh" and q.file.isascii() for q in FRESH3 if q.answerable)  # Chinese over English
    _asked_first(FRESH3, *ANSWER_SETS.values(), FRESH2)


def _built_and_read(build, docs: dict, tmp_path) -> tuple[dict, dict]:
    """Build a set's documents twice (the second writes nothing: its Office files are steady) and read every file as
    the index does (Office, mail and sheet files through their readers): ({name: lines}, {name: normalized text})."""
    folder = build(tmp_path)
    before = {p: p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()}
    assert build(tmp_path) == folder
    assert {p: p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()} == before
    assert {p.relative_to(folder).as_posix() for p in before} == set(docs)
    lines = {name: read_lines(folder / name, (folder / name).read_bytes()) for name in docs}
    texts = {name: normalized("\n".join(line.text for line in ls)) for name, ls in lines.items()}
    assert all(texts.values())
    return lines, texts


def _held_by_its_file(q, docs: dict, lines: dict, texts: dict) -> None:
    """An answerable question's evidence is inside one passage of its file, and every group of its expected answer
    matches that file's text (no answer is worked out)."""
    assert Path(q.file).as_posix() in docs, q.text
    chunks = make_chunks(lines[q.file])
    assert any(normalized(q.evidence) in normalized(c.text) for c in chunks), q.text
    for group in q.expect:
        assert any(_holds(texts[q.file], alt) for alt in group), (q.text, group)


def test_fresh4_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    lines, texts = _built_and_read(build_fresh4_corpus, FRESH4_DOCS, tmp_path)
    for q in FRESH4:
        assert q.expect and q.lang in ("en", "zh"), q.text
        if not q.answerable:
            _tempts_with_nothing_held(q, texts)
            continue
        _held_by_its_file(q, FRESH4_DOCS, lines, texts)
    by_kind = _by_kind(FRESH4)
    assert by_kind == {("en", True): 14, ("en", False): 2, ("zh", True): 7, ("zh", False): 2}
    assert any(q.lang == "zh" and q.file.isascii() for q in FRESH4 if q.answerable)  # Chinese over English
    assert {Path(q.file).suffix for q in FRESH4 if q.answerable} >= {".toml", ".py", ".docx", ".xlsx", ".adoc"}
    _asked_first(FRESH4, *ANSWER_SETS.values(), FRESH2, FRESH3)


def _answered_from_docs_and_made_up_turned_down(
    questions,
    docs: dict,
    build,
    answers: dict,
    made_up: dict,
    tmp_path,
    every_wrong: bool,
    kinds: dict,
    suffixes: set,
    earlier: tuple,
) -> None:
    """Each answerable question is held by its file and its sample answers scored right and (every_wrong, or where it
    forbids something) wrong; each unanswerable one tempts with nothing the documents hold, a decline is right and its
    made-up answer wrong. Every question has its samples. The set has its counts by language and kind (kinds), at
    least these file types (suffixes), a Chinese question over an English file, and no question of the earlier sets."""
    lines, texts = _built_and_read(build, docs, tmp_path)
    for q in questions:
        assert q.expect and q.lang in ("en", "zh"), q.text
        if not q.answerable:
            _tempts_with_nothing_held(q, texts)
            assert answer_right(q, "The documents do not say." if q.lang == "en" else "文档中没有提到。"), q.text
            assert not answer_right(q, made_up[q.text]), q.text
            continue
        _held_by_its_file(q, docs, lines, texts)
        right, wrong = answers[q.text]
        assert answer_right(q, right), q.text
        chunks = make_chunks(lines[q.file])
        held = next(c for c in chunks if normalized(q.evidence) in normalized(c.text))
        passage = Passage(q.file, held.line_start, held.line_end, None, 1.0, held.text, 1, heading=held.heading)
        assert not unsupported(q.text, right, [passage]), q.text  # a right answer is never withheld (docs/support.py)
        whole = [Passage(q.file, c.line_start, c.line_end, None, 1.0, c.text, 1, heading=c.heading) for c in chunks]
        assert not stitched_sentence(q.text, right, whole), q.text  # nor its value taken as another line's (stitched)
        assert not invented_values(q.text, right, whole), q.text  # nor its numbers taken as from nowhere
        assert not invented_names(q.text, right, whole), q.text  # nor its names
        if every_wrong or q.forbid:
            assert wrong and not answer_right(q, wrong), q.text
    assert set(answers) == {q.text for q in questions if q.answerable}
    assert set(made_up) == {q.text for q in questions if not q.answerable}
    assert _by_kind(questions) == kinds
    assert any(q.lang == "zh" and q.file.isascii() for q in questions if q.answerable)  # Chinese over English
    assert {Path(q.file).suffix for q in questions if q.answerable} >= suffixes
    _asked_first(questions, *earlier)


def test_fresh5_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH5,
        FRESH5_DOCS,
        build_fresh5_corpus,
        FRESH5_ANSWERS,
        FRESH5_MADE_UP,
        tmp_path,
        every_wrong=False,
        kinds={("en", True): 17, ("en", False): 2, ("zh", True): 9, ("zh", False): 2},
        suffixes={".md", ".html", ".csv", ".eml", ".pptx", ".odt", ".docx", ".txt"},
        earlier=sets_before(5),
    )


def test_fresh6_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH6,
        FRESH6_DOCS,
        build_fresh6_corpus,
        FRESH6_ANSWERS,
        FRESH6_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".docx", ".xlsx", ".html", ".txt", ".eml", ".pptx"},
        earlier=sets_before(6),
    )


def test_fresh7_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH7,
        FRESH7_DOCS,
        build_fresh7_corpus,
        FRESH7_ANSWERS,
        FRESH7_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".csv", ".txt"},
        earlier=sets_before(7),
    )


def test_fresh8_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH8,
        FRESH8_DOCS,
        build_fresh8_corpus,
        FRESH8_ANSWERS,
        FRESH8_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".csv", ".txt", ".epub"},
        earlier=sets_before(8),
    )
