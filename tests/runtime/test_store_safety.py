"""The store deletes only inside itself, and a damaged manifest is reported (one line, with the repair) rather
than hidden or crashed on. Uses a tiny hand-made model folder: these tests need no MLX and no real weights."""

import json
import os
import shutil
import struct
import subprocess
import sys

import pytest

from macllm import model_store
from macllm.errors import ModelFormatError, ModelNotFound


def tiny_model(folder):
    """A model folder the store accepts: config.json and a one-tensor safetensors file."""
    folder.mkdir(parents=True)
    (folder / "config.json").write_text(json.dumps({"model_type": "llama", "vocab_size": 4}))
    header = json.dumps({"w": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]}}).encode()
    (folder / "model.safetensors").write_bytes(struct.pack("<Q", len(header)) + header + bytes(16))
    return folder


@pytest.fixture
def installed(home, tmp_path):
    info = model_store.pull(str(tiny_model(tmp_path / "src" / "tiny")), show_progress=False)
    assert info.name == "tiny"
    return home / "models" / "tiny"


def test_rm_in_a_copied_data_dir_deletes_the_copy_not_the_original(installed, tmp_path, monkeypatch):
    copy = tmp_path / "copy"
    shutil.copytree(installed.parent.parent, copy)
    monkeypatch.setenv("MACLLM_HOME", str(copy))
    assert model_store.installed("tiny").path == str((copy / "models" / "tiny").resolve())  # not the manifest's path
    assert model_store.remove("tiny") == "removed tiny"
    assert not (copy / "models" / "tiny").exists()
    assert (installed / "model.safetensors").exists() and (installed / "macllm.json").exists()


def test_a_manifest_naming_another_path_never_gets_it_deleted(installed, tmp_path):
    victim = tmp_path / "precious"
    victim.mkdir()
    (victim / "thesis.txt").write_text("years of work")
    for linked in (False, True):
        data = json.loads((installed / "macllm.json").read_text())
        (installed / "macllm.json").write_text(json.dumps({**data, "path": str(victim), "linked": linked}))
        model_store.remove("tiny")
        assert (victim / "thesis.txt").read_text() == "years of work"
        assert not installed.exists()
        shutil.copytree(installed.parent.parent.parent / "src" / "tiny", installed)  # reinstall by hand for round 2
        (installed / "macllm.json").write_text(json.dumps(data))


def test_linked_model_is_forgotten_and_its_files_kept(home, tmp_path):
    out = tiny_model(tmp_path / "quantized")
    model_store.register(out, "mine", "quantize:x")
    assert "left in place" in model_store.remove("mine")
    assert (out / "model.safetensors").exists() and not (home / "models" / "mine").exists()


@pytest.mark.parametrize("name", ["..", "../models", "a/b", "/etc", ".partial-x-1", "", "x\\y"])
def test_names_that_leave_the_store_are_refused(installed, name):
    with pytest.raises(ModelNotFound, match="not an installed model name"):
        model_store.remove(name)
    assert (installed / "model.safetensors").exists()


def test_symlinked_entry_loses_the_link_not_its_target(home, tmp_path):
    target = tiny_model(tmp_path / "elsewhere")
    (home / "models").mkdir(parents=True, exist_ok=True)
    os.symlink(target, home / "models" / "linked")
    (target / "macllm.json").write_text(
        json.dumps(
            {
                "name": "linked",
                "path": str(target),
                "source": "x",
                "architecture": "llama",
                "parameters": 4,
                "quantization": "none",
                "size_bytes": 1,
                "installed_at": 0.0,
            }
        )
    )
    model_store.remove("linked")
    assert not (home / "models" / "linked").exists()
    assert (target / "model.safetensors").exists()


def test_damaged_manifest_is_listed_and_named_in_one_line(installed):
    (installed / "macllm.json").write_text('{"name": "tiny", "path": "/x", "sou')  # a write cut short
    with pytest.raises(ModelFormatError, match=r"manifest of model 'tiny' is damaged .*macllm pull tiny --force"):
        model_store.installed("tiny")
    assert model_store.list_installed() == []
    [entry] = model_store.list_installed(include_damaged=True)
    assert entry.name == "tiny" and "damaged" in entry.damaged
    repaired = model_store.pull(str(installed.parent.parent.parent / "src" / "tiny"), name="tiny", show_progress=False)
    assert repaired.path == str(installed.resolve()) and model_store.installed("tiny").architecture == "llama"


def test_force_pull_replaces_in_place_and_leaves_no_partials(installed, tmp_path):
    before = model_store.installed("tiny").installed_at
    after = model_store.pull(str(tmp_path / "src" / "tiny"), name="tiny", force=True, show_progress=False)
    assert after.installed_at > before
    assert sorted(p.name for p in installed.parent.iterdir()) == ["tiny"]


def cli(*args, home):
    env = {**os.environ, "MACLLM_HOME": str(home)}
    env.pop("MACLLM_DEBUG", None)
    return subprocess.run(
        [sys.executable, "-m", "macllm.cli.main", *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_cli_reports_damage_without_traceback(installed, home):
    (installed / "macllm.json").write_text("{")
    ls = cli("ls", home=home)
    assert ls.returncode == 0 and "tiny" in ls.stdout and "DAMAGED" in ls.stdout
    for args in (["generate", "hi", "-m", "tiny"], ["rm", "../tiny"]):
        r = cli(*args, home=home)
        assert r.returncode == 1 and "Traceback" not in r.stderr
        assert len(r.stderr.strip().splitlines()) == 1, r.stderr
    r = cli("rm", "tiny", home=home)
    assert r.returncode == 0 and not installed.exists()


def test_a_write_that_hits_the_file_size_limit_installs_nothing(home, tmp_path):
    import resource

    src = tiny_model(tmp_path / "src" / "big")
    (src / "model.safetensors").write_bytes((src / "model.safetensors").read_bytes() + bytes(200_000))
    env = {**os.environ, "MACLLM_HOME": str(home)}

    def limit():
        resource.setrlimit(resource.RLIMIT_FSIZE, (100_000, 100_000))

    r = subprocess.run(
        [sys.executable, "-m", "macllm.cli.main", "pull", str(src)],
        capture_output=True,
        text=True,
        env=env,
        preexec_fn=limit,
        timeout=120,
    )
    assert r.returncode == 1 and "nothing was installed" in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
    assert [p.name for p in (home / "models").iterdir()] == []


def test_damaged_databases_are_one_line_errors(home):
    home.mkdir(parents=True, exist_ok=True)
    for name, args in (("docs.db", ["docs", "ls"]), ("chats.db", ["chat", "--model", "x"])):
        (home / name).write_bytes(b"not a database, whatever it once was" * 50)
        r = cli(*args, home=home)
        assert r.returncode == 1 and "Traceback" not in r.stderr, r.stderr
        assert f"{name} is damaged" in r.stderr and "move it aside" in r.stderr
