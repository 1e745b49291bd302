"""Retrieval sets over the answer corpus (tests/docs/answer_corpus.py: terse release notes named after their version,
Chinese articles that are one long line each, Chinese release notes, mlx-lm's manuals), judged like
tests/docs/evaluation.py's: a question is found at rank r when the r-th passage comes from its file (a path's end)
and holds its phrase.

- ANSWERS_DEV, ANSWERS_HOLDOUT: the answer evaluation's questions (tests/docs/answer_first_sets.py), asked for their
  passage. Mostly in the documents' own words.
- FRESH: paraphrases that avoid the documents' key terms, English and Chinese, written for issue 23 before any fusion
  or reranking rule was tried on them, over text as terse as the issue's held-out release notes. Never tuned on.
- FRESH2: 30 more paraphrases (21 English over mlx-lm's manuals, 9 Chinese), written for issue 23's English
  paraphrase goal before any change for it was tried, once fresh had been looked at. Scored once, at the end.
- FRESH3: 32 more (22 English over mlx-lm's manuals, 10 Chinese over the articles and the Xingtu notes), written for
  issue 23's reranking stage before any reranker was tried on them; scored once, after the rule was fixed.
"""

from __future__ import annotations

from .answer_first_sets import DEV, HOLDOUT
from .evaluation import Question


def _from_answers(questions) -> list[Question]:
    """The answer evaluation's questions over the answer corpus (not DEV_TABLES, whose documents are not in it)."""
    return [Question(q.text, q.file, q.evidence, q.lang) for q in questions]


K, M = "kestrel/", "mlx-lm/"
FRESH = [
    Question(
        "In which Kestrel version did copying from an offline server stop wiping out my own work?",
        K + "1.3.1.txt",
        "mirror",
    ),
    Question("Which Kestrel release makes an upload move every label or none of them?", K + "1.4.0.txt", "atomic-tags"),
    Question(
        "When could Kestrel first leave out huge files while making the first copy of a project?",
        K + "1.1.0.txt",
        "max-file-size",
    ),
    Question(
        "How many transfers run side by side by default when Kestrel brings in new data from a server?",
        K + "1.2.0.txt",
        "fetch.parallel",
    ),
    Question(
        "Which Kestrel version dropped the old point-in-time capture command, and what replaces it?",
        K + "2.0.0.txt",
        "snapshot",
    ),
    Question(
        "After which Kestrel upgrade do previous builds of the program fail to open data it has written?",
        K + "2.1.0.txt",
        "index format",
    ),
    Question(
        "Which fix stopped Kestrel's cleanup command from falling over on an empty storage folder?",
        K + "1.5.2.txt",
        "kestrel gc",
    ),
    Question(
        "How do I have Kestrel's history listing show only what happened after a particular label?",
        K + "1.5.0.txt",
        "since-tag",
    ),
    Question(
        "How many workers does Kestrel use by default to bring two copies up to date, since that changed?",
        K + "1.6.0.txt",
        "sync.jobs",
    ),
    Question(
        "Learn only from the replies, not from the instructions I feed the model during tuning",
        M + "LORA.md",
        "mask-prompt",
    ),
    Question(
        "Bake my trained add-on into the original network so that I ship one set of weights",
        M + "LORA.md",
        "mlx_lm.fuse",
    ),
    Question("Save my tuned network in the single-file format that llama.cpp reads", M + "LORA.md", "export-gguf"),
    Question("Publish my merged network online under my own account", M + "LORA.md", "upload-repo"),
    Question(
        "Save RAM on lengthy chats with the web endpoint by storing what the model remembers in fewer bits",
        M + "SERVER.md",
        "kv-bits",
    ),
    Question("See which downloaded networks are sitting on my disk", M + "MANAGE.md", "--scan"),
    Question(
        "Recover the accuracy lost to low-bit weights by letting the full-precision network teach them",
        M + "LEARNED_QUANTS.md",
        "teacher",
    ),
    Question("因公外出坐长途列车，什么情况下可以坐更好的车厢？", "差旅费报销管理办法.txt", "八小时", "zh"),
    Question("在那几个最大的城市住酒店，每晚最多能报多少钱？", "差旅费报销管理办法.txt", "五百元", "zh"),
    Question("办完事回来以后，多久之内要把单据交上去？", "差旅费报销管理办法.txt", "三十天内", "zh"),
    Question("在外地吃饭每天补贴多少钱？", "差旅费报销管理办法.txt", "每人每天一百元", "zh"),
    Question("家里摔坏的体温计属于哪种废弃物？", "城市生活垃圾分类指南.txt", "废温度计", "zh"),
    Question("餐桌上没吃完的东西丢掉前要怎么处理？", "城市生活垃圾分类指南.txt", "沥干水分", "zh"),
    Question("居民不按规矩扔东西会被罚多少钱？", "城市生活垃圾分类指南.txt", "五十元以上二百元以下", "zh"),
    Question("有人突然没了心跳，往胸口压要压多深？", "家庭急救常识.txt", "五到六厘米", "zh"),
    Question("被开水泼到皮肤上，第一时间该做什么？", "家庭急救常识.txt", "流动的凉水", "zh"),
    Question("吃东西噎住喘不上气，旁边的人怎么救？", "家庭急救常识.txt", "海姆立克", "zh"),
    Question("星图数据库哪个版本开始添加机器时不用停止服务？", "星图/3.2.0.txt", "在线扩容", "zh"),
    Question("星图哪个版本能把执行方案导出成结构化的格式？", "星图/3.1.0.txt", "EXPLAIN", "zh"),
    Question("星图的旧记录能不能到期自己删掉？", "星图/3.1.0.txt", "保留期限", "zh"),
]

