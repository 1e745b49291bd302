"""The settings screen's Select survives its first value arriving before the label that shows it exists (Textual
8's Select writes its value into a label its SelectCurrent composes later; under load that raised NoMatches and
ended the app)."""

import pytest
from textual.app import App
from textual.css.query import NoMatches
from textual.widgets import Select, Static

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
