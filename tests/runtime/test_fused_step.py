"""A prompt chunk and streams' decode tokens in one forward (fused_step.py): the same logits and caches as
separate forwards, on mlx-lm's llama (rope both ways), qwen2 and a quantized llama; then the engine: the same
greedy answers with fusion as without, and a stream beside a long prompt gets one token with every chunk."""

import mlx.core as mx
import mlx.nn as nn
import pytest

from macllm.errors import MacllmError
from macllm.requests import Request
from macllm.runtime import fused_step
from macllm.runtime.prefill import PrefillCosts, PrefillSizer

from .test_engine import greedy, prompt


@pytest.fixture(autouse=True)
def whole_chunks(monkeypatch):
    """Fusion serves prompts fed in whole chunks: with layered prefill on (the default) it never runs."""
    monkeypatch.setenv("MACLLM_LAYERED_PREFILL", "off")


def tiny_model(shape: str, **extra):
    from mlx_lm.models import llama, qwen2

    from macllm.loaders.random_weights import SHAPES

    config = {**SHAPES[shape], "rms_norm_eps": 1e-5, "vocab_size": 256, **extra}
    module = qwen2 if config["model_type"] == "qwen2" else llama
    mx.random.seed(0)
    model = module.Model(module.ModelArgs.from_dict(config))
    mx.eval(model.parameters())
    return model


def filled(model, tokens: list[int]) -> list:
    """A fresh mlx-lm cache holding `tokens`."""
    from mlx_lm.models.cache import make_prompt_cache

    cache = make_prompt_cache(model)
    if tokens:
        model(mx.array(tokens)[None], cache=cache)
        mx.eval([c.state for c in cache])
    return cache


def ids(seed: int, n: int) -> list[int]:
    return [(seed * 31 + 7 * k) % 250 + 3 for k in range(n)]


def quantized_llama():
    model = tiny_model("tiny")
    nn.quantize(model, group_size=32, bits=4)
    mx.eval(model.parameters())
    return model


MODELS = {
    "llama": lambda: tiny_model("tiny"),
    "llama-traditional-rope": lambda: tiny_model("tiny", rope_traditional=True),  # SmolLM2's
    "qwen2": lambda: tiny_model("tiny-qwen2"),
    "llama-4bit": quantized_llama,
    "llama-untied": lambda: tiny_model("tiny", tie_word_embeddings=False),
}


@pytest.mark.parametrize("name", sorted(MODELS))
@pytest.mark.parametrize("last", [False, True])
def test_the_fused_forward_equals_a_prefill_chunk_and_decode_steps_run_apart(name, last):
    model = MODELS[name]()
    assert fused_step.fusable_model(model)
    prefix, chunk = ids(1, 37), ids(2, 29)  # the prompt's cache at offset 37, a 29-token chunk
    streams = [(ids(3, 5), 11), (ids(4, 60), 200)]  # (what each stream's cache holds, its pending token)
    apart = [filled(model, prefix)] + [filled(model, held) for held, _ in streams]
    fused = [filled(model, prefix)] + [filled(model, held) for held, _ in streams]

    want_chunk = model(mx.array(chunk)[None], cache=apart[0])[0, -1:]
    want = [model(mx.array([t])[None], cache=c)[0, -1] for (_, t), c in zip(streams, apart[1:])]
    decodes = [(mx.array([t]), c) for (_, t), c in zip(streams, fused[1:])]
    got_chunk, got = fused_step.forward(model, chunk, fused[0], decodes, last=last)

    assert got.shape == (len(streams), 256)
    for i, w in enumerate(want):
        assert mx.allclose(got[i], w, atol=1e-4, rtol=1e-4).item(), (name, i)
    if last:
        assert mx.allclose(got_chunk, want_chunk, atol=1e-4, rtol=1e-4).item()
    else:
        assert got_chunk is None
    for a, f in zip(apart, fused):  # every layer's keys and values, at every sequence's offset
        for ca, cf in zip(a, f):
            assert ca.offset == cf.offset
            ka, va = ca.keys[..., : ca.offset, :], ca.values[..., : ca.offset, :]
            kf, vf = cf.keys[..., : cf.offset, :], cf.values[..., : cf.offset, :]
            assert mx.allclose(ka, kf, atol=1e-4).item() and mx.allclose(va, vf, atol=1e-4).item()


