"""How an answer's citations are read (issue 23): the ways a model names a passage in words ("Passage 2",
"段落2") count as [2]; the document's own numbering (第4条, Section 4, versions) never does; and a sentence left
uncited across languages is given the one passage holding its numbers and codes, or none when that is unclear."""

import pytest

from macllm.docs.citations import cited
from macllm.docs.retrieve import Passage

PASSAGES = [
    Passage("/d/a.md", 1, 3, None, 1.0, "The pump lifts water 4 m and draws 120 W.", 1),
    Passage("/d/b.md", 1, 3, None, 1.0, "Model BR-200 reaches 10 m at 300 W.", 2),
    Passage("/d/c.md", 1, 3, None, 1.0, "Model BR-300 reaches 12 m at 450 W.", 3),
]


def _numbers(answer: str, passages=PASSAGES) -> list[int]:
    return [s["n"] for s in cited(answer, passages).sources]


@pytest.mark.parametrize(
    "answer",
    [
        "Passage 2: BR-200 reaches 10 m.",
        "BR-200 reaches 10 m (passage 2).",
        "According to passage [2], BR-200 reaches 10 m.",
        "BR-200 reaches 10 m [Passage 2].",
        "BR-200 reaches 10 m (Source 2).",
        "BR-200 最高可达 10米（段落2）。",
        "根据第2段，BR-200 最高可达 10米。",
        "BR-200 最高可达 10米 [来源2]。",
        "根据第2个文件，BR-200 最高可达 10米。",  # passages taken for documents
        "根据第2篇文档，BR-200 最高可达 10米。",
        "BR-200 reaches 10 m, as the second passage says.",
    ],
)
def test_a_passage_named_in_words_is_cited(answer):
    result = cited(answer, PASSAGES)
    assert [s["n"] for s in result.sources] == [2]
    assert result.inferred_citations == []  # read from what the model wrote, not inferred
    assert "[2]" in result.answer


def test_a_passage_named_before_the_answer_reads_as_a_marker():
    assert cited("Passage 2: BR-200 reaches 10 m.", PASSAGES).answer == "[2] BR-200 reaches 10 m."


def test_a_passage_named_by_its_place_reads_as_its_marker():
    answer = "BR-300 reaches 12 m. This is stated in the last passage, which is titled Pumps."
    assert cited(answer, PASSAGES).answer.endswith(" This is stated in [3], which is titled Pumps.")
    assert _numbers("It draws 120 W (the first passage).") == [1]
    assert _numbers("It is in the eleventh passage.") == []  # no such word read, and no passage made up
    # a document that says "first passage" itself: its words, not a citation
    essay = Passage("/d/essay.md", 1, 2, None, 1.0, "Its first passage is set at sea.", 1)
    assert cited("The first passage is set at sea.", [essay, *PASSAGES[1:]]).answer.startswith("The first passage ")
    # "passage" in other senses, without "the" before it or as a possessive
    for prose in ("Since its first passage in 2019, the act was amended.", "The last passage's figure is 100 W."):
        assert "passage" in cited(prose, PASSAGES).answer


def test_a_list_of_passages_named_in_words_cites_each():
    assert _numbers("BR-200 reaches 10 m and BR-300 12 m (passages 2 and 3).") == [2, 3]


def test_passages_a_chinese_answer_counts_as_documents_cite_each():
    assert _numbers("根据第2和第3个文件，BR-200 最高可达 10米，BR-300 最高可达 12米。") == [2, 3]
    assert cited("根据第1、2、3三篇文档，BR-200 最高可达 10米。", PASSAGES).answer.startswith("根据[1][2][3]，")
    runaway = "根据第3、4、5、6、7个文件，BR-200 最高可达 10米。"  # numbers past the passages: left as written
    assert cited(runaway, PASSAGES).answer.startswith("根据第3、4、5、6、7个文件")


def test_a_passage_number_that_was_not_given_is_left_as_written():
    result = cited("It reaches 10 m (passage 7).", PASSAGES)
    assert "passage 7" in result.answer and result.invalid_citations == []


