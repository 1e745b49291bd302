"""logprobs / top_logprobs through `macllm serve` on the starter, with the openai SDK: chat completions, text
completions and Responses, whole and streamed, alone and two at once (the batch path)."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

pytestmark = pytest.mark.starter

ASK = [{"role": "user", "content": "Name three colours of the rainbow."}]


def joined(entries) -> str:
    """The text the tokens' bytes spell (the detokenizer drops the answer's leading space, so compare stripped)."""
    return bytes(b for e in entries for b in e.bytes).decode("utf-8", "replace").strip()


def chat(server, messages=ASK, stream=False, top=3, n=6):
    client = server.client()
    kw = dict(model=server.model, messages=messages, max_tokens=n, temperature=0, logprobs=True, top_logprobs=top)
    if not stream:
        r = client.chat.completions.create(**kw)
        return r.choices[0].message.content, r.choices[0].logprobs.content
    text, entries = "", []
    for chunk in client.chat.completions.create(**kw, stream=True):
        if chunk.choices:
            text += chunk.choices[0].delta.content or ""
            entries += (chunk.choices[0].logprobs and chunk.choices[0].logprobs.content) or []
    return text, entries


def test_chat_logprobs_whole_and_streamed(server):
    text, entries = chat(server)
    assert len(entries) == 6 and joined(entries) == text.strip()
    for e in entries:
        assert e.logprob <= 0 and len(e.top_logprobs) == 3 and bytes(e.bytes).decode("utf-8", "replace")
        assert e.top_logprobs[0].token == e.token and e.top_logprobs[0].logprob == pytest.approx(e.logprob)
        assert [t.logprob for t in e.top_logprobs] == sorted((t.logprob for t in e.top_logprobs), reverse=True)
    streamed_text, streamed = chat(server, stream=True)
    assert streamed_text == text and [e.token for e in streamed] == [e.token for e in entries]
    assert np.allclose([e.logprob for e in streamed], [e.logprob for e in entries], atol=1e-3)


def test_two_at_once_get_the_logprobs_each_gets_alone(server):
    asks = [ASK, [{"role": "user", "content": "Say hello in French."}]]
    alone = [chat(server, a, top=2) for a in asks]
    with ThreadPoolExecutor(2) as pool:
        together = list(pool.map(lambda a: chat(server, a, top=2), asks))
    for (text, entries), (t2, e2) in zip(alone, together):
        assert t2 == text and [e.token for e in e2] == [e.token for e in entries]
        assert np.allclose([e.logprob for e in e2], [e.logprob for e in entries], atol=2e-2)


def test_text_completions_legacy_logprobs(server):
    client = server.client()
    kw = dict(model=server.model, prompt="The capital of France is", max_tokens=5, temperature=0, logprobs=2)
    r = client.completions.create(**kw)
    lp = r.choices[0].logprobs
    assert len(lp.tokens) == len(lp.token_logprobs) == len(lp.top_logprobs) == len(lp.text_offset) == 5
    assert "".join(lp.tokens).strip() == r.choices[0].text.strip() and all(v <= 0 for v in lp.token_logprobs)
    assert lp.text_offset == sorted(lp.text_offset) and lp.text_offset[0] == 0
    for token, value, top in zip(lp.tokens, lp.token_logprobs, lp.top_logprobs):
        assert 2 <= len(top) <= 3 and top[token] == pytest.approx(value) and max(top.values()) == pytest.approx(value)
    tokens = []
    for chunk in client.completions.create(**kw, stream=True):
        if chunk.choices and chunk.choices[0].logprobs:
            tokens += chunk.choices[0].logprobs.tokens
    assert tokens == lp.tokens


def test_echo_gives_the_prompts_logprobs_as_decoding_gives_them(server, starter_dir):
    """echo with logprobs on a token prompt P + G, where G is P's greedy answer: the prompt's first token has
    null, and G's tokens get the logprobs decoding gave them (the engine scores the prompt as it prefills)."""
    from transformers import AutoTokenizer

    client = server.client()
    prompt = "The capital of France is"
    plain = client.completions.create(model=server.model, prompt=prompt, max_tokens=1, echo=True)
    assert plain.choices[0].text.startswith("The capital of France is") and plain.choices[0].logprobs is None
    tok = AutoTokenizer.from_pretrained(str(starter_dir))
    ids = tok.encode("The capital of France is")
    kw = dict(model=server.model, temperature=0, logprobs=2)
    first = client.completions.create(prompt=ids, max_tokens=4, **kw).choices[0]
    answer = first.logprobs
    by_text = {tok.decode([i]): i for i in range(len(tok))}  # the answer's token strings back to their ids
    full = ids + [by_text[t] for t in answer.tokens]
    assert tok.decode(full) == prompt + "".join(answer.tokens)
    r = client.completions.create(prompt=full, max_tokens=1, echo=True, **kw)
    lp = r.choices[0].logprobs
    n = len(ids) + 4
    assert len(lp.tokens) == len(lp.token_logprobs) == len(lp.top_logprobs) == len(lp.text_offset) == n + 1
    assert lp.token_logprobs[0] is None and lp.top_logprobs[0] is None and lp.text_offset[0] == 0
    assert all(v <= 0 for v in lp.token_logprobs[1:]) and lp.text_offset == sorted(lp.text_offset)
    assert lp.tokens[len(ids) : n] == answer.tokens
    assert np.allclose(lp.token_logprobs[len(ids) : n], answer.token_logprobs, atol=2e-2)
    assert r.choices[0].text.startswith("".join(lp.tokens[:n]))
    assert lp.text_offset[n] == len("".join(lp.tokens[:n]))  # the answer's offsets count from the echo's end
    streamed = list(
        client.completions.create(prompt="The capital of France is", max_tokens=3, echo=True, stream=True, **kw)
    )
    first = streamed[0].choices[0]
    assert first.text == "The capital of France is" and first.logprobs.token_logprobs[0] is None
    assert "".join(first.logprobs.tokens) == "The capital of France is"


