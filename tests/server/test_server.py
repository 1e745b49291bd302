"""`macllm serve` through the official openai SDK (and raw HTTP for what the SDK will not send), on the starter
model in a real server process."""

from __future__ import annotations

import base64
import http.client
import json
import time
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlparse

import numpy as np
import openai
import pytest

from tests.server.conftest import KEY

pytestmark = pytest.mark.starter

ASK = [{"role": "user", "content": "Name three colours of the rainbow."}]
PERSON = {  # nested objects, enums, arrays
    "type": "object",
    "properties": {
        "name": {"type": "string", "maxLength": 40},
        "role": {"enum": ["admin", "editor", "viewer"]},
        "address": {
            "type": "object",
            "properties": {"city": {"type": "string", "maxLength": 30}, "zip": {"type": "integer"}},
            "required": ["city", "zip"],
            "additionalProperties": False,
        },
        "tags": {"type": "array", "items": {"type": "string", "maxLength": 12}, "minItems": 1, "maxItems": 3},
    },
    "required": ["name", "role", "address", "tags"],
    "additionalProperties": False,
}
WEATHER = [
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "The weather in a city",
            "parameters": {
                "type": "object",
                "properties": {
                    "city": {"type": "string", "maxLength": 30},
                    "unit": {"enum": ["celsius", "fahrenheit"]},
                },
                "required": ["city", "unit"],
                "additionalProperties": False,
            },
        },
    }
]


def still_serves(server) -> None:
    r = server.client().chat.completions.create(model=server.model, messages=ASK, max_tokens=2, temperature=0)
    assert r.choices[0].message.content


def test_stream_joins_to_the_same_text_as_non_stream_with_usage(server):
    client = server.client()
    whole = client.chat.completions.create(model=server.model, messages=ASK, max_tokens=24, temperature=0)
    chunks = list(
        client.chat.completions.create(
            model=server.model,
            messages=ASK,
            max_tokens=24,
            temperature=0,
            stream=True,
            stream_options={"include_usage": True},
        )
    )
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == whole.choices[0].message.content and text
    assert chunks[-1].usage.completion_tokens == whole.usage.completion_tokens == 24
    assert whole.choices[0].finish_reason == "length"
    assert whole.usage.prompt_tokens == chunks[-1].usage.prompt_tokens > 10
    assert whole.usage.total_tokens == whole.usage.prompt_tokens + 24
    # the second request reused the first's prefix instead of prefilling it again
    assert chunks[-1].usage.prompt_tokens_details.cached_tokens >= whole.usage.prompt_tokens - 1


def test_a_shared_system_prompt_is_not_prefilled_again(server):
    system = {"role": "system", "content": "You are a terse assistant for the Quell lighthouse logbook. " * 6}
    client = server.client()
    first = client.chat.completions.create(
        model=server.model,
        messages=[system, {"role": "user", "content": "Who keeps the log?"}],
        max_tokens=3,
        temperature=0,
    )
    second = client.chat.completions.create(
        model=server.model,
        messages=[system, {"role": "user", "content": "When does the ferry pass?"}],
        max_tokens=3,
        temperature=0,
    )
    assert second.usage.prompt_tokens_details.cached_tokens >= 60
    assert first.usage.prompt_tokens_details.cached_tokens < second.usage.prompt_tokens_details.cached_tokens


def test_completions_and_models(server):
    client = server.client()
    r = client.completions.create(model=server.model, prompt="The capital of France is", max_tokens=5, temperature=0)
    assert r.choices[0].text and r.usage.completion_tokens == 5
    listed = client.models.list().data
    assert [(m.id, m.kind) for m in listed] == [(server.model, "chat"), ("all-minilm-l6-v2", "embedding")]


