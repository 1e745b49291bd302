"""The answer evaluation's `fresh23` set: issue 23's twenty-third held-out set, written with its documents
(tests/docs/answer_fresh23_docs.py) after `fresh22`, blind: by a helper who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: a coach holiday firm's long brochure and booking conditions (.md, about
3,300 words) with thirteen holidays in a table, the price a person sharing beside the single supplement, no pets on
the coaches with one exception for assistance dogs on the tours in the United Kingdom only, and, deep inside, the
cancellation charges by how long before departure in look-alike rows, a window cleaner's prices (.html) with nine
kinds of house and the outside every four weeks, every eight weeks and a one-off clean side by side, and a
conservatory roof priced only after a visit, a bakery's wholesale price list and terms (.docx) with fourteen
products at the standing order price and the occasional order price side by side, no cancellations after the 2pm
cut-off with one exception for a customer whose premises must close without warning, and the delivery charge for
small orders only in a footnote, a tennis club's fees (.xlsx, three sheets) with nine kinds of membership, courts,
floodlights and coaching for members and non-members side by side, a cookery school's season briefing for its
front-of-house staff (.pptx) with its classes in a table, no refunds within 14 days of a class with one exception that
moves but never refunds a guest who is ill, and allergy questions sent to the head chef, both only in the speaker
notes, a ski hire shop's e-mail (.eml) whose reply on top corrects the price of the adult premium package and whose
quoted quote alone holds the helmets, an inn's group menus and booking terms (.pdf) with two set menus of two and
three courses in look-alike lines, the deposit, and exclusive hire priced only on request, and five Chinese ones: a
city's notice on its dragon boat race as one long line (.txt) with entry fees for large and small boats and a
supplement at the end that moves the race to a later day, a hair salon's price list (.csv) with fourteen rows at a
stylist's, a senior stylist's and the creative director's prices side by side, short and long hair in look-alike
rows and a scalp treatment priced only after a scalp test, a travel agency's terms for its group tours in numbered
articles (第X条, .docx) with children's prices by height and a table of cancellation charges by days before
departure, a youth hostel's rules and prices (.odt) with beds and rooms on weekdays and at weekends side by side and
no guests under 18 with one exception for children with their parents in a family or private room, and two chapters
of a book on backpacking (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (the
share of the price lost on cancelling three weeks ahead, deep in the long brochure; a window clean; a loaf on a
standing order; the delivery charge on a small order; a junior's membership; whom to send an allergy question to; a
child's helmet in the quoted quote; a party's deposit; a women's crew's entry fee; a senior stylist's cut; what a tall
eight-year-old pays on a group tour; the charge for cancelling four days ahead; a weekend bed; the size of a backpack
for five days; a student's membership, asked in Chinese over the English fees workbook), four that need two facts,
each a small sum or comparison of two cells or lines (a holiday and its single supplement, a court at peak time and
its floodlights, the dearer three-course menu against the other, a perm and a colour for long hair), four yes-or-no
questions that need a rule and its exception applied (two whose answer is yes: cancelling the next day's bread after
a burst pipe, a sixteen-year-old in the hostel's family room with his parents; two no: a guide dog on a holiday on
the Continent, a refund for a cookery class with a doctor's note), two whose answer was replaced by a later statement
(the adult premium package's price corrected by the reply on top, the race day moved by the supplement; the outdated
value is forbidden unless given as what it was), and five that no document answers: three beside a near miss (a
conservatory roof, exclusive hire of the inn, a scalp treatment), two on topics no document covers.
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
from .answer_fresh23_docs import FRESH23_DOCS
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

CO, WC, BA, TE, CK, SK, IN = (
    "harrowfield-coach-holidays/brochure-and-booking-conditions-2028-29.md",
    "glintwell-window-cleaning/prices.html",
    "hobbs-lane-bakery/wholesale-price-list-and-terms-2028.docx",
    "ashby-park-tennis-club/fees-2028.xlsx",
    "saltbox-cookery-school/front-of-house-briefing-2028.pptx",
    "sport-kessler-hochalm/re-ski-hire-for-february-half-term.eml",
    "the-weighbridge-inn/group-menus-and-booking-terms-2028.pdf",
)
DB, HS, TA, YH, BP = (
    "沅浦市第十二届端午龙舟赛报名通知.txt",
    "剪影美发沙龙价目表.csv",
    "途悦旅行社国内跟团游报名和退团须知.docx",
    "栖岛青年旅舍入住须知和房价.odt",
    "背包旅行入门.epub",
)


def _euros(n: str) -> str:
    """A regular expression for a sum in euros as people write it (n a regular expression): €205, EUR 205, 205 euros,
    205,00 €, 是205欧元 (never €1,205, €205.50 or 2205 euros)."""
    return (
        rf"re:(?:€|(?<![a-z])eur)\s?{n}(?:[.,]00)?(?![\d]|[.,]\d)"
        rf"|(?<![\d.,€]){n}(?:[.,]00)?\s?(?:€|euros?|eur|欧元)(?![a-z])"
    )


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "instead of EUR 189", "last
# winter's EUR 189", "quoted EUR 189", "原定5月28日", "原来是5月28日"
WAS_TOO = WAS_TOO_SHARED + (
    "rise from ",
    "quoted price of ",
    "went up from ",
    "gone up from ",
    "corrected from ",
    "winter's ",
    "season's ",
    "last year's ",
    "replaces the ",
    "replacing the ",
    "原定",
    "原定于",
    "原计划",
    "原计划于",
    "由原定的",
    "从原定的",
    "改期前",
    "原通知",
    "原通知的",
)


_outdated = outdated_beside(WAS_TOO)


# The words a short answer may open with before the sum, share or figure it gives: "It costs £22", "Yes, it's
# £6.50", "You'd lose 30%", "The deposit is £15 a head", "Sport Kessler charge EUR 28", "Hobbs Lane would charge £3.80"
_LEAD = (
    r"(?:yes\W*)?"
    r"(?:(?:it|that|this|they|the [a-z0-9' ,-]{1,28}?|an? [a-z0-9' -]{1,28}?|(?:you|she|he|we|they)(?:'ll| will|"
    r" would|'d)? (?:pay|get|be charged|owe|lose|forfeit|need)"
    r"|(?:harrowfield(?: coach holidays)?|glintwell(?: window cleaning)?|hobbs lane(?: bakery)?|ashby park(?: tennis "
    r"club)?|saltbox(?: cookery school)?|sport kessler|kessler|lukas|the weighbridge(?: inn)?|weighbridge) (?:charges?|"
    r"will charge|would charge|costs?|takes?|keeps?|asks? for|wants?|will want|would want))"
    r"(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+would be|\s+will be|\s+comes? to|\s+would come to|"
    r"\s+will come to|\s+for)?\s*)?"
    r"(?:up to |about |only |just |at most |now |an extra |another |a further |around |a deposit of |a charge of )?"
)


_leading = leading(_LEAD)


FRESH23 = [
    # -- harrowfield-coach-holidays/brochure-and-booking-conditions-2028-29.md: a long brochure; the table of
    # holidays, assistance dogs, and the cancellation charges deep inside
    Q(
        "My husband and I are booked on Harrowfield's Bruges holiday, but his hospital appointment has been moved and "
        "we'll have to pull out roughly three weeks before we're due to go. How much of the holiday price will we lose?",
        CO,
        "28 to 15 days before departure",
        (r"re:(?<![\d.])50\s?(?:%|per ?cent)|\bfifty per ?cent|\bhalf\b",),
        forbid=(_leading(r"(?:(?:30|75|100)\s?%|(?:your |the |our )?deposit\b|£\s?(?:100|200)(?![\d]|[.,]\d))"),),
    ),
    Q(
        "I'm going on Harrowfield's Lake Garda and Verona holiday on my own this June and I'll want a room to myself. "
        "What will the holiday cost me altogether?",
        CO,
        "Lake Garda and Verona (abroad)",
        _pounds("(?:1,?349|1,?644)"),
        _pounds("(?:295|1,?644)"),
        forbid=(_pounds("(?:1,?594|1,?394|1,?944|2,?698|1,?294)"),),
    ),
    Q(
        "I'm registered blind and go everywhere with my guide dog. Could she come with me on Harrowfield's Rhine Valley "
        "and Cologne holiday?",
        CO,
        "which travels free of charge with its owner on our UK tours only",
        (STARTS_NO, "uk tours only", *OPENS_NO),
        forbid=OPENS_YES_FORBIDDEN,
    ),
    # -- glintwell-window-cleaning/prices.html: kinds of house and three kinds of clean; the conservatory roof
    Q(
        "We've just moved into a four-bedroom semi in Farrow Cross and want Glintwell to do the outside of our windows "
        "every four weeks. How much will each visit be?",
        WC,
        "4-bedroom semi-detached house",
        (_pounds("22"),),
        forbid=(_leading(r"£\s?(?:21|26|27|23|18|85|31)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    not_in_docs(
        "The conservatory on the back of our house has a glass roof that has gone green. What would Glintwell charge "
        "to clean the roof?",
        "after a visit",
        "priced after",
        "depends on the size",
        forbid=(
            r"re:\broof\b[^.;]{0,30}?\b(?:costs?|is|are|at|for|of|be)\s?(?:about |around |roughly )?£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£;,]{0,20}\b(?:for|to clean|on) (?:the |a |your )?(?:conservatory )?roof",
        ),
    ),
    # -- hobbs-lane-bakery/wholesale-price-list-and-terms-2028.docx: standing and occasional prices side by side, the
    # cut-off and its exception, the delivery charge in a footnote
    Q(
        "I'm opening a deli and plan to have Hobbs Lane deliver their seeded sourdough five mornings a week for the "
        "foreseeable future. What will I pay for each loaf?",
        BA,
        "Seeded sourdough, 900g",
        (_pounds(r"3\.40"),),
        forbid=(_leading(r"£\s?(?:3\.80|3\.10|3\.30|3\.50|3\.70)(?![\d])"),),
    ),
    Q(
        "Our café has a daily bread order with Hobbs Lane Bakery. A pipe has just burst in our kitchen and we won't be "
        "able to open tomorrow. It's seven in the evening: can I still cancel tomorrow's delivery without paying for "
        "it?",
        BA,
        "The one exception is a customer whose premises have to close without warning",
        (
            STARTS_YES,
            "up to 10pm",
            "night line",
            r"re:^\W*(?:you can|you may|you'll be able|you will be able|you are allowed|you're allowed|of course|"
            r"certainly|sure|absolutely)\b",
        ),
        forbid=OPENS_NO_FORBIDDEN,
    ),
    Q(
        "This week I only need about £30 worth of bread and pastries from Hobbs Lane. Will they charge me for "
        "delivering such a small order, and if so how much?",
        BA,
        "delivered for a charge of £6.50 a delivery",
        (_pounds(r"6\.50?"),),
        forbid=(_leading(r"£\s?(?:40|4\.50|5|10|8)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- ashby-park-tennis-club/fees-2028.xlsx: memberships, courts and coaching, members and non-members
    Q(
        "My daughter is fourteen and wants to join Ashby Park Tennis Club. What's the yearly membership for her?",
        TE,
        "Category=Junior",
        (_pounds("75"),),
        forbid=(_leading(r"£\s?(?:40|145|60|80|95|245|50|70)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "I'm not a member at Ashby Park, but a friend and I want a court for an hour at 7pm on a Wednesday in November, "
        "so we'll need the floodlights on. What will that cost us altogether?",
        TE,
        "Floodlights, an hour, on top of the court",
        _pounds("(?:14|19)"),
        _pounds("(?:5|19)"),
        forbid=(_pounds("(?:13|17)"), _leading(r"£\s?(?:8|3)(?:\.00)?(?![\d]|[.,]\d)")),
    ),
    # -- saltbox-cookery-school/front-of-house-briefing-2028.pptx: classes in a table; refunds and allergies in the
    # speaker notes
    Q(
        "I've just started on the front desk at Saltbox Cookery School, and a customer has emailed about her coeliac "
        "disease before her fresh pasta class. Who should I pass her email on to?",
        CK,
        "straight to our head chef, Tomasz Wierzbicki",
        ("tomasz wierzbicki", "head chef", "tomasz@saltboxcookery.example"),
        forbid=(
            r"re:^\W*[^.]{0,60}bookings@saltboxcookery",
            r"re:^\W*(?:(?:you should |you need to |just )?(?:pass|forward|send|give|email|refer)\s+(?:it|her email|the "
            r"email|her)\s+(?:on\s+)?to\s+)?(?:the |saltbox's |your )?(?:general bookings|bookings inbox|imogen tate|"
            r"school manager)",
        ),
    ),
    Q(
        "I'm booked on Saltbox's sourdough day next Saturday but I've come down with flu, and my GP has given me a "
        "note. Can I get my money back?",
        CK,
        "The one exception is a guest who is ill and sends us a doctor's note",
        (STARTS_NO, "no refunds", "still do not refund", *OPENS_NO),
        forbid=OPENS_YES_FORBIDDEN,
    ),
    # -- sport-kessler-hochalm/re-ski-hire-for-february-half-term.eml: the reply on top corrects a price; the quote
    Q(
        "We're hiring skis from Sport Kessler in Hochalm in February, and I'll take the adult Premium package for the "
        "six days. Going by Lukas's latest email, how much will that cost?",
        SK,
        "the adult Premium package for six days costs EUR 205",
        (_euros("205"),),
        forbid=(_outdated(r"(?:€|eur)\s?189(?![\d])|(?<![\d.,])189\s?(?:€|euros?|eur)"),),
    ),
    Q(
        "Our son is twelve and will need a helmet as well as skis. What will Sport Kessler charge for his helmet for the "
        "week?",
        SK,
        "Helmet, children up to 14: EUR 18",
        (_euros("18"),),
        forbid=(_leading(r"(?:€|eur)\s?(?:28|79|59|3)(?![\d]|[.,]\d)"),),
    ),
    # -- the-weighbridge-inn/group-menus-and-booking-terms-2028.pdf: set menus in look-alike lines, the deposit,
    # exclusive hire on request
    Q(
        "I'm organising a dinner for 14 of us at the Weighbridge Inn. How much of a deposit will they want to hold the "
        "booking?",
        IN,
        "A deposit of GBP 15 a head secures your booking",
        (_pounds("(?:15|210)"),),
        forbid=(_leading(r"(?:£|gbp)\s?(?:7\.50|14|10|27|33|35|43|45)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "For our club's annual dinner at the Weighbridge Inn we're torn between their two set menus, three courses "
        "either way. How much more a head is the dearer one?",
        IN,
        "Menu B, three courses: GBP 43 a head",
        _pounds("(?:43|10)"),
        _pounds("(?:33|10)"),
        forbid=(
            _leading(r"(?:£|gbp)\s?(?:8|16)(?:\.00)?(?![\d]|[.,]\d)"),
            r"re:(?:£|gbp)\s?(?:8|16)(?:\.00)?\s?(?:more|extra)",
        ),
    ),
    not_in_docs(
        "We'd like to take over the whole of the Weighbridge Inn for my daughter's wedding reception. What would "
        "exclusive hire cost us?",
        "price on request",
        "on request",
        "ruth okafor",
        forbid=(
            r"re:\b(?:exclusive(?: hire)?|whole inn|whole of the inn|take over the inn)\b[^.]{0,60}?(?:£|gbp)\s?\d",
            r"re:(?:£|gbp)\s?\d[\d.,]*[^.£]{0,30}\b(?:exclusive|whole inn|whole of the inn)",
        ),
    ),
    # -- no document
    not_in_docs(
        "What is the capital of Australia?",
        forbid=("canberra",),
    ),
    # -- ashby-park-tennis-club/fees-2028.xlsx, asked in Chinese: a student's membership
    Q(
        "我在英国读全日制研究生，今年28岁，想加入Ashby Park网球俱乐部，一年的会费是多少？",
        TE,
        "Category=Student",
        (_pounds("95"),),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?:£|gbp)\s?(?:245|145|150|50|25)|(?<![\d.,])(?:245|145|150)\s?英?镑)",),
        lang="zh",
    ),
    # -- 沅浦市第十二届端午龙舟赛报名通知.txt: one long line; entry fees by boat, the supplement moves the race
    Q(
        "我们厂报名参加了沅浦的端午龙舟赛，比赛最后到底是哪一天举行？",
        DB,
        "比赛改在2028年6月4日",
        (r"re:(?<![\d])6\s?月\s?4\s?(?:日|号)|六月四(?:日|号)",),
        forbid=(_outdated(r"2028\s?年\s?5\s?月\s?28|(?<![\d年])(?<!年 )5\s?月\s?28|五月二十八"),),
        lang="zh",
    ),
    Q(
        "我们公司想组一支女子龙舟队参加沅浦今年的端午龙舟赛，报名费要交多少？",
        DB,
        "12人龙舟每队800元",
        (r"re:(?<![\d.])800\s?(?:元|块)|八百(?:元|块)",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.,])(?:1,?200|200|8,?000)\s?(?:元|块)",),
        lang="zh",
    ),
    # -- 剪影美发沙龙价目表.csv: three columns of prices, short and long hair; the scalp treatment after a test
    Q(
        "我想在剪影找资深发型师剪个头发，我是女生，洗剪吹要多少钱？",
        HS,
        "洗剪吹 女士",
        (r"re:(?<![\d.])78\s?(?:元|块)?(?![\d.])|七十八",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:48|128|58|38|88)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我头发已经过肩了，想在剪影让设计总监给我烫发再染发，两项加起来一共多少钱？",
        HS,
        "烫发 中长发",
        r"re:(?<![\d.])(?:498|896)\s?(?:元|块)?(?![\d.])",
        r"re:(?<![\d.])(?:398|896)\s?(?:元|块)?(?![\d.])",
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:726|666|826|796|596)\s?(?:元|块)",
            r"re:(?:一共|共计|总共|合计|共|总计|加起来)\s?(?:要|是|需要|付|为)?\s?(?:726|666|826|796|596)\s?(?:元|块)?",
        ),
        lang="zh",
    ),
    not_in_docs(
        "我想在剪影做一次头皮护理，大概要多少钱？",
        "头皮检测",
        "检测结果",
        forbid=(
            r"re:头皮护理[^。，,；;]{0,20}?(?<![\d.])\d+\s?(?:元|块)",
            r"re:(?<![\d.])\d+\s?(?:元|块)[^。，,；;]{0,12}?头皮护理",
        ),
        lang="zh",
    ),
    # -- 途悦旅行社国内跟团游报名和退团须知.docx: articles (第X条); children by height, cancellation charges in a table
    Q(
        "我家孩子8岁，个子已经1.3米了，跟途悦旅行社报国内跟团游，孩子的团费按什么标准收？",
        TA,
        "身高超过1.2米的儿童，不论年龄，一律按成人价收费",
        ("成人价", "成人团费", "成人的价格", "按成人", "跟成人一样", "和成人一样", "与成人相同"),
        forbid=(
            r"re:^\W*(?:可以|能)?(?:按|收|算|享受)?儿童价",
            ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d.])60\s?%|六折|百分之六十)",
        ),
        lang="zh",
    ),
    Q(
        "我报了途悦下周六出发的跟团游，临时有事要退团，今天离出发还有4天，团费要扣多少？",
        TA,
        "出发前6日至4日",
        (r"re:(?<![\d.])20\s?%|百分之二十|两成|二成",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d.])(?:10|40|60|30)\s?%|百分之(?:十|四十|六十|三十)(?!五))",),
        lang="zh",
    ),
    # -- 栖岛青年旅舍入住须知和房价.odt: weekday and weekend prices; no under-18s but with parents in a room
    Q(
        "我和老公带16岁的儿子去沅浦玩，想在栖岛青年旅舍订一间家庭房三个人一起住，儿子能入住吗？",
        YH,
        "唯一的例外是由父母或者其他监护人陪同",
        (STARTS_YES_ZH, "监护人陪同", r"re:^\W*(?:能|可以)(?:入住|住|一起)"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:未满18|不接待)"),
        lang="zh",
    ),
    Q(
        "这周六晚上我一个女生想住栖岛青旅的女生4人间，一个床位多少钱？",
        YH,
        "4人间女生床位",
        (r"re:(?<![\d.])100\s?(?:元|块)?(?![\d.%])|一百(?:元|块)",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:80|95|75|85|65)\s?(?:元|块)",),
        lang="zh",
    ),
    # -- 背包旅行入门.epub: the size of a backpack by the length of the trip
    Q(
        "第一次背包旅行，打算出去走五天，不露营，背包该买多大容量的？",
        BP,
        "选35至50升的背包",
        (r"re:(?<![\d])35\s?(?:到|至|-|~|～|—|–)\s?50\s?(?:升|l(?![a-z]))|三十五(?:到|至)五十升",),
        forbid=(
            ZH_FIRST_BEFORE_BRACKET
            + r"(?<![\d])(?:20\s?(?:到|至|-|~|～|—|–)\s?30|55\s?(?:到|至|-|~|～|—|–)\s?70)\s?(?:升|l(?![a-z]))",
        ),
        lang="zh",
    ),
    # -- no document
    not_in_docs(
        "二十四节气里，一年中白天最长的是哪一个？",
        forbid=("夏至",),
        lang="zh",
    ),
]


def build_fresh23_corpus(dest: Path) -> Path:
    """Write the fresh23 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH23_DOCS)
