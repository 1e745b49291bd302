"""The `macllm` command as a user runs it: JSON output, one-line errors, Ctrl-C during generation."""

import fcntl
import json
import os
import signal
import struct
import subprocess
import sys
import termios
import time

import pytest

from macllm import model_store
from macllm.chat.store import ChatStore


@pytest.fixture
def installed_home(home, starter_dir):
    model_store.pull(str(starter_dir), name="smollm2-135m")
    return home


def macllm(*args, **kw):
    return subprocess.run(
        [sys.executable, "-m", "macllm.cli.main", *args], capture_output=True, text=True, timeout=300, **kw
    )


def test_generate_json(installed_home):
    r = macllm("generate", "What is the capital of France?", "--json", "--temp", "0", "--max-tokens", "16")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out) >= {
        "text",
        "prompt_tokens",
        "generation_tokens",
        "ttft_s",
        "prompt_tps",
        "generation_tps",
        "peak_memory_gb",
        "finish_reason",
    }
    assert "Paris" in out["text"] and out["finish_reason"] == "stop" and out["prompt_tokens"] > 20


def test_generate_with_prompt_lookup_reports_its_drafts(installed_home):
    text = (
        "The lighthouse keeper, Mara Quell, kept a log of every ship that passed the northern cape: "
        "the Halcyon on Monday, the Wren and the Starling on Tuesday."
    )
    r = macllm(
        "generate",
        f"Repeat this passage word for word:\n\n{text}",
        "--json",
        "--temp",
        "0",
        "--max-tokens",
        "32",
        "--draft",
        "lookup",
        "--draft-tokens",
        "4",
    )
    assert r.returncode == 0, r.stderr
    drafting = json.loads(r.stdout)["drafting"]
    assert drafting["drafter"] == "lookup" and drafting["draft_length"] == 4
    assert 0 < drafting["accepted"] <= drafting["drafted"] and drafting["tokens_per_round"] > 1
    r = macllm("generate", "hi", "--max-tokens", "4", "--draft", "off", "--stats")
    assert r.returncode == 0 and "tok/s" in r.stderr and "accepted" not in r.stderr


def test_ls_shows_the_model(installed_home):
    r = macllm("ls")
    assert r.returncode == 0 and "smollm2-135m" in r.stdout and "135M" in r.stdout and "4-bit g32" in r.stdout


@pytest.mark.parametrize(
    "args,expected",
    [
        (["generate", "hi", "--model", "qwen2.5-coder-0.5b"], "run 'macllm pull qwen2.5-coder-0.5b'"),
        (["generate", "hi", "--top-p", "2"], "top-p must be in"),
        (["generate", "hi", "--draft", "nope"], "draft model 'nope' is not installed"),
        (["pull", "nope"], "is not a catalogue name"),
        (["rm", "nope"], "is not installed"),
    ],
)
def test_errors_are_one_line_without_traceback(installed_home, args, expected):
    r = macllm(*args)
    assert r.returncode == 1
    assert expected in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_plain_chat_says_when_the_sliding_window_moves(installed_home):
    lines = "".join(f"Tell me one fact about the number {i}.\n" for i in range(8))
    r = macllm(
        "chat", "--plain", "--sliding-window", "--context", "160", "--max-tokens", "12", "--temp", "0", input=lines
    )
    assert r.returncode == 0, r.stderr
    assert (
        "the sliding window now leaves out" in r.stderr and "system prompt and the latest messages are kept" in r.stderr
    )


def test_an_over_budget_model_is_refused_in_one_line(installed_home):
    r = macllm("generate", "hi", env={**os.environ, "MACLLM_MEMORY_GB": "0.05"})  # not even at 4 bits
    assert r.returncode == 1 and "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert "needs" in r.stderr and "can give 0.05 GB (MACLLM_MEMORY_GB)" in r.stderr


def test_ctrl_c_stops_generation_and_keeps_the_session(installed_home):
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "macllm.cli.main",
            "chat",
            "--plain",
            "--session",
            "s1",
            "--temp",
            "0",
            "--max-tokens",
            "400",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # a shell running CI in the background ignores SIGINT, and Python then installs no Ctrl-C handler:
        # give the child the disposition a terminal user's process has
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    proc.stdin.write("Count from 1 to 300, one number per line.\n")
    proc.stdin.flush()
    got = proc.stdout.read(12)  # the answer is streaming (400 tokens would take far longer)
    assert len(got) == 12
    proc.send_signal(signal.SIGINT)
    time.sleep(0.5)
    out, err = proc.communicate("", timeout=60)
    assert proc.returncode == 0, err
    assert "stopped" in err and "Traceback" not in err
    chats = ChatStore(installed_home / "chats.db")  # the session is a chat in the user's chat store
    question, reply = chats.messages(chats.session_chat("s1").id)
    chats.close()
    assert question.content.startswith("Count from 1") and reply.finish_reason == "cancelled"
    assert list((installed_home / "kv").glob("*/seg-*.safetensors"))  # its KV, on the pool's disk tier


