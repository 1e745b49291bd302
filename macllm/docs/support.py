"""Whether an answer comes from its passages at all. Asked something no document covers (how to get red wine out of
a carpet, over a collection of manuals), a small model answers from what it learned elsewhere and cites a passage
anyway. Such an answer shares almost no content words with the passages it was given; an answer read from them
shares most (qwen2.5-coder-1.5b's 135 logged answers over four answer sets: of those with 4 or more words missing,
every right answer kept at least 0.64 of its words, the two made-up ones 0.17 and 0.20). macllm then says the
documents do not say, and keeps what the model wrote for the user to see (ask and chat --plain print why, the
app says so in a notification with the model's words, and the chat store keeps them with the answer's sources).

Only what can be compared is judged: an English answer over English passages, a Chinese answer over Chinese ones.
An answer in another language than a passage may be a translation of it, which shares no words, so it is never
judged (a passage counts as English by its share of English function words, as Chinese by its characters). The
words of the conversation so far are set aside (an answer repeats the question, and a follow-up rephrases earlier
answers), and numbers and codes found in the passages count as found words (12,480, 0.0.0.0:8443).
"""

from __future__ import annotations

import re
import unicodedata

from macllm.docs.function_words import FUNCTION_WORDS
from macllm.docs.markers import CITATION
from macllm.docs.numbers import values
from macllm.docs.retrieve import Passage

MIN_SUPPORT = 0.25  # of the answer's content words (beyond the conversation's) found in the passages
MIN_MISSING = 4  # content words not found, at least: a short answer is never judged on one or two words
PREFIX = 5  # an English word counts as found where its first letters are ("listens" in "listen on")
ASKED_PREFIX = 4  # and as the conversation's where its first 4 letters start one of its words ("spent", "spend")
MIN_ENGLISH = 0.15  # of a text's words that are English function words, for it to count as English

# Words that carry no claim of their own (FUNCTION_WORDS), or that answers use to talk about their sources.
ENGLISH_STOP = frozenset(
    FUNCTION_WORDS
    + """
say says said tell tells told mention mentions mentioned document documents passage passages text question answer
information given provided stated states state specified found located according titled file section listed shows
shown page line lines yes based following per
""".split()
)
# Chinese characters that join or frame a claim (根据…, …的…): content is what lies between them.
CHINESE_STOP = (
    "根据文件信息中提到规定说明段落第条可以需要要的了是在和与或也都就不没有这那个之而及其为对以于上下把被让给吗呢吧啊"
)
CJK = re.compile(r"[\u3400-\u9fff]")
CJK_RUN = re.compile(r"[\u3400-\u9fff]+")
WORD = re.compile(r"[a-z][a-z'’-]{2,}")
ANY_WORD = re.compile(r"[a-z]+")
NUMBER = re.compile(r"\d+(?:[.,:/-]\d+)*")  # 12,480  0.0.0.0:8443  3.1.0  2026-07-13
CHINESE_SPLIT = re.compile(f"[{CHINESE_STOP}]")

DECLINE = {"en": "The documents do not say.", "zh": "文档中没有提到。"}


def _normal(text: str) -> str:
    return unicodedata.normalize("NFKC", CITATION.sub(" ", text)).lower()


def chinese(text: str) -> bool:
    """More Chinese characters than English words."""
    return len(CJK.findall(text)) > len(WORD.findall(text.lower()))


def _script(text: str) -> str | None:
    """'zh' for Chinese text, 'en' for English, None for anything else (German, French, code alone ...)."""
    if chinese(text):
        return "zh"
    words = ANY_WORD.findall(text)
    function = sum(w in FUNCTION_WORDS for w in words)
    return "en" if words and function >= MIN_ENGLISH * len(words) else None


def _english(text: str) -> list[str]:
    return [w for w in WORD.findall(text) if w not in ENGLISH_STOP]


def numbers(text: str) -> list[str]:
    return [n.replace(",", "") for n in NUMBER.findall(text)]


def chinese_parts(text: str) -> list[str]:
    """The runs of Chinese characters between those that frame a claim."""
    return [part for run in CJK_RUN.findall(text) for part in CHINESE_SPLIT.split(run) if part]


def _pairs_around(part: str, i: int) -> list[str]:
    """The character pairs of part that hold its i-th character (the character alone in a part of one)."""
    return [part[j : j + 2] for j in (i - 1, i) if 0 <= j and j + 2 <= len(part)] or [part[i]]


