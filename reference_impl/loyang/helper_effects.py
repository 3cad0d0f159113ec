"""Using a Helper: ONE interpreter of the effect vocabulary of spec/loyang/effects.md (chapter 11).

No card has code of its own. A Helper's `effect` (component data) is resolved by
two frame kinds that carry the part of the effect still to do:

- `helper_effect` (automatic) runs the operations that ask nothing (`gain_cash`,
  `pay_cash`, `casual_bonus`, `upgrade_storehouse`, `turn_markers_blue` for all,
  `if`, `all`), and turns into a `helper_option` decision for the rest;
- `helper_option` asks the one choice the operation needs now: the other player
  (a lantern effect, LY-11.3.1), which of two abilities ("or", LY-11.2.1), or the
  next unit of a unit-by-unit operation (with `stop` once a unit is done).

Every operation is one entry of `OPS`: its unit answers, and how one is carried
out. Whether an effect can be carried out at all (a Helper that cannot is not
offered, LY-11.1.9) is asked of the same entries, so the offer and the effect can
never disagree. The used Helper goes to the discard pile when its effect is over
(`helper_used`, LY-11.1.2), revealing the card it covered (LY-11.1.6).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement
from typing import Any

from . import vegetables as veg
from .content import OTHER, names_other
from .game import DECISIONS, Action, Answer, Decision, Game, auto, refusing
from .planting import allowed, size
from .play_area import (
    bring_into_play,
    cost_of,
    deliver_to,
    empty_field,
    field_id,
    fields,
    find,
    leave,
    lift,
    place,
    trade_at,
)
from .shop import free_space
from .state import KINDS, Frame, Played, Player
from .vegetables import VEGETABLES

Effect = dict[str, Any]
FOUR_PLAYERS = 4
ROWS = 4
"""A Regular customer's rows (LY-8.7.1)."""
VOCABULARY = "LY-11.6.1"
CANNOT_BE_DONE = "LY-11.1.9"


# -- the other player (LY-11.3.1 to LY-11.3.4, LY-12.3.1) ---------------------------------------------------


def lantern(game: Game, effect: Effect) -> bool:
    """`names_other` (content.py), read from the content's index when the effect is part of a card's: asked of every
    Helper in play at every decision, it is worked out once per card instead. A frame's own copy (a loaded state's,
    a joined purchase's) is walked as before; both answers are the same."""
    known = game.content.lantern.get(id(effect))
    if known is not None and known[0] is effect:
        return known[1]
    return names_other(effect)


def partner_of(game: Game, seat: int) -> int | None:
    """A 4-player Action phase's partner: the Starting player's chosen one, the other pair's seat (LY-12.1.2)."""
    state = game.state
    if state.partner is None or state.second_player is None:
        return None
    pairs = [(state.starting_player, state.partner)]
    rest = [s for s in range(len(state.players)) if s not in (state.starting_player, state.partner)]
    pairs.append((rest[0], rest[1]))
    for a, b in pairs:
        if seat in (a, b):
            return b if seat == a else a
    return None


def other_players(game: Game, seat: int) -> list[int]:
    """Who "another player" may be: the partner in a 4-player Action phase (LY-12.3.1), else every other seat;
    in the solo game the imaginary opponent, seat 1 (LY-11.3.4)."""
    state = game.state
    if len(state.players) == FOUR_PLAYERS and state.phase == "action":
        partner = partner_of(game, seat)
        return [] if partner is None else [partner]
    if state.opponent is not None:
        return [1]
    return [s for s in range(len(state.players)) if s != seat]


def owner_of(game: Game, frame: Frame, params: dict[str, Any], key: str = "owner") -> Player | None:
    """The player whose things an operation reaches: the acting player, or the chosen other player."""
    if params.get(key, "self") == OTHER:
        target = frame["target"]
        return None if target is None else game.target(target)
    return game.player(frame["player"])


# -- frames ---------------------------------------------------------------------------------------------------


def effect_frame(seat: int, card: str, effect: Effect, target: int | None = None) -> Frame:
    return {
        "kind": "helper_effect",
        "player": seat,
        "card": card,
        "effect": effect,
        "target": target,
        "done": 0,
        "used": [],
        "cards": [],
        "joined": [],
        "price_change": 0,
    }


def op_of(effect: Effect) -> str:
    """The operation an effect names: its one key, or `if` beside its `then` and `else`."""
    for key in effect:
        if key not in {"then", "else"}:
            return key
    raise StopIteration  # as `next` on no key would: a malformed effect fails the same way


