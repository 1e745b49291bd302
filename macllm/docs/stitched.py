"""An answer that gives a value from a line about something else. Asked the price of something a document names but
does not price (tooth whitening, in a guide that offers it and lists the prices of other treatments), a small model
writes the thing it was asked about beside a price from the next line: "Tooth whitening with custom-made trays
costs £175", where £175 stands on the line "White filling, two surfaces | £175". Read from the passages, a value's
line speaks of what the answer says it is the value of; here the value's line shares none of the answer sentence's
words, while another line shares several (the line that names whitening, without a price). macllm then says the
documents do not say, and keeps the model's words, as for an answer not from the passages at all (support.py).

Lines are a passage's lines (a long line, such as a one-line article, by its sentences), each with the passage's
innermost heading (a table's rows under "Fees" speak of fees). Words: English words beyond support's stop list, a
plural or -ing/-ed ending taken off ("whitening" is not "white"); Chinese by character pairs. Values: numbers and
codes of two characters or more that the question does not hold (12,480, 3.1.0; a lone digit is as often a
passage's or a list item's number). A sentence is judged only where each of its values is on some
line of the passages (a value found nowhere is the citations' concern, answer.py) and none of those lines shares a
word with it, while a line without them shares STITCHED_WORDS or more.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from macllm.docs.answer import CITATION
from macllm.docs.retrieve import Passage
from macllm.docs.support import ENGLISH_STOP, WORD, _chinese_parts, _numbers

STITCHED_WORDS = 3  # words of the sentence that another line must share for its value's line to count as elsewhere
DISTINCT = 2  # lines that may hold a word for it to tell lines apart (or a sixth of the lines, where more)
LONG_LINE = 300  # characters: a line longer than this is judged by its sentences
SENTENCE = re.compile(r"(?<=[.!?;])\s+|(?<=[。！？；])")
ENDING = re.compile(r"(?:ing|ed|es|s)$")


def _stem(word: str) -> str:
    base = ENDING.sub("", word)
    base = base if len(base) >= 3 else word
    return base[:-1] if base.endswith("e") and len(base) > 3 else base


def words(text: str) -> set[str]:
    """The content words of a text: English stems, and Chinese character pairs."""
    text = unicodedata.normalize("NFKC", CITATION.sub(" ", text)).lower()
    found = {_stem(w) for w in WORD.findall(text) if w not in ENGLISH_STOP}
    for part in _chinese_parts(text):
        found |= {part[i : i + 2] for i in range(len(part) - 1)}
    return found


def _lines(passage: Passage) -> list[str]:
    """Each line (a long one by its sentences) with what it stands under: the passage's innermost heading, the last
    heading inside the passage above it, and a table row's header (the last row above it without digits)."""
    heading = passage.heading.rsplit("›", 1)[-1] if passage.heading else ""
    inner = header = ""
    out = []
    for line in passage.text.split("\n"):
        if line.startswith("#"):
            inner, header = line, ""
            continue
        row = " | " in line or "=" in line
        if row and not re.search(r"\d", line):
            header = line
            continue
        parts = SENTENCE.split(line) if len(line) > LONG_LINE else [line]
        out += [f"{heading} {inner} {header if row else ''} {part}" for part in parts if part.strip()]
    return out


def _values(text: str) -> set[str]:
    return {n for n in _numbers(unicodedata.normalize("NFKC", CITATION.sub(" ", text))) if len(n) > 1}


def stitched_sentence(asked: str, answer: str, passages: list[Passage]) -> str | None:
    """The first sentence of the answer that gives a value from a line about something else, or None. Any word the
    sentence shares with a value's line (its header and headings included) keeps the value there; another line counts
    only by the words few lines hold (at most DISTINCT of them, or a sixth): a place's or a maker's name on every line
    says nothing of which line a value came from."""
    lines = [(words(line), _values(line)) for p in passages for line in _lines(p)]
    if not lines:
        return None
    held_by = Counter(w for said, _ in lines for w in said)
    distinct = max(DISTINCT, len(lines) // 6)
    asked_values = _values(asked)
    for sentence in SENTENCE.split(answer):
        values = _values(sentence) - asked_values
        if not values or not all(any(v in held for _, held in lines) for v in values):
            continue
        said = words(sentence)
        own = max(len(said & w) for w, held in lines if values & held)
        telling = {w for w in said if held_by[w] <= distinct}
        elsewhere = max((len(telling & w) for w, held in lines if not values & held), default=0)
        if own == 0 and elsewhere >= STITCHED_WORDS:
            return sentence.strip()
    return None
