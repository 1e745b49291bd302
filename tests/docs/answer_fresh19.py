"""The answer evaluation's `fresh19` set: issue 23's nineteenth held-out set, written with its documents
(tests/docs/answer_fresh19_docs.py) after `fresh18`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: a pottery studio's guide (.md) with open studio sessions at members' and
non-members' prices side by side, firing charged by the height of the piece in look-alike rows, how long unfired and
fired work is kept, and only the studio's own clay fired with one exception for members whose clay has been approved,
an optician's eye tests and prices page (.html) with lenses by kind in standard and thinner versions side by side,
prescription sports eyewear priced only on request, and no refunds on glasses with one exception for varifocals within
60 days, a skip hire firm's prices and terms (.docx) with skips by size and what each holds in look-alike rows and
the permit for a skip on the road only in a footnote, a physiotherapy clinic's prices (.xlsx, three sheets) with
appointments at standard and concession prices side by side, Pilates classes paid each time or in blocks of six, and
home visits priced only on request, a hospice charity's induction deck for shop volunteers (.pptx) with the discounts
for volunteers, paid staff and on furniture in a table and whom to ring when the shop is still locked only in the
speaker notes, a garage's e-mail (.eml) whose reply on top puts back the day the car will be ready and whose quoted
quote alone holds the price of changing the brake fluid, a car insurance renewal notice (.pdf) with the premium paid
in one go or monthly and the excesses in look-alike lines, and five Chinese ones: a city's notice on dog
registration and the yearly check as one long line (.txt) with fees for neutered and unneutered dogs and a
supplement at the end that lowers the yearly check for unneutered dogs, a phone repair shop's price list (.csv) with
original and third-party screens by model and water damage priced only after a check, a company's rules for its
staff canteen in numbered articles (第X条, .docx) with meals and a monthly lunch card for employees, interns and
visitors and no food taken out with one exception for staff on a night shift, a fishing lake's rules (.odt) with
tickets by length and day, the price a jin of the fish kept by kind, and no night fishing with one exception for
members holding a year card, and two chapters of a book for new runners (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
price, a share, a length of time, an excess, whom to ring, a percentage, a distance; most paraphrased rather than in
the document's words, one Chinese question over the English optician's contact lens fitting), four that need two
facts, a comparison of a quantity or a sum with two cells (the smallest skip that holds seven cubic yards, whether a
block of six reformer Pilates classes is cheaper than paying each time, whether paying the car insurance in one go is
cheaper than the deposit and monthly instalments, whether an intern who lunches twice a week gains from the monthly
lunch card), four yes-or-no questions that need a rule and its exception applied (two whose answer is yes: a refund
on varifocals after five weeks, taking dinner out of the canteen on a night shift; two no: a non-member firing pots
of clay bought elsewhere, fishing until ten at night on a day ticket), two whose answer was replaced by a later
statement (the garage's day the car is ready moved by the reply on top, the yearly check for unneutered dogs lowered
by the supplement; the outdated value is forbidden unless given as what it was), and five that no document answers:
three beside a near miss (prescription swimming goggles, a physiotherapist's home visit, a phone dropped in water),
two on topics no document covers.
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
from .answer_fresh19_docs import FRESH19_DOCS
from .answer_patterns import WAS_THE, WAS_ZH, leading
from .answer_patterns import pounds as _pounds

CP, MF, KS, AP, HH, HG, RD = (
    "clayhaven-pottery-studio/studio-guide-2028.md",
    "marlowe-and-finch-opticians/eye-tests-and-prices.html",
    "kestrow-skip-hire/skip-hire-prices-and-terms-2028.docx",
    "ashmead-physio/price-list-2028.xlsx",
    "harbourlight-hospice-shops/new-volunteers-induction-2028.pptx",
    "hallam-street-garage/re-your-cars-service-and-mot.eml",
    "ridgeway-direct-insurance/car-insurance-renewal-2028-29.pdf",
)
LX, KX, HT, BS, PB = (
    "临溪市养犬登记和年检工作通知.txt",
    "快修侠手机维修万达店价目表.csv",
    "恒拓智能员工食堂就餐管理办法.docx",
    "碧水湾垂钓园2028年垂钓须知.odt",
    "新手跑步入门.epub",
)


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "rather than Wednesday 11
# October", "instead of the Wednesday", "原来每年200元", "由每只每年200元"
WAS_TOO = (
    "been ",
    "said ",
    "earlier ",
    "old ",
    "original ",
    "originally on ",
    "rather than ",
    "instead of ",
    "instead of on ",
    "rather than on ",
    "not on ",
    "planned for ",
    "quoted for ",
    "promised for ",
    "due on ",
    "meant to be ",
    "supposed to be ",
    "going to be ",
    "moved from ",
    "put back from ",
    *WAS_THE,
    *WAS_ZH,
    "原价",
    "原标准",
    "原标准是",
    "原标准为",
    "原为每年",
    "原来每年",
    "原来是每年",
    "原先每年",
    "原本每年",
    "由每年",
    "从每年",
    "由每只每年",
    "从每只每年",
    "原每只每年",
    "原来每只每年",
    "之前",
    "以前",
    "调整前",
    "调整前为",
    "调整前是",
    "调整前每年",
    "调整前为每年",
    "之前每年",
    "以前每年",
    "之前是每年",
    "以前是每年",
)


def _outdated(value: str) -> str:
    """An outdated value stated as the answer (answer_evaluation._outdated), with this set's WAS_TOO."""
    return outdated(value, WAS_TOO)


