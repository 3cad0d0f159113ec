"""Golden playthroughs: the recorded games of spec/<game>/golden/ replay exactly, and a change is pinpointed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conformance.engines.engine import InProcessEngine
from conformance.games import registered
from conformance.reports.schemas import problems
from conformance.tools import golden
from tests.outside_games import tiny_game

from .conftest import conformance, miniature

REGENERATE = (
    "the reference engine no longer plays the golden game {} ({}): if the change of behaviour is meant, run "
    "`conformance golden --regenerate`, review `git diff spec/<game>/golden/` and commit it with the reason"
)
GAME = "sweet-lands"
"""The game whose golden game the rule breaker (which never lists a pass) plays wrongly."""
TINY = "pig"
"""The game whose recorded games the edit tests change: any game would do, and the tiny one's are 12 steps long."""
RECIPES = [(game, recipe.name) for game, plugin in registered().items() for recipe in plugin.golden_recipes]


@pytest.mark.parametrize("game", list(registered()))
def test_the_golden_files_are_the_recipes_and_valid(game: str) -> None:
    paths = golden.files(game)
    assert sorted(p.stem for p in paths) == sorted(r.name for r in registered()[game].golden_recipes)
    if not paths:
        return
    readme = (golden.golden_dir(game) / "README.md").read_text(encoding="utf-8")
    assert golden.REGENERATE in readme
    for path in paths:
        lines = golden.load(path)
        assert f"`{path.stem}`" in readme, "the README lists every game"
        for n, line in enumerate(lines):
            assert problems("golden-game", line) == [], f"{path.name} line {n + 1}"
        header = lines[0]
        assert header["name"] == path.stem
        assert [line["step"] for line in lines if "step" in line] == list(range(1, golden.steps_of(lines) + 1))
        assert sum(1 for line in lines if "score" in line) == header["players"]
        assert path.read_text(encoding="utf-8") == golden.dumps(lines), "the files are written by golden.dumps"


@pytest.mark.parametrize(("game", "name"), RECIPES)
def test_the_reference_engine_replays_each_golden_game(game: str, name: str) -> None:
    lines = golden.load(golden.golden_dir(game) / f"{name}.jsonl")
    found = golden.replay(InProcessEngine(), game, lines)
    assert found is None, REGENERATE.format(name, found.describe() if found else "")


@pytest.mark.parametrize("game", list(registered()))
def test_regenerating_remakes_the_checked_in_games(game: str, tmp_path: Path) -> None:
    """The recipes and the chooser make these very games (a new spec version alone only changes the header)."""
    golden.regenerate(InProcessEngine(), registered()[game], tmp_path)
    for path in golden.files(game):
        made, checked_in = golden.load(tmp_path / path.name), golden.load(path)
        assert {**made[0], "spec_version": ""} == {**checked_in[0], "spec_version": ""}
        assert made[1:] == checked_in[1:]


def _edited(name: str, step: int, change: dict[str, object]) -> list[dict[str, object]]:
    lines = golden.load(golden.golden_dir(TINY) / f"{name}.jsonl")
    lines[step] = {**lines[step], **change}  # line n is step n
    return lines


@pytest.mark.usefixtures(tiny_game.__name__)
def test_a_changed_legal_action_count_is_reported_at_its_step() -> None:
    lines = _edited("game-2p", 7, {"legal": 999})
    found = golden.replay(InProcessEngine(), TINY, lines)
    assert found is not None and found.step == 7
    assert "999 were recorded" in found.what and found.since == 5


@pytest.mark.usefixtures(tiny_game.__name__)
def test_a_changed_state_is_reported_at_the_first_digest_after_it() -> None:
    step = 2 * golden.DIGEST_EVERY
    lines = _edited("game-2p", step, {"digest": "0" * 64})
    found = golden.replay(InProcessEngine(), TINY, lines)
    assert found is not None and found.step == step
    assert found.since == step - golden.DIGEST_EVERY
    assert f"matched at step {step - golden.DIGEST_EVERY}" in found.describe()


@pytest.mark.usefixtures(tiny_game.__name__)
def test_an_action_the_engine_does_not_list_is_reported() -> None:
    lines = _edited("game-2p", 4, {"action": {"type": "no_such_action"}})
    found = golden.replay(InProcessEngine(), TINY, lines)
    assert found is not None and found.step == 4 and "is not legal" in found.what


@pytest.mark.usefixtures(tiny_game.__name__)
def test_changed_final_scores_are_reported() -> None:
    lines = golden.load(golden.golden_dir(TINY) / "game-2p.jsonl")
    score = lines[-1]["score"]
    lines[-1] = {"score": {**score, "total": score["total"] + 1}}
    found = golden.replay(InProcessEngine(), TINY, lines)
    assert found is not None and found.what == "the final scores differ"


def _first_step_offering_a_pass(lines: list[dict[str, Any]]) -> tuple[int, int]:
    """The step where the rule breaker (which never lists a pass) first lists one action fewer."""
    engine = InProcessEngine()
    header = lines[0]
    engine.new_game(GAME, header["players"], header["seed"], header["options"])
    for line in lines[1:]:
        if {"type": "pass"} in engine.legal_actions():
            return line["step"], line["legal"]
        engine.apply(line["action"])
    raise AssertionError("nobody could pass in the whole game")


def test_the_cli_passes_the_reference_and_names_the_step_a_rule_breaker_leaves(tmp_path: Path) -> None:
    assert conformance("golden", "--in-process").status == 0
    recorded = golden.load(golden.golden_dir(GAME) / "game-2p.jsonl")
    done = conformance("golden", "--engine", miniature("rule_breaker"), "--game", GAME, "--name", "game-2p")
    assert done.status == 1
    step, legal = _first_step_offering_a_pass(recorded)
    assert f"DIFFERS {GAME}/game-2p at step {step}: {legal - 1} legal actions where {legal} were recorded" in done.out
    assert golden.REGENERATE in done.out
    (tmp_path / "game-2p.jsonl").write_text(
        golden.dumps([*recorded[:-1], {"score": {**recorded[-1]["score"], "rank": 9}}]), encoding="utf-8"
    )
    done = conformance("golden", "--in-process", "--game", GAME, "--folder", str(tmp_path))
    assert done.status == 1 and "the final scores differ" in done.out
