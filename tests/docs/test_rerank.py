"""The reranking stage (docs/rerank.py): what its lexical features see, and search's second stage reordering
hybrid search's candidates before the best k are kept."""

from macllm.docs.rerank import LexicalReranker, label_share, proximity, term_sequence
from macllm.docs.retrieve import Passage, search

from .conftest import hashing_embed


def test_terms_in_order_with_chinese_bigrams():
    assert term_sequence("Kestrel 推送 learned") == ["kestrel", "推送", "learned"]
    assert term_sequence("大熊猫吃竹子") == ["大熊", "熊猫", "猫吃", "吃竹", "竹子"]


def test_proximity_counts_terms_inside_one_window():
    weight = {"atomic": 2.0, "tags": 1.0, "push": 1.0}
    near = "the push command learned atomic tags today"
    far = "push " + "filler " * 20 + "atomic and then tags"
    assert proximity(weight, near, window=6) == 1.0
    assert proximity(weight, far, window=6) == 0.75  # atomic and tags together; push too far away
    assert proximity(weight, "nothing relevant here", window=6) == 0.0


def test_label_share_reads_the_file_name_and_heading():
    p = Passage("/notes/LORA.md", 1, 2, None, 0.0, "text", 1, heading="Fine-Tuning with LoRA › Memory Issues")
    assert label_share({"lora": 1.0, "memory": 1.0, "cache": 2.0}, p) == 0.5


def test_search_reranks_hybrid_candidates(index, tmp_path):
    root = tmp_path / "notes"
    root.mkdir()
    (root / "roses.md").write_text("# Roses\n\nWater them in the morning.\n", encoding="utf-8")
    (root / "watering.md").write_text("# Watering\n\nRoses and tomatoes both like water in the morning.\n")
    index.add([root], "c", hashing_embed)
    plain = search(index, "roses morning water", "c", hashing_embed, k=2)
    labelled = search(
        index, "roses morning water", "c", hashing_embed, k=2, rerank=LexicalReranker(index, label_weight=5.0)
    )
    assert {p.file for p in plain} == {p.file for p in labelled}
    assert labelled[0].file.endswith("roses.md")  # "roses" in its file name and heading
    assert labelled[0].score > labelled[1].score
    # keyword and vector search are never reranked
    assert search(index, "roses", "c", hashing_embed, k=2, mode="keyword", rerank=lambda q, ps: ps[::-1]) == search(
        index, "roses", "c", hashing_embed, k=2, mode="keyword"
    )


def test_late_interaction_over_the_embedders_token_vectors(embedder):
    from macllm.docs.rerank import LateInteraction, maxsim

    text = "shutil.rmtree deletes an entire directory tree"
    (vectors,) = embedder.token_vectors([text])
    assert vectors.shape == (len(embedder.tokenizer.encode(text).ids), embedder.dim)
    assert abs(maxsim(vectors, vectors) - 1.0) < 1e-5
    weather = Passage("a.txt", 1, 1, None, 0.5, "The weather in spring is mild and sunny", 1)
    rmtree = Passage("b.txt", 1, 1, None, 0.4, text, 2)
    ranked = LateInteraction(embedder.token_vectors)(
        "How do I remove a folder with everything in it?", [weather, rmtree]
    )
    assert [p.chunk_id for p in ranked] == [2, 1] and ranked[0].score > 0.4
    assert LateInteraction(embedder.token_vectors)("如何删除目录？", [weather, rmtree]) == [
        weather,
        rmtree,
    ]  # English only
