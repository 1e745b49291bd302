"""An answer that gives a value from a line about something else. Asked the price of something a document names but
does not price (tooth whitening, in a guide that offers it and lists the prices of other treatments), a small model
writes the thing it was asked about beside a price from the next line: "Tooth whitening with custom-made trays
costs £175", where £175 stands on the line "White filling, two surfaces | £175". Read from the passages, a value's
line speaks of what the answer says it is the value of; here the value's line shares none of the answer sentence's
words, while another line shares several (the line that names whitening, without a price). macllm then says the
documents do not say, and keeps the model's words, as for an answer not from the passages at all (support.py).

Lines are a passage's lines (a long line, such as a one-line article, by its sentences), each with what it stands
under: the passage's innermost heading, a heading inside the passage, a table row's header, and for a line of one
word or none (a value under its label) the line above. Words: English words beyond support's stop list, a plural or
-ing/-ed ending taken off ("whitening" is not "white"); Chinese by character pairs. Values: numbers and codes of two
characters or more that the question (or the chat before it) does not hold (12,480, 3.1.0; a lone digit is as often
a passage's or a list item's number). A sentence is judged only where each of its values is on some line of the
passages in the sentence's language (a value found nowhere is the citations' concern, citations.py; a Chinese answer
read from an English table shares no words with it), none of those lines shares a word with it, and another line
(not a sentence of the value's own) shares STITCHED_WORDS or more of its words that few lines hold.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from itertools import combinations

from macllm.docs.retrieve import Passage
from macllm.docs.support import COMPUTED, ENGLISH_STOP, WORD, chinese, chinese_parts, numbers

STITCHED_WORDS = 3  # words of the sentence that another line must share for its value's line to count as elsewhere
NAMED_WORDS = 2  # words of the question a sentence repeats to name what it gives a value of (then no other line need)
DISTINCT = 2  # lines that may hold a word for it to tell lines apart (or a sixth of the lines, where more)
LONG_LINE = 300  # characters: a line longer than this is judged by its sentences
SENTENCE = re.compile(r"(?<=[.!?;])\s+|(?<=[。！？；])")
ENDING = re.compile(
    r"(?:ing|ed|(?:(?<=[sxz])|(?<=ch)|(?<=sh))es|(?<!s)s)$"
)  # fees/fee, classes/class, uses/use; not "class"
QUOTED = re.compile(r"^(?:\s*>)+\s?")  # an e-mail's quote marks
STOPS = (".", "!", "?", ":", ";", "。", "！", "？", "：", "；")
MARKER = re.compile(r"\[\d+(?:\s*[,，、-]\s*\d+)*\]")  # [1], [1,2], [1-3]: no value of the answer's
POSSESSIVE = re.compile(r"['’]s?$")  # child's, members'
MONEY_START = re.compile(r"[£€$¥]\s?\d")  # a wrapped line going on with its sum: "... now come to" / "£585 in all"
WORKED_FROM = 4  # a value worked out as the sum of up to this many others the answer states


def _stem(word: str) -> str:
    base = ENDING.sub("", word)
    base = base if len(base) >= 3 else word
    return base[:-1] if base.endswith("e") and len(base) > 3 else base


def words(text: str) -> set[str]:
    """The content words of a text: English stems (a possessive's 's off: "child's" is "child"), and Chinese
    character pairs."""
    text = unicodedata.normalize("NFKC", MARKER.sub(" ", text)).lower()
    bare = (POSSESSIVE.sub("", w) for w in WORD.findall(text))
    found = {_stem(w) for w in bare if len(w) > 2 and w not in ENGLISH_STOP}
    for part in chinese_parts(text):
        found |= {part[i : i + 2] for i in range(len(part) - 1)}
    return found


def _unwrapped(text: str) -> list[tuple[int, str]]:
    """(place, line) for the text's lines, a sentence wrapped over several lines (an e-mail's, a plain-text file's:
    "... If you need more, extra boxes" / "are £2.50 each"; "... the three bay window units now come to" / "£585 in
    all") joined into the first: a line that goes on in lower case or with a sum of money (after a line that did not
    start with one: a list of prices, one a line, stays apart) after one that ends without a stop, neither a heading
    nor a table's row (e-mail quote marks set aside)."""
    out: list[tuple[int, str]] = []
    raw = text.split("\n")
    for at, line in enumerate(raw):
        bare, prev = QUOTED.sub("", line), QUOTED.sub("", out[-1][1].rsplit("\n", 1)[-1]) if out else ""
        goes_on = bare[:1].islower() or MONEY_START.match(bare) and not MONEY_START.match(QUOTED.sub("", raw[at - 1]))
        if (
            prev.strip()
            and goes_on
            and not prev.rstrip().endswith(STOPS)
            and not any(t.startswith("#") or " | " in t or "=" in t for t in (prev, bare))
        ):
            out[-1] = (out[-1][0], f"{out[-1][1]} {bare}")
        else:
            out.append((at, line))
    return out


