"""Sample answers of the fresh14 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh14.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or date, the outdated value, the
# opposite verdict) that must be turned down.
FRESH14_ANSWERS = {
    "How much does a fixed desk at Loom Yard cost a month, and can I use it at weekends?": (
        "A fixed desk costs £295 a month plus VAT, and yes: fixed desk members have access 24 hours a day, 7 days a "
        "week [1].",
        "£210 a month, Monday to Friday from 8am to 7pm, so not at weekends [1].",
    ),
    "There are two of us renting a private room at Loom Yard. How many hours of meeting rooms do we get each month?": (
        "The Studio for 2 includes 10 meeting room hours a month; unused hours do not carry over [1].",
        "6 hours a month [1].",
    ),
    "We've used up this month's included meeting room hours at Loom Yard. What will it cost to book the room that "
    "seats twelve for an hour?": (
        "The Loom Room, which seats 12, costs £30 an hour plus VAT for extra hours [1].",
        "£18 an hour plus VAT [1].",
    ),
    "How much is a child's ticket for a recliner seat at an evening showing at the Regal in Ellesford?": (
        "A child's (under 15) recliner ticket from 5pm costs £10.00 [1].",
        "£9.00 [1].",
    ),
    "My son has type 1 diabetes and needs to keep his own snacks and a juice with him. Can he bring them into a "
    "film at the Regal?": (
        "Yes. Food and drink from outside is not allowed, but the one exception is food or drink needed for a "
        "medical condition such as diabetes: he can bring it in, and there is no need to ask [1].",
        "No. Food and drink brought from outside the cinema is not allowed; snacks and drinks from the café bar can "
        "be taken into every film [1].",
    ),
    "If I hand my essay in about a day and a half after the deadline at Northfleet, how many marks do I lose?": (
        "You lose 10 marks: work handed in more than 24 hours and up to 48 hours late has 10 marks taken off [1].",
        "5 marks are taken off [1].",
    ),
    "I'm on a Master's course at Northfleet. If my assignment goes in three days late, what's the highest mark it "
    "can get?": (
        "50. On Master's (level 7) modules the pass mark is 50, so work handed in more than 48 hours and up to 5 "
        "working days late is capped at 50 [1].",
        "It is capped at 40, the pass mark [1].",
    ),
    "My laptop broke the night before my deadline at Northfleet and I didn't ask for an extension in time. It's now "
    "the day after the deadline. Can I still get an extension?": (
        "No. Extensions must be asked for before the deadline; the only exception is for a student taken into "
        "hospital or bereaved in the 48 hours before it, and computer problems such as a broken laptop are not "
        "grounds for an extension [1].",
        "Yes, you can ask for an extension of up to 10 working days with the Extensions form on the student portal "
        "[1].",
    ),
    "What's the daily rate for an estate car from Tarrant if I keep it for five days?": (
        "A group C estate car, such as a Skoda Octavia Estate, costs £48 a day for a hire of 3 to 6 days [1].",
        "£54 a day [1].",
    ),
    "We need a seven-seater from Tarrant for ten days. What's the price per day, and how much will they hold on "
    "my card as a deposit?": (
        "A seven-seater (group D, such as a Ford Galaxy) costs £57 a day for 7 days or more, and a deposit of £500 "
        "is held on your card [1].",
        "£65 a day, with a £300 deposit [1].",
    ),
    "My son wants to do both French and Spanish for GCSE at Fernleigh. Who should he talk to about it?": (
        "He should speak to Mrs Helen Lindgren, the head of languages, before he hands in his options form: both "
        "languages are in block A, but it can sometimes be arranged with an after-school group [1].",
        "Mr Daniel Frome, at options@fernleigh.example [1].",
    ),
    "我女儿在Fernleigh学校读九年级，选课表最晚哪天要交？": (
        "选课表（options form）最晚要在2027年2月26日（星期五）交[1]。",
        "2月12日以前交[1]。",
    ),
    "When will the fitters from Corbel Kitchens start work on our new kitchen?": (
        "They will now start on Monday 13 September instead of Monday 6 September, because the quartz worktops are a "
        "week late; the job still takes 8 working days [1].",
        "On Monday 6 September 2027 at 8am [1].",
    ),
    "We'd like one more double socket on the kitchen wall by the fridge. How much will Corbel charge for it?": (
        "An extra double socket on a wall is £85; one in the island would be £140 [1].",
        "£140 [1].",
    ),
    "If a burglar took my grandmother's ring and a couple of watches from my apartment, what's the most Homestead "
    "would pay for them?": (
        "At most $1,500 for the loss: jewelry, watches and furs stolen are limited to $1,500, and your policy has no "
        "scheduled items [1].",
        "Up to $35,000, the limit for personal property [1].",
    ),
    "If a fire left my apartment unlivable, how much would Homestead pay toward a hotel and meals?": (
        "Up to $10,500 under Coverage D, Loss of use, which pays the extra cost of living somewhere else, such as a "
        "hotel and meals, while your home cannot be lived in [1].",
        "$35,000 [1].",
    ),
    "湄城市今年冬天从哪一天开始供暖？": (
        "根据10月29日的补充通知，今年从11月8日开始供暖，原定的11月15日提前了；提前供暖期间不另收热费[1]。",
        "从2027年11月15日开始供暖，到2028年3月15日结束[1]。",
    ),
    "我家住普通住宅，没装热计量表，一个供暖季每平方米的热费是多少？": (
        "居民用户按建筑面积计费的，每平方米每个供暖期24元[1]。",
        "每平方米36元[1]。",
    ),
    "家里的滚筒洗衣机想请洁家到家上门清洗，我不是会员，要多少钱？师傅大概要干多久？": (
        "不是会员的话，滚筒洗衣机清洗每台149元，上门服务大约2小时，包括拆洗内桶和门封[1]。",
        "每台129元，大约1.5小时[1]。",
    ),
    "我家是欧式的顶吸油烟机，请洁家到家清洗一次要多少钱？": (
        "顶吸式（欧式）油烟机清洗每台169元，年卡会员价149元，上门服务大约2小时[1]。",
        "每台139元[1]。",
    ),
    "我们在锦绣花园买了房，下个月搬进去，搬家公司的货车能开进小区吗？": (
        "可以。货车原则上一律不得进入小区，但业主搬家的货车经物业登记后可以进入，在物业指定的地点停放，每次不超过4小时[1]。",
        "不能。货车、工程车和大型客车一律不得进入小区[1]。",
    ),
    "我是锦绣花园的业主，想租一个普通的地下车位，不用充电的，每个月租金多少？": (
        "业主租地下车位每月300元；按年缴纳的，少收一个月租金[1]。",
        "每月350元[1]。",
    ),
    "暑假去湄城体育中心游泳，晚场几点开始？学生票一场多少钱？": (
        "晚场18:30开始，21:00结束；学生票每场20元，凭学生证购买[1]。",
        "晚场14:00开始，学生票25元[1]。",
    ),
    "我儿子12岁，会游泳，但还没考深水证。暑假我陪他去体育中心游泳馆，他能去深水区游吗？": (
        "不能。深水区须持深水合格证进入，未持证的不得进入；唯一的例外是本馆暑期游泳培训班的学员在教练带领下练习。"
        "他可以先参加深水合格证考核，每天10:00和15:00进行，须连续游满200米并踩水1分钟[1]。",
        "可以，有家长陪同就能进入深水区[1]。",
    ),
    "我家小猫5个月大了，一天应该喂几顿？": (
        "4到6月龄的小猫每天喂3次，少吃多餐、定时定量；到6月龄以后改成每天2次[1]。",
        "每天喂4次[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH14_MADE_UP = {
    "How much does the Regal in Ellesford charge to hire a whole screen for a private party?": (
        "Hiring a screen for a private party costs £250 for up to two hours [1]."
    ),
    "How much extra does Tarrant charge if I drop the hire car off at a different branch?": (
        "Returning the car to another branch costs a one-way fee of £40 [1]."
    ),
    "In what year did the Berlin Wall come down?": "The Berlin Wall fell in 1989 [1].",
    "我国法律规定男性最早多少岁可以结婚？": "男性的法定结婚年龄是22周岁[1]。",
    "洁家到家上门清洗，我家住在湄城市区外面的镇上，要另外加多少远程费？": "市区以外每单加收远程费30元[1]。",
}