def params_of(frame: Frame) -> Any:
    effect: Effect = frame["effect"]
    return effect[op_of(effect)]


def use(game: Game, seat: int, card: str) -> None:
    """Resolve the Helper's effect, then discard it (LY-11.1.1, LY-11.1.2)."""
    effect = game.content.card(card)["effect"]
    game.push(effect_frame(seat, card, effect), {"kind": "helper_used", "player": seat, "card": card, "joined": []})


@auto("helper_used")
def helper_used(game: Game, frame: Frame) -> None:
    game.state.stack.pop()
    seat = frame["player"]
    for card_id in [frame["card"], *frame["joined"]]:
        card = find(game.player(seat), "helper", card_id)
        if card is not None:
            leave(game, seat, card)


@auto("helper_effect")
def helper_effect(game: Game, frame: Frame) -> None:
    state = game.state
    effect: Effect = frame["effect"]
    op = op_of(effect)
    if frame["target"] is None and lantern(game, effect):
        frame["kind"] = "helper_option"  # first the other player (LY-11.3.1)
        return
    if op == "all":
        state.stack.pop()
        game.push(*(effect_frame(frame["player"], frame["card"], part, frame["target"]) for part in effect["all"]))
        return
    if op == "if":
        state.stack.pop()
        branch = effect["then"] if holds(game, frame["player"], effect["if"]) else effect.get("else")
        if branch is not None:
            game.push(effect_frame(frame["player"], frame["card"], branch, frame["target"]))
        return
    if op == "or":
        frame["kind"] = "helper_option"
        return
    spec = OPS[op]
    if op == "turn_markers_blue" and effect[op].get("count") == "all":
        state.stack.pop()
        _all_blue(game, frame)
        return
    if spec.auto is not None:
        state.stack.pop()
        spec.auto(game, frame)
        return
    if spec.start is not None and frame["done"] == 0 and not frame["cards"]:
        spec.start(game, frame)
        if _no_choice(game, frame):
            state.stack.pop()  # every card looked at is kept: a draw asks nothing (LY-11.6.2)
            _take_card(game, frame, params_of(frame), {"type": "keep", "cards": list(frame["cards"])})
            return
    if not _any_unit(_units(game, frame)):
        state.stack.pop()  # nothing (more) can be done: the operation does what it can (effects.md)
        return
    frame["kind"] = "helper_option"


def holds(game: Game, seat: int, condition: Effect) -> bool:
    """An `if` condition, measured for the acting player (effects.md §Conditions). `field_holds` reads the fields
    as they are: a Helper that counts them is used before the harvest (LY-5.5.1), so they still hold what they
    held before it."""
    player = game.player(seat)
    if "field_holds" in condition:
        least: int = condition["field_holds"]["at_least"]
        home = game.content.home_field
        return any(field_id(f) != home and f.count >= least for f in fields(player))
    has = condition["has_cards"]
    at_least: int = has["at_least"]
    return len(player.play_area[has["card_kind"]]) >= at_least


# -- whether an effect can be carried out (LY-11.1.9) ------------------------------------------------------------


def can_do(game: Game, seat: int, effect: Effect, target: int | None = None) -> bool:
    """Asked of every Helper in play at every turn and payment decision: plain loops rather than `any` and `all`
    over generators, with the same order and the same early ends."""
    op = op_of(effect)
    if target is None and lantern(game, effect):
        for other in other_players(game, seat):  # noqa: SIM110  (no generator per call: see above)
            if can_do(game, seat, effect, other):
                return True
        return False
    if op == "all":
        for part in effect["all"]:  # noqa: SIM110  (as above)
            if not can_do(game, seat, part, target):
                return False
        return True
    if op == "or":
        for part in effect["or"]:  # noqa: SIM110  (as above)
            if can_do(game, seat, part, target):
                return True
        return False
    if op == "if":
        branch = effect["then"] if holds(game, seat, effect["if"]) else effect.get("else")
        return branch is None or can_do(game, seat, branch, target)
    spec = OPS[op]
    params = effect[op]
    if spec.possible is not None:
        return spec.possible(game, seat, params, target)
    # `unit_options` of a fresh frame, its operation already known.
    assert spec.units is not None
    if _limit(op, params) <= 0:
        return False
    return _any_unit(spec.units(game, effect_frame(seat, "", effect, target), params))


