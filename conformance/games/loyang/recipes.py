"""How the Loyang perft positions and golden games are made (conformance perft/golden --regenerate).

Each perft recipe says in words what its position is and builds it: from the
reference engine's `new_game`, or from a quiet table (builder.py) that the engine
loads and runs to its first decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conformance.engine import Engine
from conformance.games import GoldenRecipe, PerftRecipe

from .builder import TableBuilder


def _setup(engine: Engine) -> dict[str, Any]:
    return engine.new_game("loyang", 2, 1)


def _first_turn() -> dict[str, Any]:
    table = TableBuilder(players=2, round=1)
    player = table.player(0)
    player.update(cash=6, cart={"wheat": 2, "bean": 1})
    plot = table.private_field(3, ["wheat", "bean"], "plot")
    player["fields"].append({"field": plot, "vegetable": None, "count": 0})
    stall = table.card("market_stall", goods=[{"vegetable": "leek", "bowls": 2}, {"vegetable": "pumpkin", "bowls": 1}])
    table.play(0, "market_stall", stall, goods={"pumpkin": 1, "leek": 1})
    table.state["draw_pile"] = [table.filler() for _ in range(3)]
    return table.build()


def _loaded(build: Callable[[], dict[str, Any]]) -> Callable[[Engine], dict[str, Any]]:
    def make(engine: Engine) -> dict[str, Any]:
        engine.load(build())
        return engine.state()

    return make


PERFT = (
    PerftRecipe(
        "setup-2p",
        "The first decision of a 2-player game: the first planting of both Home fields, then round 1.",
        "new_game for 2 players with seed 1, as the reference engine deals it (decisions.md L5.2).",
        _setup,
    ),
    PerftRecipe(
        "first-turn-2p",
        "Player 0's turn with 6 Cash, 2 wheat and 1 bean on the Cart, an unsown 3-space field for wheat and bean, "
        "and a Market stall with a pumpkin (1 bowl) and a leek (2 bowls).",
        "conformance/games/loyang/recipes.py _first_turn: a quiet table (conformance/games/loyang/builder.py), "
        "loaded by the reference engine.",
        _loaded(_first_turn),
    ),
)

GOLDEN = (
    GoldenRecipe("game-2p", 2, 101, (), "2 players, the Helpers set aside."),
    GoldenRecipe("game-3p", 3, 202, (), "3 players, the Helpers set aside."),
    GoldenRecipe("game-4p", 4, 303, (), "4 players with partners, the Helpers set aside."),
)
