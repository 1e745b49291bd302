"""`macllm quantize`: a thin call into macllm.quantize."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer


def quantize(
    src: str = typer.Argument(..., help="Hugging Face folder, hub repo id, or .gguf file"),
    out: Path = typer.Option(..., "-o", "--out", help="output folder (must not exist)"),
    bits: Optional[int] = typer.Option(None, help="bits per weight (2, 3, 4, 5, 6, 8)"),
    group_size: Optional[int] = typer.Option(None, "--group-size", help="32, 64 or 128"),
    mode: Optional[str] = typer.Option(None, help="affine (default), mxfp4, mxfp8, nvfp4"),
    recipe_name: Optional[str] = typer.Option(
        None,
        "--recipe",
        help="a recipe from configs/quantize.toml (default: 'default', DWQ, with a GPU; 'fast' on the CPU backend)",
    ),
    method: Optional[str] = typer.Option(None, help="rtn (round to nearest); gptq, awq or dwq (calibrated, slower)"),
    calibration_samples: Optional[int] = typer.Option(
        None, "--calibration-samples", help="gptq/awq/dwq: windows of 512 tokens"
    ),
    name: Optional[str] = typer.Option(None, help="name in `macllm ls` (default: the folder name)"),
    with_report: bool = typer.Option(False, "--report", help="perplexity, KL, top-1, size and speed vs the source"),
    compare: bool = typer.Option(
        False, "--compare", help="with --report: try bits 3/4/8 x groups 32/64/128 and the recipes"
    ),
    tokens: int = typer.Option(2048, "--tokens", help="with --report: evaluation tokens"),
    as_json: bool = typer.Option(False, "--json"),
):
    """Quantize a checkpoint to an MLX model folder that macllm and mlx_lm.load both read."""
    from macllm.quantize import run
    from macllm.quantize.convert import recipe
    from macllm.runtime import backend

    if compare:
        rows = run.compare_settings(src, out, run.default_grid(backend.has_gpu()), n_tokens=tokens)
        run.save_json(rows, out / "report.json")
        print(json.dumps(rows, indent=1) if as_json else run.format_table(rows))
        return
    note = None
    if recipe_name is None:
        recipe_name = run.default_recipe_name()
        note = run.CPU_NOTE if recipe_name != "default" else None
    params = recipe(
        recipe_name, bits=bits, group_size=group_size, mode=mode, method=method, calibration_samples=calibration_samples
    )
    result = run.quantize(src, out, params, name=name, with_report=with_report, progress=not as_json, n_tokens=tokens)
    if note:
        result["note"] = note
    if as_json:
        print(json.dumps(result, indent=1))
        return
    print(
        f"wrote {result['output']} ({result['settings']}), listed as '{result['registered_as']}'; "
        f"peak memory {result['peak_rss_gb']:.2f} GB"
    )
    if note:
        print(f"note: {note}")
    if with_report:
        print(run.format_table([{"recipe": result["recipe"], "settings": result["settings"], **result["report"]}]))
        print(f"text: {result['report']['text']}, {result['report']['tokens']} tokens")
