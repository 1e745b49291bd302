"""One forward for a prompt chunk and the decode tokens of the streams running beside it (chunked prefill with
piggybacked decodes, as Sarathi-Serve and vLLM schedule it). Engine thread only.

Why: run one after the other, a stream's decode step and a prefill chunk share each engine step, so a stream
whose gap between tokens may grow to 3 of its steps leaves the prompt at most 2/3 of the time. A decode step
is bound by reading the weights; in the chunk's forward the weights are read anyway, so a few more rows cost
almost nothing, and the stream's gap becomes the chunk's time.

`forward` is mlx-lm's own model, layer by layer: its embeddings, norms, projections and MLP run over the chunk's
L rows and the S decode rows concatenated; only attention is per sequence, each against its own mlx-lm KVCache at
its own offset (rope at that offset, `update_and_fetch`, mlx-lm's `scaled_dot_product_attention` with the causal
mask for the chunk, none for a one-token decode). mlx-lm's Attention.__call__ runs projections, rope, cache and
attention as one call for one cache, so that part is written here over its modules and weights. In the last
layer only the rows whose logits are wanted go past the keys and values (the chunk's other rows feed nothing
but the cache: the unfused forward leaves them to MLX's laziness, here they would share the rows' matmuls).

Supported (`fusable_model`, `fusable_cache`): mlx-lm's llama (mistral is mapped to it; SmolLM2 is llama) and
qwen2 on one rank, full attention in every layer, plain KVCache. Others keep the alternating path: other
architectures, sliding-window layers, quantized or rotating caches, a layer split over ranks. A projection
that dense prefill (dense_prefill.py) swapped to DenseWhenLong decides by the rows it sees, here L + S: it goes
dense for a chunk where it would alone (give or take S rows), and the decode rows then take the dense matmul
too (the same product, rounded otherwise). MACLLM_FUSED_PREFILL=off turns fusion off.
"""

from __future__ import annotations

import os

import mlx.core as mx


def enabled() -> bool:
    return os.environ.get("MACLLM_FUSED_PREFILL", "on").strip().lower() not in ("off", "0", "false", "no")


def fusable_model(model) -> bool:
    """An mlx-lm llama or qwen2 whose every layer is full attention, on one rank (no pipeline split)."""
    from mlx_lm.models import llama, qwen2

    inner = getattr(model, "model", None)
    if type(model) not in (llama.Model, qwen2.Model) or type(inner) not in (llama.LlamaModel, qwen2.Qwen2Model):
        return False
    if getattr(inner, "pipeline_size", 1) != 1:
        return False
    return all(not getattr(layer, "use_sliding", False) for layer in inner.layers)


def fusable_cache(cache) -> bool:
    """Every layer's cache is mlx-lm's plain KVCache (not quantized, not rotating)."""
    from mlx_lm.models.cache import KVCache

    return bool(cache) and all(type(c) is KVCache for c in cache)


def forward(model, chunk: list[int], chunk_cache: list, decodes: list, last: bool = False):
    """Feed `chunk` (L prompt tokens) into `chunk_cache` and each decode token into its own cache, in one forward.
    decodes: (token, cache) pairs, a token an mx.array of one id. Returns (the chunk's last row's logits, (1, V),
    where `last`, else None; the decode tokens' logits, (S, V)). Lazy: nothing is evaluated."""
    from mlx_lm.models.base import create_attention_mask

    inner = model.model
    n = len(chunk)
    ids = [mx.array(chunk, dtype=mx.int32)] + [mx.reshape(t, (1,)).astype(mx.int32) for t, _ in decodes]
    h = inner.embed_tokens(mx.concatenate(ids)[None])
    caches = [chunk_cache] + [c for _, c in decodes]
    mask = create_attention_mask(h[:, :n], chunk_cache[0])  # mlx-lm's mask for the chunk at its offset
    top = len(inner.layers) - 1
    for i, layer in enumerate(inner.layers):
        start = (n - 1 if last else n) if i == top else 0  # the last layer: only rows whose logits are wanted
        r = _attention(layer.self_attn, layer.input_layernorm(h), [c[i] for c in caches], n, start, mask)
        h = h[:, start:] + r
        h = h + layer.mlp(layer.post_attention_layernorm(h))
    out = inner.norm(h)
    out = inner.embed_tokens.as_linear(out) if model.args.tie_word_embeddings else model.lm_head(out)
    out = out[0]
    return (out[:1] if last else None), (out[1:] if last else out)


