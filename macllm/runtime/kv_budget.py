"""Admission against the memory plan: what the KV caches may take, what each running request reserves, and
whether a new one fits beside them. Arithmetic on the plan (memory.py) and the requests' lengths; no MLX.

The KV caches get what the plan leaves beside the weights and one prefill chunk's working space (`limit`;
MACLLM_KV_GB sets it instead), and share it with the cache pool. A request reserves the KV of its whole prompt
plus its max_tokens (already capped by its context), at its own precision, plus the longest draft (rejected
drafts are trimmed, not freed), plus 255 tokens: mlx-lm grows a cache in 256-token steps from wherever it is, so
one that starts from a cached prefix ends up to 255 tokens past its length (measured: a 700-token prefix held 956
tokens once its first token was fed); never more than its context's steps, which is what the plan counted. The prefix it takes from the
pool is not taken off: mlx-lm's caches grow by concatenation, so its first chunk copies that prefix into the
request's own cache while the pool keeps its entry; a cached prefix saves prefill time, not KV. Requests that
decode in a batch, or will (a lone request, one prefilling beside the streams: scheduler._place), share
mlx-lm's BatchKVCache, which pads every row to the longest: each precision's group reserves its rows times its
longest reservation.

Every figure here comes from the plan, the requests and the pool's bytes; admission.py adds what MLX measures
beyond them, and what it holds for good beside the models (the server's embedder: `held`), which comes off the
limit. Each rank of a model split over several computes its own share's verdict and the ranks agree on
the strictest.
"""

from __future__ import annotations

from dataclasses import dataclass

from macllm.runtime.memory import GB, KV_STEP, MemoryBudgetError, _steps, gigabytes_setting, kv_bytes_per_token

ENV = "MACLLM_KV_GB"


class KvBudgetError(MemoryBudgetError):
    """A request whose KV cache alone would not fit in what the KV caches may take."""


@dataclass(frozen=True, slots=True)
class Need:
    tokens: int  # KV tokens reserved (reserve_tokens)
    kv_bits: int  # 0: full precision
    batched: bool  # shares its precision's padded batch


class KvBudget:
    def __init__(self, plan, config: dict, weights_mode: str, plan_bits: int = 0, limit: int | None = None):
        fp = plan.footprint
        self._config, self._dtype = config, 4 if weights_mode == "dense" else 2
        self._plan_bits, self._plan_per_token = plan_bits, fp.kv_per_token
        working = self.working = fp.working(plan.context)  # MLX's transients: counted beside what it holds
        if limit is None:
            limit = limit_from_env()
        if limit is not None:
            self.limit, self.source = limit, ENV
        else:
            self.limit = max(0, plan.device.limit - fp.weights - working)
            self.source = (
                f"{gb(plan.device.limit)} ({plan.device.source}) less the weights {gb(fp.weights)} and the "
                f"working space {gb(working)}"
            )

    def per_token(self, kv_bits: int) -> int:
        """KV bytes per token at this precision: the plan's (this rank's share), scaled for another precision."""
        if kv_bits == self._plan_bits:
            return self._plan_per_token
        at = kv_bytes_per_token(self._config, kv_bits or None, self._dtype)
        base = kv_bytes_per_token(self._config, self._plan_bits or None, self._dtype)
        return self._plan_per_token * at // base

    def reserved(self, needs: list[Need]) -> int:
        """Bytes a set of running requests reserves: batched ones by precision as rows x the longest."""
        total, groups = 0, {}
        for n in needs:
            if n.batched:
                groups.setdefault(n.kv_bits, []).append(n.tokens)
            else:
                total += n.tokens * self.per_token(n.kv_bits)
        for bits, tokens in groups.items():
            total += len(tokens) * max(tokens) * self.per_token(bits)
        return total

    def never_fits(self, need: Need, held: int = 0) -> bool:
        """held: bytes held for good beside the models (the embedders' weights), off what the KV may take."""
        return self.reserved([need]) > self.limit - held

    def refusal(self, need: Need, prompt: int, max_tokens: int, drafts: int, held: int = 0) -> str:
        """Why a request can never start, with the numbers and what to do."""
        per_token = self.per_token(need.kv_bits)
        precision = f"{need.kv_bits}-bit" if need.kv_bits else "full-precision"
        room = max(0, self.limit - held)
        fits = max(0, room // per_token - drafts - (KV_STEP - 1))  # the most prompt + max_tokens that fit
        advice = [f"shorten the prompt to under {fits} tokens" if prompt >= fits else ""]
        if prompt < fits:
            advice = [f"ask for at most {fits - prompt} max tokens", "or a shorter prompt"]
        if not need.kv_bits or need.kv_bits > 4:
            advice.append("quantize the KV cache (--kv-bits 4)")
        advice.append("or pick a smaller model (see 'macllm ls --available')")
        return (
            f"this request needs {gb(self.reserved([need]))} of KV cache ({prompt} prompt tokens + {max_tokens} "
            f"max tokens, {precision}) but the KV caches may take {gb(room)} ({self.source}"
            + (f", less {gb(held)} that the embedders' weights hold" if held else "")
            + "); "
            + ", ".join(a for a in advice if a)
        )


def reserve_tokens(prompt: int, max_tokens: int, drafts: int, context: int) -> int:
    """KV tokens a request's cache may come to hold (see the module's docstring)."""
    return min(prompt + max_tokens + drafts + KV_STEP - 1, _steps(context))


def limit_from_env() -> int | None:
    return gigabytes_setting(ENV, MemoryBudgetError)


def gb(n: int) -> str:
    """GB with two decimals, or four below a hundredth (the test models' caches)."""
    return f"{n / GB:.2f} GB" if n >= GB / 100 else f"{n / GB:.4f} GB"
