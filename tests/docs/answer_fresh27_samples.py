"""Sample answers of the fresh27 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh27.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or line, the outdated value, the
# opposite verdict, a sum not worked out) that must be turned down.
FRESH27_ANSWERS = {
    "I'm planning my first cross-country flight from Harrowfell in a club single-seater. If I land in a field and "
    "my partner drives out in our own car with a friend to tow the club's trailer back, what does the club charge "
    "for the trailer?": (
        "The club trailer on its own, towed by your own car with your own crew, is £15 a day, paid from your flying "
        "account [1].",
        "A road retrieve is 90p a mile of the round trip, at least £25 [1].",
    ),
    "I'm joining Harrowfell this January as a full flying member, and I'll pay the year's subscription in one go "
    "rather than monthly. What will I pay the club altogether when I join?": (
        "A full flying member's subscription paid for the year in one go is £480, and the joining fee is £60, so £540 "
        "altogether [1].",
        "Twelve monthly payments of £42 and the joining fee of £60, £564 in all [1].",
    ),
    "I passed my Bronze badge last summer, and I last flew solo at Harrowfell ten days ago. This Saturday, can I "
    "take a club glider up solo without doing a check flight with an instructor first?": (
        "Yes. Nobody may fly a club glider solo until an instructor has flown a check flight with them that day, but "
        "the one exception is a pilot who holds the Bronze badge and has flown solo at Harrowfell within the last 14 "
        "days: you may fly solo without a check flight, after the duty instructor has briefed you on the weather and "
        "the runway in use. The duty instructor may still ask you for a check flight [1].",
        "No, nobody may fly a club glider solo until an instructor has flown a check flight with them that day [1].",
    ),
    "I've bought an A3 print of a harbour scene and want Gilt & Grain to put it in a solid oak frame, with their "
    "normal glass and mount. What will that cost?": (
        "A solid oak frame for artwork up to A3 (42 x 30 cm) is £66, with standard glass, a single mount, backing "
        "and hanging cord [1].",
        "It's £48 [1].",
    ),
    "我有一幅A2大小的水彩画，想在Gilt & Grain配一个手工镀金的画框，玻璃和卡纸用他们标配的就行，要多少钱？": (
        "A2（59 x 42 cm）以内的手工镀金画框是£135，含标准2毫米玻璃、单层卡纸、背板和挂绳[1]。",
        "要£89[1]。",
    ),
    "Our chimney needs repointing, and the builder reckons he'll need the scaffold round the stack for about three "
    "weeks. What will Brackwell charge for it?": (
        "Scaffolding round a chimney stack, with a ladder and roof boards, is £480 for up to 4 weeks, put up and taken "
        "down, so three weeks is covered; each further week would be £35 [1].",
        "It's £35 a week [1].",
    ),
    "Our roofer wants to take a few boards off the top of the Brackwell scaffold so he can get at the gutter more "
    "easily, and says he'll put them back afterwards. Is he allowed to do that himself?": (
        "No. Only our scaffolders may alter, move, add to or take away any part of a scaffold, including its boards, "
        "and not your builder or roofer; the one exception is the access ladder, taken off at the end of each working "
        "day. Ring the office for an adaptation visit, £75, free in the first week after the handover [1].",
        "Yes, he can, as long as he puts them back at the end of the day [1].",
    ),
    "Now the scaffold is up round our house, I'm worried someone could climb it at night and get in through a "
    "bedroom window. Can Brackwell do anything about that, and what would it cost?": (
        "Yes: Brackwell can fit a scaffold alarm, which sounds and sends you a text if anyone climbs the scaffold "
        "after dark, for £20 a week, with no charge for fitting it or taking it away [1].",
        "They charge £95 [1].",
    ),
    "I'm staying near Penwarra Beach for a week in September and want to hire one of Tidewrack's hard epoxy "
    "surfboards for the whole week. How much will that be?": (
        "A hard epoxy surfboard is £110 for one week [1].",
        "It's £30 [1].",
    ),
    "My 12-year-old son and I want to do Tidewrack's two-day surf course together in the summer holidays. What "
    "will it cost for the two of us?": (
        "The two-day surf course is £85 for you as an adult and £70 for your son as a junior, so £155 for the two of "
        "you [1].",
        "£85 each, £170 for the two of you [1].",
    ),
    "I'm presenting the late show at Brackmoor FM and we've gone off air: the silence alarm is going and the red "
    "button hasn't brought us back. Who should I ring?": (
        "Ring the broadcast engineer, Kofi Mensah, on 07700 900 818, straight away, day or night; don't ring the "
        "station manager first [1].",
        "Ring the station manager, Joanna Pryce, on 01632 999 104 [1].",
    ),
    "My daughter is 16 and volunteers at Brackmoor FM. One of the presenters has asked her to co-host his "
    "Wednesday show from 9pm to 11pm. Is she allowed to?": (
        "No. Volunteers under 18 must be out of the building by 8pm every night; the one exception is the Youth Team "
        "on the Friday youth show, Loud Hour, who may stay until 10pm if a parent or carer collects them, so not a "
        "Wednesday show [1].",
        "Yes, as long as a parent or carer collects her from reception [1].",
    ),
    "Rob from Clearview has now been round to measure our bay window properly. What is he charging for the three "
    "bay window units now?": (
        "After measuring, Rob says the three bay window units now come to £585 in all, rather than the £495 in his "
        "quote, because the bay is wider than the sketch and the middle unit must be toughened [1].",
        "The three bay window units are £495, fitted [1].",
    ),
    "We're having new glass put in our back door by Clearview, and we'd like a cat flap fitted in it too. What "
    "does the cat flap add to the bill?": (
        "A four-way locking cat flap fitted in the new back door glass is £95 [1].",
        "It's £160 [1].",
    ),
    "My nephew is 13 and wants to do a walk-on day at Blackthorn Woods on a Saturday in term time. What will his "
    "place cost?": (
        "Weekends are peak, so a junior of 11 to 15 is GBP 26 for a walk-on day, with 100 paintballs; he needs a "
        "consent form signed by a parent, and a parent or guardian on site [1].",
        "It's GBP 20 [1].",
    ),
    "I'm booking myself an adult walk-on day at Blackthorn Woods for a Wednesday in term time, and I know I'll want "
    "an extra bag of 500 paintballs. What will I pay altogether?": (
        "A Wednesday in term time is off-peak: GBP 25 for the walk-on day and GBP 30 for the bag of 500 extra "
        "paintballs, so GBP 55 altogether [1].",
        "GBP 32 and GBP 30, GBP 62 in all [1].",
    ),
    "我去年硕士研究生毕业，今年3月份在岚江找到了第一份工作，社保已经交满3个月了，每个月能领多少生活补贴？": (
        "硕士研究生每人每月1500元，从社会保险缴满3个月的次月起计发，最长发放36个月[1]。",
        "每人每月1000元[1]。",
    ),
    "我今年本科毕业，7月份到岚江一家公司上班，等社保交满三个月以后，每个月能领多少生活补贴？": (
        "根据2030年6月18日的补充通知，自2030年7月1日起，本科毕业生生活补贴标准由每人每月1000元提高到每人每月1300元，"
        "所以你每月能领1300元[1]。",
        "本科毕业生每人每月1000元[1]。",
    ),
    "我老婆有一双长靴，其中一只的拉链坏了，拿到老街巧匠换个拉链要多少钱？": (
        "女鞋长靴换拉链一只50元，进口拉链另加10元[1]。",
        "长靴换拉链60元[1]。",
    ),
    "我有一双男式皮鞋，想在老街巧匠同时贴前掌和后跟贴片，一共要多少钱？": (
        "男鞋前掌贴底一双30元，后跟贴片一双15元，一共45元[1]。",
        "前掌贴底25元，后跟贴片12元，一共37元[1]。",
    ),
    "我把以前的同事推荐到公司做中级研发工程师，他有4年工作经验，要是顺利转正、干满一年，我一共能拿多少推荐奖励？": (
        "中级研发工程师（工作经验3年至5年）的推荐奖励是8000元，被推荐人转正后的次月发放50%，入职满一年后的次月发放"
        "其余50%[1]。",
        "5000元[1]。",
    ),
    "我上个月在内推系统里提交了一个朋友的简历，但他要等几个月才能从现在的公司离职，他最晚要在多长时间内跟公司签合同，"
    "才算我的推荐？": (
        "推荐人在内推系统提交简历以后6个月内，被推荐人与公司签订劳动合同的，推荐有效；超过6个月才签的，视为无效推荐[1]。",
        "3个月以内[1]。",
    ),
    "下个星期三带11岁的女儿去碧浪湾水上乐园，她已经1米45了，她的门票多少钱？": (
        "她身高1.4米以上，要买成人票，星期三是平日，150元[1]。",
        "儿童票90元[1]。",
    ),
    "我儿子8岁，身高1米3，我陪他一起坐双人皮筏，玩那个家庭皮筏滑道，可以吗？": (
        "可以。身高不足1.4米的游客不能玩大型滑道，但唯一的例外是身高1.2米至1.4米的儿童，由一名成人陪同乘坐双人皮筏，"
        "可以玩家庭皮筏滑道；其他大型滑道仍然不能玩[1]。",
        "不能，身高不足1.4米的游客不能玩大型滑道[1]。",
    ),
    "第一次学织围巾，买的是中粗的羊毛线，应该配多粗的棒针？": (
        "中粗线，比如最常见的羊毛线，用4至5毫米的棒针[1]。",
        "用2.5至3.5毫米的棒针[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH27_MADE_UP = {
    "My grandmother's oil painting has gone dark and grubby after years above a coal fire. What would Gilt & "
    "Grain charge to clean it up before they frame it?": "Cleaning an oil painting costs £120, and the frame is "
    "extra [1].",
    "I run a Scout troop, and we'd like to bring 20 Scouts to Tidewrack for a three-day surf camp next summer. What "
    "would they charge us?": "A three-day surf camp is £120 per Scout, with boards and wetsuits included [1].",
    "In what year did the Titanic sink?": "The Titanic sank in 1912.",
    "我的行李箱拉杆坏了，拿到老街巧匠修一下大概要多少钱？": "修行李箱拉杆大概80元[1]。",
    "《三国演义》的作者是谁？": "《三国演义》的作者是罗贯中。",
}
