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


def tiny_llama():
    from mlx_lm.models import llama

    from macllm.loaders.random_weights import SHAPES

    args = llama.ModelArgs.from_dict({**SHAPES["tiny"], "rms_norm_eps": 1e-5, "vocab_size": 256})
    mx.random.seed(0)
    model = llama.Model(args)
    nn.quantize(model, group_size=32, bits=4)
    mx.eval(model.parameters())
    return model


class ShapeTimer:
    """A stand-in for the wall clock: runs what `measure` times and returns seconds from a table of each
    projection's cost by its shape, rows and path, for the features it used (deterministic)."""

    def __init__(self, monkeypatch, costs, spikes=()):
        self.costs, self.spikes, self.calls, self.seen = costs, set(spikes), [], {}
        original_call, original_q, original_d = (
            nn.QuantizedLinear.__call__,
            dense_prefill.quantized_matmul,
            dense_prefill.dense_matmul,
        )

        def call(layer, x):
            self.record(layer, x, None, False)
            return original_call(layer, x)

        def quantized(layer, x, rows=None):
            self.record(layer, x, rows, False)
            return original_q(layer, x, rows)

        def dense(layer, x, dtype=None, rows=None):
            self.record(layer, x, rows, True)
            return original_d(layer, x, dtype, rows)

        monkeypatch.setattr(nn.QuantizedLinear, "__call__", call)
        monkeypatch.setattr(dense_prefill, "quantized_matmul", quantized)
        monkeypatch.setattr(dense_prefill, "dense_matmul", dense)

    def record(self, layer, x, features, dense):
        out, in_dims = layer["weight"].shape[0], layer["weight"].shape[1] * 32 // layer.bits
        self.calls.append(((out, in_dims), x.shape[1], (features or out) / out, dense))

    def __call__(self, fn):
        self.calls = []
        mx.eval(fn())
        seconds = sum(self.costs(shape, rows, dense) * share for shape, rows, share, dense in self.calls)
        rows, dense = self.calls[0][1], any(c[3] for c in self.calls)
        n = self.seen[rows, dense] = self.seen.get((rows, dense), 0) + 1
        return seconds + (1.0 if (rows, dense, n) in self.spikes else 0.0)


def llama_1b_like(shape, rows, dense):
    """The MLP's projections (the model's largest) lose dense at every count, 1.6x slower, as the llama-1b's
    largest layer did on the H200; the attention projections win from a few dozen rows (a fixed cost to
    dequantize, then 10x less per row), so that the layer as a whole runs faster dense from 64 rows."""
    if shape[0] * shape[1] == 64 * 128:
        return (1.6e-6 if dense else 1e-6) * rows
    return 0.4e-6 * rows + 1e-4 if dense else 4e-6 * rows


def test_the_choice_times_the_whole_layer_where_its_largest_projection_alone_would_mislead(monkeypatch):
    model = tiny_llama()
    timer = ShapeTimer(monkeypatch, llama_1b_like)
    choice = dense_prefill.measure(model, max_rows=256, timer=timer)
    assert choice.probe == "decoder layer 0"
    assert set(choice.times) == {16, 64, 256}
    assert dense_prefill.choose(choice.times) == 64  # the layer: 19e-6 x rows quantized against 6.4e-6 x rows + 4e-4
    assert choice.min_rows == 32  # dense from halfway between 16 (lost) and 64 (won)
    largest = {r: (llama_1b_like((128, 64), r, False), llama_1b_like((128, 64), r, True)) for r in choice.times}
    assert dense_prefill.choose(largest) is None  # what timing the largest layer alone would have chosen
    shapes = {shape for shape, _, _, dense in timer.calls if dense}
    assert shapes == {(64, 64), (32, 64), (128, 64), (64, 128)}  # every projection of the layer ran dense
    assert all(type(m) is nn.QuantizedLinear for m in dense_prefill.quantized_layers(model))  # left as it was


def test_one_slow_moment_does_not_decide(monkeypatch):
    model = tiny_llama()
    spikes = {(64, True, 2), (256, True, 3)}  # a counted dense run at 64 rows and one at 256, 1 s late
    choice = dense_prefill.measure(model, max_rows=256, timer=ShapeTimer(monkeypatch, llama_1b_like, spikes))
    assert dense_prefill.choose(choice.times) == 64 and choice.min_rows == 32
    spikes = {(256, True, n) for n in (2, 3)}  # two of its three counted runs: dense lost at 256
    choice = dense_prefill.measure(model, max_rows=256, timer=ShapeTimer(monkeypatch, llama_1b_like, spikes))
    assert choice.min_rows is None


def test_a_slow_quantized_kernel_ends_the_measurement_before_larger_counts(monkeypatch):
    def slow(shape, rows, dense):
        return 1e-5 * rows if dense else 2e-4 * rows  # the layer: 7 x 2e-4 x 256 = 0.36 s quantized at 256

    choice = dense_prefill.measure(tiny_llama(), timer=ShapeTimer(monkeypatch, slow))
    assert set(choice.times) == {16, 64} and choice.min_rows == 16


def test_a_layer_slow_to_time_is_timed_through_its_projections_on_a_share_of_their_features(monkeypatch):
    def cpu_like(shape, rows, dense):
        return 1e-4 * rows if dense else 1e-3 * rows  # 4 distinct shapes x 16 ms at 16 rows: over LAYER_S

    timer = ShapeTimer(monkeypatch, cpu_like)
    choice = dense_prefill.measure(tiny_llama(), max_rows=64, timer=timer)
    assert choice.probe == "4 projection shapes, 0.312 of their features"  # LAYER_S / 0.064 s
    assert {share for _, _, share, _ in timer.calls} == {0.3125}  # 40 of 128 features, 20 of 64, 10 of 32
    assert choice.min_rows == 16


