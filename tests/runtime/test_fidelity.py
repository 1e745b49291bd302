"""The engine's greedy tokens equal an independent float32 numpy reference on the same GGUF."""

from macllm.requests import Request
from macllm.sampling import SamplingParams

from .reference_llama import ReferenceLlama

N = 32


def test_greedy_tokens_match_reference(engine, starter_gguf):
    messages = [{"role": "user", "content": "Write a short story about a robot who learns to paint."}]
    prompt = engine.run(lambda e: list(e.model.tokenizer.apply_chat_template(messages, add_generation_prompt=True)))
    done = engine.submit(
        Request(prompt=prompt, params=SamplingParams(temperature=0.0, max_tokens=N), cache=False)
    ).result()
    assert done.finish_reason == "length" and done.stats.generation_tokens == N
    reference = ReferenceLlama(starter_gguf).greedy(prompt, N)
    assert done.token_ids == reference
