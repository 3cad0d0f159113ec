"""Expectations files: known failures and unsupported scenarios, by scenario id (`run --expect FILE`).

An engine that is still growing lists what it knows it gets wrong, with a reason
and a link; the run then reports those scenarios as expected and its exit status
depends only on what is new: a failure nobody listed, or a listed failure that
now passes (so the list never goes stale silently). The format is
schemas/reports/expectations.schema.json, written as YAML or JSON.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fnmatch import fnmatchcase
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from jsonschema import Draft202012Validator

from rulecore.paths import schemas_dir

from .outcomes import Expectation, Outcome, Verdict

FAILING = "failing"
UNSUPPORTED = "unsupported"
GLOB_CHARS = frozenset("*?[")


class ExpectationsError(ValueError):
    """The expectations file cannot be read, or does not match its schema."""


@cache
def _validator() -> Draft202012Validator:
    with (schemas_dir() / "reports" / "expectations.schema.json").open(encoding="utf-8") as f:
        return Draft202012Validator(json.load(f))


@dataclass(frozen=True)
class Entry:
    id: str
    status: str
    reason: str
    link: str | None = None

    @property
    def is_pattern(self) -> bool:
        return bool(GLOB_CHARS & set(self.id))


class Expectations:
    """The entries of one file, looked up by scenario id."""

    def __init__(self, entries: list[Entry], source: str = "") -> None:
        self.entries = entries
        self.source = source
        self._exact = {e.id: e for e in entries if not e.is_pattern}
        self._patterns = [e for e in entries if e.is_pattern]

    def lookup(self, scenario_id: str) -> Entry | None:
        exact = self._exact.get(scenario_id)
        if exact is not None:
            return exact
        return next((e for e in self._patterns if fnmatchcase(scenario_id, e.id)), None)

    def unsupported(self, scenario_id: str) -> Entry | None:
        entry = self.lookup(scenario_id)
        return entry if entry is not None and entry.status == UNSUPPORTED else None

    def stale(self, known_ids: list[str]) -> list[Entry]:
        """Entries that name no scenario of the suite: a typo, or a scenario renamed since."""
        return [e for e in self.entries if not any(fnmatchcase(i, e.id) for i in known_ids)]

    def judge(self, scenario_id: str, outcome: Outcome) -> Expectation | None:
        """The expectation that applies to a scenario's outcome, with its verdict; None when none does."""
        entry = self.lookup(scenario_id)
        if entry is None:
            if outcome in (Outcome.FAILED, Outcome.ERRORED):
                return Expectation(status="", reason="", verdict=Verdict.UNEXPECTED)
            return None
        if entry.status == UNSUPPORTED:
            verdict = Verdict.EXPECTED if outcome is Outcome.UNSUPPORTED else Verdict.NOT_RUN
        elif outcome in (Outcome.FAILED, Outcome.ERRORED):
            verdict = Verdict.EXPECTED
        elif outcome is Outcome.PASSED:
            verdict = Verdict.UNEXPECTED_PASS
        else:
            verdict = Verdict.NOT_RUN
        return Expectation(status=entry.status, reason=entry.reason, link=entry.link, verdict=verdict)


def parse(data: Any, source: str = "") -> Expectations:
    """Check `data` (a decoded YAML or JSON document) against the schema and build the lookup."""
    problem = next(iter(_validator().iter_errors(data)), None)
    if problem is not None:
        where = "/".join(str(p) for p in problem.absolute_path) or "(top level)"
        raise ExpectationsError(f"{source or 'expectations'}: {where}: {problem.message}")
    entries = [Entry(e["id"], e["status"], e["reason"], e.get("link")) for e in data["scenarios"]]
    seen: set[str] = set()
    for entry in entries:
        if entry.id in seen:
            raise ExpectationsError(f"{source or 'expectations'}: {entry.id!r} is listed twice")
        seen.add(entry.id)
    return Expectations(entries, source)


def load(path: Path) -> Expectations:
    """Read a `.json` file as JSON and anything else as YAML (JSON is YAML too)."""
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text) if path.suffix == ".json" else yaml.safe_load(text)
    except (OSError, ValueError, yaml.YAMLError) as exc:
        raise ExpectationsError(f"cannot read the expectations file {path}: {exc}") from None
    return parse(data, str(path))
