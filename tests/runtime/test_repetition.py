"""A looping answer is stopped (chat/repetition.py): the turn ends it, keeps one copy of what repeated, and says
so; answers that merely repeat short units (counting, tables) go on."""

from macllm.chat import turn
from macllm.chat.repetition import RepetitionGuard
from macllm.chat.store import ChatStore
from macllm.chat.turn import Turn
from macllm.requests import Request
from macllm.sampling import preset
from tests.tui.fake_engine import FakeEngine


def streamed(text: str, piece: int = 7) -> RepetitionGuard:
    guard = RepetitionGuard()
    for i in range(0, len(text), piece):
        if guard.feed(text[i : i + piece]):
            break
    return guard


def test_a_repeated_sentence_is_a_loop_and_one_copy_is_kept():
    guard = streamed("Hello there. " + "I am a helpful assistant and I like to help. " * 30)
    assert guard.kept == "Hello there. I am a helpful assistant and I like to help."
    paragraph = "First, boil the water.\nThen add the pasta.\nStir it now and then.\n"
    assert streamed("Steps:\n" + paragraph * 20).kept == "Steps:\n" + paragraph.rstrip()


def test_a_long_block_repeated_with_varying_line_breaks_is_caught_within_a_short_answer():
    block = (
        "The capital of France is Paris, a city known for its museums, its cafes and the river that runs through it. "
        "Many people visit it every year to see the tower and walk along the old streets of the centre."
    )
    text = "".join(block + ("\n\n" if i % 2 else " ") for i in range(8))
    guard = streamed(text)
    assert guard.kept == block and len(guard.text) < 4 * len(block)  # three copies are enough, not five


def test_text_that_only_repeats_short_units_is_not_a_loop():
    assert streamed("\n".join(str(i) for i in range(1, 600))).kept is None  # counting
    table = "| name | size |\n|------|------|\n" + "".join(f"| file{i}.txt | {i} kB |\n" for i in range(80))
    assert streamed(table).kept is None
    assert streamed("ha" * 40 + " that was funny. " + "Now the answer: 42.").kept is None  # short, then it moves on


def test_the_turn_stops_a_looping_answer_and_marks_it(tmp_path):
    chats = ChatStore(tmp_path / "chats.db")
    chat = chats.new_chat(model="tiny")
    loop = "The answer is yes. " + "I will repeat myself now. " * 2000
    result = Turn.ask(chats, chat.id, "Yes?").run(FakeEngine(answer=loop, delay=0))
    assert result.answer.finish_reason == "repetition"
    reply = chats.messages(chat.id)[-1]
    assert reply.finish_reason == "repetition" and reply.content == "The answer is yes. I will repeat myself now."
    assert reply.stats.generation_tokens < 400  # stopped early, not at the end of the 50,000 characters
    chats.close()


def test_in_an_answer_from_documents_counting_is_a_loop():
    count = "根据第" + "、".join(str(i) for i in range(1, 80)) + "个文件"
    assert streamed(count).kept is None  # in a chat, counting may be what was asked for
    for head, between in (("根据第", "、"), ("根据文件第", "、"), ("See [1], [2]: ", "、"), ("根据第", "、第")):
        text = head + between.join(str(i) for i in range(1, 400))  # streamed a character at a time, as digits come
        guard = RepetitionGuard(counting=True)
        assert any(guard.feed(c) for c in text) and guard.kept == head.rstrip(), head
        assert len(guard.text) < len(head) + 100  # within a few numbers of the twelfth
    for listed in (  # twelve numbers, each with its own word: a list, not a count
        "根据文件，" + "、".join(f"{m}月" for m in range(1, 13)) + "的电价均为0.56元/度。",
        "根据" + "、".join(f"第{n}条" for n in range(1, 13)) + "的规定。",
        "Keys " + ", ".join(f"F{n}" for n in range(1, 13)) + " work.",
    ):
        for pad in range(48):  # wherever the every-48-characters check lands
            guard = RepetitionGuard(counting=True)
            assert not any(guard.feed(c) for c in "x" * pad + listed), (listed, pad)
    eleven = "Released in " + ", ".join(str(y) for y in range(2001, 2012)) + ", "
    twelve = "Released in " + ", ".join(str(y) for y in range(2001, 2013)) + ", "
    checked_each_character = RepetitionGuard(counting=True, every=1)
    assert not any(checked_each_character.feed(c) for c in eleven)
    checked_each_character = RepetitionGuard(counting=True, every=1)
    assert any(checked_each_character.feed(c) for c in twelve) and checked_each_character.kept == "Released in"


