"""Reading documents into lines that remember where they came from (line number, and page for PDFs).

Text, Markdown, reStructuredText and source code keep their own line numbers; HTML keeps the line of the
source where each piece of text stands; PDF (`formats/pdf.py`) gives each page's text lines with the page number.
Office files, spreadsheets, e-books, mail and RTF are read by `formats/` (one module per family, picked by FORMATS):
their lines are paragraphs, slide texts or rows, and each line's `place` says how a citation names it
(`report.docx ¶12`, `deck.pptx slide 4`, `sales.xlsx Q3!14`).
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from macllm.docs.encoding import declared_charset, decoded
from macllm.docs.formats import NavCount, cells_line

MAX_BYTES = 20 * 1024 * 1024
# Office files, e-books and mail carry pictures and attachments: only their text parts are read (each part at most
# formats/package.py's MAX_PART), so the file itself may be larger
MAX_PACKAGE_BYTES = 200 * 1024 * 1024
SKIP_DIRS = {".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", "venv", ".tox", ".mypy_cache", ".cache"}
BINARY_EXT = {
    ".png",
    ".jpg",
    ".jpeg",
    ".gif",
    ".webp",
    ".ico",
    ".zip",
    ".gz",
    ".tar",
    ".xz",
    ".7z",
    ".whl",
    ".so",
    ".dylib",
    ".exe",
    ".bin",
    ".gguf",
    ".safetensors",
    ".npz",
    ".pyc",
    ".mp3",
    ".mp4",
    ".mov",
    ".woff",
    ".ttf",
    ".db",
}
# suffix -> (module in macllm.docs.formats, reader); each reader takes the file's bytes and returns its Lines
FORMATS = {
    ".docx": ("office", "docx"),
    ".docm": ("office", "docx"),
    ".pptx": ("office", "pptx"),
    ".pptm": ("office", "pptx"),
    ".xlsx": ("sheets", "xlsx"),
    ".xlsm": ("sheets", "xlsx"),
    ".csv": ("sheets", "csv_lines"),
    ".tsv": ("sheets", "tsv_lines"),
    ".odt": ("opendoc", "odt"),
    ".ods": ("opendoc", "ods"),
    ".odp": ("opendoc", "odp"),
    ".epub": ("ebook", "epub"),
    ".eml": ("mail", "eml"),
    ".mbox": ("mail", "mbox"),
    ".rtf": ("rtf", "rtf"),
}
OLD_OFFICE = {".doc": ".docx", ".xls": ".xlsx", ".ppt": ".pptx"}
# Apple's iWork documents: zip packages of compressed protobuf that only their own apps read (a folder, a bundle, in
# older versions); each app exports to a format that is read here
IWORK = {
    ".pages": ("Pages", "Word (.docx) or PDF"),
    ".numbers": ("Numbers", "Excel (.xlsx) or CSV"),
    ".key": ("Keynote", "PowerPoint (.pptx) or PDF"),
}
# what an iWork bundle (a folder) holds, where a folder named so otherwise is a folder
IWORK_PARTS = ("Index.zip", "Index", "index.xml", "index.xml.gz", "index.apxl", "index.apxl.gz", "QuickLook")
IWORK_PREVIEW = "QuickLook/Preview.pdf"  # the whole document as a PDF, which iWork '09 saved inside by default
NO_PREVIEW = b"an iWork bundle without a preview"  # file_bytes' answer for one; read_lines says how to export it
PACKAGED = (set(FORMATS) | set(IWORK)) - {".csv", ".tsv"}  # zip packages and mail, read part by part
# Files whose '#' lines are comments, not Markdown headings (docs/chunk.py's outlines): configuration files, whose
# sections are their tables and mappings, and code in languages that comment with '#'
CONFIG_EXT = {".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".properties", ".env"}
HASH_CODE_EXT = {
    ".py", ".pyi", ".sh", ".bash", ".zsh", ".fish", ".rb", ".pl", ".pm", ".r", ".jl", ".tf", ".nix", ".ps1",
    ".cmake", ".mk", ".ex", ".exs", ".tcl", ".awk", ".nim", ".cr", ".coffee", ".gd",
}  # fmt: skip
HASH_CODE_NAMES = {"makefile", "dockerfile", "containerfile", "cmakelists.txt", "gemfile", "rakefile", "vagrantfile"}


@dataclass(slots=True)
class Line:
    text: str
    line: int  # 1-based, in the file (or in the page, for PDFs); a paragraph's or a row's number in formats/
    page: int | None = None  # the page, slide, sheet or chapter: passages never cross one
    # how a citation names the line's spot, where one is not 'file:line' or 'page N': '¶{}', 'Q3!{}', 'slide 4'
    # ({} stands for the passage's first and last line numbers, as '12' or '12-14')
    place: str | None = None


def place_text(place: str | None, start: int, end: int) -> str | None:
    """'¶{}' with lines 12..14 -> '¶12-14'; 'slide 4' -> 'slide 4'; None stays None."""
    if place is None:
        return None
    head, mark, tail = place.rpartition("{}")
    if not mark:
        return place
    return head + (str(start) if start == end else f"{start}-{end}") + tail


class Skipped(Exception):
    """A file that is not indexed; the message says why, in a few words."""


def discover(paths: list[Path]):
    """Every file under the given files and folders, recursively, skipping VCS and cache folders; a bundle (an
    older iWork document) as one file."""
    for root in paths:
        root = Path(root)
        if root.is_file() or _bundle(root):
            yield root
            continue
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
            bundles = [d for d in dirnames if _bundle(Path(dirpath) / d) and not (Path(dirpath) / d).is_symlink()]
            for name in bundles:  # one document, not its parts (a link to one is not followed, as folders are not)
                dirnames.remove(name)
                yield Path(dirpath) / name
            for name in sorted(filenames):
                if not name.startswith("."):
                    yield Path(dirpath) / name


def _bundle(path: Path) -> bool:
    """A folder that is one document to the Mac's Finder (an older iWork file)."""
    return path.suffix.lower() in IWORK and path.is_dir() and any((path / part).exists() for part in IWORK_PARTS)