RELEASE_SETS = {"answers-dev": _from_answers(DEV), "answers-holdout": _from_answers(HOLDOUT), "fresh": FRESH}

# Held out for the English paraphrase goal of issue 23: written from the documents (mlx-lm's manuals as the
# installed package ships them, the Xingtu release notes, the Chinese articles) after fresh had been looked at and
# before any change was tried for that goal; facts no earlier set asks about, in words that avoid the passages' key
# terms. Scored once, after the rule was fixed.
FRESH2 = [
    Question(
        "Carry on training from the small add-on weights I saved last time instead of starting over",
        M + "LORA.md",
        "resume-adapter-file",
    ),
    Question("Send my training curves to an online experiment dashboard", M + "LORA.md", "report-to"),
    Question("Update every parameter of the network rather than only a small add-on", M + "LORA.md", "fine-tune-type"),
    Question(
        "Spend more arithmetic to need less RAM by recomputing stored activations while learning",
        M + "LORA.md",
        "grad-checkpoint",
    ),
    Question(
        "Act as if each update saw a bigger group of examples without using more RAM",
        M + "LORA.md",
        "grad-accumulation-steps",
    ),
    Question(
        "Train fewer of the network's blocks so that it fits on a smaller machine", M + "LORA.md", "with `--num-layers`"
    ),
    Question(
        "Use my own field names for the question and the reply in the training records", M + "LORA.md", "prompt_feature"
    ),
    Question(
        "Learn from a collection hosted online that is already laid out the way the trainer wants",
        M + "LORA.md",
        "pre-formatted",
    ),
    Question("Is the local web endpoint safe to expose to the public internet?", M + "SERVER.md", "production"),
    Question(
        "Does the web endpoint still serve several callers together after I shrink its conversation memory to fewer "
        "bits?",
        M + "SERVER.md",
        "does not support batching",
    ),
    Question(
        "How long can a reply get through the web endpoint if the caller sets no limit?",
        M + "SERVER.md",
        "Defaults to `512`",
    ),
    Question(
        "Let a little helper network guess several words ahead to speed up replies from the web endpoint",
        M + "SERVER.md",
        "draft",
    ),
    Question("Get back how likely each produced word was along with the reply", M + "SERVER.md", "logprobs"),
    Question("Discourage the endpoint from saying the same words again and again", M + "SERVER.md", "penalty"),
    Question("Which of the low-bit conversion methods finishes soonest?", M + "LEARNED_QUANTS.md", "fastest to run"),
    Question(
        "Give more precision to the parts of the network whose outputs react most to rounding",
        M + "LEARNED_QUANTS.md",
        "sensitiv",
    ),
    Question(
        "Why does squeezing a 16-bit network to 8 bits with the teacher-student method rarely pay off?",
        M + "LEARNED_QUANTS.md",
        "starts out so low",
    ),
    Question("Cut the RAM that the teacher-guided compression needs", M + "LEARNED_QUANTS.md", "max-seq-length"),
    Question("Score my compressed network on standard test suites afterwards", M + "LEARNED_QUANTS.md", "downstream"),
    Question(
        "Print which releases of the array framework and of the text generator I have installed",
        M + "BENCHMARKS.md",
        "--version",
    ),
    Question("Free disk space by getting rid of a fetched network", M + "MANAGE.md", "--delete"),
    Question("星图从哪个版本开始能让别的机器分担读请求？", "星图/3.0.0.txt", "只读副本", "zh"),
    Question("升级星图以后，我原来那种老写法的设置文件还能用吗？", "星图/3.0.0.txt", "INI", "zh"),
    Question("星图在硬盘没有空间的时候会挂掉，哪个版本修好的？", "星图/3.2.1.txt", "磁盘写满", "zh"),
    Question("往星图里导表格数据时末尾少了一条，哪个版本解决的？", "星图/3.1.0.txt", "最后一行", "zh"),
    Question("星图的存档文件在新年前后名字里的日子不对，是哪次更新修的？", "星图/3.0.0.txt", "跨年", "zh"),
    Question("出差时在城里打车，报账时要写清楚什么？", "差旅费报销管理办法.txt", "起止地点", "zh"),
    Question("家里不要的旧柜子和睡垫该怎么处理？", "城市生活垃圾分类指南.txt", "预约物业", "zh"),
    Question("给没了心跳的人按胸口，一分钟要按几下？", "家庭急救常识.txt", "一百到一百二十次", "zh"),
    Question("开会时对方已经管饭了，还能领吃饭的补贴吗？", "差旅费报销管理办法.txt", "不再发放伙食补助", "zh"),
]

