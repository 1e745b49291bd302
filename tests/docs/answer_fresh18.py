"""The answer evaluation's `fresh18` set: issue 23's eighteenth held-out set, written with its documents
(tests/docs/answer_fresh18_docs.py) after `fresh17`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: an open-water swimming lake's guide for swimmers (.md) with two loops of
different lengths, sessions with members' and non-members' prices side by side, and wetsuits below 14°C with one
exception for members who have passed the cold-water assessment, a pharmacy's services and prices page (.html) with
private services and travel vaccines in look-alike rows, travel vaccines not listed priced only on request, and no
returns of medicines with one exception for a dispensing error, a letting agent's fees and terms for landlords
(.docx) with four services' fees in look-alike rows with and without VAT and the fee for landlords who live abroad
only in a footnote, a riding centre's prices (.xlsx, three sheets) with lessons by kind and length for adults and
juniors side by side, blocks of lessons, and full livery priced only on request, a community transport scheme's
briefing deck for volunteer drivers (.pptx) with mileage rates and the most paid a day in a table and whom to ring
when a passenger is taken ill only in the speaker notes, a roofer's e-mail (.eml) whose reply on top puts back the
start of the work and whose quoted quote alone holds the price of clearing the gutters, a council tax bill (.pdf)
with the shares of six authorities in look-alike lines and the instalments, and five Chinese ones: a housing estate's
notice on charging sheds for electric bikes as one long line (.txt) with prices per hour, month and year and a
supplement at the end that lowers the monthly and yearly prices, a dry cleaner's price list (.csv) with prices and
days for short and long coats side by side and leather priced only after seeing it, a company's rules for its staff
shuttle buses in numbered articles (第X条, .docx) with single rides and monthly passes for three kinds of staff and no
family members with one exception for pregnant employees, a fruit farm's picking rules (.odt) with tickets by
season and day, prices for picking more by fruit and day, and no pets with one exception for guide dogs, and two
chapters of a book on pickling at home (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
price, a share, a distance, a payment, whom to ring, a brine strength, a number of days; most paraphrased rather than
in the document's words, one Chinese question over the English pharmacy's hepatitis A vaccine), four that need two
facts, three of them a small sum or comparison from two cells (whether a block of ten riding lessons is cheaper than
paying for each, the mileage for a day's driving against the most paid a day, whether a monthly shuttle pass is
cheaper than paying for each ride) and one a price with the days until collection, four yes-or-no questions that
need a rule and its exception applied (two whose answer is yes: bringing back tablets of the wrong strength, a
pregnant employee's husband riding the shuttle with her; two no: a non-member swimming without a wetsuit in water
of 11 degrees, a pet dog at the fruit farm), two whose answer was replaced by a later statement (the roofer's start
moved by the reply on top, the monthly charging price lowered by the supplement; the outdated value is forbidden
unless given as what it was), and five that no document answers: three beside a near miss (the price of rabies
vaccines, full livery, caring for a leather coat), two on topics no document covers.
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
from .answer_fresh18_docs import FRESH18_DOCS
from .answer_patterns import WAS_THE, WAS_ZH, leading
from .answer_patterns import pounds as _pounds

HM, RP, PV, WR, TV, SR, KB = (
    "haddon-mere-open-water/swimmers-guide-2028.md",
    "ravensmoor-pharmacy/services-and-prices.html",
    "pellow-and-vine-lettings/landlord-fees-and-terms-2028.docx",
    "whinfell-riding-centre/prices-2028.xlsx",
    "tallow-vale-community-transport/volunteer-drivers-briefing-2028.pptx",
    "slate-and-ridge-roofing/re-repairs-to-your-roof.eml",
    "kelsham-borough-council/council-tax-bill-2028-29.pdf",
)
XH, JY, QH, QM, PC = (
    "星河湾社区电动自行车集中充电棚启用及收费公告.txt",
    "净雅洗衣东湖店价目表.csv",
    "启航科技员工班车乘坐管理办法.docx",
    "青梅谷生态农场2028年春季采摘须知.odt",
    "家常泡菜腌菜入门.epub",
)


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "instead of Monday 11
# September", "rather than 11 September", "原来每月30元", "由每辆车每月30元"
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
    "moved from ",
    *WAS_THE,
    *WAS_ZH,
    "原价",
    "原价是",
    "原标准",
    "原标准是",
    "原标准为",
    "原为每月",
    "原来每月",
    "原来是每月",
    "原先每月",
    "原本每月",
    "原价每月",
    "由每月",
    "从每月",
    "由每辆车每月",
    "从每辆车每月",
    "原每辆车每月",
    "之前",
    "以前",
    "前为",
    "调整前",
    "调整前为",
    "调整前是",
    "前为每月",
    "调整前每月",
    "调整前为每月",
    "之前每月",
    "以前每月",
    "之前是每月",
    "以前是每月",
)


def _outdated(value: str) -> str:
    """An outdated value stated as the answer (answer_evaluation._outdated), with this set's WAS_TOO."""
    return outdated(value, WAS_TOO)


