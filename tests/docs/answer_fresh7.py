"""The answer evaluation's `fresh7` set: issue 23's seventh held-out set, written with its documents
(tests/docs/answer_fresh7_docs.py) after `fresh6`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, scored once, later; never tuned on.

Its twelve documents are in eight formats: an allotment society's handbook (.md) whose AGM amendments replace some
rents, a transit operator's fares page (.html), an online shop's incident review (.docx), an e-bike maker's model
range (.xlsx), a roadmap review deck with a reason only in the speaker notes (.pptx), a summer camp's e-mail to
families (.eml), an evening-class timetable (.csv), and five Chinese ones: a wetland park's visitor notice as one long
line (.txt), a college's dormitory rules in numbered articles (第X条, .docx), an API guide (.md), a guesthouse's
booking terms (.html) and a coding school's summer-class deck whose last slide moves a start date (.pptx).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
value, a name, a reason; most paraphrased rather than in the document's words, one Chinese question over an English
spreadsheet), four that need two facts, four yes-or-no questions that need a rule and its exception applied (two
whose answer is yes, two no), two whose answer was replaced by a later statement (the allotment rents amended by the
AGM, the class start date moved by the deck's update; the outdated value is forbidden unless given as what it was),
and five that no document answers: three beside a near miss (a fine's amount where the fares page only says a
penalty notice may be issued, a wetland park's annual pass where the notice gives single tickets, an API's
availability commitment where the guide gives support response times), two on topics no document covers.
"""

from __future__ import annotations

from pathlib import Path

from .answer_corpus import write_documents
from .answer_evaluation import (
    STARTS_NO,
    STARTS_NO_ZH,
    STARTS_YES,
    STARTS_YES_ZH,
    Q,
    _amount,
    _number,
    _outdated,
    not_in_docs,
)
from .answer_fresh7_docs import FRESH7_DOCS

AL, TW, MG, CV, BN, CA, AS = (
    "brackenfield/plot-holder-handbook.md",
    "calder-bay-transit/tidewater-fares.html",
    "marrowby/incident-review-INC-2291.docx",
    "corvane/model-range-2026.xlsx",
    "brindle/roadmap-review-q2-2026.pptx",
    "camp-alderbrook/session-2-final-information.eml",
    "ashcombe/evening-classes-summer-2026.csv",
)
CH, QT, SL, LM, QM = (
    "澄湖湿地公园游览须知.txt",
    "青藤职业技术学院学生宿舍管理规定.docx",
    "数澜开放平台API接入指南.md",
    "鹿鸣山居预订须知.html",
    "启明星少儿编程2026暑期班招生说明.pptx",
)

