"""Answering from documents: the prompt, numbered passages under short labels with the instructions, and the places
passages are cited by (file and lines, page, or line:column inside a long line). The answer's [n] citations are
read and checked in citations.py.

Each passage in the prompt is headed by a short label a small model can read: the file's folder and name (a release
note's version is often only there), the title and section it sits under, and its place in the file. Long absolute
paths there made small models cite the wrong passage and miss what the name says."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from macllm.docs.markers import CITATION
from macllm.docs.read import place_text
from macllm.docs.retrieve import Passage

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
    "number of the passage it comes from in square brackets.{decline_line}"
)
# Left out when a bare decline is asked again (chat/turn.py): small models took it over an answer a passage gave
# ("The documents do not say." with the contact in a slide's notes), and answered without it.
DECLINE_LINE = " If the passages do not answer the question, say that the documents do not say."
# An answer that says the passages do not hold it, in the words that line asks for and its usual variants; narrower
# than ABSTAIN, whose "not given" is also a fact ("Refunds are not given for missed lessons").
SOURCES = r"(?:documents?|passages?|texts?|context|sources?|files?)"
DECLINING = re.compile(
    rf"\b{SOURCES}\s+(?:do|does|did)\s*(?:n['’]t|not)\s+{ADVERB}(?:say|mention|state|contain|answer|specify|provide|"
    rf"include|give|cover)|\bnot\s+{ADVERB}(?:mentioned|stated|specified|given|provided|found|included)\s+(?:in|by)\s+"
    rf"(?:the\s+|these\s+|any\s+)?{SOURCES}|\bnone\s+of\s+the\s+{SOURCES}|\bI\s+(?:do\s*n['’]t|do\s+not|cannot|can['’]t)\s+"
    r"(?:know|find|tell)|(?:文档|文件|段落|资料|材料|文中)[^，。]{0,4}(?:没有|未|并未)|没有(?:提到|提及|说明)|未(?:提及|说明)|无法回答",
    re.IGNORECASE,
)
# A question in one of these scripts has its language named, in English and in its own words: told "the language
# of the question" under English instructions and English passages, small models answer Chinese in English.
LANGUAGES = (  # (name, the instruction in that language, the characters that mark it), most specific first
    ("Japanese", "日本語で答えてください。", re.compile(r"[\u3040-\u30ff]")),
    ("Korean", "한국어로 답하세요.", re.compile(r"[\uac00-\ud7af]")),
    ("Chinese", "请用中文回答。", re.compile(r"[\u3400-\u9fff]")),
)
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
CJK_CHAR = re.compile(r"[\u3400-\u9fff]")


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


def instructions(question: str, offer_decline: bool = True) -> str:
    """INSTRUCTIONS for this question: its language named where its script tells it (LANGUAGES), with a line in
    that language; otherwise 'the language of the question'. offer_decline: with the line that says what to answer
    when the passages do not hold the answer (DECLINE_LINE)."""
    words = len(LATIN_WORD.findall(question))
    said = DECLINE_LINE if offer_decline else ""
    for name, own, script in LANGUAGES:
        if len(script.findall(question)) >= max(2 * words, 1):  # not an English question naming one Chinese word
            return INSTRUCTIONS.format(language=f"{name}, the language of the question", decline_line=said) + f" {own}"
    return INSTRUCTIONS.format(language="the language of the question", decline_line=said)


def build_prompt(question: str, passages: list[Passage], offer_decline: bool = True, note: str = "") -> str:
    """note: a line between the passages and the instructions (the table cell picked for the question,
    docs/table_cell.py)."""
    parts = [f"{header(n, p)}\n{p.text}" for n, p in enumerate(passages, 1)]
    # the question before the passages too: a small model reads them for it, and the last line stays the question
    body = "\n\n".join(parts) + (f"\n\n{note}" if note else "")
    said = instructions(question, offer_decline)
    return f"Question: {question}\n\nPassages:\n\n{body}\n\n{said}\n\nQuestion: {question}"


def declines(answer: str) -> bool:
    """The answer says only that the documents do not hold it: one sentence that says so (DECLINING) and states no
    number ("The documents do not say.", "文档中没有提到。"), citations aside."""
    body = CITATION.sub("", answer).strip()
    sentences = [s for s in SENTENCE_END.split(body) if s.strip()]
    return len(sentences) == 1 and bool(DECLINING.search(body)) and not re.search(r"\d", body)
