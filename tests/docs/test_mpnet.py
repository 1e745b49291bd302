"""runtime/bert.py's MPNet (all-mpnet-base-v2's architecture) against an independent numpy forward pass."""

import mlx.core as mx
import numpy as np
import pytest

from macllm.runtime.bert import MPNet, relative_buckets

from .reference_bert import _bucket, reference_mpnet_hidden

CONFIG = {
    "model_type": "mpnet",
    "hidden_size": 32,
    "intermediate_size": 64,
    "num_attention_heads": 4,
    "num_hidden_layers": 2,
    "layer_norm_eps": 1e-5,
    "max_position_embeddings": 300,
    "vocab_size": 50,
    "pad_token_id": 1,
    "relative_attention_num_buckets": 32,
}


def random_weights(c, seed=0):
    rng = np.random.default_rng(seed)
    d, f = c["hidden_size"], c["intermediate_size"]
    shapes = {
        "embeddings.word_embeddings.weight": (c["vocab_size"], d),
        "embeddings.position_embeddings.weight": (c["max_position_embeddings"], d),
        "encoder.relative_attention_bias.weight": (c["relative_attention_num_buckets"], c["num_attention_heads"]),
    }
    for n in (
        "embeddings.LayerNorm",
        *(f"encoder.layer.{i}.{m}.LayerNorm" for i in range(2) for m in ("attention", "output")),
    ):
        shapes[n + ".weight"] = shapes[n + ".bias"] = (d,)
    for i in range(c["num_hidden_layers"]):
        p = f"encoder.layer.{i}."
        for n in "qkvo":
            shapes[f"{p}attention.attn.{n}.weight"], shapes[f"{p}attention.attn.{n}.bias"] = (d, d), (d,)
        shapes[p + "intermediate.dense.weight"], shapes[p + "intermediate.dense.bias"] = (f, d), (f,)
        shapes[p + "output.dense.weight"], shapes[p + "output.dense.bias"] = (d, f), (d,)
    w = {k: rng.normal(0, 0.5, s).astype(np.float32) for k, s in shapes.items()}
    for k in w:
        if k.endswith("LayerNorm.weight"):
            w[k] = 1 + 0.1 * w[k]
    return w


@pytest.mark.parametrize("L", [1, 9, 40, 200])
def test_buckets_follow_the_formula(L):
    want = np.array([[_bucket(j - i) for j in range(L)] for i in range(L)])
    assert (relative_buckets(L) == want).all()


def test_padded_batch_matches_numpy_mpnet_one_text_at_a_time():
    w = random_weights(CONFIG)
    model = MPNet(CONFIG)
    model.load_weights([(k, mx.array(v)) for k, v in w.items()])
    rng = np.random.default_rng(1)
    lengths = [3, 17, 150]  # 150 reaches the log-spaced buckets past distance 8 and the cap at 128
    ids = np.ones((len(lengths), max(lengths)), np.int64)  # 1 is the pad id
    for row, n in enumerate(lengths):
        ids[row, :n] = rng.integers(2, CONFIG["vocab_size"], n)
    mask = (ids != 1).astype(np.int64)
    hidden = np.array(model.hidden_states(mx.array(ids), mx.array(mask)))
    pooled = np.array(model(mx.array(ids), mx.array(mask)))
    for row, n in enumerate(lengths):
        want = reference_mpnet_hidden(w, CONFIG, ids[row, :n])
        np.testing.assert_allclose(hidden[row, :n], want, atol=2e-4)
        mean = want.mean(0)
        np.testing.assert_allclose(pooled[row], mean / np.linalg.norm(mean), atol=1e-5)
