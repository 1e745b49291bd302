"""Stopping an answer that loops: small models (the starter above all) can repeat a sentence or a paragraph until
the length limit, a minute of output nobody reads, and the next turn's prompt carries all of it.

`RepetitionGuard` watches the streamed text and reports a loop once its tail is one block repeated end to end:
`min_span` characters in all and at least `min_repeats` copies, for blocks of 4 to `max_period` characters
(so a short unit must repeat many times, a paragraph three times). Whitespace is compared collapsed, since a
looping model often varies the line breaks between copies. A repeated short unit inside ordinary text (a table's
rule, a list of numbers that grow) does not qualify: the block must repeat exactly over the whole span. The answer
keeps the text before the loop and one copy of the block (cut where a sentence or line ends in it).

In an answer from documents (`counting=True`), counting is a loop too: qwen2.5-coder-1.5b, citing its passages in
Chinese, can write "根据第1、2、3、4、5、..." or "根据第3、第4、第5、..." up to its length limit (three answers of the
held-out sets fresh6 and fresh9, one of fresh13). A tail of COUNTED integers or more, each one more than the one
before, with the same separator between them (a mark, and 第 after it), stops it; the answer keeps the text before the
count. In a chat, counting may be what was asked for ("count to 100").
"""

from __future__ import annotations

import re

MIN_PERIOD = 4
ENDS = ".!?\n。！？"
COUNTED = 12  # consecutive integers in a row: no answer lists 1 to 12 one by one
# a number and what follows it up to the next: a mark ("、", ", "), and 第 after it (第3、第4、第5); not a word, which an
# ordinary list repeats (1月、2月、...、12月; F1, F2, ... F12)
COUNT = re.compile(r"(\d+)(\s*[^\w\s]?\s*(?:第\s*)?)$")


class RepetitionGuard:
    def __init__(
        self, min_span: int = 480, min_repeats: int = 3, max_period: int = 600, every: int = 48, counting: bool = False
    ):
        self.min_span, self.min_repeats, self.max_period, self.every = min_span, min_repeats, max_period, every
        self.counting = counting
        self.text = ""
        self._norm: list[str] = []  # the text with each run of whitespace as one space
        self._where: list[int] = []  # for each character of _norm, its index in text
        self._checked = 0
        self.kept: str | None = None  # once a loop is found: the text to keep (up to one copy of the block)

    def feed(self, piece: str) -> bool:
        """Take streamed text; True once the tail is a loop (then `kept` is set)."""
        for i, c in enumerate(piece, len(self.text)):
            if c.isspace():
                if self._norm and self._norm[-1] == " ":
                    continue
                c = " "
            self._norm.append(c)
            self._where.append(i)
        self.text += piece
        if self.kept is None and len(self._norm) - self._checked >= self.every:
            self._checked = len(self._norm)
            self.kept = self._loop() or (self._counting() if self.counting else None)
        return self.kept is not None

    def _counting(self) -> str | None:
        """The text before a tail that counts (1、2、3、... COUNTED or more integers, one separator), or None."""
        tail = self.text.rstrip("0123456789")  # a number still being written is not counted yet
        last, run, separator = None, 0, None
        while m := COUNT.search(tail, max(0, len(tail) - 64)):  # from near the end: no scan back over long runs
            number, between = int(m.group(1)), m.group(2).strip()
            if last is not None and (number != last - 1 or separator not in (None, between)):
                break
            if last is not None:
                separator = between
            last, run, tail = number, run + 1, tail[: m.start()]
        return tail.rstrip() if run >= COUNTED else None

    def _loop(self) -> str | None:
        norm = "".join(self._norm)
        for period in range(MIN_PERIOD, min(self.max_period, len(norm) // self.min_repeats) + 1):
            repeats = max(self.min_repeats, -(-self.min_span // period))
            span = period * repeats
            if span > len(norm):
                continue
            block = norm[-period:]
            if norm[-span:] != block * repeats:
                continue
            start = len(norm) - span  # walk back over earlier copies of the block
            while start >= period and norm[start - period : start] == block:
                start -= period
            while start > 0 and norm[start - 1] == norm[start - 1 + period]:  # to the loop's first character
                start -= 1
            # one copy, ending where a sentence or line does: the last end in the period after `start` (the text
            # repeats, so the character at start + period is the one at start)
            end = max(norm.rfind(c, start + 1, start + period + 1) for c in ENDS)
            last = end if end > start else start + period - 1
            return self.text[: self._where[last] + 1]
        return None
