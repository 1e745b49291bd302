"""`macllm quantize`: checkpoint -> MLX folder that loads and generates, a report card computed from the
models, and one clear line for each bad input."""

import json
import os
import subprocess
import sys

import pytest

from macllm import model_store
from macllm.errors import MacllmError, ModelFormatError
from macllm.quantize import convert
from macllm.quantize.convert import QuantizeParams, quantize_folder, recipe
from macllm.quantize.report import report
from macllm.quantize.run import quantize


def test_quantize_load_generate_and_register(home, f16_checkpoint, tmp_path):
    from mlx_lm import generate, load

    out = tmp_path / "smol-q4"
    result = quantize(str(f16_checkpoint), out, recipe("fast"))  # the CPU backend's default
    config = json.loads((out / "config.json").read_text())
    assert result["settings"] == "4-bit g64 +6-bit embed_tokens/lm_head"
    assert config["quantization"]["bits"] == 4 and config["quantization"]["group_size"] == 64
    assert config["quantization"]["model.embed_tokens"]["bits"] == 6
    size = lambda p: sum(f.stat().st_size for f in p.glob("*.safetensors"))  # noqa: E731
    assert size(out) < size(f16_checkpoint) / 2.5
    import mlx.core as mx

    from macllm.runtime.model_loader import load_model

    model, tok = load(str(out))  # mlx-lm reads the folder as it is (packed weights)
    assert model(mx.array([[1, 2, 3]])).shape == (1, 3, config["vocab_size"])
    lm = load_model(out)  # and macllm runs it (dense float32 on the CPU backend)
    prompt = lm.tokenizer.apply_chat_template(
        [{"role": "user", "content": "What is the capital of France? Answer in one word."}], add_generation_prompt=True
    )
    assert "Paris" in generate(lm.model, lm.tokenizer, prompt, max_tokens=10)
    assert (
        generate(lm.model, lm.tokenizer, "Monday, Tuesday, Wednesday,", max_tokens=4)
        .strip()
        .startswith("Thursday, Friday")
    )
    assert result["registered_as"] == "smol-q4" and model_store.resolve("smol-q4") == out.resolve()
    model_store.remove("smol-q4")  # forgets the registration, never deletes the user's folder
    assert out.exists() and model_store.list_installed() == []


def test_gptq_beats_rounding_at_the_same_size(f16_checkpoint, tmp_path):
    quantize_folder(f16_checkpoint, tmp_path / "rtn", recipe("mlx-lm"))
    quantize_folder(f16_checkpoint, tmp_path / "gptq", recipe("gptq", calibration_samples=8, calibration_length=256))
    rtn, gptq = (
        report(f16_checkpoint, tmp_path / "rtn", n_tokens=256),
        report(f16_checkpoint, tmp_path / "gptq", n_tokens=256),
    )
    assert gptq["bits_per_weight"] == pytest.approx(rtn["bits_per_weight"], abs=0.01)
    assert gptq["kl"] < 0.9 * rtn["kl"] and gptq["top1_agreement"] > rtn["top1_agreement"]


def test_mixed_recipe_keeps_sensitive_layers_higher(f16_checkpoint, tmp_path, capfd):
    config = quantize_folder(f16_checkpoint, tmp_path / "mixed", recipe("mixed_4_6"), progress=True)
    assert "quantizing" in capfd.readouterr().err  # a progress bar, one step per layer
    per_layer = {k: v["bits"] for k, v in config["quantization"].items() if isinstance(v, dict)}
    assert config["quantization"]["bits"] == 4 or 4 in per_layer.values()
    assert 6 in per_layer.values() and per_layer.get("model.layers.0.mlp.down_proj") == 6


def test_report_numbers_are_computed(f16_checkpoint, tmp_path):
    out = tmp_path / "q3"
    quantize_folder(f16_checkpoint, out, recipe("mlx-lm", bits=3))
    r = report(f16_checkpoint, out, n_tokens=256)
    assert r["tokens"] == 256 and r["ppl_source"] > 1 and r["ppl_quantized"] > r["ppl_source"]
    assert r["kl"] > 0.01 and 0.2 < r["top1_agreement"] < 1
    assert (
        r["size_quantized_mb"] < r["size_source_mb"] / 3 and 3 < r["bits_per_weight"] < 5
    )  # 3 bits + a float16 scale and bias per 64 weights = 3.5
    same = report(f16_checkpoint, f16_checkpoint, n_tokens=128)  # a model against itself
    assert same["ppl_quantized"] == pytest.approx(same["ppl_source"]) and same["kl"] == pytest.approx(0, abs=1e-5)
    assert same["top1_agreement"] == 1.0


