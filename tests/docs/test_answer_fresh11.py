"""The held-out fresh11 set (tests/docs/answer_fresh11.py): every expected passage is in its documents as the index
reads them, a careful reader's answer to each question (FRESH11_ANSWERS, in answer_fresh11_samples.py) scores right and a
plausible wrong one wrong, and each question no document answers tempts with nothing the documents hold: a decline
scores right and a made-up answer (FRESH11_MADE_UP) wrong."""

from .answer_fresh11 import FRESH11, build_fresh11_corpus
from .answer_fresh11_docs import FRESH11_DOCS
from .answer_fresh11_samples import FRESH11_ANSWERS, FRESH11_MADE_UP
from .test_answer_sets import _answered_from_docs_and_made_up_turned_down, sets_before


def test_fresh11_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH11,
        FRESH11_DOCS,
        build_fresh11_corpus,
        FRESH11_ANSWERS,
        FRESH11_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".csv", ".txt", ".epub", ".odt"},
        earlier=sets_before(11),
    )
