"""Stop strings on streamed text: release text as it comes, holding back just enough to cut it cleanly."""

from __future__ import annotations


class StopStrings:
    def __init__(self, stops: tuple[str, ...]):
        self.stops = stops
        self.hold = max((len(s) for s in stops), default=1) - 1
        self.text = ""  # everything released so far
        self.pending = ""
        self.hit = False

    def feed(self, segment: str, final: bool = False) -> tuple[str, bool]:
        """Returns (text to release now, whether a stop string was hit)."""
        self.pending += segment
        cuts = [i for i in (self.pending.find(s) for s in self.stops) if i >= 0]
        if cuts:
            out, self.pending, self.hit = self.pending[: min(cuts)], "", True
        elif final or self.hold == 0:
            out, self.pending = self.pending, ""
        else:
            split = max(len(self.pending) - self.hold, 0)
            out, self.pending = self.pending[:split], self.pending[split:]
        self.text += out
        return out, self.hit
