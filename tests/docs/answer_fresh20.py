"""The answer evaluation's `fresh20` set: issue 23's twentieth held-out set, written with its documents
(tests/docs/answer_fresh20_docs.py) after `fresh18`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: a bowling club's constitution and club rules (.md) with classes of
membership and their subscriptions and joining fees side by side, the quorum of general meetings beside the
committee's, and a vote only for full playing members with one exception for life members, a county register
office's fees page (.html) with ceremonies by room and day of the week in look-alike rows and columns, certificates,
and no confetti with one exception for dried flower petals on the front steps, an accountant's fees and terms for
sole traders (.docx) with yearly fees by turnover band for records in the firm's spreadsheet and as receipts side by
side, other services by the quarter, limited company work only quoted separately and the late work fee only in a
footnote, a marquee hire firm's prices (.xlsx, three sheets) with twelve marquees and tents by size, guests and
prices to put up yourself or have put up side by side, delivery by zone and extras with a generator priced only on
request, a joinery firm's staff briefing deck on its workplace pension (.pptx) with what the employee and the firm
pay on each plan in a table and how to opt out only in the speaker notes, an electrician's e-mail (.eml) whose reply
on top raises the price of the consumer unit and whose quoted quote alone holds the price of an outdoor socket, a
council's parking penalty charge notice (.pdf) with the penalty, the reduced charge and its date, the higher level
charges and the charge certificate's increase in look-alike lines, and five Chinese ones: a city's notice on
applying for public rental housing as one long line (.txt) with rents for three kinds of applicant and a supplement
at the end that extends the closing date, a tailor's alterations price list (.csv) with fourteen alterations at
normal and rush prices side by side, zips for trousers, coats and down jackets in look-alike rows and made-to-measure
priced only after measuring, a logistics company's rules for funding staff training in numbered articles (第X条,
.docx) with shares and yearly caps by kind of training and no funding on probation with one exception for training
the company sends them on, a science museum's visiting rules and prices (.odt) with tickets by hall and cinema,
visitor and day and no eating in the halls with one exception for babies, and two chapters of a book on road cycling
(.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
subscription, a quorum, a ceremony fee, a late fee, a heater, whom to ring, a quoted price, a charge and a date, a
rent, a zip, a yearly cap, a ticket, a tyre pressure; most paraphrased rather than in the document's words, one
Chinese question over the English penalty charge notice), four that need two facts, each a small sum or comparison
of two cells (a yearly fee and four quarterly VAT returns, a marquee and its delivery, what the firm pays on one
pension plan against the other, two alterations to one pair of trousers), four yes-or-no questions that need a rule
and its exception applied (two whose answer is yes: dried petals on the register office's steps, a forklift licence
for a new employee on probation the company sends; two no: a social member voting at the bowling club's AGM, bread
and drinks in the museum's halls for an eight-year-old), two whose answer was replaced by a later statement (the
consumer unit's price raised by the reply on top, the housing closing date extended by the supplement; the outdated
value is forbidden unless given as what it was), and five that no document answers: three beside a near miss (a
generator for the marquee, limited company accounts, a made-to-measure qipao), two on topics no document covers.
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
from .answer_fresh20_docs import FRESH20_DOCS
from .answer_patterns import (
    WAS_TOO_SHARED,
    ZH_FIRST_BEFORE_BRACKET,
    leading,
    outdated_beside,
)
from .answer_patterns import pounds as _pounds

BW, RO, AC, MQ, PN, EL, PC = (
    "ferncombe-bowling-club/constitution-and-rules-2028.md",
    "calderholt-register-office/ceremonies-and-certificates-2028-29.html",
    "moorcroft-and-tey-accountants/sole-trader-fees-and-terms-2028.docx",
    "fenwold-marquees/hire-prices-2028.xlsx",
    "kersey-and-daughters-joinery/workplace-pension-briefing-2028.pptx",
    "pennick-electrical/re-quote-for-rewiring-and-ev-charger.eml",
    "hollinbury-borough-council/penalty-charge-notice-HB40719335.pdf",
)
HS, TL, TR, MU, CY = (
    "澄州市2028年度公共租赁住房申请受理公告.txt",
    "巧手改衣坊价目表.csv",
    "远帆物流员工外部培训与学历提升资助管理办法.docx",
    "溪城科技馆参观须知和票价.odt",
    "公路车骑行入门.epub",
)


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "instead of £620", "the quote's
# £620", "quoted £620", "原来是6月30日", "原定的截止时间6月30日"
WAS_TOO = WAS_TOO_SHARED + (
    "quoted price of ",
    "原截止",
    "原截止时间",
    "原截止日期",
    "原截止时间为",
    "原截止时间是",
    "原定截止",
    "原来截止",
    "原来截止到",
    "原来的截止时间",
    "原来的截止时间是",
    "原定的截止时间",
    "原定的截止时间是",
    "截止时间由",
    "截止日期由",
)


_outdated = outdated_beside(WAS_TOO)


# The words a short answer may open with before the sum, share or figure it gives: "It costs £450", "Yes, it's £75",
# "The Old Court Room is £450", "You'll pay £25", "Fenwold charges £45", "The quorum is 20"
_LEAD = (
    r"(?:yes\W*)?"
    r"(?:(?:it|that|this|they|she|he|the [a-z0-9' ,-]{1,28}?|an? [a-z0-9' -]{1,28}?|(?:you|she|he|we)(?:'ll| will| would|"
    r"'d)? (?:pay|get|be charged|owe|need)|(?:ferncombe|calderholt|moorcroft (?:&|and) tey|fenwold|kersey(?:'s)?|"
    r"pennick(?: electrical)?|dan|hollinbury) (?:charges?|will charge|would charge|costs?|takes?|pays?|quoted|quotes?|"
    r"puts? in))"
    r"(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+would be|\s+will be|\s+pays?|\s+takes?|\s+goes up to|"
    r"\s+rises to|\s+increases to|\s+could be|\s+can be|\s+comes? to|\s+would come to|\s+will come to)?\s*)?"
    r"(?:up to |about |only |just |at most |now |an extra |another |a further )?"
)


_leading = leading(_LEAD)


# Yes and no as answers open, beyond STARTS_YES and STARTS_NO
_OPENS_NO = (
    r"re:^\W*not\b",
    r"re:^\W*(?:unfortunately|sadly|i'm afraid|i am afraid)\b",
    r"re:^\W*(?:you )?(?:can['’]t|cannot|can not|may not|aren['’]t allowed|are not allowed|won['’]t be able|will not "
    r"be able)\b",
)
_OPENS_YES_FORBIDDEN = (
    STARTS_YES,
    r"re:^\W*(?:you )?(?:can|may|could)\b(?!n?['’]t|not| not)",
    r"re:^\W*(?:sure|certainly|of course)\b",
)

FRESH20 = [
    # -- ferncombe-bowling-club/constitution-and-rules-2028.md: classes side by side, quorums, the vote but life members
    Q(
        "My grandson is 15 and wants to start playing bowls at Ferncombe in May. What will his subscription be for the "
        "year?",
        BW,
        "Under 18 on 1 January",
        (_pounds("25"),),
        forbid=(_leading(r"£\s?(?:145|60|70|30|20|12\.50)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "Ferncombe's AGM is coming up and I'm worried hardly anyone will turn up. How many members who can vote have to "
        "be there for the meeting to count?",
        BW,
        "The quorum of a general meeting is 20 members entitled to vote",
        (r"re:(?<![\d.,£])20(?![\d]|\.\d)|\btwenty\b",),
        forbid=(_leading(r"(?:5|five|9|nine|12|twelve|14|fourteen|21|twenty-one)\b"),),
    ),
    Q(
        "I joined Ferncombe as a social member last year: I don't play, I just help behind the bar. Can I vote on the "
        "new subscriptions at the AGM?",
        BW,
        "The one exception is life members, who keep the vote they had as full playing members",
        (STARTS_NO, "only full playing members may vote", *_OPENS_NO),
        forbid=_OPENS_YES_FORBIDDEN,
    ),
    # -- calderholt-register-office/ceremonies-and-certificates-2028-29.html: rooms by day, petals on the steps
    Q(
        "We're expecting about 40 guests and want to marry at Calderholt register office itself, on a Saturday in "
        "June. What is the fee for the ceremony?",
        RO,
        "Ceremony in the Old Court Room, up to 60 guests",
        (_pounds("450"),),
        forbid=(_leading(r"£\s?(?:380|240|520|620|320|260|195|57|50)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "When we come out of our ceremony at Calderholt, our guests want to throw dried rose petals over us on the "
        "front steps. Is that allowed?",
        RO,
        "The one exception is real dried flower petals",
        (
            STARTS_YES,
            "guests may throw on the front steps",
            r"re:^\W*(?:they can|they may|you can|you may|of course|certainly|sure|absolutely)\b",
            r"re:^\W*(?:real )?(?:dried )?(?:rose |flower )?petals are (?:allowed|fine|ok|permitted)",
        ),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:they |you )?(?:can['’]t|cannot|can not|may not)\b",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid|i am afraid)\b",
            r"re:^\W*not\b",
        ),
    ),
    # -- moorcroft-and-tey-accountants/sole-trader-fees-and-terms-2028.docx: bands side by side, a footnote
    Q(
        "I'm a self-employed plumber and Moorcroft & Tey do my tax return. Things have been hectic and they won't get "
        "my receipts for last tax year until December. Will that cost me anything extra?",
        AC,
        "carry a late work fee of £75",
        (_pounds("75"),),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:there(?:'s| is) )?(?:no|nothing)\b",
            _leading(r"£\s?(?:95|45|60|40|20)(?:\.00)?(?![\d]|\.\d)"),
        ),
    ),
    Q(
        "My turnover last year was about £75,000, I keep my books in Moorcroft & Tey's spreadsheet, and I'm VAT "
        "registered, so I'd want them to do my quarterly VAT returns as well. What will that come to for the year, "
        "before VAT?",
        AC,
        "£60,001 to £90,000",
        (_pounds("(?:420|800)"), _pounds("(?:95|380|800)")),
        forbid=(
            _leading(r"£\s?(?:560|360|540|480|515|600|940|45|180)(?:\.00)?(?![\d]|\.\d)"),
            _pounds("(?:515|940|960|1,?040)"),
        ),
    ),
    # -- fenwold-marquees/hire-prices-2028.xlsx: put up yourself and by the firm side by side, delivery, extras
    Q(
        "We're having a marquee from Fenwold for an April garden party and it might be chilly. What do they charge "
        "for each patio heater?",
        MQ,
        "Patio heater, gas included",
        (_pounds("45"),),
        forbid=(_leading(r"£\s?(?:60|10|8|5\.50|2\.50|180)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "We'd like Fenwold to put up a 6 x 12 metre frame marquee for my daughter's wedding reception, at a farm about "
        "18 miles from their yard. What will the marquee and the delivery come to?",
        MQ,
        "Frame marquee, 6 x 12 m",
        (_pounds("(?:660|700)"), _pounds("(?:40|700)")),
        forbid=(
            _leading(r"£\s?(?:540|720|75|860|580|735|760)(?:\.00)?(?![\d]|\.\d)"),
            _pounds("(?:580|735|760|780)"),
        ),
    ),
    # -- kersey-and-daughters-joinery/workplace-pension-briefing-2028.pptx: plans in a table, opting out in the notes
    Q(
        "I'm on Kersey's Standard pension plan. If I switch to Plus next April, how much more of my pay will the firm "
        "itself put in each month?",
        PN,
        "You can move from Standard to Plus, or back, once a year in April",
        (r"re:(?<![\d.])3\s?(?:%|per ?cent|percentage points?)|\bthree percentage points?\b|\bdoubles?\b|\btwice\b",),
        forbid=(
            _leading(r"(?:1|one|4|four|12|twelve)\s?(?:%|per ?cent|percentage points?)"),
            r"re:\b(?:an? )?(?:extra|additional|further)\s+(?:1|4)\s?(?:%|per ?cent|percentage points?)",
            r"re:(?<![\d.])(?:1|4)\s?(?:%|per ?cent|percentage points?)\s+more\b",
        ),
    ),
    Q(
        "After the pension talk at Kersey's I've decided I'd rather not be in the scheme. Who do I actually have to "
        "contact to opt out?",
        PN,
        "ring Harbourline on 0300 555 0193",
        ("harbourline",),
        forbid=(
            r"re:^\W*(?:(?:you should |you need to |you must |you can |you'll need to |just )?(?:ring|call|phone|"
            r"contact|tell|ask|speak to|talk to|email|see)\s+)?(?:payroll|megan|the office|your manager|kersey)",
        ),
    ),
    # -- pennick-electrical/re-quote-for-rewiring-and-ev-charger.eml: the reply on top raises a price; the quoted quote
    Q(
        "What is Pennick Electrical charging us for the new consumer unit now?",
        EL,
        "the new consumer unit with surge protection is now £685",
        (_pounds("685"),),
        forbid=(_outdated(r"£\s?620(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "My partner wants an outside power point by the patio for the jet wash. How much was that in Pennick's quote?",
        EL,
        "Outdoor double socket, weatherproof, on the back wall",
        (_pounds("145"),),
        forbid=(_leading(r"£\s?(?:995|360|620|685|5,?400)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- hollinbury-borough-council/penalty-charge-notice-HB40719335.pdf: charges in look-alike lines, a date
    Q(
        "If I just ignore this parking ticket from Hollinbury and never pay it, what could it end up costing me?",
        PC,
        "increasing the charge by half, to GBP 75",
        (_pounds("75"),),
        forbid=(_leading(r"(?:£|gbp)\s?(?:105|70|50|35|25)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "I found a Hollinbury parking ticket on my windscreen. What's the last day I can pay it at the cheaper rate?",
        PC,
        "Reduced charge: GBP 25 if paid by 16 March 2028",
        (r"re:(?<![\d])16(?:th)?\s(?:of\s)?march\b|\bmarch\s16(?:th)?(?![\d])|(?<![\d/])16/0?3(?![\d])",),
        forbid=(
            r"re:(?<![\d])(?:17|14|31|30|28)(?:th|st)?\s(?:of\s)?march\b|\bmarch\s(?:17|14|31|30|28)(?:th|st)?(?![\d])",
        ),
    ),
    # -- near misses and a topic no document covers
    not_in_docs(
        "We'll need power in the marquee for the band's lights. How much would Fenwold charge to hire us a generator?",
        "on request",
        "ask fenwold",
        "ask them",
        "tell them what you will run",
        forbid=(
            r"re:\bgenerators?\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\bgenerators?\b",
            r"re:\bgenerators?\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    not_in_docs(
        "I'm thinking of turning my business into a limited company. What would Moorcroft & Tey charge a year to do "
        "the company's accounts and corporation tax return?",
        "quoted separately",
        "after they see your records",
        "after we see your records",
        forbid=(
            r"re:\blimited compan(?:y|ies)\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:limited compan|corporation tax)",
            r"re:\bcorporation tax\b[^.]{0,50}£\s?\d",
            r"re:\b(?:limited compan(?:y|ies)|corporation tax)\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    not_in_docs(
        "How tall is Mount Kilimanjaro?",
        forbid=(r"re:(?<![\d.,])5,?89[05](?![\d])", r"re:(?<![\d.,])19,?3[0-4]\d(?![\d])"),
    ),
    # -- hollinbury-borough-council/penalty-charge-notice-HB40719335.pdf, asked in Chinese: the reduced charge
    Q(
        "我车窗上被贴了一张Hollinbury的停车罚单，要是两个星期之内去交，要交多少钱？",
        PC,
        "Reduced charge: GBP 25 if paid by 16 March 2028",
        (_pounds("25"),),
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?:(?:£|gbp)\s?(?:50|35|70|75)(?![\d]|\.\d)|(?<![\d.])(?:50|35|70|75)\s?英?镑)",
        ),
        lang="zh",
    ),
    # -- 澄州市2028年度公共租赁住房申请受理公告.txt: one long line; rents side by side, the supplement extends a deadline
    Q(
        "我大学毕业两年，在澄州一家公司上班，自己没有房子，要是申请到公租房，租金每平方米每月多少钱？",
        HS,
        "新就业无房职工每月每平方米15元",
        (r"re:(?<![\d.])15\s?(?:元|块)|十五元|十五块",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:8|13|3200)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "澄州今年的公租房，最晚哪天之前要把申请交上去？",
        HS,
        "延长至2028年6月30日",
        (r"re:(?<![\d])6\s?月\s?30|六月三十|(?<![\d/])6/30|06-30",),
        forbid=(_outdated(r"2028\s?年\s?5\s?月\s?31|(?<![\d年])(?<!年 )5\s?月\s?31|五月三十一"),),
        lang="zh",
    ),
    # -- 巧手改衣坊价目表.csv: alterations with normal and rush prices side by side, made to measure after measuring
    Q(
        "我有件羽绒服拉链坏了，拿到巧手改衣坊换一条，不加急的话要多少钱？",
        TL,
        "羽绒服换拉链",
        (r"re:(?<![\d.])55\s?(?:元|块)?(?![\d])|五十五",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:80|35|45|70|20)\s?(?:元|块)?(?![\d])",),
        lang="zh",
    ),
    Q(
        "我有条西裤想在巧手改衣坊改短一点，顺便把坏了的拉链也换掉，都不加急，一共要多少钱？",
        TL,
        "裤子改裤长（普通裤）",
        (
            r"re:(?<![\d.])38\s?(?:元|块)|三十八|(?<![\d.])18\s?(?:元|块)?(?![\d])",
            r"re:(?<![\d.])38\s?(?:元|块)|三十八|(?<![\d.])20\s?(?:元|块)?(?![\d])",
        ),
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:45|58|48|28|25)\s?(?:元|块)",
            r"re:(?:一共|共计|总共|合计|共)\s?(?:要|是|需要)?\s?(?:45|58|48|55)\s?(?:元|块)",
        ),
        lang="zh",
    ),
    not_in_docs(
        "我想在巧手改衣坊定做一件旗袍，大概要多少钱？",
        "量体后报价",
        "量体后",
        forbid=(r"re:旗袍[^。]{0,30}?(?<![\d.])\d+\s?(?:元|块)", r"re:(?<![\d.])\d+\s?(?:元|块)[^。]{0,12}?旗袍"),
        lang="zh",
    ),
    # -- 远帆物流员工外部培训与学历提升资助管理办法.docx: articles (第X条), shares and caps, probation but sent by the company
    Q(
        "我入职远帆物流才两个月，还在试用期，仓库主管安排我去考叉车证，这笔培训费公司能出吗？",
        TR,
        "唯一的例外是公司指派参加的岗位必需培训",
        (STARTS_YES_ZH, "由公司全额承担", r"re:^\W*(?:公司)?(?:能|可以|会)(?:出|承担|报销|全额)"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:公司)?(?:不能|不可以|不会|不予|不出)"),
        lang="zh",
    ),
    Q(
        "我是远帆物流的正式员工，想自己报名考中级会计师，一年最多能从公司拿到多少资助？",
        TR,
        "中级会计师",
        (r"re:(?<![\d.,])8,?000(?![\d])|八千|(?<![\d.])8\s?千",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.,])(?:5,?000|10,?000|3,?000)(?![\d])",),
        lang="zh",
    ),
    # -- 溪城科技馆参观须知和票价.odt: tickets by visitor and day side by side, no eating but babies
    Q(
        "周末带8岁的儿子去溪城科技馆，他逛着逛着就饿，能在展厅里给他吃点面包、喝点饮料吗？",
        MU,
        "唯一的例外是两岁以下婴儿的奶和辅食",
        (
            STARTS_NO_ZH,
            "展厅和球幕影院内禁止饮食",
            r"re:^\W*(?:在?展厅里?|在展厅内)?(?:不能|不可以|不行|不允许|禁止)",
        ),
        forbid=(STARTS_YES_ZH, r"re:^\W*(?:他)?(?:能|可以)(?:吃|在|带|喝)"),
        lang="zh",
    ),
    Q(
        "我是在读大学生，这周六想去溪城科技馆看一场球幕电影，票价多少？",
        MU,
        "球幕影院学生票（凭学生证）",
        (r"re:(?<![\d.])35(?:\s?(?:元|块))?(?![\d]|\.\d)|三十五元|三十五块",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:25|60|45|20|30|15)\s?(?:元|块)",),
        lang="zh",
    ),
    # -- 公路车骑行入门.epub: tyre pressures by width side by side
    Q(
        "我体重70公斤左右，公路车刚换了28毫米宽的外胎，用的是普通内胎，胎压打多少合适？",
        CY,
        "28毫米的外胎打5.5巴",
        (r"re:(?<![\d.])5\.5\s?(?:巴|bar)|(?<![\d.])80\s?psi",),
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:6\.5|7\.5|4\.5|5\.0|5)\s?(?:巴|bar)",
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:95|110|65)\s?psi",
        ),
        lang="zh",
    ),
    # -- no document
    not_in_docs(
        "《西游记》的作者是谁？",
        forbid=("吴承恩",),
        lang="zh",
    ),
]


def build_fresh20_corpus(dest: Path) -> Path:
    """Write the fresh20 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH20_DOCS)
