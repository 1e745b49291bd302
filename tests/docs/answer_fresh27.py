"""The answer evaluation's `fresh27` set: issue 23's twenty-seventh held-out set, written with its documents
(tests/docs/answer_fresh27_docs.py) after `fresh26`, blind: by a helper who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: a gliding club's handbook for its members (.md, about 3,300 words) with
the classes of membership at the subscription paid for the year in one go, the monthly payment and the joining fee
side by side, no solo flight in a club glider without a check flight on the day with one exception for pilots who
hold the Bronze badge and have flown solo at the club within the last 14 days, and, deep inside, the charges for
retrieves after a landing in a field in look-alike lines, a picture framer's prices page (.html) with six sizes of
frame in plain wood, solid oak and gilded mouldings side by side, and no cleaning or restoring of paintings, a
scaffolding firm's prices and terms for homeowners (.docx) with nine jobs at the price for up to four weeks and for
each further week side by side, nobody but the firm's scaffolders altering a scaffold with one exception for the
access ladder, and the scaffold alarm only in a footnote, a surf school's prices (.xlsx, three sheets) with lessons
at the adult and the junior price side by side, boards and wetsuits for two hours, a half day, a day and a week side
by side, and camps for schools and groups priced only on request, a community radio station's induction deck for new
volunteers (.pptx) with studio hire for members, non-members and charities side by side, volunteers under 18 out of
the building by 8pm with one exception for the Friday youth show, and whom to ring when the station goes off air,
both only in the speaker notes, a glazier's e-mail (.eml) whose reply on top raises the price of the bay window units
after measuring and whose quoted quote alone holds the cat flap, a paintball site's prices (.pdf) with adults,
juniors and mini paintball at off-peak and peak times in look-alike lines and extra paintballs by the bag, and five
Chinese ones: a city's notice on its living allowance for new graduates as one long line (.txt) with the allowance
for college, bachelor's, master's and doctoral graduates in look-alike clauses and a supplementary notice at the end
that raises the allowance for bachelor's graduates, a shoe repairer's price list (.csv) with sixteen rows at the
price for men's and for women's shoes side by side, short and long boots in look-alike rows, and luxury shoes and
bags priced only after seeing them, a company's rules on rewards for referring new staff in numbered articles (第X条,
.docx) with a table of rewards by post in look-alike rows and how long a referral stays valid, a water park's prices
and rules (.odt) with tickets at weekday and weekend prices side by side and nobody under 1.4 metres on the big slides
with one exception for children of 1.2 to 1.4 metres on the family raft slide with an adult, and two chapters of a
book for beginners at knitting (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (the
charge for the club trailer towed by one's own car after a landing in a field, deep in the long handbook; an A3 print
in a solid oak frame; scaffolding round a chimney stack for three weeks; a scaffold alarm, only in a footnote; a hard
surfboard for a week; whom to ring when the station goes off air, only in the speaker notes; the cat flap, only in
the quoted quote; a 13-year-old's walk-on day on a Saturday; an A2 painting in a gilded frame, asked in Chinese over
the English page; a master's graduate's allowance; a zip for one long boot of a woman's pair; the reward for
referring a mid-level engineer; how long a referral stays valid; a ticket for a girl of 1.45 metres on a weekday; the
size of needle for medium-weight wool), four that need two facts, each a small sum of two cells or lines (a full
flying member's year paid in one go and the joining fee, an adult and a junior on the two-day course, an adult
walk-on day off-peak and a bag of 500 paintballs, a man's front soles and heel pieces), four yes-or-no questions that
need a rule and its exception applied (two whose answer is yes: flying solo without a check flight with the Bronze
badge and a solo flight ten days before, a child of 1.3 metres on the family raft slide with a parent; two no: a
roofer taking boards off the scaffold himself, a 16-year-old on a Wednesday late show), two whose answer was replaced
by a later statement (the bay window units' price raised by the reply on top, the allowance for bachelor's graduates
raised by the supplementary notice; the outdated value is forbidden unless given as what it was), and five that no
document answers: three beside a near miss (cleaning an oil painting, which the framer does not do, a surf camp for a
Scout troop priced on request, mending a suitcase handle, which the shoe repairer's list does not cover), two on
topics no document covers.
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
from .answer_fresh27_docs import FRESH27_DOCS
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

HG, GG, BS, TS, BF, CG, BW = (
    "harrowfell-gliding-club/members-handbook-2030.md",
    "gilt-and-grain-framing/framing-prices.html",
    "brackwell-scaffolding/homeowners-prices-and-terms-2030.docx",
    "tidewrack-surf-school/prices-2030.xlsx",
    "brackmoor-fm/new-volunteer-induction-2030.pptx",
    "clearview-glazing/re-quote-for-windows-and-back-door.eml",
    "blackthorn-woods-paintball/prices-2030.pdf",
)
GA, SR, RR, WP, KN = (
    "岚江市关于发放高校毕业生生活补贴的通知.txt",
    "老街巧匠修鞋店价目表.csv",
    "启衡科技员工内部推荐奖励办法.docx",
    "碧浪湾水上乐园票价和游玩须知.odt",
    "棒针编织零基础.epub",
)

# Besides answer_evaluation's WAS and the shared words, words before a value that give it as what it was: "rather
# than the £495 in his quote", "his quote had £495", "up on the £495 he quoted", "由每人每月1000元提高到1300元",
# "7月以前的月份仍按每人每月1000元"
WAS_TOO = WAS_TOO_SHARED + (
    "quote had ",
    "quote put ",
    "quoted price of ",
    "quoted figure of ",
    "price in the quote, ",
    "in his quote, ",
    "was going to be ",
    "would have been ",
    "up on the ",
    "more than the ",
    "higher than the ",
    "increase on the ",
    "previous ",
    "no longer ",
    "replaces the ",
    "in place of ",
    "in place of the ",
    "由每人每月",
    "从每人每月",
    "原每人每月",
    "仍按",
    "仍按每人每月",
    "提高前",
    "提高前是",
    "提高前为",
    "调整前",
    "调整前是",
    "调整前为",
    "原为",
    "原为每人每月",
    "原标准",
    "原标准是",
    "原标准为",
    "按原标准",
    "7月以前",
    "7月以前是",
    "7月以前按",
)


_outdated = outdated_beside(WAS_TOO)


# The words a short answer may open with before the sum it gives: "It's £66", "That's £20 a week", "You'll pay £480",
# "The cat flap is £95", "Brackwell charge £480", "Rob would charge £95"
_LEAD = (
    r"(?:(?:yes|ok|well)\W*)?"
    r"(?:(?:it|that|this|they|each(?: one)?|the [a-z0-9' ,&-]{1,30}?|an? [a-z0-9' -]{1,30}?"
    r"|(?:you|we|she|he|they)(?:'ll| will| would|'d)? (?:pay|be charged|owe|need to pay|have to pay)"
    r"|(?:harrowfell(?: gliding club)?|the club|gilt (?:&|and) grain(?: picture framing)?|brackwell(?: scaffolding)?"
    r"|tidewrack(?: surf school)?|brackmoor(?: fm)?|clearview(?: glazing)?|rob|blackthorn(?: woods)?(?: paintball)?)"
    r" (?:charges?|will charge|would charge|costs?|asks? for|wants?))"
    r"(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+will be|\s+would be|\s+comes? to|\s+for)?\s*)?"
    r"(?:only |just |about |around |now |an extra |a further |a fee of |a charge of |a hire charge of )?"
)


_leading = leading(_LEAD)


FRESH27 = [
    # -- harrowfell-gliding-club/members-handbook-2030.md: a long handbook; subscriptions in a table, check flights,
    # and the retrieves deep inside
    Q(
        "I'm planning my first cross-country flight from Harrowfell in a club single-seater. If I land in a field and "
        "my partner drives out in our own car with a friend to tow the club's trailer back, what does the club charge "
        "for the trailer?",
        HG,
        "The club trailer alone, towed by your own car with your own crew: £15 a day",
        _pounds("15"),
        forbid=(_leading(r"£\s?(?:3\.50|60|25|20|9|42)(?:\.00)?(?![\d]|[.,]\d)|90\s?p\b"),),
    ),
    Q(
        "I'm joining Harrowfell this January as a full flying member, and I'll pay the year's subscription in one go "
        "rather than monthly. What will I pay the club altogether when I join?",
        HG,
        "Subscription, paid for the year in one go",
        _pounds("(?:480|540)"),
        _pounds("(?:60|540)"),
        forbid=(_pounds(r"(?:504|564|522|390|320|420)"),),
    ),
    Q(
        "I passed my Bronze badge last summer, and I last flew solo at Harrowfell ten days ago. This Saturday, can I "
        "take a club glider up solo without doing a check flight with an instructor first?",
        HG,
        "The one exception is a pilot who holds the Bronze badge",
        (
            STARTS_YES,
            "bronze badge",
            r"re:^\W*(?:you can|you may|you're allowed|you are allowed|of course|certainly|sure|absolutely)\b",
        ),
        forbid=OPENS_NO_FORBIDDEN,
    ),
    # -- gilt-and-grain-framing/framing-prices.html: three mouldings side by side by size; no cleaning or restoring
    Q(
        "I've bought an A3 print of a harbour scene and want Gilt & Grain to put it in a solid oak frame, with their "
        "normal glass and mount. What will that cost?",
        GG,
        "A3, 42 x 30 cm",
        _pounds("66"),
        forbid=(_leading(r"£\s?(?:48|98|52|89|55|18|10)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    not_in_docs(
        "My grandmother's oil painting has gone dark and grubby after years above a coal fire. What would Gilt & "
        "Grain charge to clean it up before they frame it?",
        r"re:\b(?:do|does)\s*(?:n['’]t|not)\s+(?:clean|restore)|not (?:a )?conservators?\b|\bconservators?\b",
        forbid=(
            r"re:\b(?:clean(?:ing|ed)?|restor(?:e|ing|ation)|conservation)\b[^.;]{0,40}?£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£;]{0,30}\b(?:to clean|for cleaning|cleaning|to restore|restor)",
        ),
    ),
    # the same page, asked in Chinese: an A2 painting in a gilded frame
    Q(
        "我有一幅A2大小的水彩画，想在Gilt & Grain配一个手工镀金的画框，玻璃和卡纸用他们标配的就行，要多少钱？",
        GG,
        "A2, 59 x 42 cm",
        _pounds("135"),
        forbid=(
            ZH_FIRST_BEFORE_BRACKET
            + r"(?:(?:£|gbp)\s?(?:65|89|98|150|190)(?![\d])|(?<![\d.,])(?:65|89|98|150|190)\s?英?镑)",
        ),
        lang="zh",
    ),
    # -- brackwell-scaffolding/homeowners-prices-and-terms-2030.docx: two prices a job side by side, the scaffold and
    # the one exception, the alarm in a footnote
    Q(
        "Our chimney needs repointing, and the builder reckons he'll need the scaffold round the stack for about three "
        "weeks. What will Brackwell charge for it?",
        BS,
        "Chimney stack, with a ladder and roof boards",
        _pounds("480"),
        forbid=(_leading(r"£\s?(?:35|420|520|650|75|140)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "Our roofer wants to take a few boards off the top of the Brackwell scaffold so he can get at the gutter more "
        "easily, and says he'll put them back afterwards. Is he allowed to do that himself?",
        BS,
        "The one exception is the access ladder",
        (
            STARTS_NO,
            "only our scaffolders",
            *OPENS_NO,
            r"re:^\W*(?:he |your roofer )?(?:can['’]t|cannot|can not|may not|isn['’]t allowed|is not allowed"
            r"|mustn['’]t|must not)\b",
        ),
        forbid=(
            *OPENS_YES_FORBIDDEN,
            r"re:^\W*(?:he can|he may|he's allowed|he is allowed|that's fine|that is fine)\b(?!['’]t| not)",
        ),
    ),
    Q(
        "Now the scaffold is up round our house, I'm worried someone could climb it at night and get in through a "
        "bedroom window. Can Brackwell do anything about that, and what would it cost?",
        BS,
        "A scaffold alarm, which sounds and sends you a text",
        _pounds("20"),
        ("alarm",),
        forbid=(_leading(r"£\s?(?:75|95|35|50)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- tidewrack-surf-school/prices-2030.xlsx: adult and junior prices, hire by length side by side; camps on request
    Q(
        "I'm staying near Penwarra Beach for a week in September and want to hire one of Tidewrack's hard epoxy "
        "surfboards for the whole week. How much will that be?",
        TS,
        "Hard epoxy surfboard",
        _pounds("110"),
        forbid=(_leading(r"£\s?(?:30|90|160|22|15|125|65)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "My 12-year-old son and I want to do Tidewrack's two-day surf course together in the summer holidays. What "
        "will it cost for the two of us?",
        TS,
        "Two-day surf course",
        _pounds("(?:85|155)"),
        _pounds("(?:70|155)"),
        forbid=(_pounds("(?:170|140|123|83|220|108)"),),
    ),
    not_in_docs(
        "I run a Scout troop, and we'd like to bring 20 Scouts to Tidewrack for a three-day surf camp next summer. What "
        "would they charge us?",
        "priced on request",
        "on request",
        "01632 999 482",
        forbid=(
            r"re:\bcamps?\b[^.]{0,60}?£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£=]{0,30}\b(?:a scout|per scout|each scout|a head|per head|per person|for the camp"
            r"|for a camp|the whole camp)",
        ),
    ),
    # -- brackmoor-fm/new-volunteer-induction-2030.pptx: studio hire in a table; volunteers under 18 and going off air
    # in the speaker notes
    Q(
        "I'm presenting the late show at Brackmoor FM and we've gone off air: the silence alarm is going and the red "
        "button hasn't brought us back. Who should I ring?",
        BF,
        "ring our broadcast engineer, Kofi Mensah",
        ("kofi mensah", "broadcast engineer", "07700 900 818"),
        forbid=(
            r"re:^\W*[^.]{0,60}01632 999 104",
            r"re:^\W*(?:(?:you should |you need to |just |first,? )?(?:ring|call|phone|contact|speak to|tell)\s+)?"
            r"(?:the |brackmoor fm's |your )?(?:station manager|joanna pryce|programme controller|devinder anand)",
        ),
    ),
    Q(
        "My daughter is 16 and volunteers at Brackmoor FM. One of the presenters has asked her to co-host his "
        "Wednesday show from 9pm to 11pm. Is she allowed to?",
        BF,
        "The one exception is the Youth Team on the Friday youth show",
        (STARTS_NO, "8pm", *OPENS_NO),
        forbid=OPENS_YES_FORBIDDEN,
    ),
    # -- no document answers this one
    not_in_docs(
        "In what year did the Titanic sink?",
        forbid=(r"re:\b1912\b",),
    ),
    # -- clearview-glazing/re-quote-for-windows-and-back-door.eml: the reply on top raises the bay units; the quote
    Q(
        "Rob from Clearview has now been round to measure our bay window properly. What is he charging for the three "
        "bay window units now?",
        CG,
        "so the three bay window units now come to",
        _pounds("585"),
        forbid=(_outdated(r"(?:£|(?<![a-z])gbp)\s?495(?![\d]|[.,]\d)|(?<![\d.,£])495\s?(?:pounds|gbp)"),),
    ),
    Q(
        "We're having new glass put in our back door by Clearview, and we'd like a cat flap fitted in it too. What "
        "does the cat flap add to the bill?",
        CG,
        "Cat flap fitted in the new back door glass",
        _pounds("95"),
        forbid=(_leading(r"£\s?(?:160|120|585|495|255)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- blackthorn-woods-paintball/prices-2030.pdf: adults, juniors and mini paintball at off-peak and peak times in
    # look-alike lines; exclusive use on request
    Q(
        "My nephew is 13 and wants to do a walk-on day at Blackthorn Woods on a Saturday in term time. What will his "
        "place cost?",
        BW,
        "Juniors 11 to 15, walk-on day, peak: GBP 26",
        _pounds("26"),
        forbid=(_leading(r"(?:£|gbp)\s?(?:20|32|25|22|18)(?![\d]|[.,]\d)"),),
    ),
    Q(
        "I'm booking myself an adult walk-on day at Blackthorn Woods for a Wednesday in term time, and I know I'll want "
        "an extra bag of 500 paintballs. What will I pay altogether?",
        BW,
        "Extra paintballs, bag of 500: GBP 30",
        _pounds("(?:25|55)"),
        _pounds("(?:30|55)"),
        forbid=(
            _pounds("(?:62|33|40|57|120)"),
            _leading(r"(?:£|gbp)\s?32(?![\d]|[.,]\d)"),
        ),
    ),
    # -- 岚江市关于发放高校毕业生生活补贴的通知.txt: one long line; the allowance by degree in look-alike clauses, the
    # supplementary notice raises one
    Q(
        "我去年硕士研究生毕业，今年3月份在岚江找到了第一份工作，社保已经交满3个月了，每个月能领多少生活补贴？",
        GA,
        "硕士研究生每人每月1500元",
        r"re:(?<![\d.,])1,?500\s?(?:元|块)|一千五百?(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.,])(?:500|1,?000|1,?300|3,?000)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我今年本科毕业，7月份到岚江一家公司上班，等社保交满三个月以后，每个月能领多少生活补贴？",
        GA,
        "本科毕业生生活补贴标准由每人每月1000元提高到每人每月1300元",
        r"re:(?<![\d.,])1,?300\s?(?:元|块)|一千三百?(?:元|块)",
        forbid=(
            _outdated(r"(?<![\d.,])1,?000\s?(?:元|块)|(?<![一二三四五六七八九十百])一千(?:元|块)"),
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.,])(?:500|1,?500|3,?000)\s?(?:元|块)",
        ),
        lang="zh",
    ),
    # -- 老街巧匠修鞋店价目表.csv: men's and women's prices side by side; luxury shoes and bags after seeing them
    Q(
        "我老婆有一双长靴，其中一只的拉链坏了，拿到老街巧匠换个拉链要多少钱？",
        SR,
        "长靴换拉链（一只）",
        r"re:(?<![\d.])50\s?(?:元|块)|(?<![一二三四五六七八九十])五十(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:60|35|40|100)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我有一双男式皮鞋，想在老街巧匠同时贴前掌和后跟贴片，一共要多少钱？",
        SR,
        "前掌贴底（一双）",
        r"re:(?<![\d.])(?:30|45)\s?(?:元|块)",
        r"re:(?<![\d.])(?:15|45)\s?(?:元|块)",
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:37|42|40|55)\s?(?:元|块)",
            r"re:(?:一共|共计|总共|合计|共|总计|加起来)\s?(?:要|是|需要|付|为)?\s?(?:37|42|40|55)\s?(?:元|块)?",
        ),
        lang="zh",
    ),
    not_in_docs(
        "我的行李箱拉杆坏了，拿到老街巧匠修一下大概要多少钱？",
        forbid=(
            r"re:(?:行李箱|拉杆)[^。，,；;]{0,20}?(?<![\d.])\d+\s?(?:元|块)",
            r"re:(?<![\d.])\d+\s?(?:元|块)[^。，,；;]{0,12}?(?:行李箱|拉杆)",
        ),
        lang="zh",
    ),
    # -- 启衡科技员工内部推荐奖励办法.docx: articles (第X条); a table of rewards by post, and how long a referral is
    # valid
    Q(
        "我把以前的同事推荐到公司做中级研发工程师，他有4年工作经验，要是顺利转正、干满一年，我一共能拿多少推荐奖励？",
        RR,
        "中级研发工程师",
        r"re:(?<![\d.,])8,?000\s?(?:元|块)|八千(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.,])(?:5,?000|12,?000|15,?000|20,?000|4,?000)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我上个月在内推系统里提交了一个朋友的简历，但他要等几个月才能从现在的公司离职，他最晚要在多长时间内跟公司签合同，"
        "才算我的推荐？",
        RR,
        "推荐人在内推系统提交简历以后6个月内",
        r"re:(?<![\d.])6\s?个月|六个月|半年",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d.])(?:3|18|12)\s?个月|三个月|十八个月|(?<![\d.])1\s?年|一年)",),
        lang="zh",
    ),
    # -- no document answers this one
    not_in_docs(
        "《三国演义》的作者是谁？",
        forbid=("罗贯中",),
        lang="zh",
    ),
    # -- 碧浪湾水上乐园票价和游玩须知.odt: weekday and weekend prices; nobody under 1.4 metres on the big slides but on
    # the family raft slide with an adult
    Q(
        "下个星期三带11岁的女儿去碧浪湾水上乐园，她已经1米45了，她的门票多少钱？",
        WP,
        "身高1.4米以上",
        r"re:(?<![\d.])150\s?(?:元|块)?(?![\d.])|一百五十?(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:90|110|180|80)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我儿子8岁，身高1米3，我陪他一起坐双人皮筏，玩那个家庭皮筏滑道，可以吗？",
        WP,
        "唯一的例外是身高1.2米至1.4米的儿童",
        (STARTS_YES_ZH, "家庭皮筏滑道", r"re:^\W*(?:能|可以)(?:玩|坐|一起|滑|带)"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:身高不足1\.4米的(?:游客|儿童)不能|不能玩)"),
        lang="zh",
    ),
    # -- 棒针编织零基础.epub: the size of needle for each weight of yarn
    Q(
        "第一次学织围巾，买的是中粗的羊毛线，应该配多粗的棒针？",
        KN,
        "中粗线，比如最常见的羊毛线、牛奶棉线，用4至5毫米的棒针",
        r"re:(?<![\d.])4\s?(?:毫米|mm)?\s?(?:至|到|-|~|～|—|–)\s?5\s?(?:毫米|mm)",
        forbid=(
            ZH_FIRST_BEFORE_BRACKET
            + r"(?:(?<![\d.])(?:2\.5|3\.5|6|8|10)\s?(?:毫米|mm)|(?<![\d.])(?:2\.5|6)\s?(?:至|到|-|~)\s?(?:3\.5|8))",
        ),
        lang="zh",
    ),
]


def build_fresh27_corpus(dest: Path) -> Path:
    """Write the fresh27 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH27_DOCS)