def test_what_is_not_fused():
    from mlx_lm.models.cache import KVCache, QuantizedKVCache, RotatingKVCache

    assert fused_step.fusable_cache([KVCache(), KVCache()])
    assert not fused_step.fusable_cache([QuantizedKVCache(), QuantizedKVCache()])
    assert not fused_step.fusable_cache([RotatingKVCache(max_size=64)])
    assert not fused_step.fusable_model(tiny_model("tiny", layer_types=["sliding_attention", "full_attention"]))
    pipelined = tiny_model("tiny")
    pipelined.model.pipeline_size = 2
    assert not fused_step.fusable_model(pipelined)


def test_fused_the_gap_budget_is_the_whole_gap(monkeypatch):
    costs = PrefillCosts()
    for _ in range(3):
        costs.step.add(0.010)
    sizer = PrefillSizer(costs)
    assert sizer.gap_budget() == pytest.approx(0.020)  # apart: the chunk runs after the stream's step
    assert sizer.gap_budget(fused=True) == pytest.approx(0.030)  # fused: the chunk's forward is the gap
    monkeypatch.setenv("MACLLM_FUSED_PREFILL", "off")
    assert not fused_step.enabled()


class Part:
    """A decoder or a batch as _chunk_choice sees it."""

    def __init__(self, prefilling=False, decoding=False):
        self.prefilling, self.decoding = prefilling, decoding


def test_fused_the_whole_gap_only_where_the_fused_forward_is_all_the_step_decodes():
    from macllm.runtime.scheduler import Scheduler

    s = Scheduler(pool=None)
    for _ in range(3):
        s.sizer.costs.step.add(0.010)
    long, stream = Part(prefilling=True), Part()
    s.singles = [long, stream]
    fusion = (long, [stream])
    assert s._chunk_choice(fusion)[0].budget_s == pytest.approx(0.030)
    assert s._chunk_choice(None)[0].budget_s == pytest.approx(0.020)
    s.singles.append(Part())  # a stream that steps on its own after the fused forward (one drafting)
    assert s._chunk_choice(fusion)[0].budget_s == pytest.approx(0.020)
    s.singles.pop()
    s.batches = {0: Part(decoding=True)}  # a batch decoding after it
    assert s._chunk_choice(fusion)[0].budget_s == pytest.approx(0.020)
    s.batches = {0: Part()}  # a batch with nothing to decode this step
    assert s._chunk_choice(fusion)[0].budget_s == pytest.approx(0.030)


# -- the engine, tiny model -------------------------------------------------------------------------------
LONG = 1800


def watch_fused(monkeypatch) -> list:
    """Each fused step from now on: (prompt tokens left, each stream's tokens before, and after)."""
    steps = []
    real = fused_step.run

    def logged(prefill, streams, choice):
        before = [len(d.seq.generated) for d in streams]
        todo = len(prefill.todo)
        done = real(prefill, streams, choice)
        steps.append((todo - len(prefill.todo), before, [len(d.seq.generated) for d in streams]))
        return done

    monkeypatch.setattr(fused_step, "run", logged)
    return steps


def stream_and_long(engine, stream_tokens: int = 300) -> tuple[list[int], list[int]]:
    """A stream decoding greedily, a long prompt arriving beside it once it has its first token: both answers."""
    stream = engine.submit(Request(prompt=prompt(1, 20), params=greedy(stream_tokens), cache=False, draft="off"))
    next(iter(stream))
    long = engine.submit(Request(prompt=prompt(9, LONG), params=greedy(12), cache=False, draft="off"))
    return stream.result().token_ids, long.result().token_ids


