"""Snapshots of the main screens (pytest-textual-snapshot; Textual is pinned in pyproject.toml).
After an intended visual change: ./scripts/test tests/tui/test_snapshots.py --snapshot-update"""

import threading

from macllm.tui.widgets.prompt_box import PromptBox

from .test_app import until

SIZE = (110, 32)


async def answered(pilot):
    box = pilot.app.query_one(PromptBox)
    box.load_text("What is the capital of France?")
    box.focus()
    await pilot.press("enter")
    await until(pilot, lambda: pilot.app.job is None and len(pilot.app.chats.messages(pilot.app.chat_id)) == 2)
    # the prompt's cursor drawn steadily: a blinking one is on or off in the picture by the machine's timing (a
    # loaded CI machine caught it off)
    box.cursor_blink = False
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


def steady(pilot) -> None:
    """No blinking cursor in the picture (it differs from run to run)."""
    pilot.app.query_one(PromptBox).cursor_blink = False


def test_welcome_of_an_empty_chat(snap_compare, make_app):
    async def loaded(pilot):
        steady(pilot)
        await until(pilot, lambda: pilot.app.loaded)
        await pilot.pause(0.2)

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=loaded)


def test_status_bar_after_a_new_chat(snap_compare, make_app):
    async def new_chat(pilot):
        steady(pilot)
        await answered(pilot)
        first = pilot.app.chat_id
        await pilot.press("ctrl+n")
        await until(pilot, lambda: pilot.app.chat_id != first)
        await pilot.pause(0.2)

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=new_chat)


def test_model_picker_with_a_download_in_progress(snap_compare, make_app):
    release = threading.Event()

    def pull(name, show_progress=True, progress=None):
        progress("downloading part 3/8", 0.3)
        release.wait(30)

    async def downloading(pilot):
        steady(pilot)
        pilot.app.start_download("mid-1b", pilot.app.chat_id)
        await until(pilot, lambda: "part 3/8" in str(pilot.app.query_one("#download-what").render()))
        await pilot.press("ctrl+o")
        await pilot.pause(0.3)

    app = make_app()
    app.pull = pull
    try:
        assert snap_compare(app, terminal_size=(130, 36), run_before=downloading)
    finally:
        release.set()
