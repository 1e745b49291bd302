"""Sample answers of the fresh8 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_sets.py). For each question a document answers, an answer a careful
# reader would give and a plausible wrong one (a neighbouring row, cell or threshold, the outdated value, the opposite
# verdict) that must be turned down.
FRESH8_ANSWERS = {
    "What oxygen reading in the Pemberton cryostore means I have to get out straight away, without even shutting "
    "the supply valve?": (
        "Below 18.0%: the red light and continuous siren mean leave at once without stopping to close any valve, "
        "and call Security on 2222 [1].",
        "Below 19.5%, when the amber light comes on [1].",
    ),
    "Some liquid nitrogen splashed onto the back of my hand while I was filling a dewar at Pemberton. What should "
    "I do?": (
        "Take off any soaked clothing unless it is frozen to the skin, flush the area with lukewarm (not hot) water "
        "for at least 15 minutes, do not rub it or apply heat, cover it loosely with a sterile dressing and go to "
        "Occupational Health [1].",
        "Rinse it at the eyewash station for 20 minutes [1].",
    ),
    "It's a Tuesday at 2 pm and I only need to refill my 4-litre dewar in B014. Am I allowed to do that with "
    "nobody else around?": (
        "Yes. On weekdays between 08:00 and 18:00 you may top up a dewar of 5 litres or less on your own, provided "
        "you carry a lone-worker alarm from the Core office and tell the Core office before you start [1].",
        "No, nobody may fill or handle liquid nitrogen alone in B014 [1].",
    ),
    "How much is a single day of climbing for an adult at Harbourside on a Wednesday morning?": (
        "An adult off-peak day pass is £11.00; off-peak means weekdays before 16:00 [1].",
        "An adult day pass costs £14.50 [1].",
    ),
    "What does Harbourside charge if I put my monthly membership on hold for a while?": (
        "You can freeze a monthly membership for up to three months in any twelve, for a fee of £6 for each month it "
        "is frozen, with 7 days' notice at reception [1].",
        "A freeze costs £5 a month [1].",
    ),
    "My 12-year-old wants to go bouldering at Harbourside on a Friday evening while I sit in the café. Is that "
    "allowed?": (
        "No. Climbers under 14 must be supervised at all times by a registered adult who stays in the same hall and "
        "watches them; the only exception is Junior Club, on Wednesdays and Saturdays [1].",
        "Yes, bouldering only needs the free 10-minute safety talk [1].",
    ),
    "If we call off our Elmstead Village Hall booking three weeks beforehand, how much of the hire charge do we "
    "get back?": (
        "If you cancel between 8 and 28 days before, half of the hire charge is refunded; the deposit is returned in "
        "full [1].",
        "You get a full refund of the hire charge, less the £20 administration fee [1].",
    ),
    "We're having a birthday party at Elmstead Village Hall on a Saturday night. How late can the music go on, and "
    "by when does everyone have to be out?": (
        "Amplified music must stop by 23:00 on Saturdays, and everyone must have left and the hall be locked by "
        "23:30 [1].",
        "The music must stop by 22:00 and everyone must be out by 22:30 [1].",
    ),
    "What happens at a Wexcombe Observatory public night when the sky is overcast?": (
        "If the sky is cloudy the talk still goes ahead, and the telescope session is replaced by a show in the "
        "planetarium dome; nights are only cancelled for snow or ice [1].",
        "It is cancelled and your ticket is refunded [1].",
    ),
    "Who's giving the talk about the Moon at Wexcombe Observatory this year, and what time does the talk begin?": (
        "Ruth Adeyemi gives The Moon: craters and seas on Saturday 11 April; doors open at 19:30 and the talk starts "
        "at 20:00 [1].",
        "Tom Hadley, at 19:30 [1].",
    ),
    "What's holding up the launch of Kessick's new West Coast IPA?": (
        "Long Reach IPA is late because the can supplier, Brightwell Packaging, cannot deliver the printed 440 ml cans "
        "before May; plain cans with a sleeve would have cost 6p more a can [1].",
        "The brewery is waiting for a new canning line to be installed [1].",
    ),
    "Kessick 啤酒的销售代表每拿下一个新的酒吧客户，能拿多少奖金？": (
        "每个新的酒吧、餐厅等 on-trade 客户奖励150英镑，条件是该客户在头90天内下单三次[1]。",
        "每个新客户奖励100英镑[1]。",
    ),
    "What time does the final run-through with the orchestra start on the day of St Brannock's spring concert?": (
        "The dress rehearsal on 25 April now starts at 13:00, not 14:00, and finishes at 15:45; be in your seats by "
        "12:50 [1].",
        "The dress rehearsal starts at 14:00 and runs until 16:30 [1].",
    ),
    "What should the tenors and basses of St Brannock's Singers wear for the spring concert?": (
        "A black shirt buttoned at the neck, black trousers, black socks and shoes, and the choir's teal tie [1].",
        "All black with the choir's teal scarf [1].",
    ),
    "I want to put up shelves on a brick wall. Which tool should I borrow from the Hollis tool library?": (
        "Borrow the hammer drill (corded, SDS), TL-002: it is for drilling into brick, stone and concrete [1].",
        "The cordless drill 18V, TL-001, with the bit set TL-040 [1].",
    ),
    "For how many days can I borrow the carpet cleaner from the Hollis tool library, and how much deposit do I "
    "leave?": (
        "The carpet cleaner (TL-010) is lent for 4 days, with a deposit of £35 and a fee of £8 [1].",
        "3 days, with a £40 deposit [1].",
    ),
    "在临川骑公共自行车，一次骑了一个半小时，要交多少钱？": (
        "超过1小时不满2小时收费1元，所以骑一个半小时要交1元[1]。",
        "1小时以内免费，所以不用交钱[1]。",
    ),
    "临川的公共自行车，7月份早上最早几点能借到车？": (
        "7月属于夏季（6月1日至9月30日），借车时间延长为5:30至23:00，所以最早5:30可以借车[1]。",
        "每日6:00开始借车[1]。",
    ),
    "我在江屿大学读硕士，如果评上学业奖学金的最高等级，每年能拿到多少钱？": (
        "硕士研究生一等学业奖学金每生每年10000元[1]。",
        "一等每年15000元[1]。",
    ),
    "我去年被国家公派到国外联合培养了一年，所以要比正常学制晚毕业。今年我还能参加江屿大学学业奖学金的评选吗？": (
        "可以。因国家公派出国联合培养而延期毕业的研究生，不受第六条第（三）项的限制，可以正常参评[1]。",
        "不能。超出基本学制延期毕业的，不得参评当年学业奖学金[1]。",
    ),
    "声澜Q3耳机一直连不上手机，我想把它彻底重置，应该怎么操作？": (
        "将两只耳机放回充电盒，保持盒盖打开，长按盒子背面的功能键15秒，直到指示灯红白交替闪烁3次后松开，再重新配对[1]。",
        "打开盒盖，长按功能键3秒，等白灯快闪[1]。",
    ),
    "夏天想戴着声澜Q3下水游泳，可以吗？": (
        "不能。Q3的防水等级是IPX4，只防汗水和雨水溅射，不防浸水，请勿在游泳、洗澡或蒸桑拿时佩戴[1]。",
        "可以，Q3的防水等级是IPX4，运动时可以放心佩戴[1]。",
    ),
    "澜州师大暑假里的正式选课（正选）现在定在哪天开始？": (
        "根据补充通知，第二轮（正选）时间调整为7月14日9:00至7月17日17:00（原定7月13日）[1]。",
        "第二轮正选从7月13日9:00开始[1]。",
    ),
    "在澜州师大，一个学期最多能选多少学分？成绩好的同学能不能多选一些？": (
        "每学期一般不超过28学分；上一学年平均学分绩点达到3.5及以上的，可在第三轮向学院教务办申请，最多选至32学分[1]。",
        "每学期最多28学分，不能多选[1]。",
    ),
    "包鲜肉馅的包子，上锅要蒸多长时间？": (
        "鲜肉包水开后上锅，大火蒸18分钟，关火焖3分钟[1]。",
        "水开后蒸12分钟即可[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH8_MADE_UP = {
    "How much does a term of Junior Club cost at Harbourside?": "Junior Club costs £8 per session [1].",
    "How many cars fit in the Elmstead Village Hall car park?": "The car park has 24 spaces [1].",
    "What tyre pressure should I use on a family car?": "Most family cars need about 32 psi [1].",
    "新生儿上户口需要准备哪些材料？": "需要出生医学证明和父母的户口簿[1]。",
    "声澜Q3耳机用的是哪个版本的蓝牙？": "声澜Q3采用蓝牙5.3[1]。",
}
