"""The batched path: concurrent requests decode together on mlx-lm's `BatchGenerator`.

Each engine step is one `BatchGenerator.next()`: a token for every decoding request, then one prefill chunk
for the prompts waiting to join, so long prompts never stall the running streams. A request leaves the
batch when it finishes (EOS or its max tokens, which the generator tracks), when its text hits a stop string,
or when it is cancelled; its cache is extracted for the pool. Every request gets its own sampler and a
tuple of logits processors (an empty one when it has none), so rows never mix after the batch is filtered.
"""

from __future__ import annotations

from macllm.runtime.sequence import Sequence


class BatchDecoder:
    def __init__(self, model, eos_token_ids, prefill_step: int, max_batch: int = 32):
        from mlx_lm.generate import BatchGenerator

        self.gen = BatchGenerator(
            model,
            stop_tokens=[[t] for t in eos_token_ids],
            prefill_step_size=prefill_step,
            completion_batch_size=max_batch,
            prefill_batch_size=min(8, max_batch),
        )
        self.seqs: dict[int, Sequence] = {}

    def __len__(self) -> int:
        return len(self.seqs)

    def add(
        self, seq: Sequence, todo: list[int], cache: list | None, cached_tokens: list[int], sampler, processors
    ) -> None:
        """Queue `seq` to join: `cache` holds `cached_tokens`, `todo` (at least one token) is still to feed."""
        [uid] = self.gen.insert(
            [todo],
            max_tokens=[seq.max_tokens - len(seq.generated)],
            caches=[cache],
            all_tokens=[list(cached_tokens)],
            samplers=[sampler],
            logits_processors=[tuple(processors or ())],
        )
        self.seqs[uid] = seq
        seq.stats.batched = True

    def step(self) -> list[tuple[Sequence, list | None, list[int]]]:
        """One batched step; returns the sequences that finished, each with its cache and the tokens it holds."""
        _, responses = self.gen.next()
        finished = []
        for r in responses:
            seq = self.seqs.get(r.uid)
            if seq is None:
                continue
            done = seq.feed(r.token)
            if r.finish_reason is not None:  # the generator has already let it go
                seq.finish_reason = seq.finish_reason or ("stop" if r.finish_reason == "stop" else "length")
                finished.append((self.seqs.pop(r.uid), r.prompt_cache, list(r.all_tokens or [])))
            elif done:
                finished.append(self.remove(r.uid))
        for uid, seq in list(self.seqs.items()):  # cancelled while still waiting or prefilling
            if seq.handle.cancelled and seq.finish_reason is None:
                seq.finish_reason = "cancelled"
                finished.append(self.remove(uid))
        return finished

    def remove(self, uid: int) -> tuple[Sequence, list | None, list[int]]:
        seq = self.seqs.pop(uid)
        if not seq.generated:  # mid-prefill: the batch's padded cache is not worth extracting
            self.gen.remove([uid])
            return seq, None, []
        cache, tokens = self.gen.remove([uid], return_prompt_caches=True).get(uid, (None, []))
        return seq, cache, list(tokens)

    def abandon(self) -> list[Sequence]:
        """After a failed step: every sequence, to be failed by the caller; the batch is not used again."""
        seqs, self.seqs = list(self.seqs.values()), {}
        self.gen.close()
        return seqs
