"""The published mutation records (conformance/games/<game>/mutation.json) hold together with their triage.

Every survivor has been looked at: it is either judged equivalent (with a reason a reviewer can check) or listed
as open (what scenario would kill it); no verdict names a mutant the record does not hold as a survivor, so a
verdict cannot outlive the mutant it was about. The figures the site and the reports show are counted from
these files by conformance/games/strength.py, checked here on a record made by hand.
"""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from conformance.catalogue.ids import catalogue
from conformance.games import registered, strength

RECORDED = {game: plugin for game, plugin in registered().items() if strength.results_file(plugin).is_file()}
OUTCOMES = {"killed", "survived", "timeout", "incompetent"}


def triage(plugin: Any) -> dict[str, dict[str, str]]:
    path = strength.results_file(plugin).with_name(strength.TRIAGE)
    loaded = yaml.safe_load(path.read_text(encoding="utf-8")) if path.is_file() else {}
    return {"equivalent": dict(loaded.get("equivalent") or {}), "open": dict(loaded.get("open") or {})}


def test_both_games_are_measured() -> None:
    assert set(RECORDED) == set(registered())


@pytest.mark.parametrize("game", sorted(RECORDED))
def test_a_record_is_a_seeded_sample_of_at_least_500_or_the_whole_population(game: str) -> None:
    data = strength.load(RECORDED[game]).data  # type: ignore[union-attr]
    assert len(data["mutants"]) >= min(500, data["population"])
    assert isinstance(data["seed"], int) and data["commit"] and data["operators"] and data["runs"]
    assert len({m["key"] for m in data["mutants"]}) == len(data["mutants"]), "each mutant once"
    assert sum(data["population_by_module"].values()) == data["population"]


@pytest.mark.parametrize("game", sorted(RECORDED))
def test_every_mutant_has_an_outcome_and_a_kill_names_a_scenario_of_the_suite(game: str) -> None:
    data = strength.load(RECORDED[game]).data  # type: ignore[union-attr]
    ids = {entry.id for entry in catalogue(game)}
    for mutant in data["mutants"]:
        assert mutant["outcome"] in OUTCOMES, mutant["key"]
        assert mutant["diff"].startswith("- ") and "\n+ " in mutant["diff"], mutant["key"]
        if mutant["outcome"] == "killed":
            assert mutant["killed_by"] in ids, f"{mutant['key']}: {mutant['killed_by']!r} is no scenario of {game}"


@pytest.mark.parametrize("game", sorted(RECORDED))
def test_every_survivor_is_triaged_and_every_verdict_is_about_a_survivor(game: str) -> None:
    plugin = RECORDED[game]
    verdicts = triage(plugin)
    survivors = {m["key"] for m in strength.load(plugin).mutants if m["outcome"] == "survived"}  # type: ignore[union-attr]
    judged = set(verdicts["equivalent"]) | set(verdicts["open"])
    assert not set(verdicts["equivalent"]) & set(verdicts["open"]), "a survivor is equivalent or open, not both"
    assert sorted(survivors - judged) == [], "survivors nobody has looked at: triage them in mutation-triage.yaml"
    assert sorted(judged - survivors) == [], "verdicts about mutants that are not survivors of the record"
    for key, reason in {**verdicts["equivalent"], **verdicts["open"]}.items():
        assert isinstance(reason, str) and 20 <= len(reason) <= 400 and "\n" not in reason.strip(), key


def hand_made(tmp_path: Path, game: str) -> tuple[Any, dict[str, Any]]:
    """A copy of the game's features and a record of four mutants measured on exactly them."""
    plugin = registered()[game]
    copy = dataclasses.replace(plugin.info, root=tmp_path)
    shutil.copytree(plugin.info.features_dir, copy.features_dir)

    def one(key: str, chapter: str, outcome: str) -> dict[str, Any]:
        return {"key": key, "chapter": chapter, "outcome": outcome, "rules": [], "diff": "- a\n+ b", "killed_by": ""}

    data = {
        "commit": "abc1234",
        "date": "2026-12-07",
        "population": 4000,
        "modules": [],
        "digests": {"suite": strength.suite_digest(copy), "code": strength.code_digest([])},
        "mutants": [
            one("a", "LY-2", "killed"),
            one("b", "LY-2", "survived"),
            one("c", "LY-10", "timeout"),
            one("d", "shared", "survived"),
        ],
    }
    return copy, data


def test_equivalent_survivors_are_left_out_and_each_chapter_is_counted_apart(tmp_path: Path) -> None:
    _, data = hand_made(tmp_path, "loyang")
    measured = strength.Strength("loyang", data, {"d": "the machine's order of two checks"}, ())
    assert (measured.overall().killed, measured.overall().counted) == (2, 3)
    assert {c: (f.killed, f.counted) for c, f in measured.chapters().items()} == {"LY-2": (1, 2), "LY-10": (1, 1)}
    assert list(measured.chapters()) == ["LY-2", "LY-10"], "chapters in rule order, not text order"
    assert [m["key"] for m in measured.survivors()] == ["b"]
    assert measured.current and "Out of date" not in measured.statement()
    assert "67 %" in measured.statement() and "7 December 2026" in measured.statement()


def test_a_changed_scenario_makes_the_figure_out_of_date_and_says_so(tmp_path: Path) -> None:
    info, data = hand_made(tmp_path, "loyang")
    assert strength.changes(info, data) == ()
    feature = sorted(info.features_dir.rglob("*.feature"))[0]
    feature.write_text(feature.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    changed = strength.changes(info, data)
    assert changed == ("the scenarios",)
    statement = strength.Strength("loyang", data, {}, changed).statement()
    assert "Out of date: the scenarios changed since" in statement


def test_a_changed_engine_module_makes_the_figure_out_of_date(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text("x = 1\n", encoding="utf-8")
    before = strength.code_digest(["m.py"], tmp_path)
    (tmp_path / "m.py").write_text("x = 2\n", encoding="utf-8")
    assert before is not None and strength.code_digest(["m.py"], tmp_path) not in (None, before)
    assert strength.code_digest(["gone.py"], tmp_path) is None, "sources not installed: not compared"
