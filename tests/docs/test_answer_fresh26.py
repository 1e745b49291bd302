"""The held-out fresh26 set (tests/docs/answer_fresh26.py): every expected passage is in its documents as the index
reads them, a careful reader's answer to each question (FRESH26_ANSWERS, in answer_fresh26_samples.py) scores right
and a plausible wrong one wrong, and each question no document answers tempts with nothing the documents hold: a
decline scores right and a made-up answer (FRESH26_MADE_UP) wrong."""

from .answer_fresh26 import FRESH26, build_fresh26_corpus
from .answer_fresh26_docs import FRESH26_DOCS
from .answer_fresh26_samples import FRESH26_ANSWERS, FRESH26_MADE_UP
from .test_answer_sets import _answered_from_docs_and_made_up_turned_down, sets_before


def test_fresh26_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH26,
        FRESH26_DOCS,
        build_fresh26_corpus,
        FRESH26_ANSWERS,
        FRESH26_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".pdf", ".txt", ".csv", ".odt", ".epub"},
        earlier=sets_before(26),
    )
