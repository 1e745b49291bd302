"""Speculative decoding: proposers that guess tokens (prompt lookup, a draft model), the verification of their
guesses (lossless for greedy and sampled requests), and the controller that picks the draft length from measured
costs and turns drafting off where it loses."""
