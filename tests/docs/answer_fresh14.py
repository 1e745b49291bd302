"""The answer evaluation's `fresh14` set: issue 23's fourteenth held-out set, written with its documents
(tests/docs/answer_fresh14_docs.py) after `fresh13`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, scored once, later; never tuned on.

Its twelve documents are in ten formats: a coworking space's members' guide (.md) with a membership table whose
prices, included meeting-room hours and access hours sit side by side and extra meeting-room hours priced by room, a
cinema's tickets and prices page (.html) with four ticket types by seat and time of day, a no-outside-food rule with
one exception for food needed for a medical condition, and private hire of a screen priced only by quote, a
university's rules on coursework deadlines (.docx) with late penalties in look-alike rows, extensions that must be
asked for before the deadline with one exception for hospital and bereavement, and the cap on Master's modules only in
a footnote, a car and van hire firm's rates (.xlsx, three sheets) with daily rates by group and length of hire side by
side with deposits and one-way hires whose fee is quoted only when booking, a school's Year 9 options evening deck
(.pptx) with whom to ask about taking French and Spanish together only in the speaker notes, a kitchen fitter's
e-mail (.eml) whose reply on top moves the start of the fitting a week later and whose quoted confirmation alone holds
the price of extra sockets, an American renters insurance policy summary (.pdf) with coverages and special limits for
theft in look-alike lines, and five Chinese ones: a city's heating-season notice as one long line (.txt) with heating
charges by how they are billed and a supplement at the end that brings the start of heating forward, a home-appliance
cleaning service's price list (.csv) with prices, members' prices and visit lengths side by side and visits outside
the city centre charged only by quote, a housing estate's parking rules in numbered articles (第X条, .docx) with a rent
table for owners and tenants and no lorries with one exception for moving house, a sports centre's summer swimming
notice (.html) with sessions, adult and student prices side by side and the deep end only with a certificate with one
exception for the pool's own classes, and two chapters of a book on keeping a cat (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
value, a date, a time, whom to ask; most paraphrased rather than in the document's words, one Chinese question over
the English options deck), four that need two facts, four yes-or-no questions that need a rule and its exception
applied (two whose answer is yes: a diabetic boy's own snacks in the cinema, a removal lorry for owners moving in;
two no: an extension asked for after the deadline because a laptop broke, the deep end for a boy without a
certificate whose father comes along), two whose answer was replaced by a later statement (the kitchen fitting moved
a week later by the reply on top, the start of heating brought forward by the supplement; the outdated value is
forbidden unless given as what it was), and five that no document answers: three beside a near miss (the price of
hiring a cinema screen, the car hire's one-way fee, the cleaning service's charge for visits outside the city
centre), two on topics no document covers.
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
from .answer_fresh14_docs import FRESH14_DOCS
from .answer_patterns import ZH_FIRST as _ZH_FIRST
from .answer_patterns import leading

LY, RP, NU, TH, FA, CK, HM = (
    "loom-yard-coworking/members-guide-2027.md",
    "regal-picturehouse-ellesford/tickets-and-prices.html",
    "northfleet-university/coursework-deadlines-extensions-and-late-penalties-2027-28.docx",
    "tarrant-car-and-van-hire/rates-2027.xlsx",
    "fernleigh-academy/year-9-options-evening-2027.pptx",
    "corbel-kitchens/re-your-new-kitchen-fitting-dates.eml",
    "homestead-mutual/renters-policy-summary-2027-28.pdf",
)
HT, CL, PK, SW, CT = (
    "湄城市2027-2028年度城市集中供暖工作通知.txt",
    "洁家到家2027年家电清洗服务价目表.csv",
    "锦绣花园小区机动车停放管理规定.docx",
    "湄城市体育中心游泳馆2027年暑期开放公告.html",
    "新手养猫指南.epub",
)


def _pounds(n: str) -> str:
    """A regular expression for a sum in pounds as people write it (n a regular expression): £48, £48.00, 48 pounds
    (never £148, £48.50 or £1,048)."""
    return rf"re:£\s?{n}(?:\.00)?(?![\d]|[.,]\d)|(?<![\d.,£]){n}(?:\.00)?\s?(?:pounds|gbp)\b"


def _dollars(n: str) -> str:
    """A regular expression for a sum in dollars as people write it (n a regular expression): $1,500, $1500,
    $1,500.00, 1,500 dollars (never $11,500 or $1,500.50)."""
    return rf"re:\$\s?{n}(?:\.00)?(?![\d]|[.,]\d)|(?<![\d.,$]){n}(?:\.00)?\s?(?:dollars|usd)\b"


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "the original 6 September",
# "rather than Monday 6 September", "比原定的11月15日", "原通知的11月15日"
WAS_TOO = (
    "been ",
    "said ",
    "earlier ",
    "old ",
    "original ",
    "originally on ",
    "rather than ",
    "instead of ",
    "due to start on ",
    "due to start ",
    "planned for ",
    "scheduled for ",
    "booked for ",
    "going to be ",
    "supposed to be ",
    "meant to be ",
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
)


def _outdated(value: str) -> str:
    """An outdated value stated as the answer (answer_evaluation._outdated), with this set's WAS_TOO."""
    return outdated(value, WAS_TOO)


