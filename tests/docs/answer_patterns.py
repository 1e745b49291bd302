"""Scoring patterns the answer sets since fresh13 share, moved here unchanged from the sets that each held a copy.
Each set's recorded score was taken with them: change none of them; a set that needs another pattern writes its
own (fresh18 keeps its own first clause, which stops at a bracket too). One change, after fresh21 was scored:
`pounds` read "GBP" only after a word boundary, which a Chinese character before it is not, so "年票价格是GBP 5,796"
scored wrong; it now reads "GBP" after anything but a letter. Of fresh15-fresh21's logged answers only that one
changes, and its citation was wrong, so no recorded score moves."""

# The first sentence (up to a full stop) or the first clause of a Chinese answer, before a value in it
ZH_FIRST = r"re:^\W*[^。；;，,]{0,24}?"


def pounds(n: str) -> str:
    """A regular expression for a sum in pounds as people write it (n a regular expression): £48, £48.00, 48 pounds,
    GBP 48, 是GBP 48 (never £148, £48.50 or £1,048)."""
    return (
        rf"re:(?:£|(?<![a-z])gbp)\s?{n}(?:\.00)?(?![\d]|[.,]\d)|(?<![\d.,£]){n}(?:\.00)?\s?(?:pounds|gbp|英镑|镑)"
        r"(?![a-z])"
    )


def leading(lead: str):
    """For a set whose short answers may open with the words `lead` matches ("It costs", "The annual berth is"), a
    function giving the regular expression for a wrong sum given as the answer: the value at the start, or after
    those words, not a neighbouring price named beside the right one."""

    def wrong(value: str) -> str:
        return rf"re:^\W*{lead}(?:{value})"

    return wrong
