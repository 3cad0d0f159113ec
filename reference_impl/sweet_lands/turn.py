"""A player's turn: one main action, free actions around it, and the hand cost of an action space.

Chapters 6, 7, 8 and 18 of the spec. The `turn` decision offers the main actions
(until one is taken), every affordable free action, and `end_turn` once the main
action is done. Passing is a main action that ends the turn at once.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from . import abilities, character_actions, placing, properties, rules
from . import wording as words
from .content import Area
from .effects import area_cost, cost_payable, mixes, supported
from .game import Action, Game, decision
from .hand import hand_floor
from .state import BASIC, Frame, Player

FREE_CARD_GOLD = 15
GOLD_PER_BASIC = 4
TRADE_IN = 3
DISC_OR_CARD_GAIN = 2

TRADE_PAYS = tuple(mixes(BASIC, TRADE_IN))
"""Every way to hand over 3 basic resources, in canonical order (copied into each action that uses one)."""
GAINS = tuple(mixes(BASIC, DISC_OR_CARD_GAIN))
STEADY_ANSWERS = frozenset({"buy_basic", "sell_basic", "trade_basic", "return_disc", "discard_for_basic"})
"""The free actions that change only the player's resources, hand and action discs and the discard pile
(`_turn_apply`: no frame pushed, no ability fired), so what `Game.steady` keeps stands after them."""

TurnOptions = Callable[[Game, Player], list[Action]]
TurnApply = Callable[[Game, int, Action], None]
TurnExplain = Callable[[Game, Player, Action], tuple[str, str]]
MAIN_ACTIONS: dict[str, tuple[TurnOptions, TurnApply, TurnExplain]] = {}
"""Main actions other chapters add to the turn, by action type: playing a card (14), a flip ability (16)."""
FREE_ACTIONS: dict[str, tuple[TurnOptions, TurnApply, TurnExplain]] = {}
"""Free actions other chapters add to the turn, by action type: claiming a milestone (20)."""


def open_areas(game: Game) -> list[Area]:
    state = game.state
    return [game.content.area(a) for a in state.areas if game.content.area(a).opens_in_round <= state.round]


def leftmost_free(spaces: list[Any]) -> int | None:
    for i, who in enumerate(spaces):
        if who is None:
            return i
    return None


def diamonds_reserved(cost: Any) -> int:
    """Diamonds an area's own cost takes: Gretel Stollen's hand cost may not spend them too (SL-23.13.2, SL-1.4.4).

    The hand cost is paid first (SL-8.3.4); diamonds given for cards would leave the area's cost unpaid.
    """
    if not cost:
        return 0
    return sum(part["pay"].get("diamond", 0) for part in cost.get("all", [cost]) if "pay" in part)


def hand_cost_options(game: Game, player: Player, count: int, reserved: int = 0) -> list[Action]:
    """Ways to pay a hand cost: a held disc, or each set of `count` cards that leaves the hand legal."""
    options: list[Action] = []
    if player.discs > 0:
        options.append({"type": "pay_hand_cost", "disc": True})
    if len(player.hand) - count >= hand_floor(game):
        options.extend(
            {"type": "pay_hand_cost", "cards": list(c)} for c in combinations(sorted(set(player.hand)), count)
        )
    spare = player.resources["diamond"] - reserved
    if spare > 0 and abilities.modifier(game, player, "cards_payable_with_diamonds") is not None:
        # Gretel Stollen pays any number of the cards with as many diamonds (SL-23.13.2).
        hand = sorted(set(player.hand))
        for diamonds in range(1, min(count, spare) + 1):
            cards = count - diamonds
            if len(player.hand) - cards >= hand_floor(game):
                options.extend(
                    {"type": "pay_hand_cost", "cards": list(c), "diamonds": diamonds} for c in combinations(hand, cards)
                )
    return options


def hand_cost_payable(game: Game, player: Player, count: int, reserved: int = 0) -> bool:
    """Whether `hand_cost_options` has an answer, without listing them (asked for every area at every turn)."""
    if player.discs > 0:
        return True
    floor = hand_floor(game)
    distinct = len(set(player.hand))
    if len(player.hand) - count >= floor and distinct >= count:
        return True
    spare = player.resources["diamond"] - reserved
    if spare > 0 and abilities.modifier(game, player, "cards_payable_with_diamonds") is not None:
        return any(
            len(player.hand) - (count - d) >= floor and distinct >= count - d for d in range(1, min(count, spare) + 1)
        )
    return False


def area_usable(game: Game, player: Player, area: Area) -> bool:
    spaces = game.state.areas[area.id]
    position = leftmost_free(spaces)
    if position is None or not supported(area.effect):
        return False
    cost = area_cost(game, player.seat, area)
    if not cost_payable(player, cost):
        return False
    count = 1 if len(spaces) == 1 else position + 1
    if not hand_cost_payable(game, player, count, diamonds_reserved(cost)):
        return False
    return not properties.property_action_blocked(game, player, area.effect)


class AreaPlan:
    """What `area_usable` asks of one area for players with one ability list, worked out once.

    An area's cost depends only on the area and the player's abilities (`area_cost`), so a plan
    is memoised on the content per ability key and can never go stale. A cost in the common
    shape (`pay` parts and at most one `pay_any`) is kept as `fixed` pairs and one `pool`; any
    other shape leaves `generic` set and the area goes through `area_usable` unchanged, so an
    unsupported cost still raises exactly where and when it did.
    """

    __slots__ = ("area", "fixed", "generic", "need", "opens", "pool", "property", "reserved", "supported")

    def __init__(self, game: Game, player: Player, area: Area) -> None:
        self.area = area
        self.opens = area.opens_in_round
        self.supported = supported(area.effect)
        self.property = properties.places_property(area.effect)
        cost = area_cost(game, player.seat, area)
        self.generic = True
        self.fixed: tuple[tuple[str, int], ...] = ()
        self.pool: tuple[tuple[str, ...], int, tuple[int, ...]] | None = None
        self.reserved = 0
        compiled = _compile_cost(cost)
        if compiled is not None:
            fixed, pool = compiled
            self.generic = False
            self.fixed = tuple(fixed.items())
            if pool is not None:
                kinds = tuple(pool["kinds"])
                self.pool = (kinds, pool["count"], tuple(fixed.get(k, 0) for k in kinds))
            self.reserved = diamonds_reserved(cost)
        self.need = self.fixed[0] if len(self.fixed) == 1 and self.pool is None else None
        """The one resource and amount the cost takes, when it is that simple (most areas)."""


def _compile_cost(cost: Any) -> tuple[dict[str, int], dict[str, Any] | None] | None:
    """A cost as (summed `pay` amounts, its one `pay_any` or None), the way `cost_payable` reads it; None for any
    other shape."""
    if not cost:
        return {}, None
    if not isinstance(cost, dict):
        return None
    parts = cost.get("all", [cost])
    if not isinstance(parts, list):
        return None
    fixed: dict[str, int] = {}
    pool: dict[str, Any] | None = None
    for part in parts:
        if not isinstance(part, dict) or len(part) != 1:
            return None
        ((name, arg),) = part.items()
        if name == "pay" and isinstance(arg, dict) and all(type(n) is int for n in arg.values()):
            for k, n in arg.items():
                fixed[k] = fixed.get(k, 0) + n
        elif name == "pay_any" and pool is None and isinstance(arg, dict) and type(arg.get("count")) is int:
            pool = arg
        else:
            return None
    return fixed, pool


def area_plans(game: Game, player: Player) -> dict[str, AreaPlan]:
    """Every area's plan for the player's ability list, by area id."""
    memo_key = ("area_plans", abilities.ability_key(player))
    plans: dict[str, AreaPlan] | None = game.content.memo.get(memo_key)
    if plans is None:
        plans = game.content.memo[memo_key] = {
            a: AreaPlan(game, player, area) for a, area in game.content.areas.items()
        }
    return plans


def usable_areas(game: Game, player: Player) -> list[Action]:
    """The `use_area` main actions: `area_usable` for every open area, in the state's order, through the plans.

    Asked at every turn decision for all 16 areas, so what `hand_cost_payable` reads is worked out once,
    before the loop, and what the board and the abilities alone decide (`_open_spaces`, whether diamonds
    may pay cards) once per run of steady answers (`Game.kept`).
    """
    res = player.resources
    seat = player.seat
    # `hand_cost_payable`, with what it reads worked out once for every area.
    has_disc = player.discs > 0
    hand = player.hand
    spare_cards = len(hand) - hand_floor(game)
    distinct = len(set(hand))
    by_cards = spare_cards if spare_cards < distinct else distinct  # the largest hand cost payable with cards alone
    diamonds = res["diamond"]
    by_diamonds = diamonds > 0 and game.kept(("diamonds_pay_cards", seat), _diamonds_pay_cards, game, player)
    out: list[Action] = []
    for a, need, least, count, plan in game.kept(("open_spaces", seat), _open_spaces, game, player):
        if need is not None:
            if res[need] < least:
                continue
        elif plan.generic:
            if area_usable(game, player, plan.area):
                out.append({"type": "use_area", "area": a})
            continue
        elif (plan.fixed or plan.pool) and not _pays(res, plan):
            continue
        if not (
            has_disc
            or count <= by_cards
            or (
                by_diamonds
                and any(
                    spare_cards >= count - d and distinct >= count - d
                    for d in range(1, min(count, diamonds - plan.reserved) + 1)
                )
            )
        ):
            continue
        # Whether a property has a location reads the player's tiles and properties only, the same for
        # every area that places one.
        if plan.property and game.kept(
            ("property_blocked", seat), properties.property_action_blocked, game, player, plan.area.effect
        ):
            continue
        out.append({"type": "use_area", "area": a})
    return out


def _diamonds_pay_cards(game: Game, player: Player) -> bool:
    """Whether the player's abilities let diamonds pay a hand cost (Gretel Stollen, SL-23.13.2)."""
    return abilities.modifier(game, player, "cards_payable_with_diamonds") is not None


