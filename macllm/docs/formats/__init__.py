"""Readers for office files, spreadsheets, e-books and mail: each turns a file's bytes into docs.read.Line's that
carry where they stand (paragraph, slide, sheet and row, chapter, message). docs/read.py picks one by suffix."""

# A page's navigation (<nav>: menus, breadcrumbs) is not read: on its own it made a passage that answers nothing and
# took one of the five places in the prompt. One left open (a broken template) ends where the content starts.
NAV_ENDS = frozenset(("main", "article", "h1"))


def cells_line(cells) -> str:
    """A table row as one line: its cells joined with ' | ', the empty ones at its end left out ('' for none)."""
    cells = [" ".join(c.split()) for c in cells]
    while cells and not cells[-1]:
        cells.pop()
    return " | ".join(cells)
