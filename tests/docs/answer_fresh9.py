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


# Sample answers (checked by tests/docs/test_answer_fresh9.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or price, the outdated value, the
# opposite verdict) that must be turned down.
FRESH9_ANSWERS = {
    "How much does a 45-minute session with the hygienist at Larkfield cost if I'm not on their monthly plan?": (
        "Paying as you go, a 45-minute hygienist visit costs £89 (£71 for Larkfield Care plan members) [1].",
        "A 45-minute hygienist visit costs £71 [1].",
    ),
    "I had to call off my hygiene appointment at Larkfield on the morning itself. What will they charge me for that?": (
        "Cancelling with less than 24 hours' notice costs £25 for a hygienist appointment [1].",
        "Larkfield charges £30 for a late cancellation [1].",
    ),
    "How much is a one-way crossing to Skerrow for my camper van, which is 5.6 metres long and 2.1 metres high?": (
        "A car or van over 5.0 m and up to 6.0 m long costs £46.00 single; the fare includes the driver [1].",
        "A car or van costs £38.50 single [1].",
    ),
    "On a winter Sunday, when's the last boat back from Skerrow to Port Ellan, and how early do I need to be at "
    "the terminal with my car?": (
        "The last Sunday sailing from Skerrow is at 16:15, and vehicles must check in at least 20 minutes before "
        "departure [1].",
        "The last sailing from Skerrow is at 17:45; check in 10 minutes before [1].",
    ),
    "What is the default connection pool size in the latest bramble-client release?": (
        "In 4.3.0 the default pool_size is 12 again: it was lowered from 16 back to 12 [1].",
        "The default pool_size is 16 since 4.2.0, when it was raised from 12 [1].",
    ),
    "Which bramble-client release deprecated the ack_timeout keyword of Consumer, and what should I pass instead?": (
        "It was deprecated in 4.2.0 in favour of ack_deadline, which takes seconds as a float [1].",
        "It was deprecated in 4.0.0; use heartbeat_interval instead [1].",
    ),
    "My code calls Client.send() and it broke when I upgraded bramble-client to 4.0. What am I supposed to use now?": (
        "Client.send() was removed in 4.0.0 (deprecated since 3.7): use Client.publish(), which takes the routing key "
        "as its first argument [1].",
        "Use Client.publish_many() instead [1].",
    ),
    "I'm about to move into a flat at the Wrenfield co-op with my guide dog. Will I be allowed to keep her there?": (
        "Yes. Dogs are not allowed in general, but assistance dogs such as guide dogs are always welcome and need no "
        "permission; tell the Housing Officer so she can be added to the fire plan [1].",
        "No, dogs are not allowed at Wrenfield unless they were registered before 1 March 2024 [1].",
    ),
    "Water is dripping through my ceiling from the flat upstairs. How soon will the Wrenfield co-op send someone?": (
        "A leak through a ceiling is an emergency repair, attended within 24 hours [1].",
        "Within 3 working days [1].",
    ),
    "How long can a friend stay over at my Wrenfield flat before I have to ask the committee?": (
        "A guest may stay up to 14 nights in a row, and no more than 42 nights in any 12 months, without asking [1].",
        "Up to 21 nights [1].",
    ),
    "Why does this year's Calderbridge Marathon avoid the Mill Street bridge?": (
        "The council has closed the Mill Street bridge for resurfacing from March to July 2027, so the course goes "
        "along Tanner's Lane and the canal towpath instead [1].",
        "To make the course flatter and more scenic along the canal [1].",
    ),
    "Calderbridge 马拉松全程最多给多长时间跑完？": (
        "全程马拉松在最后一波出发后6小时30分钟关门，也就是15:45[1]。",
        "全程关门时间是3小时30分钟[1]。",
    ),
    "How fast are forklifts allowed to go in the part of the Kestle Park warehouse that's kept at 2 to 5 degrees?": (
        "In the chilled store (Zone C, 2 to 5 °C) the truck speed limit is 6 km/h [1].",
        "The speed limit in the aisles is 8 km/h [1].",
    ),
    "I'm taking a customer round the racking aisles at Kestle Park and I'll be with them the whole time. Can they "
    "go without a hi-vis vest?": (
        "No. Visitors must wear a hi-vis vest in every operational zone, even when escorted and even for a short "
        "visit; the only exception is the viewing gallery above Zone B [1].",
        "Yes, as long as they are escorted by an inducted employee at all times [1].",
    ),
    "How bright can the lighting be on the embroidered sampler that the Corran Museum is lending us?": (
        "The sampler is a textile, so no more than 50 lux, with ultraviolet below 10 microwatts per lumen [1].",
        "No more than 200 lux [1].",
    ),
    "What temperature and humidity does the Corran Museum want for the textiles it is lending to Westmere?": (
        "Between 18 and 22 °C, and relative humidity between 45 and 55%, changing by no more than 5% in 24 hours [1].",
        "Between 18 and 22 °C and below 40% relative humidity [1].",
    ),
    "澄江城际铁路的车票，我打算在开车前三天退掉，退票费按票价的百分之几收？": (
        "开车前48小时以上、不足8天退票，按票面价格的5%计收退票费，每张最低2元[1]。",
        "按票面价格的10%计收[1]。",
    ),
    "我明天要坐的澄江城际列车已经通知停运了，我今天去退票，离开车已经不到24小时，还要扣20%的退票费吗？": (
        "不用。因列车停运等铁路责任原因退票的，不受时间限制，退还全部票款，不收退票费[1]。",
        "需要。开车前不足24小时退票，按票面价格的20%计收[1]。",
    ),
    "暖屿储水式热水器的内胆坏了，买了多少年以内可以免费保修？": (
        "内胆保修8年，自购机发票开具之日起计算[1]。",
        "整机免费保修3年[1]。",
    ),
    "我家的暖屿热水器是暖屿授权网点的师傅上门装的，后来因为安装不当漏水了，这种情况能免费修吗？": (
        "可以。由授权服务网点人员上门安装的，因安装不当造成的故障和损坏不受第六条第（一）项的限制，由暖屿免费维修，"
        "并承担直接财产损失[1]。",
        "不能。未按说明书要求安装造成的损坏不属于免费保修范围，只能有偿维修[1]。",
    ),
    "云栖苑3号楼这次清洗水箱要停水，是哪一天？": (
        "根据更正，1—6号楼的停水时间改为12月10日（星期四）9:00至17:00，原定12月9日[1]。",
        "3号楼12月9日（星期三）8:00至16:00停水[1]。",
    ),
    "我在云栖苑装修房子，只是刷墙、铺地板，不动墙也不改水管，要交多少装修押金？": (
        "一般装修的装修押金是2000元，验收合格后3个月内无息退还[1]。",
        "装修押金5000元[1]。",
    ),
    "桐溪社区卫生服务中心中医科的赵德明医生哪几天出诊？挂号费多少钱？": (
        "赵德明医生（副主任医师）周二上午、周四上午出诊，在305诊室，挂号费15元[1]。",
        "周三下午和周五下午出诊，挂号费10元[1]。",
    ),
    "带孩子去桐溪社区卫生服务中心打疫苗，应该去几号诊室？": (
        "去预防接种门诊，101诊室，周二、周四、周六上午8:00至11:30，记得带预防接种证[1]。",
        "去儿科，105诊室[1]。",
    ),
    "从青梧山西门进山的那条线路，全长有多少公里？": (
        "西门出发的是西线（溪谷线），全长9.6公里，累计爬升450米[1]。",
        "全长11.2公里[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH9_MADE_UP = {
    "How much does tooth whitening cost at Larkfield Dental Practice?": "Home whitening costs £295 [1].",
    "What is the heaviest load a reach truck at Kestle Park can lift?": "A reach truck can lift up to 1,600 kg [1].",
    "How often should the timing belt on a petrol car be replaced?": "Every 60,000 miles or every 5 years [1].",
    "个人所得税综合所得年度汇算一般在什么时候办理？": "每年3月1日至6月30日办理[1]。",
    "澄江城际铁路的儿童票打几折？孩子多高需要买儿童票？": "儿童票半价，身高1.2米以上的儿童需要买儿童票[1]。",
}


def build_fresh9_corpus(dest: Path) -> Path:
    """Write the fresh9 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH9_DOCS)
