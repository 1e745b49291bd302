"""An answer not read from its passages (docs/support.py): a made-up answer to a question no document covers is
replaced by saying the documents do not say, with the model's words kept; answers read from the passages, short
answers and translations are left as they are."""

from __future__ import annotations

import io
from dataclasses import replace

from macllm.chat.sources import WITHHELD, AnswerSources
from macllm.cli.chat_plain import write_sources
from macllm.docs.grounding import sourced
from macllm.docs.retrieve import Passage
from macllm.docs.support import (
    FAR_ZH,
    decline,
    far_question,
    invented_names,
    invented_values,
    support,
    unnamed,
    unsupported,
)

MANUAL = [
    Passage(
        "/d/spindle/spindle.1.txt",
        60,
        70,
        None,
        1.0,
        "spindle syncs a folder to a remote host. --delete removes files on the remote side that are gone locally. "
        "--bwlimit caps the transfer rate in kilobytes per second; the default is no limit.",
        1,
        heading="SPINDLE(1) › OPTIONS",
    ),
    Passage("/d/spindle/README.md", 1, 9, None, 0.9, "Install spindle with pip. It needs Python 3.10 or newer.", 2),
]
RULES = [
    Passage(
        "/d/枫林苑小区装修管理规定.docx",
        10,
        12,
        None,
        1.0,
        "第三条 业主装修前，须至少提前7个工作日到物业服务中心办理装修申请手续，并缴纳装修押金2000元。",
        1,
    ),
    Passage(
        "/d/枫林苑小区装修管理规定.docx", 13, 14, None, 0.8, "第四条 装修施工时间为每日8:00至12:00、14:00至18:00。", 2
    ),
]

RED_WINE = "What's the best way to get a red wine stain out of a carpet?"
MADE_UP = (
    "Mix equal parts baking soda and white vinegar, blot the stain with the mixture, let it sit, then rinse "
    "with cold water and dry the carpet with a clean towel [1]."
)


def test_an_answer_from_outside_the_passages_is_not_supported():
    assert unsupported(RED_WINE, MADE_UP, MANUAL)
    share, missing = support(RED_WINE, MADE_UP, MANUAL)
    assert share < 0.2 and {"baking", "vinegar", "towel"} <= set(missing)
    assert decline(MADE_UP) == "The documents do not say."


def test_answers_read_from_the_passages_are_supported_in_other_words():
    question = "How do I stop spindle from using all my bandwidth?"
    answer = "Use --bwlimit, which caps the transfer rate in kilobytes per second; by default there is no limit [1]."
    assert not unsupported(question, answer, MANUAL)
    assert support(question, "It removes remote files that were deleted locally [1].", MANUAL)[0] > 0.5


def test_a_short_answer_is_never_judged_on_a_word_or_two():
    assert not unsupported("Which licence is spindle under?", "The MIT licence [2].", MANUAL)


def test_a_chinese_answer_is_judged_by_the_character_pairs_it_shares():
    question = "枫林苑小区装修要提前几天申请？"
    assert not unsupported(question, "业主须至少提前7个工作日到物业服务中心办理装修申请手续 [1]。", RULES)
    made_up = "装修噪音白天不得超过六十分贝左右，夜间禁止使用电钻和切割机。[1]"
    assert unsupported("装修的时候噪音最大允许多少分贝？", made_up, RULES)
    assert decline(made_up) == "文档中没有提到。"


def test_a_translation_or_a_decline_is_never_judged():
    question = "spindle 的 --bwlimit 是什么意思？"
    assert support(question, "它以每秒千字节为单位限制传输速率，默认没有限制 [1]。", MANUAL) == (None, [])
    assert support(RED_WINE, "The documents do not say.", MANUAL) == (None, [])