def content(asked: str, answer: str, context: str) -> tuple[list[str], list[str]]:
    """(the answer's content words beyond what was asked, those of them the context does not hold). English: words
    beyond the stop list, found where their first PREFIX letters are; numbers and codes, found as written (without
    thousands separators). Chinese has no spaces: a character counts as found where a pair it is part of is in the
    context, and as asked where such a pair is in what was asked (so that a pair spanning two words, 度设 of 温度设置,
    counts against neither)."""
    stems = {w[:ASKED_PREFIX] for w in _english(asked)}
    words = [w for w in _english(answer) if w[:ASKED_PREFIX] not in stems]
    missing = [w for w in words if w[:PREFIX] not in context]
    asked_numbers, plain = set(numbers(asked)), context.replace(",", "")
    stated = [n for n in numbers(answer) if n not in asked_numbers]
    words += stated
    missing += [n for n in stated if n not in plain]
    for part in chinese_parts(answer):
        for i, ch in enumerate(part):
            pairs = _pairs_around(part, i)
            if any(pair in asked for pair in pairs):
                continue
            words.append(ch)
            if not any(pair in context for pair in pairs):
                missing.append(ch)
    return words, missing


def labelled(passages: list[Passage]) -> str:
    """The passages' texts with their labels (file path and heading): where an answer's words are looked for."""
    return " ".join(f"{p.file} {p.heading} {p.text}" for p in passages)


def support(asked: str, answer: str, passages: list[Passage]) -> tuple[float | None, list[str]]:
    """(the share of the answer's content words beyond what was asked (the question, or the whole conversation) found
    in the passages' texts and labels; None where there is nothing to judge: no passage, no content word, or an answer
    in another language than a passage; the words not found)."""
    if not passages or not isinstance(answer, str) or not isinstance(asked, str):
        return None, []
    answer = _normal(answer)
    language = _script(answer)
    if language is None or any(_script(_normal(p.text)) != language for p in passages):
        return None, []  # an answer may translate the passage it read
    given = _normal(labelled(passages))
    words, missing = content(_normal(asked), answer, given)
    if not words:
        return None, []
    return 1 - len(missing) / len(words), missing


def unsupported(asked: str, answer: str, passages: list[Passage]) -> bool:
    """The answer shares too few words with its passages to have been read from them (MIN_SUPPORT, MIN_MISSING)."""
    share, missing = support(asked, answer, passages)
    return share is not None and share < MIN_SUPPORT and len(missing) >= MIN_MISSING


def decline(answer: str) -> str:
    """What macllm answers instead, in the answer's language."""
    return DECLINE["zh" if chinese(_normal(answer)) else "en"]


# A value from nowhere: asked what no passage says (the price of a car park the passages name but do not price), a
# small model repeats the question's words and adds a number. No check above fires on such an answer: its words are
# the question's, and a digit is found somewhere in any passage as a substring. Here numbers are compared as values
# (docs/numbers.py: 1,370 is 1370, 9:30 is 9.30, 5pm is 17, 两千五 is 2500), and an answer whose every stated number
# of two digits or more (a lone digit is in any passage) is absent from the passages, their labels and what was asked
# states a value it did not read. A sum of the passages' values (two tickets at £45: £90) is left alone where the
# answer shows a value it was computed from, where the question asks for a sum (total, altogether, 一共) and where
# it holds a number (for 3 people, 两张); the last question alone is looked at for those, not the chat before it.
QUESTION_NUMBER = re.compile(  # a count or a quantity, not a model's name (AF5, K2)
    r"(?<![a-z0-9])\d+(?:[.,]\d+)?(?![a-z0-9])"
    r"|\b(two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|a dozen|half|double|twice)\b"
    r"|[两二三四五六七八九十百千万][个张人天晚次位名件本岁周年元块]"
)
COMPUTED = re.compile(
    r"\b(total|totals|altogether|in all|combined|sum|overall|each of|both|together)\b|一共|总共|合计|共计|加起来|总计"
)


FAR_ZH = 0.30  # a Chinese question whose best passage scores under this is far from all of them (invented_terms.py)


def far_question(question: str, passages: list[Passage]) -> bool:
    """A Chinese question whose passages all scored under FAR_ZH, each on the scale closeness is measured on
    (retrieve.Passage.closeness; docs/invented_terms.py says what the scores of the answer sets were)."""
    scores = [p.closeness for p in passages]
    return bool(scores) and chinese(_normal(question)) and None not in scores and max(scores) < FAR_ZH


