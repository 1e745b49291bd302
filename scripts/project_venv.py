"""Imported first by the scripts that may be started directly (`scripts/bench`, by their shebang, with whatever
python3 comes first on PATH): re-runs the script with the project's venv (.venv/bin/python, made by
./scripts/setup), where macllm and its dependencies are; without one, where macllm cannot be imported either,
says in one line what to run first. Importing it again under the venv does nothing."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"


def use_project_venv(script: str) -> None:
    python = VENV / "bin" / "python"
    if python.exists() and Path(sys.prefix).resolve() != VENV.resolve():
        os.execv(str(python), [str(python), script, *sys.argv[1:]])
    if not python.exists():
        try:
            import macllm  # noqa: F401  (installed some other way: that will do)
        except ImportError:
            sys.exit(f"{Path(script).name}: macllm is not set up here; run ./scripts/setup first (it makes .venv)")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))


main = sys.modules.get("__main__")
if main is not None and getattr(main, "__file__", None):
    use_project_venv(main.__file__)
