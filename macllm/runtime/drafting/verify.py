"""Verifying drafted tokens against the target: how many to accept and which token follows them.

Three rules, all lossless:
- greedy requests accept drafts while they equal the target's argmax; the token after them is the argmax;
- sampling requests use speculative sampling with rejection (Leviathan et al. 2023; Chen et al. 2023):
  draft d_i drawn from q_i is accepted with probability min(1, p_i(d_i) / q_i(d_i)); the first rejected one
  is replaced by a draw from the residual max(p_i - q_i, 0) (normalised), and when all are accepted one
  more token is drawn from p_k. Each emitted token then follows p exactly. Prompt-lookup drafts are
  deterministic, so q_i is a point mass: accept with probability p_i(d_i), else draw from p_i without d_i;
- seeded sampling requests draw the target's token at each position with the seed of that position (what
  plain decoding draws) and accept a draft only when it equals that draw, so a seed gives the same answer
  with or without drafting.
"""

from __future__ import annotations


def verify(sampling, logprobs, drafts: list[int], q, first_position: int) -> tuple[int, int]:
    """(number of drafts accepted, the token after them). logprobs: (k + 1, V) target rows, row i predicting the
    token at answer position first_position + i; q: (k, V) draft distributions, or None for point masses."""
    import mlx.core as mx

    k = len(drafts)
    if sampling.greedy:
        targets = mx.argmax(logprobs, axis=-1).tolist()
        return _matching(drafts, targets)
    if sampling.seed is not None:
        draws = mx.concatenate([sampling.sample(logprobs[i : i + 1], first_position + i) for i in range(k + 1)])
        return _matching(drafts, draws.tolist())
    p = sampling.probs(logprobs)
    d = mx.array(drafts)
    rows = mx.arange(k)
    p_d = p[rows, d]
    if q is None:
        ratio = p_d
        residual = _without(p[:k], d)
    else:
        ratio = p_d / q[rows, d]
        residual = mx.maximum(p[:k] - q, 0)
    accept = mx.random.uniform(shape=(k,)) < ratio
    # a residual row can be all zero only where p_i <= q_i everywhere, i.e. where rejection cannot happen
    candidates = mx.concatenate([residual, p[k:]], axis=0)
    replacements = mx.random.categorical(mx.log(candidates))
    mx.eval(accept, replacements)
    accepted = 0
    for ok in accept.tolist():
        if not ok:
            break
        accepted += 1
    return accepted, replacements[accepted].item()


def _without(p, d):
    """Rows of p with the probability of token d[i] removed from row i."""
    import mlx.core as mx

    mask = mx.arange(p.shape[-1])[None, :] == d[:, None]
    return mx.where(mask, 0.0, p)


def _matching(drafts: list[int], targets: list[int]) -> tuple[int, int]:
    n = 0
    while n < len(drafts) and drafts[n] == targets[n]:
        n += 1
    return n, targets[n]
