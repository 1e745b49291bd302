"""`macllm doctor`: one screen with what a bug report needs and what a user wonders about: versions, the compute
path MLX takes (Metal, CUDA, or the CPU with its BLAS), the memory a model may use and whether each installed model
fits, what the data dir holds, and anything wrong, each with its fix.

It only reads: no model is loaded (sizes come from the memory plan's arithmetic on the files), the databases are
opened read-only, and a part that cannot be read becomes a problem in the report rather than an error.
"""

from __future__ import annotations

import json
import os
import platform
import sqlite3
import sys
from dataclasses import asdict, dataclass, field
from importlib import metadata
from pathlib import Path

import typer

from macllm.errors import MacllmError
from macllm.model_choices import EMBEDDING_ARCHITECTURES


@dataclass(slots=True)
class Problem:
    problem: str
    fix: str


# the settings that change what macllm does, shown when set; a report gets pasted, so never MACLLM_API_KEY, nor
# MACLLM_PIP_ARGS (an index URL can carry a token)
SETTINGS = ("MACLLM_HOME", "MACLLM_MEMORY_GB", "MACLLM_DISK_GB", "MACLLM_WEIGHTS", "MACLLM_NO_OPENBLAS")


@dataclass(slots=True)
class Report:
    versions: dict
    settings: dict
    compute: dict
    memory: dict
    data_dir: str
    storage: dict
    models: list[dict] = field(default_factory=list)
    collections: list[dict] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)


def doctor(as_json: bool = typer.Option(False, "--json", help="print the report as one JSON object")):
    """What a bug report needs: versions, device and backend, memory and what fits, the data dir, and what is wrong."""
    report = examine()
    print(json.dumps(asdict(report), indent=1) if as_json else render(report))


def examine() -> Report:
    home = _home()
    problems: list[Problem] = []
    compute = _compute(problems)
    device, memory = _memory(problems)
    models = _models(device, compute["weights"], problems)
    storage, collections = _storage(home, models, problems)
    if not any(m["architecture"] not in EMBEDDING_ARCHITECTURES for m in models if not m["damaged"]):
        problems.append(Problem("no chat model is installed", "macllm pull smollm2-135m"))
    settings = {k: os.environ[k] for k in SETTINGS if os.environ.get(k)}
    return Report(_versions(), settings, compute, memory, str(home), storage, models, collections, problems)


def _home() -> Path:
    from macllm import paths

    root = os.environ.get("MACLLM_HOME")
    if root and Path(root).expanduser().exists() and not Path(root).expanduser().is_dir():
        raise MacllmError(f"MACLLM_HOME={root} is not a folder; point it at a folder (or unset it)")
    try:
        return paths.home()
    except OSError as e:
        raise MacllmError(
            f"cannot use the data dir ({e.strerror}: {e.filename}); set MACLLM_HOME to a folder"
        ) from None


def _version(package: str) -> str | None:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


def _versions() -> dict:
    import macllm

    return {
        "macllm": macllm.__version__,
        "python": platform.python_version(),
        "platform": platform.platform(),
        "mlx": _version("mlx"),
        "mlx_lm": _version("mlx-lm"),
    }


def _compute(problems: list[Problem]) -> dict:
    """The backend MLX runs on; importing mlx here only asks it about the device."""
    import mlx.core as mx

    from macllm.runtime import backend

    kind = "Metal" if mx.metal.is_available() else "CUDA" if backend.has_cuda() else "CPU"
    info = dict(mx.device_info())
    blas = None
    if kind == "CPU":
        blas = backend.openblas_path
        if blas is None and sys.platform.startswith("linux") and not os.environ.get("MACLLM_NO_OPENBLAS"):
            problems.append(
                Problem(
                    "OpenBLAS is not installed: MLX's CPU matmuls use its bundled reference BLAS (4-50x slower)",
                    "sudo apt-get install libopenblas0-pthread",
                )
            )
    return {
        "backend": kind,
        "device": info.get("device_name") or str(mx.default_device()),
        "blas": blas,
        "weights": backend.weights_mode(),
    }


def _memory(problems: list[Problem]):
    from macllm.runtime import memory

    try:
        device = memory.device_memory()
    except MacllmError as e:  # a MACLLM_MEMORY_GB that is not a number
        problems.append(Problem(str(e), "unset MACLLM_MEMORY_GB or give it a number of gigabytes"))
        return None, {"limit_bytes": None, "source": None, "machine_bytes": _machine_bytes()}
    return device, {"limit_bytes": device.limit, "source": device.source, "machine_bytes": _machine_bytes()}


def _machine_bytes() -> int | None:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return None


