"""Sentence embeddings on MLX: a BERT encoder (all-MiniLM-L6-v2 by default) with mean pooling, L2-normalised.

Inputs are truncated at 128 tokens, the length all-MiniLM-L6-v2 was trained on; chunks are sized to fit
(~600 characters), and keyword search still sees a chunk's whole text. Measured on the Linux CPU backend:
128 tokens embed 2.1x faster than 256 (attention's softmax dominates there: MLX's CPU exp is scalar).

The BERT forward pass is macllm/runtime/bert.py (mlx-lm has no encoder models). Runs on the thread that calls it:
CLI commands call it on their main thread; `ask` calls it on the engine thread (Engine.run).

Other installed encoders (`macllm pull all-mpnet-base-v2`, `bge-small-en-v1-5`) load the same way; a collection
keeps the one that built it (docs/embedders.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from macllm.encoder_types import EMBEDDING_ARCHITECTURES

EMBEDDER = "all-minilm-l6-v2"


class Embedder:
    def __init__(self, folder: Path, max_tokens: int = 128):
        import mlx.core as mx
        from tokenizers import Tokenizer

        from macllm.runtime.bert import encoder_for

        folder = Path(folder)
        self.config = json.loads((folder / "config.json").read_text())
        if self.config.get("model_type") not in EMBEDDING_ARCHITECTURES:
            kinds = ", ".join(sorted(EMBEDDING_ARCHITECTURES))
            raise ValueError(
                f"{folder} is not a sentence encoder ({kinds}; model_type {self.config.get('model_type')!r})"
            )
        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_tokens)
        self.tokenizer.enable_padding(pad_id=self.config.get("pad_token_id", 0))
        self.model = encoder_for(self.config)
        weights = mx.load(str(folder / "model.safetensors"))
        weights = {
            k.replace("attention.self.", "attention.selfattn."): v
            for k, v in weights.items()
            if k.startswith(("embeddings.", "encoder.")) and not k.endswith("position_ids")
        }
        self.model.load_weights(list(weights.items()))
        mx.eval(self.model.parameters())
        self.dim = self.config["hidden_size"]
        self.query_prefix = self.config.get("query_prefix", "")  # bge-small-en-v1.5's instruction for questions

    def embed_query(self, texts: list[str], batch_size: int = 32) -> np.ndarray:
        """Questions' vectors: as embed, after the model's query prefix (none for all-MiniLM-L6-v2)."""
        return self.embed([self.query_prefix + t for t in texts], batch_size)

    def embed(self, texts: list[str], batch_size: int = 32) -> np.ndarray:
        """float32 [len(texts), dim], unit length. Texts are sorted by length so batches pad little."""

        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for idx, _, ids, mask, types in self._batches(texts, batch_size):
            out[idx] = np.array(self.model(ids, mask, types))
        return out

    def _batches(self, texts: list[str], batch_size: int):
        """(indices, encodings, ids, mask, type ids) per batch; texts sorted by length so batches pad little."""
        import mlx.core as mx

        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for start in range(0, len(order), batch_size):
            idx = order[start : start + batch_size]
            enc = self.tokenizer.encode_batch([texts[i] for i in idx])
            ids = mx.array([e.ids for e in enc])
            mask = mx.array([e.attention_mask for e in enc])
            types = mx.array([e.type_ids for e in enc])
            yield idx, enc, ids, mask, types

    def token_vectors(self, texts: list[str], batch_size: int = 32) -> list[np.ndarray]:
        """Each text's last-layer token vectors, unit length, float32 [its tokens, dim] (padding dropped): what
        late interaction (docs/rerank.py) compares."""

        out: list = [None] * len(texts)
        for idx, enc, ids, mask, types in self._batches(texts, batch_size):
            states = np.array(self.model.hidden_states(ids, mask, types))
            for row, i in enumerate(idx):
                v = states[row, : sum(enc[row].attention_mask)]
                out[i] = v / np.maximum(np.linalg.norm(v, axis=1, keepdims=True), 1e-12)
        return out


def embedder_folder(name: str = EMBEDDER) -> Path:
    """The installed embedding model `name`; all-MiniLM-L6-v2 is fetched once (offline afterwards) if it is
    missing, another is the user's to pull. A model that is not a sentence embedder (a chat model, a
    cross-encoder) is refused."""
    import sys

    from macllm import model_store
    from macllm.errors import MacllmError, ModelNotFound

    try:  # by its installed name only: a folder of that name where the command runs is not it
        folder = Path(model_store.installed(name).path)
    except ModelNotFound:
        if name != EMBEDDER:
            from macllm.catalog import load_catalog

            how = (  # a name of one's own comes back only from where it came, under that name
                f"run 'macllm pull {name}'"
                if name in load_catalog()
                else f"install it under that name: 'macllm pull PATH_OR_REPO --name {name}'"
            )
            raise ModelNotFound(f"the embedder '{name}' is not installed; {how}") from None
        print(f"fetching the embedding model {EMBEDDER} (~90 MB), once", file=sys.stderr)
        folder = Path(model_store.pull(EMBEDDER).path)
    config = json.loads((folder / "config.json").read_text())
    heads = [a for a in config.get("architectures") or [] if a.endswith("ForSequenceClassification")]
    if config.get("model_type") not in EMBEDDING_ARCHITECTURES or heads:
        what = heads[0] if heads else config.get("model_type")
        raise MacllmError(
            f"'{name}' is not a sentence embedder ({what}); use one such as {EMBEDDER}, bge-small-en-v1-5 or "
            "all-mpnet-base-v2 ('macllm pull NAME')"
        )
    return folder
