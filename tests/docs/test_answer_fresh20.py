"""The held-out fresh20 set (tests/docs/answer_fresh20.py): every expected passage is in its documents as the index
reads them, a careful reader's answer to each question (FRESH20_ANSWERS, in answer_fresh20_samples.py) scores right and a
plausible wrong one wrong, and each question no document answers tempts with nothing the documents hold: a decline
scores right and a made-up answer (FRESH20_MADE_UP) wrong."""

from .answer_first_sets import ANSWER_SETS
from .answer_fresh2 import FRESH2
from .answer_fresh3 import FRESH3
from .answer_fresh4 import FRESH4
from .answer_fresh5 import FRESH5
from .answer_fresh6 import FRESH6
from .answer_fresh7 import FRESH7
from .answer_fresh8 import FRESH8
from .answer_fresh9 import FRESH9
from .answer_fresh10 import FRESH10
from .answer_fresh11 import FRESH11
from .answer_fresh12 import FRESH12
from .answer_fresh13 import FRESH13
from .answer_fresh14 import FRESH14
from .answer_fresh15 import FRESH15
from .answer_fresh16 import FRESH16
from .answer_fresh17 import FRESH17
from .answer_fresh18 import FRESH18
from .answer_fresh19 import FRESH19
from .answer_fresh20 import FRESH20, build_fresh20_corpus
from .answer_fresh20_docs import FRESH20_DOCS
from .answer_fresh20_samples import FRESH20_ANSWERS, FRESH20_MADE_UP
from .test_answer_sets import _answered_from_docs_and_made_up_turned_down


def test_fresh20_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH20,
        FRESH20_DOCS,
        build_fresh20_corpus,
        FRESH20_ANSWERS,
        FRESH20_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".pdf", ".txt", ".csv", ".odt", ".epub"},
        earlier=(
            *ANSWER_SETS.values(),
            FRESH2,
            FRESH3,
            FRESH4,
            FRESH5,
            FRESH6,
            FRESH7,
            FRESH8,
            FRESH9,
            FRESH10,
            FRESH11,
            FRESH12,
            FRESH13,
            FRESH14,
            FRESH15,
            FRESH16,
            FRESH17,
            FRESH18,
            FRESH19,
        ),
    )
