"""Draft proposers for speculative decoding: where the guessed tokens come from (engine thread only).

- `LookupProposer` (prompt lookup): the tokens that followed the most recent earlier occurrence of the last
  n tokens, searched in the prompt and the answer so far. Free to compute, and right exactly when the answer
  copies from its context (document questions, code edits, quoting).
- `ModelProposer`: a small model of the same tokenizer guesses k tokens one at a time on its own KV cache,
  which is rolled back to what the target accepted after each round. When sampling, it also returns the
  distributions it drew from, for rejection sampling.

mlx-lm's `speculative_generate_step` fixes the draft length for the whole answer and knows only a draft model;
macllm's verify loop (decode.py) asks a proposer for up to k tokens per round, with k chosen by the
DraftController from costs it measures.
"""

from __future__ import annotations


class LookupProposer:
    kind = "lookup"

    def __init__(self, min_ngram: int = 2, max_ngram: int = 4):
        self.min_ngram, self.max_ngram = min_ngram, max_ngram
        # n -> {n-gram: index of the token that followed its most recent occurrence}
        self.index: dict[int, dict[tuple, int]] = {n: {} for n in range(min_ngram, max_ngram + 1)}
        self.indexed = 0  # tokens[:indexed] are in the index (as n-gram ends)

    def _extend(self, tokens: list[int]) -> None:
        # an n-gram ending at position e - 1 is indexed once its continuation tokens[e] exists
        for e in range(max(self.indexed, 1), len(tokens)):
            for n, table in self.index.items():
                if e >= n:
                    table[tuple(tokens[e - n : e])] = e
        self.indexed = max(self.indexed, len(tokens))

    def propose(self, tokens: list[int], k: int, sampling=None):
        """Up to k tokens that continue `tokens`, from the longest n-gram match; ([], None) when none."""
        self._extend(tokens)
        for n in range(self.max_ngram, self.min_ngram - 1, -1):
            if len(tokens) <= n:
                continue
            start = self.index[n].get(tuple(tokens[-n:]))
            if start is not None and start < len(tokens):
                return tokens[start : start + k], None
        return [], None

    def accepted(self, n: int) -> None:
        pass

    def catch_up(self, tokens: list[int]) -> None:
        pass


class ModelProposer:
    kind = "model"

    def __init__(self, model, cache: list, tokens: list[int]):
        self.model, self.cache = model, cache
        self.tokens = list(tokens)  # what the draft's cache holds: always a prefix of the sequence's tokens
        self._round: tuple[int, int] | None = None

    def prefill(self, chunk: list[int]) -> None:
        """Feed prompt tokens (the target's prefill calls this chunk by chunk); caller evaluates the caches."""
        import mlx.core as mx

        self.model(mx.array(chunk)[None], cache=self.cache)
        self.tokens += chunk

    def catch_up(self, tokens: list[int]) -> None:
        """Feed what the draft's cache lacks of `tokens` but the last one (after drafting was off a while), so
        that a round's draft time measures drafting alone."""
        import mlx.core as mx

        lag = tokens[len(self.tokens) : -1]
        if len(lag) > 1:
            self.prefill(lag)
            mx.eval([c.state for c in self.cache])

    def propose(self, tokens: list[int], k: int, sampling):
        """k tokens continuing `tokens` (the draft's cache first catches up on what it lacks), and for a
        sampling request the (k, V) distributions they were drawn from."""
        import mlx.core as mx

        drafts, dists = [], []
        x = mx.array(tokens[len(self.tokens) :])
        for _ in range(k):
            logits = self.model(x[None], cache=self.cache)[:, -1, :]
            # processors see the sequence and the drafts so far (still lazy arrays)
            lp = sampling.logprobs(logits, tokens, mx.concatenate(drafts) if drafts and sampling.processors else None)
            if sampling.greedy:
                d = mx.argmax(lp, axis=-1)
            else:
                q = sampling.probs(lp)
                dists.append(q)
                d = mx.random.categorical(mx.log(q))
            drafts.append(d)
            x = d
        out = mx.concatenate(drafts)
        q = mx.concatenate(dists, axis=0) if dists else None
        mx.eval([a for a in (out, q) if a is not None])
        proposed = out.tolist()
        self._round = (len(tokens), k)
        self.tokens = tokens + proposed[: k - 1]  # the last draft was never fed
        return proposed, q

    def accepted(self, n: int) -> None:
        """Roll the draft's cache back to the tokens the target accepted in the last round."""
        if self._round is not None:
            base, k = self._round
            self.trim_to(base + min(n, k - 1))
            self._round = None

    def trim_to(self, n: int) -> None:
        """Keep only the first n tokens of the draft's cache (the sequence stopped or was cut back)."""
        from mlx_lm.models.cache import trim_prompt_cache

        if len(self.tokens) > n:
            trim_prompt_cache(self.cache, len(self.tokens) - n)
            self.tokens = self.tokens[:n]
