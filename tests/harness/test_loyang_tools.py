"""Loyang through the generic tools: perft, golden games and fuzz, each on Loyang's own files.

tests/harness/test_perft.py checks every game's perft files for shape; these
tests check what it runs for Sweet Lands only: that Loyang's checked-in positions
are what its recipes make now, that the reference engine's counts and a walk of
its answers agree with them, and that the CLI runs them. They also show that fuzz
catches a Loyang rule broken by a miniature engine (tests/loyang_miniatures.py) and
shrinks it to a sketch in Loyang's words.
"""

from __future__ import annotations

import json
import re
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from conformance.engine import InProcessEngine, SubprocessEngine
from conformance.games import plugin
from conformance.perft import Walker, engine_count, perft_dir
from conformance.perft import positions as game_positions
from reference_impl.loyang.validation import schema_problem

from .conftest import REFERENCE, conformance

GAME = "loyang"
MINIATURES = Path(__file__).resolve().parents[1] / "loyang_miniatures.py"


def loyang_miniature(name: str) -> str:
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(MINIATURES))} {name}"


@pytest.fixture(scope="module")
def reference() -> Iterator[SubprocessEngine]:
    engine = SubprocessEngine(REFERENCE, timeout=120)
    yield engine
    engine.close()


# -- perft --------------------------------------------------------------------------------------------------


def test_the_checked_in_positions_are_what_the_recipes_make_now() -> None:
    recipes = plugin(GAME).perft_recipes
    golden = json.loads((perft_dir(GAME) / "counts.json").read_text(encoding="utf-8"))
    assert list(golden["positions"]) == [r.name for r in recipes]
    engine = InProcessEngine()
    for recipe, position in zip(recipes, game_positions(GAME), strict=True):
        assert recipe.make(engine) == position.state, f"run `conformance perft --regenerate --game {GAME}`"
        assert (position.description, position.source) == (recipe.description, recipe.source)


def test_every_position_follows_the_state_schema() -> None:
    """With the Loyang schemas it refers to (components.schema.json) resolved, as the engine's `load` does."""
    for position in game_positions(GAME):
        assert schema_problem("state.schema.json", position.state) is None, position.name


def test_the_readme_says_where_each_position_comes_from() -> None:
    readme = (perft_dir(GAME) / "README.md").read_text(encoding="utf-8")
    assert "conformance perft --regenerate --game loyang" in readme
    for position in game_positions(GAME):
        row = next(line for line in readme.splitlines() if line.startswith(f"| `{position.name}` |"))
        made_by = re.search(r"recipes\.py (_\w+)", position.source)
        assert made_by is None or f"`{made_by[1]}`" in row, f"{position.name}: the README names its recipe"


def test_the_reference_count_and_a_walk_give_the_golden_numbers(reference: SubprocessEngine) -> None:
    walker = Walker(InProcessEngine())
    for position in game_positions(GAME):
        for depth, expected in position.counts.items():
            assert engine_count(reference, position.state, depth)["nodes"] == expected, (position.name, depth)
            if depth <= 2:  # the depth-3 walk is what --regenerate does (seconds for all of them)
                assert walker.count(position.state, depth) == expected, (position.name, depth)


def test_the_partners_position_hands_the_turn_to_the_second_players_partner() -> None:
    """After the Starting player's partner (3) comes the Second player's partner (1), not clockwise 0 (LY-12.2.3)."""
    (position,) = game_positions(GAME, ["partners-4p"])
    walker = Walker(InProcessEngine())
    after = walker.child(walker.child(position.state, {"type": "end_turn"}), {"type": "stop"})
    assert after["pending"] == {"kind": "turn", "player": 1}


def test_the_cli_walks_counts_and_divides_the_loyang_positions() -> None:
    done = conformance("perft", "--game", GAME, "--in-process", "--walk", "--position", "two-pack-2p", "--divide")
    assert done.status == 0, done.out
    assert "ok two-pack-2p depth 3: 140" in done.out and '{"type":"buy_two_pack"}' in done.out
