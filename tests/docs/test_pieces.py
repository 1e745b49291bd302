"""A passage's pieces (docs/pieces.py): what is cut, that `add` embeds them once and drops them with their passage,
and that vector search finds a passage by one fact among many."""

import numpy as np

from macllm.docs.pieces import pieces
from macllm.docs.retrieve import search, similarities

from .conftest import hashing_embed

NOTES = (
    "Release Notes\n=============\n\n"
    " * The scheduler learned to retry a job that timed out after waiting for its lock.\n\n"
    " * The exporter writes compressed archives when asked with the zip option.\n\n"
    " * Logging of the web dashboard moved to its own file beside the others.\n"
)


def test_pieces_are_paragraphs_items_and_sentences():
    text = "- first item of a list, long enough\n- second item of a list, long enough\n\nshort\n\n" + (
        "A sentence that goes on for a while. " * 10
    )
    got = pieces(text)
    assert got[:2] == ["- first item of a list, long enough", "- second item of a list, long enough"]
    assert "short" not in got and len(got) == 12 and got[2] == "A sentence that goes on for a while."


def test_add_embeds_pieces_once_and_removes_them_with_their_file(index, tmp_path):
    calls = []

    def embed(texts):
        calls.append(len(texts))
        return hashing_embed(texts)

    (tmp_path / "notes").mkdir()
    path = tmp_path / "notes" / "1.0.txt"
    path.write_text(NOTES)
    index.add([tmp_path / "notes"], "c", embed)
    owners, mat = index.piece_vectors("c")
    assert len(owners) == 4 and mat.shape == (4, 64) and calls == [1, 4]  # the title and three items
    index.add([tmp_path / "notes"], "c", embed)  # unchanged: nothing embedded again
    assert calls == [1, 4]
    path.unlink()
    index.add([tmp_path / "notes"], "c", embed)
    assert len(index.piece_vectors("c")[0]) == 0


def test_a_passage_is_found_by_its_best_piece(index, tmp_path):
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "notes.txt").write_text(NOTES)
    (tmp_path / "d" / "other.txt").write_text("The exporter and the scheduler and the dashboard are documented.\n")
    index.add([tmp_path / "d"], "c", hashing_embed)
    query = "compressed archives zip option"
    at, mat = index.piece_vectors("c")  # each piece's passage as its row in vectors()
    ids, whole = index.vectors("c")
    q = hashing_embed([query])[0]
    best_piece = float((mat @ q).max())
    row = at[np.argmax(mat @ q)]
    passage = float(whole[row] @ q)
    assert best_piece > passage  # the item alone is closer than its passage
    sims = dict(zip(*similarities(index, q, "c")))
    assert abs(sims[int(ids[row])] - (0.7 * passage + 0.3 * best_piece)) < 1e-5
    assert search(index, query, "c", hashing_embed, k=1, mode="vector")[0].file.endswith("notes.txt")
