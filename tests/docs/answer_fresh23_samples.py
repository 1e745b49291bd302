"""Sample answers of the fresh23 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh23.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or line, the outdated value, the
# opposite verdict, a sum not worked out) that must be turned down.
FRESH23_ANSWERS = {
    "My husband and I are booked on Harrowfield's Bruges holiday, but his hospital appointment has been moved and "
    "we'll have to pull out roughly three weeks before we're due to go. How much of the holiday price will we lose?": (
        "Cancelling 28 to 15 days before departure costs 50% of the holiday price, supplements included, counted from "
        "the day Harrowfield receive your written cancellation. Your travel insurance may cover it [1].",
        "You'd lose 30% of the holiday price [1].",
    ),
    "I'm going on Harrowfield's Lake Garda and Verona holiday on my own this June and I'll want a room to myself. "
    "What will the holiday cost me altogether?": (
        "Lake Garda and Verona is £1,349 per person sharing, and the single supplement is £295, so £1,644 in all [1].",
        "£1,349 plus a single supplement of £245, £1,594 in all [1].",
    ),
    "I'm registered blind and go everywhere with my guide dog. Could she come with me on Harrowfield's Rhine Valley "
    "and Cologne holiday?": (
        "No. Harrowfield take no pets; the one exception is a registered assistance dog, which travels free of charge "
        "with its owner on their UK tours only, so she cannot come on a holiday to the Continent such as the Rhine "
        "Valley [1].",
        "Yes, a registered assistance dog travels free of charge with its owner [1].",
    ),
    "We've just moved into a four-bedroom semi in Farrow Cross and want Glintwell to do the outside of our windows "
    "every four weeks. How much will each visit be?": (
        "For a 4-bedroom semi-detached house, Glintwell charge £22 a visit for the outside every 4 weeks, frames, sills "
        "and doors included [1].",
        "It's £26 a visit [1].",
    ),
    "I'm opening a deli and plan to have Hobbs Lane deliver their seeded sourdough five mornings a week for the "
    "foreseeable future. What will I pay for each loaf?": (
        "That counts as a standing order, so the seeded sourdough (900g) is £3.40 a loaf, rather than the occasional "
        "order price [1].",
        "£3.80 a loaf [1].",
    ),
    "Our café has a daily bread order with Hobbs Lane Bakery. A pipe has just burst in our kitchen and we won't be "
    "able to open tomorrow. It's seven in the evening: can I still cancel tomorrow's delivery without paying for "
    "it?": (
        "Yes. Changes after the 2pm cut-off are normally charged in full, but the one exception is a customer whose "
        "premises have to close without warning, such as after a burst pipe: you can cancel the next day's delivery "
        "free of charge by ringing the night line, 01632 981 447, up to 10pm [1].",
        "No, orders cancelled after the 2pm cut-off are charged in full [1].",
    ),
    "This week I only need about £30 worth of bread and pastries from Hobbs Lane. Will they charge me for "
    "delivering such a small order, and if so how much?": (
        "Yes: delivery is free only for orders of £40 or more, and orders of less than £40 are delivered for a charge "
        "of £6.50 a delivery [1].",
        "No, Hobbs Lane deliver free within 12 miles [1].",
    ),
    "My daughter is fourteen and wants to join Ashby Park Tennis Club. What's the yearly membership for her?": (
        "Junior membership, for ages 8 to 17, is £75 a year, with no joining fee [1].",
        "It's £145 a year [1].",
    ),
    "I'm not a member at Ashby Park, but a friend and I want a court for an hour at 7pm on a Wednesday in November, "
    "so we'll need the floodlights on. What will that cost us altogether?": (
        "At 7pm on a weekday it is peak time, so the court is £14 an hour for non-members, plus £5 an hour for the "
        "floodlights: £19 altogether [1].",
        "£8 for the court and £5 for the floodlights, £13 in all [1].",
    ),
    "I've just started on the front desk at Saltbox Cookery School, and a customer has emailed about her coeliac "
    "disease before her fresh pasta class. Who should I pass her email on to?": (
        "Forward it straight to the head chef, Tomasz Wierzbicki, at tomasz@saltboxcookery.example; allergy questions "
        "should not be answered by front-of-house staff or left in the general bookings inbox [1].",
        "Send it to the bookings inbox, bookings@saltboxcookery.example [1].",
    ),
    "I'm booked on Saltbox's sourdough day next Saturday but I've come down with flu, and my GP has given me a "
    "note. Can I get my money back?": (
        "No. Within 14 days of a class there are no refunds, whatever the reason. Because you are ill and have a "
        "doctor's note, Saltbox will move you to another date of the same class, once, free of charge, but they "
        "still do not refund you [1].",
        "Yes, with a doctor's note you can get a full refund [1].",
    ),
    "We're hiring skis from Sport Kessler in Hochalm in February, and I'll take the adult Premium package for the "
    "six days. Going by Lukas's latest email, how much will that cost?": (
        "Lukas corrected his quote: for the 2028-29 season the adult Premium package for six days costs EUR 205, not "
        "EUR 189 as first quoted [1].",
        "The adult Premium package costs EUR 189 for six days [1].",
    ),
    "Our son is twelve and will need a helmet as well as skis. What will Sport Kessler charge for his helmet for the "
    "week?": (
        "A children's helmet (up to 14) is EUR 18 for the six days [1].",
        "EUR 28 [1].",
    ),
    "I'm organising a dinner for 14 of us at the Weighbridge Inn. How much of a deposit will they want to hold the "
    "booking?": (
        "The Weighbridge asks for a deposit of GBP 15 a head, so £210 for 14 people; it comes off the final bill [1].",
        "A deposit of £10 a head [1].",
    ),
    "For our club's annual dinner at the Weighbridge Inn we're torn between their two set menus, three courses "
    "either way. How much more a head is the dearer one?": (
        "Three courses of Menu B are GBP 43 a head and three courses of Menu A GBP 33, so Menu B costs £10 more a "
        "head [1].",
        "Menu B is £8 more a head [1].",
    ),
    "我在英国读全日制研究生，今年28岁，想加入Ashby Park网球俱乐部，一年的会费是多少？": (
        "全日制在读学生不论年龄都可以办学生会员，年费是£95，不收入会费[1]。",
        "年费£245，另加入会费£50[1]。",
    ),
    "我们厂报名参加了沅浦的端午龙舟赛，比赛最后到底是哪一天举行？": (
        "根据补充通知，因为江面水位上涨，比赛改在2028年6月4日（星期日）上午8:30举行，原定5月28日，地点不变[1]。",
        "比赛定在2028年5月28日（星期日）上午8:30[1]。",
    ),
    "我们公司想组一支女子龙舟队参加沅浦今年的端午龙舟赛，报名费要交多少？": (
        "女子组使用12人龙舟，报名费每队800元，含比赛用船、救生衣、桨和比赛当天的午餐[1]。",
        "每队1200元[1]。",
    ),
    "我想在剪影找资深发型师剪个头发，我是女生，洗剪吹要多少钱？": (
        "资深发型师的女士洗剪吹是78元，含洗发和吹风造型[1]。",
        "48元[1]。",
    ),
    "我头发已经过肩了，想在剪影让设计总监给我烫发再染发，两项加起来一共多少钱？": (
        "头发过肩算中长发：设计总监烫中长发498元，染中长发398元，一共896元[1]。",
        "设计总监烫发398元，染发328元，一共726元[1]。",
    ),
    "我家孩子8岁，个子已经1.3米了，跟途悦旅行社报国内跟团游，孩子的团费按什么标准收？": (
        "身高超过1.2米的儿童不论年龄，一律按成人价收费，享受成人的全部服务[1]。",
        "按儿童价收，是成人团费的60%[1]。",
    ),
    "我报了途悦下周六出发的跟团游，临时有事要退团，今天离出发还有4天，团费要扣多少？": (
        "出发前6日至4日退团，扣除团费的20%作为损失费，其余团费退还[1]。",
        "扣团费的40%[1]。",
    ),
    "我和老公带16岁的儿子去沅浦玩，想在栖岛青年旅舍订一间家庭房三个人一起住，儿子能入住吗？": (
        "可以。旅舍一般不接待未满18周岁的未成年人，但唯一的例外是由父母或者其他监护人陪同、同住家庭房、大床房或者"
        "双床房的未成年人，你们一家三口住家庭房符合这个例外[1]。",
        "不能，本旅舍不接待未满18周岁的未成年人入住[1]。",
    ),
    "这周六晚上我一个女生想住栖岛青旅的女生4人间，一个床位多少钱？": (
        "周六属于周末，4人间女生床位每晚100元（平日80元）[1]。",
        "每晚80元[1]。",
    ),
    "第一次背包旅行，打算出去走五天，不露营，背包该买多大容量的？": (
        "3至7天的旅行，选35至50升的背包就可以；装满后的重量最好控制在体重的五分之一以内[1]。",
        "选20至30升的背包就够了[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH23_MADE_UP = {
    "The conservatory on the back of our house has a glass roof that has gone green. What would Glintwell charge "
    "to clean the roof?": "Glintwell charge £35 to clean a conservatory roof [1].",
    "We'd like to take over the whole of the Weighbridge Inn for my daughter's wedding reception. What would "
    "exclusive hire cost us?": "Exclusive hire of the whole inn costs GBP 2,500 for an evening [1].",
    "What is the capital of Australia?": "The capital of Australia is Canberra.",
    "我想在剪影做一次头皮护理，大概要多少钱？": "剪影的头皮护理每次168元[1]。",
    "二十四节气里，一年中白天最长的是哪一个？": "白天最长的节气是夏至，一般在每年6月21日前后。",
}
