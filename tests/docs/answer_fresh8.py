"""The answer evaluation's `fresh8` set: issue 23's eighth held-out set, written with its documents
(tests/docs/answer_fresh8_docs.py) after `fresh7`, blind: by someone who never read the answer code, how documents
are cut into passages or how passages are picked and grounded, nor any score or answer of the earlier sets.
Committed before anything was scored on it, scored once, later; never tuned on.

Its twelve documents are in nine formats: a core facility's liquid-nitrogen procedure (.md) with a lone-working rule
and its exception, a climbing centre's prices and rules page (.html), a village hall's hire agreement (.docx), an
observatory's programme of public nights (.xlsx, three sheets), a brewery's sales kickoff deck with a reason only in
the speaker notes (.pptx), a choir's concert e-mail whose correction on top moves the dress rehearsal (.eml), a tool
library's catalogue (.csv), and five Chinese ones: a city's public-bicycle terms as one long line (.txt), a
university's graduate scholarship rules in numbered articles (第X条, .docx), an earbuds FAQ (.md), a course-selection
notice whose supplementary notice moves a round (.html) and two chapters of a cookbook of steamed buns (.epub).

The thirty questions (eighteen English, twelve Chinese) are a mix of what people ask: fifteen direct questions (a
value, a name, a reason, a what-to-do; most paraphrased rather than in the document's words, one Chinese question
over an English deck), four that need two facts, four yes-or-no questions that need a rule and its exception applied
(two whose answer is yes, two no), two whose answer was replaced by a later statement (the dress rehearsal moved by
the e-mail's correction, the second selection round moved by the supplementary notice; the outdated value is
forbidden unless given as what it was), and five that no document answers: three beside a near miss (the price of a
junior club whose times the page gives, the size of a car park the agreement mentions, the Bluetooth version of
earbuds whose FAQ is all about Bluetooth pairing), two on topics no document covers.
"""

from __future__ import annotations

from pathlib import Path

from .answer_corpus import write_documents
from .answer_evaluation import (
    STARTS_NO,
    STARTS_NO_ZH,
    STARTS_YES,
    STARTS_YES_ZH,
    Q,
    _amount,
    _number,
    _outdated,
    not_in_docs,
)
from .answer_fresh8_docs import FRESH8_DOCS

LN, HC, EV, WO, KB, SB, TL = (
    "pemberton-core/SOP-CRYO-003-liquid-nitrogen.md",
    "harbourside-climbing/prices-and-rules.html",
    "elmstead-village-hall/hire-agreement-2026.docx",
    "wexcombe-observatory/public-nights-2026.xlsx",
    "kessick-brewing/sales-kickoff-2026.pptx",
    "st-brannocks-singers/re-spring-concert-arrangements.eml",
    "hollis-tool-library/catalogue-2026.csv",
)
LC, JY, SL, LZ, MD = (
    "临川市公共自行车租用须知.txt",
    "江屿大学研究生学业奖学金评定办法.docx",
    "声澜Q3降噪耳机常见问题.md",
    "澜州师范大学2026-2027学年第一学期选课通知.html",
    "家常面点一百例.epub",
)


def _time(hhmm: str, pm: str) -> str:
    """A regular expression for a clock time as people write it: 23:00, 23.00 or 11 pm / 11:00 p.m. (pm: the hour
    on a twelve-hour clock with its minutes, '11' or '11:30'), never 13:00 for 3:00 or 11:00 for 1:00."""
    hour, minute = hhmm.split(":")
    twelve = pm.replace(":", "[:.]") if ":" in pm else pm + r"(?:[:.]00)?"
    return rf"re:(?<![\d:.]){hour}[:.]{minute}(?!\d)|(?<![\d:.]){twelve}\s?p\.?\s?m\b"