OpenSpace = tuple[str, str | None, int, int, AreaPlan]
"""An open area's id, the one resource and amount its cost takes when it is that simple (`AreaPlan.need`,
else None and 0), the hand cost of its leftmost free space, and its plan."""


def _open_spaces(game: Game, player: Player) -> list[OpenSpace]:
    """Each area open this round with a free space and an effect this engine supports, in the state's order:
    the round, the discs on the areas and the ability list decide it, and no steady answer changes them
    (kept in `Game.steady`)."""
    plans = area_plans(game, player)
    round_ = game.state.round
    out: list[OpenSpace] = []
    for a, spaces in game.state.areas.items():
        plan = plans[a]
        if plan.opens <= round_ and None in spaces and plan.supported:
            need, least = plan.need or (None, 0)
            out.append((a, need, least, 1 if len(spaces) == 1 else spaces.index(None) + 1, plan))
    return out


def _pays(res: dict[str, int], plan: AreaPlan) -> bool:
    """`cost_payable` for a plan's cost in the common shape."""
    for k, n in plan.fixed:
        if res[k] < n:
            return False
    pool = plan.pool
    if pool is None:
        return True
    kinds, count, less = pool
    return sum(res[k] for k in kinds) - sum(less) >= count


BUY_BASIC: tuple[Action, ...] = tuple({"type": "buy_basic", "resource": k} for k in BASIC)
"""The three buy answers, copied into each list (an answer is the caller's to keep)."""
SELL_BASIC: tuple[tuple[str, Action], ...] = tuple((k, {"type": "sell_basic", "resource": k}) for k in BASIC)
"""Each basic resource with its sell answer, copied into each list."""


