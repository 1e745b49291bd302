"""The document store: one SQLite database (WAL) with files, chunks, two FTS5 indexes and the chunk vectors.

`unicode61` serves space-separated languages. Text without spaces between words (Chinese, Japanese), which
unicode61 would keep as one long token, is served twice: `trigram` for exact substrings, and overlapping
character bigrams (as Lucene's CJK analyzer does: most Chinese words are two characters, which a trigram
index cannot match). Vectors are float32 blobs, searched with numpy.

Each collection records the English embedder that built its vectors (its name and their width): later adds and
every question of it use that one (docs/embedders.py), and an add with another is refused. A collection from
before the record has all-MiniLM-L6-v2's.

This module opens the store and reads it back; writing it (`add` and the fills) is docs/ingest.py's, which
DocIndex inherits.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from macllm.docs.embedder import EMBEDDER
from macllm.docs.ingest import EmbedderMismatch, IndexWriting, stored_width
from macllm.docs.ingest import width_mismatch as width_mismatch  # callers import it from here
from macllm.sqlite_db import ThreadConnections, damaged

SCHEMA = """
CREATE TABLE IF NOT EXISTS collections (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE NOT NULL);
CREATE TABLE IF NOT EXISTS files (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    path TEXT NOT NULL, hash TEXT NOT NULL, mtime REAL NOT NULL, size INTEGER NOT NULL, indexed_at REAL NOT NULL,
    UNIQUE(collection_id, path)
);
CREATE TABLE IF NOT EXISTS chunks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
    text TEXT NOT NULL, line_start INTEGER NOT NULL, line_end INTEGER NOT NULL, page INTEGER, vec BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS chunks_by_file ON chunks(file_id);
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(text, content='chunks', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_tri USING fts5(text, content='chunks', content_rowid='id', tokenize='trigram');
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_cjk USING fts5(grams, tokenize='unicode61');
CREATE TABLE IF NOT EXISTS chunk_vectors_ml (chunk_id INTEGER PRIMARY KEY, vec BLOB NOT NULL);
CREATE TRIGGER IF NOT EXISTS chunks_ad_ml AFTER DELETE ON chunks BEGIN
    DELETE FROM chunk_vectors_ml WHERE chunk_id = old.id;
END;
CREATE TABLE IF NOT EXISTS chunk_pieces (chunk_id INTEGER NOT NULL, vec BLOB NOT NULL);
CREATE INDEX IF NOT EXISTS chunk_pieces_by_chunk ON chunk_pieces(chunk_id);
CREATE TABLE IF NOT EXISTS chunk_pieces_done (chunk_id INTEGER PRIMARY KEY);
CREATE TRIGGER IF NOT EXISTS chunks_ad_pieces AFTER DELETE ON chunks BEGIN
    DELETE FROM chunk_pieces WHERE chunk_id = old.id;
    DELETE FROM chunk_pieces_done WHERE chunk_id = old.id;
END;
CREATE TRIGGER IF NOT EXISTS chunks_ai AFTER INSERT ON chunks BEGIN
    INSERT INTO chunks_fts(rowid, text) VALUES (new.id, new.text);
    INSERT INTO chunks_tri(rowid, text) VALUES (new.id, new.text);
    INSERT INTO chunks_cjk(rowid, grams) VALUES (new.id, cjk_bigrams(new.text));
END;
CREATE TRIGGER IF NOT EXISTS chunks_ad AFTER DELETE ON chunks BEGIN
    INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', old.id, old.text);
    INSERT INTO chunks_tri(chunks_tri, rowid, text) VALUES ('delete', old.id, old.text);
    DELETE FROM chunks_cjk WHERE rowid = old.id;
END;
"""

# Columns added after the first release; an older database gets them when it is opened (its files then carry
# chunker version 1, and the next `add` re-chunks them; its collections no embedder, read as all-MiniLM-L6-v2).
ADDED_COLUMNS = {
    "collections": {"embedder": "TEXT", "embedder_dim": "INTEGER"},
    "files": {"chunker": "INTEGER NOT NULL DEFAULT 1"},
    "chunks": {"col_start": "INTEGER", "col_end": "INTEGER", "heading": "TEXT NOT NULL DEFAULT ''", "place": "TEXT"},
}

PIECES = object()  # the pieces' cache key marker (docs/pieces.py); a collection's name is a string, never it
CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+")


# a line break between two Chinese characters: a wrapped line (a PDF's, a hard-wrapped text file's), which cuts no word
CJK_WRAP = re.compile(r"(?<=[\u3400-\u9fff])[ \t]*\r?\n[ \t]*(?=[\u3400-\u9fff])")


def cjk_bigrams(text: str) -> str:
    """'长城全长' -> '长城 城全 全长' (a lone character stays itself); non-CJK text contributes nothing. A line break
    inside Chinese text joins its two sides ('车\\n辆' gives '车辆'): lines wrap there in the middle of words."""
    grams = []
    for run in CJK_RUN.findall(CJK_WRAP.sub("", text or "")):
        grams += [run] if len(run) == 1 else [run[i : i + 2] for i in range(len(run) - 1)]
    return " ".join(grams)


@dataclass(frozen=True, slots=True)
class EmbedderRecord:
    """The English embedder that built a collection's vectors: its installed name and their width (None while
    the collection holds none)."""

    name: str
    dim: int | None


class DocIndex(IndexWriting):
    def __init__(self, path: Path, multilingual=None):
        """multilingual: a second embedder (docs/multilingual.py) whose vectors serve questions in Chinese,
        Japanese and Korean; every passage gets one when it is indexed (older ones on the next `add`)."""
        self.path = Path(path)
        self.multilingual = multilingual
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._connections = ThreadConnections(
            self.path, setup=lambda conn: conn.create_function("cjk_bigrams", 1, cjk_bigrams, deterministic=True)
        )
        try:
            self.db.executescript(SCHEMA)
            self._add_columns()
            self.db.execute("""INSERT INTO chunks_cjk(rowid, grams) SELECT id, cjk_bigrams(text) FROM chunks
                               WHERE id > (SELECT COALESCE(MAX(rowid), 0) FROM chunks_cjk)""")  # databases made before it
        except sqlite3.DatabaseError as e:
            self.close()
            raise damaged(self.path, e) from None
        self._vectors: dict = {}
        self._files: dict = {}  # collection -> (its change key, {file id: path})

    def _add_columns(self) -> None:
        def missing():
            return any(
                set(columns) - {r["name"] for r in self.db.execute(f"PRAGMA table_info({table})")}
                for table, columns in ADDED_COLUMNS.items()
            )

        if not missing():  # no write lock for a database that has them (readers open it while `add` runs)
            return
        with self._connections.write() as db:
            for table, columns in ADDED_COLUMNS.items():
                have = {r["name"] for r in db.execute(f"PRAGMA table_info({table})")}
                for name, decl in columns.items():
                    if name not in have:
                        db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {decl}")

    @property
    def db(self) -> sqlite3.Connection:
        """This thread's connection."""
        return self._connections.get()

    def close(self) -> None:
        self._connections.close()

    # -- collections -------------------------------------------------------------------------------------
    def collection_id(self, name: str, create: bool = False, embedder: str = EMBEDDER) -> int | None:
        """The collection's id; with create, a missing one is made, built by `embedder`."""
        row = self.db.execute("SELECT id FROM collections WHERE name=?", (name,)).fetchone()
        if row or not create:
            return row["id"] if row else None
        self.db.execute(  # another writer may be first: its embedder is the collection's
            "INSERT OR IGNORE INTO collections(name, embedder) VALUES (?, ?)", (name, embedder)
        )
        return self.db.execute("SELECT id FROM collections WHERE name=?", (name,)).fetchone()["id"]

    def collection_embedder(self, name: str) -> EmbedderRecord | None:
        """The embedder that built the collection's vectors (None: no such collection). A collection from before
        the record: all-MiniLM-L6-v2, its width read from a stored vector."""
        row = self.db.execute("SELECT id, embedder, embedder_dim FROM collections WHERE name=?", (name,)).fetchone()
        if row is None:
            return None
        dim = row["embedder_dim"] if row["embedder_dim"] is not None else stored_width(self.db, row["id"])
        return EmbedderRecord(row["embedder"] or EMBEDDER, dim)

    def embedder_for(self, collection: str, requested: str | None = None) -> str:
        """The embedder an add to the collection uses: the collection's own, or for a new one `requested`
        (all-MiniLM-L6-v2 by default). Another than its own is refused: its vectors would not compare."""
        record = self.collection_embedder(collection)
        if record is None:
            return requested or EMBEDDER
        if requested and requested != record.name:
            raise EmbedderMismatch(
                f"collection '{collection}' was built with {record.name}; add to it without --embedder (its own is "
                f"used), or rebuild it with {requested}: 'macllm docs rm -c {collection}', then "
                f"'macllm docs add PATH -c {collection} --embedder {requested}'"
            )
        return record.name

    def collections(self) -> list[dict]:
        """Each collection: name, files, chunks, chars, embedder and embedder_dim (EmbedderRecord's)."""
        rows = self.db.execute("""
            SELECT c.name, COUNT(DISTINCT f.id) AS files, COUNT(k.id) AS chunks, COALESCE(SUM(LENGTH(k.text)), 0) AS chars
            FROM collections c LEFT JOIN files f ON f.collection_id=c.id LEFT JOIN chunks k ON k.file_id=f.id
            GROUP BY c.id ORDER BY c.name""")
        out = [dict(r) for r in rows]
        for c in out:
            record = self.collection_embedder(c["name"])
            c["embedder"], c["embedder_dim"] = (record.name, record.dim) if record else (EMBEDDER, None)
        return out

    def files(self, collection: str) -> list[dict]:
        rows = self.db.execute(
            """
            SELECT f.path, f.size, f.indexed_at, COUNT(k.id) AS chunks FROM files f JOIN collections c ON c.id=f.collection_id
            LEFT JOIN chunks k ON k.file_id=f.id WHERE c.name=? GROUP BY f.id ORDER BY f.path""",
            (collection,),
        )
        return [dict(r) for r in rows]

    def remove(self, collection: str, path: Path | None = None) -> int:
        """Drop a whole collection, or the files under `path` in it; returns the number of files dropped."""
        cid = self.collection_id(collection)
        if cid is None:
            return 0
        if path is None:
            with self._connections.write() as db:
                n = db.execute("SELECT COUNT(*) FROM files WHERE collection_id=?", (cid,)).fetchone()[0]
                db.execute("DELETE FROM chunks WHERE file_id IN (SELECT id FROM files WHERE collection_id=?)", (cid,))
                db.execute("DELETE FROM collections WHERE id=?", (cid,))
            return n
        return self._remove_under(cid, Path(path).resolve(), keep=set())

    # -- reading back --------------------------------------------------------------------------------------
    def chunk_rows(self, ids: list[int]) -> dict[int, dict]:
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        rows = self.db.execute(
            f"""
            SELECT k.id, k.file_id, k.text, k.line_start, k.line_end, k.page, k.col_start, k.col_end, k.heading, k.place,
                   f.path
            FROM chunks k JOIN files f ON f.id=k.file_id
            WHERE k.id IN ({marks})""",
            ids,
        )
        return {r["id"]: dict(r) for r in rows}

    def file_paths(self, collection: str) -> dict[int, str]:
        """{file id: path} of a collection's files: the same dict until the next ingest (docs/named_files.py builds
        on it once)."""
        key = (collection, self.db.total_changes, self.db.execute("PRAGMA data_version").fetchone()[0])
        if self._files.get(collection, (None,))[0] != key:
            rows = self.db.execute(
                "SELECT f.id, f.path FROM files f JOIN collections c ON c.id=f.collection_id WHERE c.name=?",
                (collection,),
            )
            self._files[collection] = (key, {r["id"]: r["path"] for r in rows})
        return self._files[collection][1]

    def chunk_files(self, file_ids: list[int]) -> dict[int, int]:
        """{chunk id: file id} of these files' passages."""
        if not file_ids:
            return {}
        marks = ",".join("?" * len(file_ids))
        rows = self.db.execute(f"SELECT id, file_id FROM chunks WHERE file_id IN ({marks})", file_ids)
        return {r["id"]: r["file_id"] for r in rows}

    def piece_vectors(self, collection: str) -> tuple[np.ndarray, np.ndarray]:
        """(each piece's passage as its row in vectors(collection), [pieces, dim] matrix) of a collection, cached
        until the next ingest."""
        key = (PIECES, collection, self.db.total_changes, self.db.execute("PRAGMA data_version").fetchone()[0])
        if key not in self._vectors:
            rows = self.db.execute(
                """
                SELECT p.chunk_id AS id, p.vec FROM chunk_pieces p JOIN chunks k ON k.id=p.chunk_id
                JOIN files f ON f.id=k.file_id JOIN collections c ON c.id=f.collection_id WHERE c.name=?""",
                (collection,),
            ).fetchall()
            owners = np.array([r["id"] for r in rows], dtype=np.int64)
            mat = (
                np.frombuffer(b"".join(r["vec"] for r in rows), dtype=np.float32).reshape(len(rows), -1)
                if rows
                else np.zeros((0, 1), np.float32)
            )
            ids = self.vectors(collection)[0]
            order = np.argsort(ids)
            at = (
                order[np.minimum(np.searchsorted(ids, owners, sorter=order), max(len(ids) - 1, 0))]
                if len(ids)
                else owners
            )
            known = ids[at] == owners if len(ids) else np.zeros(0, bool)
            self._vectors = {k: v for k, v in self._vectors.items() if k[0] is not PIECES}
            self._vectors[key] = (at[known], mat[known])
        return self._vectors[key]

    def vectors(self, collection: str, multilingual: bool = False) -> tuple[np.ndarray, np.ndarray]:
        """(chunk ids, [n, dim] matrix) of a collection, cached until the next ingest; the multilingual
        embedder's vectors with multilingual=True (passages without one are left out)."""
        # O(1) change markers: this connection's writes, and commits by any other connection
        key = (collection, multilingual, self.db.total_changes, self.db.execute("PRAGMA data_version").fetchone()[0])
        if key not in self._vectors:
            source = "JOIN chunk_vectors_ml m ON m.chunk_id=k.id" if multilingual else ""
            rows = self.db.execute(
                f"""
                SELECT k.id, {"m.vec" if multilingual else "k.vec"} AS vec FROM chunks k {source}
                JOIN files f ON f.id=k.file_id JOIN collections c ON c.id=f.collection_id
                WHERE c.name=?""",
                (collection,),
            ).fetchall()
            ids = np.array([r["id"] for r in rows], dtype=np.int64)
            mat = (
                np.frombuffer(b"".join(r["vec"] for r in rows), dtype=np.float32).reshape(len(rows), -1)
                if rows
                else np.zeros((0, 1), np.float32)
            )
            self._vectors = {k: v for k, v in self._vectors.items() if k[1] != multilingual or k[0] is PIECES}
            self._vectors[key] = (ids, mat)
        return self._vectors[key]


def user_index() -> DocIndex:
    """The user's index (docs.db in the data dir), with the multilingual embedder."""
    from macllm import paths
    from macllm.docs.multilingual import MultilingualEmbedder

    return DocIndex(paths.home() / "docs.db", multilingual=MultilingualEmbedder())
