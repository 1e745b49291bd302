"""Sample answers of the fresh5 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_sets.py). An answer a careful reader of the documents would give to
# each question, and, where the question forbids something, a plausible wrong one that must be turned down.
FRESH5_ANSWERS = {
    "Which port does Skerry listen on out of the box?": ("Skerry listens on port 8650 by default [1].", None),
    "How do I make a backup of my Skerry server?": (
        "Run `skerry backup --output /backups/skerry.tar.zst`; it can run while the server is up [2].",
        None,
    ),
    "How long does Skerry keep articles I've already read before it deletes them?": (
        "Read articles are deleted after 90 days (retention.read_days) [1].",
        None,
    ),
    "What's the oldest Python version Skerry runs on, and which PostgreSQL version do I need at least if I "
    "don't want SQLite?": ("Python 3.11 or newer, and PostgreSQL 14 or newer [1].", None),
    "I'd like Skerry to check my feeds every 10 minutes instead of the default. Is that allowed?": (
        "Yes. Set fetch.interval to 10m; the lowest value Skerry accepts is 5 minutes [1].",
        "No, Skerry checks feeds every 20 minutes [1].",
    ),
    "Which wrenlog release added the OTLP sink?": ("OtlpSink was added in wrenlog 3.2.0 [1].", None),
    "Since which version of wrenlog are Authorization headers hidden by default when HTTP requests are logged?": (
        "Since 3.2.1, Authorization, Cookie and Set-Cookie headers are redacted by default [1].",
        None,
    ),
    "How quickly do I have to acknowledge a SEV2 page?": ("Within 15 minutes [1].", None),
    "If the primary on-call doesn't acknowledge a page, how long until the secondary gets paged, and who is "
    "paged if nobody answers after that?": (
        "After 10 minutes the secondary is paged; 10 minutes later Klaxon pages the engineering manager on duty [1].",
        None,
    ),
    "How many credits an hour does the Curlew room cost at Larkspur Hub?": (
        "Curlew costs 5 credits per hour [1].",
        None,
    ),
    "I'm a Resident member at Larkspur Hub. Can I book a meeting room five weeks in advance?": (
        "Yes, Resident members can book up to 60 days ahead [1].",
        "No, rooms can only be booked 21 days ahead [1].",
    ),
    "在 Larkspur Hub 订了会议室，最晚要提前多久取消才不扣积分？": ("最晚在开始前24小时取消，不收费[1]。", None),
    "What does one pack of the 1000 µL filter tips cost in the lab's consumables list?": (
        "MF-1203, filter tips 1000 uL, cost EUR 58.40 per pack of 10 racks [1].",
        None,
    ),
    "What's the first-response target for email in Nettlebrook support?": ("8 business hours [1].", None),
    "I'm a new Tier 1 agent at Nettlebrook. Can I give a customer a £40 goodwill credit on my own?": (
        "No. You may give up to £25 alone; £40 needs your team lead's approval [1].",
        "Yes, Tier 1 agents can give credits up to £75 [1].",
    ),
    "What time does the coach leave for the studio offsite?": (
        "The coach now leaves at 07:45 (not 08:30 as first announced) [1].",
        None,
    ),
    "How long is the guided walk at the studio offsite?": ("About 6 km along the reservoir [1].", None),
    "My tap water is hard. How often should I descale my Corrado CM-20, and how much DecalcPro goes into one "
    "descaling?": ("Every 30 days, with one 100 ml bottle of DecalcPro and 900 ml of water [1].", None),
    "禾木科技的核心工作时间是几点到几点？": ("核心工作时间为10:00至16:00（午休除外）[1]。", None),
    "禾木科技现在每个月最多可以远程办公几天？": ("2026年修订后，每月最多6天（原为4天）[1]。", None),
    "我在禾木科技入职才八个月，能休公司的福利年假吗？": (
        "不能。福利年假要在本公司连续工作满一年才能享受[1]。",
        "可以，每年有5天福利年假[1]。",
    ),
    "用惠厨AF5炸冷冻薯条，温度和时间应该怎么设？": ("设200℃，15至18分钟，中途抖动一次[1]。", None),
    "我的惠厨空气炸锅屏幕上显示E2，是什么问题？": ("E2表示机器过热，过热保护启动，拔电冷却30分钟[1]。", None),
    "随行记账的会员年卡，会上定的新价格是多少？": ("年卡由98元下调至88元[1]。", None),
    "随行记账更新隐私政策这件事由谁负责？最晚什么时候完成？": ("由周婷负责，截止4月10日[1]。", None),
    "云杉网盘标准会员，回收站里的文件能保留多少天？": ("标准会员的回收站保留30天[1]。", None),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH5_MADE_UP = {
    "How much extra money do I get per week for being the primary on-call?": "You get €250 per week [1].",
    "What is the mileage allowance per kilometre when I use my own car for a business trip?": "It is 0.30 EUR per km.",
    "惠厨AF5空气炸锅工作的时候噪音有多大，多少分贝？": "工作噪音约为55分贝[1]。",
    "我的护照丢了，补办需要带哪些材料？": "需要携带身份证和两张照片[1]。",
}
