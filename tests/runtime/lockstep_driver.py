"""Drives one engine through a few scenarios and writes what rank 0 saw as JSON; run alone (one rank) or under
`mlx.launch -n 2` (tests/runtime/test_distributed.py compares the two). Usage: lockstep_driver.py MODEL OUT KV_DIR.

Scenarios: a greedy answer alone; a long prompt (several prefill chunks); two requests at once (they batch) of
which the second is cancelled after a few chunks of text; a chat whose second turn reuses its cached prefix; prompt
lookup drafting; a stop string; a grammar; a seeded sampled answer."""

import json
import sys
from pathlib import Path

import macllm  # noqa: F401  (loads OpenBLAS before mlx)
from macllm.events import TextChunk
from macllm.requests import Request
from macllm.runtime.engine import Engine
from macllm.sampling import SamplingParams
from macllm.structured import json_object_grammar


def greedy(n: int) -> SamplingParams:
    return SamplingParams(temperature=0.0, max_tokens=n, repetition_penalty=1.0)


def prompt(i: int, length: int) -> list[int]:
    return [(1000 + 37 * i + 11 * k) % 40000 + 100 for k in range(length)]


def answer(done) -> dict:
    s = done.stats
    return {
        "tokens": done.token_ids,
        "finish": done.finish_reason,
        "batched": s.batched,
        "reused": s.reused_tokens,
        "draft_rounds": s.draft_rounds,
    }


def scenarios(engine: Engine) -> dict:
    out = {"alone": answer(engine.submit(Request(prompt=prompt(1, 40), params=greedy(24), cache=False)).result())}
    out["long"] = answer(engine.submit(Request(prompt=prompt(2, 700), params=greedy(8), cache=False)).result())
    first = engine.submit(Request(prompt=prompt(3, 40), params=greedy(40), cache=False))
    second = engine.submit(Request(prompt=prompt(4, 40), params=greedy(200), cache=False))
    chunks = 0
    for event in second:
        chunks += isinstance(event, TextChunk)
        if chunks == 3:
            second.cancel()
    out["first"], out["cancelled"] = answer(first.result()), answer(second.final)
    turn = [{"role": "user", "content": "Name three rivers in Europe, please."}]
    one = engine.submit(Request(messages=turn, params=greedy(12))).result()
    turn += [{"role": "assistant", "content": one.text}, {"role": "user", "content": "And two in Asia?"}]
    out["turn1"], out["turn2"] = answer(one), answer(engine.submit(Request(messages=turn, params=greedy(12))).result())
    # prompt lookup: this answer repeats a token of its own within 48 tokens (the tiny model's random weights rarely
    # repeat anything), where a fixed draft length drafts from it
    looked = Request(prompt=prompt(1, 8) * 6, params=greedy(48), draft="lookup", draft_tokens=4, cache=False)
    out["lookup"] = answer(engine.submit(looked).result())
    stopped = SamplingParams(temperature=0.0, max_tokens=24, repetition_penalty=1.0, stop=(" a",))
    out["stop"] = answer(engine.submit(Request(text="Say a word", params=stopped, cache=False)).result())
    constrained = Request(text="A person as JSON:", params=greedy(16), grammar=json_object_grammar(), cache=False)
    out["grammar"] = answer(engine.submit(constrained).result())
    seeded = SamplingParams(temperature=0.9, max_tokens=16, seed=7)
    out["seeded"] = answer(engine.submit(Request(prompt=prompt(5, 30), params=seeded, cache=False)).result())
    return out


def main() -> int:
    model, out, kv_dir = sys.argv[1:4]
    engine = Engine(kv_dir=Path(kv_dir))
    if engine.rank:
        status = engine.follow()
        # what this rank saw that rank 0's answers do not show: its heap trims when it emptied (engine._went_idle)
        Path(f"{out}.rank{engine.rank}").write_text(json.dumps({"heap_trims": engine.heap_trims}))
        return status
    try:
        info = engine.load(model)
        result = {"ranks": info["ranks"], "shard": info["shard"], "weights_bytes": engine.run(weights_bytes)}
        result.update(scenarios(engine))
        result["heap_trims"] = engine.run(lambda e: e.heap_trims)
        Path(out).write_text(json.dumps(result))
    finally:
        engine.close()
    return 0


def weights_bytes(engine) -> int:
    return engine.scheduler.weights_bytes


if __name__ == "__main__":
    sys.exit(main())
