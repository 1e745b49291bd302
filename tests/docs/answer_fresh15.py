"""The answer evaluation's `fresh15` set: issue 23's fifteenth held-out set, written with its documents
(tests/docs/answer_fresh15_docs.py) after `fresh14`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, scored once, later; never tuned on.

Its twelve documents are in ten formats: a recording studio's booking guide (.md) with a room table whose hourly rates
without and with an engineer and day rates sit side by side, a trampoline park's prices and rules page (.html) with
sessions by off-peak and peak times, a grip-socks rule with one exception for the park's own socks from an earlier
visit, and hire of the whole park priced only by quote, a hospital's guidance for visitors (.docx) with visiting
hours by ward in look-alike rows, no children under 12 on adult wards with one exception for end-of-life care, and
the maternity wards' hours for birth partners only in a footnote, a language school's prices (.xlsx, three sheets)
with weekly course fees by length of stay beside lessons and hours a week, accommodation by season and airport
transfers quoted only when booking, a software company's hybrid-working deck (.pptx) with a home-working allowance by
contract and whom to ask about working from abroad only in the speaker notes, a tree surgeon's e-mail (.eml) whose
reply on top brings the felling of a sycamore forward and whose quoted quote alone holds the price of stump
grinding, a broadband contract summary (.pdf) with minimum, peak-time and best-effort speeds in look-alike lines, and
five Chinese ones: a city's notice on paying for residents' medical insurance as one long line (.txt) with
deductibles and shares by grade of hospital and a supplement at the end that extends the payment period, a study
room's price list (.csv) with hourly, daily, weekly, monthly and students' prices side by side and lockers whose
price is yet to be announced, a company's overtime and time-off rules in numbered articles (第X条, .docx) with an
allowance table and time off in lieu lost after six months with one exception for time off the company could not
grant, a theatre's spring-season page (.html) with price tiers by show and no children under 1.2 metres with one
exception for family shows, and two chapters of a handbook for new parents (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
value, a price, a speed, whom to ask; most paraphrased rather than in the document's words, one Chinese question over
the English language school's prices), four that need two facts, four yes-or-no questions that need a rule and its
exception applied (two whose answer is yes: grip socks from a party at the park last month, time off in lieu the
company would not grant turned into overtime pay; two no: a seven-year-old visiting her father on an adult ward, a
four-year-old at a play), two whose answer was replaced by a later statement (the felling brought forward by the reply
on top, the payment period extended by the supplement; the outdated value is forbidden unless given as what it was),
and five that no document answers: three beside a near miss (the price of hiring the whole trampoline park, the
language school's airport pick-up, a locker at the study room), two on topics no document covers.
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
    not_in_docs,
)
from .answer_evaluation import (
    _outdated as outdated,
)
from .answer_fresh15_docs import FRESH15_DOCS
from .answer_patterns import ZH_FIRST as _ZH_FIRST
from .answer_patterns import leading
from .answer_patterns import pounds as _pounds

FL, SB, SA, WQ, BS, AT, FW = (
    "foundry-lane-studios/booking-guide-2027.md",
    "skyline-bounce-tilbridge/prices-and-rules.html",
    "st-aldhelms-hospital/visiting-patients-guidance-2027.docx",
    "westquay-school-of-english/prices-2027.xlsx",
    "brackenridge-software/hybrid-working-briefing-2027.pptx",
    "ashgrove-tree-care/re-quote-for-the-sycamore.eml",
    "fibrewave/contract-summary-full-fibre-500.pdf",
)
YB, JD, YF, DJ, YE = (
    "澜州市2028年度城乡居民基本医疗保险参保缴费通知.txt",
    "静读空间自习室大学城店收费标准.csv",
    "云帆科技员工加班与调休管理办法.docx",
    "澜州大剧院2028春季演出季购票和观演须知.html",
    "新手爸妈育儿手册.epub",
)


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "the original 4 November",
# "rather than Thursday 4 November", "原定的12月20日", "原通知的12月20日"
WAS_TOO = (
    "been ",
    "said ",
    "earlier ",
    "old ",
    "original ",
    "originally on ",
    "rather than ",
    "instead of ",
    "due to come on ",
    "due to come ",
    "planned for ",
    "scheduled for ",
    "booked for ",
    "booked in for ",
    "going to be ",
    "supposed to be ",
    "meant to be ",
    "earlier than ",
    "sooner than ",
    "than the ",
    "of the ",
    "not the ",
    "from the ",
    "原定的",
    "原来的",
    "原来定的",
    "原通知",
    "原通知的",
    "原通知中的",
    "原先的",
    "原先是",
    "原本",
    "原本是",
    "原本的",
    "本来",
    "本来是",
    "通知中的",
    "原通知为",
    "原定为",
    "原计划的",
    "原计划为",
    "原计划于",
    "原本定于",
    "原截止日期",
    "原截止日期为",
    "原截止日期是",
)


def _outdated(value: str) -> str:
    """An outdated value stated as the answer (answer_evaluation._outdated), with this set's WAS_TOO."""
    return outdated(value, WAS_TOO)