def _models(device, weights: str, problems: list[Problem]) -> list[dict]:
    from macllm import model_store
    from macllm.catalog import load_catalog

    catalog = load_catalog()
    rows = []
    for m in model_store.list_installed(include_damaged=True):
        row = {k: getattr(m, k) for k in ("name", "architecture", "parameters", "quantization", "size_bytes", "path")}
        row.update(damaged=bool(m.damaged), fits=None, context=None, trained_context=None, needs_bytes=None)
        rows.append(row)
        if m.damaged:
            again = f"macllm pull {m.name} --force" if m.name in catalog else f"macllm rm {m.name}, then pull it again"
            problems.append(Problem(f"model '{m.name}': its manifest (macllm.json) is damaged", again))
            continue
        if not (Path(m.path) / "config.json").exists():
            row["damaged"] = True
            problems.append(Problem(f"model '{m.name}': its files at {m.path} are gone", f"macllm rm {m.name}"))
            continue
        if device is not None:
            try:
                _fit(row, Path(m.path), weights, device)
            except (OSError, ValueError, KeyError, TypeError) as e:  # a config.json or weights file it cannot read
                row["damaged"] = True
                problems.append(
                    Problem(
                        f"model '{m.name}': its config or weights cannot be read ({type(e).__name__}: {e})",
                        f"macllm pull {m.name} --force"
                        if m.name in catalog
                        else f"macllm rm {m.name}, then pull it again",
                    )
                )
            if row["fits"] is False:
                problems.append(
                    Problem(
                        f"model '{m.name}' needs {_gb(row['needs_bytes'])} even for a short context but this "
                        f"machine can give {_gb(device.limit)} ({device.source})",
                        "close other apps, or pick a smaller model ('macllm ls --available')",
                    )
                )
    return rows


def _fit(row: dict, path: Path, weights: str, device) -> None:
    """Whether the model fits this machine, and its longest context that does (the memory plan, as a load sizes it);
    on the CPU a model too large for float32 is planned at its 4-bit weights, as the engine loads it."""
    from macllm.runtime import backend, memory

    config = json.loads((path / "config.json").read_text())
    row["trained_context"] = memory.trained_context(config)
    try:
        plan = memory.plan(path, weights, None, row["trained_context"], device=device, name=row["name"])
    except memory.MemoryBudgetError:
        if weights == "dense" and backend.weights_mode_is_automatic():  # the engine keeps 4 bits instead
            _fit(row, path, "quantized", device)
            row["weights"] = "quantized"
            return
        row["fits"] = False
        row["needs_bytes"] = memory.footprint(path, weights).total(memory.MIN_CONTEXT)
        return
    # at the smallest prefill chunk: a load gives prefill chunks whatever room is left over
    row.update(fits=True, context=plan.context, needs_bytes=memory.footprint(path, weights).total(plan.context))


def _size(*files: Path) -> int:
    return sum(f.stat().st_size for f in files if f.is_file())


def _storage(home: Path, models: list[dict], problems: list[Problem]) -> tuple[dict, list[dict]]:
    from macllm.runtime.cache_disk import DEFAULT_BUDGET_BYTES

    kv = [p for p in (home / "kv").rglob("*") if p.is_file()] if (home / "kv").is_dir() else []
    chats_db, docs_db = home / "chats.db", home / "docs.db"
    storage = {
        "models_bytes": sum(m["size_bytes"] for m in models),
        "kv_bytes": _size(*kv),
        "kv_segments": sum(p.name.startswith("seg-") for p in kv),
        "kv_budget_bytes": DEFAULT_BUDGET_BYTES,
        "chats_db_bytes": _size(*_db_files(chats_db)),
        "chats": None,
        "docs_db_bytes": _size(*_db_files(docs_db)),
    }
    if chats_db.exists():
        rows = _query(chats_db, "SELECT COUNT(*) FROM chats", problems)
        storage["chats"] = rows[0][0] if rows else None
    collections = []
    if docs_db.exists():
        rows = _query(docs_db, _COVERAGE, problems)
        if rows is None:  # no multilingual table: a database older than multilingual retrieval
            rows = _query(docs_db, _COVERAGE.replace("COUNT(m.chunk_id)", "0").replace(_ML_JOIN, ""), problems)
        for cid, name, passages, multilingual in rows or []:
            collections.append({"name": name, "passages": passages, "multilingual": multilingual})
            if multilingual < passages:
                files = _query(docs_db, f"SELECT path FROM files WHERE collection_id={int(cid)}", problems) or []
                root = os.path.commonpath([f[0] for f in files]) if files else ""
                problems.append(
                    Problem(
                        f"collection '{name}': {passages - multilingual} of {passages} passages have no multilingual "
                        "vectors, so questions in Chinese, Japanese or Korean do not find them",
                        f"macllm docs add '{root if len(root) > 1 else 'PATH'}' -c {name}  (adding it again fills them in)",
                    )
                )
    return storage, collections


