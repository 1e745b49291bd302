"""Word (.docx) and PowerPoint (.pptx) files, read from their XML parts.

A Word document is a list of paragraphs, numbered from 1 in the order they stand (empty ones are not counted) and
cited as ¶N; headings become Markdown headings ('## Results') so that passages carry them, list items start with
'- ', and a table gives one line per row, its cells joined with ' | '. Footnotes and endnotes follow the body
('Footnote 1: ...'); headers, footers and comments are left out. A presentation gives each slide its title
(as a heading), the rest of its text in the order of its shapes, tables row by row, and its speaker notes; passages
never cross a slide and are cited as 'slide N'.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree as ET

from macllm.docs.formats import cells_line
from macllm.docs.formats.package import Package
from macllm.docs.read import Line

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"
HEADING_STYLE = re.compile(r"^heading\s*(\d)$")
# parts of a paragraph that are not its text: properties, the older copy of a drawing, deleted and field-code text
W_SKIP = {f"{W}pPr", f"{W}rPr", f"{MC}Fallback", f"{W}delText", f"{W}instrText", f"{W}footnoteReference"}
W_SPACE = {f"{W}tab", f"{W}br", f"{W}cr", f"{W}ptab"}
SLIDE_FURNITURE = {"sldNum", "dt", "ftr", "hdr", "sldImg"}  # placeholders that repeat on every slide


# -- Word -----------------------------------------------------------------------------------------------
def docx(data: bytes) -> list[Line]:
    pkg = Package(data, "Word document")
    main = pkg.main_part("word/document.xml")
    body = pkg.xml(main).find(f"{W}body")
    styles = _heading_styles(pkg)
    texts = list(_blocks(body, styles)) if body is not None else []
    for kind, part in pkg.rels(main).values():  # footnotes and endnotes follow the body, numbered on
        if kind.endswith(("/footnotes", "/endnotes")) and pkg.has(part):
            texts += _notes(pkg.xml(part), styles, "Footnote" if kind.endswith("/footnotes") else "Endnote")
    return [Line(t, n, place="¶{}") for n, t in enumerate(texts, 1)]


def _notes(root: ET.Element, styles: dict[str, int], name: str) -> list[str]:
    """'Footnote 1: text' for each note (the separators Word keeps as notes -1 and 0 left out)."""
    out = []
    for note in root:
        number = note.get(f"{W}id", "")
        if note.get(f"{W}type") in ("separator", "continuationSeparator", "continuationNotice"):
            continue
        if text := " ".join(_blocks(note, styles)):
            out.append(f"{name} {number}: {text}")
    return out


def _heading_styles(pkg: Package) -> dict[str, int]:
    """Paragraph style id -> heading level (Title is 1; 0 for a list style such as List Bullet), following 'based
    on' chains. Style ids are localized (a Chinese Word names Heading 1 '1' or '标题1'); their names and outline
    levels are not."""
    if not pkg.has("word/styles.xml"):
        return {}
    own, based = {}, {}
    for style in pkg.xml("word/styles.xml").iter(f"{W}style"):
        sid = style.get(f"{W}styleId")
        name = (style.find(f"{W}name").get(f"{W}val", "") if style.find(f"{W}name") is not None else "").lower()
        outline = style.find(f"{W}pPr/{W}outlineLvl")
        if m := HEADING_STYLE.match(name):
            own[sid] = int(m.group(1))
        elif name == "title":
            own[sid] = 1
        elif outline is not None and outline.get(f"{W}val", "9").isdecimal() and int(outline.get(f"{W}val")) < 9:
            own[sid] = int(outline.get(f"{W}val")) + 1
        elif style.find(f"{W}pPr/{W}numPr") is not None:
            own[sid] = 0
        if (parent := style.find(f"{W}basedOn")) is not None:
            based[sid] = parent.get(f"{W}val")
    levels = {}
    for sid in set(own) | set(based):
        cur, seen = sid, 0
        while cur is not None and cur not in own and seen < 10:
            cur, seen = based.get(cur), seen + 1
        if cur in own:
            levels[sid] = own[cur]
    return levels


def _blocks(parent: ET.Element, styles: dict[str, int]):
    """The text of each paragraph and table row under `parent`, in order (content controls and the like opened)."""
    for child in parent:
        if child.tag == f"{W}p":
            if text := _paragraph(child, styles):
                yield text
        elif child.tag == f"{W}tbl":
            for row in child.findall(f"{W}tr"):
                if text := cells_line(" ".join(_blocks(cell, styles)) for cell in row.findall(f"{W}tc")):
                    yield text
        elif child.tag not in (f"{W}sectPr", f"{W}sdtPr", f"{MC}Fallback"):
            yield from _blocks(child, styles)


def _paragraph(p: ET.Element, styles: dict[str, int]) -> str:
    parts: list[str] = []
    _runs(p, parts)
    text = " ".join("".join(parts).split())
    if not text:
        return ""
    props = p.find(f"{W}pPr")
    level = None
    if props is not None:
        style = props.find(f"{W}pStyle")
        level = styles.get(style.get(f"{W}val")) if style is not None else None
        outline = props.find(f"{W}outlineLvl")
        if level is None and outline is not None and outline.get(f"{W}val", "9").isdecimal():
            level = int(outline.get(f"{W}val")) + 1 if int(outline.get(f"{W}val")) < 9 else None
        if level == 0 or (level is None and props.find(f"{W}numPr") is not None):
            return f"- {text}"
    return f"{'#' * min(level, 6)} {text}" if level else text


def _runs(el: ET.Element, out: list[str]) -> None:
    for child in el:
        if child.tag == f"{W}t":
            out.append(child.text or "")
        elif child.tag in W_SPACE:
            out.append(" ")
        elif child.tag == f"{W}noBreakHyphen":
            out.append("-")
        elif child.tag not in W_SKIP:
            _runs(child, out)


# -- PowerPoint -----------------------------------------------------------------------------------------
def pptx(data: bytes) -> list[Line]:
    pkg = Package(data, "PowerPoint presentation")
    main = pkg.main_part("ppt/presentation.xml")
    rels = pkg.rels(main)
    slide_list = pkg.xml(main).find(f"{P}sldIdLst")
    lines: list[Line] = []
    for number, ref in enumerate(slide_list if slide_list is not None else [], 1):
        _, part = rels.get(ref.get(f"{R}id"), ("", ""))
        if not pkg.has(part):
            continue
        titles, body = _slide_texts(pkg.xml(part))
        texts = [f"# {t}" for t in titles[:1]] + titles[1:] + body
        notes = [part for kind, part in pkg.rels(part).values() if kind.endswith("/notesSlide") and pkg.has(part)]
        if notes:
            _, said = _slide_texts(pkg.xml(notes[0]), only="body")
            texts += [f"Notes: {said[0]}", *said[1:]] if said else []
        lines += [Line(t, n, number, f"slide {number}") for n, t in enumerate(texts, 1)]
    return lines


def _slide_texts(slide: ET.Element, only: str | None = None) -> tuple[list[str], list[str]]:
    """(the title's paragraphs, every other paragraph and table row) of a slide, in the order of its shapes;
    only='body': just the body placeholder's (a notes page)."""
    titles: list[str] = []
    body: list[str] = []
    tree = slide.find(f"{P}cSld/{P}spTree")
    for shape in _shapes(tree) if tree is not None else []:
        ph = shape.find(f"{P}nvSpPr/{P}nvPr/{P}ph")
        kind = ph.get("type", "obj") if ph is not None else None
        if kind in SLIDE_FURNITURE or (only and kind != only):
            continue
        target = titles if kind in ("title", "ctrTitle") else body
        for table in shape.iter(f"{A}tbl"):
            for row in table.iter(f"{A}tr"):
                if text := cells_line(" ".join(_paragraphs(cell)) for cell in row.findall(f"{A}tc")):
                    target.append(text)
        if shape.tag == f"{P}sp":
            target += _paragraphs(shape)
    return titles, body


def _shapes(tree: ET.Element):
    """The shapes and frames of a shape tree, groups opened, in the order they are drawn."""
    for child in tree:
        if child.tag == f"{P}grpSp":
            yield from _shapes(child)
        elif child.tag == f"{MC}AlternateContent":
            choice = child.find(f"{MC}Choice")
            if choice is not None:
                yield from _shapes(choice)
        elif child.tag in (f"{P}sp", f"{P}graphicFrame"):
            yield child


def _paragraphs(el: ET.Element) -> list[str]:
    out = []
    for p in el.iter(f"{A}p"):
        parts = [(t.text or "") if t.tag == f"{A}t" else " " for t in p.iter() if t.tag in (f"{A}t", f"{A}br")]
        if text := " ".join("".join(parts).split()):
            out.append(text)
    return out
