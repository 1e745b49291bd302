"""Docs fixtures: the real embedding model (fetched once, like the starter) and a fast hashing embedder for
tests of the index's mechanics."""

from __future__ import annotations

import re
import zlib

import numpy as np
import pytest


@pytest.fixture(scope="session")
def embedder(minilm_dir):
    from macllm.docs.embedder import Embedder

    return Embedder(minilm_dir)


def hashing_embed(texts, dim=64):
    """Bag of words hashed into `dim` buckets, unit length: deterministic and cheap."""
    out = np.zeros((len(texts), dim), np.float32)
    for i, t in enumerate(texts):
        for w in re.findall(r"\w+", t.lower()):
            out[i, zlib.crc32(w.encode()) % dim] += 1
    return out / np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-9)


@pytest.fixture
def index(tmp_path):
    from macllm.docs.index import DocIndex

    idx = DocIndex(tmp_path / "docs.db")
    yield idx
    idx.close()
