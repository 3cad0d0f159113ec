"""The interpreter for the effect vocabulary (spec/sweet-lands/effects.md).

An effect is resolved by pushing an `effect` frame. Operations with no choice
apply at once; operations with a choice push a decision frame whose answers are
listed by the decision's `legal` function. Operations of the vocabulary that this
engine does not implement yet raise `Unsupported` naming the operation, so a
missing rule is never silently skipped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any

from reference_impl.errors import Unsupported

from . import abilities
from .amounts import amount, holds
from .content import Area, Content
from .game import Action, Game, auto, decision
from .state import Frame, Player

Effect = Any
OpFn = Callable[[Game, int, Any, dict[str, Any]], None]

OPS: dict[str, OpFn] = {}

ACTION_FORBIDDEN: list[Callable[[Game, Player, Any], bool]] = []
"""Tests of whether the rules forbid an area's action outright for a player now; chapter 10 registers
the place-a-property one (SL-10.4.7). Area L does not offer such an area (SL-10.4.7a)."""


def op(name: str) -> Callable[[OpFn], OpFn]:
    def register(fn: OpFn) -> OpFn:
        OPS[name] = fn
        return fn

    return register


def resolve(game: Game, seat: int, effect: Effect, ctx: dict[str, Any] | None = None) -> None:
    """Queue an effect for `seat`; it runs before anything already on the stack.

    `ctx` carries facts of the moment the effect was triggered (e.g. which action
    space was used) that amounts may refer to.
    """
    if effect:
        frame: Frame = {"kind": "effect", "player": seat, "effect": effect}
        if ctx:
            frame["ctx"] = ctx
        game.push(frame)


def with_ctx(frame: Frame, ctx: dict[str, Any] | None) -> Frame:
    """A frame carries `ctx` only when it holds something (decisions.md D5: no empty `ctx`)."""
    if ctx:
        frame["ctx"] = ctx
    return frame


def supported(effect: Effect) -> bool:
    """Whether every operation inside an effect is implemented (used to offer only playable options)."""
    if not effect:
        return True
    ((name, arg),) = effect.items()
    if name not in OPS:
        return False
    if name == "all":
        return all(supported(e) for e in arg)
    return True


def can_pay(player: Player, cost: dict[str, int]) -> bool:
    return all(player.resources[k] >= n for k, n in cost.items())


def cost_payable(player: Player, cost: Effect) -> bool:
    """Whether a cost written in the vocabulary (`pay`, one `pay_any`, `all` of them, or nothing) can be paid now."""
    if not cost:
        return True
    fixed: dict[str, int] = {}
    free: list[dict[str, Any]] = []
    for part in cost.get("all", [cost]):
        ((name, arg),) = part.items()
        if name == "pay":
            for k, n in arg.items():
                fixed[k] = fixed.get(k, 0) + n
        elif name == "pay_any":
            free.append(arg)
        else:
            raise Unsupported(f"a cost written as '{name}' is not implemented by the reference engine yet")
    if not can_pay(player, fixed):
        return False
    if len(free) > 1:
        raise Unsupported("a cost with two 'pay_any' parts is not implemented by the reference engine yet")
    return all(sum(player.resources[k] - fixed.get(k, 0) for k in f["kinds"]) >= f["count"] for f in free)


COST_MODIFIERS = ("industry_area_iron_discount", "rabbit_wheat_payable_with_wood")


def area_cost(game: Game, seat: int, area: Area) -> Effect:
    """The cost `seat` pays for an action area, used or copied, after the modifiers that change it.

    Nata Pastel pays less iron for the industry track areas (SL-23.3.1, errata E-71);
    Rikka Berry may pay any part of the rabbit areas' wheat with wood (SL-23.5.1),
    which turns that part of the cost into a `pay_any` of wheat and wood.
    """
    cost = area.cost
    if not cost or area.id not in _modified_areas(game.content):
        return cost  # the common case, checked first: this runs for every area at every turn decision
    player = game.player(seat)
    for ability in abilities.abilities(game, player):
        # Advanced skill tiles 13 and 14 replace one area's cost, also when copied (SL-16.5.15 to SL-16.5.17).
        params = ability.get("params", {})
        if ability.get("modifier") == "area_cost_replaced" and params.get("area") == area.id:
            cost = params["cost"]
    discount = abilities.modifier(game, player, "industry_area_iron_discount")
    if discount is not None and area.id in discount.get("areas", ()):
        cost = _each_pay(cost, lambda pay: {"pay": _less(pay, "iron", discount.get("iron", 0))})
    swap = abilities.modifier(game, player, "rabbit_wheat_payable_with_wood")
    if swap is not None and area.id in swap.get("areas", ()):
        cost = _each_pay(cost, _wheat_or_wood)
    return cost


@lru_cache(maxsize=32)
def _modified_areas(content: Content) -> frozenset[str]:
    """The areas some character or skill tile of this game names in a cost modifier."""
    found: set[str] = set()
    for table in ("characters", "skill_tiles"):
        for item in content.table(table):
            for key in ("basic_abilities", "clock_tower_abilities", "abilities"):
                for ability in item.get(key, []):
                    if ability.get("modifier") in COST_MODIFIERS:
                        found.update(ability.get("params", {}).get("areas", ()))
                    if ability.get("modifier") == "area_cost_replaced":
                        found.add(ability["params"]["area"])
    return frozenset(found)


def _each_pay(cost: Effect, change: Callable[[dict[str, int]], Effect]) -> Effect:
    if "all" in cost:
        return {"all": [_each_pay(part, change) for part in cost["all"]]}
    return change(cost["pay"]) if "pay" in cost else cost


def _less(pay: dict[str, int], kind: str, by: int) -> dict[str, int]:
    """A payment lowered by `by` of one kind, never below 0 (errata E-34)."""
    return {k: n - by if k == kind else n for k, n in pay.items() if not (k == kind and n <= by)}


def _wheat_or_wood(pay: dict[str, int]) -> Effect:
    wheat = pay.get("wheat", 0)
    if not wheat:
        return {"pay": pay}
    rest = {k: n for k, n in pay.items() if k != "wheat"}
    either = {"pay_any": {"kinds": ["wheat", "wood"], "count": wheat}}
    return {"all": [{"pay": rest}, either]} if rest else either


def mixes(kinds: tuple[str, ...], count: int) -> Iterator[dict[str, int]]:
    """Every way to make `count` units from `kinds`, as canonical dicts (zero entries left out)."""
    for combo in combinations_with_replacement(kinds, count):
        mix: dict[str, int] = {}
        for k in combo:
            mix[k] = mix.get(k, 0) + 1
        yield mix


def fresh_mixes(kinds: tuple[str, ...], count: int) -> list[dict[str, int]]:
    """`mixes` as new dicts, the caller's to hand out: copies of the ones kept per kinds and count, which
    the decisions that list them (`gain_any`, `pay_any`, `income_any`) would otherwise build again each time."""
    return [dict(m) for m in _kept_mixes(kinds, count)]


@lru_cache(maxsize=16)
def _kept_mixes(kinds: tuple[str, ...], count: int) -> tuple[dict[str, int], ...]:
    return tuple(mixes(kinds, count))


@auto("effect")
def _run_effect(game: Game, frame: Frame) -> None:
    game.pop()
    effect = frame["effect"]
    if "if" in effect:
        ctx = frame.get("ctx", {})
        branch = effect["then"] if holds(game.state, frame["player"], effect["if"], ctx) else effect.get("else")
        resolve(game, frame["player"], branch, ctx)
        return
    ((name, arg),) = effect.items()
    fn = OPS.get(name)
    if fn is None:
        raise Unsupported(f"the effect operation '{name}' is not implemented by the reference engine yet")
    fn(game, frame["player"], arg, frame.get("ctx", {}))


@op("all")
def _all(game: Game, seat: int, parts: list[Effect], ctx: dict[str, Any]) -> None:
    frames: list[Frame] = [{"kind": "effect", "player": seat, "effect": e} for e in parts]
    if ctx:
        for f in frames:
            f["ctx"] = ctx
    game.push(*frames)


@op("gain")
def _gain(game: Game, seat: int, amounts: dict[str, Any], ctx: dict[str, Any]) -> None:
    """Each amount may be a number or an amount expression (`{"count": ...}`), read through `amount`."""
    res = game.player(seat).resources
    for k, n in amounts.items():
        res[k] += amount(game.state, seat, n, ctx)


@op("pay")
def _pay(game: Game, seat: int, amounts: dict[str, int], ctx: dict[str, Any]) -> None:
    res = game.player(seat).resources
    for k, n in amounts.items():
        res[k] -= n


def raise_income(game: Game, seat: int, rises: dict[str, int]) -> None:
    """Every rise of an income track goes through here, fixed or chosen (income_choice.py)."""
    income = game.player(seat).income
    for kind, steps in rises.items():
        income[kind] += steps
    if rises.get("gold", 0) > 0:
        # Advanced skill tile 9 reacts to every rise of the gold income (SL-16.5.10).
        abilities.fire(game, seat, "on_gold_income_increase", rises["gold"])


@op("income")
def _income(game: Game, seat: int, amounts: dict[str, int], ctx: dict[str, Any]) -> None:
    raise_income(game, seat, amounts)


@op("vp")
def _vp(game: Game, seat: int, value: Any, ctx: dict[str, Any]) -> None:
    game.player(seat).vp += amount(game.state, seat, value, ctx)


@op("cp")
def _cp(game: Game, seat: int, value: Any, ctx: dict[str, Any]) -> None:
    game.player(seat).cp += amount(game.state, seat, value, ctx)


@op("ip")
def _ip(game: Game, seat: int, value: Any, ctx: dict[str, Any]) -> None:
    game.player(seat).ip += amount(game.state, seat, value, ctx)


@op("draw")
def _draw(game: Game, seat: int, count: int, ctx: dict[str, Any]) -> None:
    game.push({"kind": "draw", "player": seat, "count": count})


@op("action_disc")
def _action_disc(game: Game, seat: int, count: int, ctx: dict[str, Any]) -> None:
    game.player(seat).discs += count


@op("gain_any")
def _gain_any(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    game.push({"kind": "gain_any", "player": seat, "kinds": list(arg["kinds"]), "count": arg["count"]})


def _gain_any_legal(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "gain", "resources": m} for m in fresh_mixes(tuple(frame["kinds"]), frame["count"])]


def _gain_any_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    _gain(game, frame["player"], action["resources"], {})


decision("gain_any", "SL-18.2.11", _gain_any_legal, _gain_any_apply)


@op("pay_any")
def _pay_any(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    count = amount(game.state, seat, arg["count"], ctx)
    game.push({"kind": "pay_any", "player": seat, "kinds": list(arg["kinds"]), "count": count})


def _pay_any_legal(game: Game, frame: Frame) -> list[Action]:
    player = game.player(frame["player"])
    mixed = fresh_mixes(tuple(frame["kinds"]), frame["count"])
    return [{"type": "pay", "resources": m} for m in mixed if can_pay(player, m)]


def _pay_any_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    _pay(game, frame["player"], action["resources"], {})


decision("pay_any", "SL-1.4.6", _pay_any_legal, _pay_any_apply)


def payable(game: Game, seat: int, effect: Effect) -> bool:
    """Whether the payments an effect starts with can be made now (an optional part is offered only then)."""
    ((name, arg),) = effect.items()
    if name == "pay":
        return can_pay(game.player(seat), {k: amount(game.state, seat, n) for k, n in arg.items()})
    if name == "pay_any":
        held = sum(game.player(seat).resources[k] for k in arg["kinds"])
        return held >= amount(game.state, seat, arg["count"])
    if name == "all":
        return all(payable(game, seat, e) for e in arg if next(iter(e)) in {"pay", "pay_any"})
    return True


@op("choose")
def _choose(game: Game, seat: int, options: list[Effect], ctx: dict[str, Any]) -> None:
    game.push(with_ctx({"kind": "choose_effect", "player": seat, "options": options}, ctx))


def _choose_legal(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "choose", "option": i} for i, _ in _distinct(frame["options"])]


def _choose_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    resolve(game, frame["player"], frame["options"][action["option"]], frame.get("ctx"))


decision("choose_effect", "SL-1.7.3", _choose_legal, _choose_apply)


def _distinct(parts: list[Effect]) -> list[tuple[int, Effect]]:
    """Parts with their index, the first of each group of equal parts only (decisions.md D3, `choose_effect`)."""
    seen: list[Effect] = []
    out = []
    for i, part in enumerate(parts):
        if part not in seen:
            seen.append(part)
            out.append((i, part))
    return out


@op("optional")
def _optional(game: Game, seat: int, inner: Effect, ctx: dict[str, Any]) -> None:
    game.push(with_ctx({"kind": "optional", "player": seat, "effect": inner}, ctx))


def _optional_legal(game: Game, frame: Frame) -> list[Action]:
    out: list[Action] = [{"type": "decline"}]
    if payable(game, frame["player"], frame["effect"]):
        out.insert(0, {"type": "accept"})
    return out


def _optional_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    if action["type"] == "accept":
        resolve(game, frame["player"], frame["effect"], frame.get("ctx"))


decision("optional", "SL-7.5.2", _optional_legal, _optional_apply)


@op("any_order")
def _any_order(game: Game, seat: int, parts: list[Effect], ctx: dict[str, Any]) -> None:
    if len(parts) == 1:
        resolve(game, seat, parts[0], ctx)
    elif parts:
        game.push(with_ctx({"kind": "order_effects", "player": seat, "parts": parts}, ctx))


def _order_legal(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "resolve_first", "part": i} for i, _ in _distinct(frame["parts"])]


def _order_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    parts = list(frame["parts"])
    first = parts.pop(action["part"])
    ctx = frame.get("ctx") or {}
    # The rest stays "in any order"; it runs after the chosen part has fully resolved.
    resolve(game, frame["player"], {"any_order": parts}, ctx)
    resolve(game, frame["player"], first, ctx)


decision("order_effects", "SL-1.7.3", _order_legal, _order_apply)


@op("repeat")
def _repeat(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    times = arg["times"]
    if times == "any":
        game.push(with_ctx({"kind": "repeat_any", "player": seat, "effect": arg["do"]}, ctx))
        return
    for _ in range(amount(game.state, seat, times, ctx)):
        resolve(game, seat, arg["do"], ctx)


def _repeat_legal(game: Game, frame: Frame) -> list[Action]:
    out: list[Action] = [{"type": "stop"}]
    if payable(game, frame["player"], frame["effect"]):
        out.insert(0, {"type": "repeat"})
    return out


def _repeat_apply(game: Game, frame: Frame, action: Action) -> None:
    if action["type"] == "stop":
        game.pop()
        return
    # The frame stays below: once this round of the effect is done, the player is asked again.
    resolve(game, frame["player"], frame["effect"], frame.get("ctx"))


decision("repeat_any", "SL-1.7.2", _repeat_legal, _repeat_apply)


@op("copy_area")
def _copy_area(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    frame: Frame = {"kind": "copy_area", "player": seat, "categories": list(arg["categories"])}
    if ctx:
        frame["ctx"] = ctx  # the space used on area L, read by `space_index` in the copied effect (D5.12)
    # With no area the player could copy now, the copy is lost (SL-8.2.7, errata E-54).
    if _copy_area_legal(game, frame):
        game.push(frame)


def _copy_area_legal(game: Game, frame: Frame) -> list[Action]:
    player = game.player(frame["player"])
    out: list[Action] = []
    for area in game.content.areas.values():
        if area.category not in frame["categories"] or area.opens_in_round > game.state.round:
            continue
        if area.id not in game.state.areas or not supported(area.effect):
            continue
        if any(forbidden(game, player, area.effect) for forbidden in ACTION_FORBIDDEN):
            continue
        if cost_payable(player, area_cost(game, frame["player"], area)):
            out.append({"type": "copy_area", "area": area.id})
    return out


def _copy_area_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    area = game.content.area(action["area"])
    cost = area_cost(game, frame["player"], area)
    resolve(game, frame["player"], {"all": [cost, area.effect]}, frame.get("ctx"))


def _copy_area_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    """Why an area may not be copied (decisions.md D8.3): not open yet, no place for its properties, its cost."""
    if action.get("type") != "copy_area":
        return None
    area = game.content.areas.get(action.get("area")) if isinstance(action.get("area"), str) else None
    if area is None or area.id not in game.state.areas or area.category not in frame["categories"]:
        return "SL-8.6.6", f"area L copies only an area of the categories {', '.join(frame['categories'])} in play"
    if area.opens_in_round > game.state.round:
        return "SL-8.6.9", f"area {area.id} opens only in round {area.opens_in_round}"
    player = game.player(frame["player"])
    if any(forbidden(game, player, area.effect) for forbidden in ACTION_FORBIDDEN):
        return "SL-10.4.7a", "the player has no location for a property: area L cannot copy this area"
    return "SL-8.6.8", f"the player cannot pay the cost of area {area.id}"


decision("copy_area", "SL-8.6.6", _copy_area_legal, _copy_area_apply, _copy_area_explain)
