"""The framework holds any number of games: each plugs in through the registry, and the generic code names none.

These are the structural promises of spec/decision-model.md's framework and the
"Adding a game" page: every registered game supplies the whole harness and engine
interface; the generic harness, the docs hooks and the reference engine's
dispatcher never mention a game; the engine never imports the harness; and no
module of the harness grows past a readable size.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from conformance.games import GamePlugin, registered
from reference_impl.games import Position, Rules
from reference_impl.games import registered as engine_games
from rulecore.registry import games

ROOT = Path(__file__).resolve().parents[2]
GENERIC = [
    *sorted((ROOT / "rulecore").glob("*.py")),
    *sorted((ROOT / "reference_impl").glob("*.py")),
    *sorted(p for p in (ROOT / "conformance").rglob("*.py") if "games" not in p.relative_to(ROOT).parts[1:2]),
    *sorted((ROOT / "conformance" / "games").glob("*.py")),
    *sorted((ROOT / "docs" / "hooks").glob("*.py")),
]
"""Modules that serve every game: the core, the engine's dispatcher and server, the harness outside
conformance/games/<game>/, and the rules site's hooks."""
MAX_HARNESS_LINES = 600


def test_the_spec_the_engine_and_the_harness_register_the_same_games() -> None:
    assert list(games())
    assert set(registered()) == set(engine_games()) == set(games())


@pytest.mark.parametrize("game", list(registered()))
def test_every_harness_plugin_supplies_the_whole_interface(game: str) -> None:
    plugin = registered()[game]
    assert isinstance(plugin, GamePlugin)
    assert plugin.info == games()[game]
    assert plugin.suite_module.is_file(), "the game's pytest module collects its scenarios"
    assert plugin.info.features_dir.is_dir() and plugin.info.spec_dir.is_dir() and plugin.info.schemas_dir.is_dir()
    assert all(name.isidentifier() for name in plugin.hidden_fields)


@pytest.mark.parametrize("game", list(engine_games()))
def test_every_reference_game_supplies_the_engine_interface(game: str) -> None:
    rules = engine_games()[game]
    assert isinstance(rules, Rules)
    assert rules.info == games()[game]
    claims = rules.claims()
    assert set(claims["players"]) <= set(rules.info.players)
    assert set(claims["variants"]) <= set(rules.info.variants)
    position = rules.new_game(claims["players"][-1], 1, {})
    assert isinstance(position, Position)
    assert position.to_json()["game"] == game


def _words_naming(game: str) -> list[tuple[str, re.RegexFlag]]:
    """A game's id, package name and title in any case, and its rule prefix as rule IDs write it."""
    info = games()[game]
    words = [info.id, info.id.replace("-", "_"), info.title]
    return [*((w, re.IGNORECASE) for w in words), (f"{info.rule_prefix}-", re.NOFLAG)]


@pytest.mark.parametrize("path", GENERIC, ids=lambda p: str(p.relative_to(ROOT)))
def test_generic_modules_name_no_game(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    found = [
        f"{word!r} (line {text[: match.start()].count(chr(10)) + 1})"
        for game in games()
        for word, flags in _words_naming(game)
        for match in re.finditer(rf"(?<![\w-]){re.escape(word)}", text, flags)
    ]
    assert not found, f"{path.relative_to(ROOT)} names a game: {', '.join(found[:5])}"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_the_reference_engine_never_imports_the_harness() -> None:
    offenders = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "reference_impl").rglob("*.py")
        if any(name == "conformance" or name.startswith("conformance.") for name in _imports(path))
    ]
    assert offenders == []


def test_the_harness_imports_the_reference_engine_only_in_its_in_process_adapter() -> None:
    offenders = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "conformance").rglob("*.py")
        if path.name != "engine.py"
        and any(name == "reference_impl" or name.startswith("reference_impl.") for name in _imports(path))
    ]
    assert offenders == []


def test_no_harness_module_is_longer_than_it_can_be_read() -> None:
    long = {
        str(p.relative_to(ROOT)): n
        for p in (ROOT / "conformance").rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_HARNESS_LINES
    }
    assert long == {}


def _sibling_imports(package: Path) -> dict[str, set[str]]:
    """Each module of `package` -> the modules of the same package it imports, at the top or inside a function."""
    names = {p.stem for p in package.glob("*.py")}
    dotted = ".".join(package.relative_to(ROOT).parts) + "."
    graph: dict[str, set[str]] = {}
    for path in package.glob("*.py"):
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom):
                continue
            if node.level == 1:
                found |= {node.module.split(".")[0]} if node.module else {a.name for a in node.names}
            elif node.level == 0 and node.module and node.module.startswith(dotted):
                found.add(node.module.removeprefix(dotted).split(".")[0])
        graph[path.stem] = found & names - {"__init__"}
    return graph


def _a_circle(graph: dict[str, set[str]]) -> list[str] | None:
    """A chain of imports that comes back to where it started, or None (a depth-first walk)."""
    done: set[str] = set()

    def walk(module: str, path: list[str]) -> list[str] | None:
        for imported in sorted(graph[module]):
            if imported in path:
                return [*path[path.index(imported) :], imported]
            if imported not in done and (found := walk(imported, [*path, imported])):
                return found
        done.add(module)
        return None

    return next((c for m in sorted(graph) if (c := walk(m, [m]))), None)


@pytest.mark.parametrize(
    "package",
    [
        p
        for side in ("reference_impl", "conformance/games")
        for p in sorted((ROOT / side).iterdir())
        if (p / "__init__.py").exists() and p.name != "__pycache__"
    ],
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_no_game_package_imports_in_a_circle(package: Path) -> None:
    """Imports inside a game's package run one way (the frame table and the rules it calls included),
    so no module needs a late import to break a circle (issue #37)."""
    assert _a_circle(_sibling_imports(package)) is None, (
        f"an import circle: {' -> '.join(_a_circle(_sibling_imports(package)) or [])}"
    )
