"""echo on /v1/completions without the server: a token prompt echoed without logprobs is decoded here (the
engine scores nothing)."""

from __future__ import annotations

from macllm.events import GenerationDone, GenerationStats
from macllm.server.answers import Shaper
from macllm.server.protocol import Limits, parse_completion


class Decoder:
    """A tokenizer's decode, enough for parse_completion."""

    def decode(self, ids):
        return "".join(f"<{i}>" for i in ids)


def test_an_echoed_token_prompt_without_logprobs_is_decoded_not_scored():
    parsed = parse_completion({"prompt": [5, 7, 9], "echo": True}, Limits(), 100, Decoder())
    assert parsed.request.prompt_logprobs is None and parsed.echo == {"prompt": "<5><7><9>"}
    done = GenerationDone(" x", "length", GenerationStats(), [3])
    body = Shaper("m", False, [], echo=parsed.echo).body(done)
    assert body["choices"][0]["text"] == "<5><7><9> x" and body["choices"][0]["logprobs"] is None
    scored = parse_completion({"prompt": [5, 7, 9], "echo": True, "logprobs": 1}, Limits(), 100, Decoder())
    assert scored.request.prompt_logprobs == 1 and scored.echo == {"prompt": None}  # its tokens' bytes

