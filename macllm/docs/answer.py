"""Answering from documents: numbered passages in the prompt, [n] citations in the answer mapped back to
file and lines (or page, or line:column inside a long line). A citation number that was not among the passages is
flagged, never silently kept.

Each passage in the prompt is headed by a short label a small model can read: the file's folder and name (a release
note's version is often only there), the title and section it sits under, and its place in the file. Long absolute
paths there made small models cite the wrong passage and miss what the name says."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field, replace
from pathlib import Path

from macllm.docs.markers import as_markers, file_markers, own_number_markers
from macllm.docs.read import place_text
from macllm.docs.retrieve import Passage
from macllm.docs.support import fold, holds_name, stated_names

CITATION = re.compile(r"\[(\d+)\]")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])\s*|\n+")  # Chinese puts no space after a sentence
# a CJK character, or a word (of word characters other than CJK: "明川D12除湿机" is 明, 川, d12, 除, 湿, 机)
TOKEN = re.compile(r"[\u3400-\u9fff]|[^\W\u3400-\u9fff]+", re.UNICODE)
MIN_OVERLAP = 0.5  # of a sentence's content words, found in the passage
MIN_SHARED = 2  # content words in common, at least
# Words that carry no claim: a sentence is matched to a passage on the rest. English function words and the
# most common Chinese function characters.
STOPWORDS = frozenset(
    """
a an the and or but if then than of to in on at by for with from into about as is are was were be been being
it its this that these those there here which who whom what when where why how not no nor do does did done
doing have has had i you he she we they me him her us them my your his our their so such can could would
should may might must will shall also only just very any all some more most other same own each both few
say says said tell tells told mention mentions mentioned document documents passage passages text question
answer information given provided
的 了 是 在 和 与 或 也 都 就 不 没 有 这 那 个 之 而 及 其 为 对 以 于 中 上 下 把 被 让 给 吗 呢 吧 啊
""".split()
)
# An answer that says the passages hold nothing states no fact, so it is never given a citation.
ADVERB = r"(?:explicitly\s+|directly\s+|specifically\s+|clearly\s+)?"  # "... is not explicitly stated"
ABSTAIN = re.compile(
    r"(documents?|passages?|texts?|context)\s+(do|does|did)\s*(n['’]t|not)\s+" + ADVERB + r"(say|mention|state|"
    r"contain|answer|specify|provide)|not\s+" + ADVERB + r"(mentioned|stated|specified|given)|"
    r"I\s+(do\s*n['’]t|do\s+not|cannot|can['’]t)\s+(know|find|tell)|没有(提到|提及|说明)|未(提及|说明)|无法回答",
    re.IGNORECASE,
)

# a marker right after "is", "in", "是" ... that ends its sentence: the marker stands for the answer itself
STANDS_FOR_ANSWER = re.compile(
    r"(\b(?:is|was|are|were|in|by|from|since|version|release)\s+|(?:是|在|于|为|版本)\s*)\[(\d+)\]"
    r"(?=\s*(?:\[\d+\]\s*)*(?:[.。!！?？]|$))",
    re.IGNORECASE,
)

VERSION = re.compile(r"\d+\.\d+")  # 1.4, 3.1.0, 2.30: what a release's title or file name holds
COPULAS = frozenset(("is", "was", "are", "were", "是", "为"))

SYSTEM = "You answer questions from the user's own documents, using only the numbered passages you are given."
INSTRUCTIONS = (
    "Answer the question using only these passages, in one to three short sentences, in {language}. Write "
    "the answer itself (a version, a number, a name), never a passage number in its place; a "
    "version or a name may be only in a passage's label, its file name or title. After each sentence, put the "
    "number of the passage it comes from in square brackets.{decline}"
)
# Left out when a bare decline is asked again (chat/turn.py): small models took it over an answer a passage gave
# ("The documents do not say." with the contact in a slide's notes), and answered without it.
DECLINE = " If the passages do not answer the question, say that the documents do not say."
# A question in one of these scripts has its language named, in English and in its own words: told "the language
# of the question" under English instructions and English passages, small models answer Chinese in English.
LANGUAGES = (  # (name, the instruction in that language, the characters that mark it), most specific first
    ("Japanese", "日本語で答えてください。", re.compile(r"[\u3040-\u30ff]")),
    ("Korean", "한국어로 답하세요.", re.compile(r"[\uac00-\ud7af]")),
    ("Chinese", "请用中文回答。", re.compile(r"[\u3400-\u9fff]")),
)
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
CJK_CHAR = re.compile(r"[\u3400-\u9fff]")


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


def _columns(p: Passage) -> str:
    """'1:583-828' (line 1, columns 583 to 828) or '3:10-5:40', for a passage inside a long line."""
    if p.line_start == p.line_end:
        return f"{p.line_start}:{p.col_start}-{p.col_end}"
    return f"{p.line_start}:{p.col_start}-{p.line_end}:{p.col_end}"


def where(p: Passage) -> str:
    """Where a passage is, for people and editors: 'a.md:3-5', 'a.txt:1:583-828' (line:column), 'a.pdf, page 2,
    lines 1-4'; where the format names its places: 'report.docx ¶12', 'deck.pptx slide 4', 'sales.xlsx Q3!14'."""
    if p.place:
        return f"{p.file} {place_text(p.place, p.line_start, p.line_end)}"
    lines = f"{p.line_start}" if p.line_start == p.line_end else f"{p.line_start}-{p.line_end}"
    if p.page:
        return f"{p.file}, page {p.page}, lines {lines}"
    return f"{p.file}:{_columns(p) if p.col_start is not None else lines}"


