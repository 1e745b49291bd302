"""The models a user can chat with: the installed ones and the catalogue's others, each with its size, what it is
good for and whether it fits this machine, decided before any download (the memory plan's arithmetic on the
model's shape: weights, the KV cache of the shortest useful context, working space). The app's model picker and
`macllm ls --available` show this one list. Reads files and the catalogue only; no MLX is loaded here.

Embedding models (the document embedder) are not chat models and are left out.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from macllm.catalog import CatalogEntry, load_catalog
from macllm.encoder_types import EMBEDDING_ARCHITECTURES
from macllm.model_store import InstalledModel


@dataclass(slots=True)
class ModelChoice:
    name: str
    installed: bool
    description: str = ""
    architecture: str = ""
    parameters: str = ""  # "1.5B"
    size_mb: float = 0.0  # on disk once installed (0: not known)
    fits: bool | None = None  # None: not known (no shape to judge by)
    context: int = 0  # the longest context that fits, when it fits
    note: str = ""  # why it does not fit, or what is not known
    source: str = ""  # "pypi" | "hf" | where an installed model came from

    def fit_text(self) -> str:
        if self.fits is None:
            return self.note or "fit not known"
        return f"fits, up to {self.context:,} tokens" if self.fits else self.note

    def line(self) -> str:
        size = f"{self.size_mb:,.0f} MB" if self.size_mb else "size not known"
        return "  ·  ".join(p for p in (self.name, self.parameters, size, self.fit_text(), self.description) if p)


def model_choices(
    installed: list[InstalledModel], catalog: dict[str, CatalogEntry] | None = None, fit=None, mode: str | None = None
) -> list[ModelChoice]:
    """Installed chat models first, then the catalogue's others (catalogue order). fit(config, size_bytes, path,
    parameters) -> (fits, context, note) judges a model by its shape (default: `fit_on_this_machine` for weights in `mode`,
    'dense' or 'quantized'; None asks the backend, which loads MLX: the app passes the loaded model's)."""
    catalog = load_catalog() if catalog is None else catalog
    if fit is None:
        from macllm.runtime import backend

        mode = mode or backend.weights_mode()
        fit = lambda config, size, path, params: fit_on_this_machine(config, size, path, mode, params)  # noqa: E731
    choices = []
    for m in installed:
        if m.architecture in EMBEDDING_ARCHITECTURES or m.damaged:
            continue
        entry = catalog.get(m.name)
        choice = ModelChoice(
            m.name,
            True,
            entry.description if entry else f"from {m.source}",
            m.architecture,
            _parameters(m.parameters),
            m.size_bytes / 1e6,
            source=m.source,
        )
        config_path = Path(m.path) / "config.json"
        if config_path.exists():
            config = json.loads(config_path.read_text())
            choice.fits, choice.context, choice.note = fit(config, m.size_bytes, m.path, m.parameters)
        choices.append(choice)
    names = {m.name for m in installed}
    for entry in catalog.values():
        if entry.name in names or entry.architecture in EMBEDDING_ARCHITECTURES:
            continue
        shape, size_mb = entry.extra.get("config"), float(entry.extra.get("size_mb") or 0)
        choice = ModelChoice(
            entry.name, False, entry.description, entry.architecture, entry.parameters, size_mb, source=entry.source
        )
        if shape and size_mb:
            params = parameter_count(entry.parameters)
            choice.fits, choice.context, choice.note = fit(dict(shape), int(size_mb * 1e6), None, params)
        else:
            choice.note = "fit not known until installed"
        choices.append(choice)
    return choices


def fit_on_this_machine(
    config: dict, size_bytes: int, path: str | None, mode: str, parameters: int = 0
) -> tuple[bool, int, str]:
    """Whether a model of this shape fits the memory this machine can give now, and the longest context that
    does (the memory plan's arithmetic; a folder's own weight files where it is installed)."""
    from macllm.runtime import memory

    device = memory.device_memory()
    if path is not None:
        weights = memory.weights_bytes(Path(path), mode)
    else:  # packed weights are the download's size; dense ones float32 per parameter
        weights = parameters * 4 if mode == "dense" and parameters else size_bytes
    fp = memory.footprint_from_config(config, weights, mode)
    context = memory.longest_context(fp, device.limit, memory.trained_context(config))
    if context >= memory.MIN_CONTEXT:
        return True, context, ""
    from macllm.runtime import backend

    if mode == "dense" and backend.weights_mode_is_automatic():  # the engine keeps its 4-bit weights instead
        fits, context, _ = fit_on_this_machine(config, size_bytes, path, "quantized", parameters)
        if fits:
            return True, context, ""
    needs = memory.gb(fp.total(memory.MIN_CONTEXT))
    return False, 0, f"too big: needs {needs}, this machine can give {memory.gb(device.limit)}"


def _parameters(n: int) -> str:
    if not n:
        return ""
    return f"{n / 1e9:.1f}B" if n >= 1e9 else f"{n / 1e6:.0f}M"


def parameter_count(text: str) -> int:
    """'1.5B' -> 1_500_000_000, '135M' -> 135_000_000 (0 when it cannot be read)."""
    scale = {"B": 1e9, "M": 1e6, "K": 1e3}.get(text[-1:].upper(), 0)
    try:
        return int(float(text[:-1]) * scale)
    except ValueError:
        return 0
