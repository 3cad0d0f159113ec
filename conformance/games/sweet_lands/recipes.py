"""How the Sweet Lands perft positions (spec/sweet-lands/perft/) and golden games (spec/sweet-lands/golden/) are made.

Each perft recipe says in words what its position is, and builds it: from the
reference engine's `new_game`, or from a quiet table (builder.py) that the
reference engine loads and runs to its first decision. `conformance perft
--regenerate` and `conformance golden --regenerate` (conformance/tools/perft.py,
conformance/tools/golden.py) remake the files from these recipes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conformance.engines.engine import Engine
from conformance.games import GoldenRecipe, PerftRecipe

from .builder import TableBuilder


def _setup(engine: Engine) -> dict[str, Any]:
    return engine.new_game("sweet-lands", 2, 1)


def _first_turn() -> dict[str, Any]:
    table = TableBuilder(players=2, round=1)
    table.give_hand(0, 2)
    table.give_hand(1, 2)
    table.fill_deck(8)
    table.player(0)["resources"].update(gold=6, wheat=2, wood=1)
    for area, spaces in (("H", 1), ("I", 1), ("J", 1), ("K", 3)):
        table.set_area(area, spaces)
    return table.build()


def _passing() -> dict[str, Any]:
    table = TableBuilder(players=3, round=1, current=2)
    for seat, space in ((0, 1), (1, 2), (2, 0)):
        table.give_hand(seat, 2)
        table.player(seat)["round_aid_space"] = space
    for seat in (1, 0):
        table.player(seat)["passed"] = True
        table.state["pass_order"].append(seat)
    table.fill_deck(20)
    return table.build()


def _final_round() -> dict[str, Any]:
    table = TableBuilder(players=2, round=5)
    for seat, space in ((0, 0), (1, 1)):
        table.give_hand(seat, 1)
        table.player(seat)["round_aid_space"] = space
    table.player(1)["passed"] = True
    table.state["pass_order"].append(1)
    table.player(0)["resources"].update(gold=3)
    table.set_area("I", 1)
    return table.build()


def _solo_turn() -> dict[str, Any]:
    table = TableBuilder(players=1, round=2)
    table.give_hand(0, 2)
    table.fill_deck(6)
    table.player(0)["round_aid_space"] = 1
    table.player(0)["resources"].update(gold=5, wheat=2, wood=1)
    for area, spaces in (("H", 1), ("I", 1), ("J", 1), ("K", 3)):
        table.set_area(area, spaces)
    table.state["areas"]["K"][0] = "mio"
    state = table.build()
    state["solo"]["round_aid_space"] = 0  # where Mio's token went at the round 1 pass
    return state


def _loaded(build: Callable[[], dict[str, Any]]) -> Callable[[Engine], dict[str, Any]]:
    def make(engine: Engine) -> dict[str, Any]:
        engine.load(build())
        return engine.state()

    return make


PERFT = (
    PerftRecipe(
        "setup-2p",
        "The first decision of a 2-player game: choosing characters, then round aid spaces.",
        "new_game for 2 players with seed 1, no variants, as the reference engine deals it (decisions.md D4.6).",
        _setup,
    ),
    PerftRecipe(
        "first-turn-2p",
        "Player 0's first turn with 6 gold, 2 wheat, 1 wood and 2 cards; areas H, I, J (1 space) and K (3 spaces).",
        "conformance/games/sweet_lands/recipes.py _first_turn: a quiet table "
        "(conformance/games/sweet_lands/builder.py), loaded by the reference engine.",
        _loaded(_first_turn),
    ),
    PerftRecipe(
        "passing-3p",
        "3 players, round 1: players 1 and 0 have passed, player 2 is to act; then the round ends and cleanup asks.",
        "conformance/games/sweet_lands/recipes.py _passing: a quiet table, loaded by the reference engine.",
        _loaded(_passing),
    ),
    PerftRecipe(
        "final-round-2p",
        "Round 5, player 1 has passed, player 0 is to act: some sequences end with the game before depth 3.",
        "conformance/games/sweet_lands/recipes.py _final_round: a quiet table, loaded by the reference engine.",
        _loaded(_final_round),
    ),
    PerftRecipe(
        "solo-turn-1p",
        "A solo game in round 2: the player's turn with 5 gold, 2 wheat, 1 wood and 2 cards; areas H, I, J "
        "(1 space) and K (3 spaces, the first taken by Mio's disc); Mio's round aid token on space 0.",
        "conformance/games/sweet_lands/recipes.py _solo_turn: a quiet table, loaded by the reference engine.",
        _loaded(_solo_turn),
    ),
)

ALL_VARIANTS = ("advanced_skill_tiles", "hand_drafting", "variable_turn_order")
GOLDEN = (
    GoldenRecipe("game-2p", 2, 101, (), "2 players, no variants."),
    GoldenRecipe(
        "game-3p-variants", 3, 202, ALL_VARIANTS, "3 players with every variant: drafting, turn order, skills."
    ),
    GoldenRecipe("game-4p", 4, 303, (), "4 players, no variants."),
    GoldenRecipe("game-2p-drafting", 2, 404, ("hand_drafting",), "2 players drafting their starting hands."),
    GoldenRecipe("game-solo", 1, 505, (), "1 player against Mio: solo cards block action spaces, Mio's token follows."),
)
