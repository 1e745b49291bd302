"""Office files, spreadsheets, OpenDocument, EPUB and mail: read with their locations (paragraph, slide, sheet and
row, chapter, message, attachment), cited by them through the index, and skipped in one line when damaged or
protected. Every file is built here from its XML parts or with the standard library."""

import io
import sqlite3
import zipfile
from pathlib import Path

import pytest

from macllm.docs import grounding
from macllm.docs.answer import label, where
from macllm.docs.chunk import make_chunks
from macllm.docs.citations import cite
from macllm.docs.index import DocIndex
from macllm.docs.read import OLE_MAGIC, Skipped, read_lines
from macllm.docs.retrieve import search
from macllm.tui.widgets.sources_panel import short_where

from . import office_files as of
from .conftest import hashing_embed

ODT, ODS, ODP = (f"application/vnd.oasis.opendocument.{k}" for k in ("text", "spreadsheet", "presentation"))
STYLES = (
    of.w_style("Title", "Title")
    + of.w_style("Heading1", "heading 1")
    + of.w_style("Summary", "Summary", "Heading1")
    + of.w_style("ListBullet", "List Bullet", numbered=True)
)
REPORT = of.docx(
    of.w_p("Annual report", "Title")
    + of.w_p("The year went well. Sales rose in every region|, most of all in Asia.")
    + of.w_p("Outlook", "Summary")
    + of.w_p("Hire two engineers", numbered=True)
    + of.w_p("Open an office", "ListBullet")
    + of.w_p("")  # an empty paragraph is not counted
    + of.w_table([["Region", "Revenue", ""], ["EMEA", "1200", ""], ["", "", ""]])
    + "<w:p><w:r><mc:AlternateContent><mc:Choice><w:t>boxed</w:t></mc:Choice><mc:Fallback><w:t>boxed</w:t>"
    "</mc:Fallback></mc:AlternateContent></w:r></w:p>",
    STYLES,
    footnotes=["Figures are unaudited."],
)
# Word in Chinese names its heading styles by number; their names stay 'heading 1'
CHINESE = of.docx(
    of.w_p("长城简介", "1")
    + of.w_p("长城是中国古代的军事防御工程。")
    + of.w_p("修建历史", "2")
    + of.w_p("明长城东起虎山，西至嘉峪关。"),
    of.w_style("1", "heading 1") + of.w_style("2", "heading 2"),
)
DECK = of.pptx(
    [
        {"title": "Quarterly review", "body": ["Revenue grew 12%"], "notes": ["Thank the sales team"]},
        {"title": "By region", "table": [["Region", "Revenue"], ["EMEA", "1200"]]},
    ]
)
SALES = of.xlsx(
    {
        "Q3": [["Region", "Revenue", "Closed"], ["EMEA", 1200, 45123], ["APAC", 0.30000000000000004, None]],
        "Raw data": [[1, 2], [3, 4]],
    },
    date_style_cells={"C2"},
)
BOOK = of.epub(
    [
        ("cover.xhtml", "", "<img src='cover.jpg'/>"),
        ("one.xhtml", "Loomings", "<h1>Loomings</h1><p>Call me Ishmael.</p><p>Some years ago&#160;— never mind.</p>"),
        (
            "two.xhtml",
            "The Voyage",
            "<h2>The Voyage</h2><p>The ship left Nantucket in fog.</p><table><tr><td>a</td><td><p>b</p></td></tr></table>",
        ),
    ],
    title="Moby Dick",
)


def lines_of(name: str, data: bytes):
    return [(ln.text, ln.line, ln.page, ln.place) for ln in read_lines(Path(name), data)]


