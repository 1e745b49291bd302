"""`macllm doctor` on a healthy and a damaged data dir: what it says, each problem with its fix, and errors in
one line."""

import json
import os
import subprocess
import sys
from dataclasses import asdict
from pathlib import Path

import numpy as np

from macllm import model_store
from macllm.docs.index import DocIndex


def doctor(*args, env=None):
    return subprocess.run(
        [sys.executable, "-m", "macllm.cli.main", "doctor", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "MACLLM_NO_OPENBLAS": "1", **(env or {})},  # the same report with or without OpenBLAS
    )


def random_embed(texts):
    v = np.random.default_rng(0).standard_normal((len(texts), 384)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def test_a_healthy_data_dir(home, starter_dir):
    model_store.pull(str(starter_dir), name="smollm2-135m")
    r = doctor("--json")
    assert r.returncode == 0, r.stderr
    report = json.loads(r.stdout)
    assert report["versions"]["macllm"] and report["versions"]["mlx"] and report["versions"]["python"]
    assert report["compute"]["backend"] in ("CPU", "Metal", "CUDA") and report["memory"]["limit_bytes"] > 0
    assert report["data_dir"] == str(home) and report["problems"] == []
    (model,) = report["models"]
    assert model["name"] == "smollm2-135m" and model["fits"] and model["context"] == model["trained_context"] == 8192
    assert model["size_bytes"] > 50e6 and report["storage"]["models_bytes"] == model["size_bytes"]

    assert report["settings"] == {"MACLLM_HOME": str(home), "MACLLM_NO_OPENBLAS": "1"}

    r = doctor(env={"MACLLM_API_KEY": "sk-secret"})  # a report gets pasted: no key in it
    assert r.returncode == 0 and r.stderr == "" and "sk-secret" not in r.stdout
    assert f"settings  MACLLM_HOME={home} MACLLM_NO_OPENBLAS=1" in r.stdout
    for words in ("macllm 0.1.0", "mlx ", "compute ", "memory    a model may use", f"data dir  {home}", "kv/"):
        assert words in r.stdout
    assert "smollm2-135m" in r.stdout and "fits: 8192-token context (its longest)" in r.stdout
    assert r.stdout.rstrip().endswith("no problems found")


def test_what_fits_follows_the_memory_there_is(home, starter_dir):
    model_store.pull(str(starter_dir), name="smollm2-135m")
    short = json.loads(doctor("--json", env={"MACLLM_MEMORY_GB": "0.8"}).stdout)["models"][0]
    assert short["fits"] and 512 <= short["context"] < 8192
    r = doctor(env={"MACLLM_MEMORY_GB": "0.2"})  # too small for float32 (0.54 GB): planned at 4 bits, as loaded
    assert "fits at its 4-bit weights (too large for float32)" in r.stdout
    r = doctor(env={"MACLLM_MEMORY_GB": "0.05"})
    assert "does not fit" in r.stdout and "can give 0.05 GB (MACLLM_MEMORY_GB)" in r.stdout


def test_a_damaged_data_dir_lists_each_problem_with_its_fix(home, tmp_path):
    broken = home / "models" / "smollm2-135m"
    broken.mkdir(parents=True)
    (broken / "macllm.json").write_text("{not json")  # a damaged manifest
    odd = home / "models" / "odd"
    odd.mkdir()
    (odd / "config.json").write_text("{}")  # a manifest that reads, a config that does not size
    (odd / "macllm.json").write_text(
        json.dumps(asdict(model_store.InstalledModel("odd", str(odd), "test", "llama", 1, "none", 10, 0.0)))
    )
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "a.txt").write_text("Llamas live in the Andes.")
    (notes / "b.txt").write_text("Alpacas are smaller than llamas.")
    index = DocIndex(home / "docs.db")  # indexed without the multilingual embedder
    index.add([notes], "notes", random_embed)
    index.close()
    (home / "chats.db").write_bytes(b"this is not a database" * 100)

    r = doctor()
    assert r.returncode == 0 and "Traceback" not in r.stdout + r.stderr, r.stderr
    assert "smollm2-135m" in r.stdout and "DAMAGED" in r.stdout
    fixes = [line.strip() for line in r.stdout.splitlines() if line.strip().startswith("fix:")]
    assert "fix: macllm pull smollm2-135m --force" in fixes  # the manifest; and no chat model left to use
    assert "fix: macllm pull smollm2-135m" in fixes
    assert "model 'odd': its config or weights cannot be read (KeyError" in r.stdout
    assert "fix: macllm rm odd, then pull it again" in fixes
    assert f"fix: macllm docs add '{notes.resolve()}' -c notes  (adding it again fills them in)" in fixes
    assert any("move it aside" in f for f in fixes) and "chats.db is damaged" in r.stdout
    assert "2 of 2 passages have no multilingual vectors" in r.stdout

    report = json.loads(doctor("--json").stdout)
    assert len(report["problems"]) == 5 and all(p["problem"] and p["fix"] for p in report["problems"])
    assert report["collections"] == [{"name": "notes", "passages": 2, "multilingual": 0}]


def test_missing_openblas_is_a_problem_on_linux(home, monkeypatch):
    from macllm.cli import doctor as doctor_module
    from macllm.runtime import backend

    monkeypatch.setattr(backend, "openblas_path", None)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("MACLLM_NO_OPENBLAS", raising=False)
    report = doctor_module.examine()
    if report.compute["backend"] == "CPU":
        assert any(p.fix == "sudo apt-get install libopenblas0-pthread" for p in report.problems)


def test_an_unusable_data_dir_is_one_line(tmp_path):
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("")
    r = doctor(env={"MACLLM_HOME": str(not_a_folder)})
    assert r.returncode == 1 and r.stdout == "" and "Traceback" not in r.stderr
    assert r.stderr.strip() == f"error: MACLLM_HOME={not_a_folder} is not a folder; point it at a folder (or unset it)"
    assert Path(not_a_folder).is_file()
