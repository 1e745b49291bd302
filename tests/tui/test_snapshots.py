"""Snapshots of the main screens (pytest-textual-snapshot; Textual is pinned in pyproject.toml).
After an intended visual change: ./scripts/test tests/tui/test_snapshots.py --snapshot-update"""

from macllm.tui.widgets.prompt_box import PromptBox

from .test_app import until

SIZE = (110, 32)


async def answered(pilot):
    box = pilot.app.query_one(PromptBox)
    box.load_text("What is the capital of France?")
    box.focus()
    await pilot.press("enter")
    await until(pilot, lambda: pilot.app.job is None and len(pilot.app.chats.messages(pilot.app.chat_id)) == 2)
    await pilot.pause(0.2)


def test_conversation(snap_compare, make_app):
    assert snap_compare(make_app(), terminal_size=SIZE, run_before=answered)


def test_help_screen(snap_compare, make_app):
    assert snap_compare(make_app(), terminal_size=SIZE, press=["f1"])


def test_settings_screen(snap_compare, make_app):
    assert snap_compare(make_app(), terminal_size=SIZE, press=["ctrl+s"])


def test_model_picker(snap_compare, make_app):
    assert snap_compare(make_app(), terminal_size=SIZE, press=["ctrl+o"])


def test_first_start_without_models(snap_compare, make_app):
    assert snap_compare(make_app(installed=lambda: []), terminal_size=SIZE)
