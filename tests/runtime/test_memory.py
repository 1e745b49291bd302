"""The memory budget: estimates against what MLX allocates, refusals with numbers, the default context, the
wired-limit rule, and the device limits it reads."""

import json

import pytest

from macllm.runtime import memory
from macllm.runtime.engine import Engine
from macllm.runtime.memory import DeviceMemory, MemoryBudgetError


def loaded_bytes(model) -> int:
    from mlx.utils import tree_reduce

    return tree_reduce(lambda a, x: a + x.nbytes, model.parameters(), 0)


@pytest.mark.parametrize("mode", ["dense", "quantized"])
def test_weights_estimate_is_what_mlx_holds(starter_dir, mode):
    from macllm.runtime.model_loader import load_model

    lm = load_model(starter_dir, weights=mode)
    assert memory.weights_bytes(starter_dir, mode) == loaded_bytes(lm.model)


@pytest.mark.parametrize("kv_bits", [0, 8, 4])
def test_kv_estimate_is_what_the_cache_holds(engine, kv_bits):
    """The scheduler's own caches (quantized ones too) hold what kv_bytes_per_token says, per 256-token step."""
    import mlx.core as mx

    def fill(e):
        lm = e.model
        cache, _, _ = e.scheduler._cached(lm, [1, 2, 3], use_pool=False, kv_bits=kv_bits)
        lm.model(mx.array([list(range(300))]), cache=cache)
        mx.eval([c.state for c in cache])
        return sum(c.nbytes for c in cache), lm.config

    held, config = engine.run(fill)
    per_token = memory.kv_bytes_per_token(config, kv_bits or None, 4)  # the CPU backend runs float32
    assert held == per_token * 512  # 300 tokens take two 256-token steps


def test_budget_covers_a_measured_long_prompt(engine):
    """What a 1500-token prompt and its answer add to MLX's memory at its peak (over the weights and whatever
    else the test process holds) stays within the plan's KV cache + working space for that context, and the
    plan does not overstate it by more than half."""
    import mlx.core as mx

    from macllm.requests import Request
    from macllm.sampling import SamplingParams

    def settle(e):
        e.pool.clear()
        mx.clear_cache()
        mx.reset_peak_memory()
        return mx.get_active_memory()

    before = engine.run(settle)
    engine.run(lambda e: setattr(e.scheduler.sizer, "fixed", e.memory.max_chunk))  # the largest chunk it allows
    words = " ".join(f"w{i}" for i in range(700))
    done = engine.submit(
        Request(
            messages=[{"role": "user", "content": words}],
            cache=False,
            params=SamplingParams(temperature=0.0, max_tokens=4),
        )
    ).result()
    engine.run(lambda e: setattr(e.scheduler.sizer, "fixed", None))
    added = engine.run(lambda e: mx.get_peak_memory()) - before
    plan = engine.run(lambda e: e.memory)
    context = done.stats.prompt_tokens + done.stats.generation_tokens
    estimate = plan.footprint.kv(context) + plan.footprint.working(context)
    assert 0 < added <= estimate, (added, estimate)
    assert estimate <= 1.5 * added, (added, estimate)


def test_over_budget_load_is_refused_with_the_numbers(starter_dir, tmp_path, monkeypatch):
    monkeypatch.setenv("MACLLM_MEMORY_GB", "0.3")  # the dense starter alone takes 0.54 GB
    monkeypatch.setenv("MACLLM_WEIGHTS", "dense")  # named: no fallback to the 4-bit weights (test_dense_prefill)
    e = Engine(kv_dir=tmp_path / "kv", disk_bytes=0)
    try:
        with pytest.raises(MemoryBudgetError) as err:
            e.load(str(starter_dir))
        message = str(err.value)
        assert "needs" in message and "weights 0.54 GB" in message and "can give 0.30 GB" in message
        assert "smaller model" in message
        assert e.info()["model"] is None  # nothing was loaded
    finally:
        e.close()


