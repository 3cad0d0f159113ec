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
Condition = Callable[[GameState, int, Any, dict[str, Any]], bool]

QUANTITIES: dict[str, Quantity] = {
    "space_index": lambda state, seat, ctx: int(ctx["space"]),
    "trigger_amount": lambda state, seat, ctx: int(ctx["trigger_amount"]),
    "hand_size": lambda state, seat, ctx: len(state.players[seat].hand),
    "wonder_icons": lambda state, seat, ctx: state.players[seat].wonders,
    "cubes_on_character": lambda state, seat, ctx: state.players[seat].cubes,
    "vp_total": lambda state, seat, ctx: state.players[seat].vp,
    "city_points": lambda state, seat, ctx: state.players[seat].cp,
    "industry_points": lambda state, seat, ctx: state.players[seat].ip,
    "food_steps": lambda state, seat, ctx: state.players[seat].food,
    "extra_draw_areas_active": lambda state, seat, ctx: len(state.players[seat].draw_areas),
    "cards_played": lambda state, seat, ctx: (
        len(state.players[seat].played) + sum(len(c) for c in state.players[seat].automated.values())
    ),
    "lowest_basic_income": lambda state, seat, ctx: min(state.players[seat].income[k] for k in BASIC),
    "highest_basic_income": lambda state, seat, ctx: max(state.players[seat].income[k] for k in BASIC),
    "skill_tiles": lambda state, seat, ctx: len(state.players[seat].skill_tiles),
    # The map's quantities (cities, city_point_rate, connected_ports, ...) are registered by
    # cities.py; the tracks' by industry.py, food.py and prosperity.py.
}


def holds(state: GameState, seat: int, cond: Any, ctx: dict[str, Any] | None = None) -> bool:
    """Evaluate a condition of the effect vocabulary (effects.md §Conditions)."""
    ctx = ctx or {}
    ((name, arg),) = cond.items()
    if name == "at_least":
        value, threshold = arg
        return amount(state, seat, value, ctx) >= amount(state, seat, threshold, ctx)
    if name == "and":
        return all(holds(state, seat, c, ctx) for c in arg)
    if name == "or":
        return any(holds(state, seat, c, ctx) for c in arg)
    if name == "not":
        return not holds(state, seat, arg, ctx)
    fn = CONDITIONS.get(name)
    if fn is None:
        raise Unsupported(f"the condition '{name}' is not implemented by the reference engine yet")
    return fn(state, seat, arg, ctx)


CONDITIONS: dict[str, Condition] = {}


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
    value = fn(state, seat, {**ctx, "param": expr["param"]} if "param" in expr else ctx)
    per: int = expr.get("per", 1)
    times: int = expr.get("times", 1)
    result = (value // per) * times
    cap: int | None = expr.get("max")
    return result if cap is None else min(result, cap)