def _any_unit(units: Iterable[Action]) -> bool:
    """Whether an operation has a unit answer, from the first one its `units` yields: the rest are never built."""
    return next(iter(units), None) is not None


def usable(game: Game, seat: int, phase: str) -> list[str]:
    """The player's uncovered Helpers that may be used in this phase and can be carried out now."""
    out = []
    cards = game.content.cards
    for card in game.state.players[seat].play_area["helper"]:
        item = cards[card.card]
        if phase in item["timing"] and can_do(game, seat, item["effect"]):
            out.append(card.card)
    return out


# -- the operations -----------------------------------------------------------------------------------------------

Units = Callable[[Game, Frame, Any], Iterable[Action]]
"""An operation's unit answers in their order. Most yield them one at a time (generators), so that whether there
is any (`can_do`, asked of every Helper at every decision, and the `helper_effect` and `_unit` steps) builds only
the first; `unit_options` lists them all."""
Unit = Callable[[Game, Frame, Any, Action], None]


@dataclass(frozen=True, slots=True)
class Op:
    """One operation of the vocabulary: either automatic, or unit answers and how one is carried out."""

    auto: Callable[[Game, Frame], None] | None = None
    units: Units | None = None
    unit: Unit | None = None
    possible: Callable[[Game, int, Any, int | None], bool] | None = None
    start: Callable[[Game, Frame], None] | None = None
    single: bool = False
    """One decision settles the whole operation (a set of cards kept), so no `stop` follows."""


def _count(params: Any, key: str = "count") -> float:
    value = params.get(key, 1)
    return float("inf") if value in ("any", "all") else float(value)


def _kinds(params: Any) -> tuple[str, ...]:
    kinds = params.get("kinds", "any")
    return VEGETABLES if kinds == "any" else tuple(v for v in VEGETABLES if v in kinds)


def _acting(game: Game, frame: Frame) -> Player:
    return game.player(frame["player"])


# gain_cash, pay_cash -------------------------------------------------------------------------


def _gain(game: Game, frame: Frame) -> None:
    _acting(game, frame).cash += params_of(frame)


def _pay(game: Game, frame: Frame) -> None:
    params = params_of(frame)
    _acting(game, frame).cash -= params["amount"]
    receiver = owner_of(game, frame, params, "to") if params.get("to") == OTHER else None
    if receiver is not None:
        receiver.cash += params["amount"]  # theirs, but spent on the Path only at their own turn's end (LY-9.4.6)


def _can_pay(game: Game, seat: int, params: Any, target: int | None) -> bool:
    return bool(game.player(seat).cash >= params["amount"])


# take_vegetables ---------------------------------------------------------------------------------


def _sources(game: Game, frame: Frame, params: Any) -> Iterator[tuple[str, str, int]]:
    """(source id, vegetable, count available) for `take_vegetables`; never a Home field (LY-11.3.3)."""
    owner = owner_of(game, frame, params)
    where = params["from"]
    if where == "supply":
        yield from (("supply", v, 1) for v in VEGETABLES)
    elif owner is None:
        return
    elif where == "shop":
        yield from (("shop", v, owner.shop[v]) for v in VEGETABLES)
    elif where == "market_stall":
        for stall in owner.play_area["market_stall"]:
            yield from ((stall.card, v, stall.goods[v]) for v in VEGETABLES)
    elif where == "field":
        for field in fields(owner):
            fid = field_id(field)
            if fid != game.content.home_field and field.vegetable is not None:
                yield fid, field.vegetable, field.count


def _take_units(game: Game, frame: Frame, params: Any) -> Iterator[Action]:
    kinds = _kinds(params)
    if params.get("same_kind") and frame["used"]:
        kinds = (frame["used"][0],)
    for src, v, n in _sources(game, frame, params):
        if n > 0 and v in kinds:
            yield {"type": "take_vegetable", "vegetable": v, "from": src}


def _take(game: Game, frame: Frame, params: Any, action: Action) -> None:
    kind, src = action["vegetable"], action["from"]
    owner = owner_of(game, frame, params)
    assert owner is not None
    _acting(game, frame).cart[kind] += 1
    frame["used"].append(kind)
    if src == "shop":
        owner.shop[kind] -= 1
    elif src != "supply":
        stall = find(owner, "market_stall", src)
        if stall is not None:
            stall.goods[kind] -= 1
            if not veg.total(stall.goods):
                leave(game, owner.seat, stall)  # an emptied stall goes to its owner's discard (LY-8.5.6)
            return
        field = next(f for f in fields(owner) if field_id(f) == src)
        field.count -= 1
        if field.count == 0:
            field.vegetable = None
            empty_field(game, owner.seat, field)


