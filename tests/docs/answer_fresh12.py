"""The answer evaluation's `fresh12` set: issue 23's twelfth held-out set, written with its documents
(tests/docs/answer_fresh12_docs.py) after `fresh11`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, scored once, later; never tuned on.

Its twelve documents are in ten formats: a bicycle repair co-op's workshop guide (.md) with member and non-member
repair prices side by side and a no-e-bikes rule with one exception for bikes whose battery comes off, a clock
museum's group-visits page (.html) with self-guided and guided prices side by side, tour times, booking, and packed
lunches from the café without a price, a software maker's licensing questions and answers (.docx) with a price table,
installs per user, a no-transfer rule with one exception for company licences and refunds that differ for renewals, a
vet's price list (.xlsx, four sheets) with first courses and boosters side by side, neutering by dog weight, the
night-before rules, and out-of-hours emergencies sent elsewhere without a price, a school's information-evening deck
for a Year 7 residential trip (.pptx) whose help with the cost and whom to ask are only in the speaker notes, a
removal firm's e-mail (.eml) whose reply on top adds a piano and raises the price and whose quoted confirmation alone
holds the price of extra boxes, a community orchard's members' handbook (.odt) with memberships, picking limits and
windfalls for anyone, and five Chinese ones: a city's guide to subsidies for lifts added to old blocks of flats as one
long line (.txt) with subsidies by number of floors and a rule for projects started from 2027 with one exception for
projects started in 2026, a driving school's fee table (.csv) with manual and automatic prices side by side, resit
fees, and a medical check whose fee is not given, a kindergarten's enrolment notice (.html) with birth-date ranges by
class, fees and a correction at the end that moves the document check a day, a district library's lending rules in
numbered articles (第X条, .docx) with a table of card types and reference-only material with one exception for
research cards, and two chapters of a book on home aquariums (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
value, a date, a reason, a time, whom to ask; most paraphrased rather than in the document's words, one Chinese
question over the English vet's price list), four that need two facts, four yes-or-no questions that need a rule and
its exception applied (two whose answer is yes: brake pads on an e-bike whose battery clips off, a lift project
started in October 2026 and not yet inspected; two no: a personal software licence given to a sister, a local history
taken home on an ordinary library card), two whose answer was replaced by a later statement (the removal price raised
by the reply on top, the kindergarten's document check moved by the correction; the outdated value is forbidden unless
given as what it was), and five that no document answers: three beside a near miss (the price of the museum café's
packed lunches, the vet's Sunday emergency fee, the driving school's medical check), two on topics no document
covers.
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
from .answer_fresh12_docs import FRESH12_DOCS

FB, KM, QS, FV, OA, BR, HO = (
    "freewheel-bike-coop/workshop-guide.md",
    "kettleby-clock-museum/group-visits.html",
    "quillstone-software/ledgerline-licensing-faq.docx",
    "fernhollow-vets/price-list-2027.xlsx",
    "oakhurst-academy/year-7-residential-information-evening.pptx",
    "brennock-removals/re-your-move-on-friday-14-may.eml",
    "hatherleigh-community-orchard/members-handbook-2027.odt",
)
ZN, SC, XA, YX, SZ = (
    "漳宁市既有住宅加装电梯财政补贴申请指南.txt",
    "顺驰驾校2027年收费标准.csv",
    "溪岸实验幼儿园2027年秋季招生公告.html",
    "云岫区图书馆文献借阅规则.docx",
    "家庭水族箱入门.epub",
)


def _pounds(n: str) -> str:
    """A regular expression for a sum in pounds as people write it (n a regular expression): £355, £355.00,
    355 pounds (never £1,355 or £355.50)."""
    return rf"re:£\s?{n}(?:\.00)?(?![\d]|\.\d)|(?<![\d.,£]){n}(?:\.00)?\s?(?:pounds|gbp)\b"


def _time(hhmm: str, pm: str) -> str:
    """A regular expression for an afternoon or evening clock time as people write it: 13:30, 13.30 or 1:30 pm (pm:
    the hour on a twelve-hour clock with its minutes, '1:30', or the hour alone, '8'), never 3:30 for 13:30."""
    hour, minute = hhmm.split(":")
    twelve = pm.replace(":", "[:.]") if ":" in pm else pm + r"(?:[:.]00)?"
    return rf"re:(?<![\d:.]){hour}[:.]{minute}(?!\d)|(?<![\d:.]){twelve}\s?p\.?\s?m\b"


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "the original £1,370",
# "rather than £1,370", "the quoted £1,370", "原来的5月22日", "原公告的5月22日"
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
    "原定的",
    "原公告的",
    "原通知的",
    "公告原定的",
)


def _outdated(value: str) -> str:
    """An outdated value stated as the answer (answer_evaluation._outdated), with this set's WAS_TOO."""
    return outdated(value, WAS_TOO)


