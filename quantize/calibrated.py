"""Data-aware quantization with mlx-lm's GPTQ, AWQ and DWQ, on offline calibration text.

They run the float model on calibration windows, so unlike plain rounding they need the whole model in
memory, in float32 (4 bytes a parameter, plus GPTQ's per-layer Hessians; DWQ holds a quantized copy too).
float32 because float16 is not enough: measured on an H200 with a float16 source, GPTQ's Hessians
(sums of x^T x) overflowed to NaN and DWQ's training diverged (perplexity 15 -> 424), while AWQ was fine.
The result is stored in the source's dtype.
"""

from __future__ import annotations

import sys

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
    """Round the layers named in `high_bits_for` at `high_bits` first; GPTQ then leaves them alone
    (AWQ quantizes the embeddings and head itself, at the bits given to it)."""
    import mlx.nn as nn

    if not params.high_bits_for:
        return
    nn.quantize(
        model,
        group_size=params.group_size,
        bits=params.high_bits,
        mode=params.mode,
        class_predicate=lambda path, m: hasattr(m, "to_quantized") and any(k in path for k in params.high_bits_for),
    )


def validation_kl(student, teacher, rows, batch: int = 4) -> float:
    """Mean KL(teacher || student) per token over held-out calibration windows."""
    import mlx.core as mx
    from mlx_lm.tuner.losses import kl_div_loss

    total = count = 0
    for i in range(0, len(rows), batch):
        x = mx.array([tokens for tokens, _ in rows[i : i + batch]])
        kl = kl_div_loss(student(x).astype(mx.float32), teacher(x).astype(mx.float32))
        total += kl.sum().item()
        count += kl.size
    return total / count


def _dwq(teacher, data, params, attempts: int = 3):
    """mlx-lm's DWQ: round to nearest, then train the scales and biases so the quantized model's next-token
    distributions match the float model's (KL at temperature 2) on the calibration windows.

    The learning rate that helps is model-dependent: measured on an H200, 3e-5 took SmolLM2-135M from
    perplexity 19.06 to 15.82 but Qwen2.5-0.5B from 11.24 to 14.43, where 3e-6 gave 10.60. So training is
    kept only if it lowers the KL on held-out windows; otherwise the rounded weights come back and the next
    attempt uses a tenth of the rate. With no attempt helping, the result is the rounded model."""
    import copy

    import mlx.core as mx
    import mlx.optimizers as optim
    from mlx.utils import tree_flatten, tree_unflatten
    from mlx_lm.quant import dwq
    from mlx_lm.utils import quantize_model
    from tqdm import tqdm

    from macllm.quantize.convert import layer_predicate

    student = copy.deepcopy(teacher)
    quantize_model(
        student, {}, params.group_size, params.bits, params.mode, quant_predicate=layer_predicate(params, student)
    )
    rows = [(row, 0) for row in data.tolist()]
    batch = 4
    n_valid = max(batch, len(rows) // 16)
    if len(rows) < n_valid + batch:
        raise MacllmError(f"dwq needs at least {2 * batch} calibration samples (got {len(rows)})")
    train, valid = rows[n_valid:], rows[:n_valid]
    rounded = [(k, v) for k, v in tree_flatten(student.parameters()) if k.endswith((".scales", ".biases"))]
    before = validation_kl(student, teacher, valid)
    lr = params.learning_rate
    for attempt in range(attempts):
        dwq.dwq_quantize(
            student,
            lambda inputs, idx, split: teacher(inputs),
            optim.Adam(learning_rate=lr, bias_correction=True),
            train * params.epochs,
            valid,
            batch_size=batch,
            max_seq_length=params.calibration_length + 1,
            seed=0,
            dtype=mx.float32,
        )
        after = validation_kl(student, teacher, valid)
        if after < before:
            tqdm.write(f"dwq: held-out KL {before:.4f} -> {after:.4f} at learning rate {lr:g}; kept", file=sys.stderr)
            return student
        retry = f", trying {lr / 10:g}" if attempt + 1 < attempts else ""
        tqdm.write(
            f"dwq: held-out KL {before:.4f} -> {after:.4f} at learning rate {lr:g}; undone{retry}", file=sys.stderr
        )
        student.update(tree_unflatten(rounded))
        lr /= 10
    tqdm.write("dwq: no learning rate lowered the held-out KL; keeping the rounded weights", file=sys.stderr)
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
            raise MacllmError(
                f"mlx-lm's GPTQ packs 2, 4 or 8 bits (got {params.bits}); use --recipe mlx-lm for {params.bits}-bit"
            )
        _quantize_high_bits_layers(model, params)
        model, _ = gptq_quantize(model, data, params.bits, params.group_size, params.bits, params.group_size)
    elif params.method == "awq":
        from mlx_lm.quant.awq import AWQ_MODEL_CONFIGS, awq_quantize

        awq_config = AWQ_MODEL_CONFIGS.get(config["model_type"])
        if awq_config is None:
            raise MacllmError(
                f"mlx-lm's AWQ does not support '{config['model_type']}' models; "
                f"supported: {', '.join(AWQ_MODEL_CONFIGS)}. Use --recipe gptq or mlx-lm"
            )
        embed_bits = params.high_bits if params.high_bits_for else params.bits
        awq_quantize(
            model,
            data,
            awq_config,
            group_size=params.group_size,
            bits=params.bits,
            embed_group_size=params.group_size,
            embed_bits=embed_bits,
        )
    elif params.method == "dwq":
        model = _dwq(model, data, params)
    else:
        raise MacllmError(f"unknown quantization method '{params.method}'; methods: rtn, gptq, awq, dwq")
    model.set_dtype(dtype)
    qconfig = dict(config)
    qconfig["quantization"] = quant_config(model, params)
    qconfig["quantization_config"] = qconfig["quantization"]
    return model, qconfig
