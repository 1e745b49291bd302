"""Which encoding a text file was written in. UTF-8 first, as most files are now; then what an HTML or XML file
declares (`<meta charset="gbk">`); then what the bytes show. Files written by older Windows programs are not UTF-8:
a Chinese notice saved by Notepad is GBK (GB18030), a Taiwanese one Big5, a Japanese one Shift-JIS, an English
price list Windows-1252 ('£5', 'café'). charset_normalizer tells those apart when a file holds enough non-ASCII
bytes; with only a few, as a short English text with one '£', its guess is a coin toss, so the likeliest two are
tried in order: GB18030 where every character it gives is a common Chinese one, else Windows-1252. Among the Latin
code pages (Western, Central European, Baltic) the bytes alone cannot tell: Windows-1252 is taken, as English and
Western European files are written in it."""

from __future__ import annotations

import re
import unicodedata

ENOUGH_TO_DETECT = 32  # non-ASCII bytes, from which charset_normalizer's guess beats a fixed order
DECLARED = re.compile(
    rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)|<\?xml[^>]+encoding\s*=\s*["']([A-Za-z0-9_.:-]+)""", re.I
)


def declared_charset(data: bytes) -> str | None:
    """The charset an HTML page's <meta> or an XML declaration names, within its first 4 KB (None: none)."""
    found = DECLARED.search(data[:4096])
    return (found.group(1) or found.group(2)).decode("ascii") if found else None


def decoded(data: bytes, declared: str | None = None) -> str | None:
    """The file's text (None: no encoding fits it). UTF-16 and UTF-8 byte-order marks are obeyed."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    for encoding in (declared,) if declared and declared.lower().replace("-", "") != "utf8" else ():
        try:
            return data.decode(_WIDER.get(encoding.lower(), encoding))
        except (LookupError, UnicodeDecodeError):  # an unknown name, or a page that does not keep its word
            pass
    if sum(b >= 0x80 for b in data) < ENOUGH_TO_DETECT:
        text = _common_chinese(data)
        if text is not None:
            return text
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError:
            pass
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    if best is None:
        return None
    text = str(best)
    if _latin(text):  # one of the Latin code pages, which charset_normalizer cannot tell apart ('é' as 'č')
        try:
            western = data.decode("cp1252")
        except UnicodeDecodeError:
            return text
        return western if _latin(western) else text
    return text


# the declared name's superset: pages that say gb2312 are GBK in practice, as browsers read them
_WIDER = {"gb2312": "gb18030", "gbk": "gb18030", "x-gbk": "gb18030", "big5": "big5hkscs", "iso-8859-1": "cp1252"}


def _latin(text: str) -> bool:
    """Every letter beyond ASCII in the Latin script."""
    return all(unicodedata.name(c, "").startswith("LATIN") for c in text if ord(c) >= 0x80 and c.isalpha())


def _common_chinese(data: bytes) -> str | None:
    """The bytes as GB18030 if every non-ASCII character that gives is in GB2312 (the 6,763 common simplified
    characters and their punctuation): text in another encoding read as GB18030 lands outside it."""
    try:
        text = data.decode("gb18030")
    except UnicodeDecodeError:
        return None
    wide = [c for c in text if ord(c) >= 0x80]
    try:
        "".join(wide).encode("gb2312")
    except UnicodeEncodeError:
        return None
    return text if wide else None
