"""Wonder icons (chapter 19): counted per player from every source; the first unlocks the clock tower condition.

The count lives in `player.wonders` and is read by the `wonder_icons` quantity,
which every character's clock tower condition tests (SL-19.2.2). The first icon
gives nothing else (SL-19.1.2); each later one gives 1 skill tile (SL-19.1.3),
through the `skill_tile` operation of chapter 16.
"""

from __future__ import annotations

from typing import Any

from .effects import op, resolve
from .game import Game

LATER_ICON_BONUS = {"skill_tile": 1}


@op("wonder")
def _wonder(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    player = game.player(seat)
    player.wonders += 1
    if player.wonders > 1:
        resolve(game, seat, LATER_ICON_BONUS)
