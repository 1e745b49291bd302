"""The table cell a question asks for, chosen by the model under a grammar before it answers (docs/table_cell.py,
chat/turn.py): which tables are offered, what the model may choose, and the line the answer's prompt carries."""

from __future__ import annotations

import json

from macllm import structured
from macllm.chat import turn
from macllm.docs import table_cell
from macllm.docs.retrieve import Passage
from macllm.requests import Request
from macllm.sampling import preset
from tests.tui.fake_engine import FakeEngine

TICKETS = (
    "Ticket prices\n"
    "Ticket | Standard, before 5pm | Standard, from 5pm | Recliner, before 5pm | Recliner, from 5pm\n"
    "Adult | £8.50 | £10.50 | £11.00 | £13.00\n"
    "Child (under 15) | £6.00 | £7.00 | £9.00 | £10.00\n"
    "Student | £7.00 | £8.50 | £10.00 | £11.50\n"
    "Tuesdays are half price for everyone."
)
MARKDOWN = "| Size | Weekly | Monthly |\n|---|---:|---:|\n| Small | £12 | £45 |\n| Medium | £23.80 | £90 |\n"
SIZES = "Size | Price\nSmall | £12\nLarge | £30"  # two columns: read as it is
QUESTION = "How much is a child's ticket for a recliner seat at an evening showing?"


def passage(text: str, n: int = 1, name: str = "/docs/cinema/prices.html") -> Passage:
    return Passage(name, n, n + text.count("\n"), None, 1.0, text, 1)


def test_a_header_table_gives_its_rows_labels_and_columns():
    table = table_cell.table(TICKETS)
    assert table.labels == ["Adult", "Child (under 15)", "Student"]
    assert table.columns[-1] == "Recliner, from 5pm" and len(table.columns) == 4
    assert table.cell("Child (under 15)", "Recliner, from 5pm") == "£10.00"
    assert table.lines[0].startswith("Ticket | Standard") and "Tuesdays" not in "\n".join(table.lines)
    markdown = table_cell.table(MARKDOWN)
    assert markdown.labels == ["Small", "Medium"] and markdown.cell("Medium", "Weekly") == "£23.80"
    assert all("---" not in line for line in markdown.lines)


def test_two_column_tables_rows_without_their_header_and_prose_give_no_table():
    assert table_cell.table(SIZES) is None
    assert table_cell.table("Adult | £8.50 | £10.50\nChild | £6.00 | £7.00") is None  # values: no header
    assert table_cell.table("Opening hours are 9 to 5 | Monday to Friday.") is None
    cut = "Adult | £8.50 | £10.50 | £11.00\n" + TICKETS  # a row of the table above, cut across passages
    assert table_cell.table(cut).labels == ["Adult", "Child (under 15)", "Student"]


def test_an_empty_corner_empty_labels_and_markdown_rules_of_any_length():
    corner = " | Weekday | Weekend | Holiday\nAdult | £6 | £8 | £9\n | £1 | £2 | £3\nChild | £4 | £5 | £6"
    table = table_cell.table(corner)  # formats.cells_line keeps an empty first cell
    assert table.columns == ["Weekday", "Weekend", "Holiday"] and table.labels == ["Adult", "Child"]
    assert table.cell("Adult", "Weekday") == "£6" and table.cell("Child", "Holiday") == "£6"
    for rule in ("|-|-|-|", "---|---|---", "|:--|--:|:-:|"):
        text = MARKDOWN.replace("|---|---:|---:|", rule)
        assert table_cell.table(text).cell("Medium", "Monthly") == "£90", rule


def test_a_label_with_two_values_under_one_column_gives_no_cell():
    sections = "| Seat | Before 5pm | From 5pm |\n|---|---|---|\n| Standard | | |\n| Adult | £8.50 | £10.50 |\n"
    sections += "| Child | £6.00 | £7.00 |\n| Recliner | | |\n| Adult | £11.00 | £13.00 |\n| Child | £9.00 | £10.00 |"
    table = table_cell.table(sections)
    assert (
        table.cell("Child", "From 5pm") == ""
        and table_cell.chosen(table, {"row": "Child", "column": "From 5pm"}) is None
    )
    two_years = TICKETS + "\n\n" + TICKETS.replace("£10.00", "£10.50")
    table = table_cell.table(two_years)
    assert (
        table.cell("Child (under 15)", "Recliner, from 5pm") == ""
        and table.cell("Adult", "Recliner, from 5pm") == "£13.00"
    )


def test_the_choice_is_held_to_the_tables_rows_and_columns():
    table = table_cell.table(TICKETS)
    schema = table_cell.schema(table)
    assert schema["properties"]["row"]["enum"] == [*table.labels, table_cell.NONE]
    assert schema["properties"]["column"]["enum"] == table.columns
    structured.json_schema_grammar(schema)  # llguidance takes it
    assert table_cell.chosen(table, {"row": "Child (under 15)", "column": "Recliner, from 5pm"}) == "£10.00"
    assert table_cell.chosen(table, {"row": table_cell.NONE, "column": "Standard, from 5pm"}) is None
    assert table_cell.chosen(table, {"row": "Pensioner", "column": "Standard, from 5pm"}) is None
    assert table_cell.chosen(table, None) is None
    prompt = table_cell.question_prompt(QUESTION, table, "cinema/prices.html")
    assert QUESTION in prompt and "\n".join(table.lines) in prompt and table_cell.NONE in prompt