def short_name(path: str) -> str:
    """The file's name with its folder: '/home/me/git/RelNotes/2.30.0.txt' -> 'RelNotes/2.30.0.txt'."""
    return "/".join(Path(path).parts[-2:])


def label(p: Passage) -> str:
    """A passage's short label in the prompt: 'RelNotes/2.30.0.txt · Git 2.30 Release Notes › Updates since v2.29 ·
    lines 40-52' (for a passage inside a long line: 'line 1, characters 583-828')."""
    if p.place:
        place = place_text(p.place, p.line_start, p.line_end)
    elif p.col_start is not None and p.line_start == p.line_end:
        place = f"line {p.line_start}, characters {p.col_start}-{p.col_end}"
    else:
        place = f"line {p.line_start}" if p.line_start == p.line_end else f"lines {p.line_start}-{p.line_end}"
    if p.page and not p.place:
        place = f"page {p.page}, {place}"
    heading = p.heading if len(p.heading) <= 120 else p.heading[:117] + "..."
    return " · ".join(part for part in (short_name(p.file), heading, place) if part)


def _source_title(p: Passage) -> str:
    """A passage's heading down to its first part with a number in it, which names a release or a chapter
    ('Changelog › [3.1.0] - 2025-08-02' of '... › Added', 'Kestrel 1.4 Release Notes' of '... › Updates since
    v1.3'); the title alone when no part has one."""
    parts = p.heading.split(" › ") if p.heading else []
    numbered = [i for i, part in enumerate(parts) if re.search(r"\d", part)]
    return " › ".join(parts[: numbered[0] + 1] if numbered else parts[:1])


def header(n: int, p: Passage) -> str:
    """A passage's head in the prompt: its number, file and place, then its title and section on a line of
    their own, which a small model reads as part of the passage (a release's version is often only there)."""
    place = label(replace(p, heading="")).split(" · ", 1)[-1]
    head = f"[{n}] File: {short_name(p.file)} ({place})"
    return head + (f"\nTitle: {p.heading}" if p.heading else "")


def named(answer: str, passages: list[Passage]) -> str:
    """A citation standing where the answer belongs ("The release that added it is [3].") gets the name of its
    source before it: "... is Kestrel 1.4 Release Notes (kestrel/1.4.0.txt) [3]." Small models write the marker
    in place of a version that only a passage's label says, or of a place ("The list is in notes/todo.txt [2].").
    After "is", "were", "是" only a source whose title or file names a version (VERSION): after "the others were
    [3]." in a man page, the marker is a citation, and a title put there would be nonsense ("... the others were
    SLUICE(1) User Commands (sluice/sluice.1.txt) [3].")."""

    def name(match: re.Match) -> str:
        n = int(match.group(2))
        if not 1 <= n <= len(passages):
            return match.group(0)
        p = passages[n - 1]
        title = _source_title(p)
        if match.group(1).strip().lower() in COPULAS and not VERSION.search(f"{title} {Path(p.file).name}"):
            return match.group(0)  # "the others were [3]." cites; "the list is in [2]." names a place
        source = f"{title} ({short_name(p.file)})" if title else short_name(p.file)
        return f"{match.group(1)}{source} [{n}]"

    return STANDS_FOR_ANSWER.sub(name, answer)


