"""PDF: each page's text lines as pypdf extracts them, cited by page and line; a page's printed number left out
(without_running_lines). A PDF without a text layer (a scan) is skipped with a note."""

from __future__ import annotations

import re

from macllm.docs.read import Line, Skipped


def pdf(data: bytes) -> list[Line]:
    """Each page's text lines (pypdf), numbered within their page; page numbers left out."""
    import io

    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            raise Skipped("encrypted PDF")
        lines = []
        for page_no, page in enumerate(reader.pages, 1):
            for i, t in enumerate((page.extract_text() or "").splitlines(), 1):
                lines.append(Line(t, i, page_no))
    except (PdfReadError, ValueError, KeyError, OSError) as e:
        raise Skipped(f"unreadable PDF ({e})") from None
    if not any(line.text.strip() for line in lines):
        raise Skipped("PDF has no text layer (scanned images?)")
    return without_running_lines(lines)


PAGE_NUMBER = re.compile(r"\d+")
# what a page number's line holds besides its numbers: 'Page 3 of 12', '- 3 -', '3/12', '第 3 页 共 12 页'
PAGE_WORDS = re.compile(
    r"(?i)\b(?:page|pages|pg|p|of|seite|von|pagina|página|de|sur)\b|[页頁第共/\\|·•.,:()\[\]<>—–-]|\s"
)


def without_running_lines(lines: list[Line]) -> list[Line]:
    """A PDF's lines less its page numbers: a page's first or last line that holds only a number counting with the
    page and page words ('Page 3 of 12', '- 3 -', '3/12', '第 3 页 共 12 页'), on at least half of the pages (and
    three or more). Running titles stay: from the text alone they cannot be told from a table's header row that a
    page repeats, which its rows need."""
    pages: dict[int, list[Line]] = {}
    for line in lines:
        if line.text.strip():
            pages.setdefault(line.page, []).append(line)
    offsets: dict[int, int] = {}  # a page number's offset from the page -> on how many pages
    numbered: dict[int, list[Line]] = {}
    for page, own in pages.items():
        for line in {id(own[0]): own[0], id(own[-1]): own[-1]}.values():
            number = PAGE_NUMBER.search(line.text)
            if number and not PAGE_WORDS.sub("", PAGE_NUMBER.sub("", line.text)):
                offset = int(number.group()) - page
                offsets[offset] = offsets.get(offset, 0) + 1
                numbered.setdefault(offset, []).append(line)
    if len(pages) < 3 or not offsets:
        return lines
    offset, count = max(offsets.items(), key=lambda item: item[1])
    if count < max(3, len(pages) / 2):
        return lines
    dropped = {id(line) for line in numbered[offset]}
    return [line for line in lines if id(line) not in dropped]
