"""`macllm pull`, `macllm ls`, `macllm rm`: the local model store from the command line (macllm.model_store)."""

from __future__ import annotations

import json
from typing import Optional

import typer

DEFAULT_MODEL = "smollm2-135m"  # the starter: what `pull` fetches and the chat commands run with no --model


def pull(
    spec: str = typer.Argument(DEFAULT_MODEL, help="catalogue name, Hugging Face repo id, .gguf file or model folder"),
    name: Optional[str] = typer.Option(None, help="install under this name"),
    force: bool = typer.Option(False, help="re-install even if present"),
    tie_embeddings: Optional[bool] = typer.Option(
        None,
        "--tie-embeddings/--no-tie-embeddings",
        help="GGUF: keep one copy of an embedding the file stores twice (token_embd and output), in its finer form: "
        "smaller, answers can differ at near-ties (default: the catalogue's choice; off for other files)",
    ),
):
    """Download (or import) a model into the local store."""
    from macllm import model_store

    info = model_store.pull(spec, name=name, force=force, tie_embeddings=tie_embeddings)
    print(
        f"{info.name}: {info.architecture}, {_params(info.parameters)} parameters, {info.quantization}, "
        f"{info.size_bytes / 1e6:.0f} MB at {info.path}"
    )


def _params(n: int) -> str:
    return f"{n / 1e9:.2f}B" if n >= 1e9 else f"{n / 1e6:.0f}M"


def list_models(
    available: bool = typer.Option(
        False, "--available", help="the chat models to choose from: installed and downloadable, with what fits here"
    ),
    as_json: bool = typer.Option(False, "--json"),
):
    """List installed models (or, with --available, every chat model with its size and whether it fits here)."""
    from dataclasses import asdict

    from macllm import model_store

    if available:  # the list the app's model picker shows
        from macllm.model_choices import model_choices

        choices = model_choices(model_store.list_installed())
        if as_json:
            print(json.dumps([asdict(c) for c in choices], indent=1))
            return
        for c in choices:
            size = f"{c.size_mb:,.0f} MB" if c.size_mb else "-"
            state = "installed" if c.installed else "download"
            print(f"{c.name:<24} {state:<9} {c.parameters:>5} {size:>9}  {c.fit_text():<28} {c.description}")
        print("\nfor documents and /v1/embeddings: all-minilm-l6-v2 (fetched by 'macllm docs add' when needed)")
        return
    models = model_store.list_installed(include_damaged=True)
    if as_json:
        print(json.dumps([asdict(m) for m in models], indent=1))
        return
    if not models:
        print("no models installed; run 'macllm pull smollm2-135m' (or 'macllm ls --available')")
        return
    print(f"{'NAME':<24} {'ARCH':<7} {'PARAMS':>7} {'QUANTIZATION':<26} {'SIZE':>8}  PATH")
    for m in models:
        if m.damaged:
            print(f"{m.name:<24} DAMAGED: run 'macllm pull {m.name} --force' to repair it, or 'macllm rm {m.name}'")
            continue
        print(
            f"{m.name:<24} {m.architecture:<7} {_params(m.parameters):>7} {m.quantization:<26} "
            f"{m.size_bytes / 1e6:>6.0f}MB  {m.path}"
        )


def rm(name: str = typer.Argument(..., help="installed model name")):
    """Remove an installed model from the store (a linked model's own files are left in place)."""
    from macllm import model_store

    print(model_store.remove(name))
