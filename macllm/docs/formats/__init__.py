"""Readers for office files, spreadsheets, e-books and mail: each turns a file's bytes into docs.read.Line's that
carry where they stand (paragraph, slide, sheet and row, chapter, message). docs/read.py picks one by suffix."""

# A page's navigation (<nav>: menus, breadcrumbs) is not read: on its own it made a passage that answers nothing and
# took one of the five places in the prompt. One left open (a broken template) ends where the content starts.
NAV_ENDS = frozenset(("main", "article", "h1"))


class NavCount:
    """For an HTMLParser: how many <nav> elements are open around its place (`nav`), with NAV_ENDS closing them."""

    nav = 0

    def counted_nav(self, tag: str, opening: bool) -> bool:
        """Count a start (opening) or end tag; True where it was a <nav>'s own, which the parser then skips."""
        if opening and tag in NAV_ENDS:
            self.nav = 0
        if tag != "nav":
            return False
        self.nav = self.nav + 1 if opening else max(self.nav - 1, 0)
        return True


def cells_line(cells) -> str:
    """A table row as one line: its cells joined with ' | ', the empty ones at its end left out ('' for none)."""
    cells = [" ".join(c.split()) for c in cells]
    while cells and not cells[-1]:
        cells.pop()
    return " | ".join(cells)
