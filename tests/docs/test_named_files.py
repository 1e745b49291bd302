"""Passages of the files a question names (docs/named_files.py): the words of a file's and its folder's name,
the files a question names (not by a word every file's name holds), and hybrid search bringing a named file's
passage that never says the name above another file's passage that shares the question's other words."""

from macllm.docs.named_files import name_terms, named_files
from macllm.docs.retrieve import search, term_weights

from .conftest import hashing_embed


def test_name_terms_are_the_file_and_folder_words():
    assert name_terms("/home/me/docs/brackwater-software/harbour-yard_move.briefing.pptx") == {
        "brackwater",
        "software",
        "harbour",
        "yard",
        "move",
        "briefing",
    }
    assert {"宁川", "住房", "公积", "积金"} <= name_terms("/x/宁川市住房公积金租房提取办事指南.txt")


def _folder(tmp_path):
    root = tmp_path / "docs"
    for org, name, text in (
        (
            "brackwater-software",
            "move-briefing.md",
            "# Moving day\n\nThe landlord is turning the old building into flats.\n",
        ),
        ("tern-cluster", "guide.md", "# Maintenance\n\nWhen you leave the office, log out of the current session.\n"),
        ("tern-cluster", "limits.md", "# Limits\n\nJobs run for at most ten days on the long partition.\n"),
        ("kennels", "prices.md", "# Prices\n\nA large dog costs 33 pounds a night.\n"),
    ):
        (root / org).mkdir(parents=True, exist_ok=True)
        (root / org / name).write_text(text)
    return root


def test_the_files_a_question_names(index, tmp_path):
    index.add([_folder(tmp_path)], "c", hashing_embed)
    n = len(index.vectors("c")[0])
    paths = index.file_paths("c")

    def named(question):
        return sorted(paths[f].split("/")[-2] for f in named_files(index, "c", term_weights(index, question, n)))

    assert named("Why does Brackwater have to leave its office?") == ["brackwater-software"]
    assert named("How long can a job run on Tern?") == ["tern-cluster", "tern-cluster"]
    assert named("How long can a job run?") == []
    shares = named_files(index, "c", term_weights(index, "Why does Brackwater have to leave its office?", n))
    assert list(shares.values()) == [1.0]  # the question's rarest word
    shares = named_files(index, "c", term_weights(index, "What are the prices for a zebra?", n))
    assert 0 < next(iter(shares.values())) < 1  # 'prices' is in a passage too, 'zebra' in none


def test_a_named_files_passage_comes_first_though_it_never_says_the_name(index, tmp_path):
    index.add([_folder(tmp_path)], "c", hashing_embed)
    question = "What is the reason Brackwater has to leave its current office?"
    found = search(index, question, "c", hashing_embed, k=2)
    assert "brackwater-software" in found[0].file


def test_a_word_in_most_names_names_no_file(index, tmp_path):
    root = tmp_path / "notes"
    for i in range(6):
        (root / f"notes-{i}").mkdir(parents=True)
        (root / f"notes-{i}" / "notes.md").write_text(f"# Notes {i}\n\nItem {i} of the list.\n")
    index.add([root], "c", hashing_embed)
    n = len(index.vectors("c")[0])
    assert named_files(index, "c", term_weights(index, "Which notes list an item?", n)) == {}
    (three,) = named_files(index, "c", term_weights(index, "Which notes say item 3?", n))  # "3" is one folder's
    assert index.file_paths("c")[three].endswith("notes-3/notes.md")
