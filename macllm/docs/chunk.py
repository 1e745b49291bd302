"""Lines -> chunks of about `max_chars`, never across pages, cut at blank lines where possible, each knowing its
first and last line. A line longer than a chunk (a CJK paragraph, minified code) is split within itself."""

from __future__ import annotations

from dataclasses import dataclass

from macllm.docs.read import Line


@dataclass(slots=True)
class Chunk:
    text: str
    line_start: int
    line_end: int
    page: int | None = None


def _pieces(lines: list[Line], max_chars: int) -> list[Line]:
    out = []
    for ln in lines:
        if len(ln.text) <= max_chars:
            out.append(ln)
            continue
        for i in range(0, len(ln.text), max_chars):
            out.append(Line(ln.text[i : i + max_chars], ln.line, ln.page))
    return out


def make_chunks(lines: list[Line], max_chars: int = 600) -> list[Chunk]:
    chunks: list[Chunk] = []
    current: list[Line] = []
    size = 0

    def flush():
        nonlocal current, size
        while current and not current[-1].text.strip():
            current.pop()
        if any(ln.text.strip() for ln in current):
            chunks.append(
                Chunk(
                    "\n".join(ln.text for ln in current).strip("\n"), current[0].line, current[-1].line, current[0].page
                )
            )
        current, size = [], 0

    for ln in _pieces(lines, max_chars):
        if current and ln.page != current[0].page:
            flush()
        if not current and not ln.text.strip():
            continue  # never start a chunk on a blank line
        paragraph_end = not ln.text.strip() and size > max_chars // 2
        if current and (size + len(ln.text) + 1 > max_chars or paragraph_end):
            flush()
            if not ln.text.strip():
                continue
        current.append(ln)
        size += len(ln.text) + 1
    flush()
    return chunks
