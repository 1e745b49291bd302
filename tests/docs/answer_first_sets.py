"""The answer evaluation's first sets (tests/docs/answer_evaluation.py says how a question is written and scored).

HOLDOUT was written with its documents before any change to the prompt or the chunker, and is scored only once
they are fixed; DEV is the set changes may be tried on. FRESH (documents in tests/docs/answer_fresh.py) was written
for issue 23's answers before any change was scored on it: scored once before the changes, once after the last.
FRESH2 (tests/docs/answer_fresh2.py) is the held-out set written after FRESH had been tuned on.
FRESH3 (tests/docs/answer_fresh3.py) is the third held-out set, written after FRESH2 had been scored and committed
before anything was scored on it. FRESH4 (tests/docs/answer_fresh4.py) is the fourth, written after FRESH3 by someone
who never read the answer prompt, and committed before anything was scored on it.
"""

from __future__ import annotations

from .answer_evaluation import (
    Q,
    _number,
    _version,
)

DEV = [
    Q(
        "Which Kestrel release added the --atomic-tags option to push?",
        "kestrel/1.4.0.txt",
        "atomic-tags",
        _version("1.4"),
    ),
    Q(
        "In which Kestrel release did the default of fetch.parallel change, and to what?",
        "kestrel/1.2.0.txt",
        "fetch.parallel",
        _version("1.2"),
        _number("8"),
    ),
    Q(
        "Which Kestrel version fixed mirror deleting local branches when the remote cannot be reached?",
        "kestrel/1.3.1.txt",
        "kestrel mirror",
        _version("1.3.1"),
    ),
    Q(
        "What replaces the kestrel snapshot command, and in which release was it removed?",
        "kestrel/2.0.0.txt",
        "kestrel snapshot",
        "archive --snapshot",
        _version("2.0"),
    ),
    Q("Where does mlx_lm.lora save the adapter weights by default?", "mlx-lm/LORA.md", "adapters/", "adapters"),
    Q("Which port does mlx_lm.server listen on by default?", "mlx-lm/SERVER.md", "8080", "8080"),
    Q(
        "报销时需要提交哪些材料？",
        "差旅费报销管理办法.txt",
        "审批单",
        "审批单",
        ("交通票据", "票据"),
        "住宿发票",
        "明细表",
        ("借款单", "借款"),
        lang="zh",
    ),
    Q("出差回来以后多少天内必须报销？", "差旅费报销管理办法.txt", "三十天", ("三十天", "30天"), lang="zh"),
    Q("在上海出差，住宿标准是每晚多少钱？", "差旅费报销管理办法.txt", "五百元", ("五百元", "500元", "500"), lang="zh"),
    Q("废电池应该扔进哪一类垃圾？", "城市生活垃圾分类指南.txt", "废电池", "有害垃圾", lang="zh"),
    Q(
        "个人不分类投放垃圾、拒不改正的，罚款多少？",
        "城市生活垃圾分类指南.txt",
        "二百元以下",
        ("五十元", "50元"),
        ("二百元", "200元"),
        lang="zh",
    ),
    Q("星图数据库从哪个版本开始默认端口改成了 7400？", "星图/3.0.0.txt", "7400", _version("3.0"), lang="zh"),
]

# Dev questions on tables and nested headings, over their own documents (tests/docs/answer_dev_docs.py, indexed
# only when the dev set runs): added with the fresh set, to tune on.
DEV_TABLES = [
    Q("How many requests per minute may a Team workspace send to Quill Cloud?", "quill-cloud/LIMITS.md", "600", "600"),
    Q(
        "How long does a deleted file stay in the trash on Quill Cloud's Free plan?",
        "quill-cloud/LIMITS.md",
        "Trash emptied",
        (_number("7"), "seven"),
        "day",
    ),
    Q("Quill Cloud 企业版每分钟最多可以发多少个请求？", "quill-cloud/LIMITS.md", "6000", ("6000", "6,000"), lang="zh"),
    Q(
        "Which quill release stopped storing the login token in plain text?",
        "quill/CHANGES.md",
        "keyring",
        _version("0.8.2"),
    ),
    Q(
        "In which quill version did the default region change, and to what?",
        "quill/CHANGES.md",
        "default region",
        _version("0.8"),
        "eu-west",
    ),
]

