"""The answer evaluation's `fresh6` set: issue 23's sixth held-out set, written with its documents
(tests/docs/answer_fresh6_docs.py) after `fresh5`, blind: by someone who never read the answer prompt, how documents
are cut into passages or how passages are picked and grounded, nor any score of the earlier sets. Committed before
anything was scored on it, scored once, later; never tuned on.

Its documents are kinds people keep knowledge in: an engineering policy page, release notes of a CLI, a rowing
club's decision record (.docx), a print shop's price list (.xlsx), a thermostat's troubleshooting FAQ (HTML), a man
page as plain text, an e-mail thread whose newest message corrects the quote at its bottom, a safety induction deck
(.pptx), and four Chinese ones: a residential compound's renovation rules (.docx) with a supplementary notice that
changes two articles, a dehumidifier manual, a school's meeting minutes written as a few long lines, and a gym's
member FAQ (HTML). The thirty questions (eighteen English, twelve Chinese) are meant to be a representative mix of
what people ask rather than mostly traps: fifteen direct questions (a value, a name, a command, a step; some in the
document's words, some paraphrased without its key terms, one Chinese question over an English page), four that
need two facts, four yes-or-no questions under a stated condition (two whose answer is yes, two no), two whose
answer was changed by a later statement (the correction at the top of the e-mail thread, the renovation rules'
supplementary notice), and five that no document answers: three beside a near miss (a repair price where the FAQ
gives the warranty, a night-shift premium where the deck gives the shifts, a swimming pool's hours where the gym FAQ
gives the club's and the sauna's), two on topics no document covers.
"""

from __future__ import annotations

from pathlib import Path

from .answer_corpus import write_documents
from .answer_evaluation import STARTS_NO, STARTS_NO_ZH, STARTS_YES, STARTS_YES_ZH, Q, _number, _version, not_in_docs
from .answer_fresh2 import _quantity
from .answer_fresh6_docs import FRESH6_DOCS

OSS, TM, RC, FP, KW, SP, FA, PM = (
    "handbook/open-source-contributions.md",
    "tidemark/RELEASE_NOTES.md",
    "eastgate-rc/committee-decisions-2026-02.docx",
    "ferncastle/price-list-2026.xlsx",
    "kitewing/support/k2-troubleshooting.html",
    "spindle/spindle.1.txt",
    "inbox/re-fathom-renewal-quote.eml",
    "decks/pellmore-warehouse-induction.pptx",
)
FL, MC, LJ, YD = (
    "枫林苑小区装修管理规定.docx",
    "明川D12除湿机使用说明书.txt",
    "临江三小2026春季运动会筹备会议纪要.txt",
    "悦动健身会员常见问题.html",
)

PERCENT = ("%", "percent", "per cent")
# An amount of euros standing alone: €31, € 31, 31 EUR, 31 euros (never €310 or €3.1)
EUROS = r"(?:€\s?{n}(?![\d]|[.,]\d)|(?<![\d.,]){n}\s?(?:€|eur\b|euros?))"

