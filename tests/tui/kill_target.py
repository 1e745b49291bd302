"""Runs the chat app headless on a slow fake answer, for the kill -9 test: `python -m tests.tui.kill_target DB SESSIONS`."""

import asyncio
import sys
from pathlib import Path

from macllm.chat.store import ChatStore
from macllm.tui.app import MacllmApp
from macllm.tui.widgets.prompt_box import PromptBox

from .fake_engine import FakeEngine, installed_models


async def ask(pilot):
    box = pilot.app.query_one(PromptBox)
    box.load_text("Tell me everything you know.")
    box.focus()
    await pilot.press("enter")
    while True:
        await asyncio.sleep(1)


if __name__ == "__main__":
    # a long answer that does not repeat itself (a looping one is stopped early: chat/repetition.py)
    engine = FakeEngine(answer=" ".join(f"word{i}" for i in range(5000)), delay=0.002)
    app = MacllmApp(
        engine, ChatStore(Path(sys.argv[1])), Path(sys.argv[2]), default_model="tiny", installed=installed_models
    )
    app.run(headless=True, auto_pilot=ask)
