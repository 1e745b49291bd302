"""A Select that shows its value once it can.

Textual 8's Select sets its first value when it mounts, and writes that value's prompt into the `#label` of its
SelectCurrent. Under load the SelectCurrent may not have composed that label yet, and the write raises NoMatches,
which ends the app (a flake of the settings screen's tests on a loaded CI machine). This one keeps the value and
shows it after the next refresh, when the label is there."""

from __future__ import annotations

from textual.widgets import Select


class SettledSelect(Select):
    def _watch_value(self, value) -> None:
        current = self.query("SelectCurrent")
        if current and not current.first().query("#label"):
            self._value = value  # what .value reads meanwhile
            self.call_after_refresh(self._settle)
            return
        super()._watch_value(value)

    def _settle(self) -> None:
        if self.is_mounted:
            self._watch_value(self._value)
