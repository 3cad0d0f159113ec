"""Perft: golden counts from the reference engine, `count` in the reference engine, and faults pinpointed."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from conformance.engines.engine import InProcessEngine, SubprocessEngine
from conformance.games import registered
from conformance.reports.schemas import problems
from conformance.tools.perft import (
    WALK_DEPTH,
    How,
    Position,
    Walker,
    engine_count,
    key,
    perft_dir,
    pinpoint,
    plan,
    regenerate,
)
from conformance.tools.perft import positions as game_positions
from rulecore.schemas import validator

from .conftest import REFERENCE, conformance, miniature

GAME = "sweet-lands"
"""The game whose positions these tests walk (the golden-file checks run for every game)."""


def positions(names: list[str] | None = None) -> list[Position]:
    return game_positions(GAME, names)


@pytest.fixture(scope="module")
def reference() -> Iterator[SubprocessEngine]:
    engine = SubprocessEngine(REFERENCE, timeout=120)
    yield engine
    engine.close()


@pytest.mark.parametrize("game", list(registered()))
def test_the_golden_files_are_complete_and_valid(game: str) -> None:
    recipes = registered()[game].perft_recipes
    if not recipes:
        assert not (perft_dir(game) / "counts.json").exists()
        return
    golden = json.loads((perft_dir(game) / "counts.json").read_text())
    assert problems("perft-counts", golden) == []
    state_schema = validator(game, "state.schema.json")
    readme = (perft_dir(game) / "README.md").read_text()
    assert [p.name for p in game_positions(game)] == [r.name for r in recipes]
    for position in game_positions(game):
        assert list(state_schema.iter_errors(position.state)) == []
        assert sorted(position.counts) == [1, 2, 3]
        assert f"`{position.name}`" in readme, "the README says where every position comes from"
    assert "conformance perft --regenerate" in readme


REGENERATE = (
    "the reference engine's legal actions changed under perft position {} at depth {}: if the change is meant "
    "(a rule newly implemented), run `conformance perft --regenerate`, review and commit spec/<game>/perft/"
)


def test_the_reference_count_matches_the_golden_numbers_and_a_walk(reference: SubprocessEngine) -> None:
    walker = Walker(InProcessEngine())
    for position in positions():
        for depth, expected in position.counts.items():
            why = REGENERATE.format(position.name, depth)
            assert engine_count(reference, position.state, depth)["nodes"] == expected, why
            assert walker.count(position.state, depth) == expected, why


def test_count_leaves_the_game_alone_and_divide_adds_up(reference: SubprocessEngine) -> None:
    position = positions(["first-turn-2p"])[0]
    reference.load(position.state)
    before = reference.state()
    answer = reference.request("count", depth=2, divide=True)
    assert reference.state() == before
    assert sum(part["nodes"] for part in answer["divide"]) == answer["nodes"] == position.counts[2]
    assert {key(p["action"]) for p in answer["divide"]} == {key(a) for a in reference.legal_actions()}
    assert reference.request("count", depth=0)["nodes"] == 1


def test_a_finished_game_counts_once(reference: SubprocessEngine) -> None:
    position = positions(["final-round-2p"])[0]
    walker = Walker(reference)
    ended = walker.child(walker.child(position.state, {"type": "pass"}), {"type": "move_round_aid", "space": 2})
    assert reference.legal_actions() == []
    reference.load(ended)
    assert reference.request("count", depth=3)["nodes"] == 1


def test_the_checked_in_positions_and_counts_are_what_the_recipes_make_now(tmp_path: Path) -> None:
    remade = regenerate(registered()[GAME], tmp_path)
    checked_in = json.loads((perft_dir(GAME) / "counts.json").read_text())
    assert remade["positions"] == checked_in["positions"], "run `conformance perft --regenerate` and review"
    for recipe in registered()[GAME].perft_recipes:
        mine = json.loads((tmp_path / "positions" / f"{recipe.name}.json").read_text())
        assert mine == positions([recipe.name])[0].state


def test_the_cli_passes_the_reference_every_way() -> None:
    default = conformance("perft")
    assert default.status == 0, default.out
    assert f"walking load/legal_actions/apply to depth {WALK_DEPTH}" in default.out
    walked = conformance("perft", "--game", GAME, "--walk", "--depth", "2")
    assert walked.status == 0, walked.out
    assert "load/legal_actions/apply" in walked.out and "count command" not in walked.out
    counted = conformance("perft", "--game", GAME, "--use-count", "--position", "passing-3p")
    assert counted.status == 0, counted.out
    assert "count command at depth 1, 2, 3" in counted.out and "trusted" in counted.out


def test_the_plan_walks_first_and_trusts_count_only_deeper() -> None:
    assert plan(3, has_count=True) == {1: How.WALK, 2: How.WALK, 3: How.COUNT}
    assert plan(3, has_count=False) == {1: How.WALK, 2: How.WALK, 3: How.SKIP}
    assert plan(3, has_count=False, walk_all=True) == dict.fromkeys((1, 2, 3), How.WALK)
    assert plan(3, has_count=True, use_count=True) == dict.fromkeys((1, 2, 3), How.COUNT)
    assert plan(2, has_count=True, use_count=True, walk_depth=0) == dict.fromkeys((1, 2), How.COUNT)
    assert plan(3, has_count=False, use_count=True) == {1: How.WALK, 2: How.WALK, 3: How.SKIP}, "no count to trust"


def test_perft_walks_an_engine_that_claims_count_and_finds_the_action_it_hides() -> None:
    """The issue: a proxy that drops buy_basic but forwards count stayed green; only --walk found it."""
    done = conformance("perft", "--engine", miniature("hidden_buy"), "--position", "first-turn-2p")
    assert done.status == 1, done.out
    assert "WRONG first-turn-2p depth 1: 24 (golden 27, walk)" in done.out
    assert 'does not list {"resource":"wheat","type":"buy_basic"}' in done.out
    trusted = conformance("perft", "--engine", miniature("hidden_buy"), "--position", "first-turn-2p", "--use-count")
    assert trusted.status == 0, "with --use-count the engine's own count is believed, as the output says"
    assert "its legal actions are not walked" in trusted.out


def test_perft_catches_the_rule_breaker_and_names_the_missing_action(tmp_path: Path) -> None:
    done = conformance("perft", "--engine", miniature("rule_breaker"), "--game", GAME, "--out", str(tmp_path))
    assert done.status == 1
    assert "WRONG" in done.out
    assert 'does not list {"type":"pass"}' in done.out
    saved = json.loads(next(tmp_path.glob("*-divergence.json")).read_text())
    assert saved["state"]["pending"]["kind"] == "turn"


def test_perft_catches_a_count_that_disagrees_with_the_engines_own_answers() -> None:
    done = conformance("perft", "--engine", miniature("miscount"), "--position", "passing-3p")
    assert done.status == 1
    assert "disagrees with its own answers" in done.out


def test_pinpoint_walks_down_to_the_first_wrong_list(reference: SubprocessEngine) -> None:
    """From a state with no pass to offer, the missing pass shows one action further down."""
    walker = Walker(reference)
    start = positions(["first-turn-2p"])[0].state
    after_pass = walker.child(start, {"type": "pass"})  # player 0 must now move the round aid token
    assert {"type": "pass"} not in walker.actions(after_pass)
    breaker = SubprocessEngine(miniature("rule_breaker"))
    try:
        found = pinpoint(breaker, InProcessEngine(), after_pass, 3)
    finally:
        breaker.close()
    assert found is not None
    assert found.missing == [{"type": "pass"}] and found.extra == []
    assert len(found.path) >= 1


def test_perft_skips_the_positions_of_player_counts_the_engine_does_not_claim() -> None:
    done = conformance("perft", "--engine", miniature("no_solo"), "--game", GAME, "--depth", "1")
    assert done.status == 0, done.out
    assert f"skipped {GAME}/solo-turn-1p: the engine does not claim 1 players" in done.out
    assert "ok setup-2p depth 1" in done.out


def test_a_depth_too_deep_to_walk_without_count_is_named_not_passed_silently() -> None:
    engine = miniature("rule_breaker")  # offers no count
    done = conformance("perft", "--engine", engine, "--position", "final-round-2p", "--walk-depth", "0")
    assert "depth 1, 2, 3 not checked (no count command; --walk walks it)" in done.out