FRESH6 = [
    # -- handbook/open-source-contributions.md
    Q(
        "If I want to publish one of my side projects as an official Tamsin Robotics repository, who has to approve "
        "it?",
        OSS,
        "Open Source Review Board (OSRB). The board meets every second Thursday",
        ("open source review board", "osrb"),
    ),
    Q(
        "I found a bug in an MIT-licensed library we use and wrote a 40-line fix. Can I submit it upstream without "
        "asking anyone at Tamsin first?",
        OSS,
        "submit changes of up to 100 changed lines",
        (
            STARTS_YES,
            "you can",
            "you may",
            "can submit",
            "no approval",
            "without approval",
            "don't need",
            "do not need",
            "100 changed lines",
        ),
        forbid=(STARTS_NO,),
    ),
    Q(
        "How much of my working time may I spend on open-source work at Tamsin, and how much if I maintain a project "
        "on the critical dependency list?",
        OSS,
        "critical dependency list may spend up to 20%",
        (_quantity("10", *PERCENT), "ten percent", "ten per cent", "half a day a week"),
        (_quantity("20", *PERCENT), "twenty percent", "twenty per cent"),
    ),
    # -- tidemark/RELEASE_NOTES.md
    Q(
        "Since which tidemark version can I see the SQL that apply would run, without actually running it?",
        TM,
        "prints the SQL of every pending migration",
        _version("3.2"),
    ),
    Q(
        "In which tidemark release did the default lock timeout change, and what is the default now?",
        TM,
        "raised from 30s to 120s",
        _version("3.3"),
        (_quantity("120", r"s\b", "secs?", "seconds?"), "two minutes", _quantity("2", "minutes?", "min")),
    ),
    # -- eastgate-rc/committee-decisions-2026-02.docx
    Q(
        "What will a full senior membership at Eastgate Rowing Club cost for the 2026-27 season?",
        RC,
        "Senior (full)",
        _number("420"),
    ),
    Q(
        "My daughter is 15 and passed the capsize drill last autumn. Is she allowed to take a single scull out on "
        "her own at Eastgate?",
        RC,
        "Juniors under 16 may only scull",
        (
            STARTS_NO,
            "not on her own",
            "cannot",
            "can't",
            "may not",
            "not allowed",
            "under 16",
            "aged 16",
            "16 and 17",
        ),
        forbid=(STARTS_YES,),
    ),
    Q(
        "Which boatbuilder got the order for the rowing club's new four-person sculling boat?",
        RC,
        "buy the new quad from Hallam Boats",
        ("hallam",),
    ),
    # -- ferncastle/price-list-2026.xlsx
    Q(
        "How much do 500 standard matte business cards cost at Ferncastle Print?",
        FP,
        "BC-350M",
        r"re:(?<![\d.])32\.50?(?!\d)",
        forbid=(r"re:(?<![\d.])33\.90?(?!\d)", r"re:(?<![\d.])45(?:\.00?)?(?![\d.])"),
    ),
    # -- kitewing/support/k2-troubleshooting.html
    Q(
        "How do I factory reset my Kitewing K2 thermostat?",
        KW,
        "To factory reset the K2, press and hold the dial for 15 seconds",
        ("hold",),
        (_quantity("15", "seconds?", r"s\b", "secs?"), "fifteen seconds"),
    ),
    Q(
        "Kitewing K2 温控器的指示灯一直在闪黄灯，是什么意思？",
        KW,
        "Blinking amber",
        ("wi-fi", "wifi", "无线网", "网络连接", "断网", "联网", "网络"),
        lang="zh",
    ),
    not_in_docs(
        "How much does Kitewing charge to repair a K2 that is out of warranty?",
        "contact support",  # saying to ask support, as the page does, is right too
        "contact kitewing",
        forbid=(
            r"re:(?:£|€|\$)\s?\d+[^.]{0,40}\b(?:repair|fix)",
            r"re:\b(?:repair|fix)[^.]{0,40}(?:£|€|\$)\s?\d+",
        ),
    ),
    # -- spindle/spindle.1.txt
    Q(
        "Which spindle option gets rid of the camera model and GPS location stored in my photos?",
        SP,
        "Remove EXIF, XMP and IPTC metadata",
        ("--strip", r"re:[-–—]{1,2}\s?strip\b"),
    ),
    # -- inbox/re-fathom-renewal-quote.eml: the newest message corrects the prepaid price
    Q(
        "How much is the SSO add-on in Fathom's renewal quote?",
        FA,
        "SSO add-on (SAML and SCIM",
        ("re:" + EUROS.format(n="4"), "2,160", "2160"),
    ),
    Q(
        "What per-seat price will Quayside pay for Fathom Analytics if it prepays for the year?",
        FA,
        "the price is €31 per seat per month",
        ("re:" + EUROS.format(n="31"), "16,740", "16740"),
    ),
    # -- decks/pellmore-warehouse-induction.pptx
    Q(
        "What's the top speed for a forklift indoors at Pellmore's Daventry site?",
        PM,
        "inside the warehouse 8 km/h",
        (_quantity("8", "km/h", "kph", "km per hour", "kilomet"), "eight kilomet"),
    ),
    Q(
        "What's the heaviest load I may lift by myself at Pellmore, and what should I do if something is heavier?",
        PM,
        "Lift up to 25 kg on your own",
        (_quantity("25", "kg", "kilo"), "twenty-five kilo"),
        ("team lift", "pallet truck", "two people", "ask for help", "ask someone"),
    ),
    not_in_docs(
        "How much extra are night shifts paid at Pellmore?",
        forbid=(
            r"re:\d+\s*%\s*(?:more|extra|premium|uplift|on top|higher|enhancement|supplement)",
            r"re:\b(?:premium|uplift|enhancement|extra|supplement)[^.]{0,30}(?:\d+\s*%|£\s?\d)",
            r"re:£\s?\d+(?:\.\d+)?\s*(?:an|per|/|a)\s*(?:hour|hr|shift|night)",
        ),
    ),
    not_in_docs(
        "What's the best way to get a red wine stain out of a carpet?",
        forbid=(
            r"re:\b(?:baking soda|bicarbonate|club soda|sparkling water|vinegar|hydrogen peroxide|salt|blot"
            r"|blotting|washing-up liquid|dish soap)\b",
        ),
    ),
    # -- 枫林苑小区装修管理规定.docx: its supplementary notice changes articles 5 and 13
    Q(
        "在枫林苑小区装修，要提前几天到物业办申请手续？",
        FL,
        "至少提前7个工作日",
        (r"re:(?<![\d.])7\s*个?\s*工作日", "七个工作日"),
        lang="zh",
    ),
    Q(
        "我家在枫林苑装修，这周六能用电钻打孔吗？",
        FL,
        "禁止使用电钻",
        (STARTS_NO_ZH, "不能", "不可以", "不行", "禁止", "不允许", "不得"),
        forbid=(STARTS_YES_ZH,),
        lang="zh",
    ),
    Q(
        "枫林苑小区现在工作日下午最晚可以装修到几点？",
        FL,
        "调整为14:00至17:30",
        ("17:30", "17点30", "17点半", "17时30", "五点半", "5点半", "5:30"),
        lang="zh",
    ),
    # -- 明川D12除湿机使用说明书.txt
    Q(
        "明川D12除湿机的滤网多久清洗一次？",
        MC,
        "每两周清洗一次",
        ("两周", "2周", "两个星期", "十四天", "14天", "半个月"),
        lang="zh",
    ),
    Q("明川除湿机屏幕上显示CL，是什么意思？", MC, "自动除霜中", ("除霜",), lang="zh"),
    # -- 临江三小2026春季运动会筹备会议纪要.txt
    Q(
        "临江三小的春季运动会如果遇到下雨，改到哪天举行？",
        LJ,
        "顺延至4月28日",
        (r"re:4\s*月\s*28\s*(?:日|号)", "四月二十八", "04-28", "4/28"),
        lang="zh",
    ),
    Q(
        "临江三小运动会的跑道划线由谁负责？最晚哪天之前要完成？",
        LJ,
        "刘建军负责场地和器材",
        ("刘建军",),
        (r"re:4\s*月\s*20\s*(?:日|号)", "四月二十日", "四月二十号", "04-20", "4/20"),
        lang="zh",
    ),
    # -- 悦动健身会员常见问题.html
    Q(
        "我是悦动健身的年卡会员，今年已经停过一次卡，停了20天。下个月出差还想再停30天，可以吗？",
        YD,
        "累计不超过60天",
        (STARTS_YES_ZH, "可以", "能停", "符合", "没有超过", "未超过", "不超过60天", "50天"),
        forbid=(STARTS_NO_ZH,),
        lang="zh",
    ),
    Q(
        "在悦动健身约了团课又去不了，最晚什么时候取消才不算爽约？",
        YD,
        "开课前2小时以上可免费取消",
        (_quantity("2", "个?小时", r"hours?\b"), "两个小时", "两小时"),
        lang="zh",
    ),
    not_in_docs(
        "悦动健身的游泳池几点开放？",
        forbid=(
            r"re:(?:泳池|游泳馆?)(?:的)?(?:开放时间|营业时间)?(?:为|是|：|:)?\s*(?:每天|每日|周一至周五|工作日)?\s*"
            r"\d{1,2}\s*[:：点]",
        ),
        lang="zh",
    ),
    # -- no document
    not_in_docs(
        "个人所得税年度汇算最晚哪天要办完？",
        forbid=(r"re:6\s*月\s*30\s*(?:日|号)", r"re:六月三十(?:日|号)?"),
        lang="zh",
    ),
]


def build_fresh6_corpus(dest: Path) -> Path:
    """Write the fresh6 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH6_DOCS)
