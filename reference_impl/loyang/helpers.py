"""Discarding an unused Helper (LY-11.1.5, LY-11.1.8): offered at every decision its owner answers but those in
the middle of an action or effect (decisions.md L9), and revealing the card it covers (LY-11.1.6).

Using a Helper (`use_helper`, the effect vocabulary of spec/loyang/effects.md) is helper_timing.py's and
helper_effects.py's.
"""

from __future__ import annotations

from .game import DECISIONS, Action, Answer, Game
from .play_area import covered, find, leave
from .state import Frame

DISCARD_AT = (
    "first_planting",
    "distribution_turn",
    "distribution_forced",
    "pay",
    "choose_partner",
    "turn",
    "store",
    "path_step",
    "helper_window",
    "solo_card_phase",
)
"""The decisions whose player may discard an unused Helper (decisions.md L9.1): every decision a player answers
except the three in the middle of an action or effect (`two_pack_keep`, `two_pack_stack`, `helper_option`)."""

USED_UP_FIRST = {
    "market_stall": ("LY-8.5.6", "a Market stall is discarded only once it is empty"),
    "casual_customer": ("LY-8.8.7", "an unserved Casual customer cannot be discarded"),
    "regular_customer": ("LY-7.4.1", "a Regular customer stays until its four rows are filled"),
    "common_field": ("LY-7.4.1", "a Common field stays until its last vegetable is harvested"),
}
"""Why a played card of another kind cannot be discarded: it leaves only once used up (LY-7.4.1, LY-7.4.2)."""


def _options(game: Game, frame: Frame) -> list[Action]:
    """Listed at nearly every decision, most often with no Helper in play: no comprehension (a call of its own in
    Python 3.11) for an empty row."""
    helpers = game.state.players[frame["player"]].play_area["helper"]
    if not helpers:
        return []
    return [{"type": "discard_helper", "card": c.card} for c in helpers]


def _discard(game: Game, frame: Frame, action: Action) -> None:
    seat = frame["player"]
    card = find(game.player(seat), "helper", action["card"])
    assert card is not None
    leave(game, seat, card)


def _refuse(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    player = game.player(frame["player"])
    wanted = action["card"]
    for kind, row in player.play_area.items():
        if any(c.card == wanted for c in row) and kind in USED_UP_FIRST:
            return USED_UP_FIRST[kind]
    if wanted in covered(player):
        return "LY-7.4.4", f"{wanted} is covered by another card"
    return "LY-8.1.2", f"player {player.seat} has no Helper {wanted} in play"


DISCARD = Answer(_options, _discard, "LY-11.1.5", _refuse)


def offer_discard() -> None:
    """Add the discard to every decision of DISCARD_AT; called once every module has registered its decisions."""
    for kind in DISCARD_AT:
        DECISIONS[kind].answers["discard_helper"] = DISCARD
