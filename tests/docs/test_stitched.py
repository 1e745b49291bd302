"""An answer that gives a value from a line about something else (docs/stitched.py): a price read off the next row
for a treatment the guide names without a price is withheld; values read from the line that speaks of them, from a
table whose header or section says what they are, or found on no line at all are left as they are."""

from __future__ import annotations

from macllm.docs.grounding import sourced
from macllm.docs.retrieve import Passage
from macllm.docs.stitched import ON_REQUEST, _unwrapped, on_request_sentence, stitched_sentence, words, worked_out

GUIDE = [
    Passage(
        "/d/dental/guide.odt",
        30,
        33,
        None,
        1.0,
        "## Cosmetic treatment\nWe offer home tooth whitening with custom-made trays, and clear aligners for "
        "straightening teeth. These treatments are not part of the care plan.",
        1,
        heading="Patient guide › Cosmetic treatment",
    ),
    Passage(
        "/d/dental/guide.odt",
        12,
        16,
        None,
        0.9,
        "Treatment | Pay as you go | Plan members\nExamination, adult | £58 | Included\nWhite filling, two surfaces | "
        "£175 | £157\nRoot canal treatment, molar | £620 | £560",
        2,
        heading="Patient guide › Fees",
    ),
]
TIMETABLE = [
    Passage(
        "/d/ferry/timetable.html",
        5,
        14,
        None,
        1.0,
        "## Sailings\n### From Port Ellan\nMonday to Friday | Saturday | Sunday\n07:10 | 08:30 | 10:00\n12:15 | 15:00 | "
        "15:30\n### From Skerrow\nMonday to Friday | Saturday | Sunday\n07:55 | 09:15 | 10:45\n13:05 | 16:45 | 16:15\n"
        "Checking in: vehicles must check in at least 20 minutes before departure.",
        1,
        heading="Winter timetable › Sailings",
    ),
    Passage(
        "/d/ferry/timetable.html",
        1,
        3,
        None,
        0.8,
        "Our ferry carries up to 18 cars and 150 passengers. The crossing from Port Ellan to Skerrow takes about 35 "
        "minutes, and the last boat back on a Sunday waits for the bus.",
        2,
        heading="Winter timetable",
    ),
]


def test_a_price_from_the_next_row_for_a_treatment_named_without_one_is_withheld():
    question = "How much does tooth whitening cost?"
    made_up = "Home tooth whitening with custom-made trays costs £175 [2]."
    assert stitched_sentence(question, made_up, GUIDE) == made_up
    text, fields = sourced(made_up, GUIDE, question)
    assert text == "The documents do not say." and fields["withheld"] == made_up and not fields["sources"]


def test_values_from_the_line_that_speaks_of_them_are_kept():
    assert (
        stitched_sentence("How much is a white filling?", "A white filling on two surfaces costs £175 [2].", GUIDE)
        is None
    )
    assert stitched_sentence("What does a molar root canal cost?", "£620, or £560 on the plan [2].", GUIDE) is None


def test_a_table_row_counts_its_header_and_the_heading_above_it():
    question = "When is the last sailing back from Skerrow on a Sunday?"
    assert (
        stitched_sentence(question, "The last boat back from Skerrow on a Sunday leaves at 16:15 [1].", TIMETABLE)
        is None
    )
    assert stitched_sentence(question, "Be there 20 minutes before it leaves [1].", TIMETABLE) is None


def test_a_value_on_no_line_or_in_the_question_is_not_this_checks_concern():
    assert (
        stitched_sentence(
            "How much does whitening cost?", "Home tooth whitening with custom-made trays costs £199.", GUIDE
        )
        is None
    )
    assert stitched_sentence("Is £175 the price of home tooth whitening with trays?", "No: £175 [2].", GUIDE) is None


def test_words_take_off_endings_but_keep_other_words_apart():
    assert words("whitening trays lifts") == {"whiten", "tray", "lift"}
    assert "whit" in words("white") and "whit" not in words("whitening")
    assert {"美白", "牙齿"} <= words("牙齿美白")
    # a possessive is its noun: "A child's recliner ticket" speaks of the row "Child (under 15)"
    assert words("a child's ticket, the members' bar, it's") == {"child", "ticket", "member", "bar"}


