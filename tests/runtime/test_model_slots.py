"""Two models in one engine (runtime/model_slots.py): loaded beside each other where the memory plan has room for
both, each answering its own requests at once with its lone tokens; refused beside, with nothing changed, where
there is room for one only; unloaded, giving its share back. Tiny random models, budgets set by MACLLM_MEMORY_GB."""

from __future__ import annotations

import pytest

from macllm.errors import MacllmError
from macllm.requests import Request
from macllm.runtime.engine import Engine, NoRoomBeside
from macllm.sampling import SamplingParams

ASK = [{"role": "user", "content": "Name a river."}]


@pytest.fixture
def engine(tmp_path):
    e = Engine(kv_dir=tmp_path / "kv")
    yield e
    e.close()


def _ask(engine: Engine, model: str | None = None):
    return engine.submit(Request(messages=ASK, params=SamplingParams(temperature=0.0, max_tokens=6)), model=model)


def test_two_models_that_fit_answer_side_by_side(engine, tiny_dir, tiny_qwen2_dir, monkeypatch):
    monkeypatch.setenv("MACLLM_MEMORY_GB", "0.3")
    a, b = str(tiny_dir), str(tiny_qwen2_dir)
    engine.load(b)
    lone_b = _ask(engine).result().text
    engine.load(a)  # in b's place
    lone_a = _ask(engine).result().text
    assert engine.info()["models"] == [a] and lone_a != lone_b
    info = engine.load(b, beside=True)
    assert info["models"] == [a, b] and info["model"] == b
    first, second = _ask(engine, a), _ask(engine, b)
    assert (first.result().text, second.result().text) == (lone_a, lone_b)

    def shares(e):
        return {n: (s.kv_budget.limit, s.memory.footprint.weights + s.memory.footprint.working(s.memory.context))
                for n, s in e.slots.items()}  # fmt: skip

    both = engine.run(shares)
    assert sum(kv + rest for kv, rest in both.values()) <= 0.3e9  # together within the device
    assert engine.unload(b)["models"] == [a]
    assert engine.run(shares)[a][0] > both[a][0]  # a's KV caches get b's share back
    assert _ask(engine).result().text == lone_a


def test_a_model_loaded_beside_keeps_the_schedulers_switches(engine, tiny_dir, tiny_qwen2_dir, monkeypatch):
    monkeypatch.setenv("MACLLM_MEMORY_GB", "0.3")
    a, b = str(tiny_dir), str(tiny_qwen2_dir)
    engine.load(a)

    def switch_off(e):  # what the benchmarks turn off
        s = e.scheduler
        s.sizer.fixed, s.prefill_beside, s.fused_prefill, s.prediction_beside = 128, False, False, False

    def switches(e):
        return {n: (s.sizer.fixed, s.prefill_beside, s.fused_prefill, s.prediction_beside) for n, s in e.slots.items()}

    engine.run(switch_off)
    engine.load(b, beside=True)
    assert engine.run(switches) == {a: (128, False, False, False), b: (128, False, False, False)}


def test_a_model_without_room_beside_is_refused_and_nothing_changes(engine, tiny_dir, tiny_qwen2_dir, monkeypatch):
    monkeypatch.setenv("MACLLM_MEMORY_GB", "0.065")  # either tiny model's plan leaves too little for the other
    a, b = str(tiny_dir), str(tiny_qwen2_dir)
    engine.load(a)
    lone_a = _ask(engine).result().text
    with pytest.raises(NoRoomBeside, match="fits alone but not beside"):
        engine.load(b, beside=True)
    assert engine.info()["models"] == [a] and _ask(engine).result().text == lone_a
    with pytest.raises(MacllmError, match=f"model '{b}' is not loaded"):
        _ask(engine, b).result()


def test_kv_gb_is_shared_by_the_models_loaded_beside_each_other(engine, tiny_dir, tiny_qwen2_dir, monkeypatch):
    monkeypatch.setenv("MACLLM_MEMORY_GB", "0.3")
    monkeypatch.setenv("MACLLM_KV_GB", "0.001")
    a, b = str(tiny_dir), str(tiny_qwen2_dir)
    engine.load(a)
    lone_a = _ask(engine).result().text

    def limits(e):
        return {n: (s.kv_budget.limit, s.kv_budget.source) for n, s in e.slots.items()}

    assert engine.run(limits)[a] == (1_000_000, "MACLLM_KV_GB")  # alone: all of it
    engine.load(b, beside=True)
    both = engine.run(limits)
    assert sum(limit for limit, _ in both.values()) <= 1_000_000  # together within MACLLM_KV_GB
    assert all(limit > 0 and source.startswith("its share of MACLLM_KV_GB") for limit, source in both.values())

    def plan_shares(e):  # the shares of the device's memory that each one's KV caches get without MACLLM_KV_GB
        return {n: s.memory.footprint.kv(s.memory.context) for n, s in e.slots.items()}

    plans = engine.run(plan_shares)
    assert (both[a][0] > both[b][0]) == (plans[a] > plans[b])  # split in the plan's proportions
    assert _ask(engine, a).result().text == lone_a
    engine.unload(b)
    assert engine.run(limits)[a] == (1_000_000, "MACLLM_KV_GB")  # b's share comes back
