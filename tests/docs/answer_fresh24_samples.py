"""Sample answers of the fresh24 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh24.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or line, the outdated value, the
# opposite verdict, a sum not worked out) that must be turned down.
FRESH24_ANSWERS = {
    "I bought an adult weekend ticket for Hollowmere, but there's now a family wedding that weekend, so my brother "
    "is going to use it instead. What will it cost to put the ticket in his name?": (
        "Changing the name on a ticket costs £12 a ticket, done in your online account up to 30 June 2028; your "
        "brother must be an adult too, since the ticket is an adult one [1].",
        "It's £25 to change the name [1].",
    ),
    "My 14-year-old daughter and I want to go to Hollowmere for the whole weekend and camp. If I buy our tickets "
    "this March, what will the two of them cost altogether?": (
        "From 1 February tickets are at the standard price: an adult weekend ticket with camping is £189 and a teen "
        "weekend ticket with camping (13 to 17) is £99, so £288 for the two [1].",
        "£165 for you and £85 for her, £250 in all [1].",
    ),
    "We've got a pitch in Hollowmere's Family Camping field with our two little ones. Can we make porridge in the "
    "mornings on our small gas camping stove, outside the tent?": (
        "Yes. Open fires and barbecues are banned everywhere, and cooking equipment is not allowed in the General or "
        "Quiet Camping fields, but the one exception is the Family Camping field and the Campervan Field: you may use "
        "a small gas camping stove on a stand or a table off the grass, outside your tent, and never leave it alight "
        "when nobody is with it [1].",
        "No, gas stoves and all cooking equipment are banned in the camping fields [1].",
    ),
    "Our twin-axle caravan is 7.3 metres long, and we'd like to keep it in Tithe Barn's covered barn for a whole "
    "year. What will that cost?": (
        "Any twin-axle caravan is priced with caravans over 7.5 m, so a year in the covered barn is £810 [1].",
        "A caravan of 6 m to 7.5 m is £720 a year in the covered barn [1].",
    ),
    "My daughter's in Year 13 and finding A-level maths hard going. What would an hour's online lesson with "
    "Brightwell Tutors cost?": (
        "An online lesson of an hour in A level maths and further maths is £52; at home it would be £60 [1].",
        "It's £60 an hour [1].",
    ),
    "My son woke up with a temperature and won't manage his Brightwell lesson at four o'clock this afternoon. If I "
    "cancel it now, can we get out of paying for it?": (
        "No. Lessons cancelled with less than 24 hours' notice are charged in full, whatever the reason; the one "
        "exception is a clash with an exam, a mock exam or a school trip the school arranged or moved at short "
        "notice, and illness is not part of it [1].",
        "Yes, you can cancel free of charge if you let them know before the lesson [1].",
    ),
    "We live in a village about eight miles outside Crossley, and we'd like a Brightwell tutor to come to the "
    "house for our son's GCSE maths. Is there anything to pay on top of the lesson fee for the tutor's travel?": (
        "Yes: home lessons more than 5 miles from the office in Crossley carry a travel charge of £6 a lesson, added "
        "to the fee of £48 for a home lesson in GCSE maths [1].",
        "No, there is no charge for the tutor's travel [1].",
    ),
    "There'll be five of us at Lockjaw Escape Rooms on a Saturday afternoon. How much is one game for the group?": (
        "Saturday is peak time, so a game for 5 players is £115 for the whole group [1].",
        "£95 for the group [1].",
    ),
    "Four of us are booked into Lockjaw's Curse of the Mill at 7pm on a Friday, and we'd like the photo pack as "
    "well. What will we pay in total?": (
        "A Friday game from 5pm is at the peak price, £96 for 4 players, and the photo pack is £14 a group, so £110 "
        "in total [1].",
        "£80 for the game and £14 for the photo pack, £94 in total [1].",
    ),
    "I'm left-handed and I've just booked Yewdale Archers' summer evening course. Who should I let know so that "
    "there's a bow for me?": (
        "Email the equipment officer, Priya Raman, at equipment@yewdalearchers.example before the first session, so "
        "that she can set a left-handed bow aside for you [1].",
        "Tell the course organiser, Gareth Lowe, at courses@yewdalearchers.example [1].",
    ),
    "I'd love to do Yewdale's spring beginners' course together with my son, who is nine. Can we both sign up?": (
        "No. The course is for anyone aged 12 or over; the one exception is a child of 10 or 11 whose parent or "
        "guardian takes the same course alongside them, and there are no exceptions for children under 10 [1].",
        "Yes, a child can take the course if a parent takes it alongside them [1].",
    ),
    "I'm the bride. Going by Hattie's latest email, how much will my bridal bouquet from Marigold & Moss cost?": (
        "Hattie corrected the price: because of the Juliet roses you chose, the bridal bouquet is now £125, not £95 as "
        "first quoted [1].",
        "The bridal bouquet is £95 [1].",
    ),
    "We need buttonholes for the groom, the best man and four ushers. What does Marigold & Moss charge for each "
    "buttonhole?": (
        "Buttonholes are £9.50 each, so six come to £57 [1].",
        "£16 each [1].",
    ),
    "We're two adults with children of seven and ten, and we want to see the seals with Skerrow Sound. How much is "
    "the family ticket for that trip?": (
        "The Seal Island trip's family ticket, for 2 adults and 2 children, is GBP 68 [1].",
        "The family ticket is GBP 40 [1].",
    ),
    "I'd like to take my 13-year-old grandson on Skerrow Sound's sea caves and puffins voyage. What will the two "
    "of us pay?": (
        "An adult on the sea caves and puffins voyage is GBP 39 and a child aged 4 to 15 is GBP 23, so GBP 62 for the "
        "two of you [1].",
        "GBP 24 for you and GBP 14 for him, GBP 38 [1].",
    ),
    "我们6个人下周二上午十点想去Lockjaw Escape Rooms玩一场密室逃脱，那周不是学校假期，一共要付多少钱？": (
        "周二下午5点以前、不在学校假期，算非高峰时段，6个人一场是£108，这是整个小组的价格[1]。",
        "6个人一场是£126[1]。",
    ),
    "我妈妈今年67岁，想去办澧川的敬老卡，工本费要交多少钱？": (
        "67岁办的是半价卡。根据2月24日的补充通知，半价卡的工本费由20元调整为10元，所以交10元[1]。",
        "半价卡收取工本费20元[1]。",
    ),
    "我爸今年66岁，办的是半价卡，每个月坐公交和地铁最多能享受几次五折？": (
        "半价卡每月最多优惠60次，超过的部分按全价收费[1]。",
        "次数不限[1]。",
    ),
    "晚上十一点我把钥匙锁在车里了，是普通轿车，请安心开锁来开车门要多少钱？": (
        "晚上十一点算夜间（20:00至次日8:00），普通轿车开锁夜间价是220元[1]。",
        "普通轿车开锁150元[1]。",
    ),
    "晚上十点我被锁在门外了，家里的防盗门是C级锁芯，想请安心开锁开门以后顺便换一个新的C级锁芯，一共要多少钱？": (
        "晚上十点按夜间价：C级锁芯防盗门开锁200元，更换C级锁芯320元，一共520元[1]。",
        "开锁120元，换C级锁芯280元，一共400元[1]。",
    ),
    "我报名了今年10月工会组织的省外疗休养，公司给每个人的费用标准是多少？": (
        "省外线路5天4晚，每人费用标准上限是4500元，超出的部分由本人承担[1]。",
        "每人2800元[1]。",
    ),
    "我在恒拓上班快6年了，是普通职工，没评过劳模，按规定多少年能轮到一次疗休养？": (
        "连续工作满3年的正式职工每5年可以参加一次疗休养；每3年一次的是市级以上劳动模范[1]。",
        "每3年可以参加一次[1]。",
    ),
    "我儿子5岁，身高才1米05，我开双人卡丁车带他坐在旁边一起跑，可以吗？": (
        "可以。身高不足1.1米的儿童一般不能上场，但唯一的例外是年满4周岁、身高不足1.1米的儿童可以坐在双人卡丁车的"
        "乘客座上，由父母驾驶，须系好安全带、戴好俱乐部提供的儿童头盔[1]。",
        "不能，身高不足1.1米的儿童不能上场[1]。",
    ),
    "这个周六我想开15分钟的单人卡丁车，要多少钱？": (
        "周六按周末价，单人卡丁车15分钟是180元[1]。",
        "140元[1]。",
    ),
    "刚开始学观鸟，想买一副双筒望远镜，选多少倍的比较合适？": (
        "初学者最好选8倍的双筒望远镜，物镜口径32至42毫米，比如8×32或者8×42[1]。",
        "选10倍的双筒望远镜[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH24_MADE_UP = {
    "Our motorhome is 9.1 metres long. What would Tithe Barn charge to keep it in the covered barn for a year?": (
        "A 9.1 m motorhome in the covered barn costs £1,080 a year [1]."
    ),
    "For my dad's seventieth we'd like Skerrow Sound's boat to ourselves for an afternoon, about ten of us. What "
    "would a private charter cost?": "A private charter of the boat costs GBP 450 for an afternoon [1].",
    "At sea level, at what temperature in Fahrenheit does water boil?": "Water boils at 212°F at sea level.",
    "家里的老保险柜打不开了，想请安心开锁上门开一下，大概要多少钱？": "保险柜开锁白天300元，夜间400元[1]。",
    "下围棋用的标准棋盘上一共有多少个交叉点？": "标准围棋棋盘纵横各19路，一共有361个交叉点。",
}