def test_responses_include_output_text_logprobs(server):
    client = server.client()
    kw = dict(model=server.model, input="Name a river.", max_output_tokens=6, temperature=0, top_logprobs=2)
    r = client.responses.create(**kw, include=["message.output_text.logprobs"])
    [part] = r.output[0].content
    assert len(part.logprobs) == 6 and joined(part.logprobs) == part.text.strip()
    assert all(e.logprob <= 0 and len(e.top_logprobs) == 2 for e in part.logprobs)
    assert client.responses.create(**kw).output[0].content[0].logprobs == []  # top_logprobs alone includes none
    deltas, done = [], None
    for event in client.responses.create(**kw, include=["message.output_text.logprobs"], stream=True):
        if event.type == "response.output_text.delta":
            deltas += event.logprobs
        elif event.type == "response.output_text.done":
            done = event.logprobs
    assert [e.token for e in deltas] == [e.token for e in done] == [e.token for e in part.logprobs]


def test_out_of_range_logprobs_are_400s_in_the_house_format(server):
    cases = [
        ("/v1/chat/completions", {"messages": ASK, "logprobs": True, "top_logprobs": 21}, "top_logprobs"),
        ("/v1/chat/completions", {"messages": ASK, "top_logprobs": 2}, "top_logprobs"),
        ("/v1/chat/completions", {"messages": ASK, "logprobs": "yes"}, "logprobs"),
        ("/v1/completions", {"prompt": "x", "logprobs": -1}, "logprobs"),
        ("/v1/completions", {"prompt": "x", "top_logprobs": 2}, "top_logprobs"),
        (
            "/v1/responses",
            {"input": "x", "include": ["message.output_text.logprobs"], "top_logprobs": 30},
            "top_logprobs",
        ),
        ("/v1/responses", {"input": "x", "include": ["file_search_call.results"]}, "include"),
    ]
    for path, body, param in cases:
        status, _, err = server.post(path, json.dumps(body).encode())
        assert status == 400 and err["error"]["param"] == param, (body, err)
        assert set(err["error"]) == {"message", "type", "param", "code"}