def test_a_value_under_its_label_or_after_its_subject_in_a_paragraph_is_its_own():
    contact = Passage(
        "/d/guide.txt",
        1,
        4,
        None,
        1.0,
        "## Contact us\nOur head office is in Leeds, at 14 Park Row, above the bank.\nTel: 0113 496 0000",
        1,
        heading="Guide › Contact us",
    )
    answer = "The telephone number of the Leeds head office is 0113 496 0000 [1]."
    assert stitched_sentence("What is the phone number of the Leeds head office?", answer, [contact]) is None
    cells = Passage("/d/fees.pdf", 1, 8, None, 1.0, "Home tooth whitening kit\n£250\nWhite filling\n£175", 1)
    assert (
        stitched_sentence("How much is the whitening kit?", "The home tooth whitening kit costs £250.", [cells]) is None
    )
    long = (
        "The Harbour Street branch of the Kestle Park library reopened in May after the flood repairs, and it is now "
        "run by volunteers from the Friends of Kestle Park, who also look after the reading garden behind the customs "
        "house. Its telephone number is 01632 960 123, and the volunteers answer it on weekday mornings."
    )
    paragraph = Passage("/d/libraries.md", 1, 1, None, 1.0, long, 1)  # one long line, judged by its sentences
    answer = "You can reach the Harbour Street branch of the Kestle Park library on 01632 960 123 [1]."
    assert stitched_sentence("What is the Harbour Street library's number?", answer, [paragraph]) is None


def test_a_sheets_rows_name_their_columns_and_no_row_is_a_header():
    sheet = Passage(
        "/d/prices.xlsx",
        1,
        3,
        None,
        1.0,
        "Treatment=Home tooth whitening with trays, Pay as you go=ask at reception\n"
        "Treatment=White filling, two surfaces, Pay as you go=£175",
        1,
    )
    made_up = "Home tooth whitening with trays costs £175 [1]."
    assert stitched_sentence("How much is whitening?", made_up, [sheet]) == made_up


def test_a_value_read_across_languages_is_not_judged():
    deck = Passage(
        "/d/briefing.pptx", 1, 3, None, 1.0, "Course closes 6 hours 30 minutes after the last wave: 15:45", 1
    )
    zh = Passage(
        "/d/马拉松须知.md", 1, 1, None, 0.9, "马拉松全程比赛的关门时间以组委会公布为准，全程马拉松请注意补给。", 2
    )
    answer = "全程马拉松在最后一波出发后6小时30分钟关门，也就是15:45 [1]。"
    assert stitched_sentence("全程马拉松几点关门？", answer, [deck, zh]) is None


def test_a_sentence_wrapped_over_lines_is_one_line():
    """An e-mail (or a plain-text file) wraps its sentences: the value on the next line is still what its sentence
    speaks of. fresh12's removal e-mail lost a right answer to this before the lines were joined."""
    mail = Passage(
        "/d/brennock/re-your-move.eml",
        40,
        46,
        None,
        1.0,
        ">> Boxes: on Monday 10 May we drop off 40 boxes, 4 wardrobe boxes and 2 rolls of tape. They're free;\n"
        ">> we take the wardrobe boxes away after the move and you keep the rest. If you need more, extra boxes\n"
        ">> are £2.50 each and tape £3 a roll.\n"
        ">>\n"
        ">> Parking: Alder Street is permit parking, so please ask the council for a parking suspension.\n"
        "Price list\n"
        "Van hire for a day: £95",
        1,
    )
    asked = "If we need more packing boxes than the removal firm drops off, how much is each extra one?"
    right = "If you need more packing boxes than the removal firm drops off, each extra one costs £2.50 [1]."
    assert stitched_sentence(asked, right, [mail]) is None
    stitched = "A parking suspension on Alder Street costs £2.50 [1]."  # the joined line speaks of boxes, not parking
    assert stitched_sentence("How much is a parking suspension?", stitched, [mail]) == stitched


