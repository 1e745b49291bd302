"""Two `docs add` runs into one collection at once, and a search while one runs: a consistent index, no
"database is locked", no duplicated or half-kept file."""

import subprocess
import sys
from pathlib import Path

from macllm.docs.index import DocIndex
from macllm.docs.retrieve import search

from .conftest import hashing_embed

ROOT = Path(__file__).resolve().parents[2]
ADDER = """
import sys
from macllm.docs.index import DocIndex
from tests.docs.conftest import hashing_embed
index = DocIndex(sys.argv[1])
for _ in range(int(sys.argv[3])):
    index.add([sys.argv[2]], "shared", hashing_embed)
index.close()
"""


def test_concurrent_adds_end_consistent(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for i in range(80):
        (corpus / f"note{i:02}.md").write_text(
            f"# Note {i}\n\n" + f"Line about topic {i} and the garden.\n" * (5 + i % 7)
        )
    db = tmp_path / "docs.db"
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", ADDER, str(db), str(corpus), "2"], cwd=ROOT, stderr=subprocess.PIPE, text=True
        )
        for _ in range(3)
    ]
    reader = DocIndex(db)
    searched = 0
    while any(p.poll() is None for p in procs):  # a reader (ask) during the adds
        if reader.collection_id("shared") is not None:
            search(reader, "topic 7 garden", "shared", hashing_embed, k=3)
            searched += 1
    for p in procs:
        assert p.returncode == 0, p.stderr.read()
    index = DocIndex(db)
    files = index.files("shared")
    assert sorted(f["path"] for f in files) == sorted(str(p) for p in corpus.iterdir())
    alone = DocIndex(tmp_path / "alone.db")
    alone.add([corpus], "shared", hashing_embed)
    assert {f["path"]: f["chunks"] for f in files} == {f["path"]: f["chunks"] for f in alone.files("shared")}
    fts = index.db.execute("SELECT COUNT(*) FROM chunks_fts").fetchone()[0]
    assert fts == index.db.execute("SELECT COUNT(*) FROM chunks").fetchone()[0]
    assert searched > 0
    for ix in (reader, index, alone):
        ix.close()
