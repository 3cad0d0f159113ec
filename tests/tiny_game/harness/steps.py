"""Pig's steps, in the game's words: banked points, points rolled this turn, the die's next faces."""

from __future__ import annotations

from typing import Any

from pytest_bdd import given, parsers, then, when

from conformance.engines.engine import Engine
from conformance.games.table import ScenarioTable

from .builder import PigBuilder


@given(parsers.parse("a {players:d}-player game of Pig"), target_fixture="table")
def a_game(engine: Engine, players: int) -> ScenarioTable:
    return ScenarioTable(engine, PigBuilder(players))


@given(parsers.parse("a new {players:d}-player game of Pig dealt from seed {seed:d}"), target_fixture="table")
def a_new_game(engine: Engine, players: int, seed: int) -> ScenarioTable:
    table = ScenarioTable(engine, PigBuilder(players))
    engine.new_game("pig", players, seed)
    table.loaded = True
    return table


def _builder(table: ScenarioTable) -> PigBuilder:
    assert isinstance(table.builder, PigBuilder) and not table.loaded, "Given steps come before the first action"
    return table.builder


@given(parsers.parse("it is round {number:d}"))
def in_round(table: ScenarioTable, number: int) -> None:
    _builder(table).round = number


@given(parsers.parse("it is player {seat:d}'s turn"))
def on_turn(table: ScenarioTable, seat: int) -> None:
    _builder(table).on_turn = seat


@given(parsers.re(r"player (?P<seat>\d) has banked (?P<points>\d+) points?$"))
def banked(table: ScenarioTable, seat: str, points: str) -> None:
    _builder(table).scores[int(seat)] = int(points)


@given(parsers.re(r"player (?P<seat>\d) has rolled (?P<points>\d+) points? this turn$"))
def rolled(table: ScenarioTable, seat: str, points: str) -> None:
    builder = _builder(table)
    builder.on_turn, builder.turn_total = int(seat), int(points)


@given(parsers.parse("the die will roll {faces}"))
def die_will_roll(table: ScenarioTable, faces: str) -> None:
    _builder(table).faces = [int(face) for face in faces.replace(" and ", ", ").split(", ")]


@given(parsers.parse("the generator's state is {rng}"))
def generator(table: ScenarioTable, rng: str) -> None:
    _builder(table).rng = rng


@when(parsers.parse("player {seat:d} rolls"))
def rolls(table: ScenarioTable, seat: int) -> None:
    table.act(seat, {"type": "roll"})


@when(parsers.parse("player {seat:d} holds"))
def holds(table: ScenarioTable, seat: int) -> None:
    table.act(seat, {"type": "hold"})


def _change(field: str, seat: int, value: int) -> Any:
    def change(state: dict[str, Any]) -> None:
        if field == "score":
            state["players"][seat]["score"] = value
        else:
            state["turn_total"] = value

    return change


@when(parsers.re(r"a position is loaded in which player (?P<seat>\d) has banked (?P<points>\d+) points?$"))
def load_banked(table: ScenarioTable, seat: str, points: str) -> None:
    table.load_changed(_change("score", int(seat), int(points)))


@when(parsers.re(r"a position is loaded in which player (?P<seat>\d) has rolled (?P<points>\d+) points? this turn$"))
def load_rolled(table: ScenarioTable, seat: str, points: str) -> None:
    assert table.state()["pending"]["player"] == int(seat), f"it is not player {seat}'s turn"
    table.load_changed(_change("turn_total", int(seat), int(points)))


def _player(table: ScenarioTable, seat: int) -> dict[str, Any]:
    players: list[dict[str, Any]] = table.settled()["players"]
    return players[seat]


@then(parsers.re(r"player (?P<seat>\d) has banked (?P<points>\d+) points?$"))
def has_banked(table: ScenarioTable, seat: str, points: str) -> None:
    assert _player(table, int(seat))["score"] == int(points)


@then(parsers.re(r"player (?P<seat>\d) has rolled (?P<points>\d+) points? this turn$"))
def has_rolled(table: ScenarioTable, seat: str, points: str) -> None:
    state = table.settled()
    assert state["pending"] == {"kind": "turn", "player": int(seat)}, f"the pending decision is {state['pending']}"
    assert state["turn_total"] == int(points), f"the turn total is {state['turn_total']}"


@then(parsers.parse("it is player {seat:d}'s turn"))
def is_on_turn(table: ScenarioTable, seat: int) -> None:
    pending = table.settled()["pending"]
    assert pending == {"kind": "turn", "player": seat}, f"the pending decision is {pending}"


@then(parsers.parse("it is round {number:d}"))
def is_round(table: ScenarioTable, number: int) -> None:
    assert table.settled()["round"] == number


@then("the game is over")
def over(table: ScenarioTable) -> None:
    assert table.settled()["pending"] is None, "a decision is still pending"
    assert table.legal() == [], "an engine offers no answer once the game is over"


@then(parsers.parse("player {seat:d} may {answers}"))
def may(table: ScenarioTable, seat: int, answers: str) -> None:
    """`roll`, `roll or hold`: exactly these answers, in this order (decisions.md P3.1)."""
    assert table.settled()["pending"]["player"] == seat
    assert table.legal() == [{"type": word} for word in answers.split(" or ")]


@then(parsers.parse("player {seat:d} ranks {rank:d} with {points:d} points"))
def ranks(table: ScenarioTable, seat: int, rank: int, points: int) -> None:
    table.ensure_loaded()
    entry = table.engine.score()[seat]
    assert (entry["rank"], entry["total"], entry["items"]) == (rank, points, {"banked": points}), entry