@pytest.mark.parametrize("seed", [0, 1])
def test_json_schema_output_validates(server, seed):
    import jsonschema

    r = server.client().chat.completions.create(
        model=server.model,
        messages=[{"role": "user", "content": "Describe a user of a wiki as JSON."}],
        max_tokens=200,
        temperature=0.8,
        seed=seed,
        response_format={"type": "json_schema", "json_schema": {"name": "person", "schema": PERSON}},
    )
    assert r.choices[0].finish_reason == "stop"
    jsonschema.validate(json.loads(r.choices[0].message.content), PERSON)


def test_json_object_output_parses_streamed_too(server):
    chunks = server.client().chat.completions.create(
        model=server.model,
        messages=[{"role": "user", "content": "Give me a small JSON object with a cat's name."}],
        max_tokens=300,
        temperature=0.7,
        seed=3,
        response_format={"type": "json_object"},
        stream=True,
    )
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert isinstance(json.loads(text), dict)


def test_a_tool_call(server):
    import jsonschema

    client = server.client()
    r = client.chat.completions.create(
        model=server.model,
        messages=[{"role": "user", "content": "What is the weather in Paris?"}],
        tools=WEATHER,
        tool_choice="required",
        max_tokens=80,
        temperature=0,
    )
    choice = r.choices[0]
    assert choice.finish_reason == "tool_calls"
    [call] = choice.message.tool_calls
    assert call.function.name == "get_weather" and call.id.startswith("call_")
    jsonschema.validate(json.loads(call.function.arguments), WEATHER[0]["function"]["parameters"])
    # the answer to the call goes back as a tool message, and the model answers in text
    follow = client.chat.completions.create(
        model=server.model,
        messages=[
            {"role": "user", "content": "What is the weather in Paris?"},
            choice.message.model_dump(exclude_none=True),
            {"role": "tool", "tool_call_id": call.id, "content": '{"temperature": 21, "sky": "clear"}'},
        ],
        tools=WEATHER,
        tool_choice="none",
        max_tokens=16,
        temperature=0,
    )
    assert follow.choices[0].message.content and not follow.choices[0].message.tool_calls
    streamed = list(
        client.chat.completions.create(
            model=server.model,
            messages=[{"role": "user", "content": "Weather in Oslo?"}],
            tools=WEATHER,
            tool_choice={"type": "function", "function": {"name": "get_weather"}},
            max_tokens=80,
            temperature=0,
            stream=True,
        )
    )
    calls = [t for c in streamed if c.choices for t in (c.choices[0].delta.tool_calls or [])]
    assert len(calls) == 1 and calls[0].function.name == "get_weather"
    assert not "".join(c.choices[0].delta.content or "" for c in streamed if c.choices).strip()
    assert streamed[-1].choices[0].finish_reason == "tool_calls"


def test_eight_concurrent_clients_get_their_lone_answers(server):
    client = server.client()
    prompts = [f"Write one sentence about the number {i}." for i in range(8)]

    def ask(p):
        return (
            client.chat.completions.create(
                model=server.model, messages=[{"role": "user", "content": p}], max_tokens=12, temperature=0
            )
            .choices[0]
            .message.content
        )

    alone = [ask(p) for p in prompts[:2]]
    with ThreadPoolExecutor(8) as pool:
        together = list(pool.map(ask, prompts))
    assert together[:2] == alone and all(together)


def _raw(server, body: bytes, path="/v1/chat/completions", key=KEY, stream=False):
    url = urlparse(server.base)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=120)
    conn.request("POST", path, body, {"Content-Type": "application/json", "Authorization": f"Bearer {key}"})
    return conn, conn.getresponse()


def test_a_client_that_disconnects_mid_stream_frees_its_slot(server):
    body = json.dumps({"messages": ASK, "max_tokens": 400, "stream": True, "temperature": 0.7}).encode()
    conn, resp = _raw(server, body)
    assert resp.status == 200
    assert resp.readline().startswith(b"data: ")  # the role chunk
    assert resp.readline() == b"\n"
    assert resp.readline().startswith(b"data: ")  # a token
    conn.sock.close()
    conn.close()
    deadline = time.time() + 60
    while server.get("/health")[1]["running"] and time.time() < deadline:
        time.sleep(0.2)
    assert server.get("/health")[1]["running"] == 0
    still_serves(server)


