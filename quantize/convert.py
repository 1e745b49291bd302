"""Checkpoint -> MLX quantized model folder, with mlx-lm's quantization machinery.

The source is loaded lazily (safetensors are memory-mapped) and mlx-lm's `save_model` writes shard by shard,
so each shard's weights are read, quantized and written before the next: peak memory stays near one shard
plus what is being written, not the whole model twice. Output goes to a temporary folder beside OUT and is
renamed at the end, so an interrupted run leaves no half model.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sys
import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from macllm.errors import MacllmError, ModelFormatError
from macllm.loaders.sources import check_mlx_folder

BITS = (2, 3, 4, 5, 6, 8)
GROUP_SIZES = (32, 64, 128)
MODES = ("affine", "mxfp4", "mxfp8", "nvfp4")
METHODS = ("rtn", "gptq", "awq", "dwq")  # round to nearest, or mlx-lm's data-aware quantizers (quantize/calibrated.py)


@dataclass(slots=True)
class QuantizeParams:
    bits: int = 4
    group_size: int = 32
    mode: str = "affine"
    mixed: str | None = None  # one of mlx-lm's mixed recipes
    high_bits: int = 8
    high_bits_for: tuple[str, ...] = ()
    method: str = "rtn"
    calibration_samples: int = 32  # windows of calibration_length tokens (gptq/awq/dwq)
    calibration_length: int = 512
    learning_rate: float = 1e-5  # dwq only
    epochs: int = 1  # dwq only: passes over the calibration windows
    name: str = "custom"
    description: str = ""

    def __post_init__(self):
        if self.bits not in BITS:
            raise MacllmError(f"bits must be one of {', '.join(map(str, BITS))} (got {self.bits})")
        if self.group_size not in GROUP_SIZES:
            raise MacllmError(f"group size must be one of {', '.join(map(str, GROUP_SIZES))} (got {self.group_size})")
        if self.mode not in MODES:
            raise MacllmError(f"mode must be one of {', '.join(MODES)} (got {self.mode})")
        if self.method not in METHODS:
            raise MacllmError(f"method must be one of {', '.join(METHODS)} (got {self.method})")
        self.high_bits_for = tuple(self.high_bits_for)

    @property
    def label(self) -> str:
        extra = (
            f" {self.mixed}"
            if self.mixed
            else (f" +{self.high_bits}-bit {'/'.join(self.high_bits_for)}" if self.high_bits_for else "")
        )
        method = "" if self.method == "rtn" else f"{self.method.upper()} "
        return f"{method}{self.bits}-bit g{self.group_size}{extra}"


def load_recipes() -> dict[str, QuantizeParams]:
    raw = tomllib.loads(resources.files("macllm.configs").joinpath("quantize.toml").read_text())
    return {name: QuantizeParams(name=name, **values) for name, values in raw.items()}


def recipe(recipe_name: str, **overrides) -> QuantizeParams:
    """A recipe from configs/quantize.toml, with any field overridden (None leaves it as the recipe has it)."""
    recipes = load_recipes()
    if recipe_name not in recipes:
        raise MacllmError(f"unknown recipe '{recipe_name}'; recipes: {', '.join(recipes)}")
    base = recipes[recipe_name]
    values = {f: getattr(base, f) for f in QuantizeParams.__slots__}
    values.update({k: v for k, v in overrides.items() if v is not None})
    return QuantizeParams(**values)


def check_source(folder: Path) -> dict:
    """The source must be a safetensors checkpoint of an architecture mlx-lm knows; returns its config."""
    check_mlx_folder(folder)
    config = json.loads((folder / "config.json").read_text())
    if "model_type" not in config:
        raise ModelFormatError(f"{folder}/config.json has no model_type; is this a Hugging Face model folder?")
    try:
        from mlx_lm.utils import _get_classes

        _get_classes(config)
    except ValueError:
        raise ModelFormatError(
            f"architecture '{config['model_type']}' is not supported by mlx-lm; no trust_remote_code path exists"
        ) from None
    return config


def layer_predicate(params: QuantizeParams, model):
    """mlx-lm's quant_predicate for a recipe: a mixed-bit recipe, the high-bits layers, or None (all alike)."""
    if params.mixed:
        from mlx_lm.convert import mixed_quant_predicate_builder

        return mixed_quant_predicate_builder(params.mixed, model, params.group_size)
    if params.high_bits_for:
        high = {"group_size": params.group_size, "bits": params.high_bits, "mode": params.mode}

        def predicate(path, module):
            return high if any(part in path for part in params.high_bits_for) else True

        return predicate
    return None


def _materialize(model, progress: bool) -> None:
    """Read, quantize and keep one transformer layer at a time (a progress step each), so the lazily loaded
    source is never in memory whole: a layer's float weights are freed once its quantized arrays exist."""
    import mlx.core as mx
    from tqdm import tqdm

    layers = list(getattr(model, "layers", []))
    steps = [layer.parameters() for layer in layers] + [model.parameters()]  # the last: embeddings, norm, head
    for params in tqdm(steps, desc="quantizing", unit="layer", disable=not progress, leave=False):
        mx.eval(params)


def quantize_folder(src: Path, out: Path, params: QuantizeParams, progress: bool = False) -> dict:
    """Quantize the checkpoint folder `src` into `out` (which must not exist); returns the new config."""
    out = Path(out)
    if out.exists():
        raise MacllmError(f"{out} already exists; choose another output folder or remove it")
    parent = out.parent if str(out.parent) else Path(".")
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise MacllmError(f"cannot create the output folder {out} ({e.strerror})") from None
    if not os.access(parent, os.W_OK):
        raise MacllmError(f"cannot write to {parent}; choose an output folder you can write to")
    check_source(src)
    from macllm.atomic import left_by_dead, staged_folder

    for stale in left_by_dead(parent, f".{out.name}.partial-*"):  # what quantize runs killed outright left
        shutil.rmtree(stale, ignore_errors=True)
    staging = parent / f".{out.name}.partial-{os.getpid()}"
    with staged_folder(
        out,
        staging,
        write_failed=lambda why: (
            f"writing {out} failed ({why}); nothing was left behind. "
            "Free disk space (or choose a writable folder) and run it again"
        ),
    ):
        with contextlib.redirect_stdout(sys.stderr):  # mlx-lm prints INFO lines and training logs; stdout: results
            qconfig = _convert(src, staging, params, progress)
    return qconfig


def _convert(src: Path, tmp: Path, params: QuantizeParams, progress: bool) -> dict:
    from mlx_lm.utils import dequantize_model, load, quantize_model, save_config, save_model

    model, tokenizer, config = load(str(src), lazy=True, return_config=True)
    if "quantization" in config:  # an already quantized source (an imported GGUF): start from its values
        dequantize_model(model)
        config.pop("quantization", None)
        config.pop("quantization_config", None)
    if params.method == "rtn":
        model, qconfig = quantize_model(
            model, config, params.group_size, params.bits, params.mode, quant_predicate=layer_predicate(params, model)
        )
        _materialize(model, progress)
    else:
        from macllm.quantize.calibrated import quantize_calibrated

        model, qconfig = quantize_calibrated(model, tokenizer, config, params)
    save_model(tmp, model, donate_model=True)
    save_config(qconfig, tmp / "config.json")
    tokenizer.save_pretrained(str(tmp))
    return qconfig
