"""JUnit XML (`--junit-xml`) that says what the run's exit status says, for CI test reporters.

pytest's own JUnit knows nothing of expectations files, so a run that exits 0
because every failure is listed would still show red in a CI system. Here each
scenario is judged as the exit status judges it:

- a failure or error the expectations file lists is `<skipped>`, with the file's
  reason, so the reporter shows it as known and not as broken;
- a listed failure that passes now is a `<failure>` (remove it from the file);
- a failure nobody listed is a `<failure>`, a protocol break an `<error>`;
- unsupported and skipped scenarios are `<skipped>` with the reason;
- a scenario a stopped run never reached is an `<error>` of one type, `not_run`
  ("not run: the run stopped after 5 protocol failures in a row"): a dashboard
  must show a broken run as broken, never as "mostly skipped".

The suites' `time` is the run's own (its wall-clock seconds, shared among the
games by their scenarios' seconds), not the sum of the scenarios' seconds, which
leaves out the engine's start and the collection of the suite.

The test name is the scenario id (unwrapped, copyable into `--id`), the class
name is `<game>.<feature file>` (`<game>.17-pass`), so reporters group by
game and chapter; the rule IDs are one plain comma-separated property, with their
links to the rules site in another. One `<testsuite>` per game.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable

from ..catalogue.ids import game_of
from ..results.outcomes import NOT_RUN_PREFIX, Outcome, ScenarioResult, Verdict
from .links import rule_url
from .runlog import Run

STDERR_LINES = 40
NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
"""Characters XML 1.0 cannot hold even escaped (control codes an engine may print)."""


def clean(text: object) -> str:
    """Text safe for an XML attribute or element: ElementTree escapes markup, this drops the unencodable."""
    return NOT_XML.sub("\ufffd", str(text))


def classname(s: ScenarioResult) -> str:
    """`<game>.<feature file stem>`: reporters read the last part as the class, the rest as the package."""
    game = game_of(s.id) if s.id else "unnamed"
    stem = s.file.rsplit(".", 1)[0] if s.file else (s.id.split("/")[1] if s.id.count("/") >= 2 else "scenarios")
    return f"{game}.{stem}"


def kind(s: ScenarioResult) -> str:
    """The JUnit element for this scenario: "" (passed), "failure", "error" or "skipped"."""
    verdict = s.expectation.verdict if s.expectation is not None else None
    if verdict is Verdict.UNEXPECTED_PASS:
        return "failure"
    if s.outcome is Outcome.PASSED:
        return ""
    if s.outcome is Outcome.NOT_RUN:
        return "error"
    if s.outcome in (Outcome.FAILED, Outcome.ERRORED):
        if verdict is Verdict.EXPECTED:
            return "skipped"
        return "error" if s.outcome is Outcome.ERRORED else "failure"
    return "skipped"


def _message(s: ScenarioResult) -> str:
    expectation = s.expectation
    if expectation is not None and expectation.verdict is Verdict.UNEXPECTED_PASS:
        return (
            f"passes now, but the expectations file lists it as {expectation.status}: "
            f"remove it from the file ({expectation.reason})"
        )
    if expectation is not None and expectation.verdict is Verdict.EXPECTED and s.outcome is not Outcome.UNSUPPORTED:
        link = f" ({expectation.link})" if expectation.link else ""
        return f"expected {s.outcome.value}: {expectation.reason}{link}"
    if s.outcome is Outcome.UNSUPPORTED:
        return f"unsupported: {s.message}"
    if s.outcome is Outcome.NOT_RUN:
        return f"{NOT_RUN_PREFIX}{s.message}"
    return s.message or s.outcome.value


def _details(run: Run, s: ScenarioResult) -> str:
    ev = s.evidence
    lines = []
    if ev.step:
        lines.append(f"step:     {ev.step}")
    if ev.expected and ev.expected != ev.step:
        lines.append(f"expected: {ev.expected}")
    if ev.actual:
        lines.append(f"actual:   {ev.actual}")
    if s.message:
        lines.append(f"message:  {s.message}")
    if s.rules:
        lines.append("rules:    " + ", ".join(f"{r} {rule_url(r) or ''}".strip() for r in s.rules))
    if run.reproduce.get(s.id):
        lines.append(f"rerun:    {run.reproduce[s.id]}")
    if ev.diff:
        lines += ["", f"{ev.diff_title}:", ev.diff]
    return "\n".join(lines)


def _property(parent: ET.Element, name: str, value: str) -> None:
    ET.SubElement(parent, "property", name=name, value=clean(value))


def testcase(run: Run, s: ScenarioResult) -> ET.Element:
    case = ET.Element("testcase", classname=classname(s), name=clean(s.id or f"{s.feature}: {s.name}"))
    case.set("time", f"{s.duration:.3f}")
    props = ET.SubElement(case, "properties")
    _property(props, "rules", ", ".join(s.rules))
    _property(props, "rule_links", ", ".join(url for r in s.rules if (url := rule_url(r))))
    _property(props, "feature", s.feature)
    _property(props, "scenario", s.name)
    _property(props, "outcome", s.outcome.value)
    if s.expectation is not None and s.expectation.verdict is not None:
        _property(props, "expectation", s.expectation.verdict.value)
    element = kind(s)
    if element:
        child = ET.SubElement(case, element, message=clean(_message(s)), type=s.outcome.value)
        if (element != "skipped" and s.outcome is not Outcome.NOT_RUN) or s.outcome in (
            Outcome.FAILED,
            Outcome.ERRORED,
        ):
            child.text = clean(_details(run, s))
    if s.stderr_tail and s.outcome in (Outcome.FAILED, Outcome.ERRORED):
        err = ET.SubElement(case, "system-err")
        err.text = clean("\n".join(s.stderr_tail.splitlines()[-STDERR_LINES:]))
    return case


def _tally(cases: Iterable[ET.Element]) -> dict[str, int]:
    tally = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    plural = {"failure": "failures", "error": "errors", "skipped": "skipped"}
    for case in cases:
        tally["tests"] += 1
        for element, key in plural.items():
            if case.find(element) is not None:
                tally[key] += 1
    return tally


def _stopped_suite(root: ET.Element, run: Run) -> float:
    """A run that ended before any scenario (a failed handshake) is one `<error>`, so a CI reporter shows a
    broken run, not an empty one; its seconds."""
    seconds = float((run.footer or {}).get("duration", 0.0))
    element = ET.SubElement(root, "testsuite", name="conformance", time=f"{seconds:.3f}")
    element.set("timestamp", clean(run.header.get("started", "")))
    for key, value in (("tests", 1), ("failures", 0), ("errors", 1), ("skipped", 0)):
        element.set(key, str(value))
    case = ET.SubElement(element, "testcase", classname="conformance.run", name="the run")
    case.set("time", f"{seconds:.3f}")
    first, _, rest = run.stopped.partition("\n")
    error = ET.SubElement(case, "error", message=clean(first), type="stopped")
    error.text = clean(run.stopped)
    if rest:
        ET.SubElement(case, "system-err").text = clean(rest)
    return seconds


def render(run: Run) -> str:
    """The JUnit XML document of a run, one `<testsuite>` per game, scenarios in the order they ended."""
    engine = run.header.get("engine", {}).get("engine", {})
    suite = run.header.get("suite", {})
    root = ET.Element("testsuites", name=clean(f"conformance: {engine.get('name', '?')} {engine.get('version', '')}"))
    by_game: dict[str, list[ScenarioResult]] = {}
    for s in run.scenarios:
        by_game.setdefault(game_of(s.id) if s.id else "unnamed", []).append(s)
    total = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    seconds = 0.0
    took = float((run.footer or {}).get("duration", 0.0))
    busy = sum(s.duration for s in run.scenarios)
    for game, scenarios in by_game.items():
        cases = [testcase(run, s) for s in scenarios]
        tally = _tally(cases)
        own = sum(s.duration for s in scenarios)
        # The run's seconds, shared by the games as their scenarios' seconds are; a run log without a footer
        # (cut off) has only the scenarios' own.
        elapsed = took * (own / busy if busy else 1 / len(by_game)) if took else own
        element = ET.SubElement(root, "testsuite", name=game, time=f"{elapsed:.3f}")
        element.set("timestamp", clean(run.header.get("started", "")))
        for key, value in tally.items():
            element.set(key, str(value))
            total[key] += value
        seconds += elapsed
        props = ET.SubElement(element, "properties")
        _property(props, "engine", f"{engine.get('name', '?')} {engine.get('version', '')}".strip())
        _property(props, "suite", f"{suite.get('name', '')} {suite.get('version', '')}".strip())
        _property(props, "spec_version", str(suite.get("spec_versions", {}).get(game, "")))
        _property(props, "command", str(run.header.get("command", "")))
        element.extend(cases)
    if run.stopped:
        seconds += _stopped_suite(root, run)
        total["tests"] += 1
        total["errors"] += 1
    for key, value in total.items():
        root.set(key, str(value))
    root.set("time", f"{seconds:.3f}")
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
