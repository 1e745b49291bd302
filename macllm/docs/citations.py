"""An answer's citations, read and checked: each [n] the model wrote mapped back to its passage's file and place,
a citation that points at a passage not holding its sentence given the one that does (by its words, its numbers or
its names), a citation macllm infers added to a sentence left uncited, and a number outside the passages flagged,
never silently kept. `cited` runs the whole of it; answer.py writes the prompt the answer came from."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from macllm.docs.answer import ABSTAIN, CJK_CHAR, MIN_OVERLAP, MIN_SHARED, SENTENCE_END, STOPWORDS, TOKEN, named
from macllm.docs.markers import CITATION, as_markers, file_markers, own_number_markers
from macllm.docs.read import place_text
from macllm.docs.retrieve import Passage
from macllm.docs.support import fold, holds_name, is_english, stated_names


@dataclass(slots=True)
class CitedAnswer:
    answer: str
    sources: list[dict] = field(default_factory=list)  # the cited passages: n, file, line_start, line_end, page
    passages: list[Passage] = field(default_factory=list)  # everything the model was given
    invalid_citations: list[int] = field(default_factory=list)
    inferred_citations: list[int] = field(default_factory=list)  # markers macllm added, not the model
    inferred: list[tuple[int, str]] = field(default_factory=list)  # (n, the sentence it was added to)
    corrected: list[tuple[int, int, str]] = field(default_factory=list)  # (model's n, n given, the sentence)

    def as_dict(self) -> dict:
        return {
            "answer": self.answer,
            "sources": self.sources,
            "invalid_citations": self.invalid_citations,
            "inferred_citations": self.inferred_citations,
        }


def _tokens(text: str) -> set[str]:
    """The content words of a text (lower case; each CJK character counts as a word)."""
    return {t for t in (t.lower() for t in TOKEN.findall(text)) if t not in STOPWORDS}


def attribute(answer: str, passages: list[Passage]) -> tuple[str, list[tuple[int, str]]]:
    """Give each uncited sentence the passage it overlaps most, when at least half of its content words (and
    two or more) come from it; returns the text and the (n, sentence) markers added.

    Small models often answer right but forget the markers; this keeps every claim traceable, and the
    numbers it adds are reported apart from the model's own. A sentence that states nothing from the
    passages ("The documents do not say.") gets none, whatever words it shares. A passage's words include the
    title and section it sits under: the prompt shows them with it (`header`), and answers repeat them.
    """
    if not passages:
        return answer, []
    vocab = [_tokens(f"{p.heading} {p.text}") for p in passages]
    out, added = [], []
    for sentence, gap in _sentences(answer):
        words = _tokens(CITATION.sub("", sentence))
        if (
            sentence.strip()
            and not CITATION.search(sentence)
            and len(words) >= MIN_SHARED
            and not ABSTAIN.search(sentence)
        ):
            shared = [len(words & v) for v in vocab]
            best = max(range(len(passages)), key=lambda i: shared[i])
            plain = [w for w in words & vocab[best] if not w.isdigit()]  # numbers are attribute_by_numbers' to give
            if len(plain) >= MIN_SHARED and shared[best] / len(words) >= MIN_OVERLAP:
                added.append((best + 1, sentence.rstrip()))
                sentence = with_marker(sentence, best + 1)
        out.append(sentence + gap)
    return "".join(out), added


LEADING_MARKERS = re.compile(r"^(?:\s*\[\d+\])+")


def with_marker(sentence: str, n: int) -> str:
    """The sentence with [n] before its closing full stop ("It is 1.4 [2]."), its trailing space kept."""
    stripped = sentence.rstrip()
    tail = stripped[-1] if stripped[-1] in ".!?。！？" else ""
    return f"{stripped[: len(stripped) - len(tail)]} [{n}]{tail}{sentence[len(stripped) :]}"


def _sentences(answer: str) -> list[tuple[str, str]]:
    """(sentence, the gap after it) pieces that join back to the answer. Markers written after a sentence's
    full stop ("It is 1.4. [2] Then ...") belong to that sentence, not the next."""
    pieces, pos = [], 0
    for match in list(SENTENCE_END.finditer(answer)) + [None]:
        end = match.start() if match else len(answer)
        pieces.append([answer[pos:end], match.group(0) if match else ""])
        pos = match.end() if match else len(answer)
    for before, piece in zip(pieces, pieces[1:]):
        lead = LEADING_MARKERS.match(piece[0])
        if lead and before[0].strip():
            before[0] += before[1] + lead.group(0)
            before[1], piece[0] = "", piece[0][lead.end() :]
    return [(sentence, gap) for sentence, gap in pieces]


def recite(answer: str, passages: list[Passage]) -> tuple[str, list[tuple[int, int, str]]]:
    """A sentence whose citations all point at passages that hardly hold its words (under a quarter of its
    content words, MIN_OVERLAP / 2) is given the passage that holds most of them instead, when that one meets
    the bar `attribute` sets (half of them, two or more) and holds at least twice as many as the best cited.
    Returns the text and the (old n, new n, sentence) corrections.

    Small models cite by position more than by content ("[1]" after every sentence); a wrong number sends the
    reader to the wrong file, and a marker standing for the answer ("is [3].") would be named after it. As in
    `attribute`, a passage holds the words of its title and section too: "This is on the slide titled Welcome to
    Pellmore [1]." stays with the slide under that title, not the title slide that repeats it in its text."""
    if not passages:
        return answer, []
    vocab = [_tokens(f"{p.heading} {p.text}") for p in passages]
    out, corrected = [], []
    for sentence, gap in _sentences(answer):
        numbers = [int(n) for n in CITATION.findall(sentence) if 1 <= int(n) <= len(passages)]
        words = _tokens(CITATION.sub("", sentence))
        if numbers and len(words) >= MIN_SHARED and not ABSTAIN.search(sentence):
            shared = [len(words & v) for v in vocab]
            held = max(shared[n - 1] for n in numbers)
            best = max(range(len(passages)), key=lambda i: shared[i])
            if (
                held / len(words) < MIN_OVERLAP / 2
                and shared[best] >= MIN_SHARED
                and shared[best] / len(words) >= MIN_OVERLAP
                and shared[best] >= 2 * held
            ):
                corrected.append((numbers[0], best + 1, sentence.strip()))
                sentence = _renumber(sentence, best + 1, len(passages))
        out.append(sentence + gap)
    return "".join(out), corrected


