"""Spreadsheets (.xlsx) and delimited text (.csv, .tsv): one line per row, each row readable on its own.

The first row with text is the header when every cell of it is text (no numbers) and no two are the same: it is
kept as a line of its own, and every later row names its columns ('Region=EMEA, Revenue=1200'); a column without
a header, or a sheet without one, goes by its letter ('A=...'). A row of one cell above the header (a sheet's title,
a note on how to read it) is a line of its own where a wider row follows within TITLE_ROWS rows: it names no column.
Empty cells are left out. Rows keep the numbers
a spreadsheet shows, and passages are cited by sheet and rows ('sales.xlsx Q3!14-20') or rows ('data.csv row 14').
Numbers are shown as Excel shows them at most (15 significant digits), dates and times as ISO dates.
"""

from __future__ import annotations

import csv
import io
import re
from datetime import datetime, timedelta

from macllm.docs.formats.package import Package
from macllm.docs.read import Line, Skipped, decode_text

S = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
CELL_REF = re.compile(r"^([A-Z]+)(\d*)$")
NUMBER = re.compile(r"^[-+]?[\d.,\s%€$£¥]+$")
# built-in number formats that show dates or times (ECMA-376 18.8.30, with the East Asian ones)
DATE_FORMATS = set(range(14, 23)) | set(range(27, 37)) | set(range(45, 48)) | set(range(50, 59))
QUOTED = re.compile(r'"[^"]*"|\[[^\]]*\]|\\.')
TITLE_ROWS = 3  # a one-cell row is a title where a wider row follows within this many rows
MAX_COLUMNS = 16384  # Excel's XFD: a cell further right is damage


def column_name(index: int) -> str:
    """0 -> 'A', 25 -> 'Z', 26 -> 'AA'."""
    name = ""
    index += 1
    while index:
        index, rem = divmod(index - 1, 26)
        name = chr(65 + rem) + name
    return name


def _value(text: str) -> str:
    text = " ".join(str(text).split())
    return f'"{text}"' if (", " in text or "=" in text) else text


def named_rows(rows, page: int | None, place: str) -> list[Line]:
    """Lines from (row number, [cell texts]) in order: the header row as it is, each other row as name=value."""
    lines: list[Line] = []
    names: list[str] | None = None
    rows = [(number, [" ".join(str(c).split()) for c in cells]) for number, cells in rows]
    widths = [w for w in (sum(bool(c) for c in cells) for _, cells in rows) if w]  # of the rows with text
    seen = 0
    for number, cells in rows:
        if not any(cells):
            continue
        seen += 1
        if names is None:
            filled = [c for c in cells if c]
            if len(filled) == 1 and any(w > 1 for w in widths[seen : seen + TITLE_ROWS]):  # a title above a table
                lines.append(Line(filled[0], number, page, place))
                continue
            if all(not NUMBER.match(c) for c in filled) and len(set(filled)) == len(filled):
                names = [c or column_name(i) for i, c in enumerate(cells)]
                lines.append(Line(" | ".join(filled), number, page, place))
                continue
            names = []
        pairs = [f"{names[i] if i < len(names) else column_name(i)}={_value(c)}" for i, c in enumerate(cells) if c]
        lines.append(Line(", ".join(pairs), number, page, place))
    return lines


def sheet_place(name: str) -> str:
    """The citation of a sheet's rows, as Excel writes a reference: "Q3!{}", "'Q3 2024'!{}"."""
    quoted = name if re.fullmatch(r"\w+", name) else "'" + name.replace("'", "''") + "'"
    return quoted + "!{}"


# -- delimited text -------------------------------------------------------------------------------------
def csv_lines(data: bytes, delimiter: str | None = None) -> list[Line]:
    text = decode_text(data)
    if delimiter is None:
        try:
            delimiter = csv.Sniffer().sniff(text[:65536], delimiters=",;\t|").delimiter
        except csv.Error:
            delimiter = ","
    try:
        rows = list(enumerate(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter), 1))
    except csv.Error as e:
        raise Skipped(f"unreadable CSV ({e})") from None
    return named_rows(rows, None, "row {}")


def tsv_lines(data: bytes) -> list[Line]:
    return csv_lines(data, "\t")