def test_word_paragraphs_headings_lists_and_table_rows():
    assert lines_of("report.docx", REPORT) == [
        ("# Annual report", 1, None, "¶{}"),
        ("The year went well. Sales rose in every region, most of all in Asia.", 2, None, "¶{}"),
        ("# Outlook", 3, None, "¶{}"),  # a style based on a heading is a heading
        ("- Hire two engineers", 4, None, "¶{}"),
        ("- Open an office", 5, None, "¶{}"),  # a list by its style
        ("Region | Revenue", 6, None, "¶{}"),  # empty cells at a row's end left out, empty rows too
        ("EMEA | 1200", 7, None, "¶{}"),
        ("boxed", 8, None, "¶{}"),  # a drawing's fallback copy is not read twice
        ("Footnote 1: Figures are unaudited.", 9, None, "¶{}"),
    ]
    # a new section starts a passage (docs/chunk.py), which knows the section it sits under
    assert [
        (c.line_start, c.line_end, c.place, c.heading) for c in make_chunks(read_lines(Path("report.docx"), REPORT))
    ] == [
        (1, 2, "¶{}", "Annual report"),
        (3, 9, "¶{}", "Annual report › Outlook"),
    ]


def test_a_chinese_word_document_keeps_its_headings_and_is_found_by_paragraph(index, tmp_path):
    assert [t for t, *_ in lines_of("长城.docx", CHINESE)] == [
        "# 长城简介",
        "长城是中国古代的军事防御工程。",
        "## 修建历史",
        "明长城东起虎山，西至嘉峪关。",
    ]
    path = tmp_path / "长城.docx"
    path.write_bytes(CHINESE)
    index.add([path], "c", hashing_embed, max_chars=40)
    hit = search(index, "嘉峪关", "c", hashing_embed, k=1, mode="keyword")[0]
    assert where(hit) == f"{path} ¶3-4" and hit.heading == "长城简介 › 修建历史"
    assert label(hit) == f"{tmp_path.name}/长城.docx · 长城简介 › 修建历史 · ¶3-4"


def test_powerpoint_slides_with_titles_tables_and_notes():
    assert lines_of("deck.pptx", DECK) == [
        ("# Quarterly review", 1, 1, "slide 1"),  # the slide number placeholder is left out
        ("Revenue grew 12%", 2, 1, "slide 1"),
        ("Notes: Thank the sales team", 3, 1, "slide 1"),
        ("# By region", 1, 2, "slide 2"),
        ("Region | Revenue", 2, 2, "slide 2"),
        ("EMEA | 1200", 3, 2, "slide 2"),
    ]
    chunks = make_chunks(read_lines(Path("deck.pptx"), DECK))
    assert [(c.page, c.heading) for c in chunks] == [(1, "Quarterly review"), (2, "Quarterly review › By region")]


def test_spreadsheet_rows_name_their_columns_by_sheet():
    assert lines_of("sales.xlsx", SALES) == [
        ("Region | Revenue | Closed", 1, 1, "Q3!{}"),
        ("Region=EMEA, Revenue=1200, Closed=2023-07-16", 2, 1, "Q3!{}"),  # a date cell is a date
        ("Region=APAC, Revenue=0.3", 3, 1, "Q3!{}"),  # as Excel shows it, empty cells left out
        ("A=1, B=2", 1, 2, "'Raw data'!{}"),  # no header: columns by letter
        ("A=3, B=4", 2, 2, "'Raw data'!{}"),
    ]


def test_a_title_row_above_a_table_is_not_its_header():
    data = b'"Site rules, revision 7"\n\nNo.,Rule\n1,Wear hi-vis\n2,Walk on green paths\n'
    assert lines_of("rules.csv", data) == [
        ("Site rules, revision 7", 1, None, "row {}"),  # its own line: no row is named after it
        ("No. | Rule", 3, None, "row {}"),
        ("No.=1, Rule=Wear hi-vis", 4, None, "row {}"),
        ("No.=2, Rule=Walk on green paths", 5, None, "row {}"),
    ]
    untitled = b"Induction checklist\n1,Wear hi-vis\n2,Walk on green paths\n"
    assert [t for t, *_ in lines_of("list.csv", untitled)] == [
        "Induction checklist",
        "A=1, B=Wear hi-vis",
        "A=2, B=Walk on green paths",
    ]
    one_column = b"Phone\n555-0100\n555-0101\n"  # no wider row follows: the first row is still the header
    assert [t for t, *_ in lines_of("phones.csv", one_column)] == ["Phone", "Phone=555-0100", "Phone=555-0101"]
    footer = b"Phone\n555-0100\n555-0101\n555-0102\nSource,city directory\n"  # a wider row, but far below
    assert [t for t, *_ in lines_of("phones.csv", footer)][:2] == ["Phone", "Phone=555-0100"]


