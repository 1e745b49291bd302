"""What the model is told about a passage and how it is asked (issue 23): headings that keep every section above a
passage (a changelog's version, an HTML page's sections), and the answer's language named for a question in
Chinese, Japanese or Korean."""

from pathlib import Path

from macllm.docs.answer import build_prompt
from macllm.docs.chunk import make_chunks
from macllm.docs.citations import cited
from macllm.docs.read import read_lines
from macllm.docs.retrieve import Passage

CHANGELOG = """# Changelog

All notable changes are documented here.

## [3.2.0] - 2025-11-04

### Added

- Streaming of response bodies.

## [3.1.0] - 2025-08-02

### Added

- HTTP/2 support, off by default.

### Changed

- The default timeout went from 5 to 10 seconds.

## [3.0.0] - 2025-05-20

### Removed

- Support for Python 3.8.
"""


def _heading_of(chunks, phrase: str) -> str:
    return next(c.heading for c in chunks if phrase in c.text)


def test_a_changelog_passage_keeps_the_version_heading_above_its_section():
    chunks = make_chunks(read_lines(Path("CHANGELOG.md"), CHANGELOG.encode()), max_chars=40)
    assert _heading_of(chunks, "HTTP/2") == "Changelog › [3.1.0] - 2025-08-02 › Added"
    assert _heading_of(chunks, "default timeout") == "Changelog › [3.1.0] - 2025-08-02 › Changed"
    # a heading at the level of one above replaces it and what stood under it
    assert _heading_of(chunks, "Python 3.8") == "Changelog › [3.0.0] - 2025-05-20 › Removed"
    assert _heading_of(chunks, "Streaming") == "Changelog › [3.2.0] - 2025-11-04 › Added"


def test_underlined_headings_nest_by_the_order_their_characters_first_appear():
    text = "Guide\n=====\n\nSetup\n-----\n\nLinux\n~~~~~\n\nRun make.\n\nUsage\n-----\n\nRun it.\n"
    chunks = make_chunks(read_lines(Path("guide.rst"), text.encode()), max_chars=12)
    assert _heading_of(chunks, "make") == "Guide › Setup › Linux"
    assert _heading_of(chunks, "Run it") == "Guide › Usage"


def test_an_html_page_passages_know_their_sections():
    page = (
        "<html><head><title>Help</title></head><body>\n<h1>Returns and refunds</h1>\n<p>Within 45 days.</p>\n"
        "<h2>Refund <em>times</em></h2>\n<table><tr><td>PayPal</td><td>2 business days</td></tr></table>\n</body></html>"
    )
    lines = read_lines(Path("returns.html"), page.encode())
    assert [(ln.text, ln.line) for ln in lines] == [
        ("# Returns and refunds", 2),
        ("Within 45 days.", 3),
        ("## Refund times", 4),
        ("PayPal | 2 business days", 5),  # a row stays one line: the value beside what it is the value of
    ]
    chunks = make_chunks(lines, max_chars=30)
    assert _heading_of(chunks, "45 days") == "Returns and refunds"
    assert _heading_of(chunks, "PayPal") == "Returns and refunds › Refund times"


def test_a_chinese_question_is_told_to_be_answered_in_chinese():
    p = Passage("/d/急救.txt", 1, 1, None, 1.0, "按压深度为五到六厘米。", 1)
    zh = build_prompt("胸外按压要按多深？", [p])
    assert "in Chinese, the language of the question" in zh and "请用中文回答。" in zh
    assert zh.rstrip().endswith("Question: 胸外按压要按多深？")  # the question stays the last line
    mixed = build_prompt("ferrule 3.0.0 删除了哪些东西？", [p])
    assert "请用中文回答。" in mixed
    en = build_prompt("What does the word 急救 mean in this file?", [p])
    assert "in the language of the question" in en and "Chinese" not in en and "请用中文回答" not in en
    assert "日本語で答えてください。" in build_prompt("胸骨圧迫はどのくらいの深さですか？", [p])


def test_a_citation_in_place_of_a_version_is_named_after_the_version_heading():
    added = Passage(
        "/r/ferrule/CHANGELOG.md", 26, 30, None, 1.0, "- HTTP/2 support.", 1, heading="Changelog › [3.1.0] › Added"
    )
    answer = cited("The release that added HTTP/2 support is [1].", [added]).answer
    assert answer == "The release that added HTTP/2 support is Changelog › [3.1.0] (ferrule/CHANGELOG.md) [1]."


def test_a_passage_under_one_version_never_holds_the_next_versions_entries():
    chunks = make_chunks(read_lines(Path("CHANGELOG.md"), CHANGELOG.encode()))  # 600 characters: room for two
    # each passage's heading: the sections all its lines stand under (3.1.0's holds its Added and its Changed)
    assert [c.heading for c in chunks] == [
        "Changelog",
        "Changelog › [3.2.0] - 2025-11-04 › Added",
        "Changelog › [3.1.0] - 2025-08-02",
        "Changelog › [3.0.0] - 2025-05-20 › Removed",
    ]
    assert "HTTP/2" in chunks[2].text and "Python 3.8" not in chunks[2].text and "default timeout" in chunks[2].text


def test_a_number_a_sentence_states_points_its_citation_at_the_passage_that_holds_it():
    requests = Passage("/d/LIMITS.md", 5, 13, None, 1.0, "| Enterprise | 6000 | 1000 | 100 MB |", 1, heading="Limits")
    storage = Passage("/d/LIMITS.md", 15, 23, None, 1.0, "| Enterprise | unlimited | 100 | 90 days |", 2)
    result = cited("企业版每分钟最多可以发6000个请求。[2]", [requests, storage])  # no word in common with either
    assert result.answer == "企业版每分钟最多可以发6000个请求。[1]" and [s["n"] for s in result.sources] == [1]
    # a number that the cited passage holds (here in its heading), or that no passage or several hold, changes nothing
    kept = "Limits 6000 requests a minute [1]. It keeps 100 versions [2]. It allows 7000 [2]."
    assert cited(kept, [requests, storage]).answer == kept
    both = Passage("/d/other.md", 1, 1, None, 1.0, "6000 a minute", 3)
    assert cited("Up to 6000 [2].", [requests, storage, both]).answer == "Up to 6000 [2]."


def test_a_citation_after_is_stays_a_citation_where_no_version_names_its_source():
    page = Passage(
        "/r/sluice/sluice.1.txt",
        40,
        44,
        None,
        1.0,
        "3  Some files could not be copied; the others were.",
        1,
        heading="SLUICE(1) User Commands SLUICE(1) › EXIT STATUS",
    )
    text = "Exit code 3 means some files could not be copied; the others were [1]."
    assert cited(text, [page]).answer == text