# -- Excel ----------------------------------------------------------------------------------------------
def xlsx(data: bytes) -> list[Line]:
    pkg = Package(data, "Excel workbook")
    main = pkg.main_part("xl/workbook.xml")
    book = pkg.xml(main)
    rels = pkg.rels(main)
    pr = book.find(f"{S}workbookPr")
    epoch = datetime(1904, 1, 1) if pr is not None and pr.get("date1904") in ("1", "true") else datetime(1899, 12, 30)
    shared = _shared_strings(pkg, rels)
    dates = _date_styles(pkg, rels)
    lines: list[Line] = []
    for page, sheet in enumerate(book.iter(f"{S}sheet"), 1):
        kind, part = rels.get(sheet.get(f"{R}id"), ("", ""))
        if not kind.endswith("/worksheet") or not pkg.has(part):
            continue  # chart sheets and dialog sheets hold no cells
        rows = _rows(pkg, part, shared, dates, epoch)
        lines += named_rows(rows, page, sheet_place(sheet.get("name", f"Sheet{page}")))
    return lines


def _part(rels: dict, suffix: str) -> str | None:
    return next((part for kind, part in rels.values() if kind.endswith(suffix)), None)


def _shared_strings(pkg: Package, rels: dict) -> list[str]:
    part = _part(rels, "/sharedStrings")
    if not part or not pkg.has(part):
        return []
    out = []
    for si in pkg.xml(part).iter(f"{S}si"):
        phonetic = {id(t) for rph in si.iter(f"{S}rPh") for t in rph.iter(f"{S}t")}  # furigana, not the text
        out.append("".join(t.text or "" for t in si.iter(f"{S}t") if id(t) not in phonetic))
    return out


def _date_styles(pkg: Package, rels: dict) -> set[int]:
    """The cell styles (indexes into cellXfs) whose number format shows a date or a time."""
    part = _part(rels, "/styles")
    if not part or not pkg.has(part):
        return set()
    styles = pkg.xml(part)
    custom = {
        int(f.get("numFmtId")): f.get("formatCode", "")
        for f in styles.iter(f"{S}numFmt")
        if (f.get("numFmtId") or "").isdecimal()
    }
    xfs = styles.find(f"{S}cellXfs")
    out = set()
    for i, xf in enumerate(xfs if xfs is not None else []):
        fid = int(xf.get("numFmtId", "0")) if xf.get("numFmtId", "0").isdecimal() else 0
        code = QUOTED.sub("", custom.get(fid, "")).lower()
        if fid in DATE_FORMATS or (fid in custom and re.search(r"[dmyhs]", code)):
            out.add(i)
    return out


def _rows(pkg: Package, part: str, shared: list[str], dates: set[int], epoch: datetime):
    """(row number, cell texts) of a worksheet, streamed (a sheet can be much larger than its zip)."""
    last = 0
    sheet_data = None
    for event, el in pkg.iterparse(part):
        if event == "start" and el.tag == f"{S}sheetData":
            sheet_data = el
        if event != "end" or el.tag != f"{S}row":
            continue
        number = int(el.get("r")) if (el.get("r") or "").isdecimal() else last + 1
        last = number
        cells: dict[int, str] = {}
        for col, c in enumerate(el.iter(f"{S}c")):
            m = CELL_REF.match(c.get("r") or "")
            if m:
                col = sum((ord(ch) - 64) * 26**k for k, ch in enumerate(reversed(m.group(1)))) - 1
            if col < MAX_COLUMNS:
                cells[col] = _cell(c, shared, dates, epoch)
        if cells:
            yield number, [cells.get(i, "") for i in range(max(cells) + 1)]
        if sheet_data is not None:
            sheet_data.clear()  # the rows read so far


def _cell(c, shared: list[str], dates: set[int], epoch: datetime) -> str:
    kind, v = c.get("t", "n"), c.find(f"{S}v")
    value = v.text if v is not None and v.text is not None else ""
    if kind == "inlineStr":
        return "".join(t.text or "" for t in c.iter(f"{S}t"))
    if kind == "s":
        return shared[int(value)] if value.isdecimal() and int(value) < len(shared) else ""
    if kind == "b":
        return {"1": "TRUE", "0": "FALSE"}.get(value, value)
    if kind in ("str", "e", "d") or not value:
        return value
    try:
        number = float(value)
    except ValueError:
        return value
    style = int(c.get("s", "0")) if c.get("s", "0").isdecimal() else 0
    if style in dates:
        return _date(number, epoch)
    return f"{number:.15g}"


def _date(serial: float, epoch: datetime) -> str:
    try:
        when = epoch + timedelta(days=serial)
    except OverflowError:
        return f"{serial:.15g}"
    when = when.replace(microsecond=0) + timedelta(seconds=round(when.microsecond / 1e6))
    if serial < 1:  # a time of day
        return when.strftime("%H:%M:%S") if when.second else when.strftime("%H:%M")
    if when.hour == when.minute == when.second == 0:
        return when.strftime("%Y-%m-%d")
    return when.strftime("%Y-%m-%d %H:%M")
