"""An answer from documents that only says the documents do not say is asked once more without the instruction to
say so (chat/turn.py): small models gave that line over an answer a passage held. The second answer goes through
the checks that withhold an answer, so one not read from the passages is still not given as the answer."""

from macllm.chat import turn
from macllm.docs import grounding
from macllm.docs.answer import DECLINE_LINE, build_prompt, declines
from macllm.docs.retrieve import Passage
from macllm.requests import Request
from macllm.sampling import preset
from tests.runtime.test_repetition import asked_over
from tests.tui.fake_engine import FakeEngine

SLIDE = (
    "On the day\nFitting takes one day, from 8am to about 4pm\nNotes: If anyone in the home relies on medical "
    "equipment, they should tell Marcus Adeyemi, our tenant liaison officer, on 01632 964 112."
)
TOLD = "Tell Marcus Adeyemi, the tenant liaison officer, on 01632 964 112. [1]"
PARKING = "Children under 16 must visit with an adult. Car parking is £4 a day, paid at the car park machines."


class DeclinesWhenTold(FakeEngine):
    """Says the documents do not say while the instructions offer it; answers `without` otherwise (fails with
    `fail_after` instead, once asked again)."""

    def __init__(self, without: str, fail_after: str | None = None, **kw):
        super().__init__(delay=0, **kw)
        self.without, self.fail_after = without, fail_after

    def submit(self, request, model=None):
        told = DECLINE_LINE.strip() in request.messages[-1]["content"]
        self.answer = "The documents do not say." if told else self.without
        self.fail = None if told else self.fail_after
        return super().submit(request, model)


def test_a_bare_decline_is_asked_again_without_the_line_that_offers_it(monkeypatch):
    engine = DeclinesWhenTold(TOLD)
    question = "My mum is on home oxygen. Who should we tell about the boiler work?"
    result, shown = asked_over(engine, question, SLIDE, monkeypatch)
    prompts = [s["messages"][-1]["content"] for s in engine.submits]
    assert len(prompts) == 2 and DECLINE_LINE.strip() in prompts[0] and DECLINE_LINE.strip() not in prompts[1]
    assert prompts[1] == prompts[0].replace(DECLINE_LINE, "")  # the same passages and question, that line alone out
    assert result.text.startswith("Tell Marcus Adeyemi") and not result.sources.withheld
    assert [s["n"] for s in result.sources.sources] == [1] and result.finish_reason == "stop"
    assert turn.REREAD in shown  # the user sees why a second answer streams


def test_a_second_answer_the_checks_withhold_leaves_the_decline(monkeypatch):
    made_up = "Call the housing office on 0800 555 123. [1]"  # a number no passage holds
    engine = DeclinesWhenTold(made_up)
    result, _ = asked_over(engine, "Who should we tell about the boiler work?", SLIDE, monkeypatch)
    assert len(engine.submits) == 2
    assert result.text == "The documents do not say." and result.sources.withheld == made_up
    assert not result.sources.sources


def test_a_second_answer_from_a_file_that_names_nothing_the_question_names_is_withheld(monkeypatch):
    answer = "A day's parking is £4, paid at the car park machines. [1]"
    question = "How much does a day's parking cost when I come to Pelwick Sailing School for a course?"
    passage = Passage("/d/須知.txt", 1, 1, None, 1.0, PARKING, 1)
    assert not grounding.sourced(answer, [passage], question, question)[1]["withheld"]  # no other check refuses it
    engine = DeclinesWhenTold(answer)
    result, _ = asked_over(engine, question, PARKING, monkeypatch)  # another place's page: its fee is no answer
    assert len(engine.submits) == 2
    assert result.text == "The documents do not say." and result.sources.withheld == answer
    assert not result.sources.sources
    # the same page under the name the question gives is read as its answer
    named = DeclinesWhenTold(answer)
    question = "How much is a day's parking when I visit Fellbrook?"
    result, _ = asked_over(named, question, "Fellbrook\n" + PARKING, monkeypatch)
    assert result.text.startswith("A day's parking is £4") and not result.sources.withheld


def test_a_second_try_that_fails_loops_says_nothing_or_is_stopped_leaves_the_decline(monkeypatch):
    for engine in (
        DeclinesWhenTold("", fail_after="engine stopped"),
        DeclinesWhenTold("[1]"),  # nothing but a marker
        DeclinesWhenTold(""),
        DeclinesWhenTold("Marcus Adeyemi. " * 60),  # it loops: the guard stops it
    ):
        result, _ = asked_over(engine, "Who should we tell about the boiler work?", SLIDE, monkeypatch)
        assert len(engine.submits) == 2, engine.without
        assert result.error is None and result.text == "The documents do not say.", engine.without
        assert not result.sources.withheld and not result.repeating and result.finish_reason == "stop"


