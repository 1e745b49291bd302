"""The answer evaluation's `fresh28` set: issue 23's twenty-eighth held-out set, written with its documents
(tests/docs/answer_fresh28_docs.py) after `fresh27`, blind: by a helper who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: a diving club's handbook for its members (.md, about 3,200 words) with the
classes of membership at the subscription for the year, each pool night and the joining fee side by side, air and
nitrox fills by size of cylinder for members and non-members side by side, nobody deeper than the limit of their
qualification with one exception for Ocean Divers who have logged 20 sea dives on a planned depth progression dive with
a Dive Leader or an instructor, and, deep inside, the charges for a seat on the club boats in look-alike lines, a hot
air balloon operator's flights and prices page (.html) with six flights at the weekday and the anytime price side by
side, and no tethered balloons at weddings or parties, a pest controller's prices and terms for homes (.docx) with ten
treatments at the price with its visits included and each further visit side by side, rented homes treated only with
the landlord's written agreement with one exception for wasps' and hornets' nests, and sealing the gaps that mice and
rats use only in a footnote, a high ropes park's prices (.xlsx, three sheets) with courses at the adult and the junior
price side by side, extras, and team building days and groups priced only on request, a heritage railway's induction
deck for new volunteers (.pptx) with footplate experiences for volunteers, members and everyone else side by side,
volunteers under 16 never on the track or lineside with one exception for the young volunteers' gang on the Castle
Aske siding, and whom to ring first about a lineside fire, both only in the speaker notes, a blacksmith's e-mail (.eml)
whose reply on top reworks the price of the driveway gates after measuring and whose quoted estimate alone holds the
boot scraper, a toll bridge's tolls (.pdf) with cars, cars towing a trailer, motorcycles, coaches and goods vehicles
paying by tag and at the booth in look-alike lines, and five Chinese ones: a city's notice on its subsidy for buying a
first new home as one long line (.txt) with the subsidy by floor area in look-alike clauses and a note of adjustment
at the end that raises the subsidy for the smallest homes, a teahouse's price list (.csv) with sixteen rows at the
price in the hall and in a private room side by side, teas of six kinds in look-alike rows, and no meals, a piano
school's fees and rules for students in numbered articles (第X条, .docx) with a table of lessons by level in look-alike
rows and how long before a lesson a student must ask for leave, a confinement centre's packages and rules (.odt) with
rooms at the price for 28 and for 42 days side by side and no children under 12 beyond the visitors' lounge with one
exception for the baby's older brothers and sisters in the family's own room, and two chapters of a book for beginners
at woodwork (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
member's seat on a two-dive day beyond Carrick Head, deep in the long handbook; a shared basket for two on a Saturday;
rats in the garden and the shed but not the house; sealing the gaps mice use, only in a footnote; a junior on the Big
Zip alone; whom to ring first about smoke beside the line, only in the speaker notes; the boot scraper, only in the
quoted estimate; a car towing a caravan at the booth; a sunrise flight on a weekday, asked in Chinese over the English
page; the subsidy for a home of 128 square metres; a pot of 大红袍 in the hall; a lesson for a pupil preparing for grade
6; how long before a lesson to ask for leave; a deluxe room for 42 days; the drill for the pilot hole of a 4 mm screw
in pine), four that need two facts, each a small sum of two cells or lines (a members' nitrox fill of a 12-litre
cylinder and air fill of a 15-litre one, an adult and a junior on the Treetop Challenge and Big Zip together, a car
and a motorcycle at the booth, a pot of 正山小种 and a plate of snacks in a private room), four yes-or-no questions
that need a rule and its exception applied (two whose answer is yes: an Ocean Diver with 30 sea dives on a planned
depth progression dive to 23 metres with a Dive Leader, a five-year-old sister in the family's own room with a parent;
two no: a tenant booking a mouse treatment without the landlord, a 15-year-old helping the track gang on the main
line on a Sunday), two whose answer was replaced by a later statement (the driveway gates' price reworked by the reply
on top, the subsidy for a home of 90 square metres or less raised by the note of adjustment; the outdated value is
forbidden unless given as what it was), and five that no document answers: three beside a near miss (a balloon
tethered at a wedding, which the operator does not offer, a team building day priced on request, a pot of 白毫银针,
which the teahouse's list does not hold beside its other white teas), two on topics no document covers.
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
from .answer_fresh28_docs import FRESH28_DOCS
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

SA, AB, GP, OT, FV, CF, SB = (
    "skerrymouth-sub-aqua-club/members-handbook-2030.md",
    "ambervale-balloons/flights-and-prices.html",
    "greyling-pest-control/home-treatments-prices-and-terms-2030.docx",
    "oakhanger-treetops/prices-2030.xlsx",
    "fernhope-valley-railway/new-volunteer-induction-2030.pptx",
    "cinderbeck-forge/re-estimate-for-gates-and-railings.eml",
    "saltmere-toll-bridge/tolls-2030.pdf",
)
XC, QY, YY, XY, MG = (
    "汐川市关于发放新建商品住房购房补贴的通知.txt",
    "清韵茶馆价目表.csv",
    "雅音钢琴培训中心收费标准和学员须知.docx",
    "馨月月子中心套餐价格和入住须知.odt",
    "家庭木工入门.epub",
)

# Besides answer_evaluation's WAS and the shared words, words before a value that give it as what it was: "where his
# estimate said £1,280", "up on the £1,280 in his estimate", "由每套2万元调整为每套2.5万元", "7月1日以前网签的仍按每套2万元"
_ZH_BEFORE_EACH_HOME = (
    "由",
    "从",
    "原",
    "原来",
    "原来是",
    "原先",
    "原先是",
    "原本",
    "原本是",
    "原为",
    "仍按",
    "仍为",
    "仍是",
    "原标准",
    "原标准是",
    "原标准为",
    "按原标准",
    "调整前",
    "调整前是",
    "调整前为",
    "之前是",
    "以前是",
    "此前是",
    "不再是",
    "而不是",
    "而非",
    "不是",
)
WAS_TOO = (
    WAS_TOO_SHARED
    + (
        "were ",
        "used to be ",
        "estimate said ",
        "estimate had ",
        "estimate put ",
        "estimate's ",
        "estimate of ",
        "estimated ",
        "estimated at ",
        "estimate was ",
        "estimate, ",
        "in the estimate, ",
        "in his estimate, ",
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
        "where his estimate said ",
    )
    + tuple(w + "每套" for w in _ZH_BEFORE_EACH_HOME)
    + (
        "原标准",
        "原标准是",
        "原标准为",
        "按原标准",
        "7月1日以前",
        "7月1日以前按",
        "7月1日以前是",
        "7月以前",
        "7月以前按",
        "7月以前是",
    )
)


_outdated = outdated_beside(WAS_TOO)


# The words a short answer may open with before the sum it gives: "It's £40", "That's £18", "You'll pay £369",
# "The boot scraper is £65", "Greyling charge £160", "Tom would charge £65", "The toll is GBP 4.00"
_LEAD = (
    r"(?:(?:yes|ok|well)\W*)?"
    r"(?:(?:it|that|this|they|each(?: one)?|the [a-z0-9' ,&-]{1,30}?|an? [a-z0-9' -]{1,30}?"
    r"|(?:you|we|she|he|they)(?:'ll| will| would|'d)? (?:pay|be charged|owe|need to pay|have to pay)"
    r"|(?:skerrymouth(?: sub-aqua club)?|the club|ambervale(?: balloons)?|greyling(?: pest control)?"
    r"|oakhanger(?: treetops)?|fernhope(?: valley railway)?|cinderbeck(?: forge)?|tom|saltmere(?: bridge)?)"
    r" (?:charges?|will charge|would charge|costs?|asks? for|wants?))"
    r"(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+will be|\s+would be|\s+comes? to|\s+for)?\s*)?"
    r"(?:only |just |about |around |now |an extra |a further |a fee of |a charge of |a toll of |a seat price of )?"
)


_leading = leading(_LEAD)


FRESH28 = [
    # -- skerrymouth-sub-aqua-club/members-handbook-2030.md: a long handbook; fills in a table, depth limits, and the
    # boat charges deep inside
    Q(
        "I'm a member at Skerrymouth and I've booked a seat on Saturday's boat trip out past Carrick Head to the "
        "wrecks: two dives, with lunch on the boat in between. What will my seat cost?",
        SA,
        "Two-dive day beyond Carrick Head, to the outer reefs and the wrecks",
        _pounds("40"),
        forbid=(_leading(r"£\s?(?:15|22|25|35|28|55|12|18)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "Before Sunday's dive I need a nitrox fill in my 12-litre cylinder, and my buddy needs an ordinary air fill in "
        "her 15-litre cylinder. We're both Skerrymouth members. What will the two fills cost us between us?",
        SA,
        "Air fill, cylinder of 15 litres or a twin set",
        _pounds("(?:9|15)"),
        _pounds("(?:6|15)"),
        forbid=(_pounds("(?:24|16|13|18|19|20)"),),
    ),
    Q(
        "I qualified as an Ocean Diver two years ago and have about 30 sea dives in my logbook, the last one three "
        "weeks ago. For Sunday's club dive on the Marisol, which sits in 23 metres, the dive manager has paired me with "
        "a Dive Leader as a planned depth progression dive. Am I allowed to go down to the wreck?",
        SA,
        "The one exception is an Ocean Diver who has logged at least 20 dives",
        (
            STARTS_YES,
            "depth progression dive",
            r"re:^\W*(?:you can|you may|you're allowed|you are allowed|of course|certainly|sure|absolutely)\b",
        ),
        forbid=OPENS_NO_FORBIDDEN,
    ),
    # -- ambervale-balloons/flights-and-prices.html: weekday and anytime prices side by side; no tethered balloons
    Q(
        "My husband and I want to go up together in one of Ambervale's shared baskets for our anniversary, but we can "
        "only manage a Saturday evening. How much will it be for the two of us?",
        AB,
        "Shared basket, flight for two",
        _pounds("369"),
        forbid=(_leading(r"£\s?(?:289|189|149|795|895|378|239)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    not_in_docs(
        "We're getting married at a farm near Ambervale in August and would love a hot air balloon tethered in the "
        "field at the reception, so our guests can go up and down in it. What would Ambervale Balloons charge for that?",
        r"re:\b(?:do|does)\s*(?:n['’]t|not)\s+(?:offer|do|provide|supply)|\bnot offered\b|\bpassengers only\b"
        r"|\bonly (?:fly|flies|carry|carries) passengers\b",
        forbid=(
            r"re:\btether(?:ed|ing)?\b[^.;]{0,60}?£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£;]{0,30}\b(?:tether|for the (?:wedding|reception|day)|for your (?:wedding|reception))",
        ),
    ),
    # the same page, asked in Chinese: a sunrise flight on a weekday
    Q(
        "我想送我爸爸一次Ambervale的日出热气球飞行，带香槟早餐的那种，他只能工作日去，一个人要多少钱？",
        AB,
        "Sunrise flight with a champagne breakfast, each",
        _pounds("199"),
        forbid=(
            ZH_FIRST_BEFORE_BRACKET
            + r"(?:(?:£|gbp)\s?(?:239|149|189|119|289)(?![\d])|(?<![\d.,])(?:239|149|189|119|289)\s?英?镑)",
        ),
        lang="zh",
    ),
    # -- greyling-pest-control/home-treatments-prices-and-terms-2030.docx: two prices a treatment side by side, rented
    # homes and the one exception, sealing the gaps in a footnote
    Q(
        "We've got rats living under the decking and in the garden shed, but there's no sign of them in the house. What "
        "will Greyling charge to deal with them?",
        GP,
        "Rats, garden and outbuildings only, three visits",
        _pounds("160"),
        forbid=(_leading(r"£\s?(?:190|45|50|140|40)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "I rent a flat in Ashcombe and we've got mice in the kitchen. Can I just book Greyling myself and pay for it, "
        "without going through my landlord?",
        GP,
        "The one exception is a wasps' or hornets'",
        (
            STARTS_NO,
            *OPENS_NO,
            "written agreement",
            "landlord's agreement",
            "landlord's written",
            r"re:^\W*(?:you |a tenant )?(?:need|must|will need|would need|have to|'ll need)\b",
            r"re:^\W*(?:greyling |they )?(?:only treat|treat rented homes only|will only)\b",
        ),
        forbid=(
            *OPENS_YES_FORBIDDEN,
            r"re:^\W*(?:you can|you may|that's fine|that is fine)\b(?!['’]t| not)",
        ),
    ),
    Q(
        "Once Greyling have got rid of the mice in our house, can they also block up the gaps where the mice were "
        "getting in? What do they charge for that?",
        GP,
        "we can seal the gaps and holes they were using to get in",
        _pounds("38"),
        ("hour",),
        forbid=(_leading(r"£\s?(?:40|35|45|140|65)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- oakhanger-treetops/prices-2030.xlsx: adult and junior prices side by side; team days and groups on request
    Q(
        "My 14-year-old only wants to do the big zip wire over the lake at Oakhanger Treetops, nothing else. What will "
        "that cost?",
        OT,
        "Big Zip, one 400 m zip wire over the lake",
        _pounds("18"),
        forbid=(_leading(r"£\s?(?:22|30|42|14|16|20)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "I'd like to do the Treetop Challenge and the Big Zip together with my 11-year-old daughter at Oakhanger. What "
        "will the two of us pay?",
        OT,
        "Treetop Challenge and Big Zip together",
        _pounds("(?:52|94)"),
        _pounds("(?:42|94)"),
        forbid=(_pounds("(?:104|84|68|60|74|40)"),),
    ),
    not_in_docs(
        "I'm organising a team-building day at Oakhanger Treetops for 25 people from our office. How much would it cost "
        "per head?",
        "priced on request",
        "on request",
        "01632 993 521",
        forbid=(
            r"re:\bteam[- ]?(?:building|days?)\b[^.;]{0,60}?£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£=;]{0,30}\b(?:a head|per head|per person|a person|per employee|each person"
            r"|for the (?:whole )?(?:team|group|day))",
        ),
    ),
    # -- fernhope-valley-railway/new-volunteer-induction-2030.pptx: footplate experiences in a table; volunteers under
    # 16 and lineside fires in the speaker notes
    Q(
        "I'm volunteering at Castle Aske this summer and I've just spotted smoke rising from the woods beside the line, "
        "far too much for me to beat out. Who should I ring first?",
        FV,
        "ring the signaller in Fernhope signal box",
        ("signaller", "signal box", "01632 993 640"),
        forbid=(
            r"re:^\W*[^.]{0,60}01632 993 611",
            r"re:^\W*(?:(?:you should |you need to |just |first,? )?(?:ring|call|phone|contact|speak to|tell)\s+)?"
            r"(?:the |your )?(?:duty manager|harriet voss|volunteer coordinator|emeka adeyemi|general manager"
            r"|colin pargeter)",
        ),
    ),
    Q(
        "My son is 15 and volunteers at the Fernhope Valley Railway. The track gang have asked him to come and help "
        "them change sleepers on the main line near Castle Aske on a Sunday. Is he allowed to?",
        FV,
        "The one exception is the young volunteers' gang",
        (STARTS_NO, "under 16", "under-16", *OPENS_NO),
        forbid=OPENS_YES_FORBIDDEN,
    ),
    # -- no document answers this one
    not_in_docs(
        "Who discovered penicillin?",
        forbid=("fleming",),
    ),
    # -- cinderbeck-forge/re-estimate-for-gates-and-railings.eml: the reply on top reworks the gates; the estimate
    Q(
        "Tom from Cinderbeck Forge has now been round to measure our drive. What is he charging for the pair of "
        "driveway gates now?",
        CF,
        "I've had to rework the figure for the pair of driveway gates",
        _pounds("1,?460"),
        forbid=(_outdated(r"(?:£|(?<![a-z])gbp)\s?1,?280(?![\d]|[.,]\d)|(?<![\d.,£])1,?280\s?(?:pounds|gbp)"),),
    ),
    Q(
        "We'd love one of Cinderbeck Forge's hand-forged boot scrapers set into our front step. What does Tom charge "
        "for that?",
        CF,
        "Boot scraper set into the front step, hand-forged",
        _pounds("65"),
        forbid=(_leading(r"£\s?(?:145|420|780|1,?280|1,?460)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- saltmere-toll-bridge/tolls-2030.pdf: by tag and at the booth in look-alike lines; commuter passes on
    # application
    Q(
        "We're towing our caravan over the Saltmere bridge on the way to the coast. We don't have a SaltPass, so we'll "
        "pay at the booth. What's the toll?",
        SB,
        "Car or small van towing a trailer or caravan, at the booth",
        _pounds("4"),
        forbid=(_leading(r"(?:£|gbp)\s?(?:2\.40|2(?:\.00)?|1\.20|7\.50|9(?:\.00)?|8(?:\.00)?|6\.50)(?![\d]|[.,]\d)"),),
    ),
    Q(
        "On Saturday morning my daughter and I are both crossing the Saltmere bridge: I'm in my car and she's on her "
        "motorbike. Neither of us has a SaltPass. What will our two tolls come to?",
        SB,
        "Motorcycle, at the booth: GBP 1.10",
        _pounds(r"(?:2|3\.10)"),
        _pounds(r"(?:1\.10|3\.10)"),
        forbid=(_pounds(r"(?:1\.90|5\.10|2\.70|2\.30|4|2\.20)"),),
    ),
    # -- 汐川市关于发放新建商品住房购房补贴的通知.txt: one long line; the subsidy by floor area in look-alike clauses,
    # the note of adjustment at the end raises one
    Q(
        "我们家在汐川城区买了一套128平方米的新房，是家里第一套房，只有一个孩子，能领多少购房补贴？",
        XC,
        "144平方米以下（含144平方米）的，每套补贴3万元",
        r"re:(?<![\d.])3\s?万|(?<![\d.,])30,?000\s?元|三万",
        forbid=(
            ZH_FIRST_BEFORE_BRACKET
            + r"(?:(?<![\d.])(?:2|1\.5|2\.5|4|5)\s?万|(?<![一二三四五六七八九十])[两二四五]万|一万五)",
        ),
        lang="zh",
    ),
    Q(
        "我8月初在汐川网签了一套86平方米的新房，是我们家第一套房，能领多少购房补贴？",
        XC,
        "自2030年7月1日起调整为每套2.5万元",
        r"re:(?<![\d.])2\.5\s?万|(?<![\d.,])25,?000\s?元|[两二]万五",
        forbid=(
            _outdated(r"(?<![\d.])2\s?万|(?<![\d.,])20,?000\s?元|(?<![一二三四五六七八九十])[两二]万(?!五)"),
            ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d.])(?:3|1\.5|3\.5)\s?万|三万|一万五)",
        ),
        lang="zh",
    ),
    # -- 清韵茶馆价目表.csv: the hall's and the private room's prices side by side; no 白毫银针 beside the white teas
    Q(
        "周六下午约了两个朋友去清韵茶馆，坐大厅就行，想点一壶大红袍，要多少钱？",
        QY,
        "武夷大红袍",
        r"re:(?<![\d.])98\s?(?:元|块)|九十八(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:138|88|128|68)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我们四个人订了清韵茶馆的小包间，点一壶正山小种，再加一份茶点拼盘，茶和茶点一共多少钱？包间费我知道另算。",
        QY,
        "茶点拼盘（六样）",
        r"re:(?<![\d.])(?:98|156)\s?(?:元|块)",
        r"re:(?<![\d.])(?:58|156)\s?(?:元|块)",
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:116|146|126)\s?(?:元|块)",
            r"re:(?:一共|共计|总共|合计|共|总计|加起来)\s?(?:要|是|需要|付|为)?\s?(?:116|146|126)\s?(?:元|块)?",
        ),
        lang="zh",
    ),
    not_in_docs(
        "听说清韵茶馆的白茶不错，我想在大厅喝一壶白毫银针，要多少钱？",
        r"re:没有(?:白毫)?银针|不(?:供应|提供|卖)(?:白毫)?银针",
        forbid=(
            r"re:(?:白毫银针|银针)[^。，,；;]{0,20}?(?<![\d.])\d+\s?(?:元|块)",
            r"re:(?<![\d.])\d+\s?(?:元|块)[^。，,；;]{0,12}?(?:白毫银针|银针)",
        ),
        lang="zh",
    ),
    # -- 雅音钢琴培训中心收费标准和学员须知.docx: articles (第X条); a table of lessons by level, and asking for leave
    Q(
        "我女儿在雅音学钢琴，现在准备考6级，上一节一对一的课要多少钱？",
        YY,
        "中级课",
        r"re:(?<![\d.])260\s?(?:元|块)|二百六十?(?:元|块)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:200|350|220|400|150)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "孩子下周要跟学校去外地研学，有一节钢琴课上不了，最晚要提前多久跟老师请假，才不会被扣课时？",
        YY,
        "学员请假须在上课前24小时",
        r"re:(?<![\d.])24\s?(?:个)?小时|二十四(?:个)?小时",
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d.])(?:12|48|2)\s?(?:个)?小时|两周|(?<![\d.])2\s?周|两天|三天|一周)",
        ),
        lang="zh",
    ),
    # -- no document answers this one
    not_in_docs(
        "造纸术是谁改进的？",
        forbid=("蔡伦",),
        lang="zh",
    ),
    # -- 馨月月子中心套餐价格和入住须知.odt: 28 and 42 days side by side; no children under 12 beyond the lounge but
    # the baby's older brothers and sisters in the family's own room
    Q(
        "我订了馨月月子中心的豪华间，打算住满42天，套餐一共多少钱？",
        XY,
        "带阳台，可住一名家属",
        r"re:(?<![\d.,])69,?800\s?(?:元|块)?(?![\d])|6\.98\s?万",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.,])(?:48,?800|56,?800|98,?800|68,?800)\s?(?:元|块)?(?![\d])",),
        lang="zh",
    ),
    Q(
        "我大女儿今年5岁，等我老婆住进馨月月子中心以后，她想去看妈妈和刚出生的弟弟。我陪着她，她能进我们家的房间吗？",
        XY,
        "唯一的例外是宝宝的哥哥姐姐",
        (STARTS_YES_ZH, "哥哥姐姐", r"re:^\W*(?:能|可以)(?:进|去|带|进入)"),
        forbid=(STARTS_NO_ZH, r"re:^\W*12岁以下的儿童不能"),
        lang="zh",
    ),
    # -- 家庭木工入门.epub: the size of drill for the pilot hole of each size of screw
    Q(
        "我在给孩子用松木板做书架，要拧直径4毫米的木螺丝，先打引孔的话该用多粗的钻头？",
        MG,
        "直径4毫米的螺丝用3毫米的钻头",
        r"re:(?<![\d.])3\s?(?:毫米|mm)",
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:2|2\.5|3\.5)\s?(?:毫米|mm)",),
        lang="zh",
    ),
]


def build_fresh28_corpus(dest: Path) -> Path:
    """Write the fresh28 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH28_DOCS)
