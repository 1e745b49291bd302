"""Independent numpy forward passes of the encoders (BERT, MPNet) over safetensors weights, to check runtime/bert.py
against: sentence vectors (mean pooling, L2 norm), token vectors and cross-encoder scores."""

import json
import math

import numpy as np
from safetensors.numpy import load_file
from tokenizers import Tokenizer


def _ln(x, w, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def _gelu(x):
    return 0.5 * x * (1 + np.vectorize(math.erf)(x / math.sqrt(2)))


# each encoder's attention weights under a layer's prefix: query, key, value, output, and the LayerNorm after it
BERT_ATTENTION = (
    "attention.self.query",
    "attention.self.key",
    "attention.self.value",
    "attention.output.dense",
    "attention.output.LayerNorm",
)
MPNET_ATTENTION = (
    "attention.attn.q",
    "attention.attn.k",
    "attention.attn.v",
    "attention.attn.o",
    "attention.LayerNorm",
)


def _layers(w, c, x, prefix, attention, bias=0.0):
    """The encoder's post-norm layers over x [L, hidden]: attention (bias added to its scores: MPNet's relative
    positions), then the feed-forward; `attention` names its weights (BERT_ATTENTION, MPNET_ATTENTION)."""
    L, H, eps = len(x), c["num_attention_heads"], c["layer_norm_eps"]
    *qkv, out, norm = attention
    for i in range(c["num_hidden_layers"]):
        p = f"{prefix}{i}."
        lin = lambda h, n, p=p: h @ w[p + n + ".weight"].T + w[p + n + ".bias"]  # noqa: E731
        q, k, v = (lin(x, n).reshape(L, H, -1).transpose(1, 0, 2) for n in qkv)
        s = q @ k.transpose(0, 2, 1) / math.sqrt(q.shape[-1]) + bias
        s = np.exp(s - s.max(-1, keepdims=True))
        ctx = ((s / s.sum(-1, keepdims=True)) @ v).transpose(1, 0, 2).reshape(L, -1)
        x = _ln(lin(ctx, out) + x, w[p + norm + ".weight"], w[p + norm + ".bias"], eps)
        h = _gelu(lin(x, "intermediate.dense"))
        x = _ln(lin(h, "output.dense") + x, w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"], eps)
    return x


def reference_hidden(w, c, ids, types=None, prefix=""):
    """The last layer's token vectors [L, hidden] for one input; w holds numpy weights under HF names (after
    prefix, e.g. 'bert.' for a sequence classifier)."""
    ids = np.asarray(ids)
    types = np.zeros_like(ids) if types is None else np.asarray(types)
    L = len(ids)
    e = prefix + "embeddings."
    x = w[e + "word_embeddings.weight"][ids] + w[e + "position_embeddings.weight"][:L]
    x = x + w[e + "token_type_embeddings.weight"][types]
    x = _ln(x, w[e + "LayerNorm.weight"], w[e + "LayerNorm.bias"], c["layer_norm_eps"])
    return _layers(w, c, x, prefix + "encoder.layer.", BERT_ATTENTION)


def reference_embed(folder, texts, max_tokens=128):
    c = json.loads((folder / "config.json").read_text())
    w = load_file(str(folder / "model.safetensors"))
    tok = Tokenizer.from_file(str(folder / "tokenizer.json"))
    tok.enable_truncation(max_tokens)
    tok.no_padding()  # tokenizer.json pads to a fixed length; one text at a time needs no padding
    out = []
    for text in texts:
        v = reference_hidden(w, c, tok.encode(text).ids).mean(0)
        out.append(v / np.linalg.norm(v))
    return np.array(out, dtype=np.float32)


def reference_cross_scores(w, c, tokenizer, query, texts):
    """A cross-encoder's logit for each (query, text) pair: the first token's vector through the pooler and the
    classifier (a BertForSequenceClassification's weights, under 'bert.', 'classifier.')."""
    out = []
    for text in texts:
        enc = tokenizer.encode(query, text)
        first = reference_hidden(w, c, enc.ids, enc.type_ids, prefix="bert.")[0]
        pooled = np.tanh(first @ w["bert.pooler.dense.weight"].T + w["bert.pooler.dense.bias"])
        out.append((pooled @ w["classifier.weight"].T + w["classifier.bias"])[0])
    return np.array(out)


def _bucket(relative, buckets=32, max_distance=128):
    """MPNet's relative position bucket for one (query, key) pair, written out from transformers' formula."""
    n, half = -relative, buckets // 2
    ret = half if n < 0 else 0
    n, exact = abs(n), half // 2
    if n < exact:
        return ret + n
    return ret + min(exact + int(math.log(n / exact) / math.log(max_distance / exact) * (half - exact)), half - 1)


def reference_mpnet_hidden(w, c, ids):
    """MPNetModel's last-layer token vectors [L, hidden] for one unpadded input (positions from pad id + 1)."""
    ids = np.asarray(ids)
    L, eps = len(ids), c["layer_norm_eps"]
    pad = c.get("pad_token_id", 1)
    x = w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][pad + 1 + np.arange(L)]
    x = _ln(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], eps)
    buckets = np.array(
        [[_bucket(j - i, c.get("relative_attention_num_buckets", 32)) for j in range(L)] for i in range(L)]
    )
    bias = w["encoder.relative_attention_bias.weight"][buckets].transpose(2, 0, 1)
    return _layers(w, c, x, "encoder.layer.", MPNET_ATTENTION, bias)
