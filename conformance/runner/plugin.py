"""The pytest plugin: engine options, the `engine` fixture, rule tags as markers, and outcomes.

It is opt-in: `conformance run` loads it (`-p conformance.runner.plugin`) for the
suite's own pytest session, so installing the suite changes nothing in a user's
own pytest runs. Its options all begin with `--conformance-`.

Besides the rule markers it gives every scenario its stable id (conformance/catalogue/ids.py),
selects (`--conformance-id`) and skips (`--conformance-skip-id`) by id, selects by
rule (`--conformance-rule`, and rule IDs in `-k`, whole segments only), applies an
expectations file, keeps the evidence of a failing step, stops after N unexpected
outcomes (`--conformance-maxfail`), and streams one line per scenario to a JSON-lines
run log so that a run cut off half way is still readable. A run that stops early
reports every selected scenario it did not reach as `not_run`, so no report is
silent about them; `--conformance-junit-xml` writes JUnit that follows the
expectations (conformance/reports/junit.py).
"""

from __future__ import annotations

import contextlib
import shlex
import sys
import time
from collections.abc import Generator, Iterator
from dataclasses import asdict
from fnmatch import fnmatchcase
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

from rulecore import collector
from rulecore.registry import RULE_ID_FULL, games

from .. import DISTRIBUTION
from ..bdd import gherkincache, stepcalls, steplookup, steprun
from ..catalogue import ids
from ..engines import affinity
from ..engines.engine import Engine, EngineFailure, InProcessEngine, SubprocessEngine
from ..games import claims
from ..reports import junit
from ..reports.runlog import RunLog, from_report, make_header, now
from ..results import evidence, second_opinion
from ..results.expectations import Expectations, ExpectationsError
from ..results.expectations import load as load_expectations
from ..results.outcomes import (
    NOT_RUN_PREFIX,
    UNSUPPORTED_PREFIX,
    Evidence,
    Outcome,
    Report,
    ScenarioResult,
    json_values,
)
from . import selection

MAX_CONSECUTIVE_FAILURES = 5
SKIPPED_BY_ID = "skipped with --skip-id"
REPORT_KEY = pytest.StashKey[Report]()
SCENARIO_KEY = pytest.StashKey[tuple[str, str]]()
ID_KEY = pytest.StashKey[tuple[str, str]]()
EVIDENCE_KEY = pytest.StashKey[Evidence]()
SESSION_KEY = pytest.StashKey["EngineSession"]()
RESULTS_KEY = pytest.StashKey[list[tuple[pytest.TestReport, Outcome, str]]]()
EXPECT_KEY = pytest.StashKey[Expectations | None]()
RUNLOG_KEY = pytest.StashKey[RunLog | None]()
HELLO_KEY = pytest.StashKey[dict[str, Any]]()
"""A plugin that already shook hands with the engine (the CLI) leaves the hello here for the run log."""
ARGV_KEY = pytest.StashKey[list[str]]()
"""The command line that started the run, as the user typed it (the CLI's, not pytest's)."""
COLLECTED_KEY = pytest.StashKey[list[dict[str, Any]]]()
"""Every selected scenario (nodeid, id, names, rules), to report those a stopped run never reached."""
STOP_KEY = pytest.StashKey[str]()
"""Why the run stopped early, in words, for the scenarios it did not reach."""
STARTED_KEY = pytest.StashKey[tuple[str, float]]()
"""When the session started: wall-clock text for the reports, monotonic seconds for the duration."""
UNEXPECTED_KEY = pytest.StashKey[int]()
WORKER_COLLECTED = "conformance_collected"
"""The key of a pytest-xdist worker's output that carries its list of selected scenarios."""


def suite_identity() -> dict[str, Any]:
    """Which suite, and which version of each game's spec, judged the engine, for every report."""
    return {
        "name": DISTRIBUTION,
        "version": metadata.version(DISTRIBUTION),
        "spec_versions": {game: info.spec_version for game, info in games().items()},
    }


