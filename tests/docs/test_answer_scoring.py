"""The answer evaluation's scorer (tests/docs/answer_evaluation.py) on canned answers: versions, numbers, Chinese
alternatives, forbidden claims, citations that must point at the right file's passage holding the evidence, and
questions no document answers; and the held-out fresh2 to fresh8 sets, whose every expected passage is in
its documents."""

from dataclasses import dataclass
from pathlib import Path

from macllm.docs.chunk import make_chunks
from macllm.docs.read import read_lines
from macllm.docs.retrieve import Passage
from macllm.docs.support import unsupported

from .answer_evaluation import (
    ANSWER_SETS,
    DEV,
    HOLDOUT,
    Q,
    _holds,
    _number,
    _version,
    answer_right,
    citation_right,
    normalized,
    not_in_docs,
    score,
    summary,
)
from .answer_fresh2 import FRESH2, build_fresh2_corpus
from .answer_fresh3 import COMPUTED, FRESH3, build_fresh3_corpus
from .answer_fresh4 import FRESH4, build_fresh4_corpus
from .answer_fresh4_docs import FRESH4_DOCS
from .answer_fresh5 import FRESH5, build_fresh5_corpus
from .answer_fresh5_docs import FRESH5_DOCS
from .answer_fresh6 import FRESH6, build_fresh6_corpus
from .answer_fresh6_docs import FRESH6_DOCS
from .answer_fresh7 import FRESH7, build_fresh7_corpus
from .answer_fresh7_docs import FRESH7_DOCS
from .answer_fresh8 import FRESH8, build_fresh8_corpus
from .answer_fresh8_docs import FRESH8_DOCS


@dataclass
class P:
    file: str
    text: str


ATOMIC = Q("Which release added --atomic-tags?", "kestrel/1.4.0.txt", "atomic-tags", _version("1.4"))


def test_versions_match_as_written_and_never_a_neighbour():
    for text in ("It was added in 1.4 [2].", "Kestrel v1.4.0 added it.", "Release 1.4."):
        assert answer_right(ATOMIC, text), text
    for text in ("It was added in 1.4.1.", "Added in 11.4 [1].", "Added in 1.40.", "Added in 1.3 [1]."):
        assert not answer_right(ATOMIC, text), text


def test_numbers_groups_alternatives_and_forbidden_claims():
    jobs = Q("sync jobs?", "kestrel/1.6.0.txt", "sync.jobs", _number("4"), forbid=("defaults to 1",))
    assert answer_right(jobs, "It defaults to 4 instead of 1 [1].")
    assert not answer_right(jobs, "It defaults to 1.4 [1].")
    assert not answer_right(jobs, "sync.jobs defaults to 1 [1], and 4 workers ... ")
    fine = Q("罚款多少？", "a.txt", "二百元", ("五十元", "50元"), ("二百元", "200元"), lang="zh")
    assert answer_right(fine, "处五十元以上二百元以下的罚款[1]。")
    assert answer_right(fine, "罚款 ５０元 到 ２００元。")  # full-width digits
    assert not answer_right(fine, "处五十元的罚款。")  # one of two groups


def test_a_citation_counts_when_it_points_at_the_right_file_and_passage():
    given = [
        P("/tmp/c/kestrel/1.3.0.txt", "atomic-tags"),
        P("/tmp/c/kestrel/1.4.0.txt", '"push" learned "--atomic-tags"'),
    ]
    assert citation_right(ATOMIC, [{"file": given[1].file, "text": given[1].text}])
    assert not citation_right(ATOMIC, [{"file": given[0].file, "text": given[0].text}])  # right words, wrong file
    assert not citation_right(ATOMIC, [{"file": given[1].file, "text": "Kestrel 1.4 Release Notes"}])  # wrong place
    assert not citation_right(ATOMIC, [{"file": "/x/kestrel/11.4.0.txt", "text": "atomic-tags"}])
    sources = [{"file": given[1].file, "text": given[1].text, "line_start": 18}]
    s = score(ATOMIC, "Kestrel 1.4 added it [2].", sources, given)
    assert s.ok and s.found and s.sources == ["1.4.0.txt:18"]
    s = score(ATOMIC, "Kestrel 1.4 added it.", [], given)
    assert s.answer_ok and not s.citation_ok and not s.ok


