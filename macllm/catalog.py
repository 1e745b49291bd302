"""The model catalogue (configs/models.toml) read into dataclasses."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from importlib import resources

from macllm.errors import ModelNotFound


@dataclass(slots=True, frozen=True)
class CatalogEntry:
    name: str
    source: str  # "pypi" | "hf"
    description: str = ""
    architecture: str = ""
    parameters: str = ""
    license: str = ""
    packages: tuple[str, ...] = ()
    member: str = ""
    folder: str = ""
    file: str = ""
    sha256: str = ""
    repo: str = ""
    extra: dict = field(default_factory=dict)


def load_catalog() -> dict[str, CatalogEntry]:
    text = resources.files("macllm.configs").joinpath("models.toml").read_text()
    entries = {}
    for name, raw in tomllib.loads(text).items():
        raw = dict(raw)
        raw["packages"] = tuple(raw.get("packages", ()))
        known = {k: raw.pop(k) for k in list(raw) if k in CatalogEntry.__slots__}
        entries[name] = CatalogEntry(name=name, extra=raw, **known)
    return entries


def get_entry(name: str) -> CatalogEntry:
    catalog = load_catalog()
    if name not in catalog:
        raise ModelNotFound(f"'{name}' is not in the catalogue; known names: {', '.join(catalog)}")
    return catalog[name]
