"""Final scoring as an itemised breakdown (chapter 22), valid at any moment of the game.

`score` is what the protocol's `score` command returns: the breakdown as if the
game ended now, and the final one once the game is over.
"""

from __future__ import annotations

from typing import Any

from .amounts import amount
from .state import GameState

ITEMS = (
    "during_play",
    "prosperity",
    "city_points",
    "property_bonuses",
    "gold",
    "diamonds",
    "ports",
    "milestones",
    "final_scoring_tiles",
)
PORT_POINTS = (-40, -20, -10, -5, 10)
GOLD_PER_VP = 5
VP_PER_CP = 2
MILESTONE_VP = 10


def score(state: GameState) -> list[dict[str, Any]]:
    out = []
    for seat, player in enumerate(state.players):
        items = dict.fromkeys(ITEMS, 0)
        items["during_play"] = player.vp
        items["city_points"] = VP_PER_CP * player.cp
        items["gold"] = player.resources["gold"] // GOLD_PER_VP
        items["diamonds"] = player.resources["diamond"]
        items["ports"] = PORT_POINTS[min(amount(state, seat, {"count": "connected_ports"}), 4)]
        items["milestones"] = MILESTONE_VP * sum(1 for m in state.milestones if m["taken_by"] == seat)
        out.append({"player": seat, "total": sum(items.values()), "items": items})
    return out
