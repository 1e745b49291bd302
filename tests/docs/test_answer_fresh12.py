"""The held-out fresh12 set (tests/docs/answer_fresh12.py): every expected passage is in its documents as the index
reads them, a careful reader's answer to each question (FRESH12_ANSWERS, in answer_fresh12_samples.py) scores right and a
plausible wrong one wrong, and each question no document answers tempts with nothing the documents hold: a decline
scores right and a made-up answer (FRESH12_MADE_UP) wrong."""

from .answer_fresh12 import FRESH12, build_fresh12_corpus
from .answer_fresh12_docs import FRESH12_DOCS
from .answer_fresh12_samples import FRESH12_ANSWERS, FRESH12_MADE_UP
from .test_answer_sets import _answered_from_docs_and_made_up_turned_down, sets_before


def test_fresh12_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH12,
        FRESH12_DOCS,
        build_fresh12_corpus,
        FRESH12_ANSWERS,
        FRESH12_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".csv", ".txt", ".epub", ".odt"},
        earlier=sets_before(12),
    )
