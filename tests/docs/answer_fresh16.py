"""The answer evaluation's `fresh16` set: issue 23's sixteenth held-out set, written with its documents
(tests/docs/answer_fresh16_docs.py) after `fresh15`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: a marina's guide for berth holders (.md) with a berth table whose annual,
summer, winter and visitors' nightly fees by boat length sit side by side and lift-outs priced by boat length in a
second table, a bike-share scheme's plans and rules page (.html) with classic and e-bike prices by plan side by side,
a rule that rides end in a parking bay with one exception for a full bay, and business accounts priced only on
asking, a university hall's guide for residents (.docx) with rents in look-alike rows, no pets with one exception for
assistance dogs, and the quiet hours of the exam period only in a footnote, a co-operative nursery's fees (.xlsx,
three sheets) with morning, afternoon, full-day and full-week fees by age group side by side, extras and charges and
a holiday club whose prices are sent out only later, a food company's deck on an electric car scheme (.pptx) with
monthly costs by car and lease length and whom to ask about a home charger when you rent only in the speaker notes, a
piano tuner's e-mail (.eml) whose reply on top lowers the price of the tuning and whose quoted quote alone holds the
price of easing sticking keys, an energy tariff information label (.pdf) with day and night unit rates, standing
charges, an export rate and exit fees in look-alike lines, and five Chinese ones: a city's notice on summer day care
for primary school pupils as one long line (.txt) with two periods, full-day and half-day fees and pick-up times, and
a supplement at the end that puts back the start of the first period and lowers its fee, a pet groomer's price list
(.csv) with prices for small, medium, large and giant dogs and cats side by side and a pick-up service priced only by
asking, a college for older people's rules in numbered articles (第X条, .docx) with a fee table by kind of course and
no refunds once classes start with one exception for illness or injury in hospital, a ski slope's prices and rules
(.odt) with tickets by length and by weekday, weekend and holiday and no children under 6 on the slopes with one
exception for a children's ski class, and two chapters of a book on baking at home (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
value, a price, a rate, whom to ask; most paraphrased rather than in the document's words, one Chinese question over
the English nursery's fees), four that need two facts, four yes-or-no questions that need a rule and its exception
applied (two whose answer is yes: a bike locked beside a full bay, fees back for a student in hospital after a fall;
two no: a hamster in a cage in the hall, a five-year-old on the beginners' slope with a parent), two whose answer was
replaced by a later statement (the tuning's price lowered by the reply on top, the first day-care period's start put
back by the supplement; the outdated value is forbidden unless given as what it was), and five that no document
answers: three beside a near miss (the price of a bike-share business account, a day at the nursery's holiday club,
the groomer's pick-up service), two on topics no document covers.
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
from .answer_fresh16_docs import FRESH16_DOCS
from .answer_patterns import ZH_FIRST as _ZH_FIRST
from .answer_patterns import leading
from .answer_patterns import pounds as _pounds

PH, SW, HH, LA, EF, HP, BG = (
    "pennock-haven-marina/berth-holders-guide-2028.md",
    "spokeway-harrowby/plans-and-rules.html",
    "castleford-university/hartley-hall-residents-guide-2028-29.docx",
    "little-acorns-co-op-nursery/fees-2028-29.xlsx",
    "ellerby-foods/electric-car-scheme-briefing-2028.pptx",
    "hartwell-pianos/re-tuning-your-upright-piano.eml",
    "brightgrid-energy/tariff-information-label-fixed-saver-12m.pdf",
)
NX, MH, FQ, XS, JH = (
    "宁溪市2028年小学生暑期托管服务工作通知.txt",
    "毛孩子宠物美容滨江店价目表.csv",
    "枫桥区老年大学学员管理办法.docx",
    "雪松岭滑雪场2027-2028雪季票价和滑雪须知.odt",
    "家庭烘焙入门.epub",
)


def _pence(n: str) -> str:
    """A regular expression for a rate in pence as people write it (n a regular expression): 13.12p, 13.12 p,
    13.12 pence (never 113.12p or 13.125p)."""
    return rf"re:(?<![\d.]){n}\s?(?:p\b|pence)"


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "instead of the £130", "rather
# than £130", "原定的7月10日", "原通知的7月10日"
WAS_TOO = (
    "been ",
    "said ",
    "earlier ",
    "old ",
    "original ",
    "originally on ",
    "rather than ",
    "instead of ",
    "quoted ",
    "first quoted ",
    "quote of ",
    "planned for ",
    "scheduled for ",
    "going to be ",
    "supposed to be ",
    "meant to be ",
    "than the ",
    "of the ",
    "not the ",
    "from the ",
    "原定的",
    "原来的",
    "原来定的",
    "原通知",
    "原通知的",
    "原通知中的",
    "原先的",
    "原先是",
    "原本",
    "原本是",
    "原本的",
    "本来",
    "本来是",
    "通知中的",
    "原通知为",
    "原定为",
    "原计划的",
    "原计划为",
    "原计划于",
    "原本定于",
    "原开始时间",
    "原开始时间为",
    "原开始日期",
    "原开始日期为",
)


def _outdated(value: str) -> str:
    """An outdated value stated as the answer (answer_evaluation._outdated), with this set's WAS_TOO."""
    return outdated(value, WAS_TOO)


