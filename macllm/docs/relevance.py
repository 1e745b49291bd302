"""The chat model as a judge of relevance: the probability that it answers "yes" to "Does the passage answer the
question?", for the `llm` reranker (docs/rerank.py). One forward pass per passage, no generation: each prompt ends
where the model's reply starts, and the yes-probability is read from the next token's logits, P(yes) / (P(yes) +
P(no)) over the tokens that spell yes and no ("yes", "Yes", " yes", ...).

The passages of one question are batched: the prompts' shared beginning (the chat template and the question) is
computed once and its KV cache copied into each batch; the rest is padded on the right (a causal model's last real
token sees none of the padding after it), the backbone's hidden state is taken at each prompt's last token and only
those rows go through the output layer (a [batch, tokens, vocabulary] logit array would be gigabytes). Passages are cut to
`max_passage_tokens`. mlx-lm's models are called as they are; `yes_probabilities` runs on the thread that calls it,
which must own MLX: `engine_relevance` hands it to the engine's thread. Scores are cached by the model, the
question and a hash of the passage, so a passage judged once for a question is not judged again.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import PurePath

import numpy as np

INSTRUCTION = "Does the passage answer the question? Answer yes or no."
MAX_PASSAGE_TOKENS = 96  # of a passage's ~150 (600 characters of English): what was measured, for the CPU's sake
BATCH = 8


def prompt_text(question: str, passage: str, source: str = "") -> list[dict]:
    """The chat messages that ask the model to judge one passage."""
    where = f"Source: {source}\n" if source else ""
    # the question first: every prompt of one question then starts alike, and that prefix is computed once
    return [{"role": "user", "content": f"Question: {question}\n\n{where}Passage: {passage}\n\n{INSTRUCTION}"}]


def reply_ids(tokenizer, words: tuple[str, ...]) -> list[int]:
    """The first token of each spelling of the words (with and without a leading space, any case), deduplicated."""
    ids = []
    for w in words:
        for spelling in (w, w.capitalize(), " " + w, " " + w.capitalize()):
            t = tokenizer.encode(spelling, add_special_tokens=False)
            if t and t[0] not in ids:
                ids.append(t[0])
    return ids


def prompt_ids(tokenizer, question: str, passage: str, source: str, max_passage_tokens: int) -> list[int]:
    """The tokens of the judging prompt, the passage cut to max_passage_tokens, ending where the reply begins."""
    cut = tokenizer.encode(passage, add_special_tokens=False)
    if len(cut) > max_passage_tokens:
        passage = tokenizer.decode(cut[:max_passage_tokens]) + " ..."
    messages = prompt_text(question, passage, source)
    if getattr(tokenizer, "chat_template", None):
        return list(tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=True))
    return tokenizer.encode(messages[0]["content"] + "\nAnswer:")


def _output_layer(model):
    """The model's hidden state -> logits: its lm_head, or its tied embedding (mlx-lm's models have one of them)."""
    head = getattr(model, "lm_head", None)
    if head is not None:
        return head
    return model.model.embed_tokens.as_linear


def yes_probabilities(
    model, tokenizer, question: str, passages: list[tuple[str, str]], max_passage_tokens: int = MAX_PASSAGE_TOKENS
) -> np.ndarray:
    """float32 [len(passages)]: P(yes) / (P(yes) + P(no)) for each (text, source) passage. Call on the MLX thread."""
    import mlx.core as mx

    yes, no = reply_ids(tokenizer, ("yes",)), reply_ids(tokenizer, ("no",))
    prompts = [prompt_ids(tokenizer, question, text, source, max_passage_tokens) for text, source in passages]
    pad = tokenizer.pad_token_id if getattr(tokenizer, "pad_token_id", None) is not None else 0
    backbone, head = model.model, _output_layer(model)
    out = np.zeros(len(prompts), dtype=np.float32)
    if not prompts:
        return out
    shared = shared_prefix(prompts)
    cache = prefix_cache(model, prompts[0][:shared]) if len(prompts) > 1 else None
    if cache is None:
        shared = 0
    rest = [p[shared:] for p in prompts]
    order = sorted(range(len(rest)), key=lambda i: len(rest[i]))  # similar lengths share a batch: less padding
    for start in range(0, len(order), BATCH):
        idx = order[start : start + BATCH]
        width = max(len(rest[i]) for i in idx)
        ids = mx.array([rest[i] + [pad] * (width - len(rest[i])) for i in idx])
        hidden = backbone(ids, cache=batch_cache(cache, len(idx))) if cache else backbone(ids)
        last = hidden[mx.arange(len(idx)), mx.array([len(rest[i]) - 1 for i in idx])]
        logits = head(last).astype(mx.float32)
        odds = mx.logsumexp(logits[:, yes], axis=-1) - mx.logsumexp(logits[:, no], axis=-1)
        out[idx] = np.array(mx.sigmoid(odds))
    return out


def shared_prefix(prompts: list[list[int]]) -> int:
    """How many leading tokens all the prompts share (at least one token of each is left out of it)."""
    first, n = prompts[0], min(len(p) for p in prompts) - 1
    i = 0
    while i < n and all(p[i] == first[i] for p in prompts):
        i += 1
    return i


def prefix_cache(model, prefix: list[int]):
    """mlx-lm's KV cache of the prefix, computed once; None where the model's cache is not plain KVCache layers
    (a sliding window, say), which batch_cache cannot copy."""
    import mlx.core as mx
    from mlx_lm.models.cache import KVCache, make_prompt_cache

    cache = make_prompt_cache(model)
    if len(prefix) < 2 or not all(type(c) is KVCache for c in cache):
        return None
    model.model(mx.array([prefix]), cache=cache)
    mx.eval([c.state[:2] for c in cache])
    return cache


def batch_cache(cache, n: int):
    """n copies of a one-row prefix cache as one batch's cache (the prompts' other tokens go after it)."""
    import mlx.core as mx
    from mlx_lm.models.cache import KVCache

    out = []
    for c in cache:
        keys, values = c.keys_and_values()
        b = KVCache()
        b.keys, b.values, b.offset = mx.repeat(keys, n, axis=0), mx.repeat(values, n, axis=0), c.offset
        out.append(b)
    return out


def source_of(file: str, heading: str) -> str:
    """What the prompt names a passage's source by: its file's name and its heading (never an absolute path)."""
    name = PurePath(file).name
    return f"{name} › {heading}" if heading else name


@dataclass(slots=True)
class RelevanceCache:
    """{(model key, question, passage hash): yes-probability}, the oldest dropped past `size` entries."""

    size: int = 20_000
    scores: OrderedDict = field(default_factory=OrderedDict)

    @staticmethod
    def key(model: str, question: str, text: str) -> tuple[str, str, str]:
        return model, question, hashlib.sha1(text.encode("utf-8")).hexdigest()

    def get(self, key):
        if key in self.scores:
            self.scores.move_to_end(key)
        return self.scores.get(key)

    def put(self, key, value: float) -> None:
        self.scores[key] = value
        self.scores.move_to_end(key)
        while len(self.scores) > self.size:
            self.scores.popitem(last=False)


def cached_relevance(score, model_key, cache: RelevanceCache | None = None):
    """A relevance(question, passages) -> probabilities that asks score(question, uncached passages) only for what
    the cache lacks; passages are (text, source) pairs; model_key() names the model that judges."""
    cache = RelevanceCache() if cache is None else cache

    def relevance(question: str, passages: list[tuple[str, str]]) -> np.ndarray:
        model = model_key()
        keys = [cache.key(model, question, f"{source}\n{text}") for text, source in passages]
        missing = [i for i, k in enumerate(keys) if cache.get(k) is None]
        if missing:
            for i, p in zip(missing, score(question, [passages[i] for i in missing])):
                cache.put(keys[i], float(p))
        return np.array([cache.get(k) for k in keys], dtype=np.float32)

    relevance.cache = cache
    return relevance


def engine_relevance(engine, max_passage_tokens: int = MAX_PASSAGE_TOKENS, cache: RelevanceCache | None = None):
    """relevance(question, passages) judged by the engine's current chat model, on the engine's thread, cached."""

    def score(question, passages):
        def run(e):
            if getattr(e, "lockstep", None) is not None:  # rank 0 alone would run a model split over every rank
                from macllm.errors import MacllmError

                raise MacllmError(
                    "--rerank llm judges with the chat model on rank 0 alone, which does not run across several "
                    "ranks; use --rerank cross-encoder or late, or run macllm on one machine"
                )
            return yes_probabilities(e.model.model, e.model.tokenizer, question, passages, max_passage_tokens)

        return engine.run(run)

    return cached_relevance(score, lambda: engine.run(lambda e: e.model.key), cache)


def local_relevance(model: str, max_passage_tokens: int = MAX_PASSAGE_TOKENS):
    """relevance(question, passages) judged by an installed chat model loaded on this thread (`docs search`,
    scripts/eval_docs: no engine), cached."""
    from macllm import model_store
    from macllm.runtime.model_loader import load_model

    loaded = load_model(model_store.resolve(model), model)

    def score(question, passages):
        return yes_probabilities(loaded.model, loaded.tokenizer, question, passages, max_passage_tokens)

    return cached_relevance(score, lambda: loaded.key)
