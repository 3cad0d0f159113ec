"""Helpers (chapter 11), as far as this engine goes: an uncovered Helper may be discarded unused on its owner's
turn (LY-11.1.5, LY-11.1.8), which reveals the card it covers (LY-11.1.6).

Using a Helper (`use_helper`, the effect vocabulary of spec/loyang/effects.md) comes
with the issue that brings the Helpers into the draw pile; until then they are set
aside at setup (setup.py), so no dealt game holds one.
"""

from __future__ import annotations

from .game import Action, Answer, Game
from .play_area import covered, find, leave
from .state import Frame
from .turn import TURN_ANSWERS

USED_UP_FIRST = {
    "market_stall": ("LY-8.5.6", "a Market stall is discarded only once it is empty"),
    "casual_customer": ("LY-8.8.7", "an unserved Casual customer cannot be discarded"),
    "regular_customer": ("LY-7.4.1", "a Regular customer stays until its four rows are filled"),
    "common_field": ("LY-7.4.1", "a Common field stays until its last vegetable is harvested"),
}
"""Why a played card of another kind cannot be discarded: it leaves only once used up (LY-7.4.1, LY-7.4.2)."""


def _options(game: Game, frame: Frame) -> list[Action]:
    """Listed at every turn decision, most often with no Helper in play: no comprehension (a call of its own in
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


TURN_ANSWERS["discard_helper"] = Answer(_options, _discard, "LY-11.1.5", _refuse)