def test_a_phrase_the_document_itself_uses_is_not_a_citation():
    doc = Passage("/d/guide.md", 1, 3, None, 1.0, "Wiring: connect the lead to source 2 before power-on.", 1)
    other = Passage("/d/other.md", 1, 3, None, 1.0, "Unrelated text about fuses.", 2)
    result = cited("Connect the lead to source 2 first.", [doc, other])
    assert "source 2" in result.answer and [s["n"] for s in result.sources] != [2]


@pytest.mark.parametrize(
    "answer",
    [
        "Follow step 2 of the guide.",
        "See Section 3 for details.",
        "按第2条办理。",
        "Version 2.3 added it.",
        "It is open source 2.0 software.",
    ],
)
def test_the_documents_own_numbers_are_never_read_as_citations(answer):
    texts = ["Step 2: open the lid.", "Section 3 covers wiring.", "第2条 申请须书面提出。"]
    passages = [Passage(f"/d/{i}.md", 1, 1, None, 1.0, t, i) for i, t in enumerate(texts, 1)]
    result = cited(answer, passages)
    # any passage it names is one macllm inferred from the sentence's words, never one read from its number
    assert {s["n"] for s in result.sources} <= set(result.inferred_citations)
    assert result.answer.count("[") == len(result.inferred)


def test_a_marker_that_repeats_the_clause_number_goes_to_the_passage_holding_the_clause():
    clauses = [
        Passage("/d/policy.txt", 1, 2, None, 1.0, "第1条 本办法适用于全体员工。", 1),
        Passage("/d/policy.txt", 10, 12, None, 1.0, "第9条 年假须提前五个工作日申请。", 2),
        Passage("/d/policy.txt", 3, 4, None, 1.0, "第2条 试用期为三个月。", 3),
        Passage("/d/policy.txt", 5, 6, None, 1.0, "第3条 工资每月十日发放。", 4),
    ]
    result = cited("根据第9条，年假须提前五个工作日申请 [2]。", clauses)
    assert [s["n"] for s in result.sources] == [2]  # [2] holds 第9条: kept
    result = cited("根据第4条 [4]，工资每月十日发放。", clauses)
    assert [s["n"] for s in result.sources] == [4]  # no passage holds 第4条: the model's marker stays
    tricky = [*clauses[:3], Passage("/d/policy.txt", 7, 8, None, 1.0, "第5条 年假申请须提前报批。", 4)]
    tricky[1] = Passage("/d/policy.txt", 10, 12, None, 1.0, "第4条 年假须提前五个工作日申请。", 2)
    result = cited("根据第4条，年假须提前五个工作日申请 [4]。", tricky)
    assert [s["n"] for s in result.sources] == [2]
    assert result.corrected[0][:2] == (4, 2)


def test_a_marker_beyond_the_passages_that_is_a_clause_the_answer_names_goes_to_the_passage_holding_it():
    clauses = [
        Passage("/d/rules.txt", 1, 2, None, 1.0, "第一条 本办法适用于全体学员。", 1),
        Passage("/d/rules.txt", 20, 24, None, 1.0, "第七条 开课后因病退课的，按未上课时退还学费。", 2),
        Passage("/d/rules.txt", 3, 4, None, 1.0, "第二条 每学期16周。", 3),
    ]
    # the clause named in the first sentence, its number written as the second one's marker
    result = cited("根据第7条，因病退课的按未上课时退还学费。因此，学费能退一部分。[7]", clauses)
    assert [s["n"] for s in result.sources] == [2] and "[7" not in result.answer
    # a number no passage holds as a clause, or no clause named: flagged, never guessed
    assert cited("根据第8条，不能退。[8]", clauses).invalid_citations == [8]
    assert cited("不能退。[7]", clauses).invalid_citations == [7]


