"""Small real office files, e-books and mail built in the test (no binary fixtures): the XML parts a writer
would produce, zipped with zipfile; CSV and mail with the standard library."""

from __future__ import annotations

import io
import zipfile
from email.message import EmailMessage
from xml.sax.saxutils import escape

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"'
P = 'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"'
R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
MC = 'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"'
S = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG_RELS = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"'
ODF = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
    'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"'
)


def zipped(parts: dict[str, str | bytes], first: str | None = None) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        if first:  # ODF and EPUB put an uncompressed mimetype first
            z.writestr(zipfile.ZipInfo("mimetype"), first, compress_type=zipfile.ZIP_STORED)
        for name, body in parts.items():
            z.writestr(name, body)
    return buf.getvalue()


def rels(*targets: tuple[str, str, str]) -> str:
    """(id, type's last word, target) -> a .rels part."""
    items = "".join(f'<Relationship Id="{i}" Type="{RELS}/{t}" Target="{target}"/>' for i, t, target in targets)
    return f'<?xml version="1.0" encoding="UTF-8"?><Relationships {PKG_RELS}>{items}</Relationships>'


# -- Word -----------------------------------------------------------------------------------------------
def w_p(text: str, style: str | None = None, numbered: bool = False) -> str:
    props = f'<w:pStyle w:val="{style}"/>' if style else ""
    props += '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' if numbered else ""
    runs = "".join(f"<w:r><w:t xml:space='preserve'>{escape(part)}</w:t></w:r>" for part in text.split("|"))
    return f"<w:p>{f'<w:pPr>{props}</w:pPr>' if props else ''}{runs}</w:p>"


def w_table(rows: list[list[str]]) -> str:
    body = "".join("<w:tr>" + "".join(f"<w:tc>{w_p(c)}</w:tc>" for c in row) + "</w:tr>" for row in rows)
    return f"<w:tbl>{body}</w:tbl>"


def docx(body: str, styles: str | None = None, footnotes: list[str] = ()) -> bytes:
    parts = {
        "[Content_Types].xml": "<Types/>",
        "_rels/.rels": rels(("rId1", "officeDocument", "word/document.xml")),
        "word/_rels/document.xml.rels": rels(("rId5", "footnotes", "footnotes.xml")),
        "word/footnotes.xml": f"<w:footnotes {W}>"
        '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
        + "".join(f'<w:footnote w:id="{n}">{w_p(t)}</w:footnote>' for n, t in enumerate(footnotes, 1))
        + "</w:footnotes>",
        "word/document.xml": f'<?xml version="1.0" encoding="UTF-8"?><w:document {W} {MC}><w:body>{body}'
        "<w:sectPr/></w:body></w:document>",
    }
    if styles:
        parts["word/styles.xml"] = f'<?xml version="1.0" encoding="UTF-8"?><w:styles {W}>{styles}</w:styles>'
    return zipped(parts)


def w_document(paragraphs: list, tables: list = (), styles: str | None = None) -> bytes:
    """A Word file, the same bytes on every run (steady), of (text, style[, numbered]) paragraphs, each None among
    them standing for the next of tables."""
    rest = iter(tables)
    return steady(docx("".join(w_table(next(rest)) if p is None else w_p(*p) for p in paragraphs), styles))


def w_style(style_id: str, name: str, based_on: str | None = None, numbered: bool = False) -> str:
    based = f'<w:basedOn w:val="{based_on}"/>' if based_on else ""
    based += '<w:pPr><w:numPr><w:numId w:val="2"/></w:numPr></w:pPr>' if numbered else ""
    return f'<w:style w:type="paragraph" w:styleId="{style_id}"><w:name w:val="{name}"/>{based}</w:style>'


# -- PowerPoint -----------------------------------------------------------------------------------------
def _shape(kind: str | None, paragraphs: list[str]) -> str:
    ph = f'<p:nvPr><p:ph type="{kind}"/></p:nvPr>' if kind else "<p:nvPr/>"
    paras = "".join(f"<a:p><a:r><a:t>{escape(t)}</a:t></a:r></a:p>" for t in paragraphs)
    return f"<p:sp><p:nvSpPr><p:cNvPr id='1' name='s'/><p:cNvSpPr/>{ph}</p:nvSpPr><p:txBody>{paras}</p:txBody></p:sp>"


def _slide(shapes: str) -> str:
    return f'<?xml version="1.0" encoding="UTF-8"?><p:sld {A} {P} {R}><p:cSld><p:spTree>{shapes}</p:spTree></p:cSld></p:sld>'


