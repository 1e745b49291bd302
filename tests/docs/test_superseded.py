"""A value that a later statement replaced is given as replaced (docs/superseded.py)."""

from macllm.docs.grounding import sourced
from macllm.docs.retrieve import Passage
from macllm.docs.superseded import changes, updated


def _p(text: str, file: str = "notice.txt", chunk: int = 1) -> Passage:
    return Passage(file, 1, 1, None, 0.5, text, chunk)


TAXI = [
    _p(
        "出租汽车运价调整公告。一、起步价：起步里程为3公里，日间起步价12元，夜间起步价14元。二、里程价：日间每公里2.4元。"
    ),
    _p("补充公告（2月20日）：经市人民政府同意，日间起步价由12元调整为11元，夜间起步价和其他收费标准不变。", chunk=2),
]
SKI = [
    _p(
        "Hi Anna, sorry: the adult premium package is EUR 205, not EUR 189 as in my quote below.\n"
        "> Adult premium package: EUR 189 for 6 days\n> Child helmet: EUR 12 for 6 days",
        "re-ski-hire.eml",
    )
]
NOTES = [
    _p("- The default of `lock.timeout` has been raised from 30s to 120s, as index builds on large tables take long.")
]
SCHOOL = [_p("第一期托管开始时间由7月10日推迟至7月17日，结束时间7月28日不变。每期托管费用800元。")]


def test_the_changes_a_passage_states_in_its_three_forms():
    assert [(old, new, n) for old, new, n, _ in changes(TAXI)] == [("12元", "11元", 2)]
    assert [(o, w) for o, w, _, _ in changes(SKI)] == [("EUR 189", "EUR 205")]
    assert [(o, w) for o, w, _, _ in changes(NOTES)] == [("30s", "120s")]
    assert [(o, w) for o, w, _, _ in changes(SCHOOL)] == [("7月10日", "7月17日")]
    dates = [_p("Marta needs the dietary form by Friday 29 May (not 5 June) so that the kitchen can plan.")]
    assert [(o, w) for o, w, _, _ in changes(dates)] == [("5 June", "Friday 29 May")]


def test_what_is_not_a_change():
    for text in (
        "A double service slot, 80 minutes instead of 40, costs twice the charge.",  # two things compared
        "We are open from 9am to 5pm, Monday to Friday.",  # a range, no change
        "The price rose from 1 May.",  # one side only
        "由本人申请，从2028年起执行。",  # 由 and 从 with no change word
        "Tickets went up from £5 to 12 people a group.",  # not written alike
    ):
        assert changes([_p(text)]) == [], text


def test_an_answer_with_the_replaced_value_gets_the_new_one_and_the_passage_that_changed_it():
    answer, done = updated(
        "3月1号以后白天打出租车，起步价是12元。[1]", TAXI, "3月1号以后白天打出租车，起步价是多少钱？"
    )
    assert answer == "3月1号以后白天打出租车，起步价是11元。[1][2]"
    assert done == [("12元", "11元", 2)]
    answer, _ = updated(
        "The adult premium package costs EUR 189 for six days [1].", SKI, "What does the adult premium package cost?"
    )
    assert answer == "The adult premium package costs EUR 205 for six days [1]."
    answer, _ = updated("The default lock.timeout is 30s.", NOTES, "What is the default lock timeout now?")
    assert answer == "The default lock.timeout is 120s [1]."
    answer, _ = updated("第一期托管7月10日开始。", SCHOOL, "第一期托管什么时候开始？")
    assert answer == "第一期托管7月17日开始。[1]"


def test_answers_the_change_does_not_concern_are_left_alone():
    for question, answer, passages in (
        ("晚上打车起步价多少钱？", "夜间起步价是14元。[1]", TAXI),  # another value
        ("白天起步价多少钱？", "起步价原来是12元，现在是11元。[2]", TAXI),  # already the new one
        ("白天起步价以前是多少？", "日间起步价原来是12元。[1]", TAXI),  # given as what it was
        ("How much is a child's helmet?", "A child's helmet is EUR 12 [1].", SKI),
        ("What did the first quote say?", "The first quote was EUR 189 [1].", SKI),
        ("每期托管多少钱？", "每期800元。[1]", SCHOOL),
        # the change's line shares no word with the question: the same figure for something else
        ("How many staff are on the rota?", "There are 30s on the rota.", NOTES),
    ):
        assert updated(answer, passages, question) == (answer, []), answer