def test_sourced_replaces_the_answer_and_keeps_the_models_words():
    text, fields = sourced(MADE_UP, MANUAL, RED_WINE)
    assert text == "The documents do not say." and fields["sources"] == [] and fields["withheld"] == MADE_UP
    kept, fields = sourced("--bwlimit caps the transfer rate in kilobytes per second [1].", MANUAL, RED_WINE)
    assert kept.startswith("--bwlimit") and fields["withheld"] == "" and [s["n"] for s in fields["sources"]] == [1]
    assert sourced(MADE_UP, MANUAL)[1]["withheld"] == ""  # no question: nothing to judge against

    stored = AnswerSources([], [], [], MADE_UP)
    assert AnswerSources.from_dict(stored.as_dict()) == stored
    assert AnswerSources.from_dict({"sources": []}).withheld == ""  # stored before answers were judged


def test_plain_chat_says_why_the_answer_gave_way():
    out = io.StringIO()
    write_sources(AnswerSources([], [], [], MADE_UP), out)
    assert out.getvalue().startswith(WITHHELD) and "(no passage cited)" in out.getvalue()


def test_what_cannot_be_compared_is_never_judged():
    german = Passage(
        "/d/Mietvertrag.txt",
        1,
        3,
        None,
        1.0,
        "Der Mieter kann den Vertrag mit einer Frist von drei "
        "Monaten schriftlich kündigen. Die Kaution beträgt zwei Monatsmieten.",
        1,
    )
    answer = "You can terminate the lease with three months' notice, given in writing to the landlord [1]."
    assert support("How much notice do I have to give?", answer, [german]) == (None, [])  # a translation
    english = MANUAL[:1]
    french = "Utilisez --bwlimit pour limiter le débit en kilo-octets par seconde; par défaut, aucune limite [1]."
    assert support("How do I limit the bandwidth?", french, english) == (None, [])
    named_in_chinese = Passage(
        "/d/产品规格说明书.md", 1, 2, None, 1.0, "The battery lasts ten hours and charges in two.", 1
    )
    assert support("电池能用多久？", "电池续航十小时，两小时即可充满电 [1]。", [named_in_chinese]) == (None, [])
    assert support(RED_WINE, MADE_UP, []) == (None, [])


def test_numbers_and_codes_the_passages_hold_count_as_found():
    budget = Passage("/d/budget.csv", 1, 4, None, 1.0, "Category,Q1,Q2,Q3\nTravel,8200,9100,12480", 1)
    answer = "We spent 12,480 on travel in the third quarter, up from 9,100 in the second [1]."
    assert not unsupported("How much did we spend on travel in Q3?", answer, [budget])
    config = Passage("/d/server.toml", 1, 2, None, 1.0, 'listen_addr = "0.0.0.0:8443"  # HTTPS only', 1)
    answer = "By default the server binds to 0.0.0.0:8443 and serves HTTPS only [1]."
    assert not unsupported("Which address does the server listen on?", answer, [config])


def test_a_follow_up_may_repeat_the_chat_before_it():
    chat = (
        "How do I stop spindle from using all my bandwidth?\n"
        "Pass --bwlimit: it throttles uploads, so that video calls stay smooth while a sync runs.\n"
        "Why would I want that?"
    )
    again = "It throttles uploads so that your video calls stay smooth while a sync runs [1]."
    assert unsupported("Why would I want that?", again, MANUAL)  # the question alone holds none of its words
    assert not unsupported(chat, again, MANUAL)  # the chat before it does


PRICES = [
    Passage(
        "/d/pelwick/courses-2027.xlsx",
        1,
        6,
        None,
        1.0,
        "Course | Adult | Junior\nDinghy start | £245.00 | £180\nKeelboat day | £1,370 | -\nLessons run 9:30 to 16:00, "
        "two weeks' notice to cancel. Parking: use the quay car park nearby.",
        1,
        heading="Prices",
    )
]