# plant ------------------------------------------------------------------------------------------------


def _plant_units(game: Game, frame: Frame, params: Any) -> Iterator[Action]:
    player = _acting(game, frame)
    kinds = [v for v in _kinds(params) if params["from"] == "supply" or player.cart[v]]
    for f in fields(player):
        if f.vegetable is None:
            for v in kinds:
                if v in allowed(game, f):
                    yield {"type": "plant", "vegetable": v, "field": field_id(f)}


def _plant(game: Game, frame: Frame, params: Any, action: Action) -> None:
    player = _acting(game, frame)
    field = next(f for f in fields(player) if field_id(f) == action["field"])
    if params["from"] == "cart":
        player.cart[action["vegetable"]] -= 1
    field.vegetable = action["vegetable"]
    field.count = size(game, field)


# buy --------------------------------------------------------------------------------------------------


def unit_price(game: Game, frame: Frame, kind: str) -> int:
    """The Shop's buying price plus every price change in force for this purchase, never below 0 (LY-11.2.2)."""
    return _price(game, _price_change(frame, params_of(frame)), kind)


def _price_change(frame: Frame, params: Any) -> int:
    change: int = params["price_change"] + frame["price_change"]
    return change


def _price(game: Game, change: int, kind: str) -> int:
    return max(0, game.content.shop[kind].buy + change)


def _buy_units(game: Game, frame: Frame, params: Any) -> Iterator[Action]:
    cash = _acting(game, frame).cash
    owner = owner_of(game, frame, params)
    if owner is None:
        return
    change = _price_change(frame, params)  # the same for every kind: worked out once
    anywhere = params["from"] == "supply"
    for v in _kinds(params):
        if (anywhere or owner.shop[v]) and cash >= _price(game, change, v):
            yield {"type": "buy", "vegetable": v}


def _buy(game: Game, frame: Frame, params: Any, action: Action) -> None:
    kind = action["vegetable"]
    player = _acting(game, frame)
    owner = owner_of(game, frame, params)
    assert owner is not None
    price = unit_price(game, frame, kind)
    if params["from"] == "shop":
        owner.shop[kind] -= 1
    player.cart[kind] += 1
    player.cash -= price
    if params.get("paid_to") == "owner":
        owner.cash += price


def joinable(game: Game, frame: Frame) -> list[str]:
    """Other Helpers whose `buy` may join this one's before its first unit: their price changes add up (LY-11.2.2).

    Only a purchase from the player's own place (their Shop, or the supply) that changes the price can be joined,
    and only by another such Helper buying from the same place: a purchase from another player's Shop (the
    Peddler's) is no purchase of the player's own Shop, so nothing joins it, before or after its target is chosen.
    """
    effect: Effect = frame["effect"]
    if op_of(effect) != "buy" or frame["done"] or frame["kind"] != "helper_option" or frame["target"] is not None:
        return []
    params = effect["buy"]
    if params.get("owner", "self") != "self" or not params["price_change"]:
        return []
    out = []
    for card in _acting(game, frame).play_area["helper"]:
        other = game.content.card(card.card)["effect"]
        if card.card == frame["card"] or card.card in frame["joined"] or op_of(other) != "buy":
            continue
        theirs = other["buy"]
        if theirs["from"] == params["from"] and theirs.get("owner", "self") == "self" and theirs["price_change"]:
            out.append(card.card)
    return out


# sell ---------------------------------------------------------------------------------------------------


def _sell_units(game: Game, frame: Frame, params: Any) -> Iterator[Action]:
    player = _acting(game, frame)
    space = params.get("needs_space", True)
    for v in _kinds(params):
        if player.cart[v] and (not space or free_space(game, player, v)):
            yield {"type": "sell", "vegetable": v}


def _sell(game: Game, frame: Frame, params: Any, action: Action) -> None:
    player = _acting(game, frame)
    kind = action["vegetable"]
    player.cart[kind] -= 1
    if params.get("needs_space", True):
        player.shop[kind] += 1
    player.cash += max(0, game.content.shop[kind].sell + params.get("price_change", 0))


# exchange ------------------------------------------------------------------------------------------------


