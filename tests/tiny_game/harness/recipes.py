"""How Pig's perft positions (spec/pig/perft/) and golden games (spec/pig/golden/) are made.

A roll is chance drawn from the state, so a perft tree has one branch per answer:
at most two at each step (roll, and hold once something is rolled).
"""

from __future__ import annotations

from typing import Any

from conformance.engines.engine import Engine
from conformance.games import GoldenRecipe, PerftRecipe

from .builder import PigBuilder


def _new_game(engine: Engine) -> dict[str, Any]:
    return engine.new_game("pig", 2, 1)


def _near_the_end(engine: Engine) -> dict[str, Any]:
    engine.load(PigBuilder(2, scores=[15, 18], on_turn=1, turn_total=2, faces=[3, 1, 6]).build())
    return engine.state()


PERFT = (
    PerftRecipe(
        "new-game-2p",
        "The first decision of a 2-player game: player 0 must roll.",
        "new_game for 2 players with seed 1, as the reference engine deals it (decisions.md P2.3).",
        _new_game,
    ),
    PerftRecipe(
        "near-the-end-2p",
        "Player 1, with 18 banked and 2 rolled this turn, against 15; the die will roll 3, 1, 6: holding now wins.",
        "tests/tiny_game/harness/recipes.py _near_the_end: a builder state, loaded by the reference engine.",
        _near_the_end,
    ),
)

GOLDEN = (
    GoldenRecipe("game-2p", 2, 5, (), "A 2-player game from seed 5."),
    GoldenRecipe("solo", 1, 9, (), "A 1-player game from seed 9."),
)
