"""Lines -> passages of at most `max_chars`, cut where a reader would pause: where a new outer section starts (a
changelog's next version: a passage under one version's heading never holds the next one's entries), at a
paragraph's end where one falls in the passage's second half, else at a sentence's end (. ! ? and Chinese 。！？,
closing quotes included), else at a line's end, and only inside a sentence (at a comma, else anywhere) when one
sentence alone is longer than a passage.
Passages never cross pages (nor slides, sheets, chapters or attachments: a Line's page and place). Each knows its
first and last line, the columns where it starts and ends inside a line (a file without line breaks, such as an
article pasted as one line, is cited by column, not as line 1 every time), the heading it sits under (the file's
title and every section heading above it: Markdown `#`, or a line underlined with = - ~ ^ as in
reStructuredText and git's release notes), and its lines' place (how a citation names it, docs/read.py).

CHUNKER_VERSION is stored with each indexed file: `docs add` re-chunks a file indexed by an older chunker.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from macllm.docs.read import Line

CHUNKER_VERSION = 6  # 3: a passage's heading holds every section above it; a new outer section starts a passage
# 4: '#' lines of code and configuration files are comments, not headings; their sections are; ALL-CAPS headings
# 5: a sheet's one-cell title row above its table is a line of its own, not the header (formats/sheets.py)
# 6: '#' lines inside a Markdown code block are comments; a note's front matter gives its title; a PDF's page numbers
# are left out (docs/read.py)
SENTENCE_END = re.compile(r"[.!?][\"'”’)\]]*(?=\s)|[。！？][”’」』）)]*")
SENTENCE_STOP = re.compile(r"[.!?。！？][\"'”’」』）)\]]*$")
LINE_END = re.compile(r"[.!?:;。！？：；][\"'”’」』）)\]]*\s*$")
CLAUSE_END = re.compile(r"[,;，；、：:]")
MD_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$")
UNDERLINE = re.compile(r"^\s*([=\-~^*#])\1{2,}\s*$")
# a man page's or a plain-text manual's section heading: a short line in capitals at the margin ('EXIT STATUS')
CAPS_HEADING = re.compile(r"^[A-Z][A-Z0-9 &/'()-]{2,48}[A-Z0-9)]$")
# a configuration file's section: a YAML key that opens a mapping ('server:'), an INI or TOML table ('[tls]')
CONFIG_SECTION = re.compile(r"^(\s*)(?:([A-Za-z_][\w.-]*|\"[^\"]+\"):\s*(?:#.*)?|\[{1,2}\s*([^\]]+?)\s*\]{1,2}\s*)$")
FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")  # a Markdown code block's fence: '# ...' inside it is a comment
COMMENT = re.compile(r"^\s*(?:#|//|;)+\s?")


@dataclass(slots=True)
class Chunk:
    text: str
    line_start: int
    line_end: int
    page: int | None = None
    # 1-based columns of the first and the last character, for a passage that starts or ends inside a line (both
    # None for one made of whole lines)
    col_start: int | None = None
    col_end: int | None = None
    heading: str = ""  # "Title › Section › Subsection" above the passage ("" in a file without headings)
    place: str | None = None  # how a citation names it, as its lines' place ('¶{}', 'slide 4'; read.place_text)


@dataclass(slots=True)
class _Piece:
    """A sentence, or what is left of a line: its text and where it stands."""

    line: Line
    start: int  # 0-based, in line.text
    end: int
    brk: int  # how good a cut after it is: 0 none, 1 line end, 2 sentence end, 3 paragraph end, 4 section end
    heading: str
    blanks: tuple = ()  # the blank lines before it, as they are (they count towards a passage's size)

    @property
    def text(self) -> str:
        return self.line.text[self.start : self.end]


def _headings(lines: list[Line], outline: str = "text", verbatim: list[bool] | None = None) -> list[str]:
    """The heading each line stands under: the file's title, then every section heading above it, outermost first
    ("Changelog › [3.1.0] - 2025-08-02 › Added"): a changelog's version, a manual's chapter, is often only in the
    outer heading. A heading's level is its number of #s, or the rank of its underline's character in the order the
    file first uses them (as reStructuredText reads them); one at the title's level or above starts anew below it,
    as does each page (a chapter, a slide). A line in capitals at the margin after a blank line ('EXIT STATUS' of a
    man page, 'FUNCTIONS' of a pydoc page) is a section under the title.

    outline 'config' (YAML, TOML, INI): '#' starts a comment, not a heading; a key that opens a mapping or a table
    is a section, nested by its indentation; a first comment line is the title. 'code': no headings ('#' lines are
    comments), the file's name and lines say where a passage is."""
    if outline != "text":
        return _config_headings(lines) if outline == "config" else [""] * len(lines)
    out, title, title_level, sections = [], "", 0, []  # sections: (level, name), outermost first
    underlines: list[str] = []  # underline characters, in the order the file first uses them
    first_text = True  # no line with text before this one (a file's first line can be its title)
    fenced = verbatim if verbatim is not None else not_headings(lines)
    title = front_matter(lines)[1]
    title_level = 1 if title else 0
    for i, ln in enumerate(lines):
        nxt = lines[i + 1].text if i + 1 < len(lines) else ""
        text = ln.text.strip()
        name, level = None, 1
        if fenced[i]:  # a code block's lines ('# install it', '-----') are never headings
            first_text = first_text and not text
            out.append(" › ".join(part for part in [title] + [n for _, n in sections] if part))
            continue
        if i and ln.page != lines[i - 1].page:
            sections = []  # a chapter, a slide or a sheet: its headings do not nest in the one before
        if m := MD_HEADING.match(ln.text):
            name, level = m.group(1).strip(), len(ln.text.strip().split()[0])
        elif text and not UNDERLINE.match(ln.text) and UNDERLINE.match(nxt) and len(text) <= 100:
            mark = nxt.strip()[0]
            if mark not in underlines:
                underlines.append(mark)
            name, level = text, underlines.index(mark) + 1
        elif text and not title and first_text and _plain_title(text, nxt):
            name = text
        elif _caps_heading(lines, i):
            # a section of the title, never the title itself (pydoc's 'NAME')
            sections = [(level, " ".join(text.split()))]
        first_text = first_text and not text
        if name:
            name = " ".join(name.split())  # a man page's 'SLUICE(1)      User Commands      SLUICE(1)'
            if not title:
                title, title_level = name, level
            elif name == title or level <= title_level:
                sections = [] if name == title else [(level, name)]
            else:
                sections = [(lv, n) for lv, n in sections if lv < level] + [(level, name)]
        out.append(" › ".join(part for part in [title] + [n for _, n in sections] if part))
    return out