def _leading(value: str) -> str:
    """A regular expression for a wrong sum given as the answer: value at the start, or after a few words that say
    what it costs ("It costs £55", "Up to £20"), not a neighbouring price named beside the right one."""
    lead = (
        r"(?:(?:it|that|this|the (?:price|fee|cost|booster)|they charge|you pay|each one|each)(?:'s| is| costs?| will"
        r" cost| would be)?\s*)?(?:up to |at most |no more than |about |only )?"
    )
    return rf"re:^\W*{lead}(?:{value})"


FRESH12 = [
    # -- freewheel-bike-coop/workshop-guide.md: member and non-member prices side by side, no e-bikes but one kind
    Q(
        "I'm not a Freewheel member. What would they charge to strip my bike right down, clean everything and put it "
        "back together?",
        FB,
        "Full service: stripped down",
        (_pounds("80"),),
        forbid=(_leading(r"£\s?(?:55|45|30|22)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "The battery on my e-bike clips off the frame. Will the bike co-op fit new brake pads on it?",
        FB,
        "on an e-bike whose battery can be taken off",
        (
            STARTS_YES,
            "we do brake, tyre and puncture work",
            r"re:^\W*(?:they|freewheel|the co-op)?\s*(?:can|will|do|does)\b(?!n?['’]t|not| not)",
            r"re:^\W*(?:sure|certainly)\b",
        ),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:they|freewheel|the co-op)?\s*(?:can['’]t|cannot|won['’]t|will not|don['’]t|do not|doesn['’]t|"
            r"does not)\b",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
        ),
    ),
    # -- kettleby-clock-museum/group-visits.html: self-guided and guided prices side by side, no price for lunches
    Q(
        "We're a primary school hoping to bring 30 children on a guided tour of the Kettleby Clock Museum. What's the "
        "price per child, and how far ahead do we have to book?",
        KM,
        "Primary schools, per pupil",
        (_pounds("7"),),
        ("three weeks", r"re:(?<![\d.])3 weeks", r"re:(?<![\d.])21 days", "twenty-one days"),
        forbid=(
            _leading(r"£\s?(?:5\.50|6\.50|8|9|9\.50|12|5)(?:\.00)?(?![\d]|\.\d)"),
            r"re:\b(?:two|2|four|4|six|6) weeks (?:before|ahead|in advance)",
        ),
    ),
    Q(
        "If our group wants the afternoon guided tour at the clock museum, what time does it start?",
        KM,
        "Guided tours start at 10:00, 11:30 and 13:30",
        (_time("13:30", "1:30"), "half past one"),
        forbid=(
            r"re:^\W*(?:(?:it|the (?:afternoon )?(?:guided )?tour) (?:starts|begins|is)(?: at)?\s*)?(?:10[:.]00|"
            r"11[:.]30|12[:.]00|noon|14[:.]00|2(?:[:.]00)?\s?p\.?m)",
        ),
    ),
    not_in_docs(
        "How much does the Kettleby Clock Museum's café charge for a packed lunch for each pupil?",
        forbid=(
            r"re:(?:lunch|café|cafe)[^.]{0,80}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:lunch|café|cafe)",
            r"re:(?:lunch|café|cafe)[^.]{0,80}\b\d+(?:\.\d+)?\s?(?:pounds|gbp|p)\b",
        ),
    ),
    # -- quillstone-software/ledgerline-licensing-faq.docx: no transfers but company licences, refunds that differ
    Q(
        "I bought a Solo licence of Ledgerline for myself and don't use it any more. Can I give it to my sister for "
        "her own small business?",
        QS,
        "cannot be transferred to anyone else",
        (
            STARTS_NO,
            "cannot be transferred",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
            "can't",
            "cannot",
            "can not",
            "not allowed",
            "not transferable",
        ),
        forbid=(STARTS_YES, r"re:^\W*(?:you )?(?:can|may)\b(?!n?['’]t|not| not)", r"re:^\W*sure\b"),
    ),
    Q(
        "How many of my own computers can I put Ledgerline on with one licence?",
        QS,
        "install Ledgerline on up to three computers",
        ("three", r"re:(?<![\d.])3\s?(?:computers|devices|machines|pcs)"),
        forbid=(
            r"re:^\W*(?:(?:you can (?:put|install) it on|one licence (?:lets you install it on|covers))\s*)?(?:up to"
            r"\s*)?(?:only\s*)?(?:one|two|five|1|2|5)\b(?! at a time| of them at a time)",
        ),
    ),
    Q(
        "Our bookkeeping software subscription renewed itself last week and we don't need it any more. How long do "
        "we have to ask for our money back?",
        QS,
        "within 14 days of the renewal date",
        (_amount("14", "days?"), "fourteen days", r"re:\b(?:2|two) weeks"),
        forbid=(r"re:^\W*(?:(?:you have|you've got|within|up to)\s*)*(?:30|thirty|7|seven|28|twenty-eight)\s?days",),
    ),
    # -- fernhollow-vets/price-list-2027.xlsx: first course and booster side by side, neutering by weight
    Q(
        "How much will my rabbit's yearly jab cost at Fernhollow?",
        FV,
        "One injection against myxomatosis",
        (_pounds("49"),),
        forbid=(_leading(r"£\s?(?:58|52|54|44|78|72)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "My 22 kg labrador is booked in at Fernhollow to be spayed. What will it cost, and what time the night before "
        "does she have to stop eating?",
        FV,
        "no food after 20:00",
        (_pounds("355"),),
        (_time("20:00", "8"), "eight in the evening", "8 in the evening", "eight o'clock", "8 o'clock"),
        forbid=(
            _leading(r"£\s?(?:295|420|255|495|215|299)(?:\.00)?(?![\d]|\.\d)"),
            r"re:(?:after|from)\s?(?:midnight|22[:.]00|18[:.]00|10\s?p\.?m|6\s?p\.?m)",
        ),
    ),
    Q(
        "我家母猫要在Fernhollow宠物医院做绝育，费用是多少？",
        FV,
        "£118.00",
        (r"re:(?<![\d.,])118(?:\.00)?(?![\d]|\.\d)", "一百一十八"),
        forbid=(
            r"re:^\W*(?:母猫)?(?:绝育)?(?:手术)?(?:的)?(?:费用)?(?:是|为|要|需要|大约)?\s*£?\s?(?:82|145|95|295|72)"
            r"(?:\.00)?(?![\d])",
        ),
        lang="zh",
    ),
    not_in_docs(
        "What does Fernhollow charge to see an emergency vet on a Sunday?",
        forbid=(
            r"re:(?:emergenc|sunday)[^.]{0,80}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:emergenc|sunday)",
            r"re:(?:emergenc|sunday)[^.]{0,80}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- oakhurst-academy/year-7-residential-information-evening.pptx: help with the cost only in the speaker notes
    Q(
        "We'd love our son to go on the Year 7 residential at Oakhurst, but money is tight. Is there any help with "
        "the cost, and who should I talk to?",
        OA,
        "trip fund can pay up to half",
        ("okonjo", "finance office", "finance@oakhurst"),
        forbid=(STARTS_NO, r"re:\bno (?:financial )?help\b"),
    ),
    Q(
        "How much pocket money can my daughter take on the Year 7 trip?",
        OA,
        "Pocket money: up to £15",
        (_pounds("15"),),
        forbid=(
            _leading(r"£\s?(?:10|20|50|25|5)(?:\.00)?(?![\d]|\.\d)"),
            r"re:^\W*(?:up to\s*)?(?:ten|twenty|fifty)\s?pounds",
        ),
    ),
    # -- brennock-removals/re-your-move-on-friday-14-may.eml: the reply on top raises the price; boxes in the quote
    Q(
        "How much is Brennock charging me in total for my move?",
        BR,
        "the total for your move is now £1,590",
        (r"re:£\s?1,?590(?:\.00)?(?![\d])|(?<![\d.,£])1,?590(?:\.00)?\s?(?:pounds|gbp)\b",),
        forbid=(
            _outdated(
                r"£\s?1,?370(?:\.00)?(?![\d]|[.,]\d)(?!\s*(?:\+|plus|before|for the original))|(?<![\d.,£])1,?370"
                r"(?:\.00)?\s?(?:pounds|gbp)\b(?!\s*(?:\+|plus|before|for the original))"
            ),
        ),
    ),
    Q(
        "If we need more packing boxes than the removal firm drops off, how much is each extra one?",
        BR,
        "£2.50 each",
        (_pounds(r"2\.50"), "two pounds fifty", r"re:(?<![\d.])250\s?p\b"),
        forbid=(_leading(r"£\s?(?:3|1|2|1\.50|5)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- hatherleigh-community-orchard/members-handbook-2027.odt: memberships, picking limits
    Q(
        "What does a year's membership of the Hatherleigh orchard cost for our whole family? We all live in the same "
        "house.",
        HO,
        "Household (everyone living at one address)",
        (_pounds("15"),),
        forbid=(_leading(r"£\s?(?:10|5|35|30|2|1)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "How much fruit are members allowed to pick each week at the community orchard?",
        HO,
        "members may pick up to 5 kg of fruit per household each week",
        (_amount("5", "kg", "kilo(?:gram)?s?"), "five kilo"),
        forbid=(
            r"re:^\W*(?:(?:members (?:may|can) pick|you can pick|up to|each household (?:may|can) pick)\s*)*(?:2|3|10"
            r"|1|two|three|ten)\s?(?:kg|kilo)",
        ),
    ),
    # -- no document
    not_in_docs(
        "What's the speed limit for cars on a UK motorway?",
        forbid=(r"re:\b70\s?mph", "seventy miles", r"re:\b70 miles"),
    ),
    not_in_docs(
        "我国法定的结婚年龄是多少岁？",
        forbid=(r"re:男[^。]{0,10}?22\s*周?岁", r"re:女[^。]{0,10}?20\s*周?岁", "二十二周岁"),
        lang="zh",
    ),
    # -- 漳宁市既有住宅加装电梯财政补贴申请指南.txt: one long line; 2027 projects only, but 2026 ones not yet inspected
    Q(
        "我们单元加装电梯是2026年10月开工的，到现在还没竣工验收。能申请漳宁市的加装电梯补贴吗？",
        ZN,
        "2026年内已经开工",
        (STARTS_YES_ZH, "也可以按本指南申请补贴", "可以申请", r"re:^\W*能申请"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:不能申请|不可以申请|不予补贴|不符合|只适用于2027)"),
        lang="zh",
    ),
    Q(
        "我们这栋楼一共六层，加装一台电梯政府能补多少钱？",
        ZN,
        "六层的每台电梯补贴20万元",
        (r"re:(?<![\d.])20\s?万", "二十万", r"re:200,?000"),
        forbid=(r"re:^\W*(?:每台)?(?:电梯)?(?:可以|能)?(?:补贴|补)?(?:是|为)?\s*(?:15|25|2|22|17)\s?万",),
        lang="zh",
    ),
    # -- 顺驰驾校2027年收费标准.csv: manual and automatic side by side; the medical check's fee not given
    Q(
        "我想在顺驰驾校报C2自动挡的周末班，学费是多少？",
        SC,
        "5180",
        (r"re:(?<![\d.,])5,?180(?![\d]|\.\d)", "五千一百八十"),
        forbid=(
            r"re:^\W*(?:c2)?(?:周末班)?(?:的)?(?:学费)?(?:是|为|要|需要)?\s*(?:4,?880|4,?980|5,?380|4,?680|7,?580)",
        ),
        lang="zh",
    ),
    Q(
        "学车的时候科目三没考过，补考一次要交多少钱？",
        SC,
        "补考费（科目三）",
        (r"re:(?<![\d.,])350(?![\d]|\.\d)", "三百五十"),
        forbid=(
            r"re:^\W*(?:科目三)?(?:的)?(?:补考费?)?(?:一次|每次)?(?:要|需要|是|为)?(?:交)?\s*(?:300|50|120|130)\s?元",
        ),
        lang="zh",
    ),
    not_in_docs(
        "在顺驰驾校报名前要做的体检，费用是多少？",
        "按医院标准",
        "医院的标准",
        "医院的收费标准",
        forbid=(r"re:体检[^。]{0,20}?\d{2,4}\s?元", r"re:\d{2,4}\s?元[^。]{0,12}体检"),
        lang="zh",
    ),
    # -- 溪岸实验幼儿园2027年秋季招生公告.html: the correction moves the document check
    Q(
        "溪岸实验幼儿园今年小班报名以后，现场审核是哪一天？",
        XA,
        "现场审核时间更正为2027年5月23日",
        (r"re:5\s*月\s*23\s*(?:日|号)", "五月二十三"),
        forbid=(_outdated(r"5\s*月\s*22\s*(?:日|号)(?!\s*(?:\(周六\))?\s*(?:更正|改|调整|变更))"),),
        lang="zh",
    ),
    Q(
        "想让孩子今年秋天上溪岸实验幼儿园的小班，孩子要在哪段时间出生？保教费每个月多少钱？",
        XA,
        "2023年9月1日至2024年8月31日出生的适龄幼儿",
        (r"re:2023\s*年\s*9\s*月\s*1\s*日",),
        (r"re:2024\s*年\s*8\s*月\s*31\s*日",),
        (r"re:(?<![\d.,])1,?200(?![\d]|\.\d)",),
        forbid=(
            r"re:^\W*(?:小班)?(?:要|需要|须)?(?:在)?\s*2022\s*年",
            r"re:保教费[^。]{0,10}?(?<![\d,])(?:15|1,?500|1,?000|600|800)\s?元",
        ),
        lang="zh",
    ),
    # -- 云岫区图书馆文献借阅规则.docx: articles (第X条), card types side by side, reference only but research cards
    Q(
        "我办的是普通读者证，想把云岫区图书馆的地方志借回家看两天，可以吗？",
        YX,
        "地方文献、古籍、报纸和过刊只限在馆内阅览",
        (STARTS_NO_ZH, "只限在馆内阅览", "不得外借", "不能借", "不能外借", "不可以外借", "不可以借"),
        forbid=(STARTS_YES_ZH, r"re:^\W*(?:可以借|能借|可以外借|可以，)"),
        lang="zh",
    ),
    Q(
        "孩子10岁，用少儿读者证一次能借几本书？可以借多长时间？",
        YX,
        "少儿读者证（14周岁以下）",
        (r"re:(?<![\d.])5\s?(?:册|本)", "五本", "五册"),
        (r"re:(?<![\d.])21\s?天", "二十一天", r"re:(?:3|三)\s?(?:周|个星期)"),
        forbid=(
            r"re:^\W*(?:少儿读者证)?(?:一次)?(?:能|可以)?(?:借)?\s*(?:10|20|15|3)\s?(?:册|本)",
            r"re:^\W*[^。]{0,12}?借期(?:为|是)?\s*(?:30|60|14)\s?天",
        ),
        lang="zh",
    ),
    # -- 家庭水族箱入门.epub: water temperatures that differ by little
    Q(
        "我想养几条斑马鱼，水温控制在多少度合适？",
        SZ,
        "适宜水温20至26℃",
        (
            r"re:20\s?(?:°c|度)?\s?(?:至|到|-|~|—|–|～)\s?26\s?(?:°c|度|摄氏度)",
            "二十到二十六度",
            "二十至二十六度",
        ),
        forbid=(
            r"re:^\W*(?:斑马鱼的?)?(?:适宜的?)?(?:水温)?(?:控制在|保持在|在|是|为|应)?\s*(?:22|24|25|18)\s?(?:°c|度)?\s?"
            r"(?:至|到|-|~|—|–)",
        ),
        lang="zh",
    ),
]


def build_fresh12_corpus(dest: Path) -> Path:
    """Write the fresh12 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH12_DOCS)