# The words a short answer may open with before the sum, share or figure it gives: "It costs £60", "Yes, it's £85",
# "The fully managed fee is 13%", "You'll pay £36", "Whinfell charges £36", "They take 13%"
_LEAD = (
    r"(?:yes\W*)?"
    r"(?:(?:it|that|this|they|she|he|the [a-z0-9' ,-]{1,28}?|an? [a-z0-9' -]{1,28}?|(?:you|she|he|we)(?:'ll| will)?"
    r" (?:pay|get|be paid)|(?:haddon mere|ravensmoor(?: pharmacy)?|pellow (?:&|and) vine|whinfell|tallow vale|slate "
    r"(?:&|and) ridge|gareth|kelsham|northvale) (?:charges?|will charge|would charge|costs?|takes?|pays?))"
    r"(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+would be|\s+will be|\s+pays?|\s+takes?)?\s*)?"
    r"(?:up to |about |only |just |at most |now )?"
)


_leading = leading(_LEAD)


# The first sentence (up to a full stop) or the first clause of a Chinese answer, before a value in it (a value in
# brackets after the answer is named beside it)
_ZH_FIRST = r"re:^\W*[^。；;，,(（]{0,24}?"

FRESH18 = [
    # -- haddon-mere-open-water/swimmers-guide-2028.md: sessions and prices, loops, wetsuits but members assessed
    Q(
        "I'm not a member at Haddon Mere, and I'd like to go for a swim after work one Wednesday. What will that cost "
        "me?",
        HM,
        "| Evening swim | Monday to Friday, 5:30pm to 8pm | £6.50 | £9.50 |",
        (_pounds(r"9\.50?"),),
        forbid=(_leading(r"£\s?(?:6\.50|9\.00|9|6\.00|6|8\.00|8|5\.50)(?![\d]|\.\d)"),),
    ),
    Q(
        "The board at Haddon Mere says the water is 11 degrees this morning. I'm not a member, but I swim in the sea "
        "all winter. Can I go in without my wetsuit?",
        HM,
        "The one exception is members who have passed our cold-water assessment",
        (
            STARTS_NO,
            "wetsuits must be worn whenever the water is below 14°c",
            r"re:^\W*not\b",
            r"re:\bwetsuits?\b[^.]{0,60}\bbelow 14\s?(?:°\s?c\b|degrees|c\b)",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid|i am afraid)\b",
            r"re:^\W*(?:you )?(?:can['’]t|cannot|can not|may not|aren['’]t allowed|are not allowed|won['’]t be "
            r"allowed|will not be allowed)\b",
        ),
        forbid=(
            STARTS_YES,
            r"re:^\W*(?:you )?(?:can|may|could)\b(?!n?['’]t|not| not)",
            r"re:^\W*(?:sure|certainly|of course)\b",
        ),
    ),
    Q(
        "I'd like to swim out round the island at Haddon Mere. How far is one lap of that loop?",
        HM,
        "The long loop is 750 metres",
        (r"re:(?<![\d.,])750\s?(?:m\b|metres?|meters?)",),
        forbid=(_leading(r"(?<![\d.,])400\s?(?:m\b|metres?|meters?)"),),
    ),
    # -- ravensmoor-pharmacy/services-and-prices.html: services in look-alike rows, vaccines on request, returns
    Q(
        "Both my ears are bunged up with wax. What would Ravensmoor Pharmacy charge to clear them?",
        RP,
        "Ear wax removal by microsuction, both ears",
        (_pounds("60"),),
        forbid=(_leading(r"£\s?(?:45|30|15)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    not_in_docs(
        "How much does Ravensmoor Pharmacy charge for the rabies jabs I need before I go backpacking?",
        "price on request",
        "ask at the counter",
        "order them in",
        forbid=(
            r"re:\brabies\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\brabies\b",
            r"re:\brabies\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    Q(
        "Ravensmoor Pharmacy gave me 20 mg tablets, but my prescription says 10 mg. Can I take them back?",
        RP,
        "The one exception is a dispensing error",
        (
            STARTS_YES,
            "bring it back and we will replace it free",
            r"re:^\W*(?:you can|you may|of course|certainly|sure|absolutely)\b",
        ),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:you )?(?:can['’]t|cannot|can not|may not|won['’]t be able)\b",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
        ),
    ),
    # -- pellow-and-vine-lettings/landlord-fees-and-terms-2028.docx: fees in look-alike rows, a footnote
    Q(
        "I'd like Pellow & Vine to look after everything for my flat: finding tenants, the rent and any repairs. What "
        "share of the rent will they take each month?",
        PV,
        "Fully managed | £420 | 13% of the rent | 15.6% of the rent",
        (r"re:(?<![\d.])13\s?(?:%|per ?cent)|(?<![\d.])15\.6\s?(?:%|per ?cent)",),
        forbid=(_leading(r"(?<![\d.])(?:9|10\.8|16|19\.2|4|8)\s?(?:%|per ?cent)"),),
    ),
    Q(
        "I'm taking a job in Singapore for a couple of years and will keep letting my house through Pellow & Vine. "
        "Will that cost me anything extra?",
        PV,
        "We charge £60 a quarter, including VAT, for the returns",
        (_pounds("60"), _pounds("240")),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:there(?:'s| is) )?(?:no|nothing)\b",
            _leading(r"£\s?(?:45|150|85|95|140|185)(?:\.00)?(?![\d]|\.\d)"),
        ),
    ),
    # -- whinfell-riding-centre/prices-2028.xlsx: lessons for adults and juniors side by side, blocks, livery
    Q(
        "I'm an adult and want to do ten of the hour-long group lessons at Whinfell over the next couple of months. Is "
        "it cheaper to buy a block or to pay for each lesson as I go?",
        WR,
        "Block of 10 group lessons, used within 16 weeks",
        (_pounds("340"),),
        forbid=(
            r"re:\b(?:pay(?:ing)?\s+(?:for\s+)?(?:each|every|per|individual|single|separate)\s+lessons?|pay(?:ing)? as "
            r"you go)\b(?:(?!\bblock\b)[^.,;]){0,40}\b(?:is|are|works? out|would be|will be)\s+(?:the\s+)?(?:cheaper|"
            r"better value|less)",
            r"re:\b(?:it(?:'s| is| would be| will be|['’]d be)\s+)?cheaper\s+to\s+pay\s+(?:for\s+)?(?:each|every|per|"
            r"as you go)",
            r"re:\bblock\b[^.]{0,40}\b(?:costs? more|more expensive|dearer|isn['’]t cheaper|is not cheaper|no cheaper)",
            _leading(r"£\s?(?:285|195|165|32)(?:\.00)?(?![\d]|\.\d)"),
        ),
    ),
    Q(
        "My daughter is nine and wants a half-hour one-to-one lesson at Whinfell. How much will that be?",
        WR,
        "Junior, under 16=£36",
        (_pounds("36"),),
        forbid=(_leading(r"£\s?(?:42|50|58|32|40|165)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    not_in_docs(
        "What would Whinfell charge a week to keep my horse there on full livery?",
        "on request",
        "ask joanne",
        "birtle",
        "priced for each horse",
        forbid=(
            r"re:\bfull livery\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\bfull livery\b",
            r"re:\bfull livery\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- tallow-vale-community-transport/volunteer-drivers-briefing-2028.pptx: mileage and the most a day, notes
    Q(
        "I'm signing up to drive for Tallow Vale in my own car. If I do about 80 miles of local trips in one day, how "
        "much mileage will I be paid for that day?",
        TV,
        "In your own car, within the county | 45p a mile | £30",
        (_pounds("30"),),
        forbid=(
            _leading(r"£\s?(?:36|55)(?:\.00)?(?![\d]|\.\d)"),
            r"re:\b(?:get|be paid|receive|claim|paid)\s+(?:the full\s+|back\s+)?£\s?(?:36|55)(?:\.00)?(?![\d]|\.\d)",
            r"re:£\s?36(?:\.00)?\s+(?:for the day|that day|in total|for those miles)",
        ),
    ),
    Q(
        "If a passenger I'm driving home from the day centre collapses in the car, who should I phone at Tallow Vale "
        "once I've called an ambulance?",
        TV,
        "ring the duty coordinator, Dilys Marchant, on 07700 900 417",
        ("marchant", r"re:07700\s?900\s?417"),
        forbid=(
            r"re:^\W*(?:(?:you should |you need to |you must |you can )?(?:ring|call|phone|contact|tell)\s+)?"
            r"(?:the office|01632 960 285)",
        ),
    ),
    # -- slate-and-ridge-roofing/re-repairs-to-your-roof.eml: the reply on top puts back the start; the quoted quote
    Q(
        "When are Slate & Ridge actually starting work on our roof now?",
        SR,
        "we start on the roof on Tuesday 19 September",
        (
            r"re:(?<![\d.])19(?:th)?\s(?:of\s)?sept?(?:ember)?\b|\bsept?(?:ember)?\.?\s19(?:th)?\b|\btuesday\b|"
            r"(?<![\d/])19/0?9(?![\d])",
        ),
        forbid=(
            _outdated(
                r"(?<!monday )(?<!monday, )(?:monday,?\s)?(?:(?<![\d.])11(?:th)?\s(?:of\s)?sept?(?:ember)?\b|"
                r"\bsept?(?:ember)?\.?\s11(?:th)?(?![\d]))"
            ),
            r"re:\b(?:start|begin)s?\b(?:\s+(?:work|the work|on the roof|work on the roof))?\s+(?:on\s+)?"
            r"(?:monday,?\s+)?18(?:th)?\s(?:of\s)?sept",
        ),
    ),
    Q(
        "The gutters at the back of our house overflow every time it rains. What did Slate & Ridge quote to clear them "
        "out?",
        SR,
        "Clearing and flushing the gutters and downpipes while the scaffold is up",
        (_pounds("85"),),
        forbid=(_leading(r"£\s?(?:290|340|180|780|620)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- kelsham-borough-council/council-tax-bill-2028-29.pdf: shares in look-alike lines, instalments
    Q(
        "How much of my council tax this year goes to the fire service?",
        KB,
        "Northvale Fire and Rescue Authority: GBP 92.61",
        (r"re:(?<![\d.])92\.61(?!\d)",),
        forbid=(_leading(r"(?:£|gbp)?\s?(?:243\.90?|58\.34|211\.77|312\.48)(?![\d])"),),
    ),
    Q(
        "I pay my council tax by direct debit. How much is the first payment Kelsham takes from my account?",
        KB,
        "the first instalment of GBP 221.78 on 1 April 2028",
        (r"re:(?<![\d.])221\.78(?!\d)",),
        forbid=(_leading(r"(?:£|gbp)?\s?(?:221\.72|2,?217\.26)(?![\d])"),),
    ),
    # -- no document
    not_in_docs(
        "Who painted Girl with a Pearl Earring?",
        forbid=("vermeer",),
    ),
    # -- ravensmoor-pharmacy/services-and-prices.html, asked in Chinese: vaccines in look-alike rows
    Q(
        "下个月我要去东南亚旅行，打算在Ravensmoor药房打甲肝疫苗，一针要多少钱？",
        RP,
        "Hepatitis A vaccine, per dose",
        (_pounds("62"),),
        forbid=(_ZH_FIRST + r"(?:£\s?(?:48|39|15|78)(?![\d]|\.\d)|(?<![\d.])(?:48|39|15|78)\s?英?镑)",),
        lang="zh",
    ),
    # -- 星河湾社区电动自行车集中充电棚启用及收费公告.txt: one long line; the supplement lowers the monthly price
    Q(
        "我想给电动车在星河湾的充电棚办个包月，现在一个月要多少钱？",
        XH,
        "包月充电的费用由每辆车每月30元调整为每月25元",
        (r"re:(?<![\d.])25\s?(?:元|块)|二十五元|二十五块",),
        forbid=(
            _outdated(r"(?<![\d.])30\s?(?:元|块)|三十元|三十块"),
            _ZH_FIRST + r"(?<![\d.])(?:260|300)\s?(?:元|块)",
        ),
        lang="zh",
    ),
    Q(
        "在星河湾的充电棚临时充一次电，不办包月，每小时收多少钱？",
        XH,
        "按次充电的，每小时0.5元",
        (r"re:(?<![\d.])0\.50?\s?(?:元|块)|五毛|5毛|五角|5角|半块钱",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:10|25|30|1)\s?(?:元|块)",),
        lang="zh",
    ),
    # -- 净雅洗衣东湖店价目表.csv: prices and days side by side, leather priced after seeing it
    Q(
        "我有一件过膝的长款羽绒服，想拿到净雅水洗，要多少钱？洗好要等几天？",
        JY,
        "羽绒服（长款，过膝）",
        (r"re:(?<![\d.])50\s?(?:元|块)|五十元|五十块", r"re:(?<![\d])7\s?天|七天|一周|一个星期"),
        forbid=(
            _ZH_FIRST + r"(?<![\d.])(?:65|35|45|60)\s?(?:元|块)",
            r"re:(?:等|要|需要|取件时间是?|取件|取)\s?(?:5|五)\s?天",
        ),
        lang="zh",
    ),
    not_in_docs(
        "在净雅洗衣店做一次皮衣护理大概要多少钱？",
        "到店评估后报价",
        "到店评估",
        forbid=(r"re:皮衣[^。]{0,30}?(?<![\d.])\d+\s?(?:元|块)", r"re:(?<![\d.])\d+\s?(?:元|块)[^。]{0,12}?皮衣"),
        lang="zh",
    ),
    # -- 启航科技员工班车乘坐管理办法.docx: articles (第X条), a fee table, no family but pregnant employees
    Q(
        "我是启航科技的正式员工，一个月大概上22天班，每天早晚都坐班车。买月票划算，还是每次刷卡付钱划算？",
        QH,
        "月票（元/月） | 80 | 40 | 120",
        (r"re:月票[^。]{0,20}?(?<![\d.])80(?![\d])|(?<![\d.])80\s?(?:元|块)|八十元|八十块",),
        forbid=(
            r"re:(?:按次|每次刷卡|每次付钱|单次|刷卡付钱)[^。；，,]{0,6}(?:更|比较|会更|要更|反而)?(?:划算|便宜|省钱)",
            r"re:月票[^。；，,]{0,6}(?:不划算|更贵|不值|亏|不合算)",
            _ZH_FIRST + r"(?<![\d.])(?:40|120)\s?(?:元|块)",
            r"re:月票[^。；]{0,10}?(?<![\d.])(?:40|120)\s?元",
        ),
        lang="zh",
    ),
    Q(
        "我怀孕五个月了，在启航科技上班，想让我老公每天陪我一起坐班车，可以吗？",
        QH,
        "唯一的例外是怀孕的女员工",
        (STARTS_YES_ZH, "可以由一名家属陪同乘坐", r"re:^\W*(?:你?老公|丈夫|家属)?可以(?:陪|一起|陪同|跟)"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:你?老公|丈夫|家属)?(?:不能|不可以|不得|不行|不允许)"),
        lang="zh",
    ),
    # -- 青梅谷生态农场2028年春季采摘须知.odt: prices by fruit and day side by side, no pets but guide dogs
    Q(
        "我家柯基很乖，一直拴着绳，周末能带它去青梅谷摘草莓吗？",
        QM,
        "禁止携带宠物入园。唯一的例外是导盲犬等服务犬",
        (STARTS_NO_ZH, "禁止携带宠物入园", r"re:^\W*(?:柯基|狗狗?|它|宠物)?(?:不能|不可以|不行|不允许)"),
        forbid=(STARTS_YES_ZH, r"re:^\W*(?:柯基|狗狗?|它)?(?:能|可以)(?:带|进|入|去)"),
        lang="zh",
    ),
    Q(
        "这周六去青梅谷摘草莓，门票里含的那点摘完了还想多摘，多出来的草莓怎么算钱？",
        QM,
        "草莓平日每斤40元，周末和节假日每斤50元",
        (r"re:(?<![\d.])50\s?(?:元|块)|五十元|五十块|(?<![\d.])100\s?元[^。]{0,4}公斤|公斤\s?100\s?元",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:40|80|70)\s?(?:元|块)", r"re:(?:每|一)公斤\s?50\s?元"),
        lang="zh",
    ),
    # -- 家常泡菜腌菜入门.epub: brine strengths by vegetable side by side, nitrite and when to eat
    Q(
        "我想自己在家泡四川泡萝卜，盐水要兑多咸才合适？",
        PC,
        "泡萝卜、泡姜用6%的盐水",
        (r"re:(?<![\d.])6\s?%|百分之六|(?<![\d.])60\s?克盐",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:8|4|2|3)\s?%", r"re:泡萝卜[^。；]{0,10}?(?<![\d.])(?:8|4)\s?%"),
        lang="zh",
    ),
    Q(
        "我泡的酸豇豆已经泡了一个星期，听说这时候亚硝酸盐高，要泡满多少天以后吃才安全？",
        PC,
        "要等泡满20天以后再吃",
        (r"re:(?<![\d])20\s?天|二十天",),
        forbid=(
            r"re:(?<![\d至到\-~二三四五六七八九])(?:10|7|8|30|15|十|七|八|三十|十五)\s?天(?:以后|之后|后)?(?:就|再)?"
            r"(?:可以|能)?吃",
        ),
        lang="zh",
    ),
    # -- no document
    not_in_docs(
        "中国最长的河流是哪一条？",
        forbid=("长江",),
        lang="zh",
    ),
]


def build_fresh18_corpus(dest: Path) -> Path:
    """Write the fresh18 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH18_DOCS)
