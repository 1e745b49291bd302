"""The soak's clients (scripts/soak): mixed requests over http.client, each recorded as one row.

A row: t (seconds since the start, at the end of the request), kind, outcome ("ok", "429", "4xx", "5xx",
"disconnected" for a client that meant to leave mid-stream, "hung" for a wait past --hang-s, "error" for a
refused or dropped connection), status, seconds, ttft (streams), tokens, code (the error's code, for a status
other than 200: a 429's rate_limit_exceeded or queue_timeout). A request is hung when the server left it without
a byte for longer than --hang-s: for a whole answer, its headers; for a stream, its first frame or the gap
between two. The client does not give up then but waits on, up to --stuck-s, so a hung row also says whether the
answer came late (`answered_s`: when, `late_outcome`: what it was) or never (`answered_s` None: stuck, the
connection closed at --stuck-s), which tells slow under overload from stuck. While the sampler takes an idle
sample (Traffic.quiet) the clients and the bursts send nothing new.
"""

from __future__ import annotations

import http.client
import json
import random
import socket
import threading
import time

SYSTEM = "You are a careful assistant for a small bicycle workshop. Answer briefly and plainly. " + " ".join(
    f"Rule {i}: keep customer notes short, name the part, say the price in euros." for i in range(1, 25)
)
TOPICS = ["chains", "brakes", "tyres", "gears", "saddles", "lights", "pedals", "spokes", "bells", "racks"]
SCHEMA = {
    "type": "object",
    "properties": {"part": {"type": "string", "maxLength": 30}, "price": {"type": "integer"}},
    "required": ["part", "price"],
    "additionalProperties": False,
}
TOOL = {
    "type": "function",
    "function": {
        "name": "book_repair",
        "description": "Book a repair slot",
        "parameters": {
            "type": "object",
            "properties": {"part": {"type": "string", "maxLength": 30}, "day": {"enum": ["mon", "tue", "wed"]}},
            "required": ["part", "day"],
        },
    },
}
# kind: weight
KINDS = {
    "stream": 5,
    "whole": 4,
    "disconnect": 2,
    "schema": 2,
    "tool": 2,
    "near_limit": 1,
    "history": 4,
    "messages_stream": 2,
    "responses": 1,
    "embeddings": 2,
}


def get_json(port: int, path: str, timeout: float = 30) -> tuple[int, dict]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", path)
        r = conn.getresponse()
        return r.status, json.loads(r.read() or b"null")
    finally:
        conn.close()


def _error_code(data: bytes) -> str | None:
    """An error body's code (OpenAI's error.code, else Anthropic's error.type)."""
    try:
        error = json.loads(data).get("error") or {}
        return error.get("code") or error.get("type")
    except (ValueError, AttributeError):
        return None


def _outcome(status: int) -> str:
    return "ok" if status == 200 else "429" if status == 429 else "5xx" if status >= 500 else "4xx"