FRESH7 = [
    # -- brackenfield/plot-holder-handbook.md: the AGM's amendments (section 8) replace the rents of section 1
    Q(
        "What's the yearly rent for a half plot at Brackenfield in the 2026-27 plot year?",
        AL,
        "Half plot: £48 a year",
        (r"re:£\s?48(?![\d.])", _amount("48", "pounds", "gbp")),
        forbid=(_outdated(r"£\s?42(?![\d.])|(?<![\d.,])42\s?(?:pounds|gbp)"),),
    ),
    Q(
        "Can I have a bonfire on my Brackenfield plot on a Saturday afternoon in July to get rid of hedge clippings?",
        AL,
        "Bonfires are allowed only between 1 November and the last day of February",
        (
            STARTS_NO,
            "not allowed",
            "cannot",
            "can't",
            "may not",
            "1 november",
            "weekdays",
            "monday to friday",
            "shredding day",
        ),
        forbid=(STARTS_YES,),
    ),
    Q(
        "If the committee finds my allotment too weedy at an inspection, how long do I get to sort it out?",
        AL,
        "has 28 days to bring it up to standard",
        (_amount("28", "days?"), _amount("4", "weeks?"), "four weeks", "twenty-eight days"),
        forbid=(_amount("14", "days?"), _amount("40", "days?")),
    ),
    # -- calder-bay-transit/tidewater-fares.html
    Q(
        "With a Tidewater card, what's the most I can be charged in one day for travel in zones 1 and 2?",
        TW,
        "$10.20",
        (r"re:(?<![\d.])10\.20(?!\d)",),
        forbid=(r"re:(?<![\d.])13\.50(?!\d)",),
    ),
    Q(
        "How long do I have to change from a bus to a tram in Calder Bay without paying another fare?",
        TW,
        "free within 90 minutes of your first tap on",
        (_amount("90", "minutes?", "mins?"), "an hour and a half", "one and a half hours", "1.5 hours"),
    ),
    not_in_docs(
        "How much is the fine for riding a Calder Bay tram without tapping on?",
        forbid=(
            r"re:\b(?:penalty|fine)\b[^.]{0,40}\$\s?\d",
            r"re:\$\s?\d+(?:\.\d+)?[^.]{0,30}\b(?:penalty|fine)\b",
            r"re:\b(?:penalty|fine)\b[^.]{0,40}\b\d+\s*dollars",
        ),
    ),
    # -- marrowby/incident-review-INC-2291.docx: a note at its end says a draft's count of orders was wrong
    Q(
        "How long did Marrowby's order-confirmation outage in March last, and how many orders did it affect?",
        MG,
        "The outage lasted 4 hours 35 minutes",
        (r"re:4\s*(?:hours?|hrs?|h)\s*(?:and\s*)?35", "275 minutes", "13:47"),
        ("1,842", "1842", "1 842"),
        forbid=(_outdated(r"(?<![\d,])1,?790(?!\d)"),),
    ),
    Q(
        "Why did Marrowby's servers start rejecting the payment provider's webhooks?",
        MG,
        "so eu-west kept checking signatures with the old secret",
        ("secret",),
        ("eu-west", "freeze", "frozen", "region", "cluster", "old secret", "not updated", "not deployed"),
    ),
    # -- corvane/model-range-2026.xlsx
    Q(
        "How far can a Corvane Tern City+ go on one charge, and what does it weigh?",
        CV,
        "Tern City+",
        (_number("120"),),
        (r"re:(?<![\d.])25\.6(?!\d)",),
        forbid=(_amount("95", "km", "kilomet"), r"re:(?<![\d.])24\.8(?!\d)"),
    ),
    Q("Corvane Avocet Cargo 电动货运自行车标配的电池容量是多少？", CV, "Longtail cargo", (_number("800"),), lang="zh"),
    Q(
        "When is the first service due on a new Corvane e-bike?",
        CV,
        "after 300 km or 3 months, whichever comes first",
        (_number("300"),),
        (_amount("3", "months?"), "three months"),
    ),
    # -- brindle/roadmap-review-q2-2026.pptx: the at-risk reason is only in the speaker notes
    Q(
        "What will Brindle Notes Pro cost per month for someone who subscribes in August 2026?",
        BN,
        "Pro plan for new subscribers: $8.99 a month",
        (r"re:(?<![\d.])8\.99(?!\d)",),
    ),
    Q(
        "Why is the encrypted notebooks feature flagged as at risk on Brindle's Q2 roadmap?",
        BN,
        "design review of key recovery is not finished",
        ("key recovery", "key-recovery", "recover"),
        ("review", "finish", "decid", "signed off", "sign-off", "lose", "lost"),
    ),
    # -- camp-alderbrook/session-2-final-information.eml
    Q(
        "Is my son allowed to keep his asthma inhaler with him at Camp Alderbrook?",
        CA,
        "The only exceptions are asthma inhalers and epinephrine auto-injectors",
        (STARTS_YES, "can keep", "may keep", "keep it with him", "keep these with them", "at all times", "exception"),
        forbid=(STARTS_NO,),
    ),
    Q(
        "What time can we drop our daughter off at Camp Alderbrook on the first day of Session 2?",
        CA,
        "Drop-off is between 14:00 and 16:00 at the Lodge",
        (
            "14:00",
            r"re:(?<![\d:])2(?::00)?\s?p\.?m\b",
            r"re:(?<![\d:])2(?::00)?\s*(?:-|–|to|and|until)\s*4(?::00)?\s*p\.?m",
        ),
        ("16:00", r"re:(?<![\d:])4(?::00)?\s?p\.?m\b"),
        forbid=(r"re:(?<![\d:])13:00", r"re:(?<![\d:.])1(?::00)?\s?p\.?m\b"),
    ),
    # -- ashcombe/evening-classes-summer-2026.csv
    Q(
        "Who teaches the Tuesday evening pottery class at Ashcombe, and how much is the full fee?",
        AS,
        "Pottery: wheel throwing for beginners",
        ("lomax",),
        (_number("195"),),
        forbid=("okoye", _number("160"), _number("210")),
    ),
    Q(
        "Which evening of the week is the beginners' Spanish course at Ashcombe?",
        AS,
        "Spanish for beginners (A1)",
        "monday",
    ),
    # -- no document
    not_in_docs(
        "How much paid paternity leave am I entitled to?",
        forbid=(
            r"re:\bpaternity\b[^.]{0,60}\b\d+\s*(?:days?|weeks?)\b",
            r"re:\b\d+\s*(?:days?|weeks?)\b[^.]{0,40}\bpaternity\b",
            r"re:\bpaternity\b[^.]{0,60}\b(?:one|two|three|four|six|ten)\s+(?:days?|weeks?)\b",
            r"re:\b(?:one|two|three|four|six|ten)\s+(?:days?|weeks?)\b[^.]{0,40}\bpaternity\b",
        ),
    ),
    not_in_docs(
        "How long should I boil an egg to get a runny yolk?",
        forbid=(
            r"re:\b(?:boil|simmer|cook)\w*[^.]{0,50}\b\d+(?:\.\d+)?(?:\s*(?:-|–|to|or)\s*\d+)?\s*(?:minutes?|mins?)\b",
            r"re:\b\d+(?:\s*(?:-|–|to|or)\s*\d+)?\s*(?:minutes?|mins?)\b[^.]{0,40}\b(?:yolk|egg)",
            r"re:^\W*(?:about|around|roughly)?\s*\d+(?:\s*(?:-|–|to|or)\s*\d+)?\s*(?:minutes?|mins?)\b",
            r"re:\b(?:boil|simmer|cook)\w*[^.]{0,50}\b(?:four|five|six|seven|eight)\s+minutes\b",
        ),
    ),
    # -- 澄湖湿地公园游览须知.txt: one long line
    Q(
        "去澄湖湿地公园玩，学生票多少钱？坐一趟湖心游船要多少钱？",
        CH,
        "学生票30元/人",
        (_amount("30", "元", "块"), "三十元", "三十块"),
        (_amount("40", "元", "块"), "四十元", "四十块"),
        lang="zh",
    ),
    not_in_docs(
        "澄湖湿地公园有没有年卡？办一张多少钱？",
        forbid=(
            r"re:年(?:卡|票)(?:的)?(?:价格|售价|费用|票价)?(?:为|是|需要|要|:|每张)?\s*(?:人民币)?\d+\s*元",
            r"re:\d+\s*元\s*(?:/|一)?\s*(?:张|年)?\s*(?:的)?年(?:卡|票)",
        ),
        lang="zh",
    ),
    # -- 青藤职业技术学院学生宿舍管理规定.docx: articles (第X条)
    Q(
        "我有一个1200瓦的电吹风，在青藤职院的宿舍楼里能用吗？",
        QT,
        "功率超过1000瓦的，在宿舍楼内一律不得使用",
        (STARTS_NO_ZH, "不能", "不可以", "不得使用", "不允许", "不行", "超过1000瓦"),
        forbid=(STARTS_YES_ZH, r"re:^\W*(?:可以|能)在"),
        lang="zh",
    ),
    Q(
        "青藤职院的宿舍楼周二晚上几点关门？",
        QT,
        "周日至周四为6:00至23:00",
        (r"re:23:00|23\s*点(?!\s*(?:半|30|15|十五))|(?<![\d:])11\s*点(?!\s*(?:半|30|15))|十一点(?!半)",),
        lang="zh",
    ),
    # -- 数澜开放平台API接入指南.md
    Q(
        "数澜开放平台拿到的访问令牌能用多久？",
        SL,
        "access_token 的有效期为 7200 秒",
        ("7200", "7,200", _amount("2", "小时", "个小时"), "两小时", "两个小时"),
        lang="zh",
    ),
    Q(
        "调用数澜的接口时返回了错误码42902，这是什么原因？",
        SL,
        "已超过当日调用上限",
        ("当日", "每日", "当天", "每天", "日调用"),
        ("上限", "限额", "额度", "次数"),
        lang="zh",
    ),
    not_in_docs(
        "数澜开放平台标准版承诺的服务可用性是多少？",
        forbid=(r"re:99(?:\.\d+)?\s*%", "百分之九十九"),
        lang="zh",
    ),
    # -- 鹿鸣山居预订须知.html
    Q(
        "我想带家里10公斤的柯基住鹿鸣山居的山景大床房，可以吗？",
        LM,
        "每间房限带一只体重15公斤以下的犬或猫",
        (STARTS_YES_ZH, r"re:(?<!不)可以(?:带|携带|入住)", "允许携带", "15公斤以下", "100元"),
        forbid=(STARTS_NO_ZH,),
        lang="zh",
    ),
    Q(
        "在鹿鸣山居订了房，如果在入住前5天取消，会扣多少钱？",
        LM,
        "入住日前3至6天取消的，扣除首晚房费的50%",
        (r"re:50\s*%", "百分之五十", "一半"),
        ("首晚", "第一晚", "头一晚", "一晚"),
        forbid=(r"re:^\W*(?:可以)?全额退",),
        lang="zh",
    ),
    # -- 启明星少儿编程2026暑期班招生说明.pptx: the last slide moves class C's start date
    Q(
        "启明星暑期的 Python 入门 C 班现在哪天开课？",
        QM,
        "C班开课日期由7月6日调整为7月13日",
        (r"re:7\s*月\s*13\s*(?:日|号)", "七月十三", "07-13", "7/13"),
        forbid=(_outdated(r"7\s*月\s*6\s*(?:日|号)|七月六(?:日|号)"),),
        lang="zh",
    ),
    Q(
        "启明星暑期班的早鸟价比原价便宜多少？",
        QM,
        "每班立减300元",
        (_amount("300", "元", "块"), "三百元", "三百块"),
        lang="zh",
    ),
]


def build_fresh7_corpus(dest: Path) -> Path:
    """Write the fresh7 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH7_DOCS)
