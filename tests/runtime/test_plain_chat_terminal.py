"""`chat --plain` on a terminal: what is typed while an answer streams is not echoed into the answer, and is shown
and sent once the answer ends; the terminal's settings always come back."""

import os
import select
import subprocess
import sys
import termios
import time

import pytest

from macllm import model_store
from macllm.cli.chat_plain import echo_off, line_waiting


@pytest.fixture
def terminal():
    main, side = os.openpty()
    with open(side) as inp:
        yield main, inp
    os.close(main)


def echoes(fd: int) -> bool:
    return bool(termios.tcgetattr(fd)[3] & termios.ECHO)


def test_echo_is_off_while_an_answer_streams_and_comes_back_even_on_ctrl_c(terminal):
    main, inp = terminal
    assert echoes(inp.fileno())
    with echo_off(inp):
        assert not echoes(inp.fileno())
    assert echoes(inp.fileno())
    with pytest.raises(KeyboardInterrupt), echo_off(inp):
        assert not echoes(inp.fileno())
        raise KeyboardInterrupt
    assert echoes(inp.fileno())


def test_a_line_typed_meanwhile_waits_for_the_next_prompt_unechoed(terminal):
    main, inp = terminal
    with echo_off(inp):
        os.write(main, b"What is my name")
        assert not line_waiting(inp)  # not a whole line yet
        os.write(main, b"?\n")
        time.sleep(0.1)
        assert not select.select([main], [], [], 0)[0]  # nothing echoed back to the screen
    assert line_waiting(inp) and inp.readline() == "What is my name?\n"


def test_echo_off_is_a_no_op_off_a_terminal():
    import io

    with echo_off(io.StringIO("hi\n")):
        pass
    assert not line_waiting(io.StringIO("hi\n"))


def _read(fd: int, seconds: float) -> bytes:
    got, end = b"", time.monotonic() + seconds
    while time.monotonic() < end and select.select([fd], [], [], max(0, end - time.monotonic()))[0]:
        try:
            got += os.read(fd, 4096)
        except OSError:
            break
    return got


def test_a_question_typed_while_the_answer_streams_is_not_echoed_into_it(home, starter_dir):
    model_store.pull(str(starter_dir), name="smollm2-135m")
    main, side = os.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "macllm.cli.main", "chat", "--plain", "--temp", "0", "--max-tokens", "60"],
        stdin=side,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    os.close(side)
    try:
        os.write(main, b"Count from 1 to 100, one number per line.\n")
        assert proc.stdout.read1(64)  # the answer streams
        _read(main, 0.2)  # the first question's echo (typed at the prompt, echo on)
        os.write(main, b"What is my name?\n")
        assert b"What is my name" not in _read(main, 1.0)
        os.write(main, b"/quit\n")
        out, err = proc.communicate(timeout=240)
    finally:
        proc.kill()
        os.close(main)
    assert proc.returncode == 0, err
    assert b"What is my name" not in out  # never in an answer
    assert b"> What is my name?\n" in err  # shown once the answer ended, then answered
