"""How the perft positions of spec/perft/ are made, and the command that remakes them with their counts.

Each recipe says in words what its position is, and builds it: from the reference
engine's `new_game`, or from a quiet table (conformance/builder.py) that the
reference engine loads and runs to its first decision. `regenerate` writes the
states and the golden counts, each count made by the reference engine's `count`
and checked against a walk through load/legal_actions/apply before it is written.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .builder import TableBuilder
from .engine import Engine, InProcessEngine, SubprocessEngine
from .paths import spec_version
from .perft import COUNTS_FILE, POSITIONS_DIR, Walker, engine_count, perft_dir

MAX_DEPTH = 3
REGENERATE = "conformance perft --regenerate"


@dataclass
class Recipe:
    name: str
    description: str
    source: str
    make: Callable[[Engine], dict[str, Any]]


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


RECIPES = (
    Recipe(
        "setup-2p",
        "The first decision of a 2-player game: choosing characters, then round aid spaces.",
        "new_game for 2 players with seed 1, no variants, as the reference engine deals it (decisions.md D4.6).",
        _setup,
    ),
    Recipe(
        "first-turn-2p",
        "Player 0's first turn with 6 gold, 2 wheat, 1 wood and 2 cards; areas H, I, J (1 space) and K (3 spaces).",
        "conformance/perft_positions.py _first_turn: a quiet table (conformance/builder.py), loaded by the reference "
        "engine.",
        _loaded(_first_turn),
    ),
    Recipe(
        "passing-3p",
        "3 players, round 1: players 1 and 0 have passed, player 2 is to act; then the round ends and cleanup asks.",
        "conformance/perft_positions.py _passing: a quiet table, loaded by the reference engine.",
        _loaded(_passing),
    ),
    Recipe(
        "final-round-2p",
        "Round 5, player 1 has passed, player 0 is to act: some sequences end with the game before depth 3.",
        "conformance/perft_positions.py _final_round: a quiet table, loaded by the reference engine.",
        _loaded(_final_round),
    ),
    Recipe(
        "solo-turn-1p",
        "A solo game in round 2: the player's turn with 5 gold, 2 wheat, 1 wood and 2 cards; areas H, I, J "
        "(1 space) and K (3 spaces, the first taken by Mio's disc); Mio's round aid token on space 0.",
        "conformance/perft_positions.py _solo_turn: a quiet table, loaded by the reference engine.",
        _loaded(_solo_turn),
    ),
)


def regenerate(folder: Path | None = None, command: str | None = None, depth: int = MAX_DEPTH) -> dict[str, Any]:
    """Remake every position and its counts with the reference engine; returns what counts.json now holds."""
    from .plugin import default_engine_command  # noqa: PLC0415  (the plugin module imports pytest)

    base = folder or perft_dir()
    (base / POSITIONS_DIR).mkdir(parents=True, exist_ok=True)
    engine = SubprocessEngine(command or default_engine_command(), timeout=600)
    walker = Walker(InProcessEngine())
    golden: dict[str, Any] = {
        "spec_version": spec_version(),
        "engine": engine.hello()["engine"],
        "command": REGENERATE,
        "positions": {},
    }
    try:
        for recipe in RECIPES:
            state = recipe.make(engine)
            (base / POSITIONS_DIR / f"{recipe.name}.json").write_text(
                json.dumps(state, indent=1, sort_keys=True) + "\n", encoding="utf-8"
            )
            counts = {}
            for d in range(1, depth + 1):
                counted = int(engine_count(engine, state, d)["nodes"])
                walked = walker.count(state, d)
                if counted != walked:
                    raise AssertionError(f"{recipe.name} depth {d}: count says {counted}, the walk {walked}")
                counts[str(d)] = counted
            golden["positions"][recipe.name] = {
                "description": recipe.description,
                "source": recipe.source,
                "counts": counts,
            }
    finally:
        engine.close()
    (base / COUNTS_FILE).write_text(json.dumps(golden, indent=2) + "\n", encoding="utf-8")
    return golden
