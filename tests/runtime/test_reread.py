"""An answer from documents that only says the documents do not say is asked once more without the instruction to
say so (chat/turn.py): small models gave that line over an answer a passage held. The second answer goes through
the checks that withhold an answer, so one not read from the passages is still not given as the answer."""

from macllm.chat import turn
from macllm.docs.answer import DECLINE, build_prompt, declines
from macllm.docs.retrieve import Passage
from tests.runtime.test_repetition import asked_over
from tests.tui.fake_engine import FakeEngine

SLIDE = (
    "On the day\nFitting takes one day, from 8am to about 4pm\nNotes: If anyone in the home relies on medical "
    "equipment, they should tell Marcus Adeyemi, our tenant liaison officer, on 01632 964 112."
)
TOLD = "Tell Marcus Adeyemi, the tenant liaison officer, on 01632 964 112. [1]"


class DeclinesWhenTold(FakeEngine):
    """Says the documents do not say while the instructions offer it; answers what it is given otherwise."""

    def __init__(self, without: str, **kw):
        super().__init__(delay=0, **kw)
        self.without = without

    def submit(self, request, model=None):
        told = DECLINE.strip() in request.messages[-1]["content"]
        self.answer = "The documents do not say." if told else self.without
        return super().submit(request, model)


def test_a_bare_decline_is_asked_again_without_the_line_that_offers_it(monkeypatch):
    engine = DeclinesWhenTold(TOLD)
    result, shown = asked_over(
        engine, "My mum is on home oxygen. Who should we tell about the boiler work?", SLIDE, monkeypatch
    )
    prompts = [s["messages"][-1]["content"] for s in engine.submits]
    assert len(prompts) == 2 and DECLINE.strip() in prompts[0] and DECLINE.strip() not in prompts[1]
    assert prompts[1] == prompts[0].replace(DECLINE, "")  # the same passages and question, that line alone out
    assert result.text.startswith("Tell Marcus Adeyemi") and not result.sources.withheld
    assert [s["n"] for s in result.sources.sources] == [1]
    assert turn.REREAD in shown  # the user sees why a second answer streams


def test_a_second_answer_the_checks_withhold_is_not_given(monkeypatch):
    made_up = "Call the housing office on 0800 555 123. [1]"  # a number no passage holds
    engine = DeclinesWhenTold(made_up)
    result, _ = asked_over(engine, "Who should we tell about the boiler work?", SLIDE, monkeypatch)
    assert len(engine.submits) == 2
    assert declines(result.text) and result.sources.withheld == made_up  # shown as withheld, as any other
    assert not result.sources.sources


def test_a_second_decline_is_kept_and_asked_no_more(monkeypatch):
    engine = DeclinesWhenTold("文档中没有提到。")
    result, _ = asked_over(engine, "谁负责换锅炉？", SLIDE, monkeypatch)
    assert len(engine.submits) == 2 and result.text == "文档中没有提到。"


def test_an_answer_that_says_something_is_asked_once():
    for answer in (
        "Tell Marcus Adeyemi [1]. The documents do not say when he answers.",  # a decline beside an answer
        "The documents do not say the fee, but the visit is 8am to 4pm [1].",
        "It is £45 [1].",
    ):
        assert not declines(answer), answer
    for answer in ("The documents do not say.", "The passages do not mention it [1].", "文档中没有提到。"):
        assert declines(answer), answer


def test_an_answer_that_says_something_beside_not_saying_is_not_asked_again(monkeypatch):
    engine = FakeEngine(delay=0, answer="Fitting takes one day [1]. The documents do not say who to tell.")
    result, shown = asked_over(engine, "Who should we tell?", SLIDE, monkeypatch)
    assert len(engine.submits) == 1 and turn.REREAD not in shown


def test_the_prompt_with_the_decline_line_is_the_one_before():
    p = Passage("/d/a.md", 1, 1, None, 1.0, "x", 1)
    said = build_prompt("What is it?", [p])
    assert "in square brackets. If the passages do not answer the question, say that the documents do not say." in said
    assert build_prompt("What is it?", [p], decline=False) == said.replace(DECLINE, "")
    assert DECLINE.strip() in build_prompt("它是什么？", [p]) and "请用中文回答。" in build_prompt(
        "它是什么？", [p], decline=False
    )


PARKING = "Children under 16 must visit with an adult. Car parking is £4 a day, paid at the car park machines."


def test_a_second_answer_from_a_file_that_names_nothing_the_question_names_is_withheld(monkeypatch):
    # the only passage is another place's page: its fee is no answer to a question about Pelwick Sailing School
    engine = DeclinesWhenTold("A day's parking is £4, paid at the car park machines. [1]")
    question = "How much does a day's parking cost when I come to Pelwick Sailing School for a course?"
    result, _ = asked_over(engine, question, PARKING, monkeypatch)
    assert len(engine.submits) == 2
    assert result.text == "The documents do not say." and "£4" in result.sources.withheld
    assert not result.sources.sources
    # the same page under the name the question gives is read as its answer
    named = DeclinesWhenTold("A day's parking is £4, paid at the car park machines. [1]")
    result, _ = asked_over(
        named, "How much is a day's parking when I visit Fellbrook?", "Fellbrook\n" + PARKING, monkeypatch
    )
    assert result.text.startswith("A day's parking is £4") and not result.sources.withheld