def test_a_marker_beyond_the_passages_goes_to_a_named_item_only_when_its_sentence_is_about_it():
    steps = [
        Passage("/d/router.md", 1, 3, None, 1.0, "Step 7: restart the router and wait two minutes.", 1),
        Passage("/d/warranty.md", 1, 3, None, 1.0, "The warranty lasts one year.", 2),
        Passage("/d/faq.md", 1, 3, None, 1.0, "Questions go to the help desk.", 3),
    ]
    result = cited("Step 7 is to restart the router [1]. The warranty lasts five years [7].", steps)
    assert result.invalid_citations == [7] and result.corrected == []
    sections = [
        Passage("/d/terms.md", 1, 3, None, 1.0, "Section 1. These terms apply to all bookings.", 1),
        Passage("/d/terms.md", 9, 12, None, 1.0, "Section 7. A refund is possible within 14 days.", 2),
        Passage("/d/terms.md", 4, 8, None, 1.0, "Section 2. Bookings are made online.", 3),
    ]
    # corrected once, to section 7's passage, not read again as section 2
    assert _numbers("Under section 2 and section 7 a refund is possible [7].", sections) == [2]
    clauses = [
        Passage("/d/rules.txt", 1, 2, None, 1.0, "第一条 本办法适用于全体学员。", 1),
        Passage("/d/rules.txt", 20, 24, None, 1.0, "第七条 开课后因病退课的，按未上课时退还学费。", 2),
    ]
    result = cited("根据第７条，因病退课可以退学费。[７]", clauses)  # full-width digits
    assert [s["n"] for s in result.sources] == [2] and result.invalid_citations == []


@pytest.mark.parametrize(
    ("answer", "cites"),
    [
        ("In deck.pptx slide 4 12 people are listed.", [4]),  # slide 4, then a number: not slide 412
        ("deck.pptx, slide 4-5, list the crews.", []),  # a range of slides: not slide 4 alone
        ("The crew is in deck.pptx slide 40.", [5]),
    ],
)
def test_a_place_is_named_whole(answer, cites):
    slides = [
        *SHEETS[:3],
        Passage("/d/fenwold/deck.pptx", 4, 4, None, 1.0, "A crew of 12.", 4, place="slide 4"),
        SHEETS[4],
    ]
    assert _numbers(answer, slides) == cites


def test_a_clause_a_model_numbers_in_digits_is_the_one_the_document_numbers_in_characters():
    # the rules write 第三条; the model writes 第3条 with the marker [3], the clause's number, not the passage's
    rules = [
        Passage("/d/rules.docx", 1, 1, None, 1.0, "本规定由物业服务中心负责解释。", 1),
        Passage("/d/rules.docx", 3, 3, None, 1.0, "第一条 装修须提前7个工作日申请。第三条 保证金3000元。", 2),
        Passage("/d/rules.docx", 16, 16, None, 1.0, "第十一条 验收合格后退还。第十三条 装修期限90天。", 3),
    ]
    result = cited("根据第3条，须缴纳保证金3000元。[3]", rules)
    assert [s["n"] for s in result.sources] == [2] and result.corrected[0][:2] == (3, 2)
    # 第十三条 is not 第三条, and a marker for the passage that holds the clause it names stays
    assert _numbers("根据第13条，装修期限90天 [3]。", rules) == [3]
    assert _numbers("根据第十三条，装修期限90天 [3]。", rules) == [3]
    assert _numbers("根据第03条，须缴纳保证金3000元 [3]。", rules) == [2]  # 第03条 is 第3条
    # "the first step" in characters is the answer's own words, not the document's numbering: its marker stays
    steps = [
        Passage("/d/pump.md", 1, 1, None, 1.0, "安装步骤：1. 关闭电源。2. 拆下外壳。", 1),
        Passage("/d/login.md", 1, 1, None, 1.0, "第一步 登录系统。第二步 输入密码。", 2),
    ]
    assert _numbers("安装水泵的第一步是关闭电源 [1]。", steps) == [1]


def test_an_uncited_chinese_answer_over_english_passages_is_given_the_passage_with_its_numbers():
    result = cited("BR-200 的扬程是 10米，功率 300瓦。", PASSAGES)
    assert [s["n"] for s in result.sources] == [2]
    assert result.inferred_citations == [2]