def pptx(slides: list[dict]) -> bytes:
    """slides: {"title": str, "body": [str], "table": [[str]], "notes": [str]}."""
    parts = {"_rels/.rels": rels(("rId1", "officeDocument", "ppt/presentation.xml"))}
    ids, pres_rels = [], []
    for n, s in enumerate(slides, 1):
        shapes = _shape("sldNum", [str(n)]) + _shape("title", [s["title"]]) + _shape(None, s.get("body", []))
        if s.get("table"):
            rows = "".join(
                "<a:tr>"
                + "".join(f"<a:tc><a:txBody><a:p><a:r><a:t>{c}</a:t></a:r></a:p></a:txBody></a:tc>" for c in row)
                + "</a:tr>"
                for row in s["table"]
            )
            shapes += f"<p:graphicFrame><a:graphic><a:graphicData><a:tbl>{rows}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>"
        parts[f"ppt/slides/slide{n}.xml"] = _slide(shapes)
        if s.get("notes"):
            notes = _shape("sldImg", []) + _shape("body", s["notes"])
            parts[f"ppt/notesSlides/notesSlide{n}.xml"] = (
                _slide(shapes=notes).replace("p:sld ", "p:notes ", 1).replace("</p:sld>", "</p:notes>")
            )
            parts[f"ppt/slides/_rels/slide{n}.xml.rels"] = rels(
                ("rId9", "notesSlide", f"../notesSlides/notesSlide{n}.xml")
            )
        ids.append(f'<p:sldId id="{255 + n}" r:id="rId{n}"/>')
        pres_rels.append((f"rId{n}", "slide", f"slides/slide{n}.xml"))
    parts["ppt/presentation.xml"] = f"<p:presentation {P} {R}><p:sldIdLst>{''.join(ids)}</p:sldIdLst></p:presentation>"
    parts["ppt/_rels/presentation.xml.rels"] = rels(*pres_rels)
    return zipped(parts)


# -- Excel ----------------------------------------------------------------------------------------------
def xlsx(sheets: dict[str, list[list]], date_style_cells: set[str] = frozenset()) -> bytes:
    """sheets: name -> rows (str cells go to the shared strings, numbers stay numbers); cells named in
    date_style_cells ('B3') get a date format."""
    strings: list[str] = []
    parts = {"_rels/.rels": rels(("rId1", "officeDocument", "xl/workbook.xml"))}
    entries, book_rels = [], [("rIdS", "sharedStrings", "sharedStrings.xml"), ("rIdT", "styles", "styles.xml")]
    for n, (name, rows) in enumerate(sheets.items(), 1):
        xml_rows = []
        for r, row in enumerate(rows, 1):
            cells = []
            for c, value in enumerate(row):
                ref = f"{chr(65 + c)}{r}"
                if value is None:
                    continue
                if isinstance(value, str):
                    strings.append(value)
                    cells.append(f'<c r="{ref}" t="s"><v>{len(strings) - 1}</v></c>')
                else:
                    style = ' s="1"' if ref in date_style_cells else ""
                    cells.append(f'<c r="{ref}"{style}><v>{value}</v></c>')
            xml_rows.append(f'<row r="{r}">{"".join(cells)}</row>')
        parts[f"xl/worksheets/sheet{n}.xml"] = f"<worksheet {S}><sheetData>{''.join(xml_rows)}</sheetData></worksheet>"
        entries.append(f'<sheet name="{escape(name)}" sheetId="{n}" r:id="rId{n}"/>')
        book_rels.append((f"rId{n}", "worksheet", f"worksheets/sheet{n}.xml"))
    parts["xl/workbook.xml"] = f"<workbook {S} {R}><sheets>{''.join(entries)}</sheets></workbook>"
    parts["xl/_rels/workbook.xml.rels"] = rels(*book_rels)
    sst = "".join(f"<si><t>{escape(s)}</t></si>" for s in strings)
    parts["xl/sharedStrings.xml"] = f"<sst {S}>{sst}</sst>"
    parts["xl/styles.xml"] = f'<styleSheet {S}><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>'
    return zipped(parts)


# -- OpenDocument ---------------------------------------------------------------------------------------
def odf(mimetype: str, body: str, manifest_extra: str = "") -> bytes:
    manifest = (
        '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0">'
        f'<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml">{manifest_extra}'
        "</manifest:file-entry></manifest:manifest>"
    )
    content = (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ODF}><office:body>{body}</office:body>'
        "</office:document-content>"
    )
    return zipped({"META-INF/manifest.xml": manifest, "content.xml": content}, first=mimetype)


