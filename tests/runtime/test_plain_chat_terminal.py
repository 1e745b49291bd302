"""`chat --plain` on a terminal: what is typed while an answer streams is not echoed into the answer, and is shown
and sent once the answer ends; the terminal's settings always come back."""

import io
import os
import select
import termios
import threading
import time

import pytest

from macllm.chat.store import ChatStore
from macllm.cli.chat_plain import echo_off, line_waiting, run_plain_chat
from tests.tui.fake_engine import FakeEngine


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


def _wait(condition, seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.01)


def test_a_question_typed_while_the_answer_streams_is_shown_and_sent_after_it(terminal, tmp_path):
    main, inp = terminal
    engine = FakeEngine(answer="I do not know your name yet.", hold=True)  # holds after the first chunk
    chats = ChatStore(tmp_path / "chats.db")
    chat = chats.new_chat(title="t")
    out, err = io.StringIO(), io.StringIO()
    loop = threading.Thread(
        target=run_plain_chat, args=(engine, chats, chat), kwargs={"inp": inp, "out": out, "err": err}
    )
    loop.start()
    os.write(main, b"Hello\n")
    _wait(lambda: out.getvalue())  # the answer streams
    assert b"Hello" in _read(main, 0.2)  # typed at the prompt: echoed
    os.write(main, b"What is my name?\n")
    assert _read(main, 0.3) == b""  # typed while it streams: not echoed
    engine.gate.set()
    _wait(lambda: len(engine.submits) == 2)
    os.write(main, b"/quit\n")
    loop.join(10)
    chats.close()
    assert not loop.is_alive()
    assert engine.submits[1]["messages"][-1]["content"] == "What is my name?"  # sent as the next question
    assert "> What is my name?\n" in err.getvalue()  # and shown with it
    assert "What is my name" not in out.getvalue()