def test_csv_and_tsv_rows():
    data = b"Name;City;Note\nSmith, John;Paris;ok\n\nLi;Beijing;=x\n"
    assert lines_of("people.csv", data) == [
        ("Name | City | Note", 1, None, "row {}"),
        ('Name="Smith, John", City=Paris, Note=ok', 2, None, "row {}"),  # the ';' is found
        ('Name=Li, City=Beijing, Note="=x"', 4, None, "row {}"),
    ]
    assert lines_of("t.tsv", b"a b\tc\n1,5\t2\n") == [
        ("a b | c", 1, None, "row {}"),
        ("a b=1,5, c=2", 2, None, "row {}"),
    ]


def test_opendocument_text_spreadsheet_and_presentation():
    text = of.odf(
        ODT,
        '<office:text><text:h text:outline-level="1">Plan</text:h><text:p>Step one<text:s text:c="2"/>now.</text:p>'
        "<text:list><text:list-item><text:p>buy tents</text:p></text:list-item></text:list></office:text>",
    )
    assert lines_of("plan.odt", text) == [
        ("# Plan", 1, None, "¶{}"),
        ("Step one now.", 2, None, "¶{}"),
        ("- buy tents", 3, None, "¶{}"),
    ]
    cell = "<table:table-cell><text:p>{}</text:p></table:table-cell>"
    sheet = of.odf(
        ODS,
        '<office:spreadsheet><table:table table:name="Q3"><table:table-row>'
        + cell.format("Region")
        + cell.format("Revenue")
        + '</table:table-row><table:table-row table:number-rows-repeated="2"/><table:table-row>'
        + cell.format("EMEA")
        + cell.format("1,200")
        + '<table:table-cell table:number-columns-repeated="16000"/></table:table-row>'
        '<table:table-row table:number-rows-repeated="1048000"><table:table-cell table:number-columns-repeated="1024"/>'
        "</table:table-row></table:table></office:spreadsheet>",
    )
    assert lines_of("sales.ods", sheet) == [
        ("Region | Revenue", 1, 1, "Q3!{}"),
        ("Region=EMEA, Revenue=1,200", 4, 1, "Q3!{}"),
    ]
    slides = of.odf(
        ODP,
        '<office:presentation><draw:page><draw:frame presentation:class="title"><draw:text-box><text:p>Roadmap</text:p>'
        '</draw:text-box></draw:frame><draw:frame presentation:class="outline"><draw:text-box><text:list><text:list-item>'
        "<text:p>Ship v2</text:p></text:list-item></text:list></draw:text-box></draw:frame><presentation:notes>"
        '<draw:frame presentation:class="notes"><draw:text-box><text:p>Say it slowly</text:p></draw:text-box>'
        "</draw:frame></presentation:notes></draw:page></office:presentation>",
    )
    assert lines_of("plan.odp", slides) == [
        ("# Roadmap", 1, 1, "slide 1"),
        ("Ship v2", 2, 1, "slide 1"),
        ("Notes: Say it slowly", 3, 1, "slide 1"),
    ]


def test_epub_chapters_are_named_by_the_table_of_contents():
    assert lines_of("book.epub", BOOK) == [  # the cover has no text: the first chapter is 'Loomings'
        ("# Moby Dick", 1, 0, "title"),
        ("# Loomings", 1, 1, "ch. 1 “Loomings” ¶{}"),
        ("Call me Ishmael.", 2, 1, "ch. 1 “Loomings” ¶{}"),
        ("Some years ago — never mind.", 3, 1, "ch. 1 “Loomings” ¶{}"),
        ("## The Voyage", 1, 2, "ch. 2 “The Voyage” ¶{}"),
        ("The ship left Nantucket in fog.", 2, 2, "ch. 2 “The Voyage” ¶{}"),
        ("a | b", 3, 2, "ch. 2 “The Voyage” ¶{}"),
    ]
    chunks = make_chunks(read_lines(Path("book.epub"), BOOK))
    assert [c.heading for c in chunks] == ["Moby Dick", "Moby Dick › Loomings", "Moby Dick › The Voyage"]


