"""POST /v1/embeddings: the document embedder (docs/embedder.py), run on the engine thread between decode steps.
Inputs are cut at the embedder's 128 tokens, as they are when documents are indexed. No MLX here."""

from __future__ import annotations

import base64

from macllm.server.protocol import ApiError, check_fields

MAX_INPUTS = 2048
FIELDS = {"input", "model", "encoding_format", "dimensions", "user"}


def _inputs(body) -> list[str]:
    check_fields(body, FIELDS)
    texts = body.get("input")
    if isinstance(texts, str):
        texts = [texts]
    if not isinstance(texts, list) or not texts or not all(isinstance(t, str) and t for t in texts):
        raise ApiError(400, "'input' must be a non-empty string or a list of non-empty strings", "input")
    if len(texts) > MAX_INPUTS:
        raise ApiError(400, f"at most {MAX_INPUTS} inputs per request", "input")
    return texts


async def embed_body(state, body) -> dict:
    import asyncio

    texts = _inputs(body)
    if state.embedder_folder is None:  # the same status as a model not served here: the model is missing
        raise ApiError(
            404,
            f"no embedding model is installed; run 'macllm pull {state.embedder_name}' and restart the server",
            "model",
            "model_not_found",
        )
    if body.get("model") not in (None, state.embedder_name):
        raise ApiError(
            404,
            f"embedding model '{body['model']}' is not served here; use '{state.embedder_name}'",
            "model",
            "model_not_found",
        )
    if body.get("dimensions") is not None:
        raise ApiError(400, "'dimensions' is not supported: the embedder's vectors have a fixed size", "dimensions")
    fmt = body.get("encoding_format", "float")
    if fmt not in ("float", "base64"):
        raise ApiError(400, "'encoding_format' must be float or base64", "encoding_format")

    def run(engine):
        from macllm.docs.embedder import Embedder

        if state._embedder is None:
            state._embedder = Embedder(state.embedder_folder)
            engine.hold_resident("embedder", state._embedder.model)  # admission plans its weights (admission.py)
        embedder = state._embedder
        counts = [
            len(e.ids) - e.ids.count(embedder.config.get("pad_token_id", 0))
            for e in embedder.tokenizer.encode_batch(texts)
        ]
        return embedder.embed(texts), sum(counts)

    vectors, tokens = await asyncio.wrap_future(state.engine.run_later(run))
    data = []
    for i, v in enumerate(vectors):
        value = base64.b64encode(v.astype("<f4").tobytes()).decode() if fmt == "base64" else v.tolist()
        data.append({"object": "embedding", "index": i, "embedding": value})
    return {
        "object": "list",
        "data": data,
        "model": state.embedder_name,
        "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
    }
