"""A value a later statement replaced. Documents change their own figures: a notice's supplement ("日间起步价由12元调整为
11元"), an e-mail's reply above the quote it corrects ("the adult package is now EUR 205, not EUR 189 as in my quote"),
release notes ("the default was raised from 30s to 120s"). A small model given both often answers with the first
figure it reads, the old one, and cites the passage that held it.

A change is read from a passage's line in four forms, and only these: Chinese 由/从 A 调整为/改为/下调至/推迟至... B;
English "raised (lowered, moved, changed, corrected ...) from A to B"; "B, not A" or "B (not A)"; and "now ... B, rather
than (instead of) A". Each side's
values (sums with their currency, numbers with their unit, dates, times) are paired in order, and a pair counts where
the two differ and are written alike (both euros, both 日, both a time). An answer sentence that states A as the value
(not after words that give it as what it was, such as "was" or 原), and not B, gets B in A's place, in the answer's own
way of writing it ("EUR 189" -> "EUR 205"), and the citation of the passage that made the change, where the line that
made it shares a word with the sentence and either two with the question (ASKED; 年度 alone is any notice's) or its
file with a passage the sentence cites ("When can I pick my car up?" shares no word with "It will now be ready to
collect ... rather than Wednesday 11 October", but the answer citing that e-mail does). What the
model wrote is kept in the answer's stats (`updated`), as a withheld answer is. "80 minutes instead of 40" is not
read as a change: it compares two things. A Chinese date is one value (11月15日 is not 12月15日).
"""

from __future__ import annotations

import re
import unicodedata

from macllm.docs.retrieve import Passage
from macllm.docs.stitched import words

MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
VALUE = re.compile(
    rf"(?:{WEEKDAY},?\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+{MONTH}\b"  # 29 May, Friday 13 October
    r"|\d{1,2}月\d{1,2}[日号]"  # 7月10日, whole: not 12月15日 for 11月15日
    r"|(?:[£€$¥]|(?:eur|gbp|usd|rmb)\s?)\d[\d,]*(?:\.\d+)?"  # £620, EUR 189
    r"|\d+(?:[.,:]\d+)*\s?(?:%|元|块|欧元|英镑|天|日|号|个月|月|年|小时|分钟|公里|岁|人|次|euros?|pounds?|pm|am|p|s|days?"
    r"|weeks?|months?|years?|hours?|minutes?|mins?|notes?|gb|mb|kg|km|miles?)(?![a-z])"
    r"|\d+(?:[.,:]\d+)+",  # 14:00, 2.5
    re.IGNORECASE,
)
INNER = r"(?<=\d)[.,](?=\d)"  # a separator inside a number: £5,350, 4.50
CHANGED_ZH = re.compile(
    rf"(?:由|从)(?P<old>(?:[^，。；,;由从]|{INNER}){{1,30}}?)(?:调整|改|变更|更改|提高|降低|上调|下调|推迟|延期|延后|提前|延长|缩短|增加|减少|改期)"
    rf"(?:为|到|至|成)(?P<new>(?:[^，。；,;]|{INNER}){{1,30}})"
)
CHANGED_EN = re.compile(
    r"\b(?:raised|lowered|increased|reduced|decreased|changed|moved|corrected|cut|put back|brought forward|pushed back"
    r"|postponed|extended|shortened|amended|revised|updated|rises|rose|goes up|went up|goes down|went down|falls|fell"
    rf"|dropped|drops)\b[^.;]{{0,40}}?\bfrom (?P<old>(?:[^.;]|{INNER}){{1,30}}?) to (?P<new>(?:[^.;,]|{INNER}){{1,30}})",
    re.IGNORECASE,
)
NOT_EN = re.compile(rf"(?P<new>{VALUE.pattern})[^.;()\n]{{0,40}}?(?:,\s*|\(\s*)not\s+(?P<old>{VALUE.pattern})", re.I)
# "It will now be ready after 3pm on Friday 13 October, rather than Wednesday 11 October": the value nearest before
NOW_EN = re.compile(
    rf"\bnow\b[^.;]{{0,80}}?(?P<new>{VALUE.pattern})(?:(?!\d)[^.;()\n]){{0,30}}?\s*(?:rather than|instead of)\s+"
    rf"(?:the\s+|on\s+)?(?P<old>{VALUE.pattern})",
    re.IGNORECASE,
)
WAS_BEFORE = re.compile(
    r"(?:\bwas|\bwere|\bfrom|\binstead of|\bnot|\bold|\boriginal(?:ly)?|\bpreviously|\bquoted(?: at)?|原来?|原定|原价|由|从|此前|之前|以前)"
    r"\W{0,3}(?:the |is |at |of |是|为|的)?$",
    re.IGNORECASE,
)
ASKED = 2  # words the line that makes a change must share with the question (not 年度 alone)
MARKER = re.compile(r"\[(\d+)\]")
UNITS = (
    (re.compile(r"\beur\b\s?|\beuros?\b|欧元", re.I), "€"),
    (re.compile(r"\bgbp\b\s?|\bpounds?\b|英镑", re.I), "£"),
    (re.compile(r"块"), "元"),
)


