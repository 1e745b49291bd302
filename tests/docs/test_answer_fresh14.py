"""The held-out fresh14 set (tests/docs/answer_fresh14.py): every expected passage is in its documents as the index
reads them, a careful reader's answer to each question (FRESH14_ANSWERS, in answer_fresh14_samples.py) scores right and a
plausible wrong one wrong, and each question no document answers tempts with nothing the documents hold: a decline
scores right and a made-up answer (FRESH14_MADE_UP) wrong."""

from .answer_fresh14 import FRESH14, build_fresh14_corpus
from .answer_fresh14_docs import FRESH14_DOCS
from .answer_fresh14_samples import FRESH14_ANSWERS, FRESH14_MADE_UP
from .test_answer_sets import _answered_from_docs_and_made_up_turned_down, sets_before


def test_fresh14_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH14,
        FRESH14_DOCS,
        build_fresh14_corpus,
        FRESH14_ANSWERS,
        FRESH14_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".csv", ".txt", ".epub", ".pdf"},
        earlier=sets_before(14),
    )
