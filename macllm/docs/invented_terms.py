"""A Chinese answer from elsewhere. Asked what no document covers ("中国最长的河流是哪一条？"), a small model answers
from what it learned ("中国最长的河流是长江。[1]"), and none of support.py's checks judges it: a few characters are too
few for `unsupported`, and names are looked for in English answers only.

It is judged only where three things hold. The question is far from every passage: its best hybrid score
(retrieve.Passage.closeness, the multilingual embedder's cosine plus the keyword bonus) is under support.FAR_ZH. Over the
answer sets dev, holdout and fresh-fresh18, the 177 Chinese questions their documents answer scored 0.33 and more,
and questions on general knowledge 0.19-0.22; but the retrieval sets' Chinese paraphrases whose right passage was
found scored from 0.20, and Chinese questions over English documents score as low, so closeness alone says nothing.
The answer cites passages, every one of them Chinese: one that cites an English passage may translate it, and
shares no characters with it. Where the multilingual embedder is at hand (the index's, in `ask` and the chat), an
answer citing English passages is judged too, unless it reads as a translation of one: its cosine with one of them
is TRANSLATION or more (over fresh10-fresh24's sample answers, careful Chinese answers read from English passages
scored 0.36-0.59 with them; answers from memory to questions far from every passage 0.07-0.20). And no term the
answer states beyond the question (a run of two or more characters, numerals aside), no English word or code of it,
is in any passage. Such an answer did not read what it says in the passage it cites. An answer with digits is
support.invented_values' to judge (which, for a question this far, judges a sum's too), and a decline states nothing.
"""

from __future__ import annotations

import re

import numpy as np

from macllm.docs.markers import CITATION
from macllm.docs.numbers import CHINESE_NUMBER
from macllm.docs.retrieve import Passage
from macllm.docs.support import (
    PREFIX,
    _english,
    _normal,
    _pairs_around,
    _script,
    chinese_parts,
    far_question,
    labelled,
)

NUMERAL = re.compile(rf"\d|{CHINESE_NUMBER.pattern}")
DECLINES = re.compile(r"没有|未|无法|不知道|不清楚")  # a Chinese decline's words: it states no term of its own
TRANSLATION = 0.30  # the multilingual embedder's cosine of an answer with an English passage it translates, at least


def new_terms(asked: str, answer: str) -> list[str]:
    """A Chinese answer's terms beyond what was asked: runs of two or more characters, numerals aside, none of whose
    pairs the conversation holds (a character counts as asked as support.content counts it)."""
    before, terms = _normal(asked), []
    for part in chinese_parts(_normal(answer)):
        run = ""
        for i, ch in enumerate(part):
            if NUMERAL.match(ch) or any(pair in before for pair in _pairs_around(part, i)):
                terms += [run] if len(run) > 1 else []
                run = ""
            else:
                run += ch
        terms += [run] if len(run) > 1 else []
    return terms


def translated(answer: str, passages: list[Passage], embed) -> bool:
    """The answer reads as a translation of one of these passages: the multilingual embedder's cosine (its vectors
    are unit vectors) of the answer, citations out, with one of them is TRANSLATION or more."""
    vectors = np.asarray(embed([CITATION.sub("", answer), *(p.text for p in passages)]), dtype=np.float32)
    return bool(len(vectors) > 1 and float((vectors[1:] @ vectors[0]).max()) >= TRANSLATION)


def invented_terms(asked: str, answer: str, passages: list[Passage], question: str = "", embed=None) -> list[str]:
    """The terms a Chinese answer states beyond what was asked (the whole conversation; new_terms) when the question
    (the last one, `question`, where given) is far from every passage, the answer cites only Chinese passages (or
    English ones it does not read as a translation of: `translated`, with embed, the multilingual embedder), and
    none of its terms nor of its English words is in the passages or their labels (module doc); [] otherwise."""
    if not passages or not isinstance(answer, str) or not isinstance(asked, str):
        return []
    text = _normal(answer)
    if _script(text) != "zh" or re.search(r"\d", text) or DECLINES.search(text):
        return []
    cited = {int(n) for n in CITATION.findall(answer)}
    if not cited or not cited <= set(range(1, len(passages) + 1)):
        return []
    english = [passages[n - 1] for n in sorted(cited) if _script(_normal(passages[n - 1].text)) != "zh"]
    if english and embed is None:
        return []  # a translation of an English passage shares no characters with it
    if not far_question(question or asked, passages):
        return []
    given = _normal(labelled(passages))
    stems = {w[:PREFIX] for w in _english(_normal(asked))}
    if any(w[:PREFIX] in given for w in _english(text) if w[:PREFIX] not in stems):
        return []  # "运行 docker compose up": its English is the passage's
    terms = new_terms(asked, answer)
    if not terms or any(term[i : i + 2] in given for term in terms for i in range(len(term) - 1)):
        return []
    if english and translated(answer, english, embed):
        return []
    return terms
