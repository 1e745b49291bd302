"""`macllm quantize`: resolve the source, quantize, register the result, and report what it cost."""

from __future__ import annotations

import json
import resource
import sys
import tempfile
import time
from pathlib import Path

from macllm.errors import MacllmError, ModelNotFound
from macllm.quantize.convert import QuantizeParams, quantize_folder, recipe


def resolve_source(src: str, workdir: Path, hf_download=None) -> Path:
    """A local checkpoint folder, a .gguf file (imported exactly first), or a Hugging Face repo id."""
    from macllm.loaders import sources

    path = Path(src).expanduser()
    if path.is_dir():
        return path
    if path.is_file():
        if path.suffix.lower() != ".gguf":
            raise MacllmError(f"{src} is a file but not a .gguf; give a model folder, a .gguf file or a hub repo id")
        from macllm.loaders.gguf_import import import_gguf

        import_gguf(path, workdir / "gguf")
        return workdir / "gguf"
    if src.count("/") == 1 and not src.startswith((".", "/", "~")):
        return sources.fetch_hf(src, workdir / "hub", download=hf_download)
    raise ModelNotFound(f"'{src}' is not a model folder, a .gguf file or a Hugging Face repo id")


def peak_rss_gb() -> float:
    scale = 1 if sys.platform == "darwin" else 1024  # ru_maxrss is bytes on macOS, KiB on Linux
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale / 1e9


def quantize(
    src: str,
    out: Path,
    params: QuantizeParams,
    name: str | None = None,
    with_report: bool = False,
    hf_download=None,
    progress: bool = False,
    n_tokens: int = 2048,
) -> dict:
    from macllm import model_store

    with tempfile.TemporaryDirectory(prefix="macllm-quantize-") as tmp:
        folder = resolve_source(src, Path(tmp), hf_download)
        quantize_folder(folder, out, params, progress=progress)
        result = {
            "output": str(Path(out).resolve()),
            "recipe": params.name,
            "settings": params.label,
            "peak_rss_gb": round(peak_rss_gb(), 3),
        }
        info = model_store.register(Path(out), name or Path(out).name, f"quantize:{src}")
        result["registered_as"] = info.name
        if with_report:
            from macllm.quantize.report import report

            result["report"] = report(folder, Path(out), n_tokens=n_tokens)
    return result


def compare_settings(
    src: str, workdir: Path, settings: list[QuantizeParams], hf_download=None, n_tokens: int = 2048
) -> list[dict]:
    """Quantize with each setting and report each against the source, in one run."""
    from macllm.quantize.report import report

    rows = []
    with tempfile.TemporaryDirectory(prefix="macllm-quantize-") as tmp:
        folder = resolve_source(src, Path(tmp), hf_download)
        for i, params in enumerate(settings):
            out = Path(workdir) / f"{i:02d}-{params.name}-{params.bits}b-g{params.group_size}"
            started = time.perf_counter()
            quantize_folder(folder, out, params)
            rows.append(
                {
                    "recipe": params.name,
                    "settings": params.label,
                    "quantize_seconds": time.perf_counter() - started,
                    **report(folder, out, n_tokens=n_tokens),
                }
            )
    return rows


TRAINING_FREE = ("fast", "gptq", "mixed_4_6", "mixed_3_6")
CPU_NOTE = (
    "no GPU here: the default recipe (DWQ) trains the quantized model, ~400 s a step on a 2-core CPU for "
    "a 135M model (180 steps), so recipe 'fast' was used; pass --recipe default to insist"
)


def default_recipe_name() -> str:
    """'default' (DWQ) where MLX has a GPU; 'fast' on the CPU backend, where training is impractically slow."""
    from macllm.runtime import backend

    return "default" if backend.has_gpu() else "fast"


def default_grid(gpu: bool) -> list[QuantizeParams]:
    """Uniform bits 3/4/8 x groups 32/64/128, then the recipes; the calibrated ones (DWQ, AWQ) only with a
    GPU: on the CPU backend AWQ takes ~20 minutes for a 135M model and DWQ many hours."""
    uniform = [recipe("mlx-lm", bits=b, group_size=g, name="uniform") for b in (3, 4, 8) for g in (32, 64, 128)]
    calibrated = ("default", "dwq-small", "awq") if gpu else ()
    return uniform + [recipe(name) for name in (*calibrated, *TRAINING_FREE)]


def format_table(rows: list[dict]) -> str:
    head = "| recipe | settings | bits/weight | size MB | ppl (source) | ppl | KL | top-1 | tok/s (source) | tok/s |"
    lines = [head, "|" + "---|" * 10]
    for r in rows:
        lines.append(
            f"| {r['recipe']} | {r['settings']} | {r['bits_per_weight']:.2f} | {r['size_quantized_mb']:.1f} | {r['ppl_source']:.3f} | "
            f"{r['ppl_quantized']:.3f} | {r['kl']:.4f} | {r['top1_agreement']:.3f} | "
            f"{r['decode_tps_source']:.1f} | {r['decode_tps_quantized']:.1f} |"
        )
    return "\n".join(lines)


def save_json(rows, path: Path) -> None:
    from macllm import atomic

    atomic.write_text(Path(path), json.dumps(rows, indent=1))
