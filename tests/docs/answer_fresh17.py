"""The answer evaluation's `fresh17` set: issue 23's seventeenth held-out set, written with its documents
(tests/docs/answer_fresh17_docs.py) after `fresh16`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: a camping park's guide for campers (.md) with pitch prices by low, mid
and high season side by side, extras for adults, children and dogs by season in a second table, seasons given only
by date, and no fires or fire pits with one exception for the park's own fire bowls on Meadow field pitches, a
wildlife park's tickets and visiting page (.html) with tickets booked online by the day before and on the day side by
side, no feeding of the animals with one exception for the Goat Barn, and keeper experiences priced only by quote, a
county music service's terms for instrumental lessons (.docx) with fees per term and per year by kind and length of
lesson in look-alike rows and the charge for a piano accompanist at graded exams only in a footnote, a golf club's
fees (.xlsx, three sheets) with subscriptions, joining fees and monthly payments by category side by side, green fees
by day of the week with twilight, guests' and juniors' fees in look-alike rows, and corporate days priced for each
event, a housing association's deck on new boilers (.pptx) with survey and fitting weeks by block side by side and
whom to tell when someone relies on medical equipment only in the speaker notes, a chimney sweep's e-mail (.eml) whose
reply on top moves the visit and whose quoted quote alone holds the price of a bird guard, a water bill (.pdf) with
standing and volume charges for water and sewerage and two kinds of drainage in look-alike lines, and five Chinese
ones: a district's notice letting night-market stalls as one long line (.txt) with fees and deposits for four kinds of
stall and a supplement at the end that changes the opening hours, a car wash's price list (.csv) with prices for
saloons, SUVs and seven-seaters side by side and paint coating priced only after seeing the car, a university's rules
for booking its sports halls in numbered articles (第X条, .docx) with a fee table for students, staff and outsiders and
outsiders kept to evenings and weekends with one exception for alumni, a hot-spring resort's tickets and rules (.odt)
with tickets by visitor and day side by side and no children under 3 in the pools with one exception for the
children's pool, and two chapters of a book on pour-over coffee (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
price, a rate, a week, whom to tell, a temperature; most paraphrased rather than in the document's words, one Chinese
question over the English golf club's green fees), four that need two facts, four yes-or-no questions that need a
rule and its exception applied (two whose answer is yes: children feeding the goats with feed from the Goat Barn, an
alumnus with an alumni card booking a table on a weekday morning; two no: a fire pit of one's own in the Orchard field,
a two-year-old in an outdoor hot-spring pool with a parent), two whose answer was replaced by a later statement (the
sweep's visit moved by the reply on top, the night market's closing time changed by the supplement; the outdated value
is forbidden unless given as what it was), and five that no document answers: three beside a near miss (the price of
a Keeper for a Day, a corporate golf day, paint coating at the car wash), two on topics no document covers.
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
from .answer_fresh17_docs import FRESH17_DOCS
from .answer_patterns import WAS_THE, leading
from .answer_patterns import ZH_FIRST as _ZH_FIRST
from .answer_patterns import pounds as _pounds

BT, FB, WM, HE, LH, FH, AW = (
    "bracken-tor-camping-park/campers-guide-2028.md",
    "fellbrook-wildlife-park/tickets-and-visiting.html",
    "westmere-music-service/instrumental-lessons-terms-2028-29.docx",
    "hollin-edge-golf-club/fees-2028.xlsx",
    "larchfield-homes/ashdown-estate-boiler-replacement-2028.pptx",
    "flue-and-hearth-sweeps/re-sweeping-your-chimney.eml",
    "aldmere-water/water-and-sewerage-bill-2028-29.pdf",
)
QL, CZ, NT, YX, SC = (
    "青岚区滨河夜市2028年夏季摊位招租公告.txt",
    "车之净汽车美容城南店价目表.csv",
    "南汀大学体育场馆开放与预约管理办法.docx",
    "云汐谷温泉度假区门票和泡池须知.odt",
    "手冲咖啡入门.epub",
)


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "instead of Tuesday 14
# November", "rather than 14 November", "原来的23:00", "原定的18:00至23:00"
WAS_TOO = (
    "been ",
    "said ",
    "earlier ",
    "old ",
    "original ",
    "originally on ",
    "rather than ",
    "instead of ",
    "due to come on ",
    "due to come ",
    "planned for ",
    "scheduled for ",
    "booked for ",
    "booked in for ",
    "going to be ",
    "supposed to be ",
    "meant to be ",
    "moved from ",
    *WAS_THE,
    "原来",
    "原来是",
    "原来的",
    "原定的",
    "原先的",
    "原先是",
    "原本",
    "原本是",
    "原本的",
    "本来",
    "本来是",
    "原公告",
    "原公告的",
    "原公告为",
    "原公告是",
    "原营业时间",
    "原营业时间为",
    "原营业时间是",
    "原定为",
    "原计划为",
)


def _outdated(value: str) -> str:
    """An outdated value stated as the answer (answer_evaluation._outdated), with this set's WAS_TOO."""
    return outdated(value, WAS_TOO)


