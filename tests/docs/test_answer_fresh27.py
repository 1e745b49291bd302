"""The held-out fresh27 set (tests/docs/answer_fresh27.py): every expected passage is in its documents as the index
reads them, a careful reader's answer to each question (FRESH27_ANSWERS, in answer_fresh27_samples.py) scores right
and a plausible wrong one wrong, and each question no document answers tempts with nothing the documents hold: a
decline scores right and a made-up answer (FRESH27_MADE_UP) wrong."""

from .answer_fresh27 import FRESH27, build_fresh27_corpus
from .answer_fresh27_docs import FRESH27_DOCS
from .answer_fresh27_samples import FRESH27_ANSWERS, FRESH27_MADE_UP
from .test_answer_sets import _answered_from_docs_and_made_up_turned_down, sets_before


def test_fresh27_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH27,
        FRESH27_DOCS,
        build_fresh27_corpus,
        FRESH27_ANSWERS,
        FRESH27_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".pdf", ".txt", ".csv", ".odt", ".epub"},
        earlier=sets_before(27),
    )
