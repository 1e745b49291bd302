"""Answer evaluation: questions over tests/docs/answer_corpus.py with the answer they must give and the passage they
must cite, a scorer, and a runner that answers them through the real engine as `macllm ask` does.

A question is answered right when the answer (citation markers removed, NFKC, lower case) holds every group of
`expect` (a group is a tuple of alternatives; "re:" starts a regular expression) and nothing in `forbid`. It is
cited right when one of the passages the answer cites (the model's own markers or those macllm adds) comes from
`file` and contains `evidence`. The figure that counts is both at once. A question no document answers
(`not_in_docs`: no `file`) is answered right when the answer says the documents do not hold it (NOT_IN_DOCS, in
English or Chinese, or one of the question's own alternatives) and states none of `forbid`, and cited right when it
cites no passage: there is none to cite.

HOLDOUT was written with its documents before any change to the prompt or the chunker, and is scored only once
they are fixed; DEV is the set changes may be tried on. FRESH (documents in tests/docs/answer_fresh.py) was written
for issue 23's answers before any change was scored on it: scored once before the changes, once after the last.
FRESH2 (tests/docs/answer_fresh2.py) is the held-out set written after FRESH had been tuned on.
FRESH3 (tests/docs/answer_fresh3.py) is the third held-out set, written after FRESH2 had been scored and committed
before anything was scored on it. FRESH4 (tests/docs/answer_fresh4.py) is the fourth, written after FRESH3 by someone
who never read the answer prompt, and committed before anything was scored on it.
"""

from __future__ import annotations

import re
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True, slots=True)
class AnswerQuestion:
    text: str
    file: str  # path in the corpus folder, or its end ("": no document answers it)
    evidence: str  # a phrase the cited passage contains
    expect: tuple = ()  # groups of alternatives, every group must be in the answer
    forbid: tuple = ()  # none of these may be in it
    lang: str = "en"

    @property
    def answerable(self) -> bool:
        return bool(self.file)


def Q(text, file, evidence, *expect, forbid=(), lang="en"):
    groups = tuple(g if isinstance(g, tuple) else (g,) for g in expect)
    return AnswerQuestion(text, file, evidence, groups, tuple(forbid), lang)


# An answer that says the documents do not hold what was asked, as people and models phrase it.
NOT_IN_DOCS = (
    r"re:\b(?:do|does|did)\s*(?:n['’]t|not)\s+(?:say|mention|state|specify|include|list|contain|provide|give|cover"
    r"|answer|describe)|\bnot\s+(?:mentioned|stated|specified|listed|given|provided|included|covered|available|found"
    r"|said)\b|\bno\s+(?:information|mention|details?|data)\b|\b(?:cannot|can['’]t|could\s*n['’]t|could not|unable to)"
    r"\s+(?:find|determine|tell|answer|be found)|\bnot\s+in\s+the\s+(?:documents?|passages?)|\bnone of the "
    r"(?:documents|passages)",
    r"re:(?:没有|未|并未|没)(?:提到|提及|说明|给出|列出|规定|涉及|记载|包含|写|找到|相关|关于|明确)|无法(?:回答|确定|得知|找到)"
    r"|不知道|不清楚",
)


def not_in_docs(text, *also, forbid=(), lang="en"):
    """A question no document answers: the answer must say so (NOT_IN_DOCS, or one of also: another right answer,
    such as where to look) and state none of forbid (the made-up answers a model might give)."""
    return AnswerQuestion(text, "", "", (NOT_IN_DOCS + tuple(also),), tuple(forbid), lang)


def _version(v: str) -> str:
    """A regular expression for a version as people write it: 1.4 matches 1.4, v1.4, 1.4.0 (never 1.4.1 or 11.4)."""
    parts = v.split(".")
    while len(parts) > 2 and parts[-1] == "0":
        parts.pop()
    body = r"\.".join(parts)
    return rf"re:(?<![\d.]){body}(\.0)*(?![\d]|\.\d)"


def _number(n: str) -> str:
    """A regular expression for a number standing alone (4, never 1.4 or 40)."""
    return rf"re:(?<![\d.]){n}(?![\d]|\.\d)"


def _amount(n: str, *units: str) -> str:
    """A regular expression for a number standing alone followed by one of units (regular expressions): 28 days,
    28days (never 128 days or 2.28 days)."""
    return rf"re:(?<![\d.,]){n}\s?(?:{'|'.join(units)})"


# An answer that opens with a plain no or yes
STARTS_NO = r"re:^\W*no\b"
STARTS_YES = r"re:^\W*yes\b"
# A Chinese answer that opens with a plain yes ("可以。", "能，…", "是的"), not one that says what is allowed instead,
# or with a plain no
STARTS_YES_ZH = r"re:^\W*(?:(?:可以|能|行)(?:的|。|，|,|!|！)|是的)"
STARTS_NO_ZH = r"re:^\W*(?:不能|不可以|不行|不允许|无法|不得|不可|不符合)"

