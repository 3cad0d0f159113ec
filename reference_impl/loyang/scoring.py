"""The end of the game (chapter 13): final positions after Loans and the ranking with its tie-breaks.

`score` is the protocol's `score` result, valid at any moment (as if the game
ended now). Each entry's `items` are `path` (the space the marker stands on),
`loans` (minus one space per Loan, LY-10.2.1), `cash` and `vegetables` (in the
player's fields and Storehouse, LY-13.3.3); `total` is the final position,
`path + loans`, which may be below the first space (LY-10.2.2). Cash and vegetables
only break ties (LY-13.3.2, LY-13.3.3); players equal on all three share a rank
(LY-13.3.4).
"""

from __future__ import annotations

from typing import Any

from .game import Game
from .play_area import fields
from .state import Player


def counted_vegetables(player: Player) -> int:
    """Vegetables in fields and the Storehouse; never the Shop, Market stalls or customers (LY-13.3.5)."""
    return sum(f.count for f in fields(player)) + sum(player.storehouse.values())


def _key(player: Player) -> tuple[int, int, int]:
    return (player.path - player.loans, player.cash, counted_vegetables(player))


def score(game: Game) -> list[dict[str, Any]]:
    players = game.state.players
    keys = [_key(p) for p in players]
    out = []
    for player, key in zip(players, keys, strict=True):
        out.append(
            {
                "player": player.seat,
                "total": key[0],
                "items": {"path": player.path, "loans": -player.loans, "cash": key[1], "vegetables": key[2]},
                "rank": 1 + sum(1 for other in keys if other > key),
            }
        )
    return out
