"""The engine's part on several ranks (under mlx.launch): joining the others, rank 0's message each iteration,
applying it on every rank, the other ranks' loop, and losing a rank. Mixed into Engine (engine.py), whose
thread runs all of it; the collectives and the sharding are in distributed.py.

Each iteration rank 0 publishes what came in since the last one (requests, cancels, loads, forgets) with the
step's random seed and a digest of its last step's tokens; every rank applies the same events and runs the
same step. The other ranks compare the digest with their own and stop with one line where it differs. An idle
rank 0 publishes an empty message every IDLE_TICK_S and the others sleep in between (a rank waiting in a
collective polls its socket, which costs a core on the ring backend: measured 0.4 s of CPU per second).

A rank that dies makes the others' next collective fail at once; one that hangs, or a link that goes silent,
would leave them waiting for ever, so a watchdog thread ends a rank whose engine iteration (a message, its
events, the step) has lasted MACLLM_RANK_TIMEOUT seconds (default 300; loads, which wait for the slowest rank's
disk, are not timed), with one line; mlx.launch then stops the others.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path
from time import perf_counter

from macllm.errors import MacllmError
from macllm.runtime.cache_disk import DiskTier

IDLE_TICK_S = 0.1  # an idle rank 0 of several sends an empty message this often; the others sleep in between
RANK_TIMEOUT_S = 300.0  # the longest an engine iteration may take before a rank gives the others up


class EngineRanks:
    """Engine methods for running in lockstep on several ranks (self is the Engine)."""

    joined_any = False  # an engine of this process has joined the other ranks (release_followers)
    # the error line this engine printed itself (a rank lost or hanging): callers that print their answer's error
    # (generate, chat --plain) leave this one out, so that it is said once
    reported: str | None = None

    def _join(self) -> bool:
        """Join the other ranks when a launcher started this process (distributed.py); False if they cannot be
        reached (the engine then ends, and every call says why)."""
        import os

        from macllm.runtime import distributed

        try:
            group = distributed.join()
        except Exception as e:
            self._failure = f"cannot reach the other ranks ({e}); start the same command on every host (mlx.launch)"
            self._joined.set()
            return False
        if group is not None:
            EngineRanks.joined_any = True
            self.lockstep = self.scheduler.lockstep = ls = distributed.Lockstep(group)
            self._busy_since = None  # when the current engine iteration started (None: not timed)
            threading.Thread(target=self._watch, name="macllm-rank-watchdog", daemon=True).start()
            trace = os.environ.get("MACLLM_LOCKSTEP_TRACE")
            self._trace = str(Path(trace) / f"rank-{ls.rank}.jsonl") if trace else None
            self._open_disk(self._kv_dir, self._disk_bytes)
            if ls.leader:
                s = self.scheduler
                settings = {
                    "batching": s.batching,
                    "max_batch": s.max_batch,
                    "max_draft_tokens": s.max_draft_tokens,
                    "pool_bytes": self.fixed_pool_bytes,
                    "disk_bytes": self._disk_bytes,
                    "kv_dir": str(self._kv_dir),
                }
                ls.publish([["config", settings]])
        self._joined.set()
        return True

    def _open_disk(self, base: Path, disk_bytes: int) -> None:
        """Each rank's disk tier in a folder of its own (its shards of the KV), under the kv folder."""
        ls = self.lockstep
        self.pool.disk = DiskTier(base / f"rank-{ls.rank}-of-{ls.size}", disk_bytes) if disk_bytes > 0 else None

    def _lead(self, events: list, local: list) -> int:
        """Rank 0: add the cancels callers made since the last message, publish, return the step's seed."""
        import random

        for rid, r in self._ranks.items():
            if r.handle is not None and r.handle.cancelled and not r.cancelled:
                events.append(["cancel", rid])
                local.append(None)
        seed = random.getrandbits(31)
        self._busy_since = time.monotonic()
        self.lockstep.publish(events, seed, self._digest)
        return seed

    def _apply(self, events: list, local: list) -> bool:
        """One message's events, on every rank (local: what rank 0 keeps of each, None elsewhere); True at stop."""
        from macllm.runtime.distributed import RankHandle, request_from_json

        for event, here in zip(events, local):
            kind = event[0]
            if kind == "stop":
                return True
            if kind == "config":
                self._configure(event[1])
            elif kind == "submit":
                handle, at = here if here is not None else (None, perf_counter())
                request = handle.request if handle is not None else request_from_json(event[2])
                mirror = RankHandle(event[1], request, handle, self._trace, self.lockstep.rank)
                self._ranks[mirror.id] = mirror
                self.scheduler.add(mirror, at)
            elif kind == "cancel":
                if (mirror := self._ranks.get(event[1])) is not None:
                    mirror.cancelled = True
            else:  # a shared call
                fn = self._load if kind == "load" else self.pool.forget
                self._busy_since = None  # a load waits for the slowest rank's disk: not timed
                if here is not None:
                    self._answer(here, fn, event[1], always=True)
                    continue
                try:
                    fn(*event[1])
                except Exception as e:  # rank 0 reports its own; this rank says why in its output
                    print(f"macllm rank {self.lockstep.rank}: {e}", file=sys.stderr)
        return False

    def _configure(self, settings: dict) -> None:
        """A rank other than 0 takes rank 0's engine settings (its own command line is not read)."""
        s = self.scheduler
        s.batching, s.max_batch, s.max_draft_tokens = (
            settings["batching"],
            settings["max_batch"],
            settings["max_draft_tokens"],
        )
        self.fixed_pool_bytes = settings["pool_bytes"]
        if self.fixed_pool_bytes is not None:
            self.pool.budget_bytes = self.fixed_pool_bytes
        base = Path(settings["kv_dir"])
        if not base.parent.is_dir():  # another host, another home: this host's own kv folder
            from macllm import paths

            base = paths.home() / "kv"
        self._open_disk(base, settings["disk_bytes"])

    def _after_step(self) -> None:
        from macllm.events import GenerationDone
        from macllm.runtime.distributed import digest

        ran = [(seq.handle.id, seq.generated) for seq in self.scheduler.sequences()]
        ran += [(r.id, r.final.token_ids) for r in self._ranks.values() if isinstance(r.final, GenerationDone)]
        self._digest = digest(ran)
        self._ranks = {rid: r for rid, r in self._ranks.items() if r.final is None}

    def _follow(self) -> None:
        """A rank other than 0: apply rank 0's messages and run the same steps, until it says stop."""
        rank = self.lockstep.rank
        while True:
            try:
                self._busy_since = time.monotonic()
                events, seed, theirs = self.lockstep.publish(None)
            except Exception as e:
                print(f"macllm rank {rank}: lost rank 0 ({e}); stopping", file=sys.stderr)
                self.follow_status = 1
                break
            if theirs != self._digest:
                print(f"macllm rank {rank}: its tokens differ from rank 0's (lockstep lost); stopping", file=sys.stderr)
                self.follow_status = 1
                break
            was_idle = not self.scheduler.has_work()
            if self._apply(events, [None] * len(events)):
                self._shutdown()
                return
            if self.scheduler.has_work():
                self._step(was_idle, seed)
                if not self.scheduler.has_work():
                    self._went_idle()  # as rank 0 does when it empties: malloc's free pages back
            elif not events:
                time.sleep(IDLE_TICK_S * 0.8)  # rank 0 is idle too: its next message comes in about a tick
        self.scheduler.cancel_all()
        self._release_arrays()
        self._release_streams()

    def _watch(self) -> None:
        """The watchdog (its own thread): end this process when an engine iteration outlasts the timeout."""
        try:
            limit = float(os.environ.get("MACLLM_RANK_TIMEOUT") or RANK_TIMEOUT_S)
        except ValueError:
            limit = RANK_TIMEOUT_S
        while self._thread.is_alive():
            time.sleep(min(1.0, limit / 4))
            since = self._busy_since
            if since is not None and time.monotonic() - since > limit:
                message = (
                    f"rank {self.lockstep.rank}: no word from the other ranks for {limit:g} s (one hangs or cannot be "
                    "reached); stopping (MACLLM_RANK_TIMEOUT sets the limit)"
                )
                self.reported = message
                print(f"error: {message}", file=sys.stderr, flush=True)
                # callers (serve's clients) get the error, not a stalled or cut stream
                handles = self._fail_callers(message, MacllmError(message))
                deadline = time.monotonic() + 5.0  # time for the server to take the errors and send them
                while time.monotonic() < deadline and any(h.final is None for h in handles):
                    time.sleep(0.1)
                time.sleep(0.5)
                os._exit(1)

    def _stop_others(self) -> bool:
        """Rank 0 closing: tell the other ranks to stop (they then run the same last steps); False where they
        could not be told (one is gone: every request fails, and the engine ends without stepping)."""
        if self.lockstep is None:
            return True
        try:
            self.lockstep.publish([["stop"]], 0, self._digest)
        except Exception as e:
            self._lost(e, [])
            return False
        return True

    def _lost(self, error: BaseException, local: list) -> None:
        """Rank 0 lost another rank: fail every request and call, and end the engine thread with one line."""
        self._failure = f"lost the other ranks ({error}); start macllm again on every host"
        failure = MacllmError(self._failure)
        self.reported = self._failure
        print(f"error: {self._failure}", file=sys.stderr)
        self.scheduler.fail_all(failure)
        self._fail_callers(self._failure, failure, local, calls=True)
        self._release_arrays()
        self._release_streams()

    def _check_shardable(self, path: Path, draft_path: Path | None, name: str) -> None:
        import json

        from macllm.runtime.distributed import shard_plan

        if draft_path is not None:
            raise MacllmError("a draft model does not run across several ranks yet; leave out --draft (or --draft off)")
        shard_plan(json.loads((path / "config.json").read_text()), self.lockstep.size, name)

    def _agree(self, error: BaseException | None, what: str) -> None:
        """With several ranks: whether every rank could do `what`; one that could not makes all of them fail
        (each says its own reason), so that none goes on into collectives the others never join."""
        if self.lockstep is None:
            return
        ok = self.lockstep.agree_min(0 if error else 1)
        if not ok and error is None:
            raise MacllmError(
                f"another rank cannot {what} (its own error is in its output); every host needs the model "
                "('macllm pull NAME' on each)"
            )


def release_followers() -> None:
    """Rank 0 of several whose engine never started (the command ended before): the other ranks wait for its
    first message; it tells them to stop."""
    from macllm.runtime import distributed

    if EngineRanks.joined_any:
        return
    group = distributed.join()
    if group is not None:
        distributed.Lockstep(group).publish([["stop"]])