def free_actions(game: Game, player: Player) -> list[Action]:
    """The generic free actions of chapter 18 the player can afford now.

    Asked at every turn decision and ~40 answers long, so the answers of fixed shape are copied from
    templates (`map(dict.copy, ...)` copies them without a Python frame), what the wheat, wood and iron
    held allow is one lookup in `BY_BASICS`, and the hand is sorted once for the discard and build
    answers alike.
    """
    res = player.resources
    out: list[Action] = []
    gold = res["gold"]
    if gold >= FREE_CARD_GOLD:
        out.append({"type": "buy_card"})
    if gold >= GOLD_PER_BASIC:
        out += map(dict.copy, BUY_BASIC)
    sells, pays = _by_basics(res)
    out += map(dict.copy, sells)
    if pays:
        out += [{"type": "trade_basic", "pay": pay.copy(), "resource": k} for pay in pays for k in BASIC]
    if player.discs > 0:
        out += [{"type": "return_disc", "gain": g.copy()} for g in GAINS]
    hand = player.hand
    if len(hand) - 1 >= hand_floor(game):
        cards = sorted(set(hand))
        out += [{"type": "discard_for_basic", "card": c, "gain": g.copy()} for c in cards for g in GAINS]
        if pays:
            out += _build_options(game, player, pays, cards)
    out += properties.clock_tower_options(game, player)
    out += character_actions.options(game, player)
    return out


