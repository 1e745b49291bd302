"""Fixtures of the runtime's tests."""

import pytest


@pytest.fixture
def tiny(tiny_dir, tmp_path):
    """An engine on the tiny random llama, its own disk tier."""
    from macllm.runtime.engine import Engine

    e = Engine(kv_dir=tmp_path / "kv")
    e.load(str(tiny_dir))
    yield e
    e.close()
