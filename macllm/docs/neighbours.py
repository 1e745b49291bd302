"""A list or a table that runs past a passage's end is given to the model whole: a retrieved passage is merged with
the passage before or after it in its file when the boundary between them falls inside one list (items on both
sides, or an introduction ending in a colon before the first item) or one table (rows on both sides).

Lists are recognised by their items' markers: 1. 1) a) (1) numbering, Chinese 一、 （一） and 第一， 第二步：
ordinals (which Chinese prose uses inside one long line, so the markers are looked for at the start of each sentence
as well as each line), | table rows, and - * + • bullets when their items are short (a list of names or values; a
release note's bullets, a paragraph each, stand alone and are not merged).
"""

from __future__ import annotations

import re
from dataclasses import replace

from macllm.docs.retrieve import Passage

MAX_MERGED = 1400  # characters: a merged passage stays a passage, not the whole file
CN_NUMBER = "一二三四五六七八九十百"
SHORT_BULLET = 100  # characters: a bullet item at most this long belongs to a list of things
BULLET = re.compile(r"^\s*[-*+•·]\s")
ITEM = re.compile(
    r"^\s*(?:\d{1,3}[.)、．]\s?|[a-zA-Z][.)]\s|[(（][\d" + CN_NUMBER + r"]{1,3}[)）]|[" + CN_NUMBER + r"]{1,3}、"
    r"|第[\d" + CN_NUMBER + r"]{1,3}[步条项点章节个部分]*[，,、：:]|其[" + CN_NUMBER + r"][，,、是]|\|)"
)
CN_SENTENCE = re.compile(r"(?<=[。！？；])")


def _lines(text: str) -> list[str]:
    return [ln for ln in text.splitlines() if ln.strip()]


def _item(line: str, wrapped: bool = False) -> bool:
    return ITEM.match(line) is not None or (
        BULLET.match(line) is not None and not wrapped and len(line) <= SHORT_BULLET
    )


def _ends_in_item(text: str) -> bool:
    """The text's last line is a list item or a table row, or the wrapped rest of a numbered one."""
    lines = _lines(text)
    for n, ln in enumerate(reversed(lines)):
        if _item(ln, wrapped=n > 0):
            return True
        if not ln[:1].isspace():  # a line that is not an item's indented continuation
            break
    sentences = [s for s in CN_SENTENCE.split(lines[-1]) if s.strip()] if lines else []
    return bool(sentences) and ITEM.match(sentences[-1]) is not None


def _starts_with_item(text: str) -> bool:
    lines = _lines(text)
    if not lines:
        return False
    first_sentence = CN_SENTENCE.split(lines[0])[0]
    wrapped = len(lines) > 1 and lines[1][:1].isspace() and not _item(lines[1])
    return _item(lines[0], wrapped) or ITEM.match(first_sentence) is not None


def continues(before: str, after: str) -> bool:
    """Whether `after` goes on with a list or a table that `before` ends in."""
    intro = before.rstrip().endswith((":", "："))
    return _starts_with_item(after) and (intro or _ends_in_item(before))


def _joined(a: Passage, b: Passage) -> Passage:
    same_line = a.line_end == b.line_start and a.col_end is not None and b.col_start is not None
    text = a.text + ("" if same_line else "\n") + b.text
    cols = a.col_start is not None and b.col_end is not None
    return replace(
        a,
        text=text,
        line_end=b.line_end,
        col_start=a.col_start if cols else None,
        col_end=b.col_end if cols else None,
    )


def merge_neighbours(index, passages: list[Passage], max_chars: int = MAX_MERGED) -> list[Passage]:
    """The passages, each merged with its neighbour where a list or a table continues into it (order kept; a
    passage that another one took in is dropped)."""
    from macllm.docs.retrieve import passage

    ids = [p.chunk_id for p in passages]
    rows = index.chunk_rows(sorted({i + d for i in ids for d in (-1, 1)} | set(ids)))
    out, taken = [], set()
    for p in passages:
        if p.chunk_id in taken:
            continue
        merged, own = p, rows.get(p.chunk_id)
        taken.add(p.chunk_id)
        for step in (1, -1):
            other = rows.get(p.chunk_id + step)
            if own is None or other is None or other["file_id"] != own["file_id"] or other["page"] != own["page"]:
                continue
            if other["id"] in taken or len(merged.text) + len(other["text"]) > max_chars:
                continue
            neighbour = passage(other)
            first, second = (merged, neighbour) if step == 1 else (neighbour, merged)
            if continues(first.text, second.text):
                merged = _joined(first, second)
                merged.chunk_id, merged.score, merged.closeness = p.chunk_id, p.score, p.closeness
                taken.add(other["id"])
        out.append(merged)
    return out
