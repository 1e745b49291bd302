"""One model on two ranks (mlx.launch -n 2 --backend ring, or `macllm --hostfile`, over loopback on this machine):
the same tokens as on one (split by heads: a llama and qwen2.5-coder-0.5b's shape), batching and cancel in lockstep,
a chat's cached prefix (also from each rank's disk tier after a restart), the layer splits (mlx-lm's for qwen2,
macllm's for llama, also over four ranks), a model one rank refuses for memory, serve's Ctrl-C with streams running,
a rank that hangs under serve and under generate, the command's exit status, and the refusals of a draft model, the
full-screen app, the llm reranker and a model that splits neither way. Each launch takes seconds (the processes load
the model); no timings are asserted."""

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
def qwen2_tp_dir(starter_dir) -> Path:
    """qwen2.5-coder-0.5b's layers (14 heads, 2 KV heads: split by heads), two of them, with random weights: the
    real model is not installed here, and its shape is what the split depends on."""
    from tests.conftest import random_model

    return random_model("qwen2.5-0.5b-2-layers-random", "qwen2.5-0.5b-2-layers", starter_dir)


def hostfile(tmp_path: Path) -> Path:
    """Two ranks on this host, for `macllm --hostfile` (which runs mlx.launch and passes the command's status on)."""
    hosts = tmp_path / "hosts.json"
    hosts.write_text(json.dumps([{"ssh": "127.0.0.1", "ips": ["127.0.0.1"]}] * 2))
    return hosts


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


def test_the_llm_reranker_is_refused_on_several_ranks():
    """Its forward would run on rank 0 alone (engine.run), while the model is split over every rank."""
    from types import SimpleNamespace

    from macllm.docs.relevance import engine_relevance

    class Rank0:  # rank 0 of an engine of several ranks: run(fn) calls fn(engine) on it
        lockstep = object()
        model = SimpleNamespace(key="model")

        def run(self, fn):
            return fn(self)

    with pytest.raises(MacllmError, match="--rerank llm .* does not run across several ranks"):
        engine_relevance(Rank0())("Why?", [("Because.", "a.md")])


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
    # each rank hands malloc's free pages back when it empties, the followers too (at most every 5 s: once or more)
    assert b["heap_trims"] >= 1 and json.loads((tmp_path / "two.json.rank1").read_text())["heap_trims"] >= 1


@needs_launch
def test_a_layer_split_through_hostfile_answers_as_one_rank(tiny_qwen2_dir, tmp_path):
    """Pipeline (mlx-lm's qwen2 layer split), started by `macllm --hostfile` (which runs mlx.launch)."""
    args = ["generate", "Why is the sky blue?", "-m", str(tiny_qwen2_dir), "--max-tokens", "16", "--temp", "0"]
    one = run(macllm(*args, "--json"), tmp_path)
    assert one.returncode == 0, one.stderr[-2000:]
    two = run(macllm("--hostfile", str(hostfile(tmp_path)), *args, "--json"), tmp_path)
    assert json_line(two.stdout)["text"] == json_line(one.stdout)["text"], two.stderr[-2000:]
    assert two.returncode == 0
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
def test_four_ranks_split_by_layers_answer_as_one_rank(tiny_wide_dir, tmp_path):
    """tiny-wide's 2 KV heads do not divide by 4: its 8 layers split 2 per rank (llama_pipeline.py); each rank
    holds a quarter of the layers beside the whole embeddings (0.08 GB of 0.16)."""
    args = ["generate", "Hi!", "-m", str(tiny_wide_dir), "--max-tokens", "8", "--temp", "0", "--json"]
    one = json_line(run(macllm(*args), tmp_path).stdout)
    four = run([str(LAUNCH), "-n", "4", "--backend", "ring", "--", *macllm(*args)], tmp_path)
    answer = json_line(four.stdout)
    assert answer["text"] == one["text"] and answer["generation_tokens"] == 8, four.stderr[-2000:]
    assert answer["memory_gb"]["weights"] < 0.55 * one["memory_gb"]["weights"]


