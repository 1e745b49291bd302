"""A Select that shows its value once it can.

Textual 8's Select sets its first value when it mounts and writes that value's prompt into the `#label` of its
SelectCurrent. On a loaded CI machine that label was once missing at that moment (the traceback ran from Select's
mount), and the NoMatches ended the app. This one keeps the value and shows it once the label is there (it looks
every WAIT_S). While it waits, values set meanwhile are shown and reported (Select.Changed) once, as the last of
them; it stops looking when it is no longer attached, or after MAX_TRIES looks without a label (the value stays
set, and the next one shows)."""

from __future__ import annotations

from textual.widgets import Select

WAIT_S = 0.02
MAX_TRIES = 100  # two seconds


class SettledSelect(Select):
    _tries = 0  # looks for the label so far, while a value waits to be shown (0: none waits)

    def _label_missing(self) -> bool:
        current = self.query("SelectCurrent")
        return bool(current) and not current.first().query("#label")

    def _watch_value(self, value) -> None:
        if self._label_missing():
            self._value = value  # Select's own record of it (its watcher's first line), which _settle shows
            if not self._tries:
                self._wait()
            return
        self._tries = 0
        super()._watch_value(value)

    def _wait(self) -> None:
        self._tries += 1
        self.set_timer(WAIT_S, self._settle)

    def _settle(self) -> None:
        if not self._tries:  # a value set since, with the label there, was shown as a Select shows it
            return
        if not self.is_attached or self._tries >= MAX_TRIES:
            self._tries = 0
            return
        if self._label_missing():
            self._wait()
            return
        self._tries = 0
        super()._watch_value(self._value)
