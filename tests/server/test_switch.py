"""`macllm serve --models`: a request that names another installed chat model gets that model, loaded on demand:
beside the loaded one where both fit (both answer at once), else once the requests on the current one have ended;
one that does not fit is refused and the old model stays; idle models unload after --keep-alive."""

from __future__ import annotations

import http.client
import json
import os
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlparse

import pytest

from tests.server.conftest import Server

ASK = [{"role": "user", "content": "Name a river."}]


def _install(home: Path, folders: dict[str, Path]) -> None:
    from macllm import model_store

    before = os.environ.get("MACLLM_HOME")
    os.environ["MACLLM_HOME"] = str(home)
    try:
        for name, folder in folders.items():
            model_store.register(folder, name, f"dir:{folder}")
    finally:
        os.environ.pop("MACLLM_HOME") if before is None else os.environ.update(MACLLM_HOME=before)


@pytest.fixture(scope="module")
def broken_dir(tiny_dir, tmp_path_factory) -> Path:
    """The tiny llama with its weights file cut after the header: it passes the memory plan, then fails to load."""
    import shutil
    import struct

    out = tmp_path_factory.mktemp("broken")
    for f in tiny_dir.iterdir():
        if f.name != "model.safetensors":
            shutil.copy(f, out / f.name)
    data = (tiny_dir / "model.safetensors").read_bytes()
    (out / "model.safetensors").write_bytes(data[: 8 + struct.unpack("<Q", data[:8])[0] + 1000])
    return out


@pytest.fixture(scope="module")
def models(tiny_dir, tiny_qwen2_dir, tiny_wide_dir, starter_dir, minilm_dir, broken_dir):
    return {
        "tiny-llama": tiny_dir,
        "tiny-qwen2": tiny_qwen2_dir,
        "tiny-wide": tiny_wide_dir,
        "starter": starter_dir,
        "all-minilm-l6-v2": minilm_dir,
        "broken": broken_dir,
    }


@pytest.fixture(scope="module")
def switching(models, tmp_path_factory):
    """tiny-llama served; tiny-qwen2 and tiny-wide (too large for the 0.065 GB given) may be named; not the starter.
    Each tiny model's plan takes most of 0.065 GB (the largest prefill chunk that fits): only one fits at a time."""
    home = tmp_path_factory.mktemp("switch-home")
    _install(home, models)
    os.environ["MACLLM_MEMORY_GB"] = "0.065"
    try:
        s = Server(
            ["--model", "tiny-llama", "--models", "tiny-qwen2,tiny-wide,broken", "--max-concurrency", "2"],
            home,
            "tiny-llama",
        )
    finally:
        del os.environ["MACLLM_MEMORY_GB"]
    yield s
    s.stop()


@pytest.fixture(scope="module")
def lone_answers(models, tmp_path_factory):
    """Each tiny model's greedy answer to ASK, from an engine of its own."""
    from macllm.requests import Request
    from macllm.runtime.engine import Engine
    from macllm.sampling import SamplingParams

    answers = {}
    engine = Engine(kv_dir=tmp_path_factory.mktemp("kv"))
    try:
        for name in ("tiny-llama", "tiny-qwen2"):
            engine.load(str(models[name]))
            params = SamplingParams(temperature=0.0, max_tokens=6)
            answers[name] = engine.submit(Request(messages=ASK, params=params)).result().text
    finally:
        engine.close()
    assert answers["tiny-llama"] != answers["tiny-qwen2"]
    return answers


def _chat(server: Server, model: str, path: str = "/v1/chat/completions", **extra):
    body = {"model": model, "messages": ASK, "max_tokens": 6, "temperature": 0, **extra}
    return server.post(path, json.dumps(body).encode(), key=None)


def _switches(server: Server) -> list[str]:
    return [line for line in server.log.read_text().splitlines() if "switched from" in line]


def test_a_request_for_another_model_is_answered_by_it_and_the_next_switches_back(switching, lone_answers):
    status, _, body = _chat(switching, "tiny-qwen2")
    assert status == 200, body
    assert body["model"] == "tiny-qwen2" and body["choices"][0]["message"]["content"] == lone_answers["tiny-qwen2"]
    assert switching.get("/health")[1]["model"] == "tiny-qwen2"
    status, _, body = _chat(switching, "tiny-llama")
    assert status == 200 and body["model"] == "tiny-llama"
    assert body["choices"][0]["message"]["content"] == lone_answers["tiny-llama"]
    lines = _switches(switching)
    assert "from 'tiny-llama' to 'tiny-qwen2'" in lines[-2] and "from 'tiny-qwen2' to 'tiny-llama'" in lines[-1]
    assert all(" s" in line for line in lines)
    assert _chat(switching, "tiny-qwen2")[0] == 200
    status, _, body = _chat(switching, "tiny-llama")  # its KV cache came back from the disk tier
    assert status == 200 and body["usage"]["prompt_tokens_details"]["cached_tokens"] > 0