TRADE_NEEDS = tuple((pay, pay.get("wheat", 0), pay.get("wood", 0), pay.get("iron", 0)) for pay in TRADE_PAYS)
"""Each way to trade in 3 basic resources with what it takes of each (`BASIC` order), for a quick test."""

BasicsOptions = tuple[tuple[Action, ...], tuple[dict[str, int], ...]]


def _basics_options(held: tuple[int, int, int]) -> BasicsOptions:
    """The sell answers (templates) and the trades affordable for `held` wheat, wood and iron (`BASIC` order)."""
    wheat, wood, iron = held
    sells = tuple(t for n, (_, t) in zip(held, SELL_BASIC, strict=True) if n >= 1)
    if wheat + wood + iron < TRADE_IN:
        return sells, ()
    return sells, tuple(pay for pay, a, b, c in TRADE_NEEDS if wheat >= a and wood >= b and iron >= c)


BY_BASICS: dict[tuple[int, int, int], BasicsOptions] = {
    (wheat, wood, iron): _basics_options((wheat, wood, iron))
    for wheat in range(TRADE_IN + 1)
    for wood in range(TRADE_IN + 1)
    for iron in range(TRADE_IN + 1)
}
"""`_basics_options` for every holding of 0 to 3 of each basic resource: nothing asks for more than 3 of
one (a trade takes 3 in all), so a holding reads the same with each amount capped at 3."""


def _by_basics(res: dict[str, int]) -> BasicsOptions:
    """`_basics_options` for the resources held, found in `BY_BASICS` (worked out only for a negative
    amount, which a hand-made state may hold)."""
    wheat, wood, iron = res["wheat"], res["wood"], res["iron"]
    # Conditional expressions, not `min`: a builtin that takes keywords parses its arguments at each call.
    cap = TRADE_IN
    found = BY_BASICS.get((wheat if wheat < cap else cap, wood if wood < cap else cap, iron if iron < cap else cap))
    return _basics_options((wheat, wood, iron)) if found is None else found


def _build_options(game: Game, player: Player, pays: tuple[dict[str, int], ...], hand: list[str]) -> list[Action]:
    """Build: 1 card and 3 basic resources for 1 terrain tile or 1 road with a legal spot (SL-18.2.1, SL-18.2.2),
    given the affordable trades and the distinct cards in hand, which the free actions work out anyway."""
    return [
        {"type": "build", "card": c, "pay": p.copy(), "place": what}
        # What has a legal spot reads the player's map and abilities only: kept for a run of steady answers.
        for what in game.kept(("buildable", player.seat), placing.buildable, game, player)
        for c in hand
        for p in pays
    ]


def _turn_legal(game: Game, frame: Frame) -> list[Action]:
    player = game.state.players[frame["player"]]
    out: list[Action] = []
    if frame["main_done"]:
        out.append({"type": "end_turn"})
    else:
        out.extend(usable_areas(game, player))
        for options, _, _ in MAIN_ACTIONS.values():
            out.extend(options(game, player))
        out.append({"type": "pass"})
    out.extend(free_actions(game, player))
    for options, _, _ in FREE_ACTIONS.values():
        out.extend(options(game, player))
    return out