def test_every_question_has_an_answer_rule_and_evidence():
    for q in DEV + HOLDOUT:
        assert q.expect and q.evidence and q.lang in ("en", "zh")
    assert {q.text for q in DEV}.isdisjoint(q.text for q in HOLDOUT)


def test_a_question_no_document_answers_wants_the_answer_to_say_so_and_cite_nothing():
    price = not_in_docs("What does Pro cost?", "tarn.app/pricing", forbid=(r"re:[$€£]\s?\d",))
    for text in (
        "The documents do not say what Tarn Pro costs.",
        "The passages don't mention a price for Pro.",
        "There is no information about the price [1].",
        "Prices are shown on tarn.app/pricing [2].",
    ):
        assert answer_right(price, text), text
    for text in ("Tarn Pro costs $49 a year [1].", "The documents do not say, but it is about $49.", "Pro syncs 10."):
        assert not answer_right(price, text), text
    subsidy = not_in_docs("网络补贴多少？", forbid=(r"re:[\d一二三四五六七八九十百千]+\s*元",), lang="zh")
    assert answer_right(subsidy, "文件中没有提到网络费用补贴。")
    assert not answer_right(subsidy, "每月补贴一百元[1]。")
    page = P("/c/tarn/FAQ.txt", "Prices depend on your country")
    s = score(price, "The documents do not say.", [], [page])
    assert s.ok and s.found is None
    s = score(price, "The documents do not say [1].", [{"file": page.file, "text": page.text, "line_start": 3}], [page])
    assert s.answer_ok and not s.citation_ok  # a passage cited for what no passage holds
    answered = score(ATOMIC, "Kestrel 1.4 added it.", [], [P("/c/kestrel/1.3.0.txt", "other")])
    by_lang = summary([s, answered])["all"]
    assert by_lang["found"] == 0.0 and by_lang["not_in_docs"] == 1  # found: over the answerable question only


def test_fresh2_builds_and_each_expected_passage_is_in_its_documents(tmp_path):
    folder = build_fresh2_corpus(tmp_path)
    answerable = [q for q in FRESH2 if q.answerable]
    for q in FRESH2:
        assert q.expect and q.lang in ("en", "zh"), q.text
    for q in answerable:
        path = folder / q.file
        chunks = make_chunks(read_lines(path, path.read_bytes()))
        assert any(normalized(q.evidence) in normalized(c.text) for c in chunks), q.text
    assert len(FRESH2) - len(answerable) >= 2
    assert {q.lang for q in FRESH2} == {"en", "zh"}
    _asked_first(FRESH2, *ANSWER_SETS.values())


def _by_kind(questions) -> dict:
    """{(language, answerable): how many questions}."""
    return {
        (lang, answerable): sum(q.lang == lang and q.answerable == answerable for q in questions)
        for lang in ("en", "zh")
        for answerable in (True, False)
    }


def _asked_first(questions, *earlier) -> None:
    """A held-out set asks each of its questions once, and none that an earlier set asked."""
    asked = [q.text for q in questions]
    assert len(set(asked)) == len(asked)
    assert {q.text for qs in earlier for q in qs}.isdisjoint(asked)


def _tempts_with_nothing_held(q, texts: dict) -> None:
    """A question no document answers forbids made-up answers that are in no document, so that an answer stating
    one made it up."""
    assert q.forbid, q.text
    assert not any(_holds(text, f) for f in q.forbid for text in texts.values()), q.text


