"""The answer evaluation's `fresh9` set: issue 23's ninth held-out set, written with its documents
(tests/docs/answer_fresh9_docs.py) after `fresh8`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, scored once, later; never tuned on.

Its twelve documents are in ten formats: a dental practice's patient guide (.odt) with a fee table whose
pay-as-you-go and plan prices sit side by side and a cosmetic treatment without a price, a ferry's winter timetable
and fares page (.html), a message-queue client library's changelog (.md) whose default pool size goes up in one
release and back down in the next, a housing co-operative's house rules (.docx) with a pets rule and its exceptions,
a marathon's runners' briefing deck with a course change explained only in the speaker notes (.pptx), a distribution
centre's site safety induction (.xlsx, four sheets) with a hi-vis rule and its one exception and forklifts without a
capacity, a museum registrar's e-mail with a loan's conditions (.eml), and five Chinese ones: an intercity railway's
refund and change rules as one long line (.txt) that mention children's tickets without a price, a water heater's
warranty terms in numbered articles (第X条, .docx) with an article that exempts installation by the maker, a
residential estate's property-management notices (.html) whose correction at the end moves a water cut, a community
health centre's clinic rota (.csv) and two chapters of a hiking guidebook (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
value, a reason, a room, a replacement; most paraphrased rather than in the document's words, one Chinese question
over the English marathon deck), four that need two facts, four yes-or-no questions that need a rule and its
exception applied (two whose answer is yes: a guide dog in the co-op, a leak from a heater the maker installed; two
no: a visitor escorted in the racking aisles without hi-vis, a refund fee when the railway cancelled the train), two
whose answer was replaced by a later statement (the default pool size lowered back in a later release, the water cut
moved by the correction; the outdated value is forbidden unless given as what it was), and five that no document
answers: three beside a near miss (the price of tooth whitening the guide offers, the load of the reach trucks the
induction names, children's tickets the railway's rules mention), two on topics no document covers.
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
    _version,
    not_in_docs,
)
from .answer_evaluation import (
    _outdated as outdated,
)
from .answer_fresh9_docs import FRESH9_DOCS

LD, SF, BC, WC, CM, KP, MU = (
    "larkfield-dental/patient-guide-2026.odt",
    "skerrow-ferries/winter-timetable-and-fares.html",
    "bramble-client/CHANGELOG.md",
    "wrenfield-coop/house-rules.docx",
    "calderbridge-marathon/runners-briefing-2027.pptx",
    "ravensworth-logistics/kestle-park-induction.xlsx",
    "corran-museum/loan-LN-2026-114-conditions.eml",
)
CJ, NY, YQ, TX, QW = (
    "澄江城际铁路旅客退票改签须知.txt",
    "暖屿储水式电热水器保修服务条款.docx",
    "云栖苑小区物业通知.html",
    "桐溪社区卫生服务中心2026年12月门诊排班表.csv",
    "青梧山徒步指南.epub",
)


def _pounds(n: str) -> str:
    """A regular expression for a sum in pounds as people write it: £46, £46.00, 46 pounds (never £146 or £46.50)."""
    return rf"re:£\s?{n}(?:\.00)?(?![\d]|\.\d)|(?<![\d.£]){n}(?:\.00)?\s?(?:pounds|gbp)\b"


def _time(hhmm: str, pm: str) -> str:
    """A regular expression for a clock time as people write it: 16:15, 16.15 or 4:15 pm (pm: the hour on a
    twelve-hour clock with its minutes, '4:15'), never 6:15 for 16:15."""
    hour, minute = hhmm.split(":")
    twelve = pm.replace(":", "[:.]") if ":" in pm else pm + r"(?:[:.]00)?"
    return rf"re:(?<![\d:.]){hour}[:.]{minute}(?!\d)|(?<![\d:.]){twelve}\s?p\.?\s?m\b"


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "raised from 12 to 16 in 4.2.0",
# "it had been 16", "because 16 connections...", "原来的12月9日", "原通知的12月9日"
WAS_TOO = ("to ", "been ", "because ", "原来的", "原通知的")


def _outdated(value: str) -> str:
    """An outdated value stated as the answer (answer_evaluation._outdated), with this set's WAS_TOO."""
    return outdated(value, WAS_TOO)