def use_area(game: Game, seat: int, area: Area) -> None:
    """Put the disc on the leftmost free space, then ask the hand cost before the area's cost and effect."""
    spaces = game.state.areas[area.id]
    position = leftmost_free(spaces)
    assert position is not None
    spaces[position] = seat
    count = 1 if len(spaces) == 1 else position + 1
    cost = area_cost(game, seat, area)
    paying: Frame = {"kind": "hand_cost", "player": seat, "count": count}
    if diamonds_reserved(cost):
        paying["reserved"] = diamonds_reserved(cost)
    game.push(
        paying,
        {
            "kind": "effect",
            "player": seat,
            "effect": {"all": [cost, area.effect]},
            "ctx": {"space": position + 1},
        },
    )


def _turn_apply(game: Game, frame: Frame, action: Action) -> None:
    seat = frame["player"]
    player = game.state.players[seat]
    kind = action["type"]
    res = player.resources
    if kind == "end_turn":
        game.pop()
    elif kind == "pass":
        game.pop()
        start_pass(game, seat)
    elif kind == "use_area":
        frame["main_done"] = True
        use_area(game, seat, game.content.area(action["area"]))
    elif kind == "buy_card":
        res["gold"] -= FREE_CARD_GOLD
        game.push({"kind": "draw", "player": seat, "count": 1})
    elif kind == "buy_basic":
        res["gold"] -= GOLD_PER_BASIC
        res[action["resource"]] += 1
    elif kind == "sell_basic":
        res[action["resource"]] -= 1
        res["gold"] += 1
    elif kind == "trade_basic":
        for k, n in action["pay"].items():
            res[k] -= n
        res[action["resource"]] += 1
    elif kind == "return_disc":
        player.discs -= 1
        for k, n in action["gain"].items():
            res[k] += n
    elif kind == "discard_for_basic":
        discard(game, player, [action["card"]])
        for k, n in action["gain"].items():
            res[k] += n
    elif kind == "build":
        discard(game, player, [action["card"]])
        for k, n in action["pay"].items():
            res[k] -= n
        placing.push_placements(game, seat, action["place"], 1, up_to=False)
    elif kind == "place_clock_tower":
        properties.place_clock_tower(game, seat, action["hex"])
    elif kind == "character_action":
        character_actions.take(game, seat, action["ability"])
    elif kind in MAIN_ACTIONS:
        frame["main_done"] = True
        MAIN_ACTIONS[kind][1](game, seat, action)
    elif kind in FREE_ACTIONS:
        FREE_ACTIONS[kind][1](game, seat, action)


def _turn_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    player = game.player(frame["player"])
    kind = action.get("type")
    if (kind in {"use_area", "pass"} or kind in MAIN_ACTIONS) and frame["main_done"]:
        return rules.ONE_MAIN_ACTION, "this turn's main action has already been taken"
    if kind == "end_turn" and not frame["main_done"]:
        return rules.MAIN_ACTION_FIRST, "a turn ends only after its main action (or by passing)"
    if kind == "use_area":
        return _area_refused(game, player, action.get("area"))
    if kind == "return_disc" and player.discs == 0:
        who = words.player_name(player)
        return "SL-18.2.12", f"only an action disc the player holds can be returned; {who} holds none"
    if kind in {"discard_for_basic", "build"} and len(player.hand) - 1 < hand_floor(game):
        return rules.HAND_NEVER_EMPTY, (
            f"discarding the last card of the hand is not allowed before round 5; {words.player_name(player)} "
            f"holds {len(player.hand)} card(s)"
        )
    if kind == "build" and action.get("place") in {"terrain", "road"} - set(placing.buildable(game, player)):
        return "SL-18.2.2", f"{words.player_name(player)} has no legal place for a {action.get('place')} now"
    if kind == "place_clock_tower":
        return properties.explain_clock_tower(game, player, action)
    if kind == "character_action":
        return character_actions.explain(game, player, action.get("ability"))
    extra = (MAIN_ACTIONS.get(kind) or FREE_ACTIONS.get(kind)) if isinstance(kind, str) else None
    if extra is not None:
        return extra[2](game, player, action)
    if isinstance(kind, str) and kind in FREE_ACTION_RULES:
        return FREE_ACTION_RULES[kind], _free_action_refused(game, player, action)
    return None


