"""Draft proposers for speculative decoding: where the guessed tokens come from (engine thread only).

- `LookupProposer` (prompt lookup): the tokens that followed the most recent earlier occurrence of the last
  n tokens, searched in the prompt and the answer so far. Free to compute, and right exactly when the answer
  copies from its context (document questions, code edits, quoting). A request's predicted output (OpenAI's
  `prediction`: the file an agent is editing) is searched first: the answer's first tokens are matched
  against its beginning, later ones by n-gram at the occurrence nearest after where the last accepted draft
  ended, so a line that repeats in the file is continued at the right place.
- `ModelProposer`: a small model of the same tokenizer guesses k tokens one at a time on its own KV cache,
  which is rolled back to what the target accepted after each round. When sampling, it also returns the
  distributions it drew from, for rejection sampling.

mlx-lm's `speculative_generate_step` fixes the draft length for the whole answer and knows only a draft model;
macllm's verify loop (decode.py) asks a proposer for up to k tokens per round, with k chosen by the
DraftController from costs it measures.
"""

from __future__ import annotations


def make_lookup(tokenizer, prediction: str | None, prompt_length: int) -> LookupProposer:
    """A request's prompt lookup, with its predicted output's tokens (as they would follow other text)."""
    predicted = list(tokenizer.encode(prediction, add_special_tokens=False)) if prediction else None
    return LookupProposer(prediction=predicted, answer_start=prompt_length)


class LookupProposer:
    kind = "lookup"

    def __init__(
        self, min_ngram: int = 2, max_ngram: int = 4, prediction: list[int] | None = None, answer_start: int = 0
    ):
        """prediction: the tokens the answer is expected to repeat; answer_start: the prompt's length (where the
        answer begins in the tokens `propose` is given)."""
        self.min_ngram, self.max_ngram = min_ngram, max_ngram
        # n -> {n-gram: index of the token that followed its most recent occurrence}
        self.index: dict[int, dict[tuple, int]] = {n: {} for n in range(min_ngram, max_ngram + 1)}
        self.indexed = 0  # tokens[:indexed] are in the index (as n-gram ends)
        self.prediction, self.answer_start = list(prediction or []), answer_start
        # n -> {n-gram: every index in the prediction of a token that follows it, ascending}
        self.predicted: dict[int, dict[tuple, list[int]]] = {n: {} for n in self.index}
        for e in range(1, len(self.prediction)):
            for n, table in self.predicted.items():
                if e >= n:
                    table.setdefault(tuple(self.prediction[e - n : e]), []).append(e)
        self.cursor = 0  # where in the prediction the last accepted draft ended
        self._drafted_at: int | None = None  # where in the prediction the last round's drafts began

    def _extend(self, tokens: list[int]) -> None:
        # an n-gram ending at position e - 1 is indexed once its continuation tokens[e] exists
        for e in range(max(self.indexed, 1), len(tokens)):
            for n, table in self.index.items():
                if e >= n:
                    table[tuple(tokens[e - n : e])] = e
        self.indexed = max(self.indexed, len(tokens))

    def propose(self, tokens: list[int], k: int, sampling=None):
        """Up to k tokens that continue `tokens`: from the prediction, else from the longest n-gram match in
        `tokens`; ([], None) when none."""
        self._drafted_at = None
        if self.prediction:
            start = self._in_prediction(tokens)
            if start is not None and start < len(self.prediction):
                self._drafted_at = start
                return self.prediction[start : start + k], None
        self._extend(tokens)
        for n in range(self.max_ngram, self.min_ngram - 1, -1):
            if len(tokens) <= n:
                continue
            start = self.index[n].get(tuple(tokens[-n:]))
            if start is not None and start < len(tokens):
                return tokens[start : start + k], None
        return [], None

    def _in_prediction(self, tokens: list[int]) -> int | None:
        """Where in the prediction the answer goes on: after its beginning while the answer is that beginning,
        else after the longest n-gram match nearest after the cursor (the last match before it if none is)."""
        from bisect import bisect_left

        answer = tokens[self.answer_start :]
        if len(answer) < self.max_ngram and self.prediction[: len(answer)] == answer:
            return len(answer)
        for n in range(self.max_ngram, self.min_ngram - 1, -1):
            found = self.predicted[n].get(tuple(tokens[-n:])) if len(tokens) > n else None
            if found:
                i = bisect_left(found, self.cursor)
                return found[i] if i < len(found) else found[-1]
        return None

    def accepted(self, n: int) -> None:
        if self._drafted_at is not None:
            self.cursor, self._drafted_at = self._drafted_at + n, None

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
