"""Rich Text Format (.rtf): TextEdit's default on a Mac, WordPad's on Windows, and what many programs export. Its
paragraphs numbered from 1 as Word's are (`notes.rtf ¶12`); headings (a paragraph's outline level, or a style named
'heading N') as Markdown headings; a table row as one line of its cells; footnotes after the body. Characters come as
Unicode escapes (\\uN) or as bytes (\\'hh) in the file's code page (\\ansicpg936 for Chinese) or its font's charset;
font tables, style sheets, pictures, hidden text and field codes are left out."""

from __future__ import annotations

import re

from macllm.docs.formats import cells_line
from macllm.docs.read import Line, Skipped

TOKEN = re.compile(
    rb"\\([a-zA-Z]{1,32})(-?\d{1,10})? ?|\\'([0-9a-fA-F]{2})|\\(.)|([{}])|([\r\n]+)|([^\\{}\r\n]+)", re.S
)
# groups whose text is not the document's: tables of fonts, colours and styles, metadata, pictures, field codes...
SKIPPED = frozenset(
    "fonttbl colortbl expandedcolortbl stylesheet info pict header headerl headerr headerf footer footerl "
    "footerr footerf listtable listoverridetable revtbl rsidtbl generator xmlnstbl themedata colorschememapping "
    "latentstyles datastore fldinst pgdsctbl filetbl mmathPr sp shprslt nonshppict bkmkstart bkmkend objdata "
    "objclass".split()
)
# groups read although marked optional ({\\*\\shpinst ...}): a shape's properties hold a text box's text
READ_STARRED = frozenset(("shpinst",))
SYMBOLS = {
    "emdash": "—", "endash": "–", "bullet": "•", "lquote": "‘", "rquote": "’", "ldblquote": "“", "rdblquote": "”",
    "tab": " ", "line": " ", "emspace": " ", "enspace": " ", "qmspace": " ",
}  # fmt: skip
ESCAPED = {"\\": "\\", "{": "{", "}": "}", "~": " ", "_": "-", "-": ""}
# a font's \fcharset -> its Windows code page (0 and 1: the document's \ansicpg)
CHARSETS = {128: 932, 129: 949, 134: 936, 136: 950, 161: 1253, 162: 1254, 177: 1255, 178: 1256, 186: 1257, 204: 1251,
            222: 874, 238: 1250}  # fmt: skip
IN_SKIPPED = frozenset(("f", "fcharset", "s", "u", "uc", "bin"))  # what is read inside a skipped group
HEADING_STYLE = re.compile(r"^heading\s*(\d)\s*;?$", re.I)


class _Group:
    """What a group inherits from the one around it."""

    __slots__ = ("skip", "uc", "font", "hidden", "footnote", "dest", "style_entry", "level", "in_table")

    def __init__(self):
        self.skip, self.uc, self.font, self.hidden, self.footnote = False, 1, None, False, False
        self.dest: str | None = None  # the skipped destination it is in (fonttbl, stylesheet, ...)
        self.style_entry: int | None = None  # in the style sheet: the number of the style it names
        self.level = 0  # the paragraph's heading level (0: body text)
        self.in_table = False  # the paragraph is in a table's cell (\\intbl): a paragraph mark there is a space

    def copy(self) -> _Group:
        g = _Group()
        for name in self.__slots__:
            setattr(g, name, getattr(self, name))
        return g


class _Reader:
    def __init__(self):
        self.codepage = 1252
        self.fonts: dict[int, int] = {}  # font number -> code page
        self.styles: dict[int, int] = {}  # style number -> heading level
        self.blocks: list[str] = []
        self.notes: list[str] = []
        self.text: list[str] = []  # the paragraph being read
        self.note_text: list[str] = []
        self.pending = bytearray()  # \'hh bytes, decoded together (a GBK character is two)
        self.pending_page = 1252
        self.pending_group: _Group | None = None
        self.cells: list[str] = []
        self.deff: int | None = None  # the default font (\\deff), which \\plain goes back to
        self.skip_chars = 0  # fallback characters left to skip after a \uN
        self.high = 0  # the first half of a surrogate pair
        self.font_no: int | None = None  # in the font table: the entry being read
        self.style_name: list[str] = []

    # -- characters ---------------------------------------------------------------------------------------
    def out(self, g: _Group) -> list[str]:
        return self.note_text if g.footnote else self.text

    def put(self, g: _Group, s: str) -> None:
        self.flush_bytes()
        if g.style_entry is not None:
            self.style_name.append(s)
        elif not g.skip and not g.hidden:
            self.out(g).append(s)

    def unicode(self, g: _Group, code: int) -> None:
        """A \\uN character; one beyond 16 bits comes as two, a surrogate pair."""
        if 0xD800 <= code < 0xDC00:
            self.high = code
            return
        if 0xDC00 <= code < 0xE000 and self.high:
            code = 0x10000 + ((self.high - 0xD800) << 10) + (code - 0xDC00)
        self.high = 0
        if 0x20 <= code < 0xD800 or 0xE000 <= code < 0xFFFE or code >= 0x10000:
            self.put(g, chr(code))

    def put_byte(self, g: _Group, b: int) -> None:
        if self.skip_chars:
            self.skip_chars -= 1
            return
        if g.skip or g.hidden:
            return
        page = self.fonts.get(g.font, self.codepage) if g.font is not None else self.codepage
        if self.pending and page != self.pending_page:
            self.flush_bytes()
        self.pending_page = page
        self.pending.append(b)
        self.pending_group = g

    def flush_bytes(self) -> None:
        if self.pending:
            g = self.pending_group
            try:
                text = bytes(self.pending).decode(f"cp{self.pending_page}", errors="replace")
            except LookupError:  # a code page Python does not know
                text = bytes(self.pending).decode("cp1252", errors="replace")
            self.pending.clear()
            (self.style_name if g.style_entry is not None else self.out(g)).append(text)

    # -- paragraphs, cells, rows ------------------------------------------------------------------------------
    def paragraph(self, g: _Group) -> None:
        self.flush_bytes()
        if g.footnote or g.in_table:
            self.out(g).append(" ")
            return
        text = " ".join("".join(self.text).split())
        self.text.clear()
        if text:
            self.blocks.append(f"{'#' * min(g.level, 6)} {text}" if g.level else text)

    def cell(self) -> None:
        self.flush_bytes()
        self.cells.append(" ".join("".join(self.text).split()))
        self.text.clear()

    def row(self) -> None:
        self.flush_bytes()
        if self.text:
            self.cell()
        if line := cells_line(self.cells):
            self.blocks.append(line)
        self.cells.clear()