def file_bytes(path: Path) -> bytes:
    """A file's bytes; for an iWork bundle, its preview PDF's (NO_PREVIEW without one)."""
    if not path.is_dir():
        return path.read_bytes()
    preview = path / IWORK_PREVIEW
    if preview.is_file() and preview.stat().st_size > MAX_BYTES:
        return NO_PREVIEW
    return preview.read_bytes() if preview.is_file() else NO_PREVIEW


def outline_of(path: Path) -> str:
    """How a file marks its sections, for docs/chunk.py: 'config' (YAML, TOML, INI: tables and mappings), 'code'
    ('#' starts a comment), else 'text' (Markdown and underlined headings, ALL-CAPS sections)."""
    suffix, name = path.suffix.lower(), path.name.lower()
    if suffix in CONFIG_EXT:
        return "config"
    if suffix in HASH_CODE_EXT or name in HASH_CODE_NAMES:
        return "code"
    return "text"


def read_lines(path: Path, data: bytes) -> list[Line]:
    suffix = path.suffix.lower()
    limit = MAX_PACKAGE_BYTES if suffix in PACKAGED else MAX_BYTES
    if len(data) > limit:
        raise Skipped(f"larger than {limit // (1024 * 1024)} MB")
    if suffix in BINARY_EXT:
        raise Skipped("binary file")
    if suffix in IWORK and (data == NO_PREVIEW or data.startswith((b"PK", b"%PDF"))):  # a package, a preview
        return _iwork(suffix, data)
    if suffix in FORMATS:
        module, reader = FORMATS[suffix]
        try:
            return getattr(importlib.import_module(f"macllm.docs.formats.{module}"), reader)(data)
        except (Skipped, MemoryError):
            raise
        except Exception as e:  # a file damaged in a way no reader foresaw costs that file, never the import
            raise Skipped(f"unreadable {suffix} file ({type(e).__name__}: {e})") from None
    if suffix in OLD_OFFICE and data.startswith(OLE_MAGIC):
        raise Skipped(f"old binary Office format; save it as {OLD_OFFICE[suffix]} to index it")
    if suffix == ".pdf":
        from macllm.docs.formats.pdf import pdf

        return pdf(data)
    if suffix in (".html", ".htm", ".xhtml"):
        return html_lines(decode_text(data, declared_charset(data)))
    text = decode_text(data)
    return [Line(t, i) for i, t in enumerate(text.splitlines(), 1)]


OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # a Compound File: old Office files, and encrypted new ones