@needs_launch
def test_a_draft_model_and_the_chat_app_are_refused_on_two_ranks_in_one_line(tiny_dir, tmp_path):
    """Drafting with a second model and the full-screen app are not supported distributed: each refused before any
    weight is read, exit 1."""
    cases = {
        ("generate", "Hi", "--draft", str(tiny_dir), "--max-tokens", "4"): "error: a draft model does not run across "
        "several ranks yet; leave out --draft (or --draft off)",
        ("chat",): "error: the chat app does not run under mlx.launch; use 'macllm chat --plain' there",
    }
    for args, error in cases.items():  # in the output, not a line of it: mlx.launch's warnings can land within one
        two = run(macllm("--hostfile", str(hostfile(tmp_path)), *args, "-m", str(tiny_dir)), tmp_path)
        assert error in two.stderr and "Traceback" not in two.stderr, two.stderr[-2000:]
        assert two.returncode == 1


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
def test_a_resumed_chat_on_two_ranks_reads_each_ranks_shard_from_its_disk_tier(tiny_dir, tmp_path):
    """A session's first turn, then a new launch resuming it: its prefix comes from each rank's own disk folder."""
    args = ["chat", "--plain", "-m", str(tiny_dir), "--max-tokens", "4", "--temp", "0", "--session", "s1", "--stats"]
    env = {**os.environ, "MACLLM_HOME": str(tmp_path / "home")}
    launch = dict(capture_output=True, text=True, timeout=300, cwd=ROOT, env=env)
    outs = [subprocess.run(two_ranks(macllm(*args)), input=f"{line}\n/quit\n", **launch) for line in ("Hi!", "Again?")]
    folders = sorted(p.name for p in (tmp_path / "home" / "kv").iterdir())
    assert folders == ["rank-0-of-2", "rank-1-of-2"], outs[0].stderr[-2000:]
    assert all(list((tmp_path / "home" / "kv" / f).rglob("*.safetensors")) for f in folders)
    cached = re.findall(r"prompt \d+ \((\d+) cached\)", outs[1].stdout + outs[1].stderr)
    assert len(cached) == 1 and int(cached[0]) > 0, outs[1].stdout + outs[1].stderr[-2000:]


class Serving:
    """`macllm --hostfile ... serve` on two ranks of this host, in a session of its own (as a terminal's job)."""

    def __init__(self, model: Path, tmp_path: Path, env: dict | None = None):
        import socket

        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.model, self.home = model, tmp_path / "home"
        cmd = macllm("--hostfile", str(hostfile(tmp_path)), "serve", "-m", str(model), "--port", str(self.port),
                     "--no-warmup")  # fmt: skip
        full = {**os.environ, "MACLLM_HOME": str(self.home), **(env or {})}
        self.process = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=full,
                                        cwd=ROOT, start_new_session=True)  # fmt: skip

    def post(self, max_tokens: int, stream: bool = False):
        import urllib.request

        body = {"model": self.model.name, "messages": [{"role": "user", "content": "Hi!"}], "temperature": 0}
        body.update(max_tokens=max_tokens, stream=stream)
        url = f"http://127.0.0.1:{self.port}/v1/chat/completions"
        post = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
        return urllib.request.urlopen(post, timeout=120)

    def answer(self, max_tokens: int) -> str | None:
        """The first answer, once the ranks have loaded (None if the server ended first)."""
        import time

        deadline = time.monotonic() + 180
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                with self.post(max_tokens) as r:
                    return json.loads(r.read())["choices"][0]["message"]["content"]
            except OSError:
                time.sleep(1)
        return None

    def stream(self, max_tokens: int):
        """A streamed answer read on a thread: (its SSE data lines so far, an event set after its third line)."""
        import threading

        lines: list[str] = []
        started = threading.Event()

        def read():
            try:
                with self.post(max_tokens, stream=True) as r:
                    for raw in r:
                        if raw.startswith(b"data: "):
                            lines.append(raw.decode().strip())
                        if len(lines) >= 3:
                            started.set()
            except OSError as e:
                lines.append(f"cut: {e}")
            started.set()

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        return lines, started, reader

    def end(self, timeout: int) -> str:
        """Wait for the command to end (every rank has: mlx.launch waits for them); its output."""
        import signal

        try:
            return self.process.communicate(timeout=timeout)[0]
        except subprocess.TimeoutExpired as e:
            left = [r for r in (0, 1) if _rank_pid(self.home, r) is not None]
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.communicate()
            output = e.output.decode(errors="replace") if isinstance(e.output, bytes) else (e.output or "")
            raise AssertionError(f"ranks {left} still running {timeout} s on: {output[-2000:]}") from None


