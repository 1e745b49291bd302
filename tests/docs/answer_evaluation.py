"""Answer evaluation: questions over tests/docs/answer_corpus.py with the answer they must give and the passage they
must cite, a scorer, and a runner that answers them through the real engine as `macllm ask` does.

A question is answered right when the answer (citation markers removed, NFKC, lower case) holds every group of
`expect` (a group is a tuple of alternatives; "re:" starts a regular expression) and nothing in `forbid`. It is
cited right when one of the passages the answer cites (the model's own markers or those macllm adds) comes from
`file` and contains `evidence`. The figure that counts is both at once. A question no document answers
(`not_in_docs`: no `file`) is answered right when the answer says the documents do not hold it (NOT_IN_DOCS, in
English or Chinese, or one of the question's own alternatives) and states none of `forbid`, and cited right when it
cites no passage: there is none to cite.

The sets themselves: DEV, HOLDOUT and FRESH in tests/docs/answer_first_sets.py, the later ones in
tests/docs/answer_fresh2.py to answer_fresh10.py; the helpers here (Q, not_in_docs, WAS ...) are how they are written.
"""

from __future__ import annotations

import re
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True, slots=True)
class AnswerQuestion:
    text: str
    file: str  # path in the corpus folder, or its end ("": no document answers it)
    evidence: str  # a phrase the cited passage contains
    expect: tuple = ()  # groups of alternatives, every group must be in the answer
    forbid: tuple = ()  # none of these may be in it
    lang: str = "en"

    @property
    def answerable(self) -> bool:
        return bool(self.file)


def Q(text, file, evidence, *expect, forbid=(), lang="en"):
    groups = tuple(g if isinstance(g, tuple) else (g,) for g in expect)
    return AnswerQuestion(text, file, evidence, groups, tuple(forbid), lang)


# An answer that says the documents do not hold what was asked, as people and models phrase it.
NOT_IN_DOCS = (
    r"re:\b(?:do|does|did)\s*(?:n['’]t|not)\s+(?:say|mention|state|specify|include|list|contain|provide|give|cover"
    r"|answer|describe)|\bnot\s+(?:mentioned|stated|specified|listed|given|provided|included|covered|available|found"
    r"|said)\b|\bno\s+(?:information|mention|details?|data)\b|\b(?:cannot|can['’]t|could\s*n['’]t|could not|unable to)"
    r"\s+(?:find|determine|tell|answer|be found)|\bnot\s+in\s+the\s+(?:documents?|passages?)|\bnone of the "
    r"(?:documents|passages)",
    r"re:(?:没有|未|并未|没)(?:提到|提及|说明|给出|列出|规定|涉及|记载|包含|写|找到|相关|关于|明确)|无法(?:回答|确定|得知|找到)"
    r"|不知道|不清楚",
)


def not_in_docs(text, *also, forbid=(), lang="en"):
    """A question no document answers: the answer must say so (NOT_IN_DOCS, or one of also: another right answer,
    such as where to look) and state none of forbid (the made-up answers a model might give)."""
    return AnswerQuestion(text, "", "", (NOT_IN_DOCS + tuple(also),), tuple(forbid), lang)


def _version(v: str) -> str:
    """A regular expression for a version as people write it: 1.4 matches 1.4, v1.4, 1.4.0 (never 1.4.1 or 11.4)."""
    parts = v.split(".")
    while len(parts) > 2 and parts[-1] == "0":
        parts.pop()
    body = r"\.".join(parts)
    return rf"re:(?<![\d.]){body}(\.0)*(?![\d]|\.\d)"


def _number(n: str) -> str:
    """A regular expression for a number standing alone (4, never 1.4 or 40)."""
    return rf"re:(?<![\d.]){n}(?![\d]|\.\d)"


def _amount(n: str, *units: str) -> str:
    """A regular expression for a number standing alone followed by one of units (regular expressions): 28 days,
    28days (never 128 days or 2.28 days)."""
    return rf"re:(?<![\d.,]){n}\s?(?:{'|'.join(units)})"


# An answer that opens with a plain no or yes
STARTS_NO = r"re:^\W*no\b"
STARTS_YES = r"re:^\W*yes\b"
# A Chinese answer that opens with a plain yes ("可以。", "能，…", "是的"), not one that says what is allowed instead,
# or with a plain no
STARTS_YES_ZH = r"re:^\W*(?:(?:可以|能|行)(?:的|。|，|,|!|！)|是的)"
STARTS_NO_ZH = r"re:^\W*(?:不能|不可以|不行|不允许|无法|不得|不可|不符合)"