def test_a_context_that_cannot_fit_is_refused_and_one_that_fits_is_named(starter_dir, tmp_path, monkeypatch):
    fp = memory.footprint(starter_dir, "dense")
    monkeypatch.setenv("MACLLM_MEMORY_GB", str(fp.total(2048) / 1e9))
    monkeypatch.setenv("MACLLM_WEIGHTS", "dense")  # the dense plan's contexts (auto would keep 4 bits instead)
    e = Engine(kv_dir=tmp_path / "kv", disk_bytes=0)
    try:
        with pytest.raises(MemoryBudgetError, match=r"--context 2048 fits") as err:
            e.load(str(starter_dir), context=8192)
        assert "KV cache" in str(err.value) and "--kv-bits 4" in str(err.value)
        info = e.load(str(starter_dir))  # no context asked: the longest that fits in 90%, a tenth for the pool
        assert info["context_length"] == memory.longest_context(fp, int(fp.total(2048) * 0.9), 8192) < 2048
        assert f"{info['context_length']} tokens" in info["memory_plan"]
        info = e.load(str(starter_dir), kv_bits=4)  # a quantized cache makes room for a longer one
        assert info["context_length"] > 2048
    finally:
        e.close()


def test_default_context_and_pool_from_the_plan(starter_dir):
    fp = memory.footprint(starter_dir, "dense")
    roomy = DeviceMemory(64 * 10**9, "test")
    p = memory.plan(starter_dir, "dense", None, 8192, device=roomy)
    assert p.context == 8192  # the model's own maximum fits
    assert p.pool_bytes == int((roomy.limit - p.footprint.total(8192)) * memory.POOL_SHARE)
    tight = DeviceMemory(fp.total(4096), "test")
    p = memory.plan(starter_dir, "dense", None, 8192, device=tight)
    assert p.context == memory.longest_context(fp, int(tight.limit * 0.9), 8192) and 512 < p.context < 4096
    assert p.total <= 0.9 * tight.limit and p.pool_bytes >= 0.05 * tight.limit * 0.99  # half of the tenth kept free
    assert memory.plan(starter_dir, "dense", 4096, 8192, device=tight).context == 4096  # asked for: all of it
    with pytest.raises(MemoryBudgetError, match="trained for contexts of up to 8192"):
        memory.plan(starter_dir, "dense", 9000, 8192, device=roomy)


def test_the_prefill_chunk_follows_the_memory_plan(starter_dir):
    """The plan allows the largest prefill chunk whose working space fits beside the context, and counts it."""
    from macllm.runtime.prefill import ALONE_MIN, CHUNKS

    fp = memory.footprint(starter_dir, "dense")
    roomy = memory.plan(starter_dir, "dense", None, 8192, device=DeviceMemory(64 * 10**9, "test"))
    assert roomy.max_chunk == CHUNKS[-1] and roomy.footprint.working(8192) > fp.working(8192)
    tight = DeviceMemory(fp.total(4096), "test")
    p = memory.plan(starter_dir, "dense", 4096, 8192, device=tight)
    assert p.context == 4096 and p.max_chunk == ALONE_MIN  # no room for a larger chunk beside that context
    some = DeviceMemory(fp.with_chunk(1024).total(4096) + 1, "test")
    assert memory.plan(starter_dir, "dense", 4096, 8192, device=some).max_chunk == 1024
    assert f"{p.max_chunk}-token prefill chunks" in p.describe()


def test_kv_quantization_arithmetic():
    config = {
        "num_hidden_layers": 24,
        "num_key_value_heads": 2,
        "head_dim": 64,
        "hidden_size": 896,
        "num_attention_heads": 14,
    }
    full = memory.kv_bytes_per_token(config, None, 2)
    assert full == 2 * 24 * 2 * 64 * 2  # 12 KiB per token at float16
    assert memory.kv_bytes_per_token(config, 8, 2) == 2 * 24 * 2 * 64 * (1 + 4 / 64)
    assert memory.kv_bytes_per_token(config, 4, 2) == 2 * 24 * 2 * 64 * (0.5 + 4 / 32)  # 4 bits in groups of 32
    assert memory.kv_bytes_per_token({**config, "head_dim": 16}, 4, 2) == memory.kv_bytes_per_token(
        {**config, "head_dim": 16}, None, 2
    )