FRESH9 = [
    # -- larkfield-dental/patient-guide-2026.odt: pay-as-you-go and plan prices side by side
    Q(
        "How much does a 45-minute session with the hygienist at Larkfield cost if I'm not on their monthly plan?",
        LD,
        "Hygienist visit, 45 minutes",
        (_pounds("89"),),
    ),
    Q(
        "I had to call off my hygiene appointment at Larkfield on the morning itself. What will they charge me for "
        "that?",
        LD,
        "£25 for a hygienist appointment",
        (_pounds("25"),),
    ),
    not_in_docs(
        "How much does tooth whitening cost at Larkfield Dental Practice?",
        forbid=(
            r"re:whiten\w*[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d,]*(?:\.\d+)?[^.£]{0,40}whiten",
            r"re:whiten\w*[^.]{0,60}\b\d+\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- skerrow-ferries/winter-timetable-and-fares.html
    Q(
        "How much is a one-way crossing to Skerrow for my camper van, which is 5.6 metres long and 2.1 metres high?",
        SF,
        "Car or van over 5.0 m and up to 6.0 m long",
        (_pounds("46"),),
    ),
    Q(
        "On a winter Sunday, when's the last boat back from Skerrow to Port Ellan, and how early do I need to be at "
        "the terminal with my car?",
        SF,
        "at least 20 minutes before departure",
        (_time("16:15", "4:15"),),
        (_amount("20", "minutes?", "mins?"), "twenty minutes"),
    ),
    # -- bramble-client/CHANGELOG.md: the default pool size goes up in 4.2.0 and back down in 4.3.0
    Q(
        "What is the default connection pool size in the latest bramble-client release?",
        BC,
        "lowered from 16 back to 12",
        (r"re:(?<!from )(?<![\d.#-])12(?![\d]|\.\d)",),
        forbid=(_outdated(r"(?<![\d.#-])16(?![\d]|\.\d)"),),
    ),
    Q(
        "Which bramble-client release deprecated the ack_timeout keyword of Consumer, and what should I pass instead?",
        BC,
        "which takes seconds as a float",
        (_version("4.2"),),
        ("ack_deadline",),
    ),
    Q(
        "My code calls Client.send() and it broke when I upgraded bramble-client to 4.0. What am I supposed to use "
        "now?",
        BC,
        "deprecated since 3.7",
        (r"re:\bpublish\b",),
    ),
    # -- wrenfield-coop/house-rules.docx: no dogs, except assistance dogs and dogs registered before March 2024
    Q(
        "I'm about to move into a flat at the Wrenfield co-op with my guide dog. Will I be allowed to keep her there?",
        WC,
        "assistance dogs (guide dogs, hearing dogs",
        (
            STARTS_YES,
            r"re:^\W*(?:you )?(?:can|may|will be allowed|are allowed)\b(?!['’]t| not)",
            "always welcome",
            "need no permission",
            "needs no permission",
        ),
        forbid=(
            STARTS_NO,
            r"re:^\W*not\b",
            r"re:^\W*(?:you )?(?:cannot|can't|may not|will not|won't|are not allowed)",
        ),
    ),
    Q(
        "Water is dripping through my ceiling from the flat upstairs. How soon will the Wrenfield co-op send someone?",
        WC,
        "a leak through a ceiling",
        (_amount("24", "hours?", "hrs?", "h"), "twenty-four hours"),
        forbid=(r"re:^\W*(?:within\s*)?(?:3|three) working days", r"re:^\W*(?:within\s*)?28 days"),
    ),
    Q(
        "How long can a friend stay over at my Wrenfield flat before I have to ask the committee?",
        WC,
        "up to 14 nights in a row",
        (_amount("14", "nights?", "days?"), "fourteen nights", "fortnight", "two weeks in a row"),
        forbid=(r"re:^\W*(?:up to\s*)?(?:21|42)\s*nights",),
    ),
    # -- calderbridge-marathon/runners-briefing-2027.pptx: the reason for the course change is only in the notes
    Q(
        "Why does this year's Calderbridge Marathon avoid the Mill Street bridge?",
        CM,
        "closed the Mill Street bridge for resurfacing",
        ("resurfac",),
    ),
    Q(
        "Calderbridge 马拉松全程最多给多长时间跑完？",
        CM,
        "6 hours 30 minutes after the last wave starts",
        (
            r"re:(?<![\d.])6\s?(?:个)?\s?(?:小时|h|hours?)\s?(?:30|三十)\s?(?:分|min|minutes?)",
            r"re:(?<![\d.])6\.5\s?(?:个)?\s?(?:小时|h|hours?)",
            "六个半小时",
            "6个半小时",
            "六小时三十分",
            "15:45",
        ),
        lang="zh",
    ),
    # -- ravensworth-logistics/kestle-park-induction.xlsx: zones, and the hi-vis rule with its one exception
    Q(
        "How fast are forklifts allowed to go in the part of the Kestle Park warehouse that's kept at 2 to 5 degrees?",
        KP,
        "Chilled store (2 to 5 °C)",
        (_amount("6", "km/h", "kph", "kilometres per hour", "kilometers per hour", "km per hour"),),
    ),
    Q(
        "I'm taking a customer round the racking aisles at Kestle Park and I'll be with them the whole time. Can they "
        "go without a hi-vis vest?",
        KP,
        "even when escorted",
        (
            STARTS_NO,
            "even when escorted",
            "must wear a hi-vis",
            "need a hi-vis",
            "needs a hi-vis",
            "have to wear",
            "not allowed",
            "cannot",
            "can't",
        ),
        forbid=(STARTS_YES, r"re:^\W*(?:they )?(?:can|may)\b(?!['’]t| not)"),
    ),
    not_in_docs(
        "What is the heaviest load a reach truck at Kestle Park can lift?",
        forbid=(r"re:\b\d+(?:[.,]\d+)?\s*(?:tonnes?|tons?)\b", r"re:\b\d[\d,]{2,}\s*(?:kg|kilograms?)\b"),
    ),
    # -- corran-museum/loan-LN-2026-114-conditions.eml: light and humidity by kind of object
    Q(
        "How bright can the lighting be on the embroidered sampler that the Corran Museum is lending us?",
        MU,
        "no more than 50 lux",
        (_amount("50", "lux", "lx"),),
    ),
    Q(
        "What temperature and humidity does the Corran Museum want for the textiles it is lending to Westmere?",
        MU,
        "between 45 and 55% for objects 1 to 5",
        (r"re:(?<![\d.])18\s?(?:°\s?c?|degrees(?: c| celsius)?)?\s?(?:to|-|–|and)\s?22(?!\d)",),
        (r"re:(?<![\d.])45\s?%?\s?(?:to|-|–|and)\s?55(?!\d)",),
    ),
    # -- no document
    not_in_docs(
        "How often should the timing belt on a petrol car be replaced?",
        forbid=(
            r"re:\b\d{2,3}[,.]?000\s*(?:miles|km|kilometres|kilometers)\b",
            r"re:\bevery\s+\d+(?:\s*(?:to|-|–)\s*\d+)?\s*years\b",
            r"re:\bevery\s+(?:four|five|six|seven|eight|ten)\s+years\b",
        ),
    ),
    not_in_docs(
        "个人所得税综合所得年度汇算一般在什么时候办理？",
        forbid=("3月1日", "6月30日", r"re:3\s*月\s*1\s*日", r"re:6\s*月\s*30\s*日"),
        lang="zh",
    ),
    # -- 澄江城际铁路旅客退票改签须知.txt: one long line; a fee ladder, and no fee when the railway is at fault
    Q(
        "澄江城际铁路的车票，我打算在开车前三天退掉，退票费按票价的百分之几收？",
        CJ,
        "开车前48小时以上、不足8天的",
        (r"re:(?<![\d.])5\s?%", "百分之五"),
        forbid=(r"re:^\W*(?:按)?(?:票面价格|票价)?(?:的)?\s*(?:10|20)\s?%",),
        lang="zh",
    ),
    Q(
        "我明天要坐的澄江城际列车已经通知停运了，我今天去退票，离开车已经不到24小时，还要扣20%的退票费吗？",
        CJ,
        "在票面乘车站退还全部票款",
        ("不收退票费", "全部票款", "不用", "不需要", "无需", "免收", "不收", "不扣", "不会扣"),
        forbid=(r"re:^\W*(?:要的|需要|还要|是的|对|要扣|会扣)",),
        lang="zh",
    ),
    not_in_docs(
        "澄江城际铁路的儿童票打几折？孩子多高需要买儿童票？",
        forbid=(
            r"re:1\.\d\s?米",
            r"re:1[0-5]0\s?(?:厘米|cm)",
            "半价",
            r"re:(?:五|5)\s?折",
            r"re:(?<![\d.])50\s?%",
        ),
        lang="zh",
    ),
    # -- 暖屿储水式电热水器保修服务条款.docx: articles (第X条); 第七条 exempts installation by the maker from 第六条
    Q(
        "暖屿储水式热水器的内胆坏了，买了多少年以内可以免费保修？",
        NY,
        "内胆保修8年",
        (r"re:(?<![\d.])8\s?年", "八年"),
        lang="zh",
    ),
    Q(
        "我家的暖屿热水器是暖屿授权网点的师傅上门装的，后来因为安装不当漏水了，这种情况能免费修吗？",
        NY,
        "因安装不当造成的故障和损坏",
        (STARTS_YES_ZH, "免费维修", "可以免费", "能免费", "不受"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:不属于|不在|不免费|需要付费|要收费|有偿)"),
        lang="zh",
    ),
    # -- 云栖苑小区物业通知.html: the correction at the end moves the water cut of buildings 1 to 6
    Q(
        "云栖苑3号楼这次清洗水箱要停水，是哪一天？",
        YQ,
        "1—6号楼的停水时间改为12月10日",
        (r"re:12\s*月\s*10\s*(?:日|号)", "十二月十日", "12/10", "12-10"),
        forbid=(_outdated(r"12\s*月\s*9\s*(?:日|号)|十二月九日"),),
        lang="zh",
    ),
    Q(
        "我在云栖苑装修房子，只是刷墙、铺地板，不动墙也不改水管，要交多少装修押金？",
        YQ,
        "一般装修2000元",
        (_amount("2000", "元", "块"), "2,000元", "两千元", "二千元"),
        forbid=(r"re:^\W*(?:要交|需交|需要交)?\s*(?:装修押金)?\s*(?:为|是)?\s*5000",),
        lang="zh",
    ),
    # -- 桐溪社区卫生服务中心2026年12月门诊排班表.csv
    Q(
        "桐溪社区卫生服务中心中医科的赵德明医生哪几天出诊？挂号费多少钱？",
        TX,
        "赵德明",
        ("周二", "星期二"),
        ("周四", "星期四"),
        (_amount("15", "元", "块"), "十五元", r"re:(?<![\d.:])15(?![\d]|\.\d|:)"),
        lang="zh",
    ),
    Q(
        "带孩子去桐溪社区卫生服务中心打疫苗，应该去几号诊室？",
        TX,
        "预防接种门诊",
        (r"re:(?<!\d)101(?!\d)",),
        lang="zh",
    ),
    # -- 青梧山徒步指南.epub: three routes whose lengths differ by little
    Q(
        "从青梧山西门进山的那条线路，全长有多少公里？",
        QW,
        "全长9.6公里",
        (r"re:(?<![\d.])9\.6\s?(?:公里|千米|km)", "九点六公里"),
        lang="zh",
    ),
]


def build_fresh9_corpus(dest: Path) -> Path:
    """Write the fresh9 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH9_DOCS)
