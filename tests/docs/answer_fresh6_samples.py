"""Sample answers of the fresh6 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_sets.py). For each question a document answers, an answer a careful
# reader would give and a plausible wrong one (a neighbouring value, the superseded figure, the opposite verdict) that
# must be turned down.
FRESH6_ANSWERS = {
    "If I want to publish one of my side projects as an official Tamsin Robotics repository, who has to approve it?": (
        "The Open Source Review Board (OSRB) has to approve it; it meets every second Thursday [1].",
        "Your engineering manager approves it in the OSPO request form [1].",
    ),
    "I found a bug in an MIT-licensed library we use and wrote a 40-line fix. Can I submit it upstream without "
    "asking anyone at Tamsin first?": (
        "Yes. Changes of up to 100 changed lines to a project under an approved licence such as MIT need no "
        "approval [1].",
        "No, every contribution needs your manager's approval first [1].",
    ),
    "How much of my working time may I spend on open-source work at Tamsin, and how much if I maintain a project "
    "on the critical dependency list?": (
        "Up to 10% (about half a day a week), and up to 20% for maintainers of a critical dependency [1].",
        "Up to 20% of your working time [1].",
    ),
    "Since which tidemark version can I see the SQL that apply would run, without actually running it?": (
        "Since tidemark 3.2.0: `tidemark apply --dry-run` prints the SQL without running it [1].",
        "Since 3.3.0, with --dry-run [1].",
    ),
    "In which tidemark release did the default lock timeout change, and what is the default now?": (
        "In 3.3.0 the default of lock.timeout was raised from 30s to 120s [1].",
        "In 3.0.0; it defaults to 30s [1].",
    ),
    "What will a full senior membership at Eastgate Rowing Club cost for the 2026-27 season?": (
        "£420 for the year (up from £395), or £37 a month by direct debit [1].",
        "£395 [1].",
    ),
    "My daughter is 15 and passed the capsize drill last autumn. Is she allowed to take a single scull out on "
    "her own at Eastgate?": (
        "No. Juniors under 16 may only scull in a crew boat or under supervision from a launch; sculling alone "
        "is for juniors aged 16 and 17 who passed the capsize drill [1].",
        "Yes, juniors who have passed the capsize drill may scull alone at weekends [1].",
    ),
    "Which boatbuilder got the order for the rowing club's new four-person sculling boat?": (
        "Hallam Boats, for £14,800 [1].",
        "Marlin Racing Shells [1].",
    ),
    "How much do 500 standard matte business cards cost at Ferncastle Print?": (
        "£32.50 excluding VAT (BC-350M) [1].",
        "£33.90 [1].",
    ),
    "How do I factory reset my Kitewing K2 thermostat?": (
        "Press and hold the dial for 15 seconds until the ring turns red, then turn the dial to confirm [1].",
        "Press and hold the dial for 5 seconds until the screen goes dark [1].",
    ),
    "Kitewing K2 温控器的指示灯一直在闪黄灯，是什么意思？": (
        "闪黄灯表示K2断开了Wi-Fi连接，但温控计划仍会继续运行[1]。",
        "表示电池电量低于10%，需要更换电池[1]。",
    ),
    "Which spindle option gets rid of the camera model and GPS location stored in my photos?": (
        "Use --strip: it removes EXIF, XMP and IPTC metadata [1].",
        "Use --keep-icc [1].",
    ),
    "How much is the SSO add-on in Fathom's renewal quote?": (
        "€4 per seat per month, €2,160 a year for 45 seats [1].",
        "€36 per seat per month [1].",
    ),
    "What per-seat price will Quayside pay for Fathom Analytics if it prepays for the year?": (
        "€31 per seat per month (corrected from €33) [1].",
        "€33 per seat per month [1].",
    ),
    "What's the top speed for a forklift indoors at Pellmore's Daventry site?": (
        "8 km/h inside the warehouse [1].",
        "15 km/h [1].",
    ),
    "What's the heaviest load I may lift by myself at Pellmore, and what should I do if something is heavier?": (
        "Up to 25 kg on your own; above that, ask for a team lift or use a pallet truck [1].",
        "Up to 20 kg; above that use a forklift [1].",
    ),
    "在枫林苑小区装修，要提前几天到物业办申请手续？": ("至少提前7个工作日办理装修申请[1]。", "提前3天即可[1]。"),
    "我家在枫林苑装修，这周六能用电钻打孔吗？": (
        "不能。周六、周日及法定节假日禁止使用电钻等产生噪音的电动工具[1]。",
        "可以，周六上午9:00至12:00可以施工[1]。",
    ),
    "枫林苑小区现在工作日下午最晚可以装修到几点？": (
        "自2026年4月1日起，工作日下午施工到17:30（原为18:00）[1]。",
        "下午施工到18:00[1]。",
    ),
    "明川D12除湿机的滤网多久清洗一次？": ("每两周清洗一次，灰尘多时每周一次[1]。", "每月清洗一次[1]。"),
    "明川除湿机屏幕上显示CL，是什么意思？": (
        "CL表示机器正在自动除霜，并非故障，约10分钟后恢复[1]。",
        "CL表示水箱已满[1]。",
    ),
    "临江三小的春季运动会如果遇到下雨，改到哪天举行？": (
        "顺延至4月28日至29日举行[1]。",
        "顺延至4月24日[1]。",
    ),
    "临江三小运动会的跑道划线由谁负责？最晚哪天之前要完成？": (
        "由总务处主任刘建军负责，须在4月20日前完成[1]。",
        "由王磊负责，4月21日前完成[1]。",
    ),
    "我是悦动健身的年卡会员，今年已经停过一次卡，停了20天。下个月出差还想再停30天，可以吗？": (
        "可以。年卡每年最多停卡2次、累计不超过60天，两次共50天[1]。",
        "不能，年卡每年只能停卡一次[1]。",
    ),
    "在悦动健身约了团课又去不了，最晚什么时候取消才不算爽约？": (
        "最晚在开课前2小时取消[1]。",
        "开课前12小时[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH6_MADE_UP = {
    "How much does Kitewing charge to repair a K2 that is out of warranty?": "An out-of-warranty repair costs £49 [1].",
    "How much extra are night shifts paid at Pellmore?": "Night shifts are paid a 15% premium [1].",
    "What's the best way to get a red wine stain out of a carpet?": "Blot it, then cover it with salt [1].",
    "悦动健身的游泳池几点开放？": "游泳池每天6:30至22:00开放[1]。",
    "个人所得税年度汇算最晚哪天要办完？": "最晚在6月30日前办完[1]。",
}
