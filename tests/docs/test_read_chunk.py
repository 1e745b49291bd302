"""Reading files into lines with their numbers (and pages), and chunking that keeps the spans."""

from pathlib import Path

import pytest

from macllm.docs import grounding, read
from macllm.docs.chunk import make_chunks
from macllm.docs.formats.html_blocks import html_blocks
from macllm.docs.formats.pdf import without_running_lines
from macllm.docs.read import Line, Skipped, read_lines

from .pdf_files import make_pdf


def test_text_keeps_line_numbers():
    lines = read_lines(Path("a.md"), b"# Title\n\nfirst para\nstill first\n\nsecond")
    assert [(ln.line, ln.text) for ln in lines if ln.text] == [
        (1, "# Title"),
        (3, "first para"),
        (4, "still first"),
        (6, "second"),
    ]


def test_html_text_keeps_source_lines_and_drops_scripts():
    html = (
        "<html><head><title>t</title><script>var x = 1;</script></head>\n"
        "<body>\n<p>Hello\nworld</p>\n<style>p{}</style><p>Bye</p></body></html>"
    )
    lines = read_lines(Path("a.html"), html.encode())
    assert [(ln.line, ln.text) for ln in lines] == [(3, "Hello"), (4, "world"), (5, "Bye")]


def test_html_navigation_is_left_out():
    html = (
        '<body><nav><a href="/">Ashworth District Council</a> &rsaquo; <a href="/bins">Bins</a> &rsaquo; Bin\n'
        "collections</nav>\n<h1>Bin collections</h1>\n<p>Up to three items: £36</p></body>"
    )
    lines = read_lines(Path("a.html"), html.encode())
    assert [(ln.line, ln.text) for ln in lines] == [(3, "# Bin collections"), (4, "Up to three items: £36")]
    unclosed = "<body><nav><a href=/>Home</a></div>\n<main><h2>Bins</h2><p>Christmas: Saturday 2 January</p></main>"
    lines = read_lines(Path("a.html"), unclosed.encode())  # a nav left open ends where the content starts
    assert [ln.text for ln in lines] == ["## Bins", "Christmas: Saturday 2 January"]
    assert html_blocks(unclosed) == ["## Bins", "Christmas: Saturday 2 January"]
    assert html_blocks(html) == ["# Bin collections", "Up to three items: £36"]


def test_pdf_pages():
    data = make_pdf([["Alpha line one", "Alpha line two"], ["Beta on page two"]])
    lines = read_lines(Path("a.pdf"), data)
    assert [(ln.page, ln.line, ln.text) for ln in lines] == [
        (1, 1, "Alpha line one"),
        (1, 2, "Alpha line two"),
        (2, 1, "Beta on page two"),
    ]


@pytest.mark.parametrize(
    "name,data,reason",
    [
        ("a.png", b"\x89PNG....", "binary file"),
        ("a.dat", b"abc\0def", "binary file"),
        ("a.pdf", b"%PDF-1.4 garbage", "unreadable PDF"),
    ],
)
def test_bad_files_say_why(name, data, reason):
    with pytest.raises(Skipped, match=reason):
        read_lines(Path(name), data)


def test_an_iwork_document_says_how_to_export_it_and_a_bundle_is_one_file(index, tmp_path):
    with pytest.raises(Skipped, match=r"Apple Pages document; in Pages, File > Export To > Word \(.docx\) or PDF"):
        read_lines(Path("report.pages"), b"PK\x03\x04 zipped protobuf")
    bundle = tmp_path / "docs" / "deck.key"  # an older Keynote file: a folder of parts
    (bundle / "Index").mkdir(parents=True)
    (bundle / "Index" / "Slide.iwa").write_bytes(b"\x00\x01")
    (bundle / "preview.jpg").write_bytes(b"\xff\xd8")
    (tmp_path / "docs" / "server.key").write_text("-----BEGIN PRIVATE KEY-----\n")  # not Keynote: plain text
    (tmp_path / "docs" / "notes.txt").write_text("The launch is on Friday.")
    assert list(read.discover([tmp_path / "docs"])) == [
        bundle,
        tmp_path / "docs" / "notes.txt",
        tmp_path / "docs" / "server.key",
    ]
    report = index.add([tmp_path / "docs"], "c", lambda texts: [[1.0, 0.0]] * len(texts))
    assert report.skipped == [
        (
            str(bundle),
            "Apple Keynote document; in Keynote, File > Export To > PowerPoint (.pptx) or PDF, and index that file",
        )
    ]
    assert report.added == 2