def instructions(question: str, decline: bool = True) -> str:
    """INSTRUCTIONS for this question: its language named where its script tells it (LANGUAGES), with a line in
    that language; otherwise 'the language of the question'. decline: with the line that says what to answer when
    the passages do not hold the answer."""
    words = len(LATIN_WORD.findall(question))
    said = DECLINE if decline else ""
    for name, own, script in LANGUAGES:
        if len(script.findall(question)) >= max(2 * words, 1):  # not an English question naming one Chinese word
            return INSTRUCTIONS.format(language=f"{name}, the language of the question", decline=said) + f" {own}"
    return INSTRUCTIONS.format(language="the language of the question", decline=said)


def build_prompt(question: str, passages: list[Passage], decline: bool = True) -> str:
    parts = [f"{header(n, p)}\n{p.text}" for n, p in enumerate(passages, 1)]
    # the question before the passages too: a small model reads them for it, and the last line stays the question
    body = "\n\n".join(parts)
    said = instructions(question, decline)
    return f"Question: {question}\n\nPassages:\n\n{body}\n\n{said}\n\nQuestion: {question}"


def declines(answer: str) -> bool:
    """The answer says only that the documents do not hold it: one sentence that says so (ABSTAIN) and states no
    number ("The documents do not say.", "文档中没有提到。"), citations aside."""
    body = CITATION.sub("", answer).strip()
    sentences = [s for s in SENTENCE_END.split(body) if s.strip()]
    return len(sentences) == 1 and bool(ABSTAIN.search(body)) and not re.search(r"\d", body)


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
    """A sentence stating a number or a name that none of its cited passages holds (text, heading or file name) is
    given the one passage that holds all such numbers and names instead. Returns the text and the (old n, new n,
    sentence) corrections.

    Numbers carry across languages where words do not: a Chinese answer read from an English table shares no words
    with it, so `recite` cannot tell which passage it came from, but its 6000 can. A one-digit amount counts with its
    unit (MEASURE), the unit read alike in Chinese and English (UNIT): "每月6天 [3]" over a clause saying 4天 goes to
    the revision note that says 每月6天, "6小时30分钟 [2]" to the slide saying "6 hours 30 minutes". Where passages
    in both languages hold the numbers, the one in the sentence's language is taken. A name (an English sentence's
    capitalised word, as support.invented_names finds them) weighs more than the words `recite` counts: "Marcus
    Adeyemi, the tenant liaison officer, should be told about the boiler work [3]." over a slide on who fits the
    boilers goes to the slide whose notes name him."""
    if not passages:
        return answer, []
    held = [_numbers(f"{p.text} {p.heading} {Path(p.file).name}") | _measures(p.text) for p in passages]
    texts = [fold(f"{p.text} {p.heading} {Path(p.file).name}") for p in passages]

    def holds(i: int, facts: set[str], names: set[str]) -> bool:
        return facts <= held[i] and all(holds_name(n, texts[i]) for n in names)

    out, corrected = [], []
    for sentence, gap in _sentences(answer):
        numbers = [int(n) for n in CITATION.findall(sentence) if 1 <= int(n) <= len(passages)]
        said = CITATION.sub("", sentence)
        stated = _numbers(said) | _measures(said)
        missing = {n for n in stated if not any(n in held[c - 1] for c in numbers)}
        names = {n for n in stated_names(said) if not any(holds_name(n, texts[c - 1]) for c in numbers)}
        if numbers and (missing or names) and not ABSTAIN.search(sentence):
            holding = [i for i in range(len(passages)) if holds(i, missing, names)]
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
    carry across languages (a Chinese answer over an English passage shares none), numbers do; a sentence whose
    numbers several passages hold, or none, stays uncited: no citation is better than a wrong one."""
    if not passages:
        return answer, []
    held = [_facts(f"{p.text} {p.heading} {Path(p.file).name}") for p in passages]
    out, added = [], []
    for sentence, gap in _sentences(answer):
        facts = _facts(sentence)
        if facts and not CITATION.search(sentence) and not ABSTAIN.search(sentence):
            holding = [i for i in range(len(passages)) if facts <= held[i]]
            if len(holding) == 1:
                added.append((holding[0] + 1, sentence.rstrip()))
                sentence = with_marker(sentence, holding[0] + 1)
        out.append(sentence + gap)
    return "".join(out), added


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