# The words a short answer may open with before the sum or rate it gives: "It costs £44", "She'll pay £44 a night",
# "The annual berth is £2,640", "Brightgrid charges 27.84p"
_LEAD = (
    r"(?:(?:it|that|this|they|she|he|the [a-z0-9' -]{1,28}?|an? [a-z0-9' -]{1,28}?|(?:you|she|he)(?:'ll| will| would"
    r"|'d)? pay|(?:pennock haven|spokeway|little acorns|ellerby|hartwell(?: pianos)?|gideon|brightgrid) (?:charges?|"
    r"will charge|would charge|costs?))(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+would be|\s+will be"
    r"|\s+pays?)?\s*)?"
    r"(?:up to |about |only |just |at most |now )?"
)


_leading = leading(_LEAD)


FRESH16 = [
    # -- pennock-haven-marina/berth-holders-guide-2028.md: fees by length and season side by side, lift-outs apart
    Q(
        "We've got a 9.4-metre yacht and are thinking of keeping her at Pennock Haven all year round. What would an "
        "annual berth cost us, and what do they charge to lift her out, pressure wash her and put her back in?",
        PH,
        "| 8.01 m to 10 m | £3,420 | £2,560 | £1,490 | £35 |",
        (_pounds("3,?420"),),
        (_pounds("395"),),
        forbid=(_leading(r"£\s?(?:2,?640|2,?560|4,?380|1,?490|35|520|210)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "A friend of mine is sailing her 11-metre boat into Pennock Haven for a couple of nights as a visitor. How "
        "much will she pay a night?",
        PH,
        "| 10.01 m to 12 m | £4,380 | £3,290 | £1,920 | £44 |",
        (_pounds("44"),),
        forbid=(_leading(r"£\s?(?:35|53|28|5|4\.20)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- spokeway-harrowby/plans-and-rules.html: plans with classic and e-bike prices, bays but a full one
    Q(
        "If I just grab one of the electric Spokeway bikes without buying any pass, how much do they charge per "
        "minute?",
        SW,
        "Pay as you go | No fee | £1 a ride | 8p a minute | 18p a minute",
        (_pence("18"),),
        forbid=(_leading(r"(?<![\d.])(?:8|12|10)\s?(?:p\b|pence)"),),
    ),
    Q(
        "The Spokeway bay outside Harrowby station was full when I got there, so I locked the bike to the railings a "
        "few metres away, out of everyone's way, and took a photo of it in the app. Is that allowed?",
        SW,
        "The one exception is a full bay",
        (
            STARTS_YES,
            "you can lock the bike within 20 metres",
            r"re:^\W*(?:that(?:'s| is)|it(?:'s| is)|this is) (?:allowed|fine|ok|okay|permitted)\b",
            r"re:^\W*(?:of course|certainly|sure)\b",
        ),
        forbid=(
            STARTS_NO,
            r"re:^\W*(?:it(?:'s| is) not|that(?:'s| is) not|it isn['’]t|that isn['’]t|not allowed|you(?:'ll| will) "
            r"(?:get|be charged|have to pay|need to pay))\b",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
        ),
    ),
    not_in_docs(
        "How much does Spokeway charge a company for a business account so its staff can ride?",
        "proposal",
        "business team",
        "business@spokeway.example",
        "depends on how many staff",
        forbid=(
            r"re:\b(?:business|company account|for business|companies|per employee|per member of staff)\b[^.]{0,60}"
            r"£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\b(?:business account|company account|per employee|per member of staff|a "
            r"head|per head|for business)\b",
            r"re:\b(?:business|company account)\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- castleford-university/hartley-hall-residents-guide-2028-29.docx: exam quiet hours in a footnote, no pets
    Q(
        "I've got exams in May and June. What are Hartley Hall's quiet hours at that time of year?",
        HH,
        "the summer exam period, quiet hours are 20:00 to 08:00",
        (r"re:(?<![\d:.])20[:.]00|\b8\s?(?:pm|p\.m\.)|\beight in the evening",),
        (r"re:(?<![\d:.])0?8[:.]00|\b8\s?(?:am|a\.m\.)|\beight in the morning",),
        forbid=(
            r"re:^\W*(?:(?:quiet hours (?:are|run)|they(?:'re| are)|it(?:'s| is)|the quiet hours are)\s*)?(?:from\s|"
            r"between\s)?(?:23[:.]00|11\s?(?:pm|p\.m\.))",
        ),
    ),
    Q(
        "I'm moving into Hartley Hall in September. Can I bring my pet hamster if it stays in its cage in my room?",
        HH,
        "No pets or other animals may be kept in the hall, including in cages or tanks",
        (
            STARTS_NO,
            "no pets or other animals may be kept",
            r"re:^\W*(?:unfortunately|sadly|i'm afraid)\b",
            r"re:^\W*(?:you )?(?:can['’]t|cannot|can not|may not|aren['’]t allowed|are not allowed)\b",
        ),
        forbid=(
            STARTS_YES,
            r"re:^\W*(?:you )?(?:can|may|could)\b(?!n?['’]t|not| not)",
            r"re:^\W*(?:sure|certainly|of course)\b",
        ),
    ),
    # -- little-acorns-co-op-nursery/fees-2028-29.xlsx: sessions by age side by side, extras, a holiday club
    Q(
        "My son turned two last month. How much is a full day at Little Acorns for him, and what do they charge if "
        "I'm late picking him up?",
        LA,
        "Full day (8:00 to 18:00)=£72",
        (_pounds("72"),),
        (_pounds("15"),),
        forbid=(_leading(r"£\s?(?:78|66|39|37|340)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "How much extra do I pay for my daughter's lunch at Little Acorns?",
        LA,
        "Item=Lunch, Price=£3.50 a day",
        (_pounds(r"3\.50"),),
        forbid=(_leading(r"£\s?(?:2\.50|1\.50|5)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    Q(
        "我女儿一岁半，想送她去Little Acorns托儿所上上午班，一次多少钱？",
        LA,
        "Age group=Babies (under 2), Morning session (8:00 to 13:00)=£42",
        (_pounds("42"),),
        forbid=(_ZH_FIRST + r"(?:£\s?(?:39|36|40|78)(?![\d]|\.\d)|(?<![\d.])(?:39|36|40|78)\s?英?镑)",),
        lang="zh",
    ),
    not_in_docs(
        "How much is a day at the Little Acorns holiday club?",
        "sent to members each february",
        "each february",
        forbid=(
            r"re:\bholiday club\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£]{0,40}\bholiday club\b",
            r"re:\bholiday club\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- ellerby-foods/electric-car-scheme-briefing-2028.pptx: costs by car and lease, the charger contact in the notes
    Q(
        "I rent my flat and park on the street. Who do I need to talk to at Ellerby about getting a home charger for "
        "the electric car scheme?",
        EF,
        "you'll need to talk to Tamsin Greaves at Chargewise",
        ("greaves",),
        forbid=(
            r"re:^\W*(?:(?:you (?:need|should|must|have) (?:to )?(?:talk|speak) to |talk to |speak to |ask |contact "
            r"|e-?mail |first,? )\s*)*(?:payroll|rhona|fairweather|the reward|reward@|your manager|your line manager)",
        ),
    ),
    Q(
        "What would a Nexa City Long Range cost me each month through Ellerby's scheme if I kept it for three years?",
        EF,
        "Nexa City Long Range | £468 | £421 | £392",
        (_pounds("421"),),
        forbid=(_leading(r"£\s?(?:468|392|368|489|412)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    # -- hartwell-pianos/re-tuning-your-upright-piano.eml: the reply on top lowers the tuning's price
    Q(
        "How much is Hartwell Pianos going to charge to tune our upright?",
        HP,
        "That brings the tuning down to £85",
        (_pounds("85"),),
        forbid=(_outdated(r"£\s?130(?:\.00)?(?![\d]|\.\d)|(?<![\d.,£])130\s?(?:pounds|gbp)"),),
    ),
    Q(
        "Two keys on our piano keep sticking. What does Hartwell Pianos charge to free them up?",
        HP,
        "easing sticking keys £15 a key",
        (_pounds("15"),),
        forbid=(
            _leading(r"£\s?(?:240|45|85|130|260)(?:\.00)?(?![\d]|\.\d)"),
            r"re:^\W*(?:it(?:'s| is)\s|that(?:'s| is)\s)?(?:included|free|nothing|no charge|at no charge)\b",
        ),
    ),
    # -- brightgrid-energy/tariff-information-label-fixed-saver-12m.pdf: rates and charges in look-alike lines
    Q(
        "On my Brightgrid Economy 7 tariff, what do I pay per kWh for the electricity I use overnight?",
        BG,
        "Electricity unit rate, night, 12:30am to 7:30am: 13.12p per kWh",
        (_pence(r"13\.12"),),
        forbid=(_leading(r"(?<![\d.])(?:27\.84|6\.41|15(?:\.00)?|52\.60|31\.43)\s?(?:p\b|pence)"),),
    ),
    Q(
        "How much is Brightgrid's daily standing charge for my gas?",
        BG,
        "Gas standing charge: 31.43p per day",
        (_pence(r"31\.43"),),
        forbid=(_leading(r"(?<![\d.])(?:52\.60|52\.6|6\.41|13\.12|27\.84)\s?(?:p\b|pence)"),),
    ),
    Q(
        "If I switch away from Brightgrid before my fixed deal ends, how much will they charge me for leaving?",
        BG,
        "Exit fee if you leave before the tariff end date: GBP 75 per fuel.",
        (_pounds("75"),),
        forbid=(
            r"re:^\W*(?:(?:there (?:is|are|will be) )?no (?:exit )?fees?|nothing|(?:it(?:'s| is)\s)?free)\b",
            _leading(r"(?:£|gbp\s?)\s?(?:2|32)(?:\.00)?(?![\d]|\.\d)"),
        ),
    ),
    # -- no document
    not_in_docs(
        "Who wrote the novel Pride and Prejudice?",
        forbid=("austen",),
    ),
    not_in_docs(
        "《红楼梦》的作者是谁？",
        forbid=("曹雪芹", "高鹗"),
        lang="zh",
    ),
    # -- 宁溪市2028年小学生暑期托管服务工作通知.txt: one long line; the supplement puts back the first period
    Q(
        "宁溪市今年暑期托管的第一期从哪天开始？",
        NX,
        "第一期托管开始时间由7月10日推迟至7月17日",
        (r"re:(?<!\d)7\s?月\s?17\s?(?:日|号)|七月十七(?:日|号)",),
        forbid=(
            _outdated(r"(?<!\d)7\s?月\s?10\s?(?:日|号)|七月十(?:日|号)"),
            _ZH_FIRST + r"(?<!\d)7\s?月\s?31\s?(?:日|号)",
        ),
        lang="zh",
    ),
    Q(
        "我家孩子上三年级，想报宁溪暑期托管第二期的全天托管，托管费多少钱？每天最晚几点要去接孩子？",
        NX,
        "全天托管（8:00至17:30）每生每期600元",
        (r"re:(?<![\d.])600\s?元|六百元",),
        (r"re:(?<![\d:.])18\s?[:.]\s?00|(?<![\d:.])18\s?点|下午六点|晚上六点|傍晚六点",),
        forbid=(
            _ZH_FIRST + r"(?<![\d.])(?:400|350|240|18)\s?元",
            r"re:最晚[^。，,]{0,6}?17\s?[:.]\s?30",
        ),
        lang="zh",
    ),
    # -- 毛孩子宠物美容滨江店价目表.csv: prices by dog size side by side, pick-up priced on asking
    Q(
        "我家拉布拉多大概32公斤，想去毛孩子洗个澡，顺便修剪一下脚底毛，要多少钱？需要提前预约吗？",
        MH,
        "大型犬（25至40公斤）=198",
        (r"re:(?<![\d.])198(?![\d]|\.\d)",),
        (r"re:提前(?:至少)?(?:一|1)\s?天|至少提前(?:一|1)\s?天|前一天",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:158|128|288|338|218|188|208)\s?元",),
        lang="zh",
    ),
    Q(
        "我家柯基12公斤，宠物医院开了药浴的处方，在毛孩子做一次药浴多少钱？",
        MH,
        "中型犬（10至25公斤）=138",
        (r"re:(?<![\d.])138(?![\d]|\.\d)",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:98|208|128|118|268)\s?元",),
        lang="zh",
    ),
    not_in_docs(
        "毛孩子宠物美容店上门接送狗狗收多少钱？",
        "按距离另外收费",
        "致电门店",
        "按距离",
        forbid=(r"re:接送[^。]{0,30}?\d+(?:\.\d+)?\s?元", r"re:\d+(?:\.\d+)?\s?元[^。]{0,12}?接送"),
        lang="zh",
    ),
    # -- 枫桥区老年大学学员管理办法.docx: articles (第X条), no refunds once classes start but, a fee table
    Q(
        "我妈在枫桥区老年大学报了国画班，上了四周课后摔了一跤，骨折住院了，剩下的课上不了。学费能退一部分吗？",
        FQ,
        "可以按未上的课时退还学费",
        (STARTS_YES_ZH, "可以按未上的课时退还学费", r"re:^\W*(?:能退|可以退|可以申请退|能申请退)"),
        forbid=(
            STARTS_NO_ZH,
            r"re:^\W*(?:学费)?(?:不能|不可以|不行|不予退费|不退|不会退)",
        ),
        lang="zh",
    ),
    Q(
        "在枫桥区老年大学学一个学期的太极拳，学费是多少？",
        FQ,
        "舞蹈、太极拳、瑜伽 | 每周2次，每次1课时 | 240",
        (r"re:(?<![\d.])240(?![\d]|\.\d)|二百四十元",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:320|280|200|360)\s?元",),
        lang="zh",
    ),
    # -- 雪松岭滑雪场2027-2028雪季票价和滑雪须知.odt: tickets by length and day side by side, children but a class
    Q(
        "我儿子今年5岁，我自己会滑雪，周末想带他在雪松岭的初级道上一起滑，可以吗？",
        XS,
        "未满6周岁的儿童不得上雪道滑雪",
        (STARTS_NO_ZH, "未满6周岁的儿童不得上雪道滑雪", r"re:^\W*(?:他)?(?:不能|不可以|不行|不允许)"),
        forbid=(STARTS_YES_ZH, r"re:^\W*(?:他)?(?:能|可以)(?:带|上|在|一起)"),
        lang="zh",
    ),
    Q(
        "这个周六去雪松岭滑4个小时，一张票多少钱？",
        XS,
        "4小时票 | 240 | 320 | 400",
        (r"re:(?<![\d.])320(?![\d]|\.\d)|三百二十元",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:240|400|220|180|300|192)\s?元",),
        lang="zh",
    ),
    # -- 家庭烘焙入门.epub: oven temperatures by tin size side by side
    Q(
        "用家里的烤箱烤一个8寸的戚风蛋糕，温度应该调到多少度？",
        JH,
        "8寸戚风蛋糕用140℃烤60分钟左右",
        (r"re:(?<![\d.])140\s?(?:°c|度|摄氏度)",),
        forbid=(_ZH_FIRST + r"(?<![\d.])(?:150|170|165)\s?(?:°c|度|摄氏度)",),
        lang="zh",
    ),
]


def build_fresh16_corpus(dest: Path) -> Path:
    """Write the fresh16 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH16_DOCS)