def test_a_number_from_nowhere_is_withheld_and_the_models_words_kept():
    asked = "How much does a day's parking cost when I come to Pelwick for a course?"
    made_up = "A day's parking at Pelwick Quay costs £6.50 [1]."
    assert invented_values(asked, made_up, PRICES) == ["6.5"]
    assert not unsupported(asked, made_up, PRICES)  # its words are the question's: only its number gives it away
    text, stats = sourced(made_up, PRICES, asked)
    assert text == "The documents do not say." and stats["withheld"] == made_up
    assert invented_values("停车一天多少钱？", "停车一天收费45元[1]。", PRICES) == ["45"]


def test_numbers_the_passages_hold_in_other_forms_are_found():
    asked = "What does the keelboat day cost, and when do lessons start?"
    for answer in (
        "The keelboat day costs £1370 and lessons start at 9.30 [1].",  # no thousands separator; 9:30 as 9.30
        "It is 1,370.00 pounds; lessons begin at 09:30 [1].",
        "You must cancel 2 weeks ahead [1].",  # "two weeks" in the passage
        "The dinghy start is £245 for adults [1].",  # £245.00
        "Dinghy start costs about £245.5 [1]. It ends at 16:00 [1].",  # one of its numbers is there: not judged
    ):
        assert invented_values(asked, answer, PRICES) == [], answer
    chinese = [Passage("/d/规定.docx", 1, 2, None, 1.0, "押金为两千元，提前十五天申请，每日8:00至12:00施工。", 1)]
    assert invented_values("押金多少钱？要提前几天申请？", "押金2000元，需提前15天申请[1]。", chinese) == []


def test_a_value_worked_out_from_the_passages_is_left_alone():
    """A sum or a count the question asks for is no value from nowhere, nor one with a number in the question."""
    assert invented_values("What would two junior dinghy places cost?", "Two places cost £360 [1].", PRICES) == []
    assert invented_values("How much for 3 juniors?", "£540 [1].", PRICES) == []
    assert invented_values("What is the total for an adult and a junior?", "£425 in all [1].", PRICES) == []
    assert invented_values("两个孩子一共多少钱？", "一共360英镑[1]。", PRICES) == []
    assert invented_values("What does the K2 model cost to repair?", "£49 [1].", PRICES) == ["49"]  # K2 is a name
    assert invented_values("When do lessons start?", "They start in the morning [1].", PRICES) == []  # no number


def test_a_sum_asked_far_from_every_passage_is_judged_too():
    """A Chinese question far from every passage (far_question) gets no leave for a sum: the passages hold none of
    its values, so a number none of them holds came from the model's memory."""
    asked = "下围棋用的标准棋盘上一共有多少个交叉点？"
    made_up = "标准棋盘上一共有19个交叉点。[1]"
    far, near = (
        [replace(p, closeness=FAR_ZH - 0.1) for p in PRICES],
        [replace(p, closeness=FAR_ZH + 0.2) for p in PRICES],
    )
    assert far_question(asked, far) and not far_question(asked, near)
    assert invented_values(asked, made_up, far) == ["19"]
    assert sourced(made_up, far, asked, asked)[1]["withheld"] == made_up
    assert invented_values(asked, made_up, near) == []  # close to a passage: a sum may be worked out from it
    assert invented_values("两个孩子一共多少钱？", "180英镑一个，一共360英镑[1]。", far) == []  # 180 is there
    assert invented_values("What is the total for two juniors?", "£360 [1].", far) == []  # far is for Chinese only


GALLERY = [
    Passage(
        "/docs/ashby-gallery/visiting.md",
        1,
        4,
        None,
        1.0,
        "The Ashby Gallery is open Tuesday to Sunday, 10:00-17:00. Guided tours with Dr Helen Marsh start at 11:00 "
        "on Saturdays. The Turner room is closed in March for repairs.",
        1,
        heading="Visiting the Ashby Gallery",
    )
]