# The words a short answer may open with before the sum or rate it gives: "It costs £48", "Yes, it costs £50", "The
# annual subscription is £1,480", "You'll pay £39 a night", "Aldmere charges GBP 1.9184"
_LEAD = (
    r"(?:yes\W*)?"
    r"(?:(?:it|that|this|they|she|he|the [a-z0-9' ,-]{1,28}?|an? [a-z0-9' -]{1,28}?|(?:you|she|he|we)(?:'ll| will)?"
    r" pay|(?:bracken tor|fellbrook|westmere|hollin edge|flue & hearth|owen|aldmere) (?:charges?|will charge|would"
    r" charge|costs?))(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+would be|\s+will be|\s+pays?)?\s*)?"
    r"(?:up to |about |only |just |at most |now )?"
)


_leading = leading(_LEAD)


FRESH17 = [
    # -- bracken-tor-camping-park/campers-guide-2028.md: pitches and extras by season, fires but the park's bowls
    Q(
        "We're bringing our motorhome to Bracken Tor for a few nights in the second week of August. We only need to "
        "plug into the electricity, not water or waste. What's the price a night for the two of us?",
        BT,
        "| Hardstanding with electric hook-up (Top Field) | £31 | £39 | £48 |",
        (_pounds("48"),),
        forbid=(_leading(r"£\s?(?:43|39|55|31|37|45)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "Our daughter is 12 and we're camping at Bracken Tor for a week at the start of August. On top of the pitch, "
        "how much do we pay for her each night?",
        BT,
        "| Child (5 to 15) | £4 | £5 | £6 |",
        (_pounds("6"),),
        forbid=(_leading(r"£\s?(?:4|5|10|8|9|3)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "We'll be in the Orchard field at Bracken Tor in June. Can we bring our own little fire pit so the kids can "
        "toast marshmallows by the tent in the evening?",
        BT,
        "Open fires, fire pits and chimineas are not allowed anywhere on the park",
        (
            STARTS_NO,
            "not allowed anywhere on the park",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
            r"re:^\W*(?:you )?(?:can['’]t|cannot|can not|may not|aren['’]t allowed|are not allowed)\b",
        ),
        forbid=(
            STARTS_YES,
            r"re:^\W*(?:you )?(?:can|may|could)\b(?!n?['’]t|not| not)",
            r"re:^\W*(?:sure|certainly|of course)\b",
        ),
    ),
    # -- fellbrook-wildlife-park/tickets-and-visiting.html: online and on-the-day prices, feeding but the Goat Barn
    Q(
        "I'm buying tickets on the Fellbrook website tonight for our visit next Saturday. What will I pay for my "
        "ten-year-old son?",
        FB,
        "Child (3 to 15) | £17.50 | £20.00",
        (_pounds(r"17\.50"),),
        forbid=(_leading(r"£\s?(?:20|24\.50|28|22|25)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "We're taking our twins to Fellbrook and they're mad about goats. Will they be allowed to feed them if we buy "
        "the feed there?",
        FB,
        "The one exception is the Goat Barn in Home Farm",
        (
            STARTS_YES,
            "children may feed the goats and sheep",
            r"re:^\W*(?:they can|they may|they(?:'ll| will) be allowed|of course|certainly|sure)\b",
        ),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:they )?(?:can['’]t|cannot|can not|may not|aren['’]t allowed|are not allowed|won['’]t be "
            r"allowed|will not be allowed)\b",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
            r"re:^\W*(?:please )?(?:don['’]t|do not) feed",
        ),
    ),
    not_in_docs(
        "How much does Fellbrook charge for a Keeper for a Day experience?",
        "ask us for a quote",
        "for a quote",
        "experiences@fellbrook.example",
        "change with the season",
        forbid=(
            r"re:\b(?:keeper for a day|keeper experience|behind the scenes|close encounters?|experiences?)\b[^.]{0,60}"
            r"£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:keeper for a day|keeper experience|behind the scenes|experience)\b",
            r"re:\b(?:keeper for a day|experience)\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- westmere-music-service/instrumental-lessons-terms-2028-29.docx: fees in look-alike rows, a footnote
    Q(
        "My son starts one-to-one trumpet lessons in school with Westmere in September, half an hour each week. What "
        "will each term cost us?",
        WM,
        "Individual lesson, 30 minutes | 1 | £156 | £449",
        (_pounds("156"),),
        forbid=(_leading(r"£\s?(?:98|112|228|68)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "My daughter is taking her Grade 4 clarinet exam through Westmere next term and will need someone to play the "
        "piano part with her. Is there a charge for that?",
        WM,
        "we provide one for the exam and one rehearsal beforehand for £35 up to Grade 5",
        (_pounds("35"),),
        forbid=(
            _leading(r"£\s?(?:50|42)(?:\.00)?(?![\d]|\.\d)"),
            STARTS_NO,
            r"re:^\W*(?:it(?:'s| is)\s|that(?:'s| is)\s)?(?:free|included|nothing|at no charge)\b",
            r"re:^\W*there(?:'s| is) no charge\b",
        ),
    ),
    # -- hollin-edge-golf-club/fees-2028.xlsx: categories side by side, green fees, corporate days on asking
    Q(
        "I'm 26 and thinking of joining Hollin Edge Golf Club so I can play at weekends as well as weekdays. What's "
        "the yearly subscription for me, and is there a joining fee on top?",
        HE,
        "Annual subscription=£760, Joining fee=None",
        (_pounds("760"),),
        (
            r"re:\bno joining fee|\bjoining fee[^.]{0,30}\b(?:none|nothing|no|isn['’]t|is not|waived|free)\b|"
            r"\bwithout (?:a|any) joining fee|\b(?:don['’]t|do not|won['’]t|will not|wouldn['’]t|would not)\s+"
            r"(?:have to\s+|need to\s+)?pay (?:a|any) joining fee|\bnone\b",
        ),
        forbid=(
            _leading(r"£\s?(?:1,?480|1,?140|690|160|66)(?:\.00)?(?![\d]|\.\d)"),
            r"re:\bjoining fee (?:is|of|would be|will be)\s?£\s?(?:500|300|150)\b",
        ),
    ),
    not_in_docs(
        "We'd like to bring about twenty of our staff to Hollin Edge for a corporate golf day. How much would that "
        "cost us?",
        "priced for each event",
        "ask the office",
        "office@hollinedgegolf.example",
        "01632 967 300",
        forbid=(
            r"re:\b(?:corporate|society|golf day|per player|a player|per person|per head|a head)\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:corporate|society|golf day|per player|a player|per person|per head|a "
            r"head)\b",
            r"re:\b(?:corporate|golf day)\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- larchfield-homes/ashdown-estate-boiler-replacement-2028.pptx: survey and fitting weeks, whom to tell in notes
    Q(
        "We live in Alder House on the Ashdown Estate. Which week are Larchfield actually putting our new boiler in?",
        LH,
        "Alder House | Week commencing 21 February | Week commencing 20 March",
        (r"re:(?<![\d.])20(?:th)?\s(?:of\s)?march\b|\bmarch\s20(?:th)?\b",),
        forbid=(
            r"re:^\W*[a-z'’ ,/-]{0,60}?(?<![\d])(?:21(?:st)?\s(?:of\s)?feb(?:ruary)?|(?:6|13|27)(?:th)?\s(?:of\s)?"
            r"march)\b",
        ),
    ),
    Q(
        "My mum lives in Hazel House and is on home oxygen, so she can't be without heating for long. Who should we "
        "tell about the boiler work?",
        LH,
        "they should tell Marcus Adeyemi, our tenant liaison officer",
        ("adeyemi",),
        forbid=(
            r"re:^\W*(?:(?:you (?:should|need to|must|can) |she (?:should|needs to|must|can) )?(?:tell|contact|call"
            r"|ring|speak to|talk to|let|e-?mail|ask)\s+)?(?:heatfirst|the contractor|the fitters?|the installers?|"
            r"boilers@|0300)",
        ),
    ),
    # -- flue-and-hearth-sweeps/re-sweeping-your-chimney.eml: the reply on top moves the visit
    Q(
        "When is Owen from Flue & Hearth coming to sweep our chimney, and at what time?",
        FH,
        "I can now come on Thursday 16 November at 1pm",
        (
            r"re:(?<![\d.])16(?:th)?\s(?:of\s)?nov(?:ember)?\b|\bnov(?:ember)?\.?\s16(?:th)?\b|\bthursday\b",
            r"re:(?<![\d:.])1\s?p\.?\s?m\b|(?<![\d:.])13[:.]00(?!\d)|(?<![\d:.])1[:.]00\s?p\.?\s?m\b|\bone o['’]clock",
        ),
        forbid=(
            _outdated(
                r"(?<!tuesday )(?<!tuesday, )(?:tuesday,?\s)?(?:(?<![\d.])14(?:th)?\s(?:of\s)?nov(?:ember)?\b|"
                r"\bnov(?:ember)?\.?\s14(?:th)?(?![\d]))"
            ),
        ),
    ),
    Q(
        "Birds keep trying to nest in our chimney pot. What would Flue & Hearth charge to fit something on top to keep "
        "them out?",
        FH,
        "Fitting a bird guard (stainless steel mesh) to the chimney pot",
        (_pounds("95"),),
        forbid=(
            _leading(r"£\s?(?:45|70|80|40|120)(?:\.00)?(?![\d]|\.\d)"),
            r"re:^\W*(?:it(?:'s| is)\s|that(?:'s| is)\s)?(?:included|free|nothing|no charge)\b",
        ),
    ),
    # -- aldmere-water/water-and-sewerage-bill-2028-29.pdf: charges in look-alike lines, paying
    Q(
        "On my Aldmere bill, what's the charge for each cubic metre of waste water that goes down the drain?",
        AW,
        "Used water volume charge: GBP 2.4406 per cubic metre",
        (r"re:(?<![\d.])2\.44(?:06)?(?!\d)",),
        forbid=(_leading(r"(?:£|gbp)?\s?(?:1\.9184|1\.92|46\.75|38\.20?)(?![\d])"),),
    ),
    Q(
        "What am I paying Aldmere each year for the rain that runs off my roof and drive into the sewers?",
        AW,
        "Surface water drainage: GBP 52.10 a year",
        (r"re:(?<![\d.])52\.10?(?!\d)",),
        forbid=(_leading(r"(?:£|gbp)?\s?(?:9\.80?|46\.75|38\.20?)(?![\d])"),),
    ),
    Q(
        "If I pay my Aldmere water bill in one go rather than in instalments, how much is it and what's the last day "
        "to pay?",
        AW,
        "Amount due: GBP 434.96",
        (r"re:(?<![\d.])434\.96(?!\d)",),
        (r"re:(?<![\d.])1(?:st)?\s(?:of\s)?may\b|\bmay\s1(?:st)?\b(?![\d])",),
        forbid=(_leading(r"(?:£|gbp)?\s?(?:217\.48|43\.50?|43\.46|168\.65|204\.41)(?![\d])"),),
    ),
    # -- no document
    not_in_docs(
        "Who composed the violin concertos called The Four Seasons?",
        forbid=("vivaldi",),
    ),
    # -- hollin-edge-golf-club/fees-2028.xlsx, asked in Chinese: visitors' green fees by day side by side
    Q(
        "我下周六去Hollin Edge高尔夫俱乐部打球，不是会员，上午开球打18洞，果岭费要多少钱？",
        HE,
        "Saturday, Sunday and bank holidays=£60",
        (_pounds("60"),),
        forbid=(_ZH_FIRST + r"(?:£\s?(?:40|45|50|30|20)(?![\d]|\.\d)|(?<![\d.])(?:40|45|50|30|20)\s?英?镑)",),
        lang="zh",
    ),
    # -- 青岚区滨河夜市2028年夏季摊位招租公告.txt: one long line; the supplement changes the opening hours
    Q(
        "我下班比较晚，想去青岚滨河夜市逛逛，夜市晚上开到几点？",
        QL,
        "夜市营业时间调整为每天18:30至22:30",
        (r"re:(?<![\d:.])22\s?:\s?30(?!\d)|晚上十点半|晚上10点半|十点半|10点半|10:30\s?pm",),
        forbid=(
            _outdated(
                r"(?<!\d至)(?<!\d到)(?<!\d-)(?<!\d~)(?<!\d–)(?<!\d—)(?<![\d:])23\s?:\s?00|(?<![\d:])18\s?:\s?00\s?"
                r"(?:至|到|-|~|–|—)\s?23\s?:\s?00|晚上(?:11|十一)点|(?<![\d:])23点"
            ),
        ),
        lang="zh",
    ),
    Q(
        "我打算在滨河夜市摆个炭火烤羊肉串的摊子，一个月的摊位费是多少？押金要交多少？",
        QL,
        "A区每个摊位每月1500元，押金3000元",
        (r"re:(?<![\d.,])1,?500\s?元|一千五百元|1500块",),
        (r"re:(?<![\d.,])3,?000\s?元|三千元|3000块",),
        forbid=(
            _ZH_FIRST + r"(?<![\d.,])(?:1,?200|800|600)\s?元",
            r"re:押金[^。，,；;]{0,8}?(?<![\d.,])1,?000\s?元",
        ),
        lang="zh",
    ),
    # -- 车之净汽车美容城南店价目表.csv: prices by kind of car side by side, paint coating priced after seeing the car
    Q(
        "我家是七座的商务车，座椅和顶棚都脏得不行，想去车之净做个内饰深度清洁，要多少钱？",
        CZ,
        "MPV及7座车=528",
        (r"re:(?<![\d.])528(?![\d]|\.\d)",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:468|398|98|228)(?![\d])",),
        lang="zh",
    ),
    not_in_docs(
        "在车之净给车做一次漆面镀晶要花多少钱？",
        "看车后报价",
        "到店看车",
        "漆面检测",
        forbid=(r"re:镀晶[^。]{0,30}?(?<![\d.])\d+\s?元", r"re:(?<![\d.])\d+\s?元[^。]{0,12}?镀晶"),
        lang="zh",
    ),
    # -- 南汀大学体育场馆开放与预约管理办法.docx: articles (第X条), outsiders in the evenings but alumni, a fee table
    Q(
        "我十年前从南汀大学毕业，办了校友卡。下周二上午想回学校打乒乓球，能预约吗？",
        NT,
        "唯一的例外是持有本校“校友卡”的校友",
        (STARTS_YES_ZH, "工作日白天也可以预约", r"re:^\W*(?:能预约|可以预约|能约|可以约)"),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:校友|你|您)?(?:不能|不可以|不行|只能在)"),
        lang="zh",
    ),
    Q(
        "我在南汀大学后勤处上班，周四晚上想约同事去学校体育馆打羽毛球，订一片场地一个小时多少钱？",
        NT,
        "羽毛球场（每片） | 10 | 20 | 50",
        (r"re:(?<![\d.:])20(?![\d:]|\.\d)|二十元|二十块",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:10|50|40)\s?(?:元|块)",),
        lang="zh",
    ),
    # -- 云汐谷温泉度假区门票和泡池须知.odt: tickets by visitor and day side by side, children under 3 but one pool
    Q(
        "我家宝宝两岁，周末去云汐谷想抱着她一起泡一下露天的玫瑰花池，大人全程在旁边，可以吗？",
        YX,
        "未满3周岁的婴幼儿不得进入温泉泡池",
        (STARTS_NO_ZH, "未满3周岁的婴幼儿不得进入温泉泡池", r"re:^\W*(?:宝宝|她|孩子)?(?:不能|不可以|不行|不允许)"),
        forbid=(STARTS_YES_ZH, r"re:^\W*(?:宝宝|她|孩子)?(?:能|可以)(?:抱|带|下|泡|一起|进)"),
        lang="zh",
    ),
    Q(
        "这个星期六我带儿子去云汐谷泡温泉，他8岁，身高1.35米，我们俩的门票各要多少钱？",
        YX,
        "儿童票（身高1.2至1.5米） | 98 | 128 | 148",
        (r"re:(?<![\d.])238(?![\d]|\.\d)",),
        (r"re:(?<![\d.])128(?![\d]|\.\d)",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:198|268|98|148|158)(?![\d]|\.\d)",),
        lang="zh",
    ),
    # -- 手冲咖啡入门.epub: water temperatures by roast side by side, cold brew
    Q(
        "我买了一包深烘的咖啡豆，用手冲壶冲的话，水温多少度合适？",
        SC,
        "深烘焙的用83至86℃",
        (r"re:(?<![\d.])83\s?(?:°c|度)?\s?(?:至|到|-|~|–|—)\s?86\s?(?:°c|度|摄氏度)",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:92|88|90|94)\s?(?:°c|度|摄氏度|至|到|-|~)",),
        lang="zh",
    ),
    Q(
        "冷萃咖啡放在冰箱里泡，要泡多长时间才行？",
        SC,
        "浸泡12至16小时后用滤纸过滤",
        (r"re:(?<![\d.])12\s?(?:个)?(?:小时)?\s?(?:至|到|-|~|–|—)\s?16\s?(?:个)?小时|十二(?:至|到)十六(?:个)?小时",),
        forbid=(_ZH_FIRST + r"(?<![\d.])8\s?(?:个)?小时",),
        lang="zh",
    ),
    # -- no document
    not_in_docs(
        "中国第一颗人造卫星叫什么名字？",
        forbid=("东方红",),
        lang="zh",
    ),
]


def build_fresh17_corpus(dest: Path) -> Path:
    """Write the fresh17 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH17_DOCS)