@cache
def _gets(kinds: tuple[str, ...], count: int) -> tuple[dict[str, int], ...]:
    """Every mix of `count` vegetables of `kinds`, in wire form. It depends on its arguments alone (a Helper's `get`,
    component data), so it is worked out once for each; every answer is handed a copy of its own."""
    return tuple(veg.count(c) for c in combinations_with_replacement(kinds, count))


def _exchange_units(game: Game, frame: Frame, params: Any) -> Iterator[Action]:
    cart = _acting(game, frame).cart
    give, get = params["give"], params["get"]
    kinds = _kinds(give)
    mixes = veg.mixes_from(cart, give["count"])
    gives = mixes if kinds == VEGETABLES else [m for m in mixes if all(k in kinds for k in m)]  # all kinds: all
    for g in gives:
        for t in _gets(_kinds(get), get["count"]):
            yield {"type": "exchange", "give": g, "get": dict(t)}


def _exchange(game: Game, frame: Frame, params: Any, action: Action) -> None:
    cart = _acting(game, frame).cart
    for kind, n in action["give"].items():
        cart[kind] -= n
    for kind, n in action["get"].items():
        cart[kind] += n


# use_stall -----------------------------------------------------------------------------------------------


def _stall_units(game: Game, frame: Frame, params: Any) -> Iterator[Action]:
    owner = owner_of(game, frame, params)
    if owner is None:
        return
    cart = _acting(game, frame).cart
    for stall in owner.play_area["market_stall"]:
        for kind, bowls in game.content.stall_prices[stall.card]:
            if stall.goods[kind]:
                for pay in veg.mixes_from(cart, bowls):
                    yield {"type": "trade", "stall": stall.card, "pay": pay, "take": kind}


def _stall(game: Game, frame: Frame, params: Any, action: Action) -> None:
    owner = owner_of(game, frame, params)
    assert owner is not None
    trade_at(game, _acting(game, frame), owner, action)


# take_card --------------------------------------------------------------------------------------------------


def _matches(game: Game, params: Any, card: str) -> bool:
    kinds = params.get("card_kinds", "any")
    return kinds == "any" or game.content.kind(card) in kinds


def _look(game: Game, frame: Frame) -> None:
    """From the draw pile: the top `look` cards are taken aside to be chosen from (effects.md `take_card`)."""
    params = params_of(frame)
    if params["from"] != "draw_pile":
        return
    pile = game.state.draw_pile
    looked = pile[: params.get("look", params.get("count", 1))]
    del pile[: len(looked)]
    frame["cards"] = looked


def _no_choice(game: Game, frame: Frame) -> bool:
    """A draw from the draw pile of as many cards as it keeps, of any kind (the Porter's), asks nothing."""
    params = params_of(frame)
    look = params.get("look", params.get("count", 1))
    return bool(params["from"] == "draw_pile" and look <= params.get("count", 1) and params.get("card_kinds") == "any")


def _card_possible(game: Game, seat: int, params: Any, target: int | None) -> bool:
    where = params["from"]
    if where == "draw_pile":
        return bool(game.state.draw_pile)
    if where == "discard_pile":
        return any(_matches(game, params, c) for c in game.state.discard_pile)
    owner = None if target is None else game.target(target)
    return owner is not None and any(_matches(game, params, c.card) for row in owner.play_area.values() for c in row)


def _card_units(game: Game, frame: Frame, params: Any) -> list[Action]:
    where = params["from"]
    if where == OTHER:
        owner = owner_of(game, frame, params, "from")
        if owner is None:
            return []
        return [
            {"type": "take_card", "card": c.card}
            for kind in KINDS
            for c in owner.play_area[kind]
            if _matches(game, params, c.card)
        ]
    pool = frame["cards"] if where == "draw_pile" else game.state.discard_pile
    matching = sorted({c for c in pool if _matches(game, params, c)})
    limit = int(min(_count(params), len(matching)))
    return [{"type": "keep", "cards": list(s)} for n in range(limit + 1) for s in combinations(matching, n)]


def _give_card(game: Game, frame: Frame, params: Any, card: str) -> Played | None:
    seat = frame["player"]
    if params.get("to", "play_area") == "hand":
        game.player(seat).hand.append(card)
        game.player(seat).hand.sort()
        return None
    played = bring_into_play(game, seat, card)
    cost = cost_of(game, seat, card)
    if cost is not None:
        game.push(cost)
    return played