def test_fresh3_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    folder = build_fresh3_corpus(tmp_path)
    texts = {
        p.relative_to(folder).as_posix(): normalized(p.read_text(encoding="utf-8"))
        for p in folder.rglob("*")
        if p.is_file()
    }
    for q in FRESH3:
        assert q.expect and q.lang in ("en", "zh"), q.text
        if not q.answerable:
            _tempts_with_nothing_held(q, texts)
            continue
        path = folder / q.file
        chunks = make_chunks(read_lines(path, path.read_bytes()))
        assert any(normalized(q.evidence) in normalized(c.text) for c in chunks), q.text
        if q.text not in COMPUTED:  # the answer is written in its file: every group matches the file's text
            for group in q.expect:
                assert any(_holds(texts[q.file], alt) for alt in group), (q.text, group)
    by_kind = _by_kind(FRESH3)
    assert by_kind[("en", False)] == 2 and by_kind[("zh", False)] == 2
    assert by_kind[("en", True)] >= 12 and by_kind[("zh", True)] >= 5
    assert any(q.lang == "zh" and q.file.isascii() for q in FRESH3 if q.answerable)  # Chinese over English
    _asked_first(FRESH3, *ANSWER_SETS.values(), FRESH2)


def _built_and_read(build, docs: dict, tmp_path) -> tuple[dict, dict]:
    """Build a set's documents twice (the second writes nothing: its Office files are steady) and read every file as
    the index does (Office, mail and sheet files through their readers): ({name: lines}, {name: normalized text})."""
    folder = build(tmp_path)
    before = {p: p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()}
    assert build(tmp_path) == folder
    assert {p: p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()} == before
    assert {p.relative_to(folder).as_posix() for p in before} == set(docs)
    lines = {name: read_lines(folder / name, (folder / name).read_bytes()) for name in docs}
    texts = {name: normalized("\n".join(line.text for line in ls)) for name, ls in lines.items()}
    assert all(texts.values())
    return lines, texts


def _held_by_its_file(q, docs: dict, lines: dict, texts: dict) -> None:
    """An answerable question's evidence is inside one passage of its file, and every group of its expected answer
    matches that file's text (no answer is worked out)."""
    assert Path(q.file).as_posix() in docs, q.text
    chunks = make_chunks(lines[q.file])
    assert any(normalized(q.evidence) in normalized(c.text) for c in chunks), q.text
    for group in q.expect:
        assert any(_holds(texts[q.file], alt) for alt in group), (q.text, group)


def test_fresh4_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    lines, texts = _built_and_read(build_fresh4_corpus, FRESH4_DOCS, tmp_path)
    for q in FRESH4:
        assert q.expect and q.lang in ("en", "zh"), q.text
        if not q.answerable:
            _tempts_with_nothing_held(q, texts)
            continue
        _held_by_its_file(q, FRESH4_DOCS, lines, texts)
    by_kind = _by_kind(FRESH4)
    assert by_kind == {("en", True): 14, ("en", False): 2, ("zh", True): 7, ("zh", False): 2}
    assert any(q.lang == "zh" and q.file.isascii() for q in FRESH4 if q.answerable)  # Chinese over English
    assert {Path(q.file).suffix for q in FRESH4 if q.answerable} >= {".toml", ".py", ".docx", ".xlsx", ".adoc"}
    _asked_first(FRESH4, *ANSWER_SETS.values(), FRESH2, FRESH3)


# fresh5: an answer a careful reader of the documents would give to each question, and, where the question forbids
# something, a plausible wrong one that must be turned down.
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


