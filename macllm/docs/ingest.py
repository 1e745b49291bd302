"""Writing the document store (docs/index.py): files read, chunked and embedded into it, their pieces' and
multilingual vectors filled in, and indexed files that no longer exist dropped.

Each file is ingested in its own transaction: an ingest killed midway keeps every file it finished, and the
next `add` skips those (same content hash) and carries on.

A collection's first vectors record their width; vectors of another width, from the same embedder name, are
refused (EmbedderMismatch), as is an add with another embedder than the collection's own.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from macllm.docs.chunk import CHUNKER_VERSION, Chunk, make_chunks
from macllm.docs.embedder import EMBEDDER
from macllm.docs.read import Skipped, discover, file_bytes, outline_of, read_lines
from macllm.errors import MacllmError


class EmbedderMismatch(MacllmError):
    """An add with an embedder other than the one that built the collection's vectors."""


def width_mismatch(collection: str, embedder: str, had: int, dim: int) -> EmbedderMismatch:
    """The refusal of vectors (a passage's or a question's) of another width than the collection holds: its
    embedder's folder now holds another model under that name."""
    return EmbedderMismatch(
        f"collection '{collection}' holds {had}-wide vectors, and {embedder} now gives {dim}-wide ones (another "
        f"model under that name); rebuild it: 'macllm docs rm -c {collection}', then 'macllm docs add PATH -c "
        f"{collection} --embedder {embedder}'"
    )


@dataclass(slots=True)
class IngestReport:
    added: int = 0
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    chunks: int = 0
    bytes: int = 0
    rechunked: int = 0  # of the updated: unchanged files indexed by an older chunker
    skipped: list[tuple[str, str]] = None  # (path, reason)

    def __post_init__(self):
        self.skipped = self.skipped or []


