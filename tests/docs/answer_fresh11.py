"""The answer evaluation's `fresh11` set: issue 23's eleventh held-out set, written with its documents
(tests/docs/answer_fresh11_docs.py) after `fresh10`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, scored once, later; never tuned on.

Its twelve documents are in ten formats: a makerspace's laser-cutter rules (.md) with a materials table whose
thicknesses differ by machine and a bring-your-own-material rule with one exception for MDF, a self-storage
company's prices page (.html) with a weekly price and an upfront one side by side and an insurance rule with one
exception for home contents policies, a translation agency's terms for freelance linguists (.docx) with a rate table
by language pair and service, supplements, and interpreting mentioned without its rates, a sailing school's courses
(.xlsx, four sheets) with adult and junior prices side by side, weather terms and a car park without its price, a
borough council's residents' parking briefing deck (.pptx) whose carers' permit and the number to ring for it are only
in the speaker notes, a band's tour e-mail (.eml) whose reply on top moves the Leeds times and whose quoted original
alone holds the guest-list allowance, a food bank's volunteer handbook (.odt) with shifts by role and place, and five
Chinese ones: a hospital's outpatient guide as one long line (.txt) with a no-refund rule for same-day registrations
and its one exception, a private school's fee table (.csv) with boarding by room size and a school bus whose fee is
to be announced, a college's Putonghua test registration notice (.html) with a correction at the end that lowers the
fee, a sub-district's canteen rules for older people in numbered articles (第X条, .docx) with an exception for holders
of a local residence permit and a subsidy table by age and low-income status, and two chapters of a tea-brewing book
(.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
value, a date, a reason, a time; most paraphrased rather than in the document's words, one Chinese question over the
English parking deck), four that need two facts, four yes-or-no questions that need a rule and its exception applied
(two whose answer is yes: a home contents policy that covers goods in storage, a father from elsewhere with a local
residence permit held for two years; two no: MDF bought at a DIY shop, a same-day registration while the doctor is
working as usual), two whose answer was replaced by a later statement (the Leeds load-in moved by the reply on top,
the test fee lowered by the correction; the outdated value is forbidden unless given as what it was), and five that
no document answers: three beside a near miss (the rates for interpreting, the price of the car park near the
sailing school, the school bus fee), two on topics no document covers.
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
from .answer_fresh11_docs import FRESH11_DOCS

BM, SS, VT, PS, HC, ML, HF = (
    "brightholm-makerspace/laser-cutter-rules.md",
    "stowaway-self-storage/unit-sizes-and-prices.html",
    "veldra-translations/freelance-linguist-terms-2027.docx",
    "pelwick-sailing-school/courses-2027.xlsx",
    "harrowgate-council/zone-r-residents-parking-briefing.pptx",
    "the-marram-lines/re-spring-tour-advance.eml",
    "hollinsford-food-bank/volunteer-handbook-2027.odt",
)
BX, LZ, QC, GX, PC = (
    "柏溪市第二人民医院门诊就诊指南.txt",
    "鹭洲外国语学校2027学年收费标准.csv",
    "青川学院2027年上半年普通话水平测试报名通知.html",
    "桂香街道长者食堂助餐服务管理办法.docx",
    "新手泡茶指南.epub",
)


def _pounds(n: str) -> str:
    """A regular expression for a sum in pounds as people write it (n a regular expression): £20.90, 20.90 pounds,
    £208 (never £120.90 or £20.905)."""
    return rf"re:£\s?{n}(?:\.00)?(?![\d]|\.\d)|(?<![\d.,£]){n}(?:\.00)?\s?(?:pounds|gbp)\b"


def _time(hhmm: str, pm: str) -> str:
    """A regular expression for a clock time as people write it: 13:30, 13.30 or 1:30 pm (pm: the hour on a
    twelve-hour clock with its minutes, '1:30'), never 3:30 for 13:30."""
    hour, minute = hhmm.split(":")
    twelve = pm.replace(":", "[:.]") if ":" in pm else pm + r"(?:[:.]00)?"
    return rf"re:(?<![\d:.]){hour}[:.]{minute}(?!\d)|(?<![\d:.]){twelve}\s?p\.?\s?m\b"


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "it had been 15:00", "the
# advance said 15:00", "the earlier 15:00", "原来的50元", "原通知的50元"
WAS_TOO = (
    "been ",
    "said ",
    "earlier ",
    "old ",
    "original ",
    "原来",
    "原来的",
    "原通知的",
    "原标准",
    "原标准的",
    "原每人次",
    "原为每人次",
    "原定每人次",
    "原来每人次",
    "原来是每人次",
    "之前是每人次",
    "以前是每人次",
    "从每人次",
    "由每人次",
    "按",
)


def _outdated(value: str) -> str:
    """An outdated value stated as the answer (answer_evaluation._outdated), with this set's WAS_TOO."""
    return outdated(value, WAS_TOO)