def test_greedy_answers_beside_a_long_prompt_are_the_unfused_engines(tiny, monkeypatch):
    steps = watch_fused(monkeypatch)
    monkeypatch.setenv("MACLLM_FUSED_PREFILL", "off")
    apart = stream_and_long(tiny)
    assert not steps
    monkeypatch.setenv("MACLLM_FUSED_PREFILL", "on")
    fused = stream_and_long(tiny)
    assert steps, "the long prompt prefilled without fusion"
    assert fused == apart


def test_fused_the_stream_gets_a_token_with_every_chunk(tiny, monkeypatch):
    stream_and_long(tiny, stream_tokens=40)  # the stream's step and chunk costs measured
    steps = watch_fused(monkeypatch)
    stream_and_long(tiny, stream_tokens=600)
    assert len(steps) >= 3  # several chunks, each in a forward with the stream's token
    assert sum(fed for fed, _, _ in steps) == LONG  # the whole prompt, every chunk fused
    for _, before, after in steps:
        assert [b - a for a, b in zip(before, after)] == [1]  # one token of the one stream each chunk
    assert all(steps[i][2] == steps[i + 1][1] for i in range(len(steps) - 1))  # no step between chunks


def test_a_failed_fused_forward_runs_its_step_unfused(tiny, monkeypatch):
    monkeypatch.setenv("MACLLM_FUSED_PREFILL", "off")
    apart = stream_and_long(tiny)
    monkeypatch.setenv("MACLLM_FUSED_PREFILL", "on")
    real, calls = fused_step.forward, []

    def failing(*args, **kwargs):  # every other forward fails once it has written every cache (lazily)
        out = real(*args, **kwargs)
        calls.append(len(calls) % 2 == 0)
        if calls[-1]:
            raise RuntimeError("[malloc] Unable to allocate")  # as MLX's allocator fails
        return out

    monkeypatch.setattr(fused_step, "forward", failing)
    steps = watch_fused(monkeypatch)
    assert stream_and_long(tiny) == apart  # both complete, with the unfused engine's answers
    assert sum(calls) >= 2 and steps, "fused forwards did not fail and succeed in turn"


def test_a_streams_own_failure_in_a_fused_step_fails_it_alone(tiny, monkeypatch):
    from macllm.runtime.single import SequenceDecoder

    monkeypatch.setenv("MACLLM_FUSED_PREFILL", "off")
    _, apart = stream_and_long(tiny)
    monkeypatch.setenv("MACLLM_FUSED_PREFILL", "on")

    def decoded(self, logits):
        raise ValueError("the stream's sampler failed")

    monkeypatch.setattr(SequenceDecoder, "decoded", decoded)
    stream = tiny.submit(Request(prompt=prompt(1, 20), params=greedy(300), cache=False, draft="off"))
    next(iter(stream))
    long = tiny.submit(Request(prompt=prompt(9, LONG), params=greedy(12), cache=False, draft="off"))
    assert long.result().token_ids == apart
    with pytest.raises(MacllmError, match="sampler failed"):
        stream.result()


def test_the_server_benchs_step_counts_see_fused_steps(tiny):
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "scripts" / "server_bench.py"
    spec = importlib.util.spec_from_file_location("server_bench", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    stream_and_long(tiny, stream_tokens=40)  # costs measured
    counts = bench.StepCounts()
    try:
        stream_and_long(tiny, stream_tokens=600)
    finally:
        counts.close()
    got = counts.taken()
    assert got["fused_steps"] >= 3  # the long prompt's chunks, each with the stream's token (as above)
    # a step or a batch row for each token the two emit (600 + 12) and for each of the long prompt's chunks
    assert got["single_steps"] + got["batch_rows"] >= 612 + got["fused_steps"]
    assert fused_step.run.__name__ == "run"  # put back