def _take_card(game: Game, frame: Frame, params: Any, action: Action) -> None:
    if action["type"] == "take_card":
        owner = owner_of(game, frame, params, "from")
        assert owner is not None
        card = next(c for kind in KINDS for c in owner.play_area[kind] if c.card == action["card"])
        owner.play_area[card.kind].remove(card)
        if card.covers is not None:
            bring_into_play(game, owner.seat, card.covers)  # the lower card is revealed at once (LY-11.4.1)
            card.covers = None
        if params.get("to", "play_area") == "hand":
            _acting(game, frame).hand.append(card.card)
            _acting(game, frame).hand.sort()
        else:
            place(_acting(game, frame), card)  # it keeps what it carries (effects.md)
        return
    kept: list[str] = action["cards"]
    if params["from"] == "draw_pile":
        game.state.discard_pile.extend(c for c in frame["cards"] if c not in kept)
        frame["cards"] = []
    else:
        for card_id in kept:
            game.state.discard_pile.remove(card_id)
    for card_id in kept:
        _give_card(game, frame, params, card_id)


# remove_top_card ------------------------------------------------------------------------------------------------


def _remove_units(game: Game, frame: Frame, params: Any) -> Iterator[Action]:
    owner = owner_of(game, frame, params)
    if owner is None:
        return
    for kind in KINDS:
        for c in owner.play_area[kind]:
            if c.covers:
                yield {"type": "remove_card", "card": c.card}


def _remove(game: Game, frame: Frame, params: Any, action: Action) -> None:
    owner = owner_of(game, frame, params)
    assert owner is not None
    card = next(c for kind in KINDS for c in owner.play_area[kind] if c.card == action["card"])
    leave(game, owner.seat, card)  # the lower card comes into play at once (LY-11.4.1 to LY-11.4.3)


# turn_markers_blue, casual_bonus, upgrade_storehouse --------------------------------------------------------------


def _red(player: Player) -> list[Played]:
    return [c for c in player.play_area["regular_customer"] if c.marker == "red"]


def _blue_units(game: Game, frame: Frame, params: Any) -> list[Action]:
    return [{"type": "turn_blue", "card": c.card} for c in _red(_acting(game, frame))]


def _blue(game: Game, frame: Frame, params: Any, action: Action) -> None:
    card = find(_acting(game, frame), "regular_customer", action["card"])
    assert card is not None
    card.marker = "blue"  # the only way back to blue (LY-11.5.1)


def _all_blue(game: Game, frame: Frame) -> None:
    for card in _red(_acting(game, frame)):
        card.marker = "blue"


def _bonus(game: Game, frame: Frame) -> None:
    _acting(game, frame).casual_bonus = params_of(frame)["amount"]


def _second_delivery(game: Game, frame: Frame) -> None:
    player = _acting(game, frame)
    if player.second_delivery is None:
        player.second_delivery = []  # a second such Helper in the same turn adds nothing (LY-8.7.12)


# field_to_pile -------------------------------------------------------------------------------------------------


def _pile_units(game: Game, frame: Frame, params: Any) -> Iterator[Action]:
    for card in _acting(game, frame).play_area["common_field"]:
        if card.vegetable is None:
            yield {"type": "move_field", "card": card.card}


def _to_pile(game: Game, frame: Frame, params: Any, action: Action) -> None:
    """Under the Field pile, as a Private field from now on (LY-11.7.1, LY-11.7.2)."""
    player = _acting(game, frame)
    card = find(player, "common_field", action["card"])
    assert card is not None
    lift(game, player.seat, card)
    player.field_pile.append(card.card)


def _upgrade(game: Game, frame: Frame) -> None:
    player = _acting(game, frame)
    if not player.storehouse_upgraded:
        player.cash -= params_of(frame)["price"]
        player.storehouse_upgraded = True


def _can_upgrade(game: Game, seat: int, params: Any, target: int | None) -> bool:
    player = game.player(seat)
    return bool(player.storehouse_upgraded or player.cash >= params["price"])


# deliver_regular -----------------------------------------------------------------------------------------------------


def _deliver_units(game: Game, frame: Frame, params: Any) -> Iterator[Action]:
    owner = owner_of(game, frame, params)
    if owner is None:
        return
    cart = _acting(game, frame).cart
    now = game.state.round
    for c in owner.play_area["regular_customer"]:
        if c.last_delivery != now and c.rows < ROWS and veg.holds(cart, game.content.wants[c.card]):
            yield {"type": "deliver_regular", "card": c.card}  # a customer filled early takes no more (LY-8.7.13)


