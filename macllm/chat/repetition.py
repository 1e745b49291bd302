"""Stopping an answer that loops: small models (the starter above all) can repeat a sentence or a paragraph until
the length limit, a minute of output nobody reads, and the next turn's prompt carries all of it.

`RepetitionGuard` watches the streamed text and reports a loop once its tail is one block repeated: at least
`min_repeats` times and `min_span` characters in all, for blocks of 4 to `max_period` characters. A repeated
short unit inside ordinary text (a table's rule, a list of numbers that grow) does not qualify: the block must
repeat exactly, end to end, over the whole span. The answer keeps the text before the loop and one copy of the
block.
"""

from __future__ import annotations

MIN_PERIOD = 4
ENDS = ".!?\n。！？"


class RepetitionGuard:
    def __init__(self, min_span: int = 600, min_repeats: int = 5, max_period: int = 400, every: int = 48):
        self.min_span, self.min_repeats, self.max_period, self.every = min_span, min_repeats, max_period, every
        self.text = ""
        self._checked = 0
        self.kept: str | None = None  # once a loop is found: the text to keep (up to one copy of the block)

    def feed(self, piece: str) -> bool:
        """Take streamed text; True once the tail is a loop (then `kept` is set)."""
        self.text += piece
        if self.kept is None and len(self.text) - self._checked >= self.every:
            self._checked = len(self.text)
            self.kept = self._loop()
        return self.kept is not None

    def _loop(self) -> str | None:
        text = self.text
        for period in range(MIN_PERIOD, min(self.max_period, len(text) // self.min_repeats) + 1):
            repeats = max(self.min_repeats, -(-self.min_span // period))
            span = period * repeats
            if span > len(text):
                continue
            block = text[-period:]
            if text[-span:] == block * repeats:
                start = len(text) - span  # walk back over earlier copies of the block
                while start >= period and text[start - period : start] == block:
                    start -= period
                while start > 0 and text[start - 1] == text[start - 1 + period]:  # to the loop's first character
                    start -= 1
                # one copy, ending where a sentence or line does: the last end in the period after `start`
                # (the text repeats, so the character at start + period is the one at start)
                window = text[start + 1 : start + period + 1]
                end = max(window.rfind(c) for c in ENDS)
                return text[: start + 1 + end + 1] if end >= 0 else text[: start + period]
        return None
