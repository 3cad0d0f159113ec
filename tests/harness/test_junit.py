"""JUnit XML that follows the expectations file, read with junitparser as a CI test reporter reads it."""

from __future__ import annotations

import shlex
from fnmatch import fnmatchcase
from pathlib import Path

import pytest
import yaml
from junitparser import Error, Failure, JUnitXml, Properties, Property, Skipped, TestCase

from conformance.catalogue import ids
from conformance.reports import junit
from conformance.reports.links import SITE_URL
from conformance.reports.runlog import Run
from conformance.results.outcomes import Evidence, Expectation, Outcome, ScenarioResult, Verdict

from .conftest import SUBSET, SUBSET_ARGS, Reports, conformance, miniature

HOSTILE = "bell\x07 escape\x1b[31m <b>&amp;"


def _cases(path: Path) -> dict[str, TestCase]:
    xml = JUnitXml.fromfile(str(path))
    return {case.name: case for suite in xml for case in suite}


def _first(case: TestCase) -> Failure | Error | Skipped:
    """The case's one result element (a passed case has none)."""
    found = next(iter(case.result), None)
    assert isinstance(found, Failure | Error | Skipped), case.name
    return found


def _result(case: TestCase) -> type | None:
    return type(_first(case)) if case.result else None


def _props(case: TestCase) -> dict[str, str]:
    """The case's `<properties>`, which junitparser reads but does not name on a test case."""
    props = case.child(Properties)  # type: ignore[no-untyped-call]  # junitparser leaves it untyped
    return {} if props is None else {str(p.name): str(p.value) for p in props.iterchildren(Property)}


def test_without_expectations_failures_are_failures_named_by_id(rule_breaker_run: Reports) -> None:
    cases = _cases(rule_breaker_run.path("junit.xml"))
    scenarios = {s["id"]: s for s in rule_breaker_run.json["scenarios"]}
    assert set(cases) == set(scenarios)
    for sid, case in cases.items():
        game, chapter = sid.split("/")[:2]
        assert case.classname == f"{game}.{chapter}"
        want = Failure if scenarios[sid]["outcome"] == "failed" else None
        assert _result(case) is want, sid
        rules = _props(case)["rules"]
        assert rules == ", ".join(scenarios[sid]["rules"]), "a plain comma-separated list, never a repr"
        assert _props(case)["rule_links"].startswith(f"{SITE_URL}r/")


def test_a_failure_carries_step_actual_and_the_rerun_command(rule_breaker_run: Reports) -> None:
    failed = [c for c in _cases(rule_breaker_run.path("junit.xml")).values() if _result(c) is Failure]
    assert failed
    for case in failed:
        failure = _first(case)
        text = failure.text or ""
        assert "step:" in text and "actual:" in text, text
        assert "{'" not in text, "values are shown as JSON, not as Python dicts"
        engine = shlex.quote(miniature("rule_breaker"))
        assert f"conformance run --engine {engine} --game sweet-lands --id {case.name}" in text


def _expect(path: Path, entries: list[dict[str, str]]) -> Path:
    path.write_text(yaml.safe_dump({"scenarios": entries}), encoding="utf-8")
    return path


def test_expected_failures_are_skipped_and_an_unexpected_pass_fails(tmp_path: Path, rule_breaker_run: Reports) -> None:
    """The issue: with every failure listed, the exit status was 0 but the JUnit XML still showed them red."""
    scenarios = rule_breaker_run.json["scenarios"]
    failing = [s["id"] for s in scenarios if s["outcome"] == "failed"]
    passing = [s["id"] for s in scenarios if s["outcome"] == "passed"]
    assert failing and passing
    known = [
        {"id": i, "status": "failing", "reason": "pass is never listed", "link": "https://x.test/9"} for i in failing
    ]
    engine = miniature("rule_breaker")

    green = tmp_path / "green.xml"
    expect = _expect(tmp_path / "known.yml", known)
    done = conformance("run", "--engine", engine, *SUBSET_ARGS, "--expect", str(expect), "--junit-xml", str(green))
    assert done.status == 0, done.err
    xml = JUnitXml.fromfile(str(green))
    assert (xml.failures, xml.errors, xml.skipped) == (0, 0, len(failing))
    cases = _cases(green)
    for sid in failing:
        skipped = _first(cases[sid])
        assert isinstance(skipped, Skipped)
        assert "pass is never listed" in (skipped.message or "") and "https://x.test/9" in (skipped.message or "")
        assert _props(cases[sid])["expectation"] == "expected"

    red = tmp_path / "red.xml"
    stale = _expect(tmp_path / "stale.yml", [*known, {"id": passing[0], "status": "failing", "reason": "was broken"}])
    done = conformance("run", "--engine", engine, *SUBSET_ARGS, "--expect", str(stale), "--junit-xml", str(red))
    assert done.status == 1
    xml = JUnitXml.fromfile(str(red))
    assert (xml.failures, xml.errors) == (1, 0), "exactly the scenario that passes now is red"
    fixed = _first(_cases(red)[passing[0]])
    assert isinstance(fixed, Failure) and "remove it from the file" in (fixed.message or "")