def test_bad_requests_get_openai_errors_and_the_server_keeps_serving(server):
    client = server.client()
    with pytest.raises(openai.AuthenticationError):
        server.client(key="wrong").chat.completions.create(model=server.model, messages=ASK, max_tokens=2)
    assert server.get("/v1/models")[0] == 401 and server.get("/v1/models", key=KEY)[0] == 200
    status, _, err = server.post("/v1/chat/completions", b'{"messages": [', KEY)
    assert status == 400 and err["error"]["code"] == "invalid_json"
    status, _, err = server.post("/v1/chat/completions", json.dumps({"messages": ASK, "x": "y" * 5_000_000}).encode())
    assert status == 413 and "body" in err["error"]["message"]
    cases = [
        ({"messages": ASK, "temprature": 0.5}, "unknown field 'temprature'"),
        ({"messages": ASK, "logprobs": True, "top_logprobs": 21}, "top_logprobs"),
        ({"messages": ASK, "n": 2}, "'n' must be 1"),
        ({"messages": ASK, "temperature": 3}, "temperature"),
        ({"messages": ASK, "max_tokens": 100_000}, "max_tokens"),
        ({"messages": []}, "messages"),
        (
            {"messages": ASK, "response_format": {"type": "json_schema", "json_schema": {"schema": {"type": "strin"}}}},
            "strin",
        ),
        ({"messages": ASK, "tool_choice": "required"}, "no 'tools'"),
        ({"messages": ASK, "model": "llama-70b"}, "not served here"),
    ]
    for body, words in cases:
        status, _, err = server.post("/v1/chat/completions", json.dumps(body).encode())
        assert status in (400, 404) and words in err["error"]["message"], (body, err)
        assert set(err["error"]) == {"message", "type", "param", "code"}
    with pytest.raises(openai.BadRequestError, match="context"):
        client.chat.completions.create(
            model=server.model, messages=[{"role": "user", "content": "word " * 9000}], max_tokens=2
        )
    still_serves(server)


def test_embeddings_are_the_document_embedders(server):
    client = server.client()
    r = client.embeddings.create(
        input=["the lighthouse keeper", "a ship at sea", "tax forms"], model="all-minilm-l6-v2"
    )
    v = np.array([d.embedding for d in r.data])
    assert v.shape == (3, 384) and np.allclose(np.linalg.norm(v, axis=1), 1, atol=1e-3)
    assert v[0] @ v[1] > v[0] @ v[2] and r.usage.prompt_tokens > 6
    status, _, body = server.post(
        "/v1/embeddings", json.dumps({"input": "tax forms", "encoding_format": "base64"}).encode()
    )
    b = np.frombuffer(base64.b64decode(body["data"][0]["embedding"]), dtype="<f4")
    assert status == 200 and np.allclose(b, v[2], atol=1e-5)


def test_a_full_queue_answers_429_with_retry_after(small_server):
    body = json.dumps(
        {"prompt": "one two three", "max_tokens": 1000, "stream": True, "logit_bias": {"2": -100}}
    ).encode()
    streams = []
    for _ in range(2):  # one running, one waiting
        conn = http.client.HTTPConnection(urlparse(small_server.base).hostname, urlparse(small_server.base).port)
        conn.request("POST", "/v1/completions", body, {"Content-Type": "application/json"})
        streams.append(conn)
    deadline = time.time() + 60  # a bound against a hang: the second is in the queue once the server says so
    while small_server.get("/health/memory")[1]["requests_waiting"] < 1 and time.time() < deadline:
        time.sleep(0.1)
    assert small_server.get("/health")[1]["running"] == 1
    status, headers, err = small_server.post("/v1/completions", body, key=None)
    assert status == 429, err
    assert int(headers["retry-after"]) >= 1 and err["error"]["type"] == "rate_limit_error"
    for conn in streams:
        conn.close()