def test_counting_is_checked_in_bounded_time():
    guard = RepetitionGuard(counting=True)
    guard.feed("1" * 20000 + " x" + " " * 8000)  # one check of a long run of digits and spaces
    assert guard.kept is None


REFUNDS = "开车前48小时以上退票，收取票价5%的退票费。"


def asked_over(engine, question: str, passage_text: str, monkeypatch):
    """turn.answer over one passage (retrieval replaced); returns the result and what streamed."""
    from macllm.docs import grounding
    from macllm.docs.retrieve import Passage

    passage = Passage("/d/须知.txt", 1, 1, None, 1.0, passage_text, 1)
    monkeypatch.setattr(grounding, "retrieve", lambda *a, **k: [passage])
    shown: list[str] = []
    request = Request(messages=[{"role": "user", "content": question}], params=preset("precise"))
    result = turn.answer(engine, request, on_text=shown.append, documents=turn.Documents(None, ["c"], None))
    return result, "".join(shown)


class LoopsOnce(FakeEngine):
    """Counts its passages until the repetition penalty is raised, then answers."""

    def submit(self, request, model=None):
        self.answer = (
            "根据第" + "、".join(map(str, range(1, 400)))
            if request.params.repetition_penalty < 1.2
            else "退票费为5%。[1]"
        )
        return super().submit(request, model)


def test_an_answer_from_documents_that_loops_is_asked_once_more_with_a_penalty(monkeypatch):
    engine = LoopsOnce(delay=0)
    result, shown = asked_over(engine, "退票费是多少？", REFUNDS, monkeypatch)
    assert [s["params"].repetition_penalty for s in engine.submits] == [1.0, turn.AGAIN_PENALTY]
    assert result.text.startswith("退票费为5%") and not result.repeating and result.sources.sources
    assert turn.LOOPED in shown  # the loop was shown as it streamed: the user is told why it starts again
    no_docs = LoopsOnce(delay=0)
    plain = turn.answer(no_docs, Request(messages=[{"role": "user", "content": "数到400"}], params=preset("precise")))
    assert len(no_docs.submits) == 1 and plain.text.startswith("根据第1、2")  # a chat may count: asked once


class CitesOnly(FakeEngine):
    """Answers with nothing but a passage's number until the repetition penalty is raised."""

    def submit(self, request, model=None):
        self.answer = "[1]" if request.params.repetition_penalty < 1.2 else "停水改在12月10日。[1]"
        return super().submit(request, model)


def test_an_answer_from_documents_that_only_names_a_passage_is_asked_once_more(monkeypatch):
    engine = CitesOnly(delay=0)
    result, shown = asked_over(engine, "哪天停水？", "更正：1—6号楼的停水时间改为12月10日。", monkeypatch)
    assert [s["params"].repetition_penalty for s in engine.submits] == [1.0, turn.AGAIN_PENALTY]
    assert result.text.startswith("停水改在12月10日") and turn.EMPTY in shown


class LoopsThenFails(LoopsOnce):
    def submit(self, request, model=None):
        self.fail = "engine stopped" if self.submits else None
        return super().submit(request, model)


def test_a_second_try_that_fails_keeps_the_first(monkeypatch):
    engine = LoopsThenFails(delay=0)
    result, _ = asked_over(engine, "退票费是多少？", REFUNDS, monkeypatch)
    assert len(engine.submits) == 2 and result.error is None and result.repeating
    assert result.text == "根据第" and turn.LOOPED not in result.text  # the first try as kept, not the marker