def test_a_wrapped_sentence_going_on_with_its_sum_is_one_line():
    """A wrapped line may go on with the sum its sentence speaks of ("... the three units now come to" / "£585 in
    all"). fresh27's glazier's e-mail lost a right answer to this before such lines were joined."""
    mail = Passage(
        "/d/glazing/re-quote.eml",
        1,
        6,
        None,
        1.0,
        "Hello again,\n"
        "Having measured up, the middle pane of each unit must be toughened glass, so the four sash window units now\n"
        "£640 in all, rather than the £520 in the quote.\n"
        "> Quote\n"
        "> Front door, composite, fitted: £1,150\n"
        "> Letterbox and spyhole in the new door: £60",
        1,
    )
    asked = "What is the glazier charging for the four sash window units now?"
    assert stitched_sentence(asked, "He is charging £640 for the four sash window units now [1].", [mail]) is None
    stitched = "A letterbox for the new door costs £640 [1]."  # the joined line speaks of sash windows
    assert stitched_sentence("What does a letterbox add?", stitched, [mail]) == stitched
    # a list of prices, one a line, is not one sentence: only its first line goes on from the line above
    lines = _unwrapped("Swimming, per session\n£5.20 adults\n£3.10 children\n£12 a family of four")
    assert lines == [(0, "Swimming, per session £5.20 adults"), (2, "£3.10 children"), (3, "£12 a family of four")]


def test_a_sum_the_answer_works_out_is_not_a_value_from_another_line():
    """ "30元+15元=45元": the total is worked out from the values the answer states, and a third row priced 45元 is
    not where it came from (fresh27: a shoe repairer's price list, a right answer withheld before this)."""
    prices = [
        Passage(
            "/d/修鞋/价目表.csv",
            1,
            5,
            None,
            1.0,
            "项目 | 男鞋 | 女鞋\n"
            "项目=钉鞋掌（一双）, 男鞋=30元, 女鞋=25元\n"
            "项目=后跟防滑垫（一双）, 男鞋=15元, 女鞋=15元\n"
            "项目=雪地靴清洗（一双）, 男鞋=45元, 女鞋=45元\n"
            "项目=长靴换拉链（一只）, 男鞋=60元, 女鞋=60元",
            1,
        )
    ]
    asked = "我的男式皮鞋想同时钉鞋掌和贴后跟防滑垫，一共多少钱？"
    right = "钉鞋掌30元，后跟防滑垫15元，30元+15元=45元。因此，钉鞋掌和后跟防滑垫一共45元。"
    assert stitched_sentence(asked, right, prices) is None
    # asked for a total, a sum of the rows that speak of what it adds up, though written without its working
    assert stitched_sentence(asked, "钉鞋掌和后跟防滑垫一共45元。", prices) is None
    # not asked for a total: 45元 is read off another row
    assert stitched_sentence("钉鞋掌和后跟防滑垫要多少钱？", "钉鞋掌和后跟防滑垫要45元。", prices) is not None
    # a count the question gives: two pairs at 30元 are 60元, not the zip's price
    two = "我有两双男式皮鞋想钉鞋掌，一共多少钱？"
    assert stitched_sentence(two, "钉鞋掌每双30元，两双就是2 × 30元 = 60元。", prices) is None
    assert worked_out(two, "每双30元，2 × 30元 = 60元") == {"60"}
    assert worked_out(asked, "钉鞋掌30元，后跟防滑垫15元，一共45元") == {"45"}
    # not asked for a total, the worked sum is still its own: only worked_out keeps it
    plain = "我的男式皮鞋想同时钉鞋掌和贴后跟防滑垫，要多少钱？"
    assert stitched_sentence(plain, right, prices) is None
    assert worked_out(asked, "钉鞋掌30元，雪地靴清洗45元") == set()