# Held out: written with its documents (家庭急救常识.txt, the Kestrel bullets of 1.1.0, 1.5.0, 1.5.2, 1.6.0, 2.1.0,
# 星图 3.1.0 and 3.2.0) before any tuning; scored once the prompt and the chunker are fixed.
HOLDOUT = [
    Q(
        "Since which Kestrel version can log show only the entries after a given tag?",
        "kestrel/1.5.0.txt",
        "since-tag",
        _version("1.5"),
    ),
    Q("Which Kestrel release first let clone skip big files?", "kestrel/1.1.0.txt", "max-file-size", _version("1.1")),
    Q(
        "Which Kestrel release moved the on-disk index format to version 4?",
        "kestrel/2.1.0.txt",
        "index format",
        _version("2.1"),
    ),
    Q(
        "In which Kestrel version was the gc crash on an empty pack directory fixed?",
        "kestrel/1.5.2.txt",
        "kestrel gc",
        _version("1.5.2"),
    ),
    Q(
        "How many jobs does Kestrel's sync use by default since 1.6?",
        "kestrel/1.6.0.txt",
        "sync.jobs",
        _number("4"),
        forbid=("defaults to 1",),
    ),
    Q(
        "Which mlx_lm.lora flag computes the loss on the completion only?",
        "mlx-lm/LORA.md",
        "--mask-prompt",
        "--mask-prompt",
    ),
    Q(
        "From which token position does mlx_lm.server start quantizing the KV cache by default?",
        "mlx-lm/SERVER.md",
        "--quantized-kv-start",
        "5000",
    ),
    Q(
        "胸外按压要按多深？",
        "家庭急救常识.txt",
        "五到六厘米",
        ("五到六厘米", "5到6厘米", "5-6厘米", "5～6厘米"),
        lang="zh",
    ),
    Q(
        "烫伤以后要用凉水冲多长时间？",
        "家庭急救常识.txt",
        "十五到二十分钟",
        ("十五到二十分钟", "15到20分钟", "15-20分钟"),
        lang="zh",
    ),
    Q(
        "心肺复苏的第一步和最后一步分别是什么？",
        "家庭急救常识.txt",
        "第六步",
        ("一二零", "120", "急救电话"),
        ("除颤",),
        lang="zh",
    ),
    Q("流鼻血的时候应该怎样处理？", "家庭急救常识.txt", "捏住鼻翼", "捏住鼻翼", ("前倾", "不要仰头"), lang="zh"),
    Q("星图数据库哪个版本开始可以不停机增加存储节点？", "星图/3.2.0.txt", "在线扩容", _version("3.2"), lang="zh"),
    Q("星图数据库从哪个版本起能把查询计划导出成 JSON？", "星图/3.1.0.txt", "EXPLAIN", _version("3.1"), lang="zh"),
]

# Fresh: written with its documents (tests/docs/answer_fresh.py: a manual with tables, an HTML page, a changelog whose
# versions are headings, a one-line Chinese text) before any change was scored on them; scored once before the
# changes and once after the last one.
H, W, F, L = "harrow/MANUAL.md", "help/returns.html", "ferrule/CHANGELOG.md", "图书馆借阅规则.txt"
FRESH = [
    Q(
        "How long does Harrow wait before it retries an upload that failed?",
        H,
        "retry_delay",
        (_number("30"), "thirty"),
        "second",
    ),
    Q(
        "Can a Harrow store be created without encryption?",
        H,
        "--no-encryption",
        "local",
        forbid=("re:^\\s*no\\b",),
    ),
    Q(
        "How many daily, weekly and monthly snapshots does harrow prune keep by default?",
        H,
        "keep_weekly",
        (_number("7"), "seven"),
        (_number("4"), "four"),
        (_number("12"), "twelve"),
    ),
    Q(
        "Can I use harrow watch on Windows, and if not, what should I do instead?",
        H,
        "scheduled task",
        ("scheduled task", "task scheduler"),
        "harrow run",
    ),
    Q(
        "Which exit code does harrow give when the passphrase was wrong?",
        H,
        "passphrase was wrong",
        (_number("3"), "three"),
    ),
    Q(
        "Which items can never be returned to Northwind Outfitters?",
        W,
        "Gift cards",
        "gift card",
        "sleeping",
        "engrav",
        "final sale",
    ),
    Q(
        "I am not a Northwind Plus member and my jacket arrived damaged. Do I pay for the return shipping?",
        W,
        "arrived damaged",
        ("re:\\bno\\b", "do not", "don't", "not have to", "not need to", "northwind pays", "free"),
        forbid=("re:\\byes\\b",),
    ),
    Q("How long does a refund to PayPal take at Northwind?", W, "PayPal", (_number("2"), "two"), "business day"),
    Q("在 Northwind 买的东西，收货后多少天内可以退货？", W, "45 days", (_number("45"), "四十五"), lang="zh"),
    Q("Which ferrule release added HTTP/2 support?", F, "HTTP/2", _version("3.1")),
    Q(
        "In which ferrule version was the Authorization header leak on HTTPS to HTTP redirects fixed?",
        F,
        "Authorization",
        _version("3.1.1"),
    ),
    Q(
        "What is ferrule's default timeout now, and since which version?",
        F,
        "default timeout",
        (_number("10"), "ten"),
        _version("3.1"),
    ),
    Q(
        "After upgrading ferrule from 2.x to 3.0, are failed requests still retried, and how do I keep the old way?",
        F,
        "retries=3",
        "retries=3",
    ),
    Q("ferrule 3.0.0 删除了哪些东西？", F, "Python 3.8", "3.8", "session", lang="zh"),
    Q(
        "普通读者证一次最多能借几本书？借期多长？",
        L,
        "十册",
        ("十册", "10册", "十本", "10本"),
        ("三十天", "30天"),
        lang="zh",
    ),
    Q(
        "图书馆哪些文献不能外借？",
        L,
        "不予外借",
        "古籍",
        "工具书",
        ("报纸", "期刊", "报刊"),
        "论文",
        "地方文献",
        "视听资料",
        lang="zh",
    ),
    Q(
        "一位七十岁的老人办理读者证需要交押金吗？",
        L,
        "六十五周岁",
        ("免交", "不需要", "不用", "无需", "不必", "免押金", "免收"),
        lang="zh",
    ),
    Q(
        "逾期还书每天罚多少钱？最多罚多少？",
        L,
        "滞纳金",
        ("零点一元", "0.1元", "一角", "1角"),
        ("二十元", "20元"),
        lang="zh",
    ),
]

ANSWER_SETS = {"dev": DEV + DEV_TABLES, "holdout": HOLDOUT, "fresh": FRESH}
