"""Games found under other data roots: an outside game's spec, features and schemas sit in its own package.

The registry reads the suite's own games from its data root and an outside game's
from the folder its `rulecore.data` entry point names; entry points written in a
file named by `RULECORE_ENTRY_POINTS` count as installed ones. These tests make a
game folder in a temporary package and register it that way.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulecore import registry, schemas
from rulecore.paths import data_root
from tests.outside_games import registered


def _package(tmp_path: Path, name: str, game: str) -> Path:
    """A package `name` whose folder holds spec/<game>/game.json and a schema of the game's."""
    root = tmp_path / name
    (root / "spec" / game).mkdir(parents=True)
    (root / "schemas" / game).mkdir(parents=True)
    (root / "__init__.py").write_text("")
    facts = {"id": game, "title": "Outside", "rule_prefix": "OG", "players": [2]}
    (root / "spec" / game / "game.json").write_text(json.dumps(facts))
    (root / "spec" / game / "VERSION").write_text("0.0.7\n")
    (root / "schemas" / game / "action.schema.json").write_text(json.dumps({"type": "object", "required": ["type"]}))
    return root


def _points(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "entry_points.txt"
    path.write_text(text)
    return path


@pytest.fixture
def importable(tmp_path: Path) -> Iterator[Path]:
    sys.path.insert(0, str(tmp_path))
    yield tmp_path
    sys.path.remove(str(tmp_path))
    for name in [m for m in sys.modules if m.startswith("outside_pkg")]:
        del sys.modules[name]


def test_an_outside_game_is_read_from_its_own_package(importable: Path) -> None:
    root = _package(importable, "outside_pkg", "outside")
    with registered(_points(importable, "[rulecore.data]\noutside = outside_pkg\n")):
        game = registry.info("outside")
        assert game.root == root.resolve()
        assert game.spec_dir == root.resolve() / "spec" / "outside"
        assert game.spec_version == "0.0.7"
        assert schemas.folder_path("outside") == root.resolve() / "schemas" / "outside"
        assert schemas.first_problem("outside", "action.schema.json", {}) is not None
        assert schemas.first_problem("outside", "action.schema.json", {"type": "x"}) is None
        assert registry.info("loyang").root == data_root(), "the suite's own games stay at its root"
    assert "outside" not in registry.games(), "the game is gone once the variable is unset"


def test_a_game_registered_twice_is_refused(importable: Path) -> None:
    _package(importable, "outside_pkg", "loyang")
    points = _points(importable, "[rulecore.data]\nloyang = outside_pkg\n")
    with registered(points), pytest.raises(LookupError, match="defined twice"):
        registry.games()


def test_a_data_root_without_the_games_facts_is_refused(importable: Path) -> None:
    _package(importable, "outside_pkg", "outside")
    points = _points(importable, "[rulecore.data]\nelsewhere = outside_pkg\n")
    with registered(points), pytest.raises(LookupError, match=r"no spec/elsewhere/game\.json"):
        registry.games()


def test_a_plugin_registered_twice_is_refused(importable: Path) -> None:
    text = "[conformance.games]\nloyang = conformance.games.loyang:plugin\n"
    with registered(_points(importable, text)), pytest.raises(LookupError, match="registers loyang more than once"):
        registry.plugins("conformance.games")
