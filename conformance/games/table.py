"""What every game's scenario steps share: a table that loads its state once and answers decisions.

A game's Given steps shape a state (through the game's own builder); the first
step that acts loads it. `act` answers the pending decision and keeps a refusal,
with the state before and after it, for a Then step to judge; the plugin's step
error hook reads `notes` for the report. `load_changed` hands the engine a copy
of the position it holds, changed in one place by a game's When step, and keeps
the refusal the same way. The Then steps every game words the same way live
here ("the action is refused because of <rule>", "the position is refused
because of <rule>"): a game's suite module star-imports this module, so
pytest-bdd finds them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from pytest_bdd import parsers, then, when

from rulecore import wire

from ..engines.engine import Engine, EngineRefusal


class StateBuilder(Protocol):
    """A game's scenario state builder: whatever it holds, it builds one state document."""

    def build(self) -> dict[str, Any]: ...


@dataclass
class ScenarioTable:
    """What a scenario knows: the state it set up, whether it is loaded, and the last refusal."""

    engine: Engine
    builder: StateBuilder
    loaded: bool = False
    refusal: EngineRefusal | None = None
    notes: dict[str, Any] = field(default_factory=dict)
    stand_ins: dict[int, int] = field(default_factory=dict)
    """Seats that answer the next decision in another seat's place: answerer -> deciding seat."""

    def starting_state(self) -> dict[str, Any]:
        """The state the scenario loads; a game's table may adjust the built state here."""
        return self.builder.build()

    def ensure_loaded(self) -> None:
        """Load the starting state (an in-process engine is handed a decoded copy by its adapter, as the wire
        would hand it one: conformance/engines/engine.py)."""
        if not self.loaded:
            self.engine.load(self.starting_state())
            self.loaded = True

    def state(self) -> dict[str, Any]:
        self.ensure_loaded()
        return self.engine.state()

    def legal(self) -> list[dict[str, Any]]:
        """The legal actions now, after checking that the last action was not refused unexpectedly."""
        self.ensure_loaded()
        assert self.refusal is None or self.notes.get("judged"), f"the last action was refused: {self.refusal}"
        return self.engine.legal_actions()

    def act(self, seat: int, action: dict[str, Any]) -> None:
        """Answer the pending decision as `seat`; a refusal is kept for a Then step to judge.

        A request carries no seat: every answer is the deciding player's (protocol §3.6). A seat
        in `stand_ins` answers once in the deciding seat's place, so that a scenario can hand the
        engine an answer only another player could give (a card of their own hand, say).
        """
        self.ensure_loaded()
        assert self.refusal is None, f"the answer before this one was refused: {self.refusal}"
        before = self.engine.state()
        pending = before["pending"]
        assert pending is not None, "the game is over: nobody has a decision to make"
        deciding = self.stand_ins.pop(seat, seat)
        assert pending["player"] == deciding, f"player {pending['player']} is to decide, not player {deciding}"
        self.notes["before"] = before  # kept for the report's state diff (conformance/results/evidence.py)
        self.notes["judged"] = False
        offered = self.engine.legal_actions()
        self.notes["offered"] = offered
        self.notes["action"] = action  # for the reference engine's opinion of a failure (results/second_opinion.py)
        listed = action in offered
        try:
            self.engine.apply(action)
            self.refusal = None
        except EngineRefusal as refusal:
            self.refusal = refusal
            self.notes["after"] = self.engine.state()
            self.notes["unchanged"] = self.notes["after"] == before
            self.notes["listed"] = listed
            return
        # The legal actions are exactly the answers the engine accepts (spec/decision-model.md).
        assert listed, f"the engine accepted {action}, which its legal actions did not list"

    def load_changed(self, change: Callable[[dict[str, Any]], None]) -> None:
        """Load a copy of the engine's position changed in place by `change`; keep the refusal.

        The position the change starts from is the engine's own `state` after the
        scenario's Given steps, so the document differs from a real position only
        where `change` touched it. A refusal must leave the engine holding that
        position (protocol §2.4): `notes` records whether it did.
        """
        before = self.state()
        changed = wire.copy(before)  # the engine's JSON: a trip through orjson copies it, far faster than deepcopy
        change(changed)
        assert changed != before, "the change left the position as it was: the scenario tests nothing"
        self.notes["before"] = before
        self.notes["judged"] = False
        self.notes.pop("action", None)  # the position changed, not by an answer
        try:
            self.engine.load(changed)
            self.refusal = None
        except EngineRefusal as refusal:
            self.refusal = refusal
            self.notes["after"] = self.engine.state()
            self.notes["unchanged"] = self.notes["after"] == before
            return
        self.notes["after"] = self.engine.state()

    def settled(self) -> dict[str, Any]:
        """The state, after checking that the last action was not refused unexpectedly (a refusal a Then step
        has judged is expected)."""
        assert self.refusal is None or self.notes.get("judged"), f"the last action was refused: {self.refusal}"
        return self.state()


