"""The parts of speculative decoding on their own: rejection sampling's distribution, prompt lookup, and the
controller's decisions from injected costs."""

import numpy as np
import pytest

from macllm.runtime.drafting.controller import DraftController, DraftCosts
from macllm.runtime.drafting.proposers import LookupProposer
from macllm.runtime.drafting.verify import verify
from macllm.runtime.sampler import RequestSampling
from macllm.sampling import SamplingParams

P = np.array(
    [[0.40, 0.25, 0.15, 0.10, 0.06, 0.04], [0.05, 0.10, 0.50, 0.20, 0.10, 0.05], [0.30, 0.30, 0.10, 0.10, 0.10, 0.10]]
)
Q = np.array([[0.10, 0.50, 0.10, 0.10, 0.10, 0.10], [0.05, 0.05, 0.30, 0.50, 0.05, 0.05]])


CHI2_CRITICAL_0_001 = {5: 20.515}  # Pearson's statistic for 5 degrees of freedom at p = 0.001


def chi_square_ok(counts: np.ndarray, probs: np.ndarray) -> bool:
    """Pearson's test: the counts fit probs at p > 0.001 (a fixed seed makes it deterministic)."""
    expected = probs / probs.sum() * counts.sum()
    return float(((counts - expected) ** 2 / expected).sum()) < CHI2_CRITICAL_0_001[len(probs) - 1]


def draws(q_rows, n, point_drafts=None):
    """n verify() rounds with k=2 drafts drawn from Q (or fixed drafts): emitted tokens per position."""
    import mlx.core as mx

    mx.random.seed(3)
    rng = np.random.default_rng(5)
    sampling = RequestSampling(SamplingParams(temperature=1.0))
    logprobs = mx.log(mx.array(P, dtype=mx.float32))
    q = None if point_drafts else mx.array(Q, dtype=mx.float32)
    first, second_after_accept, accepted_first = [], [], 0
    for _ in range(n):
        drafts = list(point_drafts) if point_drafts else [int(rng.choice(6, p=Q[i])) for i in range(2)]
        accepted, bonus = verify(sampling, logprobs, drafts, q, 0)
        emitted = drafts[:accepted] + [bonus]
        first.append(emitted[0])
        if accepted >= 1:
            accepted_first += 1
            second_after_accept.append(emitted[1])
    return np.bincount(first, minlength=6), np.bincount(second_after_accept, minlength=6), accepted_first / n


def test_rejection_sampling_emits_the_target_distribution():
    first, second, acceptance = draws(Q, 3000)
    assert chi_square_ok(first, P[0])  # position 0 follows p_0 whatever the draft proposed
    assert chi_square_ok(second, P[1])  # position 1, given draft 0 was kept, follows p_1
    # it accepts sum(min(p, q)) of drafts, more than sampling both and comparing (sum(p * q))
    assert acceptance == pytest.approx(np.minimum(P[0], Q[0]).sum(), abs=0.03)
    assert acceptance > (P[0] * Q[0]).sum() + 0.1


def test_point_mass_drafts_prompt_lookup_emit_the_target_distribution():
    first, second, acceptance = draws(None, 2000, point_drafts=(1, 2))
    assert chi_square_ok(first, P[0])
    assert chi_square_ok(second, P[1])
    assert acceptance == pytest.approx(P[0][1], abs=0.03)


def test_greedy_verify_accepts_the_matching_prefix():
    import mlx.core as mx

    sampling = RequestSampling(SamplingParams(temperature=0.0))
    logprobs = mx.log(mx.array(P, dtype=mx.float32))
    assert verify(sampling, logprobs, [0, 2], None, 0) == (2, 0)  # both drafts are the argmax; then row 2's
    assert verify(sampling, logprobs, [0, 3], None, 0) == (1, 2)  # the second is replaced by the argmax
    assert verify(sampling, logprobs, [5, 2], None, 0) == (0, 0)


def test_lookup_proposes_what_followed_the_latest_match():
    lookup = LookupProposer(min_ngram=2, max_ngram=3)
    tokens = [1, 2, 3, 4, 5, 9, 2, 3, 7, 8, 1, 2, 3]
    drafts, q = lookup.propose(tokens, 3)
    assert q is None and drafts == [4, 5, 9]  # the longest match wins: [1, 2, 3] (not the later [2, 3] -> 7)
    assert lookup.propose(tokens + [6, 2, 3], 2)[0] == [6, 2]  # only [2, 3] matches: its latest occurrence
    assert LookupProposer().propose([5, 6, 7], 3) == ([], None)  # nothing repeats


def costs(plain: float, verify_per_token: float, draft_token: float = 0.0) -> DraftCosts:
    c = DraftCosts()
    for _ in range(5):
        c.plain.add(plain)
        c.plain_sync.add(plain)
        c.draft_token.add(draft_token)
        for n in range(1, 10):
            c.verify.setdefault(n, type(c.plain)()).add(plain + verify_per_token * (n - 1))
    return c


def test_the_controller_drafts_when_measured_costs_say_it_pays():
    ctl = DraftController(costs(plain=0.010, verify_per_token=0.001))
    for _ in range(5):  # drafts are mostly accepted
        ctl.record_round(4, 4, 0.0, 0.014)
    assert ctl.next_k() >= 4 and ctl.on


def test_the_controller_switches_off_when_drafts_are_rejected_and_probes_again():
    ctl = DraftController(costs(plain=0.010, verify_per_token=0.001, draft_token=0.001))
    for _ in range(3):  # the conversation turns to something the drafts never guess
        ctl.record_round(3, 0, 0.003, 0.013)
    assert ctl.next_k() == 0 and not ctl.on
    waits = []
    for _ in range(3):  # it probes again after a while, waiting longer after each probe that confirms the loss
        n = 1
        while ctl.next_k() == 0:
            n += 1
        waits.append(n)
        ctl.record_round(1, 0, 0.001, 0.011)
    assert waits[0] < waits[1] < waits[2]
    while ctl.next_k() == 0:  # drafts are right again (the answer quotes its context): a probe wins
        pass
    for _ in range(4):
        ctl.record_round(3, 3, 0.003, 0.013)
    assert ctl.next_k() > 0


def test_a_draft_as_dear_as_its_target_is_switched_off_and_never_probed():
    c = costs(plain=0.010, verify_per_token=0.004, draft_token=0.009)  # verify(4) 22 ms, a draft step 9 ms
    ctl = DraftController(c)
    ctl.record_round(3, 3, 0.027, 0.022)  # even all accepted: 4 tokens in 49 ms against 40 ms plain
    assert ctl.next_k() == 0
    assert all(ctl.next_k() == 0 for _ in range(1000))  # at 90% acceptance it would still lose: no probes
    assert not ctl.could_win()


def test_a_fixed_draft_length_is_kept():
    ctl = DraftController(costs(plain=0.010, verify_per_token=0.05), fixed_k=3)
    ctl.record_round(3, 0, 0.01, 0.2)
    assert ctl.next_k() == 3