def test_gguf_source(starter_gguf, tmp_path, home):
    result = quantize(str(starter_gguf), tmp_path / "from-gguf", recipe("q8"))
    config = json.loads((tmp_path / "from-gguf" / "config.json").read_text())
    assert config["quantization"]["bits"] == 8 and result["registered_as"] == "from-gguf"


def test_interrupted_run_leaves_nothing(f16_checkpoint, tmp_path, monkeypatch):
    import mlx_lm.utils

    def interrupted(*_, **__):
        raise KeyboardInterrupt

    monkeypatch.setattr(mlx_lm.utils, "save_model", interrupted)
    with pytest.raises(KeyboardInterrupt):
        quantize_folder(f16_checkpoint, tmp_path / "out", recipe("fast"))
    assert list(tmp_path.iterdir()) == []


@pytest.fixture
def broken_sources(tmp_path, f16_checkpoint):
    import shutil

    # links to the checkpoint's files, not copies: six cases would otherwise write 3 GB
    no_config = tmp_path / "no-config"
    no_config.mkdir()
    (no_config / "model.safetensors").symlink_to(f16_checkpoint / "model.safetensors")
    unknown = tmp_path / "unknown-arch"
    shutil.copytree(f16_checkpoint, unknown, copy_function=os.symlink)
    (unknown / "config.json").unlink()  # the link, not the checkpoint's file
    (unknown / "config.json").write_text(
        json.dumps({**json.loads((f16_checkpoint / "config.json").read_text()), "model_type": "frobnicator"})
    )
    pickled = tmp_path / "pickled"
    pickled.mkdir()
    shutil.copy(f16_checkpoint / "config.json", pickled)
    (pickled / "pytorch_model.bin").write_bytes(b"\x80\x04pickle")
    return {"no_config": no_config, "unknown": unknown, "pickled": pickled}