def test_a_name_from_nowhere_is_withheld_and_names_the_passages_hold_are_not():
    asked = "Who painted the ceiling of the Sistine Chapel?"
    made_up = "The ceiling of the Sistine Chapel was painted by Michelangelo. This is found in passage [1]."
    assert invented_names(asked, made_up, GALLERY) == ["michelangelo"]
    assert not unsupported(asked, made_up, GALLERY)  # too few new words for the support check
    text, stats = sourced(made_up, GALLERY, asked)
    assert text == "The documents do not say." and stats["withheld"] == made_up
    for question, answer in (
        ("Who leads the guided tours?", "The guided tours are led by Dr Helen Marsh, at 11:00 on Saturdays [1]."),
        ("Is the Turner room open in spring?", "No, the Turner room is closed in March for repairs [1]."),
        ("When can I visit?", "You can visit from Tuesday to Sunday, 10:00-17:00; it is closed on Mondays [1]."),
        ("Who paints at the Ashby?", "The Ashby Gallery does not say; the Turner room is closed in March [1]."),
        ("Who painted the Sistine Chapel?", "The passages do not say who painted it."),  # the question's
        ("谁画的？", "米开朗基罗 Michelangelo 画的。"),  # not English: not judged
    ):
        assert invented_names(question, answer, GALLERY) == [], answer


def test_a_name_written_another_way_than_the_passage_is_found():
    """Possessives, hyphens (a line's end too), accents, a run of names by its initials; a quoted word ending a
    sentence, weekdays' possessives and words about the sources are no names."""
    for answer, text in (
        ("You ask under Acme's own terms, with Ravi’s team at Bob's desk [1].", "Acme Ltd; contact Ravi at Bob Hale's"),
        ('Select "Save." Choose Word as the format [1].', "then pick a Word file"),
        ("It is led by Jean-Luc on your Wi-Fi network [1].", "Jean\u2011Luc runs it over WiFi."),
        ("The tour is every Saturday's morning, and Monday's too [1].", "Tours on Sat and Mon."),
        ("It is in Zurich, with Jose [1].", "Office: Zürich. Contact José."),
        ("It is run by the National Health Service [1].", "Run by the NHS."),
        ("It was built by Ashcombe [1].", "built by Ash-\ncombe Ltd"),
        ("According to Source 1, it opens at 10:00 [1].", "opens at 10:00"),
    ):
        passage = [Passage("/docs/x.md", 1, 2, None, 1.0, text, 1)]
        assert invented_names("Where do I go, and when?", answer, passage) == [], answer
    in_august = [Passage("/docs/club.md", 1, 2, None, 1.0, "The holiday club runs in August.", 1)]
    made_up = "The novel Pride and Prejudice was written by Jane Austen [1]."
    assert invented_names("Who wrote Pride and Prejudice?", made_up, in_august) == ["austen", "jane"]


def test_a_question_s_names_held_by_no_passage_are_given_back():
    page = Passage("/d/fellbrook/tickets.html", 1, 1, None, 1.0, "Car parking is £4 a day.", 1)
    deck = Passage("/d/larchfield/boilers.pptx", 3, 3, None, 1.0, "Hazel House | 13 March", 1)
    question = "How much is a day's parking at Pelwick Sailing School?"
    assert unnamed(question, [page]) == ["pelwick", "sailing", "school"]
    assert unnamed("How much is a day's parking at Fellbrook?", [page]) == []  # in the file's path
    assert unnamed("When is the boiler fitted in Hazel House?", [page, deck]) == []  # in one passage's text
    assert unnamed("When is the boiler fitted in Hazel Court?", [deck]) == ["court", "hazel"]  # a run held in part
    assert unnamed("How much is a day's parking?", [page]) == []  # no name: nothing to miss
    assert unnamed("佩尔威克帆船学校停车多少钱？", [page]) == []  # not English: not judged
    assert unnamed("How much is parking at Pelwick?", []) == ["pelwick"]  # nothing cited holds it either
