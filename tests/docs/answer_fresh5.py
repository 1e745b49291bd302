"""The answer evaluation's `fresh5` set: issue 23's fifth held-out set, written with its documents
(tests/docs/answer_fresh5_docs.py) after `fresh4`, blind: by someone who never read the answer prompt, how documents
are cut into passages or how passages are picked and grounded. Committed before anything was scored on it, scored
once, later; never tuned on.

Its documents are kinds the other sets lack or have few of: a project README, a Keep a Changelog changelog, an
on-call wiki page, an HTML help-centre page, a CSV price list, an .eml reply that corrects the plan quoted under it,
a .pptx deck with a fact in its speaker notes, an .odt equipment manual with numbered steps, a Chinese employee
handbook (.docx) whose revision note changes two clauses, a Chinese product manual, Chinese meeting minutes and a
Chinese HTML help page. The questions are meant to be a representative mix of what people ask rather than mostly
traps: fifteen direct questions (a value, a name, a command, a step; some in the document's words, some
paraphrased, one Chinese question over an English page), five that need two facts, four yes-or-no questions under a
stated condition (two whose answer is yes, two no), two whose answer was changed by a later statement (the
correction e-mail, the handbook's revision note), and four that no document answers: two beside a near miss (on-call
pay where the page gives time off; the fryer's noise where its parameters list everything else), two on topics
no document covers.
"""

from __future__ import annotations

from pathlib import Path

from .answer_corpus import write_documents
from .answer_evaluation import STARTS_NO, STARTS_YES, STARTS_YES_ZH, Q, _number, _version, not_in_docs
from .answer_fresh2 import MINUTES, _quantity
from .answer_fresh5_docs import FRESH5_DOCS

SK, WL, OC, LH, LAB, EM, DK, CO = (
    "skerry/README.md",
    "wrenlog/CHANGELOG.md",
    "wiki/oncall/incident-response.md",
    "larkspur/help/booking-rooms.html",
    "lab/consumables-2026.csv",
    "inbox/offsite-plan-correction.eml",
    "decks/support-onboarding-week1.pptx",
    "manuals/corrado-cm20-descaling.odt",
)
HM, AF, MT, YS = (
    "员工手册-禾木科技.docx",
    "惠厨AF5空气炸锅使用说明书.txt",
    "随行记账-2026年第3次产品例会纪要.md",
    "云杉网盘帮助中心-会员权益.html",
)

# An amount of money per period, as a made-up on-call allowance would state it (no document gives one)
MONEY_PER_PERIOD = (
    r"re:(?:[€$£]\s?\d[\d,.]*|\d[\d,.]*\s?(?:eur|euros?|usd|dollars?|gbp|pounds?))\s*(?:a|per|each|every|/)\s*"
    r"(?:week|shift|day|month|hour|night|page)"
)
# A rate per distance, as a made-up mileage allowance would state it
PER_DISTANCE = (
    r"re:\d+(?:[.,]\d+)?\s*(?:cents?|ct|p|pence|€|eur|euros?|£|\$)?\s*(?:per|a|/|for each|each)\s*"
    r"(?:km\b|kilomet|mile)"
)