def test_a_value_for_a_thing_the_passages_do_not_list_is_withheld_without_another_line():
    """The answer names what it prices in the question's words, and its value stands only on a row about something
    else; no line speaks of the thing at all (a shoe repairer's list without suitcases: fresh27's "修行李箱拉杆大概80元"
    was given before this, as nothing else shared three of its words)."""
    shoes = Passage(
        "/d/修鞋/价目表.csv",
        1,
        4,
        None,
        1.0,
        "项目 | 价格 | 说明\n项目=皮包清洗保养（一只）, 价格=80元, 说明=大号包另加30元\n项目=换鞋跟（一双）, 价格=25元\n"
        "项目=说明, 价格=本店不配钥匙，不修手表。",
        1,
    )
    asked = "我的行李箱拉杆坏了，拿到鞋店修一下要多少钱？"
    made_up = "修行李箱拉杆大概80元[1]。"
    assert stitched_sentence(asked, made_up, [shoes]) == made_up
    # the thing named, and read from its own row
    assert stitched_sentence("皮包清洗保养一只多少钱？", "皮包清洗保养一只80元[1]。", [shoes]) is None
    # a sentence that does not name the thing in the question's words is not judged by this
    assert stitched_sentence(asked, "大概80元[1]。", [shoes]) is None
    # right answers whose value stands in a line that uses other words than the question: kept (a reviewer's cases)
    mail = Passage(
        "/d/quotes/re-job.eml",
        1,
        3,
        None,
        1.0,
        "Hi Sam,\nHaving looked at it, I can do the job for £2,400 including VAT.\nBest, Dave",
        1,
    )
    quoted = "The plumber quoted £2,400 for the new boiler [1]."
    assert stitched_sentence("How much did the plumber quote for the new boiler?", quoted, [mail]) is None
    hours = Passage("/d/pharmacy.md", 1, 3, None, 1.0, "## Opening hours\nMon-Fri 08:00 - 18:00\nSat 09:00 - 13:00", 1)
    closes = "The pharmacy closes at 18:00 on weekdays [1]."
    assert stitched_sentence("What time does the pharmacy close on weekdays?", closes, [hours]) is None
    warranty = Passage("/d/路由器说明书.txt", 1, 2, None, 1.0, "售后服务\n自购买之日起提供24个月免费维修。", 1)
    assert stitched_sentence("这个路由器的保修期是多久？", "这个路由器的保修期是24个月。", [warranty]) is None


LIVERY = [
    Passage(
        "/d/riding/prices.xlsx",
        1,
        6,
        None,
        1.0,
        "Livery | What we do | Price a week\n"
        "Livery=Grass livery, What we do=Field and shelter; you do everything else, Price a week=£35\n"
        "Livery=DIY livery, What we do=Stable and field; you do everything else, Price a week=£55\n"
        "Livery=Full livery, What we do=Everything, with exercise by our staff, Price a week=On request\n"
        "Livery=Part and full livery are priced for each horse: ask Joanne in the office.",
        1,
        place="Livery!1-6",
    ),
    Passage("/d/riding/prices.xlsx", 7, 8, None, 0.8, "Lesson=Private lesson, Length=30 minutes, Adult=£42", 2),
]
PARTIES = [
    Passage(
        "/d/cafe/menu.md",
        1,
        5,
        None,
        1.0,
        "## Parties\nChildren's party, up to 10 children: £120.\nPrivate hire of the whole café for an evening: ask "
        "us for a quote.\n",
        1,
    )
]
REPAIRS = [
    Passage(
        "/d/快修/价目表.csv",
        1,
        4,
        None,
        1.0,
        "项目 | 价格\n项目=墨屿M20 换屏, 价格=169元\n项目=进水、主板维修, 价格=免费检测，检测后报价\n",
        1,
    )
]


def test_a_price_from_the_next_row_where_the_thing_asked_about_is_priced_on_request_is_withheld():
    asked = "What would they charge a week to keep my horse there on full livery?"
    made_up = "The price for full livery is £35 per week [1]."
    assert on_request_sentence(asked, made_up, LIVERY) == made_up
    text, stats = sourced(made_up, LIVERY, asked, asked)
    assert text == "The documents do not say." and stats["withheld"] == made_up
    hire = "How much to hire the whole café for an evening?"
    assert on_request_sentence(hire, "Hiring the café for an evening costs £120 [1].", PARTIES)
    assert on_request_sentence("主板坏了修一下多少钱？", "主板维修要169元。[1]", REPAIRS)


def test_a_price_read_from_its_own_row_or_without_a_value_is_left_alone():
    for question, answer, passages in (
        ("What does DIY livery cost a week?", "DIY livery is £55 a week [1].", LIVERY),  # its own row
        ("What would full livery cost?", "Full livery is priced on request: ask Joanne in the office [1].", LIVERY),
        ("How much is a private lesson?", "A 30-minute private lesson is £42 [2].", LIVERY),  # no line on request
        ("How much is a children's party?", "A party for up to 10 children is £120 [1].", PARTIES),
        ("墨屿M20换屏多少钱？", "墨屿M20换屏169元。[1]", REPAIRS),
    ):
        assert on_request_sentence(question, answer, passages) is None, answer


