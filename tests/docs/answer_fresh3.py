"""The answer evaluation's `fresh3` set: issue 23's third held-out set, written with its documents
(tests/docs/answer_fresh3_docs.py) after `fresh` and `fresh2` had been scored, and committed before anything was
scored on it. Scored once, later, by someone who did not write it; never tuned on.

Its documents are kinds the other sets lack: a man page, a YAML configuration reference, meeting minutes, an e-mail
thread whose later replies change the plan, a reStructuredText changelog, an incident postmortem, a pricing table, a
Chinese manual in long paragraphs, a Chinese notice with a supplement, a Chinese meeting record. The questions are
mostly paraphrased, and ask for the newer value of a thread, one of two look-alike options, versions or plans, yes
or no under a condition, two facts at once, a figure worked out from the documents' own (COMPUTED), one Chinese
question over an English man page, and four that no document answers, each beside a neighbour that does say
something close (another key's value, another column of the table).
"""

from __future__ import annotations

from pathlib import Path

from .answer_corpus import write_documents
from .answer_evaluation import STARTS_YES, Q, _number, _version, not_in_docs
from .answer_fresh2 import MINUTES, _quantity
from .answer_fresh3_docs import FRESH3_DOCS

S, G, M, E, C, P, T = (
    "sluice/sluice.1.txt",
    "marlin/gateway.reference.yaml",
    "osprey/minutes-2026-03-12.md",
    "mail/ledger-db-upgrade.txt",
    "grebe/CHANGES.rst",
    "postmortems/2026-01-28-checkout.md",
    "tessera/pricing.md",
)
WATER, CHECKUP, REVIEW = "清泉净水器使用说明书.txt", "关于开展2026年度员工体检的通知.txt", "青禾小程序2.3评审会纪要.txt"

# A size as a made-up answer would give it, in MB or larger (the documents state none: Marlin's body limit is in
# plain bytes, grebe's chunk size in KiB).
SIZE = r"re:\d+(?:[.,]\d+)?\s*(?:[mgt]i?b\b|(?:mega|giga|tera)bytes?)"

KEYLESS = (
    "Someone calls our Marlin gateway without an API key. How many requests a minute can they make before they are "
    "throttled, with the shipped settings?"
)