def _deliver(game: Game, frame: Frame, params: Any, action: Action) -> None:
    owner = owner_of(game, frame, params)
    assert owner is not None
    deliver_to(game, _acting(game, frame), owner, action["card"])


# harvest ----------------------------------------------------------------------------------------------------


def _harvest_units(game: Game, frame: Frame, params: Any) -> Iterator[Action]:
    home = game.content.home_field
    for f in fields(_acting(game, frame)):
        fid = field_id(f)
        if f.vegetable is not None and fid not in frame["used"] and (fid != home or params.get("home_field", False)):
            yield {"type": "harvest", "field": fid}


def _harvest(game: Game, frame: Frame, params: Any, action: Action) -> None:
    player = _acting(game, frame)
    field = next(f for f in fields(player) if field_id(f) == action["field"])
    frame["used"].append(action["field"])
    kind = field.vegetable
    assert kind is not None
    taken = min(params.get("extra", 1), field.count)
    player.cart[kind] += taken
    field.count -= taken
    if field.count == 0:
        field.vegetable = None
        empty_field(game, player.seat, field)


OPS: dict[str, Op] = {
    "gain_cash": Op(auto=_gain, possible=lambda g, s, p, t: True),
    "pay_cash": Op(auto=_pay, possible=_can_pay),
    "take_vegetables": Op(units=_take_units, unit=_take),
    "plant": Op(units=_plant_units, unit=_plant),
    "buy": Op(units=_buy_units, unit=_buy),
    "sell": Op(units=_sell_units, unit=_sell),
    "exchange": Op(units=_exchange_units, unit=_exchange, single=False),
    "use_stall": Op(units=_stall_units, unit=_stall),
    "take_card": Op(units=_card_units, unit=_take_card, possible=_card_possible, start=_look),
    "remove_top_card": Op(units=_remove_units, unit=_remove),
    "turn_markers_blue": Op(units=_blue_units, unit=_blue),
    "casual_bonus": Op(auto=_bonus, possible=lambda g, s, p, t: True),
    "deliver_regular": Op(units=_deliver_units, unit=_deliver),
    "harvest": Op(units=_harvest_units, unit=_harvest),
    "upgrade_storehouse": Op(auto=_upgrade, possible=_can_upgrade),
    "second_delivery": Op(auto=_second_delivery, possible=lambda g, s, p, t: True),
    "field_to_pile": Op(units=_pile_units, unit=_to_pile),
}
"""The operations of effects.md, by name; `or`, `all` and `if` are the frames' own (helper_effect)."""


def unit_options(game: Game, frame: Frame) -> list[Action]:
    """Every unit answer of the frame's operation now, listed."""
    return list(_units(game, frame))


def _units(game: Game, frame: Frame) -> Iterable[Action]:
    effect: Effect = frame["effect"]
    op = op_of(effect)
    spec = OPS[op]
    assert spec.units is not None
    params = effect[op]
    if frame["done"] >= _limit(op, params):
        return ()
    return spec.units(game, frame, params)


def _limit(op: str, params: Any) -> float:
    if op in ("exchange", "use_stall"):
        return _count(params, "times")
    if op == "harvest":
        return _count(params, "fields")
    if op in ("remove_top_card", "deliver_regular"):
        return 1
    if op == "take_card" and params["from"] != OTHER:
        return 1
    return _count(params)


def _blue_possible(game: Game, seat: int, params: Any, target: int | None) -> bool:
    return bool(_red(game.player(seat)))


OPS["turn_markers_blue"] = Op(units=_blue_units, unit=_blue, possible=_blue_possible)


# -- the helper_option decision ---------------------------------------------------------------------------------


TARGET, CHOICE, UNIT = "choose_player", "choose", "unit"


def asks(game: Game, frame: Frame) -> str | None:
    """What the decision asks of its effect now: the other player first (TARGET, LY-11.3.1), one of the abilities
    of an "or" (CHOICE), or the next unit of an operation (UNIT); None for `all` and `if`, which never wait here."""
    effect: Effect = frame["effect"]
    if frame["target"] is None and lantern(game, effect):
        return TARGET
    op = op_of(effect)
    if op == "or":
        return CHOICE
    return None if op in ("all", "if") else UNIT


def _target_options(game: Game, frame: Frame) -> list[Action]:
    return _targets(game, frame) if asks(game, frame) == TARGET else []


