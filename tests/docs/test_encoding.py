"""docs/encoding.py through read_lines: text files saved in the legacy encodings of older Windows programs are read
as their writers meant (a Chinese notice in GBK, a Taiwanese one in Big5, an English price list in Windows-1252),
short ones too, and a page's declared charset is obeyed."""

from __future__ import annotations

from pathlib import Path

import pytest

from macllm.docs.encoding import declared_charset, decoded
from macllm.docs.read import Skipped, read_lines

PARKING = "第一条 为规范小区停车管理，制定本规定。\n第二条 业主每月停车费为300元，访客车辆前两小时免费。\n"
FRENCH = (
    "Prix : 5 € par personne, réservé aux élèves. Déjà payé ? Très bien. Où ? À côté de l'église, près du théâtre. "
)
CASES = [
    ("notice.txt", "供暖通知：自11月15日起开始供暖，收费标准为每平方米25元。", "gbk"),
    ("rules.txt", PARKING * 4, "gb18030"),
    ("price.txt", "价格25元", "gbk"),  # three characters: too few for detection, read by the fixed order
    ("prices.csv", "项目,价格\n日常保洁,169元\n深度保洁,399元\n", "gbk"),
    ("rules_tw.txt", "第一條 為規範停車管理，制定本規定。訪客車輛前兩小時免費，超過後每小時收費三十元。", "big5"),
    ("hire.md", "Hire prices: £40 a day – weekends £55. Café opens 9am “sharp”.\n", "cp1252"),
    ("menu.txt", "caf\xe9 au lait", "latin-1"),
    ("tarifs.txt", FRENCH * 2, "cp1252"),  # enough accents for detection, which would call it Baltic
    ("hours.txt", "営業時間は午前9時から午後5時までです。土曜日と日曜日は休業します。", "shift_jis"),
    ("hours_kr.txt", "영업 시간은 오전 9시부터 오후 5시까지입니다. 주말에는 쉽니다.", "euc-kr"),
    ("price_ru.txt", "Цена: 500 рублей в месяц. Оплата до пятого числа каждого месяца, иначе штраф.", "cp1251"),
]


@pytest.mark.parametrize("name,text,encoding", CASES, ids=[c[0] for c in CASES])
def test_a_legacy_encoded_file_is_read_as_written(name, text, encoding):
    data = text.encode(encoding)
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")  # each case is one that UTF-8 alone would have refused
    lines = read_lines(Path(name), data)
    if name.endswith(".csv"):
        assert "项目=日常保洁, 价格=169元" in [line.text for line in lines]
    else:
        assert "\n".join(line.text for line in lines) == text.rstrip("\n")


def test_a_page_is_read_in_the_charset_it_declares():
    page = (
        '<html><head><meta charset="gb2312"></head><body><h1>游泳池</h1><p>开放时间：7月1日至8月31日</p></body></html>'
    )
    assert declared_charset(page.encode("gbk")) == "gb2312"
    lines = [line.text for line in read_lines(Path("pool.html"), page.encode("gbk"))]
    assert lines == ["# 游泳池", "开放时间：7月1日至8月31日"]
    xml = '<?xml version="1.0" encoding="windows-1252"?><p>£5</p>'.encode("cp1252")
    assert declared_charset(xml) == "windows-1252" and decoded(xml, "windows-1252").endswith("<p>£5</p>")
    # a page whose declaration is wrong is read by what its bytes show
    assert decoded("<meta charset=utf-8><p>£5 – 10</p>".encode("cp1252"), "utf-8").endswith("£5 – 10</p>")


def test_utf8_and_utf16_are_read_first_and_binary_is_still_refused():
    assert decoded(b"\xef\xbb\xbf" + "价格 £5".encode()) == "价格 £5"
    assert decoded("价格 £5".encode("utf-16")) == "价格 £5"
    assert decoded("價格".encode()) == "價格"  # valid UTF-8 is never second-guessed
    with pytest.raises(Skipped, match="binary file"):
        read_lines(Path("a.dat"), b"abc\0def")


def test_a_mail_that_names_no_charset_is_read_in_the_one_its_bytes_show():
    body = "您好，\n厨房安装改到11月8日开始，定金500元。\n李师傅".encode("gbk")
    mail = b"From: a@example.cn\r\nSubject: kitchen\r\nContent-Type: text/plain\r\n\r\n" + body
    assert "厨房安装改到11月8日开始，定金500元。" in [line.text for line in read_lines(Path("fitter.eml"), mail)]
    mail = b"From: a@example.com\r\nSubject: hire\r\nContent-Type: text/plain\r\n\r\nThe hire is \xa340 a day.\r\n"
    assert "The hire is £40 a day." in [line.text for line in read_lines(Path("hire.eml"), mail)]
    mail = b"Subject: hire\r\nContent-Type: text/plain; charset=us-ascii\r\n\r\nCaf\xc3\xa9 \xe2\x82\xac5\r\n"
    assert "Café €5" in [line.text for line in read_lines(Path("cafe.eml"), mail)]  # 8-bit under an ASCII label


GERMAN = "Größe, Übung, Straße, schön. Preis: 5 €.\n" * 10
PROMISE = "第一条 访客车辆前两小时免费。" * 40


@pytest.mark.parametrize(
    "data,declared,want",
    [
        (GERMAN.encode("cp1252"), None, GERMAN),  # detection called it Turkish ('Grˆşe')
        ("Größe: 5 m".encode("cp1252"), None, "Größe: 5 m"),  # not 'Gr鲞e' (ö and ß are a GB2312 character)
        ("中華民國".encode("big5"), None, "中華民國"),  # Big5 read as GB18030 gives kana: not common Chinese
        (PROMISE.encode("gbk") + b"\xb5", None, PROMISE),  # a file cut in a character's middle: not Thai
        ("价格25元".encode()[:-1], None, "价格25"),  # UTF-8 cut short stays UTF-8
        (b"caf\xe9", None, "café"),  # ... but one byte alone is not UTF-8 cut short
        (b"price \x81 caf\xe9", None, "price \x81 café"),  # Windows-1252's unassigned bytes, as browsers read them
        (b"<p>it\x92s</p>", "latin1", "<p>it’s</p>"),  # a Latin-1 label means Windows-1252
        (b"<p>it\x92s fine</p>", "utf-16", "<p>it’s fine</p>"),  # a UTF-16 label without a byte-order mark is wrong
        (b"\xff\xfeh\x00i", None, "h\ufffd"),  # a UTF-16 file cut short keeps what it has (it raised)
    ],
)
def test_what_reviewers_found(data, declared, want):
    assert decoded(data, declared) == want
