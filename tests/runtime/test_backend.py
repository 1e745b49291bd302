"""MLX's CUDA cache knobs are set when macllm is imported, before MLX reads them, unless the user set them."""

import os
import subprocess
import sys

from macllm.runtime import backend

SHOW = (
    "import os, macllm; print(os.environ['MLX_ENABLE_CACHE_THRASHING_CHECK'], os.environ['MLX_CUDA_SDPA_CACHE_SIZE'])"
)


def _run(env: dict) -> str:
    clean = {k: v for k, v in os.environ.items() if k not in backend.CUDA_DEFAULTS}
    out = subprocess.run([sys.executable, "-c", SHOW], env=clean | env, capture_output=True, text=True, check=True)
    return out.stdout.strip()


def test_import_switches_the_thrashing_check_off_and_bounds_the_plans():
    # 128 plans of ~2.4 MB host memory each (scripts/cuda_host_memory.py): a bounded heap, not 1,024 plans' 2.4 GB
    assert _run({}) == "0 128"


def test_a_value_the_user_exported_is_kept():
    assert _run({"MLX_ENABLE_CACHE_THRASHING_CHECK": "1", "MLX_CUDA_SDPA_CACHE_SIZE": "64"}) == "1 64"


def test_cuda_defaults_sets_only_what_is_missing(monkeypatch):
    monkeypatch.setenv("MLX_CUDA_SDPA_CACHE_SIZE", "4096")
    monkeypatch.delenv("MLX_ENABLE_CACHE_THRASHING_CHECK", raising=False)
    assert backend.cuda_defaults() == {"MLX_ENABLE_CACHE_THRASHING_CHECK": "0"}
    assert os.environ["MLX_CUDA_SDPA_CACHE_SIZE"] == "4096"
    assert backend.cuda_defaults() == {}