@pytest.mark.parametrize(
    "args,stdin,expected",
    [
        (["generate", "  "], None, "the prompt is empty"),
        (["generate", "-"], "\n", "stdin held no prompt"),
        (["generate", "hi", "--max-tokens", "99999999"], None, "--max-tokens 99999999 cannot be reached"),
        (["chat", "--plain", "--max-tokens", "99999999"], "hi\n", "the context holds 8192 tokens"),
        (["chat", "--max-tokens", "99999999"], None, "the context holds 8192 tokens"),  # before the app starts
    ],
)
def test_input_that_cannot_be_answered_is_refused_in_one_line(installed_home, args, stdin, expected):
    r = macllm(*args, input=stdin)
    assert r.returncode == 1 and r.stdout == ""
    assert expected in r.stderr and "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_an_answer_cut_at_max_tokens_says_so(installed_home):
    r = macllm("generate", "Tell me about the history of Rome.", "--max-tokens", "6", "--temp", "0")
    assert r.returncode == 0, r.stderr
    assert "[cut at 6 tokens (--max-tokens); ask for more with --max-tokens N]" in r.stderr
    r = macllm("generate", "Say hi.", "--max-tokens", "6", "--temp", "0", "--json")  # the JSON says it instead
    assert json.loads(r.stdout)["finish_reason"] == "length" and "cut at" not in r.stderr
    r = macllm("chat", "--plain", "--max-tokens", "6", "--temp", "0", input="/stats\nTell me about Rome.\n/stats\n")
    assert r.returncode == 0, r.stderr
    lines = r.stderr.splitlines()
    assert lines[0] == "stats on" and lines[-1] == "stats off"
    assert "[cut at 6 tokens (--max-tokens); ask for more with --max-tokens N]" in lines


def test_plain_chat_answers_at_a_chat_length_by_default(installed_home):
    r = macllm("chat", "--plain", "--session", "s", "--temp", "0", input="Hi\n")
    assert r.returncode == 0, r.stderr
    chats = ChatStore(installed_home / "chats.db")
    chat = chats.session_chat("s")
    chats.close()
    assert chat.settings.max_tokens == 256 and chat.settings.sampling().max_tokens == 256


def _screen_lines(raw: str) -> list[str]:
    """What a terminal shows of `raw`: a carriage return goes back to the start of the line, and what follows
    overwrites it."""
    shown = []
    for line in raw.replace("\r\n", "\n").split("\n"):
        cells: list[str] = []
        col = 0
        for ch in line:
            if ch == "\r":
                col = 0
                continue
            cells[col : col + 1] = [ch]
            col += 1
        shown.append("".join(cells).rstrip())
    return shown


def test_the_import_progress_bar_never_shares_the_result_line(home, starter_gguf):
    result = "s: llama, 135M parameters"
    r = subprocess.run(
        [sys.executable, "-m", "macllm.cli.main", "pull", str(starter_gguf), "--name", "s"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stdout
    assert "\r" not in r.stdout and r.stdout.startswith(result)  # no bar in a log
    main, side = os.openpty()  # on a terminal the bar is drawn, then erased before the result line
    fcntl.ioctl(side, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))  # a terminal 100 columns wide
    proc = subprocess.Popen(
        [sys.executable, "-m", "macllm.cli.main", "pull", str(starter_gguf), "--name", "t", "--force"],
        stdin=subprocess.DEVNULL,
        stdout=side,
        stderr=side,
    )
    os.close(side)
    raw = b""
    while True:
        try:
            chunk = os.read(main, 65536)
        except OSError:  # the terminal's other side closed
            break
        if not chunk:
            break
        raw += chunk
    assert proc.wait(timeout=120) == 0
    os.close(main)
    text = raw.decode()
    assert "converting" in text
    line = next(ln for ln in _screen_lines(text) if "135M parameters" in ln)
    assert line.startswith("t: llama, 135M parameters")
