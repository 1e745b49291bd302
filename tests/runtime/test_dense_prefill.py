"""Dense prefill (runtime/dense_prefill.py): large chunks through dequantized weights give the quantized kernel's
results, decode rows keep the quantized kernel, and the choice follows the measured times."""

import mlx.core as mx
import mlx.nn as nn
import pytest

from macllm.requests import Request
from macllm.runtime import dense_prefill
from macllm.runtime.engine import Engine
from macllm.runtime.memory import footprint_from_config
from macllm.sampling import SamplingParams


def quantized_layer(bias=True):
    mx.random.seed(3)
    linear = nn.Linear(128, 96, bias=bias)
    linear.set_dtype(mx.float16)
    return nn.QuantizedLinear.from_linear(linear, group_size=32, bits=4)


@pytest.mark.parametrize("bias", [True, False])
def test_the_dense_path_computes_what_the_quantized_kernel_does(bias):
    layer = quantized_layer(bias)
    x = mx.random.normal((2, 40, 128)).astype(mx.float16)
    want = nn.QuantizedLinear.__call__(layer, x).astype(mx.float32)
    for dtype in (None, mx.float32):
        got = dense_prefill.dense_matmul(layer, x, dtype)
        assert got.dtype == x.dtype and got.shape == want.shape
        assert mx.allclose(got.astype(mx.float32), want, atol=2e-2, rtol=2e-2).item()


def test_apply_swaps_only_plain_quantized_layers_and_keeps_their_parameters():
    model = nn.Sequential(quantized_layer(), nn.Linear(96, 8))
    model.lm_head = quantized_layer()
    before = {k: v for k, v in model.layers[0].items()}
    assert dense_prefill.apply(model, 16) == 1  # the output layer is left alone
    first = model.layers[0]
    assert type(first) is dense_prefill.DenseWhenLong and type(model.lm_head) is nn.QuantizedLinear
    assert first.dense_min_rows == 16 and all(first[k] is v for k, v in before.items())
    assert dense_prefill.apply(model, None) == 1
    assert type(first) is nn.QuantizedLinear and "dense_min_rows" not in vars(first)


def test_rows_below_the_threshold_use_the_quantized_kernel(monkeypatch):
    layer = quantized_layer()
    dense_prefill.apply(nn.Sequential(layer), 32)
    calls = []
    monkeypatch.setattr(dense_prefill, "dense_matmul", lambda *a: calls.append(a[1].shape) or a[1][..., :96])
    layer(mx.zeros((1, 1, 128), dtype=mx.float16))  # a decode step
    layer(mx.zeros((4, 1, 128), dtype=mx.float16))  # a batch of four decode steps
    assert calls == []
    layer(mx.zeros((1, 32, 128), dtype=mx.float16))  # a prefill chunk
    assert calls == [(1, 32, 128)]


def test_the_choice_is_the_smallest_count_from_which_dense_always_won():
    assert dense_prefill.choose({16: (1.0, 1.2), 64: (1.0, 0.5), 256: (2.0, 0.5)}) == 64
    assert dense_prefill.choose({16: (1.0, 0.5), 64: (1.0, 1.0), 256: (2.0, 0.5)}) == 256  # lost at 64
    assert dense_prefill.choose({16: (1.0, 0.5), 64: (1.0, 0.95)}) is None  # not by WIN at the largest
    assert dense_prefill.choose({}) is None


def test_measure_times_the_largest_layer_and_chooses_from_its_times():
    model = nn.Sequential(quantized_layer(), quantized_layer())
    model.layers[1] = nn.QuantizedLinear.from_linear(nn.Linear(128, 256), group_size=32, bits=4)
    assert dense_prefill.largest(model) is model.layers[1]
    rows, _, times = dense_prefill.measure(model, max_rows=64)
    assert set(times) <= {16, 32, 64} and 16 in times
    assert all(q > 0 and d > 0 for q, d in times.values())
    assert rows == dense_prefill.choose(times)


def test_quantized_weights_plan_room_for_one_dense_layer():
    config = {"hidden_size": 64, "intermediate_size": 128, "num_attention_heads": 4, "num_key_value_heads": 2}
    config |= {"num_hidden_layers": 2, "vocab_size": 1000}
    assert footprint_from_config(config, 10**6, "quantized").dense == 4 * 64 * 128
    assert footprint_from_config(config, 10**6, "dense").dense == 0


@pytest.fixture(scope="module")
def tiny_4bit(starter_dir, tmp_path_factory):
    from macllm.loaders.random_weights import write_random_model

    return write_random_model("tiny", starter_dir, tmp_path_factory.mktemp("m") / "tiny-4bit", bits=4, scale=4.0)


def test_a_long_prompt_gives_the_same_greedy_answer_with_dense_prefill(tiny_4bit, tmp_path, monkeypatch):
    prompt = [100 + (i * 37) % 4000 for i in range(700)]
    answers = {}
    for choice in ("off", "16"):
        monkeypatch.setenv("MACLLM_DENSE_PREFILL", choice)
        engine = Engine(kv_dir=tmp_path / choice)
        try:
            info = engine.load(str(tiny_4bit), weights="quantized")
            assert engine.info()["dense_prefill_rows"] == (None if choice == "off" else 16)
            params = SamplingParams(temperature=0.0, max_tokens=8, repetition_penalty=1.0)
            answers[choice] = engine.submit(Request(prompt=prompt, params=params, cache=False)).result().token_ids
        finally:
            engine.close()
        assert info["weights"] == "quantized"
    assert answers["16"] == answers["off"] and len(answers["off"]) == 8


def test_a_model_too_large_for_float32_runs_on_its_quantized_weights(starter_dir, tmp_path, monkeypatch):
    """On the CPU `auto` dequantizes to float32 at load; where that would not fit, the 4-bit weights are kept
    (with dense prefill) and the engine says so, instead of refusing the model."""
    monkeypatch.setenv("MACLLM_MEMORY_GB", "0.4")  # the starter: 0.54 GB as float32, 0.1 GB at 4 bits
    monkeypatch.delenv("MACLLM_WEIGHTS", raising=False)
    engine = Engine(kv_dir=tmp_path)
    try:
        info = engine.load(str(starter_dir))
        assert info["weights"] == "quantized"
        assert any("runs on its quantized weights: as float32 it needs 0.5" in w for w in engine.info()["warnings"])
        params = SamplingParams(temperature=0.0, max_tokens=3)
        assert engine.submit(Request(prompt=[1, 2, 3, 4], params=params, cache=False)).result().token_ids
    finally:
        engine.close()
    monkeypatch.setenv("MACLLM_WEIGHTS", "dense")  # named by the user: refused as before
    engine = Engine(kv_dir=tmp_path)
    try:
        with pytest.raises(Exception, match="needs 0.5"):
            engine.load(str(starter_dir))
    finally:
        engine.close()
