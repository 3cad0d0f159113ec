"""The registry of games: each game's static facts, and the plugins registered for it.

A game is described once, as data, by `spec/<game>/game.json` (its title, rule-ID
prefix, player counts, variants and optional features): the spec defines these,
so the reference engine and the harness read the same file instead of each
keeping a copy. The code that knows a game registers through entry points, one
group per side, so neither side imports the other: `conformance.games` for the
harness plugin (steps, builder, recipes) and `reference_impl.games` for the
reference engine's rules. Adding a game adds packages and entry points; nothing
here changes.

A game's spec, features and schemas sit under a data root: the suite's own (the
wheel's data or the checkout, `paths.data_root`) for the games it carries, or
the folder of an outside game's package, registered under `rulecore.data` (the
entry point's object is the package, or a path). Entry points may also come
from the files named by the environment variable `RULECORE_ENTRY_POINTS`
(written as a wheel's `entry_points.txt`), so a game that is not installed (the
tests' tiny game, an outside game in development) registers the same way an
installed one does; `reload()` forgets what was read, after the variable changes.
"""

from __future__ import annotations

import configparser
import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

from .paths import data_root, spec_dir

DATA_GROUP = "rulecore.data"
"""The entry-point group of outside games' data roots, by game id."""
ENTRY_POINTS_VARIABLE = "RULECORE_ENTRY_POINTS"
"""Files of entry points to add to the installed ones, separated by `os.pathsep`."""

RULE_ID = r"[A-Z]{2,3}-\d+\.\d+\.\d+[a-z]?"
"""Any game's rule ID: `<prefix>-<chapter>.<section>.<rule>`, a letter suffix for a rule inserted later."""

RULE_ID_PATTERN = re.compile(RULE_ID)
RULE_ID_FULL = re.compile(rf"^{RULE_ID}$")


@dataclass(frozen=True)
class GameInfo:
    """One game's facts as its spec states them (spec/<game>/game.json)."""

    id: str
    title: str
    rule_prefix: str
    players: tuple[int, ...]
    variants: tuple[str, ...]
    features: tuple[str, ...]
    """Optional parts of the game's rules an engine may leave out (e.g. `solo`), claimed in `hello`."""
    root: Path
    """The data root holding the game's `spec/<id>/`, `features/<id>/` and `schemas/<id>/`."""

    @property
    def spec_dir(self) -> Path:
        return self.root / "spec" / self.id

    @property
    def features_dir(self) -> Path:
        return self.root / "features" / self.id

    @property
    def schemas_dir(self) -> Path:
        return self.root / "schemas" / self.id

    @property
    def spec_version(self) -> str:
        """The version of the game's rules specification (its VERSION file, explained by its CHANGELOG.md)."""
        return _version(self.spec_dir / "VERSION")

    def owns(self, rule_id: str) -> bool:
        """Whether `rule_id` is one of this game's rule IDs (by its prefix)."""
        return rule_id.startswith(f"{self.rule_prefix}-") and RULE_ID_FULL.match(rule_id) is not None


@cache
def _version(path: Path) -> str:
    return path.read_text(encoding="utf-8").strip()


def _read_info(path: Path, root: Path) -> GameInfo:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return GameInfo(
        id=data["id"],
        title=data["title"],
        rule_prefix=data["rule_prefix"],
        players=tuple(data["players"]),
        variants=tuple(v["id"] for v in data.get("variants", [])),
        features=tuple(f["id"] for f in data.get("features", [])),
        root=root,
    )


class _EntryPointsFile(configparser.ConfigParser):
    """The `entry_points.txt` format: INI sections by group, `name = module:attr` lines, names kept as written."""

    def optionxform(self, optionstr: str) -> str:
        return optionstr


@cache
def _extra_points() -> tuple[EntryPoint, ...]:
    """The entry points of the files `RULECORE_ENTRY_POINTS` names, in their order."""
    found: list[EntryPoint] = []
    for name in filter(None, os.environ.get(ENTRY_POINTS_VARIABLE, "").split(os.pathsep)):
        parser = _EntryPointsFile(delimiters=("=",), interpolation=None)
        with Path(name).open(encoding="utf-8") as f:
            parser.read_file(f)
        found += (EntryPoint(key, value, group) for group in parser.sections() for key, value in parser[group].items())
    return tuple(found)


def _points(group: str) -> list[EntryPoint]:
    """The entry points of `group`, installed and added; a game registered twice in a group is a mistake."""
    points = [*entry_points(group=group), *(p for p in _extra_points() if p.group == group)]
    names = [point.name for point in points]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise LookupError(f"entry point group {group} registers {', '.join(twice)} more than once")
    return points


def _data_root(point: EntryPoint) -> Path:
    """The folder an outside game's data entry point stands for: its package's folder, or the path it holds."""
    loaded = point.load()
    if isinstance(loaded, ModuleType):
        assert loaded.__file__ is not None, f"{point.value} is a package with files"
        return Path(loaded.__file__).resolve().parent
    return Path(loaded).resolve()


@cache
def games() -> dict[str, GameInfo]:
    """Every game whose spec this copy of the suite carries, then the outside games, by id, in a stable order."""
    found = [_read_info(path, data_root()) for path in sorted(spec_dir().glob("*/game.json"))]
    for point in sorted(_points(DATA_GROUP), key=lambda p: p.name):
        root = _data_root(point)
        path = root / "spec" / point.name / "game.json"
        if not path.is_file():
            raise LookupError(
                f"entry point {DATA_GROUP}:{point.name} names {root}, which has no spec/{point.name}/game.json"
            )
        found.append(_read_info(path, root))
    known: dict[str, GameInfo] = {}
    for game in found:
        if game.id in known:
            raise LookupError(f"the game {game.id!r} is defined twice: under {known[game.id].root} and {game.root}")
        known[game.id] = game
    return known


def reload() -> None:
    """Forget the games and entry points read so far (after `RULECORE_ENTRY_POINTS` changes)."""
    for cached in (_extra_points, games, _version, *_LISTENERS):
        cached.cache_clear()


_LISTENERS: list[Any] = []
"""Caches elsewhere built from the registry (the plugins of each side, the schemas), cleared by `reload()`."""
CachedT = TypeVar("CachedT", bound=Callable[..., Any])


def on_reload(cached: CachedT) -> CachedT:
    """Register a `functools.cache`d function to be cleared by `reload()`; returns it (a decorator)."""
    _LISTENERS.append(cached)
    return cached


def info(game: str) -> GameInfo:
    """One game's facts; a KeyError names the games there are."""
    known = games()
    if game not in known:
        raise KeyError(f"unknown game {game!r}; the spec defines {', '.join(known) or 'none'}")
    return known[game]


def game_of_rule(rule_id: str) -> GameInfo | None:
    """The game a rule ID belongs to, by its prefix."""
    return next((g for g in games().values() if g.owns(rule_id)), None)


def plugins(group: str) -> dict[str, Any]:
    """The objects registered under an entry-point group, by game id, for the games the spec defines.

    An entry point whose name is not a game of the spec is a packaging mistake and is
    reported as one rather than ignored.
    """
    loaded: dict[str, Any] = {}
    for point in _points(group):
        if point.name not in games():
            raise LookupError(f"entry point {group}:{point.name} names no game of the spec")
        loaded[point.name] = point.load()
    return {game: loaded[game] for game in games() if game in loaded}
