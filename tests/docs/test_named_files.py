"""Passages of the files a question names (docs/named_files.py): the words of a file's path below its collection's
root, the files a question names (not by a function word, a short word or a word most names hold), and hybrid
search bringing a named file's passage that never says the name above another file's passage that shares the
question's other words, in English and in Chinese."""

from macllm.docs.named_files import name_terms, named_files
from macllm.docs.retrieve import search, term_weights

from .conftest import hashing_embed


def test_name_terms_are_the_words_of_the_path_below_the_root():
    assert name_terms("brackwater-software/2027/harbour-yard_move.briefing.pptx") == {
        "brackwater",
        "software",
        "2027",
        "harbour",
        "yard",
        "move",
        "briefing",
    }
    assert name_terms("how-to-install-v2.md") == {"install"}  # function words and short words name nothing
    assert {"宁川", "住房", "公积", "积金"} <= name_terms("宁川市住房公积金租房提取办事指南.txt")


def _folder(tmp_path):
    root = tmp_path / "docs"
    for org, name, text in (
        (
            "brackwater-software",
            "move-briefing.md",
            "# Moving day\n\nThe landlord is turning the old building into flats.\n",
        ),
        ("tern-cluster", "guide.md", "# Maintenance\n\nWhen you leave the office, log out of the current session.\n"),
        ("tern-cluster/jobs", "limits.md", "# Limits\n\nJobs run for at most ten days on the long partition.\n"),
        ("kennels", "prices.md", "# Prices\n\nA large dog costs 33 pounds a night.\n"),
        ("kennels", "how-to-book.md", "# Booking\n\nBook online or by phone.\n"),
        ("kennels", "release-2.0.md", "# What changed\n\nThe booking page moved.\n"),
    ):
        (root / org).mkdir(parents=True, exist_ok=True)
        (root / org / name).write_text(text)
    return root


def _named(index, question):
    n = len(index.vectors("c")[0])
    paths = index.file_paths("c")
    found = named_files(index, "c", term_weights(index, question, n))
    return sorted(paths[f].split("docs/")[1] for f in found), found


def test_the_files_a_question_names(index, tmp_path):
    index.add([_folder(tmp_path)], "c", hashing_embed)
    assert _named(index, "Why does Brackwater have to leave its office?") == (
        ["brackwater-software/move-briefing.md"],
        {next(iter(_named(index, "Brackwater?")[1])): 1.0},  # the question's rarest word: the whole bonus
    )
    # every folder below the root names its files, the root's own name none
    assert _named(index, "How long can a job run on Tern?")[0] == [
        "tern-cluster/guide.md",
        "tern-cluster/jobs/limits.md",
    ]
    assert _named(index, "Which docs say how long a job can run?")[0] == []
    # neither a function word ("how") nor a short one ("2") names a file
    assert _named(index, "How many days, 2 or 3?")[0] == []
    # a word that is in a passage too weighs less than the question's rarest word
    (share,) = _named(index, "What are the prices for a zebra?")[1].values()
    assert 0 < share < 1


def test_a_named_files_passage_comes_first_though_it_never_says_the_name(index, tmp_path):
    index.add([_folder(tmp_path)], "c", hashing_embed)
    question = "What is the reason Brackwater has to leave its current office?"
    found = search(index, question, "c", hashing_embed, k=2)
    assert "brackwater-software" in found[0].file


def test_a_chinese_question_names_its_file(index, tmp_path):
    root = tmp_path / "docs"
    root.mkdir()
    (root / "宁川市住房公积金租房提取办事指南.txt").write_text("单身职工每月最多提取1650元。")
    (root / "差旅费报销管理办法.txt").write_text("住房标准为每人每晚五百元，提取发票。")
    index.add([root], "c", hashing_embed)
    question = "宁川公积金每月最多能提取多少？"
    assert _named(index, question)[0] == ["宁川市住房公积金租房提取办事指南.txt"]
    assert "宁川" in search(index, question, "c", hashing_embed, k=1)[0].file


def test_a_word_in_most_names_names_no_file(index, tmp_path):
    root = tmp_path / "notes"
    for i in range(6):
        (root / f"notes-{i}").mkdir(parents=True)
        (root / f"notes-{i}" / "notes.md").write_text(f"# Notes {i}\n\nItem {i} of the list.\n")
    index.add([root], "c", hashing_embed)
    n = len(index.vectors("c")[0])
    assert named_files(index, "c", term_weights(index, "Which notes list an item?", n)) == {}
    assert index.chunk_files([]) == {}
