"""The held-out fresh9 set (tests/docs/answer_fresh9.py): every expected passage is in its documents as the index
reads them, a careful reader's answer to each question (FRESH9_ANSWERS, in answer_fresh9_samples.py) scores right and a
plausible wrong one wrong, and each question no document answers tempts with nothing the documents hold: a decline
scores right and a made-up answer (FRESH9_MADE_UP) wrong."""

from .answer_fresh9 import FRESH9, build_fresh9_corpus
from .answer_fresh9_docs import FRESH9_DOCS
from .answer_fresh9_samples import FRESH9_ANSWERS, FRESH9_MADE_UP
from .test_answer_sets import _answered_from_docs_and_made_up_turned_down, sets_before


def test_fresh9_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH9,
        FRESH9_DOCS,
        build_fresh9_corpus,
        FRESH9_ANSWERS,
        FRESH9_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".csv", ".txt", ".epub", ".odt"},
        earlier=sets_before(9),
    )
