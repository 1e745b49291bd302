"""One model on two ranks (mlx.launch -n 2 --backend ring, over loopback on this machine): the same tokens as on
one, batching and cancel in lockstep, a chat's cached prefix, the layer splits (mlx-lm's for qwen2, macllm's for
llama), a model one rank refuses for memory, a rank that hangs, and the refusal of a model that splits neither way.
Each launch takes seconds (two processes load the model); no timings are asserted."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from macllm.errors import MacllmError
from macllm.runtime.distributed import launched_rank, shard_plan

ROOT = Path(__file__).resolve().parents[2]
LAUNCH = Path(sys.executable).parent / "mlx.launch"
DRIVER = Path(__file__).with_name("lockstep_driver.py")
needs_launch = pytest.mark.skipif(not LAUNCH.exists(), reason="mlx.launch is not installed")


def run(args: list[str], tmp_path: Path, env: dict | None = None, timeout: int = 300) -> subprocess.CompletedProcess:
    full = {**os.environ, "MACLLM_HOME": str(tmp_path / "home"), **(env or {})}
    full.pop("MLX_RANK", None)
    return subprocess.run(args, capture_output=True, text=True, timeout=timeout, env=full, cwd=ROOT)


def two_ranks(command: list[str]) -> list[str]:
    return [str(LAUNCH), "-n", "2", "--backend", "ring", "--", *command]


def macllm(*args: str) -> list[str]:
    return [sys.executable, "-m", "macllm.cli.main", *args]


def json_line(out: str) -> dict:
    return json.loads(next(line for line in out.splitlines() if line.startswith("{")))


@pytest.fixture(scope="session")
def tiny_qwen2_dir(starter_dir) -> Path:
    """qwen2 with 3 heads and 1 KV head: splits over 2 ranks by layers only."""
    from macllm.loaders.random_weights import write_random_model
    from tests.conftest import DATA, build_once

    return build_once(
        DATA / "tiny-qwen2-random", lambda part: write_random_model("tiny-qwen2", starter_dir, part, bits=32, scale=4.0)
    )


@pytest.fixture(scope="session")
def tiny_wide_dir(starter_dir) -> Path:
    """A llama whose layers outweigh its embeddings (155 MB in float32, 105 MB of it in layers)."""
    from macllm.loaders.random_weights import write_random_model
    from tests.conftest import DATA, build_once

    return build_once(
        DATA / "tiny-wide-random", lambda part: write_random_model("tiny-wide", starter_dir, part, bits=32, scale=4.0)
    )


# -- without a launcher --------------------------------------------------------------------------------------
def test_the_split_is_chosen_from_the_config():
    base = {"model_type": "llama", "hidden_size": 64, "num_hidden_layers": 2, "intermediate_size": 128}
    assert shard_plan({**base, "num_attention_heads": 4, "num_key_value_heads": 2}, 2) == "tensor"
    qwen2 = {**base, "model_type": "qwen2", "num_attention_heads": 3, "num_key_value_heads": 1}
    assert shard_plan(qwen2, 2) == "pipeline"
    with pytest.raises(MacllmError, match="fewer layers"):
        shard_plan(qwen2, 4)
    assert shard_plan({**base, "num_attention_heads": 9, "num_key_value_heads": 3}, 2) == "pipeline"  # the starter
    sliding = {**base, "num_attention_heads": 9, "num_key_value_heads": 3, "layer_types": ["sliding_attention"] * 2}
    with pytest.raises(MacllmError, match="3 KV heads do not divide by 2.*sliding-window layers"):
        shard_plan(sliding, 2, "a llama with sliding-window layers")
    with pytest.raises(MacllmError, match="mlx-lm cannot split 'phi3' by heads"):
        shard_plan({**base, "model_type": "phi3", "num_attention_heads": 4, "num_key_value_heads": 4}, 2)


def test_a_process_knows_its_rank_only_under_a_launcher(monkeypatch):
    for name in ("MLX_RANK", "OMPI_COMM_WORLD_RANK", "PMI_RANK"):
        monkeypatch.delenv(name, raising=False)
    assert launched_rank() is None
    monkeypatch.setenv("MLX_RANK", "1")
    assert launched_rank() == 1


# -- two ranks -----------------------------------------------------------------------------------------------
@needs_launch
def test_two_ranks_give_one_rank_answers_token_for_token(tiny_dir, tmp_path):
    """Tensor parallel (4 heads, 2 KV heads): alone, a long prompt in several prefill chunks, two requests
    batched of which one is cancelled, a chat's second turn from its cached prefix, prompt lookup drafting (rank
    0's draft lengths), a stop string, a grammar, a seeded sampled answer; and
    every rank ran the same tokens (each writes its answers' tokens to a trace)."""
    one = run([sys.executable, str(DRIVER), str(tiny_dir), str(tmp_path / "one.json"), str(tmp_path / "kv1")], tmp_path)
    assert one.returncode == 0, one.stderr[-2000:]
    trace = tmp_path / "trace"
    trace.mkdir()
    cmd = two_ranks([sys.executable, str(DRIVER), str(tiny_dir), str(tmp_path / "two.json"), str(tmp_path / "kv2")])
    two = run(cmd, tmp_path, env={"MACLLM_LOCKSTEP_TRACE": str(trace)})
    assert (tmp_path / "two.json").exists(), two.stdout[-2000:] + two.stderr[-2000:]
    a, b = (json.loads((tmp_path / f).read_text()) for f in ("one.json", "two.json"))
    assert (a["ranks"], b["ranks"], b["shard"]) == (1, 2, "tensor 0/2")
    for name in ("alone", "long", "first", "turn1", "turn2", "lookup", "stop", "grammar", "seeded"):
        assert b[name]["tokens"] == a[name]["tokens"], name
    assert b["first"]["batched"] and b["cancelled"]["batched"]
    assert b["first"]["finish"] == "length" and b["cancelled"]["finish"] == "cancelled"
    assert 0 < len(b["cancelled"]["tokens"]) < 200
    assert b["turn2"]["reused"] > 0 and b["turn2"]["reused"] == a["turn2"]["reused"]
    rank0, rank1 = ((trace / f"rank-{r}.jsonl").read_text().splitlines() for r in (0, 1))
    assert b["lookup"]["draft_rounds"] > 0 and b["lookup"]["draft_rounds"] == a["lookup"]["draft_rounds"]
    assert b["stop"]["finish"] == "stop" and b["grammar"]["finish"] == "stop"
    assert len(rank0) == 10 and rank0 == rank1
    assert "lockstep lost" not in two.stderr + two.stdout


@needs_launch
def test_a_layer_split_through_hostfile_answers_as_one_rank(tiny_qwen2_dir, tmp_path):
    """Pipeline (mlx-lm's qwen2 layer split), started by `macllm --hostfile` (which runs mlx.launch)."""
    args = ["generate", "Why is the sky blue?", "-m", str(tiny_qwen2_dir), "--max-tokens", "16", "--temp", "0"]
    one = run(macllm(*args, "--json"), tmp_path)
    assert one.returncode == 0, one.stderr[-2000:]
    hosts = tmp_path / "hosts.json"
    hosts.write_text(json.dumps([{"ssh": "127.0.0.1", "ips": ["127.0.0.1"]}] * 2))
    two = run(macllm("--hostfile", str(hosts), *args, "--json"), tmp_path)
    assert json_line(two.stdout)["text"] == json_line(one.stdout)["text"], two.stderr[-2000:]
    assert two.stdout.count('"text"') == 1  # rank 0 alone printed


@needs_launch
def test_the_starter_split_by_layers_answers_as_one_rank(starter_dir, tmp_path):
    """SmolLM2-135M's 9 heads and 3 KV heads do not divide by 2: its 30 layers split 15 and 15 (llama_pipeline.py)."""
    args = ["generate", "Why is the sky blue?", "-m", str(starter_dir), "--max-tokens", "24", "--temp", "0", "--json"]
    one = json_line(run(macllm(*args), tmp_path).stdout)
    two = run(two_ranks(macllm(*args)), tmp_path)
    answer = json_line(two.stdout)
    assert answer["text"] == one["text"] and answer["generation_tokens"] == 24, two.stderr[-2000:]
    assert answer["memory_gb"]["weights"] < 0.7 * one["memory_gb"]["weights"]


@needs_launch
def test_a_model_that_splits_neither_way_is_refused_in_one_line(tmp_path):
    """phi3: mlx-lm has neither a head nor a layer split for it; refused from its config, before any weight."""
    folder = tmp_path / "phi3"
    folder.mkdir()
    config = {"model_type": "phi3", "hidden_size": 64, "num_hidden_layers": 2, "intermediate_size": 128}
    (folder / "config.json").write_text(json.dumps({**config, "num_attention_heads": 4, "vocab_size": 100}))
    two = run(two_ranks(macllm("generate", "Hi", "-m", str(folder), "--max-tokens", "4")), tmp_path)
    out = two.stdout + two.stderr
    assert "error: " in out and "cannot be split over 2 ranks" in out, out[-2000:]
    assert "mlx-lm cannot split 'phi3' by heads" in out and "no layer split for 'phi3'" in out
    assert "Traceback" not in out


@needs_launch
def test_chat_plain_on_two_ranks_answers_as_one_and_reuses_the_first_turn(tiny_dir, tmp_path):
    """stdin reaches every rank (mlx.launch forwards it); rank 0 alone reads it and prints."""
    args = ["chat", "--plain", "-m", str(tiny_dir), "--max-tokens", "8", "--temp", "0", "--stats"]
    lines = "Hi!\nAnd again?\n/quit\n"
    env = {**os.environ, "MACLLM_HOME": str(tmp_path / "home")}
    one, two = (
        subprocess.run(cmd, input=lines, capture_output=True, text=True, timeout=300, cwd=ROOT, env=env)
        for cmd in (macllm(*args), two_ranks(macllm(*args)))
    )

    def answers(out: str) -> list[str]:
        return [line for line in out.splitlines() if line and not line.startswith(("[", "macllm", "\x1b"))]

    assert answers(two.stdout) == answers(one.stdout) and len(answers(one.stdout)) == 2, two.stdout + two.stderr
    cached = [int(n) for n in re.findall(r"prompt \d+ \((\d+) cached\)", two.stdout + two.stderr)]
    assert len(cached) == 2 and cached[0] == 0 and cached[1] > 0  # the second turn reused the first's KV


@needs_launch
def test_serve_on_two_ranks_answers_over_http_and_ends_on_ctrl_c(tiny_dir, tmp_path):
    import signal
    import socket
    import time
    import urllib.request

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    expected = run(macllm("generate", "Hi!", "-m", str(tiny_dir), "--max-tokens", "10", "--temp", "0"), tmp_path)
    cmd = two_ranks(macllm("serve", "-m", str(tiny_dir), "--port", str(port), "--no-warmup"))
    env = {**os.environ, "MACLLM_HOME": str(tmp_path / "home")}
    server = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT,
                              start_new_session=True)  # fmt: skip
    try:
        body = json.dumps(
            {
                "model": tiny_dir.name,
                "messages": [{"role": "user", "content": "Hi!"}],
                "max_tokens": 10,
                "temperature": 0,
            }
        ).encode()
        answer, deadline = None, time.monotonic() + 180
        while answer is None and time.monotonic() < deadline and server.poll() is None:
            try:
                post = urllib.request.Request(
                    f"http://127.0.0.1:{port}/v1/chat/completions", body, {"Content-Type": "application/json"}
                )
                with urllib.request.urlopen(post, timeout=60) as r:
                    answer = json.loads(r.read())["choices"][0]["message"]["content"]
            except OSError:
                time.sleep(1)
        assert answer is not None and answer == expected.stdout.splitlines()[0]
    finally:
        os.killpg(server.pid, signal.SIGINT)  # Ctrl-C in the terminal: the launcher and every rank
        try:  # the launcher ends when both ranks have (rank 0 shuts the server down, then tells rank 1)
            out, _ = server.communicate(timeout=240)  # 90 s was too short once under CI's load
        except subprocess.TimeoutExpired as e:
            left = [r for r in (0, 1) if _rank_pid(server.pid, r) is not None]
            os.killpg(server.pid, signal.SIGKILL)
            server.communicate()
            output = e.output.decode(errors="replace") if isinstance(e.output, bytes) else (e.output or "")
            raise AssertionError(f"ranks {left} still running 240 s after Ctrl-C: {output[-2000:]}") from None
    assert "lost rank 0" not in out and "lockstep lost" not in out, out[-2000:]


