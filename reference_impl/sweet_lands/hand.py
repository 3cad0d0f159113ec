"""Discarding "cards of the player's choice" as an effect (chapter 6).

A discard of several cards is one decision over sets of cards, each answer a list
of distinct card ids in ascending order (decisions.md D2.3), so choosing the same
cards in another order is never a second answer. Like a hand cost, it may not
leave the hand empty before round 5 (SL-6.3.1, SL-6.3.2).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from . import wording as words
from .amounts import amount
from .effects import op
from .game import Action, Game, decision
from .state import Frame

DISCARD_RULE = "SL-6.2.3"
HAND_NEVER_EMPTY = "SL-6.3.1"


def hand_floor(game: Game) -> int:
    """Cards that must stay in hand: 1 in rounds 1-4, 0 in round 5 (SL-6.3.1, SL-6.3.5)."""
    return 1 if game.state.round < 5 else 0


def can_discard(game: Game, seat: int, count: int) -> bool:
    """Whether `seat` can discard `count` cards now without breaking the hand rule."""
    return len(game.player(seat).hand) - count >= hand_floor(game)


def discard_options(game: Game, seat: int, count: int) -> list[Action]:
    if not can_discard(game, seat, count):
        return []
    hand = sorted(set(game.player(seat).hand))
    return [{"type": "discard", "cards": list(c)} for c in combinations(hand, count)]


@op("discard")
def _discard(game: Game, seat: int, arg: Any, ctx: dict[str, Any]) -> None:
    """Queue the choice; a discard the hand cannot afford is lost (errata E-54, E-59)."""
    count = amount(game.state, seat, arg, ctx)
    if count > 0 and can_discard(game, seat, count):
        game.push({"kind": "discard", "player": seat, "count": count})


def _discard_legal(game: Game, frame: Frame) -> list[Action]:
    return discard_options(game, frame["player"], frame["count"])


def _discard_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    player = game.player(frame["player"])
    for card in action["cards"]:
        player.hand.remove(card)
        game.state.discard.append(card)


def _discard_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    cards = action.get("cards")
    if action.get("type") != "discard" or not isinstance(cards, list):
        return None
    player = game.player(frame["player"])
    if len(cards) != frame["count"]:
        return DISCARD_RULE, f"exactly {frame['count']} card(s) are discarded, not {len(cards)}"
    who = words.player_name(player)
    missing = [words.card_name(game.state, c) for c in cards if c not in player.hand]
    if missing:
        return DISCARD_RULE, f"the cards come from the player's own hand; {who} holds no {missing[0]}"
    return DISCARD_RULE, "the cards discarded are different cards of the hand, each named once, in ascending order"


decision("discard", DISCARD_RULE, _discard_legal, _discard_apply, _discard_explain)
