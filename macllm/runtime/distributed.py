"""One model across several processes (machines, or ranks on one host) with MLX's own distributed layer.

Started by `mlx.launch` (ring over TCP or Thunderbolt, JACCL, MPI, NCCL), every process runs the same engine
in lockstep (engine.py): rank 0 owns the inbox, admission and scheduling, and at every engine iteration it
publishes what the other ranks need to run the same iteration (new requests, cancels, loads, a random seed,
a digest of the previous step's tokens); every rank then runs the same forward on its shard of the weights.
Decisions rank 0 takes from its own timings or memory (the prefill chunk size, the cached prefix the pool
found, the draft length) are shared at the point where they are taken. This module holds the pieces: the group, rank 0's
broadcast of bytes and integers, and the sharding of a loaded model.

A broadcast is an `all_sum` in which every rank but 0 contributes zeros (MLX's distributed layer has no
broadcast of its own): first a header of integers (the payload's length among them), then the payload as
uint8. On one machine (no launcher, or a group of one) none of this runs.

Sharding reuses mlx-lm: `model.shard(group)` (tensor parallel: each rank holds 1/N of every attention and MLP
matrix, and the partial results meet in an all_sum) where the attention heads and KV heads divide by N, else
`model.model.pipeline(group)` (each rank runs a contiguous run of layers and hands the hidden states on) where
the architecture has it, and for llama, which mlx-lm does not split by layers, llama_pipeline.py. mlx-lm's
`sharded_load` is not used as it is: on the CPU backend macllm dequantizes the weights to float32 before they
are split (model_loader.py), and it reads the model through the hub.
"""

from __future__ import annotations

import json
import math
import os

from macllm.errors import MacllmError

RANK_VARIABLES = ("MLX_RANK", "OMPI_COMM_WORLD_RANK", "PMI_RANK")


def launched_rank() -> int | None:
    """This process's rank when a launcher started it (mlx.launch, mpirun), else None; reads no MLX."""
    for name in RANK_VARIABLES:
        value = os.environ.get(name)
        if value is not None and value.strip().isdigit():
            return int(value)
    return None


def join():
    """The world group when this process is one of several ranks, else None (one machine: no lockstep)."""
    if launched_rank() is None:
        return None
    import mlx.core as mx

    group = mx.distributed.init()
    return group if group.size() > 1 else None


class Lockstep:
    """Rank 0's broadcasts to the other ranks of a group, and agreements between all of them. Every rank must
    make the same calls in the same order (they are collectives); engine thread only."""

    def __init__(self, group):
        self.group = group
        self.rank, self.size = group.rank(), group.size()

    @property
    def leader(self) -> bool:
        return self.rank == 0

    @staticmethod
    def _stream():
        """The model's own stream: a collective queued on another one could run before or after the model's
        (the next token's forward is queued before the current one is read) in a different order on each rank."""
        from mlx_lm.generate import generation_stream

        return generation_stream

    def _sum(self, x):
        import mlx.core as mx

        return mx.distributed.all_sum(x, group=self.group, stream=self._stream())

    def share_ints(self, values: list[int] | None, n: int) -> list[int]:
        """Rank 0's n integers (int32), on every rank; the others pass None."""
        import mlx.core as mx

        x = mx.array(values, dtype=mx.int32) if self.leader else mx.zeros((n,), dtype=mx.int32)
        return self._sum(x).tolist()

    def share_bytes(self, data: bytes | None, length: int) -> bytes:
        """Rank 0's `length` bytes, on every rank (the length was shared before)."""
        import mlx.core as mx
        import numpy as np

        if self.leader:
            x = mx.array(np.frombuffer(data, dtype=np.uint8))
        else:
            x = mx.zeros((length,), dtype=mx.uint8)
        return np.asarray(self._sum(x)).tobytes()

    def publish(self, events: list | None, seed: int = 0, digest: int = 0) -> tuple[list, int, int]:
        """One engine iteration's message: rank 0 passes its events (JSON-able), the others None; every rank
        gets (events, seed, digest)."""
        payload = json.dumps(events, separators=(",", ":")).encode() if self.leader and events else b""
        length, seed, digest = self.share_ints([len(payload), seed, digest] if self.leader else None, 3)
        if not length:
            return [], seed, digest
        return json.loads(self.share_bytes(payload, length)), seed, digest

    def share_int(self, value: int | None) -> int:
        """Rank 0's decision (a prefill chunk size), on every rank."""
        return self.share_ints([value] if self.leader else None, 1)[0]

    def agree_min(self, value: int) -> int:
        """The smallest of every rank's value (how many cached tokens every rank holds; 0/1 as all-ok)."""
        import mlx.core as mx

        x = mx.array([value], dtype=mx.int32)
        return mx.distributed.all_min(x, group=self.group, stream=self._stream()).item()


