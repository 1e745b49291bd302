"""The cross-encoder reranker (docs/cross_encoder.py) on a local stand-in for ms-marco-MiniLM-L-6-v2: a tiny BERT
sequence classifier with random weights under the hub checkpoint's names and the real WordPiece tokenizer, pulled
through the catalogue's hub entry with snapshot_download stood in, and scored against an independent numpy pass.
The L-12 that is read out of ONNX: tests/docs/test_onnx_weights.py."""

import json
import shutil

import numpy as np
import pytest
from safetensors.numpy import save_file
from tokenizers import Tokenizer

from macllm import model_store
from macllm.docs.cross_encoder import CROSS_ENCODER, OTHERS, CrossEncoder
from macllm.docs.rerank import CE_WEIGHT, CrossEncoderReranker, make_reranker
from macllm.docs.retrieve import Passage
from macllm.errors import MacllmError

from .reference_bert import reference_cross_scores

HUB = OTHERS[0]  # ms-marco-minilm-l6-v2, the hub's; the L-12 (CROSS_ENCODER) comes from PyPI

CONFIG = {
    "architectures": ["BertForSequenceClassification"],
    "model_type": "bert",
    "hidden_size": 32,
    "num_attention_heads": 4,
    "num_hidden_layers": 2,
    "intermediate_size": 64,
    "max_position_embeddings": 512,
    "type_vocab_size": 2,
    "vocab_size": 30522,
    "layer_norm_eps": 1e-12,
    "pad_token_id": 0,
    "id2label": {"0": "LABEL_0"},
}


def stand_in_weights(c, seed=23):
    rng = np.random.default_rng(seed)
    d, f = c["hidden_size"], c["intermediate_size"]
    shapes = {
        "bert.embeddings.word_embeddings.weight": (c["vocab_size"], d),
        "bert.embeddings.position_embeddings.weight": (c["max_position_embeddings"], d),
        "bert.embeddings.token_type_embeddings.weight": (c["type_vocab_size"], d),
        "bert.pooler.dense.weight": (d, d),
        "bert.pooler.dense.bias": (d,),
        "classifier.weight": (1, d),
        "classifier.bias": (1,),
    }
    for i in range(c["num_hidden_layers"]):
        p = f"bert.encoder.layer.{i}."
        for n in ("attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense"):
            shapes[f"{p}{n}.weight"], shapes[f"{p}{n}.bias"] = (d, d), (d,)
        shapes[f"{p}intermediate.dense.weight"], shapes[f"{p}intermediate.dense.bias"] = (f, d), (f,)
        shapes[f"{p}output.dense.weight"], shapes[f"{p}output.dense.bias"] = (d, f), (d,)
    w = {k: (rng.standard_normal(s) * 0.2).astype(np.float32) for k, s in shapes.items()}
    for norm in ["bert.embeddings.LayerNorm"] + [
        f"bert.encoder.layer.{i}.{n}.LayerNorm"
        for i in range(c["num_hidden_layers"])
        for n in ("attention.output", "output")
    ]:
        w[f"{norm}.weight"] = (1 + 0.1 * rng.standard_normal(c["hidden_size"])).astype(np.float32)
        w[f"{norm}.bias"] = (0.1 * rng.standard_normal(c["hidden_size"])).astype(np.float32)
    w["bert.embeddings.position_ids"] = np.arange(512, dtype=np.int64)[None]  # in old checkpoints; not a weight
    return w


@pytest.fixture
def stand_in(tmp_path, minilm_dir):
    folder = tmp_path / "hub-snapshot"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(CONFIG))
    shutil.copy(minilm_dir / "tokenizer.json", folder / "tokenizer.json")
    weights = stand_in_weights(CONFIG)
    save_file(weights, str(folder / "model.safetensors"))
    return folder, weights


def reference_scores(weights, query, texts):
    tok = Tokenizer.from_file(str(model_store.resolve(HUB) / "tokenizer.json"))
    tok.no_padding()
    tok.enable_truncation(256)
    w = {k: v for k, v in weights.items() if k != "bert.embeddings.position_ids"}
    return reference_cross_scores(w, CONFIG, tok, query, texts)


def test_pulled_from_the_hub_entry_and_scored_as_a_numpy_pass_scores(home, stand_in, index):
    folder, weights = stand_in
    with pytest.raises(MacllmError, match=f"no reranker model is installed; run 'macllm pull {CROSS_ENCODER}'"):
        make_reranker("cross-encoder", index)

    def fake_snapshot(repo_id, local_dir, allow_patterns):  # stands in for huggingface_hub.snapshot_download
        assert repo_id == "cross-encoder/ms-marco-MiniLM-L-6-v2" and "*.safetensors" in allow_patterns
        shutil.copytree(folder, local_dir, dirs_exist_ok=True)

    info = model_store.pull(
        HUB, hf_download=fake_snapshot
    )  # the L-6 from the hub: used while the L-12 is not installed
    assert info.source == "hf:cross-encoder/ms-marco-MiniLM-L-6-v2"
    encoder = CrossEncoder(model_store.resolve(HUB))
    query = "How do I copy a directory tree?"
    texts = ["shutil.copytree copies a whole tree.", "Bread rises in a warm kitchen, " * 30, "短文本"]
    got = encoder.scores(query, texts)
    np.testing.assert_allclose(got, reference_scores(weights, query, texts), rtol=1e-4, atol=1e-4)

    passages = [Passage(f"{i}.txt", 1, 1, None, 0.0, t, i) for i, t in enumerate(texts)]
    ranked = make_reranker("cross-encoder", index)(query, passages)
    assert [p.chunk_id for p in ranked] == list(np.argsort(-got))  # hybrid scores 0: the logits' order
    assert ranked[0].score == pytest.approx(CE_WEIGHT / (1 + np.exp(-got.max())), rel=1e-5)


def test_a_folder_that_is_not_a_cross_encoder_is_refused(tmp_path, minilm_dir):
    with pytest.raises(ValueError, match="is not a BERT cross-encoder"):
        CrossEncoder(minilm_dir)  # the embedder: a BertModel without a classifier
    assert CrossEncoderReranker(lambda q, texts: np.zeros(len(texts)))("q", []) == []
    passages = [Passage(f"{i}.txt", 1, 1, None, 1.0 - i, "文本", i) for i in range(3)]
    never = CrossEncoderReranker(lambda q, texts: 1 / 0)  # MS MARCO is English: a Chinese question keeps its order
    assert never("怎样复制整个目录？", passages) == passages


def test_ask_without_the_reranker_model_says_how_to_get_it(home, minilm_dir, tmp_path):
    import subprocess
    import sys

    model_store.pull(str(minilm_dir), name="all-minilm-l6-v2")
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "a.md").write_text("The router restarts at 3am.\n")

    def macllm(*args):
        return subprocess.run([sys.executable, "-m", "macllm.cli.main", *args], capture_output=True, text=True)

    assert macllm("docs", "add", str(tmp_path / "notes"), "-c", "notes").returncode == 0
    for args in (["ask", "When does the router restart?"], ["docs", "search", "router"]):
        r = macllm(*args, "-c", "notes", "--rerank", "cross-encoder")  # no chat model is installed either
        assert r.returncode == 1 and f"run 'macllm pull {CROSS_ENCODER}'" in r.stderr, r.stderr
        assert len(r.stderr.strip().splitlines()) == 1
