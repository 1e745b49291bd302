"""What a new user meets in the app (issue 26): the welcome of an empty chat, the status bar of the chat on
screen, one style of key names in the help, and a model picker that lists what can be downloaded, says what fits
this machine, and downloads in the background with a progress bar that can be cancelled."""

import threading

from macllm.errors import MacllmError
from macllm.tui.screens.help import HelpScreen
from macllm.tui.screens.model_picker import ModelPicker
from macllm.tui.widgets.download_bar import DownloadBar
from macllm.tui.widgets.status_bar import StatusBar
from macllm.tui.widgets.welcome import Welcome

from .test_app import ask, run, until


def status(app) -> str:
    return str(app.query_one(StatusBar).render())


def test_an_empty_chat_welcomes_and_the_welcome_goes_with_the_first_message(make_app, chats):
    async def scenario():
        app = make_app()
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: app.loaded)
            [welcome] = app.query(Welcome)
            text = welcome.source
            assert "tiny" in text and "2,048 tokens" in text and "F3" in text and "Esc" in text and "Try:" in text
            await ask(pilot, chats, "Hello")
            assert not app.query(Welcome)

    run(scenario())


def test_the_status_bar_shows_the_chat_on_screen(make_app, chats):
    async def scenario():
        app = make_app()
        async with app.run_test(size=(140, 40)) as pilot:
            await ask(pilot, chats, "Hello")
            first = app.chat_id
            assert "context 57/2048" in status(app)  # prompt 40 + the fake answer's 17 tokens
            await pilot.press("escape")
            await pilot.press("ctrl+n")
            await until(pilot, lambda: app.chat_id != first)
            assert "context 0/2048" in status(app) and "ready" in status(app)
            app.open_chat(first)
            await pilot.pause(0.05)
            assert "context 57/2048" in status(app)  # reopened: its own figures, not 0

    run(scenario())


def test_help_names_every_key_in_one_style():
    from textual.binding import Binding

    from macllm.tui.screens.help import key_label

    assert [key_label(k) for k in ("ctrl+n", "escape", "f3", "ctrl+b")] == ["Ctrl+N", "Esc", "F3", "Ctrl+B"]
    screen = HelpScreen([Binding("ctrl+n", "new_chat", "New chat"), Binding("escape", "stop", "Stop")])
    assert screen.app_bindings  # the rows are built in compose; the snapshot shows them laid out


def test_the_picker_lists_downloads_with_their_fit_and_leaves_out_the_embedder(make_app, chats):
    async def scenario():
        app = make_app()
        async with app.run_test(size=(140, 40)) as pilot:
            await pilot.press("ctrl+o")
            await until(pilot, lambda: isinstance(app.screen, ModelPicker))
            lines = [str(o.prompt) for o in app.screen.query_one("#model-options").options]
            assert not any("minilm" in line for line in lines)  # installed or not, an embedder is no chat model
            assert any(line.strip().startswith("● tiny") for line in lines)
            mid = next(line for line in lines if "mid-1b" in line)
            huge = next(line for line in lines if "huge-70b" in line)
            assert "700 MB" in mid and "fits, up to 8,192 tokens" in mid and "too big" in huge

    run(scenario())


def test_a_download_runs_in_the_background_and_can_be_cancelled(make_app, chats):
    started, release = threading.Event(), threading.Event()
    pulls = []

    def pull(name, show_progress=True, progress=None):
        pulls.append(name)
        progress("downloading part 1/4", 0.25)
        started.set()
        while not release.wait(0.01):
            progress("downloading part 1/4", 0.25)  # raises Cancelled once the user cancels

    async def download_and_cancel(pilot, app):
        await pilot.press("ctrl+o")
        await until(pilot, lambda: isinstance(app.screen, ModelPicker))
        options = app.screen.query_one("#model-options")
        options.highlighted = next(i for i, o in enumerate(options.options) if "mid-1b" in str(o.prompt))
        await pilot.press("enter")
        await until(pilot, started.is_set)
        bar = app.query_one(DownloadBar)
        await until(pilot, lambda: bar.display and "part 1/4" in str(bar.query_one("#download-what").render()))
        await ask(pilot, chats, "Still usable?")  # the chat goes on meanwhile
        await pilot.click("#download-cancel")
        await until(pilot, lambda: not bar.display)

    async def scenario():
        app = make_app()
        app.pull = pull
        async with app.run_test(size=(140, 40)) as pilot:
            try:
                await download_and_cancel(pilot, app)
            finally:
                release.set()  # a failed check must not leave the download's thread running
            assert pulls == ["mid-1b"] and chats.chat(app.chat_id).model == "tiny"

    run(scenario())


def test_a_finished_download_becomes_the_chats_model(make_app, chats):
    async def scenario():
        from .fake_engine import installed_models

        installed = list(installed_models())

        def pull(name, show_progress=True, progress=None):
            progress("converting 10/10 tensors", 1.0)
            installed.append(installed[1].__class__(name, f"/models/{name}", "test", "llama", 1, "4-bit", 1, 0.0))

        app = make_app(installed=lambda: installed)
        app.pull = pull
        async with app.run_test(size=(140, 40)) as pilot:
            app.start_download("mid-1b", app.chat_id)
            await until(pilot, lambda: chats.chat(app.chat_id).model == "mid-1b")
            await until(pilot, lambda: app.engine.loads and app.engine.loads[-1] == ("mid-1b", None))
            assert not app.query_one(DownloadBar).display

        def failing(name, show_progress=True, progress=None):
            raise MacllmError("pip could not download mid-1b (no network)")

        app = make_app()
        app.pull = failing
        async with app.run_test(size=(140, 40)) as pilot:
            chats.update_chat(app.chat_id, model="tiny")
            app.start_download("mid-1b", app.chat_id)
            await until(pilot, lambda: app._download is None)
            assert chats.chat(app.chat_id).model == "tiny"  # a failed download changes nothing

    run(scenario())
