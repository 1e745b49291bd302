"""The answer evaluation's `fresh13` set: issue 23's thirteenth held-out set, written with its documents
(tests/docs/answer_fresh13_docs.py) after `fresh12`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, scored once, later; never tuned on.

Its twelve documents are in eleven formats: a district council's bin collections page (.html) with revised
collection days over Christmas and New Year in a table of look-alike rows, a no-side-waste rule with one exception
for the first collection after Christmas, and fridges collected at a price given only when booking, two chapters of a
camera's user manual (.pdf) with charging times by method, shots per charge with the monitor and the viewfinder in
two power modes side by side and clip lengths by video format, a junior football club's season fees (.xlsx, three
sheets) with fees in full and monthly side by side, training times and a sibling discount, a university library's
printing prices (.docx) with a price table by size, colour and sides and research students' free credit only in a
footnote, a wedding photographer's e-mail (.eml) whose reply on top adds a second photographer and raises the total
and whose quoted confirmation alone holds the price of extra hours, a dance school's summer-show briefing deck (.pptx)
with a ticket table of three performances side by side and whom to tell about volunteering as a chaperone only in the
speaker notes, holiday cottages' booking conditions (.md) with a price table by cottage and season, dogs in two
cottages only with one exception for assistance dogs, and logs sold at the farm shop without a price, and five
Chinese ones: a company's travel expenses rules in numbered articles (第X条, .docx) with a hotel table by grade and
city class and second-class trains with one exception for long journeys, a mobile network's plan price table (.csv)
with roaming abroad named without its price, a city's notice of tiered gas prices as one long line (.txt) with more
gas at the first tier's price for households of five or more and a supplement at the end that corrects the first
tier's price, a restaurant's New Year's Eve dinner booking terms (.odt) with two sittings, set menus and deposits by
menu, and two chapters of a book on succulents (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
value, a date, a time, whom to ask; most paraphrased rather than in the document's words, one Chinese question over
the English camera manual), four that need two facts, four yes-or-no questions that need a rule and its exception
applied (two whose answer is yes: extra bags beside the grey bin on the first collection after Christmas, a first-class
train seat on a journey of more than six hours; two no: a pet dog in a cottage kept free of pets, more gas at the
first tier's price for a household of four), two whose answer was replaced by a later statement (the photographer's
total raised by the reply on top, the first tier's gas price corrected by the supplement; the outdated value is
forbidden unless given as what it was), and five that no document answers: three beside a near miss (the council's
price for taking a fridge-freezer, the price of logs at the cottages' farm shop, the price of roaming in Japan), two on
topics no document covers.
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
from .answer_fresh13_docs import FRESH13_DOCS
from .answer_patterns import ZH_FIRST as _ZH_FIRST

AC, OC, KR, CU, FP, SU, TF = (
    "ashworth-council/bin-collections-2026-27.html",
    "orrin-cameras/x-50-user-manual-power-and-video.pdf",
    "kingsmead-rangers-jfc/season-2027-28.xlsx",
    "calderbrook-university-library/printing-and-copying-2027-28.docx",
    "ferrier-photography/re-your-wedding-on-18-september.eml",
    "step-up-dance-academy/summer-show-2027-parents-briefing.pptx",
    "tregarrow-farm-cottages/booking-conditions-2027.md",
)
CC, QC, LC, SH, DR = (
    "澄川科技有限公司差旅费报销管理办法.docx",
    "青橙移动2027年个人套餐资费表.csv",
    "澜城市居民管道天然气销售价格调整公告.txt",
    "多肉植物养护入门.epub",
    "松鹤楼2027年除夕年夜饭预订须知.odt",
)


def _pounds(n: str) -> str:
    """A regular expression for a sum in pounds as people write it (n a regular expression): £215, £215.00,
    215 pounds (never £1,215 or £215.50)."""
    return rf"re:£\s?{n}(?:\.00)?(?![\d]|\.\d)|(?<![\d.,£]){n}(?:\.00)?\s?(?:pounds|gbp)\b"


def _time(hhmm: str, pm: str) -> str:
    """A regular expression for an afternoon or evening clock time as people write it: 16:00, 16.00 or 4 pm (pm:
    the hour on a twelve-hour clock with its minutes, '4:30', or the hour alone, '4'), never 4:30 pm for 16:00."""
    hour, minute = hhmm.split(":")
    twelve = pm.replace(":", "[:.]") if ":" in pm else pm + r"(?:[:.]00)?"
    return rf"re:(?<![\d:.]){hour}[:.]{minute}(?!\d)|(?<![\d:.]){twelve}\s?p\.?\s?m\b"


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "the original £1,850", "rather
# than £1,850", "原公告的每立方米2.85元", "原来的2.85元"
WAS_TOO = (
    "been ",
    "said ",
    "earlier ",
    "old ",
    "original ",
    "quoted ",
    "rather than ",
    "instead of ",
    "原来",
    "原来的",
    "原公告的",
    "原公告的每立方米",
    "原定的每立方米",
    "原来的每立方米",
    "从每立方米",
    "由每立方米",
    "原公告",
    "原公告是",
    "原公告为",
    "原先是",
    "原价",
)


def _outdated(value: str) -> str:
    """An outdated value stated as the answer (answer_evaluation._outdated), with this set's WAS_TOO."""
    return outdated(value, WAS_TOO)