def decode_text(data: bytes, declared: str | None = None) -> str:
    """A text file's characters, in the encoding it was written in (docs/encoding.py); declared: the charset an
    HTML page names."""
    if b"\0" in data[:8192] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise Skipped("binary file")
    text = decoded(data, declared)
    if text is None:
        raise Skipped("text in no encoding macllm knows (save it as UTF-8 to index it)")
    return text


def _iwork(suffix: str, data: bytes) -> list[Line]:
    """An iWork document's text from the preview PDF it holds (iWork '09 saved one); newer ones hold only a
    picture, so the user is told how to export it."""
    if data.startswith(b"PK"):
        import io
        import zipfile

        try:
            with zipfile.ZipFile(io.BytesIO(data)) as package:
                info = next((i for i in package.infolist() if i.filename == IWORK_PREVIEW), None)
                if info is not None and info.file_size > MAX_BYTES:
                    raise Skipped(f"its preview PDF is larger than {MAX_BYTES // (1024 * 1024)} MB")
                data = package.read(info) if info is not None else b""
        except (zipfile.BadZipFile, OSError):
            data = b""
    if data.startswith(b"%PDF"):
        from macllm.docs.formats.pdf import pdf

        return pdf(data)
    app, target = IWORK[suffix]
    raise Skipped(f"Apple {app} document; in {app}, File > Export To > {target}, and index that file")


FENCE_LINE = "```"  # around an HTML page's preformatted text: a code block to docs/chunk.py


class _HtmlText(NavCount, HTMLParser):
    """An .html file's text by the line it stands on in the source; a heading (h1-h6) as one Markdown heading line
    ('## Refund times'), so that its passages know the section they sit under (docs/chunk.py), and a table row as
    one line of its cells ('PayPal | 2 business days'), so that a value stays beside what it is the value of. A
    page's navigation (<nav>: menus, breadcrumbs such as 'Council › Bins and recycling › Bin collections') is left
    out, up to where the content starts if it is left open (formats.NAV_ENDS). Preformatted text (<pre>: code) is
    fenced as a Markdown code block, so that its '# comment' lines are not taken for headings."""

    HIDDEN = {"script", "style", "head", "noscript", "template", "svg"}
    HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines: list[Line] = []
        self.hidden = 0
        self.heading: tuple[int, int, list[str]] | None = None  # (level, line, text) of the heading being read
        self.row: tuple[int, list[list[str]]] | None = None  # (line, cells' texts) of the table row being read

    def handle_starttag(self, tag, attrs):
        if self.counted_nav(tag, opening=True):
            return
        if tag in self.HIDDEN:
            self.hidden += 1
        elif self.hidden or self.nav:
            return
        elif tag == "tr":
            self.row = (self.getpos()[0], [])
        elif tag in ("td", "th") and self.row is not None:
            self.row[1].append([])
        elif tag in self.HEADINGS and self.row is None:
            self.heading = (self.HEADINGS[tag], self.getpos()[0], [])
        elif tag == "pre" and self.row is None and self.heading is None:
            self.lines.append(Line(FENCE_LINE, self.getpos()[0]))

    def handle_endtag(self, tag):
        if self.counted_nav(tag, opening=False):
            return
        if tag in self.HIDDEN and self.hidden:
            self.hidden -= 1
        elif tag == "tr" and self.row is not None:
            line, cells = self.row
            self.row = None
            if text := cells_line(" ".join(cell) for cell in cells):
                self.lines.append(Line(text, line))
        elif tag == "pre" and self.row is None and self.heading is None and not self.hidden and not self.nav:
            self.lines.append(Line(FENCE_LINE, self.getpos()[0]))
        elif tag in self.HEADINGS and self.heading is not None:
            level, line, parts = self.heading
            self.heading = None
            if text := " ".join(" ".join(parts).split()):
                self.lines.append(Line(f"{'#' * level} {text}", line))

    def handle_data(self, data):
        if self.hidden or self.nav or not data.strip():
            return
        if self.row is not None:
            if self.row[1]:
                self.row[1][-1].append(data)
            return
        if self.heading is not None:
            self.heading[2].append(data)
            return
        line, _ = self.getpos()
        for offset, part in enumerate(data.split("\n")):
            if part.strip():
                self.lines.append(Line(" ".join(part.split()), line + offset))


def html_lines(text: str) -> list[Line]:
    parser = _HtmlText()
    parser.feed(text)
    parser.close()
    return parser.lines