NUMBER = re.compile(r"(?<![A-Za-z0-9_.])\d+(?:[.,]\d+)*(?![A-Za-z0-9_]|[.,]\d)")  # 发6000个 holds 6000


def _numbers(text: str) -> set[str]:
    """The numbers a text states that say something (two characters or more: 600, 3.1, not 2), commas out."""
    return {n.replace(",", "") for n in NUMBER.findall(unicodedata.normalize("NFKC", text)) if len(n) >= 2}


# A one-digit number says something with its unit after it: 6天, 3 days (the plural s dropped); 第3次 is an ordinal.
MEASURE = re.compile(
    r"(?<![\d.,第])(\d)\s*(天|日|次|个月|个|元|年|周|小时|分钟|days?|hours?|minutes?|weeks?|months?|years?|times)(?![A-Za-z])",
    re.IGNORECASE,
)


# The same unit in Chinese and English, so that "6小时" of a Chinese answer is found in "6 hours" of an English
# passage (日 is left out: 5日 is as often the 5th as 5 days)
UNIT = {"天": "day", "小时": "hour", "分钟": "minute", "周": "week", "个月": "month", "年": "year", "次": "time"}


def _measures(text: str) -> set[str]:
    """The one-digit amounts a text states with their unit (MEASURE), the unit in English: {'6hour', '3day'}."""
    found = MEASURE.findall(unicodedata.normalize("NFKC", text))
    return {f"{n}{UNIT.get(unit, unit.lower().rstrip('s'))}" for n, unit in found}