def test_concurrent_requests_for_two_models_each_get_their_own(switching, lone_answers):
    wanted = ["tiny-llama", "tiny-qwen2", "tiny-llama"]
    with ThreadPoolExecutor(3) as pool:
        answers = list(pool.map(lambda m: _chat(switching, m), wanted))
    for model, (status, _, body) in zip(wanted, answers):
        assert status == 200, body
        assert body["model"] == model and body["choices"][0]["message"]["content"] == lone_answers[model]


def test_every_dialect_and_streams_answer_from_the_model_named(switching, lone_answers):
    client = switching.client()
    chunks = list(
        client.chat.completions.create(model="tiny-qwen2", messages=ASK, max_tokens=6, temperature=0, stream=True)
    )
    assert {c.model for c in chunks} == {"tiny-qwen2"}
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == lone_answers["tiny-qwen2"]
    body = {"model": "tiny-llama", "input": "Name a river.", "max_output_tokens": 6}
    status, _, answer = switching.post("/v1/responses", json.dumps(body).encode(), key=None)
    assert status == 200 and answer["model"] == "tiny-llama"
    body = {"model": "tiny-qwen2", "max_tokens": 6, "temperature": 0, "messages": ASK}
    status, _, answer = switching.post("/v1/messages", json.dumps(body).encode(), key=None)
    assert status == 200 and answer["model"] == "tiny-qwen2"
    assert answer["content"][0]["text"] == lone_answers["tiny-qwen2"]


def test_models_lists_every_model_a_request_may_name(switching):
    status, body = switching.get("/v1/models")
    assert status == 200
    chat = {m["id"] for m in body["data"] if m["kind"] == "chat"}
    assert chat == {"tiny-llama", "tiny-qwen2", "tiny-wide", "broken"}  # not the starter, which --models leaves out


def test_a_model_outside_models_is_a_404_naming_the_choices(switching):
    status, _, body = _chat(switching, "starter")
    assert status == 404
    message = body["error"]["message"]
    assert "'starter' is not served here" in message and "'tiny-qwen2'" in message and "'tiny-wide'" in message


def test_a_model_that_does_not_fit_is_refused_and_the_old_one_stays(switching, lone_answers):
    served = switching.get("/health")[1]["model"]
    status, _, body = _chat(switching, "tiny-wide")
    assert status == 507, body
    message = body["error"]["message"]
    assert "needs" in message and "MACLLM_MEMORY_GB" in message and f"'{served}' is still served" in message
    status, _, body = _chat(switching, "tiny-wide", "/v1/messages")  # in Anthropic's format for its clients
    assert status == 507 and body["type"] == "error" and "needs" in body["error"]["message"]
    assert switching.get("/health")[1]["model"] == served
    status, _, body = _chat(switching, served)
    assert status == 200 and body["choices"][0]["message"]["content"] == lone_answers[served]


def test_a_model_that_fails_to_load_is_refused_and_the_old_one_is_loaded_again(switching, lone_answers):
    served = switching.get("/health")[1]["model"]
    status, _, body = _chat(switching, "broken")
    assert status == 400, body
    message = body["error"]["message"]
    assert "cannot read the weights" in message and "pull the model again" in message and "still served" in message
    status, _, body = _chat(switching, served)  # the engine let go of it before the read failed: it is back
    assert status == 200 and body["choices"][0]["message"]["content"] == lone_answers[served]


