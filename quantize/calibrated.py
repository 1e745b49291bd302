"""Data-aware quantization with mlx-lm's GPTQ and AWQ, on offline calibration text.

They run the float model on calibration windows, so unlike plain rounding they need the whole model in
memory, in float32 (4 bytes a parameter, plus GPTQ's per-layer Hessians; DWQ holds a quantized copy too).
float32 because float16 is not enough: measured on an H200 with a float16 source, GPTQ's Hessians
(sums of x^T x) overflowed to NaN and DWQ's training diverged (perplexity 15 -> 424), while AWQ was fine.
The result is stored in the source's dtype.
"""

from __future__ import annotations

from macllm.errors import MacllmError
from macllm.quantize.calibration import calibration_tokens


def _source_dtype(model):
    import mlx.core as mx
    from mlx.utils import tree_flatten

    for _, value in tree_flatten(model.parameters()):
        if mx.issubdtype(value.dtype, mx.floating):
            return value.dtype
    return mx.float16


def quant_config(model, params) -> dict:
    """mlx-lm's `quantization` config for a quantized model: defaults plus every layer that differs."""
    import mlx.nn as nn
    from mlx.utils import tree_flatten

    config = {"group_size": params.group_size, "bits": params.bits, "mode": params.mode}
    for path, module in tree_flatten(model.leaf_modules(), is_leaf=nn.Module.is_module):
        if hasattr(module, "bits") and (module.bits, module.group_size) != (params.bits, params.group_size):
            config[path] = {"group_size": module.group_size, "bits": module.bits, "mode": module.mode}
    return config


def _quantize_high_bits_layers(model, params) -> None:
    """Round the layers named in `high_bits_for` at `high_bits` first; GPTQ/AWQ then leave them alone."""
    import mlx.nn as nn

    if not params.high_bits_for:
        return
    nn.quantize(model, group_size=params.group_size, bits=params.high_bits, mode=params.mode,
                class_predicate=lambda path, m: hasattr(m, "to_quantized") and any(k in path for k in params.high_bits_for))


def _dwq(teacher, data, params):
    """mlx-lm's DWQ: round to nearest, then train the scales and biases so the quantized model's next-token
    distributions match the float model's (KL at temperature 2) on the calibration windows."""
    import copy

    import mlx.core as mx
    import mlx.optimizers as optim
    from mlx_lm.quant.dwq import dwq_quantize
    from mlx_lm.utils import quantize_model

    from macllm.quantize.convert import layer_predicate

    student = copy.deepcopy(teacher)
    quantize_model(student, {}, params.group_size, params.bits, params.mode, quant_predicate=layer_predicate(params, student))
    rows = [(row, 0) for row in data.tolist()]
    batch = 4
    n_valid = max(batch, len(rows) // 16)  # held out: mlx-lm reports the validation KL before and after
    if len(rows) < n_valid + batch:
        raise MacllmError(f"dwq needs at least {2 * batch} calibration samples (got {len(rows)})")
    opt = optim.Adam(learning_rate=params.learning_rate, bias_correction=True)
    dwq_quantize(student, lambda inputs, idx, split: teacher(inputs), opt, rows[n_valid:] * params.epochs, rows[:n_valid],
                 batch_size=batch, max_seq_length=params.calibration_length + 1, seed=0, dtype=mx.float32)
    return student


def quantize_calibrated(model, tokenizer, config: dict, params) -> tuple[object, dict]:
    """Quantize `model` with params.method ('gptq', 'awq' or 'dwq'); returns (model, full config)."""
    import mlx.core as mx

    if params.mode != "affine":
        raise MacllmError(f"{params.method} works with affine quantization only (got mode {params.mode})")
    dtype = _source_dtype(model)
    model.set_dtype(mx.float32)
    data = calibration_tokens(tokenizer, params.calibration_samples, params.calibration_length)
    mx.random.seed(0)
    if params.method == "gptq":
        from mlx_lm.quant.gptq import gptq_quantize

        if params.bits not in (2, 4, 8):
            raise MacllmError(f"mlx-lm's GPTQ packs 2, 4 or 8 bits (got {params.bits}); use --recipe mlx-lm for {params.bits}-bit")
        _quantize_high_bits_layers(model, params)
        model, _ = gptq_quantize(model, data, params.bits, params.group_size, params.bits, params.group_size)
    elif params.method == "awq":
        from mlx_lm.quant.awq import AWQ_MODEL_CONFIGS, awq_quantize

        awq_config = AWQ_MODEL_CONFIGS.get(config["model_type"])
        if awq_config is None:
            raise MacllmError(f"mlx-lm's AWQ does not support '{config['model_type']}' models; "
                              f"supported: {', '.join(AWQ_MODEL_CONFIGS)}. Use --recipe gptq or mlx-lm")
        embed_bits = params.high_bits if params.high_bits_for else params.bits
        awq_quantize(model, data, awq_config, group_size=params.group_size, bits=params.bits,
                     embed_group_size=params.group_size, embed_bits=embed_bits)
    elif params.method == "dwq":
        model = _dwq(model, data, params)
    else:
        raise MacllmError(f"unknown quantization method '{params.method}'; methods: rtn, gptq, awq, dwq")
    model.set_dtype(dtype)
    qconfig = dict(config)
    qconfig["quantization"] = quant_config(model, params)
    qconfig["quantization_config"] = qconfig["quantization"]
    return model, qconfig