def test_a_model_without_decoder_layers_times_its_distinct_projection_shapes():
    model = nn.Sequential(quantized_layer(), quantized_layer())
    model.layers[1] = nn.QuantizedLinear.from_linear(nn.Linear(128, 256), group_size=32, bits=4)
    model.layers.append(quantized_layer())  # a shape already there: timed once
    choice = dense_prefill.measure(model, max_rows=64)
    assert choice.probe.startswith("2 projection shapes")
    assert set(choice.times) <= {16, 64} and 16 in choice.times
    assert all(q > 0 and d > 0 for q, d in choice.times.values())
    assert choice.min_rows == dense_prefill.threshold(choice.times, dense_prefill.choose(choice.times))


def test_measure_on_the_wall_clock_leaves_the_model_on_the_quantized_kernel():
    model = tiny_llama()
    choice = dense_prefill.measure(model, max_rows=64)
    assert set(choice.times) <= {16, 64} and 16 in choice.times and choice.seconds > 0
    assert choice.min_rows == dense_prefill.threshold(choice.times, dense_prefill.choose(choice.times))
    assert all(type(m) is nn.QuantizedLinear for m in dense_prefill.quantized_layers(model))
    info = dense_prefill.configure(model, max_rows=64)
    assert info["dense_prefill_rows"] in (None, 16, 32)  # 32: from halfway between 16 (lost) and 64 (won)
    layers = dense_prefill.quantized_layers(model)
    assert all(
        type(m) is (nn.QuantizedLinear if info["dense_prefill_rows"] is None else dense_prefill.DenseWhenLong)
        for m in layers
    )


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
    monkeypatch.setattr("macllm.runtime.dense_prefill_store.default_path", lambda: tmp_path / "dense_prefill.json")
    for choice in ("off", "16", "auto"):
        monkeypatch.setenv("MACLLM_DENSE_PREFILL", choice)
        engine = Engine(kv_dir=tmp_path / choice)
        try:
            info = engine.load(str(tiny_4bit), weights="quantized")
            rows = engine.info()["dense_prefill_rows"]
            if choice == "auto":  # what this machine measured: from one of the row counts it times or below, or none
                assert rows is None or 16 <= rows <= dense_prefill.ROWS[-1]
            else:
                assert rows == {"off": None, "16": 16}[choice]
            layers = engine.run(lambda e: dense_prefill.quantized_layers(e.model.model))
            assert {getattr(m, "dense_min_rows", None) for m in layers} == {rows}  # every layer runs as chosen
            params = SamplingParams(temperature=0.0, max_tokens=8, repetition_penalty=1.0)
            answers[choice] = engine.submit(Request(prompt=prompt, params=params, cache=False)).result().token_ids
        finally:
            engine.close()
        assert info["weights"] == "quantized"
    assert answers["16"] == answers["off"] == answers["auto"] and len(answers["off"]) == 8


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


def test_a_count_within_noise_of_the_bar_counts_as_won_right_below_a_clear_win():
    choose = dense_prefill.choose
    # 1,024 rows measured either side of the bar between two loads, 2,048 clearly won: the same choice both times
    assert choose({512: (1.0, 1.05), 1024: (1.0, 0.89), 2048: (1.0, 0.7)}) == 1024
    assert choose({512: (1.0, 1.05), 1024: (1.0, 0.91), 2048: (1.0, 0.7)}) == 1024
    assert choose({256: (1.0, 0.95), 512: (1.0, 0.95), 1024: (1.0, 0.8)}) == 512  # one step below a clear win only
    assert choose({256: (1.0, 0.95), 512: (1.0, 0.8), 1024: (1.0, 0.8)}) == 256
    assert choose({512: (1.0, 0.8), 1024: (1.0, 0.95)}) is None  # the largest must win clearly
    assert choose({512: (1.0, 1.0), 1024: (1.0, 0.8)}) == 1024  # not faster at all: lost


def test_dense_starts_halfway_below_the_chosen_count_so_a_chunk_one_row_short_runs_dense():
    times = {512: (1.0, 1.05), 1024: (1.0, 1.0), 2048: (1.0, 0.7)}
    rows = dense_prefill.threshold(times, dense_prefill.choose(times))
    assert rows == 1448 and rows <= 2047  # a 2,048-token prompt's one chunk: 2,047 rows
    assert dense_prefill.threshold({16: (1.0, 0.5), 64: (1.0, 0.5)}, 16) == 16  # the smallest measured won
    assert dense_prefill.threshold(times, None) is None


def test_the_engine_says_a_second_load_reused_the_remembered_choice(tiny_4bit, tmp_path, monkeypatch):
    monkeypatch.setattr("macllm.runtime.dense_prefill_store.default_path", lambda: tmp_path / "dense_prefill.json")
    monkeypatch.setenv("MACLLM_DENSE_PREFILL", "auto")
    said = []
    for _ in range(2):
        engine = Engine(kv_dir=tmp_path / "kv")
        try:
            engine.load(str(tiny_4bit), weights="quantized")
            said.append((engine.info()["dense_prefill"], engine.info()["dense_prefill_rows"]))
        finally:
            engine.close()
    assert "measured in" in said[0][0] and "remembered" in said[1][0] and said[0][1] == said[1][1]