def test_sourced_keeps_what_the_model_wrote_when_it_updates_a_value():
    question = "3月1号以后白天打出租车，起步价是多少钱？"
    text, fields = sourced("起步价是12元。[1]", TAXI, question, question)
    assert text.startswith("起步价是11元。")
    assert fields["updated"] == [{"was": "12元", "now": "11元", "n": 2}]
    assert fields["written"] == "起步价是12元。[1]"
    assert 2 in {s["n"] for s in fields["sources"]}
    text, fields = sourced("夜间起步价是14元。[1]", TAXI, "晚上起步价多少？", "晚上起步价多少？")
    assert fields["updated"] == [] and fields["written"] == ""


def test_the_update_is_kept_with_the_answer_and_said_to_the_user():
    import io

    from macllm.chat.sources import AnswerSources, updated_notice
    from macllm.cli.chat_plain import write_sources

    question = "3月1号以后白天打出租车，起步价是多少钱？"
    _, fields = sourced("起步价是12元。[1]", TAXI, question, question)
    kept = AnswerSources(fields["sources"], [], [], "", fields["updated"])
    assert AnswerSources.from_dict(kept.as_dict()).updated == [{"was": "12元", "now": "11元", "n": 2}]
    assert AnswerSources.from_dict({"sources": []}).updated == []  # an answer stored before
    out = io.StringIO()
    write_sources(kept, out)
    assert updated_notice(kept.updated) in out.getvalue() and "12元 to 11元 [2]" in out.getvalue()


def test_a_change_to_another_date_or_thing_leaves_the_answer_alone():
    heating = [_p("本年度供暖开始时间由11月15日提前至11月8日，提前供暖期间不另收取热费。")]
    assert [(o, w) for o, w, _, _ in changes(heating)] == [("11月15日", "11月8日")]
    answer = "根据12月15日的补充通知，本年度的集中缴费期延长到2月28日。[1]"
    assert updated(answer, heating, "居民医保本年度的集中缴费期到哪天截止？") == (answer, [])
    answer, _ = updated("供暖11月15日开始。", heating, "今年供暖什么时候开始？")
    assert answer == "供暖11月8日开始。[1]"


def test_numbers_with_separators_are_read_whole():
    grants = [_p("The maximum grant has been raised from £4,750 to £5,350, from Round 2 onwards.")]
    assert [(o, w) for o, w, _, _ in changes(grants)] == [("£4,750", "£5,350")]
    answer, _ = updated("Grants are from £300 to £4,750 [1].", grants, "What is the maximum grant now?")
    assert answer == "Grants are from £300 to £5,350 [1]."
    fee = [_p("月费由1,200.50元调整为1,350.50元。")]
    assert [(o, w) for o, w, _, _ in changes(fee)] == [("1,200.50元", "1,350.50元")]


def test_a_date_now_given_rather_than_another_replaces_it_weekday_and_all():
    garage = [
        _p(
            "Sorry, change of plan: the discs won't reach us until Thursday. It will now be ready to collect after 3pm"
            " on Friday 13 October, rather than Wednesday 11 October.",
            "re-your-car.eml",
        )
    ]
    assert [(o, w) for o, w, _, _ in changes(garage)] == [("Wednesday 11 October", "Friday 13 October")]
    answer, _ = updated(
        "You can collect the car after 5pm on Wednesday 11 October [1].", garage, "When can I collect my car?"
    )
    assert answer == "You can collect the car after 3pm on Friday 13 October [1]."  # its time, with it
    answer, _ = updated("The car will be ready on 11 October [1].", garage, "When will my car be ready to collect?")
    assert answer == "The car will be ready on Friday 13 October [1]."
    # a comparison, with no "now": not a change
    assert changes([_p("A double slot, 80 minutes instead of 40 minutes, costs twice as much.")]) == []