def odf_h(text: str, level: int = 1) -> str:
    return f'<text:h text:outline-level="{level}">{escape(text)}</text:h>'


def odf_p(text: str) -> str:
    return f"<text:p>{escape(text)}</text:p>"


def odf_list(items: list[str]) -> str:
    return "<text:list>" + "".join(f"<text:list-item>{odf_p(i)}</text:list-item>" for i in items) + "</text:list>"


def odf_table(rows: list[list[str]], name: str = "Table1") -> str:
    cell = "<table:table-cell><text:p>{}</text:p></table:table-cell>"
    body = "".join(
        "<table:table-row>" + "".join(cell.format(escape(c)) for c in row) + "</table:table-row>" for row in rows
    )
    return f'<table:table table:name="{name}">{body}</table:table>'


# -- EPUB -----------------------------------------------------------------------------------------------
def epub(chapters: list[tuple[str, str, str]], encrypted: list[str] = (), nav: bool = True, title: str = "") -> bytes:
    """chapters: (file name, toc title or '', body XHTML) in reading order; nav=False: an EPUB 2 table of contents
    (toc.ncx) instead of EPUB 3's navigation document; title: the book's (its metadata's)."""
    book_title = title
    xhtml = '<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head><body>{}</body></html>'
    parts = {
        "META-INF/container.xml": '<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0">'
        '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>'
    }
    items = ['<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>']
    spine, links = [], []
    for n, (name, title, body) in enumerate(chapters, 1):
        parts[f"OEBPS/text/{name}"] = xhtml.format(body)
        items.append(f'<item id="c{n}" href="text/{name}" media-type="application/xhtml+xml"/>')
        spine.append(f'<itemref idref="c{n}"/>')
        if title:
            links.append(f'<li><a href="text/{name}">{escape(title)}</a></li>')
    if nav:
        toc = f'<nav epub:type="toc" xmlns:epub="http://www.idpf.org/2007/ops"><ol>{"".join(links)}</ol></nav>'
        parts["OEBPS/nav.xhtml"] = xhtml.format(toc)
    else:
        items[0] = '<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>'
        points = "".join(
            f'<navPoint id="p{n}"><navLabel><text>{escape(title)}</text></navLabel><content src="text/{name}"/></navPoint>'
            for n, (name, title, _) in enumerate(chapters, 1)
            if title
        )
        parts["OEBPS/toc.ncx"] = f'<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/"><navMap>{points}</navMap></ncx>'
    toc_attr = "" if nav else ' toc="ncx"'
    parts["OEBPS/content.opf"] = (
        '<package xmlns="http://www.idpf.org/2007/opf" version="3.0">'
        f'<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>{escape(book_title)}</dc:title></metadata>'
        f"<manifest>{''.join(items)}</manifest><spine{toc_attr}>{''.join(spine)}</spine></package>"
    )
    if encrypted:
        refs = "".join(
            '<enc:EncryptedData xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:CipherData>'
            f'<enc:CipherReference URI="{u}"/></enc:CipherData></enc:EncryptedData>'
            for u in encrypted
        )
        parts["META-INF/encryption.xml"] = (
            f'<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container">{refs}</encryption>'
        )
    return zipped(parts, first="application/epub+zip")


# -- mail -----------------------------------------------------------------------------------------------
def message(subject: str, body: str, html: str | None = None, attachments: dict[str, bytes] = None) -> EmailMessage:
    msg = EmailMessage()
    msg["Subject"], msg["From"], msg["To"] = subject, "Alice <alice@example.com>", "bob@example.com"
    msg["Date"] = "Tue, 01 Dec 2026 09:30:00 +0000"
    if body:
        msg.set_content(body)
    if html is not None:
        if body:
            msg.add_alternative(html, subtype="html")
        else:
            msg.set_content(html, subtype="html")
    for name, data in (attachments or {}).items():
        msg.add_attachment(data, maintype="application", subtype="octet-stream", filename=name)
    return msg


def steady(data: bytes) -> bytes:
    """The zip package again with every part dated 1 January 2026, so that a document is the same bytes on every
    run (the builders above date the parts they write now) and building a corpus twice changes nothing."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            part = zipfile.ZipInfo(info.filename, (2026, 1, 1, 0, 0, 0))
            dst.writestr(part, src.read(info), compress_type=info.compress_type)
    return out.getvalue()