ORDINARY = [  # no additionalProperties, free strings: the grammar still closes the call inside max_tokens
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "The weather in a city",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}, "unit": {"type": "string", "enum": ["c", "f"]}},
                "required": ["city"],
            },
        },
    }
]


def test_required_calls_with_an_ordinary_schema_always_complete(server):
    client = server.client()

    def call(seed):
        return client.chat.completions.create(
            model=server.model,
            messages=[{"role": "user", "content": "What is the weather in Paris?"}],
            tools=ORDINARY,
            tool_choice="required",
            max_tokens=100,
            temperature=0.8,
            seed=seed,
        )

    with ThreadPoolExecutor(8) as pool:
        answers = list(pool.map(call, range(20)))
    for r in answers:
        assert r.choices[0].finish_reason == "tool_calls" and r.usage.completion_tokens <= 100
        [c] = r.choices[0].message.tool_calls
        assert set(json.loads(c.function.arguments)) <= {"city", "unit"} and "city" in c.function.arguments
    streamed = list(
        client.chat.completions.create(
            model=server.model,
            messages=[{"role": "user", "content": "Weather in Rome?"}],
            tools=ORDINARY,
            tool_choice={"type": "function", "function": {"name": "get_weather"}},
            max_tokens=60,
            temperature=0.8,
            seed=5,
            stream=True,
        )
    )
    [delta] = [t for c in streamed if c.choices for t in (c.choices[0].delta.tool_calls or [])]
    assert "city" in json.loads(delta.function.arguments) and streamed[-1].choices[0].finish_reason == "tool_calls"
    # a max_tokens that cannot hold the call is refused before decoding
    with pytest.raises(openai.BadRequestError, match="cannot hold a call"):
        client.chat.completions.create(
            model=server.model, messages=ASK, tools=ORDINARY, tool_choice="required", max_tokens=5
        )


def test_unknown_routes_and_methods_answer_json_and_failures_are_logged(server):
    url = urlparse(server.base)
    for method, path, status in [("GET", "/v1/nope", 404), ("GET", "/v1/chat/completions", 405)]:
        conn = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
        conn.request(method, path, headers={"Authorization": f"Bearer {KEY}"})
        resp = conn.getresponse()
        body = json.loads(resp.read())
        assert resp.status == status and set(body["error"]) == {"message", "type", "param", "code"}
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
    conn.request("PUT", "/v1/messages", headers={"x-api-key": KEY})
    resp = conn.getresponse()
    body = json.loads(resp.read())
    assert resp.status == 405 and body["type"] == "error" and "PUT" in body["error"]["message"]
    secret = "the prompt nobody may read"
    server.post(
        "/v1/chat/completions", json.dumps({"messages": [{"role": "user", "content": secret}], "tmp": 1}).encode()
    )
    deadline = time.time() + 10
    while "unknown field 'tmp'" not in server.log.read_text() and time.time() < deadline:
        time.sleep(0.1)
    log = server.log.read_text()
    assert "400 POST /v1/chat/completions: unknown field 'tmp'" in log
    assert "405 GET /v1/chat/completions" in log and "404 GET /v1/nope" in log
    assert secret not in log and KEY not in log


def test_embeddings_without_an_embedder_say_how_to_get_one(small_server):
    for body in ({"input": "x"}, {"input": "x", "model": small_server.model}):
        status, _, err = small_server.post("/v1/embeddings", json.dumps(body).encode(), key=None)
        assert status == 404 and "macllm pull all-minilm-l6-v2" in err["error"]["message"]
    assert [m["id"] for m in small_server.get("/v1/models")[1]["data"]] == [small_server.model]
