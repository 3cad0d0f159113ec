"""Loyang through the generic tools: perft, golden games and fuzz, each on Loyang's own files.

tests/harness/test_perft.py checks every game's perft files for shape; these
tests check what it runs for Sweet Lands only: that Loyang's checked-in positions
are what its recipes make now, that the reference engine's counts and a walk of
its answers agree with them, and that the CLI runs them. They also show that fuzz
catches a Loyang rule broken by a miniature engine (tests/miniatures.py) and
shrinks it to a sketch in Loyang's words.
"""

from __future__ import annotations

import inspect
import json
import random
import re
import shlex
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd.steps import step_function_context_registry

from conformance.engines.engine import InProcessEngine, SubprocessEngine
from conformance.games import plugin
from conformance.tools import golden, views
from conformance.tools.perft import Walker, engine_count, perft_dir
from conformance.tools.perft import positions as game_positions
from reference_impl.loyang.validation import schema_problem

from .conftest import REFERENCE, conformance

GAME = "loyang"
MINIATURES = Path(__file__).resolve().parents[1] / "miniatures.py"


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
    assert "ok two-pack-2p depth 3: 139" in done.out and '{"type":"buy_two_pack"}' in done.out


# -- fuzz: a broken Loyang rule is found, shrunk, and sketched in Loyang's words ----------------------------


def test_fuzz_plays_loyang_to_the_end_in_lockstep_with_the_reference(tmp_path: Path) -> None:
    """A random Loyang game from setup lasts 700 to 1,000 uniform random steps: fuzz's default cut lets it end."""
    done = conformance("fuzz", "--game", GAME, "--games", "2", "--workers", "1", "--out", str(tmp_path))
    assert done.status == 0, done.out
    assert "game_over: 2" in done.out and not list(tmp_path.iterdir())


def test_fuzz_finds_a_wrong_selling_price_and_sketches_it_in_loyang_words(tmp_path: Path) -> None:
    engine = loyang_miniature("generous_shop")
    done = conformance(
        "fuzz", "--engine", engine, "--game", GAME, "--games", "1", "--workers", "1", "--out", str(tmp_path)
    )
    assert done.status == 1, done.out
    feature = next(tmp_path.glob("*.feature")).read_text(encoding="utf-8")
    record = json.loads(next(tmp_path.glob("*.repro.json")).read_text(encoding="utf-8"))
    assert record["actions"][-1]["type"] == "sell" and record["reproduced_from_state"]
    seat = re.search(r"When player (\d) sells 1 (\w+)", feature)
    assert seat is not None, feature
    assert f"/players/{seat[1]}/cash" in feature
    assert "Given a 2-player game" in feature or "-player game in round" in feature
    assert "answers {" not in feature, "every action is said in a step's words"


def test_fuzz_finds_a_missing_turn_up(tmp_path: Path) -> None:
    """Run seed 8's game 0 is a 2-player new game (tools/fuzz/games.py start_for): its Card phase turns up."""
    engine = loyang_miniature("no_turn_up")
    args = ("--seed", "8", "--games", "1", "--workers", "1", "--out", str(tmp_path))
    done = conformance("fuzz", "--engine", engine, "--game", GAME, *args)
    assert done.status == 1, done.out
    assert 'the engine does not list {"type": "turn_up"}' in done.out
    feature = next(tmp_path.glob("*.feature")).read_text(encoding="utf-8")
    assert "the Distribution round is under way with player" in feature, feature


# -- the sketch, read back through the Loyang Given steps --------------------------------------------------