class StoppedWhenAskedAgain(DeclinesWhenTold):
    def _run(self, handle):
        if len(self.submits) == 2:
            handle.cancel()  # Esc in the app, as the second answer starts: before its first piece, whatever the load
        super()._run(handle)


def test_a_second_try_the_user_stops_keeps_the_decline_as_stopped(monkeypatch):
    engine = StoppedWhenAskedAgain(TOLD)
    result, _ = asked_over(engine, "Who should we tell about the boiler work?", SLIDE, monkeypatch)
    assert len(engine.submits) == 2 and result.text == "The documents do not say."
    assert result.finish_reason == "cancelled"


def test_a_second_decline_is_kept_and_asked_no_more(monkeypatch):
    engine = DeclinesWhenTold("文档中没有提到。")
    result, _ = asked_over(engine, "谁负责换锅炉？", SLIDE, monkeypatch)
    assert len(engine.submits) == 2 and result.text == "文档中没有提到。"


def test_in_a_chat_the_last_question_is_asked_again_with_the_history_unchanged(monkeypatch):
    passage = Passage("/d/boilers.pptx", 4, 4, None, 1.0, SLIDE, 1)
    monkeypatch.setattr(grounding, "retrieve", lambda *a, **k: [passage])
    history = [
        {"role": "user", "content": "When is Hazel House's boiler fitted?"},
        {"role": "assistant", "content": "In the week of 13 March [1]."},
        {"role": "user", "content": "My mum is on home oxygen. Who should we tell?"},
    ]
    engine = DeclinesWhenTold(TOLD)
    request = Request(messages=[dict(m) for m in history], params=preset("precise"), system="Be brief.")
    result = turn.answer(engine, request, documents=turn.Documents(None, ["c"], None))
    first, second = engine.submits
    assert first["messages"][:2] == second["messages"][:2] == history[:2] and second["system"] == first["system"]
    assert second["messages"][2]["content"] == first["messages"][2]["content"].replace(DECLINE_LINE, "")
    assert result.text.startswith("Tell Marcus Adeyemi")


def test_only_a_bare_decline_counts_as_one():
    for answer in (
        "Tell Marcus Adeyemi [1]. The documents do not say when he answers.",  # a decline beside an answer
        "The documents do not say the fee, but the visit is 8am to 4pm [1].",
        "Refunds are not given for missed lessons [1].",  # a fact in the negative
        "Guide dogs are allowed; other pets are not mentioned [1].",
        "不提供退款。",
        "It is £45 [1].",
    ):
        assert not declines(answer), answer
    for answer in (
        "The documents do not say.",
        "The passages do not mention it [1].",
        "That is not mentioned in the passages.",
        "文档中没有提到。",
        "根据文件，没有提到这个问题。",
    ):
        assert declines(answer), answer


def test_an_answer_that_says_something_beside_not_saying_is_not_asked_again(monkeypatch):
    engine = FakeEngine(delay=0, answer="Fitting takes one day [1]. The documents do not say who to tell.")
    result, shown = asked_over(engine, "Who should we tell?", SLIDE, monkeypatch)
    assert len(engine.submits) == 1 and turn.REREAD not in shown


def test_the_prompt_that_offers_the_decline_is_the_one_before():
    p = Passage("/d/a.md", 1, 1, None, 1.0, "x", 1)
    assert build_prompt("What is it?", [p]) == (  # as it was before the line could be left out
        "Question: What is it?\n\nPassages:\n\n[1] File: d/a.md (line 1)\nx\n\nAnswer the question using only these "
        "passages, in one to three short sentences, in the language of the question. Write the answer itself (a "
        "version, a number, a name), never a passage number in its place; a version or a name may be only in a "
        "passage's label, its file name or title. After each sentence, put the number of the passage it comes from "
        "in square brackets. If the passages do not answer the question, say that the documents do not say.\n\n"
        "Question: What is it?"
    )
    assert build_prompt("What is it?", [p], offer_decline=False) == build_prompt("What is it?", [p]).replace(
        DECLINE_LINE, ""
    )
    assert DECLINE_LINE.strip() not in build_prompt("它是什么？", [p], offer_decline=False)
    assert "请用中文回答。" in build_prompt("它是什么？", [p], offer_decline=False)
