"""The one rule the layout shows: only the engine thread's code (macllm/runtime/) touches MLX. Importing the chat
app, the server, the chat side or the command line must load no mlx module (they reach MLX only through the
engine's thread-safe methods)."""

import subprocess
import sys

import pytest

VIEWS = [
    "macllm.tui.app",
    "macllm.server.app",
    "macllm.server.run",
    "macllm.chat.turn",
    "macllm.chat.store",
    "macllm.cli.main",
    "macllm.cli.chat_plain",
    "macllm.docs.grounding",
    "macllm.docs.embedders",
    "macllm.model_choices",
    "macllm.encoder_types",
]


@pytest.mark.parametrize("module", VIEWS)
def test_importing_loads_no_mlx(module):
    code = (
        f"import sys, {module}; print(sorted(m for m in sys.modules if m == 'mlx' or m.startswith(('mlx.', 'mlx_lm'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]", f"importing {module} loaded {out.stdout.strip()}"


def test_the_check_would_see_mlx():
    """The check itself: a module that does import mlx is seen."""
    code = "import sys, mlx.core; print(sorted(m for m in sys.modules if m == 'mlx' or m.startswith('mlx.'))[:1])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.stdout.strip() == "['mlx']"
