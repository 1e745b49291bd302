"""Mail: one message (.eml) or a mailbox of them (.mbox).

A message reads as its Subject, From, To, Cc and Date lines, a blank line, then its body: the text/plain part
where there is one, else the HTML part's paragraphs (formats/html_blocks.py: a mail's HTML is often one long
source line, and its source lines mean nothing once decoded); its lines are numbered as they stand in that text
and cited as 'message, lines 3-8' ('message 2, lines 3-8' in a mailbox). Each attachment that is
itself readable (a PDF, a Word file, a spreadsheet, text, another message) is read by its own reader and cited
inside the message: 'attachment budget.xlsx Q3!14'. An attachment that cannot be read is left out; a message
that cannot be parsed is skipped with the reason.
"""

from __future__ import annotations

import email
import re
from email import policy
from email.message import EmailMessage
from pathlib import Path

from macllm.docs.encoding import declared_charset, decoded
from macllm.docs.formats.html_blocks import html_blocks
from macllm.docs.read import Line, Skipped, read_lines

HEADERS = ("Subject", "From", "To", "Cc", "Date")
MBOX_FROM = re.compile(rb"^From [^\r\n]*\r?\n", re.MULTILINE)
MAX_DEPTH = 3  # messages attached to messages


def eml(data: bytes) -> list[Line]:
    msg = _parse(data)
    return _Pages().message(msg, "message, lines {}")


def mbox(data: bytes) -> list[Line]:
    starts = [m.start() for m in MBOX_FROM.finditer(data)]
    if not starts or starts[0] != 0:
        raise Skipped("not an mbox mailbox (it does not start with a 'From ' line)")
    pages, lines = _Pages(), []
    for n, (a, b) in enumerate(zip(starts, starts[1:] + [len(data)]), 1):
        raw = MBOX_FROM.sub(b"", data[a:b], count=1)
        raw = re.sub(rb"(?m)^>(>*From )", rb"\1", raw)  # mboxrd's quoted 'From ' lines
        try:
            msg = _parse(raw)
        except Skipped:
            continue
        lines += pages.message(msg, f"message {n}, lines {{}}")
    return lines


def _parse(data: bytes) -> EmailMessage:
    try:
        msg = email.message_from_bytes(data, policy=policy.default)
    except Exception as e:  # the parser is lenient; what it still refuses is a damaged file
        raise Skipped(f"unreadable message ({e})") from None
    if not any(msg.get(h) for h in ("From", "Subject", "Date", "Message-ID")):
        raise Skipped("not an email message (no From, Subject or Date header)")
    return msg


class _Pages:
    """Hands out page numbers: a message and each of its attachments get their own (passages never cross one)."""

    def __init__(self):
        self.next = 0

    def take(self) -> int:
        self.next += 1
        return self.next

    def message(self, msg: EmailMessage, place: str, depth: int = 0) -> list[Line]:
        page = self.take()
        texts = [f"{h}: {_header(msg, h)}" for h in HEADERS if _header(msg, h)]
        body = _body(msg)
        if body:
            texts += [""] + body
        lines = [Line(t, n, page, place) for n, t in enumerate(texts, 1)]
        for i, part in enumerate(msg.iter_attachments(), 1):
            lines += self.attachment(part, i, depth)
        return lines

    def attachment(self, part: EmailMessage, i: int, depth: int) -> list[Line]:
        name = part.get_filename() or ""
        if part.get_content_type() == "message/rfc822" and depth < MAX_DEPTH:
            inner = part.get_payload()
            inner = inner[0] if isinstance(inner, list) and inner else inner
            if isinstance(inner, EmailMessage):
                name = name or f"message {i}"
                return self.message(inner, f"attachment “{name}”, lines {{}}", depth + 1)
        payload = part.get_payload(decode=True)
        if not name or not payload:
            return []
        try:
            found = read_lines(Path(name), payload)
        except Skipped:
            return []
        except Exception:  # a damaged attachment never costs the message
            return []
        units: dict = {}
        out = []
        for ln in found:
            key = (ln.page, ln.place)
            if key not in units:
                units[key] = self.take()
            out.append(Line(ln.text, ln.line, units[key], f"attachment {name} {_inner_place(ln)}"))
        return out


def _inner_place(ln: Line) -> str:
    if ln.place:
        return ln.place
    return f"page {ln.page}, line {{}}" if ln.page else "line {}"


def _header(msg: EmailMessage, name: str) -> str:
    try:
        value = msg.get(name)
    except Exception:  # a malformed header: left out rather than the message
        return ""
    return " ".join(str(value).split()) if value else ""


def _body(msg: EmailMessage) -> list[str]:
    part = msg.get_body(preferencelist=("plain", "html"))
    if part is None:
        return []
    try:
        text = part.get_content() if part.get_content_charset() not in (None, "us-ascii", "ascii") else None
    except (LookupError, UnicodeError, AssertionError, KeyError):  # an unknown charset, a broken encoding
        text = None
    if text is None:  # no charset named, or ASCII (yet 8-bit text is often sent so), or one Python does not know
        raw = part.get_payload(decode=True) or b""
        declared = declared_charset(raw) if part.get_content_subtype() == "html" else None
        text = decoded(raw, declared) or raw.decode("utf-8", errors="replace")
    if not isinstance(text, str):
        return []
    if part.get_content_subtype() == "html":
        return html_blocks(text)
    return text.splitlines()