def _area_refused(game: Game, player: Player, area_id: object) -> tuple[str, str]:
    """Why an area may not be used now (decisions.md D8.3): not in the game, out of the game at this player count,
    not open yet, full, a hand cost the hand cannot spare, no place for its properties, or its cost."""
    area = game.content.areas.get(area_id) if isinstance(area_id, str) else None
    if area is None or (area.id not in game.state.areas and not area.board.startswith("imitation")):
        return rules.NO_SUCH_AREA, f"this game has no action area {area_id!r}: the areas are A to Q"
    if area.id not in game.state.areas:
        players = len(game.state.players)
        return rules.IMITATION_BOARDS, (
            f"{words.area_name(area)} is on an imitation board that a {players}-player game leaves in the box"
        )
    if area.opens_in_round > game.state.round:
        return rules.AREA_NOT_OPEN, (
            f"{words.area_name(area)} opens only in round {area.opens_in_round}; this is round {game.state.round}"
        )
    spaces = game.state.areas[area.id]
    position = leftmost_free(spaces)
    if position is None:
        return rules.AREA_FULL, f"all {len(spaces)} action space(s) of {words.area_name(area)} are occupied"
    count = 1 if len(spaces) == 1 else position + 1
    if not hand_cost_payable(game, player, count):
        return rules.HAND_NEVER_EMPTY, (
            f"the next space of {words.area_name(area)} costs {count} card(s) and {words.player_name(player)} holds "
            f"{len(player.hand)}: the hand may not be emptied before round 5"
        )
    if properties.property_action_blocked(game, player, area.effect):
        return "SL-10.4.7", (
            f"{words.area_name(area)} places a property and {words.player_name(player)} has no free flipped tile "
            "or capital hex for one"
        )
    said = words.cost_words(area_cost(game, player.seat, area), player)
    return rules.AREA_COST_UNPAID, f"{words.area_name(area)} {said}" if said else (
        f"{words.player_name(player)} cannot pay the cost of {words.area_name(area)}"
    )


FREE_ACTION_RULES = {
    "buy_card": "SL-18.2.3",
    "buy_basic": "SL-18.2.4",
    "sell_basic": "SL-18.2.6",
    "trade_basic": "SL-18.2.7",
    "return_disc": "SL-18.2.8",
    "discard_for_basic": "SL-18.2.9",
    "build": "SL-18.2.1",
}
"""The rule that sets each free action's price and what it gives: a refused one cites it (decisions.md D8.3)."""


def _mix_of(value: object, count: int) -> bool:
    """Whether `value` is `count` basic resources in any mix, as an answer writes one (SL-18.2.11)."""
    return (
        isinstance(value, dict)
        and all(k in BASIC and type(n) is int and n > 0 for k, n in value.items())
        and sum(value.values()) == count
    )