@needs_launch
def test_a_model_one_rank_refuses_for_memory_runs_on_two(tiny_wide_dir, tmp_path):
    """Each rank plans for its own share (its half of every layer, the embeddings whole): 0.15 GB is too little
    for the whole model (0.18 GB) and enough for a share."""
    args = ["generate", "Hi!", "-m", str(tiny_wide_dir), "--max-tokens", "8", "--temp", "0", "--json"]
    budget = {"MACLLM_MEMORY_GB": "0.15"}
    refused = run(macllm(*args), tmp_path, env=budget)
    assert refused.returncode == 1 and "needs 0.18 GB" in refused.stderr and "can give 0.15 GB" in refused.stderr
    expected = run(macllm(*args), tmp_path)
    two = run(two_ranks(macllm(*args)), tmp_path, env=budget)
    answer = json_line(two.stdout)
    assert answer["text"] == json_line(expected.stdout)["text"], two.stderr[-2000:]
    assert answer["memory_gb"]["weights"] < 0.7 * json_line(expected.stdout)["memory_gb"]["weights"]


def _rank_pid(launcher: int, rank: int) -> int | None:
    """The pid of the launcher's child that runs `rank` (Linux: /proc)."""
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            ppid = next(int(line.split()[1]) for line in status.read_text().splitlines() if line.startswith("PPid:"))
            environ = (status.parent / "environ").read_bytes().split(b"\0")
        except (OSError, StopIteration):
            continue
        if ppid == launcher and f"MLX_RANK={rank}".encode() in environ:
            return int(status.parent.name)
    return None


