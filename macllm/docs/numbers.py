"""The numbers a text states, as values that compare across the ways people write them, for the check of a value
from nowhere (docs/support.py): £1,370.00 and 1370, 09:30 and 9.30, 5pm and 17:00, 1½ and 1.5, 1.2万 and 12000.

`values(text)` gives each number once as a canonical string (leading zeros and a decimal's trailing zeros dropped: 45.00
is 45, 0.30 is 0.3), with the other readings of a group of digits added beside it (12 480 is 12, 480 and 12480;
€1.370,00 is 1370 too). With passage=True it adds what a passage says in other forms, so that an answer that writes
them differently is found there: number words (two, twenty-one, a hundred, 十五, 两千五, 贰仟), a clock time's 12-
and 24-hour hours (5pm is 17, 17:30 is 5.3), noon and midnight, and a decimal's parts (an answer may round £6.50 to
£6). Only ever more readings, never fewer: a reading too many lets a made-up value through, one too few withholds a
right answer.
"""

from __future__ import annotations

import re
import unicodedata

NUMBER = re.compile(r"\d+(?:\.\d+)?")
COMMA_GROUPS = re.compile(r"(?<![\d,，])\d{1,3}(?:[,，]\d{3})+(?![,，]?\d)")  # 12,480 (not a list: 80,443,8080)
SPACE_GROUPS = re.compile(r"(?<!\d)(?<!\d\.)\d{1,3}(?:[ \u00a0\u2009\u202f]\d{3})+(?!\d|\.\d)")  # 12 480
EUROPEAN = re.compile(r"(?<![\d.,])(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?(?![\d,])")  # 1.370,00 and 1.370
CLOCK = re.compile(r"(?<![\d.])(\d{1,2})(?:[:：.](\d\d))?\s*(a\.?m\.?|p\.?m\.?)?(?![\d])", re.IGNORECASE)
BIG_UNIT = re.compile(r"(\d+(?:\.\d+)?)\s*([万萬亿億])")  # 1.2万 is 12000
FRACTIONS = {"½": ".5", "¼": ".25", "¾": ".75", "⅓": ".33", "⅔": ".67"}

UNITS = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " + (
    "seventeen eighteen nineteen"
)
WORD_VALUES = {w: i for i, w in enumerate(UNITS.split())}
TENS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)}
NUMBER_WORDS = re.compile(
    r"\b(?:(a|" + "|".join(WORD_VALUES) + r")\s+)?(hundred|thousand|dozen)\b"  # a hundred, two thousand
    r"|\b(" + "|".join(TENS) + r")(?:[-\s](" + "|".join(list(WORD_VALUES)[1:10]) + r"))?\b"  # twenty, twenty-one
    r"|\b(" + "|".join(WORD_VALUES) + r")\b"
)
SCALES = {"hundred": 100, "thousand": 1000, "dozen": 12}

CHINESE_DIGITS = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"两": 2, "〇": 0}
CHINESE_DIGITS |= {c: i for i, c in enumerate("零壹贰叁肆伍陆柒捌玖")}
CHINESE_UNITS = {"十": 10, "拾": 10, "百": 100, "佰": 100, "千": 1000, "仟": 1000}
CHINESE_BIG = {"万": 10**4, "萬": 10**4, "亿": 10**8, "億": 10**8}
CHINESE_NUMBER = re.compile(f"[{''.join(CHINESE_DIGITS)}{''.join(CHINESE_UNITS)}{''.join(CHINESE_BIG)}]+")


def canonical(number: str) -> str:
    """'045.50' -> '45.5', '45.00' -> '45', '0' -> '0'."""
    whole, _, fraction = number.partition(".")
    whole, fraction = whole.lstrip("0") or "0", fraction.rstrip("0")
    return f"{whole}.{fraction}" if fraction else whole