def test_an_iwork_documents_preview_pdf_is_read_and_a_folder_named_like_one_is_a_folder(index, tmp_path):
    import io
    import zipfile

    preview = make_pdf([["Quarterly plan", "Launch on 3 March."]])
    zipped = io.BytesIO()
    with zipfile.ZipFile(zipped, "w") as package:  # iWork '09 saved in one file: a zip with its preview inside
        package.writestr("index.xml.gz", b"...")
        package.writestr("QuickLook/Preview.pdf", preview)
    assert [line.text for line in read_lines(Path("plan.pages"), zipped.getvalue())] == [
        "Quarterly plan",
        "Launch on 3 March.",
    ]
    bundle = tmp_path / "docs" / "plan.pages"  # the same as a bundle
    (bundle / "QuickLook").mkdir(parents=True)
    (bundle / "QuickLook" / "Preview.pdf").write_bytes(preview)
    (bundle / "index.xml.gz").write_bytes(b"\x1f\x8b")
    keys = tmp_path / "docs" / "ssl.key"  # a folder that only has iWork's suffix
    keys.mkdir()
    (keys / "notes.txt").write_text("Renew the certificate in May.")
    assert list(read.discover([tmp_path / "docs"])) == [bundle, keys / "notes.txt"]
    (tmp_path / "docs" / "link.pages").symlink_to(bundle)  # a link to a bundle is not followed, as a folder's
    embed = lambda texts: [[1.0, 0.0]] * len(texts)  # noqa: E731
    report = index.add([tmp_path / "docs"], "c", embed)
    assert report.added == 2 and report.skipped == []
    source = {"file": str(bundle), "page": 1, "line_start": 2, "line_end": 2}
    assert "Launch on 3 March." in str(grounding.context_lines(source))  # its lines shown from the preview
    (bundle / "QuickLook" / "Preview.pdf").unlink()  # saved again by a newer Pages: no preview
    report = index.add([tmp_path / "docs"], "c", embed)
    assert report.removed == 1 and "Apple Pages document" in report.skipped[0][1]  # its old passages go
    assert list(index.file_paths("c").values()) == [str(keys / "notes.txt")]


def test_a_pdfs_page_numbers_are_left_out_and_its_other_lines_kept():
    pages = [
        ["Acme Staff Handbook 2027", "Name Dept Salary", f"Emp{n} Sales {n}0", "42", f"- {n + 2} -"]
        for n in range(1, 5)
    ]  # a running title, a table's header row that each page repeats, a lone number in it, a page number
    pages[1][-1] = "Question 2"  # a page number that does not count with the page is text
    lines = [(line.page, line.text) for line in read_lines(Path("payroll.pdf"), make_pdf(pages))]
    assert lines == [
        (1, "Acme Staff Handbook 2027"),
        (1, "Name Dept Salary"),
        (1, "Emp1 Sales 10"),
        (1, "42"),
        (2, "Acme Staff Handbook 2027"),
        (2, "Name Dept Salary"),
        (2, "Emp2 Sales 20"),
        (2, "42"),
        (2, "Question 2"),
        (3, "Acme Staff Handbook 2027"),
        (3, "Name Dept Salary"),
        (3, "Emp3 Sales 30"),
        (3, "42"),
        (4, "Acme Staff Handbook 2027"),
        (4, "Name Dept Salary"),
        (4, "Emp4 Sales 40"),
        (4, "42"),
    ]
    chinese = [Line(t, i, page) for page in (1, 2, 3) for i, t in enumerate(("规定", f"第 {page} 页 共 3 页"), 1)]
    assert [line.text for line in without_running_lines(chinese)] == ["规定"] * 3  # the test PDFs are Latin-1
    two_pages = make_pdf(pages[:2])  # too few pages to tell a page number from text
    assert len(read_lines(Path("short.pdf"), two_pages)) == 10


def test_a_comment_in_a_markdown_code_block_is_not_a_heading():
    readme = (
        "# Sluice\n\n## Install\n\nInstall it with pip:\n\n```bash\n# into a fresh environment\npip install sluice\n"
    )
    readme += (
        "```\n\nThen run the setup.\n\n~~~~python\n# Usage\n```\n~~~~\n\n## Usage\n\nRun `sluice serve` to start.\n"
    )
    chunks = make_chunks(read_lines(Path("README.md"), readme.encode()), max_chars=120)
    assert [(c.heading, c.line_start, c.line_end) for c in chunks] == [
        ("Sluice › Install", 1, 10),  # the comment stays in its block, under the section it is in
        ("Sluice › Install", 12, 17),  # a fence closes only with its own kind and length
        ("Sluice › Usage", 19, 21),
    ]