def _answered_from_docs_and_made_up_turned_down(
    questions,
    docs: dict,
    build,
    answers: dict,
    made_up: dict,
    tmp_path,
    every_wrong: bool,
    kinds: dict,
    suffixes: set,
    earlier: tuple,
) -> None:
    """Each answerable question is held by its file and its sample answers scored right and (every_wrong, or where it
    forbids something) wrong; each unanswerable one tempts with nothing the documents hold, a decline is right and its
    made-up answer wrong. Every question has its samples. The set has its counts by language and kind (kinds), at
    least these file types (suffixes), a Chinese question over an English file, and no question of the earlier sets."""
    lines, texts = _built_and_read(build, docs, tmp_path)
    for q in questions:
        assert q.expect and q.lang in ("en", "zh"), q.text
        if not q.answerable:
            _tempts_with_nothing_held(q, texts)
            assert answer_right(q, "The documents do not say." if q.lang == "en" else "文档中没有提到。"), q.text
            assert not answer_right(q, made_up[q.text]), q.text
            continue
        _held_by_its_file(q, docs, lines, texts)
        right, wrong = answers[q.text]
        assert answer_right(q, right), q.text
        held = next(c for c in make_chunks(lines[q.file]) if normalized(q.evidence) in normalized(c.text))
        passage = Passage(q.file, held.line_start, held.line_end, None, 1.0, held.text, 1, heading=held.heading)
        assert not unsupported(q.text, right, [passage]), q.text  # a right answer is never withheld (docs/support.py)
        if every_wrong or q.forbid:
            assert wrong and not answer_right(q, wrong), q.text
    assert set(answers) == {q.text for q in questions if q.answerable}
    assert set(made_up) == {q.text for q in questions if not q.answerable}
    assert _by_kind(questions) == kinds
    assert any(q.lang == "zh" and q.file.isascii() for q in questions if q.answerable)  # Chinese over English
    assert {Path(q.file).suffix for q in questions if q.answerable} >= suffixes
    _asked_first(questions, *earlier)


def test_fresh5_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH5,
        FRESH5_DOCS,
        build_fresh5_corpus,
        FRESH5_ANSWERS,
        FRESH5_MADE_UP,
        tmp_path,
        every_wrong=False,
        kinds={("en", True): 17, ("en", False): 2, ("zh", True): 9, ("zh", False): 2},
        suffixes={".md", ".html", ".csv", ".eml", ".pptx", ".odt", ".docx", ".txt"},
        earlier=(*ANSWER_SETS.values(), FRESH2, FRESH3, FRESH4),
    )


# fresh6: for each question a document answers, an answer a careful reader would give and a plausible wrong one (a
# neighbouring value, the superseded figure, the opposite verdict) that must be turned down.
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


def test_fresh6_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH6,
        FRESH6_DOCS,
        build_fresh6_corpus,
        FRESH6_ANSWERS,
        FRESH6_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".docx", ".xlsx", ".html", ".txt", ".eml", ".pptx"},
        earlier=(*ANSWER_SETS.values(), FRESH2, FRESH3, FRESH4, FRESH5),
    )


