"""Loyang steps for asking for a new game with options (spec/loyang/protocol.md P1).

Setup scenarios usually start from a game the engine dealt; these ask for one
and keep the answer, so a scenario can require that a Starting player with no
seat, or a variant at a player count it is not played with, is refused, and
that the solo game's own variant is dealt.
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, then, when

from conformance.engines.engine import EngineRefusal
from conformance.games.loyang.steps.table import Table

TWO_GRID_CARDS = "two_grid_cards"
"""The id of the solo variant of LY-15.2.5 (spec/loyang/game.json)."""


def _ask(table: Table, players: int, options: dict[str, Any]) -> None:
    """Ask for the game, keeping a refusal instead of raising it: the scenario's Then judges the answer."""
    try:
        table.engine.new_game("loyang", players, 1, options)
        table.refusal = None
        table.loaded = True
    except EngineRefusal as refusal:
        table.refusal = refusal


@when(parsers.parse("a new {players:d}-player game is asked for with player {start:d} to start"))
def ask_with_start(table: Table, players: int, start: int) -> None:
    _ask(table, players, {"start_player": start})


@when(parsers.parse("a new {players:d}-player game is asked for with two grid cards"))
def ask_two_grid(table: Table, players: int) -> None:
    _ask(table, players, {"variants": [TWO_GRID_CARDS]})


@when("a new solo game is asked for with two grid cards")
def ask_solo_two_grid(table: Table) -> None:
    _ask(table, 1, {"variants": [TWO_GRID_CARDS]})


@then(parsers.parse("the request is refused as {kind}"))
def refused_as(table: Table, kind: str) -> None:
    """`malformed` is the protocol's invalid_request, `not offered` its unsupported (protocol.md P1.2, P1.3)."""
    codes = {"malformed": "invalid_request", "not offered": "unsupported"}
    assert kind in codes, f"a request is refused as malformed or as not offered, not as {kind!r}"
    assert table.refusal is not None, "the engine accepted the request"
    assert table.refusal.code == codes[kind], f"refused with {table.refusal.code}, not {codes[kind]}"


@then("the game is dealt")
def check_game_dealt(table: Table) -> None:
    assert table.refusal is None, f"the engine refused the request: {table.refusal}"
    assert table.engine.state()["round"] == 1, "a new game starts in round 1"