def invented_values(asked: str, answer: str, passages: list[Passage], question: str = "") -> list[str]:
    """The numbers of two digits or more the answer states (beyond what was asked: the question, or the whole
    conversation) when none of them is in the passages or their labels (docs/numbers.py reads them); [] when one is,
    when it states none, or when the question (the last one, `question`, where given) asks for a sum (COMPUTED) or
    holds a number, unless it is a Chinese question far from every passage (far_question): a sum is worked out from
    values the passages hold, and passages that far hold none of the question's ("下围棋用的标准棋盘上一共有多少个交叉点？"
    over a festival's guide, answered "一共有19个交叉点[1]" from the model's memory)."""
    if not passages or not isinstance(answer, str) or not isinstance(asked, str):
        return []
    raw = question if isinstance(question, str) and question else asked
    last = raw.lower()
    if (COMPUTED.search(last) or QUESTION_NUMBER.search(last)) and not far_question(raw, passages):
        return []  # two nights, 3 people, 两张, in total: a value may be worked out from the passages'
    stated = values(CITATION.sub(" ", answer)) - values(asked, passage=True)
    stated = {v for v in stated if len(v.replace(".", "").lstrip("0")) > 1}  # a lone digit is in every passage
    if not stated:
        return []
    given = set()
    for p in passages:
        given |= values(f"{p.file} {p.heading} {p.text}", passage=True)
    return [] if stated & given else sorted(stated)


# A name from nowhere: asked something no document covers ("Who painted the Sistine Chapel's ceiling?"), a small
# model answers with a name it knows ("Michelangelo [1]"), and no check above fires on a one-word claim. A name is a
# capitalised English word inside a sentence (not its first word, a weekday, a month, a holiday, a word about the
# sources or a function word); an answer that states names beyond what was asked, none of which the passages or
# their labels hold, did not read them there. Compared loosely, so that a name written another way is found: a
# possessive's 's and hyphens left out, accents folded, by the first PREFIX letters as support's words (4 would
# find Austen in August), and a run of names by its initials too (National Health Service and NHS). Names of one
# or two letters (Dr, St) are no names here.
NAME = re.compile(r"[A-Z][a-z]+(?:[-'’‑][A-Za-z]+)*")
NAME_SENTENCE = re.compile(r"[.!?:;]+[\"'’”)\]]*\s+|\n+|\s+[-–—]\s+")
NOT_NAMES = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
september october november december mon tue tues wed thu thur thurs fri sat sun jan feb mar apr jun jul aug sep
sept oct nov dec christmas easter source sources excerpt excerpts note notes""".split()
)


def fold(text: str) -> str:
    """Lower case, accents off, hyphens (a line's end too) and possessives' 's out: what names are compared in."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = re.sub(r"[-‑]\s*\n\s*|[-‑]", "", text)
    return re.sub(r"['’]s\b", "", text)


def _names(answer: str) -> list[list[str]]:
    """The runs of names in each sentence of an English answer, folded (fold), the sentence's first word left out."""
    runs: list[list[str]] = []
    for sentence in NAME_SENTENCE.split(CITATION.sub(" ", answer)):
        run: list[str] = []
        for i, match in enumerate(re.finditer(r"\S+", sentence.strip(" \"'“‘(["))):
            word = match.group().strip("\"'“”‘’()[],;.!?:")
            name = NAME.fullmatch(word)
            folded = fold(word) if name and i else ""
            if len(folded) > 2 and folded not in ENGLISH_STOP and folded.removesuffix("s") not in NOT_NAMES:
                run.append(folded)
            elif run:
                runs.append(run)
                run = []
        if run:
            runs.append(run)
    return runs


def is_english(text: str) -> bool:
    return _script(text.lower()) == "en"


def stated_names(text: str) -> set[str]:
    """The names an English text states (_names), folded (the caller knows the text is English: is_english)."""
    return {n for run in _names(text) for n in run}


def _given(passages: list[Passage]) -> str:
    """The passages' text with their labels (file path and heading), folded: where their names are looked for."""
    return fold(labelled(passages))


def holds_name(name: str, folded: str) -> bool:
    """A folded text (fold) holds the name, compared by its first PREFIX letters as invented_names compares."""
    return name[:PREFIX] in folded


def unnamed(question: str, passages: list[Passage]) -> list[str]:
    """The names an English question gives ("... at Pelwick Sailing School"), when these passages (text, heading and
    file path) hold no run of them whole: what they say is most likely about something else (another place's
    parking fee). [] when one run is held, or when the question names nothing or is not English."""
    if not is_english(question):
        return []
    runs = _names(question)
    given = _given(passages)
    if not runs or any(all(holds_name(n, given) for n in run) for run in runs):
        return []
    return sorted({n for run in runs for n in run})


def invented_names(asked: str, answer: str, passages: list[Passage]) -> list[str]:
    """The names an English answer states beyond what was asked (the question, or the whole conversation) when none
    of them is in the passages or their labels; [] when one is, when it states none, or when the answer is not
    English."""
    if not passages or not isinstance(answer, str) or not isinstance(asked, str) or _script(answer) != "en":
        return []
    given = _given(passages)
    before = fold(asked)
    stated: list[str] = []
    for run in _names(answer):
        initials = "".join(n[0] for n in run)
        if len(run) > 1 and re.search(rf"\b{initials}\b", given):
            return []
        stated += [n for n in run if not holds_name(n, before)]
    if not stated or any(holds_name(n, given) for n in stated):
        return []
    return sorted(set(stated))
