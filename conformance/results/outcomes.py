"""How one scenario's pytest result becomes a conformance outcome, and the run's JSON report.

The JSON report (`--json-report`) keeps the fields it has always had, plus each
scenario's stable `id`; the richer evidence a `ScenarioResult` carries (failing
step, expected and actual, state diff, expectation verdict) goes to the JSON-lines
run log and the HTML and Markdown reports (conformance/reports/).
"""

from __future__ import annotations

import ast
import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any


class Outcome(StrEnum):
    PASSED = "passed"
    """Every step held."""
    FAILED = "failed"
    """The engine answered, but not as the rule requires."""
    ERRORED = "errored"
    """The engine broke the protocol (crash, hang, garbage) or the scenario could not run."""
    SKIPPED = "skipped"
    """Deselected or skipped for a reason other than support."""
    UNSUPPORTED = "unsupported"
    """The scenario needs a player count, variant or feature the engine's hello does not claim."""
    NOT_RUN = "not_run"
    """Selected, but the run stopped before it (repeated protocol failures, --maxfail, an interrupt)."""
    UNKNOWN = "unknown"
    """Its line of the run log is damaged, so how it ended cannot be read (`conformance report` only): it
    may have failed, so it counts as not passed, and the figures it is part of are incomplete."""


def counts(outcomes: Iterable[Outcome]) -> dict[str, int]:
    """How many of `outcomes` are each outcome: every outcome, zeros included, but `unknown` only when
    there is one, since only a damaged run log has it and the counts of every other run keep their shape."""
    found = Counter(outcomes)  # by member: an enum's `.value` is a property, slow once per scenario
    tally = {o.value: found[o] for o in Outcome}
    if not tally[Outcome.UNKNOWN.value]:
        del tally[Outcome.UNKNOWN.value]
    return tally


def columns(tally: dict[str, int]) -> list[Outcome]:
    """The outcomes a table of `tally`'s scenarios has a column for (`unknown` only when there is one)."""
    return [o for o in Outcome if o.value in tally]


UNSUPPORTED_PREFIX = "unsupported: "
NOT_RUN_PREFIX = "not run: "
NOT_PASSED = (Outcome.FAILED, Outcome.ERRORED)
JSON_TEXT_LIMIT = 4000
"""Messages longer than this are left as they are: rewriting values is a courtesy, not worth a slow report."""
MAX_LITERALS = 20


def _literal_end(text: str, start: int) -> int | None:
    """The index just past the bracket that closes the one at `start`, minding quoted strings."""
    depth, quote, escaped = 0, "", False
    for i in range(start, len(text)):
        ch = text[i]
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                return i + 1
    return None


def json_values(text: str) -> str:
    """`text` with the Python dicts and lists in it (`{'type': 'pass'}`) written as JSON (`{"type": "pass"}`).

    Step messages are made with Python's repr, but a report reader thinks in the
    protocol's JSON; only what `ast.literal_eval` reads as a dict or list is rewritten,
    so prose, and anything an engine made up, stays as it was.
    """
    if len(text) > JSON_TEXT_LIMIT or not any(ch in text for ch in "{["):
        return text
    out, i, tries = [], 0, 0
    while i < len(text):
        if text[i] in "{[" and tries < MAX_LITERALS:
            tries += 1
            end = _literal_end(text, i)
            if end is not None:
                try:
                    value = ast.literal_eval(text[i:end])
                except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                    value = None
                if isinstance(value, dict | list):
                    try:
                        out.append(json.dumps(value, ensure_ascii=False))
                        i = end
                        continue
                    except (TypeError, ValueError):  # keys or values JSON cannot hold (tuples, sets)
                        pass
        out.append(text[i])
        i += 1
    return "".join(out)


# The scenario fields of the JSON report, in order: its shape is a published format.
JSON_REPORT_FIELDS = ("id", "name", "feature", "rules", "outcome", "message", "nodeid", "stderr_tail")


class Verdict(StrEnum):
    """How an outcome compares with the engine's expectations file (conformance/results/expectations.py)."""

    EXPECTED = "expected"
    """The scenario failed, errored or was unsupported, as the expectations file says it would."""
    UNEXPECTED_PASS = "unexpected_pass"
    """Listed as a known failure, but it passed: remove it from the expectations file."""
    UNEXPECTED = "unexpected"
    """It failed or errored and the expectations file does not list it."""
    NOT_RUN = "not_run"
    """Listed as a known failure, but skipped or unsupported this time, so nothing was learned."""


