"""Sample answers of the fresh9 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh9.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or price, the outdated value, the
# opposite verdict) that must be turned down.
FRESH9_ANSWERS = {
    "How much does a 45-minute session with the hygienist at Larkfield cost if I'm not on their monthly plan?": (
        "Paying as you go, a 45-minute hygienist visit costs £89 (£71 for Larkfield Care plan members) [1].",
        "A 45-minute hygienist visit costs £71 [1].",
    ),
    "I had to call off my hygiene appointment at Larkfield on the morning itself. What will they charge me for that?": (
        "Cancelling with less than 24 hours' notice costs £25 for a hygienist appointment [1].",
        "Larkfield charges £30 for a late cancellation [1].",
    ),
    "How much is a one-way crossing to Skerrow for my camper van, which is 5.6 metres long and 2.1 metres high?": (
        "A car or van over 5.0 m and up to 6.0 m long costs £46.00 single; the fare includes the driver [1].",
        "A car or van costs £38.50 single [1].",
    ),
    "On a winter Sunday, when's the last boat back from Skerrow to Port Ellan, and how early do I need to be at "
    "the terminal with my car?": (
        "The last Sunday sailing from Skerrow is at 16:15, and vehicles must check in at least 20 minutes before "
        "departure [1].",
        "The last sailing from Skerrow is at 17:45; check in 10 minutes before [1].",
    ),
    "What is the default connection pool size in the latest bramble-client release?": (
        "In 4.3.0 the default pool_size is 12 again: it was lowered from 16 back to 12 [1].",
        "The default pool_size is 16 since 4.2.0, when it was raised from 12 [1].",
    ),
    "Which bramble-client release deprecated the ack_timeout keyword of Consumer, and what should I pass instead?": (
        "It was deprecated in 4.2.0 in favour of ack_deadline, which takes seconds as a float [1].",
        "It was deprecated in 4.0.0; use heartbeat_interval instead [1].",
    ),
    "My code calls Client.send() and it broke when I upgraded bramble-client to 4.0. What am I supposed to use now?": (
        "Client.send() was removed in 4.0.0 (deprecated since 3.7): use Client.publish(), which takes the routing key "
        "as its first argument [1].",
        "Use Client.publish_many() instead [1].",
    ),
    "I'm about to move into a flat at the Wrenfield co-op with my guide dog. Will I be allowed to keep her there?": (
        "Yes. Dogs are not allowed in general, but assistance dogs such as guide dogs are always welcome and need no "
        "permission; tell the Housing Officer so she can be added to the fire plan [1].",
        "No, dogs are not allowed at Wrenfield unless they were registered before 1 March 2024 [1].",
    ),
    "Water is dripping through my ceiling from the flat upstairs. How soon will the Wrenfield co-op send someone?": (
        "A leak through a ceiling is an emergency repair, attended within 24 hours [1].",
        "Within 3 working days [1].",
    ),
    "How long can a friend stay over at my Wrenfield flat before I have to ask the committee?": (
        "A guest may stay up to 14 nights in a row, and no more than 42 nights in any 12 months, without asking [1].",
        "Up to 21 nights [1].",
    ),
    "Why does this year's Calderbridge Marathon avoid the Mill Street bridge?": (
        "The council has closed the Mill Street bridge for resurfacing from March to July 2027, so the course goes "
        "along Tanner's Lane and the canal towpath instead [1].",
        "To make the course flatter and more scenic along the canal [1].",
    ),
    "Calderbridge 马拉松全程最多给多长时间跑完？": (
        "全程马拉松在最后一波出发后6小时30分钟关门，也就是15:45[1]。",
        "全程关门时间是3小时30分钟[1]。",
    ),
    "How fast are forklifts allowed to go in the part of the Kestle Park warehouse that's kept at 2 to 5 degrees?": (
        "In the chilled store (Zone C, 2 to 5 °C) the truck speed limit is 6 km/h [1].",
        "The speed limit in the aisles is 8 km/h [1].",
    ),
    "I'm taking a customer round the racking aisles at Kestle Park and I'll be with them the whole time. Can they "
    "go without a hi-vis vest?": (
        "No. Visitors must wear a hi-vis vest in every operational zone, even when escorted and even for a short "
        "visit; the only exception is the viewing gallery above Zone B [1].",
        "Yes, as long as they are escorted by an inducted employee at all times [1].",
    ),
    "How bright can the lighting be on the embroidered sampler that the Corran Museum is lending us?": (
        "The sampler is a textile, so no more than 50 lux, with ultraviolet below 10 microwatts per lumen [1].",
        "No more than 200 lux [1].",
    ),
    "What temperature and humidity does the Corran Museum want for the textiles it is lending to Westmere?": (
        "Between 18 and 22 °C, and relative humidity between 45 and 55%, changing by no more than 5% in 24 hours [1].",
        "Between 18 and 22 °C and below 40% relative humidity [1].",
    ),
    "澄江城际铁路的车票，我打算在开车前三天退掉，退票费按票价的百分之几收？": (
        "开车前48小时以上、不足8天退票，按票面价格的5%计收退票费，每张最低2元[1]。",
        "按票面价格的10%计收[1]。",
    ),
    "我明天要坐的澄江城际列车已经通知停运了，我今天去退票，离开车已经不到24小时，还要扣20%的退票费吗？": (
        "不用。因列车停运等铁路责任原因退票的，不受时间限制，退还全部票款，不收退票费[1]。",
        "需要。开车前不足24小时退票，按票面价格的20%计收[1]。",
    ),
    "暖屿储水式热水器的内胆坏了，买了多少年以内可以免费保修？": (
        "内胆保修8年，自购机发票开具之日起计算[1]。",
        "整机免费保修3年[1]。",
    ),
    "我家的暖屿热水器是暖屿授权网点的师傅上门装的，后来因为安装不当漏水了，这种情况能免费修吗？": (
        "可以。由授权服务网点人员上门安装的，因安装不当造成的故障和损坏不受第六条第（一）项的限制，由暖屿免费维修，"
        "并承担直接财产损失[1]。",
        "不能。未按说明书要求安装造成的损坏不属于免费保修范围，只能有偿维修[1]。",
    ),
    "云栖苑3号楼这次清洗水箱要停水，是哪一天？": (
        "根据更正，1—6号楼的停水时间改为12月10日（星期四）9:00至17:00，原定12月9日[1]。",
        "3号楼12月9日（星期三）8:00至16:00停水[1]。",
    ),
    "我在云栖苑装修房子，只是刷墙、铺地板，不动墙也不改水管，要交多少装修押金？": (
        "一般装修的装修押金是2000元，验收合格后3个月内无息退还[1]。",
        "装修押金5000元[1]。",
    ),
    "桐溪社区卫生服务中心中医科的赵德明医生哪几天出诊？挂号费多少钱？": (
        "赵德明医生（副主任医师）周二上午、周四上午出诊，在305诊室，挂号费15元[1]。",
        "周三下午和周五下午出诊，挂号费10元[1]。",
    ),
    "带孩子去桐溪社区卫生服务中心打疫苗，应该去几号诊室？": (
        "去预防接种门诊，101诊室，周二、周四、周六上午8:00至11:30，记得带预防接种证[1]。",
        "去儿科，105诊室[1]。",
    ),
    "从青梧山西门进山的那条线路，全长有多少公里？": (
        "西门出发的是西线（溪谷线），全长9.6公里，累计爬升450米[1]。",
        "全长11.2公里[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH9_MADE_UP = {
    "How much does tooth whitening cost at Larkfield Dental Practice?": "Home whitening costs £295 [1].",
    "What is the heaviest load a reach truck at Kestle Park can lift?": "A reach truck can lift up to 1,600 kg [1].",
    "How often should the timing belt on a petrol car be replaced?": "Every 60,000 miles or every 5 years [1].",
    "个人所得税综合所得年度汇算一般在什么时候办理？": "每年3月1日至6月30日办理[1]。",
    "澄江城际铁路的儿童票打几折？孩子多高需要买儿童票？": "儿童票半价，身高1.2米以上的儿童需要买儿童票[1]。",
}
