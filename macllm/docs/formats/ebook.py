"""E-books (.epub): the chapters in reading order (the spine), each a page of paragraphs.

A chapter is named by its table of contents' title (EPUB 3's navigation document, else EPUB 2's toc.ncx) and
numbered among the chapters that have text; its paragraphs are numbered from 1, headings become Markdown
headings, table rows one line each. Passages never cross a chapter and are cited as 'ch. 3 “Loomings” ¶12'. The
book's title (its metadata's) stands first, cited as 'title'. A book whose chapters are encrypted (DRM) is
skipped, and says so; obfuscated fonts are not in the way.
"""

from __future__ import annotations

import posixpath
from html.parser import HTMLParser

from macllm.docs.formats.html_blocks import html_blocks
from macllm.docs.formats.package import Package, resolve
from macllm.docs.read import Line, Skipped

CONTAINER = "{urn:oasis:names:tc:opendocument:xmlns:container}"
OPF = "{http://www.idpf.org/2007/opf}"
NCX = "{http://www.daisy.org/z3986/2005/ncx/}"
DC = "{http://purl.org/dc/elements/1.1/}"
ENC = "{http://www.w3.org/2001/04/xmlenc#}"
TITLE_CHARS = 60


def epub(data: bytes) -> list[Line]:
    pkg = Package(data, "EPUB book")
    if not pkg.has("META-INF/container.xml"):
        raise Skipped("damaged EPUB book (no META-INF/container.xml)")
    root = pkg.xml("META-INF/container.xml").find(f"{CONTAINER}rootfiles/{CONTAINER}rootfile")
    opf_path = resolve("", root.get("full-path", "")) if root is not None else ""
    if not pkg.has(opf_path):
        raise Skipped("damaged EPUB book (no package document)")
    opf = pkg.xml(opf_path)
    folder = posixpath.dirname(opf_path)
    items = {
        item.get("id"): (resolve(folder, item.get("href", "")), item.get("properties", ""))
        for item in opf.iter(f"{OPF}item")
    }
    spine = opf.find(f"{OPF}spine")
    chapters = [items[ref.get("idref")] for ref in (spine if spine is not None else []) if ref.get("idref") in items]
    encrypted = _encrypted(pkg)
    if any(path in encrypted for path, _ in chapters):
        raise Skipped("DRM-protected EPUB book (its chapters are encrypted)")
    titles = _toc_titles(pkg, items, spine)
    # the book's title first, on a page of its own: passages then carry 'Moby Dick › Loomings' as their heading,
    # where the first chapter's heading would otherwise stand as the book's title
    title = opf.find(f"{OPF}metadata/{DC}title")
    book = " ".join((title.text or "").split()) if title is not None else ""
    lines: list[Line] = [Line(f"# {book}", 1, 0, "title")] if book else []
    number = 0
    for path, properties in chapters:
        if "nav" in properties.split() or not pkg.has(path):
            continue
        blocks = html_blocks(pkg.read(path).decode("utf-8", errors="replace"))
        if not blocks:
            continue  # a cover picture, a blank page
        number += 1
        title = titles.get(path, "")
        title = title if len(title) <= TITLE_CHARS else title[: TITLE_CHARS - 1] + "…"
        place = f"ch. {number} “{title}” ¶{{}}" if title else f"ch. {number} ¶{{}}"
        lines += [Line(text, n, number, place) for n, text in enumerate(blocks, 1)]
    return lines


def _encrypted(pkg: Package) -> set[str]:
    if not pkg.has("META-INF/encryption.xml"):
        return set()
    refs = pkg.xml("META-INF/encryption.xml").iter(f"{ENC}CipherReference")
    return {resolve("", ref.get("URI", "")) for ref in refs}


def _toc_titles(pkg: Package, items: dict, spine) -> dict[str, str]:
    """Chapter file -> its first title in the table of contents."""
    titles: dict[str, str] = {}
    nav = next((path for path, props in items.values() if "nav" in props.split()), None)
    if nav and pkg.has(nav):
        for href, text in _nav_links(pkg.read(nav).decode("utf-8", errors="replace")):
            titles.setdefault(resolve(posixpath.dirname(nav), href), text)
    ncx = items.get(spine.get("toc")) if spine is not None else None
    if not titles and ncx and pkg.has(ncx[0]):
        for point in pkg.xml(ncx[0]).iter(f"{NCX}navPoint"):
            label, content = point.find(f"{NCX}navLabel/{NCX}text"), point.find(f"{NCX}content")
            if label is not None and content is not None and label.text:
                target = resolve(posixpath.dirname(ncx[0]), content.get("src", ""))
                titles.setdefault(target, " ".join(label.text.split()))
    return titles


class _NavLinks(HTMLParser):
    """The links of an EPUB 3 navigation document's table of contents: (href, text)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links: list[tuple[str, str]] = []
        self.href: str | None = None
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.href, self.text = dict(attrs).get("href"), []

    def handle_data(self, data):
        if self.href is not None:
            self.text.append(data)

    def handle_endtag(self, tag):
        if tag == "a" and self.href is not None:
            if text := " ".join("".join(self.text).split()):
                self.links.append((self.href, text))
            self.href = None


def _nav_links(text: str) -> list[tuple[str, str]]:
    parser = _NavLinks()
    parser.feed(text)
    parser.close()
    return parser.links