def default_engine_command() -> str:
    return f"{shlex.quote(sys.executable)} -m reference_impl serve"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("conformance", "board game conformance suite")
    group.addoption("--conformance-engine", default=None, help="command line of the engine under test (JSON lines)")
    group.addoption("--conformance-in-process", action="store_true", help="test the bundled reference engine")
    group.addoption("--conformance-timeout", type=float, default=10.0, help="seconds to wait for each response")
    group.addoption("--conformance-report", default=None, help="write the JSON compliance report to this path")
    group.addoption("--conformance-jsonl", default=None, help="stream the JSON-lines run log to this path")
    group.addoption("--conformance-id", action="append", default=[], help="run only scenarios with this id (glob)")
    group.addoption("--conformance-skip-id", action="append", default=[], help="skip scenarios with this id (glob)")
    group.addoption("--conformance-expect", default=None, help="YAML/JSON file of known failures, unsupported ids")
    group.addoption(
        "--conformance-rule",
        action="append",
        default=[],
        help="run only scenarios of this rule, section or chapter (whole ID segments: XY-23.1 is not XY-23.10)",
    )
    group.addoption(
        "--conformance-maxfail",
        type=int,
        default=0,
        help="stop after this many unexpected outcomes (the rest are reported as not run)",
    )
    group.addoption(
        "--conformance-pin-cpus",
        action="store_true",
        help="keep each process that runs scenarios, and its engine, on one CPU of its own (single-threaded engines)",
    )
    group.addoption("--conformance-junit-xml", default=None, help="write JUnit XML (expectations applied) here")
    group.addoption(
        "--conformance-no-reference",
        action="store_true",
        help="never ask the reference engine which side of a failure is wrong (a clean-room author's blind phase)",
    )


def _is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "rule(id): the scenario checks this rule of the spec")
    config.addinivalue_line("markers", "requires(feature): the scenario needs this engine feature or variant")
    config.pluginmanager.register(steplookup.StepLookup(), "conformance-steplookup")  # pytest-bdd's, made cheap
    config.pluginmanager.register(gherkincache.CachedParse(), "conformance-gherkincache")  # parsed once
    config.pluginmanager.register(stepcalls.StepCalls(), "conformance-stepcalls")  # per-step work done once
    config.pluginmanager.register(steprun.StepRun(), "conformance-steprun")  # no step reports nobody reads
    config.stash[REPORT_KEY] = Report(suite=suite_identity())
    config.stash[RESULTS_KEY] = []
    config.stash[RUNLOG_KEY] = None
    config.stash[COLLECTED_KEY] = []
    config.stash[UNEXPECTED_KEY] = 0
    path = config.getoption("--conformance-expect", None)
    try:
        config.stash[EXPECT_KEY] = load_expectations(Path(path)) if path else None
    except ExpectationsError as exc:
        raise pytest.UsageError(str(exc)) from None


