"""The numbers a text states, as values (docs/numbers.py): what a passage writes one way and an answer another is
the same value, so a right answer is never taken for a value from nowhere (docs/support.py)."""

from __future__ import annotations

import pytest

from macllm.docs.numbers import chinese_value, values
from macllm.docs.retrieve import Passage
from macllm.docs.support import invented_values


@pytest.mark.parametrize(
    ("passage", "answer"),
    [
        ("Office hours are 9am to 5pm.", "09:00 to 17:00 [1]."),
        ("Check-in from 3pm.", "From 15:00 [1]."),
        ("Closes 17:30.", "It closes at 5:30pm [1]."),
        ("Starts at noon.", "At 12:00 [1]."),
        ("Lessons run 9:30 to 16:00.", "From 9.30 [1]."),
        ("费用为1.2万元。", "费用为12000元[1]。"),
        ("费用为12000元。", "费用为1.2万元[1]。"),
        ("三千五百万元", "3500万元"),
        ("费用为两千五。", "2500元"),
        ("押金为贰仟元", "押金2000元"),
        ("两百零五人", "205人"),
        ("Capacity 12 480.", "It holds 12,480 [1]."),
        ("Capacity 12,480.", "It holds 12 480 [1]."),
        ("Price €1.370,00.", "€1370 [1]."),
        ("ports = [80,443,8080]", "Port 443 [1]."),
        ("Takes 1½ hours.", "1.5 hours [1]."),
        ("It lasts twenty-one days.", "21 days [1]."),
        ("There are a hundred seats.", "100 seats [1]."),
        ("A keelboat day is £1,370.00.", "£1370 [1]."),
        ("Parking is £6.50.", "About £6 [1]."),
        ("Ｔｈｅ ｆｅｅ ｉｓ ４５ ｅｕｒｏｓ", "45 euros"),  # full-width digits
    ],
)
def test_a_value_written_another_way_is_found(passage, answer):
    assert invented_values("What is it?", answer, [Passage("/d/x.txt", 1, 2, None, 1.0, passage, 1)]) == []


def test_values_and_chinese_numerals():
    assert values("£1,370.00 at 09:30, 0.30 EUR") == {"1370", "9.3", "0.3"}
    assert {"2", "15", "6", "6.5"} <= values("£6.50, two weeks, 十五元", passage=True)
    readings = {"两千五": 2500, "两万五": 25000, "三百五": 350, "两百零五": 205, "一亿二千万": 120_000_000}
    readings |= {"十万": 100_000, "十五": 15, "二〇二七": 2027, "贰仟": 2000, "三千五百万": 35_000_000, "万": 0}
    for run, value in readings.items():
        assert chinese_value(run) == value, run


def test_only_the_last_question_can_turn_the_check_off():
    """A chat's earlier turns hold numbers and citations ([1]): they do not make the new question a sum."""
    chat = "What do lessons cost?\nLessons cost £45 [1].\nHow much is parking?"
    given = [Passage("/d/x.txt", 1, 2, None, 1.0, "Lessons £45. Parking nearby.", 1)]
    assert invented_values(chat, "Parking is £6.50 [1].", given, question="How much is parking?") == ["6.5"]
    assert invented_values(chat, "Parking is £6.50 [1].", given, question="How much for 2 days?") == []
