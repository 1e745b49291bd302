"""The cell of a passage's table that a question asks for, picked by the model before it answers. No MLX.

A table reaches the prompt as a header line and rows of bare values (a page's, a document's or a slide's cells
joined by ' | ', formats.cells_line; or Markdown). Asked "a child's ticket for a recliner at an evening showing",
a small model reading four price columns across six rows often gives the value beside the one asked for: the row
above, or the column before. Choosing the row and the column is an easier task than reading the value out of
the grid, so it is asked on its own first: for the tables of the first two passages (in rank order), the model
chooses one of the table's row labels (or "none of these") and one of its column names, as JSON under a grammar
(structured.json_schema_grammar), so it can only name what the table holds. The cell at the first row chosen
goes into the answer's prompt as one line ("In passage [1], the row "Child (under 15)" under "Recliner, from 5pm"
reads: £10.00."), beside the passages, which stay as they are; the answer is still read and checked against them.

Measured on spent table questions of fresh5-fresh25 with qwen2.5-coder-1.5b, both ways in one process (README,
"Stop 55" and "Stop 56: the table cell" under "Questions about your documents"): a small gain, within its noise;
questions whose passages hold no table are not changed at all. Documents(table_cells=False) in
chat/turn.py switches it off, for such measurements."""

from __future__ import annotations

import re
from dataclasses import dataclass

MIN_COLUMNS = 3  # a row label and two columns or more: 'Size | Price' is read right as it is
# Tables are asked about only in the first passages: over the 551 answerable questions of fresh5-fresh26, where the
# first passage with a table ranked third to fifth it held the question's answer in 12 of 129 (101 of 144 at first
# or second), and a pick there is mostly a row of another file's table (README, "Stop 57").
RANKS = 2
NONE = "none of these"
# a cell that is a value, not a column's name: a number, a price, a percentage, a date in figures
VALUE = re.compile(r"^[-+~≈]?\s*[£$€¥]?\s*\d[\d.,:/\s%]*(?:[a-zA-Z]{0,3}|[元块分角%])$")
RULE = re.compile(r"^:?-+:?$")  # a cell of a Markdown table's line under its header: |---|:--:|
RULE_LINE = re.compile(r"^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)+\|?$")  # that line, with or without its outer bars
JOIN = re.compile(r"\s\|(?:\s|$)")  # ' | ' between cells, and ' |' closing a row with an empty last cell
YEAR = re.compile(r"^(?:19|20)\d\d$")  # a column named by its year: 'Fee | 2027 | 2028'


@dataclass(slots=True)
class Table:
    """The tables under a header in one passage, as one: their lines as the passage gives them, and their cells."""

    lines: list[str]
    cells: list[tuple[str, str, str]]  # (row label, column name, value) of every filled cell, in reading order

    @property
    def labels(self) -> list[str]:
        return list(dict.fromkeys(label for label, _, _ in self.cells))

    @property
    def columns(self) -> list[str]:
        return list(dict.fromkeys(column for _, column, _ in self.cells))

    def cell(self, label: str, column: str) -> str:
        """The value in the rows labelled `label` under `column`: '' where there is none, and where rows of that
        label hold different values there (a table in sections, 'Standard' then 'Recliner', each with an 'Adult'
        row; two years' tables with the same rows): which one the question means is not the model's choice here."""
        values = {v for r, c, v in self.cells if r == label and c == column}
        return values.pop() if len(values) == 1 else ""


def _cells(line: str) -> list[str] | None:
    """A table row's cells, or None for a line that is no table row. ' | ' joins a row's cells in text read from
    other formats; a Markdown row is also closed by '|' at both ends."""
    text = line.strip()
    if RULE_LINE.match(text):
        return [c.strip() for c in text.strip("|").split("|")]
    if text.startswith("|") and text.endswith("|") and len(text) > 1:
        return [c.strip() for c in text[1:-1].split("|")]
    if text.startswith("| "):  # a row whose first cell is empty: formats.cells_line keeps empty cells before others
        return ["", *(c.strip() for c in JOIN.split(text[1:].strip()))]
    if " | " not in text:
        return None
    return [c.strip() for c in JOIN.split(text)]


def _rule(cells: list[str]) -> bool:
    return all(RULE.match(c) for c in cells if c)


def _header(cells: list[str], nxt: list[str] | None) -> bool:
    """A table's header: three columns or more, followed by a row, every cell filled (the corner above the rows'
    labels may be empty) and none a value (a year aside); a Markdown table says so itself by the rule under it."""
    if len(cells) < MIN_COLUMNS or nxt is None or _rule(cells):
        return False
    if _rule(nxt):
        return True
    names = cells[1:] if not cells[0] else cells
    return all(names) and not any(VALUE.match(c) and not YEAR.match(c) for c in names)


def table(text: str) -> Table | None:
    """The tables under a header in a passage's text, as one Table; None where it has none with a filled cell.
    Rows above their header (a table cut across passages), rows without a label and two-column tables are left out."""
    lines = text.split("\n")
    shown: list[str] = []
    cells: list[tuple[str, str, str]] = []
    names: list[str] | None = None
    for i, line in enumerate(lines):
        row = _cells(line)
        if row is None:
            names = None
            continue
        if names is not None and _rule(row):
            continue
        if names is not None and len(row) > 1:
            shown.append(line)
            if row[0]:
                cells += [(row[0], names[j], v) for j, v in enumerate(row[1:], 1) if j < len(names) and v]
            continue
        names = None
        nxt = _cells(lines[i + 1]) if i + 1 < len(lines) else None
        if _header(row, nxt):
            names = row
            shown.append(line)
    return Table(shown, cells) if cells else None


def schema(table: Table) -> dict:
    """The JSON the model may write: one of the table's row labels (or NONE) and one of its column names."""
    return {
        "type": "object",
        "properties": {"row": {"enum": [*table.labels, NONE]}, "column": {"enum": table.columns}},
        "required": ["row", "column"],
        "additionalProperties": False,
    }


def question_prompt(question: str, table: Table, source: str) -> str:
    """What the model is asked about one table (source: the file's short name)."""
    shown = "\n".join(table.lines)
    return (
        f"Question: {question}\n\nA table from {source}:\n{shown}\n\n"
        "Which row of this table is about what the question asks, and which column fits the question's case (its "
        f'day, time, age, size, membership)? If no row is about it, the row is "{NONE}". '
        'Answer in JSON with "row" and "column".'
    )


def chosen(table: Table, choice: dict | None) -> str | None:
    """The value at the row and column the model chose; None for 'none of these', an empty cell or no choice."""
    if not isinstance(choice, dict) or choice.get("row") in (None, NONE):
        return None
    label, column = choice.get("row"), choice.get("column")
    if label not in table.labels or column not in table.columns:
        return None
    return table.cell(label, column) or None


def note(n: int, label: str, column: str, value: str) -> str:
    """The line the answer's prompt carries for the chosen cell of passage [n]."""
    return f'In passage [{n}], the row "{label}" under "{column}" reads: {value}.'


def candidates(passages: list) -> list[tuple[int, Table]]:
    """(n, table) for the passages among the first RANKS that hold a table, in their rank order."""
    return [(n, found) for n, p in enumerate(passages[:RANKS], 1) if (found := table(p.text)) is not None]
