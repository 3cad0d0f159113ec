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
import math
import sys
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import orjson
import yaml

from rulecore.registry import GameInfo

from . import GamePlugin, registered

RESULTS = "mutation.json"
TRIAGE = "mutation-triage.yaml"
SURVIVED = "survived"
SHARED = "shared"
"""The chapter of a mutant in code that cites no rule of the game: the decision machine every game shares."""


@dataclass(frozen=True)
class Figure:
    """Mutants killed of those counted (equivalent ones are not counted)."""

    killed: int
    counted: int

    @property
    def percent(self) -> float:
        return 100 * self.killed / self.counted if self.counted else 100.0

    def __str__(self) -> str:
        """Rounded down to a tenth, so a figure with a survivor never reads 100 % (419 of 421: 99.5 %)."""
        return f"{math.floor(self.percent * 10) / 10:g} %"


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

    @property
    def whole(self) -> bool:
        """Whether every possible mutant was drawn (those that are no program at all are skipped, not drawn)."""
        return len(self.mutants) + int(self.data.get("not_programs_skipped", 0)) >= int(self.data["population"])

    def drawn(self) -> str:
        """How the mutants were chosen, in words: all of them, or a seeded sample of how many possible."""
        if self.whole:
            return f"every one of the {len(self.mutants):,} possible small changes"
        return f"drawn with a fixed seed from {self.data['population']:,} possible small changes"

    def statement(self) -> str:
        """What a pass means, in one sentence, for a home page or a compliance report.

        While the figure is current it is said in the present tense; once the scenarios or the engine's code
        have changed, in the past tense, followed by an "Out of date" sentence saying what changed, so that no
        reader takes an old figure for a current one.
        """
        figure = self.overall()
        equivalent = len(self.mutants) - figure.counted
        left_out = (
            f"; {equivalent} more {'plays' if equivalent == 1 else 'play'} exactly as the rules say and "
            f"{'is' if equivalent == 1 else 'are'} not counted"
            if equivalent
            else ""
        )
        what = (
            f"{figure} of the engine mutants we could make ({figure.killed} of {figure.counted} wrong versions of "
            f"the reference engine, {self.drawn()}{left_out})"
        )
        when = f"{self.measured} at commit {self.data['commit']}"
        if not self.changed:
            return f"This suite fails {what}, measured on {when}."
        return (
            f"When measured on {when}, this suite failed {what}. Out of date: {' and '.join(self.changed)} "
            f"{'has' if len(self.changed) == 1 and self.changed[0] != 'the scenarios' else 'have'} changed since, "
            "so this figure no longer describes the suite until it is measured again."
        )


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


def of_games(games: Iterable[str]) -> dict[str, Strength]:
    """The measured strength of each of these games that has a record, by game id, for a report of a run: a
    game without an installed plugin, or never measured (an outside game), is left out."""
    plugins = registered()
    found = {game: load(plugins[game]) for game in games if game in plugins}
    return {game: strength for game, strength in found.items() if strength is not None}


def changes(info: GameInfo, data: dict[str, Any]) -> tuple[str, ...]:
    """What differs now from what the measurement hashed."""
    changed = []
    if suite_digest(info, data.get("steps", [])) != data["digests"]["suite"]:
        changed.append("the scenarios")
    code = code_digest(data["modules"])
    if code is not None and code != data["digests"]["code"]:
        changed.append("the engine's code")
    return tuple(changed)


def suite_digest(info: GameInfo, steps: Iterable[str] = (), root: Path | None = None) -> str:
    """SHA-256 of the game's feature files and of the step code that plays them (`steps`: paths from the tree's
    root, the game's plugin package and the scenario table), by path and text: a changed step checks something
    else with the same words. A step file not installed counts as empty."""
    digest = hashlib.sha256()
    for path in sorted(info.features_dir.rglob("*.feature")):
        digest.update(path.relative_to(info.features_dir).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    base = root or Path(__file__).resolve().parents[2]
    for step in steps:
        path = base / step
        digest.update(step.encode() + b"\0" + (path.read_bytes() if path.is_file() else b"") + b"\0")
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