def test_an_epub_2_book_is_named_by_its_toc_ncx():
    book = of.epub([("a.xhtml", "First chapter", "<h2>First</h2><p>Old style book.</p>")], nav=False)
    assert lines_of("old.epub", book) == [
        ("## First", 1, 1, "ch. 1 “First chapter” ¶{}"),
        ("Old style book.", 2, 1, "ch. 1 “First chapter” ¶{}"),
    ]


def test_a_chinese_mail_in_gb2312():
    from email.message import EmailMessage

    msg = EmailMessage()
    msg["Subject"], msg["From"], msg["Date"] = "预算", "张三 <zhang@example.cn>", "Tue, 01 Dec 2026 09:30:00 +0800"
    msg.set_content("各位好，\n预算是四万元。\n", charset="gb2312")
    assert b"gb2312" in bytes(msg)
    assert [t for t, *_ in lines_of("预算.eml", bytes(msg))] == [
        "Subject: 预算",
        "From: 张三 <zhang@example.cn>",
        "Date: Tue, 01 Dec 2026 09:30:00 +0800",
        "",
        "各位好，",
        "预算是四万元。",
    ]


def test_mail_prefers_plain_text_and_reads_its_attachments():
    msg = of.message(
        "Budget",
        "Hi Bob,\n\nThe budget is 40k.\n",
        html="<p>The budget is <b>forty</b>.</p>",
        attachments={
            "costs.csv": b"Item,Cost\nTent,300\n",
            "memo.docx": of.docx(of.w_p("Attached memo.")),
            "x.png": b"\x89PNG",
        },
    )
    assert lines_of("mail.eml", bytes(msg)) == [
        ("Subject: Budget", 1, 1, "message, lines {}"),
        ("From: Alice <alice@example.com>", 2, 1, "message, lines {}"),
        ("To: bob@example.com", 3, 1, "message, lines {}"),
        ("Date: Tue, 01 Dec 2026 09:30:00 +0000", 4, 1, "message, lines {}"),
        ("", 5, 1, "message, lines {}"),
        ("Hi Bob,", 6, 1, "message, lines {}"),
        ("", 7, 1, "message, lines {}"),
        ("The budget is 40k.", 8, 1, "message, lines {}"),
        ("Item | Cost", 1, 2, "attachment costs.csv row {}"),
        ("Item=Tent, Cost=300", 2, 2, "attachment costs.csv row {}"),
        ("Attached memo.", 1, 3, "attachment memo.docx ¶{}"),  # the picture cannot be read and is left out
    ]
    html_only = of.message(
        "Plans", "", html="<html><body><p>Only <b>html</b> here.</p><p>Second part</p></body></html>"
    )
    assert [t for t, *_ in lines_of("h.eml", bytes(html_only))][-2:] == ["Only html here.", "Second part"]


def test_a_mailbox_numbers_its_messages():
    one = bytes(of.message("One", "first body\nFrom here on\n")).replace(b"\nFrom here", b"\n>From here")
    box = b"From a@x Tue Dec  1 09:30:00 2026\n" + one + b"\nFrom b@x Tue Dec  1 10:00:00 2026\n"
    box += bytes(of.message("Two", "second body\n"))
    lines = read_lines(Path("inbox.mbox"), box)
    assert [(ln.line, ln.page, ln.place) for ln in lines if ln.text == "From here on"] == [
        (7, 1, "message 1, lines {}")
    ]
    assert [(ln.line, ln.page, ln.place) for ln in lines if ln.text == "second body"] == [(6, 2, "message 2, lines {}")]


def _ole(encrypted: bool) -> bytes:
    return OLE_MAGIC + bytes(512) + ("EncryptedPackage".encode("utf-16-le") if encrypted else b"WordDocument")


