"""Amounts in the effect vocabulary: a number, a counted quantity, or a threshold table.

Quantities read the state; those that look at parts of the game this engine does
not model yet raise `Unsupported` rather than guess.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reference_impl.errors import Unsupported

from .state import BASIC, GameState

Quantity = Callable[[GameState, int, dict[str, Any]], int]

QUANTITIES: dict[str, Quantity] = {
    "space_index": lambda state, seat, ctx: int(ctx["space"]),
    "cards_played": lambda state, seat, ctx: (
        len(state.players[seat].played) + sum(len(c) for c in state.players[seat].automated.values())
    ),
    "lowest_basic_income": lambda state, seat, ctx: min(state.players[seat].income[k] for k in BASIC),
    "highest_basic_income": lambda state, seat, ctx: max(state.players[seat].income[k] for k in BASIC),
    "skill_tiles": lambda state, seat, ctx: len(state.players[seat].skill_tiles),
    # The state does not model the map and the industry track yet (issues 5 and 6): a player
    # therefore holds no property, no tile and no marker away from its start: these counts are 0.
    "city_point_rate": lambda state, seat, ctx: 0,
    "industry_icons_passed": lambda state, seat, ctx: 0,
    "connected_ports": lambda state, seat, ctx: 0,
}


def amount(state: GameState, seat: int, expr: Any, ctx: dict[str, Any] | None = None) -> int:
    if isinstance(expr, int):
        return expr
    ctx = ctx or {}
    if "table" in expr:
        value = amount(state, seat, expr["table"]["of"], ctx)
        result = 0
        for threshold, payout in expr["table"]["rows"]:
            if value >= threshold:
                result = payout
        return result
    name = expr["count"]
    fn = QUANTITIES.get(name)
    if fn is None:
        raise Unsupported(f"the quantity '{name}' is not implemented by the reference engine yet")
    value = fn(state, seat, ctx)
    per: int = expr.get("per", 1)
    times: int = expr.get("times", 1)
    return (value // per) * times
