"""Where macllm keeps its data: models, sessions. `MACLLM_HOME` overrides the platform data dir."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def home() -> Path:
    root = os.environ.get("MACLLM_HOME")
    path = Path(root).expanduser() if root else Path(platformdirs.user_data_dir("macllm", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def models_dir() -> Path:
    path = home() / "models"
    path.mkdir(parents=True, exist_ok=True)
    return path


def sessions_dir() -> Path:
    path = home() / "sessions"
    path.mkdir(parents=True, exist_ok=True)
    return path
