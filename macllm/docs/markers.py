"""How an answer refers to its passages when not by "[n]", read back as "[n]"; and the document's own numbering
(第4条, Section 4, step 3) told apart from the passage markers (issue 23).

The prompt heads each passage "[n] File: ..." under "Passages:". Small models cite them as "Passage 2",
"passage [2]", "(Source 2)" or, answering in Chinese, "段落2", "第2段", "来源2", "第2个文件" (passages taken for
documents: "第3、4、5三篇文档"); those become "[2]". A phrase that a
passage's own text holds ("see Source 2" in the document) is the document's, not a citation, and is left alone;
so are numbers in range of nothing (a citation to a passage that was not given is never made up). Some name the
file instead, as the passage's head does ("... in osprey/minutes.md, lines 30-38."): a sentence without a marker
that names a given passage's file is given that passage's marker (file_markers)."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from macllm.docs.read import place_text
from macllm.docs.retrieve import Passage

_LIST = r"\d+(?:\s*(?:,|，|、|&|and|和|与|及|or|或)\s*\d+)*(?!\d|[.,]\d)"  # not "source 2.0"
_CN = "[一二三四五六七八九十]+"  # a Chinese numeral, 1 to 99 (第十二条)
# 第2段, 第2个来源, and answers that call passages documents: 第4和第5个文件, 第3、4、5三篇文档 (a count between)
_NTH = r"\d+(?:\s*(?:,|，|、|和|与|及|或)\s*第?\s*\d+)*(?!\d|[.,]\d)"
_COUNT = "[一二两三四五六七八九十]+"
_OPEN, _CLOSE = r"(?P<open>[\[(（【]\s*)?", r"(?P<close>\s*[\])）】])?"
_INNER = rf"[\[【]?\s*(?P<nums>{_LIST})(?:\s*[\]】])?"
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
PASSAGE_REFERENCE = re.compile(
    rf"{_OPEN}(?:(?:\b(?:passages?|sources?)\s*(?:no\.?|#)?|段落|文段|片段|来源|出处)\s*{_INNER}"
    rf"|第\s*(?P<nth>{_NTH})\s*(?:{_COUNT})?\s*(?:个|篇)?(?:段落?|片段|来源|(?:文件|文档|资料)(?![夹名框库号类格]))"
    rf"|\bthe\s+(?P<ord>{'|'.join(ORDINALS)}|last)\s+passage\b(?!['’]s)){_CLOSE}(?P<colon>\s*[:：](?=\s*\S))?",
    re.IGNORECASE,
)
# A document's own numbering: a marker that repeats one of these numbers in its sentence may be that number.
# Chinese rules number their articles in characters (第三条) where a model may write digits (第3条); other
# counters in characters (第一步, 第二章) are as often the answer's own words ("the first step"), so they are not read.
OWN_NUMBER = re.compile(
    rf"第\s*(\d+|{_CN}(?=\s*[条款]))\s*([条款章节项步])|\b(section|article|clause|step|chapter|item|rule|part)\s+(\d+)\b",
    re.IGNORECASE,
)
_DIGITS = "一二三四五六七八九"


def chinese_number(text: str) -> int | None:
    """一 -> 1, 十 -> 10, 十二 -> 12, 三十五 -> 35 (1 to 99); digits as they are; None for anything else."""
    if text.isdigit():
        return int(text)
    tens, ten, ones = text.partition("十")
    if not ten:
        tens, ones = "", text
    if len(tens) > 1 or len(ones) > 1 or not ten and not ones or any(c not in _DIGITS for c in tens + ones):
        return None
    return ((_DIGITS.index(tens) + 1 if tens else 1) * 10 if ten else 0) + (_DIGITS.index(ones) + 1 if ones else 0)


def in_chinese(n: int) -> str:
    """12 -> 十二, 30 -> 三十, the way a document numbers its articles (1 to 99; any other number in digits)."""
    tens, ones = divmod(n, 10)
    if not 0 < n < 100:
        return str(n)
    head = ("" if tens == 1 else _DIGITS[tens - 1]) + "十" if tens else ""
    return head + (_DIGITS[ones - 1] if ones else "")


CITATION = re.compile(r"\[(\d+)\]")


def _texts(passages: list[Passage]) -> list[str]:
    return [unicodedata.normalize("NFKC", p.text).lower() for p in passages]


def as_markers(answer: str, passages: list[Passage]) -> str:
    """The answer with "Passage 2", "[Passage 2]", "(source 2)", "段落2", "第2段" ... written "[2]" (a list,
    "passages 1 and 3", as "[1][3]"), where every number names a passage given and no passage's text holds the
    phrase itself. "passage [2]" keeps its words: its marker is already there ("Passage [1] says so [1].")."""
    texts = _texts(passages)

    def sub(match: re.Match) -> str:
        if match.group("ord"):
            word = match.group("ord").lower()
            numbers = [len(passages) if word == "last" else ORDINALS.index(word) + 1]
        else:
            numbers = [int(n) for n in re.findall(r"\d+", match.group("nums") or match.group("nth"))]
        phrase = match.group(0)
        if not match.group("open") and re.search(r"\[\s*\d", phrase):
            return phrase  # "passage [2]" already holds its marker: the sentence keeps its words
        core = phrase.strip(" \t[]()（）【】:：").lower()
        core = core.removeprefix("the ") if match.group("ord") else core  # a text's "its first passage" is its own
        if not all(1 <= n <= len(passages) for n in numbers) or any(core in t for t in texts):
            return phrase
        markers = "".join(f"[{n}]" for n in dict.fromkeys(numbers))
        # a closing bracket the match took without its opening one belongs to the sentence
        close = match.group("close") if match.group("close") and not match.group("open") else ""
        return markers + close  # "Passage 1: 10 m" reads "[1] 10 m"

    return PASSAGE_REFERENCE.sub(sub, answer)


def _holds(text: str, match: re.Match) -> bool:
    """Whether a passage's text (NFKC, lower case) holds the same numbered item as the sentence's match, in digits
    or in characters (第3条 and 第三条 are one article)."""
    if match.group(1):
        n = chinese_number(match.group(1))
        return bool(n) and re.search(rf"第\s*(?:0*{n}|{in_chinese(n)})\s*{match.group(2)}", text) is not None
    return re.search(rf"\b{match.group(3).lower()}\s+{match.group(4)}\b", text) is not None


def _item_number(match: re.Match) -> int | None:
    """The number of the item an OWN_NUMBER match names: 第七条 -> 7, Section 4 -> 4 (None for a numeral it cannot read)."""
    return chinese_number(match.group(1)) if match.group(1) else int(match.group(4))


def own_number_markers(answer: str, passages: list[Passage]) -> tuple[str, list[tuple[int, int, str]]]:
    """A marker [n] in a sentence that also names the document's own item n (第n条, Section n) points at a passage
    that does not hold that item is taken for the item's number: it is given the one passage that holds the item
    instead. When passage n holds it, or no passage or several do, the marker stays. A marker beyond the passages
    given that is the number of an item the answer names in any sentence ("根据第7条，…。因此，不能退。[7]" with five
    passages) is given the one passage holding that item, where the marker's sentence shares two or more words with
    it (not "The warranty lasts five years [7]." after "Step 7 is to restart the router."). Returns the text and the
    (old n, new n, sentence) corrections."""
    from macllm.docs.citations import _renumber, _sentences  # citations imports this module

    texts = _texts(passages)
    items = {}  # the items the answer names beyond the passages given, by number, each with a match to find it by
    for match in OWN_NUMBER.finditer(unicodedata.normalize("NFKC", answer)):
        n = _item_number(match)
        if n and n > len(passages):
            items.setdefault(n, match)
    out, corrected = [], []
    for sentence, gap in _sentences(answer):
        beyond = _beyond(sentence, items, texts)
        if beyond:
            corrected += [(n, new, sentence.strip()) for n, new in beyond.items()]
            out.append(CITATION.sub(lambda m, to=beyond: f"[{to.get(int(m.group(1)), m.group(1))}]", sentence) + gap)
            continue  # its markers now name passages: not read again as the document's numbers
        numbers = {int(n) for n in CITATION.findall(sentence)}
        for match in OWN_NUMBER.finditer(unicodedata.normalize("NFKC", sentence)):
            n = _item_number(match)
            if n is None:
                continue
            if n not in numbers or not 1 <= n <= len(passages) or _holds(texts[n - 1], match):
                continue
            holding = [i + 1 for i, t in enumerate(texts) if _holds(t, match)]
            if len(holding) == 1:
                corrected.append((n, holding[0], sentence.strip()))
                sentence = _renumber(sentence, holding[0], len(passages))
                break
        out.append(sentence + gap)
    return "".join(out), corrected


def _beyond(sentence: str, items: dict, texts: list[str]) -> dict[int, int]:
    """{marker: passage} for the sentence's markers beyond the passages that are items the answer names (items),
    each given the one passage (1-based) holding that item and sharing two or more words with the sentence."""
    from macllm.docs.answer import MIN_SHARED
    from macllm.docs.citations import _tokens

    words = _tokens(CITATION.sub("", sentence))
    out = {}
    for n in {int(n) for n in CITATION.findall(sentence)} & items.keys():
        holding = [i for i, t in enumerate(texts) if _holds(t, items[n])]
        if len(holding) == 1 and len(words & _tokens(texts[holding[0]])) >= MIN_SHARED:
            out[n] = holding[0] + 1
    return out


LINES = re.compile(r"\blines?\s+(\d+)(?:\s*[-–]\s*(\d+))?", re.IGNORECASE)


def _place(text: str) -> str:
    """A place as compared: lower case, without quotes, spaces as one ("('Extras 2'!1-9)" and "(extras  2!1-9)")."""
    return re.sub(r"\s+", " ", re.sub(r"['\"‘’“”]", "", unicodedata.normalize("NFKC", text).lower()))


def _told_apart(sentence: str, named: list[int], passages: list[Passage]) -> list[int]:
    """Which of several passages of the file a sentence names it means: the ones whose lines it names ("lines
    30-38"), else whose place as the prompt shows it ("Extras!1-9", "slide 4", "¶12-14"), else the one that holds
    every number and code the sentence states."""
    from macllm.docs.citations import _facts  # citations imports this module

    lines = LINES.search(sentence)
    if lines:
        start, end = int(lines.group(1)), int(lines.group(2) or lines.group(1))
        return [i for i in named if passages[i].line_start <= end and start <= passages[i].line_end]
    said = _place(sentence)
    places = {i: place_text(passages[i].place, passages[i].line_start, passages[i].line_end) for i in named}
    placed = [i for i in named if places[i] and re.search(rf"(?<!\w){re.escape(_place(places[i]))}(?![-–]?\d)", said)]
    if placed:
        return placed
    facts = _facts(re.sub(re.escape(Path(passages[named[0]].file).name), "", sentence, flags=re.IGNORECASE))
    return [i for i in named if facts and facts <= _facts(f"{passages[i].text} {passages[i].heading}")]


def file_markers(answer: str, passages: list[Passage]) -> tuple[str, list[tuple[int, str]]]:
    """A sentence with no [n] marker that names the file of a passage given ("This is in the file
    osprey/minutes-2026-03-12.md, lines 30-38.") is given that passage's marker: the one passage from that file, or
    among several the one the sentence tells apart by its lines, its place or the numbers it states (_told_apart).
    Returns the text and the (n, sentence) markers added; a file named by several passages that nothing tells apart
    gets none (no citation beats a wrong one)."""
    from macllm.docs.citations import _sentences, with_marker  # citations imports this module

    names = [Path(p.file).name.lower() for p in passages]
    out, added = [], []
    for sentence, gap in _sentences(answer):
        lower = sentence.lower()
        named = [i for i, name in enumerate(names) if name and name in lower]
        files = {names[i] for i in named}
        if named and len(files) == 1 and not CITATION.search(sentence):
            if len(named) > 1:
                named = _told_apart(sentence, named, passages)
            if len(named) == 1:
                added.append((named[0] + 1, sentence.rstrip()))
                sentence = with_marker(sentence, named[0] + 1)
        out.append(sentence + gap)
    return "".join(out), added