def macllm(*args):
    return subprocess.run([sys.executable, "-m", "macllm.cli.main", *args], capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize(
    "case,extra,expected",
    [
        ("no_config", [], "has no config.json"),
        ("unknown", [], "architecture 'frobnicator' is not supported by mlx-lm"),
        ("pickled", [], "only pickle weights"),
        ("good", ["--bits", "7"], "bits must be one of 2, 3, 4, 5, 6, 8"),
        ("good", ["--group-size", "48"], "group size must be one of 32, 64, 128"),
        ("good", ["--recipe", "nope"], "unknown recipe 'nope'"),
    ],
)
def test_bad_inputs_are_one_line(home, broken_sources, f16_checkpoint, tmp_path, case, extra, expected):
    src = f16_checkpoint if case == "good" else broken_sources[case]
    r = macllm("quantize", str(src), "-o", str(tmp_path / "out"), *extra)
    assert r.returncode == 1 and expected in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and not (tmp_path / "out").exists()


def test_unwritable_or_existing_output(f16_checkpoint, tmp_path):
    (tmp_path / "a-file").write_text("x")
    with pytest.raises(MacllmError, match="cannot create the output folder"):
        quantize_folder(f16_checkpoint, tmp_path / "a-file" / "out", recipe("default"))
    (tmp_path / "taken").mkdir()
    with pytest.raises(MacllmError, match="already exists"):
        quantize_folder(f16_checkpoint, tmp_path / "taken", recipe("default"))


def test_params_are_validated():
    with pytest.raises(MacllmError, match="mode must be one of"):
        QuantizeParams(mode="int4")
    with pytest.raises(MacllmError, match="method must be one of"):
        QuantizeParams(method="smoothquant")
    assert convert.recipe("default").method == "dwq" and convert.recipe("dwq-small").high_bits_for == ()
    assert set(convert.load_recipes()) >= {
        "default",
        "dwq-small",
        "fast",
        "gptq",
        "awq",
        "mlx-lm",
        "mixed_4_6",
        "mixed_3_6",
        "q8",
    }
    with pytest.raises(ModelFormatError):
        convert.check_source(__import__("pathlib").Path("/nonexistent"))


def test_calibration_text_is_offline_and_disjoint_from_the_eval_text():
    from macllm.quantize.calibration import calibration_text
    from macllm.quantize.report import eval_text

    calib, evaluation = calibration_text(), eval_text()
    assert len(calib) > 100_000
    probes = [calib[i : i + 80] for i in range(0, len(calib) - 80, len(calib) // 50)]
    assert sum(p in evaluation for p in probes) <= 1  # different texts, not one split in two


def test_awq_on_a_tiny_checkpoint(tiny_checkpoint, tmp_path):
    from mlx_lm import load

    config = quantize_folder(
        tiny_checkpoint, tmp_path / "awq", recipe("awq", calibration_samples=2, calibration_length=64)
    )
    assert config["quantization"]["bits"] == 4 and config["quantization"]["model.embed_tokens"]["bits"] == 6
    r = report(tiny_checkpoint, tmp_path / "awq", n_tokens=64)
    assert 0 < r["kl"] < 0.5 and r["top1_agreement"] > 0.5
    model, _ = load(str(tmp_path / "awq"))
    assert model.layers[0].mlp.down_proj.bits == 4


def test_dwq_trains_scales_and_biases(tiny_checkpoint, tmp_path, capfd):
    import mlx.core as mx

    rtn, dwq = tmp_path / "rtn", tmp_path / "dwq"
    quantize_folder(tiny_checkpoint, rtn, recipe("default", method="rtn"))
    quantize_folder(
        tiny_checkpoint,
        dwq,
        recipe("default", calibration_samples=16, calibration_length=64, learning_rate=1e-5, epochs=2),
    )
    assert "; kept" in capfd.readouterr().err  # it lowered the held-out KL
    a, b = mx.load(str(rtn / "model.safetensors")), mx.load(str(dwq / "model.safetensors"))
    assert a.keys() == b.keys()
    key = "model.layers.0.mlp.down_proj"
    assert mx.array_equal(a[f"{key}.weight"], b[f"{key}.weight"])  # the same integer weights...
    assert not mx.allclose(a[f"{key}.scales"], b[f"{key}.scales"])  # ...with trained scales
    assert report(tiny_checkpoint, dwq, n_tokens=64)["bits_per_weight"] == pytest.approx(
        report(tiny_checkpoint, rtn, n_tokens=64)["bits_per_weight"]
    )


def test_dwq_undoes_training_that_hurts(tiny_checkpoint, tmp_path, monkeypatch, capfd):
    import mlx.core as mx
    from mlx.utils import tree_map_with_path
    from mlx_lm.quant import dwq

    rates = []

    def diverging(model, target_fn, opt, *args, **kwargs):  # what a too-high learning rate does
        rates.append(opt.learning_rate.item())
        model.update(tree_map_with_path(lambda k, v: v * 3 if k.endswith(".scales") else v, model.parameters()))

    monkeypatch.setattr(dwq, "dwq_quantize", diverging)
    quantize_folder(tiny_checkpoint, tmp_path / "rtn", recipe("default", method="rtn"))
    quantize_folder(tiny_checkpoint, tmp_path / "dwq", recipe("default", calibration_samples=8, calibration_length=32))
    assert rates == pytest.approx([3e-5, 3e-6, 3e-7])
    assert "keeping the rounded weights" in capfd.readouterr().err
    a, b = mx.load(str(tmp_path / "rtn" / "model.safetensors")), mx.load(str(tmp_path / "dwq" / "model.safetensors"))
    assert all(mx.array_equal(a[k], b[k]) for k in a)  # exactly the rounded model


def test_compare_prints_one_table_and_json(tiny_checkpoint, tmp_path, home):
    from macllm.quantize import run

    cpu_grid, gpu_grid = run.default_grid(gpu=False), run.default_grid(gpu=True)
    assert {p.method for p in cpu_grid} <= {"rtn", "gptq"} and {"dwq", "awq"} <= {p.method for p in gpu_grid}
    r = macllm(
        "quantize", str(tiny_checkpoint), "-o", str(tmp_path / "grid"), "--report", "--compare", "--tokens", "128"
    )
    assert r.returncode == 0, r.stderr
    table = [line for line in r.stdout.splitlines() if line.startswith("|")]
    rows = json.loads((tmp_path / "grid" / "report.json").read_text())
    assert len(table) == len(cpu_grid) + 2 and len(rows) == len(cpu_grid)  # header, rule, a row per setting
    by = {(row["recipe"], row["settings"]): row for row in rows}
    assert by[("uniform", "3-bit g64")]["kl"] > by[("uniform", "8-bit g64")]["kl"]  # measured, not constants


def test_json_output_is_only_json(tiny_checkpoint, tmp_path, home):
    r = macllm("quantize", str(tiny_checkpoint), "-o", str(tmp_path / "q"), "--recipe", "q8", "--json")
    assert r.returncode == 0, r.stderr
    result = json.loads(r.stdout)  # mlx-lm's INFO lines went to stderr
    assert result["settings"] == "8-bit g64" and "note" not in result and "Quantized model" in r.stderr


def test_calibration_windows_are_spread_and_capped(starter_dir, capfd):
    from mlx_lm.utils import load_tokenizer

    from macllm.quantize.calibration import calibration_tokens

    tok = load_tokenizer(starter_dir)
    rows = calibration_tokens(tok, 4, 512)
    assert rows.shape == (4, 512) and len({tuple(r) for r in rows.tolist()}) == 4
    capped = calibration_tokens(tok, 100_000, 512)  # more than the text holds: as many as it has, and a note
    assert 200 < capped.shape[0] < 100_000 and "using" in capfd.readouterr().err
