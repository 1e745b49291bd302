"""A value a later statement replaced. Documents change their own figures: a notice's supplement ("日间起步价由12元调整为
11元"), an e-mail's reply above the quote it corrects ("the adult package is now EUR 205, not EUR 189 as in my quote"),
release notes ("the default was raised from 30s to 120s"). A small model given both often answers with the first
figure it reads, the old one, and cites the passage that held it.

A change is read from a passage's line in these forms only: Chinese 由/从 A 调整为/改为/下调至/推迟至... B, 原定 A，现延长至
B, and B（原为 A）; English "raised (lowered, moved, changed, corrected ...) from A to B" or "... to B from A"; "B, not
A" or "B (not A)"; "now ... B, rather than (instead of) A"; "B (was A)", "B, previously A", "B (originally scheduled for
A)"; "originally (was, used to be) A ... now B"; "A → B" for sums; and a change that names only B ("比赛改在6月4日举行",
"the final has been moved to Sunday 9 June"), whose A is the one value written like B that the same file's other
sentences about the same thing give (none where they give two: "5月1日至5月25日" for a "延长至6月1日"). Each side's
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
from macllm.docs.stitched import SUM, words

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
# "原定于5月10日截止，现延长至5月20日": what was planned, then what is now
PLANNED_ZH = re.compile(
    rf"原(?:定|计划|来|为|先|价)?(?:于|是|为)?(?P<old>(?:[^，。；,;]|{INNER}){{1,30}}?)[，,；;]\s*(?:现|现在|现已|目前|如今|今)"
    rf"[^，。；,;\d]{{0,8}}?(?:为|到|至|成|于|是)(?P<new>(?:[^，。；,;]|{INNER}){{1,30}})"
)
CHANGE_VERB = (
    r"\b(?:raised|lowered|increased|reduced|decreased|changed|moved|corrected|cut|put back|brought forward|pushed back"
    r"|postponed|extended|shortened|amended|revised|updated|rises|rose|goes up|went up|goes down|went down|falls|fell"
    r"|dropped|drops)\b[^.;]{0,40}?"
)
CHANGED_EN = re.compile(
    rf"{CHANGE_VERB}\bfrom (?P<old>(?:[^.;]|{INNER}){{1,30}}?) to (?P<new>(?:[^.;,]|{INNER}){{1,30}})", re.IGNORECASE
)
# "the fee has been raised to £30 from £25"
CHANGED_TO_FROM_EN = re.compile(
    rf"{CHANGE_VERB}\bto (?P<new>(?:[^.;]|{INNER}){{1,30}}?) from (?P<old>(?:[^.;,]|{INNER}){{1,30}})", re.IGNORECASE
)
NOT_EN = re.compile(rf"(?P<new>{VALUE.pattern})[^.;()\n]{{0,40}}?(?:,\s*|\(\s*)not\s+(?P<old>{VALUE.pattern})", re.I)
# "£20 (was £25)", "Friday 13 October (previously scheduled for 11 October)", "11元（原为12元）": the old value in
# brackets or after a comma or dash, named as what it was
FILLER = r"(?:\s+(?:set|priced|scheduled|planned|due|booked|fixed|charged|listed|at|for|on|in|by|until|the))*"
SPAN = rf"(?:{VALUE.pattern})(?:\s*(?:至|到|-|–|~|～|to|and)\s*(?:{VALUE.pattern}))?"  # 18:30至22:30: paired in order
WAS_AFTER = re.compile(
    rf"(?P<new>{SPAN})\s*(?:[,;]\s*|[(（]\s*|[—–]\s*|\s-\s+)(?:previously|formerly|originally|was|were"
    rf"|changed from|moved from){FILLER}\s+(?P<old>{SPAN})"
    rf"|(?P<new2>{SPAN})\s*[(（]\s*(?:原来?是?|原定于?|原为|原价|原计划|此前为?|之前为?|调整前为?)\s*(?P<old2>{SPAN})",
    re.IGNORECASE,
)
# "originally scheduled for 3 May, the meeting will now take place on 10 May"; "tickets were £12 and are now £15"
THEN_NOW_EN = re.compile(
    rf"\b(?:originally|previously|formerly|was|were|used to be|had been)\b[^.;]{{0,40}}?(?P<old>{VALUE.pattern})"
    rf"[^.;]{{0,60}}?\bnow\b[^.;\d]{{0,40}}?(?P<new>{VALUE.pattern})",
    re.IGNORECASE,
)
# A change that names only the new value ("比赛改在2028年6月4日举行", "the final has been moved to Sunday 9 June"): the
# old one is what the file's other sentences about the same thing give (_was_stated)
MOVED_ZH = re.compile(
    r"(?P<subject>[^，。；：:,;]{2,16}?)(?:相应)?(?:改在|改于|改为|改到|改至|调整为|调整至|调整到|延长至|延长到|延至|推迟至|推迟到"
    r"|延期至|延期到|顺延至|顺延到|提前至|提前到)(?P<new>[^，。；,;]{1,30})"
)
MOVED_EN = re.compile(
    r"(?P<subject>\b[a-z][\w' -]{2,40}?)\s+(?:has|have|had)\s+been\s+(?:moved|postponed|rescheduled|brought forward"
    r"|put back|pushed back|extended|changed)\s+(?:to|until|till|for)\s+(?P<new>[^.;,]{1,30})",
    re.IGNORECASE,
)
# "Price: £12 → £15", "起步价 12元→11元": sums only, as a timetable's "09:15 → 10:05" or "1 May → 5 May" is a span
ARROW = re.compile(rf"(?P<old>{SUM.pattern})\s*(?:→|->|⟶|⇒|=>)\s*(?P<new>{SUM.pattern})", re.IGNORECASE)
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


def _lines(text: str) -> list[str]:
    return re.split(r"\n+|(?<=[.!?])\s+|(?<=[。！？；])", text)


def _was_stated(subject: str, new: str, line: str, passages: list[Passage], file: str) -> str | None:
    """The one value written like `new` that the file's other sentences about `subject` give, where exactly one is."""
    about, shape = _telling(subject), _shape(_normal(new))
    if not about:
        return None
    found = set()
    for p in passages:
        if p.file != file:
            continue
        for other in _lines(p.text):
            shared = _telling(other) & about
            if other == line or len(shared) < min(2, len(about)):
                continue
            found |= {v for v in VALUE.findall(other) if _shape(_normal(v)) == shape and _normal(v) != _normal(new)}
    return found.pop() if len({_normal(v) for v in found}) == 1 else None


