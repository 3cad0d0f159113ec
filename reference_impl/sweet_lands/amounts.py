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
Check = Callable[[GameState, int], bool]
"""A condition compiled by `compiled_condition`: whether it holds for a seat, with no `ctx`."""
Measure = Callable[[GameState, int], int]

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


BOARD_QUANTITIES = frozenset(
    {
        "terrain_tiles",
        "properties",
        "connected_ports",
        "cities",
        "rabbits_on_map",
        "food_steps",
        "wonder_icons",
        "cards_played",
        "automated_cards",
        "skill_tiles",
        "income",
        "lowest_basic_income",
        "prosperity_steps",
        "prosperity_colour_steps",
        "industry_steps",
        "vp_total",
        "has_tag",
    }
)
"""Quantities and named conditions that read none of a player's resources, hand or action discs, nor the
discard pile: the turn keeps a condition made only of these while the steady answers that change just
those are applied (`Game.steady`). `resources` and `hand_size` are left out on purpose.
tests/unit/test_sweet_lands_steady.py checks each against states whose purse and hand are changed."""


def board_only(cond: Any) -> bool:
    """Whether a condition reads nothing but `BOARD_QUANTITIES` (and numbers), by its shape alone."""
    if not isinstance(cond, dict) or len(cond) != 1:
        return False
    ((name, arg),) = cond.items()
    if name == "at_least":
        return isinstance(arg, list) and all(_board_amount(a) for a in arg)
    if name in {"and", "or"}:
        return isinstance(arg, list) and all(board_only(c) for c in arg)
    if name == "not":
        return board_only(arg)
    return name in BOARD_QUANTITIES


def _board_amount(expr: Any) -> bool:
    if type(expr) is int:
        return True
    if not isinstance(expr, dict):
        return False
    if "table" in expr:
        return isinstance(expr["table"], dict) and _board_amount(expr["table"].get("of"))
    return expr.get("count") in BOARD_QUANTITIES


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


def compiled_condition(cond: Any) -> Check:
    """`holds(state, seat, cond)` as a function, for a condition asked at every turn decision (milestones).

    The walk over the condition's shape is done once; quantities and conditions are still looked up
    by name when asked, so a missing one raises `Unsupported` as `holds` does. A shape other than the
    plain `at_least`/`and`/`or`/`not` over counts and numbers, or a condition of `CONDITIONS` by name,
    is left to `holds` itself.
    """
    if isinstance(cond, dict) and len(cond) == 1:
        ((name, arg),) = cond.items()
        if name == "at_least" and isinstance(arg, list) and len(arg) == 2:  # a value and a threshold
            counted, least = arg
            if type(least) is int and _plain_count(counted):
                # The common shape: a count against a printed number.
                return _count_at_least(counted["count"], "param" in counted, counted.get("param"), least)
            value, threshold = (_compiled_amount(a) for a in arg)
            if value is not None and threshold is not None:
                return lambda state, seat: value(state, seat) >= threshold(state, seat)
        elif name in {"and", "or"} and isinstance(arg, list):
            parts = tuple(compiled_condition(c) for c in arg)
            if len(parts) == 2:  # the shape of every clock tower condition
                first, second = parts
                if name == "and":
                    return lambda state, seat: first(state, seat) and second(state, seat)
                return lambda state, seat: first(state, seat) or second(state, seat)
            if name == "and":
                return lambda state, seat: all(p(state, seat) for p in parts)
            return lambda state, seat: any(p(state, seat) for p in parts)
        elif name == "not":
            inner = compiled_condition(arg)
            return lambda state, seat: not inner(state, seat)
        elif name not in _BUILT_IN:
            return _named_condition(name, arg)
    return lambda state, seat: holds(state, seat, cond)


_BUILT_IN = frozenset({"at_least", "and", "or", "not"})
"""The conditions `holds` reads itself; any other name is looked up in `CONDITIONS`."""


def _named_condition(name: str, arg: Any) -> Check:
    """`holds` for a condition of `CONDITIONS` (`has_tag`, …) in one call, looked up when asked as `holds` does."""

    def check(state: GameState, seat: int) -> bool:
        fn = CONDITIONS.get(name)
        if fn is None:
            raise Unsupported(f"the condition '{name}' is not implemented by the reference engine yet")
        return fn(state, seat, arg, {})

    return check


BOUNDS: dict[str, tuple[Quantity, Quantity]] = {}
"""Cheap upper bounds of some quantities whatever their `param`, each beside the quantity it bounds: a
count compared with a number above its bound is false without counting (cities.py registers them)."""


def _plain_count(expr: Any) -> bool:
    """Whether an amount is a count and nothing more (no `per`, `times` or `max`)."""
    return isinstance(expr, dict) and isinstance(expr.get("count"), str) and set(expr) <= {"count", "param"}


def _count_at_least(name: str, has_param: bool, param: Any, least: int) -> Check:
    """`holds` for `{"at_least": [{"count": name, ...}, least]}` in one call.

    A registered bound below `least` answers without counting, but only while the quantity registered
    is still the one the bound was written for.
    """

    def check(state: GameState, seat: int) -> bool:
        # Subscripts and `in` rather than `.get`: a method call costs more, and this runs for every open
        # milestone at every turn decision.
        try:
            fn = QUANTITIES[name]
        except KeyError:
            raise Unsupported(f"the quantity '{name}' is not implemented by the reference engine yet") from None
        ctx = {"param": param} if has_param else {}
        if name in BOUNDS:
            bound = BOUNDS[name]
            if bound[0] is fn and bound[1](state, seat, ctx) < least:
                return False
        return fn(state, seat, ctx) >= least

    return check


_COUNT_KEYS = frozenset({"count", "param", "per", "times", "max"})


def _compiled_amount(expr: Any) -> Measure | None:
    """`amount(state, seat, expr)` as a function for a number or a plain count; None for any other shape."""
    if type(expr) is int:
        return lambda state, seat: expr
    if not isinstance(expr, dict) or not isinstance(expr.get("count"), str) or not set(expr) <= _COUNT_KEYS:
        return None
    name: str = expr["count"]
    has_param = "param" in expr
    param = expr.get("param")
    per: int = expr.get("per", 1)
    times: int = expr.get("times", 1)
    cap: int | None = expr.get("max")
    if per == 1 and times == 1 and cap is None:

        def plain(state: GameState, seat: int) -> int:
            fn = QUANTITIES.get(name)
            if fn is None:
                raise Unsupported(f"the quantity '{name}' is not implemented by the reference engine yet")
            return fn(state, seat, {"param": param} if has_param else {})

        return plain

    def measure(state: GameState, seat: int) -> int:
        fn = QUANTITIES.get(name)
        if fn is None:
            raise Unsupported(f"the quantity '{name}' is not implemented by the reference engine yet")
        result = (fn(state, seat, {"param": param} if has_param else {}) // per) * times
        return result if cap is None else min(result, cap)

    return measure