# Words that give a value as what it was, not as what it is: "up from £42", "not 14:00", "原定7月6日"
WAS = (
    "from ",
    "was ",
    "of ",
    "not ",
    "previously ",
    "originally ",
    "replacing ",
    "than ",
    "由",
    "从",
    "原",
    "原为",
    "原定",
    "原定于",
    "原来是",
    "原计划",
    "不是",
    "不再是",
    "而非",
    "而不是",
    "之前是",
    "以前是",
)


def _outdated(value: str, was_too: tuple[str, ...] = ()) -> str:
    """A regular expression for an outdated value stated as the answer: value anywhere but right after words that
    give it as what it was (WAS, and a set's own was_too)."""
    return "re:" + "".join(f"(?<!{re.escape(w)})" for w in WAS + tuple(was_too)) + f"(?:{value})"


CITATION = re.compile(r"\[\d+\??\]")


def normalized(text: str) -> str:
    """NFKC (full-width digits and letters to ASCII), lower case, citation markers out, spaces collapsed."""
    text = CITATION.sub(" ", unicodedata.normalize("NFKC", text)).lower()
    return re.sub(r"\s+", " ", text)


def _holds(text: str, alternative: str) -> bool:
    if alternative.startswith("re:"):
        return re.search(alternative[3:], text) is not None
    return normalized(alternative) in text


def answer_right(question: AnswerQuestion, answer: str) -> bool:
    text = normalized(answer)
    return all(any(_holds(text, alt) for alt in group) for group in question.expect) and not any(
        _holds(text, f) for f in question.forbid
    )


def _same_file(path: str, name: str) -> bool:
    return Path(path).as_posix() == name or Path(path).as_posix().endswith("/" + name)


def citation_right(question: AnswerQuestion, sources: list[dict]) -> bool:
    """sources: the cited passages, each with its file and text. A question no document answers has no passage to
    cite: its answer is cited right when it cites none."""
    if not question.answerable:
        return not sources
    evidence = normalized(question.evidence)
    return any(_same_file(s["file"], question.file) and evidence in normalized(s["text"]) for s in sources)


@dataclass(slots=True)
class Scored:
    question: AnswerQuestion
    answer: str
    answer_ok: bool
    citation_ok: bool
    found: bool | None  # the right passage was among those given to the model (None: no passage answers it)
    seconds: float
    sources: list = field(default_factory=list)
    withheld: str = ""  # the model's answer where macllm said the documents do not say instead (docs/support.py)

    @property
    def ok(self) -> bool:
        return self.answer_ok and self.citation_ok


def score(question: AnswerQuestion, answer: str, sources: list[dict], passages, seconds: float = 0.0) -> Scored:
    given = [{"file": p.file, "text": p.text} for p in passages]
    return Scored(
        question,
        answer,
        answer_right(question, answer),
        citation_right(question, sources),
        citation_right(question, given) if question.answerable else None,
        seconds,
        [f"{Path(s['file']).name}:{s.get('line_start')}" for s in sources],
    )


def run_answers(engine, index, collection: str, embed, questions, max_tokens: int = 120, on_done=None) -> list[Scored]:
    """Answer each question through the engine from the collection's passages, as `macllm ask` does (the chat
    turn's answer with documents)."""
    from macllm.chat.turn import Documents, answer
    from macllm.requests import Request
    from macllm.sampling import preset

    params = preset("precise").with_overrides(max_tokens=max_tokens)
    out = []
    for q in questions:
        t = time.perf_counter()
        request = Request(messages=[{"role": "user", "content": q.text}], params=params)
        result = answer(engine, request, documents=Documents(index, [collection], embed))
        if result.error is not None:
            raise RuntimeError(result.error)
        sources = result.sources.sources if result.sources else []
        scored = score(q, result.text, sources, result.passages, time.perf_counter() - t)
        scored.withheld = result.sources.withheld if result.sources else ""
        out.append(scored)
        if on_done:
            on_done(out[-1])
    return out


def summary(scored: list[Scored]) -> dict:
    """{lang: {n, answer, citation, both, found, not_in_docs}} as shares, lang in ('all', 'en', 'zh'); found is
    over the questions a passage answers (None where there are none), not_in_docs counts the others."""
    out = {}
    for lang in ("all", "en", "zh"):
        rs = [s for s in scored if lang == "all" or s.question.lang == lang]
        if not rs:
            continue
        answerable = [s for s in rs if s.found is not None]
        out[lang] = {
            "n": len(rs),
            "answer": sum(s.answer_ok for s in rs) / len(rs),
            "citation": sum(s.citation_ok for s in rs) / len(rs),
            "both": sum(s.ok for s in rs) / len(rs),
            "found": sum(s.found for s in answerable) / len(answerable) if answerable else None,
            "not_in_docs": len(rs) - len(answerable),
            "seconds": sum(s.seconds for s in rs) / len(rs),
        }
    return out
