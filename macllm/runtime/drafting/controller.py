"""The draft controller: how many tokens to draft next, zero included, from costs measured on this machine.

A speculative round drafts k tokens (cost k * draft_token) and verifies them with the pending token in one
forward of k + 1 tokens (cost verify[k + 1], which includes the host work and the sync of a round). With a
per-token acceptance rate a, a round yields E(k) = 1 + a + ... + a^k tokens. A plain step yields one token
for `plain` seconds (pipelined: the next step is queued before the current token is read). A prompt-lookup
proposer finds a match only in a fraction pi of steps; a step without one is a plain step that could not be
pipelined (`plain_sync`). So

    rate(0) = 1 / plain
    rate(k) = (pi * E(k) + 1 - pi) / (pi * (k * draft_token + verify[k + 1]) + (1 - pi) * plain_sync)

and the controller picks the k in 0..max_k with the highest rate. No constants decide it: every cost is a
running average of what this process measured for this model pair (shared by its requests), acceptance and
pi are tracked per request with recent rounds weighted most. An unmeasured verify cost is guessed
optimistically (flat beyond the largest measured k), so a promising length is tried and then known.
When drafting is off the controller probes again after `probe_every` plain steps, doubling the wait after each
probe that confirms the loss (up to 128) and starting over when a probe wins; it skips the probe when even
90% acceptance would not pay at the measured costs (a draft model about as dear as its target, as on this
Linux CPU and on the H200 for small models), since a probe costs a round and the draft's catch-up.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Average:
    """An exponentially weighted running mean of timings; weight is the share of each new sample.

    The first `warmup` samples are not counted (the first forward of a new shape compiles kernels on MLX's GPU
    backends), and a sample is clipped at 4x the mean (a pause elsewhere must not condemn a draft length that
    would then never be tried again)."""

    value: float | None = None
    n: int = 0
    weight: float = 0.25
    warmup: int = 1

    def add(self, x: float) -> None:
        self.n += 1
        if self.n <= self.warmup:
            return
        self.value = x if self.value is None else self.value + self.weight * (min(x, 4 * self.value) - self.value)


@dataclass(slots=True)
class DraftCosts:
    """Measured seconds for one target model (and proposer) on this machine; shared across requests."""

    plain: Average = field(default_factory=Average)
    plain_sync: Average = field(default_factory=Average)
    draft_token: Average = field(default_factory=Average)
    verify: dict[int, Average] = field(default_factory=dict)
    acceptance: Average = field(default_factory=lambda: Average(0.5, 0, 0.1, 0))  # across requests, a prior
    last_k: int | None = None  # what the last request ended on, where the next one starts

    def verify_cost(self, n: int) -> float:
        known = sorted((m, a.value) for m, a in self.verify.items() if a.value is not None)
        base = self.plain_sync.value or self.plain.value or 0.0
        if not known:
            return base * (1 + 0.05 * (n - 1))
        if n in self.verify and self.verify[n].value is not None:
            return self.verify[n].value
        points = [(1, base)] + [p for p in known if p[0] > 1] if base else known
        below = [p for p in points if p[0] < n]
        above = [p for p in points if p[0] > n]
        if not above:
            return below[-1][1]  # optimistic: no dearer than the longest one measured
        if not below:
            return above[0][1]
        (m0, v0), (m1, v1) = below[-1], above[0]
        return v0 + (v1 - v0) * (n - m0) / (m1 - m0)


class DraftController:
    WARMUP = 3  # plain steps measured before the first probe (per model pair, not per request)
    SWITCH_ON_MARGIN = 1.05
    OPTIMISTIC_ACCEPTANCE = 0.9
    MAX_PROBE_EVERY = 128

    def __init__(self, costs: DraftCosts, max_k: int = 8, fixed_k: int = 0, probe_every: int = 8, start_k: int = 3):
        self.costs, self.max_k, self.fixed_k = costs, max_k, fixed_k
        self.base_probe = self.probe_every = probe_every
        self.start_k = start_k  # the draft length while the draft's own cost is still unmeasured
        self.k = fixed_k or (costs.last_k if costs.last_k is not None else start_k)
        self.since_probe = 0
        self.probing = False
        self.accepted_w = self.rejected_w = 0.0  # decayed counts of this request's rounds
        self.hits_w = self.misses_w = 0.0
        # per-answer stats
        self.rounds = self.drafted = self.accepted = self.emitted = 0

    # -- estimates ---------------------------------------------------------------------------------
    @property
    def acceptance(self) -> float:
        prior = self.costs.acceptance.value
        return (self.accepted_w + 2 * prior) / (self.accepted_w + self.rejected_w + 2)

    @property
    def hit_rate(self) -> float:
        return (self.hits_w + 1) / (self.hits_w + self.misses_w + 1)

    def rate(self, k: int, acceptance: float | None = None, hit_rate: float | None = None) -> float:
        """Expected tokens per second at draft length k (0: plain decoding), at the current estimates of
        acceptance and hit rate unless given."""
        c = self.costs
        plain = c.plain.value or 1.0
        if k == 0:
            return 1.0 / plain
        a = min(self.acceptance if acceptance is None else acceptance, 0.999)
        expected = (1 - a ** (k + 1)) / (1 - a)
        pi = self.hit_rate if hit_rate is None else hit_rate
        round_s = k * (c.draft_token.value or 0.0) + c.verify_cost(k + 1)
        miss_s = c.plain_sync.value or plain
        return (pi * expected + 1 - pi) / (pi * round_s + (1 - pi) * miss_s)

    def best_k(self, at_least: int = 0) -> int:
        """The fastest draft length; switching drafting on takes a 5% margin over plain decoding (a near tie
        is noise, and drafting's losses are dearer than its gains on a short answer)."""
        longest = self.max_k if self.costs.draft_token.value is not None else min(self.max_k, self.start_k)
        best = max(range(max(at_least, 1), longest + 1), key=lambda k: (self.rate(k), -k))
        if at_least or self.rate(best) > self.rate(0) * (1.0 if self.k else self.SWITCH_ON_MARGIN):
            return best
        return 0

    # -- decisions ---------------------------------------------------------------------------------
    @property
    def on(self) -> bool:
        return self.k > 0

    def next_k(self) -> int:
        """The draft length for the next step; 0 means a plain (pipelined) step."""
        if self.fixed_k:
            return self.fixed_k
        if self.costs.plain.n < self.WARMUP:
            return 0
        if self.k > 0:
            return self.k
        self.since_probe += 1
        if self.since_probe >= self.probe_every:
            self.since_probe = 0
            if not self.could_win():  # not even near-perfect drafts would pay: measure nothing, wait longer
                self.probe_every = min(2 * self.probe_every, self.MAX_PROBE_EVERY)
                return 0
            self.probing = True
            return self.best_k(at_least=1)
        return 0

    def could_win(self) -> bool:
        """Whether drafting would beat plain decoding if drafts were accepted OPTIMISTIC_ACCEPTANCE of the time
        and always found: a draft model nearly as dear as the target never would, so it is never probed."""
        best = max(self.rate(k, self.OPTIMISTIC_ACCEPTANCE, 1.0) for k in range(1, self.max_k + 1))
        return best > self.rate(0) * self.SWITCH_ON_MARGIN

    def _decide(self) -> None:
        if self.fixed_k:
            return
        self.k = self.best_k()
        self.costs.last_k = self.k
        if self.probing:
            self.probing = False
            self.probe_every = self.base_probe if self.k else min(2 * self.probe_every, self.MAX_PROBE_EVERY)

    # -- measurements ------------------------------------------------------------------------------
    def record_plain(self, seconds: float, pipelined: bool = True) -> None:
        (self.costs.plain if pipelined else self.costs.plain_sync).add(seconds)
        if not pipelined:  # a drafting step that found nothing to propose
            self.hits_w, self.misses_w = 0.9 * self.hits_w, 0.9 * self.misses_w + 1
            self._decide()

    def record_miss(self) -> None:
        """A step where this drafter had nothing to propose and another one drafted."""
        self.hits_w, self.misses_w = 0.9 * self.hits_w, 0.9 * self.misses_w + 1

    def record_round(self, drafted: int, accepted: int, draft_s: float, verify_s: float) -> None:
        c = self.costs
        c.draft_token.add(draft_s / drafted)
        c.verify.setdefault(drafted + 1, Average()).add(verify_s)
        rejected = 1 if accepted < drafted else 0
        self.accepted_w, self.rejected_w = 0.9 * self.accepted_w + accepted, 0.9 * self.rejected_w + rejected
        self.hits_w, self.misses_w = 0.9 * self.hits_w + 1, 0.9 * self.misses_w
        c.acceptance.add(accepted / (accepted + rejected) if accepted + rejected else 1.0)
        self.rounds += 1
        self.drafted += drafted
        self.accepted += accepted
        self.emitted += accepted + 1
        self._decide()


def combined_stats(drafters: list[tuple[str, DraftController]]) -> dict:
    """One answer's drafting figures over its drafters (prompt lookup and a draft model can share an answer)."""
    used = [(kind, c) for kind, c in drafters if c.rounds] or drafters[:1]
    rounds = sum(c.rounds for _, c in drafters)
    drafted = sum(c.drafted for _, c in drafters)
    accepted = sum(c.accepted for _, c in drafters)
    return {
        "drafter": "+".join(kind for kind, _ in used),
        "draft_rounds": rounds,
        "draft_tokens": drafted,
        "draft_tokens_accepted": accepted,
        "draft_acceptance": accepted / drafted if drafted else 0.0,
        "tokens_per_round": sum(c.emitted for _, c in drafters) / rounds if rounds else 0.0,
        "draft_length": max(c.k for _, c in drafters),
        "drafting": any(c.on for _, c in drafters),
    }