# fresh7: for each question a document answers, an answer a careful reader would give and a plausible wrong one (a
# neighbouring row or cell, the outdated value, the opposite verdict) that must be turned down.
FRESH7_ANSWERS = {
    "What's the yearly rent for a half plot at Brackenfield in the 2026-27 plot year?": (
        "From 1 October 2026 a half plot costs £48 a year (up from £42), plus a £15 water charge [1].",
        "A half plot costs £42 a year plus a £12 water charge [1].",
    ),
    "Can I have a bonfire on my Brackenfield plot on a Saturday afternoon in July to get rid of hedge clippings?": (
        "No. Bonfires are only allowed from 1 November to the end of February, on weekdays, and must be out by "
        "11:00; take the clippings to a shredding day instead [1].",
        "Yes, as long as you only burn dry plant material and stay with the fire [1].",
    ),
    "If the committee finds my allotment too weedy at an inspection, how long do I get to sort it out?": (
        "You get a non-cultivation notice and have 28 days to bring the plot up to standard [1].",
        "You have 14 days to put it right [1].",
    ),
    "With a Tidewater card, what's the most I can be charged in one day for travel in zones 1 and 2?": (
        "The daily cap for Zones 1-2 is $10.20 [1].",
        "The daily cap is $13.50 [1].",
    ),
    "How long do I have to change from a bus to a tram in Calder Bay without paying another fare?": (
        "Transfers are free within 90 minutes of your first tap on, if you tap on each time [1].",
        "Transfers are free within 60 minutes [1].",
    ),
    "How long did Marrowby's order-confirmation outage in March last, and how many orders did it affect?": (
        "It lasted 4 hours 35 minutes (09:12 to 13:47 GMT) and affected 1,842 orders (not 1,790 as a draft said) [1].",
        "About two hours, and 1,790 orders were affected [1].",
    ),
    "Why did Marrowby's servers start rejecting the payment provider's webhooks?": (
        "The webhook signing secret was rotated while eu-west was under a change freeze, so eu-west kept checking "
        "signatures with the old secret [1].",
        "Stellate Pay had an outage and sent malformed webhooks [1].",
    ),
    "How far can a Corvane Tern City+ go on one charge, and what does it weigh?": (
        "About 120 km on the mixed route, and it weighs 25.6 kg [1].",
        "95 km, and it weighs 24.8 kg [1].",
    ),
    "Corvane Avocet Cargo 电动货运自行车标配的电池容量是多少？": (
        "Avocet Cargo 标配 800 Wh 电池[1]。",
        "电池容量为625 Wh[1]。",
    ),
    "When is the first service due on a new Corvane e-bike?": (
        "After 300 km or 3 months, whichever comes first [1].",
        "Every 2,000 km or 12 months [1].",
    ),
    "What will Brindle Notes Pro cost per month for someone who subscribes in August 2026?": (
        "New subscribers pay $8.99 a month from 1 July 2026 [1].",
        "$7.99 a month [1].",
    ),
    "Why is the encrypted notebooks feature flagged as at risk on Brindle's Q2 roadmap?": (
        "Because the design review of key recovery is not finished: they have not decided what happens when "
        "someone loses every device [1].",
        "Because one of the two Android engineers has not been hired yet [1].",
    ),
    "Is my son allowed to keep his asthma inhaler with him at Camp Alderbrook?": (
        "Yes. Asthma inhalers are an exception to the medication rule: campers keep them with them at all times. "
        "Send a spare one for the nurse [1].",
        "No, all medication must be handed to the nurse at check-in [1].",
    ),
    "What time can we drop our daughter off at Camp Alderbrook on the first day of Session 2?": (
        "Between 14:00 and 16:00 on Sunday 19 July, at the Lodge [1].",
        "From 13:00 to 15:00 [1].",
    ),
    "Who teaches the Tuesday evening pottery class at Ashcombe, and how much is the full fee?": (
        "Hester Lomax teaches it (ACL-101); the fee is £195, or £140 concession [1].",
        "Ruben Okoye; it costs £160 [1].",
    ),
    "Which evening of the week is the beginners' Spanish course at Ashcombe?": (
        "On Mondays, 19:00 to 21:00, in Room 14 [1].",
        "On Wednesdays [1].",
    ),
    "去澄湖湿地公园玩，学生票多少钱？坐一趟湖心游船要多少钱？": (
        "学生票30元/人（凭学生证），湖心游船每人每次40元[1]。",
        "学生票30元，游船每人20元[1]。",
    ),
    "我有一个1200瓦的电吹风，在青藤职院的宿舍楼里能用吗？": (
        "不能。功率超过1000瓦的电吹风在宿舍楼内一律不得使用，盥洗室里也不行[1]。",
        "可以在公共盥洗室使用[1]。",
    ),
    "青藤职院的宿舍楼周二晚上几点关门？": ("周日至周四楼门开放到23:00，23:00关门[1]。", "23:30关门[1]。"),
    "数澜开放平台拿到的访问令牌能用多久？": (
        "access_token 有效期为7200秒，也就是2小时[1]。",
        "有效期为30天[1]。",
    ),
    "调用数澜的接口时返回了错误码42902，这是什么原因？": (
        "42902表示已超过当日调用上限，要等次日0点恢复或购买加量包[1]。",
        "请求过于频繁，超过了QPS限制[1]。",
    ),
    "我想带家里10公斤的柯基住鹿鸣山居的山景大床房，可以吗？": (
        "可以。1号楼的山景大床房接待15公斤以下的犬猫，须预订时告知，加收清洁费100元[1]。",
        "不可以，鹿鸣山居不接待宠物[1]。",
    ),
    "在鹿鸣山居订了房，如果在入住前5天取消，会扣多少钱？": (
        "入住前3至6天取消，扣除首晚房费的50%[1]。",
        "可以全额退款[1]。",
    ),
    "启明星暑期的 Python 入门 C 班现在哪天开课？": (
        "C班开课日期已由7月6日调整为7月13日，上课时间不变[1]。",
        "C班7月6日开课[1]。",
    ),
    "启明星暑期班的早鸟价比原价便宜多少？": ("5月31日前报名并缴清学费，每班立减300元[1]。", "立减500元[1]。"),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH7_MADE_UP = {
    "How much is the fine for riding a Calder Bay tram without tapping on?": "The penalty is $75 [1].",
    "How much paid paternity leave am I entitled to?": "You get two weeks of paid paternity leave [1].",
    "How long should I boil an egg to get a runny yolk?": "Boil it for 6 minutes for a runny yolk.",
    "澄湖湿地公园有没有年卡？办一张多少钱？": "有，年卡每张120元[1]。",
    "数澜开放平台标准版承诺的服务可用性是多少？": "标准版承诺可用性为99.9%[1]。",
}


def test_fresh7_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH7,
        FRESH7_DOCS,
        build_fresh7_corpus,
        FRESH7_ANSWERS,
        FRESH7_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".csv", ".txt"},
        earlier=(*ANSWER_SETS.values(), FRESH2, FRESH3, FRESH4, FRESH5, FRESH6),
    )


