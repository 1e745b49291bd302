"""The answer evaluation's `fresh21` set: issue 23's twenty-first held-out set, written with its documents
(tests/docs/answer_fresh21_docs.py) after `fresh20`, blind: by a helper who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: a narrowboat hire firm's long skipper's handbook (.md, about 3,700
words) with weekly prices for six boats by low, mid and high season side by side, seasons by date, a fee for each dog,
no hire boats down the Sowerton Arm with one exception for boats of 45 feet or shorter, and, deep inside, the office's
number beside the breakdown engineer's out of hours and the waterway's emergency line, a county record office's
visiting and charges page (.html) with copies in look-alike rows (standard and high-resolution images of originals,
images from microfilm, maps), no original documents on Saturdays with one exception for documents ordered by the
Thursday before, and house histories only quoted on request, a home cover insurer's boiler and heating cover terms
(.docx) with three plans' monthly prices with no excess and with an excess side by side, boilers up to 12 years old
with one exception for boilers the insurer fitted, and the waiting period before a first claim only in a footnote, an
upholsterer's price list (.xlsx, three sheets) with fourteen pieces in the customer's own fabric and two bands of the
firm's fabric side by side, Chesterfields priced only on viewing and collection by zone, an agricultural show's
briefing deck for volunteer stewards (.pptx) with shifts, food vouchers and guest tickets in a table and whom to
contact first about a lost child only in the speaker notes, a landscaper's e-mail (.eml) whose reply on top raises the
price of the patio and whose quoted quote alone holds the price of an outside tap, a train company's season ticket
renewal reminder (.pdf) with annual, monthly, weekly and flexi seasons in standard and first class in look-alike
lines, and five Chinese ones: a city's notice on its yearly park pass as one long line (.txt) with prices for adults,
students, older people and families and a supplement at the end that lowers the students' price, a photo studio's
price list (.csv) with seventeen rows of ID photos plain and retouched side by side, prints and frames by size and
family portraits at home priced only by arrangement, a software company's rules on rent allowances in numbered
articles (第X条, .docx) with monthly allowances by grade and city in a table and how long they are paid, a river
cruise's tickets and rules (.odt) with day and night cruises by passenger and day and no pets with one exception for
small cats and dogs in a carrier on day cruises, and two chapters of a book on making soap (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (whom
to ring when the boat breaks down in the evening, deep in the long handbook; a high-resolution image; a monthly
price; the wait before a first claim; a price in the customer's own fabric; whom to contact about a lost child; a
food voucher; a price in the quoted quote; an older person's park pass; a retouched ID photo; a rent allowance; how
long it is paid; a night cruise ticket; how long to cure a soap; a first class annual season, asked in Chinese over
the English renewal reminder), four that need two facts, each a small sum or comparison of two cells or lines (a
week's hire and a dog, six chair seats and their collection, twelve monthly seasons against an annual one, twenty
prints and a frame), four yes-or-no questions that need a rule and its exception applied (two whose answer is yes:
an original document on a Saturday when ordered on the Wednesday, a cat in a carrier on a day cruise; two no: a 57-foot
boat down the Sowerton Arm, a 14-year-old boiler the insurer did not fit), two whose answer was replaced by a later
statement (the patio's price raised by the reply on top, the students' park pass lowered by the supplement; the
outdated value is forbidden unless given as what it was), and five that no document answers: three beside a near
miss (a Chesterfield sofa, a house history, family portraits at home), two on topics no document covers.
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
from .answer_fresh21_docs import FRESH21_DOCS
from .answer_patterns import (
    WAS_TOO_SHARED,
    ZH_FIRST_BEFORE_BRACKET,
    leading,
    outdated_beside,
)
from .answer_patterns import pounds as _pounds

NB, RO, HC, UP, SH, GL, MT = (
    "wharfside-narrowboats/skippers-handbook-2028.md",
    "harnmoor-record-office/visiting-research-and-copying-2028-29.html",
    "kettlewell-home-cover/boiler-and-heating-cover-2028.docx",
    "bramwell-and-dunn-upholstery/price-list-2028.xlsx",
    "hambleside-show/volunteer-stewards-briefing-2028.pptx",
    "greenhollow-landscapes/re-your-garden-quote.eml",
    "mereline-trains/season-ticket-renewal-S0482291.pdf",
)
PK, PH, AL, CR, SP = (
    "雁川市2028年度公园年票办理公告.txt",
    "光影时光照相馆价目表.csv",
    "鼎岳软件员工租房补贴管理办法.docx",
    "青漪江游船乘船须知和票价.odt",
    "手工皂入门.epub",
)


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "instead of the £4,480", "the
# quote's £4,480", "quoted £4,480", "由每张60元下调", "原价每张60元"
WAS_TOO = WAS_TOO_SHARED + (
    "rise from ",
    "quoted price of ",
    "went up from ",
    "gone up from ",
    "原价",
    "原价是",
    "原价为",
    "原定",
    "由每张",
    "从每张",
    "原来每张",
    "原价每张",
    "原为每张",
    "此前每张",
    "之前每张",
    "由原价",
    "从原价",
    "下调前",
    "调整前",
)


_outdated = outdated_beside(WAS_TOO)


# The words a short answer may open with before the sum, share or figure it gives: "It costs £460", "Yes, it's £8",
# "The morning shift's voucher is £8", "You'll pay £19.25", "Bramwell & Dunn charge £460", "The wait is 14 days"
_LEAD = (
    r"(?:yes\W*)?"
    r"(?:(?:it|that|this|they|she|he|the [a-z0-9' ,-]{1,28}?|an? [a-z0-9' -]{1,28}?|(?:you|she|he|we)(?:'ll| will| would|"
    r"'d)? (?:pay|get|be charged|owe|need|have to wait|wait)|(?:wharfside|harnmoor(?: record office)?|kettlewell|"
    r"bramwell(?: (?:&|and) dunn)?|hambleside|greenhollow|owen|mereline) (?:charges?|will charge|would charge|costs?|"
    r"takes?|pays?|quoted|quotes?|gives?))"
    r"(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+would be|\s+will be|\s+pays?|\s+takes?|\s+goes up to|"
    r"\s+rises to|\s+comes? to|\s+would come to|\s+will come to|\s+lasts?|\s+for)?\s*)?"
    r"(?:up to |about |only |just |at most |now |an extra |another |a further |around )?"
)


_leading = leading(_LEAD)


# Yes and no as answers open, beyond STARTS_YES and STARTS_NO
_OPENS_NO = (
    r"re:^\W*not\b",
    r"re:^\W*(?:unfortunately|sadly|i'm afraid|i am afraid)\b",
    r"re:^\W*(?:you |she |it |they )?(?:can['’]t|cannot|can not|may not|aren['’]t allowed|are not allowed|isn['’]t "
    r"allowed|is not allowed|won['’]t be able|will not be able|won['’]t|will not)\b",
)
_OPENS_YES_FORBIDDEN = (
    STARTS_YES,
    r"re:^\W*(?:you |she |it |they )?(?:can|may|could)\b(?!n?['’]t|not| not)",
    r"re:^\W*(?:sure|certainly|of course|absolutely)\b",
)
_OPENS_NO_FORBIDDEN = (
    STARTS_NO,
    r"re:^\W*(?:you |it |they )?(?:can['’]t|cannot|can not|may not|won['’]t|will not)\b",
    r"re:^\W*(?:unfortunately|sadly|i'm afraid|i am afraid)\b",
    r"re:^\W*not\b",
)

FRESH21 = [
    # -- wharfside-narrowboats/skippers-handbook-2028.md: a long handbook; seasons side by side, the arm, deep inside
    Q(
        "We're on a Wharfside narrowboat and it's gone eight in the evening. We moored up for dinner and now the engine "
        "won't start again. Who should we ring?",
        NB,
        "ring our breakdown engineer on his mobile",
        (r"re:07700\s?900\s?418",),
        forbid=(
            r"re:^\W*[^.]{0,48}01632\s?961\s?550",
            r"re:^\W*[^.]{0,48}0300\s?555\s?0872",
            r"re:^\W*(?:(?:you should |you need to |you can |just )?(?:ring|call|phone|dial)\s+)?999\b",
        ),
    ),
    Q(
        "We've booked Heron from Wharfside for a week in August. Could we take her down the Sowerton Arm and tie up by "
        "the pub at Sowerton Lock for lunch?",
        NB,
        "The one exception is our boats of 45 feet or shorter",
        (STARTS_NO, "boats of 45 feet or shorter", r"re:\btoo long\b", r"re:\bmay not (?:leave|go)\b", *_OPENS_NO),
        forbid=_OPENS_YES_FORBIDDEN,
    ),
    Q(
        "We'd like Wharfside's Wagtail for a week starting on Saturday 13 May, and our spaniel is coming too. What will "
        "the boat and the dog come to?",
        NB,
        "| Wagtail | 45 ft | 2 to 4 | £1,050 | £1,290 | £1,540 |",
        _pounds("(?:1,?290|1,?335)"),
        _pounds("(?:45|1,?335)"),
        forbid=(
            _leading(r"£\s?(?:1,?050|1,?540|1,?360|1,?080|1,?095|1,?585|1,?405|1,?245|90)(?:\.00)?(?![\d]|[.,]\d)"),
            _pounds("(?:1,?095|1,?585|1,?405|1,?245|1,?380)"),
        ),
    ),
    # -- harnmoor-record-office/visiting-research-and-copying-2028-29.html: copies in look-alike rows, Saturdays
    Q(
        "I'm writing a book about my village and want to print a page of the 1780s vestry minutes held at Harnmoor "
        "Record Office. What would they charge for an image of the original that's good enough to go in the book?",
        RO,
        "high resolution (600 dpi), for publication or display",
        (_pounds("18"),),
        forbid=(_leading(r"£\s?(?:9|4\.50|24|8|15|0\.60|1\.20)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "I work weekdays, so the only time I can get to Harnmoor Record Office is the first Saturday of next month. If "
        "I order the original tithe apportionment for my parish on the Wednesday before, will I be able to look at it "
        "that Saturday?",
        RO,
        "documents ordered in advance, by 4pm on the Thursday before, which we fetch on the Friday",
        (
            STARTS_YES,
            "have waiting for you at the desk on the saturday",
            r"re:^\W*(?:you can|you will|you'll|you should|it will|it'll|it should|they will|they'll|of course|"
            r"certainly|sure|absolutely)\b",
        ),
        forbid=_OPENS_NO_FORBIDDEN,
    ),
    # -- kettlewell-home-cover/boiler-and-heating-cover-2028.docx: excess or none side by side, boiler age, a footnote
    Q(
        "I'd like Kettlewell to cover the boiler and the radiators, and I don't want to hand over anything when an "
        "engineer comes out. What will that cost me a month?",
        HC,
        "Heating Care | £19.25 | £13.50 | £1,500",
        (_pounds(r"19\.25"),),
        forbid=(_leading(r"£\s?(?:13\.50|14\.50|27\.80|9\.75|21\.40|90)(?![\d]|\.\d)"),),
    ),
    Q(
        "We only took out Kettlewell's boiler cover last week. How long do we have to wait before we can claim for a "
        "breakdown?",
        HC,
        "We cannot accept a claim in the first 30 days after your cover starts",
        (_amount("30", r"days?\b"), "thirty days"),
        forbid=(_leading(r"(?:14|21|7|24|8|fourteen|twenty-one|seven)\s?(?:days?|hours?)\b"),),
    ),
    Q(
        "Our boiler is 14 years old. The people we bought the house from had it put in by their own plumber, and it's "
        "never given any trouble. Can we get it covered on Kettlewell's Boiler Care?",
        HC,
        "The one exception is a boiler that we fitted ourselves",
        (STARTS_NO, "no more than 12 years old", *_OPENS_NO),
        forbid=_OPENS_YES_FORBIDDEN,
    ),
    # -- bramwell-and-dunn-upholstery/price-list-2028.xlsx: own fabric and two bands side by side, zones, on viewing
    Q(
        "I've already bought the material for my wing-back chair. What do Bramwell & Dunn charge to re-cover it in my "
        "own fabric?",
        UP,
        "Piece=Wing-back armchair",
        (_pounds("460"),),
        forbid=(_leading(r"£\s?(?:380|620|710|520|600)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "We've got six dining chairs with drop-in seats and we'd like them done in one of Bramwell & Dunn's Band A "
        "fabrics. We're about 12 miles from their workshop, so they'd have to collect them. What will the whole job "
        "come to?",
        UP,
        'Piece="Dining chair, drop-in seat pad"',
        _pounds("(?:55|330|365)"),
        _pounds("(?:35|365)"),
        forbid=(
            _leading(r"£\s?(?:330|228|263|408|443|390|55|90|68|38)(?:\.00)?(?![\d]|\.\d)"),
            _pounds("(?:263|443|390|228|408|90|103)"),
        ),
    ),
    not_in_docs(
        "My grandmother left us a deep-buttoned Chesterfield sofa that badly needs redoing. How much would Bramwell & "
        "Dunn charge to reupholster it?",
        "on viewing",
        "see it",
        "send them photographs",
        "send photographs",
        forbid=(
            r"re:\bchesterfields?\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\bchesterfield",
            r"re:\bchesterfields?\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- hambleside-show/volunteer-stewards-briefing-2028.pptx: shifts in a table, a lost child in the speaker notes
    Q(
        "If I'm stewarding at the Hambleside Show and a little boy comes up to me crying because he can't find his mum, "
        "who do I get in touch with first?",
        SH,
        "The first thing to do when you find a lost child is to contact Show Control",
        ("show control",),
        forbid=(
            r"re:^\W*(?:(?:you should |you need to |you must |first,? |just )?(?:ring|call|phone|contact|radio|tell|ask"
            r"|find|take (?:him|them|the child|the boy) to|go to|speak to|get in touch with)\s+)?(?:the )?(?:police|"
            r"family tent|commentator|carys|first aid|gareth|your team leader|a team leader)",
        ),
    ),
    Q(
        "I've put my name down for the morning shift at the Hambleside Show. How much is the food voucher I get worth?",
        SH,
        "Morning | 7:30am to 1pm | £8 | 1",
        (_pounds("8"),),
        forbid=(_leading(r"£\s?(?:15|10)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- greenhollow-landscapes/re-your-garden-quote.eml: the reply on top raises a price; the quoted quote
    Q(
        "After Greenhollow's latest email, how much are we now paying for the new patio?",
        GL,
        "so the patio now comes to £4,760",
        (_pounds("4,?760"),),
        forbid=(_outdated(r"£\s?4,?480(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "Greenhollow are fitting us an outside tap so we can use the hose. What did that cost in their quote?",
        GL,
        "Outside tap on the kitchen wall, with a double check valve",
        (_pounds("165"),),
        forbid=(_leading(r"£\s?(?:220|640|2,?160|4,?480|4,?760)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- mereline-trains/season-ticket-renewal-S0482291.pdf: seasons and classes in look-alike lines
    Q(
        "I've been buying a monthly Standard Class season between Stanway and Marlham Central. How much would I save "
        "over a year by buying Mereline's annual season instead of twelve monthly ones?",
        MT,
        "Annual season, Standard Class: GBP 3,864",
        _pounds(r"(?:3,?864|554(?:\.40)?)"),
        _pounds(r"(?:368\.20|554(?:\.40)?)"),
        forbid=(
            _leading(r"(?:£|gbp)\s?(?:1,?932|4,?418(?:\.40)?|654(?:\.40)?|454(?:\.40)?|96\.60|552\.30)(?![\d]|\.\d)"),
            _pounds(r"(?:1,?932|654(?:\.40)?|454(?:\.40)?|2,?763\.60|1,?231\.60)"),
        ),
    ),
    # -- near misses and a topic no document covers
    not_in_docs(
        "We'd love a written history of our old farmhouse from Harnmoor Record Office. What would they charge for a "
        "house history report?",
        "quoted on request",
        "free initial search",
        forbid=(
            r"re:\bhouse histor(?:y|ies)\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:house histor|farmhouse)",
            r"re:\b(?:report|house histor(?:y|ies))\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
            r"re:^\W*[^.]{0,40}£\s?34\b",
        ),
    ),
    not_in_docs(
        "In what year was the Eiffel Tower finished?",
        forbid=(r"re:(?<![\d])1889(?![\d])", r"re:(?<![\d])1887(?![\d])"),
    ),
    # -- mereline-trains/season-ticket-renewal-S0482291.pdf, asked in Chinese: the first class annual season
    Q(
        "我在Mereline Trains买的Stanway到Marlham Central的年票快到期了，这次想续成一等座的年票，要多少钱？",
        MT,
        "Annual season, First Class: GBP 5,796",
        (_pounds("5,?796"),),
        forbid=(
            ZH_FIRST_BEFORE_BRACKET
            + r"(?:(?:£|gbp)\s?(?:3,?864|552\.30|368\.20)|(?<![\d.,])(?:3,?864|552\.30|368\.20)\s?英?镑)",
        ),
        lang="zh",
    ),
    # -- 雁川市2028年度公园年票办理公告.txt: one long line; passes side by side, the supplement lowers a price
    Q(
        "我妈今年六十五岁，想给她办一张雁川的公园年票，要多少钱？",
        PK,
        "适用于60至69周岁的老人，每张50元",
        (r"re:(?<![\d.])50\s?(?:元|块)|五十元|五十块",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d.])(?:120|60|40|10|160|20)\s?(?:元|块)|免费)",),
        lang="zh",
    ),
    Q(
        "我女儿在读初二，现在去给她办雁川的学生公园年票，要交多少钱？",
        PK,
        "学生年票价格由每张60元下调为每张40元",
        (r"re:(?<![\d.])40\s?(?:元|块)|四十元|四十块",),
        forbid=(_outdated(r"(?<![\d.])60\s?(?:元|块)|六十元|六十块"),),
        lang="zh",
    ),
    # -- 光影时光照相馆价目表.csv: plain and retouched side by side, prints and frames by size, at home by arrangement
    Q(
        "明天要去光影时光照相馆拍二寸的证件照，我想要修过图的，多少钱？",
        PH,
        "项目=证件照 二寸（8张）",
        (r"re:(?<![\d.])50\s?(?:元|块)?(?![\d.])|五十元|五十块",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:30|45|60|25)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我想在光影时光冲印20张6寸的照片，再配一个6寸的实木相框，一共要多少钱？",
        PH,
        "项目=照片冲印 6寸（每张）",
        r"re:(?<![\d.])78\s?(?:元|块)|七十八|(?<![\d.])2\.5\s?(?:元|块)?(?![\d])",
        r"re:(?<![\d.])78\s?(?:元|块)|七十八|(?<![\d.])28\s?(?:元|块)?(?![\d])",
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:58|98|85|95|30\.5|68)\s?(?:元|块)",
            r"re:(?:一共|共计|总共|合计|共|总计)\s?(?:要|是|需要)?\s?(?:50|58|98|85|95|30\.5|68)\s?(?:元|块)",
        ),
        lang="zh",
    ),
    not_in_docs(
        "家里老人行动不方便，想请光影时光照相馆上门来拍全家福，大概要多少钱？",
        "面议",
        forbid=(
            r"re:上门[^。，,；;]{0,20}?(?<![\d.])\d+\s?(?:元|块)",
            r"re:(?<![\d.])\d+\s?(?:元|块)[^。，,；;]{0,12}?上门",
        ),
        lang="zh",
    ),
    # -- 鼎岳软件员工租房补贴管理办法.docx: articles (第X条), allowances by grade and city, how long
    Q(
        "我是P4级的员工，在鼎岳软件杭州分公司上班，自己在外面租房住，每个月能拿多少租房补贴？",
        AL,
        "P4至P5（中级） | 2000 | 1400 | 800",
        (r"re:(?<![\d.,])1,?400(?![\d])|一千四",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.,])(?:2,?000|1,?000|1,?800|800|1,?500|1,?200)(?![\d])",),
        lang="zh",
    ),
    Q(
        "鼎岳软件的租房补贴，一个人前前后后加起来最多能领多久？",
        AL,
        "每名员工在公司累计享受租房补贴不超过36个月",
        (r"re:(?<![\d])36\s?个月|三十六个月|(?<![\d])3\s?年|三年",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d])(?:12|24|6|18)\s?个月|一年|两年|(?<![\d])[12]\s?年)",),
        lang="zh",
    ),
    # -- 青漪江游船乘船须知和票价.odt: tickets by cruise and day side by side, no pets but in a carrier by day
    Q(
        "这个周六晚上想和老公一起坐青漪江的夜游船，坐普通座位的话，一张成人票多少钱？",
        CR,
        "夜游航线成人票 | 120 | 150",
        (r"re:(?<![\d.])150\s?(?:元|块)?(?![\d])|一百五十?(?:元|块)",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:120|260|220|100|75)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "周六下午想坐青漪江的日游船，我家的猫出门都装在航空箱里，能带它一起上船吗？",
        CR,
        "唯一的例外是装在航空箱内的小型猫狗",
        (
            STARTS_YES_ZH,
            "可以随主人乘坐日游航线",
            r"re:^\W*(?:猫|它|小猫|猫咪)?(?:能|可以)(?:带|上船|随|一起)",
        ),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:猫|它|小猫|猫咪)?(?:不能|不可以|不行|不允许)"),
        lang="zh",
    ),
    # -- 手工皂入门.epub: curing times by recipe
    Q(
        "我做了一批只用橄榄油的冷制皂，已经脱模切好块了，要放多长时间才能用？",
        SP,
        "至少要熟成8周",
        (r"re:(?<![\d])8\s?(?:周|个星期|星期)|八周|八个星期|两个月",),
        forbid=(
            ZH_FIRST_BEFORE_BRACKET
            + r"(?<![\d])(?:4\s?(?:到|至|-|~|～)\s?6|3\s?(?:到|至|-|~|～)\s?4|1\s?(?:到|至|-|~|～)\s?2|[1-6])\s?(?:周|个星期)",
        ),
        lang="zh",
    ),
    # -- no document
    not_in_docs(
        "珠穆朗玛峰有多高？",
        forbid=(r"re:8,?84[48](?:\.\d+)?\s?(?:米|m)", r"re:(?<![\d])8,?84[48](?![\d])"),
        lang="zh",
    ),
]


def build_fresh21_corpus(dest: Path) -> Path:
    """Write the fresh21 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH21_DOCS)
