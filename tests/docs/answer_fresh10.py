"""The answer evaluation's `fresh10` set: issue 23's tenth held-out set, written with its documents
(tests/docs/answer_fresh10_docs.py) after `fresh9`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, scored once, later; never tuned on.

Its twelve documents are in ten formats: a university cluster's user guide (.md) whose partitions differ in run time
and whose default partition is named only in the text, with GPU nodes but no count of their GPUs, a boarding kennels'
prices and policies page (.html) with prices by the dog's weight and vaccinations due at different times, a short-film
festival's rules (.docx) with an online-availability rule and its one exception and a fee table by category and
deadline, a software company's office-move briefing deck (.pptx) whose reason for the move is only in the speaker
notes, a caterer's event packages (.xlsx, four sheets) with packages side by side, several deadlines and wedding cakes
without a price, a law firm's laptop-refresh e-mail (.eml) with swap dates by team, a community trust's small-grants
guidance (.odt) with an exception for parent-teacher associations and an update at the end that raises the maximum
grant, and five Chinese ones: a housing provident fund's guide to withdrawals for rent as one long line (.txt) with an
exception for owners who work in another district and loans mentioned without their limits, a courier's price list
(.csv) by zone and product, two chapters of a balcony vegetable book (.epub), an electronics retailer's trade-in rules
(.html) with an exception for laptops and a supplementary notice that extends the campaign, and a company's internship
rules in numbered articles (第X条, .docx) with an allowance table by degree.

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
value, a date, a reason, a time; most paraphrased rather than in the document's words, one Chinese question over the
English move deck), four that need two facts, four yes-or-no questions that need a rule and its exception applied (two
whose answer is yes: a school's parent-teacher association with its own constitution, a home owner renting near work
in another district; two no: a film once on a public Vimeo page, a phone that no longer turns on), two whose answer
was replaced by a later statement (the maximum grant raised by the trust's update, the trade-in campaign extended by
the supplementary notice; the outdated value is forbidden unless given as what it was), and five that no document
answers: three beside a near miss (the GPUs of the cluster's GPU nodes, the price of the wedding cakes the caterer
arranges, the provident fund loans the guide mentions), two on topics no document covers.
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
    not_in_docs,
)
from .answer_evaluation import (
    _outdated as outdated,
)
from .answer_fresh10_docs import FRESH10_DOCS

TC, HK, RW, BW, TS, FL, AC = (
    "hollowmere-rc/tern-cluster-user-guide.md",
    "hazelmoor-kennels/prices-and-policies.html",
    "red-willow-film-festival/rules-and-regulations-2027.docx",
    "brackwater-software/harbour-yard-move-briefing.pptx",
    "tarnside-catering/event-packages-2027.xlsx",
    "ferrand-lowe/laptop-refresh-your-swap-date.eml",
    "amberley-community-trust/small-grants-guidance-2027.odt",
)
NC, XC, YT, XG, MH = (
    "宁川市住房公积金租房提取办事指南.txt",
    "迅驰快运2027年快递资费表.csv",
    "阳台种菜入门.epub",
    "星港数码2027春季以旧换新活动规则.html",
    "沐禾科技实习生管理办法.docx",
)


def _pounds(n: str) -> str:
    """A regular expression for a sum in pounds as people write it (n a regular expression): £33.40, 33.40 pounds,
    £5,350 (never £133.40 or £33.405)."""
    return rf"re:£\s?{n}(?:\.00)?(?![\d]|\.\d)|(?<![\d.,£]){n}(?:\.00)?\s?(?:pounds|gbp)\b"


def _dollars(n: str) -> str:
    """A regular expression for a sum in US dollars as people write it: $43, $43.00, 43 dollars, USD 43 (never $143
    or $43.50)."""
    return rf"re:\$\s?{n}(?:\.00)?(?![\d]|\.\d)|(?<![\d.,$]){n}(?:\.00)?\s?(?:us\s?)?(?:dollars|usd)\b|usd\s?{n}(?![\d]|\.\d)"


def _time(hhmm: str, pm: str) -> str:
    """A regular expression for a clock time as people write it: 14:30, 14.30 or 2:30 pm (pm: the hour on a
    twelve-hour clock with its minutes, '2:30'), never 4:30 for 14:30."""
    hour, minute = hhmm.split(":")
    twelve = pm.replace(":", "[:.]") if ":" in pm else pm + r"(?:[:.]00)?"
    return rf"re:(?<![\d:.]){hour}[:.]{minute}(?!\d)|(?<![\d:.]){twelve}\s?p\.?\s?m\b"


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "it had been £4,750", "the
# guidance said £4,750", "the earlier £4,750", "3月1日至3月28日（原活动时间）", "截止到3月28日，后延长"
WAS_TOO = ("been ", "said ", "earlier ", "old ", "original ", "至", "到", "原来的", "原公告的")


def _outdated(value: str) -> str:
    """An outdated value stated as the answer (answer_evaluation._outdated), with this set's WAS_TOO."""
    return outdated(value, WAS_TOO)


