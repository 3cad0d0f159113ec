"""Positions of each kind a Sweet Lands engine must load and give back unchanged (`conformance smoke`).

They are the moments of decisions.md D6 and a few more decisions a scenario
often starts at, each built from a quiet table (builder.py) with only the
specified frames of decisions.md D5. Every one has a decision on top, so `load`
runs nothing forward and `state` must return exactly what was given.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conformance.games import Position

from .builder import TableBuilder

State = dict[str, Any]

SMALL_MAP = {
    "id": "smoke",
    "hexes": [
        {"q": 0, "r": 0, "terrain": "capital"},
        {"q": 1, "r": 0, "terrain": "wheat"},
        {"q": 0, "r": 1, "terrain": "wheat"},
        {"q": 1, "r": -1, "terrain": "forest"},
    ],
    "extra_draw_areas": [],
    "ports": [],
}
TURN_BASE: list[dict[str, Any]] = [{"kind": "round_end"}, {"kind": "action_phase", "next": 1}]


def _table(stack_top: list[dict[str, Any]], round_: int = 1) -> TableBuilder:
    table = TableBuilder(players=2, round=round_)
    for seat in (0, 1):
        table.give_hand(seat, 3)
        table.player(seat)["round_aid_space"] = seat
        table.player(seat)["resources"].update(gold=5, wheat=7, wood=2)
    table.fill_deck(10)
    table.set_area("A", 3)
    table.set_area("H", 1)
    table.stack = [*TURN_BASE, *stack_top]
    return table


def turn_start() -> State:
    """D6.2: a turn before its main action."""
    return _table([{"kind": "turn", "player": 0, "main_done": False}]).build()


def after_main_action() -> State:
    """D6.3: the same turn once the main action is done."""
    return _table([{"kind": "turn", "player": 0, "main_done": True}]).build()


def hand_cost() -> State:
    """The hand cost of area A's first space, with the area's cost and effect waiting below it (D5.9)."""
    table = _table(
        [
            {"kind": "turn", "player": 0, "main_done": True},
            {
                "kind": "effect",
                "player": 0,
                "effect": {"all": [{"pay": {"wheat": 6}}, {"place": {"what": "terrain", "count": 3, "up_to": True}}]},
                "ctx": {"space": 1},
            },
            {"kind": "hand_cost", "player": 0, "count": 1},
        ]
    )
    table.state["areas"]["A"][0] = 0
    return table.build()


def mid_placements() -> State:
    """D6.4: one of three terrain tiles placed, two left, "up to"."""
    table = _table(
        [
            {"kind": "turn", "player": 0, "main_done": True},
            {"kind": "place_terrain", "player": 0, "left": 2, "up_to": True},
        ]
    )
    player = table.player(0)
    player["map"] = SMALL_MAP
    player["tiles"] = {"1,0": {"tile": "wheat_income", "flipped": False}}
    table.state["areas"]["A"][0] = 0
    return table.build()


def at_pass() -> State:
    """D6.5: player 0 has passed and scored; the round aid token is to move."""
    table = _table([{"kind": "move_round_aid", "player": 0}])
    table.player(0)["passed"] = True
    table.state["pass_order"] = [0]
    return table.build()


def keep_card() -> State:
    """Cleanup: player 1 keeps one card, then the next round begins (D5.11)."""
    table = _table([])
    table.state["phase"] = "cleanup"
    kept, *rest = table.player(0)["hand"]
    table.player(0)["hand"] = [kept]  # player 0, first in the order of SL-21.2.5, has kept a card
    table.state["discard"] = rest
    table.stack = [{"kind": "round_start", "round": 2}, {"kind": "refresh"}, {"kind": "keep_card", "player": 1}]
    return table.build()


def solo_turn() -> State:
    """A solo game's turn, with Mio's disc on area H (chapter 26)."""
    table = TableBuilder(players=1, round=2)
    table.give_hand(0, 2)
    table.fill_deck(6)
    table.player(0)["round_aid_space"] = 1
    table.set_area("H", 1)
    table.state["areas"]["H"][0] = "mio"
    table.state["solo"]["round_aid_space"] = 0
    table.stack = [
        {"kind": "round_end"},
        {"kind": "action_phase", "next": 0},
        {"kind": "turn", "player": 0, "main_done": False},
    ]
    return table.build()


POSITIONS: tuple[tuple[str, Callable[[], State]], ...] = (
    ("start of a turn", turn_start),
    ("after the main action", after_main_action),
    ("paying a hand cost", hand_cost),
    ("in the middle of an area's placements", mid_placements),
    ("at a pass", at_pass),
    ("keeping a card at cleanup", keep_card),
    ("a solo turn", solo_turn),
)


def positions() -> list[Position]:
    """Fresh copies of every position, by name, with the player count and variants each needs."""
    return [_position(name, make()) for name, make in POSITIONS]


def _position(name: str, state: State) -> Position:
    return Position(name, state, (f"players={len(state['players'])}", *state["variants"]))