@then(parsers.parse("the action is refused because of {rule}"))
def refused(table: ScenarioTable, rule: str) -> None:
    """An illegal action is refused with the rule it breaks, is not listed, and changes nothing.

    Once judged, the refusal is accounted for: later Then steps read the unchanged game (what the pending
    decision still is, what the player still holds), as they would after an accepted action.
    """
    assert table.refusal is not None, "the action was accepted, but the rules forbid it"
    assert table.refusal.code == "illegal_action", f"refused with {table.refusal.code}, not illegal_action"
    assert table.refusal.rule == rule, f"refused citing {table.refusal.rule}, not {rule}"
    assert table.notes["unchanged"], "the refused action changed the game state"
    assert not table.notes["listed"], "the engine refused an action that its legal actions listed"
    table.notes["judged"] = True


@when(parsers.parse("player {seat:d} answers in place of player {deciding:d}"))
def stand_in(table: ScenarioTable, seat: int, deciding: int) -> None:
    """The next answer of `seat` is handed to the engine while `deciding` is the one asked."""
    assert seat != deciding, "a player cannot stand in for themselves"
    table.stand_ins[seat] = deciding


@then(parsers.parse("player {seat:d} still faces the same choice"))
def same_choice(table: ScenarioTable, seat: int) -> None:
    """After a refused answer the same player is asked the same question, with the same answers."""
    assert table.refusal is not None, "the answer was accepted, so the choice moved on"
    pending = table.engine.state()["pending"]
    assert pending == table.notes["before"]["pending"], f"the pending decision is now {pending}"
    assert pending is not None and pending["player"] == seat, f"player {pending and pending['player']} is asked"
    now = table.engine.legal_actions()
    offered = table.notes["offered"]
    assert len(now) == len(offered) and all(a in offered for a in now), "the answers on offer changed"


@when("the game is saved and loaded again")
def saved_and_loaded(table: ScenarioTable) -> None:
    """The engine's own position handed back to `load` as it stands: play reached it, so it breaks no load
    invariant, and loading it must leave the engine unchanged (protocol §3.4). An engine whose invariants are
    stricter than the rules refuses it; the refusal is kept, and every later Then step fails on it."""
    before = table.state()
    table.notes["before"] = before
    table.notes["judged"] = False
    table.notes.pop("action", None)  # the engine is handed a position, not an answer
    try:
        table.engine.load(wire.copy(before))
        table.refusal = None
    except EngineRefusal as refusal:
        table.refusal = refusal
    table.notes["after"] = table.engine.state()


@then("the game goes on from the position it was saved in")
def loaded_as_saved(table: ScenarioTable) -> None:
    """The saved position loaded, and the engine holds it unchanged (protocol §3.4)."""
    assert table.refusal is None, f"the engine refused the position it had reached in play: {table.refusal}"
    assert table.notes["after"] == table.notes["before"], "loading the saved position changed it"


@then(parsers.parse("the position is refused because of {rule}"))
def position_refused(table: ScenarioTable, rule: str) -> None:
    """A state no play can reach is refused with the invariant it breaks, and the engine keeps its position."""
    assert table.refusal is not None, "the engine loaded the position, but it breaks a load invariant"
    assert table.refusal.code == "invalid_state", f"refused with {table.refusal.code}, not invalid_state"
    assert table.refusal.rule == rule, f"refused citing {table.refusal.rule}, not {rule}"
    assert table.notes["unchanged"], "the refused load changed the position the engine held"