class LockstepChoice:
    """A ChunkChoice (prefill.py) whose sizes rank 0 chooses from its measurements and every rank uses: the
    decoders call size() at the same points on every rank, so the call itself is the broadcast."""

    def __init__(self, choice, lockstep: Lockstep):
        self.choice, self.lockstep = choice, lockstep

    @property
    def used(self) -> int:
        return self.choice.used

    def size(self, position: int, remaining: int, rows: int = 1) -> int:
        mine = self.choice.size(position, remaining, rows) if self.lockstep.leader else None
        return self.lockstep.share_int(mine)

    def fed(self, tokens: int, position: int, seconds: float, rows: int = 1) -> None:
        self.choice.fed(tokens, position, seconds, rows)

    def settle(self, step_s: float) -> None:
        self.choice.settle(step_s)


class LockstepController:
    """A DraftController (drafting/controller.py) whose draft length rank 0 picks from its own timings and every
    rank uses: the single path calls next_k at the same points on every rank, so the call is the broadcast. The
    rest (its records, its figures) is the wrapped controller's own."""

    def __init__(self, controller, lockstep: Lockstep):
        self.controller, self.lockstep = controller, lockstep

    def next_k(self) -> int:
        return self.lockstep.share_int(self.controller.next_k() if self.lockstep.leader else None)

    def __getattr__(self, name):
        return getattr(self.controller, name)


# -- sharding ------------------------------------------------------------------------------------------------
def shard_plan(config: dict, size: int, name: str = "the model") -> str:
    """How a model with this config splits over `size` ranks: "tensor" or "pipeline"; a MacllmError that says
    why and what to do when it cannot (decided from the config alone, before any weight is read)."""
    from mlx_lm.models.pipeline import PipelineMixin
    from mlx_lm.utils import _get_classes

    try:
        model_class, _ = _get_classes(config)
    except ValueError as e:
        raise MacllmError(f"{name}: architecture '{config.get('model_type')}' is not supported ({e})") from None
    text = config.get("text_config", config)
    heads = text.get("num_attention_heads", 0)
    kv_heads = text.get("num_key_value_heads", heads)
    if hasattr(model_class, "shard") and heads and heads % size == 0 and kv_heads % size == 0:
        return "tensor"
    from macllm.runtime.llama_pipeline import can_pipeline

    module = __import__(model_class.__module__, fromlist=["_"])
    pipelined = can_pipeline(config) or any(
        isinstance(v, type) and issubclass(v, PipelineMixin) and v is not PipelineMixin for v in vars(module).values()
    )
    layers = text.get("num_hidden_layers", 0)
    if pipelined and layers >= size:
        return "pipeline"
    arch = config.get("model_type", "?")
    why = (
        f"its {heads} attention heads and {kv_heads} KV heads do not divide by {size} (tensor parallel)"
        if hasattr(model_class, "shard")
        else f"mlx-lm cannot split '{arch}' by heads (tensor parallel)"
    )
    if pipelined:
        layer_why = f"it has fewer layers ({layers}) than ranks"
    elif arch == "llama":
        layer_why = "its sliding-window layers do not split by layers here"
    else:
        layer_why = f"mlx-lm has no layer split for '{arch}'"
    raise MacllmError(
        f"{name} cannot be split over {size} ranks: {why}, and {layer_why} (pipeline); run it on one machine, "
        f"or pick a model whose heads divide by {size} (qwen2.5-coder-0.5b: 14 and 2)"
    )


