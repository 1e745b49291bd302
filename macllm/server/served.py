"""The chat model the server answers with, as the HTTP side sees it: what every dialect needs to read a request
for it and shape its answers (logits width, whether its template takes tools, end-of-sequence tokens, think tags,
tool-call format, the name answers report, the answer-length limit). One function builds it, on the engine
thread, right after a load: at start and after each switch (switch.py). No MLX at import.
"""

from __future__ import annotations

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
        return ServedModel(name, logits_width(e.model), tools, frozenset(tok.eos_token_ids), tok, think, fmt, limits)

    return engine.run(facts)
