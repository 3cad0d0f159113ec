"""A scenario hands the engine its starting state as the wire would: a decoded copy, not the builder's objects.

An engine in the harness's own process that compared strings by identity (`is "hand"`) passed every scenario,
because the strings a step writes are interned and reached the engine unchanged; over the wire the same engine
fails. Mutation testing found such engines surviving (issue 54), so the table copies before it loads.
"""

from __future__ import annotations

from typing import Any

from conformance.games.table import ScenarioTable


class Builder:
    def __init__(self) -> None:
        self.state: dict[str, Any] = {"effect": {"to": "hand"}, "seats": [0, 1]}

    def build(self) -> dict[str, Any]:
        return self.state


class Recorder:
    """Just enough of an engine to see what `load` is handed."""

    def __init__(self) -> None:
        self.loaded: list[dict[str, Any]] = []

    def load(self, state: dict[str, Any]) -> None:
        self.loaded.append(state)


def test_the_loaded_state_is_a_decoded_copy() -> None:
    builder, engine = Builder(), Recorder()
    table = ScenarioTable(engine, builder)  # type: ignore[arg-type]  # a recorder, not a whole engine
    table.ensure_loaded()
    table.ensure_loaded()
    assert len(engine.loaded) == 1, "the state is loaded once"
    (loaded,) = engine.loaded
    assert loaded == builder.state
    assert loaded is not builder.state and loaded["effect"] is not builder.state["effect"]
    assert loaded["effect"]["to"] is not builder.state["effect"]["to"], "the step's own string reached the engine"