FRESH3 = [
    Q(
        "If a sluice transfer stalls and no data moves, how long does it wait before giving up, unless I change it?",
        S,
        "Default: 120",
        (_number("120"), "two minutes", _quantity("2", *MINUTES)),
    ),
    Q(
        "My backup script runs sluice. Which exit code tells it that only part of the files made it across?",
        S,
        "Some files could not be copied",
        (_number("3"), "three"),
    ),
    Q(
        "With --checksum on, does sluice read through a 10 GB disk image to compare it?",
        S,
        "checksum-limit",
        ("size and modification time", "size and mtime", "size and time", "modification time", "size and modified"),
        forbid=(STARTS_YES,),
    ),
    Q(
        "sluice 默认一次同时传几个文件？最多能设成多少？",
        S,
        "The default is 4",
        (_number("4"), "四个"),
        (_number("32"), "三十二"),
        lang="zh",
    ),
    Q(KEYLESS, G, "at a quarter of this rate", _number("75")),
    Q(
        "I stream Server-Sent Events to browsers through Marlin for several minutes at a time. Will the gateway's "
        "60-second write limit cut those connections off?",
        G,
        "are exempt",
        (
            "exempt",
            "not subject",
            "not apply",
            "n't apply",
            "not cut",
            "won't",
            "will not",
            "not be cut",
            "not affected",
        ),
        forbid=(STARTS_YES,),
    ),
    not_in_docs(
        "How much memory may the Marlin gateway's response cache take up by default?",
        forbid=(SIZE,),
    ),
    Q(
        "Who is writing up how Osprey's offline mode gets turned back off if needed, and by when?",
        M,
        "switching the offline flag off",
        "priya",
        ("17 march", "march 17", "17 mar", "mar 17", "17th", "17/3", "3/17"),
    ),
    Q(
        "Will every Osprey user get offline mode on the day 4.2 comes out?",
        M,
        "crash-free rate",
        ("10%", "10 %", "ten percent", "10 percent", "10 per cent", "ten per cent"),
        forbid=(STARTS_YES,),
    ),
    Q(
        "When is the Ledger database upgrade happening now?",
        E,
        "Sunday 15 March, 01:00-03:00 UTC",
        _number("15"),
        ("01:00", "1:00", "1 am", "1am", "1 a.m", "0100"),
    ),
    Q(
        "For how long will the ledger refuse writes during the PostgreSQL upgrade?",
        E,
        "25 minutes of downtime",
        (_quantity("25", *MINUTES), "twenty-five minutes", "twenty five minutes"),
    ),
    Q(
        "Which grebe version fixed the memory leak you got when you stopped reading records part way through?",
        C,
        "stopped iterating",
        _version("2.4.1"),
    ),
    Q(
        "We're stuck on Python 3.9. What is the newest grebe release we can still install?",
        C,
        "needs Python 3.10",
        _version("2.4.1"),
    ),
    Q(
        "How long did the web shop's checkout outage last?",
        P,
        "From 09:14 to 10:01",
        (
            _quantity("47", *MINUTES),
            "forty-seven minutes",
            "forty seven minutes",
            r"re:9:14\b.{0,40}10:01",
        ),
    ),
    Q(
        "After the checkout incident, who is adding a warning on the payments database's connections, and at what "
        "level does it go off?",
        P,
        "80% of max_connections",
        "wen li",
        ("80%", "80 %", "80 percent", "80 per cent", "eighty percent", "eighty per cent"),
    ),
    Q(
        "On Tessera CI's Team Plus plan, how long can one job run at most?",
        T,
        "Longest job",
        (_quantity("6", r"h\b", "hours?", "hrs?"), "six hours"),
    ),
    not_in_docs(
        "How much artifact storage comes with the Team plan of Tessera CI?",
        forbid=(SIZE, r"re:unlimited\s+(?:artifact\s+)?storage"),
    ),
    Q(
        "QR-600 那层 RO 膜用多久得换新的？",
        WATER,
        "QR-600 因采用加厚膜",
        (r"re:36\s*个月", "三十六个月", "三年", r"re:(?<!\d)3\s*年"),
        lang="zh",
    ),
    Q(
        "出差一个多月回来，家里的清泉净水器要怎么处理才能接着喝？",
        WATER,
        "连续冲洗十五分钟",
        ("十五分钟", r"re:15\s*分钟", "一刻钟"),
        lang="zh",
    ),
    not_in_docs(
        "清泉 QR-600 工作的时候噪音有多少分贝？",
        forbid=(r"re:\d+(?:\.\d+)?\s*(?:分贝|db)", r"re:[一二三四五六七八九十百]+\s*分贝"),
        lang="zh",
    ),
    Q(
        "今年的员工体检最晚哪天之前要约好？",
        CHECKUP,
        "延长至4月8日",
        (r"re:4\s*月\s*8\s*(?:日|号)", "四月八日", "四月八号"),
        lang="zh",
    ),
    Q(
        "我今年四十五岁，体检会比年轻同事多做哪些项目？",
        CHECKUP,
        "年满四十周岁",
        "ct",
        "颈动脉",
        "肿瘤",
        lang="zh",
    ),
    not_in_docs(
        "体检做完以后多久能拿到报告？",
        forbid=(r"re:[\d一二三四五六七八九十两]+\s*个?(?:工作日|天|日|周|星期)\s*(?:内|后|之内|以内|之后|左右)",),
        lang="zh",
    ),
    Q(
        "青禾小程序 2.3 最后定在哪天上线？",
        REVIEW,
        "推迟到4月22日",
        (r"re:4\s*月\s*22\s*(?:日|号)", "四月二十二"),
        lang="zh",
    ),
    Q(
        "积分兑换的回归测试由谁来做？最晚什么时候做完？",
        REVIEW,
        "出具测试报告",
        "钱坤",
        (r"re:4\s*月\s*17\s*(?:日|号)", "四月十七"),
        lang="zh",
    ),
]

# Answers worked out from the documents' figures, not written in them: no expected group need match the file's text.
COMPUTED = {KEYLESS}  # a quarter of 300


def build_fresh3_corpus(dest: Path) -> Path:
    """Write the fresh3 set's documents into dest (idempotent)."""
    return write_documents(dest, FRESH3_DOCS)