def _leading(value: str) -> str:
    """A regular expression for a wrong sum given as the answer: value at the start, or after a few words that say
    what it costs ("It costs £255", "The rate is £28"), not a neighbouring price named beside the right one."""
    lead = r"(?:(?:it|that|this|the (?:hourly )?rate|the price|they pay|veldra pays)(?:'s| is| costs?| will cost| would be)?\s*)?"
    return rf"re:^\W*{lead}(?:{value})"


FRESH11 = [
    # -- brightholm-makerspace/laser-cutter-rules.md: thicknesses by machine, MDF only from the space's stock
    Q(
        "What's the thickest cast acrylic the smaller of Brightholm's two laser cutters can cut through?",
        BM,
        "Cast acrylic",
        (_amount("6", "mm", "millimet(?:re|er)s?"), "six millimet"),
        forbid=(
            r"re:^\W*(?:(?:little ada|it|the smaller (?:laser|one|machine)|the small laser) (?:can cut|cuts)\s*)?"
            r"(?:cast acrylic\s*)?(?:up to |at most |a maximum of |through )?(?:10|3|5|4)\s?mm",
        ),
    ),
    Q(
        "I've got some 3 mm MDF left over from a shelving job, bought at a DIY shop. Can I cut it on the Brightholm "
        "lasers?",
        BM,
        "MDF must be bought from the space's own stock",
        (
            STARTS_NO,
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
            "must be bought from the space",
            "must come from",
            "has to be bought",
            "cannot let it",
            "can't",
            "cannot",
            "not allowed",
        ),
        forbid=(STARTS_YES, r"re:^\W*(?:you )?(?:can|may)\b(?!['’]t| not)", r"re:^\W*sure\b"),
    ),
    # -- stowaway-self-storage/unit-sizes-and-prices.html: weekly and upfront prices side by side
    Q(
        "We're putting the contents of a one-bedroom flat into storage at Stowaway for about three months and will pay "
        "for it all upfront. Which unit size do they suggest, and what will it cost a week?",
        SS,
        "A one-bedroom flat",
        (r"re:(?<![\d.])50[\s-]?(?:sq\.?\s?ft|square[\s-]f(?:ee|oo)t)", "medium"),
        (_pounds(r"20\.90?"),),
        forbid=(
            _leading(r"£\s?(?:23\.80?|14\.25|12\.50?|27\.60?|31\.50?)(?![\d])"),
            r"re:^\W*(?:a |the |you'd need a |they suggest (?:a |the )?)?(?:small|large|locker|25\s?sq|75\s?sq)",
        ),
    ),
    Q(
        "I'm ready to empty my unit at Stowaway and stop renting it. How much notice do I have to give them?",
        SS,
        "at least 14 days' notice before you move out",
        (_amount("14", "days?"), "fourteen days", r"re:\b(?:2|two) weeks"),
        forbid=(
            r"re:^\W*(?:(?:you (?:need|have) to give|they need|give them|at least)\s*)*(?:28|7|10|30|twenty-eight|"
            r"seven|ten|thirty)\s?days",
        ),
    ),
    Q(
        "My home contents insurance already covers belongings kept in a storage unit. Can I use that instead of "
        "buying Stowaway's own cover?",
        SS,
        "you may use it instead",
        (STARTS_YES, "may use it instead", r"re:^\W*(?:you )?(?:can|may)\b(?!['’]t| not)", "can use"),
        forbid=(
            STARTS_NO,
            r"re:^\W*not\b",
            r"re:^\W*(?:you )?(?:cannot|can't|may not|must (?:still )?buy|have to buy)",
        ),
    ),
    # -- veldra-translations/freelance-linguist-terms-2027.docx: rates by language pair and service
    Q(
        "I'm a Polish-to-English linguist. What hourly rate does Veldra pay for proofreading?",
        VT,
        "Polish into English",
        (_pounds("32"),),
        forbid=(_leading(r"£\s?(?:91|28|30|34|40|27)(?![\d]|\.\d)"),),
    ),
    Q(
        "If Veldra needs a translation back in under two days, how much more do they pay for it?",
        VT,
        "less than 48 hours after we send them",
        (r"re:(?<![\d.])35\s?(?:%|per ?cent)", "thirty-five per"),
        forbid=(
            r"re:^\W*(?:(?:an extra|they pay|plus|a supplement of|the rate plus|the table rate plus)\s*)*(?:15|20|30|"
            r"55)\s?(?:%|per ?cent)",
        ),
    ),
    not_in_docs(
        "What does Veldra pay freelancers per hour for telephone interpreting?",
        forbid=(
            r"re:interpret[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*\s?(?:an|a|per)\s?(?:hour|minute)[^.]{0,40}interpret",
            r"re:interpret[^.]{0,60}\b\d+\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- pelwick-sailing-school/courses-2027.xlsx: adult and junior prices side by side, no parking price
    Q(
        "My daughter is 11 and wants to do the Level 2 Basic Skills dinghy course at Pelwick. How much will it cost?",
        PS,
        "RYA Dinghy Level 2 (Basic Skills)",
        (_pounds("208"),),
        forbid=(_leading(r"£\s?(?:255|198|220|245|285)(?![\d]|\.\d)"),),
    ),
    Q(
        "What happens if Pelwick calls off a day of my course because the wind is too strong?",
        PS,
        "you choose between new dates free of charge and a full refund",
        ("new dates", "rebook", "another date", "other dates", "different dates", "later date"),
        ("full refund", "refund for the day", "money back"),
        forbid=("not refunded", "no refund", "non-refundable"),
    ),
    not_in_docs(
        "How much does a day's parking cost when I come to Pelwick Sailing School for a course?",
        forbid=(
            r"re:park[^.]{0,80}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:park|parking|car park)\b(?!@)",
            r"re:park[^.]{0,80}\b\d+(?:\.\d+)?\s?(?:pounds|gbp|p)\b",
            r"re:\bparking is free|\bfree (?:of charge )?parking|\bpark (?:there )?for free",
        ),
    ),
    # -- harrowgate-council/zone-r-residents-parking-briefing.pptx: the carers' permit only in the speaker notes
    Q(
        "Carers come to my dad's house in Harrowgate's new Zone R every day. Who does he need to phone to get them a "
        "parking permit?",
        HC,
        "ring the parking team's carers line",
        (r"re:01632\s?960\s?377", r"re:960\s?377"),
        forbid=(r"re:960\s?100(?!\d)",),
    ),
    Q(
        "我的车是排放等级为F级的汽油车，住在Harrowgate新划的R区，办第一张居民停车证一年要多少钱？",
        HC,
        "Bands E to G (121 to 165 g/km)",
        (r"re:(?<![\d.,])112(?![\d]|\.\d)", "一百一十二"),
        forbid=(
            r"re:^\W*(?:第一张)?(?:居民)?(?:停车证)?(?:一年|每年)?(?:要|需要|是|为)?\s*£?\s?(?:78|168|156|230|125|25)"
            r"(?![\d])",
        ),
        lang="zh",
    ),
    # -- the-marram-lines/re-spring-tour-advance.eml: the reply on top moves Leeds; the guest list only in the quote
    Q(
        "What time do we have to load in for the Leeds show on the spring tour?",
        ML,
        "load-in 13:30",
        (_time("13:30", "1:30"), "half past one"),
        forbid=(_outdated(r"(?<![\d:.])15[:.]00|(?<![\d:.])3(?:[:.]00)?\s?p\.?\s?m\b"),),
    ),
    Q(
        "How many friends can each of us in the band put on the guest list for a show?",
        ML,
        "each of you gets two guest-list places a night",
        ("two", r"re:(?<![\d.])2\s?(?:guest|places?|people|names|spots|friends|each)"),
        forbid=(
            r"re:^\W*(?:(?:each (?:of you|band member|member)|you) (?:can put|gets?|has|have)\s*)?(?:only\s*)?(?:one|"
            r"three|four|five|1|3|4|5)\b",
        ),
    ),
    # -- hollinsford-food-bank/volunteer-handbook-2027.odt: shifts by role and place
    Q(
        "How old do you have to be to drive the van for Hollinsford Food Bank?",
        HF,
        "Drivers must be 25 or over",
        (r"re:(?<![\d.,£])25(?![\d%]|\.\d)", "twenty-five"),
        forbid=(r"re:^\W*(?:you (?:have|need) to be\s*)?(?:at least\s*)?(?:16|18|21|14|17)\b",),
    ),
    Q(
        "Someone has donated tins of soup that are past their best-before date. How long after that date can "
        "Hollinsford still give them out?",
        HF,
        "up to three months after their best-before date",
        (_amount("3", "months?"), "three months"),
        forbid=(r"re:^\W*(?:(?:up to|no more than|for)\s*)?(?:1|one|6|six|2|two)\s?months?",),
    ),
    Q(
        "I'd like to help at Hollinsford Food Bank's Friday distribution session. Where is it held, and what hours "
        "does the shift run?",
        HF,
        "Friday 10:00–13:00",
        ("st aidan", "mill road"),
        (
            r"re:(?<![\d:.])10(?:[:.]00)?\s?(?:am|a\.m\.)?\s?(?:-|–|—|to|until|till)\s?(?:13[:.]00|1(?:[:.]00)?\s?"
            r"(?:pm|p\.m\.))",
        ),
        forbid=(r"re:^\W*(?:it(?:'s| is) )?(?:held )?(?:at )?(?:the )?(?:unit 3,? )?brookside",),
    ),
    # -- no document
    not_in_docs(
        "How many questions do I need to get right to pass the UK driving theory test?",
        forbid=(r"re:\b4\d\s?(?:out of|/|of)\s?50\b", r"re:\b4\d\s?(?:questions|correct|right answers)"),
    ),
    not_in_docs(
        "个人所得税综合所得年度汇算一般在每年什么时候办理？",
        forbid=(
            r"re:3\s*月\s*1\s*日\s*(?:至|到|-|~|—)\s*6\s*月\s*30",
            "三月一日至六月三十日",
            r"re:3\s*月\s*(?:至|到|-|~|—)\s*6\s*月",
            "三月到六月",
            "三月至六月",
        ),
        lang="zh",
    ),
    # -- 柏溪市第二人民医院门诊就诊指南.txt: one long line; same-day registrations not refunded unless the doctor is off
    Q(
        "我今天早上在柏溪二院的自助机上挂了皮肤科的号，后来单位临时有事去不了，医生照常出诊。这个号能退吗？",
        BX,
        "挂号后不予退号",
        (STARTS_NO_ZH, "不予退号", "不能退", "不可以退", "不退"),
        forbid=(STARTS_YES_ZH, r"re:^\W*(?:能退|可以退|可以申请退|可以取消)"),
        lang="zh",
    ),
    Q(
        "去柏溪二院抽血要空腹，最晚几点之前要抽完？",
        BX,
        "空腹抽血须在10:00前",
        (r"re:(?<![\d:.])10\s?(?::00|点|时)", "十点"),
        forbid=(r"re:^\W*(?:最晚|须在|要在|在|上午)*\s*(?:11:30|11点半|7:30|7点半|16:00)",),
        lang="zh",
    ),
    # -- 鹭洲外国语学校2027学年收费标准.csv: boarding by room size; the bus fee to be announced
    Q(
        "孩子今年秋天上鹭洲外国语学校的初中，打算住4人间，住宿费每学期多少钱？",
        LZ,
        "4人间，含空调和独立卫生间",
        (r"re:(?<![\d.,])4,?800(?![\d]|\.\d)", "四千八百"),
        forbid=(r"re:^\W*(?:住宿费)?(?:每学期|一学期)?(?:是|为|要|需要)?\s*(?:3,?600|1,?680|29,?500|1,?280)",),
        lang="zh",
    ),
    not_in_docs(
        "鹭洲外国语学校的校车一个学期收多少钱？",
        "另行通知",
        forbid=(r"re:校车[^。]{0,30}?\d{3,5}\s?元", r"re:\d{3,5}\s?元[^。]{0,20}校车"),
        lang="zh",
    ),
    # -- 青川学院2027年上半年普通话水平测试报名通知.html: the correction lowers the fee
    Q(
        "我想报名青川学院这次的普通话水平测试，测试费要交多少？",
        QC,
        "测试费更正为每人次45元",
        (r"re:(?<![\d.])45\s?元", "四十五元", r"re:(?<![\d.])45(?![\d]|\.\d)"),
        forbid=(_outdated(r"(?:(?<![\d.])50\s?元|五十元)(?!\s*(?:更正|改|调整|降|下调|变更))"),),
        lang="zh",
    ),
    Q(
        "我是外国语学院的学生，这次普通话测试安排在哪天、在什么地方考？",
        QC,
        "外国语学院、艺术学院",
        (r"re:4\s*月\s*17\s*(?:日|号)", "四月十七"),
        ("明德楼",),
        forbid=(r"re:^\W*[^。]{0,10}?4\s*月\s*(?:10|24)\s*(?:日|号)",),
        lang="zh",
    ),
    # -- 桂香街道长者食堂助餐服务管理办法.docx: articles (第X条), a subsidy table by age and status
    Q(
        "我妈今年75岁，是桂香街道户籍，不是低保户。她去长者食堂吃一顿饭能补贴多少钱？",
        GX,
        "70至79周岁",
        (r"re:(?<![\d.])5\s?元", "五元"),
        forbid=(r"re:^\W*(?:每餐|每顿|一顿)?(?:可以|能)?(?:补贴)?(?:是|为)?\s*(?:3|7|10|8|12|18)\s?元",),
        lang="zh",
    ),
    Q(
        "我父亲今年68岁，外地户口，跟我们住在桂香街道，在这边办居住证已经两年了。他去长者食堂吃饭能享受补贴吗？",
        GX,
        "持有本街道居住证满一年",
        (STARTS_YES_ZH, "视同本街道户籍", "可以享受", r"re:^\W*能享受"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:不享受|不能享受|只能按原价|按原价)"),
        lang="zh",
    ),
    Q(
        "想去桂香街道的长者食堂吃晚饭，几点开始供应？最晚什么时候要预订？",
        GX,
        "晚餐16:30至17:45",
        (r"re:16\s?[:.]\s?30", "下午四点半", "四点半", "4点半"),
        (r"re:前一天[^。；]{0,6}?(?:15\s?:\s?00|15点|3点|三点)",),
        forbid=(r"re:^\W*(?:晚餐|晚饭)?(?:从|是|在)?\s*(?:11:00|17:45|12:30)",),
        lang="zh",
    ),
    # -- 新手泡茶指南.epub: water temperatures that differ by little
    Q(
        "第一次泡白毫银针，水温用多少度合适？",
        PC,
        "白毫银针全是芽头，用90℃的水",
        (r"re:(?<![\d.])90\s?(?:°\s?c|度|摄氏度)", "九十度"),
        forbid=(r"re:^\W*(?:水温|应该|最好|建议|用|在|是|为|大约|约|左右)*\s*(?:75|80|85|95|100)\s?(?:°|度|至|到|-)",),
        lang="zh",
    ),
]


def build_fresh11_corpus(dest: Path) -> Path:
    """Write the fresh11 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH11_DOCS)