def _leading(value: str) -> str:
    """A regular expression for a wrong sum given as the answer: value at the start, or after a few words that say
    what it costs ("It costs £16", "The fee is £195"), not a neighbouring price named beside the right one."""
    lead = (
        r"(?:(?:it|that|this|the (?:price|fee|cost|season fee|ticket|charge)|they charge|you pay|each hour|an adult"
        r" ticket|a week)(?:'s| is| costs?| will cost| would be)?\s*)?(?:up to |about |only |just )?"
    )
    return rf"re:^\W*{lead}(?:{value})"


FRESH13 = [
    # -- ashworth-council/bin-collections-2026-27.html: revised days over Christmas, side waste but one collection
    Q(
        "Our bin day is Thursday. When will our bins be emptied instead of on New Year's Eve?",
        AC,
        "Thursday 31 December | Saturday 2 January",
        (
            r"re:(?<![\d.])2(?:nd)?\s(?:of\s)?jan(?:uary)?\b|\bjan(?:uary)?\s2(?:nd)?\b|\bsecond of january",
            "saturday",
        ),
        forbid=(
            r"re:^\W*(?:(?:they|it|your bins?|the bins?|(?:the |your )?collection)\s*(?:will be|are|is|'ll be)?\s*"
            r"(?:collected|emptied)?\s*)?(?:on\s*)?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?"
            r"\s*)?(?:the\s)?(?:31|1|7|8|9|26|4|3)(?:st|nd|rd|th)?\s*(?:of\s*)?(?:dec|jan)[a-z]*\b(?![^.]{0,30}\b"
            r"(?:moves?|moved|instead|changes?|becomes)\b)(?![^.]{0,30}(?:→|->))",
            r"re:^\W*(?:(?:they|it|your bins?|the bins?)\s*(?:will be|are|is|'ll be)?\s*(?:collected|emptied)?\s*)?"
            r"on new year'?s day",
        ),
    ),
    Q(
        "After Christmas we'll have a couple of bin bags of rubbish that won't fit in our grey bin. If we leave them "
        "next to it on the next grey bin day, will Ashworth council take them away?",
        AC,
        "The one exception is the first grey bin collection after Christmas",
        (
            STARTS_YES,
            "up to two extra black bags",
            r"re:^\W*(?:they|the council|the crews?|ashworth)?\s*(?:will|do|does|can)\b(?!n?['’]t|not| not)",
            r"re:^\W*(?:sure|certainly)\b",
        ),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:they|the council|the crews?|ashworth)?\s*(?:won['’]t|will not|don['’]t|do not|can['’]t|"
            r"cannot|doesn['’]t|does not)\b",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
        ),
    ),
    Q(
        "What's the latest time I can put my bins out on collection day in Ashworth?",
        AC,
        "Put your bins out by 6.30am on your collection day",
        (r"re:(?<![\d:.])0?6[:.]30(?!\d)(?!\s?p\.?\s?m)", "half past six"),
        forbid=(
            r"re:^\W*(?:(?:you (?:need|have) to (?:put|get) them out|they must be out|put them out)\s*)?(?:(?:by|before|"
            r"no later than|at)\s*)?(?:(?:6|7|9)(?:[:.]00)?\s?(?:a\.?\s?m|p\.?\s?m)\b|0?7[:.]00|18[:.]00|21[:.]00)",
        ),
    ),
    not_in_docs(
        "What does Ashworth council charge to take away an old fridge-freezer?",
        "when you book",
        "give you the price",
        forbid=(
            r"re:(?:fridge|freezer)[^.]{0,80}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:fridge|freezer)",
            r"re:(?:fridge|freezer)[^.]{0,80}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- orrin-cameras/x-50-user-manual-power-and-video.pdf: shots per charge side by side, charging by method
    Q(
        "Roughly how many photos will one charge of the Orrin X-50's battery give me if I shoot through the "
        "viewfinder rather than the screen, without the power-saving mode?",
        OC,
        "Viewfinder, Normal power mode: about 340 shots",
        (r"re:(?<![\d.])(?<!\d,)340(?![\d])",),
        forbid=(
            r"re:^\W*(?:(?:about|around|roughly|approximately|you(?:'ll| will)? get|it gives|one charge gives|up to)"
            r"\s*)*(?:410|520|450)\b",
        ),
    ),
    Q(
        "How long does a flat X-50 battery take to charge in the separate dual charger?",
        OC,
        "In the BC-50 dual charger: about 2 hours 40 minutes for one battery",
        (
            r"re:\b2\s?(?:hours?|hrs?|h)\s?(?:and\s)?40\s?(?:minutes|mins?|m)\b",
            "two hours forty",
            "two hours and forty",
            r"re:(?<![\d:.])2:40(?!\d)",
            r"re:(?<![\d.])160\s?(?:minutes|mins)",
        ),
        forbid=(
            r"re:^\W*(?:(?:about|around|roughly|approximately|it takes|a flat battery takes)\s*)*(?:2\s?(?:hours?|h)\s?"
            r"(?:and\s)?10|3\s?(?:hours?|h)\s?(?:and\s)?30|4\s?(?:hours?|h)\s?(?:and\s)?30|5\s?(?:hours?|h)\s?"
            r"(?:and\s)?20)",
        ),
    ),
    Q(
        "我用Orrin X-50相机拍4K 60p的视频，一段视频最长能连续录多久？",
        OC,
        "clip stops after 20 minutes",
        (r"re:(?<![\d.])20\s?(?:分钟|分|minutes?)", "二十分钟"),
        forbid=(
            _ZH_FIRST + r"(?:29\s?分|30\s?分钟|15\s?分钟|85\s?分钟|二十九分|三十分钟|十五分钟)",
            r"re:^\W*(?:约|大约|最长|可以录|能录)*\s*(?:29|30|15)\s?(?:minutes|分)",
        ),
        lang="zh",
    ),
    # -- kingsmead-rangers-jfc/season-2027-28.xlsx: fees in full and monthly side by side, a sibling discount
    Q(
        "My son plays in Kingsmead Rangers' under-11s. If we pay for the whole season in one go, how much is it, and "
        "when does he train?",
        KR,
        "Wednesday 17:30 to 19:00, Ferris School 3G",
        (_pounds("215"),),
        ("wednesday",),
        (_time("17:30", "5:30"), "half past five"),
        forbid=(
            _leading(r"£\s?(?:195|240|23|165|150)(?:\.00)?(?![\d]|\.\d)"),
            r"re:\btuesdays?\b",
            r"re:\bthursdays?\b",
            r"re:19[:.]00 (?:to|-|–|until) 20[:.]30",
        ),
    ),
    Q(
        "Two of our children play for Kingsmead Rangers. Do we get anything off the second child's fees, and if so "
        "how much?",
        KR,
        "the second child at the club gets 20% off",
        (r"re:(?<![\d.])20\s?%|\b20 per ?cent|twenty per ?cent",),
        forbid=(
            r"re:^\W*(?:yes,?\s*)?(?:(?:the second child|the younger one|you get|there is|there's|they get)\s*"
            r"(?:gets|get)?\s*)?(?:a\s*)?(?:25|50|10|15|30)\s?(?:%|per ?cent)",
            r"re:^\W*(?:yes,?\s*)?(?:the second child\s*)?(?:pays|gets)?\s*half\b",
        ),
    ),
    # -- calderbrook-university-library/printing-and-copying-2027-28.docx: a price table, free credit in a footnote
    Q(
        "How much is it to print a colour A4 page double-sided at the Calderbrook university library?",
        CU,
        "A4 | 5p | 8p | 20p | 35p",
        (r"re:(?<![\d.£])35\s?p\b|\b35 pence|£\s?0\.35\b",),
        forbid=(
            r"re:^\W*(?:(?:it(?:'s| is| costs)?|that(?:'s| is)?|each|one|a page|per page|the price is)\s*)*"
            r"(?:20|70|40|8|16|5|10)\s?p\b",
        ),
    ),
    Q(
        "I'm doing a PhD at Calderbrook. Does the library give research students any printing for free?",
        CU,
        "are given £15 of print credit",
        (_pounds("15"),),
        ("term",),
        forbid=(STARTS_NO, r"re:\bno free (?:printing|print credit)\b", r"re:^\W*(?:unfortunately|sadly)\b"),
    ),
    # -- ferrier-photography/re-your-wedding-on-18-september.eml: the reply on top raises the total
    Q(
        "What is Ferrier Photography charging us altogether for the wedding?",
        FP,
        "That brings your new total to £2,300",
        (r"re:£\s?2,?300(?:\.00)?(?![\d])|(?<![\d.,£])2,?300(?:\.00)?\s?(?:pounds|gbp)\b",),
        forbid=(
            _outdated(
                r"£\s?1,?850(?:\.00)?(?![\d]|[.,]\d)(?!\s*(?:\+|plus|before|for the original))|(?<![\d.,£])1,?850"
                r"(?:\.00)?\s?(?:pounds|gbp)\b(?!\s*(?:\+|plus|before|for the original))"
            ),
        ),
    ),
    Q(
        "If our reception runs late and we'd like the photographer to stay on longer, what's the charge for each extra "
        "hour?",
        FP,
        "extra coverage is £150 an hour",
        (_pounds("150"),),
        forbid=(_leading(r"£\s?(?:350|100|15|420|400)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- step-up-dance-academy/summer-show-2027-parents-briefing.pptx: three shows side by side, notes on chaperones
    Q(
        "What does a grown-up's ticket cost for the Saturday matinee of the Step Up summer show?",
        SU,
        "Adult | £16 | £13 | £16",
        (_pounds("13"),),
        forbid=(_leading(r"£\s?(?:16|9|11|40|48)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "I'd like to help look after the dancers backstage during the Step Up show. Who should I get in touch with?",
        SU,
        "e-mail Mrs Ruth Varga",
        ("varga", "chaperones@stepupdance"),
        forbid=(
            "info@stepupdance",
            r"re:^\W*(?:(?:contact|e-?mail|ask|speak to|talk to|get in touch with)\s*)?(?:miss\s*)?(?:jo\s*)?tennant",
        ),
    ),
    # -- tregarrow-farm-cottages/booking-conditions-2027.md: prices by season, dogs in two cottages but one kind
    Q(
        "Can we bring our springer spaniel with us to Skylark cottage at Tregarrow? He's just our family pet.",
        TF,
        "so no dogs are allowed in them",
        (
            STARTS_NO,
            "no dogs are allowed",
            "not allowed",
            "aren't allowed",
            "can't",
            "cannot",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
        ),
        forbid=(STARTS_YES, r"re:^\W*(?:you )?(?:can|may)\b(?!n?['’]t|not| not)", r"re:^\W*(?:sure|certainly)\b"),
    ),
    Q(
        "We've booked the Granary at Tregarrow for a week in August. How much does it cost, and what's the earliest we "
        "can get in on the day we arrive?",
        TF,
        "£1,420",
        (r"re:£\s?1,?420(?:\.00)?(?![\d])",),
        (_time("16:00", "4"), "four o'clock", "4 o'clock"),
        forbid=(
            _leading(r"£\s?(?:1,?020|1,?150|1,?790|1,?280|780|860)(?![\d])"),
            r"re:(?:arrive|check in|get in)[^.]{0,30}(?:from|after|at)\s?(?:1|2|3|10|12)(?:[:.]00)?\s?(?:p\.?\s?m|a\.?\s?m)"
            r"\b",
        ),
    ),
    not_in_docs(
        "How much does a basket of logs for the wood burner cost at Tregarrow Farm?",
        "farm shop",
        forbid=(
            r"re:\b(?:logs?|firewood)\b[^.]{0,80}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:logs?|firewood)\b",
            r"re:\b(?:logs?|firewood)\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp|p)\b",
        ),
    ),
    # -- no document
    not_in_docs(
        "When does the UK tax year end?",
        forbid=("5 april", "april 5", "5th april", "5th of april", "fifth of april"),
    ),
    not_in_docs(
        "个人所得税每个月的起征点是多少钱？",
        forbid=(r"re:5,?000\s?元", "五千元", "5千元"),
        lang="zh",
    ),
    # -- 澄川科技有限公司差旅费报销管理办法.docx: articles (第X条), a hotel table, second class but long journeys
    Q(
        "我是普通员工，下周去成都出差，高铁单程要坐7个多小时，可以买一等座吗？",
        CC,
        "单程乘车时间超过6小时的，可以乘坐一等座",
        (STARTS_YES_ZH, "可以乘坐一等座", "可以买一等座", r"re:^\W*能买"),
        forbid=(
            STARTS_NO_ZH,
            r"re:^\W*(?:只能|只可以)(?:乘坐|买|坐)二等座",
            r"re:^\W*(?:不能买|不可以买|一律乘坐二等座)",
        ),
        lang="zh",
    ),
    Q(
        "我是普通员工，下个月去苏州出差，酒店每晚最多能报销多少钱？",
        CC,
        "普通员工 | 500 | 400 | 300",
        (r"re:(?<![\d.])(?<!\d,)400(?![\d]|\.\d)", "四百"),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?<!\d,)(?:300|500|380|650|700|900)\s?元",),
        lang="zh",
    ),
    Q(
        "出差回来以后，最晚多少天之内要把报销单交给财务？",
        CC,
        "出差结束后15个工作日内",
        (r"re:(?<![\d.])15\s?个?工作日", "十五个工作日"),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:30|10|7)\s?个?(?:工作)?(?:日|天)",),
        lang="zh",
    ),
    # -- 青橙移动2027年个人套餐资费表.csv: plans side by side; roaming abroad without its price
    Q(
        "青橙移动月费89元的套餐，每个月有多少国内流量？能打多少分钟国内电话？",
        QC,
        "青橙89元卡",
        (r"re:(?<![\d.])80\s?(?:gb|g\b|吉)",),
        (r"re:(?<![\d.])(?<!\d,)500(?![\d]|\.\d)", "五百分钟"),
        forbid=(
            _ZH_FIRST + r"(?<![\d.])(?:40|150|20)\s?(?:gb|g\b)",
            r"re:(?<![\d.])(?<!\d,)(?:300|1,?000)\s?分钟",
        ),
        lang="zh",
    ),
    not_in_docs(
        "用青橙移动的手机卡去日本旅游，国际漫游的流量一天多少钱？",
        "另行公布",
        "详询客服",
        forbid=(r"re:(?:日本|漫游)[^。]{0,30}?\d+(?:\.\d+)?\s?元", r"re:\d+(?:\.\d+)?\s?元[^。]{0,12}?(?:漫游|日本)"),
        lang="zh",
    ),
    # -- 澜城市居民管道天然气销售价格调整公告.txt: one long line; the supplement corrects the first tier's price
    Q(
        "澜城市天然气调价以后，第一档每立方米多少钱？",
        LC,
        "更正为每立方米2.78元",
        (r"re:(?<![\d.])2\.78(?![\d])", "二元七角八分", "2块78"),
        forbid=(
            _outdated(r"(?<![\d.])2\.85(?![\d])"),
            _ZH_FIRST + r"(?<![\d.])(?:2\.61|3\.42|4\.27)\s?元",
        ),
        lang="zh",
    ),
    Q(
        "我家户口本上一共4口人，能去燃气公司申请多加一些第一档的用气量吗？",
        LC,
        "户籍人口5人及以上的家庭",
        (STARTS_NO_ZH, "5人及以上", "不能申请", "不可以申请"),
        forbid=(STARTS_YES_ZH, r"re:^\W*(?:能申请|可以申请)"),
        lang="zh",
    ),
    # -- 松鹤楼2027年除夕年夜饭预订须知.odt: two sittings, set menus and deposits that differ by little
    Q(
        "松鹤楼除夕的年夜饭，晚一点的那一轮几点开始？",
        DR,
        "第二轮19:30至22:00",
        (r"re:(?<![\d:.])19\s?[:：.点]\s?(?:30|半)|(?:7|七)点(?:半|30)",),
        forbid=(_ZH_FIRST + r"(?<![\d:.])(?:17\s?[:：.点]|五点|22\s?[:：.点]|十点|19\s?[:：.点]\s?00|19点(?!半|30))",),
        lang="zh",
    ),
    Q(
        "我们家9个人想在松鹤楼订富贵宴过除夕，一桌多少钱？预订的时候要先交多少订金？",
        DR,
        "2888",
        (r"re:(?<![\d.])(?<!\d,)2,?888(?![\d])", "两千八百八十八"),
        (r"re:(?<![\d.])(?<!\d,)1,?000\s?元", "一千元"),
        forbid=(
            _ZH_FIRST + r"(?<![\d.])(?<!\d,)(?:2,?288|3,?888|1,?688)",
            r"re:订金[^。]{0,10}?(?<![\d.])(?<!\d,)500\s?元",
        ),
        lang="zh",
    ),
    # -- 多肉植物养护入门.epub: temperatures that differ by little
    Q(
        "冬天放在阳台上的多肉，气温降到几度以下就应该停止浇水？",
        SH,
        "冬季气温低于5℃时要停止浇水",
        (r"re:(?<![\d.])5\s?(?:°c|度|摄氏度)", "五度", "五摄氏度"),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:0|3|10|35|15)\s?(?:°c|度)",),
        lang="zh",
    ),
]


def build_fresh13_corpus(dest: Path) -> Path:
    """Write the fresh13 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH13_DOCS)