def _normal(token: str) -> str:
    """A value as a key: units written one way (EUR, euros and € alike), no spaces or thousands separators."""
    key = re.sub(rf"{WEEKDAY},?\s*", "", unicodedata.normalize("NFKC", token).lower())
    for pattern, unit in UNITS:
        if pattern.search(key):
            key = unit + pattern.sub("", key)
    return re.sub(r"[\s,]", "", key)


def _shape(key: str) -> str:
    """How a value is written, its digits and its month aside: both euros, both a time, both a date."""
    return re.sub(r"\d+", "#", re.sub(MONTH, "m", key)).replace(".#", "").replace(":#", ":")


def _digits(token: str) -> tuple[int, int]:
    """The span from a token's first digit to its last."""
    found = [m.span() for m in re.finditer(r"\d+", token)]
    return found[0][0], found[-1][1]


def changes(passages: list[Passage]) -> list[tuple[str, str, int, str]]:
    """(old value, new value, the passage's number from 1, the line) for each change the passages' lines state."""
    out = []
    for n, p in enumerate(passages, 1):
        for line in re.split(r"\n+|(?<=[.!?])\s+|(?<=[。！？；])", p.text):
            for m in [*CHANGED_ZH.finditer(line), *CHANGED_EN.finditer(line)]:
                old, new = VALUE.findall(m["old"]), VALUE.findall(m["new"])
                out += [(o, w, n, line) for o, w in zip(old, new)] if len(old) == len(new) else []
            out += [(m["old"], m["new"], n, line) for m in [*NOT_EN.finditer(line), *NOW_EN.finditer(line)]]
    return [c for c in out if _normal(c[0]) != _normal(c[1]) and _shape(_normal(c[0])) == _shape(_normal(c[1]))]


def _sentences(answer: str) -> list[tuple[str, str]]:
    """(sentence with the markers after its stop, the spaces after it) for each of the answer's sentences."""
    out, at = [], 0
    for m in re.finditer(r"(?:[.!?](?=[\s\[]|$)|[。！？；])(?:\s*\[\d+\])*(\s*)", answer):
        out.append((answer[at : m.start(1)], m.group(1)))
        at = m.end()
    if at < len(answer):
        out.append((answer[at:], ""))
    return out


def _telling(text: str) -> set[str]:
    return {w for w in words(text) if not re.search(r"\d", w)}


def updated(answer: str, passages: list[Passage], question: str) -> tuple[str, list[tuple[str, str, int]]]:
    """(the answer with each value a later statement replaced given as replaced, [(old as written, new, passage n)])."""
    found = changes(passages) if isinstance(answer, str) else []
    if not found:
        return answer, []
    asked = _telling(question)
    done, out = [], []
    for sentence, gap in _sentences(answer):
        for old, new, n, line in found:
            keys = {_normal(t.group()) for t in VALUE.finditer(sentence)}
            about = _telling(line)
            cites = {passages[int(c) - 1].file for c in MARKER.findall(sentence) if 0 < int(c) <= len(passages)}
            if _normal(new) in keys or not (_telling(sentence) & about):
                continue
            if len(asked & about) < ASKED and passages[n - 1].file not in cites:
                continue  # neither about what was asked nor in the file the sentence cites
            hit = next((t for t in VALUE.finditer(sentence) if _normal(t.group()) == _normal(old)), None)
            if hit is None or WAS_BEFORE.search(sentence[: hit.start()][-16:]):
                continue
            token = hit.group()
            a, b = _digits(token)
            c, d = _digits(new)
            written = new if re.search(MONTH, token, re.I) else token[:a] + new[c:d] + token[b:]
            sentence = sentence[: hit.start()] + written + sentence[hit.end() :]
            done.append((token, written, n))
            for was, now in _alongside(sentence, line, new):
                sentence = sentence.replace(was, now, 1)
                done.append((was, now, n))
            if str(n) not in MARKER.findall(sentence):
                sentence = _with_marker(sentence, n)
        out.append(sentence + gap)
    return ("".join(out), done) if done else (answer, [])


def _alongside(sentence: str, line: str, new: str) -> list[tuple[str, str]]:
    """What else a "now ... B, rather than A" line gives with B ("now ready after 3pm on Friday 13 October, rather than
    ..."): each value before B in it, as (the sentence's value written alike that the line does not hold, the line's)."""
    match = next((m for m in NOW_EN.finditer(line) if m["new"] == new), None)
    if match is None:
        return []
    held = {_normal(v) for v in VALUE.findall(line)}
    out = []
    for value in VALUE.findall(line[match.start() : match.start("new")]):
        shape = _shape(_normal(value))
        token = next(
            (t for t in VALUE.findall(sentence) if _shape(_normal(t)) == shape and _normal(t) not in held), None
        )
        if token is not None:
            out.append((token, value))
    return out


def _with_marker(sentence: str, n: int) -> str:
    """The sentence with [n] after its last marker, or after its closing stop where it has none."""
    markers = list(MARKER.finditer(sentence))
    if markers:
        end = markers[-1].end()
        return sentence[:end] + f"[{n}]" + sentence[end:]
    body = sentence.rstrip()
    if body and body[-1] in ".!?":
        return body[:-1] + f" [{n}]" + body[-1] + sentence[len(body) :]
    return body + f"[{n}]" + sentence[len(body) :]
