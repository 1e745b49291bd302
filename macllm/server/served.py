"""The chat models the server answers with, as the HTTP side sees them: what every dialect needs to read a
request for one and shape its answers (logits width, whether its template takes tools, end-of-sequence tokens,
think tags, tool-call format, the name answers report, the answer-length limit). One function builds it, on the
engine thread, right after a load: at start and after each load on demand (switch.py). EngineModels is what
switch.py asks of the engine: load one (beside the others, or in their place), let one go, which are loaded.
No MLX at import.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from macllm.server.fields import Limits
from macllm.structured import HERMES, ToolFormat


@dataclass(frozen=True, slots=True)
class ServedModel:
    name: str  # the name clients use and answers report
    vocab_size: int  # the logits' width (logit_bias bounds)
    template_tools: bool = False  # the chat template takes `tools`, in a format mlx-lm has a parser for
    eos_ids: frozenset = frozenset()  # end-of-sequence tokens (stop reasons)
    tokenizer: object = None  # for decoding an answer's tokens (which stop string ended it)
    think: tuple[str, str] | None = None  # a thinking model's tags: its thoughts are answered apart
    tool_format: ToolFormat = HERMES  # how the model writes calls when its own template shows it the tools
    limits: Limits = field(default_factory=Limits)  # --max-tokens, cut to the model's context
    key: str | None = None  # the name the engine loaded it under (what requests for it are submitted with)


def describe_served(engine, name: str, max_tokens: int = 4096) -> ServedModel:
    """The engine's loaded model as the server serves it under `name`; answers at most `max_tokens` tokens long,
    and never longer than the context the model was loaded with."""

    def facts(e) -> ServedModel:
        from macllm.runtime.constrained import logits_width

        tok = e.model.tokenizer
        tools = bool(getattr(tok, "has_tool_calling", False) and tok.tool_parser)
        think = (tok.think_start, tok.think_end) if getattr(tok, "has_thinking", False) else None
        fmt = ToolFormat(tok.tool_call_start, tok.tool_call_end or "", tok.tool_parser) if tools else HERMES
        limits = Limits(max_tokens=min(max_tokens, e.model.context_length))
        width = logits_width(e.model)
        return ServedModel(name, width, tools, frozenset(tok.eos_token_ids), tok, think, fmt, limits, e.model.name)

    return engine.run(facts)


class EngineModels:
    """The engine's side of switch.py: loads (checked by the memory plan, warmed up, described), unloads, and which
    models the engine holds. Each call blocks: switch.py runs them on a worker thread."""

    def __init__(self, engine, choices: dict[str, str], draft=None, context=None, kv_bits=0, max_tokens=4096):
        """choices: the names requests may name -> what engine.load takes, the served one (--model's, which alone
        takes `draft`) first."""
        self.engine, self.choices, self.draft = engine, choices, draft
        self.context, self.kv_bits, self.max_tokens = context, kv_bits, max_tokens
        self.warmup = True
        self._last: str | None = None  # the model loaded last

    def load(self, name: str, beside: bool = False, warm: bool = True) -> ServedModel:
        """Load a model requests may name, warm it up, describe it. beside: keep the loaded ones (NoRoomBeside
        where the plan has no room for all); else it replaces them, and where that fails after the engine let go of
        them, the model loaded last is loaded again."""
        first = next(iter(self.choices))
        spec, draft = self.choices[name], self.draft if name == first else None
        try:
            info = self.engine.load(spec, draft, None, self.context, self.kv_bits, beside)
        except Exception:
            if not beside and self._last and self.engine.info()["model"] is None:
                last = self._last
                self.engine.load(self.choices[last], self.draft if last == first else None, None, self.context,
                                 self.kv_bits)  # fmt: skip
            raise
        self._last = name
        for warning in info.get("warnings", []):
            print(f"warning: {warning}", file=sys.stderr)
        if warm and self.warmup:
            try:
                self.engine.warm_up(grammar=True)
            except Exception as e:  # costs its first request some time, nothing else
                print(f"warning: warm-up of {name} failed ({e})", file=sys.stderr)
        return describe_served(self.engine, name, self.max_tokens)

    def unload(self, name: str) -> None:
        self.engine.unload(self.choices[name])

    def loaded(self) -> set[str]:
        keys = set(self.engine.info()["models"])
        return {n for n, spec in self.choices.items() if spec in keys}
