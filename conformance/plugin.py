"""The pytest plugin: engine options, the `engine` fixture, rule tags as markers, and outcomes.

Loaded through the `pytest11` entry point, it stays inert unless a run collects
the conformance features (the `engine` fixture is only created on demand).
"""

from __future__ import annotations

import re
import shlex
import sys
from collections.abc import Generator, Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

from .engine import Engine, EngineFailure, InProcessEngine, SubprocessEngine
from .outcomes import UNSUPPORTED_PREFIX, Outcome, Report, ScenarioResult
from .paths import spec_version

RULE_TAG = re.compile(r"^(SL|LY)-\d+\.\d+\.\d+[a-z]?$")
MAX_CONSECUTIVE_FAILURES = 5
REPORT_KEY = pytest.StashKey[Report]()
SCENARIO_KEY = pytest.StashKey[tuple[str, str]]()
SESSION_KEY = pytest.StashKey["EngineSession"]()
RESULTS_KEY = pytest.StashKey[list[tuple[pytest.TestReport, Outcome, str]]]()


def suite_identity() -> dict[str, str]:
    """Which suite and spec version judged the engine, for every report."""
    return {
        "name": "sweet-lands-conformance",
        "version": metadata.version("sweet-lands-conformance"),
        "spec_version": spec_version(),
    }


def default_engine_command() -> str:
    return f"{shlex.quote(sys.executable)} -m reference_impl serve"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("conformance", "Sweet Lands conformance suite")
    group.addoption("--engine", default=None, help="command line of the engine under test (JSON-lines protocol)")
    group.addoption("--in-process", action="store_true", help="test the bundled reference engine in-process")
    group.addoption("--engine-timeout", type=float, default=10.0, help="seconds to wait for each engine response")
    group.addoption("--conformance-report", default=None, help="write the JSON compliance report to this path")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "rule(id): the scenario checks this rule of the spec")
    config.addinivalue_line("markers", "requires(feature): the scenario needs this engine feature or variant")
    config.stash[REPORT_KEY] = Report(suite=suite_identity())
    config.stash[RESULTS_KEY] = []


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """Map `@SL-6.2.1` to `rule(id=...)` and `@requires:x` to `requires(...)`; other tags: default."""
    if RULE_TAG.match(tag):
        pytest.mark.rule(id=tag)(function)
        return True
    if tag.startswith("requires:"):
        pytest.mark.requires(tag.partition(":")[2])(function)
        return True
    return None


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Remember which feature and scenario a test item runs, for the report."""
    request.node.stash[SCENARIO_KEY] = (feature.name, scenario.name)


class EngineSession:
    """The engine under test for the whole run, plus what its handshake claimed."""

    def __init__(self, engine: Engine, hello: dict[str, Any]) -> None:
        self.engine = engine
        self.hello = hello
        self.consecutive_failures = 0

    def claims(self, requirement: str) -> bool:
        game = self.hello.get("games", {}).get("sweet-lands", {})
        if requirement.startswith("players="):
            return int(requirement.partition("=")[2]) in game.get("players", [])
        return requirement in game.get("variants", []) or requirement in game.get("features", [])


def make_engine(config: pytest.Config) -> Engine:
    if config.getoption("--in-process"):
        return InProcessEngine()
    command = config.getoption("--engine") or default_engine_command()
    return SubprocessEngine(command, timeout=config.getoption("--engine-timeout"))


@pytest.fixture(scope="session")
def engine_session(request: pytest.FixtureRequest) -> Iterator[EngineSession]:
    engine = make_engine(request.config)
    try:
        hello = engine.hello()
    except Exception as exc:
        tail = engine.stderr_tail()
        engine.close()
        pytest.exit(f"the engine failed its hello handshake: {exc}\n{tail}", returncode=2)
    request.config.stash[REPORT_KEY].engine = hello
    session = EngineSession(engine, hello)
    request.config.stash[SESSION_KEY] = session
    yield session
    engine.close()


@pytest.fixture
def engine(engine_session: EngineSession, request: pytest.FixtureRequest) -> Engine:
    for mark in request.node.iter_markers("requires"):
        for requirement in mark.args:
            if not engine_session.claims(requirement):
                pytest.skip(f"{UNSUPPORTED_PREFIX}the engine does not claim '{requirement}'")
    return engine_session.engine


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Make rule IDs selectable with -k (e.g. `-k SL-8.3` picks every rule of section 8.3)."""
    for item in items:
        item.extra_keyword_matches.update(_rules_of(item))


