"""Writes the disk refuses during the app's own actions (rename, settings) are one notice and lose nothing typed;
two full app instances on one chats.db keep every message of both."""

from textual.widgets import Input

from macllm.chat.store import ChatStore
from macllm.errors import MacllmError
from macllm.tui.app import MacllmApp
from macllm.tui.screens.settings import SettingsScreen
from macllm.tui.screens.text_prompt import TextPrompt

from .fake_engine import FakeEngine, catalog, fit, installed_models
from .test_app import ask, run, until


def refuse(*_, **__):
    raise MacllmError("writing chats.db failed (database or disk is full)")


def test_a_refused_rename_or_settings_write_is_one_notice_and_keeps_what_was_typed(make_app, chats, monkeypatch):
    async def scenario():
        app = make_app()
        async with app.run_test(size=(120, 40)) as pilot:
            monkeypatch.setattr(chats, "rename_chat", refuse)
            await pilot.press("f2")
            await until(pilot, lambda: isinstance(app.screen, TextPrompt))
            app.screen.query_one(Input).value = "My project"
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, TextPrompt) and app._notifications)
            assert app.screen.query_one(Input).value == "My project"  # offered again, as typed
            assert any("disk is full" in n.message for n in app._notifications)
            await pilot.press("escape")
            monkeypatch.setattr(chats, "update_chat", refuse)
            await pilot.press("ctrl+s")
            await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
            app.screen.query_one("#temperature", Input).value = "0.15"
            app.screen.query_one("#save").press()
            await pilot.pause(0.2)
            assert isinstance(app.screen, SettingsScreen)
            assert app.screen.query_one("#temperature", Input).value == "0.15"
            monkeypatch.undo()

    run(scenario())


def test_two_app_instances_on_one_database_keep_every_message(tmp_path):
    async def scenario():
        db = tmp_path / "chats.db"
        stores = [ChatStore(db), ChatStore(db)]
        apps = [
            MacllmApp(
                FakeEngine(answer=f"Answer from {n}."),
                store,
                tmp_path / "sessions",
                default_model="tiny",
                installed=installed_models,
                new_chat=True,
                catalog=catalog,
                fit=fit,
            )
            for n, store in zip("ab", stores)
        ]
        async with apps[0].run_test(size=(120, 40)) as first, apps[1].run_test(size=(120, 40)) as second:
            for turn in range(2):
                await ask(first, stores[0], f"a{turn}") if turn == 0 else await again(first, stores[0], f"a{turn}")
                await ask(second, stores[1], f"b{turn}") if turn == 0 else await again(second, stores[1], f"b{turn}")
        check = ChatStore(db)
        contents = sorted(m.content for c in check.chats() for m in check.messages(c.id))
        assert contents == sorted(
            [f"a{i}" for i in range(2)] + [f"b{i}" for i in range(2)] + ["Answer from a."] * 2 + ["Answer from b."] * 2
        )
        assert all(m.finish_reason in (None, "stop") for c in check.chats() for m in check.messages(c.id))
        for s in (*stores, check):
            s.close()

    async def again(pilot, chats, text):
        from .test_app import send

        before = len(chats.messages(pilot.app.chat_id))
        await send(pilot, text)
        await until(pilot, lambda: pilot.app.job is None and len(chats.messages(pilot.app.chat_id)) == before + 2)

    run(scenario())


def test_the_settings_screen_shows_the_chats_own_values(make_app, chats):
    async def scenario():
        from macllm.chat.settings import ChatSettings

        app = make_app(chat_options={"settings": ChatSettings(temperature=0.2, max_tokens=64)})
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("ctrl+s")
            await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
            await pilot.pause(0.1)  # the preset Select reports its value once mounted
            assert app.screen.query_one("#temperature", Input).value == "0.2"
            assert app.screen.query_one("#max_tokens", Input).value == "64"

    run(scenario())
