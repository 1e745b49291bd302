"""The answer evaluation's `fresh26` set: issue 23's twenty-sixth held-out set, written with its documents
(tests/docs/answer_fresh26_docs.py) after `fresh25`, blind: by a helper who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: a beekeepers' association's handbook for its members (.md, about 3,200
words) with the classes of membership at the subscription alone and with colony cover for up to 3 and for 4 to 10
colonies side by side, nobody opening a hive at the teaching apiary without the apiary team with one exception for
members who hold the Basic Assessment certificate, and, deep inside, the bulk orders with their closing dates in
look-alike lines, a dog day care's prices and rules page (.html) with full days, half days, puppy days and packs of
days with dropping off yourself and with the van side by side, and no overnight boarding, a coach operator's school
bus passes and terms for parents (.docx) with eight routes at the termly pass, the annual pass paid in one go and the
monthly instalment side by side, no refunds once a term has begun with one exception for families who move house or
whose child leaves the school, and the charge for a lost pass only in a footnote, a costume hire shop's prices (.xlsx,
three sheets) with adults' and children's costumes for a night, a weekend and a week side by side, mascot suits
priced only on request, and wigs, extras and deposits, a bike courier firm's induction deck for new riders (.pptx)
with pay per drop by zone on a pedal bike and an e-cargo bike side by side, no night shifts in a rider's first four
weeks with one exception for riders who have done night shifts for another firm, and whom to ring after a crash, both
only in the speaker notes, a children's party entertainer's e-mail (.eml) whose reply on top raises the deposit and
whose quoted quote alone holds face painting, a soft play centre's prices (.pdf) with babies, toddlers and children
at off-peak and peak times in look-alike lines, parties, and exclusive hire priced only on request, and five Chinese
ones: a city's notice on its childcare allowance as one long line (.txt) with the allowance for the first, the second
and the third and later children in look-alike clauses and a supplement at the end that raises the allowance for
second children, a parcel station's price list (.csv) with sixteen rows at the member's and the non-member's price
side by side, sending within the province and to other provinces in look-alike rows, and large items and remote
regions priced only by agreement, a company's rules on its staff's yearly health checks in numbered articles (第X条,
.docx) with a table of packages by age and sex in look-alike rows and a deadline for claiming a check taken elsewhere,
a rafting centre's prices and safety rules (.odt) with tickets at weekday and weekend prices side by side and no
children under 1.2 metres on the river with one exception for smaller children on the family section with two adults,
and two chapters of a book for beginners at the folk guitar (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (the
closing date of the bulk order for the winter mite treatment, deep in the long handbook; a pack of ten days with the
van; a year's bus pass on one route paid in one go; replacing a lost bus pass, only in a footnote; a gangster suit for
a weekend; whom to ring after coming off the bike, only in the speaker notes; face painting, only in the quoted quote;
a toddler on a Saturday; a puppy day, asked in Chinese over the English page; the allowance for a third child;
sending a document as a non-member; the company's share of a 42-year-old woman's health check; the deadline for
claiming a check taken elsewhere; a child's ticket for the whole river on a weekday; the size of guitar for a child of
1.45 metres), four that need two facts, each a small sum of two cells or lines (a full member's subscription with
cover for six colonies and a junior's without, the two Victorian costumes for a week, a toddler and a child on an
off-peak morning, a member's 2 kg parcel to another province), four yes-or-no questions that need a rule and its
exception applied (two whose answer is yes: inspecting the apiary's colonies alone with the Basic Assessment, a small
child on the family section with both parents; two no: a refund for a bus pass because the child would rather cycle,
night shifts for a brand-new rider), two whose answer was replaced by a later statement (the deposit raised by the
reply on top, the allowance for second children raised by the supplement; the outdated value is forbidden unless
given as what it was), and five that no document answers: three beside a near miss (overnight boarding, which the
day care does not do, a mascot suit priced on request, sending a parcel abroad, which the parcel station's list does
not cover), two on topics no document covers.
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
from .answer_fresh26_docs import FRESH26_DOCS
from .answer_patterns import (
    OPENS_NO,
    OPENS_NO_FORBIDDEN,
    OPENS_YES_FORBIDDEN,
    WAS_TOO_SHARED,
    ZH_FIRST_BEFORE_BRACKET,
    leading,
    outdated_beside,
)
from .answer_patterns import pounds as _pounds

BK, DC, KC, CH, SW, PE, SP = (
    "corrowby-beekeepers/members-handbook-2029.md",
    "the-wagging-yard/prices-and-rules.html",
    "kellaway-coaches/school-bus-passes-2029-30.docx",
    "curtain-call-costume-hire/hire-prices-2029.xlsx",
    "swiftwheel-couriers/new-rider-induction-2029.pptx",
    "captain-confetti-parties/re-party-quote-for-isla.eml",
    "tumbletown-soft-play/prices-2029.pdf",
)
CA, PS, HC, RF, GT = (
    "槿州市关于发放育儿补贴的通知.txt",
    "邻里通快递驿站收费标准.csv",
    "澜石新材料员工健康体检管理办法.docx",
    "青溪峡谷漂流票价和安全须知.odt",
    "民谣吉他零基础入门.epub",
)

# Besides answer_evaluation's WAS and the shared words, words before a value that give it as what it was: "asked for
# £40 before", "the £40 she put in her quote", "deposit used to be £40", "上调为7200元（原为6000元）", "上调前是6000元",
# "7月1日以前的月份仍按6000元"
WAS_TOO = WAS_TOO_SHARED + (
    "asked for ",
    "used to be ",
    "used to ask for ",
    "first asked for ",
    "had asked for ",
    "put in her quote, ",
    "quoted deposit of ",
    "quoted deposit was ",
    "deposit was ",
    "no longer ",
    "replaces the ",
    "in place of ",
    "in place of the ",
    "上调前",
    "上调前是",
    "上调前为",
    "原为",
    "原为每人每年",
    "原先为",
    "原来为",
    "原标准",
    "原标准是",
    "原标准为",
    "按原标准",
    "仍按",
    "仍按每人每年",
    "由每人每年",
    "从每人每年",
    "调整前",
    "调整前是",
    "调整前的",
)


_outdated = outdated_beside(WAS_TOO)


# The words a short answer may open with before the sum it gives: "It's £370", "That's £12 for a new pass", "You'll
# pay £45", "The face painting is £45", "Kellaway charge £12", "Holly would charge £45"
_LEAD = (
    r"(?:(?:yes|ok|well)\W*)?"
    r"(?:(?:it|that|this|they|each(?: one)?|the [a-z0-9' ,&-]{1,30}?|an? [a-z0-9' -]{1,30}?"
    r"|(?:you|we|she|he|they)(?:'ll| will| would|'d)? (?:pay|be charged|owe|need to pay|have to pay|need to send)"
    r"|(?:corrowby(?: and district)?(?: beekeepers'?)?(?: association)?|the association|(?:the )?wagging yard"
    r"|kellaway(?: coaches)?|curtain call(?: costume hire)?|swiftwheel(?: couriers)?|captain confetti(?: parties)?"
    r"|holly|tumbletown(?: soft play)?)"
    r" (?:charges?|will charge|would charge|costs?|asks? for|wants?))"
    r"(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+will be|\s+would be|\s+comes? to|\s+for)?\s*)?"
    r"(?:only |just |about |around |now |an extra |a further |a fee of |a charge of |a replacement charge of )?"
)


_leading = leading(_LEAD)

# A closing date for the bulk orders given as the answer before the right one (31 October): another order's closing
# date or collection day, "10 August", "August 10th", "11 December"
_OTHER_ORDER_DATE = (
    r"re:^(?:(?!31(?:st)?\s?(?:of\s)?oct|oct(?:ober)?\s?31)[^.]){0,120}?"
    r"(?:(?<![\d])(?:10(?:th)?\s?(?:of\s)?aug|30(?:th)?\s?(?:of\s)?apr|15(?:th)?\s?(?:of\s)?feb|11(?:th)?\s?(?:of\s)?dec"
    r"|1(?:st)?\s?(?:of\s)?sept?|26(?:th)?\s?(?:of\s)?may)"
    r"|(?:aug(?:ust)?\s?10|apr(?:il)?\s?30|feb(?:ruary)?\s?15|dec(?:ember)?\s?11|sept(?:ember)?\s?1|may\s?26)(?![\d]))"
)


FRESH26 = [
    # -- corrowby-beekeepers/members-handbook-2029.md: a long handbook; subscriptions in a table, the teaching apiary,
    # and the bulk orders deep inside
    Q(
        "I treat my hives for mites every winter, and this year I'd like to buy the treatment through the Corrowby "
        "association's bulk order. What's the last date I can put my order in?",
        BK,
        "Oxalic acid for the midwinter varroa treatment: order by 31 October",
        (r"re:(?<![\d])31(?:st)?\s?(?:of\s)?oct|oct(?:ober)?\s?31(?:st)?(?![\d])",),
        forbid=(_OTHER_ORDER_DATE,),
    ),
    Q(
        "I'm renewing my Corrowby membership as a full member with colony cover for my six hives, and my 15-year-old "
        "daughter is renewing as a junior member without any cover. What will our two subscriptions come to?",
        BK,
        "Junior member, under 18 on 1 January",
        _pounds("(?:44|52)"),
        _pounds("(?:8|52)"),
        forbid=(_pounds(r"(?:46\.50|42|56\.50|62)"),),
    ),
    Q(
        "I passed the federation's Basic Assessment last summer. Am I allowed to go up to Corrowby's teaching apiary "
        "on my own on a Thursday afternoon and go through the association's colonies?",
        BK,
        "The one exception is a member who holds the federation's Basic Assessment certificate",
        (
            STARTS_YES,
            "basic assessment",
            r"re:^\W*(?:you can|you may|you're allowed|you are allowed|of course|certainly|sure|absolutely)\b",
        ),
        forbid=OPENS_NO_FORBIDDEN,
    ),
    # -- the-wagging-yard/prices-and-rules.html: dropping off yourself and the van side by side; no overnight stays
    Q(
        "I'd like to buy a pack of ten full days at The Wagging Yard for my spaniel, with the van picking him up from "
        "home and bringing him back. How much is the pack?",
        DC,
        "Pack of 10 full days, used within 3 months",
        _pounds("370"),
        forbid=(_leading(r"£\s?(?:290|560|720|400|40|32)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    not_in_docs(
        "We're away at a wedding next weekend. What would The Wagging Yard charge to keep our dog overnight on the "
        "Saturday?",
        r"re:\b(?:do|does)\s*(?:n['’]t|not)\s+(?:offer\s+|do\s+)?(?:board|overnight)|day care only|only a day care"
        r"|no overnight",
        forbid=(
            r"re:\b(?:overnight|per night|a night|the night|night['’]s)\b[^.;]{0,40}?£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£;]{0,30}\b(?:overnight|a night|per night)",
        ),
    ),
    # the same page, asked in Chinese: a puppy day
    Q(
        "我家小狗才5个月大，想送去The Wagging Yard上一天幼犬日托，我自己送过去、自己接回来，要多少钱？",
        DC,
        "Puppy day, under 6 months",
        _pounds("30"),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?:£|gbp)\s?(?:38|32|40|21)|(?<![\d.,])(?:38|32|40|21)\s?英?镑)",),
        lang="zh",
    ),
    # -- kellaway-coaches/school-bus-passes-2029-30.docx: three prices a route side by side, refunds and the one
    # exception, the lost pass in a footnote
    Q(
        "My son starts at St Aidan's in September and will catch Kellaway's Marsh End bus. If I pay for his pass for "
        "the whole year in one go, what will it cost?",
        KC,
        "K4 Marsh End and Pellow Cross",
        _pounds("560"),
        forbid=(_leading(r"£\s?(?:198|420|58|520|500|150|485)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "My son has used his Kellaway termly pass for the first three weeks of the summer term, but now he's decided "
        "he'd rather cycle to school. Can I get a refund for the rest of the term?",
        KC,
        "The one exception is a family that moves house away from the route",
        (STARTS_NO, "not refunded", *OPENS_NO),
        forbid=(
            *OPENS_YES_FORBIDDEN,
            r"re:^\W*(?:you['’]ll|you will|you would|you['’]d|we['’]ll|we will)\s+(?:get|be refunded|receive)",
        ),
    ),
    Q(
        "My daughter has lost her Kellaway school bus pass somewhere at school. What will it cost to get a new one?",
        KC,
        "replaced for a charge of £12",
        _pounds("12"),
        forbid=(_leading(r"£\s?(?:15|3\.20|10|165|185)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- curtain-call-costume-hire/hire-prices-2029.xlsx: a night, a weekend and a week side by side; mascots on request
    Q(
        "I'm off to a 1920s-themed party next Saturday and want Curtain Call's gangster suit with the trilby from "
        "Friday to Monday. How much is the hire?",
        CH,
        "1920s gangster suit with trilby",
        _pounds("33"),
        forbid=(_leading(r"£\s?(?:24|56|30|22|35|50)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "For a Victorian Christmas market my husband and I want Curtain Call's Victorian gentleman's and Victorian "
        "lady's costumes for a whole week. What will hiring the two come to?",
        CH,
        "Victorian lady, bustle gown and bonnet",
        _pounds("(?:80|168)"),
        _pounds("(?:88|168)"),
        forbid=(
            _pounds("(?:73|132|136|160|176|183)"),
            _leading(r"£\s?(?:100|48|52)(?:\.00)?(?![\d]|[.,]\d)"),
        ),
    ),
    not_in_docs(
        "For our office fun day we'd like one of Curtain Call's full-head mascot costumes for the weekend. What would "
        "they charge for it?",
        "priced on request",
        "on request",
        "01632 999 627",
        forbid=(
            r"re:\bmascot(?:s)?\b[^.]{0,60}?£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£=]{0,30}\b(?:for|per|hire of|hiring) (?:a |the |one |your |each )?(?:full-head )?"
            r"mascot",
        ),
    ),
    # -- swiftwheel-couriers/new-rider-induction-2029.pptx: pay in a table; night shifts and crashes in the speaker
    # notes
    Q(
        "I came off my bike on a delivery this afternoon. Nothing's broken, but who at Swiftwheel am I meant to ring "
        "first?",
        SW,
        "ring our rider safety lead, Tomasz Wrobel",
        ("tomasz wrobel", "rider safety lead", "07700 900 644"),
        forbid=(
            r"re:^\W*[^.]{0,60}01632 999 880",
            r"re:^\W*(?:(?:you should |you need to |just |first,? )?(?:ring|call|phone|contact|speak to|tell)\s+)?"
            r"(?:the |swiftwheel's |your )?(?:control(?: room)?\b|priya nandra|operations manager|payroll)",
        ),
    ),
    Q(
        "I started riding for Swiftwheel last week, and it's my first courier job ever. Can I book some of the 4pm to "
        "11pm shifts for next week?",
        SW,
        "The one exception is a rider who has already done at least 20 night shifts",
        (STARTS_NO, "first four weeks", *OPENS_NO),
        forbid=OPENS_YES_FORBIDDEN,
    ),
    # -- no document answers this one
    not_in_docs(
        "Which planet is known as the Red Planet?",
        forbid=(r"re:\bmars\b",),
    ),
    # -- captain-confetti-parties/re-party-quote-for-isla.eml: the reply on top raises the deposit; the quote
    Q(
        "Going by Holly's latest email, how much deposit do I need to send to hold the Saturday for Isla's party?",
        PE,
        "is now £75, not the £40 I put in my quote",
        _pounds("75"),
        forbid=(_outdated(r"(?:£|(?<![a-z])gbp)\s?40(?![\d]|[.,]\d)|(?<![\d.,£])40\s?(?:pounds|gbp)"),),
    ),
    Q(
        "For Isla's party we'd like Holly to do face painting for all the children as well. How much extra is that?",
        PE,
        "Face painting for every child, added to the package: £45",
        _pounds("45"),
        forbid=(_leading(r"£\s?(?:3\.50|4|210|75|40)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- tumbletown-soft-play/prices-2029.pdf: ages at off-peak and peak times in look-alike lines; exclusive hire on
    # request
    Q(
        "I'm taking my two-year-old to Tumbletown on a Saturday morning. What will her entry cost?",
        SP,
        "Toddlers 1 to 3 years, toddler area and main frame, peak: GBP 6.45",
        _pounds(r"6\.45"),
        forbid=(_leading(r"(?:£|gbp)\s?(?:4\.95|8\.95|6\.95|3\.00|3|1\.50)(?![\d]|[.,]\d)"),),
    ),
    Q(
        "On a Tuesday morning in term time I'm taking my 2-year-old and my 6-year-old to Tumbletown. What will entry "
        "for the two of them cost?",
        SP,
        "Children 4 to 11 years, main frame, off-peak: GBP 6.95",
        _pounds(r"(?:4\.95|11\.90?)"),
        _pounds(r"(?:6\.95|11\.90?)"),
        forbid=(
            _pounds(r"(?:15\.40?|13\.90?|13\.40?|11\.40?)"),
            _leading(r"(?:£|gbp)\s?(?:6\.45|8\.95)(?![\d]|[.,]\d)"),
        ),
    ),
    # -- 槿州市关于发放育儿补贴的通知.txt: one long line; the allowance by child in look-alike clauses, the supplement
    # raises one
    Q(
        "我们家老三是今年3月出生的，按槿州的政策，一年能领多少育儿补贴？",
        CA,
        "三孩及以上每人每年9600元",
        r"re:(?<![\d.,])9,?600\s?(?:元|块)|九千六百?(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.,])(?:3,?600|6,?000|7,?200)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我家老二是今年9月出生的，在槿州一年能领多少育儿补贴？",
        CA,
        "二孩育儿补贴标准上调为每人每年7200元",
        r"re:(?<![\d.,])7,?200\s?(?:元|块)|七千二百?(?:元|块)",
        forbid=(
            _outdated(r"(?<![\d.,])6,?000\s?(?:元|块)|(?<![一二三四五六七八九十百])六千(?:元|块)"),
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.,])(?:3,?600|9,?600)\s?(?:元|块)",
        ),
        lang="zh",
    ),
    # -- 邻里通快递驿站收费标准.csv: the member's and the non-member's price side by side; remote regions and large
    # items by agreement
    Q(
        "我不是驿站会员，想寄一份合同到北京，用文件袋装，要多少钱？",
        PS,
        "寄件 文件袋（0.5公斤以内，全国）",
        r"re:(?<![\d.])8\s?(?:元|块)|(?<![一二三四五六七八九十])八(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:6|10|13|18)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我是驿站会员，要寄一个2公斤的包裹到外省的广州，一共多少钱？",
        PS,
        "寄件 省外 续重每公斤",
        r"re:(?<![\d.])(?:10|14)\s?(?:元|块)",
        r"re:(?<![\d.])(?:4|14)\s?(?:元|块)",
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:18|9|15|17|13)\s?(?:元|块)",
            r"re:(?:一共|共计|总共|合计|共|总计|加起来)\s?(?:要|是|需要|付|为)?\s?(?:18|9|15|17|13)\s?(?:元|块)?",
        ),
        lang="zh",
    ),
    not_in_docs(
        "我想从驿站给在加拿大读书的女儿寄一箱3公斤的衣服，大概要多少钱？",
        forbid=(
            r"re:(?:加拿大|国际|国外)[^。，,；;]{0,20}?(?<![\d.])\d+\s?(?:元|块)",
            r"re:(?<![\d.])\d+\s?(?:元|块)[^。，,；;]{0,12}?(?:加拿大|国际|国外)",
        ),
        lang="zh",
    ),
    # -- 澜石新材料员工健康体检管理办法.docx: articles (第X条); a table of packages, and the deadline for a check taken
    # elsewhere
    Q(
        "我今年42岁，是女员工，今年公司的体检套餐，公司最多出多少钱？",
        HC,
        "35周岁至49周岁女员工",
        r"re:(?<![\d.,])1,?300\s?(?:元|块)|一千三百?(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.,])(?:1,?100|750|1,?800|1,?900|600)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我四月到六月一直在外地出差，没赶上公司的统一体检，自己去医院体检了，报销材料最晚什么时候要交？",
        HC,
        "须在当年9月30日以前提交报销",
        r"re:9\s?月\s?30\s?(?:日|号)|九月三十(?:日|号)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:6\s?月\s?(?:30\s?(?:日|号)|底)|1\s?个月内|一个月内)",),
        lang="zh",
    ),
    # -- no document answers this one
    not_in_docs(
        "地球到月球的平均距离大约是多少公里？",
        forbid=(r"re:38\s?万|384,?400|三十八万",),
        lang="zh",
    ),
    # -- 青溪峡谷漂流票价和安全须知.odt: weekday and weekend prices; no small children but on the family section with
    # two adults
    Q(
        "这个星期三我带10岁的女儿去青溪峡谷漂全程，她身高1米3，她的票多少钱？",
        RF,
        "儿童票 全程5公里",
        r"re:(?<![\d.])98\s?(?:元|块)?(?![\d.])|九十八(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:118|168|198|68|78)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我儿子5岁，身高1米1，我和他爸爸两个人带他坐家庭筏漂亲子段，可以吗？",
        RF,
        "唯一的例外是身高1米至1.2米的儿童",
        (STARTS_YES_ZH, "家庭筏", r"re:^\W*(?:能|可以)(?:漂|坐|一起|带|上)"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:身高不足1\.2米的儿童不能|不能漂流)"),
        lang="zh",
    ),
    # -- 民谣吉他零基础入门.epub: the size of guitar for each height
    Q(
        "女儿11岁，身高1米45，想给她买第一把民谣吉他，该选多大尺寸的？",
        GT,
        "身高1.2米至1.5米的孩子，选36寸的旅行琴",
        r"re:(?<![\d.])36\s?寸|三十六寸",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:34|38|39|40|41)\s?寸",),
        lang="zh",
    ),
]


def build_fresh26_corpus(dest: Path) -> Path:
    """Write the fresh26 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH26_DOCS)
