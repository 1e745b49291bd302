"""The dense-prefill choice remembered on disk (runtime/dense_prefill_store.py): a later load of the same model on
the same machine applies it without timing anything; another model, device, MLX version, rule or plan measures
again, as does a damaged file or MACLLM_DENSE_PREFILL=measure."""

import json

import mlx.core as mx
import pytest

from macllm.runtime import dense_prefill
from macllm.runtime import dense_prefill_store as store
from tests.runtime.test_dense_prefill import ShapeTimer, llama_1b_like, tiny_llama


class Counting(ShapeTimer):
    def __init__(self, monkeypatch):
        super().__init__(monkeypatch, llama_1b_like)
        self.timed = 0

    def __call__(self, fn):
        self.timed += 1
        return super().__call__(fn)


@pytest.fixture
def model():
    return tiny_llama()


def load(model, monkeypatch, path, model_id="m|quantized|abc", max_rows=256, remeasure=False):
    """configure as a load runs it; (info, how many runs it timed)."""
    timer = Counting(monkeypatch)
    info = dense_prefill.configure(model, max_rows, timer, model_id=model_id, remeasure=remeasure, store_path=path)
    return info, timer.timed


def rows_applied(model):
    return {getattr(m, "dense_min_rows", None) for m in dense_prefill.quantized_layers(model)}


def test_a_second_load_applies_the_remembered_choice_without_timing(model, monkeypatch, tmp_path):
    path = tmp_path / store.FILE
    first, timed = load(model, monkeypatch, path)
    assert timed > 0 and first["dense_prefill_rows"] == 32 and "measured in" in first["dense_prefill"]
    fresh = tiny_llama()  # the same weights loaded again
    again, timed = load(fresh, monkeypatch, path)
    assert timed == 0
    assert again["dense_prefill_rows"] == 32 and rows_applied(fresh) == {32}
    assert again["dense_prefill_speedup"] == first["dense_prefill_speedup"]
    assert "remembered" in again["dense_prefill"] and "MACLLM_DENSE_PREFILL=measure" in again["dense_prefill"]


def test_another_model_device_version_rule_or_plan_measures_again(model, monkeypatch, tmp_path):
    path = tmp_path / store.FILE
    assert load(model, monkeypatch, path)[1] > 0
    assert load(model, monkeypatch, path, model_id="m|quantized|re-pulled")[1] > 0  # other weight files
    assert load(model, monkeypatch, path, max_rows=64)[1] > 0  # a smaller plan: fewer counts measured
    assert load(model, monkeypatch, path, max_rows=300)[1] == 0  # the same counts measured as under 256
    with monkeypatch.context() as m:
        m.setattr(mx, "__version__", "0.0.1")
        assert load(model, monkeypatch, path)[1] > 0
    with monkeypatch.context() as m:
        m.setattr(dense_prefill, "RULE", dense_prefill.RULE + 1)
        assert load(model, monkeypatch, path)[1] > 0
    real = mx.device_info()
    with monkeypatch.context() as m:
        m.setattr(mx, "device_info", lambda: {**real, "device_name": "another chip"})
        assert load(model, monkeypatch, path)[1] > 0
    with monkeypatch.context() as m:  # CUDA's free memory moves between loads: not part of the key
        m.setattr(mx, "device_info", lambda: {**real, "free_memory": 123456})
        assert load(model, monkeypatch, path)[1] == 0
    assert load(model, monkeypatch, path)[1] == 0  # the first key is still there


@pytest.mark.parametrize(
    "damage",
    [
        b"\x00\xff\x13 not json",
        b'{"format": 1, "choices": {',  # cut off mid-write by something other than macllm
        b'{"format": 99, "choices": {}}',
        b"[1, 2]",
        "min_rows",  # entries of the wrong form under the right key
        "speedup",
        "measured_at",
    ],
)
def test_a_damaged_file_measures_again(model, monkeypatch, tmp_path, damage):
    path = tmp_path / store.FILE
    load(model, monkeypatch, path)
    if isinstance(damage, str):
        data = json.loads(path.read_text())
        (key,) = data["choices"]
        data["choices"][key][damage] = {"min_rows": "sixty-four", "speedup": {"x": 1}, "measured_at": 1e300}[damage]
        path.write_text(json.dumps(data))
    else:
        path.write_bytes(damage)
    info, timed = load(model, monkeypatch, path)
    assert timed > 0 and info["dense_prefill_rows"] == 32
    assert load(model, monkeypatch, path)[1] == 0  # written whole again


def test_measure_forces_a_new_measurement(model, monkeypatch, tmp_path):
    path = tmp_path / store.FILE
    load(model, monkeypatch, path)
    info, timed = load(model, monkeypatch, path, remeasure=True)
    assert timed > 0 and "measured in" in info["dense_prefill"]


def test_the_environment_picks_remembered_measured_off_or_forced(monkeypatch, tmp_path):
    from macllm.runtime.model_loader import _dense_prefill

    monkeypatch.setattr(store, "default_path", lambda: tmp_path / store.FILE)
    measured = []
    real_measure = dense_prefill.measure

    def counted(*args, **kwargs):
        measured.append(1)
        return real_measure(*args, **kwargs)

    monkeypatch.setattr(dense_prefill, "measure", counted)
    for setting, measures in (("auto", 1), ("auto", 0), ("measure", 1), ("off", 0), ("48", 0), ("auto", 0)):
        monkeypatch.setenv("MACLLM_DENSE_PREFILL", setting)
        measured.clear()
        model = tiny_llama()  # each load's own
        rows, how = _dense_prefill(model, 64, "m|quantized|abc")
        assert len(measured) == measures, setting
        if setting == "off":
            assert rows is None and rows_applied(model) == {None}
        elif setting == "48":
            assert rows == 48 and rows_applied(model) == {48}
        else:
            assert rows_applied(model) == {rows} and ("remembered" in how) == (measures == 0)


def test_a_file_that_cannot_be_written_leaves_the_choice_for_this_load(model, monkeypatch, tmp_path):
    (tmp_path / "a-file").write_text("")
    info, timed = load(model, monkeypatch, tmp_path / "a-file" / store.FILE)
    assert timed > 0 and info["dense_prefill_rows"] == 32 and rows_applied(model) == {32}
    assert "not remembered" in info["dense_prefill"]


def test_the_file_keeps_the_latest_measurements(tmp_path):
    path = tmp_path / store.FILE
    for i in range(store.KEEP + 1):
        assert store.remember(f"k{i}", {"min_rows": 64, "measured_at": 1000.0 + i}, path)
    assert store.recall("k0", path) is None
    assert store.recall("k1", path)["min_rows"] == 64 and store.recall(f"k{store.KEEP}", path) is not None


def test_two_writers_at_once_keep_both_entries(tmp_path, monkeypatch):
    import threading
    import time

    path = tmp_path / store.FILE
    read = store._read

    def slow(p):  # a writer reads, then waits long enough for the other to read the same file before it writes
        got = read(p)
        time.sleep(0.3)
        return got

    monkeypatch.setattr(store, "_read", slow)
    wrote = {}

    def write(key):
        wrote[key] = store.remember(key, {"min_rows": 64}, path)

    writers = [threading.Thread(target=write, args=(key,)) for key in ("a", "b")]
    for w in writers:
        w.start()
    for w in writers:
        w.join()
    assert wrote == {"a": True, "b": True}
    assert store.recall("a", path)["min_rows"] == 64 and store.recall("b", path)["min_rows"] == 64
