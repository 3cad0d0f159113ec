"""Citizen cards (chapter 14): playing a card, sweets tags, automation, and the card operations.

Playing a card is a main action of the `turn` decision: the play cost is paid in
gold (brownie reductions count only tags already in front of the player, so never
the card being played, SL-14.2.3), the card goes in front of the player, what
fires on a card play is queued, then its immediate ability resolves (two parts in
the order the player picks, SL-14.2.7). Right after that, an immediate card with
an industry tag may be automated for 1 diamond into the column its tag names
(wildcard: any column), if the column has room (SL-14.5, SL-14.6).

The operations `automate_from_hand`, `search_deck` and `play_card` live here too,
with the `tags`, `automation_sets` and `cards_played` quantities and the
`has_tag` condition.
"""

from __future__ import annotations

from typing import Any

from rulecore.rng import Rng

from . import abilities, turn
from . import wording as words
from .amounts import CONDITIONS, QUANTITIES, amount
from .cities import game_of
from .effects import op, resolve
from .flow import draw_cards
from .game import Action, Game, auto, decision
from .hand import hand_floor
from .properties import column_limit
from .state import COLUMNS, Frame, GameState, Player

TAGS = ("shortcake", "tart", "tiramisu", "brownie", "macaron", "wagashi")
AUTOMATION_DIAMONDS = 1
HELD_RULE = "SL-14.2.1a"
COST_RULE = "SL-14.2.2"


# -- tags ------------------------------------------------------------------------------------------------


def card_type(state: GameState, card: str) -> dict[str, Any]:
    found: dict[str, Any] = state.card_types[state.cards[card]]
    return found


def trait_tags(game: Game, player: Player) -> tuple[str, ...]:
    """Sweets tags a character's special trait gives (`extra_sweets_tags`, SL-14.3.1), whatever its timing.

    Memoised on the content per ability key (the abilities are all they depend on).
    """
    key = ("trait_tags", abilities.ability_key(player))
    found: tuple[str, ...] | None = game.content.memo.get(key)
    if found is None:
        tags: list[str] = []
        for ability in abilities.abilities(game, player):
            if ability.get("modifier") == "extra_sweets_tags":
                tags.extend(ability.get("params", {}).get("tags", []))
        found = game.content.memo[key] = tuple(tags)
    return found


def tag_counts(game: Game, player: Player) -> dict[str, int]:
    """Tags on played and automated cards plus special traits; never those in the hand (SL-14.3.1, SL-14.3.2)."""
    counts = dict.fromkeys(TAGS, 0)
    state = game.state
    _count_tags(counts, state, player.played)
    for column in COLUMNS:
        _count_tags(counts, state, player.automated[column])
    for tag in trait_tags(game, player):
        counts[tag] = counts.get(tag, 0) + 1
    return counts


def _count_tags(counts: dict[str, int], state: GameState, group: list[str]) -> None:
    """Add the tags of a group of cards to `counts` (`card_type`, inlined: a play cost may ask this)."""
    types, cards = state.card_types, state.cards
    for card in group:
        for tag in types[cards[card]].get("tags", ()):
            counts[tag] = counts.get(tag, 0) + 1


