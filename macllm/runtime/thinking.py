"""A thinking budget: a thinking model's thoughts end after a number of tokens (Anthropic's `budget_tokens`, or
the budget a `reasoning_effort` picks), and the answer follows. Engine thread only.

It is a logits processor in mlx-lm's form (`processor(tokens, logits) -> logits`), like constrained.py's
grammar, so both decode paths apply it with the request's other processors: it is called once per sampled
token, in order, and the first call after creation (or `resync`) only samples. It follows the answer's phases
as the server's `<think>` split does (server/answers.py, Thoughts): "open" (whether it thinks is not yet
known: whitespace so far), "thinking" (after the start tag, or from the first token where the chat template
opened the thinking in the prompt), "answer" (after the end tag, or a first token that is not the start tag).
Once the thoughts hold `budget` tokens, every logit but the end tag's is masked, so the end tag comes next
whatever the sampler. The sampled tokens are read in groups (one sync when the budget could be reached, or
every READ_EVERY tokens), so a budget costs nearly nothing before its limit and nothing once the answer has
begun. Because it counts calls in order, a request with a budget does not draft (a rejected draft would be
counted).
"""

from __future__ import annotations

READ_EVERY = 64  # sampled tokens left unread at most (each is a small lazy array)


def make_budget(tokenizer, budget: int | None, prompt: list[int]):
    """The request's ThinkingBudget, or None where there is nothing to end (no budget, no thinking tags)."""
    if budget is None or not getattr(tokenizer, "has_thinking", False):
        return None
    return ThinkingBudget(
        tuple(tokenizer.think_start_tokens), tuple(tokenizer.think_end_tokens), budget, prompt, tokenizer
    )


def opened_in_prompt(prompt: list[int], start: tuple, end: tuple) -> bool:
    """Whether the prompt ends inside a thought: its last start tag, within its last few tokens, is not closed."""
    tail = len(start) + 3  # the tag and a newline or two after it
    for i in range(len(prompt) - len(start), max(-1, len(prompt) - tail - 1), -1):
        if tuple(prompt[i : i + len(start)]) == start:
            after = prompt[i + len(start) :]
            return not any(tuple(after[j : j + len(end)]) == end for j in range(len(after)))
    return False


class ThinkingBudget:
    def __init__(self, start: tuple, end: tuple, budget: int, prompt: list[int], tokenizer=None):
        self.start, self.end, self.budget = start, end, budget
        self._tokenizer = tokenizer  # to tell whitespace tokens before the start tag
        self._opened = opened_in_prompt(prompt, start, end)
        self.reset()

    def reset(self) -> None:
        self.phase = "thinking" if self._opened else "open"
        self.lead: list[int] = []  # the tokens read while open
        self.thought: list[int] = []  # the tokens read while thinking (the end tag's, as it comes, included)
        self.unread: list = []  # sampled tokens not read yet (lazy arrays)
        self.fresh = True

    def resync(self, generated: list[int]) -> None:
        """The sequence moved to the other decode path with `generated` out: read them afresh; the next call
        samples without reading."""
        self.reset()
        for token in generated:
            self._read(token)
        self.fresh = True

    @property
    def forcing(self) -> bool:
        return self.phase == "thinking" and len(self.thought) >= self.budget

    def __call__(self, tokens, logits):
        if self.fresh:
            self.fresh = False
        elif self.phase != "answer":
            self.unread.append(tokens[-1:])
        if self.phase == "answer":
            return logits
        could_end = self.phase == "open" or len(self.thought) + len(self.unread) >= self.budget
        if self.unread and (could_end or len(self.unread) >= READ_EVERY):
            self._read_unread()
        if not self.forcing:
            return logits
        import mlx.core as mx

        token = self.end[self._closing()]
        keep = mx.arange(logits.shape[-1]) == token
        return mx.where(keep, mx.zeros_like(logits), mx.full(logits.shape, -float("inf"), logits.dtype))

    def _read_unread(self) -> None:
        import mlx.core as mx

        values = mx.concatenate(self.unread).tolist() if len(self.unread) > 1 else self.unread[0].tolist()
        self.unread = []
        for token in values:
            self._read(int(token))

    def _read(self, token: int) -> None:
        if self.phase == "open":
            self.lead.append(token)
            body = [t for t in self.lead if not self._blank(t)]
            if tuple(body[: len(self.start)]) == self.start:
                self.phase, self.thought = "thinking", body[len(self.start) :]
            elif tuple(body) != self.start[: len(body)]:
                self.phase = "answer"
        elif self.phase == "thinking":
            self.thought.append(token)
            if tuple(self.thought[-len(self.end) :]) == self.end:
                self.phase = "answer"

    def _blank(self, token: int) -> bool:
        return self._tokenizer is not None and not self._tokenizer.decode([token]).strip()

    def _closing(self) -> int:
        """How much of the end tag the thoughts already end with (the next of its tokens to force)."""
        for k in range(len(self.end) - 1, 0, -1):
            if tuple(self.thought[-k:]) == self.end[:k]:
                return k
        return 0
