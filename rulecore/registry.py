"""The registry of games: each game's static facts, and the plugins registered for it.

A game is described once, as data, by `spec/<game>/game.json` (its title, rule-ID
prefix, player counts, variants and optional features): the spec defines these,
so the reference engine and the harness read the same file instead of each
keeping a copy. The code that knows a game registers through entry points, one
group per side, so neither side imports the other: `conformance.games` for the
harness plugin (steps, builder, recipes) and `reference_impl.games` for the
reference engine's rules. Adding a game adds packages and entry points; nothing
here changes.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from .paths import features_dir, schemas_dir, spec_dir, spec_version

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

    @property
    def spec_dir(self) -> Path:
        return spec_dir() / self.id

    @property
    def features_dir(self) -> Path:
        return features_dir() / self.id

    @property
    def schemas_dir(self) -> Path:
        return schemas_dir() / self.id

    @property
    def spec_version(self) -> str:
        return spec_version(self.id)

    def owns(self, rule_id: str) -> bool:
        """Whether `rule_id` is one of this game's rule IDs (by its prefix)."""
        return rule_id.startswith(f"{self.rule_prefix}-") and RULE_ID_FULL.match(rule_id) is not None


def _read_info(path: Path) -> GameInfo:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return GameInfo(
        id=data["id"],
        title=data["title"],
        rule_prefix=data["rule_prefix"],
        players=tuple(data["players"]),
        variants=tuple(v["id"] for v in data.get("variants", [])),
        features=tuple(f["id"] for f in data.get("features", [])),
    )


@cache
def games() -> dict[str, GameInfo]:
    """Every game whose spec this copy of the suite carries, by id, in a stable order."""
    found = (_read_info(path) for path in sorted(spec_dir().glob("*/game.json")))
    return {info.id: info for info in found}


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
    for point in entry_points(group=group):
        if point.name not in games():
            raise LookupError(f"entry point {group}:{point.name} names no game of the spec")
        loaded[point.name] = point.load()
    return {game: loaded[game] for game in games() if game in loaded}