def table_from_sketch(lines: list[str]) -> dict[str, Any]:
    """Run each Given line of a sketch through the Loyang step it names (comments skipped); the state it builds."""
    import conformance.games.loyang.steps.table  # noqa: F401, PLC0415  (registers the Given steps)

    givens = [c for c in step_function_context_registry.values() if c.type == "given"]
    engine = InProcessEngine()
    table: Any = None
    for line in lines:
        text = re.sub(r"^(Given|And) ", "", line.strip())
        if text.startswith("#"):
            continue
        matching = [c for c in givens if c.parser.is_matching(text)]
        assert len(matching) == 1, f"{text!r} matches {len(matching)} Given steps"
        (step,) = matching
        arguments = step.parser.parse_arguments(text) or {}
        converters: dict[str, Callable[[Any], Any]] = dict(step.converters)
        arguments = {k: converters[k](v) if k in converters else v for k, v in arguments.items()}
        wanted = inspect.signature(step.step_func).parameters
        fixtures = {"engine": engine, "table": table}
        function: Callable[..., Any] = step.step_func
        result = function(**arguments, **{k: v for k, v in fixtures.items() if k in wanted})
        if step.target_fixture == "table":
            table = result
    assert table is not None
    state: dict[str, Any] = table.builder.build()
    return state


def _this_round(area: dict[str, Any], round_: int) -> dict[str, Any]:
    """A play area with each Regular customer's last delivery read as the rules read it: this round or not."""
    out = json.loads(json.dumps(area))
    for entry in out["regular_customer"]:
        entry["last_delivery"] = entry["last_delivery"] == round_
    return dict(out)


SHOWN = ("cash", "loans", "cart", "storehouse", "shop", "path", "storehouse_upgraded", "first_step_taken", "hand")


def sketch_states() -> Iterator[tuple[str, dict[str, Any]]]:
    rng = random.Random(7)
    for players in (2, 3, 4):
        yield f"quiet table {players}p", plugin(GAME).quiet_table(rng, players)
    for position in game_positions(GAME):
        if position.state["components"]:  # a new game's state uses the spec's provisional cards
            yield position.name, position.state


@pytest.mark.parametrize(("name", "state"), list(sketch_states()), ids=lambda v: v if isinstance(v, str) else "")
def test_the_sketch_restates_the_table_through_the_steps(name: str, state: dict[str, Any]) -> None:
    engine = InProcessEngine()
    engine.load(state)
    state = engine.state()
    built = table_from_sketch(plugin(GAME).sketch_given(state))
    for mine, theirs in zip(built["players"], state["players"], strict=True):
        assert {k: mine[k] for k in SHOWN} == {k: theirs[k] for k in SHOWN}
        assert mine["fields"] == theirs["fields"]
        assert _this_round(mine["play_area"], state["round"]) == _this_round(theirs["play_area"], state["round"])
    for key in ("round", "starting_player", "second_player", "partner", "courtyard"):
        assert built[key] == state[key], key
    assert built["draw_pile"][:4] == state["draw_pile"][:4]
    if state["pending"]["kind"] in ("turn", "distribution_turn"):
        engine.load(built)
        assert engine.state()["pending"] == state["pending"]


# -- views: what each player may see, all through a recorded game -------------------------------------------


def _golden_states(name: str, every: int) -> Iterator[dict[str, Any]]:
    lines = golden.load(golden.golden_dir(GAME) / f"{name}.jsonl")
    header = lines[0]
    engine = InProcessEngine()
    engine.new_game(GAME, header["players"], header["seed"], header["options"])
    for line in lines:
        if "step" in line:
            engine.apply(line["action"])
            if line["step"] % every == 0:
                yield engine.state()


def test_every_view_of_a_recorded_game_hides_what_loyang_hides() -> None:
    game = plugin(GAME)
    engine = InProcessEngine()
    hands_hidden = 0
    for state in _golden_states("game-3p", 7):
        engine.load(state)
        for seat in range(len(state["players"])):
            view = engine.view(seat)
            assert views.problems(state, view, seat, game) == [], (state["round"], seat)
            hands_hidden += sum(len(p["hand"]) for p in state["players"] if p["seat"] != seat)
    assert hands_hidden, "the game reaches states where other players hold cards"


def test_a_view_that_shows_everything_is_told_what_it_leaks() -> None:
    game = plugin(GAME)
    state = next(s for s in _golden_states("game-2p", 1) if s["players"][1]["hand"] and len(s["draw_pile"]) > 1)
    found = " / ".join(views.problems(state, {**state, "viewer": 0}, 0, game))
    assert "player 1's hand" in found and "from the draw pile" in found
    assert "'draw_pile' is left out of a view" in found
    assert "player 0's Field pile lies face down" in found and "the order of player 1's Field pile" in found