def in_code_blocks(lines: list[Line]) -> list[bool]:
    """For each line, whether it stands in a fenced code block (```, ~~~: the fences too), where a '#' line is a
    shell or Python comment in a README, not a heading. One left open runs to the end of the page."""
    out, fence, page = [], "", None
    for i, ln in enumerate(lines):
        if ln.page != page:
            fence, page = "", ln.page
        m = FENCE.match(ln.text)
        if fence:
            out.append(True)
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not ln.text[m.end() :].strip():
                fence = ""
        else:
            prev = lines[i - 1].text.strip() if i and lines[i - 1].page == ln.page else ""
            if m and m.group(1)[0] == "~" and prev and ln.text.strip() == m.group(1) and len(m.group(1)) >= len(prev):
                m = None  # reStructuredText's underline of the title above it ('Added' over '~~~~~'), no fence
            out.append(m is not None)
            fence = m.group(1) if m else ""
    return out


def not_headings(lines: list[Line]) -> list[bool]:
    """For each line, whether it can be no heading in a text file: in a code block, or in a note's front matter."""
    fenced = in_code_blocks(lines)
    matter = front_matter(lines)[0]
    fenced[:matter] = [True] * matter
    return fenced


FRONT_MATTER_TITLE = re.compile(r"^title\s*:\s*(.+?)\s*$", re.I)


def front_matter(lines: list[Line]) -> tuple[int, str]:
    """A Markdown note's YAML front matter (Obsidian, Jekyll, Hugo: '---' lines around 'title: ...', 'tags: ...'):
    how many lines it takes from the top (0: none) and its title. Its closing '---' is no heading underline, and
    its last line ('date: 2026-03-02') no heading."""
    if not lines or lines[0].text.strip() != "---":
        return 0, ""
    title = ""
    for i, ln in enumerate(lines[1:100], 1):
        text = ln.text.strip()
        if text in ("---", "..."):
            return i + 1, title
        if m := FRONT_MATTER_TITLE.match(text):
            title = m.group(1).strip("'\"")
    return 0, ""


def _caps_heading(lines: list[Line], i: int) -> bool:
    """A line in capitals at the margin (no indentation), after a blank line or the file's start, before a blank or
    an indented line: the section headings of man pages, pydoc pages and plain-text manuals."""
    text = lines[i].text
    if text != text.strip() or not CAPS_HEADING.match(text) or sum(c.isalpha() for c in text) < 3:
        return False
    before = lines[i - 1].text if i else ""
    after = lines[i + 1].text if i + 1 < len(lines) else ""
    return not before.strip() and (not after.strip() or after[:1].isspace())


