"""A Chinese answer from elsewhere (docs/invented_terms.py): asked what no document covers, far from every passage,
an answer that cites a Chinese passage holding none of its terms is withheld, and one that cites an English passage
it does not translate (judged with the multilingual embedder); answers whose terms or English words a passage
holds, that translate the English passage they cite (or cite one where no embedder is given), that decline, or to
questions close to a passage are left alone. And the closeness it is judged by (retrieve.Passage.closeness): set
by hybrid search over multilingual vectors only, and kept when neighbours merge."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from macllm.docs.grounding import sourced
from macllm.docs.index import DocIndex
from macllm.docs.invented_terms import invented_terms, new_terms
from macllm.docs.neighbours import merge_neighbours
from macllm.docs.retrieve import Passage, passage, search
from macllm.docs.support import FAR_ZH, far_question

from .conftest import hashing_embed

FAR = FAR_ZH - 0.1
HANDBOOK = [  # Chinese passages, far from a question on general knowledge
    Passage("/d/食堂就餐管理办法.docx", 3, 4, None, 1.0, "第三条 员工凭工牌在食堂就餐，午餐时间为11:30至13:00。", 1),
    Passage("/d/垂钓须知.odt", 8, 9, None, 0.9, "收费塘每天7:00开放，17:30以后停止入园。", 2),
]
ENGLISH = [
    Passage("/d/guide.md", 1, 3, None, 1.0, "Dogs are welcome on a lead in the car park, but not in the lake.", 1),
    Passage("/d/setup.md", 5, 6, None, 0.9, "Install it with Docker: run docker compose up in the folder.", 2),
]


def far(passages, closeness=FAR):
    return [replace(p, closeness=closeness) for p in passages]


def test_a_chinese_answer_from_elsewhere_citing_a_chinese_passage_is_withheld():
    asked = "诗人李白是哪个朝代的人？"
    made_up = "李白是唐朝的人。[1]"
    assert new_terms(asked, made_up) == ["唐朝"]
    assert invented_terms(asked, made_up, far(HANDBOOK), asked) == ["唐朝"]
    text, stats = sourced(made_up, far(HANDBOOK), asked, asked)
    assert text == "文档中没有提到。" and stats["withheld"] == made_up
    satellite = "中国第一颗人造卫星叫什么名字？"
    assert invented_terms(satellite, "中国第一颗人造卫星叫“东方红一号”。[2]", far(HANDBOOK), satellite) == ["东方红"]


def test_what_may_be_read_from_the_passages_or_says_nothing_is_left_alone():
    asked = "诗人李白是哪个朝代的人？"
    made_up = "李白是唐朝的人。[1]"
    mixed = [far(HANDBOOK)[0], replace(HANDBOOK[1], closeness=None)]  # one passage of another search: no scale
    for question, answer, passages in (
        (asked, made_up, far(HANDBOOK, FAR_ZH + 0.05)),  # close to a passage
        (asked, made_up, mixed),
        (asked, "李白是唐朝的人。", far(HANDBOOK)),  # cites nothing
        (asked, "李白是唐朝的人。[7]", far(HANDBOOK)),  # cites no passage it was given
        ("能带狗来吗？", "可以带狗，但要拴绳，不能下湖。[1]", far(ENGLISH)),  # cites an English passage: a translation
        ("怎么安装？", "用 Docker 安装，运行 docker compose up。[1]", far(HANDBOOK + ENGLISH)),  # its English is there
        (asked, "李白生于公元701年。[1]", far(HANDBOOK)),  # digits: invented_values' to judge
        (asked, "Li Bai lived under the Tang. [1]", far(HANDBOOK)),  # not Chinese
        (asked, "文档里没有相关信息。[1]", far(HANDBOOK)),  # a decline, however worded
        (asked, "抱歉，提供的资料中未找到答案。[1]", far(HANDBOOK)),
        ("食堂几点吃午饭？", "凭工牌在食堂就餐。[1]", far(HANDBOOK)),  # its terms are the passage's
    ):
        assert invented_terms(question, answer, passages, question) == [], answer


def test_an_answer_citing_an_english_passage_is_judged_with_the_multilingual_embedder():
    """With the index's multilingual embedder at hand, an answer citing an English passage is judged unless it reads
    as a translation of it (invented_terms.translated)."""
    from macllm.docs.multilingual import MultilingualEmbedder

    use = MultilingualEmbedder()
    planet = "太阳系里最大的行星是哪一颗？"
    made_up = "太阳系里最大的行星是木星。[1]"
    assert invented_terms(planet, made_up, far(ENGLISH), planet) == []  # no embedder: it may be a translation
    assert invented_terms(planet, made_up, far(ENGLISH), planet, use) == ["木星"]
    text, stats = sourced(made_up, far(ENGLISH), planet, planet, use)
    assert text == "文档中没有提到。" and stats["withheld"] == made_up
    dogs = "能带狗来吗？"
    translation = "狗可以拴着绳进停车场，但不能下湖。[1]"  # its terms are nowhere in the English passage's characters
    assert invented_terms(dogs, translation, far(ENGLISH), dogs, use) == []
    assert invented_terms(planet, made_up, far(ENGLISH, FAR_ZH + 0.05), planet, use) == []  # close to a passage


def test_the_last_question_decides_how_far_it_is_not_the_chat_before_it():
    chat = "What time is lunch?\nLunch is 11:30 to 13:00.\n李白是哪个朝代的人？"
    assert far_question("李白是哪个朝代的人？", far(HANDBOOK))
    assert not far_question("What time is lunch?", far(HANDBOOK))  # an English question: another scale
    assert invented_terms(chat, "李白是唐朝的人。[1]", far(HANDBOOK), "李白是哪个朝代的人？") == ["唐朝"]


def test_closeness_is_set_by_hybrid_search_over_multilingual_vectors_only(tmp_path):
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "a.md").write_text("长城全长两万一千公里。\n\nThe Great Wall is long.\n", encoding="utf-8")
    index = DocIndex(tmp_path / "docs.db", multilingual=lambda texts: hashing_embed(texts, 32))
    index.add([tmp_path / "c"], "c", hashing_embed)
    found = search(index, "长城有多长", "c", hashing_embed, k=2)
    assert found and all(p.closeness == p.score for p in found)
    for query, mode in (("长城有多长", "keyword"), ("长城有多长", "vector"), ("How long is the wall?", "hybrid")):
        assert all(p.closeness is None for p in search(index, query, "c", hashing_embed, k=2, mode=mode)), mode
    plain = DocIndex(tmp_path / "plain.db")  # no multilingual vectors: the CJK question is ranked by rank fusion
    plain.add([tmp_path / "c"], "c", hashing_embed)
    assert all(p.closeness is None for p in search(plain, "长城有多长", "c", hashing_embed, k=2))


def test_a_merged_passage_keeps_the_closeness_of_the_one_found():
    def row(i, text):
        cells = dict(path="/d/须知.md", line_start=i, line_end=i, page=None, col_start=None, col_end=None, heading="")
        return {**cells, "id": i, "file_id": 1, "text": text}

    rows = {1: row(1, "办理时请带齐以下材料："), 2: row(2, "1. 身份证原件；\n2. 两张照片。")}
    index = SimpleNamespace(chunk_rows=lambda ids: {i: rows[i] for i in ids if i in rows})
    found = replace(passage(rows[2], 0.2), closeness=0.2)
    merged = merge_neighbours(index, [found])
    assert merged[0].text.startswith("办理时") and merged[0].closeness == 0.2  # the list's start, before it