def _attention(attn, x, caches: list, n: int, start: int, mask):
    """The attention block's output for rows start.. of x: the chunk's n rows (from `start`) against its cache,
    then one row per decode cache against its own."""
    from mlx_lm.models.base import scaled_dot_product_attention

    q = attn.q_proj(x[:, start:])
    k, v = attn.k_proj(x), attn.v_proj(x)
    outs = []
    spans = [(0, n)] + [(n + j, n + j + 1) for j in range(len(caches) - 1)]
    for (a, b), cache in zip(spans, caches):
        qa = max(a, start)  # first query row kept
        keys = _heads(k[:, a:b], attn.n_kv_heads)
        values = _heads(v[:, a:b], attn.n_kv_heads)
        offset = cache.offset
        keys = attn.rope(keys, offset=offset)
        keys, values = cache.update_and_fetch(keys, values)
        if qa >= b:
            continue  # the chunk's rows in the last layer, when no logits are wanted: its cache alone
        queries = attn.rope(_heads(q[:, qa - start : b - start], attn.n_heads), offset=offset + qa - a)
        m = mask if (qa, b) == (a, b) and b - a > 1 else None  # one query row sees every key before it
        o = scaled_dot_product_attention(queries, keys, values, cache=cache, scale=attn.scale, mask=m)
        outs.append(o.transpose(0, 2, 1, 3).reshape(1, b - qa, -1))
    return attn.o_proj(mx.concatenate(outs, axis=1))


def _heads(x, heads: int):
    """(1, rows, heads * dim) -> (1, heads, rows, dim)."""
    return x.reshape(1, x.shape[1], heads, -1).transpose(0, 2, 1, 3)


def group(decoders: list, model):
    """(the prefilling decoder, the decoding ones) that one fused forward can run this step, or None: the first
    prompt that prefills a plain chunk, beside every stream whose step is a plain token, all on plain caches."""
    if not enabled() or not fusable_model(model):
        return None
    kinds = [(d, d.fusable()) for d in decoders if fusable_cache(d.cache)]
    prefill = next((d for d, kind in kinds if kind == "prefill"), None)
    streams = [d for d, kind in kinds if kind == "decode"]
    return (prefill, streams) if prefill is not None and streams else None


def run(prefill, streams: list, choice) -> tuple[list, list]:
    """One fused step: the next chunk of `prefill`'s prompt (the size `choice` gives; its time, the whole
    forward's, is what the streams' gap is) and one token of each stream. Returns (the decoders that finished,
    (decoder, error) for each whose own part failed: its sampling or its answer, the others unharmed). Where the
    forward itself fails (MLX out of memory on a large chunk, say), it raises with every cache as it was and no
    decoder changed, so that the step can run unfused and fail only the request that fails there too."""
    from time import perf_counter

    from mlx_lm.generate import generation_stream

    with mx.stream(generation_stream):
        position, todo = prefill.position(), len(prefill.todo)
        size = choice.size(position, todo)
        last = todo <= size
        n = todo if last else size
        caches = [c for d in (prefill, *streams) for c in d.cache]
        saved = [_kept(c) for c in caches]
        t0 = perf_counter()
        try:
            chunk_logits, logits = forward(
                prefill.model, prefill.todo[:n], prefill.cache, [(d.pending, d.cache) for d in streams], last
            )
            mx.eval(logits, chunk_logits, [c.state for c in caches])
        except Exception:
            for c, state in zip(caches, saved):
                c.keys, c.values, c.offset = state
            raise
        elapsed = perf_counter() - t0
        finished, failed = [], []
        for i, d in enumerate(streams):
            try:
                if d.decoded(logits[i : i + 1]):
                    finished.append(d)
            except Exception as e:
                failed.append((d, e))
        try:
            prefill.fed(n, chunk_logits)
        except Exception as e:
            failed.append((prefill, e))
        if not last:
            choice.fed(n, position, elapsed)
        choice.fused = True
    return finished, failed


def _kept(c) -> tuple:
    """A cache layer's (keys, values, offset) as they are now, in new array objects: the cache's in-place writes
    (update_and_fetch's slice assignment) change the ones it holds, not these."""
    return (c.keys, c.values, c.offset) if c.keys is None else (mx.array(c.keys), mx.array(c.values), c.offset)