@pytest.hookimpl(tryfirst=True)  # before pytest-bdd's own, which makes every tag a marker
def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """Map a rule tag (`@XY-6.2.1`) to `rule(id=...)` and `@requires:x` to `requires(...)`; `@id:` names."""
    if RULE_ID_FULL.match(tag):
        pytest.mark.rule(id=tag)(function)
        return True
    if tag.startswith("requires:"):
        pytest.mark.requires(tag.partition(":")[2])(function)
        return True
    if tag.startswith(ids.ID_TAG):
        return True  # read from the scenario's tags when ids are given out (pytest_collection_modifyitems)
    return None


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Remember which feature and scenario a test item runs, for the report."""
    request.node.stash[SCENARIO_KEY] = (feature.name, scenario.name)


def pytest_bdd_step_error(
    request: pytest.FixtureRequest, scenario: Any, step: Any, step_func_args: dict[str, Any], exception: Exception
) -> None:
    """Keep the failing step, the whole scenario, what the scenario's table knew and the reference's opinion."""
    table = step_func_args.get("table")
    notes = dict(getattr(table, "notes", None) or {})
    fresh = table is not None and getattr(table, "refusal", None) is None and getattr(table, "loaded", False)
    if fresh and "before" in notes and not isinstance(exception, EngineFailure):
        try:
            notes["after"] = table.engine.state()  # type: ignore[union-attr]  # a Table, checked above
        except Exception:  # the evidence is a bonus; the step's own failure is what counts
            notes.pop("after", None)
    given = getattr(getattr(table, "builder", None), "state", None)
    step_text = f"{step.keyword} {step.name}".strip()
    found = evidence.gather(step_text, exception, notes, given)
    steps = list(getattr(scenario, "steps", None) or [])
    found.steps = [f"{s.keyword} {s.name}".strip() for s in steps]
    found.failed_step = next((i for i, s in enumerate(steps) if s is step), -1)
    if table is not None and getattr(table, "loaded", False) and not isinstance(exception, EngineFailure):
        found.reference = _second_opinion(request.config, table, notes)  # type: ignore[assignment]
    request.node.stash[EVIDENCE_KEY] = found


_REFEREE: list[second_opinion.Referee] = []


def _second_opinion(config: pytest.Config, table: Any, notes: dict[str, Any]) -> second_opinion.Opinion | None:
    """Ask the reference engine about the position of the failure (the one before the last answer, when the
    engine's handling of that answer is in question; else the position now): see results/second_opinion.py."""
    if config.getoption("--conformance-no-reference", False):
        return second_opinion.off()
    if not _REFEREE:
        _REFEREE.append(second_opinion.Referee())
    referee = _REFEREE[0]
    try:
        opinion: second_opinion.Opinion | None = None
        action, before, offered = notes.get("action"), notes.get("before"), notes.get("offered")
        if isinstance(action, dict) and isinstance(before, dict) and isinstance(offered, list):
            opinion = referee.consult(before, offered, action, accepted=table.refusal is None)
            if opinion.get("mismatch") != second_opinion.Mismatch.AGREES.value:
                return opinion
        if table.refusal is None or notes.get("judged"):
            now = referee.consult(table.engine.state(), table.engine.legal_actions(), None, accepted=True)
            if opinion is None or now.get("mismatch") != second_opinion.Mismatch.AGREES.value:
                opinion = now
        return opinion
    except EngineFailure:
        return None  # the engine broke the protocol while asked: that is the scenario's error, not evidence
    except Exception as exc:  # the opinion is a bonus; the step's own failure is what counts
        return second_opinion.unavailable(f"asking it failed ({type(exc).__name__}: {exc})")


class EngineSession:
    """The engine under test for the whole run, plus what its handshake claimed."""

    def __init__(self, engine: Engine, hello: dict[str, Any]) -> None:
        self.engine = engine
        self.hello = hello
        self.consecutive_failures = 0

    def claims(self, game: str, requirement: str) -> bool:
        return claims(self.hello, game, requirement)


def engine_command(config: pytest.Config) -> str | None:
    """The engine's command line, or None for the in-process reference engine."""
    if config.getoption("--conformance-in-process"):
        return None
    given = config.getoption("--conformance-engine")
    if given is not None and not given.strip():
        raise pytest.UsageError("--conformance-engine: the engine command is empty")
    return str(given or default_engine_command())


def make_engine(config: pytest.Config) -> Engine:
    command = engine_command(config)
    if command is None:
        return InProcessEngine()
    timeout = config.getoption("--conformance-timeout")
    return SubprocessEngine(command, timeout=timeout, poll_window=affinity.poll_window())


@pytest.fixture(scope="session")
def engine_session(request: pytest.FixtureRequest) -> Iterator[EngineSession]:
    workerid = getattr(request.config, "workerinput", {}).get("workerid")
    pin = request.config.getoption("--conformance-pin-cpus", False)
    with affinity.pinned(affinity.worker_index(workerid)) if pin else contextlib.nullcontext():
        engine = make_engine(request.config)  # started on its first request: on the CPU pinned to, if any
        try:
            hello = engine.hello()
        except Exception as exc:
            tail = engine.stderr_tail()
            engine.close()
            why = f"the engine failed its hello handshake: {exc}"
            request.config.stash[STOP_KEY] = why  # the reason each scenario not run gives
            request.config.stash[REPORT_KEY].stopped = why  # and the summary's, as `conformance run` writes it
            pytest.exit(f"the engine failed its hello handshake: {exc}\n{tail}", returncode=2)
        request.config.stash[REPORT_KEY].engine = hello
        session = EngineSession(engine, hello)
        request.config.stash[SESSION_KEY] = session
        yield session
        engine.close()


@pytest.fixture
def engine(engine_session: EngineSession, request: pytest.FixtureRequest) -> Engine:
    named = request.node.stash.get(ID_KEY, None)
    game = ids.game_of(named[0]) if named else ""
    if game and game not in engine_session.hello.get("games", {}):
        pytest.skip(f"{UNSUPPORTED_PREFIX}the engine does not claim the game '{game}'")
    for mark in request.node.iter_markers("requires"):
        for requirement in mark.args:
            if not engine_session.claims(game, requirement):
                pytest.skip(f"{UNSUPPORTED_PREFIX}the engine does not claim '{requirement}'")
    return engine_session.engine


def _collected_row(item: pytest.Item, sid: str, file: str) -> dict[str, Any]:
    template = selection.scenario_of(item)
    return {
        "nodeid": item.nodeid,
        "id": sid,
        "file": file,
        "feature": str(template.feature.name) if template is not None else "",
        "name": str(template.name) if template is not None else item.name,
        "rules": selection.rules_of(item),
    }


@pytest.hookimpl(tryfirst=True)  # before pytest's own -k pass, which must see the rule IDs as keywords
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Give out ids; select by id, rule and -k (rule IDs by whole segments); apply --skip-id and expectations."""
    wanted: list[str] = config.getoption("--conformance-id", None) or []
    skipped: list[str] = config.getoption("--conformance-skip-id", None) or []
    rules: list[str] = config.getoption("--conformance-rule", None) or []
    expectations = config.stash.get(EXPECT_KEY, None)
    keyword = selection.keyword_takeover(config)
    keep: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    collected: list[dict[str, Any]] = []
    for item in items:
        item.extra_keyword_matches.update(selection.rules_of(item))
        named = selection.item_id(item)
        if named is not None:
            item.stash[ID_KEY] = named
            item.extra_keyword_matches.add(named[0])
        if not selection.selected(item, named, wanted, rules, keyword):
            dropped.append(item)
            continue
        keep.append(item)
        if named is None:
            continue
        sid = named[0]
        collected.append(_collected_row(item, sid, named[1]))
        if any(fnmatchcase(sid, pattern) for pattern in skipped):
            item.add_marker(pytest.mark.skip(reason=SKIPPED_BY_ID))
        entry = expectations.unsupported(sid) if expectations is not None else None
        if entry is not None:
            item.add_marker(pytest.mark.skip(reason=f"{UNSUPPORTED_PREFIX}expected: {entry.reason}"))
    config.stash[COLLECTED_KEY] = collected
    output = getattr(config, "workeroutput", None)
    if isinstance(output, dict):
        output[WORKER_COLLECTED] = collected  # the controller collects nothing itself under pytest-xdist
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep


def pytest_collection_finish(session: pytest.Session) -> None:
    """The run's scenarios are those every selection kept (pytest's own -k pass came after ours); the collected
    suite lives as long as the session, so the cycle collector need not walk it at every pass."""
    kept, rows = {item.nodeid for item in session.items}, session.config.stash[COLLECTED_KEY]
    rows[:] = [row for row in rows if row["nodeid"] in kept]  # the very list a worker hands the controller
    collector.settle()  # undone in pytest_sessionfinish


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text.splitlines()[0]}" if text else type(exc).__name__


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report: pytest.TestReport = yield
    names = item.stash.get(SCENARIO_KEY, None)
    named = item.stash.get(ID_KEY, None)
    if names is None and named is not None and (report.failed or report.skipped):
        # The scenario never started (its setup failed or it was skipped): name it from its template.
        template = selection.scenario_of(item)
        names = (template.feature.name, template.name)
    if names is not None:
        report.user_properties.append(("scenario", names[1]))
        report.user_properties.append(("feature", names[0]))
        # Plain text, as JUnit properties are: a comma-separated list, never a Python repr.
        report.user_properties.append(("rules", ", ".join(selection.rules_of(item))))
        if named is not None:
            report.user_properties.append(("id", named[0]))
            report.user_properties.append(("file", named[1]))
    if call.excinfo is not None and report.when != "teardown":
        report.user_properties.append(("conformance_message", _one_line(call.excinfo.value)))
        found = item.stash.get(EVIDENCE_KEY, None)
        if found is not None:
            # A plain dict: under pytest-xdist, reports travel between processes.
            report.user_properties.append(("conformance_evidence", asdict(found)))
    if call.excinfo is not None and call.excinfo.errisinstance(EngineFailure):
        report.user_properties.append(("conformance_outcome", Outcome.ERRORED.value))
    session = item.config.stash.get(SESSION_KEY, None)
    if report.failed and report.when != "teardown" and session is not None:
        # The engine's last log lines, for any scenario it did not pass (the tail is the session's, not the step's).
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
    if outcome is None:
        return
    config = _CONFIG[0]
    tail = str(dict(report.user_properties).get("stderr_tail", ""))
    config.stash[RESULTS_KEY].append((report, outcome, tail))
    result = _scenario_result(report, outcome, tail)
    expectations = config.stash.get(EXPECT_KEY, None)
    if expectations is not None:
        result.expectation = expectations.judge(result.id, outcome)
    config.stash[REPORT_KEY].scenarios.append(result)
    log = config.stash.get(RUNLOG_KEY, None)
    if log is not None:
        log.scenario(result)
    _count_unexpected(config, result)


def _count_unexpected(config: pytest.Config, result: ScenarioResult) -> None:
    """--conformance-maxfail: stop once N outcomes were unexpected (known failures do not count)."""
    limit = int(config.getoption("--conformance-maxfail", 0) or 0)
    if not limit or not result.unexpected():
        return
    config.stash[UNEXPECTED_KEY] += 1
    if config.stash[UNEXPECTED_KEY] >= limit and _SESSION:
        why = f"stopped after {limit} unexpected outcome{'s' if limit > 1 else ''} (--maxfail {limit})"
        config.stash[STOP_KEY] = why
        _SESSION[0].shouldfail = why  # pytest stops after this item, with exit status 1


_CONFIG: list[pytest.Config] = []
_SESSION: list[pytest.Session] = []


def pytest_sessionstart(session: pytest.Session) -> None:
    _CONFIG[:] = [session.config]
    _SESSION[:] = [session]
    config = session.config
    config.stash[STARTED_KEY] = (now(), time.monotonic())
    path = config.getoption("--conformance-jsonl", None)
    if path and not _is_worker(config):
        hello = config.stash.get(HELLO_KEY, None)
        if hello is None:
            hello = _handshake(config)
        argv = config.stash.get(ARGV_KEY, None) or [Path(sys.argv[0]).name, *sys.argv[1:]]
        header = _header(config, hello, argv)
        config.stash[RUNLOG_KEY] = RunLog.start(Path(path), header)


def _handshake(config: pytest.Config) -> dict[str, Any]:
    """The engine's hello for the run log's header, when no caller shook hands before the run."""
    engine = make_engine(config)
    try:
        return engine.hello()
    except Exception as exc:
        return {"error": str(exc)}
    finally:
        engine.close()


def pytest_runtest_teardown(item: pytest.Item) -> None:
    """Stop the run cleanly when the engine keeps breaking: nothing more can be learned."""
    session = item.config.stash.get(SESSION_KEY, None)
    results = item.config.stash[RESULTS_KEY]
    if session is None or not results:
        return
    last = results[-1][1]
    session.consecutive_failures = session.consecutive_failures + 1 if last is Outcome.ERRORED else 0
    if session.consecutive_failures >= MAX_CONSECUTIVE_FAILURES:
        why = f"stopping: the engine broke the protocol in {MAX_CONSECUTIVE_FAILURES} scenarios in a row"
        item.config.stash[STOP_KEY] = f"the run stopped after {MAX_CONSECUTIVE_FAILURES} protocol failures in a row"
        pytest.exit(why, returncode=3)


def _scenario_result(report: pytest.TestReport, outcome: Outcome, tail: str) -> ScenarioResult:
    """One report row; a phase report (setup or call) that failed counts for its scenario."""
    props = dict(report.user_properties)
    message = ""
    if outcome in (Outcome.FAILED, Outcome.ERRORED):
        message = str(props.get("conformance_message", ""))
        if not message and report.longreprtext:
            message = report.longreprtext.strip().splitlines()[-1]
    elif outcome in (Outcome.SKIPPED, Outcome.UNSUPPORTED) and isinstance(report.longrepr, tuple):
        message = str(report.longrepr[2]).removeprefix("Skipped: ").removeprefix(UNSUPPORTED_PREFIX)
    found = props.get("conformance_evidence")
    proof = Evidence(**found) if isinstance(found, dict) else Evidence()
    proof.expected, proof.actual = json_values(proof.expected), json_values(proof.actual)
    return ScenarioResult(
        name=str(props["scenario"]),
        feature=str(props["feature"]),
        rules=[r for r in str(props["rules"]).split(", ") if r],
        outcome=outcome,
        message=json_values(message),
        nodeid=report.nodeid,
        stderr_tail=tail,
        id=str(props.get("id", "")),
        file=str(props.get("file", "")),
        duration=round(report.duration, 4),
        evidence=proof,
    )


def _header(config: pytest.Config, hello: dict[str, Any], argv: list[str]) -> dict[str, Any]:
    started = config.stash.get(STARTED_KEY, (None, 0.0))[0]
    expectations = config.stash.get(EXPECT_KEY, None)
    return make_header(suite_identity(), hello, argv, engine_command(config), expectations, started=started)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """pytest-xdist: a worker's list of selected scenarios, for the controller's not-run accounting."""
    rows = getattr(node, "workeroutput", {}).get(WORKER_COLLECTED)
    config = _CONFIG[0] if _CONFIG else None
    if config is not None and rows and not config.stash.get(COLLECTED_KEY, None):
        config.stash[COLLECTED_KEY] = list(rows)


def _stop_reason(config: pytest.Config, exitstatus: int) -> str:
    why = config.stash.get(STOP_KEY, "")
    if why:
        return why
    if exitstatus == pytest.ExitCode.INTERRUPTED:
        return "the run was interrupted"
    return "the run stopped before it"


def not_run(config: pytest.Config, exitstatus: int) -> list[ScenarioResult]:
    """A `not_run` result for every selected scenario that has none: the run stopped before it."""
    report = config.stash[REPORT_KEY]
    done = {s.nodeid for s in report.scenarios}
    missing = [row for row in config.stash.get(COLLECTED_KEY, []) if row["nodeid"] not in done]
    if not missing:
        return []
    why = NOT_RUN_PREFIX + _stop_reason(config, exitstatus)
    expectations = config.stash.get(EXPECT_KEY, None)
    found = []
    for row in missing:
        result = ScenarioResult(
            name=row["name"],
            feature=row["feature"],
            rules=list(row["rules"]),
            outcome=Outcome.NOT_RUN,
            message=why.removeprefix(NOT_RUN_PREFIX),
            nodeid=row["nodeid"],
            id=row["id"],
            file=row["file"],
        )
        if expectations is not None:
            result.expectation = expectations.judge(result.id, Outcome.NOT_RUN)
        found.append(result)
    return found


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    report = config.stash[REPORT_KEY]
    log = config.stash.get(RUNLOG_KEY, None)
    if not _is_worker(config):  # a pytest-xdist worker ends with its session: its exit need not walk the heap
        collector.restore()
        for result in not_run(config, int(exitstatus)):
            report.scenarios.append(result)
            if log is not None:
                log.scenario(result)
    path = session.config.getoption("--conformance-report")
    if path:
        report.write(Path(path))
    if log is not None:
        log.finish(report, int(exitstatus))
    junit_path = config.getoption("--conformance-junit-xml", None)
    if junit_path and not _is_worker(config):
        argv = config.stash.get(ARGV_KEY, None) or [Path(sys.argv[0]).name, *sys.argv[1:]]
        elapsed = time.monotonic() - config.stash.get(STARTED_KEY, ("", time.monotonic()))[1]
        hello = report.engine or config.stash.get(HELLO_KEY, {})
        finished = from_report(report, _header(config, hello, argv), int(exitstatus), elapsed)
        Path(junit_path).write_text(junit.render(finished), encoding="utf-8")
