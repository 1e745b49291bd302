"""The samplers draw what mlx-lm's would, and new settings compile nothing new: mx.compile keys its global cache
on non-array arguments, so mlx-lm's samplers (temperature, top_p, min_p passed as floats) kept a graph (~21 KB of
native memory) for every value a client ever sent."""

import gc

import mlx.core as mx
import pytest
from mlx_lm.sample_utils import make_sampler

from macllm import native_heap
from macllm.runtime.sampler import _sampler
from macllm.sampling import SamplingParams

SETTINGS = [(0.7, 0.0, 0.0, 0), (1.0, 0.9, 0.0, 0), (0.8, 0.0, 0.05, 0), (0.6, 0.95, 0.1, 20)]


@pytest.mark.parametrize("dtype", [mx.float32, mx.bfloat16])
def test_the_same_tokens_as_mlx_lm_under_the_same_seed(dtype):
    logits = (mx.random.normal((3, 500), key=mx.random.key(1)) * 3).astype(dtype)
    for temperature, top_p, min_p, top_k in SETTINGS:
        theirs = make_sampler(temp=temperature, top_p=top_p, min_p=min_p, top_k=top_k)
        mx.random.seed(5)
        want = [theirs(logits) for _ in range(8)]
        mx.random.seed(5)
        got = [_sampler(temperature, top_p, min_p, top_k)(logits) for _ in range(8)]
        assert all(mx.array_equal(a, b).item() for a, b in zip(want, got, strict=True)), (temperature, top_p, min_p)


def test_the_speculative_path_filters_as_mlx_lm():
    from mlx_lm.sample_utils import apply_min_p, apply_top_k, apply_top_p

    from macllm.runtime.sampler import RequestSampling

    logprobs = mx.random.normal((2, 300), key=mx.random.key(2))
    want = apply_top_k(apply_min_p(apply_top_p(logprobs, 0.9), 0.05), 20)
    got = RequestSampling(SamplingParams(temperature=0.5, top_p=0.9, min_p=0.05, top_k=20)).probs(logprobs)
    assert mx.allclose(got, mx.softmax(want * 2.0, axis=-1)).item()


@pytest.mark.skipif(not native_heap.probe()["available"], reason="needs glibc's mallinfo2")
def test_new_temperatures_and_filters_do_not_grow_native_memory():
    logits = mx.random.normal((2, 2000), key=mx.random.key(3))

    def held() -> int:
        gc.collect()
        mx.clear_cache()
        heap = native_heap.probe()
        return heap["in_use_bytes"] + heap["mmap_bytes"]

    mx.eval(_sampler(0.7, 0.9, 0.05, 0)(logits))  # compiled once
    before = held()
    for i in range(200):  # mlx-lm's samplers: +9.4 MB here (3 graphs a step), and about 3 minutes of compiling
        mx.eval(_sampler(0.5 + i / 1000, 0.5 + i / 1000, i / 10000 + 0.001, 0)(logits))
    assert held() - before < 1 << 20


def test_a_top_k_past_the_vocabulary_keeps_every_token():
    """Clients may send top_k up to 2**30 (the Anthropic API): it filters nothing, as top_k 0 does."""
    logits = mx.random.normal((2, 50), key=mx.random.key(4))
    for k in (50, 1 << 30):
        mx.random.seed(7)
        got = _sampler(0.8, 1.0, 0.0, k)(logits)
        mx.random.seed(7)
        want = _sampler(0.8, 1.0, 0.0, 0)(logits)
        assert mx.array_equal(got, want).item()
