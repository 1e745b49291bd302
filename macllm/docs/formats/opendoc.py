"""OpenDocument text (.odt), spreadsheets (.ods) and presentations (.odp), from content.xml.

They read as their Office Open XML counterparts do (docs/formats/office.py and sheets.py): paragraphs cited as
¶N with headings as Markdown headings, rows naming their columns and cited as Sheet!row, slides with their title,
text and notes cited as 'slide N'. A document saved with a password is skipped, and says so.
"""

from __future__ import annotations

from xml.etree import ElementTree as ET

from macllm.docs.formats import cells_line
from macllm.docs.formats.package import Package
from macllm.docs.formats.sheets import named_rows, sheet_place
from macllm.docs.read import Line, Skipped

OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
DRAW = "{urn:oasis:names:tc:opendocument:xmlns:drawing:1.0}"
PRES = "{urn:oasis:names:tc:opendocument:xmlns:presentation:1.0}"
MANIFEST = "{urn:oasis:names:tc:opendocument:xmlns:manifest:1.0}"
NOT_TEXT = {f"{TEXT}note", f"{OFFICE}annotation", f"{TEXT}bookmark-ref", f"{DRAW}frame"}
SKIPPED_BLOCKS = {f"{TEXT}table-of-content", f"{TEXT}alphabetical-index", f"{TEXT}sequence-decls"}
MAX_REPEAT = 1000  # a row or cell repeated more often than this is formatting, not data


def _content(data: bytes, kind: str, body: str) -> ET.Element:
    pkg = Package(data, kind)
    if pkg.has("META-INF/manifest.xml"):
        for entry in pkg.xml("META-INF/manifest.xml").iter(f"{MANIFEST}file-entry"):
            if (
                entry.get(f"{MANIFEST}full-path") == "content.xml"
                and entry.find(f"{MANIFEST}encryption-data") is not None
            ):
                raise Skipped(f"password-protected {kind}")
    found = pkg.xml("content.xml").find(f"{OFFICE}body/{OFFICE}{body}")
    if found is None:
        raise Skipped(f"not an OpenDocument {body} (no office:{body} in content.xml)")
    return found


def _count(value: str | None, default: int, most: int) -> int:
    """An attribute's count (spaces, a heading level), within 1..most; a malformed one is the default."""
    return min(max(int(value), 1), most) if value and value.isdecimal() else default


def _text(el: ET.Element) -> str:
    """A paragraph's text: spans opened, text:s as its spaces, tabs and line breaks as spaces, notes left out."""
    parts = [el.text or ""]
    for child in el:
        if child.tag == f"{TEXT}s":
            parts.append(" " * _count(child.get(f"{TEXT}c"), 1, 100))
        elif child.tag in (f"{TEXT}tab", f"{TEXT}line-break"):
            parts.append(" ")
        elif child.tag not in NOT_TEXT:
            parts.append(_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _one_line(text: str) -> str:
    return " ".join(text.split())


# -- text documents -------------------------------------------------------------------------------------
def odt(data: bytes) -> list[Line]:
    texts = list(_blocks(_content(data, "OpenDocument text", "text")))
    return [Line(t, n, place="¶{}") for n, t in enumerate(texts, 1)]


def _blocks(parent: ET.Element, in_list: bool = False):
    for child in parent:
        if child.tag == f"{TEXT}h":
            level = _count(child.get(f"{TEXT}outline-level"), 1, 6)
            if text := _one_line(_text(child)):
                yield f"{'#' * min(level, 6)} {text}"
        elif child.tag == f"{TEXT}p":
            if text := _one_line(_text(child)):
                yield f"- {text}" if in_list else text
        elif child.tag == f"{TEXT}list":
            for item in child:
                yield from _blocks(item, in_list=True)
        elif child.tag == f"{TABLE}table":
            for row in child.iter(f"{TABLE}table-row"):
                if text := cells_line(" ".join(_blocks(cell)) for cell in row.iter(f"{TABLE}table-cell")):
                    yield text
        elif child.tag not in SKIPPED_BLOCKS:
            yield from _blocks(child, in_list)


# -- spreadsheets ---------------------------------------------------------------------------------------
def ods(data: bytes) -> list[Line]:
    lines: list[Line] = []
    for page, table in enumerate(_content(data, "OpenDocument spreadsheet", "spreadsheet").iter(f"{TABLE}table"), 1):
        name = table.get(f"{TABLE}name") or f"Sheet{page}"
        lines += named_rows(_table_rows(table), page, sheet_place(name))
    return lines


def _repeat(el: ET.Element, attr: str) -> int:
    value = el.get(f"{TABLE}{attr}", "1")
    return int(value) if value.isdecimal() and int(value) > 0 else 1


def _table_rows(table: ET.Element):
    """(row number, cell texts): the text a cell shows (its text:p), repeated rows and cells expanded where they
    hold text (empty ones only move the count on)."""
    number = 0
    for row in table.iter(f"{TABLE}table-row"):
        cells: list[str] = []
        for cell in row:
            if cell.tag not in (f"{TABLE}table-cell", f"{TABLE}covered-table-cell"):
                continue
            text = _one_line(" ".join(_text(p) for p in cell.iter(f"{TEXT}p")))
            times = _repeat(cell, "number-columns-repeated")
            cells += [text] * (min(times, MAX_REPEAT) if text else times if times <= MAX_REPEAT else 0)
        while cells and not cells[-1]:
            cells.pop()
        times = _repeat(row, "number-rows-repeated")
        if not cells:
            number += times
            continue
        for _ in range(min(times, MAX_REPEAT)):
            number += 1
            yield number, cells
        number += max(times - MAX_REPEAT, 0)


# -- presentations --------------------------------------------------------------------------------------
def odp(data: bytes) -> list[Line]:
    lines: list[Line] = []
    for number, page in enumerate(_content(data, "OpenDocument presentation", "presentation").iter(f"{DRAW}page"), 1):
        titles, body, notes = [], [], []
        for frame in _frames(page):
            target = titles if frame.get(f"{PRES}class") == "title" else body
            target += _frame_text(frame)
        for frame in page.iterfind(f"{PRES}notes//{DRAW}frame"):
            if frame.get(f"{PRES}class") != "page":  # the notes page's picture of the slide
                notes += _frame_text(frame)
        texts = [f"# {t}" for t in titles[:1]] + titles[1:] + body
        texts += [f"Notes: {notes[0]}", *notes[1:]] if notes else []
        lines += [Line(t, n, number, f"slide {number}") for n, t in enumerate(texts, 1)]
    return lines


def _frames(parent: ET.Element):
    """The frames and shapes of a slide, groups opened, notes left out."""
    for child in parent:
        if child.tag == f"{DRAW}g":
            yield from _frames(child)
        elif child.tag != f"{PRES}notes" and child.tag.startswith(DRAW):
            yield child


def _frame_text(frame: ET.Element) -> list[str]:
    out = []
    for table in frame.iter(f"{TABLE}table"):
        for row in table.iter(f"{TABLE}table-row"):
            if text := cells_line(
                " ".join(_text(p) for p in c.iter(f"{TEXT}p")) for c in row.iter(f"{TABLE}table-cell")
            ):
                out.append(text)
    if not out:
        out = [t for t in (_one_line(_text(p)) for p in frame.iter() if p.tag in (f"{TEXT}p", f"{TEXT}h")) if t]
    return out