def _rules_of(item: pytest.Item) -> list[str]:
    return sorted({m.kwargs["id"] for m in item.iter_markers("rule")})


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report: pytest.TestReport = yield
    names = item.stash.get(SCENARIO_KEY, None)
    if names is not None:
        report.user_properties.append(("scenario", names[1]))
        report.user_properties.append(("feature", names[0]))
        report.user_properties.append(("rules", _rules_of(item)))
    if call.excinfo is not None and call.excinfo.errisinstance(EngineFailure):
        report.user_properties.append(("conformance_outcome", Outcome.ERRORED.value))
        session = item.config.stash.get(SESSION_KEY, None)
        if session is not None:
            report.user_properties.append(("stderr_tail", session.engine.stderr_tail()))
    return report


def classify(report: pytest.TestReport) -> Outcome | None:
    """The conformance outcome of one scenario phase report, or None when it adds nothing."""
    if "scenario" not in dict(report.user_properties):
        return None
    if report.when != "call" and not (report.failed or report.skipped):
        return None
    props = dict(report.user_properties)
    if report.passed:
        outcome = Outcome.PASSED
    elif report.skipped:
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        outcome = Outcome.UNSUPPORTED if UNSUPPORTED_PREFIX in reason else Outcome.SKIPPED
    elif props.get("conformance_outcome") == Outcome.ERRORED.value or report.when != "call":
        outcome = Outcome.ERRORED
    else:
        outcome = Outcome.FAILED
    return outcome


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    outcome = classify(report)
    if outcome is not None:
        tail = str(dict(report.user_properties).get("stderr_tail", ""))
        _CONFIG[0].stash[RESULTS_KEY].append((report, outcome, tail))


_CONFIG: list[pytest.Config] = []


def pytest_sessionstart(session: pytest.Session) -> None:
    _CONFIG[:] = [session.config]


def pytest_runtest_teardown(item: pytest.Item) -> None:
    """Stop the run cleanly when the engine keeps breaking: nothing more can be learned."""
    session = item.config.stash.get(SESSION_KEY, None)
    results = item.config.stash[RESULTS_KEY]
    if session is None or not results:
        return
    last = results[-1][1]
    session.consecutive_failures = session.consecutive_failures + 1 if last is Outcome.ERRORED else 0
    if session.consecutive_failures >= MAX_CONSECUTIVE_FAILURES:
        pytest.exit(
            f"stopping: the engine broke the protocol in {MAX_CONSECUTIVE_FAILURES} scenarios in a row",
            returncode=3,
        )


def _scenario_result(report: pytest.TestReport, outcome: Outcome, tail: str) -> ScenarioResult:
    """One report row; a phase report (setup or call) that failed counts for its scenario."""
    props = dict(report.user_properties)
    message = ""
    if outcome in (Outcome.FAILED, Outcome.ERRORED):
        message = report.longreprtext.strip().splitlines()[-1] if report.longreprtext else ""
    elif outcome in (Outcome.SKIPPED, Outcome.UNSUPPORTED) and isinstance(report.longrepr, tuple):
        message = str(report.longrepr[2]).removeprefix("Skipped: ").removeprefix(UNSUPPORTED_PREFIX)
    return ScenarioResult(
        name=str(props["scenario"]),
        feature=str(props["feature"]),
        rules=[str(r) for r in props["rules"]],  # type: ignore[attr-defined]  # a list, as stored above
        outcome=outcome,
        message=message,
        nodeid=report.nodeid,
        stderr_tail=tail,
    )


def pytest_sessionfinish(session: pytest.Session) -> None:
    config = session.config
    report = config.stash[REPORT_KEY]
    report.scenarios = [_scenario_result(r, o, t) for r, o, t in config.stash[RESULTS_KEY]]
    path = session.config.getoption("--conformance-report")
    if path:
        report.write(Path(path))