FRESH5 = [
    # -- skerry/README.md
    Q("Which port does Skerry listen on out of the box?", SK, "8650", _number("8650")),
    Q("How do I make a backup of my Skerry server?", SK, "skerry backup --output", "skerry backup"),
    Q(
        "How long does Skerry keep articles I've already read before it deletes them?",
        SK,
        "retention.read_days",
        (_number("90"), "ninety"),
        "day",
    ),
    Q(
        "What's the oldest Python version Skerry runs on, and which PostgreSQL version do I need at least if I "
        "don't want SQLite?",
        SK,
        "PostgreSQL 14 or newer",
        _version("3.11"),
        _number("14"),
    ),
    Q(
        "I'd like Skerry to check my feeds every 10 minutes instead of the default. Is that allowed?",
        SK,
        "lowest value Skerry accepts is 5 minutes",
        (
            STARTS_YES,
            "you can",
            "can set",
            "can be set",
            "can change",
            "can lower",
            "is allowed",
            "it's allowed",
            "that's allowed",
            "is possible",
            "is supported",
            "fetch.interval",
            "10m",
        ),
        forbid=(STARTS_NO,),
    ),
    # -- wrenlog/CHANGELOG.md
    Q("Which wrenlog release added the OTLP sink?", WL, "OtlpSink", _version("3.2")),
    Q(
        "Since which version of wrenlog are Authorization headers hidden by default when HTTP requests are logged?",
        WL,
        "now redacted by default",
        _version("3.2.1"),
    ),
    # -- wiki/oncall/incident-response.md
    Q(
        "How quickly do I have to acknowledge a SEV2 page?",
        OC,
        "SEV2 | Degraded service",
        (_quantity("15", *MINUTES), "fifteen minutes"),
    ),
    Q(
        "If the primary on-call doesn't acknowledge a page, how long until the secondary gets paged, and who is "
        "paged if nobody answers after that?",
        OC,
        "secondary is paged",
        (_quantity("10", *MINUTES), "ten minutes"),
        ("engineering manager", "manager on duty"),
    ),
    not_in_docs(
        "How much extra money do I get per week for being the primary on-call?",
        "in lieu",  # saying what is given instead (a day off, overtime under the HR handbook) is right too
        "day off",
        "overtime",
        forbid=(MONEY_PER_PERIOD,),
    ),
    # -- larkspur/help/booking-rooms.html
    Q(
        "How many credits an hour does the Curlew room cost at Larkspur Hub?",
        LH,
        "Curlew | 10 | 5",
        (_number("5"), "five"),
    ),
    Q(
        "I'm a Resident member at Larkspur Hub. Can I book a meeting room five weeks in advance?",
        LH,
        "Resident members can book up to 60 days ahead",
        (
            STARTS_YES,
            "you can",
            "can book",
            "are able to",
            "is allowed",
            "is possible",
            _quantity("60", "days?"),
            "sixty days",
        ),
        forbid=(STARTS_NO,),
    ),
    Q(
        "在 Larkspur Hub 订了会议室，最晚要提前多久取消才不扣积分？",
        LH,
        "free of charge up to 24 hours",
        (_quantity("24", "小时", "个小时", r"hours?\b", r"h\b"), "二十四小时", "一天", "1天"),
        lang="zh",
    ),
    # -- lab/consumables-2026.csv
    Q(
        "What does one pack of the 1000 µL filter tips cost in the lab's consumables list?",
        LAB,
        "MF-1203",
        ("58.40", "58.4", "58,40"),
    ),
    # -- decks/support-onboarding-week1.pptx
    Q(
        "What's the first-response target for email in Nettlebrook support?",
        DK,
        "Email | 8 business hours",
        (
            _quantity("8", "business hours?", "working hours?", r"hours?\b"),
            "eight business hours",
            "eight working hours",
            "eight hours",
        ),
    ),
    Q(
        "I'm a new Tier 1 agent at Nettlebrook. Can I give a customer a £40 goodwill credit on my own?",
        DK,
        "needs your team lead's approval",
        (STARTS_NO, "not on your own", "cannot", "can't", "not without", "team lead", "approval"),
        forbid=(STARTS_YES,),
    ),
    # -- inbox/offsite-plan-correction.eml: the reply on top moves the coach's time
    Q(
        "What time does the coach leave for the studio offsite?",
        EM,
        "the coach now leaves at 07:45",
        (r"re:(?<![\d:.])0?7[:.]45", "quarter to eight"),
    ),
    Q(
        "How long is the guided walk at the studio offsite?",
        EM,
        "guided walk of about 6 km",
        (_quantity("6", "km", "kilomet"), "six kilomet"),
    ),
    # -- manuals/corrado-cm20-descaling.odt
    Q(
        "My tap water is hard. How often should I descale my Corrado CM-20, and how much DecalcPro goes into one "
        "descaling?",
        CO,
        "every 30 days",
        (_quantity("30", "days?"), "thirty days", "once a month", "every month", "monthly"),
        (_quantity("100", "ml", "millilit"), "one bottle", "1 bottle", "a bottle", "whole bottle"),
    ),
    not_in_docs(
        "What is the mileage allowance per kilometre when I use my own car for a business trip?",
        forbid=(PER_DISTANCE,),
    ),
    # -- 员工手册-禾木科技.docx: its revision note changes clause 3.3
    Q(
        "禾木科技的核心工作时间是几点到几点？",
        HM,
        "核心工作时间为10:00至16:00",
        ("10:00", "10点", "十点", "10时"),
        ("16:00", "16点", "下午4点", "下午四点", "四点", "16时"),
        lang="zh",
    ),
    Q(
        "禾木科技现在每个月最多可以远程办公几天？",
        HM,
        "调整为每月6天",
        (r"re:(?<![\d.])6\s*(?:天|日)", "六天", "六日"),
        lang="zh",
    ),
    Q(
        "我在禾木科技入职才八个月，能休公司的福利年假吗？",
        HM,
        "入职未满一年的员工不享受福利年假",
        (
            r"re:^\W*(?:不能|不可以|不行|无法|不可|不享受|暂时不能|还不能)",
            "不能",
            "不可以",
            "不享受",
            "无法享受",
            "没有资格",
            "不符合",
            "未满一年",
            "满一年",
            "满1年",
            "满12个月",
        ),
        forbid=(STARTS_YES_ZH,),
        lang="zh",
    ),
    # -- 惠厨AF5空气炸锅使用说明书.txt
    Q(
        "用惠厨AF5炸冷冻薯条，温度和时间应该怎么设？",
        AF,
        "冷冻薯条 | 300至500克",
        (r"re:(?<![\d.])200\s*(?:°\s*c|度|摄氏度)", "二百度"),
        (r"re:(?<![\d.])15\s*(?:-|~|到|至|—|–)\s*18\s*分", "十五到十八分钟", "十五至十八分钟"),
        lang="zh",
    ),
    Q("我的惠厨空气炸锅屏幕上显示E2，是什么问题？", AF, "显示E2", ("过热",), lang="zh"),
    not_in_docs(
        "惠厨AF5空气炸锅工作的时候噪音有多大，多少分贝？",
        forbid=(r"re:\d+\s*(?:分贝|db\b)", r"re:[一二三四五六七八九十]+\s*分贝"),
        lang="zh",
    ),
    # -- 随行记账-2026年第3次产品例会纪要.md
    Q(
        "随行记账的会员年卡，会上定的新价格是多少？",
        MT,
        "由98元下调至88元",
        (r"re:(?<![\d.])88\s*(?:元|块)", "八十八元", "八十八块"),
        lang="zh",
    ),
    Q(
        "随行记账更新隐私政策这件事由谁负责？最晚什么时候完成？",
        MT,
        "更新隐私政策及用户协议",
        ("周婷",),
        (r"re:(?<!\d)4\s*月\s*10\s*(?:日|号)", "四月十日", "四月十号", "04-10", "4/10"),
        lang="zh",
    ),
    # -- 云杉网盘帮助中心-会员权益.html
    Q(
        "云杉网盘标准会员，回收站里的文件能保留多少天？",
        YS,
        "标准会员 | 15元/月",
        (r"re:(?<![\d.])30\s*(?:天|日)", "三十天", "三十日", "一个月"),
        lang="zh",
    ),
    not_in_docs(
        "我的护照丢了，补办需要带哪些材料？",
        forbid=(r"re:(?:需要|须|应|请)(?:携带|带上?|准备|提供|提交)?[^。]{0,15}(?:身份证|户口簿|户口本|照片|报失)",),
        lang="zh",
    ),
]


def build_fresh5_corpus(dest: Path) -> Path:
    """Write the fresh5 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH5_DOCS)
