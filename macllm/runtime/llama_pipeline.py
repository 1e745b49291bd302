"""A layer split (pipeline) for mlx-lm's llama, which splits by heads (`shard`) but has no `pipeline` (its qwen2
has both). The scheme is mlx-lm's own (models/pipeline.py and qwen2's forward): rank r runs a contiguous run of
layers, the last ranks the first layers; each rank receives the hidden states from rank r + 1, runs its layers,
sends them on to rank r - 1, and an all_gather gives every rank the last layer's output, so every rank computes
the same logits. Used where a llama's heads do not divide by the number of ranks (the starter: 9 and 3).
Layers with a sliding window are not split this way (their masks differ per layer): such a model is refused.
"""

from __future__ import annotations

from mlx_lm.models.llama import LlamaModel


def can_pipeline(config: dict) -> bool:
    """A plain llama (no sliding-window layers) splits by layers here."""
    types = config.get("layer_types") or []
    return config.get("model_type") == "llama" and all(t == "full_attention" for t in types)


class PipelinedLlamaModel(LlamaModel):
    """LlamaModel holding only this rank's layers (`layers`), with mlx-lm's pipeline forward."""

    def __call__(self, inputs, cache=None, input_embeddings=None):
        import mlx.core as mx
        from mlx_lm.models.base import create_attention_mask

        h = input_embeddings if input_embeddings is not None else self.embed_tokens(inputs)
        if cache is None:
            cache = [None] * len(self.layers)
        mask = create_attention_mask(h, cache[0])
        rank, size = self.pipeline_rank, self.pipeline_size
        if rank < size - 1:
            h = mx.distributed.recv_like(h, rank + 1)
        for layer, c in zip(self.layers, cache):
            h = layer(h, mask, cache=c)
        if rank != 0:
            h = mx.distributed.send(h, rank - 1)
            if cache[-1] is not None:
                cache[-1].keys = mx.depends(cache[-1].keys, h)
        h = mx.distributed.all_gather(h)[: h.shape[0]]
        return self.norm(h)


def pipeline(model, group) -> None:
    """Keep only this rank's layers of a (lazily loaded) llama, mlx-lm's even split; its KV cache then holds
    only those layers (the model's `make_cache` walks `layers`)."""
    inner = model.model
    rank, size = group.rank(), group.size()
    base, extra = divmod(len(inner.layers), size)
    split = [base + (1 if r < extra else 0) for r in range(size)]
    start = sum(split[rank + 1 :])
    inner.layers = inner.layers[start : start + split[rank]]
    inner.pipeline_rank, inner.pipeline_size = rank, size
    inner.__class__ = PipelinedLlamaModel