class Traffic:
    def __init__(self, port: int, t0: float, deadline: float, args, embeddings: bool, rows: list):
        self.port, self.t0, self.deadline, self.args = port, t0, deadline, args
        self.rows, self.lock = rows, threading.Lock()
        self.open = threading.Event()  # cleared: no new requests (the sampler's idle moments)
        self.open.set()
        self.flying: dict[object, tuple[str, float]] = {}  # each request in flight -> (kind, start)
        self.kinds = {k: w for k, w in KINDS.items() if embeddings or k != "embeddings"}
        # near the context limit: the prompt's words (~1.3 tokens each) leave room for a short answer
        self.long_words = int(args.context * 0.62)

    def _record(self, kind: str, outcome: str, status: int, t_start: float, ttft=None, tokens=0, **more) -> None:
        now = time.perf_counter()
        row = {"t": now - self.t0, "kind": kind, "outcome": outcome, "status": status}
        row.update(seconds=now - t_start, ttft=ttft, tokens=tokens, **more)
        if row.pop("silence", 0) > self.args.hang_s:  # answered, but after a wait past the hung limit
            row.update(outcome="hung", late_outcome=outcome, answered_s=row["seconds"])
        with self.lock:
            self.rows.append(row)

    def _send(self, kind: str, path: str, body: dict, stream: bool, leave_after: int | None = None) -> None:
        key = object()
        with self.lock:
            self.flying[key] = (kind, time.perf_counter())
        try:
            self._exchange(kind, path, body, stream, leave_after)
        finally:
            with self.lock:
                del self.flying[key]

    def close(self) -> list[dict]:
        """End the traffic now (a cut-short run): no client or burst sends again; the rows recorded so far."""
        with self.lock:
            self.deadline = time.perf_counter()
            self.open.clear()
            return list(self.rows)

    def unfinished(self) -> list[dict]:
        """The requests in flight now, oldest first: their kind and how long they have waited."""
        now = time.perf_counter()
        with self.lock:
            flying = sorted(self.flying.values(), key=lambda f: f[1])
        return [{"kind": kind, "waited_s": round(now - start, 1)} for kind, start in flying]

    def _exchange(self, kind: str, path: str, body: dict, stream: bool, leave_after: int | None) -> None:
        t_start = time.perf_counter()
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=max(self.args.hang_s, self.args.stuck_s))
        try:
            conn.request("POST", path, json.dumps(body), {"Content-Type": "application/json"})
            r = conn.getresponse()
            last = time.perf_counter()
            silence = last - t_start  # the longest the server left it without a byte (see the module's docstring)
            if r.status != 200 or not stream:
                data = r.read()
                tokens, code = 0, None
                if r.status == 200 and kind != "embeddings":
                    usage = json.loads(data).get("usage") or {}
                    tokens = usage.get("completion_tokens", usage.get("output_tokens", 0))
                elif r.status != 200:
                    code = _error_code(data)
                self._record(kind, _outcome(r.status), r.status, t_start, tokens=tokens, silence=silence, code=code)
                return
            ttft, frames = None, 0
            for line in r:
                now = time.perf_counter()
                silence, last = max(silence, now - last), now
                if not line.startswith(b"data: "):
                    continue
                frames += 1
                ttft = ttft or now - t_start
                if leave_after is not None and frames >= leave_after:
                    conn.sock.shutdown(socket.SHUT_RDWR)
                    self._record(kind, "disconnected", 200, t_start, ttft, frames, silence=silence)
                    return
            self._record(kind, "ok", 200, t_start, ttft, frames, silence=silence)
        except TimeoutError:  # nothing within --stuck-s: stuck
            self._record(kind, "hung", 0, t_start, answered_s=None)
        except (OSError, http.client.HTTPException, ValueError):
            self._record(kind, "error", 0, t_start)
        finally:
            conn.close()

    def _chat(self, messages: list, max_tokens: int, **extra) -> dict:
        return {"messages": [{"role": "system", "content": SYSTEM}, *messages], "max_tokens": max_tokens, **extra}

    def request(self, kind: str, rng: random.Random, history: list) -> None:
        topic = rng.choice(TOPICS)
        ask = [{"role": "user", "content": f"What should I check on my {topic}? (#{rng.randrange(10**6)})"}]
        stream = {"stream": True, "stream_options": {"include_usage": True}}
        chat = "/v1/chat/completions"
        if kind == "stream":
            self._send(kind, chat, self._chat(ask, rng.randint(16, 64), temperature=0.7, **stream), True)
        elif kind == "whole":
            self._send(kind, chat, self._chat(ask, rng.randint(8, 48), temperature=0.7), False)
        elif kind == "disconnect":
            body = self._chat(ask, 200, temperature=0.7, **stream)
            self._send(kind, chat, body, True, leave_after=rng.randint(1, 6))
        elif kind == "schema":
            fmt = {"type": "json_schema", "json_schema": {"name": "quote", "schema": SCHEMA}}
            self._send(kind, chat, self._chat(ask, 48, response_format=fmt), False)
        elif kind == "tool":
            tools = {"tools": [TOOL], "tool_choice": "required"}
            self._send(kind, chat, self._chat(ask, 60, temperature=0.5, **tools), rng.random() < 0.5)
        elif kind == "near_limit":
            words = " ".join(rng.choice(TOPICS) for _ in range(self.long_words))
            text = f"Here are my notes: {words}\nWhich part comes up most?"
            self._send(kind, chat, {"messages": [{"role": "user", "content": text}], "max_tokens": 16}, False)
        elif kind == "history":
            history.append(ask[0])
            body = self._chat(history, rng.randint(16, 40), temperature=0.7)
            self._send(kind, chat, body, False)
            # the answer is not read back: the next turn resends the history with a stock reply in its place
            history.append({"role": "assistant", "content": f"Check the {topic} for wear and replace what is worn."})
            if len(history) > 24:
                history.clear()
        elif kind == "messages_stream":
            body = {"system": SYSTEM, "messages": ask, "max_tokens": rng.randint(16, 48), "stream": True}
            self._send(kind, "/v1/messages", body, True)
        elif kind == "responses":
            body = {"instructions": SYSTEM, "input": ask[0]["content"], "max_output_tokens": 32}
            self._send(kind, "/v1/responses", body, False)
        elif kind == "embeddings":
            inputs = [
                f"notes about {rng.choice(TOPICS)} number {rng.randrange(1000)}" for _ in range(rng.randint(1, 8))
            ]
            self._send(kind, "/v1/embeddings", {"input": inputs}, False)

    def client(self, i: int) -> None:
        rng = random.Random(self.args.seed * 1000 + i)
        names, weights = list(self.kinds), list(self.kinds.values())
        history: list = []
        while time.perf_counter() < self.deadline:
            self.open.wait()
            self.request(rng.choices(names, weights)[0], rng, history)
            time.sleep(rng.uniform(0, 0.5))

    def quiet(self, timeout: float) -> bool:
        """Stop sending and wait (at most `timeout` s) until no request of ours is in flight; open.set() resumes."""
        self.open.clear()
        end = time.perf_counter() + timeout
        while time.perf_counter() < end:
            with self.lock:
                if not self.flying:
                    return True
            time.sleep(0.2)
        return False

    def bursts(self) -> None:
        """Every --burst-every seconds, more short requests at once than run and wait: the surplus gets 429."""
        n = self.args.max_concurrency + self.args.max_queue + 6
        rng = random.Random(self.args.seed)
        while True:
            wait_until = time.perf_counter() + self.args.burst_every
            if wait_until > self.deadline:
                return
            time.sleep(max(0.0, wait_until - time.perf_counter()))
            self.open.wait()
            ask = [{"role": "user", "content": f"Name one bicycle part. (#{rng.randrange(10**6)})"}]
            threads = [
                threading.Thread(target=self._send, args=("burst", "/v1/chat/completions", self._chat(ask, 8), False))
                for _ in range(n)
            ]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
