"""The held-out fresh28 set (tests/docs/answer_fresh28.py): every expected passage is in its documents as the index
reads them, a careful reader's answer to each question (FRESH28_ANSWERS, in answer_fresh28_samples.py) scores right
and a plausible wrong one wrong, and each question no document answers tempts with nothing the documents hold: a
decline scores right and a made-up answer (FRESH28_MADE_UP) wrong."""

from .answer_fresh28 import FRESH28, build_fresh28_corpus
from .answer_fresh28_docs import FRESH28_DOCS
from .answer_fresh28_samples import FRESH28_ANSWERS, FRESH28_MADE_UP
from .test_answer_sets import _answered_from_docs_and_made_up_turned_down, sets_before


def test_fresh28_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH28,
        FRESH28_DOCS,
        build_fresh28_corpus,
        FRESH28_ANSWERS,
        FRESH28_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".pdf", ".txt", ".csv", ".odt", ".epub"},
        earlier=sets_before(28),
    )
