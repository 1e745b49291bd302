"""The settings screen's Select survives a value arriving while the label that shows it is missing (Textual 8's
Select writes its value into its SelectCurrent's label; on a loaded CI machine the label was missing at its mount,
and NoMatches ended the app): the value is shown and reported once the label is there, and the wait ends."""

import pytest
from textual.app import App
from textual.css.query import NoMatches
from textual.widgets import Select, Static

from macllm.tui.widgets import settled_select
from macllm.tui.widgets.settled_select import SettledSelect

from .test_app import run

OPTIONS = [("full precision", 0), ("8-bit", 8), ("4-bit", 4)]


class Selects(App):
    def compose(self):
        yield Select(OPTIONS, value=0, allow_blank=False, id="plain")
        yield SettledSelect(OPTIONS, value=0, allow_blank=False, id="settled")


def shown(select) -> str:
    return str(select.query_one("SelectCurrent").query_one("#label", Static).render())


def test_a_value_set_before_its_label_exists_is_shown_once_the_label_is_there():
    async def scenario():
        app = Selects()
        async with app.run_test() as pilot:
            plain, settled = app.query_one("#plain", Select), app.query_one("#settled", SettledSelect)
            assert shown(settled) == "full precision"
            for select in (plain, settled):  # the order a loaded machine can give: no label yet
                await select.query_one("SelectCurrent").query_one("#label").remove()
            with pytest.raises(NoMatches):
                plain.value = 8  # what ended the app
            settled.value = 4
            assert settled.value == 4  # read back at once, before it is shown
            await settled.query_one("SelectCurrent").mount(Static("", id="label"))
            await pilot.pause()
            assert shown(settled) == "4-bit"
            settled.value = 8  # and it goes on as a Select
            await pilot.pause()
            assert shown(settled) == "8-bit"

    run(scenario())


class Reported(App):
    def __init__(self):
        super().__init__()
        self.changed = []

    def compose(self):
        yield SettledSelect(OPTIONS, value=0, allow_blank=False, id="settled")

    def on_select_changed(self, message):
        self.changed.append(message.value)


def test_values_set_while_the_label_is_missing_are_reported_once_as_the_last_and_the_wait_ends():
    async def scenario():
        app = Reported()
        async with app.run_test() as pilot:
            settled = app.query_one("#settled", SettledSelect)
            await pilot.pause(0.05)
            current = settled.query_one("SelectCurrent")
            await current.query_one("#label").remove()
            settled.value, settled.value = 8, 4
            await pilot.pause(0.1)
            assert settled._tries > 0 and settled.value == 4  # still looking, the last value kept
            await current.mount(Static("", id="label"))
            await pilot.pause(0.1)
            assert shown(settled) == "4-bit" and settled._tries == 0
            assert app.changed.count(4) == 1 and 8 not in app.changed  # reported once, as the last value
            await current.query_one("#label").remove()  # a label that never comes back: it stops looking
            settled.value = 8
            await pilot.pause(settled_select.WAIT_S * settled_select.MAX_TRIES + 0.5)
            assert settled._tries == 0 and settled.value == 8 and 8 not in app.changed

    run(scenario())