def _scaled(number: str, factor: int) -> str:
    whole, _, fraction = number.partition(".")
    value = int(whole or "0") * factor + (int(fraction) * factor // 10 ** len(fraction) if fraction else 0)
    return str(value)


def chinese_value(run: str) -> int:
    """三十 30, 一百二十 120, 两百零五 205, 两千五 2500 (a last digit right after a unit of 100 or more is that unit's
    tenth), 一亿二千万 120000000, 贰仟 2000; a run of digits alone (二〇二七) digit by digit, 万 alone 0."""
    if not any(c in CHINESE_UNITS or c in CHINESE_BIG for c in run):
        return int("".join(str(CHINESE_DIGITS[c]) for c in run))
    total, section, digit, last_unit, after_unit = 0, 0, None, 1, False
    for c in run:
        if c in CHINESE_DIGITS:
            after_unit = after_unit and CHINESE_DIGITS[c] != 0 and digit is None
            digit = CHINESE_DIGITS[c]
        elif c in CHINESE_BIG:
            big = CHINESE_BIG[c]
            total = (total + section + (digit or 0)) * big if big > 10**4 else total + (section + (digit or 0)) * big
            section, digit, last_unit, after_unit = 0, None, big, True
        else:
            section += (1 if digit is None else digit) * CHINESE_UNITS[c]
            digit, last_unit, after_unit = None, CHINESE_UNITS[c], True
    if digit is not None and after_unit and last_unit >= 100:
        digit *= last_unit // 10  # 两千五: 2,500
    return total + section + (digit or 0)


def _clock_readings(text: str) -> set[str]:
    """The 12- and 24-hour readings of the clock times in a text: 5pm 17 and 5; 17:30 17.3 and 5.3; 9:00 9 and 21."""
    out = set()
    for hour, minutes, half in CLOCK.findall(text):
        h = int(hour)
        if h > 24 or (not minutes and not half):
            continue
        if half:
            h = (h % 12) + (12 if half.lower().startswith("p") else 0)
        mm = f".{minutes}" if minutes else ""
        for reading in {h, h % 12 or 12, (h + 12) % 24 if h < 12 else h}:
            out |= {str(reading), canonical(f"{reading}{mm}")}
    return out


def _english_words(text: str) -> set[str]:
    out = set()
    for count, scale, tens, unit, word in NUMBER_WORDS.findall(text.lower()):
        if scale:
            out.add(str(SCALES[scale] * (1 if count in ("", "a") else WORD_VALUES[count])))
        elif tens:
            out.add(str(TENS[tens] + (WORD_VALUES[unit] if unit else 0)))
        else:
            out.add(str(WORD_VALUES[word]))
    return out


def values(text: str, passage: bool = False) -> set[str]:
    """The numbers a text states, canonical, with their other readings (module doc); passage: what a passage says
    in other forms too."""
    for fraction, decimal in FRACTIONS.items():
        text = re.sub(rf"(\d?){fraction}", lambda m, d=decimal: (m.group(1) or "0") + d, text)
    text = unicodedata.normalize("NFKC", text)
    found = {c.replace(",", "").replace("，", "") for c in COMMA_GROUPS.findall(text)}
    found |= {re.sub(r"\D", "", g) for g in SPACE_GROUPS.findall(text)}
    found |= {whole.replace(".", "") + (f".{cents}" if cents else "") for whole, cents in EUROPEAN.findall(text)}
    found |= {_scaled(n, CHINESE_BIG[unit]) for n, unit in BIG_UNIT.findall(text)}
    plain = COMMA_GROUPS.sub(lambda m: re.sub(r"[,，]", "", m.group()), text)
    plain = re.sub(r"(?<=\d)[:：](?=\d\d)", ".", plain)  # 9:30 is written 9.30 too
    numbers = NUMBER.findall(plain)
    found |= set(numbers)
    if passage:
        found |= {part for n in numbers if "." in n for part in n.split(".")}
        found |= _clock_readings(text) | _english_words(text)
        found |= {str(chinese_value(run)) for run in CHINESE_NUMBER.findall(text)}
        if re.search(r"\bnoon\b|中午", text.lower()):
            found.add("12")
        if re.search(r"\bmidnight\b|午夜", text.lower()):
            found |= {"0", "12", "24"}
    return {canonical(n) for n in found if n}