FRESH8 = [
    # -- pemberton-core/SOP-CRYO-003-liquid-nitrogen.md: the lone-working rule has one exception
    Q(
        "What oxygen reading in the Pemberton cryostore means I have to get out straight away, without even shutting "
        "the supply valve?",
        LN,
        "Leave at once without stopping to close any valve",
        (r"re:(?<![\d.])18(?:\.0)?\s?(?:%|per ?cent)", "eighteen per cent"),
        forbid=(r"re:^\W*(?:below|under|at|when)?\s*19\.5",),
    ),
    Q(
        "Some liquid nitrogen splashed onto the back of my hand while I was filling a dewar at Pemberton. What should "
        "I do?",
        LN,
        "with lukewarm (not hot) water for at least 15 minutes",
        ("lukewarm", "tepid"),
        (_amount("15", "minutes?", "mins?"), "fifteen minutes"),
    ),
    Q(
        "It's a Tuesday at 2 pm and I only need to refill my 4-litre dewar in B014. Am I allowed to do that with "
        "nobody else around?",
        LN,
        "you may top up a dewar of 5 litres or less on",
        (
            STARTS_YES,
            r"re:^\W*(?:you )?(?:can|may)\b(?!['’]t| not)",
            "on your own",
            "by yourself",
            "alone",
            "lone-worker alarm",
            "lone worker alarm",
        ),
        forbid=(STARTS_NO, r"re:^\W*not\b", r"re:^\W*(?:you )?(?:cannot|can't|may not|must not|are not allowed)"),
    ),
    # -- harbourside-climbing/prices-and-rules.html
    Q(
        "How much is a single day of climbing for an adult at Harbourside on a Wednesday morning?",
        HC,
        "£11.00",
        (r"re:(?<![\d.])11(?:\.00)?(?![\d]|\.\d|:)",),
    ),
    Q(
        "What does Harbourside charge if I put my monthly membership on hold for a while?",
        HC,
        "for a fee of £6 for each month it is",
        (r"re:£\s?6(?![\d.]|\.\d)|(?<![\d.£])6\s?(?:pounds|gbp)",),
    ),
    Q(
        "My 12-year-old wants to go bouldering at Harbourside on a Friday evening while I sit in the café. Is that "
        "allowed?",
        HC,
        "must be supervised at all times by a registered adult",
        (STARTS_NO, "registered adult", "must be supervised", "same hall", "not allowed", "cannot", "can't"),
        forbid=(STARTS_YES,),
    ),
    not_in_docs(
        "How much does a term of Junior Club cost at Harbourside?",
        forbid=(
            r"re:junior club\b[^.]{0,40}\b(?:costs?|is|are|priced at|fee (?:is|of))\s*£\s?\d",
            r"re:£\s?\d+(?:\.\d+)?\s*(?:a|per|for the|each)\s*(?:term|session|week|month)\b",
            r"re:\bjunior club\b[^.]{0,40}\b\d+\s*(?:pounds|gbp)\b",
        ),
    ),
    # -- elmstead-village-hall/hire-agreement-2026.docx
    Q(
        "If we call off our Elmstead Village Hall booking three weeks beforehand, how much of the hire charge do we "
        "get back?",
        EV,
        "If you cancel between 8 and 28 days before, half of the hire charge is refunded",
        ("half", r"re:(?<![\d.])50\s?%", "fifty per cent"),
        forbid=(
            r"re:^\W*(?:you (?:will )?get |you'll get |we get )?(?:a |the )?full refund",
            r"re:^\W*(?:nothing|no refund|none)\b",
        ),
    ),
    Q(
        "We're having a birthday party at Elmstead Village Hall on a Saturday night. How late can the music go on, and "
        "by when does everyone have to be out?",
        EV,
        "Amplified music must stop by 23:00 on Fridays and Saturdays",
        (_time("23:00", "11"), "eleven o'clock"),
        (_time("23:30", "11:30"), "half past eleven"),
    ),
    not_in_docs(
        "How many cars fit in the Elmstead Village Hall car park?",
        forbid=(
            r"re:\b\d+\s*(?:cars?|vehicles?|parking spaces?|car parking spaces?|spaces|bays)\b",
            r"re:\broom for\s*(?:about|around|up to)?\s*\d+\b",
            r"re:\b(?:ten|twelve|fifteen|twenty|thirty|forty|fifty)\s+(?:cars|spaces)\b",
        ),
    ),
    # -- wexcombe-observatory/public-nights-2026.xlsx: three sheets
    Q(
        "What happens at a Wexcombe Observatory public night when the sky is overcast?",
        WO,
        "the talk still goes ahead and the telescope session is replaced",
        ("planetarium",),
        forbid=(r"re:^\W*(?:the (?:public )?night is |it is |it's |it gets |they are )?cancel",),
    ),
    Q(
        "Who's giving the talk about the Moon at Wexcombe Observatory this year, and what time does the talk begin?",
        WO,
        "The Moon: craters and seas",
        ("adeyemi",),
        (_time("20:00", "8"),),
        forbid=("soames", "hadley", "feld"),
    ),
    # -- kessick-brewing/sales-kickoff-2026.pptx: the reason for the delay is only in the speaker notes
    Q(
        "What's holding up the launch of Kessick's new West Coast IPA?",
        KB,
        "cannot deliver the printed 440 ml cans",
        ("cans",),
        ("supplier", "brightwell", "packaging"),
    ),
    Q(
        "Kessick 啤酒的销售代表每拿下一个新的酒吧客户，能拿多少奖金？",
        KB,
        "New on-trade account bonus",
        (_number("150"),),
        forbid=(_amount("100", "英镑", "镑", "gbp", "pounds"), r"re:£\s?100(?!\d)"),
        lang="zh",
    ),
    # -- st-brannocks-singers/re-spring-concert-arrangements.eml: the correction on top moves the dress rehearsal
    Q(
        "What time does the final run-through with the orchestra start on the day of St Brannock's spring concert?",
        SB,
        "the dress rehearsal on 25 April now starts at 13:00",
        (_time("13:00", "1"), "one o'clock"),
        forbid=(_outdated(r"(?<![\d:.])14[:.]00|(?<![\d:.])2(?:[:.]00)?\s?p\.?\s?m\b"),),
    ),
    Q(
        "What should the tenors and basses of St Brannock's Singers wear for the spring concert?",
        SB,
        "black shirt buttoned at the neck",
        ("black",),
        ("tie",),
    ),
    # -- hollis-tool-library/catalogue-2026.csv
    Q(
        "I want to put up shelves on a brick wall. Which tool should I borrow from the Hollis tool library?",
        TL,
        "For drilling into brick, stone and concrete",
        ("hammer drill", "tl-002", "sds"),
    ),
    Q(
        "For how many days can I borrow the carpet cleaner from the Hollis tool library, and how much deposit do I "
        "leave?",
        TL,
        "Carpet cleaner",
        (_amount("4", "days?"), "four days"),
        (_number("35"),),
        forbid=(_amount("3", "days?"), r"re:£\s?40(?!\d)"),
    ),
    # -- no document
    not_in_docs(
        "What tyre pressure should I use on a family car?",
        forbid=(
            r"re:\b\d+(?:\.\d+)?\s*(?:psi|bar|kpa)\b",
            r"re:\b(?:thirty|thirty-\w+|forty)\s*psi\b",
        ),
    ),
    not_in_docs(
        "新生儿上户口需要准备哪些材料？",
        forbid=("出生医学证明", r"re:户口(?:簿|本)", "结婚证", "准生证", "生育登记"),
        lang="zh",
    ),
    # -- 临川市公共自行车租用须知.txt: one long line
    Q(
        "在临川骑公共自行车，一次骑了一个半小时，要交多少钱？",
        LC,
        "超过1小时不满2小时收费1元",
        (_amount("1", "元", "块"), "一元", "一块"),
        forbid=(r"re:^\W*(?:免费|不收费|不要钱)",),
        lang="zh",
    ),
    Q(
        "临川的公共自行车，7月份早上最早几点能借到车？",
        LC,
        "延长为5:30至23:00",
        ("5:30", "5点半", "五点半", "5点30", "5时30"),
        forbid=(r"re:^\W*(?:每天|每日|早上)?\s*6[:：点]",),
        lang="zh",
    ),
    # -- 江屿大学研究生学业奖学金评定办法.docx: articles (第X条), 第七条 exempts some from 第六条
    Q(
        "我在江屿大学读硕士，如果评上学业奖学金的最高等级，每年能拿到多少钱？",
        JY,
        "一等每生每年10000元",
        (_amount("10000", "元"), "10,000元", "一万元", _amount("1", "万元", "万")),
        lang="zh",
    ),
    Q(
        "我去年被国家公派到国外联合培养了一年，所以要比正常学制晚毕业。今年我还能参加江屿大学学业奖学金的评选吗？",
        JY,
        "可以正常参评",
        (STARTS_YES_ZH, "可以正常参评", "可以参评", "能参评", "不受"),
        forbid=(STARTS_NO_ZH, r"re:^\W*不(?:能|可以)参评"),
        lang="zh",
    ),
    # -- 声澜Q3降噪耳机常见问题.md
    Q(
        "声澜Q3耳机一直连不上手机，我想把它彻底重置，应该怎么操作？",
        SL,
        "长按盒子背面的功能键15秒",
        (_amount("15", "秒"), "十五秒"),
        lang="zh",
    ),
    Q(
        "夏天想戴着声澜Q3下水游泳，可以吗？",
        SL,
        "请勿在游泳、洗澡或蒸桑拿时佩戴",
        (STARTS_NO_ZH, "请勿", "不防浸水", "不能", "不可以", "不要"),
        forbid=(STARTS_YES_ZH, r"re:^\W*可以(?:戴|佩戴)"),
        lang="zh",
    ),
    not_in_docs(
        "声澜Q3耳机用的是哪个版本的蓝牙？",
        forbid=(
            r"re:蓝牙\s*(?:版本)?\s*(?:为|是)?\s*v?5(?:\.\d)?",
            r"re:(?:bluetooth|bt)\s*v?5(?:\.\d)?",
            r"re:5\.[0-4]\s*(?:版本|的蓝牙)",
        ),
        lang="zh",
    ),
    # -- 澜州师范大学2026-2027学年第一学期选课通知.html: the supplementary notice moves the second round
    Q(
        "澜州师大暑假里的正式选课（正选）现在定在哪天开始？",
        LZ,
        "第二轮（正选）时间调整为7月14日9:00至7月17日17:00",
        (r"re:7\s*月\s*14\s*(?:日|号)", "七月十四", "7/14", "07-14"),
        forbid=(_outdated(r"7\s*月\s*13\s*(?:日|号)|七月十三"),),
        lang="zh",
    ),
    Q(
        "在澜州师大，一个学期最多能选多少学分？成绩好的同学能不能多选一些？",
        LZ,
        "最多选至32学分",
        (_amount("28", "学分", "个学分"), "二十八学分", "二十八个学分"),
        (_amount("32", "学分", "个学分"), "三十二学分", "三十二个学分"),
        lang="zh",
    ),
    # -- 家常面点一百例.epub: steaming times that differ by filling
    Q(
        "包鲜肉馅的包子，上锅要蒸多长时间？",
        MD,
        "大火蒸18分钟",
        (_amount("18", "分钟", "分"), "十八分钟"),
        lang="zh",
    ),
]


def build_fresh8_corpus(dest: Path) -> Path:
    """Write the fresh8 set's documents, text and Office files, into dest (idempotent)."""
    return write_documents(dest, FRESH8_DOCS)
