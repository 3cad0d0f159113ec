"""A scenario's steps run by conformance/bdd/steprun.py call every hook pytest-bdd's own run calls, for every plugin
but pytest-bdd's step reports, and give the same results and reports."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import reporting

from conformance.bdd import steprun
from conformance.cli.run import pytest_args
from conformance.games import registered

from .conftest import SUBSET, miniature

pytest_plugins = ("pytester",)


class Recorder:
    """Every pytest-bdd hook call of a session, as (hook, test, step, exception type), and pytest-bdd's own
    step reports still held at the session's end."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str, str, str]] = []
        self.step_reports = -1

    def _note(self, hook: str, request: Any, step: Any = None, exception: BaseException | None = None) -> None:
        name = "" if step is None else f"{step.type} {step.name}"
        self.calls.append((hook, request.node.nodeid, name, type(exception).__name__ if exception else ""))

    def pytest_bdd_before_scenario(self, request: Any) -> None:
        self._note("before_scenario", request)

    def pytest_bdd_after_scenario(self, request: Any) -> None:
        self._note("after_scenario", request)

    def pytest_bdd_before_step(self, request: Any, step: Any) -> None:
        self._note("before_step", request, step)

    def pytest_bdd_before_step_call(self, request: Any, step: Any, step_func_args: dict[str, Any]) -> None:
        self._note("before_step_call:" + ",".join(sorted(step_func_args)), request, step)

    def pytest_bdd_after_step(self, request: Any, step: Any) -> None:
        self._note("after_step", request, step)

    def pytest_bdd_step_error(self, request: Any, step: Any, exception: BaseException) -> None:
        self._note("step_error", request, step, exception)

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        self.step_reports = sum(1 for item in session.items if item in reporting.scenario_reports_registry)


def _run(tmp_path: Path, name: str, *extra: str) -> tuple[Recorder, list[dict[str, Any]]]:
    """The report tests' chapters against the rule-breaking miniature engine, in this process."""
    recorder = Recorder()
    suites = [plugin.suite_module for plugin in registered().values()]
    report = tmp_path / f"{name}.json"
    args = pytest_args(miniature("rule_breaker"), suites, timeout=10.0, only_ids=SUBSET)
    status = pytest.main([*args, "--conformance-report", str(report), *extra], plugins=[recorder])
    assert status == pytest.ExitCode.TESTS_FAILED  # the rule-breaker fails some of these chapters
    scenarios = json.loads(report.read_text(encoding="utf-8"))["scenarios"]
    for scenario in scenarios:
        scenario.pop("duration_s", None)
    return recorder, scenarios


def test_a_run_calls_every_hook_and_reports_as_pytest_bdds_own_run_does(tmp_path: Path) -> None:
    assert steprun.supported()
    ours, our_results = _run(tmp_path, "ours")
    # Asking for pytest-bdd's Cucumber JSON file puts pytest-bdd's own run (and its step reports) back.
    cucumber = tmp_path / "cucumber.json"
    theirs, their_results = _run(tmp_path, "theirs", "--cucumberjson", str(cucumber))
    assert steprun._scenario._execute_scenario is steprun._ORIGINAL  # put back after each session
    assert ours.calls == theirs.calls
    assert {call[0] for call in ours.calls} >= {"before_scenario", "after_step", "step_error", "after_scenario"}
    assert our_results == their_results
    assert any(result["outcome"] == "failed" for result in our_results)
    assert ours.step_reports == 0 < theirs.step_reports
    assert any(element["steps"] for feature in json.loads(cucumber.read_text()) for element in feature["elements"])


def test_a_missing_step_definition_fails_the_scenario_as_in_pytest_bdd(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", lost="Feature: F\n  Scenario: S\n    Given a step nobody defines\n")
    pytester.makepyfile(test_lost='from pytest_bdd import scenarios\nscenarios("lost.feature")\n')
    found: list[str] = []

    class Lookup:
        def pytest_bdd_step_func_lookup_error(self, step: Any, exception: BaseException) -> None:
            ours = steprun._scenario._execute_scenario is steprun.execute_scenario
            found.append(f"{step.name}: {type(exception).__name__}, ours: {ours}")

    result = pytester.runpytest_inprocess("-p", "no:xdist", plugins=[steprun.StepRun(), Lookup()])
    assert steprun._scenario._execute_scenario is steprun._ORIGINAL
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(['*Step definition is not found: Given "a step nobody defines"*lost.feature*'])
    assert found == ["a step nobody defines: StepDefinitionNotFoundError, ours: True"]