def test_the_first_tables_among_the_passages_are_offered_in_rank_order():
    passages = [passage("Parking is free after 6pm.", 1), passage(TICKETS, 2), passage(MARKDOWN, 3)]
    passages += [passage(TICKETS, 4), passage(TICKETS, 5)]
    assert [n for n, _ in table_cell.candidates(passages)] == [2]  # only the first two passages: [1] holds none
    assert [n for n, _ in table_cell.candidates(passages[2:])] == [1, 2]


class Picks(FakeEngine):
    """Answers a request under a grammar with `choice` (JSON), and others with `answer`."""

    def __init__(self, choice: dict | None, answer: str = "A child's recliner ticket from 5pm is £10.00. [1]", **kw):
        super().__init__(answer, delay=0, **kw)
        self.choice, self.plain, self.requests = choice, answer, []

    def submit(self, request, model=None):
        self.requests.append(request)
        self.answer = json.dumps(self.choice) if request.grammar else self.plain
        return super().submit(request, model)


def ask(engine, passages, monkeypatch, question=QUESTION, table_cells=True):
    from macllm.docs import grounding

    monkeypatch.setattr(grounding, "retrieve", lambda *a, **k: passages)
    states: list[str] = []
    request = Request(messages=[{"role": "user", "content": question}], params=preset("precise"))
    documents = turn.Documents(None, ["c"], None, table_cells=table_cells)
    result = turn.answer(engine, request, documents=documents, on_state=states.append)
    return result, states


def test_the_chosen_cell_goes_into_the_answers_prompt_beside_the_passages(monkeypatch):
    engine = Picks({"row": "Child (under 15)", "column": "Recliner, from 5pm"})
    result, states = ask(engine, [passage("Parking is free after 6pm.", 1), passage(TICKETS, 2)], monkeypatch)
    pick, answer = engine.requests
    assert (
        pick.grammar
        and not pick.cache
        and pick.thinking is False
        and "Recliner, from 5pm" in pick.messages[0]["content"]
    )
    line = 'In passage [2], the row "Child (under 15)" under "Recliner, from 5pm" reads: £10.00.'
    prompt = answer.messages[-1]["content"]
    assert line in prompt and prompt.index(line) > prompt.index(TICKETS.splitlines()[-1])  # after the passages
    assert prompt.index(line) < prompt.index("Answer the question")  # before the instructions
    assert answer.grammar is None and result.text.startswith("A child's recliner ticket")
    assert [s["n"] for s in result.sources.sources] == [2] and "reading the tables" in states
    assert result.table_cell == line


def test_none_of_these_asks_the_next_table_and_no_choice_leaves_the_prompt_as_it_was(monkeypatch):
    engine = Picks({"row": table_cell.NONE, "column": "Weekly"})
    ask(engine, [passage(MARKDOWN, 1), passage(TICKETS, 2), passage(TICKETS, 3), passage(TICKETS, 4)], monkeypatch)
    picks = [r for r in engine.requests if r.grammar]
    assert len(picks) == table_cell.RANKS  # the tables of the first two passages asked about, none chosen
    assert "In passage [" not in engine.requests[-1].messages[-1]["content"]
    plain = Picks({"row": "Adult", "column": "Weekly"})
    ask(plain, [passage("Parking is free after 6pm.", 1)], monkeypatch)
    assert len(plain.requests) == 1 and plain.requests[0].grammar is None  # no table: no question about one
    off = Picks({"row": "Adult", "column": "Standard, from 5pm"})  # switched off (an A/B measurement)
    ask(off, [passage(TICKETS, 1)], monkeypatch, table_cells=False)
    assert len(off.requests) == 1 and "In passage [" not in off.requests[0].messages[-1]["content"]


def test_stopping_while_it_reads_a_table_stops_the_answer(monkeypatch):
    engine = Picks({"row": "Adult", "column": "Standard, from 5pm"}, hold=True)  # waits after its first chunk
    handles = []

    def cancel(handle):
        handles.append(handle)
        handle.cancel()

    from macllm.docs import grounding

    monkeypatch.setattr(grounding, "retrieve", lambda *a, **k: [passage(TICKETS, 1)])
    request = Request(messages=[{"role": "user", "content": QUESTION}], params=preset("precise"))
    result = turn.answer(engine, request, documents=turn.Documents(None, ["c"], None), on_handle=cancel)
    assert len(engine.requests) == 1 and result.finish_reason == "cancelled" and result.text == ""


def test_a_failed_choice_leaves_the_prompt_as_it_was_and_the_answer_comes(monkeypatch):
    class FailsUnderGrammar(Picks):
        def submit(self, request, model=None):
            self.fail = "the grammar broke" if request.grammar else None
            return super().submit(request, model)

    engine = FailsUnderGrammar({"row": "Adult", "column": "Standard, from 5pm"})
    result, _ = ask(engine, [passage(TICKETS, 1)], monkeypatch)
    assert len(engine.requests) == 2 and "In passage [" not in engine.requests[-1].messages[-1]["content"]
    assert result.text.startswith("A child's recliner ticket") and result.table_cell == ""


def test_a_real_model_chooses_only_what_the_table_holds(engine):
    table = table_cell.table(TICKETS)
    request = turn.pick_request(QUESTION, table, "/docs/cinema/prices.html")
    picked = turn._generate(engine, request, None, None, loops=False)
    assert picked.final.finish_reason == "stop"
    choice = json.loads(picked.text)  # the grammar holds it to the schema: JSON, a row of the table, a column of it
    assert choice["row"] in [*table.labels, table_cell.NONE] and choice["column"] in table.columns
    note = turn._table_note(engine, QUESTION, [passage(TICKETS, 1)])
    if choice["row"] != table_cell.NONE:
        assert note == table_cell.note(1, choice["row"], choice["column"], table.cell(choice["row"], choice["column"]))
