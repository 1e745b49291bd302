"""Scoring patterns the answer sets since fresh13 share, moved here unchanged from the sets that each held a copy.
Each set's recorded score was taken with them: change none of them; a set that needs another pattern writes its
own (fresh18 keeps its own first clause, which stops at a bracket too). One change, after fresh21 was scored:
`pounds` read "GBP" only after a word boundary, which a Chinese character before it is not, so "年票价格是GBP 5,796"
scored wrong; it now reads "GBP" after anything but a letter. Of fresh15-fresh21's logged answers only that one
changes, and its citation was wrong, so no recorded score moves.

Moved here later, unchanged, before fresh23 was scored: the scaffolding fresh20-fresh23 each copied (the first Chinese
clause before a bracket, the words that give a value as what it was which all four held, and fresh22's and fresh23's
yes and no openers)."""

from __future__ import annotations

from .answer_evaluation import STARTS_NO, STARTS_YES, _outdated

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


# The first sentence or first Chinese clause before a value, as ZH_FIRST, but a value in brackets after the answer is
# named beside it (fresh19-fresh23)
ZH_FIRST_BEFORE_BRACKET = r"re:^\W*[^。；;，,(（]{0,24}?"

# Words before a value that give it as what it was, in English after a comparison ("than the £620") and in Chinese
# (原来是, 本来), which fresh17 (the English) and fresh18-fresh23 (both) held
WAS_THE = ("than the ", "of the ", "not the ", "from the ")
WAS_ZH = ("原来", "原来是", "原来的", "原先", "原先是", "原先的", "原本", "原本是", "原本的", "本来", "本来是")

# Besides answer_evaluation's WAS, the words before a value that give it as what it was, which fresh20-fresh23 all
# held ("instead of EUR 189", "quoted £52", "原来是5月28日"); each set adds its own (WAS_TOO_SHARED + (...))
WAS_TOO_SHARED = (
    "been ",
    "said ",
    "earlier ",
    "old ",
    "original ",
    "originally ",
    "rather than ",
    "instead of ",
    "up from ",
    "quoted ",
    "quoted at ",
    "quote of ",
    "quote's ",
    "quote said ",
    "quote was ",
    "quote had ",
    "first quoted ",
    "had quoted ",
    "moved from ",
    "raised from ",
    "increased from ",
    *WAS_THE,
    *WAS_ZH,
    "原定的",
    "由原来的",
    "从原来的",
    "之前",
    "以前",
    "之前是",
    "以前是",
    "此前",
    "此前是",
)


def outdated_beside(was_too: tuple[str, ...]):
    """For a set with its own words that give a value as what it was, a function giving the regular expression for an
    outdated value stated as the answer (answer_evaluation._outdated with those words)."""

    def stated(value: str) -> str:
        return _outdated(value, was_too)

    return stated


# Yes and no as answers open, beyond answer_evaluation's STARTS_YES and STARTS_NO (fresh22 and fresh23; fresh20 and
# fresh21 keep the narrower lists they were scored with)
OPENS_NO = (
    r"re:^\W*not\b",
    r"re:^\W*(?:unfortunately|sadly|i'm afraid|i am afraid)\b",
    r"re:^\W*(?:you |she |it |they |we )?(?:can['’]t|cannot|can not|may not|aren['’]t allowed|are not allowed|isn['’]t "
    r"allowed|is not allowed|won['’]t be able|will not be able|won['’]t|will not|don['’]t|do not|doesn['’]t|does not)\b",
)
OPENS_YES_FORBIDDEN = (
    STARTS_YES,
    r"re:^\W*(?:you |she |it |they |we )?(?:can|may|could|will|would)\b(?!n?['’]t|not| not)",
    r"re:^\W*(?:sure|certainly|of course|absolutely)\b",
)
OPENS_NO_FORBIDDEN = (
    STARTS_NO,
    r"re:^\W*(?:you |it |they )?(?:can['’]t|cannot|can not|may not|won['’]t|will not)\b",
    r"re:^\W*(?:unfortunately|sadly|i'm afraid|i am afraid)\b",
    r"re:^\W*not\b",
)