def test_a_chinese_answers_amount_and_unit_are_found_in_an_english_passage():
    """A Chinese "6小时30分钟" over an English deck saying "6 hours 30 minutes": the wrong markers go to that slide."""
    passages = [
        Passage("/d/briefing.pptx", 4, 4, None, 1.0, "The course closes 6 hours 30 minutes after the last wave.", 1),
        Passage("/d/notes.md", 1, 3, None, 1.0, "A run of 30 steps at 2 bits.", 2),
        Passage("/d/notes.md", 4, 6, None, 1.0, "Group size 32, 30 layers.", 3),
    ]
    result = cited("根据[2][3]，马拉松全程最多给6小时30分钟跑完。[2][3]", passages)
    assert [s["n"] for s in result.sources] == [1]
    assert cited("关门时间是6日。[2]", passages).sources[0]["n"] == 2  # 6日 may be a date: not 6 days


def test_numbers_two_passages_hold_give_no_citation():
    passages = [*PASSAGES, Passage("/d/d.md", 1, 3, None, 1.0, "Tank BR-200 holds 10 m³ of water.", 4)]
    assert cited("BR-200 的扬程是 10米。", passages).sources == []


def test_numbers_no_passage_holds_give_no_citation():
    assert cited("它的扬程是 25米。", PASSAGES).sources == []
    assert cited("文档没有提到 BR-200 的价格 99元。", PASSAGES).sources == []


def test_a_marker_that_repeats_a_section_number_goes_to_the_passage_holding_that_section():
    sections = [
        Passage("/d/guide.md", 1, 2, None, 1.0, "Section 1 covers unpacking the pump.", 1),
        Passage("/d/guide.md", 9, 12, None, 1.0, "Section 3: prime the pump before first use.", 2),
        Passage("/d/guide.md", 3, 4, None, 1.0, "Section 2: before first use, prime the brackets of the pump.", 3),
    ]
    result = cited("Section 3 says to prime the pump before first use [3].", sections)
    assert [s["n"] for s in result.sources] == [2]


MINUTES = [
    Passage("/d/osprey/minutes-2026-03-12.md", 1, 12, None, 1.0, "Attendees: Priya, Tom. Agenda.", 1),
    Passage("/d/osprey/minutes-2026-03-12.md", 30, 38, None, 1.0, "Priya writes up the rollback by 17 March.", 2),
    Passage("/d/mail/thread.txt", 1, 9, None, 1.0, "The upgrade moves to Sunday.", 3),
]


def test_a_sentence_naming_a_passages_file_is_cited_to_it():
    # the file's name and lines, as the passage's head gives them, written in place of a marker
    answer = "The rollback is written up by 17 March, as osprey/minutes-2026-03-12.md says in lines 30-38."
    result = cited(answer, MINUTES)
    assert [s["n"] for s in result.sources] == [2] and result.inferred_citations == [2]
    assert cited("See thread.txt for the new date.", MINUTES).inferred_citations == [3]  # the one passage of it
    # a file that several passages come from, without lines to tell them apart: none rather than a wrong one
    assert cited("It is in minutes-2026-03-12.md.", MINUTES).sources == []
    # a sentence that has its marker keeps it
    assert _numbers("Priya writes it up, see minutes-2026-03-12.md [1].", MINUTES) == [1]


PRICES = "/d/fenwold/hire-prices-2028.xlsx"
SHEETS = [
    Passage(PRICES, 1, 5, None, 1.0, "Marquee=6 x 12 m, We put it up=£660", 1, place="'Marquees 2028'!{}"),
    Passage(PRICES, 1, 9, None, 1.0, "Extra=Patio heater, Price=£45", 2, place="Extras!{}"),
    Passage(PRICES, 10, 14, None, 1.0, "Extra=Delivery, far, Price=£120", 3, place="Extras!{}"),
    Passage("/d/fenwold/deck.pptx", 4, 4, None, 1.0, "Crew of four.", 4, place="slide 4"),
    Passage("/d/fenwold/deck.pptx", 40, 40, None, 1.0, "Crew of six.", 5, place="slide 40"),
]