def _lines(passage: Passage) -> list[tuple[int, str]]:
    """(the line's place in the passage, its text) for each line (a long one by its sentences; a sentence wrapped
    over lines joined, _unwrapped), with what it stands under: the passage's innermost heading, the last heading
    inside the passage above it, a table row's header (the last ' | ' row above it without digits; a sheet's rows
    name their columns, 'Name=value'), and, for a line of one word or none (a value under its label: a definition
    list, a PDF's table cell, 'Tel: 0113 496 0000'), the line above it."""
    heading = passage.heading.rsplit("›", 1)[-1] if passage.heading else ""
    inner = header = above = ""
    out = []
    for at, line in _unwrapped(passage.text):
        if line.startswith("#"):
            inner, header, above = line, "", line
            continue
        row = " | " in line or "=" in line
        if " | " in line and "=" not in line and not re.search(r"\d", line):
            header = above = line
            continue
        label = above if len(words(line)) <= 1 else ""
        parts = SENTENCE.split(line) if len(line) > LONG_LINE else [line]
        out += [(at, f"{heading} {inner} {header if row else ''} {label} {part}") for part in parts if part.strip()]
        above = line
    return out


def _values(text: str) -> set[str]:
    return {n for n in numbers(unicodedata.normalize("NFKC", MARKER.sub(" ", text))) if len(n) > 1}


SUM = re.compile(
    r"(?:[£€$¥]|\b(?:eur|gbp|usd|rmb)\b)\s?(\d+(?:[.,]\d+)*)|(\d+(?:[.,]\d+)*)\s?(?:元|块|英镑|欧元|pounds?\b|euros?\b|dollars?\b)",
    re.IGNORECASE,
)


def _sums(text: str) -> set[str]:
    """The values a text writes as sums of money (£12, 12 euros, 12元), as _values writes them."""
    text = unicodedata.normalize("NFKC", text)
    return {(m[1] or m[2]).replace(",", "") for m in SUM.finditer(text)}


def _labels(passages: list[Passage]) -> set[str]:
    """The values of the passages' labels: the numbers in file names, places and line ranges ("prices-2028.xlsx",
    "lines 1-8"), which an answer naming its source repeats without stating them as values. A single line or page
    number is not one: "12 weeks" is as often a value."""
    found = set()
    for p in passages:
        found |= _values(f"{p.file} {p.place or ''}") | {f"{p.line_start}-{p.line_end}"}
    return found


def _stated(sentence: str, asked_values: set[str], labels: set[str]) -> set[str]:
    """The values a sentence states: beyond what was asked, and beyond its source's label unless written as a sum."""
    return _values(sentence) - asked_values - (labels - _sums(sentence))