@needs_launch
@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="finds the ranks' processes through /proc")
def test_serve_on_two_ranks_answers_as_one_and_ctrl_c_ends_its_streams_with_an_error(qwen2_tp_dir, tmp_path):
    """qwen2.5-coder-0.5b's shape split by heads answers over HTTP as one rank does. Ctrl-C with two streams
    running: each gets serve's error then [DONE] at once (they used to run on until uvicorn's graceful shutdown
    cut them 5 s later, and rank 0's next step, put into the closed event loop, lost the lockstep), both ranks
    end, and `macllm --hostfile` exits 130 as rank 0 does."""
    import signal

    expected = run(macllm("generate", "Hi!", "-m", str(qwen2_tp_dir), "--max-tokens", "10", "--temp", "0"), tmp_path)
    served = Serving(qwen2_tp_dir, tmp_path)
    try:
        answer = served.answer(10)
        if answer is None:
            raise AssertionError(served.end(timeout=60)[-2000:])
        assert answer == expected.stdout.splitlines()[0], expected.stderr[-2000:]
        streams = [served.stream(1500) for _ in range(2)]
        assert all(started.wait(120) for _, started, _ in streams)
    finally:
        os.killpg(served.process.pid, signal.SIGINT)  # Ctrl-C in the terminal: every process of the command
        out = served.end(timeout=60)  # they end within seconds (measured: 1.5-1.8 s on this loaded CPU)
    for lines, _, reader in streams:
        reader.join(timeout=30)
        assert "macllm serve is stopping (Ctrl-C or SIGTERM)" in lines[-2] and lines[-1] == "data: [DONE]", lines[-3:]
    assert served.process.returncode == 130, out[-2000:]
    assert "lost rank 0" not in out and "lockstep lost" not in out and "Traceback" not in out, out[-2000:]


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


def _rank_pid(home: Path, rank: int) -> int | None:
    """The pid of the process that runs `rank` of a command with this MACLLM_HOME (Linux: /proc)."""
    wanted = {f"MLX_RANK={rank}".encode(), f"MACLLM_HOME={home}".encode()}
    for environ in Path("/proc").glob("[0-9]*/environ"):
        try:
            if (
                wanted <= set(environ.read_bytes().split(b"\0"))
                and b"macllm" in (environ.parent / "cmdline").read_bytes()
            ):
                return int(environ.parent.name)
        except OSError:
            continue
    return None


@needs_launch
@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="finds the ranks' processes through /proc")
def test_a_rank_that_hangs_gives_serve_clients_an_error_within_the_timeout(tiny_dir, tmp_path):
    """A stopped rank 1 (SIGSTOP: alive, silent) mid-stream: rank 0 gives it up after MACLLM_RANK_TIMEOUT in one
    line, the client's stream ends with that line as an error and [DONE] (not a stalled stream), and `macllm
    --hostfile` exits 1."""
    import signal

    # a step that compiles kernels took over 10 s under this CPU's load (rank 1 gave rank 0 up before any stop)
    served = Serving(tiny_dir, tmp_path, env={"MACLLM_RANK_TIMEOUT": "20"})
    rank1 = None
    try:
        if served.answer(4) is None:  # every rank has loaded and run a first answer
            raise AssertionError(served.end(timeout=60)[-2000:])
        lines, started, reader = served.stream(1500)
        assert started.wait(120)
        rank1 = _rank_pid(served.home, 1)
        os.kill(rank1, signal.SIGSTOP)
        reader.join(timeout=90)
    finally:
        if rank1 is not None:
            os.kill(rank1, signal.SIGKILL)  # a stopped process cannot end on the launcher's SIGTERM
        else:
            os.killpg(served.process.pid, signal.SIGINT)
        out = served.end(timeout=60)
    assert "no word from the other ranks for 20 s" in lines[-2] and lines[-1] == "data: [DONE]", lines[-3:]
    assert "error: rank 0: no word from the other ranks for 20 s" in out, out[-2000:]
    assert served.process.returncode == 1


