"""Whether an answer comes from its passages at all. Asked something no document covers (how to get red wine out of
a carpet, over a collection of manuals), a small model answers from what it learned elsewhere and cites a passage
anyway. Such an answer shares almost no content words with the passages it was given; an answer read from them
shares most (qwen2.5-coder-1.5b's 135 logged answers over four answer sets: every right answer kept at least 0.2 of
its words, made-up ones 0.0-0.16). macllm then says the documents do not say, and keeps what the model wrote for
the user to see (ask prints it, the app's sources panel shows it).

Words are compared after the question's own words are set aside (an answer repeats the question), in the answer's
own script: a Chinese answer read from English passages is a translation, which shares no words and is never judged.
"""

from __future__ import annotations

import re
import unicodedata

from macllm.docs.answer import CITATION
from macllm.docs.retrieve import Passage

MIN_SUPPORT = 0.2  # of the answer's content words (beyond the question's) found in the passages
MIN_MISSING = 4  # content words not found, at least: a short answer is never judged on one or two words
PREFIX = 5  # an English word counts as found where its first letters are ("listens" in "listen on")

# Words that carry no claim of their own, or that answers use to talk about their sources.
ENGLISH_STOP = frozenset(
    """
a an the and or but if then than of to in on at by for with from into about as is are was were be been being it its
this that these those there here which who whom what when where why how not no nor do does did done have has had you
he she we they me him her us them my your his our their so such can could would should may might must will shall also
only just very any all some more most other same own each both few say says said tell tells told mention mentions
mentioned document documents passage passages text question answer information given provided stated states state
specified found located according titled file section listed shows shown page line lines yes based following per
""".split()
)
# Chinese characters that join or frame a claim (根据…, …的…): content is what lies between them.
CHINESE_STOP = (
    "根据文件信息中提到规定说明段落第条可以需要要的了是在和与或也都就不没有这那个之而及其为对以于上下把被让给吗呢吧啊"
)
CJK = re.compile(r"[\u3400-\u9fff]")
CJK_RUN = re.compile(r"[\u3400-\u9fff]+")
WORD = re.compile(r"[a-z][a-z'’-]{2,}")
CHINESE_SPLIT = re.compile(f"[{CHINESE_STOP}]")

DECLINE = {"en": "The documents do not say.", "zh": "文档中没有提到。"}


def _normal(text: str) -> str:
    return unicodedata.normalize("NFKC", CITATION.sub(" ", text)).lower()


def _chinese(text: str) -> bool:
    return len(CJK.findall(text)) > len(WORD.findall(_normal(text)))


def _english(text: str) -> list[str]:
    return [w for w in WORD.findall(text) if w not in ENGLISH_STOP]


def _chinese_parts(text: str) -> list[str]:
    """The runs of Chinese characters between those that frame a claim."""
    return [part for run in CJK_RUN.findall(text) for part in CHINESE_SPLIT.split(run) if part]


def _pairs_around(part: str, i: int) -> list[str]:
    """The character pairs of part that hold its i-th character (the character alone in a part of one)."""
    return [part[j : j + 2] for j in (i - 1, i) if 0 <= j and j + 2 <= len(part)] or [part[i]]


def content(question: str, answer: str, context: str) -> tuple[list[str], list[str]]:
    """(the answer's content words beyond the question's, those of them the context does not hold). English: words
    beyond the stop list, found where their first PREFIX letters are. Chinese has no spaces: a character counts as
    found where a pair it is part of is in the context, and as the question's where such a pair is in the question
    (so that a pair spanning two words, 度设 of 温度设置, counts against neither)."""
    asked = set(_english(question))
    words = [w for w in _english(answer) if w not in asked]
    missing = [w for w in words if (w[:PREFIX] if len(w) > PREFIX else w) not in context]
    for part in _chinese_parts(answer):
        for i, ch in enumerate(part):
            pairs = _pairs_around(part, i)
            if any(pair in question for pair in pairs):
                continue
            words.append(ch)
            if not any(pair in context for pair in pairs):
                missing.append(ch)
    return words, missing


def support(question: str, answer: str, passages: list[Passage]) -> tuple[float | None, list[str]]:
    """(the share of the answer's content words beyond the question's found in the passages, their texts and
    labels; None where it has none, or where a passage is in another script than the answer; the words not found)."""
    given = [f"{p.file} {p.heading} {p.text}" for p in passages]
    if any(_chinese(text) != _chinese(answer) for text in given):  # an answer may translate the passage it read
        return None, []
    given = " ".join(given)
    words, missing = content(_normal(question), _normal(answer), _normal(given))
    if not words:
        return None, []
    return 1 - len(missing) / len(words), missing


def unsupported(question: str, answer: str, passages: list[Passage]) -> bool:
    """The answer shares too few words with its passages to have been read from them (MIN_SUPPORT, MIN_MISSING)."""
    share, missing = support(question, answer, passages)
    return share is not None and share < MIN_SUPPORT and len(missing) >= MIN_MISSING


def decline(answer: str) -> str:
    """What macllm answers instead, in the answer's language."""
    return DECLINE["zh" if _chinese(answer) else "en"]