RELEASE_SETS["fresh2"] = FRESH2

# Held out for issue 23's reranking stage (the chat model's yes-probability): written from the documents before
# any reranker was tried (mlx-lm's manuals as the installed package ships them, the Chinese articles, the Xingtu
# release notes), on facts no earlier set asks about, in words that avoid the passages' key terms. Scored once,
# after the rule was fixed.
FRESH3 = [
    Question(
        "If I give both a settings file and flags on the command line, which one wins?",
        M + "LORA.md",
        "override the corresponding",
    ),
    Question(
        "What kind of tuning do I get when the network I start from is already stored in low bits?",
        M + "LORA.md",
        "will use QLoRA",
    ),
    Question("Measure how surprised my tuned network is by examples it never saw", M + "LORA.md", "perplexity"),
    Question("Give the run a name in the experiment tracker's dashboard", M + "LORA.md", "project-name"),
    Question("Choose what the single-file export of my merged network is called", M + "LORA.md", "gguf-path"),
    Question(
        "Which network families can the single-file export for llama.cpp handle?", M + "LORA.md", "limited to Mistral"
    ),
    Question("Credit the network I started from when I publish my merged one", M + "LORA.md", "hf-path"),
    Question("Can one training record be spread over several lines of the file?", M + "LORA.md", "single line"),
    Question(
        "What happens to additional fields in each record of my training file that the trainer has no use for?",
        M + "LORA.md",
        "will be ignored",
    ),
    Question(
        "How many examples go into each update by default, and how do I lower it to save RAM?",
        M + "LORA.md",
        "The default is `4`",
    ),
    Question(
        "Choose which slice of an online collection is used for learning and which for checking",
        M + "LORA.md",
        "train_split",
    ),
    Question(
        "Roughly how fast does tuning a seven-billion-parameter network go on a high-end laptop?",
        M + "LORA.md",
        "about 250",
    ),
    Question(
        "Why can storing the conversation memory in fewer bits end up needing more RAM, not less?",
        M + "SERVER.md",
        "not fused",
    ),
    Question(
        "Where is a network's folder named in a request looked up from?", M + "SERVER.md", "relative to the directory"
    ),
    Question("Ask the web endpoint which networks it has on hand", M + "SERVER.md", "v1/models"),
    Question(
        "How do I tell from a reply whether it stopped because it hit the size cap?", M + "SERVER.md", "finish_reason"
    ),
    Question("Find out how much input and output a reply consumed", M + "SERVER.md", "total_tokens"),
    Question(
        "Change the speaker labels put in front of each turn when the endpoint assembles its input",
        M + "SERVER.md",
        "role_mapping",
    ),
    Question(
        "The compression objective jumps up and down instead of falling; what should I change?",
        M + "LEARNED_QUANTS.md",
        "oscillating",
    ),
    Question(
        "How can I give the teacher-guided method twice as many knobs to adjust?", M + "LEARNED_QUANTS.md", "doubles"
    ),
    Question(
        "Which method picks low-bit weights so that each layer's result moves as little as possible?",
        M + "LEARNED_QUANTS.md",
        "squared error",
    ),
    Question("Measure how many words per second my network reads and writes", M + "BENCHMARKS.md", "mlx_lm.benchmark"),
    Question("没经过领导同意就出门办事，花的钱能报吗？", "差旅费报销管理办法.txt", "一律不予报销", "zh"),
    Question("去各省首府办事过夜，每晚最多报多少？", "差旅费报销管理办法.txt", "三百八十元", "zh"),
    Question("交上去的单子少了一样，会怎么处理？", "差旅费报销管理办法.txt", "十个工作日内补齐", "zh"),
    Question("财务拿到全部单子以后，多久之内要审完？", "差旅费报销管理办法.txt", "五个工作日内完成审核", "zh"),
    Question("家里换下来的日光灯要怎么扔？", "城市生活垃圾分类指南.txt", "废荧光灯管不要打碎", "zh"),
    Question("小区里每天几点可以集中扔东西？", "城市生活垃圾分类指南.txt", "七点到九点", "zh"),
    Question(
        "收运的公司把分好的东西又倒在一起运，会怎样？", "城市生活垃圾分类指南.txt", "五万元以上五十万元以下", "zh"
    ),
    Question("人突然倒下没了心跳，多少分钟内抢救最要紧？", "家庭急救常识.txt", "四到六分钟", "zh"),
    Question("星图的慢操作记录默认记多长时间以上的？", "星图/3.2.0.txt", "两秒", "zh"),
    Question("主机重启后分担查询的机器连不回去，星图哪个版本修了？", "星图/3.1.0.txt", "不能自动重连", "zh"),
]

RELEASE_SETS["fresh3"] = FRESH3