def test_a_run_that_stops_early_lists_every_scenario_it_did_not_reach(tmp_path: Path) -> None:
    """Issue #23, 12: an engine that keeps crashing stopped the run after 5 scenarios; JUnit had only those."""
    path = tmp_path / "junit.xml"
    report = tmp_path / "report.json"
    args = ("--junit-xml", str(path), "--json-report", str(report))
    done = conformance("run", "--engine", miniature("crash"), *SUBSET_ARGS, *args, "--timeout", "2")
    assert done.status == 3, done.err[-2000:]
    cases = _cases(path)
    selected = [e.id for e in ids.catalogue("sweet-lands") if any(fnmatchcase(e.id, p) for p in SUBSET)]
    assert len(cases) == len(selected) > 5
    kinds = [_result(c) for c in cases.values()]
    assert kinds.count(Error) == len(selected), "five protocol breaks, and the rest errors of one kind"
    assert kinds.count(Skipped) == 0, "a dashboard must not read a broken run as mostly skipped"
    not_run = [c for c in cases.values() if _props(c)["outcome"] == "not_run"]
    assert len(not_run) == len(selected) - 5
    said = {(_first(c).type, _first(c).message) for c in not_run}
    assert said == {("not_run", "not run: the run stopped after 5 protocol failures in a row")}
    suite = next(iter(JUnitXml.fromfile(str(path))))
    assert float(suite.time) >= sum(float(c.time or 0) for c in cases.values()), "the run's time, not the sum"


def test_the_suite_time_is_the_runs_time_shared_among_the_games() -> None:
    """Issue 51: a suite's time was the sum of its scenarios' seconds, leaving out the engine's start and the rest."""
    results = [
        _scenario("g/01-a/b", Outcome.PASSED),
        _scenario("g/01-a/c", Outcome.PASSED),
        _scenario("h/01-a/b", Outcome.PASSED),
    ]
    for r, seconds in zip(results, (1.0, 1.0, 2.0), strict=True):
        r.duration = seconds
    run = _run(results)
    run.footer = {"duration": 10.0}
    xml = JUnitXml.fromstring(junit.render(run))
    times = {suite.name: float(suite.time) for suite in xml}
    assert times == {"g": 5.0, "h": 5.0}
    assert float(xml.time) == 10.0


def _run(results: list[ScenarioResult]) -> Run:
    header = {"engine": {"engine": {"name": "mini", "version": "1"}}, "suite": {}, "command": "conformance run"}
    run = Run("", header, results)
    run.reproduce = {s.id: f"conformance run --id {s.id}" for s in results}
    return run


def _scenario(sid: str, outcome: Outcome, verdict: Verdict | None = None, message: str = "") -> ScenarioResult:
    expectation = None if verdict is None else Expectation("failing", "known", None, verdict)
    return ScenarioResult(
        name="n",
        feature="f",
        rules=["SL-1.1.1", "SL-2.1.1"],
        outcome=outcome,
        message=message,
        id=sid,
        file=f"{sid.split('/')[1]}.feature",
        evidence=Evidence(step="When x", expected="When x", actual=message),
        expectation=expectation,
    )


@pytest.mark.parametrize(
    ("outcome", "verdict", "kind"),
    [
        (Outcome.PASSED, None, None),
        (Outcome.PASSED, Verdict.UNEXPECTED_PASS, Failure),
        (Outcome.FAILED, None, Failure),
        (Outcome.FAILED, Verdict.EXPECTED, Skipped),
        (Outcome.ERRORED, None, Error),
        (Outcome.ERRORED, Verdict.EXPECTED, Skipped),
        (Outcome.UNSUPPORTED, None, Skipped),
        (Outcome.SKIPPED, None, Skipped),
        (Outcome.NOT_RUN, Verdict.NOT_RUN, Error),
        (Outcome.NOT_RUN, None, Error),
    ],
)
def test_each_outcome_and_verdict_maps_to_one_junit_result(
    tmp_path: Path, outcome: Outcome, verdict: Verdict | None, kind: type | None
) -> None:
    path = tmp_path / "j.xml"
    path.write_text(junit.render(_run([_scenario("g/01-a/b", outcome, verdict, HOSTILE)])), encoding="utf-8")
    case = _cases(path)["g/01-a/b"]
    assert _result(case) is kind
    assert case.classname == "g.01-a"
    assert _props(case)["rules"] == "SL-1.1.1, SL-2.1.1"


def test_control_characters_and_markup_from_an_engine_stay_well_formed_text(tmp_path: Path) -> None:
    path = tmp_path / "j.xml"
    path.write_text(junit.render(_run([_scenario("g/01-a/b", Outcome.FAILED, None, HOSTILE)])), encoding="utf-8")
    failure = _first(_cases(path)["g/01-a/b"])
    assert "<b>&amp;" in (failure.message or "")
    assert "\x1b" not in (failure.text or "") and "\x07" not in (failure.message or "")