# Words that give a value as what it was, not as what it is: "up from £42", "not 14:00", "原定7月6日"
WAS = (
    "from ",
    "was ",
    "of ",
    "not ",
    "previously ",
    "originally ",
    "replacing ",
    "than ",
    "由",
    "从",
    "原",
    "原为",
    "原定",
    "原定于",
    "原来是",
    "原计划",
    "不是",
    "不再是",
    "而非",
    "而不是",
    "之前是",
    "以前是",
)


def _outdated(value: str) -> str:
    """A regular expression for an outdated value stated as the answer: value anywhere but right after words that
    give it as what it was (WAS)."""
    return "re:" + "".join(f"(?<!{re.escape(w)})" for w in WAS) + f"(?:{value})"


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

CITATION = re.compile(r"\[\d+\??\]")


def normalized(text: str) -> str:
    """NFKC (full-width digits and letters to ASCII), lower case, citation markers out, spaces collapsed."""
    text = CITATION.sub(" ", unicodedata.normalize("NFKC", text)).lower()
    return re.sub(r"\s+", " ", text)


def _holds(text: str, alternative: str) -> bool:
    if alternative.startswith("re:"):
        return re.search(alternative[3:], text) is not None
    return normalized(alternative) in text


def answer_right(question: AnswerQuestion, answer: str) -> bool:
    text = normalized(answer)
    return all(any(_holds(text, alt) for alt in group) for group in question.expect) and not any(
        _holds(text, f) for f in question.forbid
    )


def _same_file(path: str, name: str) -> bool:
    return Path(path).as_posix() == name or Path(path).as_posix().endswith("/" + name)


def citation_right(question: AnswerQuestion, sources: list[dict]) -> bool:
    """sources: the cited passages, each with its file and text. A question no document answers has no passage to
    cite: its answer is cited right when it cites none."""
    if not question.answerable:
        return not sources
    evidence = normalized(question.evidence)
    return any(_same_file(s["file"], question.file) and evidence in normalized(s["text"]) for s in sources)


@dataclass(slots=True)
class Scored:
    question: AnswerQuestion
    answer: str
    answer_ok: bool
    citation_ok: bool
    found: bool | None  # the right passage was among those given to the model (None: no passage answers it)
    seconds: float
    sources: list = field(default_factory=list)
    withheld: str = ""  # the model's answer where macllm said the documents do not say instead (docs/support.py)

    @property
    def ok(self) -> bool:
        return self.answer_ok and self.citation_ok


def score(question: AnswerQuestion, answer: str, sources: list[dict], passages, seconds: float = 0.0) -> Scored:
    given = [{"file": p.file, "text": p.text} for p in passages]
    return Scored(
        question,
        answer,
        answer_right(question, answer),
        citation_right(question, sources),
        citation_right(question, given) if question.answerable else None,
        seconds,
        [f"{Path(s['file']).name}:{s.get('line_start')}" for s in sources],
    )


def run_answers(engine, index, collection: str, embed, questions, max_tokens: int = 120, on_done=None) -> list[Scored]:
    """Answer each question through the engine from the collection's passages, as `macllm ask` does (the chat
    turn's answer with documents)."""
    from macllm.chat.turn import Documents, answer
    from macllm.requests import Request
    from macllm.sampling import preset

    params = preset("precise").with_overrides(max_tokens=max_tokens)
    out = []
    for q in questions:
        t = time.perf_counter()
        request = Request(messages=[{"role": "user", "content": q.text}], params=params)
        result = answer(engine, request, documents=Documents(index, [collection], embed))
        if result.error is not None:
            raise RuntimeError(result.error)
        sources = result.sources.sources if result.sources else []
        scored = score(q, result.text, sources, result.passages, time.perf_counter() - t)
        scored.withheld = result.sources.withheld if result.sources else ""
        out.append(scored)
        if on_done:
            on_done(out[-1])
    return out


def summary(scored: list[Scored]) -> dict:
    """{lang: {n, answer, citation, both, found, not_in_docs}} as shares, lang in ('all', 'en', 'zh'); found is
    over the questions a passage answers (None where there are none), not_in_docs counts the others."""
    out = {}
    for lang in ("all", "en", "zh"):
        rs = [s for s in scored if lang == "all" or s.question.lang == lang]
        if not rs:
            continue
        answerable = [s for s in rs if s.found is not None]
        out[lang] = {
            "n": len(rs),
            "answer": sum(s.answer_ok for s in rs) / len(rs),
            "citation": sum(s.citation_ok for s in rs) / len(rs),
            "both": sum(s.ok for s in rs) / len(rs),
            "found": sum(s.found for s in answerable) / len(answerable) if answerable else None,
            "not_in_docs": len(rs) - len(answerable),
            "seconds": sum(s.seconds for s in rs) / len(rs),
        }
    return out