_ML_JOIN = "LEFT JOIN chunk_vectors_ml m ON m.chunk_id=k.id"
_COVERAGE = f"""
    SELECT c.id, c.name, COUNT(k.id), COUNT(m.chunk_id)
    FROM collections c LEFT JOIN files f ON f.collection_id=c.id LEFT JOIN chunks k ON k.file_id=f.id {_ML_JOIN}
    GROUP BY c.id ORDER BY c.name"""


def _db_files(path: Path) -> list[Path]:
    return [path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")]


def _query(path: Path, sql: str, problems: list[Problem]) -> list | None:
    """Rows of a read-only query; a damaged database becomes a problem (None), a missing table just None."""
    from macllm.sqlite_db import damaged

    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=2) as db:
            return db.execute(sql).fetchall()
    except sqlite3.OperationalError as e:
        if "no such table" in str(e):
            return None
        problems.append(Problem(*str(damaged(path, e)).split("; ", 1)))
    except sqlite3.DatabaseError as e:
        problems.append(Problem(*str(damaged(path, e)).split("; ", 1)))
    return None


def _bytes(n: int | None) -> str:
    if n is None:
        return "?"
    return f"{n / 1e9:.2f} GB" if n >= 1e9 else f"{n / 1e6:.0f} MB" if n >= 1e6 else f"{n / 1e3:.0f} kB"


def _gb(n: int | None) -> str:
    """Memory, in the memory plan's unit."""
    return "?" if n is None else f"{n / 1e9:.2f} GB"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def render(r: Report) -> str:
    v, c, m, s = r.versions, r.compute, r.memory, r.storage
    blas = (
        f", BLAS: {('OpenBLAS ' + c['blas']) if c['blas'] else 'MLX bundled (slow)'}" if c["backend"] == "CPU" else ""
    )
    weights = "dense float32" if c["weights"] == "dense" else "as stored (quantized)"
    lines = [
        f"macllm {v['macllm']} · Python {v['python']} · {v['platform']} · mlx {v['mlx']} · mlx-lm {v['mlx_lm']}",
        f"compute   {c['backend']} backend ({c['device']}){blas}; weights load {weights}",
        f"memory    a model may use {_gb(m['limit_bytes'])} ({m['source'] or 'unknown'}); "
        f"the machine has {_gb(m['machine_bytes'])}",
        *([f"settings  {' '.join(f'{k}={v}' for k, v in r.settings.items())}"] if r.settings else []),
        f"data dir  {r.data_dir}",
        f"  models    {len(r.models)} installed, {_bytes(s['models_bytes'])}",
        f"  kv/       {_bytes(s['kv_bytes'])} in {_count(s['kv_segments'], 'KV cache segment')} (the disk tier keeps at most "
        f"{_gb(s['kv_budget_bytes'])})",
        f"  chats.db  {_bytes(s['chats_db_bytes']) if s['chats_db_bytes'] else 'none yet'}"
        + (f", {_count(s['chats'], 'chat')}" if s["chats"] is not None else ""),
        f"  docs.db   {_bytes(s['docs_db_bytes']) if s['docs_db_bytes'] else 'none yet'}"
        + (f", {_count(len(r.collections), 'collection')}" if r.collections else ""),
    ]
    if r.models:
        lines += ["", "models (what fits: the memory plan, before loading)"]
        for row in r.models:
            lines.append(f"  {row['name']:<24} {_model_line(row)}")
    if r.collections:
        lines += ["", "document collections"]
        for col in r.collections:
            lines.append(
                f"  {col['name']:<24} {col['passages']} passages, {col['multilingual']} with multilingual vectors"
            )
    lines.append("")
    if not r.problems:
        lines.append("no problems found")
    else:
        lines.append(_count(len(r.problems), "problem"))
        for p in r.problems:
            lines += [f"  - {p.problem}", f"    fix: {p.fix}"]
    return "\n".join(lines)


def _model_line(row: dict) -> str:
    if row["damaged"]:
        return "DAMAGED (see problems)"
    params = row["parameters"]
    size = f"{params / 1e9:.2f}B" if params >= 1e9 else f"{params / 1e6:.0f}M"
    head = f"{row['architecture']:<7} {size:>6} {row['quantization']:<26} {_bytes(row['size_bytes']):>7}"
    if row["fits"] is None:
        return head
    if not row["fits"]:
        return f"{head}  does not fit: needs {_gb(row['needs_bytes'])} even for a 512-token context"
    longest = "its longest" if row["context"] >= row["trained_context"] else f"of its {row['trained_context']}"
    at = " at its 4-bit weights (too large for float32)" if row.get("weights") == "quantized" else ""
    return f"{head}  fits{at}: {row['context']}-token context ({longest}), {_gb(row['needs_bytes'])}"
