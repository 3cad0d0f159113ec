"""The in-process adapter hands the engine what the wire would: a decoded copy, never the caller's objects.

An engine in the harness's own process that compared strings by identity (`is "hand"`) passed every scenario,
because the strings a step writes are interned literals and reached the engine unchanged; over the wire the
same engine fails. Mutation testing found such engines surviving (issue 54), so `load` and `apply` copy.
"""

from __future__ import annotations

from typing import Any

import pytest

from conformance.engines.engine import InProcessEngine


@pytest.mark.parametrize("verb", ["load", "apply"])
def test_a_request_reaches_the_engine_as_a_decoded_copy(verb: str, monkeypatch: pytest.MonkeyPatch) -> None:
    handed: list[Any] = []
    engine = InProcessEngine()
    monkeypatch.setattr(engine, "_call", lambda name, *args: handed.append((name, args)) or {})
    sent = {"effect": {"to": "hand"}, "type": "stop"}
    getattr(engine, verb)(sent)
    ((name, (received,)),) = handed
    assert name == verb and received == sent
    assert received is not sent and received["effect"] is not sent["effect"]
    assert received["type"] is not sent["type"], "the caller's own string reached the engine"
