"""Positions of each decision kind a Loyang engine must load and give back unchanged (`conformance smoke`).

One position per decision kind of decisions.md L3 that this engine asks, each built
from a quiet table (builder.py) with the frames of decisions.md L7 beneath it. Every
one has a decision on top, so `load` runs nothing forward and `state` must return
exactly what was given.
"""

from __future__ import annotations

from typing import Any

from conformance.games import Position

from .builder import TableBuilder

State = dict[str, Any]
ROUND = [{"kind": "round_end"}]
TURNS = [*ROUND, {"kind": "turns"}]
END_OF_TURN = [{"kind": "turn_over", "player": 0}]


def _table(players: int = 2) -> TableBuilder:
    table = TableBuilder(players=players, round=3)
    for seat in range(players):
        player = table.player(seat)
        player.update(cash=4, cart={"wheat": 2, "bean": 1}, shop={"pumpkin": 1})
    table.state["draw_pile"] = [table.filler() for _ in range(3)]
    return table


def _with(table: TableBuilder, stack: list[dict[str, Any]], phase: str = "action") -> State:
    table.state["phase"] = phase
    table.stack = stack
    return table.build()


def first_planting() -> State:
    table = _table()
    table.state["round"], table.state["second_player"] = 1, None
    stack = [{"kind": "round_start", "round": 1}, {"kind": "first_planting", "player": 1}]
    return _with(table, [*stack, {"kind": "first_planting", "player": 0}], "setup")


def distribution_turn() -> State:
    table = _table()
    for seat in (0, 1):
        table.player(seat)["hand"] = sorted(table.filler() for _ in range(2))
    table.state["courtyard"] = [table.filler()]
    frames = [
        {"kind": "distribution", "next": 1, "finished": []},
        {"kind": "distribution_turn", "player": 0, "turned_up": False},
    ]
    return _with(table, [*ROUND, {"kind": "action_phase"}, *frames], "card")


def distribution_forced() -> State:
    table = _table()
    table.state["discard_pile"], table.state["draw_pile"] = table.state["draw_pile"], []
    table.player(0)["hand"] = [table.filler()]
    frames = [{"kind": "distribution", "next": 1, "finished": [1]}, {"kind": "distribution_forced", "player": 0}]
    return _with(table, [*ROUND, {"kind": "action_phase"}, *frames], "card")


def pay_for_a_field() -> State:
    table = _table()
    field = table.card("common_field", size=4, allowed=["wheat"], cost=2)
    table.play(0, "common_field", field, vegetable=None, count=0)
    pay = {"kind": "pay", "player": 0, "amount": 2, "for": "common_field", "card": field}
    return _with(table, [*TURNS, {"kind": "turn", "player": 0}, pay])


def penalty() -> State:
    table = _table()
    nina = table.card("regular_customer", pair=["wheat", "bean"], prices=[5, 6, 7, 8])
    table.play(0, "regular_customer", nina, marker="red", rows=1, due_from=2, last_delivery=None)
    pay = {"kind": "pay", "player": 0, "amount": 2, "for": "penalty", "card": nina}
    storing = [*END_OF_TURN, {"kind": "path_step", "player": 0}, {"kind": "storing", "player": 0}]
    return _with(table, [*TURNS, *storing, pay])


def choose_partner() -> State:
    table = _table(4)
    return _with(table, [*TURNS, {"kind": "choose_partner", "player": 0}])


def turn() -> State:
    table = _table()
    return _with(table, [*TURNS, {"kind": "turn", "player": 0}])


def two_pack_keep() -> State:
    table = _table()
    drawn = [table.filler(), table.filler()]
    table.player(0)["two_pack_bought"] = True
    return _with(table, [*TURNS, {"kind": "turn", "player": 0}, {"kind": "two_pack_keep", "player": 0, "cards": drawn}])


def two_pack_stack() -> State:
    table = _table()
    kept = sorted([table.filler(), table.filler()])
    table.player(0)["two_pack_bought"] = True
    return _with(table, [*TURNS, {"kind": "turn", "player": 0}, {"kind": "two_pack_stack", "player": 0, "cards": kept}])


def store() -> State:
    table = _table()
    return _with(
        table,
        [
            *TURNS,
            *END_OF_TURN,
            {"kind": "path_step", "player": 0},
            {"kind": "storing", "player": 0},
            {"kind": "store", "player": 0},
        ],
    )


def path_step() -> State:
    table = _table()
    table.player(0)["cart"] = {}
    return _with(table, [*TURNS, *END_OF_TURN, {"kind": "path_step", "player": 0}])


def _helper(table: TableBuilder, effect: dict[str, Any], timing: list[str]) -> str:
    card = table.card("helper", effect=effect, timing=timing)
    table.play(0, "helper", card)
    return card


def helper_window() -> State:
    table = _table()
    _helper(table, {"take_vegetables": {"from": "supply", "kinds": "any", "count": 1}}, ["harvest"])
    frames: list[dict[str, Any]] = [
        {"kind": "helper_windows", "phase": "harvest", "seats": [1]},
        {"kind": "helper_window", "player": 0, "phase": "harvest"},
    ]
    return _with(table, [*ROUND, {"kind": "action_phase"}, {"kind": "card_phase"}, *frames], "harvest")


def helper_option() -> State:
    table = _table()
    effect = {"take_vegetables": {"from": "supply", "kinds": "any", "count": 2}}
    card = _helper(table, effect, ["action"])
    frame: dict[str, Any] = {
        "kind": "helper_option",
        "player": 0,
        "card": card,
        "effect": effect,
        "target": None,
        "done": 1,
        "used": ["wheat"],
        "cards": [],
        "joined": [],
        "price_change": 0,
    }
    used: dict[str, Any] = {"kind": "helper_used", "player": 0, "card": card, "joined": []}
    return _with(table, [*TURNS, {"kind": "turn", "player": 0}, used, frame])


def solo_card_phase() -> State:
    table = TableBuilder(players=1, round=3)
    table.player(0).update(cash=4, cart={"wheat": 1})
    table.player(0)["hand"] = sorted(table.filler() for _ in range(4))
    table.state["grid"][0] = [table.filler() for _ in range(3)]
    table.state["grid"][1] = [table.filler() for _ in range(3)]
    return _with(table, [*ROUND, {"kind": "action_phase"}, {"kind": "solo_card_phase", "player": 0}], "card")


POSITIONS = (
    first_planting,
    distribution_turn,
    distribution_forced,
    pay_for_a_field,
    penalty,
    choose_partner,
    turn,
    two_pack_keep,
    two_pack_stack,
    store,
    path_step,
    helper_window,
    helper_option,
    solo_card_phase,
)


def positions() -> list[Position]:
    """Every position, named by its builder function, with the player count and variants it needs."""
    return [_position(make.__name__, make()) for make in POSITIONS]


def _position(name: str, state: State) -> Position:
    return Position(name, state, (f"players={len(state['players'])}", *state["variants"]))