def test_device_limits():
    metal = memory.device_memory({"max_recommended_working_set_size": 12 * 2**30, "memory_size": 16 * 2**30})
    assert metal.limit == 12 * 2**30 and metal.wired_max == 12 * 2**30 and "Metal" in metal.source
    cuda = memory.device_memory({"total_memory": 80 * 2**30, "device_name": "NVIDIA"})
    assert cuda.limit == 80 * 2**30 and cuda.wired_max is None
    cpu = memory.device_memory({"device_name": "x86"}, meminfo="MemTotal: 100 kB\nMemAvailable:    2048 kB\n")
    assert cpu.limit == 2048 * 1024 and "RAM" in cpu.source


def test_memory_limit_override(monkeypatch):
    monkeypatch.setenv("MACLLM_MEMORY_GB", "1.5")
    assert memory.device_memory({"max_recommended_working_set_size": 1}).limit == 1_500_000_000
    monkeypatch.setenv("MACLLM_MEMORY_GB", "lots")
    with pytest.raises(memory.MacllmError, match="number of gigabytes"):
        memory.device_memory({})


def test_wired_limit_follows_mlx_lm():
    mac = DeviceMemory(10 * 10**9, "Metal's recommended working set", 10 * 10**9)
    assert memory.wired_limit(2 * 10**9, mac) == (10 * 10**9, "")
    limit, warning = memory.wired_limit(int(9.5 * 10**9), mac)
    assert limit == 10 * 10**9 and "close to the most Metal should hold" in warning
    assert memory.wired_limit(2 * 10**9, DeviceMemory(10**10, "RAM available now")) == (None, "")


def test_generate_reports_context_kv_bits_and_memory(starter_dir, tmp_path):
    import subprocess
    import sys

    env = {"MACLLM_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "macllm.cli.main",
            "generate",
            "Say hi.",
            "--model",
            str(starter_dir),
            "--kv-bits",
            "8",
            "--context",
            "1024",
            "--max-tokens",
            "4",
            "--json",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["context"] == 1024 and result["kv_bits"] == 8
    assert result["memory_gb"]["weights"] > 0.5 and 0 < result["memory_gb"]["kv"] < 0.01
    bad = subprocess.run(
        [sys.executable, "-m", "macllm.cli.main", "generate", "Say hi.", "--model", str(starter_dir), "--kv-bits", "3"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert bad.returncode != 0 and "--kv-bits must be 8 or 4" in bad.stderr


def test_mlxs_buffer_cache_is_bounded_by_the_plan_and_a_burst_of_varied_prompts_stays_under_it(tiny_dir, tmp_path):
    """The engine sets MLX's cache limit at load (memory.cache_limit: a share of the plan's working space, never
    above the backend's default); freed buffers past it go back to the system. Without it, the same burst leaves
    more in the cache."""
    import mlx.core as mx

    from macllm.requests import Request
    from macllm.sampling import SamplingParams

    e = Engine(kv_dir=tmp_path / "kv")
    try:
        e.load(str(tiny_dir), context=2048)
        limit, plan = e.run(lambda e: (e.cache_limit, e.memory))
        default = type(e)._mlx_cache_default
        assert 0 < limit == min(default, int(plan.footprint.working(plan.context) * memory.CACHE_SHARE))

        def burst() -> int:
            lengths = [30, 700, 120, 1500, 60, 400]
            asks = [[(100 + 7 * i + 13 * k) % 30000 + 50 for k in range(n)] for i, n in enumerate(lengths)]
            params = [SamplingParams(temperature=0.0, max_tokens=m) for m in (3, 9, 5, 2, 12, 6)]
            handles = [e.submit(Request(prompt=a, params=p, cache=False)) for a, p in zip(asks, params)]
            assert all(h.result().stats.generation_tokens > 0 for h in handles)
            return e.run(lambda _e: mx.get_cache_memory())

        assert burst() <= limit
        e.run(lambda _e: mx.set_cache_limit(mx.get_memory_limit()))  # MLX's GPU backends' default: unbounded
        assert burst() > limit
        e.run(lambda e: e._bound_cache())
        assert e.run(lambda _e: mx.get_cache_memory()) <= limit  # trimmed once the limit is back
    finally:
        e.close()
