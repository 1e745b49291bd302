"""The engine's greedy tokens equal an independent float32 numpy reference on the same GGUF."""

from macllm.sampling import SamplingParams
from macllm.session import Session

from .reference_llama import ReferenceLlama

N = 32


def test_greedy_tokens_match_reference(engine, starter_gguf):
    session = Session()
    session.add_user("Write a short story about a robot who learns to paint.")
    prompt = engine.run(lambda e: session.prompt_tokens(e.model.tokenizer))
    session.messages.clear()
    done = engine.submit(session, SamplingParams(temperature=0.0, max_tokens=N), "Write a short story about a robot who learns to paint.").result()
    assert done.finish_reason == "length" and done.stats.generation_tokens == N
    ours = session.cache_tokens[len(prompt): len(prompt) + N]
    assert session.cache_tokens[: len(prompt)] == prompt
    reference = ReferenceLlama(starter_gguf).greedy(prompt, N)
    assert ours == reference
