"""(X)HTML as blocks: one line per paragraph, heading, list item or table row, for the formats whose HTML has no
line numbers worth keeping (EPUB chapters, the HTML part of a mail). An .html file is read by docs/read.py, by
the line each piece of text stands on in its source."""

from __future__ import annotations

from html.parser import HTMLParser

from macllm.docs.formats import NavCount, cells_line


class BlockText(NavCount, HTMLParser):
    """(X)HTML -> one string per paragraph, heading (as '## ...'), list item or table row (cells joined with ' | ')."""

    BLOCKS = {"p", "div", "li", "blockquote", "pre", "section", "article", "dd", "dt", "figcaption", "caption",
              "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "ul", "ol", "aside", "header", "footer", "body"}  # fmt: skip
    HIDDEN = {"script", "style", "head", "noscript", "template", "svg", "title"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = []
        self.buf: list[str] = []
        self.hidden = 0
        self.level = 0  # the heading being read
        self.pre = False  # the block being read is preformatted text (code)
        self.row: list[str] | None = None  # the cells of the table row being read

    def _flush(self):
        text = " ".join("".join(self.buf).split())
        self.buf = []
        if text and self.pre:  # fenced, so that its '# comment' is no heading to docs/chunk.py
            self.blocks += ["```", text, "```"]
        elif text:
            self.blocks.append(f"{'#' * self.level} {text}" if self.level else text)
        self.level, self.pre = 0, False

    def handle_starttag(self, tag, attrs):
        if self.counted_nav(tag, opening=True):
            return
        if tag in self.HIDDEN:
            self.hidden += 1
        elif tag == "br":
            self.buf.append(" ")
        elif tag == "tr":
            self._flush()
            self.row = []
        elif tag in ("td", "th") and self.row is not None:
            self.buf = []
        elif tag in self.BLOCKS and self.row is None:
            self._flush()
            if len(tag) == 2 and tag[0] == "h" and tag[1].isdigit():
                self.level = int(tag[1])
            self.pre = tag == "pre"

    def handle_endtag(self, tag):
        if self.counted_nav(tag, opening=False):
            return
        if tag in self.HIDDEN:
            self.hidden = max(self.hidden - 1, 0)
        elif tag in ("td", "th") and self.row is not None:
            self.row.append(" ".join("".join(self.buf).split()))
            self.buf = []
        elif tag == "tr" and self.row is not None:
            if text := cells_line(self.row):
                self.blocks.append(text)
            self.row, self.buf = None, []
        elif tag in self.BLOCKS and self.row is None:
            self._flush()

    def handle_data(self, data):
        if not self.hidden and not self.nav:
            self.buf.append(data)

    def close(self):
        super().close()
        self._flush()


def html_blocks(text: str) -> list[str]:
    parser = BlockText()
    parser.feed(text)
    parser.close()
    return parser.blocks