def test_a_restructuredtext_underline_of_tildes_is_no_code_fence():
    changes = b"Changelog\n=========\n\n2.5.0\n-----\n\nAdded\n~~~~~\n\n- Zstandard files.\n\nRemoved\n~~~~~~~\n\n- Python 3.9.\n"
    chunks = make_chunks(read_lines(Path("CHANGES.rst"), changes), max_chars=40)
    assert [c.heading for c in chunks][-2:] == ["Changelog › 2.5.0 › Added", "Changelog › 2.5.0 › Removed"]


def test_a_comment_in_a_web_pages_code_is_not_a_heading():
    page = b"<h1>Sluice</h1><h2>Install</h2><pre><code># into a fresh environment\npip install sluice\n</code></pre>"
    page += b"<p>Then run setup.</p><h2>Usage</h2><p>Run sluice serve.</p>"
    lines = read_lines(Path("install.html"), page)
    assert [line.text for line in lines][2:6] == ["```", "# into a fresh environment", "pip install sluice", "```"]
    assert [c.heading for c in make_chunks(lines, max_chars=80)] == ["Sluice › Install", "Sluice › Usage"]
    blocks = html_blocks(page.decode())  # an e-book's chapter, a mail's HTML part: one line a block
    assert blocks[2:5] == ["```", "# into a fresh environment pip install sluice", "```"]


def test_a_notes_front_matter_gives_its_title_and_no_headings():
    note = '---\ntitle: "Boiler service"\ntags: [home, boiler]\ndate: 2026-03-02\n---\n\nThe service costs £95.\n'
    note += "\n## Next visit\n\nBook again before March 2027.\n"  # as Obsidian, Jekyll and Hugo write notes
    chunks = make_chunks(read_lines(Path("boiler.md"), note.encode()), max_chars=120)
    assert [(c.heading, c.line_start, c.line_end) for c in chunks] == [
        ("Boiler service", 1, 5),  # not 'date: 2026-03-02', the line above the closing '---'
        ("Boiler service", 7, 7),
        ("Boiler service › Next visit", 9, 11),
    ]
    setext = make_chunks(read_lines(Path("n.md"), b"Intro line\n---\n\nText.\n"), max_chars=60)
    assert [c.heading for c in setext] == ["Intro line"]  # a '---' under a first line is still its underline


def test_oversized_files_are_skipped(monkeypatch):
    monkeypatch.setattr(read, "MAX_BYTES", 10)
    with pytest.raises(Skipped, match="larger than"):
        read_lines(Path("a.txt"), b"x" * 11)


def test_discover_skips_vcs_and_hidden(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "config").write_text("x")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.txt").write_text("x")
    (tmp_path / ".hidden.txt").write_text("x")
    assert [p.name for p in read.discover([tmp_path])] == ["a.txt"]


def test_chunks_keep_spans_and_pages():
    lines = [Line(f"line {i} " + "word " * 10, i, 1) for i in range(1, 30)] + [Line("page two text", 1, 2)]
    chunks = make_chunks(lines, max_chars=200)
    assert all(c.page == 1 for c in chunks[:-1]) and chunks[-1].page == 2 and chunks[-1].text == "page two text"
    for c in chunks[:-1]:
        first, last = c.text.splitlines()[0], c.text.splitlines()[-1]
        assert first.startswith(f"line {c.line_start} ") and last.startswith(f"line {c.line_end} ")
        assert len(c.text) <= 200
    assert chunks[0].line_start == 1 and chunks[-2].line_end == 29


def test_long_cjk_line_is_split_within_its_line_at_sentence_ends_with_columns():
    text = "向量数据库用于存储嵌入。" * 100
    chunks = make_chunks([Line(text, 7)], max_chars=300)
    assert len(chunks) >= 4 and all(c.line_start == c.line_end == 7 for c in chunks)
    assert "".join(c.text for c in chunks) == text
    assert all(c.text.endswith("。") and len(c.text) <= 300 for c in chunks)
    assert chunks[0].col_start == 1 and chunks[-1].col_end == len(text)
    for a, b in zip(chunks, chunks[1:]):  # columns, 1-based: each passage starts where the one before ended
        assert b.col_start == a.col_end + 1 and text[b.col_start - 1 :].startswith(b.text)


def test_passages_end_at_sentence_ends_in_english_and_chinese():
    english = " ".join(f"Sentence number {i} says something about the topic at hand." for i in range(40))
    chinese = "".join(f"第{i}句话讲了一件事情，而且讲得很清楚！" for i in range(40))
    for text in (english, chinese):
        chunks = make_chunks([Line(text, 1)], max_chars=200)
        assert len(chunks) > 3
        assert all(c.text.endswith((".", "！")) for c in chunks), [c.text[-10:] for c in chunks]
        assert all(len(c.text) <= 200 for c in chunks)
    wrapped = [Line("A first sentence that wraps over", 1), Line("two lines. And a second one that", 2)]
    wrapped += [Line("also wraps. " + "More words here. " * 12, 3)]
    chunks = make_chunks(wrapped, max_chars=120)
    assert chunks[0].text.endswith(".") and chunks[0].line_start == 1


