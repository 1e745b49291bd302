"""Prefix reuse: the Scheduler's base for a request's KV cache, from the pool at its start back into it at its end,
as MemoryAdmission (admission.py) is its base for memory. Engine thread only.

A request starts from the longest prefix of its prompt that the cache pool (cache_pool.py, with its disk tier)
holds for the model at the request's KV precision (caches of another precision never match: `pool_key`), or from
a fresh cache, quantized to kv_bits where the model's head size and the backend allow it (mlx-lm's
QuantizedKVCache; `kv_supported`). When it ends, its cache goes back into the pool (the draft model's too), and
its answer reports where memory went (weights, its KV, the pool, the rest). With several ranks (`lockstep`,
distributed.py) the ranks agree that a request can start (its memory check reads each rank's own memory) and on
the cached prefix they all hold: each pool and disk tier evicts by its own budget, so a rank's longer prefix is
cut to the shortest, or every rank starts fresh where a cache cannot be cut.
"""

from __future__ import annotations

from macllm.errors import MacllmError
from macllm.runtime.sequence import Sequence


class PrefixReuse:
    """Needs of the Scheduler: lm, draft, pool, lockstep, weights_bytes."""

    def _cached(self, lm, tokens: list[int], use_pool: bool, at_most: int | None = None, kv_bits: int = 0):
        """(cache, tokens reused, source) for `tokens` under model `lm`: from the pool, or a fresh cache
        (quantized to kv_bits when asked: mlx-lm's QuantizedKVCache)."""
        from mlx_lm.models.cache import KVCache, make_prompt_cache

        from macllm.runtime.cache_pool import is_plain
        from macllm.runtime.kv_quant import QuantizedKVCache

        fresh = make_prompt_cache(lm.model)
        group = kv_group_for(lm, kv_bits)
        if kv_bits and group and all(type(c) is KVCache for c in fresh) and self.kv_supported():
            fresh = [QuantizedKVCache(group, kv_bits) for _ in fresh]  # else it stays at full precision
        if use_pool:
            key = pool_key(lm, kv_bits if fresh and not isinstance(fresh[0], KVCache) else 0)
            found = self.pool.fetch(
                key, tokens[: at_most + 1] if at_most is not None else tokens, disk_ok=is_plain(fresh)
            )
            if found.cache is not None:
                return found.cache, found.reused, found.source
        return fresh, 0, "none"

    def _agree(self, error: BaseException | None) -> None:
        """With several ranks: a request starts only where every rank can start it (the memory check of a
        longer context reads each rank's own memory)."""
        if self.lockstep is not None and not self.lockstep.agree_min(0 if error else 1) and error is None:
            raise MacllmError("another rank cannot start this request (its reason is in its output); try a shorter one")

    def _agree_prefix(self, lm, tokens: list[int], cache, reused: int, source: str, kv_bits: int):
        """With several ranks: the cached prefix every rank holds (each pool and disk tier evicts by its own
        budget), this rank's cache cut to it, or a fresh cache on every rank where one cannot be cut."""
        from mlx_lm.models.cache import trim_prompt_cache

        agreed = self.lockstep.agree_min(reused)
        reachable = agreed in (reused, 0) or trimmable(cache)
        agreed = self.lockstep.agree_min(agreed if reachable else 0)
        if agreed == reused:
            return cache, reused, source
        if agreed and trimmable(cache):
            trim_prompt_cache(cache, reused - agreed)
            return cache, agreed, source
        fresh, _, _ = self._cached(lm, tokens, False, kv_bits=kv_bits)
        return fresh, 0, "none"

    @staticmethod
    def kv_supported() -> bool:
        """Whether this backend runs quantized attention. MLX's CUDA backend lacks quantized_matmul for many
        attention shapes (measured on the H200: prompts of 38 and 1024 tokens fail, 256 passes, in float32 and
        bfloat16), so there the KV cache stays at full precision; Metal and the CPU run every shape."""
        from macllm.runtime.backend import has_cuda

        return not has_cuda()

    # -- the end of a request ------------------------------------------------------------------------------
    def _finish(self, seq: Sequence, cache, tokens: list[int], draft_state=None, draft_stats=None) -> None:
        import mlx.core as mx

        kv_bytes = sum(c.nbytes for c in cache) if cache else 0
        if seq.request.cache:
            try:
                if cache:
                    self.pool.insert(
                        pool_key(self.lm, bits_of(cache)),
                        tokens,
                        cache,
                        persist=seq.request.persist,
                        tag=seq.request.cache_tag,
                    )
                    kv_bytes = min(kv_bytes, sum(c.nbytes for c in cache))  # compacted if the pool kept it
                if draft_state and draft_state[1] and self.draft is not None:
                    self.pool.insert(self.draft.key, draft_state[1], draft_state[0], tag=seq.request.cache_tag)
            except Exception:  # a cache that cannot be kept costs a recompute, never the answer
                pass
        try:
            seq.done(mx.get_peak_memory() / 1e9, draft_stats, self._memory(seq, kv_bytes))
        except Exception as e:  # the handle must end either way
            seq.fail(e)

    def _memory(self, seq: Sequence, kv_bytes: int) -> dict:
        import mlx.core as mx

        active = mx.get_active_memory()
        pool = max(0, self.pool.nbytes - kv_bytes)
        other = max(0, active - self.weights_bytes - kv_bytes - pool)
        return {
            "memory_weights_gb": self.weights_bytes / 1e9,
            "memory_kv_gb": kv_bytes / 1e9,
            "memory_pool_gb": pool / 1e9,
            "memory_other_gb": other / 1e9,
            "kv_bits": seq.kv_bits,
            "context": seq.context,
        }


def kv_group_for(lm, kv_bits: int) -> int:
    """The quantization group of this model's KV cache at kv_bits (0: not quantized, or cannot be)."""
    from macllm.runtime.memory import head_dim, kv_group

    return kv_group(head_dim(lm.config), kv_bits) if kv_bits else 0


def pool_key(lm, kv_bits: int) -> str:
    """The pool's key for a model's KV: caches of another precision never match."""
    return lm.key if not kv_bits else f"{lm.key}|kv{kv_bits}"


def bits_of(cache) -> int:
    """The bits of a cache's quantized KV (0: full precision)."""
    return getattr(cache[0], "bits", 0) if cache else 0


def trimmable(cache) -> bool:
    """Whether tokens can be cut off the end of this cache (rejected drafts, a shorter agreed prefix)."""
    from mlx_lm.models.cache import can_trim_prompt_cache

    return can_trim_prompt_cache(cache)
