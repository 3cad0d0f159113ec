"""How one scenario's pytest result becomes a conformance outcome, and the run's JSON report."""

from __future__ import annotations

import json
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


UNSUPPORTED_PREFIX = "unsupported: "


@dataclass
class ScenarioResult:
    name: str
    feature: str
    rules: list[str]
    outcome: Outcome
    message: str = ""
    nodeid: str = ""
    stderr_tail: str = ""


@dataclass
class Report:
    engine: dict[str, Any] = field(default_factory=dict)
    suite: dict[str, str] = field(default_factory=dict)
    scenarios: list[ScenarioResult] = field(default_factory=list)

    def summary(self) -> dict[str, int]:
        counts = {o.value: 0 for o in Outcome}
        for s in self.scenarios:
            counts[s.outcome.value] += 1
        return counts

    def to_json(self) -> dict[str, Any]:
        return {
            "suite": self.suite,
            "engine": self.engine,
            "summary": self.summary(),
            "scenarios": [{**asdict(s), "outcome": s.outcome.value} for s in self.scenarios],
        }

    def write(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_json(), indent=2) + "\n", encoding="utf-8")
