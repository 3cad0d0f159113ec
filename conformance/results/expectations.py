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

from ..guards import inputs
from .outcomes import Expectation, Outcome, Verdict

FAILING = "failing"
UNSUPPORTED = "unsupported"
GLOB_CHARS = frozenset("*?[")
MAX_BYTES = 1 << 20
"""The largest expectations file read: a list of known failures is a few kilobytes."""
MESSAGE_CHARS = 300
"""How much of a problem's description is quoted: the file may hold anything."""


class ExpectationsError(ValueError):
    """The expectations file cannot be read, or does not match its schema."""


class _NoAliasLoader(yaml.SafeLoader):
    """YAML's safe loader without aliases.

    An alias repeats a node by reference, so a few hundred bytes of nested aliases (a
    "billion laughs") stand for gigabytes once anything walks the document: 408 bytes
    cost 10 s and 1.7 GB in the schema check. An expectations file has no use for them.
    """

    def compose_node(self, parent: yaml.Node | None, index: int) -> yaml.Node | None:
        if self.check_event(yaml.AliasEvent):
            mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
            raise yaml.composer.ComposerError(None, None, "aliases (*name) are not allowed here", mark)
        return super().compose_node(parent, index)


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
        raise ExpectationsError(f"{source or 'expectations'}: {where}: {problem.message[:MESSAGE_CHARS]}")
    entries = [Entry(e["id"], e["status"], e["reason"], e.get("link")) for e in data["scenarios"]]
    seen: set[str] = set()
    for entry in entries:
        if entry.id in seen:
            raise ExpectationsError(f"{source or 'expectations'}: {entry.id[:MESSAGE_CHARS]!r} is listed twice")
        seen.add(entry.id)
    return Expectations(entries, source)


def load(path: Path) -> Expectations:
    """Read a `.json` file as JSON and anything else as YAML (JSON is YAML too), without YAML aliases.

    Read through the input guard: files over MAX_BYTES are refused before they are parsed (devices and pipes
    once they pass them), JSON is read strictly, and nesting too deep to parse is refused.
    """
    try:
        raw = inputs.read_bytes(path, MAX_BYTES, "expectations file")
        where = f"expectations file {inputs.shown_path(path)}"
        if path.suffix == ".json":
            data = inputs.json_value(raw, where)
        else:
            data = yaml.load(raw.decode("utf-8"), Loader=_NoAliasLoader)
    except inputs.InputRefused as exc:  # too large (a device, a pipe too), a folder, unreadable, not plain JSON
        raise ExpectationsError(str(exc)) from None
    except (OSError, ValueError, RecursionError, yaml.YAMLError) as exc:
        why = "it is nested too deep" if isinstance(exc, RecursionError) else str(exc)[:MESSAGE_CHARS]
        raise ExpectationsError(f"cannot read the expectations file {path}: {why}") from None
    return parse(data, str(path))