def _leading(value: str) -> str:
    """A regular expression for a wrong sum given as the answer: value at the start, or after a few words that say
    what it costs ("It costs £28.75", "The fee is $47"), not a neighbouring price named beside the right one."""
    lead = (
        r"(?:(?:it|that|this|the (?:entry |regular )?fee|the price|a night)(?:'s| is| costs?| will cost| would be)\s*)?"
    )
    return rf"re:^\W*{lead}(?:{value})"


FRESH10 = [
    # -- hollowmere-rc/tern-cluster-user-guide.md: the default partition is named only below the table
    Q(
        "If I submit a job to the Tern cluster without choosing a partition, what's the longest it can run?",
        TC,
        "2-12:00:00",
        (
            "2-12:00:00",
            r"re:(?<![\d.])60\s?(?:hours?|hrs?|h)\b",
            r"re:(?<![\d.-])2\.5\s?days",
            r"re:\b(?:2|two) days?,?\s?(?:and\s)?(?:12|twelve) hours",
            "two and a half days",
        ),
        forbid=(
            r"re:^\W*(?:it can run\s*(?:for\s*)?)?(?:up to |at most |a maximum of |for )?(?:48\s?(?:hours|h)\b|8\s?"
            r"(?:hours|h)\b|10 days|45 minutes|2-00:00:00|0-08:00:00|10-00:00:00)",
        ),
    ),
    Q(
        "How much space do I get in my home directory on Tern, and how long can files sit untouched on scratch before "
        "they are deleted?",
        TC,
        "not been read or changed for 42 days",
        (r"re:(?<![\d.])75\s?(?:gb|gigabytes?|gib)\b",),
        (_amount("42", "days?"), "forty-two days", r"re:\b(?:6|six) weeks"),
        forbid=(r"re:home[^.]{0,40}(?<![\d.])(?:2|20|1\.6)\s?tb", r"re:scratch[^.]{0,60}(?<![\d.])30 days"),
    ),
    not_in_docs(
        "How many GPUs does each node in Tern's gpu partition have?",
        forbid=(
            r"re:\b(?:\d+|two|four|eight)\s*(?:x\s*)?(?:nvidia\s+)?(?:a100\s+)?(?:80\s?gb\s+)?gpus?\b(?!\s*(?:nodes?|"
            r"partition|jobs?))",
            r"re:\b(?:\d+|two|four|eight)\s+(?:nvidia\s+)?a100s\b",
        ),
    ),
    # -- hazelmoor-kennels/prices-and-policies.html: prices by weight, vaccinations due at different times
    Q(
        "Our Labrador weighs 31 kg. What will Hazelmoor charge per night to board him in October?",
        HK,
        "Large dog (over 25 kg)",
        (_pounds(r"33\.40?"),),
        forbid=(_leading(r"£\s?(?:28\.75|37(?:\.00)?(?![\d]|\.\d)|24\.50)"),),
    ),
    Q(
        "My dog still has to have her kennel cough vaccine before she stays at Hazelmoor. What's the latest she can "
        "have it?",
        HK,
        "against kennel cough at least 10 days before they arrive",
        (_amount("10", "days?"), "ten days"),
        forbid=(
            r"re:^\W*(?:she must have it\s*)?(?:at least\s*|no later than\s*)?(?:7|seven|14|fourteen) days",
            r"re:^\W*(?:at least\s*|within\s*|in\s*)?(?:the\s*)?(?:4|four) weeks",
        ),
    ),
    # -- red-willow-film-festival/rules-and-regulations-2027.docx: a fee table by category and deadline
    Q(
        "We're entering a documentary short at Red Willow. We'll miss the early deadline but make the regular one. "
        "How much is the entry fee?",
        RW,
        "$43",
        (_dollars("43"),),
        forbid=(_leading(r"\$\s?(?:47|28|58|39)(?![\d]|\.\d)"),),
    ),
    Q(
        "What's the longest an animated film can run and still be eligible for Red Willow?",
        RW,
        "animation no more than 12 minutes",
        (_amount("12", "minutes?", "mins?"), "twelve minutes"),
        forbid=(
            r"re:^\W*(?:an animated film can run\s*)?(?:up to |no more than |at most |a maximum of )?(?:25|twenty-"
            r"five)\s?min",
        ),
    ),
    Q(
        "Our short film was on a public Vimeo page for a few weeks last spring, but we took it down in June. Can we "
        "still submit it to Red Willow?",
        RW,
        "even if it has since been taken down or made private",
        (STARTS_NO, "not eligible", "isn't eligible", "cannot", "can't", "even if it has since been taken down"),
        forbid=(STARTS_YES, r"re:^\W*(?:you )?(?:can|may)\b(?!['’]t| not)", r"re:^\W*(?:it )?is eligible"),
    ),
    # -- brackwater-software/harbour-yard-move-briefing.pptx: the reason for the move is only in the notes
    Q(
        "What's the reason Brackwater Software has to leave its current office?",
        BW,
        "converting the building into flats",
        ("flats", "apartments", "residential", "housing"),
    ),
    Q(
        "By what time do I need to have my crate packed for Brackwater's move to Harbour Yard?",
        BW,
        "new desk zone by 14:30",
        (_time("14:30", "2:30"), "half past two"),
        forbid=(r"re:^\W*(?:by\s*)?(?:15:00|08:00|8(?::00)?\s?am|3(?::00)?\s?pm)",),
    ),
    Q(
        "Brackwater 搬到 Harbour Yard 以后，新办公楼给员工准备了多少个自行车位？",
        BW,
        "38 bike spaces in the basement",
        (r"re:(?<![\d.])38(?![\d]|\.\d)", "三十八"),
        forbid=(r"re:^\W*(?:新办公楼)?(?:有|共有|一共有|准备了)?\s*(?:4|6|2|140)\s?个",),
        lang="zh",
    ),
    # -- tarnside-catering/event-packages-2027.xlsx: packages side by side, deadlines, no price for wedding cakes
    Q(
        "For Tarnside's Ridgeway menu, what's the price per guest, and what's the smallest party they'll do it for?",
        TS,
        "A choice of two starters, two mains and two desserts",
        (_pounds(r"46\.90?"),),
        (r"re:(?<![\d.£,])30(?![\d%]|\.\d)", "thirty"),
        forbid=(_leading(r"£\s?58\.20?(?!\d)"),),
    ),
    Q(
        "What's the latest we can tell Tarnside exactly how many guests are coming?",
        TS,
        "no later than 18 days before the event",
        (_amount("18", "days?"), "eighteen days"),
        forbid=(r"re:^\W*(?:at least\s*|no later than\s*|up to\s*)?(?:10|ten) days",),
    ),
    not_in_docs(
        "How much does Tarnside Catering charge for a wedding cake?",
        forbid=(
            r"re:cakes?\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d,]*(?:\.\d+)?[^.£]{0,40}\bcakes?\b",
            r"re:cakes?\b[^.]{0,60}\b\d+\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- ferrand-lowe/laptop-refresh-your-swap-date.eml: two teams on one floor a day apart
    Q(
        "I work in Private Client at Ferrand Lowe. Which day is my laptop swap?",
        FL,
        "Private Client (3rd floor)",
        (r"re:(?<!\d)3(?:rd)?\s+feb(?:ruary)?|feb(?:ruary)?\s+3(?:rd)?(?!\d)",),
        forbid=(r"re:^\W*(?:(?:on|it is|it's|your swap is on)\s*)?(?:tue(?:sday)?,?\s*)?2(?:nd)?\s+feb",),
    ),
    # -- amberley-community-trust/small-grants-guidance-2027.odt: the update at the end raises the maximum grant
    Q(
        "What's the most a community group can now apply for from the Amberley Community Trust's small grants?",
        AC,
        "raised from £4,750 to £5,350",
        (_pounds(r"5,?350"),),
        forbid=(_outdated(r"(?<![£\d,.])4,?750(?![\d]|\.\d)|£\s?4,?750(?![\d]|\.\d)"),),
    ),
    Q(
        "Our primary school's parent-teacher association has its own constitution and a bank account separate from "
        "the school's. Can the PTA apply to the Amberley small grants programme for new playground equipment?",
        AC,
        "Parent-teacher associations and",
        (
            STARTS_YES,
            r"re:^\W*(?:the pta |your pta |it )?(?:can|may|is eligible|is allowed)\b(?!['’]t| not)",
            "may apply",
            "can apply",
            "is eligible",
        ),
        forbid=(
            STARTS_NO,
            r"re:^\W*not\b",
            r"re:^\W*(?:the pta |your pta |it )?(?:cannot|can't|may not|is not eligible|isn't eligible)",
        ),
    ),
    Q(
        "If our group applies in the Amberley Community Trust round that closes in June, when will we hear whether "
        "we've got a grant?",
        AC,
        "16 July 2027",
        (r"re:(?<!\d)16(?:th)?\s+july|july\s+16(?:th)?(?!\d)",),
        forbid=(r"re:^\W*(?:by\s*|on\s*)?(?:1(?:st)?\s+july|9(?:th)?\s+april|5(?:th)?\s+november)",),
    ),
    # -- no document
    not_in_docs(
        "What tyre pressure should I run on a typical family car?",
        forbid=(r"re:\b\d{2}\s?psi\b", r"re:\b\d(?:\.\d)?\s?bar\b"),
    ),
    not_in_docs(
        "小型汽车驾驶证的有效期是几年？",
        forbid=(r"re:(?<![\d.])(?:6|10)\s?年", "六年", "十年", "长期有效"),
        lang="zh",
    ),
    # -- 宁川市住房公积金租房提取办事指南.txt: one long line; owners who work in another district count as renters
    Q(
        "我还没结婚，在宁川租房住，每个月最多能从住房公积金里取多少钱交房租？",
        NC,
        "单身职工每月最多提取1650元",
        (r"re:(?<![\d.,])1,?650(?![\d]|\.\d)", "一千六百五十"),
        forbid=(r"re:^\W*(?:每个?月)?(?:最多)?(?:能|可以)?(?:提取|取)?\s*2,?480",),
        lang="zh",
    ),
    Q(
        "我在宁川临江区有一套自己的房子，但单位在东湖区，我在单位旁边租了房子住。这种情况能用公积金付房租吗？",
        NC,
        "视同无房",
        (STARTS_YES_ZH, "视同无房", r"re:^\W*能", "可以申请"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:不符合|不属于|有房的?不能)"),
        lang="zh",
    ),
    not_in_docs(
        "宁川市住房公积金贷款最多能贷多少钱？",
        forbid=(r"re:\d+(?:\.\d+)?\s?万", r"re:[一二三四五六七八九十百]+万", r"re:(?<![\d.])\d{6,7}\s?元"),
        lang="zh",
    ),
    # -- 迅驰快运2027年快递资费表.csv: zones and products side by side
    Q(
        "从宁川用迅驰快运的标准快递寄一个不到1公斤的包裹去重庆，要多少钱？",
        XC,
        "四川、重庆、贵州",
        (r"re:(?<![\d.])15\s?元", "十五元", r"re:(?<![\d.])15(?![\d]|\.\d|天|%)"),
        forbid=(r"re:^\W*(?:要|需要|收|运费|首重)?\s*(?:是|为)?\s*(?:13|17|24|11)\s?元",),
        lang="zh",
    ),
    Q(
        "用迅驰快运标准快递往新疆寄东西，超过首重以后每公斤加多少钱？一般几天能送到？",
        XC,
        "新疆、西藏",
        (r"re:(?<![\d.])15\s?元", "十五元", r"re:(?<![\d.])15(?![\d]|\.\d|天|%|至|-|到)"),
        (r"re:(?<![\d.])5\s?(?:至|到|-|–|—|~)\s?7\s?(?:个)?\s?(?:天|日|个工作日)", "五至七天", "五到七天"),
        forbid=(r"re:^\W*(?:续重)?(?:每公斤)?(?:加|收)?\s*(?:8|23)\s?元",),
        lang="zh",
    ),
    # -- 阳台种菜入门.epub: days to harvest that differ by little
    Q(
        "在阳台上种生菜，从播种到能开始吃大概要多少天？",
        YT,
        "播种后45至52天开始采收",
        (r"re:45\s?(?:至|到|-|–|—|~)\s?52", "四十五到五十二", "四十五至五十二"),
        forbid=(r"re:^\W*(?:大约|大概|约)?\s*(?:28|38|30)\s?(?:至|到|-|~)",),
        lang="zh",
    ),
    # -- 星港数码2027春季以旧换新活动规则.html: the supplementary notice extends the campaign
    Q(
        "星港数码这次春季以旧换新活动办到哪天结束？",
        XG,
        "延长至2027年4月18日",
        (r"re:4\s*月\s*18\s*(?:日|号)", "四月十八日", "4/18", "04-18"),
        forbid=(_outdated(r"3\s*月\s*28\s*(?:日|号)|三月二十八日"),),
        lang="zh",
    ),
    Q(
        "我有一部屏幕摔碎、已经开不了机的旧手机，能拿去星港数码参加以旧换新、换一部新手机吗？",
        XG,
        "无法开机的旧机不能参加本活动",
        (STARTS_NO_ZH, "不能参加", "不可以参加", "无法参加", "不符合", "只有笔记本电脑", "笔记本电脑除外"),
        forbid=(STARTS_YES_ZH, r"re:^\W*(?:能参加|可以参加|能换|可以换)"),
        lang="zh",
    ),
    # -- 沐禾科技实习生管理办法.docx: articles (第X条), an allowance table by degree
    Q(
        "我是研二的学生，去沐禾科技实习的话，每天的实习补贴是多少？",
        MH,
        "含专业学位硕士",
        (r"re:(?<![\d.])235\s?元", "二百三十五元", r"re:(?<![\d.])235(?![\d]|\.\d)"),
        forbid=(r"re:^\W*(?:每天|每日)?(?:的)?(?:实习)?(?:补贴)?(?:是|为)?\s*(?:180|310)\s?元",),
        lang="zh",
    ),
    Q(
        "在沐禾科技实习，最短要实习多久？每周至少要出勤几天？",
        MH,
        "实习期连续不少于14周",
        (r"re:(?<![\d.])14\s?(?:个)?\s?(?:周|星期|礼拜)", "十四周", "十四个星期"),
        (r"re:(?<![\d.])4\s?天", "四天"),
        forbid=(r"re:^\W*(?:最短|至少|最少)?(?:要)?(?:实习)?\s*(?:26|3)\s?(?:个)?\s?(?:周|月)",),
        lang="zh",
    ),
]


def build_fresh10_corpus(dest: Path) -> Path:
    """Write the fresh10 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH10_DOCS)
