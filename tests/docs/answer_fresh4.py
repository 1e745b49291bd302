"""The answer evaluation's `fresh4` set: issue 23's fourth held-out set, written with its documents
(tests/docs/answer_fresh4_docs.py) after `fresh3`, and committed before anything was scored on it, by someone who
never read the answer prompt or how documents are cut into passages. Scored once, later; never tuned on.

Its documents are kinds the other sets lack: a TOML configuration file, a Python module whose docstrings hold the
facts, an RFC-style specification with numbered sections, a Word (.docx) leave policy, an Excel (.xlsx) fare table,
plain-text release notes under ALL-CAPS headings, an AsciiDoc support table, a Chinese lease whose supplement changes
three of its clauses, a Chinese course syllabus and a Chinese product FAQ. The questions are mostly paraphrased, and
ask for a default, one of two look-alike values (two timeouts, two attempt counts, two caregivers, two seasons), the
value after an amendment or a raise, yes or no under a condition, two facts at once, a value only in a table row,
one Chinese question over an English spreadsheet, and four that no document answers, each beside a neighbour that
says something close (another key's value, another limit of the same section, the exam's week but not its day).
"""

from __future__ import annotations

from pathlib import Path

from .answer_corpus import write_documents
from .answer_evaluation import STARTS_YES, Q, _number, _version, not_in_docs
from .answer_fresh2 import MINUTES, _quantity
from .answer_fresh4_docs import FRESH4_DOCS

QT, WR, ES, HR, FA, LN, CV = (
    "quarry/quarry.toml",
    "wicket/src/wicket/retry.py",
    "specs/ember-sync-v3.txt",
    "hr/brightwater-leave-policy.docx",
    "saltmarsh/fares-2026.xlsx",
    "lattice/RELEASE-NOTES.txt",
    "corvid/SUPPORT.adoc",
)
LEASE, SYLLABUS, LOCK = "租房合同-滨湖花园3栋1204.txt", "数据结构课程教学大纲.md", "安途S7智能门锁常见问题.txt"

# A size as a made-up answer would give it (no document states one: the specification limits a batch by its
# operations, the configuration limits workers by their number).
SIZE = r"re:\d+(?:[.,]\d+)?\s*(?:[kmgt]i?b\b|(?:kilo|mega|giga|tera)?bytes?\b|octets?\b|(?:gig|meg)s?\b)"
NOT_YES_ZH = r"re:^\W*(?:不可以|不允许|不能|不行|不得|不可)"
# A day of the month for the exam, which the syllabus leaves to the registry (教务处): its week only
EXAM_DAY = (
    r"re:(?:期末|考试)[^。]{0,20}?\d{1,2}\s*月\s*\d{1,2}\s*(?:日|号)",
    r"re:(?:期末|考试)[^。]{0,20}?[一二三四五六七八九十]+月[一二三四五六七八九十初]+(?:日|号)",
)
LAST_DAY_OF_MARCH_2027 = (
    "2027-03-31",
    "31 march 2027",
    "31st march 2027",
    "31st of march 2027",
    "march 31, 2027",
    "march 31 2027",
    "march 31st, 2027",
    "31 mar 2027",
    "mar 31, 2027",
    "31/03/2027",
    "03/31/2027",
    "31.03.2027",
    "2027/03/31",
    "2027年3月31日",
)
THIRTY_FIRST_OF_MARCH = (
    "31 march",
    "march 31",
    "31st march",
    "31st of march",
    "march 31st",
    "31 mar",
    "mar 31",
    "end of march",
    "31/03",
    "03/31",
    "3/31",
    "31/3",
)