def _config_headings(lines: list[Line]) -> list[str]:
    """Headings of a configuration file: its first comment line as the title ('# Marlin gateway reference'), and
    the keys that open mappings or tables above each line, nested by indentation ('server', 'limits.per_key')."""
    out, title, sections = [], "", []  # sections: (indent, name)
    first_text = True  # no line with text before this one (the title is the file's first line)
    for ln in lines:
        text = ln.text.strip()
        comment = COMMENT.match(ln.text) is not None
        if first_text and comment:
            candidate = COMMENT.sub("", ln.text).strip()
            if candidate and not candidate.startswith("!") and _plain_title(candidate, ""):
                title = " ".join(candidate.split())
        first_text = first_text and not text
        m = CONFIG_SECTION.match(ln.text) if text and not comment else None
        if m:
            indent = len(m.group(1))
            name = (m.group(2) or m.group(3)).strip('"')
            sections = [(d, n) for d, n in sections if d < indent] + [(indent, name)]
        out.append(" › ".join(part for part in [title] + [n for _, n in sections] if part))
    return out


def _plain_title(text: str, nxt: str) -> bool:
    """A plain-text file's first line reads as its title: short, standing alone, not a sentence."""
    return len(text) <= 80 and not nxt.strip() and not re.search(r"[.,;:!?。，；：！？、]$", text)


