"""The answer evaluation's `fresh24` set: issue 23's twenty-fourth held-out set, written with its documents
(tests/docs/answer_fresh24_docs.py) after `fresh23`, blind: by a helper who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: a folk festival's tickets, terms and festival guide (.md, about 3,500
words) with fourteen tickets and passes at the early bird and the standard price side by side, no fires or cooking
in the camping fields with one exception for small gas stoves in the Family Camping field and the Campervan Field,
and, deep inside, the ticket terms with the fees for changing the name on a ticket, upgrading and replacing a
wristband in look-alike sentences, a caravan storage yard's prices page (.html) with caravans, motorhomes, trailer
tents and boats by length, a month and a year in the open compound and a year in the covered barn side by side,
twin-axle caravans counted with the longest caravans, and motorhomes over 8.5 m priced only on request, a tutoring
agency's terms and fees for parents (.docx) with nine levels at the online and the home fee side by side, no free
cancellation within 24 hours with one exception for exams and school trips the school arranged or moved at short
notice, and the travel charge for home lessons far from the office only in a footnote, an escape room venue's prices
(.xlsx, three sheets) with a game for two to eight players at off-peak and peak times side by side, the rooms and
the extras, an archery club's welcome deck for beginners (.pptx) with its courses in a table, no children under 12
with one exception for children of 10 or 11 on the course with a parent, and whom to tell about a left-handed bow,
both only in the speaker notes, a florist's e-mail (.eml) whose reply on top raises the price of the bridal bouquet
and whose quoted quote alone holds the buttonholes, a boat trip operator's timetable and fares (.pdf) with adult,
child and family fares for three trips in look-alike lines and private charters priced only on request, and five
Chinese ones: a city's notice on bus and metro cards for older people as one long line (.txt) with a half-price card
and a free card by age and a supplement at the end that lowers the fee for the half-price card, a locksmith's price
list (.csv) with fifteen rows at the daytime and the night price side by side, lock cylinders by grade in
look-alike rows and safes priced only on site, a company's rules on staff recuperation trips in numbered articles
(第X条, .docx) with how often staff and model workers may go and a table of routes with the most paid for each
person, a karting track's rules and prices (.odt) with sessions at weekday and weekend prices side by side and no
children under 1.1 metres with one exception for children of 4 and over as passengers in a two-seat kart driven by
a parent, and two chapters of a book for beginners at birdwatching (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (the
fee for changing the name on a festival ticket, deep in the long guide; a year in the covered barn for a twin-axle
caravan shorter than the longest caravans' row; an hour of A-level maths online; the travel charge for a home lesson
far from the office; a game for five at the weekend; whom to tell about a left-handed bow; a buttonhole in the quoted
quote; a family ticket for the seal trip; a game for six on a weekday morning, asked in Chinese over the English
workbook; how many half-price rides a month; opening a car at night; the most paid for a trip outside the province;
how often an ordinary employee may go; fifteen minutes of karting on a Saturday; the magnification of a beginner's
binoculars), four that need two facts, each a small sum of two cells or lines (a parent's and a teen's weekend
tickets with camping at the standard price, a peak game for four and the photo pack, an adult's and a child's fare on
the puffins voyage, opening a door with a high-grade lock cylinder at night and changing the cylinder), four yes-or-no
questions that need a rule and its exception applied (two whose answer is yes: a gas stove in the Family Camping
field, a five-year-old under 1.1 metres beside a parent in a two-seat kart; two no: a lesson cancelled the same day
for a fever, a nine-year-old on the beginners' course with a parent), two whose answer was replaced by a later
statement (the bridal bouquet's price raised by the reply on top, the half-price card's fee lowered by the
supplement; the outdated value is forbidden unless given as what it was), and five that no document answers: three
beside a near miss (a motorhome over 8.5 m in the covered barn, a private charter of the boat, opening a safe), two
on topics no document covers.
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
from .answer_fresh24_docs import FRESH24_DOCS
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

FE, CS, BT, ER, AR, FL, BO = (
    "hollowmere-festival/tickets-terms-and-festival-guide-2028.md",
    "tithe-barn-caravan-storage/storage-prices.html",
    "brightwell-tutors/terms-and-fees-for-parents-2028-29.docx",
    "lockjaw-escape-rooms/prices-2028.xlsx",
    "yewdale-archers/beginners-course-welcome-2028.pptx",
    "marigold-and-moss-flowers/re-wedding-flowers-quote.eml",
    "skerrow-sound-boat-trips/timetable-and-fares-2028.pdf",
)
SC, LS, RT, KT, BW = (
    "澧川市老年人优待乘车卡办理通知.txt",
    "安心开锁换锁服务价目表.csv",
    "恒拓机械公司职工疗休养管理办法.docx",
    "飞驰卡丁车俱乐部场地须知和价格.odt",
    "观鸟入门.epub",
)

# Besides answer_evaluation's WAS and the shared words, words before a value that give it as what it was: "went up
# from £95", "Hattie's first price of £95", "调整前20元", "已按原标准交了20元"
WAS_TOO = WAS_TOO_SHARED + (
    "went up from ",
    "gone up from ",
    "risen from ",
    "rises from ",
    "corrected from ",
    "first price of ",
    "earlier price of ",
    "first quoted at ",
    "in place of ",
    "调整前",
    "调整前是",
    "调整前的",
    "原标准",
    "原标准是",
    "交了",
    "已交",
    "已经交了",
)


_outdated = outdated_beside(WAS_TOO)


# The words a short answer may open with before the sum it gives: "It's £26", "Yes, that's £6 a lesson", "You'll
# pay £115", "The bridal bouquet is now £125", "Lockjaw charge £96", "A family ticket costs GBP 68"
_LEAD = (
    r"(?:(?:yes|ok|well)\W*)?"
    r"(?:(?:it|that|this|they|each(?: one)?|the [a-z0-9' ,&-]{1,30}?|an? [a-z0-9' -]{1,30}?"
    r"|(?:you|we|she|he|they)(?:'ll| will| would|'d)? (?:pay|be charged|owe|need to pay|have to pay)"
    r"|(?:hollowmere(?: festival)?|tithe barn(?: caravan storage)?|brightwell(?: tutors)?|lockjaw(?: escape rooms)?"
    r"|marigold (?:&|and) moss|hattie|skerrow sound(?: boat trips)?)"
    r" (?:charges?|will charge|would charge|costs?|asks? for|wants?))"
    r"(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+will be|\s+would be|\s+comes? to|\s+for)?\s*)?"
    r"(?:only |just |about |around |now |an extra |a further |a fee of |a charge of |a travel charge of )?"
)


_leading = leading(_LEAD)

# Openings that give a yes to "can we get out of paying?", which a right answer never has: "You can", "We may", "You
# won't be charged" (OPENS_YES_FORBIDDEN's second pattern would also turn down "You will be charged in full")
_NOT_CHARGED = (
    r"re:^\W*(?:you |we )?(?:can|may|could|won['’]t (?:be charged|have to pay)|will not (?:be charged|have to pay)"
    r"|don['’]t have to pay|do not have to pay)\b(?!n?['’]t|not| not)"
)


FRESH24 = [
    # -- hollowmere-festival/tickets-terms-and-festival-guide-2028.md: a long guide; tickets in a table, cooking in
    # the camping fields, and the ticket terms deep inside
    Q(
        "I bought an adult weekend ticket for Hollowmere, but there's now a family wedding that weekend, so my brother "
        "is going to use it instead. What will it cost to put the ticket in his name?",
        FE,
        "costs £12 a ticket",
        _pounds("12"),
        forbid=(_leading(r"£\s?(?:25|5|18|14)(?:\.00)?(?![\d]|[.,]\d)|10\s?%"),),
    ),
    Q(
        "My 14-year-old daughter and I want to go to Hollowmere for the whole weekend and camp. If I buy our tickets "
        "this March, what will the two of them cost altogether?",
        FE,
        "Teen weekend ticket with camping, 13 to 17",
        _pounds("(?:189|288)"),
        _pounds("(?:99|288)"),
        forbid=(_pounds("(?:250|264|274|268|258)"),),
    ),
    Q(
        "We've got a pitch in Hollowmere's Family Camping field with our two little ones. Can we make porridge in the "
        "mornings on our small gas camping stove, outside the tent?",
        FE,
        "small gas camping stove with a cartridge",
        (
            STARTS_YES,
            "off the grass",
            r"re:^\W*(?:you can|you may|you're allowed|you are allowed|of course|certainly|sure|absolutely)\b",
        ),
        forbid=OPENS_NO_FORBIDDEN,
    ),
    # -- tithe-barn-caravan-storage/storage-prices.html: vehicles by length, compound and barn; long motorhomes on
    # request
    Q(
        "Our twin-axle caravan is 7.3 metres long, and we'd like to keep it in Tithe Barn's covered barn for a whole "
        "year. What will that cost?",
        CS,
        "or any twin-axle caravan",
        _pounds("810"),
        forbid=(_leading(r"£\s?(?:720|520|460|620|850|960|50|44)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    not_in_docs(
        "Our motorhome is 9.1 metres long. What would Tithe Barn charge to keep it in the covered barn for a year?",
        "price on request",
        "on request",
        "longer bays",
        forbid=(
            r"re:\b(?:9\.1 ?m(?:etres?)?|9\.1-metre|over 8\.5 ?m(?:etres?)?)(?:[^.;]|\.\d){0,40}?"
            r"\b(?:costs?|is|are|at|for|of|be)\s?(?:about |around |roughly )?£\s?\d",
            r"re:£\s?\d[\d,.]*[^£;]{0,30}\bfor (?:a |your |the )?(?:9\.1|motorhomes? (?:of |over )?(?:9|8\.5))",
        ),
    ),
    # -- brightwell-tutors/terms-and-fees-for-parents-2028-29.docx: online and home fees side by side, the cancelling
    # rule and its exception, the travel charge in a footnote
    Q(
        "My daughter's in Year 13 and finding A-level maths hard going. What would an hour's online lesson with "
        "Brightwell Tutors cost?",
        BT,
        "A level maths and further maths",
        _pounds("52"),
        forbid=(_leading(r"£\s?(?:60|48|56|40|42)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "My son woke up with a temperature and won't manage his Brightwell lesson at four o'clock this afternoon. If I "
        "cancel it now, can we get out of paying for it?",
        BT,
        "Lessons cancelled with less than 24 hours' notice are charged in full",
        (STARTS_NO, "charged in full", *OPENS_NO),
        forbid=(STARTS_YES, OPENS_YES_FORBIDDEN[2], _NOT_CHARGED),
    ),
    Q(
        "We live in a village about eight miles outside Crossley, and we'd like a Brightwell tutor to come to the "
        "house for our son's GCSE maths. Is there anything to pay on top of the lesson fee for the tutor's travel?",
        BT,
        "carry a travel charge of £6 a lesson",
        _pounds("6"),
        forbid=(_leading(r"£\s?(?:5|48|40|45)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- lockjaw-escape-rooms/prices-2028.xlsx: a game by players, off-peak and peak; the extras
    Q(
        "There'll be five of us at Lockjaw Escape Rooms on a Saturday afternoon. How much is one game for the group?",
        ER,
        "5 players",
        _pounds("115"),
        forbid=(_leading(r"£\s?(?:95|126|108|96)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "Four of us are booked into Lockjaw's Curse of the Mill at 7pm on a Friday, and we'd like the photo pack as "
        "well. What will we pay in total?",
        ER,
        "Photo pack, printed and digital",
        _pounds("(?:96|110)"),
        _pounds("(?:14|110)"),
        forbid=(_pounds("(?:94|129|109)"), _leading(r"£\s?80(?:\.00)?(?![\d]|[.,]\d)")),
    ),
    # the same workbook, asked in Chinese: a game for six off-peak
    Q(
        "我们6个人下周二上午十点想去Lockjaw Escape Rooms玩一场密室逃脱，那周不是学校假期，一共要付多少钱？",
        ER,
        "6 players",
        _pounds("108"),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?:£|gbp)\s?(?:126|95|115|119)|(?<![\d.,])(?:126|95|115|119)\s?英?镑)",),
        lang="zh",
    ),
    # -- yewdale-archers/beginners-course-welcome-2028.pptx: courses in a table; younger children and left-handed
    # bows in the speaker notes
    Q(
        "I'm left-handed and I've just booked Yewdale Archers' summer evening course. Who should I let know so that "
        "there's a bow for me?",
        AR,
        "email our equipment officer, Priya Raman",
        ("priya raman", "equipment officer", "equipment@yewdalearchers.example"),
        forbid=(
            r"re:^\W*[^.]{0,60}courses@yewdalearchers",
            r"re:^\W*(?:(?:you should |you need to |just )?(?:tell|email|contact|let|ring|write to|speak to)\s+)?"
            r"(?:the |yewdale's |your )?(?:gareth lowe|course organiser|field captain)",
        ),
    ),
    Q(
        "I'd love to do Yewdale's spring beginners' course together with my son, who is nine. Can we both sign up?",
        AR,
        "a child of 10 or 11 whose parent or guardian",
        (STARTS_NO, "10 or 11", *OPENS_NO),
        forbid=OPENS_YES_FORBIDDEN,
    ),
    # -- no document answers this one
    not_in_docs(
        "At sea level, at what temperature in Fahrenheit does water boil?",
        forbid=("212",),
    ),
    # -- marigold-and-moss-flowers/re-wedding-flowers-quote.eml: the reply on top raises a price; the quote
    Q(
        "I'm the bride. Going by Hattie's latest email, how much will my bridal bouquet from Marigold & Moss cost?",
        FL,
        "is now £125, not £95",
        _pounds("125"),
        forbid=(_outdated(r"(?:£|(?<![a-z])gbp)\s?95(?![\d]|[.,]\d)|(?<![\d.,£])95\s?(?:pounds|gbp)"),),
    ),
    Q(
        "We need buttonholes for the groom, the best man and four ushers. What does Marigold & Moss charge for each "
        "buttonhole?",
        FL,
        "Buttonholes: £9.50 each",
        _pounds(r"9\.50?"),
        forbid=(_leading(r"£\s?(?:16|55|28|38|9)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- skerrow-sound-boat-trips/timetable-and-fares-2028.pdf: fares in look-alike lines; charters on request
    Q(
        "We're two adults with children of seven and ten, and we want to see the seals with Skerrow Sound. How much is "
        "the family ticket for that trip?",
        BO,
        "Seal Island trip, family of 2 adults and 2 children",
        _pounds("68"),
        forbid=(_leading(r"(?:£|gbp)\s?(?:40|24|14|76)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "I'd like to take my 13-year-old grandson on Skerrow Sound's sea caves and puffins voyage. What will the two "
        "of us pay?",
        BO,
        "Sea caves and puffins voyage, child aged 4 to 15",
        _pounds("(?:39|62)"),
        _pounds("(?:23|62)"),
        forbid=(_pounds("(?:38|78|46)"), _leading(r"(?:£|gbp)\s?24(?:\.00)?(?![\d]|[.,]\d)")),
    ),
    not_in_docs(
        "For my dad's seventieth we'd like Skerrow Sound's boat to ourselves for an afternoon, about ten of us. What "
        "would a private charter cost?",
        "price on request",
        "on request",
        "callum reid",
        forbid=(
            r"re:\b(?:charter|boat to yourselves|whole boat|private trip)\b[^.]{0,60}?(?:£|gbp)\s?\d",
            r"re:(?:£|gbp)\s?\d[\d.,]*[^.£]{0,30}\b(?:charter|whole boat|private trip)",
        ),
    ),
    # -- 澧川市老年人优待乘车卡办理通知.txt: one long line; two cards by age, the supplement lowers a fee
    Q(
        "我爸今年66岁，办的是半价卡，每个月坐公交和地铁最多能享受几次五折？",
        SC,
        "每月最多优惠60次",
        r"re:(?<![\d.])60\s?次|六十次",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d.])(?:30|100|50)\s?次|不限|无限)",),
        lang="zh",
    ),
    Q(
        "我妈妈今年67岁，想去办澧川的敬老卡，工本费要交多少钱？",
        SC,
        "半价卡的工本费由20元调整为10元",
        r"re:(?<![\d.])10\s?(?:元|块)|(?<![一二三四五六七八九十百])十(?:元|块)",
        forbid=(_outdated(r"(?<![\d.])20\s?(?:元|块)|(?<![一二三四五六七八九十])二十(?:元|块)"),),
        lang="zh",
    ),
    # -- 安心开锁换锁服务价目表.csv: daytime and night prices side by side; safes priced on site
    Q(
        "晚上十一点我把钥匙锁在车里了，是普通轿车，请安心开锁来开车门要多少钱？",
        LS,
        "汽车开锁 普通轿车",
        r"re:(?<![\d.])220\s?(?:元|块)?(?![\d.])|二百二十?(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:150|260|350|200)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "晚上十点我被锁在门外了，家里的防盗门是C级锁芯，想请安心开锁开门以后顺便换一个新的C级锁芯，一共要多少钱？",
        LS,
        "C级锁芯防盗门开锁",
        r"re:(?<![\d.])(?:200|520)\s?(?:元|块)?(?![\d.])",
        r"re:(?<![\d.])(?:320|520)\s?(?:元|块)?(?![\d.])",
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:400|480|440|370)\s?(?:元|块)",
            r"re:(?:一共|共计|总共|合计|共|总计|加起来)\s?(?:要|是|需要|付|为)?\s?(?:400|480|440|370)\s?(?:元|块)?",
        ),
        lang="zh",
    ),
    not_in_docs(
        "家里的老保险柜打不开了，想请安心开锁上门开一下，大概要多少钱？",
        "现场报价",
        "按品牌和锁型",
        forbid=(
            r"re:保险柜[^。，,；;]{0,20}?(?<![\d.])\d+\s?(?:元|块)",
            r"re:(?<![\d.])\d+\s?(?:元|块)[^。，,；;]{0,12}?保险柜",
        ),
        lang="zh",
    ),
    # -- 恒拓机械公司职工疗休养管理办法.docx: articles (第X条); how often, and a table of routes
    Q(
        "我报名了今年10月工会组织的省外疗休养，公司给每个人的费用标准是多少？",
        RT,
        "省外线路",
        r"re:(?<![\d.])4,?500\s?(?:元|块)?(?![\d.])|四千五百?(?:元|块)?",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:2,?800|6,?000)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我在恒拓上班快6年了，是普通职工，没评过劳模，按规定多少年能轮到一次疗休养？",
        RT,
        "每5年可以参加一次疗休养",
        r"re:(?:每|隔)\s?(?:5|五)\s?年|(?<![\d])5\s?年一次|五年一次",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:每|隔)\s?(?:3|三)\s?年",),
        lang="zh",
    ),
    # -- no document answers this one
    not_in_docs(
        "下围棋用的标准棋盘上一共有多少个交叉点？",
        forbid=("361", "三百六十一"),
        lang="zh",
    ),
    # -- 飞驰卡丁车俱乐部场地须知和价格.odt: weekday and weekend prices; no small children but as passengers
    Q(
        "我儿子5岁，身高才1米05，我开双人卡丁车带他坐在旁边一起跑，可以吗？",
        KT,
        "唯一的例外是年满4周岁、身高不足1.1米的",
        (STARTS_YES_ZH, "乘客座", r"re:^\W*(?:能|可以)(?:带|坐|一起|上场)"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:身高不足1\.1米的儿童不能|不能上场)"),
        lang="zh",
    ),
    Q(
        "这个周六我想开15分钟的单人卡丁车，要多少钱？",
        KT,
        "单人卡丁车 15分钟",
        r"re:(?<![\d.])180\s?(?:元|块)?(?![\d.])|一百八十?(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:140|100|200|80)\s?(?:元|块)",),
        lang="zh",
    ),
    # -- 观鸟入门.epub: binoculars by magnification
    Q(
        "刚开始学观鸟，想买一副双筒望远镜，选多少倍的比较合适？",
        BW,
        "初学者最好选8倍的双筒望远镜",
        r"re:(?<![\d.×x])8\s?(?:倍|×|x(?![a-z]))|八倍",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d.])(?:10|12|20)\s?(?:倍|×)|十倍)",),
        lang="zh",
    ),
]


def build_fresh24_corpus(dest: Path) -> Path:
    """Write the fresh24 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH24_DOCS)