def test_a_sentence_longer_than_a_passage_is_cut_at_a_comma():
    text = "，".join(["这是一个很长的分句"] * 60) + "。"
    chunks = make_chunks([Line(text, 1)], max_chars=100)
    assert "".join(c.text for c in chunks) == text
    assert all(c.text.endswith(("，", "。")) for c in chunks)


def test_headings_are_kept_with_each_passage():
    text = "Tool 1.4 Release Notes\n======================\n\nUpdates since v1.3\n------------------\n\n"
    text += "\n\n".join(f" * Bullet {i} has a few words in it." for i in range(30))
    text += "\n\n# Later\n\n" + "\n\n".join(["A paragraph under a Markdown heading."] * 12) + "\n"
    chunks = make_chunks(read_lines(Path("1.4.0.txt"), text.encode()), max_chars=200)
    # the title and its underline open the first passage (a heading alone is no passage), under the section it opens
    assert chunks[0].text.startswith("Tool 1.4 Release Notes\n===") and "Bullet 0" in chunks[0].text
    assert chunks[0].heading == "Tool 1.4 Release Notes › Updates since v1.3"
    assert chunks[2].heading == "Tool 1.4 Release Notes › Updates since v1.3"
    assert chunks[-1].heading == "Tool 1.4 Release Notes › Later" and "Bullet" not in chunks[-1].text


MAN_PAGE = """SLUICE(1)                        User Commands                        SLUICE(1)

NAME
       sluice - copy directory trees to a remote host

OPTIONS
       -j, --jobs=N
              Send N files at the same time. The default is 4.

EXIT STATUS
       0      Every file was copied.

       3      Some files could not be copied; the others were.

sluice 3.2                         March 2026                         SLUICE(1)
"""


def test_a_man_pages_capital_sections_are_headings_and_start_passages():
    chunks = make_chunks(read_lines(Path("sluice.1.txt"), MAN_PAGE.encode()))
    title = "SLUICE(1) User Commands SLUICE(1)"  # its runs of spaces collapsed
    assert [c.heading for c in chunks] == [f"{title} › {s}" for s in ("NAME", "OPTIONS", "EXIT STATUS")]
    assert chunks[0].text.startswith("SLUICE(1)") and "NAME" in chunks[0].text  # the title opens the first one
    assert "Some files could not be copied" in chunks[2].text and "--jobs" not in chunks[2].text
    # capitals inside a paragraph, indented, or followed by a line at the margin are no heading
    prose = "Intro line.\n\nNOTE WELL this is prose\nand more prose.\n\n    INDENTED CAPS\n"
    assert {c.heading for c in make_chunks(read_lines(Path("a.txt"), prose.encode()))} == {""}


GATEWAY_YAML = """# Marlin gateway: configuration reference (marlin 2.3)
#
# Every key is shown with its default value.

server:
  # Longest time to write a response. Streaming responses are exempt.
  write_timeout: 60s
  limits:
    # Requests a minute per key.
    per_key: 300

# Keys of the TLS listener.
tls:
  min_version: "1.2"
"""


def test_hash_lines_of_configuration_and_code_are_comments_and_their_sections_are_headings():
    from macllm.docs.read import outline_of

    assert outline_of(Path("gateway.yaml")) == "config" and outline_of(Path("Makefile")) == "code"
    assert outline_of(Path("notes.md")) == outline_of(Path("notes.txt")) == "text"
    lines = read_lines(Path("gateway.yaml"), GATEWAY_YAML.encode())
    chunks = make_chunks(lines, outline="config")
    title = "Marlin gateway: configuration reference (marlin 2.3)"
    assert [c.heading for c in chunks] == [title, f"{title} › server", f"{title} › tls"]
    assert "write_timeout: 60s" in chunks[1].text and "per_key: 300" in chunks[1].text  # one passage, not a line each
    # read as Markdown, every comment line was a heading and a passage of its own
    assert len(make_chunks(lines, outline="text")) > len(chunks)
    deeper = make_chunks(lines, max_chars=60, outline="config")
    assert any(c.heading == f"{title} › server › limits" and "per_key" in c.text for c in deeper)
    script = "# Build the docs\nmake html\n# Publish them\nrsync -a _build/ host:/srv/\n"
    assert {c.heading for c in make_chunks(read_lines(Path("build.sh"), script.encode()), outline="code")} == {""}
