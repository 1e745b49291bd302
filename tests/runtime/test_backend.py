"""MLX's CUDA cache knobs are set when macllm is imported, before MLX reads them, unless the user set them."""

import os
import socket
import subprocess
import sys

import pytest

from macllm.runtime import backend

SHOW = (
    "import os, macllm; print(os.environ['MLX_ENABLE_CACHE_THRASHING_CHECK'], os.environ['MLX_CUDA_SDPA_CACHE_SIZE'])"
)


def _run(env: dict) -> str:
    clean = {k: v for k, v in os.environ.items() if k not in backend.CUDA_DEFAULTS and k != backend.KERNEL_CACHE}
    out = subprocess.run([sys.executable, "-c", SHOW], env=clean | env, capture_output=True, text=True, check=True)
    return out.stdout.strip()


def test_import_switches_the_thrashing_check_off_and_bounds_the_plans():
    # 128 plans of ~2.4 MB host memory each (scripts/cuda_host_memory.py): a bounded heap, not 1,024 plans' 2.4 GB
    assert _run({}) == "0 128"


def test_a_value_the_user_exported_is_kept():
    assert _run({"MLX_ENABLE_CACHE_THRASHING_CHECK": "1", "MLX_CUDA_SDPA_CACHE_SIZE": "64"}) == "1 64"


def test_cuda_defaults_sets_only_what_is_missing(monkeypatch):
    monkeypatch.setenv("MLX_CUDA_SDPA_CACHE_SIZE", "4096")
    monkeypatch.setenv(backend.KERNEL_CACHE, "/somewhere/ptx")
    monkeypatch.delenv("MLX_ENABLE_CACHE_THRASHING_CHECK", raising=False)
    assert backend.cuda_defaults() == {"MLX_ENABLE_CACHE_THRASHING_CHECK": "0"}
    assert os.environ["MLX_CUDA_SDPA_CACHE_SIZE"] == "4096"
    assert backend.cuda_defaults() == {}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="MLX's CUDA build, which compiles kernels, is Linux's")
def test_compiled_kernels_are_kept_in_the_user_cache_per_mlx_version(tmp_path):
    # MLX's default (/tmp/mlx/<version>/ptx) is emptied by a reboot where /tmp is a tmpfs: the first serve after it
    # spent 198 s instead of 15 s compiling a 1B model's kernels on an H100, at 5.3 GB RSS instead of 2.8 GB
    import importlib.metadata

    show = "import os, macllm; print(os.environ['MLX_PTX_CACHE_DIR'])"
    env = {k: v for k, v in os.environ.items() if k != backend.KERNEL_CACHE} | {"XDG_CACHE_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", show], env=env, capture_output=True, text=True, check=True)
    folder = out.stdout.strip()
    mine = tmp_path / "macllm" / "mlx-kernels" / importlib.metadata.version("mlx") / socket.gethostname()
    assert folder == str(mine)  # per host: MLX names a file by its kernel alone, not the GPU it was built for
    # the import only names it: MLX's CUDA build makes the folder when it first compiles
    assert not (tmp_path / "macllm").exists()
    env[backend.KERNEL_CACHE] = str(tmp_path / "mine")
    out = subprocess.run([sys.executable, "-c", show], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == str(tmp_path / "mine")


def test_a_cache_dir_that_cannot_be_written_leaves_mlxs_default(monkeypatch, tmp_path):
    # a read-only home: MLX would fail to make the folder and cache nothing; its own default (/tmp) stays
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv(backend.KERNEL_CACHE, raising=False)
    monkeypatch.setattr(backend.os, "access", lambda path, mode: False)
    assert backend.kernel_cache_dir() is None
    assert backend.KERNEL_CACHE not in backend.cuda_defaults() and backend.KERNEL_CACHE not in os.environ