def _tags(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    counts = tag_counts(game_of(state), state.players[seat])
    name = ctx.get("param", "most_numerous")
    if name == "most_numerous":
        return max(counts.values())
    return counts.get(str(name), 0)


def tag_count(game: Game, player: Player, tag: str) -> int:
    """`tag_counts(game, player).get(tag, 0)` for one tag, without counting the others (a milestone asks it
    at every turn decision)."""
    state = game.state
    types, cards = state.card_types, state.cards  # `card_type`, inlined
    found = 0
    for card in player.played:
        found += types[cards[card]].get("tags", ()).count(tag)
    automated = player.automated
    for column in COLUMNS:
        for card in automated[column]:
            found += types[cards[card]].get("tags", ()).count(tag)
    return found + trait_tags(game, player).count(tag)


def _has_tag(state: GameState, seat: int, arg: Any, ctx: dict[str, Any]) -> bool:
    tag, count = (arg, 1) if isinstance(arg, str) else (arg["tag"], arg.get("count", 1))
    return tag_count(game_of(state), state.players[seat], tag) >= count


def _cards_played(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    """Played cards, automated ones included (SL-14.5.9); `immediate` or `pass` narrows to one kind."""
    player = state.players[seat]
    kind = ctx.get("param")
    if kind is None:
        # A plain loop, not a generator: milestone 4 asks this at every turn decision.
        automated = player.automated
        count = len(player.played)
        for column in COLUMNS:
            count += len(automated[column])
        return count
    cards = [*player.played, *(c for column in COLUMNS for c in player.automated[column])]
    return sum(1 for c in cards if card_type(state, c).get("kind") == kind)


QUANTITIES.update(
    {
        "tags": _tags,
        "automation_sets": lambda state, seat, ctx: min(len(state.players[seat].automated[c]) for c in COLUMNS),
        "cards_played": _cards_played,
    }
)
CONDITIONS["has_tag"] = _has_tag


# -- playing a card ---------------------------------------------------------------------------------------


def play_cost(game: Game, player: Player, card: str) -> int:
    """The printed cost less 1 gold per brownie tag already held when the card allows it, never below 0."""
    kind = card_type(game.state, card)
    cost = int(kind.get("play_cost", 0))
    if kind.get("brownie_discount") or abilities.modifier(game, player, "brownie_discount_on_all_cards") is not None:
        # The card is still in the hand, so its own brownie tag is not counted (SL-14.2.3).
        cost -= tag_counts(game, player)["brownie"]
    return max(cost, 0)


def can_leave_hand(game: Game, player: Player, count: int = 1) -> bool:
    return len(player.hand) - count >= hand_floor(game)


def play_options(game: Game, player: Player) -> list[Action]:
    """The `play_card` main actions: every card in hand whose play cost the player can pay (SL-14.2.2).

    Asked at every turn decision until the main action is taken. A card's play cost reads its type, the
    player's abilities and the brownie tags in front of them, none of which a steady answer changes, so
    `Game.steady` keeps each cost worked out for a run of steady answers.
    """
    if not can_leave_hand(game, player):
        return []
    gold = player.resources["gold"]
    costs: dict[str, int] = game.kept(("play_costs", player.seat), dict)
    # `play_cost` for each card not yet kept, with the modifier and the brownie count looked up once.
    on_all: bool | None = None
    brownies: int | None = None
    out: list[Action] = []
    state = game.state
    types, cards = state.card_types, state.cards  # `card_type`, inlined: asked for every card at every turn
    for c in sorted(set(player.hand)):
        cost = costs.get(c)
        if cost is None:
            if on_all is None:
                on_all = abilities.modifier(game, player, "brownie_discount_on_all_cards") is not None
            kind = types[cards[c]]
            cost = int(kind.get("play_cost", 0))
            if kind.get("brownie_discount") or on_all:
                if brownies is None:
                    brownies = tag_counts(game, player)["brownie"]
                cost -= brownies
            cost = costs[c] = max(cost, 0)
        if cost <= gold:
            out.append({"type": "play_card", "card": c})
    return out


def start_play(game: Game, seat: int, card: str, free: bool) -> None:
    """Pay, put the card in front of the player, then fire card-play triggers and queue its ability."""
    player = game.player(seat)
    if not free:
        player.resources["gold"] -= play_cost(game, player, card)
    player.hand.remove(card)
    player.played = [*player.played, card]
    kind = card_type(game.state, card)
    game.push({"kind": "card_played", "player": seat, "card": card})
    if kind.get("kind") == "immediate":
        effects = [a["effect"] for a in kind.get("abilities", []) if a.get("timing") == "immediate" and "effect" in a]
        if len(effects) > 1:
            resolve(game, seat, {"any_order": effects})
        elif effects:
            resolve(game, seat, effects[0])
    abilities.fire(game, seat, "on_play_card")


def _play_apply(game: Game, seat: int, action: Action) -> None:
    start_play(game, seat, action["card"], free=False)


def _play_explain(game: Game, player: Player, action: Action) -> tuple[str, str]:
    card = action.get("card")
    who = words.player_name(player)
    if not isinstance(card, str) or card not in player.hand:
        return HELD_RULE, f"{who} holds no {words.card_name(game.state, card)} in their hand"
    if not can_leave_hand(game, player):
        return "SL-6.3.1", f"playing the last card of the hand is not allowed before round 5; {who} holds 1 card"
    name = words.card_name(game.state, card)
    return COST_RULE, f"{name} costs {play_cost(game, player, card)} gold to play; {who} has {player.resources['gold']}"


turn.MAIN_ACTIONS["play_card"] = (play_options, _play_apply, _play_explain)


# -- automation after a play --------------------------------------------------------------------------------


def columns_for(game: Game, seat: int, card: str) -> list[str]:
    """Columns the card may go into now: its industry tag's, or any for the wildcard, each below its limit."""
    kind = card_type(game.state, card)
    tag = kind.get("industry_tag")
    if kind.get("kind") != "immediate" or not tag:
        return []
    allowed = COLUMNS if tag == "wildcard" else (tag,)
    player = game.player(seat)
    return [c for c in allowed if len(player.automated[c]) < column_limit(game, seat, c)]


def automate(game: Game, seat: int, card: str, column: str) -> None:
    """Slide the card under its column (SL-14.5.5); it leaves the cards in front of the player."""
    player = game.player(seat)
    if card in player.played:
        player.played = [c for c in player.played if c != card]
    if card in player.hand:
        player.hand.remove(card)
    player.automated = {**player.automated, column: [*player.automated[column], card]}


@auto("card_played")
def _card_played(game: Game, frame: Frame) -> None:
    """After the ability: offer automation for 1 diamond when the card can go into a column (SL-14.5.2)."""
    game.pop()
    seat = frame["player"]
    if game.player(seat).resources["diamond"] >= AUTOMATION_DIAMONDS and columns_for(game, seat, frame["card"]):
        game.push({"kind": "automate", "player": seat, "card": frame["card"]})


def _automate_legal(game: Game, frame: Frame) -> list[Action]:
    out: list[Action] = [{"type": "automate", "column": c} for c in columns_for(game, frame["player"], frame["card"])]
    out.append({"type": "decline"})
    return out


def _automate_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    if action["type"] == "automate":
        seat = frame["player"]
        game.player(seat).resources["diamond"] -= AUTOMATION_DIAMONDS
        automate(game, seat, frame["card"], action["column"])


def _automate_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    if action.get("type") != "automate":
        return None
    column = action.get("column")
    tag = card_type(game.state, frame["card"]).get("industry_tag")
    if column in COLUMNS and tag not in ("wildcard", column):
        return "SL-14.5.3", f"an automated card goes into the column of its industry tag ({tag})"
    return "SL-14.6.4", f"the {column!r} column is at its limit"


decision("automate", "SL-14.5.2", _automate_legal, _automate_apply, _automate_explain)


# -- automate_from_hand --------------------------------------------------------------------------------------


@op("automate_from_hand")
def _automate_from_hand(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    count = amount(game.state, seat, arg["count"], ctx)
    if count > 0:
        game.push(
            {
                "kind": "automate_from_hand",
                "player": seat,
                "count": count,
                "free": bool(arg.get("free", False)),
                "up_to": bool(arg.get("up_to", False)),
                "redraw": bool(arg.get("redraw", False)),
            }
        )


def _from_hand_options(game: Game, frame: Frame) -> list[Action]:
    seat = frame["player"]
    player = game.player(seat)
    if not frame["free"] and player.resources["diamond"] < AUTOMATION_DIAMONDS:
        return []
    if not can_leave_hand(game, player):
        return []
    return [
        {"type": "automate_card", "card": c, "column": column}
        for c in sorted(set(player.hand))
        for column in columns_for(game, seat, c)
    ]


def automatable(game: Game, seat: int, cards: list[str], count: int) -> bool:
    """Whether `count` of `cards` can go into the columns together, within the column limits."""
    player = game.player(seat)
    room = {c: column_limit(game, seat, c) - len(player.automated[c]) for c in COLUMNS}
    options = [columns_for(game, seat, card) for card in cards]

    def fit(i: int, left: int) -> bool:
        if left == 0:
            return True
        if i == len(options):
            return False
        for column in options[i]:
            if room[column] > 0:
                room[column] -= 1
                if fit(i + 1, left - 1):
                    return True
                room[column] += 1
        return fit(i + 1, left)

    return fit(0, count)


def redraw_until_automatable(game: Game, seat: int, count: int) -> None:
    """Carmen Mel: while fewer than `count` cards of the hand can be automated, the whole hand goes under the
    deck and as many new cards are drawn (SL-23.11.4); it stops when the deck cannot give new cards."""
    state = game.state
    player = game.player(seat)
    for _ in range(len(state.cards)):
        if automatable(game, seat, player.hand, count) or not player.hand:
            return
        if len(state.deck) < len(player.hand):
            return
        size = len(player.hand)
        state.deck = [*state.deck, *sorted(player.hand)]
        player.hand = []
        draw_cards(game, seat, size)


@auto("automate_from_hand")
def _from_hand_step(game: Game, frame: Frame) -> None:
    """One card at a time; with no card that fits a column the rest is lost (SL-14.6.4, errata E-54).

    Only an automation that says so (`redraw`: Carmen Mel's) first makes sure the hand can give all its
    cards (SL-23.11.4); any other is carried out as far as the hand allows (SL-23.11.4a).
    """
    game.pop()
    if frame["redraw"]:
        # Done once, before the first card: the frames that follow no longer redraw.
        redraw_until_automatable(game, frame["player"], frame["count"])
        frame = {**frame, "redraw": False}
    if frame["count"] > 0 and _from_hand_options(game, frame):
        game.push({**frame, "kind": "automate_from_hand_pick"})


def _from_hand_legal(game: Game, frame: Frame) -> list[Action]:
    out = _from_hand_options(game, frame)
    if frame["up_to"]:
        out.append({"type": "stop"})
    return out


def _from_hand_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    if action["type"] == "stop":
        return
    seat = frame["player"]
    if not frame["free"]:
        game.player(seat).resources["diamond"] -= AUTOMATION_DIAMONDS
    automate(game, seat, action["card"], action["column"])
    game.push({**frame, "kind": "automate_from_hand", "count": frame["count"] - 1})


decision("automate_from_hand_pick", "SL-14.5.8", _from_hand_legal, _from_hand_apply)


# -- search_deck and play_card --------------------------------------------------------------------------------


def _matches(game: Game, card: str, kind: str | None, tag: str | None) -> bool:
    t = card_type(game.state, card)
    return (kind is None or t.get("kind") == kind) and (tag is None or tag in t.get("tags", []))


@op("search_deck")
def _search_deck(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    game.push(
        {
            "kind": "search_deck",
            "player": seat,
            "count": amount(game.state, seat, arg["count"], ctx),
            "card_kind": arg.get("kind"),
            "tag": arg.get("tag"),
            "taken": [],
        }
    )


def _search_legal(game: Game, frame: Frame) -> list[Action]:
    return [
        {"type": "take_card", "card": c}
        for c in sorted(set(game.state.deck))
        if _matches(game, c, frame["card_kind"], frame["tag"])
    ]


@auto("search_deck")
def _search_step(game: Game, frame: Frame) -> None:
    """Ask for one matching card at a time; when done (or none is left), shuffle the deck."""
    game.pop()
    if frame["count"] > 0 and _search_legal(game, frame):
        game.push({**frame, "kind": "search_pick"})
        return
    state = game.state
    rng = Rng.from_hex(state.rng)
    deck = list(state.deck)
    rng.shuffle(deck)
    state.deck = deck
    state.rng = rng.to_hex()
    # A `play_card` among the searched cards, queued right after the search, learns which they were.
    below = state.stack[-1] if state.stack else None
    if below and below.get("kind") == "effect" and below["player"] == frame["player"]:
        effect = below["effect"]
        if "play_card" in effect and effect["play_card"].get("among") == "searched":
            state.stack[-1] = {**below, "ctx": {**below.get("ctx", {}), "searched": list(frame["taken"])}}


def _search_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    card = action["card"]
    player = game.player(frame["player"])
    game.state.deck.remove(card)
    player.hand = sorted([*player.hand, card])
    game.push({**frame, "kind": "search_deck", "count": frame["count"] - 1, "taken": [*frame["taken"], card]})


decision("search_pick", "SL-14.2.12", _search_legal, _search_apply)


@op("play_card")
def _play_card_op(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    frame: Frame = {
        "kind": "play_from_effect",
        "player": seat,
        "free": bool(arg.get("free", False)),
        "card_kind": arg.get("kind"),
        "among": list(ctx.get("searched", [])) if arg.get("among") == "searched" else None,
    }
    if _play_effect_legal(game, frame):
        game.push(frame)


def _play_effect_legal(game: Game, frame: Frame) -> list[Action]:
    player = game.player(frame["player"])
    if not can_leave_hand(game, player):
        return []
    cards = sorted(set(player.hand))
    if frame["among"] is not None:
        cards = [c for c in cards if c in frame["among"]]
    out: list[Action] = []
    for c in cards:
        if frame["card_kind"] and card_type(game.state, c).get("kind") != frame["card_kind"]:
            continue
        if frame["free"] or play_cost(game, player, c) <= player.resources["gold"]:
            out.append({"type": "play_card", "card": c})
    return out


def _play_effect_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    start_play(game, frame["player"], action["card"], frame["free"])


decision("play_from_effect", "SL-14.2.10", _play_effect_legal, _play_effect_apply)
