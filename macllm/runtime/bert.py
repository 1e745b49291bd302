"""A BERT encoder on MLX (all-MiniLM-L6-v2's architecture) with mean (or [CLS]) pooling and L2-normalised output: the forward
pass of the document embedder (macllm/docs/embedder.py); with a pooler and a classifier on the first token, the
cross-encoder that reranks passages (macllm/docs/cross_encoder.py). mlx-lm has no encoder models, so this small one lives
here. Parameter names follow the Hugging Face checkpoint's (`attention.self` is loaded as `attention.selfattn`)."""

from __future__ import annotations

import math

import mlx.core as mx
import mlx.nn as nn


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
        x = self.hidden_states(ids, mask, types)
        m = mask.astype(mx.float32)[..., None]
        if self.pooling == "cls":
            pooled = x[:, 0]
        else:
            pooled = (x * m).sum(axis=1) / mx.maximum(m.sum(axis=1), 1e-9)
        return pooled / mx.maximum(mx.linalg.norm(pooled, axis=-1, keepdims=True), 1e-12)

    def hidden_states(self, ids, mask, types):
        """The last layer's token vectors [B, L, hidden] (padding positions included)."""
        B, L = ids.shape
        e = self.embeddings
        x = e.word_embeddings(ids) + e.position_embeddings(mx.arange(L)) + e.token_type_embeddings(types)
        x = e.LayerNorm(x)
        additive = ((1.0 - mask.astype(mx.float32)) * -1e9)[:, None, None, :]
        hd = x.shape[-1] // self.heads
        for layer in self.encoder.layer:
            a = layer.attention.selfattn
            q, k, v = (p(x).reshape(B, L, self.heads, hd).transpose(0, 2, 1, 3) for p in (a.query, a.key, a.value))
            ctx = mx.fast.scaled_dot_product_attention(q, k, v, scale=1 / math.sqrt(hd), mask=additive)
            ctx = ctx.transpose(0, 2, 1, 3).reshape(B, L, -1)
            o = layer.attention.output
            x = o.LayerNorm(o.dense(ctx) + x)
            h = nn.gelu(layer.intermediate.dense(x))
            x = layer.output.LayerNorm(layer.output.dense(h) + x)
        return x


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