# The words a short answer may open with before the sum, share or figure it gives: "It costs £9", "Yes, it's £132",
# "The excess is GBP 115", "You'll pay £40", "Kestrow charges £48", "They give 20%"
_LEAD = (
    r"(?:yes\W*)?"
    r"(?:(?:it|that|this|they|she|he|the [a-z0-9' ,-]{1,28}?|an? [a-z0-9' -]{1,28}?|(?:you|she|he|we)(?:'ll| will)?"
    r" (?:pay|get|be charged|be paid)|(?:clayhaven|marlowe (?:&|and) finch|kestrow(?: skip hire)?|ashmead(?: physio)?"
    r"|harbourlight|hallam street(?: garage)?|ridgeway(?: direct)?|steve) (?:charges?|will charge|would charge|costs?"
    r"|takes?|gives?|quoted|quotes?))"
    r"(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+would be|\s+will be|\s+pays?|\s+takes?|\s+gives?)?"
    r"\s*)?"
    r"(?:up to |about |only |just |at most |now |an extra |a further )?"
)


_leading = leading(_LEAD)


# The first sentence (up to a full stop) or the first clause of a Chinese answer, before a value in it (a value in
# brackets after the answer is named beside it)
_ZH_FIRST = r"re:^\W*[^。；;，,(（]{0,24}?"

