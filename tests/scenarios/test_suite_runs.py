"""The conformance suite itself, run through its CLI against the reference engine and the miniatures.

These are the runs an implementer makes: `conformance run` in-process, over stdio
and on two workers must be green for every game and write a report that accounts
for every scenario; a rule-breaking engine must be caught by the scenario of that
rule. The whole suite runs in-process and over stdio on two workers (on one worker,
in the long profile); each fault test runs only the scenarios around its fault (a
chapter or two of each game), which is all the fault needs: how the harness handles
an engine does not depend on which scenario it is in.
"""

from __future__ import annotations

import fnmatch
import json
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.catalogue import ids, trace
from conformance.games import registered

MINIATURES = Path(__file__).resolve().parents[1] / "miniatures.py"
PASSING = ("--id", "sweet-lands/17-pass/*", "--id", "sweet-lands/21-cleanup/*")
"""Passing, whose scenarios the rule breaker (it never lists a pass) fails, and cleanup, which it passes."""
AROUND_A_FAULT = ("sweet-lands/17-pass/*", "loyang/10-loans/*")
"""A chapter of each game: enough scenarios that five failures in a row stop the run before its end."""
AROUND_A_FAULT_ARGS = tuple(arg for pattern in AROUND_A_FAULT for arg in ("--id", pattern))


def conformance(tmp_path: Path, *args: str) -> tuple[int, dict[str, object]]:
    report = tmp_path / "report.json"
    done = subprocess.run(
        [sys.executable, "-m", "conformance", "run", "--json-report", str(report), *args],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    data = json.loads(report.read_text()) if report.exists() else {}
    return done.returncode, data


def scenario_count(game: str | None = None) -> int:
    """Test runs of one game's scenarios, or of every registered game's."""
    return sum(trace.build(g).runs() for g in ([game] if game else registered()))


def selected_count(patterns: tuple[str, ...]) -> int:
    """How many scenarios of every registered game `--id` with these patterns selects."""
    every = [entry.id for game in registered() for entry in ids.catalogue(game)]
    return sum(1 for sid in every if any(fnmatch.fnmatchcase(sid, p) for p in patterns))


WHOLE_RUNS = [
    pytest.param(["--in-process"], id="in-process"),
    pytest.param(["-n", "2"], id="stdio-2-workers"),
    pytest.param([], id="stdio", marks=pytest.mark.long),
]
"""The whole suite in-process (the rules) and over stdio on two workers (every state through the wire and serve,
and the workers' results merged into one report). Over stdio on one worker it checks the same again, so it runs
in the long profile (`pytest -m long`)."""


@pytest.mark.parametrize("mode", WHOLE_RUNS)
def test_reference_engine_passes_every_scenario(tmp_path: Path, mode: list[str]) -> None:
    status, report = conformance(tmp_path, *mode)
    summary = report["summary"]
    assert status == 0, report
    assert summary == {"passed": scenario_count(), "failed": 0, "errored": 0, "skipped": 0, "unsupported": 0}
    assert report["engine"]["engine"]["name"] == "boardgame-reference"
    rules = {r for s in report["scenarios"] for r in s["rules"]}
    assert rules == set().union(*(trace.build(g).covered() for g in registered()))
    assert {s["id"].split("/")[0] for s in report["scenarios"]} == set(registered())


def test_a_rule_breaking_engine_fails_that_rule_only(tmp_path: Path) -> None:
    status, report = conformance(tmp_path, "--engine", f"{sys.executable} {MINIATURES} rule_breaker", *PASSING)
    assert status == 1
    failed = [s for s in report["scenarios"] if s["outcome"] != "passed"]
    assert failed, "the engine that hides the pass action was not caught"
    assert all(s["outcome"] == "failed" for s in failed)
    assert any("SL-17.3.1" in s["rules"] for s in failed)
    assert report["summary"]["passed"] > 0


def test_a_crashing_engine_costs_only_errored_scenarios_and_stops_cleanly(tmp_path: Path) -> None:
    engine = f"{sys.executable} {MINIATURES} crash"
    status, report = conformance(tmp_path, "--engine", engine, *AROUND_A_FAULT_ARGS)
    assert status == 3, "repeated protocol failures must stop the run with exit code 3"
    outcomes = {s["outcome"] for s in report.get("scenarios", [])} if report else set()
    assert outcomes == {"errored", "not_run"}, "what the engine broke errored; the rest was never run"
    assert sum(1 for s in report["scenarios"] if s["outcome"] == "errored") == 5
    assert len(report["scenarios"]) == selected_count(AROUND_A_FAULT), "every selected scenario is accounted for"


def test_a_failed_handshake_stops_at_once(tmp_path: Path) -> None:
    status, report = conformance(tmp_path, "--engine", f"{sys.executable} {MINIATURES} bad_hello")
    assert status == 2
    outcomes = {s["outcome"] for s in report["scenarios"]}
    assert report["scenarios"] and outcomes == {"not_run"}, "no scenario is run, and each is counted as not run"
    assert "failed its hello handshake" in str(report["stopped"]), "the report says why the run stopped"


@pytest.mark.parametrize("game", list(registered()))
def test_the_trace_is_clean(game: str) -> None:
    assert trace.build(game).problems == []


def test_scenarios_for_an_unclaimed_variant_are_unsupported_not_failed(tmp_path: Path) -> None:
    only = ("--id", "sweet-lands/25-*")
    status, report = conformance(tmp_path, "--engine", f"{sys.executable} {MINIATURES} no_variants", *only)
    assert status == 0
    unsupported = [s for s in report["scenarios"] if s["outcome"] == "unsupported"]
    assert unsupported
    variants = ("variable_turn_order", "hand_drafting", "advanced_skill_tiles")
    assert all(any(v in s["message"] for v in variants) for s in unsupported)
    assert report["summary"]["failed"] == report["summary"]["errored"] == 0


@pytest.mark.parametrize("name", ["garbage", "wrong_id"])
def test_an_engine_that_talks_garbage_errors_and_stops_cleanly(tmp_path: Path, name: str) -> None:
    engine = f"{sys.executable} {MINIATURES} {name}"
    status, report = conformance(tmp_path, "--engine", engine, "--timeout", "5", *AROUND_A_FAULT_ARGS)
    assert status == 3
    errored = [s for s in report["scenarios"] if s["outcome"] == "errored"]
    assert len(errored) == 5, "the run stops after five protocol failures in a row"
    assert {s["outcome"] for s in report["scenarios"]} == {"errored", "not_run"}
    assert len(report["scenarios"]) == selected_count(AROUND_A_FAULT), "every selected scenario is accounted for"
    assert {s["id"].split("/")[0] for s in report["scenarios"]} == {p.split("/")[0] for p in AROUND_A_FAULT}


def test_an_engine_that_floods_stderr_still_passes(tmp_path: Path) -> None:
    status, report = conformance(tmp_path, "--engine", f"{sys.executable} {MINIATURES} stderr_flood", *PASSING)
    assert status == 0
    assert report["summary"]["passed"] == len(report["scenarios"]) > 10