# The words a short answer may open with before the sum it gives: "It costs £18", "The Loom Room is £18", "You'll
# pay about £65 a day"
_LEAD = (
    r"(?:(?:it|that|this|they|the [a-z' -]{1,28}?|they charge|you(?:'ll| will)? pay|corbel charges?|homestead "
    r"(?:would|will) pay)(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+would be|\s+will be|\s+pays?)?\s*)?"
    r"(?:up to |about |only |just |at most )?"
)


_leading = leading(_LEAD)


# A members' price named as such ("会员价129元") is not the price given as the answer
_NOT_MEMBERS = r"(?<!会员价)(?<!会员价为)(?<!会员价是)(?<!会员价:)(?<!会员价: )(?<!会员)(?<![\d.])"

FRESH14 = [
    # -- loom-yard-coworking/members-guide-2027.md: memberships side by side, extra hours priced by room
    Q(
        "How much does a fixed desk at Loom Yard cost a month, and can I use it at weekends?",
        LY,
        "Fixed desk | £295 | Your own desk, with a lockable pedestal | 6 hours | 24 hours a day, 7 days a week",
        (_pounds("295"),),
        (
            r"re:\b24\s?(?:hours|hrs)\b|\b24/7\b|\b24-hour",
            "7 days a week",
            "seven days a week",
            "round the clock",
            "any day of the week",
        ),
        forbid=(
            _leading(r"£\s?(?:210|125|640|1,?150|22)(?:\.00)?(?![\d]|\.\d)"),
            r"re:\b(?:not|no|isn['’]t|aren['’]t|can['’]t|cannot)\b[^.]{0,40}\bweekends?\b",
            r"re:\b(?:only|just)\s(?:on\s)?(?:weekdays|monday to friday)\b",
        ),
    ),
    Q(
        "There are two of us renting a private room at Loom Yard. How many hours of meeting rooms do we get each "
        "month?",
        LY,
        "Studio for 2 | £640 | A private room for two | 10 hours",
        (r"re:(?<![\d.])10\s?(?:meeting[- ]rooms?\s)?(?:hours|hrs|h)\b|\bten (?:meeting[- ]rooms? )?hours",),
        forbid=(
            r"re:^\W*(?:(?:you(?:'ll| will)? get|you have|it includes|that includes|there are|a studio for 2 "
            r"(?:includes|comes with|gets))\s*)?(?:(?:up to|about)\s)?(?:6|16|4|2|six|sixteen|four|two)\s?(?:hours|hrs"
            r"|meeting)",
        ),
    ),
    Q(
        "We've used up this month's included meeting room hours at Loom Yard. What will it cost to book the room that "
        "seats twelve for an hour?",
        LY,
        "The Loom Room | 12 | Projector, 75-inch screen and a video-call camera | £30 an hour",
        (_pounds("30"),),
        forbid=(_leading(r"£\s?(?:18|12|22|15)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- regal-picturehouse-ellesford/tickets-and-prices.html: four tickets by seat and time, outside food but one
    Q(
        "How much is a child's ticket for a recliner seat at an evening showing at the Regal in Ellesford?",
        RP,
        "Child (under 15) | £6.00 | £7.00 | £9.00 | £10.00",
        (_pounds("10"),),
        forbid=(_leading(r"£\s?(?:9|7|6|14\.50|12\.50|10\.50|3\.50|5\.50)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "My son has type 1 diabetes and needs to keep his own snacks and a juice with him. Can he bring them into a "
        "film at the Regal?",
        RP,
        "The one exception is food or drink you need for a medical condition",
        (
            STARTS_YES,
            "no need to ask",
            r"re:\b(?:he|you|they) (?:can|may|is allowed to|are allowed to) (?:bring|take)\b",
            r"re:^\W*(?:of course|certainly|sure)\b",
        ),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:he|you)?\s*(?:can['’]t|cannot|can not|may not|isn['’]t allowed|is not allowed)\b",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
        ),
    ),
    not_in_docs(
        "How much does the Regal in Ellesford charge to hire a whole screen for a private party?",
        "send you a quote",
        "for a quote",
        "events@regalellesford",
        forbid=(
            r"re:\b(?:(?:a|the|whole|one) screen|screening|party|parties|private hire)\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:(?:a|the|whole|one) screen|screening|party|private hire)\b",
            r"re:\b(?:screen|party)\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- northfleet-university/...late-penalties-2027-28.docx: look-alike penalties, Master's cap in a footnote
    Q(
        "If I hand my essay in about a day and a half after the deadline at Northfleet, how many marks do I lose?",
        NU,
        "More than 24 hours and up to 48 hours late | 10 marks taken off",
        (r"re:(?<![\d.])10\s?marks|\bten marks",),
        forbid=(
            r"re:^\W*(?:(?:you(?:'ll| will| would)? lose|you lose|it loses|that's|that is|the penalty is)\s*)?"
            r"(?:5|five|0|zero|40|forty)\s?marks?\b",
            r"re:^\W*(?:(?:your mark is|your mark will be|it is|it's|it will be)\s)?capped\b",
        ),
    ),
    Q(
        "I'm on a Master's course at Northfleet. If my assignment goes in three days late, what's the highest mark it "
        "can get?",
        NU,
        "so work handed in more than 48 hours and up to 5 working days late is capped at 50",
        (r"re:(?<![\d.])50(?![\d]|\.\d)|\bfifty\b",),
        forbid=(
            r"re:^\W*(?:(?:it(?:'s| is| will be| would be| can get| gets)|the (?:highest|maximum) (?:mark )?(?:is|would "
            r"be|it can get is)|your mark (?:is|will be|would be) capped at)\s*)?(?:(?:capped at|at most|a mark of)\s*)?"
            r"(?:40|0|forty|zero)\b",
        ),
    ),
    Q(
        "My laptop broke the night before my deadline at Northfleet and I didn't ask for an extension in time. It's now "
        "the day after the deadline. Can I still get an extension?",
        NU,
        "we do not grant extensions once the deadline has passed",
        (
            STARTS_NO,
            "not grounds for an extension",
            "we do not grant extensions once the deadline has passed",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
            r"re:^\W*(?:you )?(?:can['’]t|cannot|can not|won['’]t)\b",
        ),
        forbid=(
            STARTS_YES,
            r"re:^\W*(?:you )?(?:can|may|could)\b(?!n?['’]t|not| not)",
            r"re:^\W*(?:sure|certainly)\b",
        ),
    ),
    # -- tarrant-car-and-van-hire/rates-2027.xlsx: daily rates by group and length of hire, deposits beside them
    Q(
        "What's the daily rate for an estate car from Tarrant if I keep it for five days?",
        TH,
        "3 to 6 days, per day=£48",
        (_pounds("48"),),
        forbid=(_leading(r"£\s?(?:54|42|41|52|56|65|49|34)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "We need a seven-seater from Tarrant for ten days. What's the price per day, and how much will they hold on "
        "my card as a deposit?",
        TH,
        "7 days or more, per day=£57, Deposit held on your card=£500",
        (_pounds("57"),),
        (_pounds("500"),),
        forbid=(
            _leading(r"£\s?(?:65|72|42|45|49|55)(?:\.00)?(?![\d]|\.\d)"),
            r"re:deposit[^.£]{0,30}£\s?(?:300|400|250|600|750)\b",
        ),
    ),
    not_in_docs(
        "How much extra does Tarrant charge if I drop the hire car off at a different branch?",
        "quoted when you book",
        forbid=(
            r"re:one-way[^.]{0,60}£\s?\d",
            r"re:\b(?:branch|drop(?:ping)?[- ]off|drop it off|drop the car off|return(?:ing)? it)\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:one-way|drop-off|different branch|another branch|truro|exeter)\b",
        ),
    ),
    # -- fernleigh-academy/year-9-options-evening-2027.pptx: option blocks, key dates, languages in the notes
    Q(
        "My son wants to do both French and Spanish for GCSE at Fernleigh. Who should he talk to about it?",
        FA,
        "should speak to Mrs Helen Lindgren, head of languages",
        ("lindgren",),
        forbid=(
            r"re:^\W*(?:(?:he should |speak to |talk to |contact |ask |e-?mail )\s*)*(?:mr\.?\s*)?(?:daniel\s*)?frome",
            r"re:^\W*(?:(?:he should |speak to |talk to |ask )\s*)*(?:his |your child's |your son's |the )?form tutor",
            r"re:^\W*(?:e-?mail\s*)?(?:mr frome\s*(?:at\s*)?)?options@",
        ),
    ),
    Q(
        "我女儿在Fernleigh学校读九年级，选课表最晚哪天要交？",
        FA,
        "Options form due: Friday 26 February 2027",
        (
            r"re:(?<!\d)2\s?月\s?26\s?(?:日|号)|二月二十六(?:日|号)|(?<![\d.])26(?:th)?\s?(?:of\s)?feb(?:ruary)?|"
            r"feb(?:ruary)?\.?\s?26(?![\d])",
        ),
        forbid=(
            _ZH_FIRST + r"(?:(?<!\d)(?:2\s?月\s?(?:12|1)\s?(?:日|号)|5\s?月\s?21|1\s?月\s?(?:25|21)))",
            _ZH_FIRST + r"(?:(?<![\d.])(?:12|1|21|25)(?:st|nd|th)?\s?(?:of\s)?(?:feb|may|jan))",
        ),
        lang="zh",
    ),
    # -- corbel-kitchens/re-your-new-kitchen-fitting-dates.eml: the reply on top moves the start a week later
    Q(
        "When will the fitters from Corbel Kitchens start work on our new kitchen?",
        CK,
        "start fitting on Monday 13 September",
        (
            r"re:(?<![\d.])13(?:th)?\s(?:of\s)?sep(?:t|tember)?\b|\bsep(?:t|tember)?\.?\s13(?:th)?\b|"
            r"(?<![\d/.])13/0?9(?:/(?:20)?27)?(?![\d/])",
        ),
        forbid=(
            _outdated(
                r"(?<!monday )(?<!monday, )(?:monday,?\s)?(?:(?<![\d.])6(?:th)?\s(?:of\s)?sep(?:t|tember)?\b|"
                r"sep(?:t|tember)?\.?\s6(?:th)?(?![\d]))"
            ),
        ),
    ),
    Q(
        "We'd like one more double socket on the kitchen wall by the fridge. How much will Corbel charge for it?",
        CK,
        "Extra double sockets are £85 each on a",
        (_pounds("85"),),
        forbid=(
            _leading(r"£\s?(?:140|11,?460|3,?000)(?:\.00)?(?![\d]|\.\d)"),
            r"re:^\W*(?:it(?:'s| is)\s|they(?:'re| are)\s)?(?:included|free|nothing)\b",
        ),
    ),
    # -- homestead-mutual/renters-policy-summary-2027-28.pdf: coverages and special limits in look-alike lines
    Q(
        "If a burglar took my grandmother's ring and a couple of watches from my apartment, what's the most Homestead "
        "would pay for them?",
        HM,
        "Jewelry, watches and furs, for loss by theft: $1,500",
        (_dollars("1,?500"),),
        forbid=(_leading(r"\$\s?(?:200|2,?500|1,?000|35,?000|3,?000|500)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "If a fire left my apartment unlivable, how much would Homestead pay toward a hotel and meals?",
        HM,
        "Coverage D, Loss of use: $10,500",
        (_dollars("10,?500"),),
        forbid=(_leading(r"\$\s?(?:35,?000|2,?000|300,?000|500|1,?500)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- no document
    not_in_docs(
        "In what year did the Berlin Wall come down?",
        forbid=("1989", "nineteen eighty-nine", "nineteen eighty nine"),
    ),
    not_in_docs(
        "我国法律规定男性最早多少岁可以结婚？",
        forbid=(r"re:(?<![\d.])22\s?周?岁", "二十二周岁", "二十二岁"),
        lang="zh",
    ),
    # -- 湄城市2027-2028年度城市集中供暖工作通知.txt: one long line; the supplement brings the start forward
    Q(
        "湄城市今年冬天从哪一天开始供暖？",
        HT,
        "本年度供暖开始时间由11月15日提前至11月8日",
        (r"re:(?<!\d)11\s?月\s?8\s?(?:日|号)|十一月八(?:日|号)",),
        forbid=(
            _outdated(r"(?<!\d)11\s?月\s?15\s?(?:日|号)|十一月十五(?:日|号)"),
            _ZH_FIRST + r"(?<!\d)(?:11\s?月\s?(?:1|10)\s?(?:日|号)|10\s?月\s?8\s?(?:日|号))",
        ),
        lang="zh",
    ),
    Q(
        "我家住普通住宅，没装热计量表，一个供暖季每平方米的热费是多少？",
        HT,
        "居民用户按建筑面积计费的，每平方米每个供暖期24元",
        (r"re:(?<![\d.])24\s?元|二十四元",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:36|9\.6|7\.2|0\.21)\s?元",),
        lang="zh",
    ),
    # -- 洁家到家2027年家电清洗服务价目表.csv: prices, members' prices and visit lengths side by side
    Q(
        "家里的滚筒洗衣机想请洁家到家上门清洗，我不是会员，要多少钱？师傅大概要干多久？",
        CL,
        "规格=滚筒洗衣机, 价格（元/台）=149",
        (r"re:(?<![\d.])149(?![\d]|\.\d)|一百四十九",),
        (r"re:(?<![\d.])2\s?个?(?:小时|钟头)|两个?(?:小时|钟头)|二小时",),
        forbid=(
            _ZH_FIRST + r"(?<![\d.])(?:119|99)\s?元",
            _ZH_FIRST + _NOT_MEMBERS + r"129\s?元",
            r"re:^\W*[^。]{0,40}?(?:(?<![\d.])1\.5\s?个?小时|一个半小时)",
        ),
        lang="zh",
    ),
    Q(
        "我家是欧式的顶吸油烟机，请洁家到家清洗一次要多少钱？",
        CL,
        "规格=顶吸式（欧式）油烟机, 价格（元/台）=169",
        (r"re:(?<![\d.])169(?![\d]|\.\d)|一百六十九",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:139|119)\s?元", _ZH_FIRST + _NOT_MEMBERS + r"149\s?元"),
        lang="zh",
    ),
    not_in_docs(
        "洁家到家上门清洗，我家住在湄城市区外面的镇上，要另外加多少远程费？",
        "由客服在预约时告知",
        "按距离计算",
        "客服",
        forbid=(r"re:远程[^。]{0,30}?\d+(?:\.\d+)?\s?元", r"re:\d+(?:\.\d+)?\s?元[^。]{0,12}?远程"),
        lang="zh",
    ),
    # -- 锦绣花园小区机动车停放管理规定.docx: articles (第X条), a rent table, no lorries but moving house
    Q(
        "我们在锦绣花园买了房，下个月搬进去，搬家公司的货车能开进小区吗？",
        PK,
        "业主搬家或者装修运送材料的货车，经物业登记后可以进入小区",
        (STARTS_YES_ZH, "经物业登记后可以进入小区", r"re:^\W*(?:能开进|可以开进|能进|可以进)"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:货车)?(?:一律)?不(?:得|能|可以)(?:开进|进入)"),
        lang="zh",
    ),
    Q(
        "我是锦绣花园的业主，想租一个普通的地下车位，不用充电的，每个月租金多少？",
        PK,
        "地下车位 | 300 | 350",
        (r"re:(?<![\d.])300(?![\d]|\.\d)|三百",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:350|380|150|200|430)\s?元",),
        lang="zh",
    ),
    # -- 湄城市体育中心游泳馆2027年暑期开放公告.html: sessions side by side, the deep end but the pool's classes
    Q(
        "暑假去湄城体育中心游泳，晚场几点开始？学生票一场多少钱？",
        SW,
        "晚场 | 18:30—21:00 | 35 | 20 | 300",
        (r"re:(?<!\d)18\s?[:：.点]\s?(?:30|半)|(?:晚上)?(?:6|六)点(?:半|30)",),
        (r"re:(?<![\d.:])20(?![\d:]|\.\d)|二十元",),
        forbid=(
            _ZH_FIRST + r"(?<!\d)(?:14|09|9|06|6)\s?[:：]\s?(?:00|30)",
            r"re:学生票[^。]{0,8}?(?<![\d.])(?:25|15|35)\s?元",
        ),
        lang="zh",
    ),
    Q(
        "我儿子12岁，会游泳，但还没考深水证。暑假我陪他去体育中心游泳馆，他能去深水区游吗？",
        SW,
        "未持证的不得进入深水区",
        (STARTS_NO_ZH, "未持证的不得进入深水区", r"re:^\W*他?(?:不能|不可以|不行)"),
        forbid=(STARTS_YES_ZH, r"re:^\W*他?(?:能去|可以去|能进|可以进)"),
        lang="zh",
    ),
    # -- 新手养猫指南.epub: feeding by age that differs by little
    Q(
        "我家小猫5个月大了，一天应该喂几顿？",
        CT,
        "4到6月龄每天喂3次",
        (r"re:(?<![\d.])3\s?(?:次|顿|餐)|三(?:次|顿|餐)",),
        forbid=(_ZH_FIRST + r"(?:(?<![\d.])[42]\s?(?:次|顿|餐)|[四两](?:次|顿|餐))",),
        lang="zh",
    ),
]


def build_fresh14_corpus(dest: Path) -> Path:
    """Write the fresh14 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH14_DOCS)