FRESH19 = [
    # -- clayhaven-pottery-studio/studio-guide-2028.md: firing by height for members and non-members, clay, shelves
    Q(
        "I'm not a member at Clayhaven. I threw a vase at a drop-in session and it's about 18 cm tall. What will it "
        "cost me to have it fired and glazed?",
        CP,
        "Medium, over 10 cm and up to 25 cm",
        (_pounds("9"),),
        forbid=(_leading(r"£\s?(?:6|5|15|10|3|16)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "I'm not a Clayhaven member, I just drop in for sessions. I bought a bag of stoneware clay online and I have "
        "its data sheet. Can I use it at the studio and have my pots fired?",
        CP,
        "The one exception is members who bring the data sheet",
        (
            STARTS_NO,
            "non-members can only use clayhaven clay",
            r"re:^\W*not\b",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid|i am afraid)\b",
            r"re:^\W*(?:you )?(?:can['’]t|cannot|can not|may not|aren['’]t allowed|are not allowed|won['’]t be "
            r"able|will not be able)\b",
        ),
        forbid=(
            STARTS_YES,
            r"re:^\W*(?:you )?(?:can|may|could)\b(?!n?['’]t|not| not)",
            r"re:^\W*(?:sure|certainly|of course)\b",
        ),
    ),
    Q(
        "My mug has been through its glaze firing at Clayhaven, but I'm away for a while. How long have I got to pick "
        "it up before the studio gets rid of it?",
        CP,
        "anything not collected within 6 weeks of the glaze firing",
        (r"re:(?<![\d.])6\s?weeks|\bsix weeks",),
        forbid=(
            _leading(r"(?<![\d.])(?:3|three|2|two|4|four)\s?weeks"),
            r"re:\byou(?:'ve| have)(?: got)?\s+(?:only\s+)?(?:3|three)\s?weeks",
        ),
    ),
    # -- marlowe-and-finch-opticians/eye-tests-and-prices.html: lenses standard and thinner, goggles on request
    Q(
        "My prescription is quite strong, so I want the thinner, lighter lenses in varifocals at Marlowe & Finch. What "
        "will the lenses cost on top of the frame?",
        MF,
        "Varifocal",
        (_pounds("210"),),
        forbid=(_leading(r"£\s?(?:150|140|85|95|90|70|39)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "I collected new varifocals from Marlowe & Finch five weeks ago and I still feel dizzy going down the stairs "
        "in them. Can I get my money back for the lenses?",
        MF,
        "The one exception is varifocals",
        (
            STARTS_YES,
            "we will refund the lenses in full",
            r"re:^\W*(?:you can|you may|of course|certainly|sure|absolutely)\b",
        ),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:you )?(?:can['’]t|cannot|can not|may not|won['’]t be able)\b",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
        ),
    ),
    not_in_docs(
        "My son needs prescription swimming goggles for his swimming club. How much would Marlowe & Finch charge for "
        "a pair?",
        "price on request",
        "on request",
        "ask in store",
        "order them in",
        forbid=(
            r"re:\bgoggles\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\bgoggles\b",
            r"re:\bgoggles\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- kestrow-skip-hire/skip-hire-prices-and-terms-2028.docx: sizes in look-alike rows, the permit in a footnote
    Q(
        "We haven't got a drive, so the skip will have to sit on the road outside our house. How much extra will "
        "Kestrow add for that?",
        KS,
        "We apply for it and add £48 to the price of the hire",
        (_pounds("48"),),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:there(?:'s| is) )?(?:no|nothing)\b",
            _leading(r"£\s?(?:20|30|35|25|40)(?:\.00)?(?![\d]|\.\d)"),
        ),
    ),
    Q(
        "We're clearing out the loft and the garage and reckon there's about 7 cubic yards of junk, nothing heavy like "
        "rubble. What's the cheapest Kestrow skip that will take it all, and what does it cost?",
        KS,
        "8 cubic yards",
        (_pounds("305"),),
        forbid=(
            _leading(r"£\s?(?:265|395|220|165)(?:\.00)?(?![\d]|\.\d)"),
            r"re:^\W*(?:the\s+|a\s+)?(?:6|six)[- ](?:cubic[- ])?yards?\b",
            r"re:^\W*(?:the\s+|a\s+)?(?:builder['’]s skip|maxi skip|midi skip)",
        ),
    ),
    # -- ashmead-physio/price-list-2028.xlsx: standard and concession side by side, blocks, home visits on request
    Q(
        "I'm 70 and have already had my first appointment at Ashmead for my knee. What will a half-hour follow-up cost "
        "me?",
        AP,
        "Follow-up appointment",
        (_pounds("40"),),
        forbid=(_leading(r"£\s?(?:48|52|60|36|55|45|65)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "I'd like to do reformer Pilates at Ashmead once a week for the next six weeks. Will buying a block save me "
        "money compared with paying each time?",
        AP,
        "Block of 6, used within 8 weeks",
        (_pounds("132"),),
        forbid=(
            STARTS_NO,
            r"re:\b(?:pay(?:ing)?\s+(?:for\s+)?(?:each|every|per|individual|single|separate)\s+(?:time|class(?:es)?|"
            r"session)|pay(?:ing)? as you go)\b(?:(?!\bblock\b)[^.,;]){0,40}\b(?:is|are|works? out|would be|will be)\s+"
            r"(?:the\s+)?(?:cheaper|better value|less)",
            r"re:\b(?:it(?:'s| is| would be| will be|['’]d be)\s+)?cheaper\s+to\s+pay\s+(?:for\s+)?(?:each|every|per|"
            r"as you go)",
            r"re:\bblock\b[^.]{0,40}\b(?:costs? more|more expensive|dearer|isn['’]t cheaper|is not cheaper|no cheaper|"
            r"won['’]t save|will not save|doesn['’]t save|does not save)",
            _leading(r"£\s?(?:72|300|63|14)(?:\.00)?(?![\d]|\.\d)"),
        ),
    ),
    not_in_docs(
        "My mum can't get out of the house since her hip operation. What would Ashmead charge for a physio to come "
        "and see her at home?",
        "on request",
        "priced for each visit",
        "nadia osei",
        forbid=(
            r"re:\bhome visits?\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\bhome visits?\b",
            r"re:\bhome visits?\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- harbourlight-hospice-shops/new-volunteers-induction-2028.pptx: discounts in a table, the notes
    Q(
        "It's ten to ten, I've turned up for my morning shift at the Harbourlight shop and it's still locked with "
        "nobody here. Who should I ring?",
        HH,
        "ring the area retail manager, Priya Dhaliwal, on 07700 900 286",
        ("dhaliwal", r"re:07700\s?900\s?286"),
        forbid=(
            r"re:^\W*(?:(?:you should |you need to |you must |you can )?(?:ring|call|phone|contact|tell)\s+)?"
            r"(?:the hospice switchboard|the switchboard|01632 960 752|tom feeney|the volunteer coordinator|"
            r"01632 969 341)",
        ),
    ),
    Q(
        "Once I've been volunteering at Harbourlight for a couple of months, how much off will I get if I buy a winter "
        "coat in the shop?",
        HH,
        "Volunteers, after their first 4 weeks",
        (r"re:(?<![\d.])20\s?(?:%|per ?cent)",),
        forbid=(_leading(r"(?<![\d.])(?:30|10|25)\s?(?:%|per ?cent)"),),
    ),
    # -- hallam-street-garage/re-your-cars-service-and-mot.eml: the reply on top puts back the day; the quoted quote
    Q(
        "When can I actually pick my car up from Hallam Street Garage now?",
        HG,
        "It will now be ready to collect after 3pm on Friday 13 October",
        (
            r"re:(?<![\d.])13(?:th)?\s(?:of\s)?oct(?:ober)?\b|\boct(?:ober)?\.?\s13(?:th)?\b|\bfriday\b|"
            r"(?<![\d/])13/10(?![\d])",
        ),
        forbid=(
            _outdated(
                r"(?<!wednesday )(?<!wednesday, )(?:wednesday,?\s)?(?:(?<![\d.])11(?:th)?\s(?:of\s)?oct(?:ober)?\b|"
                r"\boct(?:ober)?\.?\s11(?:th)?(?![\d]))"
            ),
            r"re:\b(?:ready|collect(?:ed)?|pick(?:ed)? (?:it )?up)\b[^.]{0,20}\b(?:on\s+)?(?:thursday,?\s+)?12(?:th)?\s"
            r"(?:of\s)?oct",
        ),
    ),
    Q(
        "My brake pedal feels spongy, so I asked Hallam Street to change the brake fluid while the car is in. What "
        "did they quote for that job?",
        HG,
        "Brake fluid change",
        (_pounds("58"),),
        forbid=(_leading(r"£\s?(?:210|135|69|54\.85|245)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- ridgeway-direct-insurance/car-insurance-renewal-2028-29.pdf: the premium two ways, excesses in look-alike lines
    Q(
        "Would it work out cheaper to pay my Ridgeway car insurance in one go, or by monthly direct debit?",
        RD,
        "Paying in one go by card: GBP 612.40",
        (r"re:(?<![\d.])612\.40?(?!\d)",),
        forbid=(
            r"re:\b(?:pay(?:ing)?\s+)?(?:monthly|by direct debit)\b[^.,;]{0,40}\b(?:is|are|works? out|would be|will "
            r"be)\s+(?:the\s+)?(?:cheaper|better value|less)\b",
            r"re:\b(?:it(?:'s| is| would be| will be|['’]d be)\s+)?cheaper\s+to\s+pay\s+(?:monthly|by (?:monthly )?"
            r"direct debit)",
            r"re:\b(?:in one go|by card|annually|up ?front)\b[^.]{0,40}\b(?:costs? more|more expensive|dearer)\b",
            _leading(r"(?:£|gbp)\s?(?:61\.24|57\.90?)(?![\d])"),
        ),
    ),
    Q(
        "A stone cracked my windscreen on the motorway and the garage says it has to be replaced, not repaired. How "
        "much will I pay towards the claim on my Ridgeway policy?",
        RD,
        "Windscreen replacement: GBP 115",
        (_pounds("115"),),
        forbid=(_leading(r"(?:£|gbp)\s?(?:10|250|400|150|300)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- no document
    not_in_docs(
        "Who wrote the novel Middlemarch?",
        forbid=("george eliot", "mary ann evans"),
    ),
    # -- marlowe-and-finch-opticians/eye-tests-and-prices.html, asked in Chinese: look-alike appointments
    Q(
        "我住在英国Hollowbrook，想去Marlowe & Finch眼镜店第一次配隐形眼镜，验配要多少钱？",
        MF,
        "Contact lens fitting",
        (_pounds("45"),),
        forbid=(_ZH_FIRST + r"(?:£\s?(?:20|25|30)(?![\d]|\.\d)|(?<![\d.])(?:20|25|30)\s?英?镑)",),
        lang="zh",
    ),
    # -- 临溪市养犬登记和年检工作通知.txt: one long line; the supplement lowers the yearly check for unneutered dogs
    Q(
        "我家的狗没做绝育，今年带它去年检，要交多少钱？",
        LX,
        "未绝育的犬年检费由每只每年200元调整为每只每年150元",
        (r"re:(?<![\d.])150\s?(?:元|块)|一百五十元|一百五十块",),
        forbid=(
            _outdated(r"(?<![\d.])200\s?(?:元|块)|二百元|两百元|两百块"),
            _ZH_FIRST + r"(?<![\d.])(?:50|500|100)\s?(?:元|块)",
        ),
        lang="zh",
    ),
    Q(
        "我刚领养了一只已经绝育的小狗，第一次去办养犬登记，登记费要交多少？",
        LX,
        "已绝育的犬每只收取登记费100元",
        (r"re:(?<![\d.])100\s?(?:元|块)|一百元|一百块",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:500|50|150|200|20)\s?(?:元|块)",),
        lang="zh",
    ),
    # -- 快修侠手机维修万达店价目表.csv: models and their Pro versions in look-alike rows, water damage after a check
    Q(
        "我的澄星S9 Pro屏幕摔碎了，想换个便宜点的国产屏，要多少钱？大概要修多久？",
        KX,
        "澄星S9 Pro",
        (r"re:(?<![\d.])780(?![\d])|七百八十元|七百八十块", r"re:(?<![\d.])1\s?个?小时|一个小时|一小时"),
        forbid=(
            _ZH_FIRST + r"(?<![\d.])(?:1680|560|880|640|1180)\s?(?:元|块)?(?![\d])",
            r"re:(?:要|需要|大约|大概|修)\s?(?:2|两)\s?个?小时",
        ),
        lang="zh",
    ),
    not_in_docs(
        "我的墨屿M20掉进水里了，现在开不了机，拿到快修侠修一下大概要多少钱？",
        "检测后报价",
        "免费检测",
        forbid=(
            r"re:(?:进水|泡水|掉水|主板)[^。]{0,30}?(?<![\d.])\d+\s?(?:元|块)",
            r"re:(?<![\d.])\d+\s?(?:元|块)[^。]{0,12}?(?:进水|泡水|主板)",
        ),
        lang="zh",
    ),
    # -- 恒拓智能员工食堂就餐管理办法.docx: articles (第X条), a price table, no food out but night shifts
    Q(
        "我是恒拓的实习生，每周只有周二和周四到公司，这两天都在食堂吃午饭。办个午餐月卡划算吗？",
        HT,
        "午餐月卡",
        (
            r"re:午餐[^。]{0,20}?(?<![\d.])8(?![\d])|(?<![\d.])8\s?(?:元|块)|八元|八块",
            r"re:月卡[^。]{0,30}?(?<![\d.])140(?![\d])|(?<![\d.])140\s?(?:元|块)|一百四十元",
        ),
        forbid=(
            r"re:^\W*(?:办(?:午餐)?月卡)?(?:更|比较)?(?:划算|合算|值得|省钱)",
            r"re:(?<!比)(?<!比办)(?<!比买)(?<!比午餐)(?<!比办午餐)(?:办|买)?(?:午餐)?月卡(?:更|比较|会更|要更)?"
            r"(?:划算|便宜|省钱|合算)",
            r"re:(?<!不)(?:建议|应该|最好)(?:办|买)(?:午餐)?月卡",
            _ZH_FIRST + r"(?<![\d.])(?:12|200)\s?(?:元|块)",
        ),
        lang="zh",
    ),
    Q(
        "我今天排了夜班，晚饭想打包带回工位边吃边盯着，食堂允许吗？",
        HT,
        "唯一的例外是当天值夜班的员工",
        (
            STARTS_YES_ZH,
            "可以凭当天的排班表在晚餐时间打包",
            r"re:^\W*(?:允许(?:的|。|，|,|!|！)|你?可以(?:打包|带))",
        ),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:食堂)?(?:不允许|不能|不可以|不得|不行)"),
        lang="zh",
    ),
    # -- 碧水湾垂钓园2028年垂钓须知.odt: tickets by length and day, fish by the jin, no night fishing but members
    Q(
        "我买了碧水湾周六的全天票，想一直钓到晚上十点再走，可以吗？",
        BS,
        "禁止夜钓。唯一的例外是持会员年卡的会员",
        (STARTS_NO_ZH, "禁止夜钓", r"re:^\W*(?:你)?(?:不能|不可以|不行|不允许)"),
        forbid=(STARTS_YES_ZH, r"re:^\W*(?:你)?(?:能|可以)(?:钓|待|留|夜钓)"),
        lang="zh",
    ),
    Q(
        "在碧水湾的收费塘钓了两条鲈鱼，想带回家，按多少钱一斤算？",
        BS,
        "鲈鱼每斤36元",
        (r"re:(?<![\d.])36\s?(?:元|块)|三十六元|三十六块",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:16|12|14|68)\s?(?:元|块)", r"re:(?:每|一)公斤\s?36\s?元"),
        lang="zh",
    ),
    # -- 新手跑步入门.epub: heart rates that differ by little, adding distance, shoes for training and racing
    Q(
        "我刚开始跑步，想慢慢加量，每周的跑量比上一周最多能多加多少？",
        PB,
        "每周的跑量比上一周增加不要超过10%",
        (r"re:(?<![\d.])10\s?%|百分之十(?![一二三四五六七八九])",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:20|30)\s?%",),
        lang="zh",
    ),
    Q(
        "我平时训练穿的是普通缓震跑鞋，大概跑多少公里就该换新鞋了？",
        PB,
        "一般跑到600至800公里就该换新的了",
        (r"re:600\s?(?:公里|km)?\s?(?:至|到|-|–|~|—)\s?800\s?(?:公里|km)|六百(?:公里)?(?:至|到)八百公里",),
        forbid=(
            _ZH_FIRST + r"(?<![\d.])300\s?(?:公里|km)?\s?(?:至|到|-|–|~|—)\s?400",
            r"re:^\W*(?:大约|大概|一般)?\s?(?:300|400)\s?(?:公里|km)",
        ),
        lang="zh",
    ),
    # -- no document
    not_in_docs(
        "诗人李白是哪个朝代的人？",
        forbid=("唐朝", "唐代"),
        lang="zh",
    ),
]


def build_fresh19_corpus(dest: Path) -> Path:
    """Write the fresh19 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH19_DOCS)
