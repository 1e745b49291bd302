"""Scratch prompts fed while the engine is idle (idle_prefill.py): the sizer's climb made on them, then the chunks a
prompt will be fed in run once, one chunk per call; the scratch cache dropped when a request comes."""

import time

import pytest

from macllm.runtime.idle_prefill import IdlePrefill, plan, wanted
from macllm.runtime.prefill import TRIALS, PrefillCosts, PrefillSizer

from .test_engine import prompt
from .test_prefill_grid import answer


def costs_falling(sizes=(256, 512, 1024), seen=TRIALS + 1) -> PrefillCosts:
    """Per-token costs that fall with the chunk size (a GPU's), every size measured past the climb's trials."""
    costs = PrefillCosts()
    for c in sizes:
        for k in range(seen):
            costs.record(c, k * 4096, c * 1e-5 / (c / 256) + k * 1e-9)
    return costs


def test_plan_is_the_chunks_a_prompt_alone_gets_less_its_last_part():
    sizer = PrefillSizer(costs_falling(), max_chunk=1024)
    assert sizer.climb(0, None) is None  # 1,024 is the largest size allowed: the climb has stopped
    assert plan(sizer, 3000) == (1024, 1024)  # and 952 tokens left, which a prompt of its own length meets
    assert plan(sizer, 1024) == ()


def test_a_climb_to_a_size_no_scratch_prompt_outlasts_counts_as_stopped():
    costs = costs_falling((256, 512))  # the next size the climb would try is 1,024
    sizer = PrefillSizer(costs, max_chunk=4096)
    assert sizer.climb(0, None) == 1024
    short = IdlePrefill(None, sizer, context=1025)  # a scratch prompt of 1,024 tokens cannot measure 1,024
    assert not short.climbing() and short.pending()  # then the chunks settled on are warmed, not climbed for ever
    assert short.current() == (512,)  # (512 then 512 left: the last part)
    assert IdlePrefill(None, sizer, context=4096).climbing()


def test_it_stops_after_max_prompts_and_then_holds_no_cache():
    from macllm.runtime.idle_prefill import MAX_PROMPTS

    p = IdlePrefill(None, PrefillSizer(costs_falling()), context=4096)
    p.cache, p.prompts = object(), MAX_PROMPTS
    assert not p.pending() and p.cache is None


def test_the_switch(monkeypatch):
    monkeypatch.setenv("MACLLM_IDLE_PREFILL", "on")
    assert wanted()
    monkeypatch.setenv("MACLLM_IDLE_PREFILL", "off")
    assert not wanted()
    monkeypatch.setenv("MACLLM_IDLE_PREFILL", "auto")
    from macllm.runtime.backend import has_cuda

    assert wanted() == has_cuda()  # auto: with CUDA only
    monkeypatch.setenv("MACLLM_IDLE_PREFILL", "sometimes")
    with pytest.raises(Exception, match="on, off or auto"):
        wanted()


def feed_all(p: IdlePrefill, limit: int = 200) -> int:
    n = 0
    while p.pending() and n < limit:
        assert p.feed_one()
        n += 1
    return n


def test_the_climb_is_made_on_scratch_prompts_then_the_settled_chunks_are_fed_once(tiny):
    def run(e):
        sizer = PrefillSizer(PrefillCosts(), max_chunk=512)
        p = IdlePrefill(e.model.model, sizer, context=4096, tokens=1300)
        assert p.pending() and p.climbing()
        calls = feed_all(p)
        return sizer, p, calls

    sizer, p, calls = tiny.run(run)
    assert not p.climbing() and not p.pending()
    # the climb measured 256 then 512 (a first sample discarded, TRIALS counted), as a prompt alone's chunks
    assert sizer.costs.lines[256].seen >= TRIALS + 1 and sizer.costs.lines[512].seen >= TRIALS + 1
    assert plan(sizer, 1300) in p.warmed  # then one prompt fed in the chunks settled on, not recorded
    recorded = sum(line.seen for line in sizer.costs.lines.values())
    assert p.chunks == recorded + len(plan(sizer, 1300))
    assert p.cache is None and calls == p.chunks + p.prompts  # each prompt's end is a call of its own
    assert p.seconds > 0


def test_a_released_scratch_prompt_starts_again_from_an_empty_cache(tiny):
    def run(e):
        p = IdlePrefill(e.model.model, PrefillSizer(PrefillCosts(), max_chunk=512), context=4096, tokens=1300)
        p.feed_one()
        p.feed_one()
        held = (p.cache is not None, p.position, list(p.fed))
        e.scheduler.idle_prefill, saved = p, e.scheduler.idle_prefill
        try:
            e._step(False, None)  # the engine steps (a request has come, for any loaded model): it is dropped
        finally:
            e.scheduler.idle_prefill = saved
        dropped = (p.cache, p.position, p.fed)
        p.feed_one()
        return held, dropped, (p.position, p.fed)

    held, dropped, again = tiny.run(run)
    assert held == (True, 512, [256, 256])  # the climb's first size, twice
    assert dropped == (None, 0, [])
    assert again == (256, [256])  # a new prompt, from position 0 (the climb goes on: 256's third sample)


def test_an_idle_engine_feeds_the_scratch_prompts_and_leaves_no_trace(tiny):
    p_ = prompt(4, 200)
    plain = answer(tiny, p_).token_ids

    def install(e):
        sizer = e.scheduler.sizer
        sizer.costs.lines.update(PrefillCosts().lines)  # nothing measured: the climb is to be made
        e.scheduler.idle_prefill = IdlePrefill(e.model.model, sizer, context=4096, tokens=1100)

    tiny.run(install)
    deadline = time.monotonic() + 120
    while tiny.info()["idle_prefill_chunks"] < 1 and time.monotonic() < deadline:
        time.sleep(1.0)
    assert tiny.info()["idle_prefill_chunks"] >= 1  # the engine fed a scratch chunk while idle
    assert answer(tiny, p_).token_ids == plain  # a request in between: answered as before, from its own cache
    while tiny.run(lambda e: e.scheduler.warming()) and time.monotonic() < deadline:
        time.sleep(1.0)
    p = tiny.run(lambda e: e.scheduler.idle_prefill)
    assert not p.pending() and p.cache is None and not p.climbing()
    assert p.warmed and tiny.run(lambda e: e.warm_error) is None
    assert answer(tiny, p_).token_ids == plain


def test_a_fixed_chunk_or_a_cache_it_does_not_know_leaves_nothing_to_feed(tiny):
    def run(e):
        sizer = PrefillSizer(PrefillCosts(), fixed=128)
        fixed = IdlePrefill(e.model.model, sizer, context=4096).pending()
        off = IdlePrefill(e.model.model, PrefillSizer(PrefillCosts()), context=4096, applies=False).pending()
        short = IdlePrefill(e.model.model, PrefillSizer(PrefillCosts()), context=2).pending()
        return fixed, off, short

    assert tiny.run(run) == (False, False, False)
