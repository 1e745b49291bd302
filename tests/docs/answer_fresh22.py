"""The answer evaluation's `fresh22` set: issue 23's twenty-second held-out set, written with its documents
(tests/docs/answer_fresh22_docs.py) after `fresh21`, blind: by a helper who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, to be scored once, later; never tuned on.

Its twelve documents are in eleven formats: a family funeral director's long guide to arranging a funeral, with its
prices (.md, about 3,100 words), with three kinds of funeral, third-party costs in look-alike rows (the crematorium on
a weekday, on a Saturday morning and for an early committal, graves for residents and non-residents), no visits to
the chapel of rest on Sundays with one exception for funerals on a Monday or after a bank holiday, and, deep inside,
how long the ashes are kept free of charge, a bank's fees and charges for two current accounts (.html) with the
Everyday and the Everyday Plus account side by side (the debit card abroad, CHAPS online and in a branch,
international payments) and safe deposit boxes priced only in a branch, a university's tuition fee schedule (.docx)
with eleven kinds of course for home and international students side by side, a discount for its own graduates with
one exception for the MBA and the late payment charge only in a footnote, a hearing centre's price list (.xlsx, three
sheets) with fourteen hearing aids and accessories for one ear and both side by side, an invisible extended-wear aid
priced only on consultation, and wax removal for one ear and both, a credit union's slides for a members' evening
(.pptx) with loan rates for new members and for members of a year or more in a table, no Christmas Saver withdrawals
before November with one exception for members made redundant, and whom a member struggling with repayments should
ring only in the speaker notes, a solicitor's e-mail (.eml) whose reply on top raises the legal fee for a purchase and
whose quoted quote alone holds the searches, a doctors' surgery's fees for work outside the NHS (.pdf) in look-alike
lines (short and full insurance reports, lorry and taxi driver medicals), and five Chinese ones: a city's notice on
new taxi fares as one long line (.txt) with the flag fall and the fare per kilometre by day and by night and a
supplement at the end that lowers the daytime flag fall, a clinic of Chinese medicine's price list (.csv) with
eighteen rows at the single price and the members' price side by side and herbal paste priced only by its
prescription, an electronics company's rules on reimbursing medical costs in numbered articles (第X条, .docx) with
deductibles, shares and yearly caps for staff and their families side by side, a community health centre's rules and
prices for vaccines people pay for (.odt) with prices a dose and no vaccination without an appointment with one
exception for rabies vaccine after a bite or scratch, and two chapters of a book on household money (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (how
long the ashes are kept free, deep in the long guide; a CHAPS payment from the app; the late payment charge; an
international student's fee; a pair of hearing aids; whom to ring when repayments are a struggle; a loan's rate; the
searches in the quoted quote; a night fare per kilometre; a members' price for massage; a yearly cap on hospital
costs; the share paid for a wife's outpatient costs; a dose of a vaccine; the months of an emergency fund; a taxi
driver's medical, asked in Chinese over the English fees list), four that need two facts, each a small sum or
comparison of two cells or lines (a funeral and a Saturday crematorium service, wax removal from both ears and swim
plugs, a full insurance report against a short one, acupuncture and cupping at the single price), four yes-or-no
questions that need a rule and its exception applied (two whose answer is yes: the Christmas Saver after being made
redundant, rabies vaccine without an appointment after a dog's scratch; two no: the chapel of rest on a Sunday before
a Thursday funeral, the graduates' discount on the MBA), two whose answer was replaced by a later statement (the
legal fee raised by the reply on top, the daytime flag fall lowered by the supplement; the outdated value is
forbidden unless given as what it was), and five that no document answers: three beside a near miss (a safe deposit
box, an invisible extended-wear hearing aid, herbal paste), two on topics no document covers.
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
from .answer_fresh22_docs import FRESH22_DOCS
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

FU, BK, UN, HE, CU, SO, GP = (
    "haverleigh-funeral-directors/arranging-a-funeral-2028.md",
    "calloway-bank/current-account-fees-and-charges-2028.html",
    "thornbury-vale-university/tuition-fees-2028-29.docx",
    "clearwell-hearing/price-list-2028.xlsx",
    "millbrook-credit-union/members-evening-loans-and-savings-2028.pptx",
    "marsh-and-pellow-solicitors/re-your-conveyancing-quote.eml",
    "brookfield-lane-surgery/fees-for-non-nhs-work-2028-29.pdf",
)
TX, TC, MD, VC, MN = (
    "澜溪市出租汽车运价调整公告.txt",
    "杏林堂中医馆价目表.csv",
    "恒泰电子员工补充医疗费用报销管理办法.docx",
    "澄阳街道社区卫生服务中心自费疫苗接种须知和价格.odt",
    "家庭理财入门.epub",
)


# Besides answer_evaluation's WAS, words before a value that give it as what it was: "instead of the £1,150", "the
# quote's £1,150", "quoted £1,150", "由12元调整为11元", "原来起步价12元"
WAS_TOO = WAS_TOO_SHARED + (
    "rise from ",
    "quoted fee of ",
    "went up from ",
    "gone up from ",
    "replaces the ",
    "replacing the ",
    "原价",
    "原定",
    "调整前",
    "下调前",
    "原公告",
    "原公告的",
)


_outdated = outdated_beside(WAS_TOO)


# The words a short answer may open with before the sum, share or figure it gives: "It costs £15", "Yes, it's £60",
# "The fee is £21,300", "You'll pay £155", "Clearwell charge £1,990", "The rate would be 29.9%"
_LEAD = (
    r"(?:yes\W*)?"
    r"(?:(?:it|that|this|they|she|he|the [a-z0-9' ,-]{1,28}?|an? [a-z0-9' -]{1,28}?|(?:you|she|he|we|they)(?:'ll| will|"
    r" would|'d)? (?:pay|get|be charged|owe|need|have to wait|wait|keep (?:them|the ashes|it)|hold (?:them|the ashes|it))"
    r"|(?:haverleigh(?: (?:&|and) sons)?|calloway(?: bank)?|thornbury vale(?: university)?|clearwell(?: hearing)?|"
    r"millbrook(?: credit union)?|marsh (?:&|and) pellow|brookfield lane(?: surgery)?) (?:charges?|will charge|"
    r"would charge|costs?|takes?|pays?|quoted|quotes?|gives?|keeps?|adds?|holds?))"
    r"(?:'s|\s+is|\s+are|\s+costs?|\s+will cost|\s+would cost|\s+would be|\s+will be|\s+pays?|\s+takes?|\s+goes up to|"
    r"\s+rises to|\s+comes? to|\s+would come to|\s+will come to|\s+lasts?|\s+for)?\s*)?"
    r"(?:up to |about |only |just |at most |now |an extra |another |a further |around |free (?:of charge )?for )?"
)


_leading = leading(_LEAD)


FRESH22 = [
    # -- haverleigh-funeral-directors/arranging-a-funeral-2028.md: a long guide; the chapel, the crematorium, deep inside
    Q(
        "My mother was cremated last week through Haverleigh & Sons, and none of us feels ready to decide about her "
        "ashes yet. How long will the funeral directors hold on to them before they start charging us?",
        FU,
        "free of charge for up to three months after the cremation",
        (_amount("3", r"months?\b"), "three months"),
        forbid=(
            r"re:^(?![^.]*\b(?:three|3) months?\b)\W*[^.]{0,100}?\b(?:two years|2 years|six months|6 months|28 days|"
            r"one month|1 month|twelve months|12 months|five working days|5 working days)\b",
        ),
    ),
    Q(
        "Dad's funeral with Haverleigh & Sons is on Thursday week, and my sister can only travel up at the weekend. "
        "Could we go and sit with him in their chapel of rest on the Sunday afternoon?",
        FU,
        "The one exception is when the funeral is on a Monday",
        (
            STARTS_NO,
            "funeral is on a monday",
            r"re:\b(?:do not|don't|does not|doesn't|won't|will not) open\b[^.]{0,30}\bsundays?\b",
            *OPENS_NO,
        ),
        forbid=OPENS_YES_FORBIDDEN,
    ),
    Q(
        "We're arranging an attended cremation for Grandad with Haverleigh & Sons, and the only time the whole family "
        "can be there is a Saturday morning service at Northvale. What will the funeral directors' own fee and the "
        "crematorium's charge come to together?",
        FU,
        "| Northvale Crematorium, 40-minute service, Saturday morning | £1,340 |",
        _pounds("(?:2,?895|4,?235)"),
        _pounds("(?:1,?340|4,?235)"),
        forbid=(
            _leading(r"£\s?(?:3,?960|4,?490|4,?215|2,?735|3,?535|1,?065|3,?150|1,?395)(?:\.00)?(?![\d]|[.,]\d)"),
            _pounds("(?:3,?960|4,?490|4,?215|2,?735|3,?535)"),
        ),
    ),
    # -- calloway-bank/current-account-fees-and-charges-2028.html: two accounts side by side; boxes priced in a branch
    Q(
        "I bank with Calloway on their Everyday Plus account, and next week I have to send the deposit for our flat to "
        "the solicitor as a same-day CHAPS payment from the app. What will Calloway charge me for it?",
        BK,
        "CHAPS payment, sent online or in the app",
        (_pounds("15"),),
        forbid=(_leading(r"£\s?(?:22|30|25|12|9|4)(?:\.00)?(?![\d]|\.\d)"),),
    ),
    not_in_docs(
        "My late aunt left me some jewellery and I'd like to keep it in a safe deposit box at Calloway Bank. How much "
        "would that cost me a year?",
        "ask at one of",
        "ask in a branch",
        "ask at a branch",
        "ask in branch",
        "depends on the size",
        forbid=(
            r"re:\bsafe deposit box(?:es)?\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£#]{0,20}\bsafe deposit",
            r"re:\bsafe deposit box(?:es)?\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- thornbury-vale-university/tuition-fees-2028-29.docx: home and international side by side, a footnote
    Q(
        "I'm paying my Thornbury Vale fees in instalments, and I think the January one is going to be about three weeks "
        "late. Will they add anything on for that, and how much?",
        UN,
        "A late payment charge of £60 is added to an instalment",
        (_pounds("60"),),
        forbid=(_leading(r"£\s?(?:450|4,?000|1,?590|25|50|75)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "I got my degree at Thornbury Vale in 2025 and I've just been offered a place on their MBA. Will my fee be "
        "reduced because I'm one of their former students?",
        UN,
        "The one exception is the MBA, whose fee is not discounted",
        (STARTS_NO, "not discounted", *OPENS_NO),
        forbid=OPENS_YES_FORBIDDEN,
    ),
    Q(
        "My son is coming from Malaysia to start a chemistry degree at Thornbury Vale in September; it's one of their "
        "lab-based subjects. What will his tuition fee be for the year?",
        UN,
        "Undergraduate, laboratory or studio-based",
        (_pounds("21,?300"),),
        forbid=(_leading(r"£\s?(?:17,?450|9,?535|23,?600|39,?800|4,?000|19,?200)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- clearwell-hearing/price-list-2028.xlsx: one ear and both side by side, ear care, on consultation
    Q(
        "My audiologist says I need aids in both ears, and I'd like the rechargeable kind with the speaker sitting in the "
        "ear canal, at Clearwell's Advance level. What would a pair cost?",
        HE,
        "Model=Clearwell Advance 3R",
        (_pounds("1,?990"),),
        forbid=(_leading(r"£\s?(?:1,?095|1,?690|2,?990|1,?290|2,?190|895|1,?595)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "Both my ears are blocked with wax again, and while I'm at Clearwell I'd also like a pair of made-to-measure "
        "plugs for swimming. What will the two come to?",
        HE,
        'Service="Earwax removal by microsuction, both ears"',
        _pounds("(?:70|155)"),
        _pounds("(?:85|155)"),
        forbid=(
            _leading(r"£\s?(?:135|165|145|245|225|50|95|175)(?:\.00)?(?![\d]|\.\d)"),
            _pounds("(?:135|165|145|245|225)"),
        ),
    ),
    not_in_docs(
        "My father has read about the invisible hearing aid that sits deep in the ear and stays in for weeks at a time. "
        "What does Clearwell charge for one of those?",
        "on consultation",
        "consultation",
        forbid=(
            r"re:\b(?:invisible|extended[- ]wear)\b[^.]{0,60}£\s?\d",
            r"re:£\s?\d[\d.,]*[^.£#]{0,20}\b(?:invisible|extended[- ]wear)",
            r"re:\b(?:invisible|extended[- ]wear)\b[^.]{0,60}\b\d+(?:\.\d+)?\s?(?:pounds|gbp)\b",
        ),
    ),
    # -- millbrook-credit-union/members-evening-loans-and-savings-2028.pptx: rates in a table, the speaker notes
    Q(
        "I've got a loan with Millbrook Credit Union, and my hours at work have just been cut, so I'm worried about the "
        "next few repayments. Who should I speak to there?",
        CU,
        "ring our member support officer",
        ("bernadette quayle", "member support officer", r"re:01632\s?975\s?118"),
        forbid=(
            r"re:^\W*[^.]{0,60}01632\s?975\s?100",
            r"re:^\W*(?:(?:you should |you need to |you can |just )?(?:ring|call|phone|contact|speak to|talk to|email|"
            r"write to)\s+)?(?:the |millbrook's |their )?(?:general enquiries|rosalind achebe|general manager)",
        ),
    ),
    Q(
        "I've been paying into Millbrook Credit Union's Christmas Saver since January, but I was made redundant last "
        "week and could really do with that money now, in June. Am I allowed to take it out?",
        CU,
        "The one exception is a member who is made redundant during the",
        (
            STARTS_YES,
            "at any time",
            r"re:^\W*(?:you can|you may|you'll be able|you will be able|you are allowed|you're allowed|of course|"
            r"certainly|sure|absolutely)\b",
        ),
        forbid=OPENS_NO_FORBIDDEN,
    ),
    Q(
        "I joined Millbrook Credit Union a couple of months ago and I'd like to borrow £3,000 for a second-hand car. What "
        "rate would I be charged?",
        CU,
        "29.9% APR",
        (r"re:(?<![\d.])29\.9\s?%",),
        forbid=(_leading(r"(?:42\.6|26\.8|18\.9|9\.9)\s?%"),),
    ),
    # -- marsh-and-pellow-solicitors/re-your-conveyancing-quote.eml: the reply on top raises a fee; the quoted quote
    Q(
        "After Marsh & Pellow's latest email, what is their legal fee for our purchase of 14 Ashtree Road going to be?",
        SO,
        "so our legal fee for the purchase is now £1,425 plus VAT",
        (_pounds("(?:1,?425|1,?710)"),),
        forbid=(_outdated(r"£\s?1,?(?:150|380)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    Q(
        "Marsh & Pellow are doing the conveyancing on our house. How much did their quote say the searches would cost?",
        SO,
        "Searches (local authority, drainage and water, environmental): £310, no VAT",
        (_pounds("310"),),
        forbid=(_leading(r"£\s?(?:150|12|75|90|40|48|1,?150|1,?425)(?:\.00)?(?![\d]|[.,]\d)"),),
    ),
    # -- brookfield-lane-surgery/fees-for-non-nhs-work-2028-29.pdf: reports and medicals in look-alike lines
    Q(
        "My life insurer wants a medical report from my GP at Brookfield Lane, and says it could be either a short one "
        "from my records or a full one with an examination. How much more would the full report cost me?",
        GP,
        "Insurance report, full, with an examination: GBP 175",
        _pounds("(?:175|65)"),
        _pounds("(?:110|65)"),
        forbid=(
            _leading(r"(?:£|gbp)\s?(?:285|90|35|30|140)(?:\.00)?(?![\d]|\.\d)"),
            _pounds("285"),
        ),
    ),
    # -- no document
    not_in_docs(
        "Who painted the Mona Lisa?",
        forbid=("leonardo", "da vinci"),
    ),
    # -- brookfield-lane-surgery/fees-for-non-nhs-work-2028-29.pdf, asked in Chinese: a taxi driver's medical
    Q(
        "我在英国想申请开出租车，市政府要求做司机体检，在Brookfield Lane Surgery让医生做这个体检要多少钱？",
        GP,
        "Taxi and private hire driver medical, with the form from the council: GBP 120",
        (_pounds("120"),),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?:(?:£|gbp)\s?(?:140|150|95|175)|(?<![\d.,])(?:140|150|95|175)\s?英?镑)",),
        lang="zh",
    ),
    # -- 澜溪市出租汽车运价调整公告.txt: one long line; day and night side by side, the supplement lowers a fare
    Q(
        "今晚十一点多要从澜溪火车站打车回家，超过起步里程以后每公里多少钱？",
        TX,
        "夜间每公里2.8元",
        (r"re:(?<![\d.])2\.8\s?(?:元|块)|两块八|二块八|2块8|2元8角|两元八角",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:2\.4|14|11|12|3)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "3月1号以后在澜溪白天打出租车，起步价是多少钱？",
        TX,
        "日间起步价由12元调整为11元",
        (r"re:(?<![\d.])11\s?(?:元|块)|十一元|十一块",),
        forbid=(_outdated(r"(?<![\d.])12\s?(?:元|块)|十二元|十二块"),),
        lang="zh",
    ),
    # -- 杏林堂中医馆价目表.csv: the single price and the members' side by side, herbal paste by prescription
    Q(
        "我办了杏林堂的会员卡，这周想去做一个小时的全身推拿，要多少钱？",
        TC,
        "项目=全身推拿 60分钟",
        (r"re:(?<![\d.])128\s?(?:元|块)?(?![\d.])|一百二十八",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:158|68|88|98|78|138)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "我不是杏林堂的会员，这次想先做一次针灸，再拔一次罐，一共要付多少钱？",
        TC,
        "项目=针灸",
        r"re:(?<![\d.])120\s?(?:元|块)|一百二十?(?:元|块)|(?<![\d.])80\s?(?:元|块)?(?![\d.])",
        r"re:(?<![\d.])120\s?(?:元|块)|一百二十?(?:元|块)|(?<![\d.])40\s?(?:元|块)?(?![\d.])",
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.])(?:95|140|105|65|30|110|130)\s?(?:元|块)",
            r"re:(?:一共|共计|总共|合计|共|总计)\s?(?:要|是|需要|付)?\s?(?:95|140|105|110|130)\s?(?:元|块)",
        ),
        lang="zh",
    ),
    not_in_docs(
        "今年冬天想在杏林堂开一料膏方调理身体，大概要花多少钱？",
        "按方计价",
        "面诊",
        forbid=(
            r"re:膏方[^。，,；;]{0,20}?(?<![\d.])\d+\s?(?:元|块)",
            r"re:(?<![\d.])\d+\s?(?:元|块)[^。，,；;]{0,12}?膏方",
        ),
        lang="zh",
    ),
    # -- 恒泰电子员工补充医疗费用报销管理办法.docx: articles (第X条), staff and family side by side
    Q(
        "我是恒泰电子的正式员工，今年做手术住了两次院，公司的补充医疗一年最多能给我报销多少钱？",
        MD,
        "住院 | 0 | 90% | 50000 | 60% | 20000",
        (r"re:(?<![\d.,])50,?000(?![\d])|(?<![\d.])5\s?万|五万",),
        forbid=(
            ZH_FIRST_BEFORE_BRACKET
            + r"(?:(?<![\d.,])(?:20,?000|150,?000|8,?000|3,?000|60,?000)(?![\d])|(?<![\d.])(?:2|15|6)\s?万|两万|十五万|六万)",
        ),
        lang="zh",
    ),
    Q(
        "我老婆上个月看门诊，医保报完以后自己又掏了两千多块，我们公司恒泰电子的补充医疗按多少比例给她报？",
        MD,
        "门诊和急诊 | 500 | 80% | 8000 | 50% | 3000",
        (r"re:(?<![\d.])50\s?%|百分之五十|一半|五成",),
        forbid=(
            ZH_FIRST_BEFORE_BRACKET + r"(?:(?<![\d.])(?:80|60|90|70|95)\s?%|百分之(?:八十|六十|九十|七十|九十五))",
        ),
        lang="zh",
    ),
    # -- 澄阳街道社区卫生服务中心自费疫苗接种须知和价格.odt: prices a dose, appointments but for rabies
    Q(
        "我今年26岁，打算在澄阳街道社区卫生服务中心打九价HPV疫苗，打一针要多少钱？",
        VC,
        "HPV疫苗（九价） | 9至45岁女性 | 1318 | 3剂",
        (r"re:(?<![\d.,])1,?318(?![\d])|一千三百一十八",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d.,])(?:798|329|1,?598|3,?954|285|218|128)\s?(?:元|块)",),
        lang="zh",
    ),
    Q(
        "今天是周三，下午三点我在小区里被邻居家的狗抓伤了手，没有提前预约，现在直接去澄阳街道社区卫生服务中心能打狂犬疫苗吗？",
        VC,
        "唯一的例外是被猫、狗等动物咬伤或者抓伤",
        (
            STARTS_YES_ZH,
            "随到随打",
            r"re:^\W*(?:能|可以)(?:打|接种|直接|去)",
        ),
        forbid=(STARTS_NO_ZH, r"re:^\W*(?:须先预约|需要先预约|要先预约|得先预约)"),
        lang="zh",
    ),
    # -- 家庭理财入门.epub: months of an emergency fund by kind of household
    Q(
        "我是做自由职业的，收入时多时少，家里的应急备用金应该留够几个月的开销？",
        MN,
        "应当准备6到12个月的必要开支",
        (r"re:(?<![\d])6\s?(?:到|至|-|~|～|—)\s?12\s?个?月|六到十二个月|六至十二个月|半年到一年",),
        forbid=(ZH_FIRST_BEFORE_BRACKET + r"(?<![\d])(?:3\s?(?:到|至|-|~|～|—)\s?6|1)\s?个月",),
        lang="zh",
    ),
    # -- no document
    not_in_docs(
        "太阳系里最大的行星是哪一颗？",
        forbid=("木星",),
        lang="zh",
    ),
]


def build_fresh22_corpus(dest: Path) -> Path:
    """Write the fresh22 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH22_DOCS)
