"""How strict a pass is: the share of the reference engine's mutants a game's suite fails, and whether that
figure still describes the suite.

`tools/mutation.py` makes small wrong versions of the reference engine (mutants), runs the game's scenarios
against each and writes what it found beside the game's plugin (`mutation.json`). Survivors a reviewer judged
equivalent (they play exactly as the rules say, so no scenario could fail them) are kept, each with its reason,
in `mutation-triage.yaml` beside it; they are left out of the score. The site, the compliance reports and the
tool itself read both files through this module, so the score is counted one way everywhere.

The figure is current while the scenarios and the mutated code are what was measured: each is hashed when the
run is made and again when the figure is shown. A changed hash makes the figure out of date, and every reader
of it says so rather than showing it as current. Where the engine's sources are not installed (a compiled
build), only the scenarios are compared.
"""

from __future__ import annotations

import hashlib
import importlib.util
import sys
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import orjson
import yaml

from rulecore.registry import GameInfo

from . import GamePlugin

RESULTS = "mutation.json"
TRIAGE = "mutation-triage.yaml"
SURVIVED = "survived"


@dataclass(frozen=True)
class Figure:
    """Mutants killed of those counted (equivalent ones are not counted)."""

    killed: int
    counted: int

    @property
    def percent(self) -> float:
        return 100 * self.killed / self.counted if self.counted else 100.0

    def __str__(self) -> str:
        return f"{self.percent:.0f} %"


@dataclass(frozen=True)
class Strength:
    game: str
    data: dict[str, Any]
    equivalent: dict[str, str]
    """Reasons by mutant key, for survivors judged equivalent."""
    changed: tuple[str, ...]
    """What has changed since the measurement ("the scenarios", "the engine's code"); empty while current."""

    @property
    def current(self) -> bool:
        return not self.changed

    @property
    def mutants(self) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = self.data["mutants"]
        return found

    def is_equivalent(self, mutant: dict[str, Any]) -> bool:
        return mutant["outcome"] == SURVIVED and mutant["key"] in self.equivalent

    def counted(self) -> list[dict[str, Any]]:
        return [m for m in self.mutants if not self.is_equivalent(m)]

    def survivors(self) -> list[dict[str, Any]]:
        """Surviving mutants not judged equivalent: what the scenarios do not yet check."""
        return [m for m in self.counted() if m["outcome"] == SURVIVED]

    def overall(self) -> Figure:
        counted = self.counted()
        return Figure(sum(m["outcome"] != SURVIVED for m in counted), len(counted))

    def chapters(self) -> dict[str, Figure]:
        """A figure per chapter the mutants touch (`shared`: code citing no rule of the game), in chapter order."""
        by: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for mutant in self.counted():
            by[mutant["chapter"]].append(mutant)
        return {
            chapter: Figure(sum(m["outcome"] != SURVIVED for m in found), len(found))
            for chapter, found in sorted(by.items(), key=lambda item: _chapter_order(item[0]))
        }

    @property
    def measured(self) -> str:
        """The day of the measurement in words (7 December 2026)."""
        day = date.fromisoformat(self.data["date"])
        return f"{day.day} {day:%B %Y}"

    def statement(self) -> str:
        """What a pass means, in one sentence, for a home page or a compliance report."""
        figure = self.overall()
        equivalent = len(self.mutants) - figure.counted
        sentence = (
            f"This suite fails {figure} of the engine mutants we could make ({figure.killed} of {figure.counted} "
            f"wrong versions of the reference engine, a seeded sample of {self.data['population']:,} possible "
            f"small changes; {equivalent} more play exactly as the rules say and are not counted), measured on "
            f"{self.measured} at commit {self.data['commit']}."
        )
        if self.changed:
            sentence += (
                f" Out of date: {' and '.join(self.changed)} changed since, so this figure no longer describes the "
                "suite until it is measured again."
            )
        return sentence


def results_file(plugin: GamePlugin) -> Path:
    """Where a game's mutation results sit: beside its plugin."""
    module = sys.modules[type(plugin).__module__]
    return Path(module.__file__ or "").parent / RESULTS


def load(plugin: GamePlugin) -> Strength | None:
    """The game's measured strength, or None when it has never been measured."""
    path = results_file(plugin)
    if not path.is_file():
        return None
    data: dict[str, Any] = orjson.loads(path.read_bytes())
    triage = path.with_name(TRIAGE)
    equivalent: dict[str, str] = {}
    if triage.is_file():
        equivalent = dict((yaml.safe_load(triage.read_text(encoding="utf-8")) or {}).get("equivalent") or {})
    return Strength(plugin.info.id, data, equivalent, changes(plugin.info, data))


def changes(info: GameInfo, data: dict[str, Any]) -> tuple[str, ...]:
    """What differs now from what the measurement hashed."""
    changed = []
    if suite_digest(info) != data["digests"]["suite"]:
        changed.append("the scenarios")
    code = code_digest(data["modules"])
    if code is not None and code != data["digests"]["code"]:
        changed.append("the engine's code")
    return tuple(changed)


def suite_digest(info: GameInfo) -> str:
    """SHA-256 of the game's feature files, by path and text."""
    digest = hashlib.sha256()
    for path in sorted(info.features_dir.rglob("*.feature")):
        digest.update(path.relative_to(info.features_dir).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def code_digest(modules: list[str], root: Path | None = None) -> str | None:
    """SHA-256 of the mutated modules (paths from the tree's root); None where their sources are not installed."""
    if root is None:
        spec = importlib.util.find_spec("reference_impl")
        if spec is None or not spec.submodule_search_locations:
            return None
        root = Path(next(iter(spec.submodule_search_locations))).parent
    digest = hashlib.sha256()
    for module in modules:
        path = root / module
        if not path.is_file():
            return None
        digest.update(module.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _chapter_order(chapter: str) -> tuple[int, str]:
    number = chapter.rpartition("-")[2]
    return (int(number), chapter) if number.isdigit() else (10_000, chapter)
