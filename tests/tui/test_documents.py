"""Documents in the chat app: attach a collection, ask, see the citations in the sources panel, open a passage in
its file, add a folder from inside the app; `chat --plain --docs`."""

from __future__ import annotations

import asyncio

import pytest
from textual.widgets import Input, ListView, SelectionList, Static

from macllm.chat.settings import ChatSettings
from macllm.chat.sources import WITHHELD
from macllm.docs.answer import SYSTEM
from macllm.docs.index import DocIndex
from macllm.tui.app import MacllmApp
from macllm.tui.screens.collection_picker import CollectionPicker
from macllm.tui.screens.passage import PassageScreen
from macllm.tui.widgets.sources_panel import SourcesPanel
from tests.docs.conftest import hashing_embed

from .fake_engine import FakeEngine, installed_models
from .test_app import ask, until

ANSWER = "Prune roses in late winter [1]. Feed them with compost [7]."
NOTES = {
    "roses.md": "# Roses\n\nPrune roses in late winter.\nFeed them with compost in spring.\n",
    "bread.txt": "Bread dough rises best in a warm kitchen.\nKnead it for ten minutes.\n",
}


@pytest.fixture
def docs(tmp_path):
    folder = tmp_path / "notes"
    folder.mkdir()
    for name, text in NOTES.items():
        (folder / name).write_text(text, encoding="utf-8")
    index = DocIndex(tmp_path / "docs.db")
    index.add([folder], "garden", hashing_embed)
    yield index, folder
    index.close()


def make(tmp_path, chats, index, engine=None, chat_options=None):
    return MacllmApp(
        engine or FakeEngine(answer=ANSWER),
        chats,
        tmp_path / "sessions",
        default_model="tiny",
        installed=installed_models,
        exports_dir=tmp_path / "exports",
        chat_options=chat_options,
        docs_index=index,
        embed=hashing_embed,
    )


def test_a_chat_with_documents_cites_its_sources(tmp_path, chats, docs):
    index, folder = docs

    async def scenario():
        engine = FakeEngine(answer=ANSWER)
        app = make(tmp_path, chats, index, engine, chat_options={"settings": ChatSettings(docs=["garden"])})
        async with app.run_test(size=(140, 36)) as pilot:
            panel = app.query_one(SourcesPanel)
            assert panel.display
            await ask(pilot, chats, "When should I prune roses?")
            asked = engine.submits[-1]
            assert "Passages:" in asked["messages"][-1]["content"]
            assert asked["messages"][-1]["content"].endswith("Question: When should I prune roses?")
            assert SYSTEM in asked["system"]
            _, answer = chats.messages(app.chat_id)
            assert "[7?]" in answer.content and answer.sources.invalid_citations == [7]
            [source] = answer.sources.sources
            assert source["n"] == 1 and source["file"].startswith(str(folder))
            lines = open(source["file"], encoding="utf-8").read().splitlines()
            assert 1 <= source["line_start"] <= source["line_end"] <= len(lines)
            assert len(panel.query_one(ListView).children) == 1
            assert "[7?]" in str(panel.query_one("#sources-note").render())
            panel.query_one(ListView).focus()
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, PassageScreen))
            shown = str(app.screen.query_one("#passage-body Static", Static).render())
            assert ">" in shown and lines[source["line_start"] - 1] in shown
            await pilot.press("escape")

    asyncio.run(scenario())


def test_attach_a_collection_with_the_picker(tmp_path, chats, docs):
    index, _ = docs

    async def scenario():
        app = make(tmp_path, chats, index)
        async with app.run_test(size=(140, 36)) as pilot:
            assert not app.query_one(SourcesPanel).display
            await pilot.press("f3")
            await until(pilot, lambda: isinstance(app.screen, CollectionPicker))
            app.screen.query_one(SelectionList).select("garden")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: chats.chat(app.chat_id).settings.docs == ["garden"])
            assert app.query_one(SourcesPanel).display

    asyncio.run(scenario())


def test_add_a_folder_from_the_app_while_it_stays_usable(tmp_path, chats, docs):
    index, _ = docs
    more = tmp_path / "recipes"
    more.mkdir()
    (more / "soup.md").write_text("# Soup\n\nSimmer the onions for twenty minutes.\n", encoding="utf-8")

    async def scenario():
        engine = FakeEngine(answer="Simmer the onions for twenty minutes [1].")
        app = make(tmp_path, chats, index, engine, chat_options={"settings": ChatSettings(docs=["kitchen"])})
        async with app.run_test(size=(140, 36)) as pilot:
            await pilot.press("f4")
            await until(pilot, lambda: app.screen.query(Input))
            app.screen.query_one(Input).value = str(more)
            await pilot.press("enter")
            await until(pilot, lambda: any(c["name"] == "kitchen" and c["files"] == 1 for c in index.collections()))
            await ask(pilot, chats, "How long do the onions simmer?")  # the app answers as before
            _, answer = chats.messages(app.chat_id)
            assert answer.sources.sources[0]["file"] == str(more / "soup.md")

    asyncio.run(scenario())


def test_sources_panel_snapshot(snap_compare, tmp_path, chats, docs):
    index, _ = docs

    async def answered(pilot):
        await ask(pilot, chats, "When should I prune roses?")
        pilot.app.query_one(SourcesPanel).query_one(ListView).focus()  # no blinking prompt cursor in the picture
        await pilot.pause(0.2)

    app = make(tmp_path, chats, index, chat_options={"settings": ChatSettings(docs=["garden"])})
    assert snap_compare(app, terminal_size=(140, 36), run_before=answered)


def test_plain_chat_with_documents_prints_sources(docs, chats):
    import io

    from macllm.chat.turn import Documents
    from macllm.cli.chat_plain import run_plain_chat

    index, folder = docs
    engine = FakeEngine(answer=ANSWER)
    out, err = io.StringIO(), io.StringIO()
    chat = chats.new_chat(settings=ChatSettings(docs=["garden"]))
    documents = Documents(index, chat.settings.docs, hashing_embed)
    run_plain_chat(
        engine, chats, chat, inp=io.StringIO("When should I prune roses?\n"), out=out, err=err, documents=documents
    )
    text = out.getvalue()
    assert text.startswith(ANSWER) and f"[1] {folder}" in text and "not among the passages: [7?]" in text
    assert "Passages:" in engine.submits[-1]["messages"][-1]["content"]


def test_an_answer_not_from_the_passages_gives_way_to_saying_so_and_the_models_words_are_shown(tmp_path, chats, docs):
    index, _ = docs
    made_up = "Mix baking soda and white vinegar, blot the stain, rinse it with cold water and dry with a towel [1]."

    async def scenario():
        engine = FakeEngine(answer=made_up)
        app = make(tmp_path, chats, index, engine, chat_options={"settings": ChatSettings(docs=["garden"])})
        async with app.run_test(size=(140, 36)) as pilot:
            await ask(pilot, chats, "How do I get red wine out of a carpet?")
            _, answer = chats.messages(app.chat_id)
            assert answer.content == "The documents do not say." and answer.sources.sources == []
            assert answer.sources.withheld == made_up  # kept with the answer's row
            await until(pilot, lambda: app._notifications)
            assert any(WITHHELD in n.message and "baking soda" in n.message for n in app._notifications)

    asyncio.run(scenario())
