"""Sample answers of the fresh7 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_sets.py). For each question a document answers, an answer a careful
# reader would give and a plausible wrong one (a neighbouring row or cell, the outdated value, the opposite verdict)
# that must be turned down.
FRESH7_ANSWERS = {
    "What's the yearly rent for a half plot at Brackenfield in the 2026-27 plot year?": (
        "From 1 October 2026 a half plot costs £48 a year (up from £42), plus a £15 water charge [1].",
        "A half plot costs £42 a year plus a £12 water charge [1].",
    ),
    "Can I have a bonfire on my Brackenfield plot on a Saturday afternoon in July to get rid of hedge clippings?": (
        "No. Bonfires are only allowed from 1 November to the end of February, on weekdays, and must be out by "
        "11:00; take the clippings to a shredding day instead [1].",
        "Yes, as long as you only burn dry plant material and stay with the fire [1].",
    ),
    "If the committee finds my allotment too weedy at an inspection, how long do I get to sort it out?": (
        "You get a non-cultivation notice and have 28 days to bring the plot up to standard [1].",
        "You have 14 days to put it right [1].",
    ),
    "With a Tidewater card, what's the most I can be charged in one day for travel in zones 1 and 2?": (
        "The daily cap for Zones 1-2 is $10.20 [1].",
        "The daily cap is $13.50 [1].",
    ),
    "How long do I have to change from a bus to a tram in Calder Bay without paying another fare?": (
        "Transfers are free within 90 minutes of your first tap on, if you tap on each time [1].",
        "Transfers are free within 60 minutes [1].",
    ),
    "How long did Marrowby's order-confirmation outage in March last, and how many orders did it affect?": (
        "It lasted 4 hours 35 minutes (09:12 to 13:47 GMT) and affected 1,842 orders (not 1,790 as a draft said) [1].",
        "About two hours, and 1,790 orders were affected [1].",
    ),
    "Why did Marrowby's servers start rejecting the payment provider's webhooks?": (
        "The webhook signing secret was rotated while eu-west was under a change freeze, so eu-west kept checking "
        "signatures with the old secret [1].",
        "Stellate Pay had an outage and sent malformed webhooks [1].",
    ),
    "How far can a Corvane Tern City+ go on one charge, and what does it weigh?": (
        "About 120 km on the mixed route, and it weighs 25.6 kg [1].",
        "95 km, and it weighs 24.8 kg [1].",
    ),
    "Corvane Avocet Cargo 电动货运自行车标配的电池容量是多少？": (
        "Avocet Cargo 标配 800 Wh 电池[1]。",
        "电池容量为625 Wh[1]。",
    ),
    "When is the first service due on a new Corvane e-bike?": (
        "After 300 km or 3 months, whichever comes first [1].",
        "Every 2,000 km or 12 months [1].",
    ),
    "What will Brindle Notes Pro cost per month for someone who subscribes in August 2026?": (
        "New subscribers pay $8.99 a month from 1 July 2026 [1].",
        "$7.99 a month [1].",
    ),
    "Why is the encrypted notebooks feature flagged as at risk on Brindle's Q2 roadmap?": (
        "Because the design review of key recovery is not finished: they have not decided what happens when "
        "someone loses every device [1].",
        "Because one of the two Android engineers has not been hired yet [1].",
    ),
    "Is my son allowed to keep his asthma inhaler with him at Camp Alderbrook?": (
        "Yes. Asthma inhalers are an exception to the medication rule: campers keep them with them at all times. "
        "Send a spare one for the nurse [1].",
        "No, all medication must be handed to the nurse at check-in [1].",
    ),
    "What time can we drop our daughter off at Camp Alderbrook on the first day of Session 2?": (
        "Between 14:00 and 16:00 on Sunday 19 July, at the Lodge [1].",
        "From 13:00 to 15:00 [1].",
    ),
    "Who teaches the Tuesday evening pottery class at Ashcombe, and how much is the full fee?": (
        "Hester Lomax teaches it (ACL-101); the fee is £195, or £140 concession [1].",
        "Ruben Okoye; it costs £160 [1].",
    ),
    "Which evening of the week is the beginners' Spanish course at Ashcombe?": (
        "On Mondays, 19:00 to 21:00, in Room 14 [1].",
        "On Wednesdays [1].",
    ),
    "去澄湖湿地公园玩，学生票多少钱？坐一趟湖心游船要多少钱？": (
        "学生票30元/人（凭学生证），湖心游船每人每次40元[1]。",
        "学生票30元，游船每人20元[1]。",
    ),
    "我有一个1200瓦的电吹风，在青藤职院的宿舍楼里能用吗？": (
        "不能。功率超过1000瓦的电吹风在宿舍楼内一律不得使用，盥洗室里也不行[1]。",
        "可以在公共盥洗室使用[1]。",
    ),
    "青藤职院的宿舍楼周二晚上几点关门？": ("周日至周四楼门开放到23:00，23:00关门[1]。", "23:30关门[1]。"),
    "数澜开放平台拿到的访问令牌能用多久？": (
        "access_token 有效期为7200秒，也就是2小时[1]。",
        "有效期为30天[1]。",
    ),
    "调用数澜的接口时返回了错误码42902，这是什么原因？": (
        "42902表示已超过当日调用上限，要等次日0点恢复或购买加量包[1]。",
        "请求过于频繁，超过了QPS限制[1]。",
    ),
    "我想带家里10公斤的柯基住鹿鸣山居的山景大床房，可以吗？": (
        "可以。1号楼的山景大床房接待15公斤以下的犬猫，须预订时告知，加收清洁费100元[1]。",
        "不可以，鹿鸣山居不接待宠物[1]。",
    ),
    "在鹿鸣山居订了房，如果在入住前5天取消，会扣多少钱？": (
        "入住前3至6天取消，扣除首晚房费的50%[1]。",
        "可以全额退款[1]。",
    ),
    "启明星暑期的 Python 入门 C 班现在哪天开课？": (
        "C班开课日期已由7月6日调整为7月13日，上课时间不变[1]。",
        "C班7月6日开课[1]。",
    ),
    "启明星暑期班的早鸟价比原价便宜多少？": ("5月31日前报名并缴清学费，每班立减300元[1]。", "立减500元[1]。"),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH7_MADE_UP = {
    "How much is the fine for riding a Calder Bay tram without tapping on?": "The penalty is $75 [1].",
    "How much paid paternity leave am I entitled to?": "You get two weeks of paid paternity leave [1].",
    "How long should I boil an egg to get a runny yolk?": "Boil it for 6 minutes for a runny yolk.",
    "澄湖湿地公园有没有年卡？办一张多少钱？": "有，年卡每张120元[1]。",
    "数澜开放平台标准版承诺的服务可用性是多少？": "标准版承诺可用性为99.9%[1]。",
}
