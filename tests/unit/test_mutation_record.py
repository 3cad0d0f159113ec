"""The published mutation records (conformance/games/<game>/mutation.json) hold together with their triage.

Every survivor has been looked at: it is either judged equivalent (with a reason a reviewer can check) or listed
as open (what scenario would kill it); no verdict names a mutant the record does not hold as a survivor, so a
verdict cannot outlive the mutant it was about. How the figures are counted from these files is checked on
made-up records by tests/unit/test_strength_counting.py.
"""

from __future__ import annotations

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
        lines = mutant["diff"].splitlines()
        assert lines and all(line[:2] in ("- ", "+ ") for line in lines), mutant["key"]
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