@dataclass
class Expectation:
    """One matching entry of an expectations file, and the verdict on this run's outcome."""

    status: str
    reason: str
    link: str | None = None
    verdict: Verdict | None = None


@dataclass
class Evidence:
    """What the failing step wanted, what the engine did, and the state diff when states were compared."""

    step: str = ""
    expected: str = ""
    actual: str = ""
    diff_title: str = ""
    diff: str = ""
    changes: list[dict[str, Any]] = field(default_factory=list)
    given_state: dict[str, Any] | None = None
    steps: list[str] = field(default_factory=list)
    """The whole scenario, Given to Then (the background's steps first), so a card shows it as the spec reads."""
    failed_step: int = -1
    """The index in `steps` of the step that failed (-1: none, or not known)."""
    reference: dict[str, Any] | None = None
    """The reference engine's opinion of the position (conformance/results/second_opinion.py), when it was sought."""


@dataclass
class ScenarioResult:
    name: str
    feature: str
    rules: list[str]
    outcome: Outcome
    message: str = ""
    nodeid: str = ""
    stderr_tail: str = ""
    id: str = ""
    file: str = ""
    duration: float = 0.0
    evidence: Evidence = field(default_factory=Evidence)
    expectation: Expectation | None = None

    def unexpected(self) -> bool:
        """Does this scenario alone make the run fail (exit status 1)?"""
        if self.outcome is Outcome.UNKNOWN:
            return True  # nothing says it passed
        if self.expectation is not None and self.expectation.verdict is not None:
            return self.expectation.verdict in (Verdict.UNEXPECTED, Verdict.UNEXPECTED_PASS)
        return self.outcome in NOT_PASSED

    def to_record(self) -> dict[str, Any]:
        """Everything known about the scenario, for the run log (schemas/reports/run.schema.json)."""
        record = asdict(self)
        record["outcome"] = self.outcome.value
        if self.expectation is not None and self.expectation.verdict is not None:
            record["expectation"]["verdict"] = self.expectation.verdict.value
        return record

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> ScenarioResult:
        expectation = record.get("expectation")
        return cls(
            name=record["name"],
            feature=record["feature"],
            rules=list(record["rules"]),
            outcome=Outcome(record["outcome"]),
            message=record.get("message", ""),
            nodeid=record.get("nodeid", ""),
            stderr_tail=record.get("stderr_tail", ""),
            id=record.get("id", ""),
            file=record.get("file", ""),
            duration=float(record.get("duration", 0.0)),
            evidence=Evidence(**record.get("evidence", {})),
            expectation=None
            if expectation is None
            else Expectation(
                status=expectation["status"],
                reason=expectation["reason"],
                link=expectation.get("link"),
                verdict=Verdict(expectation["verdict"]) if expectation.get("verdict") else None,
            ),
        )


@dataclass
class Report:
    engine: dict[str, Any] = field(default_factory=dict)
    suite: dict[str, str] = field(default_factory=dict)
    scenarios: list[ScenarioResult] = field(default_factory=list)
    stopped: str = ""
    """Why the run ended before any scenario (a failed handshake), or "" for a run that got to its scenarios."""

    def summary(self) -> dict[str, int]:
        """How many scenarios ended with each outcome (`counts`)."""
        return counts(s.outcome for s in self.scenarios)

    def unexpected(self) -> list[ScenarioResult]:
        return [s for s in self.scenarios if s.unexpected()]

    def to_json(self) -> dict[str, Any]:
        """The JSON report; `not_run` is in its summary only when a run stopped early, and `stopped` only in
        the report of a run that ended before its scenarios, so complete runs keep the published shape."""
        summary = self.summary()
        if not summary[Outcome.NOT_RUN.value]:
            del summary[Outcome.NOT_RUN.value]
        document = {
            "suite": self.suite,
            "engine": self.engine,
            "summary": summary,
            "scenarios": [
                {name: (s.outcome.value if name == "outcome" else getattr(s, name)) for name in JSON_REPORT_FIELDS}
                for s in self.scenarios
            ],
        }
        if self.stopped:
            document["stopped"] = self.stopped
        return document

    def write(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_json(), indent=2) + "\n", encoding="utf-8")