@pytest.mark.parametrize(
    ("answer", "cites"),
    [
        # the place as the passage's head shows it, quotes and spaces aside
        ("The passage from Fenwold/hire-prices-2028.xlsx (Extras!1-9) states that the patio heater costs £45.", [2]),
        ("hire-prices-2028.xlsx ('Marquees 2028'!1-5) lists the marquee.", [1]),
        ("The crew is in deck.pptx, slide 40.", [5]),  # not slide 4
        # no place: the one passage of the file that holds the numbers the sentence states
        ("Per hire-prices-2028.xlsx, delivery that far is £120.", [3]),
        ("hire-prices-2028.xlsx says it costs extra.", []),  # nothing tells the sheet's passages apart
    ],
)
def test_a_sentence_naming_a_file_of_several_passages_is_cited_by_its_place_or_numbers(answer, cites):
    assert _numbers(answer, SHEETS) == cites


def test_a_sentence_joining_numbers_of_two_passages_cites_each_clauses_passage():
    # the marquee from one sheet, delivery from another: no passage holds both
    assert _numbers("The marquee will cost £660, and the delivery will cost £120.", SHEETS) == [1, 3]
    deposit = [*SHEETS, Passage("/d/terms.md", 1, 3, None, 1.0, "A deposit of £120 is due on booking.", 6)]
    assert _numbers("The marquee will cost £660, and the delivery will cost £120.", deposit) == [1, 3]  # by its words
    delivery = [*SHEETS, Passage("/d/terms.md", 1, 3, None, 1.0, "Delivery within 15 miles: £120.", 6)]
    # £120 for delivery in two passages: no telling which, so the sentence gets none
    assert _numbers("The marquee will cost £660, and the delivery will cost £120.", delivery) == []
    for made_up in (
        "The marquee will cost £660, and the delivery will cost £135.",  # a number from nowhere
        "The patio heater costs £660 and delivery £120.",  # the marquee's price for the heater
        "Delivery is £120 for distances over 12 miles.",  # one clause: its numbers are in no one passage
    ):
        assert _numbers(made_up, SHEETS) == [], made_up
    assert _numbers("BR-200 的扬程是 12米。") == []  # BR-200's name and BR-300's height


def test_an_answer_that_says_the_passages_lack_it_gets_no_inferred_citation():
    for answer in (
        "The documents do not explicitly state when Priya writes up the rollback.",
        "When Priya writes up the rollback is not explicitly stated.",
    ):
        assert cited(answer, MINUTES).inferred_citations == [], answer
    assert cited("Priya writes up the rollback.", MINUTES).inferred_citations == [2]  # a claim: cited


AMENDED = [
    Passage("/d/handbook.md", 1, 3, None, 1.0, "3.3 Staff may work remotely up to 4 days a month.", 1),
    Passage("/d/handbook.md", 9, 11, None, 1.0, "Revision: clause 3.3 now allows 6 days a month.", 2),
    Passage("/d/手册.md", 1, 3, None, 1.0, "3.3 员工每月可申请不超过4天的远程办公。", 3),
    Passage("/d/手册.md", 9, 11, None, 1.0, "修订说明：第3.3条远程办公天数由每月4天调整为每月6天。", 4),
]


@pytest.mark.parametrize(
    ("answer", "cites"),
    [
        ("Under clause 3.3 you may work remotely 6 days a month [1].", [2]),
        ("根据第3.3条，每月最多可以远程办公6天。[3]", [4]),
        ("根据第3.3条，每月最多可以远程办公4天。[3]", [3]),  # the passage cited holds it: left alone
    ],
)
def test_a_one_digit_amount_with_its_unit_goes_to_the_passage_that_states_it(answer, cites):
    assert _numbers(answer, AMENDED) == cites


