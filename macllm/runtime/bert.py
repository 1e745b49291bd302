"""A BERT encoder on MLX (all-MiniLM-L6-v2's architecture) with mean (or [CLS]) pooling and L2-normalised output: the forward
pass of the document embedder (macllm/docs/embedder.py); with a pooler and a classifier on the first token, the
cross-encoder that reranks passages (macllm/docs/cross_encoder.py). MPNet (all-mpnet-base-v2) is the same encoder with
T5-style relative position buckets added to every layer's attention scores, positions counted from the padding id + 1
and no token types. mlx-lm has no encoder models, so these small ones live here. Parameter names follow the Hugging
Face checkpoints' (`attention.self` is loaded as `attention.selfattn`)."""

from __future__ import annotations

import math

import mlx.core as mx
import mlx.nn as nn
import numpy as np

from macllm.encoder_types import ENCODERS


class SelfAttention(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.query, self.key, self.value = nn.Linear(d, d), nn.Linear(d, d), nn.Linear(d, d)


class DenseNorm(nn.Module):
    def __init__(self, d_in, d, eps):
        super().__init__()
        self.dense = nn.Linear(d_in, d)
        self.LayerNorm = nn.LayerNorm(d, eps=eps)


class Attention(nn.Module):
    def __init__(self, d, eps):
        super().__init__()
        self.selfattn = SelfAttention(d)
        self.output = DenseNorm(d, d, eps)


class Intermediate(nn.Module):
    def __init__(self, d, ffn):
        super().__init__()
        self.dense = nn.Linear(d, ffn)


class Layer(nn.Module):
    def __init__(self, d, ffn, eps):
        super().__init__()
        self.attention = Attention(d, eps)
        self.intermediate = Intermediate(d, ffn)
        self.output = DenseNorm(ffn, d, eps)

    def attention_parts(self):
        """(query, key, value, output, norm): where BERT keeps its attention's weights (encode)."""
        a, o = self.attention.selfattn, self.attention.output
        return a.query, a.key, a.value, o.dense, o.LayerNorm


class Embeddings(nn.Module):
    def __init__(self, c):
        super().__init__()
        d = c["hidden_size"]
        self.word_embeddings = nn.Embedding(c["vocab_size"], d)
        self.position_embeddings = nn.Embedding(c["max_position_embeddings"], d)
        self.token_type_embeddings = nn.Embedding(c["type_vocab_size"], d)
        self.LayerNorm = nn.LayerNorm(d, eps=c["layer_norm_eps"])


class Encoder(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.layer = [
            Layer(c["hidden_size"], c["intermediate_size"], c["layer_norm_eps"]) for _ in range(c["num_hidden_layers"])
        ]


class Bert(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.heads = c["num_attention_heads"]
        self.pooling = c.get("pooling", "mean")
        self.embeddings = Embeddings(c)
        self.encoder = Encoder(c)

    def __call__(self, ids, mask, types):
        """Unit-length sentence vectors [B, hidden]: the tokens' mean, or the first token's vector for a model whose
        config.json says `"pooling": "cls"` (bge-small-en-v1.5, written there by `macllm pull`)."""
        return pool(self.hidden_states(ids, mask, types), mask, self.pooling)

    def hidden_states(self, ids, mask, types):
        """The last layer's token vectors [B, L, hidden] (padding positions included)."""
        L = ids.shape[1]
        e = self.embeddings
        x = e.word_embeddings(ids) + e.position_embeddings(mx.arange(L)) + e.token_type_embeddings(types)
        x = e.LayerNorm(x)
        additive = ((1.0 - mask.astype(mx.float32)) * -1e9)[:, None, None, :]
        return encode(self.encoder.layer, x, additive, self.heads)


def encode(layers, x, additive, heads: int):
    """The post-norm layers (Bert's or MPNet's) over x [B, L, hidden]: attention with `additive` on its scores
    (padding, and MPNet's relative positions), then the feed-forward; each layer names its attention's weights
    (attention_parts)."""
    B, L, _ = x.shape
    hd = x.shape[-1] // heads
    for layer in layers:
        query, key, value, out, norm = layer.attention_parts()
        q, k, v = (p(x).reshape(B, L, heads, hd).transpose(0, 2, 1, 3) for p in (query, key, value))
        ctx = mx.fast.scaled_dot_product_attention(q, k, v, scale=1 / math.sqrt(hd), mask=additive)
        x = norm(out(ctx.transpose(0, 2, 1, 3).reshape(B, L, -1)) + x)
        h = nn.gelu(layer.intermediate.dense(x))
        x = layer.output.LayerNorm(layer.output.dense(h) + x)
    return x


def pool(x, mask, pooling):
    m = mask.astype(mx.float32)[..., None]
    pooled = x[:, 0] if pooling == "cls" else (x * m).sum(axis=1) / mx.maximum(m.sum(axis=1), 1e-9)
    return pooled / mx.maximum(mx.linalg.norm(pooled, axis=-1, keepdims=True), 1e-12)


def relative_buckets(L: int, buckets: int = 32, max_distance: int = 128) -> np.ndarray:
    """[L, L] bucket of key position j seen from query position i (MPNet's, as transformers' relative_position_bucket):
    half the buckets for keys before the query, half after; exact up to a quarter of them, then log-spaced to
    max_distance."""
    n = np.arange(L)[:, None] - np.arange(L)[None, :]
    half = buckets // 2
    ret = (n < 0).astype(np.int64) * half
    n = np.abs(n)
    exact = half // 2
    with np.errstate(divide="ignore"):
        large = exact + (np.log(np.maximum(n, 1) / exact) / math.log(max_distance / exact) * (half - exact)).astype(
            np.int64
        )
    return ret + np.where(n < exact, n, np.minimum(large, half - 1))


class MPNetSelfAttention(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.q, self.k, self.v, self.o = nn.Linear(d, d), nn.Linear(d, d), nn.Linear(d, d), nn.Linear(d, d)


class MPNetAttention(nn.Module):
    def __init__(self, d, eps):
        super().__init__()
        self.attn = MPNetSelfAttention(d)
        self.LayerNorm = nn.LayerNorm(d, eps=eps)


class MPNetLayer(nn.Module):
    def __init__(self, d, ffn, eps):
        super().__init__()
        self.attention = MPNetAttention(d, eps)
        self.intermediate = Intermediate(d, ffn)
        self.output = DenseNorm(ffn, d, eps)

    def attention_parts(self):
        """(query, key, value, output, norm): where MPNet keeps its attention's weights (encode)."""
        a = self.attention.attn
        return a.q, a.k, a.v, a.o, self.attention.LayerNorm


class MPNetEmbeddings(nn.Module):
    def __init__(self, c):
        super().__init__()
        d = c["hidden_size"]
        self.word_embeddings = nn.Embedding(c["vocab_size"], d)
        self.position_embeddings = nn.Embedding(c["max_position_embeddings"], d)
        self.LayerNorm = nn.LayerNorm(d, eps=c["layer_norm_eps"])


class MPNetEncoder(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.layer = [
            MPNetLayer(c["hidden_size"], c["intermediate_size"], c["layer_norm_eps"])
            for _ in range(c["num_hidden_layers"])
        ]
        self.relative_attention_bias = nn.Embedding(
            c.get("relative_attention_num_buckets", 32), c["num_attention_heads"]
        )


class MPNet(nn.Module):
    """MPNetModel's encoder (all-mpnet-base-v2), mean pooled like Bert; `types` is accepted and ignored."""

    def __init__(self, c):
        super().__init__()
        self.heads = c["num_attention_heads"]
        self.pooling = c.get("pooling", "mean")
        self.pad = c.get("pad_token_id", 1)
        self.buckets = c.get("relative_attention_num_buckets", 32)
        self.embeddings = MPNetEmbeddings(c)
        self.encoder = MPNetEncoder(c)

    def __call__(self, ids, mask, types=None):
        return pool(self.hidden_states(ids, mask, types), mask, self.pooling)

    def hidden_states(self, ids, mask, types=None):
        L = ids.shape[1]
        e = self.embeddings
        real = (ids != self.pad).astype(mx.int32)
        positions = mx.cumsum(real, axis=1) * real + self.pad
        x = e.LayerNorm(e.word_embeddings(ids) + e.position_embeddings(positions))
        bias = self.encoder.relative_attention_bias(mx.array(relative_buckets(L, self.buckets)))  # [L, L, heads]
        additive = bias.transpose(2, 0, 1)[None] + ((1.0 - mask.astype(mx.float32)) * -1e9)[:, None, None, :]
        return encode(self.encoder.layer, x, additive, self.heads)


def encoder_for(c):
    """The sentence encoder a config.json describes: its model_type's class in encoder_types.ENCODERS (Bert, MPNet)."""
    kind = ENCODERS.get(c.get("model_type"))
    if kind is None:
        raise ValueError(f"model_type {c.get('model_type')!r} is not a sentence encoder ({', '.join(ENCODERS)})")
    return globals()[kind](c)


class Pooler(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.dense = nn.Linear(d, d)


class BertCrossEncoder(Bert):
    """BertForSequenceClassification: a relevance logit per (question, passage) pair, from the first token."""

    def __init__(self, c):
        super().__init__(c)
        self.pooler = Pooler(c["hidden_size"])
        self.classifier = nn.Linear(c["hidden_size"], len(c.get("id2label", {"0": "LABEL_0"})))

    def __call__(self, ids, mask, types):
        first = self.hidden_states(ids, mask, types)[:, 0]
        return self.classifier(mx.tanh(self.pooler.dense(first)))[:, 0]
