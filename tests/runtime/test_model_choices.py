"""The one list of chat models (the app's picker and `macllm ls --available`): installed and downloadable, with
whether each fits this machine, judged from the catalogue's shape before any download."""

import json
import os
import subprocess
import sys

from macllm.catalog import load_catalog
from macllm.model_choices import model_choices, parameter_count


def test_the_catalogue_models_fit_by_their_shape_and_the_embedder_is_left_out(monkeypatch):
    monkeypatch.setenv("MACLLM_MEMORY_GB", "1")
    choices = {c.name: c for c in model_choices([], load_catalog(), mode="dense")}
    assert "all-minilm-l6-v2" not in choices
    small, big = choices["smollm2-135m"], choices["qwen2.5-coder-1.5b"]
    assert small.fits and 512 <= small.context <= 8192 and small.size_mb == 98
    assert big.fits is False and "this machine can give 1.00 GB" in big.note  # 1.5B in float32: 6 GB
    monkeypatch.setenv("MACLLM_MEMORY_GB", "64")
    big = {c.name: c for c in model_choices([], load_catalog(), mode="quantized")}["qwen2.5-coder-1.5b"]
    assert big.fits and big.context == 32768


def test_parameter_counts_are_read_from_the_catalogue_text():
    assert [parameter_count(t) for t in ("135M", "1.5B", "22M", "?")] == [135_000_000, 1_500_000_000, 22_000_000, 0]


def test_ls_available_lists_the_same_choices(tmp_path):
    env = {**os.environ, "MACLLM_HOME": str(tmp_path), "MACLLM_MEMORY_GB": "4"}
    cmd = [sys.executable, "-m", "macllm.cli.main", "ls", "--available"]
    out = subprocess.run([*cmd, "--json"], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    rows = {r["name"]: r for r in json.loads(out.stdout)}
    assert set(rows) == {c.name for c in model_choices([], load_catalog(), mode="dense")}
    assert rows["smollm2-135m"]["fits"] is True and rows["smollm2-135m"]["installed"] is False
    text = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120).stdout
    assert "smollm2-135m" in text and "fits, up to" in text and "all-minilm-l6-v2" in text
