"""Speculative decoding through the engine: with greedy sampling the tokens must equal plain decoding."""

import pytest

from macllm.conversation import Conversation
from macllm.engine import Engine
from macllm.errors import MacllmError
from macllm.requests import Request
from macllm.sampling import SamplingParams

GREEDY = SamplingParams(temperature=0.0, max_tokens=24, repetition_penalty=1.0)


@pytest.fixture(scope="module")
def draft_engine(starter_dir, tmp_path_factory):
    e = Engine(num_draft_tokens=3, kv_dir=tmp_path_factory.mktemp("kv"))
    e.load(str(starter_dir), draft=str(starter_dir))  # the model drafts for itself: every draft is accepted
    yield e
    e.close()


def test_draft_gives_the_same_greedy_answer(engine, draft_engine):
    ask = [{"role": "user", "content": "Write a haiku about autumn."}]
    plain = engine.submit(Request(messages=ask, params=GREEDY, cache=False)).result()
    c = Conversation(messages=list(ask))
    spec = draft_engine.submit(c.request(GREEDY)).result()
    assert spec.text == plain.text
    assert spec.stats.draft_tokens_accepted > spec.stats.generation_tokens // 2
    c.record(spec)
    c.add_user("Another one, about winter.")
    nxt = draft_engine.submit(c.request(GREEDY)).result()
    assert nxt.stats.reused_tokens > spec.stats.prompt_tokens  # both caches are reused across turns
    assert nxt.text


def test_draft_with_another_tokenizer_is_refused(draft_engine, tmp_path, starter_dir):
    import json
    import shutil

    other = tmp_path / "other"
    shutil.copytree(starter_dir, other)
    tokenizer = json.loads((other / "tokenizer.json").read_text())
    tokenizer["model"]["merges"] = tokenizer["model"]["merges"][:50]  # same ids, other splits
    (other / "tokenizer.json").write_text(json.dumps(tokenizer))
    with pytest.raises(MacllmError, match="does not share the tokenizer"):
        Engine(kv_dir=tmp_path / "kv").load(str(starter_dir), draft=str(other))
