"""Sample answers of the fresh15 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh15.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or date, the outdated value, the
# opposite verdict) that must be turned down.
FRESH15_ANSWERS = {
    "Our band wants to record an EP at Foundry Lane with one of their engineers for a whole day. What does a day "
    "cost, and how many hours does it give us?": (
        "A day in Studio A, the studio for bands, with an engineer costs £600. A day is 10 hours, from 10am to 8pm, "
        "with an hour's break that you choose [1].",
        "A day in Studio B with an engineer costs £450, for 8 hours [1].",
    ),
    "How much would an hour in Foundry Lane's smaller studio for vocals cost if I ran the desk myself?": (
        "Studio B costs £30 an hour without an engineer; you need to have done the two-hour induction on its desk "
        "first [1].",
        "£55 an hour [1].",
    ),
    "What does it cost for my 10-year-old to jump for an hour and a half on a Saturday at Skyline Bounce?": (
        "A 90-minute open jump at the weekend is a peak session and costs £18.50, plus £2.50 for a pair of Skyline "
        "grip socks if your child doesn't have a pair [1].",
        "£15.00 for a 90-minute open jump [1].",
    ),
    "My kids still have the Skyline grip socks they got at a birthday party there last month. Can they wear them "
    "again?": (
        "Yes. Jumpers normally have to buy Skyline grip socks at reception, but the one exception is Skyline grip "
        "socks from an earlier visit: they can wear them again as long as the grips are not worn away [1].",
        "No. Everyone who jumps must buy a pair of Skyline grip socks at reception, £2.50 a pair [1].",
    ),
    "I'm my wife's birth partner and she's on the maternity ward at St Aldhelm's. What hours can I visit her?": (
        "As her birth partner you can visit the maternity ward from 08:00 to 22:00; other visitors come from 15:00 to "
        "19:00 [1].",
        "From 15:00 to 19:00, with at most 2 visitors at a bedside [1].",
    ),
    "My husband is on one of the adult wards at St Aldhelm's after a knee operation. Can I bring our "
    "seven-year-old daughter to see him?": (
        "No. Children under 12 are not allowed on the adult wards; the one exception is a child visiting a parent or "
        "grandparent who is receiving end-of-life care [1].",
        "Yes, children can visit with an adult, up to 2 visitors at a bedside, between 11:00 and 20:00 [1].",
    ),
    "I'd like to do eight weeks of IELTS preparation at Westquay. How much is it a week, and how many hours of "
    "lessons do I get each week?": (
        "IELTS Preparation for 4 to 11 weeks costs £360 a week, for 28 lessons or 21 hours a week; the IELTS exam "
        "itself is not included [1].",
        "£390 a week, for 15 hours of lessons [1].",
    ),
    "How much is a homestay room with its own bathroom at Westquay for a week in July?": (
        "A homestay single room with a private bathroom costs £290 a week in summer (20 June to 28 August), with "
        "breakfast and evening meal [1].",
        "£260 a week [1].",
    ),
    "我打算在Westquay英语学校读12周的普通英语课程，每周学费是多少？": (
        "普通英语课程（General English）读12周及以上，每周£240（240英镑）[1]。",
        "每周£265[1]。",
    ),
    "I'd like to spend three weeks working from my parents' home in Portugal. Who do I need to talk to at "
    "Brackenridge first?": (
        "Speak to Marcus Oyelaran, the payroll and tax lead, before booking anything; working from another country "
        "needs approval first, and your line manager has to agree too [1].",
        "Ask Priya Nandakumar, the People Director, at people@brackenridge.example [1].",
    ),
    "I'm on a home-based contract at Brackenridge. How much home-working allowance will I get each month?": (
        "Staff on home-based contracts get £40 a month, paid with their salary before tax, and up to £500 once for "
        "equipment [1].",
        "£20 a month [1].",
    ),
    "When are Ashgrove Tree Care coming to take down our sycamore?": (
        "After a cancellation, they will now come on Tuesday 26 October, starting at 8am, instead of Thursday 4 "
        "November [1].",
        "On Thursday 4 November 2027, from 8am [1].",
    ),
    "Once the sycamore is down, what will Ashgrove charge to grind out its stump?": (
        "Stump grinding for the sycamore is £120 [1].",
        "£65 [1].",
    ),
    "What's the slowest download speed Fibrewave promises me on Full Fibre 500?": (
        "Fibrewave guarantees a minimum download speed of 250 Mbps [1].",
        "500 Mbps [1].",
    ),
    "If I end my Fibrewave contract early, how much do they charge for each month that's left?": (
        "The early termination charge is GBP 26.50 for each whole month left of the 24-month minimum period [1].",
        "GBP 32.00 a month [1].",
    ),
    "How many days do I have to send back the Fibrewave router after I leave?": (
        "You have 30 days after leaving to return the router in the prepaid bag, or they charge GBP 60 [1].",
        "14 days [1].",
    ),
    "澜州市居民医保2028年度的集中缴费期到哪天截止？": (
        "根据12月15日的补充通知，2028年度的集中缴费期延长到2028年2月28日，原定的12月20日已经不再适用；在此期间缴费的"
        "不设待遇等待期[1]。",
        "集中缴费期为2027年9月1日至12月20日[1]。",
    ),
    "我妈在澜州参加了居民医保，如果去三级医院住院，起付线是多少？起付线以上的费用能报销多少比例？": (
        "三级医院住院的起付线是800元，起付线以上的合规费用报销65%[1]。",
        "起付线500元，报销80%[1]。",
    ),
    "我是大三学生，想在静读空间办半封闭隔断座位的月卡，学生价一个月多少钱？每天最早几点能进去？": (
        "半封闭隔断座位的学生月卡每月480元，凭本人学生证办理；营业时间每天7:30至23:00，最早7:30可以进去[1]。",
        "每月560元，8:00开门[1]。",
    ),
    "我只想去静读空间待两三个小时，坐带门的单人小间，每小时收多少钱？": (
        "单人独立小间按小时计费每小时10元；当天累计超过日卡价格的，按日卡价格收取[1]。",
        "每小时6元[1]。",
    ),
    "我去年3月两个周末都在公司加班，因为项目一直忙，部门领导一直没让我调休，现在已经过了6个月。这些调休还能换成"
    "加班费吗？": (
        "可以。调休原则上应当在加班之日起6个月内使用，逾期视为本人放弃；但因工作安排无法在期限内调休，并经部门负责人"
        "书面确认的，可以按本办法第五条的标准折算为加班费，休息日加班按本人小时工资的200%计算[1]。",
        "不能。调休应当在加班之日起6个月内使用，逾期未使用的，视为本人放弃[1]。",
    ),
    "周六到公司加班干了5个小时，公司给多少餐费补贴？": (
        "休息日加班满4小时的，餐费补贴每天40元，另有交通补贴每天20元[1]。",
        "每次25元[1]。",
    ),
    "我想带4岁的女儿去大剧院看话剧《长夜将尽》，她身高才1米左右，能进场吗？": (
        "不能。身高1.2米以下的儿童谢绝入场，唯一的例外是标有“亲子”的儿童剧，比如亲子剧《小熊的雨伞》[1]。",
        "可以，儿童持票并由成年人陪同就能入场[1]。",
    ),
    "我想给爸妈买《天鹅湖》最好的位置，一张票多少钱？": (
        "《天鹅湖》最贵的一档票是1080元[1]。",
        "880元[1]。",
    ),
    "给刚出生的宝宝洗澡，洗澡水应该调到多少度？": (
        "洗澡水的温度以37到40℃为宜，没有水温计的可以用手肘内侧试水；室温保持在26到28℃[1]。",
        "26到28℃[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH15_MADE_UP = {
    "How much does Skyline Bounce charge to hire the whole trampoline park for a company event?": (
        "Hiring the whole park costs £450 for two hours, for up to 60 jumpers [1]."
    ),
    "How much does Westquay charge to pick me up from Heathrow?": ("A transfer from Heathrow costs £95 each way [1]."),
    "Who painted the ceiling of the Sistine Chapel?": "Michelangelo painted it between 1508 and 1512 [1].",
    "珠穆朗玛峰的海拔是多少米？": "珠穆朗玛峰的海拔是8848.86米[1]。",
    "静读空间自习室租一个储物柜每月多少钱？": "储物柜每月30元，押金50元[1]。",
}