def test_a_client_that_leaves_while_waiting_for_a_switch_is_dropped(switching):
    base = urlparse(switching.base)
    served = switching.get("/health")[1]["model"]
    other = "tiny-qwen2" if served == "tiny-llama" else "tiny-llama"
    before = len(_switches(switching))
    long = {"model": served, "prompt": "one two", "max_tokens": 1000, "stream": True, "logit_bias": {"2": -100}}
    running = http.client.HTTPConnection(base.hostname, base.port)
    running.request("POST", "/v1/completions", json.dumps(long).encode(), {"Content-Type": "application/json"})
    running.getresponse().read(1)  # it streams, so it holds the served model
    waiting = http.client.HTTPConnection(base.hostname, base.port)
    body = json.dumps({"model": other, "messages": ASK, "max_tokens": 4})
    waiting.request("POST", "/v1/chat/completions", body, {"Content-Type": "application/json"})
    deadline = time.time() + 60  # a bound against a hang, not a timing: the server says when it waits
    while switching.get("/health")[1]["requests_waiting_for_model"] < 1 and time.time() < deadline:
        time.sleep(0.05)
    assert switching.get("/health")[1]["requests_waiting_for_model"] == 1  # it waits for the switch
    waiting.close()
    deadline = time.time() + 30
    while "went away while it waited" not in switching.log.read_text() and time.time() < deadline:
        time.sleep(0.2)
    running.close()
    assert "went away while it waited for model" in switching.log.read_text()
    status, _, answer = _chat(switching, served)
    assert status == 200 and answer["model"] == served
    assert len(_switches(switching)) == before  # nobody is left who wants the other model


def test_models_all_is_every_installed_chat_model(home, models):
    from macllm.server.run import parse_models

    _install(home, models)
    assert set(parse_models("all", "tiny-llama", "tiny-llama")) == {
        "tiny-llama",
        "tiny-qwen2",
        "tiny-wide",
        "starter",
        "broken",
    }
    assert parse_models(None, "tiny-llama", "tiny-llama") == {"tiny-llama": "tiny-llama"}
    from macllm.errors import MacllmError

    with pytest.raises(MacllmError, match="embedding model"):
        parse_models("all-minilm-l6-v2", "tiny-llama", "tiny-llama")


@pytest.fixture(scope="module")
def side_by_side(models, tmp_path_factory):
    """0.3 GB: room for both tiny models; --keep-alive 0: a model unloads as soon as no request holds it."""
    home = tmp_path_factory.mktemp("side-home")
    _install(home, models)
    os.environ["MACLLM_MEMORY_GB"] = "0.3"
    try:
        s = Server(["--model", "tiny-llama", "--models", "tiny-qwen2", "--keep-alive", "0", "--no-warmup"], home, "")
    finally:
        del os.environ["MACLLM_MEMORY_GB"]
    yield s
    s.stop()


def _loaded_soon(server: Server, want: list[str]) -> list[str]:
    deadline = time.time() + 30
    while (loaded := server.get("/health")[1]["models_loaded"]) != want and time.time() < deadline:
        time.sleep(0.2)
    return loaded


def test_two_models_that_fit_answer_at_once_and_unload_when_idle(side_by_side, lone_answers):
    base = urlparse(side_by_side.base)
    long = {"model": "tiny-llama", "prompt": "one two", "max_tokens": 1000, "stream": True, "logit_bias": {"2": -100}}
    running = http.client.HTTPConnection(base.hostname, base.port)
    running.request("POST", "/v1/completions", json.dumps(long).encode(), {"Content-Type": "application/json"})
    stream = running.getresponse()
    stream.read(1)  # it streams, so it holds tiny-llama
    status, _, body = _chat(side_by_side, "tiny-qwen2")  # loaded beside it: no wait for the stream to end
    assert status == 200 and body["choices"][0]["message"]["content"] == lone_answers["tiny-qwen2"]
    assert stream.read(64)  # still streaming
    log = side_by_side.log.read_text()
    assert "loaded 'tiny-qwen2' beside 'tiny-llama'" in log and "switched from" not in log
    assert _loaded_soon(side_by_side, ["tiny-llama"]) == ["tiny-llama"]  # tiny-qwen2 went once its answer ended
    listed = {m["id"]: m["loaded"] for m in side_by_side.get("/v1/models")[1]["data"] if m["kind"] == "chat"}
    assert listed == {"tiny-llama": True, "tiny-qwen2": False}
    running.close()  # the stream ends: tiny-llama goes too
    assert _loaded_soon(side_by_side, []) == []
    deadline = time.time() + 30  # the line comes once the engine has let go of it
    while "unloaded 'tiny-llama' after 0 s idle" not in side_by_side.log.read_text() and time.time() < deadline:
        time.sleep(0.2)
    assert "unloaded 'tiny-llama' after 0 s idle" in side_by_side.log.read_text()
    status, _, body = _chat(side_by_side, "tiny-llama")  # loaded again on demand
    assert status == 200 and body["choices"][0]["message"]["content"] == lone_answers["tiny-llama"]