def rtf(data: bytes) -> list[Line]:
    if not data.lstrip().startswith(b"{\\rtf"):
        raise Skipped("not a Rich Text file (it does not start with {\\rtf)")
    r = _Reader()
    stack = [_Group()]
    pos = 0
    while (m := TOKEN.match(data, pos)) is not None:
        pos = m.end()
        g = stack[-1]
        word, arg, hexbyte, symbol, brace, _newline, text = m.groups()
        if text is not None:
            for b in text:
                if r.skip_chars:
                    r.skip_chars -= 1
                elif b >= 0x80:
                    r.put_byte(g, b)
                else:
                    r.put(g, chr(b))
        elif hexbyte is not None:
            r.put_byte(g, int(hexbyte, 16))
        elif brace == b"{":
            stack.append(g.copy())
        elif brace == b"}":
            r.flush_bytes()
            r.skip_chars = 0  # a \\uN's fallback ends with its group
            if g.style_entry is not None and stack[-2].style_entry is None:
                _style_named(r, g.style_entry)
            if len(stack) > 1:
                closed = stack.pop()
                if closed.footnote and not stack[-1].footnote:
                    r.notes.append(" ".join("".join(r.note_text).split()))
                    r.note_text.clear()
        elif symbol is not None:
            s = symbol.decode("latin-1")
            if s == "*":
                g.skip = True  # an optional destination this reader does not know
            elif s in "\r\n":
                r.paragraph(g)
            elif s in ESCAPED:
                r.put(g, ESCAPED[s])
        elif word is not None:
            pos = _control(r, stack, word.decode("ascii"), int(arg) if arg else None, pos)
    r.flush_bytes()
    if r.cells:
        r.row()
    r.paragraph(stack[0])
    blocks = r.blocks + [f"Footnote {i}: {t}" for i, t in enumerate(r.notes, 1) if t]
    return [Line(t, n, place="¶{}") for n, t in enumerate(blocks, 1)]


def _control(r: _Reader, stack: list[_Group], word: str, arg: int | None, pos: int) -> int:
    """One control word; returns where reading goes on (after \\bin's bytes)."""
    g = stack[-1]
    if word in SKIPPED:
        g.skip, g.dest = True, word
    elif word in READ_STARRED:
        g.skip = stack[-2].skip if len(stack) > 1 else False
    elif g.skip and word not in IN_SKIPPED:  # a style sheet's paragraph formats are not the body's
        return pos
    elif word == "u" and arg is not None:
        r.unicode(g, arg % 65536)  # a signed 16-bit number
        r.skip_chars = g.uc
        return pos
    elif word == "uc" and arg is not None:
        g.uc = arg
    elif word == "ansicpg" and arg:
        r.codepage = arg
    elif word == "f" and arg is not None:
        if g.dest == "fonttbl":
            r.font_no = arg
        g.font = arg
    elif word == "fcharset" and arg is not None and r.font_no is not None:
        if arg in CHARSETS:
            r.fonts[r.font_no] = CHARSETS[arg]
    elif word == "s" and arg is not None and g.dest == "stylesheet":
        g.style_entry = arg
    elif word == "s" and arg is not None:
        g.level = r.styles.get(arg, g.level)
    elif word == "outlinelevel" and arg is not None and 0 <= arg < 9:
        g.level = arg + 1
    elif word == "pard":
        g.level, g.in_table = 0, False
    elif word == "intbl":
        g.in_table = True
    elif word == "deff" and arg is not None:
        r.deff = arg
    elif word == "plain":  # character formats back to the defaults
        g.font, g.hidden = r.deff, False
    elif word == "v":
        g.hidden = arg != 0
    elif word == "footnote":
        g.footnote = True
    elif word in ("par", "sect", "page"):
        r.paragraph(g)
    elif word in ("cell", "nestcell"):
        r.cell()
    elif word in ("row", "nestrow"):
        r.row()
    elif word in SYMBOLS:
        r.put(g, SYMBOLS[word])
    elif word == "bin" and arg and arg > 0:
        return pos + arg
    return pos


def _style_named(r: _Reader, number: int) -> None:
    name = "".join(r.style_name).strip()
    r.style_name.clear()
    if m := HEADING_STYLE.match(name):
        r.styles[number] = int(m.group(1))
