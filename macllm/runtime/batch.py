"""The batched path: concurrent requests decode together on mlx-lm's `BatchGenerator`.

Each engine step is one `BatchGenerator.next()`: a token for every decoding request, then one prefill chunk
for the prompts waiting to join, so long prompts never stall the running streams. The chunk's size is chosen
per step by the scheduler's ChunkChoice (prefill.py) and handed to the generator as its `prefill_step_size`
(which it reads at every step); its own counters (`BatchGenerator.stats()`) time the chunk. A request leaves the
batch when it finishes (EOS or its max tokens, which the generator tracks), when its text hits a stop string,
or when it is cancelled; its cache is extracted for the pool. Every request gets its own sampler and a
tuple of logits processors (an empty one when it has none), so rows never mix after the batch is filtered.
A request that asks for logprobs gets a RawLogits recorder first among its processors (logprobs.py); the
others' rows are left as they are (while such a row is in the batch, mlx-lm slices every row's logits to run
the processors row by row).
"""

from __future__ import annotations

from macllm.runtime.logprobs import RawLogits
from macllm.runtime.prefill import CHUNKS, DEFAULT_CHUNK, ChunkChoice
from macllm.runtime.sequence import Sequence


class BatchDecoder:
    def __init__(self, model, eos_token_ids, max_batch: int = 32):
        from mlx_lm.generate import BatchGenerator

        self.gen = BatchGenerator(
            model,
            stop_tokens=[[t] for t in eos_token_ids],
            # the prompt batch keeps the size it was made with as its inner step: the largest, so that the
            # chunk chosen per step (gen.prefill_step_size, set in step()) runs in one forward
            prefill_step_size=CHUNKS[-1],
            completion_batch_size=max_batch,
            prefill_batch_size=min(8, max_batch),
        )
        self.seqs: dict[int, Sequence] = {}
        self.prefill_at: dict[int, tuple[int, int]] = {}  # uid -> (tokens its cache holds, prompt tokens left)
        self.raw: dict[int, RawLogits] = {}  # uid -> the recorder of a request that asked for logprobs

    @property
    def prefilling(self) -> bool:
        return bool(self.prefill_at)

    @property
    def decoding(self) -> bool:
        return len(self.seqs) > len(self.prefill_at)

    def __len__(self) -> int:
        return len(self.seqs)

    def add(
        self, seq: Sequence, todo: list[int], cache: list | None, cached_tokens: list[int], sampler, processors
    ) -> None:
        """Queue `seq` to join: `cache` holds `cached_tokens`, `todo` (at least one token) is still to feed."""
        raw = RawLogits(seq.request.logprobs) if seq.request.logprobs is not None else None
        [uid] = self.gen.insert(
            [todo],
            max_tokens=[seq.max_tokens - len(seq.generated)],
            caches=[cache],
            all_tokens=[list(cached_tokens)],
            samplers=[sampler],
            logits_processors=[((raw,) if raw is not None else ()) + tuple(processors or ())],
        )
        self.seqs[uid] = seq
        if raw is not None:
            self.raw[uid] = raw
        if len(todo) > 1:  # the generator feeds all but the last token as prompt chunks
            self.prefill_at[uid] = (len(cached_tokens), len(todo))
        seq.stats.batched = True

    def step(self, choice: ChunkChoice | None = None) -> list[tuple[Sequence, list | None, list[int]]]:
        """One batched step; returns the sequences that finished, each with its cache and the tokens it holds."""
        rows = min(len(self.prefill_at), self.gen.prefill_batch_size)
        position = max((held for held, _ in self.prefill_at.values()), default=0)
        if rows:
            left = max(left for _, left in self.prefill_at.values())
            self.gen.prefill_step_size = choice.size(position, left, rows) if choice is not None else DEFAULT_CHUNK
        with self.gen.stats() as stats:
            prompts, responses = self.gen.next()
        self._track_prefill(prompts, stats, position, choice)
        finished = []
        for r in responses:
            seq = self.seqs.get(r.uid)
            if seq is None:
                continue
            raw = self.raw.get(r.uid)
            done = seq.feed(r.token, raw.take(r.token) if raw is not None else None)
            if r.finish_reason is not None:  # the generator has already let it go
                seq.finish_reason = seq.finish_reason or ("stop" if r.finish_reason == "stop" else "length")
                self.raw.pop(r.uid, None)
                finished.append((self.seqs.pop(r.uid), r.prompt_cache, list(r.all_tokens or [])))
            elif done:
                finished.append(self.remove(r.uid))
        for uid, seq in list(self.seqs.items()):  # cancelled while still waiting or prefilling
            if seq.handle.cancelled and seq.finish_reason is None:
                seq.finish_reason = "cancelled"
                finished.append(self.remove(uid))
        return finished

    def _track_prefill(self, prompts, stats, position: int, choice: ChunkChoice | None) -> None:
        """Update each prefilling row's position from the generator's progress, and record the chunk's cost."""
        fed = 0
        for r in prompts:
            if r.uid not in self.prefill_at:
                continue
            if r.end_of_prompt:
                del self.prefill_at[r.uid]
                continue
            left = r.progress[1] - r.progress[0]
            self.prefill_at[r.uid] = (len(self.seqs[r.uid].tokens) - left, left)
            fed += 1
        if choice is not None and fed and stats.prompt_tokens:
            choice.fed(stats.prompt_tokens // fed, position, stats.prompt_time, fed)

    def remove(self, uid: int) -> tuple[Sequence, list | None, list[int]]:
        self.prefill_at.pop(uid, None)
        self.raw.pop(uid, None)
        seq = self.seqs.pop(uid)
        if not seq.generated:  # mid-prefill: the batch's padded cache is not worth extracting
            self.gen.remove([uid])
            return seq, None, []
        cache, tokens = self.gen.remove([uid], return_prompt_caches=True).get(uid, (None, []))
        return seq, cache, list(tokens)

    def abandon(self) -> list[Sequence]:
        """After a failed step: every sequence, to be failed by the caller; the batch is not used again."""
        seqs, self.seqs, self.prefill_at, self.raw = list(self.seqs.values()), {}, {}, {}
        self.gen.close()
        return seqs
