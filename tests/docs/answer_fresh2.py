"""The answer evaluation's `fresh2` set: issue 23's second held-out set, written with its documents
(tests/docs/answer_fresh2_docs.py) after `fresh` had been tuned on, and committed before anything was scored on it.
Scored once at the code of its commit; never tuned on.

Besides the kinds of document, it asks what the other sets do not: a number with its unit from one of rows or
notices that differ by a detail (a variant's row, the other timetable, the neighbouring version), answers in a
README's later sections, a short list from a nested HTML list, clauses of a Chinese policy, Chinese questions over
English documents, and three questions that no document answers (the right answer says so and cites nothing).
"""

from __future__ import annotations

import re
from pathlib import Path

from .answer_corpus import write_documents
from .answer_evaluation import Q, _number, _version, not_in_docs
from .answer_fresh2_docs import FRESH2_DOCS

T, P, K, L, R, H, Z = (
    "tarn/FAQ.txt",
    "specs/brook-pumps.csv",
    "kiln/README.md",
    "lumen/warranty.html",
    "transit/route-14.md",
    "halyard/FIRMWARE.md",
    "远程办公管理办法.txt",
)


def _quantity(n: str, *units: str) -> str:
    """A number standing alone followed by one of units (regular expressions): 14 m, 14m, 14 metres, 3-year."""
    return rf"re:(?<![\d.]){re.escape(n)}\s*-?\s*(?:{'|'.join(units)})"


METRES = (r"m\b", "met(?:er|re)s?", "米")
MINUTES = ("min", "分钟")

FRESH2 = [
    Q("How many devices can I sync with a free Tarn account?", T, "free account syncs up to 2", (_number("2"), "two")),
    not_in_docs(
        "How much does Tarn Pro cost per year?",
        "tarn.app/pricing",  # saying where the prices are is right too
        forbid=(r"re:[$€£¥]\s?\d", r"re:\d\s?(usd|eur|gbp|dollars?|euros?)\b"),
    ),
    Q(
        "On Tarn Pro, how long do deleted notes stay in the Trash?",
        T,
        "after 180 days",
        _number("180"),
        "day",
    ),
    Q(
        "What is the maximum head of the BR-350S pump?",
        P,
        "Model=BR-350S,",
        _quantity("14", *METRES),
    ),
    Q(
        "How much does the BR-500T weigh, and which voltage does it need?",
        P,
        "Model=BR-500T,",
        _quantity("11.2", "kg", "kilo", "公斤", "千克"),
        _quantity("400", "v", "volt", "伏"),
    ),
    not_in_docs("What is the IP rating of the BR-350 pump?", forbid=(r"re:\bip\s?[x\d]\d",)),
    Q("BR-200 水泵的电缆有多长？", P, "Model=BR-200, ", (_quantity("10", *METRES), "十米"), lang="zh"),
    Q(
        "After upgrading from kiln 1.x, what is the new name of the base_url setting?",
        K,
        "base_url",
        "site.url",
    ),
    Q(
        'kiln build fails with "Too many open files" on my Mac. What can I do?',
        K,
        "Too many open files",
        ("ulimit", "build.workers", "fewer workers", "lower the number of workers", "reduce the number of workers"),
    ),
    Q(
        "Which deployment targets does kiln deploy support?",
        K,
        "deploy.target",
        ("github pages", "github-pages"),
        "netlify",
        "s3",
        "rsync",
    ),
    Q(
        "How long is the LED module of a Lumen Mini under warranty?",
        L,
        "LED module: 3 years",
        (_quantity("3", "years?"), "three years", "three-year"),
    ),
    Q(
        "What does the Lumen lamp warranty not cover?",
        L,
        "power adapter",
        "adapter",
        ("scratch", "dent", "wear"),
        ("second-hand", "second hand", "not authori", "unauthori"),
        "water",
    ),
    Q(
        "申请 Lumen 台灯保修时需要提供哪些信息？",
        L,
        "proof of purchase",
        ("serial", "序列号", "序号", "编号"),
        ("proof of purchase", "receipt", "order confirmation", "凭证", "收据", "发票", "订单"),
        ("photo", "video", "照片", "视频", "图片"),
        lang="zh",
    ),
    Q(
        "How often does route 14 run on Saturdays from September 2025?",
        R,
        "Valid from 1 September 2025",
        (_quantity("15", *MINUTES), "fifteen minutes", "quarter of an hour"),
    ),
    Q(
        "What time does the last route 14 bus leave Central Station under the summer timetable?",
        R,
        "23:10",
        ("23:10", "11:10 p", "11.10 p"),
    ),
    Q(
        "Which Halyard firmware version enabled 160 MHz channels on the 6 GHz band?",
        H,
        "6 GHz band",
        _version("5.1.12"),
    ),
    Q(
        "每名员工每周最多可以远程办公几天？",
        Z,
        "每周远程办公不得超过两天",
        r"re:(两|二|2)\s*(天|日)",
        lang="zh",
    ),
    Q(
        "试用期员工可以申请远程办公吗？",
        Z,
        "试用期员工",
        ("不可以", "不能", "不适用", "不允许", "不得", "不可"),
        forbid=(r"re:^\s*(可以|能)[，,。 ]",),
        lang="zh",
    ),
    Q(
        "远程办公时收到工作消息，最晚多长时间内要回复？",
        Z,
        "三十分钟内回复",
        ("三十分钟", "30分钟", "30 分钟", "半小时", "半个小时"),
        lang="zh",
    ),
    not_in_docs(
        "公司每月给远程办公的员工多少网络费用补贴？",
        forbid=(r"re:[\d一二两三四五六七八九十百千]+\s*元",),
        lang="zh",
    ),
]


def build_fresh2_corpus(dest: Path) -> Path:
    """Write the fresh2 set's documents into dest (idempotent)."""
    return write_documents(dest, FRESH2_DOCS)
