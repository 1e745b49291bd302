"""The held-out fresh24 set (tests/docs/answer_fresh24.py): every expected passage is in its documents as the index
reads them, a careful reader's answer to each question (FRESH24_ANSWERS, in answer_fresh24_samples.py) scores right
and a plausible wrong one wrong, and each question no document answers tempts with nothing the documents hold: a
decline scores right and a made-up answer (FRESH24_MADE_UP) wrong."""

from .answer_fresh24 import FRESH24, build_fresh24_corpus
from .answer_fresh24_docs import FRESH24_DOCS
from .answer_fresh24_samples import FRESH24_ANSWERS, FRESH24_MADE_UP
from .test_answer_sets import _answered_from_docs_and_made_up_turned_down, sets_before


def test_fresh24_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH24,
        FRESH24_DOCS,
        build_fresh24_corpus,
        FRESH24_ANSWERS,
        FRESH24_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".pdf", ".txt", ".csv", ".odt", ".epub"},
        earlier=sets_before(24),
    )
