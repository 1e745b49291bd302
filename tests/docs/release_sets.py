"""Retrieval sets over the answer corpus (tests/docs/answer_corpus.py: terse release notes named after their version,
Chinese articles that are one long line each, Chinese release notes, mlx-lm's manuals), judged like
tests/docs/evaluation.py's: a question is found at rank r when the r-th passage comes from its file (a path's end)
and holds its phrase.

- ANSWERS_DEV, ANSWERS_HOLDOUT: the answer evaluation's questions (tests/docs/answer_evaluation.py), asked for their
  passage. Mostly in the documents' own words.
- FRESH: paraphrases that avoid the documents' key terms, English and Chinese, written for issue 23 before any fusion
  or reranking rule was tried on them, over text as terse as the issue's held-out release notes. Never tuned on.
"""

from __future__ import annotations

from .answer_evaluation import ANSWER_SETS
from .evaluation import Question


def _from_answers(name: str) -> list[Question]:
    return [Question(q.text, q.file, q.evidence, q.lang) for q in ANSWER_SETS[name]]


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

RELEASE_SETS = {"answers-dev": _from_answers("dev"), "answers-holdout": _from_answers("holdout"), "fresh": FRESH}
