"""Sample answers of the fresh13 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh13.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or date, the outdated value, the
# opposite verdict) that must be turned down.
FRESH13_ANSWERS = {
    "Our bin day is Thursday. When will our bins be emptied instead of on New Year's Eve?": (
        "Collections due on Thursday 31 December move to Saturday 2 January [1].",
        "On Friday 1 January [1].",
    ),
    "After Christmas we'll have a couple of bin bags of rubbish that won't fit in our grey bin. If we leave them "
    "next to it on the next grey bin day, will Ashworth council take them away?": (
        "Yes. Bags left beside the grey bin are normally not collected, but on the first grey bin collection after "
        "Christmas the crews take up to two extra black bags of rubbish left beside it [1].",
        "No. Side waste left beside the bin is not collected, and leaving it again and again can lead to a fixed "
        "penalty notice [1].",
    ),
    "What's the latest time I can put my bins out on collection day in Ashworth?": (
        "By 6.30am on your collection day, but not before 6pm the evening before [1].",
        "By 7am on collection day [1].",
    ),
    "Roughly how many photos will one charge of the Orrin X-50's battery give me if I shoot through the "
    "viewfinder rather than the screen, without the power-saving mode?": (
        "About 340 shots per charge with the viewfinder in Normal power mode, measured to the CIPA standard [1].",
        "About 410 shots [1].",
    ),
    "How long does a flat X-50 battery take to charge in the separate dual charger?": (
        "About 2 hours 40 minutes for one battery in the BC-50 dual charger; it charges two batteries one after the "
        "other, so two take about 5 hours 20 minutes [1].",
        "About 3 hours 30 minutes [1].",
    ),
    "我用Orrin X-50相机拍4K 60p的视频，一段视频最长能连续录多久？": (
        "用4K 60p录制时，一段视频录到20分钟就会停止，以免传感器过热；再按一次录制键可以开始新的一段[1]。",
        "一段最长可以录29分59秒[1]。",
    ),
    "My son plays in Kingsmead Rangers' under-11s. If we pay for the whole season in one go, how much is it, and "
    "when does he train?": (
        "For U11 and U12 the season fee is £215 if paid in full by 31 August, and training is on Wednesdays from "
        "17:30 to 19:00 at the Ferris School 3G pitch [1].",
        "£195, and training is on Tuesdays from 17:30 to 18:45 [1].",
    ),
    "Two of our children play for Kingsmead Rangers. Do we get anything off the second child's fees, and if so "
    "how much?": (
        "Yes. The second child at the club gets 20% off, taken off the lower fee; a third or further child pays half "
        "[1].",
        "Yes, the second child pays half [1].",
    ),
    "How much is it to print a colour A4 page double-sided at the Calderbrook university library?": (
        "Colour A4 printed on both sides costs 35p; one side in colour is 20p [1].",
        "20p per page [1].",
    ),
    "I'm doing a PhD at Calderbrook. Does the library give research students any printing for free?": (
        "Yes. Postgraduate research students (PhD and MPhil) are given £15 of print credit at the start of each "
        "term, on 1 October, 10 January and 20 April, added to their account automatically [1].",
        "No. All printing is paid from your print credit, which you top up online or at the top-up machine [1].",
    ),
    "What is Ferrier Photography charging us altogether for the wedding?": (
        "Your new total is £2,300: the original £1,850 plus £350 for the second photographer and £100 for the "
        "engagement shoot. The £400 booking fee you have paid comes off it [1].",
        "£1,850, including travel within 50 miles of Carnford [1].",
    ),
    "If our reception runs late and we'd like the photographer to stay on longer, what's the charge for each extra "
    "hour?": (
        "Extra coverage is £150 an hour, agreed with you on the day [1].",
        "£350 [1].",
    ),
    "What does a grown-up's ticket cost for the Saturday matinee of the Step Up summer show?": (
        "An adult ticket for the Saturday 14:00 show costs £13 [1].",
        "£16 [1].",
    ),
    "I'd like to help look after the dancers backstage during the Step Up show. Who should I get in touch with?": (
        "E-mail Mrs Ruth Varga, the chaperone coordinator, at chaperones@stepupdance.example by 31 May. Chaperones "
        "need a DBS check, which the academy pays for, and each gets a free seat at one of the other shows [1].",
        "E-mail Miss Tennant at info@stepupdance.example [1].",
    ),
    "Can we bring our springer spaniel with us to Skylark cottage at Tregarrow? He's just our family pet.": (
        "No. Dogs are welcome only in Swallow and Stonechat; Skylark is kept free of pets for guests with allergies, "
        "and the only dogs allowed there are assistance dogs [1].",
        "Yes, dogs are welcome at £25 per dog for each stay [1].",
    ),
    "We've booked the Granary at Tregarrow for a week in August. How much does it cost, and what's the earliest we "
    "can get in on the day we arrive?": (
        "A week in the Granary in high season costs £1,420, and you can arrive from 4pm on your first day [1].",
        "£1,020, and you can arrive from 3pm [1].",
    ),
    "我是普通员工，下周去成都出差，高铁单程要坐7个多小时，可以买一等座吗？": (
        "可以。乘坐火车原则上一律乘坐二等座，但单程乘车时间超过6小时的，可以乘坐一等座[1]。",
        "不可以。员工出差乘坐火车的，一律乘坐二等座[1]。",
    ),
    "我是普通员工，下个月去苏州出差，酒店每晚最多能报销多少钱？": (
        "苏州属于二类城市，普通员工在二类城市的住宿费标准是每间每晚400元，超出部分由个人承担[1]。",
        "每晚最多300元[1]。",
    ),
    "出差回来以后，最晚多少天之内要把报销单交给财务？": (
        "应当在出差结束后15个工作日内通过OA系统提交差旅费报销单，并附发票和行程单；逾期提交的，财务部不予受理[1]。",
        "出差结束后30日内[1]。",
    ),
    "青橙移动月费89元的套餐，每个月有多少国内流量？能打多少分钟国内电话？": (
        "89元套餐每月含国内通用流量80GB、国内通话500分钟，还含1张副卡[1]。",
        "40GB流量，300分钟通话[1]。",
    ),
    "澜城市天然气调价以后，第一档每立方米多少钱？": (
        "根据6月12日的补充公告，第一档气价由原公告的每立方米2.85元更正为每立方米2.78元，自2027年7月1日起执行[1]。",
        "第一档每立方米2.85元，自2027年7月1日起执行[1]。",
    ),
    "我家户口本上一共4口人，能去燃气公司申请多加一些第一档的用气量吗？": (
        "不能。每户第一档年用气量为300立方米；只有户籍人口5人及以上的家庭，才能每多1人增加60立方米[1]。",
        "可以。持户口簿到燃气公司营业厅申请，核定后从次月起执行[1]。",
    ),
    "松鹤楼除夕的年夜饭，晚一点的那一轮几点开始？": (
        "第二轮19:30开始，22:00结束；第一轮是17:00至19:00[1]。",
        "17:00开始[1]。",
    ),
    "我们家9个人想在松鹤楼订富贵宴过除夕，一桌多少钱？预订的时候要先交多少订金？": (
        "富贵宴适合8至10人，每桌2888元，已含茶位费和服务费；预订时每桌须交订金1000元，结账时抵扣[1]。",
        "每桌2288元，订金500元[1]。",
    ),
    "冬天放在阳台上的多肉，气温降到几度以下就应该停止浇水？": (
        "冬季气温低于5℃时要停止浇水（断水），让盆土保持干燥，多肉就能耐受0℃左右的低温[1]。",
        "低于0℃时[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH13_MADE_UP = {
    "What does Ashworth council charge to take away an old fridge-freezer?": (
        "Collecting a fridge-freezer costs £25, payable when you book [1]."
    ),
    "How much does a basket of logs for the wood burner cost at Tregarrow Farm?": (
        "A basket of logs costs £6 from the farm shop [1]."
    ),
    "When does the UK tax year end?": "The UK tax year ends on 5 April [1].",
    "个人所得税每个月的起征点是多少钱？": "个人所得税的起征点是每月5000元[1]。",
    "用青橙移动的手机卡去日本旅游，国际漫游的流量一天多少钱？": "日本漫游流量每天25元，不限量[1]。",
}