def renumber_by_facts(answer: str, passages: list[Passage]) -> tuple[str, list[tuple[int, int, str]]]:
    """A sentence stating a number that none of its cited passages holds (text, heading or file name) is given the
    one passage that holds all such numbers instead; one stating names none of which they hold (text, heading or
    path), the one passage that holds every number and name it states. Returns the text and the (old n, new n, sentence)
    corrections.

    Numbers carry across languages where words do not: a Chinese answer read from an English table shares no words
    with it, so `recite` cannot tell which passage it came from, but its 6000 can. A one-digit amount counts with its
    unit (MEASURE), the unit read alike in Chinese and English (UNIT): "每月6天 [3]" over a clause saying 4天 goes to
    the revision note that says 每月6天, "6小时30分钟 [2]" to the slide saying "6 hours 30 minutes". Where passages
    in both languages hold the numbers, the one in the sentence's language is taken. A name (an English answer's
    capitalised word, as support.invented_names finds them) weighs more than the words `recite` counts: "Marcus
    Adeyemi, the tenant liaison officer, should be told about the boiler work [3]." over a slide on who fits the
    boilers goes to the slide whose notes name him; "Parking at Fellbrook is £4 a day [1]." stays with the price
    list in fellbrook/ that says £4, not the page that names Fellbrook without it."""
    if not passages:
        return answer, []
    held = [_numbers(f"{p.text} {p.heading} {Path(p.file).name}") | _measures(p.text) for p in passages]
    texts = [fold(f"{p.text} {p.heading} {p.file}") for p in passages]
    english = is_english(answer)

    def holds(i: int, facts: set[str], names: set[str]) -> bool:
        return facts <= held[i] and all(holds_name(n, texts[i]) for n in names)

    out, corrected = [], []
    for sentence, gap in _sentences(answer):
        numbers = [int(n) for n in CITATION.findall(sentence) if 1 <= int(n) <= len(passages)]
        said = CITATION.sub("", sentence)
        stated = _numbers(said) | _measures(said)
        named = stated_names(said) if english else set()
        missing = {n for n in stated if not any(n in held[c - 1] for c in numbers)}
        # names count where the cited passages hold none of them ("Parking at Fellbrook Country Park" is about the
        # page in fellbrook/ even if "Country" is only on another)
        unheld = named if not any(holds_name(n, texts[c - 1]) for n in named for c in numbers) else set()
        if numbers and (missing or unheld) and not ABSTAIN.search(sentence):
            # a name moves a citation only to a passage holding everything the sentence states, numbers and names
            need, names = (stated, named) if unheld else (missing, set())
            holding = [i for i in range(len(passages)) if holds(i, need, names)]
            if len(holding) > 1:  # the same amount in two languages' passages: the one in the sentence's
                chinese = bool(CJK_CHAR.search(sentence))
                holding = [i for i in holding if bool(CJK_CHAR.search(passages[i].text)) == chinese]
            if len(holding) == 1:
                corrected.append((numbers[0], holding[0] + 1, sentence.strip()))
                sentence = _renumber(sentence, holding[0] + 1, len(passages))
        out.append(sentence + gap)
    return "".join(out), corrected


IDENTIFIER = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]+-?\d+[A-Za-z0-9-]*|\d+[A-Za-z]+-\w+")  # BR-200, v2, X5-Pro


def _facts(text: str) -> set[str]:
    """The numbers (two characters or more) and model codes a text states, which read the same in any language."""
    text = unicodedata.normalize("NFKC", text)
    return _numbers(text) | {i.lower() for i in IDENTIFIER.findall(text)}


def attribute_by_numbers(answer: str, passages: list[Passage]) -> tuple[str, list[tuple[int, str]]]:
    """Give a sentence still uncited the one passage that holds every number and code it states ("10米" of
    "10 m", "BR-200"), when exactly one does; returns the text and the (n, sentence) markers added. Words do not
    carry across languages (a Chinese answer over an English passage shares none), numbers do. Numbers that several
    passages hold together give no citation: none is better than a wrong one. Numbers no one passage holds together
    ("The marquee is £660, and delivery £120.", a price from the list and a fee from the terms) give each clause's
    passage where every clause's is clear (_by_clauses), else none."""
    if not passages:
        return answer, []
    held = [_facts(f"{p.text} {p.heading} {Path(p.file).name}") for p in passages]
    out, added = [], []
    for sentence, gap in _sentences(answer):
        facts = _facts(sentence)
        if facts and not CITATION.search(sentence) and not ABSTAIN.search(sentence):
            holding = [i for i in range(len(passages)) if facts <= held[i]]
            if len(holding) > 1:
                holding = []  # several passages hold them all: no telling which
            elif not holding:
                holding = _by_clauses(sentence, passages, held)
            for i in holding:
                added.append((i + 1, sentence.rstrip()))
                sentence = with_marker(sentence, i + 1)
        out.append(sentence + gap)
    return "".join(out), added


