"""A real `macllm serve` process on the starter model (and one on the tiny random model for queue limits)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

KEY = "test-key-0123456789"


class Server:
    def __init__(self, args: list[str], home: Path, model: str):
        self.model = model
        env = {**os.environ, "MACLLM_HOME": str(home)}
        env.pop("MACLLM_API_KEY", None)
        self.log = home / "serve.log"
        home.mkdir(parents=True, exist_ok=True)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "macllm.cli.main", "serve", "--port", "0", *args],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=open(self.log, "w"),
        )
        self.base = self._wait_for_url()
        self.wait_ready()

    def _wait_for_url(self) -> str:
        deadline = time.time() + 300
        while time.time() < deadline:
            text = self.log.read_text()
            if " at http://" in text:
                return text.split(" at ", 1)[1].split(" ", 1)[0].removesuffix("/v1")
            if self.proc.poll() is not None:
                raise RuntimeError(f"macllm serve exited: {text}")
            time.sleep(0.2)
        raise RuntimeError("macllm serve did not start")

    def wait_ready(self) -> None:
        deadline = time.time() + 300
        while time.time() < deadline:
            status, _ = self.get("/health")
            if status == 200:
                return
            time.sleep(0.2)
        raise RuntimeError("macllm serve did not become ready")

    def get(self, path: str, key: str | None = None):
        req = urllib.request.Request(self.base + path, headers={"Authorization": f"Bearer {key}"} if key else {})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read() or b"null")

    def post(self, path: str, data: bytes, key: str | None = KEY, headers: dict | None = None):
        h = {
            "Content-Type": "application/json",
            **({"Authorization": f"Bearer {key}"} if key else {}),
            **(headers or {}),
        }
        req = urllib.request.Request(self.base + path, data=data, headers=h, method="POST")
        try:
            with urllib.request.urlopen(req, timeout=120) as r:
                return r.status, dict(r.headers), json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, dict(e.headers), json.loads(e.read() or b"null")

    def client(self, key: str = KEY):
        from openai import OpenAI

        return OpenAI(base_url=self.base + "/v1", api_key=key, max_retries=0, timeout=300)

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


@pytest.fixture(scope="session")
def server(starter_dir, minilm_dir, tmp_path_factory):
    s = Server(
        [
            "--model",
            str(starter_dir),
            "--api-key",
            KEY,
            "--embedding-model",
            str(minilm_dir),
            "--max-concurrency",
            "8",
            "--max-queue",
            "8",
            "--max-tokens",
            "512",
            "--alias",
            f"claude-*={starter_dir.name}",
            "--log-requests",
        ],
        tmp_path_factory.mktemp("serve-home"),
        starter_dir.name,
    )
    yield s
    s.stop()


@pytest.fixture(scope="session")
def small_server(tiny_dir, tmp_path_factory):
    """The tiny random model with one slot and one waiting place: a third concurrent request gets 429."""
    s = Server(
        ["--model", str(tiny_dir), "--max-concurrency", "1", "--max-queue", "1", "--no-warmup"],
        tmp_path_factory.mktemp("small-home"),
        tiny_dir.name,
    )
    yield s
    s.stop()