def test_right_answers_beside_a_line_priced_on_request_are_left_alone():
    """The value's line shares a telling word of the sentence that states it, if not of the question: a contact
    number after the answer, a pronoun's line in an e-mail, another word for the thing, a comparison."""

    def one(text):
        return [Passage("/d/a.md", 1, 9, None, 1.0, text, 1)]

    office = [*LIVERY, Passage("/d/riding/contact.md", 1, 1, None, 0.7, "Office: 01632 960123, open 8am to 6pm", 3)]
    email = one(
        "Hi Sam,\nOur function room seats 40 and has its own bar.\nIt costs £150 for an evening, staff included.\n"
        "Food for the function room is priced on request.\nBest, Ann"
    )
    party = one("## Parties\nChildren's party, up to 10 children: £120.\nEvening private hire: ask us for a quote.\n")
    screens = one(
        "项目 | 价格\n项目=墨屿M20 换屏, 价格=169元\n项目=墨屿M20 换电池, 价格=89元\n"
        "项目=墨屿M20 进水、主板维修, 价格=免费检测，检测后报价\n"
    )
    for question, answer, passages in (
        (
            "What would full livery cost?",
            "Full livery is priced on request [1]. Call Joanne in the office on 01632 960123 [3].",
            office,
        ),
        ("How much is it to hire the function room?", "The function room costs £150 for an evening [1].", email),
        ("How much is a kid's birthday do on a weekday evening?", "A children's party is £120 [1].", party),
        ("墨屿M20屏幕碎了，维修多少钱？", "墨屿M20换屏169元。[1]", screens),
        ("What would full livery cost?", "Full livery is on request; DIY livery, the nearest, is £55 a week.", LIVERY),
    ):
        assert on_request_sentence(question, answer, passages) is None, answer
        assert sourced(answer, passages, question, question)[1]["withheld"] == "", answer


def test_what_counts_as_priced_on_request():
    for said in (
        "Price a week=On request",
        "Full livery: POA",
        "P.O.A.",
        "Weddings: ask us for a quote.",
        "面议",
        "免费检测，检测后报价",
        "Prices to be confirmed",
        "Call for a price",
        "Antique chairs: price on viewing.",
        "Each job is quoted after a site visit",
        "Chesterfield, deep buttoned | Varies | On viewing | On viewing",
        "Size=Any, Price=On inspection",
        "You can ask at one of our branches for a price.",
        "Email us for a quotation",
        "Ring the office for the price of a larger marquee.",
        "价格请咨询前台",
        "请到店咨询价格",
    ):
        assert ON_REQUEST.search(said), said
    for said in (
        "Tickets are priced on the day.",
        "The total is quoted on the invoice.",
        "Poa annua in the lawn",
        "Damage found on inspection is repaired before you leave.",
        "Open for viewing on Saturdays | £5",
        "Ask at reception for a map. Parking is £5.",
        "Call us for a chat about your garden: design from £450.",
        "Contact us with your order number for a refund.",
    ):
        assert not ON_REQUEST.search(said), said


def test_a_sentence_naming_its_source_states_no_value_of_its_own():
    """The year in a file's name and the page and lines of its place are the source's label, not values the answer
    states: a right answer that names its source is left alone (fresh23's deposit, withheld before)."""
    inn = [
        Passage(
            "/d/the-weighbridge-inn/group-menus-and-booking-terms-2028.pdf",
            1,
            8,
            2,
            1.0,
            "Booking your party\nA deposit of GBP 15 a head secures your booking.\n"
            "Exclusive hire of the whole inn: price on request.\nMenu A, two courses: GBP 27 a head",
            1,
        ),
        Passage(
            "/d/the-weighbridge-inn/about.pdf", 1, 3, 1, 1.0, "The Weighbridge Inn, Lower Fenby\nOpen since 2028", 2
        ),
    ]
    question = "I'm organising a dinner for 14 of us at the Weighbridge Inn. How much of a deposit will they want?"
    answer = (
        "The deposit will be GBP 15 a head. This is stated in the first passage, which is from the file "
        '"the-weighbridge-inn/group-menus-and-booking-terms-2028.pdf" on page 2, lines 1-8.'
    )
    assert on_request_sentence(question, answer, inn) is None
    assert stitched_sentence(question, answer, inn) is None
    hire = "We'd like the whole of the Weighbridge Inn for a wedding. What would exclusive hire cost?"
    made_up = "Exclusive hire of the whole inn costs £27 a head [1]."  # a sum is judged, whatever the label holds
    assert on_request_sentence(hire, made_up, inn) == made_up