BAD = {
    "cut.docx": (REPORT[: len(REPORT) // 2], "damaged Word document (File is not a zip file)"),
    "locked.docx": (_ole(True), "password-protected Word document"),
    "locked.xlsx": (_ole(True), "password-protected Excel workbook"),
    "old.doc": (_ole(False), "old binary Office format; save it as .docx to index it"),
    "noxml.pptx": (of.zipped({"ppt/presentation.xml": "<p:presentation"}), "damaged PowerPoint presentation"),
    "locked.odt": (
        of.odf(ODT, "<office:text/>", "<manifest:encryption-data/>"),
        "password-protected OpenDocument text",
    ),
    "drm.epub": (of.epub([("one.xhtml", "One", "<p>x</p>")], encrypted=["OEBPS/text/one.xhtml"]), "DRM-protected EPUB"),
    "notmail.eml": (b"just some words\n", "not an email message"),
}


def _corrupt_deflate(data: bytes, part: str) -> bytes:
    """The zip with the middle of one part's compressed bytes overwritten: its headers stay valid."""
    info = zipfile.ZipFile(io.BytesIO(data)).getinfo(part)
    start = info.header_offset + 30 + len(info.filename.encode()) + len(info.extra)
    middle = start + info.compress_size // 2
    return data[:middle] + bytes(range(7, 47)) + data[middle + 40 :]


BAD["bits.docx"] = (
    _corrupt_deflate(of.docx(of.w_p("Long text. " * 400)), "word/document.xml"),
    "damaged Word document",
)


@pytest.mark.parametrize("name", sorted(BAD))
def test_damaged_and_protected_files_say_why_in_one_line(name):
    data, reason = BAD[name]
    with pytest.raises(Skipped) as e:
        read_lines(Path(name), data)
    assert str(e.value).startswith(reason) and "\n" not in str(e.value)


def test_a_folder_with_bad_files_is_indexed_and_each_one_skipped_says_why(index, tmp_path):
    root = tmp_path / "docs"
    root.mkdir()
    for name, (data, _) in BAD.items():
        (root / name).write_bytes(data)
    (root / "report.docx").write_bytes(REPORT)
    (root / "font.epub").write_bytes(  # an obfuscated font is encryption that does not stop reading
        of.epub([("one.xhtml", "One", "<p>Readable chapter.</p>")], encrypted=["OEBPS/fonts/a.otf"])
    )
    report = index.add([root], "c", hashing_embed)
    skipped = {Path(p).name: reason for p, reason in report.skipped}
    assert set(skipped) == set(BAD) and report.added == 2
    assert all(skipped[n].startswith(BAD[n][1]) for n in BAD)


def test_a_reader_that_fails_unexpectedly_costs_only_its_file(index, tmp_path, monkeypatch):
    from macllm.docs.formats import office

    def broken(data):
        raise IndexError("list index out of range")

    monkeypatch.setattr(office, "pptx", broken)
    root = tmp_path / "docs"
    root.mkdir()
    (root / "deck.pptx").write_bytes(DECK)
    (root / "report.docx").write_bytes(REPORT)
    report = index.add([root], "c", hashing_embed)
    assert report.added == 1
    assert report.skipped == [(str(root / "deck.pptx"), "unreadable .pptx file (IndexError: list index out of range)")]


def test_counts_in_opendocument_are_bounded():
    odt = of.odf(
        ODT,
        '<office:text><text:h text:outline-level="x">T</text:h><text:p>a<text:s text:c="999999999999"/>b</text:p></office:text>',
    )
    assert lines_of("x.odt", odt) == [("# T", 1, None, "¶{}"), ("a b", 2, None, "¶{}")]


@pytest.fixture
def library(tmp_path):
    root = tmp_path / "library"
    root.mkdir()
    files = {
        "report.docx": REPORT,
        "deck.pptx": DECK,
        "sales.xlsx": SALES,
        "book.epub": BOOK,
        "people.csv": b"Name,City\nAnna,Oslo\nLi,Beijing\n",
        "mail.eml": bytes(
            of.message(
                "Trip",
                "We leave on Friday.\n",
                attachments={"tents.xlsx": of.xlsx({"Gear": [["Item", "Count"], ["Tent", 3]]})},
            )
        ),
    }
    for name, data in files.items():
        (root / name).write_bytes(data)
    return root


@pytest.mark.parametrize(
    "query,cited",
    [
        ("engineers hire", "report.docx ¶3-9"),  # the Outlook section, a passage of its own
        ("thank sales team", "deck.pptx slide 1"),
        ("APAC", "sales.xlsx Q3!1-3"),
        ("Nantucket fog", "book.epub ch. 2 “The Voyage” ¶1-3"),
        ("Beijing", "people.csv row 1-3"),
        ("Friday", "mail.eml message, lines 1-6"),
        ("Tent", "mail.eml attachment tents.xlsx Gear!1-2"),
    ],
)
def test_each_format_is_cited_by_its_own_places(index, library, query, cited):
    assert index.add([library], "c", hashing_embed).skipped == []
    hit = search(index, query, "c", hashing_embed, k=1, mode="keyword")[0]
    assert where(hit) == f"{library}/{cited}"
    [source] = cite("It says so [1].", [hit]).sources
    assert source["place"] == cited.split(" ", 1)[1] and hit.as_dict()["place"] == source["place"]


def test_the_app_lists_a_cited_slide_and_shows_it_as_text(index, library):
    index.add([library], "c", hashing_embed)
    hit = search(index, "region revenue EMEA", "c", hashing_embed, k=5, mode="keyword")
    [slide] = [p for p in hit if p.file.endswith("deck.pptx") and p.page == 2]
    [source] = cite("[1]", [slide]).sources
    shown, note = grounding.context_lines(source)
    assert note is None and shown == [(1, "# By region"), (2, "Region | Revenue"), (3, "EMEA | 1200")]
    assert short_where(source) == "library/deck.pptx slide 2"  # as the app's sources panel lists it


def test_an_index_from_before_places_opens_and_cites_new_formats_by_them(tmp_path):
    db_path = tmp_path / "docs.db"
    notes = tmp_path / "a.md"
    notes.write_text("# Title\n\nSome text here.\n", encoding="utf-8")
    index = DocIndex(db_path)
    index.add([notes], "c", hashing_embed)
    index.close()
    db = sqlite3.connect(db_path)
    db.execute("ALTER TABLE chunks DROP COLUMN place")
    db.commit()
    db.close()
    (tmp_path / "deck.pptx").write_bytes(DECK)
    index = DocIndex(db_path)
    report = index.add([tmp_path], "c", hashing_embed)
    assert (report.added, report.unchanged) == (1, 1)  # the old file is kept as it was indexed
    assert where(search(index, "some text", "c", hashing_embed, k=1, mode="keyword")[0]) == f"{notes}:1-3"
    assert where(search(index, "thank sales team", "c", hashing_embed, k=1, mode="keyword")[0]).endswith("slide 1")
    index.close()


def test_docs_add_and_search_cite_paragraphs_slides_and_rows(home, minilm_dir, library):
    import json
    import subprocess
    import sys

    from macllm import model_store

    model_store.pull(str(minilm_dir), name="all-minilm-l6-v2")

    def macllm(*args):
        return subprocess.run(
            [sys.executable, "-m", "macllm.cli.main", *args], capture_output=True, text=True, timeout=600
        )

    r = macllm("docs", "add", str(library), "-c", "lib")
    assert r.returncode == 0 and "6 new" in r.stdout and "skipped" not in r.stderr, r.stderr
    r = macllm("docs", "search", "what did the sales team get thanked for", "-c", "lib", "-k", "1", "--json")
    [hit] = json.loads(r.stdout)
    assert hit["file"].endswith("deck.pptx") and hit["place"] == "slide 1" and hit["page"] == 1
    r = macllm("docs", "search", "revenue of the APAC region", "-c", "lib", "-k", "1")
    assert r.returncode == 0 and r.stdout.startswith(f"[1] {library}/sales.xlsx Q3!1-3  (score"), r.stdout


def test_office_files_may_be_larger_than_text_files(monkeypatch):
    from macllm.docs import read

    monkeypatch.setattr(read, "MAX_BYTES", len(DECK) - 1)  # pictures make office files large; their text is small
    assert lines_of("deck.pptx", DECK)[0] == ("# Quarterly review", 1, 1, "slide 1")
    with pytest.raises(Skipped, match="larger than"):
        read_lines(Path("deck.csv"), b"x" * len(DECK))
