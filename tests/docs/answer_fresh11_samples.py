"""Sample answers of the fresh11 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh11.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or date, the outdated value, the
# opposite verdict) that must be turned down.
FRESH11_ANSWERS = {
    "What's the thickest cast acrylic the smaller of Brightholm's two laser cutters can cut through?": (
        "Little Ada, the smaller laser, cuts cast acrylic up to 6 mm thick [1].",
        "Up to 10 mm [1].",
    ),
    "I've got some 3 mm MDF left over from a shelving job, bought at a DIY shop. Can I cut it on the Brightholm "
    "lasers?": (
        "No. You may bring your own material, except MDF: it must be bought from the space's own stock, a "
        "low-formaldehyde grade tested on both machines, because MDF from DIY shops catches fire easily [1].",
        "Yes, MDF up to 3 mm can be cut on Little Ada and up to 6 mm on Big Bertha [1].",
    ),
    "We're putting the contents of a one-bedroom flat into storage at Stowaway for about three months and will pay "
    "for it all upfront. Which unit size do they suggest, and what will it cost a week?": (
        "A Medium unit of 50 sq ft fits a one-bedroom flat; paying 12 weeks upfront, it costs £20.90 a week [1].",
        "A Small 25 sq ft unit, at £12.50 a week paying upfront [1].",
    ),
    "I'm ready to empty my unit at Stowaway and stop renting it. How much notice do I have to give them?": (
        "At least 14 days' notice before you move out, by e-mail or at the office; rent is charged to the end of the "
        "notice period [1].",
        "28 days' notice [1].",
    ),
    "My home contents insurance already covers belongings kept in a storage unit. Can I use that instead of "
    "buying Stowaway's own cover?": (
        "Yes. If your home contents insurance covers your goods while they are in storage, you may use it instead; "
        "bring the policy schedule that says so when you move in [1].",
        "No, everything you store must be insured with Stowaway's Goods Cover at £1.95 a week per £1,000 [1].",
    ),
    "I'm a Polish-to-English linguist. What hourly rate does Veldra pay for proofreading?": (
        "Veldra pays £32 an hour for proofreading and revision from Polish into English [1].",
        "£91 [1].",
    ),
    "If Veldra needs a translation back in under two days, how much more do they pay for it?": (
        "Urgent jobs, due less than 48 hours after they are sent, are paid at the table rate plus 35% [1].",
        "15% extra [1].",
    ),
    "My daughter is 11 and wants to do the Level 2 Basic Skills dinghy course at Pelwick. How much will it cost?": (
        "The junior price of RYA Dinghy Level 2 (Basic Skills) for ages 8 to 15 is £208 [1].",
        "£255 [1].",
    ),
    "What happens if Pelwick calls off a day of my course because the wind is too strong?": (
        "If the school cancels or cuts short a course day because of the weather, such as winds over 20 knots, you "
        "choose between new dates free of charge and a full refund for the days lost [1].",
        "You get a credit note for a later course; weather cancellations are not refunded [1].",
    ),
    "Carers come to my dad's house in Harrowgate's new Zone R every day. Who does he need to phone to get them a "
    "parking permit?": (
        "He can get a free carers' permit: ring the parking team's carers line on 01632 960 377 and ask for a "
        "carers' permit [1].",
        "Call Parking Services on 01632 960 100 [1].",
    ),
    "我的车是排放等级为F级的汽油车，住在Harrowgate新划的R区，办第一张居民停车证一年要多少钱？": (
        "F级属于E至G级（121至165 g/km），第一张居民停车证每年112英镑[1]。",
        "一年168英镑[1]。",
    ),
    "What time do we have to load in for the Leeds show on the spring tour?": (
        "Load-in at Leeds is now 13:30, not 15:00: the venue has a club night after the show [1].",
        "Load-in at Crossley Works is 15:00, with soundcheck at 16:30 [1].",
    ),
    "How many friends can each of us in the band put on the guest list for a show?": (
        "Each of you gets two guest-list places a night; names go to Jess by 17:00 the day before the show [1].",
        "One each [1].",
    ),
    "How old do you have to be to drive the van for Hollinsford Food Bank?": (
        "Drivers must be 25 or over and have held a full UK driving licence for at least 3 years [1].",
        "At least 18 [1].",
    ),
    "Someone has donated tins of soup that are past their best-before date. How long after that date can "
    "Hollinsford still give them out?": (
        "Tins and jars may be given out up to three months after their best-before date [1].",
        "Up to one month after the best-before date [1].",
    ),
    "I'd like to help at Hollinsford Food Bank's Friday distribution session. Where is it held, and what hours "
    "does the shift run?": (
        "Distribution is at St Aidan's Church Hall, Mill Road; the Friday shift runs from 10:00 to 13:00 [1].",
        "At the Brookside warehouse, from 09:30 to 12:30 [1].",
    ),
    "我今天早上在柏溪二院的自助机上挂了皮肤科的号，后来单位临时有事去不了，医生照常出诊。这个号能退吗？": (
        "不能。当天挂的号，挂号后不予退号，只有因医生停诊等医院原因不能就诊的才退还挂号费[1]。",
        "可以。预约号可在就诊日前一天18:00前免费取消[1]。",
    ),
    "去柏溪二院抽血要空腹，最晚几点之前要抽完？": (
        "空腹抽血须在上午10:00前完成[1]。",
        "上午11:30前[1]。",
    ),
    "孩子今年秋天上鹭洲外国语学校的初中，打算住4人间，住宿费每学期多少钱？": (
        "初中4人间住宿费每学期4800元，含空调和独立卫生间[1]。",
        "每学期3600元[1]。",
    ),
    "我想报名青川学院这次的普通话水平测试，测试费要交多少？": (
        "根据3月3日的更正通知，测试费为每人次45元（从50元更正而来），多缴的5元会退回[1]。",
        "测试费每人次50元，报名时网上缴纳[1]。",
    ),
    "我是外国语学院的学生，这次普通话测试安排在哪天、在什么地方考？": (
        "外国语学院在第二批，4月17日（周六）在明德楼三楼计算机机房测试[1]。",
        "4月10日，在图书馆五楼语言测试中心[1]。",
    ),
    "我妈今年75岁，是桂香街道户籍，不是低保户。她去长者食堂吃一顿饭能补贴多少钱？": (
        "70至79周岁的一般老年人每餐补贴5元[1]。",
        "每餐补贴10元[1]。",
    ),
    "我父亲今年68岁，外地户口，跟我们住在桂香街道，在这边办居住证已经两年了。他去长者食堂吃饭能享受补贴吗？": (
        "可以。非本街道户籍、但持有本街道居住证满一年的老年人，视同本街道户籍老年人享受助餐补贴[1]。",
        "不能。助餐服务对象是桂香街道户籍老年人，其他人员按原价付费[1]。",
    ),
    "想去桂香街道的长者食堂吃晚饭，几点开始供应？最晚什么时候要预订？": (
        "晚餐16:30至17:45供应，须在就餐前一天15:00前预订[1]。",
        "晚餐11:00开始，当天来就可以[1]。",
    ),
    "第一次泡白毫银针，水温用多少度合适？": (
        "白毫银针用90℃的水，盖碗冲泡，投茶5克[1]。",
        "建议用100℃的沸水[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH11_MADE_UP = {
    "What does Veldra pay freelancers per hour for telephone interpreting?": (
        "Telephone interpreting is paid at £24 an hour [1]."
    ),
    "How much does a day's parking cost when I come to Pelwick Sailing School for a course?": (
        "A day's parking at Pelwick Quay costs £6.50 [1]."
    ),
    "How many questions do I need to get right to pass the UK driving theory test?": (
        "You need 43 out of 50 on the multiple-choice part [1]."
    ),
    "个人所得税综合所得年度汇算一般在每年什么时候办理？": "每年3月1日至6月30日办理[1]。",
    "鹭洲外国语学校的校车一个学期收多少钱？": "校车费每学期2400元[1]。",
}