def _free_action_refused(game: Game, player: Player, action: Action) -> str:
    """What a free action asks and what the player has, in words (the rule is FREE_ACTION_RULES')."""
    kind, who = action["type"], words.player_name(player)
    res = player.resources
    resource = action.get("resource")
    if kind == "buy_card":
        return f"buying a card costs {FREE_CARD_GOLD} gold; {who} has {res['gold']} gold"
    if kind in {"buy_basic", "sell_basic", "trade_basic"} and resource not in BASIC:
        return f"a basic resource is wheat, wood or iron, not {resource!r}"
    if kind == "buy_basic":
        return f"buying a basic resource costs {GOLD_PER_BASIC} gold; {who} has {res['gold']} gold"
    if kind == "sell_basic":
        return f"selling takes 1 {resource}; {who} has {res[str(resource)]} {resource}"
    card = action.get("card")
    if kind in {"discard_for_basic", "build"} and card not in player.hand:
        return f"the card discarded comes from the player's hand; {who} holds no {words.card_name(game.state, card)}"
    if kind in {"return_disc", "discard_for_basic"}:
        return f"it gives {DISC_OR_CARD_GAIN} basic resources in any mix, not {_said(action.get('gain'))}"
    name = "the exchange" if kind == "trade_basic" else "building"
    pay = action.get("pay")
    if not _mix_of(pay, TRADE_IN):
        return f"{name} takes {TRADE_IN} basic resources in any mix, not {_said(pay)}"
    assert isinstance(pay, dict)
    if kind == "build" and action.get("place") not in {"terrain", "road"}:
        return f"building places 1 terrain tile or 1 road, not {action.get('place')!r}"
    return f"{name} takes {words.amounts(pay)}; {words.held(player, list(pay))}"


def _said(mix: object) -> str:
    """A mix an answer names, in words when it is one ('3 wood'), else as it was written."""
    if isinstance(mix, dict) and all(isinstance(k, str) and type(n) is int for k, n in mix.items()):
        return words.amounts(mix)
    return repr(mix)


decision("turn", rules.ANSWER_NOT_OFFERED, _turn_legal, _turn_apply, _turn_explain, steady=STEADY_ANSWERS)


def discard(game: Game, player: Player, cards: list[str]) -> None:
    for card in cards:
        player.hand.remove(card)
        game.state.discard.append(card)


def _hand_cost_legal(game: Game, frame: Frame) -> list[Action]:
    return hand_cost_options(game, game.player(frame["player"]), frame["count"], frame.get("reserved", 0))


def _hand_cost_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    player = game.player(frame["player"])
    if action.get("disc"):
        player.discs -= 1
    else:
        discard(game, player, action["cards"])
    if action.get("diamonds"):
        player.resources["diamond"] -= action["diamonds"]
        abilities.fire(game, frame["player"], "on_pay_diamonds_for_cards", action["diamonds"])


def _hand_cost_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    if action.get("type") != "pay_hand_cost":  # another decision's answer (a discard's cards, say): D8.2
        return None
    cards = action.get("cards")
    diamonds = action.get("diamonds")
    spare = game.player(frame["player"]).resources["diamond"] - frame.get("reserved", 0)
    if isinstance(diamonds, int) and diamonds > spare >= 0 and frame.get("reserved"):
        return rules.AREA_COST_UNPAID, f"the area's cost takes {frame['reserved']} diamonds; {spare} may pay cards"
    if isinstance(cards, list) and any(c not in game.player(frame["player"]).hand for c in cards):
        player = game.player(frame["player"])
        card = words.card_name(game.state, next(c for c in cards if c not in player.hand))
        who = words.player_name(player)
        return "SL-8.3.3", f"the hand cost is paid with cards of the player's hand; {who} holds no {card}"
    given = len(cards) + diamonds if isinstance(cards, list) and isinstance(diamonds, int) else None
    if isinstance(cards, list) and (len(cards) if given is None else given) != frame["count"]:
        return rules.HAND_COST, f"this action space costs exactly {frame['count']} card(s)"
    if isinstance(cards, list) and len(game.player(frame["player"]).hand) - len(cards) < hand_floor(game):
        return rules.HAND_NEVER_EMPTY, "the hand may not reach 0 cards before round 5"
    return None


decision("hand_cost", rules.HAND_COST, _hand_cost_legal, _hand_cost_apply, _hand_cost_explain)


def start_pass(game: Game, seat: int) -> None:
    """Passing: mark the player, take the start player marker if first, run the pass sequence (chapter 17)."""
    state = game.state
    player = game.player(seat)
    player.passed = True
    if not state.pass_order:
        state.start_player = seat
    state.pass_order.append(seat)
    game.push({"kind": "pass_scoring", "player": seat, "step": 1}, {"kind": "move_round_aid", "player": seat})
