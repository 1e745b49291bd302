"""The sentence encoders macllm runs, by config.json's `model_type`: the one list that runtime/bert.py builds them
from, that the document embedder (docs/embedder.py) accepts, and that the model lists (model_choices, serve, doctor,
the app) leave out of the chat models. Imports nothing, so the UI can use it without loading MLX."""

from __future__ import annotations

ENCODERS = {"bert": "Bert", "mpnet": "MPNet"}  # model_type -> its encoder class in runtime/bert.py
EMBEDDING_ARCHITECTURES = frozenset(ENCODERS)