def test_the_other_ways_documents_write_a_change():
    for text, pair in (
        ("The joining fee has been raised to £30 from £25 for new members.", ("£25", "£30")),
        ("Adult day ticket: £20 (was £25).", ("£25", "£20")),
        (
            "The talk is on Friday 13 October (previously scheduled for 11 October).",
            ("11 October", "Friday 13 October"),
        ),
        ("Buses run every 15 minutes - was 20 minutes.", ("20 minutes", "15 minutes")),
        ("The meeting, originally set for 3 May, will now take place on 10 May.", ("3 May", "10 May")),
        ("Season tickets were £120 last year and are now £135.", ("£120", "£135")),
        ("Locker hire: £2 → £3", ("£2", "£3")),
        ("日间起步价11元（原为12元）。", ("12元", "11元")),
        ("报名截止日期原定于5月10日，现延长至5月20日。", ("5月10日", "5月20日")),
        ("截止时间5月20日（原定5月10日）", ("5月10日", "5月20日")),
        ("起步价 12元→11元", ("12元", "11元")),
    ):
        assert [(o, w) for o, w, _, _ in changes([_p(text)])] == [pair], text
    # hours given as a span on both sides: paired in order, not the new span's end with the old one's start
    hours = [_p("补充公告：夜市营业时间调整为每天18:30至22:30（原为18:00至23:00），周一仍然休市。")]
    assert [(o, w) for o, w, _, _ in changes(hours)] == [("18:00", "18:30"), ("23:00", "22:30")]
    assert updated("夜市每天18:00至23:00营业[1]。", hours, "夜市晚上开到几点？")[0] == "夜市每天18:30至22:30营业[1]。"
    for text in (
        "Fee £5, not including the £2 deposit.",  # "not" with words between: another thing
        "Revenue was £5m in 2024, up from £4m in 2023.",  # two years compared, both true
        "Room 12 costs £40 (£35 for members).",  # two prices side by side
        "The hall holds 200 people (120 seated).",
        "Ferry 09:15 → 10:05, then the bus.",  # a span, not a change
        "Holiday 1 May → 5 May.",
    ):
        assert changes([_p(text)]) == [], text


def test_an_answer_with_the_planned_date_gets_the_new_one():
    notice = [_p("关于延长报名时间的通知：夏令营报名截止日期原定于5月10日，现延长至5月20日，名额不变。")]
    answer, done = updated("夏令营报名5月10日截止。[1]", notice, "夏令营报名什么时候截止？")
    assert answer == "夏令营报名5月20日截止。[1]" and done == [("5月10日", "5月20日", 1)]
    price = [_p("Adult day ticket: £20 (was £25). Child day ticket: £10.", "prices.txt")]
    answer, _ = updated("An adult day ticket costs £25 [1].", price, "How much is an adult day ticket?")
    assert answer == "An adult day ticket costs £20 [1]."
    assert updated("A child day ticket is £10 [1].", price, "How much is a child day ticket?")[1] == []


def test_a_change_that_names_only_the_new_value_takes_the_old_one_from_the_same_file():
    race = [
        _p(
            "一、比赛时间和地点：2028年5月28日（星期日）上午8:30开赛，地点沅浦江大桥至城南码头。二、训练用船开放时间为5月1日至5月25日。"
            "补充通知：因江面水位上涨，比赛改在2028年6月4日（星期日）上午8:30举行，地点不变；训练用船的开放时间相应延长至6月1日。"
        )
    ]
    # the race's one earlier date; the training boats' end is one of two dates written alike, so left alone
    assert [(o, w) for o, w, _, _ in changes(race)] == [("5月28日", "6月4日")]
    answer, _ = updated("比赛定在2028年5月28日（星期日）上午8:30。[1]", race, "龙舟赛最后是哪一天比？")
    assert answer == "比赛定在2028年6月4日（星期日）上午8:30。[1]"
    final = [
        _p(
            "Hi all, the final has been moved to Sunday 9 June because of the weather.\n"
            "> Final: Saturday 8 June, 2pm, at the Rec.\n> Semi-finals: Saturday 1 June.",
            "re-fixtures.eml",
        )
    ]
    assert [(o, w) for o, w, _, _ in changes(final)] == [("Saturday 8 June", "Sunday 9 June")]
    # a year is part of the new date, not a change of its own; another file's dates are not the old value
    fees = [
        _p("集中缴费期为2027年9月1日至12月20日。"),
        _p("补充通知：2028年度集中缴费期延长至2028年2月28日。", chunk=2),
    ]
    assert changes(fees) == []
    other = [
        _p("Final: Saturday 8 June.", "fixtures.txt"),
        _p("The final has been moved to Sunday 9 June.", "news.txt"),
    ]
    assert changes(other) == []