# The words a short answer may open with before the sum it gives: "It costs £30", "Studio B is £30", "You'll pay £360
# a week"
_LEAD = (
    r"(?:(?:it|that|this|they|the [a-z0-9' -]{1,28}?|studio [ab]|they charge|you(?:'ll| will)? pay|ashgrove "
    r"(?:charges?|will charge|would charge)|westquay charges?|brackenridge pays?|fibrewave charges?)(?:'s|\s+is|\s+are|"
    r"\s+costs?|\s+will cost|\s+would cost|\s+would be|\s+will be|\s+pays?)?\s*)?"
    r"(?:up to |about |only |just |at most )?"
)


_leading = leading(_LEAD)


FRESH15 = [
    # -- foundry-lane-studios/booking-guide-2027.md: hourly and day rates side by side
    Q(
        "Our band wants to record an EP at Foundry Lane with one of their engineers for a whole day. What does a day "
        "cost, and how many hours does it give us?",
        FL,
        "Studio A | Bands of up to 8 players: live room, drum booth and vocal booth | £45 | £70 | £600",
        (_pounds("600"),),
        (
            r"re:(?<![\d.])10\s?(?:hours|hrs|h)\b|\bten hours|\b10\s?(?:am|a\.m\.)\s?(?:to|-|–|until|till)\s?8\s?"
            r"(?:pm|p\.m\.)",
        ),
        forbid=(
            _leading(r"£\s?(?:450|70|55|45|30)(?:\.00)?(?![\d]|\.\d)"),
            r"re:(?<![\d.])(?:8|eight)[- ]?(?:hours|hrs)\b",
        ),
    ),
    Q(
        "How much would an hour in Foundry Lane's smaller studio for vocals cost if I ran the desk myself?",
        FL,
        "Studio B | Vocals, voice-over, podcasts and duos | £30 | £55 | £450",
        (_pounds("30"),),
        forbid=(_leading(r"£\s?(?:55|45|70|16|20|25|450)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- skyline-bounce-tilbridge/prices-and-rules.html: sessions by off-peak and peak, socks but the park's own
    Q(
        "What does it cost for my 10-year-old to jump for an hour and a half on a Saturday at Skyline Bounce?",
        SB,
        "90-minute open jump | £15.00 | £18.50",
        (_pounds(r"18\.50"),),
        forbid=(_leading(r"£\s?(?:15|14|11|9)(?:\.00)?(?![\d]|\.\d)|£\s?(?:12\.50|15\.50|7\.50|2\.50|16\.95|18\.95)"),),
    ),
    Q(
        "My kids still have the Skyline grip socks they got at a birthday party there last month. Can they wear them "
        "again?",
        SB,
        "The one exception is Skyline grip socks",
        (
            STARTS_YES,
            "wear them again",
            r"re:\b(?:they|your kids|your children) (?:can|may) (?:wear|use|bring)\b",
            r"re:^\W*(?:of course|certainly|sure)\b",
        ),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:they )?(?:can['’]t|cannot|can not|may not|need to buy|must buy|have to buy|will need to buy)\b",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
        ),
    ),
    not_in_docs(
        "How much does Skyline Bounce charge to hire the whole trampoline park for a company event?",
        "with a quote",
        "for a quote",
        "send you a quote",
        "enquiry form",
        "depends on the number of jumpers",
        forbid=(
            r"re:\b(?:whole|entire|exclusive|private hire|company events?|hire the park|hiring the park)\b[^.]{0,60}"
            r"£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:whole park|whole trampoline park|exclusive hire|private hire|company "
            r"events?)\b",
            r"re:\b(?:whole|exclusive|private hire)\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- st-aldhelms-hospital/visiting-patients-guidance-2027.docx: look-alike rows, birth partners in a footnote
    Q(
        "I'm my wife's birth partner and she's on the maternity ward at St Aldhelm's. What hours can I visit her?",
        SA,
        "Birth partners can visit the maternity wards from 08:00 to 22:00",
        (r"re:(?<![\d:.])0?8[:.]00|\b8\s?(?:am|a\.m\.)|\beight in the morning",),
        (r"re:(?<![\d:.])22[:.]00|\b10\s?(?:pm|p\.m\.)|\bten at night|\bten in the evening",),
        forbid=(
            r"re:^\W*(?:(?:you can (?:visit|come)(?: her)?|visiting (?:hours )?(?:is|are)|it(?:'s| is)|the hours are)"
            r"\s*)?(?:from\s|between\s)?(?:15[:.]00|3\s?pm|3\s?p\.m\.|11[:.]00|11\s?am)",
        ),
    ),
    Q(
        "My husband is on one of the adult wards at St Aldhelm's after a knee operation. Can I bring our "
        "seven-year-old daughter to see him?",
        SA,
        "Children under 12 are not allowed on the adult wards or in the Intensive Care Unit",
        (
            STARTS_NO,
            "children under 12 are not allowed",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
            r"re:^\W*(?:you |she )?(?:can['’]t|cannot|can not|isn['’]t allowed|is not allowed|may not)\b",
        ),
        forbid=(
            STARTS_YES,
            r"re:^\W*(?:you |she )?(?:can|may|could)\b(?!n?['’]t|not| not)",
            r"re:^\W*(?:sure|certainly|of course)\b",
        ),
    ),
    # -- westquay-school-of-english/prices-2027.xlsx: weekly fees by length of stay, hours beside them
    Q(
        "I'd like to do eight weeks of IELTS preparation at Westquay. How much is it a week, and how many hours of "
        "lessons do I get each week?",
        WQ,
        "4 to 11 weeks, per week=£360",
        (_pounds("360"),),
        (r"re:(?<![\d.])21\s?(?:hours|hrs|h)\b|\btwenty[- ]one hours|hours a week\s?[=:]\s?21(?![\d.])",),
        forbid=(
            _leading(r"£\s?(?:390|330|340|370|420|310|290|265)(?:\.00)?(?![\d]|\.\d)"),
            r"re:(?<![\d.])(?:15|28|fifteen)\s?(?:hours|hrs)\b",
        ),
    ),
    Q(
        "How much is a homestay room with its own bathroom at Westquay for a week in July?",
        WQ,
        "Per week, summer (20 June to 28 August)=£290",
        (_pounds("290"),),
        forbid=(_leading(r"£\s?(?:260|240|210|275|245|215|60)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "我打算在Westquay英语学校读12周的普通英语课程，每周学费是多少？",
        WQ,
        "12 weeks or more, per week=£240",
        (_pounds("240"),),
        forbid=(_ZH_FIRST + r"(?:£\s?(?:265|290|310|330|75)|(?<![\d.])(?:265|290|310|330)\s?英?镑)",),
        lang="zh",
    ),
    not_in_docs(
        "How much does Westquay charge to pick me up from Heathrow?",
        "quoted when you book",
        "when you book",
        forbid=(
            r"re:\b(?:heathrow|gatwick|bristol|airport|transfers?|pick(?:ing)? (?:you|me) up|pick-?up)\b[^.]{0,60}"
            r"£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:heathrow|gatwick|airport|transfers?|pick-?up)\b",
            r"re:\b(?:heathrow|airport|transfers?|pick-?up)\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- brackenridge-software/hybrid-working-briefing-2027.pptx: allowances by contract, abroad in the notes
    Q(
        "I'd like to spend three weeks working from my parents' home in Portugal. Who do I need to talk to at "
        "Brackenridge first?",
        BS,
        "should speak to Marcus Oyelaran, our payroll and tax lead",
        ("oyelaran",),
        forbid=(
            r"re:^\W*(?:(?:you (?:need|should|must|have) (?:to )?(?:talk|speak) to |talk to |speak to |ask |contact "
            r"|e-?mail |first,? )\s*)*(?:priya|nandakumar|your line manager|your manager|the people team|people@)",
        ),
    ),
    Q(
        "I'm on a home-based contract at Brackenridge. How much home-working allowance will I get each month?",
        BS,
        "Home-based | £40 | Up to £500",
        (_pounds("40"),),
        forbid=(_leading(r"£\s?(?:20|300|500)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- ashgrove-tree-care/re-quote-for-the-sycamore.eml: the reply on top brings the felling forward
    Q(
        "When are Ashgrove Tree Care coming to take down our sycamore?",
        AT,
        "take the sycamore down on Tuesday 26 October",
        (
            r"re:(?<![\d.])26(?:th)?\s(?:of\s)?oct(?:ober)?\b|\boct(?:ober)?\.?\s26(?:th)?\b|"
            r"(?<![\d/.])26/10(?:/(?:20)?27)?(?![\d/])",
        ),
        forbid=(
            _outdated(
                r"(?<!thursday )(?<!thursday, )(?:thursday,?\s)?(?:(?<![\d.])4(?:th)?\s(?:of\s)?nov(?:ember)?\b|"
                r"nov(?:ember)?\.?\s4(?:th)?(?![\d]))"
            ),
        ),
    ),
    Q(
        "Once the sycamore is down, what will Ashgrove charge to grind out its stump?",
        AT,
        "stump grinding £120 for the sycamore",
        (_pounds("120"),),
        forbid=(
            _leading(r"£\s?(?:65|90|1,?450|380)(?:\.00)?(?![\d]|\.\d)"),
            r"re:^\W*(?:it(?:'s| is)\s|they(?:'ll| will)? do it\s)?(?:included|free|nothing|no charge|at no charge)\b",
        ),
    ),
    # -- fibrewave/contract-summary-full-fibre-500.pdf: speeds in look-alike lines, leaving early, the router
    Q(
        "What's the slowest download speed Fibrewave promises me on Full Fibre 500?",
        FW,
        "Download speed, minimum guaranteed: 250 Mbps",
        (r"re:(?<![\d.])250\s?(?:mbps|mb/s|megabits)",),
        forbid=(
            r"re:^\W*(?:(?:it(?:'s| is)|they (?:guarantee|promise)|fibrewave (?:guarantees|promises)|the (?:minimum|"
            r"slowest|lowest)(?: guaranteed)?(?: download)?(?: speed)? is)\s*)?(?:at least\s)?(?:470|500|45|92|100)\s?"
            r"(?:mbps|mb/s)",
        ),
    ),
    Q(
        "If I end my Fibrewave contract early, how much do they charge for each month that's left?",
        FW,
        "the early termination charge is GBP 26.50",
        (_pounds(r"26\.50"),),
        forbid=(
            r"re:^\W*(?:(?:it(?:'s| is)|they charge|fibrewave charges|you(?:'ll| will)? pay|the (?:early termination )?"
            r"charge is)\s*)?(?:£|gbp\s?)?(?:32|3|60)(?:\.00)?(?![\d]|\.\d)",
        ),
    ),
    Q(
        "How many days do I have to send back the Fibrewave router after I leave?",
        FW,
        "Return it within 30 days of leaving",
        (r"re:(?<![\d.])30\s?days|\bthirty days",),
        forbid=(r"re:^\W*(?:(?:you have|you get|within|it's|it is)\s*)*(?:14|fourteen)\s?days",),
    ),
    # -- no document
    not_in_docs(
        "Who painted the ceiling of the Sistine Chapel?",
        forbid=("michelangelo", "buonarroti"),
    ),
    not_in_docs(
        "珠穆朗玛峰的海拔是多少米？",
        forbid=(r"re:88[34]\d(?:\.\d+)?\s?米?", r"re:8,8[34]\d", "八千八百"),
        lang="zh",
    ),
    # -- 澜州市2028年度城乡居民基本医疗保险参保缴费通知.txt: one long line; the supplement extends the payment period
    Q(
        "澜州市居民医保2028年度的集中缴费期到哪天截止？",
        YB,
        "集中缴费期延长至2028年2月28日",
        (r"re:(?<!\d)2\s?月\s?28\s?(?:日|号)|二月二十八(?:日|号)|(?<![\d.])2028[-/.]0?2[-/.]28(?!\d)",),
        forbid=(
            _outdated(r"(?<!\d)12\s?月\s?20\s?(?:日|号)|十二月二十(?:日|号)"),
            _ZH_FIRST + r"(?<!\d)(?:12\s?月\s?31|9\s?月\s?1|2\s?月\s?29)\s?(?:日|号)",
        ),
        lang="zh",
    ),
    Q(
        "我妈在澜州参加了居民医保，如果去三级医院住院，起付线是多少？起付线以上的费用能报销多少比例？",
        YB,
        "二级医院500元、三级医院800元",
        (r"re:(?<![\d.])800\s?元|八百元",),
        (r"re:(?<![\d.])65\s?%|百分之六十五",),
        forbid=(
            _ZH_FIRST + r"(?<![\d.])(?:500|200)\s?元",
            r"re:^[^。]{0,60}?(?<![\d.])(?:90|80|70|60)\s?%",
        ),
        lang="zh",
    ),
    # -- 静读空间自习室大学城店收费标准.csv: prices by seat and period side by side, lockers not yet priced
    Q(
        "我是大三学生，想在静读空间办半封闭隔断座位的月卡，学生价一个月多少钱？每天最早几点能进去？",
        JD,
        "学生月卡（元/月）=480",
        (r"re:(?<![\d.])480(?![\d]|\.\d)|四百八十?元",),
        (r"re:(?<![\d:.])0?7\s?[:.点]\s?(?:30|半)|七点半|早上七点三十",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:560|380|190|38|450|780)\s?元",),
        lang="zh",
    ),
    Q(
        "我只想去静读空间待两三个小时，坐带门的单人小间，每小时收多少钱？",
        JD,
        "按小时（元/小时）=10",
        (r"re:(?<![\d.])10\s?(?:元|块)|十(?:元|块)|元/小时\)\s?[=:]\s?10(?![\d.])",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:5|6|18|60)\s?元",),
        lang="zh",
    ),
    not_in_docs(
        "静读空间自习室租一个储物柜每月多少钱？",
        "另行公布",
        "即将开放",
        forbid=(r"re:储物柜[^。]{0,30}?\d+(?:\.\d+)?\s?元", r"re:\d+(?:\.\d+)?\s?元[^。]{0,12}?储物柜"),
        lang="zh",
    ),
    # -- 云帆科技员工加班与调休管理办法.docx: articles (第X条), time off within six months but, an allowance table
    Q(
        "我去年3月两个周末都在公司加班，因为项目一直忙，部门领导一直没让我调休，现在已经过了6个月。这些调休还能换成"
        "加班费吗？",
        YF,
        "可以按本办法第五条的标准折算为加班费",
        (STARTS_YES_ZH, "可以按本办法第五条的标准折算为加班费", r"re:^\W*(?:还能|还可以|能换|可以换)"),
        forbid=(
            STARTS_NO_ZH,
            r"re:^\W*(?:这些调休)?(?:已经)?(?:不能|不可以|不行|作废|视为(?:本人)?放弃|过期)",
        ),
        lang="zh",
    ),
    Q(
        "周六到公司加班干了5个小时，公司给多少餐费补贴？",
        YF,
        "休息日加班满4小时 | 每天40元 | 每天20元",
        (r"re:(?<![\d.])40\s?元|四十元",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:25|35|60|20)\s?元",),
        lang="zh",
    ),
    # -- 澜州大剧院2028春季演出季购票和观演须知.html: price tiers by show, no small children but family shows
    Q(
        "我想带4岁的女儿去大剧院看话剧《长夜将尽》，她身高才1米左右，能进场吗？",
        DJ,
        "身高1.2米以下的儿童谢绝入场",
        (STARTS_NO_ZH, "身高1.2米以下的儿童谢绝入场", r"re:^\W*(?:她)?(?:不能|不可以|不行|进不了)"),
        forbid=(STARTS_YES_ZH, r"re:^\W*(?:她)?(?:能进|可以进|能入场|可以入场)"),
        lang="zh",
    ),
    Q(
        "我想给爸妈买《天鹅湖》最好的位置，一张票多少钱？",
        DJ,
        "280、480、680、880、1080",
        (r"re:(?<![\d.,])1,?080(?![\d]|\.\d)|一千零八十元",),
        forbid=(_ZH_FIRST + r"(?<![\d.,])(?:880|680|400)\s?元",),
        lang="zh",
    ),
    # -- 新手爸妈育儿手册.epub: water and room temperatures side by side
    Q(
        "给刚出生的宝宝洗澡，洗澡水应该调到多少度？",
        YE,
        "洗澡水的温度以37到40℃为宜",
        (r"re:37\s?(?:°c|度)?\s?(?:到|至|-|—|–|~)\s?40\s?(?:°c|度)|三十七到四十度",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:26|28|70)\s?(?:°c|度)",),
        lang="zh",
    ),
]


def build_fresh15_corpus(dest: Path) -> Path:
    """Write the fresh15 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH15_DOCS)
