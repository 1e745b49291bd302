"""The answer evaluation's `fresh25` set: issue 23's twenty-fifth held-out set, written with its documents
(tests/docs/answer_fresh25_docs.py) after `fresh24`, blind: by a helper who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: a country house wedding venue's guide for couples with its prices and
terms of hire (.md, about 3,500 words) with the venue hire by day of the week at off-peak, shoulder and peak prices
side by side and the ceremony in the Orangery or the Walled Garden added to it, no candles or other naked flames in
the buildings with one exception for candles inside glass on the dining tables in the Barn, and, deep inside, the
terms of hire with the corkage on still wine, sparkling wine and spirits in look-alike clauses, a laundrette's prices
page (.html) with washers by size, service washes, and duvets in synthetic and in feather and down side by side, and
no dry cleaning, a music exam board's fees and regulations (.docx) with the grades at the practical exam in person and
the performance grade by video side by side, no refunds after the closing date with one exception for a candidate who
is ill or injured in the week of the exam, and the late entry fee only in a footnote, a tool hire depot's rates
(.xlsx, three sheets) with thirteen tools at a half day, a day, a weekend and a week side by side, consumables, and
deposits and delivery, a cricket club's welcome deck for the families of its juniors (.pptx) with its age groups and
subscriptions in a table, no juniors under 13 in adult matches with one exception for a 12-year-old picked by the
head coach, and whom to ask about borrowing a helmet, both only in the speaker notes, a carpet fitter's e-mail (.eml)
whose reply on top moves the day of the fitting and whose quoted quote alone holds the charge for taking away the old
carpets, an airport's parking prices (.pdf) with the Short Stay, Long Stay and Meet and Greet car parks by length of
stay in look-alike lines, extras, and minibuses priced only on request, and five Chinese ones: a city's notice on its
benefits for blood donors as one long line (.txt) with the intervals between donations of whole blood and of
platelets in look-alike clauses and a supplement at the end that raises the allowance for whole blood, a
housekeeping firm's price list (.csv) with sixteen rows at the weekday and the weekend price side by side, deep
cleaning by floor area in look-alike rows and a live-in housekeeper priced only by agreement, a company's rules on its
trade union's gifts to members in numbered articles (第X条, .docx) with a table of occasions and sums, the deaths of
family members in look-alike rows, and a longer time limit for weddings, an ice rink's prices and rules (.odt) with
tickets and lessons at weekday and weekend prices side by side and no children under 5 on the ice with one exception
for children of 3 and 4 with a parent and a skating aid, and two chapters of a book for beginners at calligraphy
(.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (the
corkage on a bottle of Champagne, deep in the long guide; washing a king-size feather duvet; a Grade 6 practical exam;
the late entry fee, only in a footnote; a mini digger for a week; whom to ask about borrowing a helmet, only in the
speaker notes; taking away the old carpets, only in the quoted quote; the Long Stay car park for ten nights; a tile
cutter for a week, asked in Chinese over the English workbook; how long to wait between two donations of whole blood;
an hour's cleaning on a Saturday; the union's gift when a wife's or husband's parent dies; how long after the wedding
to apply for the union's gift; a child's two-hour ticket on a Sunday; how big to write characters when starting
calligraphy), four that need two facts, each a small sum of two cells or lines (the Sunday of a bank holiday weekend
in May and a ceremony in the Walled Garden, the drum floor sander and the edging sander for a weekend, Meet and Greet
for five days and an exterior wash, deep cleaning a flat of 110 square metres and all its windows on a Saturday), four
yes-or-no questions that need a rule and its exception applied (two whose answer is yes: tealights in glass jars on
the Barn's tables, a four-year-old on the ice with a parent and a skating aid; two no: a refund for an exam withdrawn
after the closing date for a school trip, an 11-year-old in an adult league side), two whose answer was replaced by a
later statement (the fitting moved to another day by the reply on top, the allowance for whole blood raised by the
supplement; the outdated value is forbidden unless given as what it was), and five that no document answers: three
beside a near miss (dry cleaning, which the laundrette does not do, a minibus in the Long Stay car park, a live-in
housekeeper), two on topics no document covers.
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
from .answer_fresh25_docs import FRESH25_DOCS
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

WV, LA, EX, TH, CC, CF, AP = (
    "fennick-court/weddings-guide-and-terms-2028-29.md",
    "the-washtub-laundrette/prices.html",
    "carrow-music-exams/exam-fees-and-regulations-2028.docx",
    "hirewell-tool-hire/hire-rates-2028.xlsx",
    "ellerby-park-cricket-club/junior-section-welcome-2028.pptx",
    "loomcraft-carpets/re-your-carpet-quote.eml",
    "fernley-airport-parking/parking-prices-2028.pdf",
)
BD, HK, UN, IR, CA = (
    "霁川市关于落实无偿献血者优待政策的通知.txt",
    "好帮手家政服务价目表.csv",
    "瑞丰电子工会会员慰问管理办法.docx",
    "星湖真冰滑冰场票价和入场须知.odt",
    "毛笔书法入门.epub",
)

# Besides answer_evaluation's WAS and the shared words, words before a value that give it as what it was: "arranged
# for Tuesday 12 September", "no longer Tuesday", "the original date, Tuesday 12 September", "补贴由每次50元提高到80元",
# "5月1日以前献血的仍按50元"
WAS_TOO = WAS_TOO_SHARED + (
    "arranged for ",
    "planned for ",
    "booked for ",
    "set for ",
    "due on ",
    "first planned for ",
    "no longer ",
    "no longer on ",
    "put back from ",
    "pushed back from ",
    "date of ",
    "original date, ",
    "original date of ",
    "original date was ",
    "rather than on ",
    "instead of on ",
    "由每次",
    "从每次",
    "原来每次",
    "原先每次",
    "原标准",
    "原标准是",
    "原标准每次",
    "按原标准",
    "仍按",
    "仍按每次",
    "提高前",
    "调整前",
    "调整前是",
    "调整前的",
)


_outdated = outdated_beside(WAS_TOO)


# The words a short answer may open with before the sum it gives: "It's £19", "Yes, that's £16 a candidate", "You'll
# pay £460", "The corkage is £19 a bottle", "Hirewell charge £460", "Loomcraft would charge £65"
_LEAD = (
    r"(?:(?:yes|ok|well)\W*)?"
    r"(?:(?:it|that|this|they|each(?: one)?|the [a-z0-9' ,&-]{1,30}?|an? [a-z0-9' -]{1,30}?"
    r"|(?:you|we|she|he|they)(?:'ll| will| would|'d)? (?:pay|be charged|owe|need to pay|have to pay)"
    r"|(?:fennick court|fennick|the washtub(?: laundrette)?|washtub|carrow(?: music exams)?|hirewell(?: tool hire)?"
    r"|ellerby park(?: cricket club)?|loomcraft(?: carpets)?|dan|fernley(?: airport)?(?: parking)?)"
    r" (?:charges?|will charge|would charge|costs?|asks? for|wants?))"
    r"(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+will be|\s+would be|\s+comes? to|\s+for)?\s*)?"
    r"(?:only |just |about |around |now |an extra |a further |a fee of |a charge of |a late entry fee of )?"
)


_leading = leading(_LEAD)

# The fitting day in the quote, given as the answer: "Tuesday 12 September", "12th September", "September 12", but not
# the date after "Tuesday" when the day itself is given as what it was ("not Tuesday 12 September")
_OLD_FITTING_DAY = (
    r"tuesday|(?<!tuesday )(?<!tuesday, )(?:(?<![\d])12(?:th)?\s?(?:of\s)?sept(?:ember)?"
    r"|sept(?:ember)?\s?12(?:th)?(?![\d]))"
)


FRESH25 = [
    # -- fennick-court/weddings-guide-and-terms-2028-29.md: a long guide; the venue hire in a table, candles, and the
    # corkage deep inside
    Q(
        "My uncle has given us a case of Champagne as a wedding present, and we'd like to pour it for the toasts at our "
        "Fennick Court wedding. If we bring it ourselves, what will the venue charge us on each bottle?",
        WV,
        "£19 a bottle of Champagne or other sparkling wine",
        _pounds("19"),
        forbid=(_leading(r"£\s?(?:14|35|38|46|32|64)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "We're getting married at Fennick Court on the Sunday of the late May bank holiday weekend next year, and we'd "
        "love to say our vows in the Walled Garden. What will the venue hire and the garden ceremony come to together?",
        WV,
        "Ceremony in the Walled Garden, added to the hire",
        _pounds("(?:6,?900|7,?650)"),
        _pounds("(?:750|7,?650)"),
        forbid=(_pounds("(?:7,?550|5,?950|6,?450|8,?250|7,?450|5,?150)"),),
    ),
    Q(
        "For our wedding breakfast in the Barn at Fennick Court we'd love tealights in tall glass jars running down the "
        "middle of every table. Is that allowed?",
        WV,
        "The one exception is candles inside glass",
        (
            STARTS_YES,
            "candles inside glass",
            r"re:^\W*(?:you can|you may|you're allowed|you are allowed|of course|certainly|sure|absolutely)\b",
        ),
        forbid=OPENS_NO_FORBIDDEN,
    ),
    # -- the-washtub-laundrette/prices.html: washers, service washes, duvets in two fillings side by side; no dry
    # cleaning
    Q(
        "Our king-size duvet is feather and down and badly needs a proper wash. What will the Washtub charge to wash it "
        "for us?",
        LA,
        "King-size duvet",
        _pounds("24"),
        forbid=(_leading(r"£\s?(?:18|21|27|12\.20|11|22|20)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    not_in_docs(
        "I've spilt red wine on my wool suit, and the label says dry clean only. What would the Washtub charge to "
        "dry-clean it?",
        r"re:\b(?:do|does|can)\s*(?:n['’]t|not)\s+(?:offer\s+|do\s+)?dry[- ]clean|not a dry cleaner|(?:cannot|can['’]t"
        r"|can not) take|no dry[- ]cleaning",
        forbid=(
            r"re:\b(?:suit|dry[- ]clean(?:ing|ed)?)\b[^.;]{0,40}?£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£;]{0,30}\b(?:suit|dry[- ]clean)",
        ),
    ),
    # -- carrow-music-exams/exam-fees-and-regulations-2028.docx: in person and by video side by side, refunds and the
    # one exception, the late entry fee in a footnote
    Q(
        "My son is taking his Grade 6 violin with Carrow this summer, in person at one of their centres. How much is "
        "the exam fee?",
        EX,
        "Grade 6",
        _pounds("79"),
        forbid=(_leading(r"£\s?(?:70|69|87|61|77|16|95)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "My daughter is entered for her Grade 5 piano with Carrow in June, but it turns out the exam clashes with her "
        "school's residential trip. The closing date has already passed. If we withdraw her, can we get the fee back?",
        EX,
        "The one exception is a candidate who is ill or injured",
        (STARTS_NO, "not refunded", *OPENS_NO),
        forbid=(
            *OPENS_YES_FORBIDDEN,
            r"re:^\W*(?:you['’]ll|you will|you would|you['’]d|we['’]ll|we will)\s+(?:get|be refunded|receive)",
        ),
    ),
    Q(
        "I've missed the closing date for Carrow's summer session by four days. Can my son still be entered for his "
        "Grade 3 flute, and what extra will it cost?",
        EX,
        "late entry fee of £16",
        _pounds("16"),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:he |you )?(?:can['’]t|cannot|can not)\b",
            _leading(r"£\s?(?:58|51|15|20|25)(?:\.00)?(?![\d]|[.,]\d)"),
        ),
    ),
    # -- hirewell-tool-hire/hire-rates-2028.xlsx: tools at a half day, a day, a weekend and a week side by side
    Q(
        "I'm digging out the footings for a garden room and want Hirewell's 1.5-tonne mini digger for a whole week. "
        "What's the hire charge?",
        TH,
        "Mini digger, 1.5 tonne, with its trailer",
        _pounds("460"),
        forbid=(_leading(r"£\s?(?:145|195|150|300|135)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "I'm sanding the floorboards in our living room over a weekend, and I'll need Hirewell's drum floor sander and "
        "the edging sander together. What will hiring the two of them cost?",
        TH,
        "Floor edging sander",
        _pounds("(?:62|106)"),
        _pounds("(?:44|106)"),
        forbid=(_pounds("(?:89|99|96|233|114)"), _leading(r"£\s?52(?:\.00)?(?![\d]|[.,]\d)")),
    ),
    # the same workbook, asked in Chinese: a tile cutter for a week
    Q(
        "我想在Hirewell租一台电动的湿切瓷砖切割机，整整用一个星期，租金要多少钱？",
        TH,
        "Tile cutter, electric wet saw",
        _pounds("82"),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?:£|gbp)\s?(?:34|41|24|100)|(?<![\d.,])(?:34|41|24)\s?英?镑)",),
        lang="zh",
    ),
    # -- ellerby-park-cricket-club/junior-section-welcome-2028.pptx: age groups in a table; adult matches and helmets
    # in the speaker notes
    Q(
        "My daughter has just joined Ellerby Park's Under 13s and we haven't bought her a cricket helmet yet. Who at "
        "the club should I ask about borrowing one?",
        CC,
        "ask our kit steward, Bernadette Quayle",
        ("bernadette quayle", "kit steward", "kit@ellerbyparkcc.example"),
        forbid=(
            r"re:^\W*[^.]{0,60}(?:juniors|welfare)@ellerbyparkcc",
            r"re:^\W*(?:(?:you should |you need to |just )?(?:ask|email|contact|speak to|talk to|ring|write to)\s+)?"
            r"(?:the |ellerby park's |your |our )?(?:martin eccles|junior (?:section )?organiser|aisha rahman|"
            r"(?:club )?welfare officer|sam hartley|head coach)",
        ),
    ),
    Q(
        "My son is 11 and easily the best bowler in his Under 11s. Could Ellerby Park pick him for one of their "
        "Saturday adult league sides?",
        CC,
        "The one exception is a 12-year-old whom our head coach",
        (STARTS_NO, "under 13", *OPENS_NO),
        forbid=OPENS_YES_FORBIDDEN,
    ),
    # -- no document answers this one
    not_in_docs(
        "What is the chemical symbol for gold?",
        forbid=(r"re:\bau\b",),
    ),
    # -- loomcraft-carpets/re-your-carpet-quote.eml: the reply on top moves the fitting; the quote
    Q(
        "Going by Dan's latest email, what day are Loomcraft's fitters now coming to lay our new carpets?",
        CF,
        "on Thursday 21 September instead",
        (r"re:(?<![\d])21(?:st)?\s?(?:of\s)?sept|sept(?:ember)?\s?21(?:st)?(?![\d])",),
        forbid=(_outdated(_OLD_FITTING_DAY),),
    ),
    Q(
        "When Loomcraft lay our new carpets we'd like them to take the old ones away too. What do they charge for "
        "taking up and getting rid of the old carpets?",
        CF,
        "Taking up and disposing of your old carpets and underlay: £65",
        _pounds("65"),
        forbid=(_leading(r"£\s?(?:14|56|300|398|540|612)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- fernley-airport-parking/parking-prices-2028.pdf: car parks by length of stay in look-alike lines, extras;
    # minibuses on request
    Q(
        "We fly out of Fernley early on a Saturday morning and land back ten nights later. If I book the Long Stay car "
        "park online, what will the parking cost?",
        AP,
        "Long Stay car park, 8 to 14 days: GBP 109",
        _pounds("109"),
        forbid=(_leading(r"(?:£|gbp)\s?(?:72|149|26|45|7|104)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "I'm using Fernley's Meet and Greet for a five-day trip, and I'd like them to give the car an exterior wash "
        "while I'm away. What will that come to altogether?",
        AP,
        "Exterior wash while you are away: GBP 18",
        _pounds("(?:104|122)"),
        _pounds("(?:18|122)"),
        forbid=(_pounds("(?:150|97|90|167|136)"), _leading(r"(?:£|gbp)\s?(?:79|72)(?:\.00)?(?![\d]|[.,]\d)")),
    ),
    not_in_docs(
        "Eleven of us from church are flying out together in our minibus. What would it cost to leave the minibus in "
        "Fernley's Long Stay car park for a week?",
        "price on request",
        "on request",
        "01632 996 410",
        forbid=(
            r"re:\bminibus(?:es)?\b[^.]{0,60}?(?:£|gbp)\s?\d",
            r"re:(?:£|gbp)\s?\d[\d.,]*[^.£]{0,30}\bminibus",
        ),
    ),
    # -- 霁川市关于落实无偿献血者优待政策的通知.txt: one long line; intervals by kind of donation, the supplement raises
    # the allowance
    Q(
        "我上个月刚献了400毫升全血，最快要隔多久才能再献一次全血？",
        BD,
        "两次全血献血的间隔不少于6个月",
        r"re:(?<![\d.])6\s?个?月|六个月|半年",
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d.])(?:2|4)\s?(?:周|个星期)|两周|四周|(?<![\d.])3\s?个月|三个月)",
        ),
        lang="zh",
    ),
    Q(
        "我打算六月份去人民广场献血屋献一次全血，献完能领到多少补贴？",
        BD,
        "由每次50元提高到每次80元",
        r"re:(?<![\d.])80\s?(?:元|块)|八十(?:元|块)",
        forbid=(
            _outdated(r"(?<![\d.])50\s?(?:元|块)|(?<![一二三四五六七八九十百])五十(?:元|块)"),
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])100\s?(?:元|块)",
        ),
        lang="zh",
    ),
    # -- 好帮手家政服务价目表.csv: weekday and weekend prices side by side; the live-in housekeeper by agreement
    Q(
        "这个周六想请好帮手的保洁阿姨来家里做日常保洁，按小时算的话，一个小时多少钱？",
        HK,
        "日常保洁 每小时",
        r"re:(?<![\d.])55\s?(?:元|块)?(?![\d.])|五十五(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:45|560|40|50)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我家三室两厅，110平米，想这个周六请好帮手来做一次深度保洁，顺便把整屋的玻璃也擦了，一共要多少钱？",
        HK,
        "深度保洁 90至140平方米",
        r"re:(?<![\d.])(?:780|1,?040)\s?(?:元|块)?(?![\d.])",
        r"re:(?<![\d.])(?:260|1,?040)\s?(?:元|块)?(?![\d.])",
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:900|940|1,?000|820|1,?100)\s?(?:元|块)",
            r"re:(?:一共|共计|总共|合计|共|总计|加起来)\s?(?:要|是|需要|付|为)?\s?(?:900|940|1,?000|820|1,?100)\s?(?:元|块)?",
        ),
        lang="zh",
    ),
    not_in_docs(
        "家里有两位八十多岁的老人，想请好帮手派一个住家保姆，一个月大概要多少钱？",
        "面议",
        "按家庭人数",
        forbid=(
            r"re:住家保姆[^。，,；;]{0,20}?(?<![\d.])\d+\s?(?:元|块)",
            r"re:(?<![\d.])\d+\s?(?:元|块)[^。，,；;]{0,12}?住家保姆",
        ),
        lang="zh",
    ),
    # -- 瑞丰电子工会会员慰问管理办法.docx: articles (第X条); a table of occasions, and the time limits
    Q(
        "我是瑞丰电子的工会会员，我岳父上个月去世了，按规定工会给多少慰问金？",
        UN,
        "会员配偶的父母去世",
        r"re:(?<![\d.])600\s?(?:元|块)|六百(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.,])(?:1,?000|5,?000|800|500)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我上个月刚领了结婚证，工会的结婚慰问最晚要在领证以后多长时间内申请？",
        UN,
        "结婚慰问可以在结婚登记后6个月内提出",
        r"re:(?<![\d.])6\s?个月|六个月|半年",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d.])3\s?个月|三个月|(?<![\d.])10\s?个工作日|十个工作日)",),
        lang="zh",
    ),
    # -- no document answers this one
    not_in_docs(
        "成年人全身一共有多少块骨头？",
        forbid=("206",),
        lang="zh",
    ),
    # -- 星湖真冰滑冰场票价和入场须知.odt: weekday and weekend prices; no small children but with a parent and a
    # skating aid
    Q(
        "我女儿4岁，我买票陪她一起上冰，让她扶着企鹅助滑器在儿童区滑，可以吗？",
        IR,
        "唯一的例外是年满3周岁、不满5周岁的儿童",
        (STARTS_YES_ZH, "企鹅助滑器", r"re:^\W*(?:能|可以)(?:上冰|滑|一起|陪)"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:未满5周岁的儿童不能|不能上冰)"),
        lang="zh",
    ),
    Q(
        "这个周日我想带12岁的儿子去滑冰，他身高1米35，滑2小时的票要多少钱？",
        IR,
        "儿童票 2小时",
        r"re:(?<![\d.])72\s?(?:元|块)?(?![\d.])|七十二(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:58|98|78|118|96)\s?(?:元|块)",),
        lang="zh",
    ),
    # -- 毛笔书法入门.epub: brushes by size and the characters each suits
    Q(
        "刚开始练毛笔字，练的是楷书，每个字写多大比较合适？",
        CA,
        "写5厘米见方左右的字",
        r"re:(?<![\d.])5\s?(?:厘米|cm|公分)|五厘米",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d.])(?:2|10)\s?(?:厘米|cm|公分)|两厘米|十厘米)",),
        lang="zh",
    ),
]


def build_fresh25_corpus(dest: Path) -> Path:
    """Write the fresh25 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH25_DOCS)