def share_of(path, config: dict, how: str, size: int, rank: int):
    """footprint -> the part of it one rank holds (memory.plan's `share`). Tensor parallel: 1/size of every
    layer's weights, of the KV cache (the KV heads are split) and of the attention scores; pipeline: this rank's
    layers (mlx-lm's even split) and their KV. Every rank keeps the embeddings, the final norm and the output
    layer whole. The layers' part of the weights is read from the files' headers (tensors under `layers.`)."""
    from dataclasses import replace

    from macllm.model_store import safetensors_shapes

    sizes = {"F32": 4, "F16": 2, "BF16": 2, "U32": 4, "I32": 4, "U16": 2, "U8": 1, "I8": 1}
    layer_bytes = total_bytes = 0
    for key, (dtype, shape) in safetensors_shapes(path).items():
        n = sizes.get(dtype, 4)
        for d in shape:
            n *= int(d)
        total_bytes += n
        layer_bytes += n if ".layers." in f".{key}" else 0
    layer_share = layer_bytes / max(1, total_bytes)
    if how == "tensor":
        part, heads = 1 / size, 1 / size
    else:
        base, extra = divmod(int(config.get("text_config", config)["num_hidden_layers"]), size)
        part, heads = (base + (1 if rank < extra else 0)) / (base * size + extra), 1.0

    def share(fp):
        layers = fp.weights * layer_share
        return replace(
            fp,
            weights=int(fp.weights - layers + layers * part),
            kv_per_token=math.ceil(fp.kv_per_token * part),
            scores_per_chunk_token=math.ceil(fp.scores_per_chunk_token * heads),
        )

    return share


def shard(model, group, how: str) -> None:
    """Split a (lazily loaded) mlx-lm model over the group in place, as shard_plan decided."""
    if how == "tensor":
        model.shard(group)
    elif hasattr(model.model, "pipeline"):
        model.model.pipeline(group)
    else:  # mlx-lm has no layer split for llama: macllm's, in mlx-lm's scheme
        from macllm.runtime.llama_pipeline import pipeline

        pipeline(model, group)


def describe(how: str, group) -> str:
    """The shard a rank holds, for the pool's keys and `info`: "tensor 0/2"."""
    return f"{how} {group.rank()}/{group.size()}"


# -- what rank 0 sends -----------------------------------------------------------------------------------------
def request_to_json(request) -> dict:
    from dataclasses import asdict

    return asdict(request)


def request_from_json(data: dict):
    """The Request rank 0 sent (JSON turned the sampling settings' tuples into lists)."""
    from macllm.requests import Request
    from macllm.sampling import SamplingParams

    def tuples(v):
        return tuple(tuples(x) for x in v) if isinstance(v, list) else v

    params = SamplingParams(**{k: tuples(v) for k, v in data["params"].items()})
    return Request(**{**data, "params": params})


class RankHandle:
    """What the scheduler holds for a request on an engine of several ranks. Its cancel flag changes only when
        rank 0's message says so, at the same engine iteration on every rank (a caller's cancel lands at any
        moment on rank 0 alone); its events go to the caller's handle on rank 0, and on the other ranks nowhere
    (but a failure, which they print).
        With MACLLM_LOCKSTEP_TRACE=DIR every rank appends each answer's tokens to DIR/rank-N.jsonl (to compare
        ranks)."""

    __slots__ = ("id", "request", "handle", "cancelled", "final", "trace", "rank")

    def __init__(self, rid: int, request, handle=None, trace: str | None = None, rank: int = 0):
        self.id, self.request, self.handle, self.rank = rid, request, handle, rank
        self.cancelled = False
        self.final = None
        self.trace = trace

    def cancel(self) -> None:
        self.cancelled = True

    def put(self, event) -> None:
        from macllm.events import GenerationDone, GenerationFailed

        if isinstance(event, (GenerationDone, GenerationFailed)):
            self.final = event
            if self.trace:
                self._write_trace(event)
        if self.handle is not None:
            try:
                self.handle.put(event)
            except RuntimeError:  # the caller's event loop has closed (serve ending): nobody reads it, and this
                pass  # rank's step must go on as the others' do (one cut short here would lose the lockstep)
        elif isinstance(event, GenerationFailed):
            import sys

            print(f"macllm rank {self.rank}: {event.message}", file=sys.stderr)

    def _write_trace(self, event) -> None:
        from macllm.events import GenerationDone

        tokens = list(event.token_ids) if isinstance(event, GenerationDone) else None
        reason = event.finish_reason if isinstance(event, GenerationDone) else "failed"
        with open(self.trace, "a") as f:
            f.write(json.dumps({"id": self.id, "tokens": tokens, "finish_reason": reason}) + "\n")


def digest(running: list[tuple[int, list[int]]]) -> int:
    """A 31-bit checksum of (request id, tokens generated, last token) for every request a step ran: rank 0
    sends its own with the next message, and a rank whose own differs has lost the lockstep."""
    import zlib

    text = ";".join(f"{rid}:{len(tokens)}:{tokens[-1] if tokens else -1}" for rid, tokens in sorted(running))
    return zlib.crc32(text.encode()) & 0x7FFFFFFF
