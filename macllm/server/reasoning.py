"""A thinking model's switch and budget, as each dialect asks for them: chat completions' `reasoning_effort`,
Anthropic's `thinking` and `output_config.effort`, Responses' `reasoning.effort`. No MLX.

A model has the switch when its tokenizer has thinking tags and its chat template reads `enable_thinking`
(Qwen3's; found in the template's text). The engine renders the template with the switch set and ends the
thoughts at the budget by writing the end tag (runtime/thinking.py); the answer follows. Elsewhere, asking for
thinking (or a budget) is a 400 that says why; asking a model that never thinks not to think is honoured as it
is. Efforts map onto the switch and a share of the answer's tokens: none and minimal turn thinking off, low
lets it take a quarter of max_tokens, medium half, high and xhigh all it wants (max_tokens still ends the
answer).

Anthropic's `output_config.effort` (low, medium, high, xhigh, max) is, in Anthropic's API, a signal about how
many tokens the whole answer may spend, thinking or not, not a switch. Here it maps as the efforts above (low a
quarter of max_tokens of thought, medium half, high and above no budget) on a model with the switch, unless
`thinking` says otherwise (enabled with its budget, or disabled: that wins); on a model without the switch it
is accepted and changes nothing (Claude Code sends it to every model). `thinking: {"type": "adaptive"}` leaves
the model to decide: the template's default.
"""

from __future__ import annotations

from dataclasses import dataclass

from macllm.server.fields import bad

ANTHROPIC_EFFORTS = {"low": "low", "medium": "medium", "high": "high", "xhigh": "xhigh", "max": "xhigh"}
EFFORT_SHARES = {"none": 0, "minimal": 0, "low": 4, "medium": 2, "high": None, "xhigh": None}  # 1/n of max_tokens


@dataclass(frozen=True, slots=True)
class ThinkingModel:
    """What a request for thinking needs to know about the served model."""

    name: str
    switch: bool = False  # its chat template reads enable_thinking
    thinks: bool = False  # its tokenizer has thinking tags
    tokenizer: object = None

    def opens(self, on: bool | None) -> bool:
        """Whether the template's generation prompt opens a thought (Qwen3-Thinking's, DeepSeek-R1's do), so
        that the answer starts inside it, with the switch at `on` (None: the template's default)."""
        if not self.thinks or self.tokenizer is None:
            return False
        key = (id(self.tokenizer), on, str(getattr(self.tokenizer, "chat_template", "")))
        if key not in _OPENS:
            extra = {} if on is None else {"enable_thinking": on}
            try:
                prompt = self.tokenizer.apply_chat_template(
                    [{"role": "user", "content": "x"}], add_generation_prompt=True, tokenize=False, **extra
                )
            except Exception:  # a template that cannot render this chat says nothing about thoughts
                prompt = ""
            start, end = self.tokenizer.think_start, self.tokenizer.think_end
            tail = prompt.rstrip()
            _OPENS[key] = tail.endswith(start) and not tail.endswith(end)
        return _OPENS[key]


_OPENS: dict[tuple, bool] = {}  # (tokenizer, switch, template) -> whether its generation prompt opens a thought


def thinking_model(state) -> ThinkingModel:
    """The served model's switch, from its tokenizer (state: the server's state while the request holds it)."""
    tok = getattr(state, "tokenizer", None)
    thinks = bool(getattr(tok, "has_thinking", False)) if tok is not None else bool(getattr(state, "think", None))
    template = getattr(tok, "chat_template", None) if tok is not None else None
    switch = thinks and "enable_thinking" in str(template)
    return ThinkingModel(getattr(state, "model", "this model"), switch, thinks, tok)


def apply(request, model: ThinkingModel, on: bool | None, budget: int | None, name: str) -> None:
    """Set the request's switch and budget (on: None leaves the template's default), or refuse them."""
    if on is None:
        return
    if not model.switch:
        if not on and not model.thinks:
            return  # it never thinks: nothing to turn off
        why = "its chat template has no enable_thinking switch" if model.thinks else "it is not a thinking model"
        raise bad(
            f"'{name}' cannot be honoured: model '{model.name}' cannot turn thinking on or off ({why}); leave it out",
            name,
        )
    request.thinking = on
    request.thinking_budget = budget if on else None


def effort(value, name: str, max_tokens: int) -> tuple[bool | None, int | None]:
    """(thinking on, its budget) for an effort: none, minimal, low, medium, high, xhigh (None: not asked)."""
    if value is None:
        return None, None
    if value not in EFFORT_SHARES:
        raise bad(f"'{name}' must be one of {', '.join(EFFORT_SHARES)}, not {value!r}", name)
    share = EFFORT_SHARES[value]
    if share == 0:
        return False, None
    return True, max(1, max_tokens // share) if share else None


def anthropic_thinking(value, max_tokens: int) -> tuple[bool | None, int | None]:
    """Anthropic's {"type": "enabled", "budget_tokens": N} (N below max_tokens), {"type": "disabled"} or
    {"type": "adaptive"} (None: the template's default)."""
    if value is None:
        return None, None
    kind = value.get("type") if isinstance(value, dict) else None
    if kind in ("disabled", "adaptive") and set(value) <= {"type"}:
        return (False if kind == "disabled" else None), None
    if kind != "enabled" or set(value) - {"type", "budget_tokens"}:
        raise bad(
            "'thinking' must be {'type': 'enabled', 'budget_tokens': N}, {'type': 'adaptive'} or {'type': 'disabled'}",
            "thinking",
        )
    budget = value.get("budget_tokens")
    if isinstance(budget, bool) or not isinstance(budget, int) or not 1 <= budget < max_tokens:
        raise bad(
            f"'thinking.budget_tokens' must be an integer from 1 to max_tokens - 1 ({max_tokens - 1})", "thinking"
        )
    return True, budget


def anthropic_effort(value, thinking: tuple[bool | None, int | None], max_tokens: int, model: ThinkingModel):
    """(thinking on, its budget) for Anthropic's output_config.effort beside `thinking`'s own (see above)."""
    if value is None:
        return thinking
    if value not in ANTHROPIC_EFFORTS:
        raise bad(
            f"'output_config.effort' must be one of {', '.join(ANTHROPIC_EFFORTS)}, not {value!r}", "output_config"
        )
    if thinking[0] is not None or not model.switch:
        return thinking
    return effort(ANTHROPIC_EFFORTS[value], "output_config", max_tokens)