def _targets(game: Game, frame: Frame) -> list[Action]:
    seat = frame["player"]
    return [
        {"type": "choose_player", "player": t}
        for t in other_players(game, seat)
        if can_do(game, seat, frame["effect"], t)
    ]


def _choose_target(game: Game, frame: Frame, action: Action) -> None:
    frame["target"] = action["player"]
    frame["kind"] = "helper_effect"


def _or_options(game: Game, frame: Frame) -> list[Action]:
    return _choices(game, frame) if asks(game, frame) == CHOICE else []


def _choices(game: Game, frame: Frame) -> list[Action]:
    seat, target = frame["player"], frame["target"]
    parts = frame["effect"]["or"]
    return [{"type": "choose", "option": i} for i, part in enumerate(parts) if can_do(game, seat, part, target)]


def _choose(game: Game, frame: Frame, action: Action) -> None:
    game.state.stack.pop()
    part = frame["effect"]["or"][action["option"]]
    game.push(effect_frame(frame["player"], frame["card"], part, frame["target"]))


def _units_of(answer_type: str) -> Callable[[Game, Frame], list[Action]]:
    def options(game: Game, frame: Frame) -> list[Action]:
        if asks(game, frame) != UNIT:
            return []
        return [a for a in unit_options(game, frame) if a["type"] == answer_type]

    return options


def _unit(game: Game, frame: Frame, action: Action) -> None:
    effect: Effect = frame["effect"]
    op = op_of(effect)
    spec = OPS[op]
    assert spec.unit is not None
    # The frame leaves the stack first, so anything the unit pushes (a Common field's cost) is paid before more.
    stack = game.state.stack
    index = len(stack) - 1
    spec.unit(game, frame, effect[op], action)
    frame["done"] += 1
    if action["type"] == "keep" or not _any_unit(_units(game, frame)):
        del stack[index]


def _stop_options(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "stop"}] if frame["done"] and asks(game, frame) == UNIT else []


def _stop(game: Game, frame: Frame, action: Action) -> None:
    game.state.stack.pop()


def _join_options(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "use_helper", "card": c} for c in joinable(game, frame)]


def _join(game: Game, frame: Frame, action: Action) -> None:
    """Another buying Helper joins this purchase: its change adds up, the smaller count holds (LY-11.2.2)."""
    other = game.content.card(action["card"])["effect"]["buy"]
    frame["joined"].append(action["card"])
    frame["price_change"] += other["price_change"]
    mine = frame["effect"]["buy"]
    counts = [c for c in (mine["count"], other["count"]) if c != "any"]
    frame["effect"] = {"buy": {**mine, "count": min(counts) if counts else "any"}}
    used = next(f for f in reversed(game.state.stack) if f["kind"] == "helper_used" and f["card"] == frame["card"])
    used["joined"].append(action["card"])


UNIT_TYPES = (
    "take_vegetable",
    "plant",
    "buy",
    "sell",
    "exchange",
    "trade",
    "keep",
    "take_card",
    "remove_card",
    "turn_blue",
    "deliver_regular",
    "harvest",
    "move_field",
)

_answers: dict[str, Answer] = {
    "choose_player": Answer(_target_options, _choose_target, "LY-11.3.1"),
    "choose": Answer(_or_options, _choose, "LY-11.2.1"),
    "stop": Answer(_stop_options, _stop, VOCABULARY),
    "use_helper": Answer(_join_options, _join, "LY-11.2.2"),
}
for _type in UNIT_TYPES:
    _answers[_type] = Answer(_units_of(_type), _unit, VOCABULARY)

UNIT_ORDER = {kind: i for i, kind in enumerate(UNIT_TYPES)}


def _listing(game: Game, frame: Frame) -> list[Action]:
    """The answers of `_answers`, type after type, with the effect looked at once instead of once per type.

    The units are listed once and put in the order of `UNIT_TYPES` by a stable sort, which is what filtering them
    type by type gives (an operation's units are all of one type, so the sort keeps them as they come).
    """
    now = asks(game, frame)
    out = _targets(game, frame) if now == TARGET else _choices(game, frame) if now == CHOICE else []
    if now == UNIT and frame["done"]:
        out.append({"type": "stop"})
    out += _join_options(game, frame)
    if now == UNIT:
        units = unit_options(game, frame)
        units.sort(key=lambda a: UNIT_ORDER[a["type"]])
        out += units
    return out


DECISIONS["helper_option"] = Decision(_answers, refusing(VOCABULARY), _listing)