class IndexWriting:
    """The writing half of DocIndex, which it inherits: uses its `db`, `_connections` (write transactions),
    `collection_id`, `embedder_for`, `multilingual` and `_vectors` (the read cache, cleared after an add)."""

    def add(
        self,
        paths: list[Path],
        collection: str,
        embed,
        progress=None,
        max_chars: int = 600,
        embedder: str = EMBEDDER,
    ) -> IngestReport:
        """Index files and folders; re-index only changed files; drop indexed files that no longer exist.

        embed: list[str] -> float32 [n, dim] unit vectors, from the installed model `embedder` (a new collection
        records it; another than an existing collection's own is refused: EmbedderMismatch). progress(path) is
        called once per file seen.
        """
        report = IngestReport()
        cid = self.collection_id(collection, create=True, embedder=embedder)
        self.embedder_for(collection, embedder)  # refused here if it was there (or another add made it first)
        self.db.execute("UPDATE collections SET embedder=? WHERE id=? AND embedder IS NULL", (embedder, cid))
        roots = [Path(p).resolve() for p in paths]
        for root in roots:
            if not root.exists():
                report.skipped.append((str(root), "no such file or folder"))
        seen: set[str] = set()
        for path in discover([r for r in roots if r.exists()]):
            key = str(path)
            seen.add(key)
            if progress:
                progress(key)
            try:
                data = file_bytes(path)  # an iWork bundle: its preview, or nothing (read_lines says what to do)
            except OSError as e:
                report.skipped.append((key, f"unreadable ({e.strerror})"))
                continue
            digest = hashlib.sha256(data).hexdigest()
            row = self.db.execute(
                "SELECT id, hash, chunker FROM files WHERE collection_id=? AND path=?", (cid, key)
            ).fetchone()
            if row and row["hash"] == digest and row["chunker"] == CHUNKER_VERSION:
                report.unchanged += 1
                continue
            try:
                chunks = make_chunks(read_lines(path, data), max_chars=max_chars, outline=outline_of(path))
            except Skipped as e:
                chunks, reason = [], str(e)
            else:
                reason = "no text"
            if not chunks:  # what it held before is no longer what it says: its old passages go
                report.skipped.append((key, reason))
                report.removed += self._remove_under(cid, path, keep=set()) if row else 0
                continue
            vectors = np.asarray(embed([c.text for c in chunks]), dtype=np.float32)
            self._store_file(cid, path, data, digest, chunks, vectors)
            report.updated += bool(row)
            report.rechunked += bool(row) and row["hash"] == digest
            report.added += not row
            report.chunks += len(chunks)
            report.bytes += len(data)
        for root in roots:
            if root.is_dir() or not root.exists():
                report.removed += self._remove_under(cid, root, keep=seen)
        self.fill_pieces(collection, embed)
        if self.multilingual is not None:
            self.fill_multilingual(collection)
        self._vectors.clear()
        return report

    def fill_pieces(self, collection: str, embed, batch: int = 64) -> int:
        """Embed the pieces (docs/pieces.py) of the collection's passages that have none yet, with the passages'
        embedder; returns how many passages. Passages indexed before pieces get theirs on the next `add`."""
        from macllm.docs.pieces import pieces

        rows = self._lacking(collection, "chunk_pieces_done")
        for start in range(0, len(rows), batch):
            part = [(r["id"], pieces(r["text"])) for r in rows[start : start + batch]]
            flat = [(cid, text) for cid, texts in part for text in texts]
            vectors = np.asarray(embed([t for _, t in flat]), dtype=np.float32) if flat else []
            with self._connections.write() as db:  # a passage deleted meanwhile keeps no orphan piece
                db.executemany(
                    "INSERT INTO chunk_pieces(chunk_id, vec) SELECT ?, ? WHERE EXISTS (SELECT 1 FROM chunks WHERE id=?)",
                    [(cid, v.tobytes(), cid) for (cid, _), v in zip(flat, vectors)],
                )
                db.executemany(
                    "INSERT OR IGNORE INTO chunk_pieces_done(chunk_id) SELECT ? WHERE EXISTS "
                    "(SELECT 1 FROM chunks WHERE id=?)",
                    [(cid, cid) for cid, _ in part],
                )
        return len(rows)

    def _lacking(self, collection: str, table: str) -> list:
        """The collection's passages (id, text) without a row in `table` (one keyed by chunk_id) yet."""
        return self.db.execute(
            f"""
            SELECT k.id, k.text FROM chunks k JOIN files f ON f.id=k.file_id JOIN collections c ON c.id=f.collection_id
            LEFT JOIN {table} d ON d.chunk_id=k.id WHERE c.name=? AND d.chunk_id IS NULL""",
            (collection,),
        ).fetchall()

    def fill_multilingual(self, collection: str, batch: int = 256) -> int:
        """Give the collection's passages that lack one their multilingual vector; returns how many."""
        rows = self._lacking(collection, "chunk_vectors_ml")
        for start in range(0, len(rows), batch):
            part = rows[start : start + batch]
            vectors = np.asarray(self.multilingual([r["text"] for r in part]), dtype=np.float32)
            with self._connections.write() as db:  # a passage deleted meanwhile keeps no orphan vector
                db.executemany(
                    "INSERT OR REPLACE INTO chunk_vectors_ml(chunk_id, vec) SELECT ?, ? WHERE EXISTS "
                    "(SELECT 1 FROM chunks WHERE id=?)",
                    [(r["id"], v.tobytes(), r["id"]) for r, v in zip(part, vectors)],
                )
        return len(rows)

    def _store_file(
        self, cid: int, path: Path, data: bytes, digest: str, chunks: list[Chunk], vectors: np.ndarray
    ) -> None:
        """Replace the file's rows in one transaction. The old rows are looked up inside it, so a second
        `docs add` that indexed the same file meanwhile is replaced, never duplicated or half-kept."""
        with self._connections.write() as db:
            self._claim_width(db, cid, vectors.shape[1])
            old = db.execute("SELECT id FROM files WHERE collection_id=? AND path=?", (cid, str(path))).fetchone()
            if old is not None:
                db.execute("DELETE FROM chunks WHERE file_id=?", (old["id"],))
                db.execute("DELETE FROM files WHERE id=?", (old["id"],))
            fid = db.execute(
                "INSERT INTO files(collection_id, path, hash, mtime, size, indexed_at, chunker) VALUES (?,?,?,?,?,?,?)",
                (cid, str(path), digest, path.stat().st_mtime, len(data), time.time(), CHUNKER_VERSION),
            ).lastrowid
            db.executemany(
                "INSERT INTO chunks(file_id, text, line_start, line_end, page, col_start, col_end, heading, place, vec) "
                "VALUES (?,?,?,?,?,?,?,?,?,?)",
                [
                    (
                        fid,
                        c.text,
                        c.line_start,
                        c.line_end,
                        c.page,
                        c.col_start,
                        c.col_end,
                        c.heading,
                        c.place,
                        v.tobytes(),
                    )
                    for c, v in zip(chunks, vectors)
                ],
            )

    def _claim_width(self, db, cid: int, dim: int) -> None:
        """Record the collection's vector width with its first vectors; refuse vectors of another width (its
        embedder's folder replaced by another model under the same name)."""
        row = db.execute("SELECT name, embedder, embedder_dim FROM collections WHERE id=?", (cid,)).fetchone()
        had = row["embedder_dim"]
        if had is None:
            had = stored_width(db, cid) or dim
            db.execute("UPDATE collections SET embedder_dim=? WHERE id=?", (had, cid))
        if had != dim:
            raise width_mismatch(row["name"], row["embedder"] or EMBEDDER, had, dim)

    def _remove_under(self, cid: int, root: Path, keep: set[str]) -> int:
        """Drop the collection's files at or under `root`, except those in `keep`, each in its own transaction;
        returns how many."""
        prefix = str(root)
        rows = self.db.execute("SELECT id, path FROM files WHERE collection_id=?", (cid,)).fetchall()
        gone = [
            r["id"]
            for r in rows
            if (r["path"] == prefix or r["path"].startswith(prefix.rstrip("/") + "/")) and r["path"] not in keep
        ]
        for fid in gone:
            with self._connections.write() as db:
                db.execute("DELETE FROM chunks WHERE file_id=?", (fid,))
                db.execute("DELETE FROM files WHERE id=?", (fid,))
        return len(gone)


def stored_width(db, cid: int) -> int | None:
    """The width of a collection's stored vectors (float32), None while it holds none."""
    row = db.execute(
        "SELECT LENGTH(k.vec) FROM chunks k JOIN files f ON f.id=k.file_id WHERE f.collection_id=? LIMIT 1", (cid,)
    ).fetchone()
    return row[0] // 4 if row else None
