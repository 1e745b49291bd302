"""The engine and the app tests' FakeEngine both implement macllm.engine_api.Engine, with compatible signatures."""

from __future__ import annotations

import inspect

import pytest

from macllm.engine_api import Engine as EngineProtocol
from macllm.runtime.engine import Engine
from tests.tui.fake_engine import FakeEngine

METHODS = [name for name, value in vars(EngineProtocol).items() if inspect.isfunction(value) and name[0] != "_"]


def incompatibilities(protocol_fn, impl_fn) -> list[str]:
    """Why a call written against the protocol's signature could fail on the implementation ([] if none)."""
    want = list(inspect.signature(protocol_fn).parameters.values())
    have = inspect.signature(impl_fn).parameters
    problems = []
    for p in want:
        q = have.get(p.name)
        if p.kind is p.VAR_POSITIONAL:
            if not any(x.kind is x.VAR_POSITIONAL for x in have.values()):
                problems.append(f"takes no *{p.name}")
            continue
        if q is None:
            problems.append(f"has no parameter '{p.name}'")
        elif q.kind is not p.kind and not (q.kind is q.POSITIONAL_OR_KEYWORD and p.kind is p.KEYWORD_ONLY):
            problems.append(f"'{p.name}' is {q.kind.description}, not {p.kind.description}")
        elif p.default is not p.empty and q.default is p.empty:
            problems.append(f"'{p.name}' has no default")
    named = {p.name for p in want}
    for q in have.values():
        if q.name not in named and q.default is q.empty and q.kind not in (q.VAR_POSITIONAL, q.VAR_KEYWORD):
            problems.append(f"requires '{q.name}', which the protocol does not pass")
    return problems


def test_protocol_names_what_callers_use():
    assert set(METHODS) == {
        "submit",
        "load",
        "unload",
        "held_for_memory",
        "warm_up",
        "info",
        "forget",
        "hold_resident",
        "run",
        "run_later",
        "close",
    }


@pytest.mark.parametrize("impl", [Engine, FakeEngine], ids=["Engine", "FakeEngine"])
@pytest.mark.parametrize("name", METHODS)
def test_implements_the_protocol(impl, name):
    assert callable(getattr(impl, name, None)), f"{impl.__name__} has no {name}()"
    problems = incompatibilities(getattr(EngineProtocol, name), getattr(impl, name))
    assert not problems, f"{impl.__name__}.{name}: " + "; ".join(problems)


def test_a_drifted_signature_is_caught():
    class Drifted:
        def load(self, name, draft=None): ...

    assert incompatibilities(EngineProtocol.load, Drifted.load)


def test_fake_engine_is_an_engine():
    assert isinstance(FakeEngine(), EngineProtocol)
