"""Which encoding a text file was written in. UTF-8 first, as most files are now; then what an HTML or XML file
declares (`<meta charset="gbk">`), as browsers read it; then what the bytes show. Files written by older Windows
programs are not UTF-8: a Chinese notice saved by Notepad is GBK (GB18030), a Taiwanese one Big5, a Japanese one
Shift-JIS, an English price list Windows-1252 ('£5', 'café'). GB18030 is taken where every character it gives is
one of GB2312's common Chinese ones (other encodings read as GB18030 give kana, rare characters or fragments);
with only a few bytes beyond ASCII (a short English text with one '£'), where charset_normalizer's guess is a coin
toss, Windows-1252 is taken unless it gives another script's runs; else charset_normalizer decides. Among the Latin
code pages (Western, Central European, Baltic) the bytes alone cannot tell: Windows-1252 is taken, as English and
Western European files are written in it."""

from __future__ import annotations

import codecs
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
    """The file's text (None: no encoding fits it). UTF-16 and UTF-8 byte-order marks are obeyed; a last character
    cut in two (a file cut short) is dropped rather than taken for a sign of another encoding."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", errors="replace")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        head = _without_cut_end(data, "utf-8")
        if head is not None:
            return head.decode("utf-8-sig")
    encoding = _declared(declared)
    if encoding is not None:
        try:
            return _western(data) if encoding == "cp1252" else data.decode(encoding)
        except UnicodeDecodeError:  # a page that does not keep its word
            pass
    text = _common_chinese(data)
    if text is not None:
        return text
    if sum(b >= 0x80 for b in data) < ENOUGH_TO_DETECT:
        text = _western(data)
        if not FOREIGN_RUN.search(text):  # three non-ASCII characters in a row: another script's bytes
            return text
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    if best is None:
        return None
    text = str(best)
    if _latin(text):  # one of the Latin code pages, which charset_normalizer cannot tell apart ('é' as 'č')
        western = _western(data)
        return western if _latin(western) else text
    return text


FOREIGN_RUN = re.compile(r"[^\x00-\x7f]{3}")
LONE_HANZI = re.compile(r"[A-Za-z][\u4e00-\u9fff][A-Za-z]")  # 'Gr鲞e': 'Größe' in Windows-1252 read as GB2312
SPACED_HANZI = re.compile(r"[\u4e00-\u9fff] [\u4e00-\u9fff]")  # Korean's spaced words in EUC-KR read as GB2312


def _declared(name: str | None) -> str | None:
    """The codec to read a declared charset with, as browsers do (WHATWG's Encoding standard): ASCII and Latin-1
    labels mean Windows-1252, GB2312 and GBK mean GB18030, Big5 means Big5-HKSCS; a UTF-16 or UTF-32 label on a file
    with no byte-order mark is not believed; None: none, or one Python does not know."""
    if not name:
        return None
    try:
        codec = codecs.lookup(name).name
    except LookupError:
        return None
    if codec.startswith(("utf-8", "utf-16", "utf-32")):
        return None
    wider = {"ascii": "cp1252", "iso8859-1": "cp1252", "gb2312": "gb18030", "gbk": "gb18030", "big5": "big5hkscs"}
    return wider.get(codec, codec)


def _without_cut_end(data: bytes, encoding: str) -> bytes | None:
    """The bytes less a last character cut in two, where that is the only fault `encoding` finds in them and the
    rest holds characters beyond ASCII in it (None: not so; 'caf\\xe9' is not UTF-8 cut short)."""
    try:
        data.decode(encoding)
        return None
    except UnicodeDecodeError as e:
        head = data[: e.start]
        if e.end != len(data) or len(data) - e.start > 3 or max(head, default=0) < 0x80:
            return None
    try:
        head.decode(encoding)
    except UnicodeDecodeError:
        return None
    return head


def _western(data: bytes) -> str:
    """Windows-1252 as browsers read it: its five unassigned bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) as the control
    characters of the same number rather than a failure."""
    return data.decode("cp1252", errors="c1_controls")


def _c1_controls(e: UnicodeDecodeError) -> tuple[str, int]:
    return "".join(chr(b) for b in e.object[e.start : e.end]), e.end


codecs.register_error("c1_controls", _c1_controls)


def _latin(text: str) -> bool:
    """Every letter beyond ASCII in the Latin script (modifier letters, as 'ˆ', aside)."""
    return all(
        unicodedata.name(c, "").startswith("LATIN")
        for c in text
        if ord(c) >= 0x80 and c.isalpha() and unicodedata.category(c) != "Lm"
    )


def _common_chinese(data: bytes) -> str | None:
    """The bytes as GB18030 (a last character cut in two dropped) if every non-ASCII character that gives is one of
    GB2312's 6,763 Chinese characters (rows 16-87) or its Chinese and full-width punctuation (rows 1 and 3), no one
    character stands alone between two Latin letters and few are spaced as words: text in another encoding read as
    GB18030 lands elsewhere (kana, Greek, rare characters) or reads as such fragments."""
    try:
        text = data.decode("gb18030")
    except UnicodeDecodeError:
        head = _without_cut_end(data, "gb18030")
        if head is None:
            return None
        text = head.decode("gb18030")
    wide = [c for c in text if ord(c) >= 0x80]
    try:
        rows = [c.encode("gb2312")[0] for c in wide]
    except UnicodeEncodeError:
        return None
    hanzi = sum(r >= 0xB0 for r in rows)
    if not hanzi or not all(r >= 0xB0 or r in (0xA1, 0xA3) for r in rows):
        return None
    if LONE_HANZI.search(text) or len(SPACED_HANZI.findall(text)) > 0.1 * hanzi:
        return None
    return text