def _indexed(passages: list[Passage]):
    """(the passages' lines as (place, words, values, text), few): few(words) keeps the words that tell lines apart,
    those at most DISTINCT lines hold (or a sixth of them, where more): a place's or a maker's name on every line says
    nothing of which line a value came from."""
    lines = [((n, at), words(line), _values(line), line) for n, p in enumerate(passages) for at, line in _lines(p)]
    held_by = Counter(w for _, said, _, _ in lines for w in said)
    distinct = max(DISTINCT, len(lines) // 6)
    return lines, lambda said: {w for w in said if 0 < held_by[w] <= distinct}


def _amount(value: str) -> float | None:
    try:
        return float(value)
    except ValueError:
        return None


def _sum_of(total: float, amounts: list[float]) -> bool:
    """total is the sum of two to WORKED_FROM of the amounts."""
    return any(abs(sum(c) - total) < 0.005 for r in range(2, WORKED_FROM + 1) for c in combinations(amounts, r))


def worked_out(asked: str, answer: str) -> set[str]:
    """The values the answer works out from others it states: the sum of two to WORKED_FROM of them, or one of them
    times a count the question or the answer gives ("30元+15元=45元", "2 × £45 = £90"). Such a value may stand on
    some other line by chance (a third item priced 45元), and it is no value read from that line."""
    bare = MARKER.sub(" ", answer)
    stated = {v: a for v in _values(bare) if (a := _amount(v)) is not None and a > 0}
    if len(stated) < 2 or len(stated) > 12:
        return set()
    counts = {  # a count: a whole number of 2 to 100 in the question, or in the answer not written as money
        a
        for n in numbers(unicodedata.normalize("NFKC", asked)) + [n for n in numbers(bare) if n not in _sums(bare)]
        if (a := _amount(n)) is not None and a.is_integer() and 1 < a <= 100
    }
    found = set()
    for value, total in stated.items():
        others = [a for v, a in stated.items() if v != value]
        if _sum_of(total, others) or any(abs(k * a - total) < 0.005 for k in counts for a in others):
            found.add(value)
    return found


def stitched_sentence(asked: str, answer: str, passages: list[Passage]) -> str | None:
    """The first sentence of the answer that gives a value from a line about something else, or None. Any word the
    sentence shares with a value's line (its header and headings included) keeps the value there; another line counts
    only by the words few lines hold (_indexed). A sentence that names what it gives the value of in NAMED_WORDS or
    more of the question's words, none of which any line has, with a value only on table rows that share none of
    its words (PER's aside), needs no other line: "修行李箱拉杆大概80元", 80元 standing only on a bag cleaning's row
    of a shoe repairer's list that has no suitcases. A value the answer works out from others it states
    (worked_out) is not judged, nor, where a total is asked for (support.COMPUTED), the sum of values on the lines
    that share the sentence's telling words."""
    lines, few = _indexed(passages)
    if not lines:
        return None
    asked_values, labels, asked_words = _values(asked), _labels(passages), words(asked)
    every_word = set().union(*(w for _, w, _, _ in lines))
    worked = worked_out(asked, answer)
    for sentence in SENTENCE.split(answer):
        values = _stated(sentence, asked_values, labels) - worked
        if not values or not all(any(v in held for _, _, held, _ in lines) for v in values):
            continue
        if any(chinese(text) != chinese(sentence) for _, _, held, text in lines if values & held):
            continue  # a value read across languages (a Chinese answer over an English table) shares no words
        said = words(sentence)
        own = [(place, len(said & w)) for place, w, held, _ in lines if values & held]
        places = {place for place, _ in own}  # the value's lines: another sentence of one is not elsewhere
        telling = few(said)
        elsewhere = max((len(telling & w) for place, w, _, _ in lines if place not in places), default=0)
        named = said - PER  # the sentence's words for what it gives the value of ("a week" is the value's)
        asked_named = named & asked_words
        # the thing is named in the question's words, and no line of the passages has any of them, while the value
        # stands only on table rows (each about something the sentence does not name): a right answer's value stands
        # in a paragraph, an e-mail or under a heading that may use other words ("I can do the job for £2,400")
        unnamed = (
            len(asked_named) >= NAMED_WORDS
            and not asked_named & every_word
            and all(" | " in text or "=" in text for at, _, _, text in lines if at in places)
            and not any(named & w for at, w, _, _ in lines if at in places)
        )
        if max(n for _, n in own) == 0 and elsewhere >= STITCHED_WORDS or unnamed:
            speaking = [held for place, w, held, _ in lines if place not in places and telling & w]
            if COMPUTED.search(asked.lower()) and all(_summed(v, speaking) for v in values):
                continue  # asked for a total, it is the sum of values on the lines that speak of what it adds up
            return sentence.strip()
    return None


def _summed(value: str, held: list[set[str]]) -> bool:
    """The value is the sum of two to WORKED_FROM of the values these lines hold (at most 16 of them looked at)."""
    total = _amount(value)
    amounts = sorted(a for h in held for v in h if (a := _amount(v)) is not None and a > 0)[:16]  # two rows at 15元
    return total is not None and _sum_of(total, amounts)


# A price where the passages say there is none: asked the price of something a document prices only on request
# (full livery, "On request"; a keeper experience, "ask us for a quote"), a small model gives the price of the next
# row ("£35 a week", grass livery's). The value's line then shares none of the telling words (those few lines hold)
# of the question or of the sentence that states it, while a line saying the price is given on request shares one
# or more of the question's. A right answer's value stands on a line that shares some: "DIY livery is £55".
ON_REQUEST = re.compile(
    r"\b(?:on|upon) (?:request|application|enquiry)\b|(?-i:\bP\.?O\.?A\b)|\b(?:ask|request|contact us) for a quote\b"
    r"|\brequest a quote\b|\b(?:by|for a|give you a|send you a) quote\b|\bcall (?:us )?for (?:a )?price\b"
    r"|\bcontact us for (?:a )?(?:price|pricing|prices)\b|\bquoted? (?:after|once|separately|individually|for each)\b"
    r"|\bpriced (?:for each|individually|separately|after|once we)\b|\bprices? (?:tbc|to be confirmed)\b"
    # a price on seeing the thing: "Price on viewing", "quoted after inspection", a cell "On viewing"
    r"|\b(?:prices?|priced|quoted?|costs?|costed|charged?)\s+(?:(?:on|after|upon)\s+(?:an?\s+)?|subject to\s+(?:an?\s+)?)"
    r"(?:viewing|inspection|survey|assessment|site visit)\b|(?:^|[|=]\s*)(?:on|after)\s+(?:viewing|inspection|survey)\s*(?:$|\|)"
    # asked for where the price is not given: "ask at one of our branches for a price", "email us for a quotation"
    r"|\b(?:ask|call|phone|ring|contact|e-?mail|write to|speak to|talk to|enquire)\b[^.;:\n|=]{0,40}?\bfor (?:a |an |the |our |"
    r"your )?(?:price|prices|pricing|quote|quotation|costing)\b"
    r"|面议|另议|电议|询价|价格另询|价格待定|来电咨询|另行报价|单独报价|报价为准|价格请咨询|(?:到店|来电|致电)咨询价格"
    r"|(?:检测|评估|看车|看货|查看|到店|上门)[^，。；]{0,4}后(?:再)?报价",
    re.IGNORECASE,
)


# What a value is counted per: words of the value, which say nothing of what it is the value of
PER = frozenset(
    {"month", "monthly", "year", "yearly", "annual", "annually", "week", "weekly", "day", "daily", "hour", "night"}
    | {"person", "head", "each", "session", "visit", "minute", "每月", "每年", "每周", "每天", "每次", "每人", "每晚"}
)


def on_request_sentence(question: str, answer: str, passages: list[Passage]) -> str | None:
    """The first sentence of the answer that states a value (beyond the question's) from lines sharing none of the
    telling words (_indexed) of the question or of the sentence, in the sentence's language, where a line saying the
    price is given on request (ON_REQUEST) shares one or more of the question's; None otherwise."""
    lines, few = _indexed(passages)
    asked = few(words(question))
    if not any(asked & said for _, said, _, line in lines if ON_REQUEST.search(line)):
        return None
    asked_values, labels = _values(question), _labels(passages)
    line_sums = [_sums(text) for _, _, _, text in lines]
    for sentence in SENTENCE.split(answer):
        values = _stated(sentence, asked_values, labels)
        sums = _sums(sentence)  # a sum's own line writes it as a sum: not "12 Quayside" for £12
        own = [
            (said, text)
            for (_, said, held, text), written in zip(lines, line_sums)
            if any(v in held and (v not in sums or v in written) for v in values)
        ]
        if not own or any(chinese(text) != chinese(sentence) for _, text in own):
            continue  # no value of the passages', or one read across languages, which shares no words
        telling = (asked | few(words(sentence))) - PER  # "£12 a month" is the value's, not the thing's
        if not any(telling & said for said, _ in own):
            return sentence.strip()
    return None