@needs_launch
@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="finds the ranks' processes through /proc")
@pytest.mark.parametrize("how", ["hangs", "dies"])
def test_a_rank_that_hangs_or_dies_ends_generate_with_one_line_and_status_1(tiny_dir, tmp_path, how):
    """generate's case: rank 1 stopped (SIGSTOP: alive, silent) or killed mid-answer. Rank 0 gives a stopped rank
    up after MACLLM_RANK_TIMEOUT and says so once (the answer fails with that line, not printed again); a dead
    one fails the step's collective at once, and the answer with it, or mlx.launch stops rank 0 first. No
    traceback, and `macllm --hostfile` exits 1, not a hang."""
    import signal
    import threading
    import time

    home = tmp_path / "home"
    cmd = macllm("--hostfile", str(hostfile(tmp_path)), "generate", "Hi!", "-m", str(tiny_dir), "--max-tokens", "1500",
                 "--temp", "0")  # fmt: skip
    env = {**os.environ, "MACLLM_HOME": str(home), "MACLLM_RANK_TIMEOUT": "20"}  # 20 s: see the serve case
    process = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT,
                               stdin=subprocess.DEVNULL, start_new_session=True)  # fmt: skip
    err: list[str] = []
    threading.Thread(target=lambda: err.extend(process.stderr), daemon=True).start()
    rank1 = None
    try:
        assert process.stdout.read(1), "".join(err)[-2000:]  # rank 0 answers: every rank has loaded and stepped
        rank1 = _rank_pid(home, 1)
        os.kill(rank1, signal.SIGSTOP if how == "hangs" else signal.SIGKILL)
        deadline = time.monotonic() + 90  # a bound against a hang, not a timing: the limit is 20 s
        while time.monotonic() < deadline and (_rank_pid(home, 0) is not None or not err):
            time.sleep(0.5)
    finally:
        if rank1 is not None and how == "hangs":
            os.kill(rank1, signal.SIGKILL)  # a stopped process cannot end on the launcher's SIGTERM
        elif rank1 is None:
            os.killpg(process.pid, signal.SIGKILL)
        process.stdout.read()
        process.wait(timeout=60)
    out = "".join(err)
    if how == "hangs":
        line = "error: rank 0: no word from the other ranks for 20 s (one hangs or cannot be reached); stopping "
        assert line + "(MACLLM_RANK_TIMEOUT sets the limit)\n" in out, out[-2000:]
        assert out.count("no word from the other ranks") == 1, out[-2000:]  # the watchdog's line, not the answer's too
    else:  # the step's collective fails at once (MLX's ring prints its own lines) and the answer with it, unless
        # mlx.launch, which stops every rank once one has failed, stops rank 0 first (seen both ways)
        lost = (
            r"error: (generation failed \(RuntimeError: \[ring\] connection to a peer was lost\)|lost the other ranks)"
        )
        assert re.search(lost, out) or "Node with rank 0 exited with code -15" in out, out[-2000:]
    assert process.returncode == 1 and "Traceback" not in out, out[-2000:]


def test_hostfile_exits_with_the_commands_status(tmp_path):
    """mlx.launch exits 0 whatever its ranks did; under `macllm --hostfile` each rank's last stderr line says how
    it ended, and the command exits as rank 0 did, or 1 where another rank failed or said nothing (the runs above
    check 0, 1 and 130 for real)."""
    from macllm.cli.ranks import exit_line, hostfile_ranks, launch_status

    assert launch_status({0: 0, 1: 0}, 2, 0) == 0
    assert launch_status({0: 1}, 2, 0) == 1  # rank 0 refused the model (too large for its memory) or lost a rank
    assert launch_status({0: 130, 1: 0}, 2, 0) == 130  # Ctrl-C
    assert launch_status({1: 0}, 2, 0) == 1  # rank 0 killed, or ended by its watchdog (os._exit: no last line)
    assert launch_status({0: 0}, 2, 0) == 1 and launch_status({0: 0, 1: 1}, 2, 0) == 1  # rank 1 killed; failed
    assert launch_status({}, 2, 2) == 2  # mlx.launch's usage error
    found = exit_line("macllm-exit-ab12").findall(b"partial answer macllm-exit-ab12 1 130\n")
    assert found == [(b"1", b"130")]
    assert hostfile_ranks(str(hostfile(tmp_path))) == 2


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