FRESH4 = [
    Q(
        "During a deploy a Quarry worker is told to stop. With the shipped settings, how long does a job that is "
        "still running get to wrap up before it is killed outright?",
        QT,
        "shutdown_grace = 45",
        (_number("45"), "forty-five", "forty five"),
    ),
    Q(
        "What is the longest a single Quarry job can run before it is cut off, and what was that limit in older "
        "versions?",
        QT,
        "Raised from 300",
        (_number("900"), "15 minutes", "fifteen minutes", _quantity("15", *MINUTES)),
        (_number("300"), "5 minutes", "five minutes", _quantity("5", *MINUTES)),
    ),
    not_in_docs(
        "How much memory is a single Quarry worker allowed to use before it gets restarted?",
        forbid=(SIZE,),
    ),
    Q(
        "Will wicket automatically try a request again when the server answers with a plain 500 Internal Server Error?",
        WR,
        "500 is not among them",
        (
            r"re:^\W*no\b",
            "not retr",
            "does not",
            "doesn't",
            "won't",
            "will not",
            "isn't",
            "is not",
            "not among",
            "not included",
            "not one of",
            "not in the",
            "excluded",
            "never",
        ),
        forbid=(STARTS_YES,),
    ),
    Q(
        "When wicket cannot even get a connection up, say the TLS handshake keeps failing, how many tries does it "
        "make by default?",
        WR,
        "defaults to 3",
        (_number("3"), "three"),
    ),
    Q(
        "In the Ember sync protocol, how many times per second may a session change which collections it follows?",
        ES,
        "limited to 5 per second",
        (_number("5"), "five"),
    ),
    Q(
        "Under version 3 of the Ember protocol, how long can the line stay silent before a peer gives the "
        "connection up for lost, and what was that in version 2?",
        ES,
        "Version 2 used 30 and 90 seconds",
        (_number("60"), "sixty", "one minute", "1 minute"),
        (_number("90"), "ninety"),
    ),
    Q(
        "My client pushes 250 changes to an Ember v3 server in a single message. Will the server at least apply "
        "the first 200 of them?",
        ES,
        "reject it as a whole",
        (
            "reject",
            "413",
            "none of",
            "not apply",
            "not be applied",
            "no operations",
            "nothing",
            "won't",
            "will not",
            "doesn't",
            "does not",
            r"re:^\W*no\b",
        ),
        forbid=(STARTS_YES,),
    ),
    not_in_docs(
        "What is the largest size, in kilobytes, that one message of version 3 of the Ember sync protocol may have?",
        forbid=(SIZE,),
    ),
    Q(
        "I joined Brightwater Analytics four months ago and our baby is due in five weeks. Will I get the company's "
        "fully paid parental leave?",
        HR,
        "six months of continuous service",
        (_quantity("6", "months?"), "six months", "six-month", "six full months"),
        (
            r"re:^\W*no\b",
            "not eligible",
            "ineligible",
            "not qualify",
            "don't qualify",
            "do not qualify",
            "won't qualify",
            "will not qualify",
            "not entitled",
            "statutory",
            "not yet",
            "not meet",
            "don't meet",
            "do not meet",
            "won't meet",
            "won't have",
            "will not have",
            "less than",
            "short of",
        ),
        forbid=(STARTS_YES,),
    ),
    Q(
        "How many holiday days that I didn't use can I take with me into next year at Brightwater, and by when do I "
        "have to use them?",
        HR,
        "Up to 5 unused days",
        (_number("5"), "five"),
        THIRTY_FIRST_OF_MARCH,
    ),
    Q(
        "At Brightwater, how long is the fully paid leave for the parent who is not the main carer of a new baby?",
        HR,
        "Secondary caregiver",
        (_quantity("6", "weeks?"), "six weeks", "six-week"),
    ),
    Q(
        "What does a return crossing on the Saltmarsh ferry cost in July for a car towing a trailer?",
        FA,
        "Single=61, Return=104",
        (_number("104"), "104.00"),
    ),
    Q(
        "Our Lattice configuration still sets the cache size cap under its old 4.x key. From which release will "
        "Lattice refuse to start because of it, and what is the key called now?",
        LN,
        "from 5.2 only",
        _version("5.2"),
        "storage.quota",
    ),
    Q(
        "When the Lattice 5 cache fills up, which artifacts does it throw out first unless told otherwise?",
        LN,
        "least frequently used",
        ("lfu", "least frequently used", "least-frequently-used", "least often used", "used least often"),
    ),
    Q(
        "We run CorvidDB 6. After what date will that release line get no fixes at all, not even security ones?",
        CV,
        "2027-03-31",
        LAST_DAY_OF_MARCH_2027,
    ),
    Q(
        "十二月份坐 Saltmarsh 的渡轮，一个大人买往返票要多少钱？",
        FA,
        "Single=6.5, Return=11",
        (_number("11"), "11.00", "十一"),
        lang="zh",
    ),
    Q(
        "我在滨湖花园租的那套房子，现在房租多久交一次？每次最晚几号交？",
        LEASE,
        "改为按月支付",
        ("每月", "按月", "每个月", "一月一次", "一个月一次", "每一个月"),
        (r"re:(?<!\d)5\s*(?:日|号)", "五日", "五号"),
        lang="zh",
    ),
    Q(
        "我租的滨湖花园那套房，想养一只八公斤重的柯基，合同上允许吗？",
        LEASE,
        "不超过10公斤",
        ("可以", "允许", "能养"),
        ("同意", r"re:(?<!\d)10\s*(?:公斤|千克|kg)", "十公斤", "十千克"),
        forbid=(NOT_YES_ZH, r"re:(?:所以|因此|故)[^。]{0,6}不(?:可以|能|允许|行)"),
        lang="zh",
    ),
    Q(
        "租期还没满我就想搬走，最少得提前多少天跟房东说？",
        LEASE,
        "由三十日改为六十日",
        ("六十日", "六十天", r"re:(?<!\d)60\s*(?:日|天)", "两个月", r"re:(?<!\d)2\s*个月", "二个月"),
        lang="zh",
    ),
    Q(
        "数据结构这门课，上机实验的成绩在总评里占多少？期末考试考多长时间？",
        SYLLABUS,
        "时长120分钟",
        ("25%", "百分之二十五", "四分之一", "两成半", "二成半"),
        (r"re:(?<!\d)120\s*分钟", "一百二十分钟", "两个小时", "两小时", "二小时", r"re:(?<![\d.])2\s*个?小时"),
        lang="zh",
    ),
    not_in_docs(
        "数据结构这门课的期末考试是几月几号？",
        "教务处",  # saying who announces the day is right too
        r"re:第\s*(?:18|十八)\s*周",
        forbid=EXAM_DAY,
        lang="zh",
    ),
    Q(
        "有人在我家门口反复乱试安途S7的密码，错到第十次以后，键盘会被锁多长时间？",
        LOCK,
        "累计连续输错10次",
        (r"re:(?<![\d.])30\s*分钟", "三十分钟", "半小时", "半个小时"),
        lang="zh",
    ),
    Q(
        "安途S7的电池彻底没电了，人在门外要怎么进门？",
        LOCK,
        "应急供电口",
        ("type-c", "typec", "type c", "充电宝", "移动电源", "应急供电", "机械钥匙", "钥匙"),
        lang="zh",
    ),
    not_in_docs(
        "安途S7门锁的防水防尘等级是多少？",
        forbid=(r"re:ip\s?[x\d]\d", "ipx"),
        lang="zh",
    ),
]


def build_fresh4_corpus(dest: Path) -> Path:
    """Write the fresh4 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH4_DOCS)
