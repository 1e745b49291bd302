"""echo on /v1/completions without the server: a token prompt echoed without logprobs is decoded here (the
engine scores nothing), and the echoed prompt's offsets index the prompt as sent when the tokenizer adds a BOS
token."""

from __future__ import annotations

from macllm.events import GenerationDone, GenerationStats, TokenLogprob
from macllm.server import logprobs as lp
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


def entries(pieces: list[bytes]) -> list[TokenLogprob]:
    """A prompt's entries with the engine's offsets: the characters of the pieces before each."""
    out, offset = [], 0
    for i, piece in enumerate(pieces):
        out.append(TokenLogprob(i, piece, None if i == 0 else -1.0, offset, []))
        offset += len(piece.decode())
    return out


def test_echo_offsets_index_the_prompt_as_sent_past_a_bos_token():
    prompt = "Hi there"
    shaper = Shaper("m", False, [], logprobs=True, echo={"prompt": prompt})
    done = GenerationDone(
        " ok",
        "length",
        GenerationStats(),
        [9],
        [TokenLogprob(9, b" ok", -0.5, 0, [])],
        entries([b"<|begin_of_text|>", b"Hi", b" there"]),
    )
    choice = shaper.body(done)["choices"][0]
    text, offsets = choice["text"], choice["logprobs"]["text_offset"]
    assert text == "Hi there ok" and offsets == [0, 0, 2, 8]
    assert [text[o : o + len(t)] for o, t in zip(offsets[1:], choice["logprobs"]["tokens"][1:])] == [
        "Hi",
        " there",
        " ok",
    ]
    assert lp.prompt_offsets(entries([b"Hi", b" there"]), prompt) == [0, 2]  # no BOS: unchanged