CLAUSE = re.compile(r"[,;，；、]|\b(?:and|while|plus|but)\b|以及|另外|而且")


def _by_clauses(sentence: str, passages: list[Passage], held: list[set[str]]) -> list[int]:
    """For a sentence whose numbers no one passage holds together ("The marquee will cost £660, and the delivery
    £120."): the passages of its clauses, where each clause that states a number has exactly one passage holding
    all its numbers and a word of it beyond them; [] where any has none or several (a claim that joins one passage's
    number to another's thing, "BR-200 reaches 12 m", is cited to neither)."""
    vocab = [_tokens(f"{p.heading} {p.text}") for p in passages]
    found = set()
    for clause in CLAUSE.split(sentence):
        facts = _facts(clause)
        if not facts:
            continue
        words = {w for w in _tokens(clause) if not w.isdigit()}
        holding = [i for i, h in enumerate(held) if facts <= h and words & vocab[i]]
        if len(holding) != 1:
            return []
        found.add(holding[0])
    return sorted(found)


def _renumber(sentence: str, new: int, count: int) -> str:
    """The sentence's first valid marker made [new], its other valid ones dropped (invalid ones stay, flagged)."""
    done = False

    def sub(match: re.Match) -> str:
        nonlocal done
        if not 1 <= int(match.group(2)) <= count:
            return match.group(0)
        if done:
            return ""
        done = True
        return f"{match.group(1)}[{new}]"

    return re.sub(r"(\s*)\[(\d+)\]", sub, sentence)


def cite(answer: str, passages: list[Passage]) -> CitedAnswer:
    """Map [n] markers to passages; mark numbers outside 1..len(passages) as [n?] and report them."""
    cited, invalid = [], []
    for match in CITATION.finditer(answer):
        n = int(match.group(1))
        target = cited if 1 <= n <= len(passages) else invalid
        if n not in target:
            target.append(n)
    text = CITATION.sub(lambda m: m.group(0) if 1 <= int(m.group(1)) <= len(passages) else f"[{m.group(1)}?]", answer)
    sources = [
        {
            "n": n,
            "file": passages[n - 1].file,
            "line_start": passages[n - 1].line_start,
            "line_end": passages[n - 1].line_end,
            "page": passages[n - 1].page,
            "col_start": passages[n - 1].col_start,
            "col_end": passages[n - 1].col_end,
            "heading": passages[n - 1].heading,
            "place": place_text(passages[n - 1].place, passages[n - 1].line_start, passages[n - 1].line_end),
        }
        for n in sorted(cited)
    ]
    return CitedAnswer(text, sources, passages, invalid)


def cited(text: str, passages: list[Passage]) -> CitedAnswer:
    """The model's answer with citations that point at passages not holding their sentence given the one that
    does (recite, then renumber_by_facts), citations macllm infers added (attribute, then attribute_by_numbers), and
    every citation checked (cite). Passages the model names in words ("Passage 2", "段落2") are read as [2] first, and
    a marker that is the document's own item number (第4条 ... [4]) is pointed at the passage holding that item."""
    text = as_markers(text, passages)  # "Passage 2", "段落2" ... as [2]
    text, by_file = file_markers(text, passages)  # "... in osprey/minutes.md, lines 30-38." as [n]
    text, own = own_number_markers(text, passages)  # a [4] that is the document's 第4条
    recited, corrected = recite(text, passages)
    recited, by_number = renumber_by_facts(recited, passages)
    marked, inferred = attribute(named(recited, passages), passages)
    marked, by_facts = attribute_by_numbers(marked, passages)
    inferred += by_file + by_facts
    result = cite(marked, passages)
    result.inferred, result.corrected = inferred, own + corrected + by_number
    result.inferred_citations = sorted({n for n, _ in inferred})
    return result