# fresh8: for each question a document answers, an answer a careful reader would give and a plausible wrong one (a
# neighbouring row, cell or threshold, the outdated value, the opposite verdict) that must be turned down.
FRESH8_ANSWERS = {
    "What oxygen reading in the Pemberton cryostore means I have to get out straight away, without even shutting "
    "the supply valve?": (
        "Below 18.0%: the red light and continuous siren mean leave at once without stopping to close any valve, "
        "and call Security on 2222 [1].",
        "Below 19.5%, when the amber light comes on [1].",
    ),
    "Some liquid nitrogen splashed onto the back of my hand while I was filling a dewar at Pemberton. What should "
    "I do?": (
        "Take off any soaked clothing unless it is frozen to the skin, flush the area with lukewarm (not hot) water "
        "for at least 15 minutes, do not rub it or apply heat, cover it loosely with a sterile dressing and go to "
        "Occupational Health [1].",
        "Rinse it at the eyewash station for 20 minutes [1].",
    ),
    "It's a Tuesday at 2 pm and I only need to refill my 4-litre dewar in B014. Am I allowed to do that with "
    "nobody else around?": (
        "Yes. On weekdays between 08:00 and 18:00 you may top up a dewar of 5 litres or less on your own, provided "
        "you carry a lone-worker alarm from the Core office and tell the Core office before you start [1].",
        "No, nobody may fill or handle liquid nitrogen alone in B014 [1].",
    ),
    "How much is a single day of climbing for an adult at Harbourside on a Wednesday morning?": (
        "An adult off-peak day pass is £11.00; off-peak means weekdays before 16:00 [1].",
        "An adult day pass costs £14.50 [1].",
    ),
    "What does Harbourside charge if I put my monthly membership on hold for a while?": (
        "You can freeze a monthly membership for up to three months in any twelve, for a fee of £6 for each month it "
        "is frozen, with 7 days' notice at reception [1].",
        "A freeze costs £5 a month [1].",
    ),
    "My 12-year-old wants to go bouldering at Harbourside on a Friday evening while I sit in the café. Is that "
    "allowed?": (
        "No. Climbers under 14 must be supervised at all times by a registered adult who stays in the same hall and "
        "watches them; the only exception is Junior Club, on Wednesdays and Saturdays [1].",
        "Yes, bouldering only needs the free 10-minute safety talk [1].",
    ),
    "If we call off our Elmstead Village Hall booking three weeks beforehand, how much of the hire charge do we "
    "get back?": (
        "If you cancel between 8 and 28 days before, half of the hire charge is refunded; the deposit is returned in "
        "full [1].",
        "You get a full refund of the hire charge, less the £20 administration fee [1].",
    ),
    "We're having a birthday party at Elmstead Village Hall on a Saturday night. How late can the music go on, and "
    "by when does everyone have to be out?": (
        "Amplified music must stop by 23:00 on Saturdays, and everyone must have left and the hall be locked by "
        "23:30 [1].",
        "The music must stop by 22:00 and everyone must be out by 22:30 [1].",
    ),
    "What happens at a Wexcombe Observatory public night when the sky is overcast?": (
        "If the sky is cloudy the talk still goes ahead, and the telescope session is replaced by a show in the "
        "planetarium dome; nights are only cancelled for snow or ice [1].",
        "It is cancelled and your ticket is refunded [1].",
    ),
    "Who's giving the talk about the Moon at Wexcombe Observatory this year, and what time does the talk begin?": (
        "Ruth Adeyemi gives The Moon: craters and seas on Saturday 11 April; doors open at 19:30 and the talk starts "
        "at 20:00 [1].",
        "Tom Hadley, at 19:30 [1].",
    ),
    "What's holding up the launch of Kessick's new West Coast IPA?": (
        "Long Reach IPA is late because the can supplier, Brightwell Packaging, cannot deliver the printed 440 ml cans "
        "before May; plain cans with a sleeve would have cost 6p more a can [1].",
        "The brewery is waiting for a new canning line to be installed [1].",
    ),
    "Kessick 啤酒的销售代表每拿下一个新的酒吧客户，能拿多少奖金？": (
        "每个新的酒吧、餐厅等 on-trade 客户奖励150英镑，条件是该客户在头90天内下单三次[1]。",
        "每个新客户奖励100英镑[1]。",
    ),
    "What time does the final run-through with the orchestra start on the day of St Brannock's spring concert?": (
        "The dress rehearsal on 25 April now starts at 13:00, not 14:00, and finishes at 15:45; be in your seats by "
        "12:50 [1].",
        "The dress rehearsal starts at 14:00 and runs until 16:30 [1].",
    ),
    "What should the tenors and basses of St Brannock's Singers wear for the spring concert?": (
        "A black shirt buttoned at the neck, black trousers, black socks and shoes, and the choir's teal tie [1].",
        "All black with the choir's teal scarf [1].",
    ),
    "I want to put up shelves on a brick wall. Which tool should I borrow from the Hollis tool library?": (
        "Borrow the hammer drill (corded, SDS), TL-002: it is for drilling into brick, stone and concrete [1].",
        "The cordless drill 18V, TL-001, with the bit set TL-040 [1].",
    ),
    "For how many days can I borrow the carpet cleaner from the Hollis tool library, and how much deposit do I "
    "leave?": (
        "The carpet cleaner (TL-010) is lent for 4 days, with a deposit of £35 and a fee of £8 [1].",
        "3 days, with a £40 deposit [1].",
    ),
    "在临川骑公共自行车，一次骑了一个半小时，要交多少钱？": (
        "超过1小时不满2小时收费1元，所以骑一个半小时要交1元[1]。",
        "1小时以内免费，所以不用交钱[1]。",
    ),
    "临川的公共自行车，7月份早上最早几点能借到车？": (
        "7月属于夏季（6月1日至9月30日），借车时间延长为5:30至23:00，所以最早5:30可以借车[1]。",
        "每日6:00开始借车[1]。",
    ),
    "我在江屿大学读硕士，如果评上学业奖学金的最高等级，每年能拿到多少钱？": (
        "硕士研究生一等学业奖学金每生每年10000元[1]。",
        "一等每年15000元[1]。",
    ),
    "我去年被国家公派到国外联合培养了一年，所以要比正常学制晚毕业。今年我还能参加江屿大学学业奖学金的评选吗？": (
        "可以。因国家公派出国联合培养而延期毕业的研究生，不受第六条第（三）项的限制，可以正常参评[1]。",
        "不能。超出基本学制延期毕业的，不得参评当年学业奖学金[1]。",
    ),
    "声澜Q3耳机一直连不上手机，我想把它彻底重置，应该怎么操作？": (
        "将两只耳机放回充电盒，保持盒盖打开，长按盒子背面的功能键15秒，直到指示灯红白交替闪烁3次后松开，再重新配对[1]。",
        "打开盒盖，长按功能键3秒，等白灯快闪[1]。",
    ),
    "夏天想戴着声澜Q3下水游泳，可以吗？": (
        "不能。Q3的防水等级是IPX4，只防汗水和雨水溅射，不防浸水，请勿在游泳、洗澡或蒸桑拿时佩戴[1]。",
        "可以，Q3的防水等级是IPX4，运动时可以放心佩戴[1]。",
    ),
    "澜州师大暑假里的正式选课（正选）现在定在哪天开始？": (
        "根据补充通知，第二轮（正选）时间调整为7月14日9:00至7月17日17:00（原定7月13日）[1]。",
        "第二轮正选从7月13日9:00开始[1]。",
    ),
    "在澜州师大，一个学期最多能选多少学分？成绩好的同学能不能多选一些？": (
        "每学期一般不超过28学分；上一学年平均学分绩点达到3.5及以上的，可在第三轮向学院教务办申请，最多选至32学分[1]。",
        "每学期最多28学分，不能多选[1]。",
    ),
    "包鲜肉馅的包子，上锅要蒸多长时间？": (
        "鲜肉包水开后上锅，大火蒸18分钟，关火焖3分钟[1]。",
        "水开后蒸12分钟即可[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH8_MADE_UP = {
    "How much does a term of Junior Club cost at Harbourside?": "Junior Club costs £8 per session [1].",
    "How many cars fit in the Elmstead Village Hall car park?": "The car park has 24 spaces [1].",
    "What tyre pressure should I use on a family car?": "Most family cars need about 32 psi [1].",
    "新生儿上户口需要准备哪些材料？": "需要出生医学证明和父母的户口簿[1]。",
    "声澜Q3耳机用的是哪个版本的蓝牙？": "声澜Q3采用蓝牙5.3[1]。",
}


def test_fresh8_is_answerable_from_its_documents_and_its_unanswerable_questions_tempt_nothing_they_hold(tmp_path):
    _answered_from_docs_and_made_up_turned_down(
        FRESH8,
        FRESH8_DOCS,
        build_fresh8_corpus,
        FRESH8_ANSWERS,
        FRESH8_MADE_UP,
        tmp_path,
        every_wrong=True,
        kinds={("en", True): 15, ("en", False): 3, ("zh", True): 10, ("zh", False): 2},
        suffixes={".md", ".html", ".docx", ".xlsx", ".pptx", ".eml", ".csv", ".txt", ".epub"},
        earlier=(*ANSWER_SETS.values(), FRESH2, FRESH3, FRESH4, FRESH5, FRESH6, FRESH7),
    )