BOILER_SLIDES = [
    Passage(
        "/d/boilers.pptx",
        4,
        4,
        None,
        1.0,
        "On the day\nFitting takes one day\nNotes: anyone on home oxygen "
        "should tell Marcus Adeyemi, our tenant liaison officer, on 01632 964 112.",
        1,
    ),
    Passage(
        "/d/boilers.pptx",
        5,
        5,
        None,
        1.0,
        "Who does the work\nHeatfirst Services fit the boilers; every "
        "fitter carries a photo card. Each new boiler has a 10-year guarantee.",
        2,
    ),
    Passage("/d/boilers.pptx", 6, 6, None, 1.0, "Questions\nWrite to Marcus Adeyemi or Jane Okoro.", 3),
]


@pytest.mark.parametrize(
    ("answer", "cites"),
    [
        # a name the cited slide lacks, which one other slide holds, outweighs the words the cited one shares
        ("Marcus Adeyemi, the tenant liaison officer, should be told about the boiler work [2].", [1]),
        ("You should tell Marcus Adeyemi about the boiler work [2].", [2]),  # two slides name him: left alone
        ("Heatfirst Services fit the boilers [2].", [2]),  # the cited slide holds the name: left alone
        ("Tell Priya Nair about the boiler work [2].", [2]),  # no slide names her: left alone
    ],
)
def test_a_name_the_cited_passage_lacks_goes_to_the_one_passage_that_holds_it(answer, cites):
    assert _numbers(answer, BOILER_SLIDES[:2] if "liaison" in answer else BOILER_SLIDES) == cites


def test_an_ordinal_is_not_an_amount():
    minutes = [
        Passage("/d/第3次例会纪要.md", 1, 3, None, 1.0, "隐私政策由周婷负责，4月10日前完成。", 1),
        Passage("/d/考勤.md", 1, 3, None, 1.0, "每月补卡不超过3次。", 2),
    ]
    assert _numbers("根据第3次例会纪要，隐私政策由周婷负责 [1]。", minutes) == [1]


DECK = [
    Passage(
        "/d/induction.pptx",
        4,
        4,
        None,
        1.0,
        "Speed limits: yard 15 km/h, inside the warehouse 8 km/h.",
        1,
        heading="Welcome to Pellmore Logistics, Daventry DC › Forklifts and other vehicles",
    ),
    Passage(
        "/d/induction.pptx",
        1,
        1,
        None,
        1.0,
        "# Welcome to Pellmore Logistics, Daventry DC\nSite safety induction.",
        2,
        heading="Welcome to Pellmore Logistics, Daventry DC",
    ),
]


def test_a_sentence_naming_a_passages_title_keeps_its_citation():
    answer = (
        'The limit indoors is 8 km/h [1]. It is on the slide titled "Welcome to Pellmore Logistics, Daventry DC" [1].'
    )
    assert _numbers(answer, DECK) == [1]


def test_an_uncited_sentence_in_a_passages_section_words_is_given_that_passage():
    result = cited("Forklifts and other vehicles at Daventry go slowly.", DECK)
    assert [s["n"] for s in result.sources] == [1]
    assert result.inferred_citations == [1]


def test_chinese_after_latin_letters_is_read_character_by_character():
    """ "明川D12除湿机的滤网..." is not one word: its Chinese characters count one by one, as everywhere else (before,
    `\\w+` ran them onto the model name, and a right [1] on the manual was moved to a passage that only names it)."""
    from macllm.docs.citations import _tokens

    words = _tokens("明川D12除湿机的滤网每两周清洗一次")
    assert {"明", "川", "d12", "除", "湿", "机", "滤", "网", "周"} <= words
    assert all(len(w) == 1 or w.isascii() for w in words)


def test_words_give_a_marker_only_with_words_beyond_numbers():
    """A Chinese sentence over English passages shares only numbers and codes with them: those are
    attribute_by_numbers' to give (to the one passage that holds them all, else none)."""
    passages = [*PASSAGES, Passage("/d/d.md", 1, 3, None, 1.0, "Tank BR-200 holds 10 m³ of water.", 4)]
    assert cited("BR-200 的扬程是 10米。", passages).sources == []
    assert [s["n"] for s in cited("BR-300 的扬程是 12米。", passages).sources] == [3]