def changes(passages: list[Passage]) -> list[tuple[str, str, int, str]]:
    """(old value, new value, the passage's number from 1, the line) for each change the passages' lines state."""
    out = []
    for n, p in enumerate(passages, 1):
        for line in _lines(p.text):
            for m in [*MOVED_ZH.finditer(line), *MOVED_EN.finditer(line)]:
                if re.search(r"由|从|原|\bfrom\b", line[: m.start("new")], re.I):
                    continue  # a change that names what it was is read whole by the forms below
                for value in VALUE.findall(m["new"]):
                    if _shape(_normal(value)) == "#年":
                        continue  # the year of a new date ("延长至2028年2月28日"), not a year of its own
                    old = _was_stated(m["subject"], value, line, passages, p.file)
                    out += [(old, value, n, line)] if old else []
            for form in (CHANGED_ZH, PLANNED_ZH, CHANGED_EN, CHANGED_TO_FROM_EN, WAS_AFTER):
                for m in form.finditer(line):
                    side = {k.rstrip("2"): v for k, v in m.groupdict().items() if v}  # WAS_AFTER's two branches
                    old, new = VALUE.findall(side["old"]), VALUE.findall(side["new"])
                    out += [(o, w, n, line) for o, w in zip(old, new)] if len(old) == len(new) else []
            for form in (NOT_EN, NOW_EN, THEN_NOW_EN, ARROW):
                out += [(m["old"], m["new"], n, line) for m in form.finditer(line)]
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