@needs_launch
@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="finds the ranks' processes through /proc")
def test_a_rank_that_hangs_ends_the_others_within_the_timeout(tiny_dir, tmp_path):
    """A stopped rank 1 (SIGSTOP: alive, silent) is given up by rank 0 after MACLLM_RANK_TIMEOUT, in one line."""
    import signal
    import threading
    import time

    cmd = two_ranks(macllm("generate", "Hi!", "-m", str(tiny_dir), "--max-tokens", "2000", "--temp", "0"))
    env = {**os.environ, "MACLLM_HOME": str(tmp_path / "home"), "MACLLM_RANK_TIMEOUT": "5"}
    launcher = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT,
                                stdin=subprocess.DEVNULL, start_new_session=True)  # fmt: skip
    first = launcher.stdout.read(1)  # rank 0 has started answering: every rank has loaded
    rank1 = _rank_pid(launcher.pid, 1)
    assert first and rank1 is not None
    os.kill(rank1, signal.SIGSTOP)
    out: list[str] = []
    reader = threading.Thread(target=lambda: out.extend(iter(lambda: launcher.stdout.read(1), "")), daemon=True)
    reader.start()
    deadline = time.monotonic() + 60
    try:
        while time.monotonic() < deadline and "no word from the other ranks" not in "".join(out):
            time.sleep(0.5)
    finally:
        os.kill(rank1, signal.SIGKILL)  # a stopped process cannot end on the launcher's SIGTERM
        launcher.wait(timeout=60)
    assert "no word from the other ranks for 5 s" in "".join(out), "".join(out)[-2000:]
    assert "".join(out).count("no word from the other ranks") == 2  # the line, and the answer's failure


@needs_launch
def test_a_quantized_kv_cache_on_two_ranks_answers_as_one(tiny_wide_dir, tmp_path):
    """8-bit keys and values (64-wide heads quantize in groups of 64), each rank holding its KV heads."""
    args = [
        "generate",
        "Hi!",
        "-m",
        str(tiny_wide_dir),
        "--max-tokens",
        "12",
        "--temp",
        "0",
        "--kv-bits",
        "8",
        "--json",
    ]
    one = json_line(run(macllm(*args), tmp_path).stdout)
    two = run(two_ranks(macllm(*args)), tmp_path)
    assert json_line(two.stdout)["text"] == one["text"], two.stderr[-2000:]
    assert json_line(two.stdout)["kv_bits"] == one["kv_bits"] == 8