def _split_long(text: str, max_chars: int) -> list[int]:
    """Cut offsets for a sentence longer than max_chars: at the last clause mark before each limit, else at it."""
    cuts, start = [], 0
    while len(text) - start > max_chars:
        window = text[start : start + max_chars]
        marks = [m.end() for m in CLAUSE_END.finditer(window) if m.end() > max_chars // 3]
        cut = start + (marks[-1] if marks else max_chars)
        cuts.append(cut)
        start = cut
    return cuts


def _pieces(lines: list[Line], max_chars: int, outline: str) -> list[_Piece]:
    markdown = outline == "text"  # '#' starts a heading only in text; in code and configuration, a comment
    fenced = not_headings(lines) if markdown else [False] * len(lines)
    heads = _headings(lines, outline, fenced if markdown else None)
    out: list[_Piece] = []
    blanks: list[str] = []
    for i, ln in enumerate(lines):
        if not ln.text.strip():
            if out:
                out[-1].brk = max(out[-1].brk, 3)
                blanks.append(ln.text)
            continue
        if out and _outer(heads[i]) != _outer(out[-1].heading):
            out[-1].brk = 4  # a new outer section (a changelog's next version) starts on this line
        if markdown and not fenced[i] and UNDERLINE.match(ln.text) and out and out[-1].line.line == ln.line - 1:
            out.append(_Piece(ln, 0, len(ln.text), 3, heads[i]))  # a heading's underline ends its paragraph
            continue
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        heading_next = markdown and nxt is not None and not fenced[i + 1] and MD_HEADING.match(nxt.text) is not None
        first = len(out)
        # a long line (a paragraph per line, an article in one line) is cut into its sentences; a short one, as
        # in wrapped text, stays whole
        ends = [m.end() for m in SENTENCE_END.finditer(ln.text)] if len(ln.text) > max_chars // 2 else []
        bounds, start = [], 0
        for end in ends + [len(ln.text)]:
            while end < len(ln.text) and ln.text[end] == " ":
                end += 1  # the space after a sentence goes with it
            if end > start:
                bounds.append((start, end))
                start = end
        for start, end in bounds:
            segment = ln.text[start:end]
            cuts = [start + c for c in _split_long(segment, max_chars)] if len(segment) > max_chars else []
            edges = [start, *cuts, end]
            for a, b in zip(edges, edges[1:]):
                ended = SENTENCE_STOP.search(ln.text[a:b].rstrip()) is not None
                out.append(_Piece(ln, a, b, 2 if ended else 0, heads[i]))
        out[first].blanks, blanks = tuple(blanks), []
        last = out[-1]
        if last.end == len(ln.text) and last.brk < 2:
            last.brk = 2 if LINE_END.search(ln.text) else 1
        if (markdown and not fenced[i] and MD_HEADING.match(ln.text)) or heading_next:
            last.brk = max(last.brk, 3)
    return out


def _outer(heading: str) -> str:
    """The title and the outermost section of a heading ('Changelog › [3.1.0]' of '... › [3.1.0] › Added')."""
    return " › ".join(heading.split(" › ")[:2])


def _pad(piece: _Piece) -> int:
    return sum(len(b) + 1 for b in piece.blanks)


def _chunk(pieces: list[_Piece]) -> Chunk:
    parts, prev = [], None
    for p in pieces:
        if prev is not None and p.line is not prev.line:
            parts.append("\n" + "".join(b + "\n" for b in p.blanks))
        parts.append(p.text)
        prev = p
    first, last = pieces[0], pieces[-1]
    lead = len(first.line.text) - len(first.line.text.lstrip())
    text = "".join(parts).strip("\n")  # indentation kept, as in the file
    inside = first.start > lead or bool(last.line.text[last.end :].strip())
    if inside:
        text = text.strip()
    col_start = first.start + 1 + (len(first.text) - len(first.text.lstrip())) if inside else None
    col_end = len(last.line.text[: last.end].rstrip()) if inside else None
    heading = _shared_heading([p.heading for p in pieces if not _heading_line(p)]) or first.heading
    return Chunk(text, first.line.line, last.line.line, first.line.page, col_start, col_end, heading, first.line.place)


def _unit(piece: _Piece) -> tuple:
    """The page (slide, sheet, chapter) a piece stands in: a passage never crosses one."""
    return piece.line.page, piece.line.place


def make_chunks(lines: list[Line], max_chars: int = 600, outline: str = "text") -> list[Chunk]:
    """outline: how the file marks its sections, 'text', 'config' or 'code' (docs/read.py's outline_of picks it by
    the file's name; _headings says what each means)."""
    pieces = _pieces(lines, max_chars, outline)
    chunks: list[Chunk] = []
    carried: list[_Piece] = []  # heading lines waiting for the passage they open
    i = 0
    while i < len(pieces):
        page, size, j, best = _unit(pieces[i]), 0, i, None
        while j < len(pieces) and _unit(pieces[j]) == page:
            add = len(pieces[j].text) + (1 + _pad(pieces[j]) if j > i else 0)
            if j > i and size + add > max_chars:
                break
            size += add
            if (pieces[j].brk == 3 and size > max_chars // 2) or pieces[j].brk == 4:
                j += 1
                best = j
                break
            j += 1
        if best is None:  # the best cut in the passage's second half: a paragraph, a sentence, a line
            best = j
            if j < len(pieces) and _unit(pieces[j]) == page:
                for level in (3, 2, 1):
                    total, cut = 0, None
                    for k in range(i, j):
                        total += len(pieces[k].text) + 1 + (_pad(pieces[k]) if k > i else 0)
                        # sentence ends count inside long lines; wrapped text is cut at the last line that fits
                        # (preferring its sentence ends moved two thirds of the evaluation's passages and lost
                        # English paraphrases: scripts/eval_docs)
                        whole_line = pieces[k].start == 0 and pieces[k].end == len(pieces[k].line.text)
                        brk = 1 if whole_line and pieces[k].brk == 2 else pieces[k].brk
                        if brk >= level and total > max_chars // 2:
                            cut = k + 1
                    if cut is not None:
                        best = cut
                        break
        selected = carried + [p for p in pieces[i:best] if p.text.strip()]
        carried = []
        if selected and all(_heading_line(p) for p in selected) and best < len(pieces) and _unit(pieces[best]) == page:
            carried = selected  # a title or heading alone is no passage: it opens the next one
        elif selected:
            chunks.append(_chunk(selected))
        i = best
    return chunks


def _shared_heading(headings: list[str]) -> str:
    """The sections every one of a passage's body lines stands under ('Changelog › [3.1.0]' of a passage holding
    its 'Added' and its 'Changed'); its heading lines do not count: a title opening the passage is not its section."""
    if not headings:
        return ""
    shared = headings[0].split(" › ")
    for heading in headings[1:]:
        parts = heading.split(" › ")
        n = 0
        while n < min(len(shared), len(parts)) and shared[n] == parts[n]:
            n += 1
        shared = shared[:n]
    return " › ".join(shared)


def _heading_line(piece: _Piece) -> bool:
    """A piece that is a heading line itself (its text is the last part of its heading), or a heading's underline."""
    text = piece.text.strip()
    if m := MD_HEADING.match(piece.line.text):
        text = m.group(1)
    name = piece.heading.rsplit(" › ", 1)[-1]
    return bool(name) and (" ".join(text.split()) == name or UNDERLINE.match(piece.line.text) is not None)
