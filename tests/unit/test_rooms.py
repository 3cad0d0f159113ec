"""The harness's rooms: every import points down the room order, and the contributors' page shows that order.

`conformance/` is laid out by concern (docs/adding-a-game.md, "Where a change to the harness goes"). The order
is derived here from the imports themselves: a room that imports another comes after it. A cycle between rooms
is an arrow back up and fails; so does an import that contradicts the order the page's table gives, so the page
stays true as the harness grows.
"""

from __future__ import annotations

import ast
import re
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "conformance"
FACE = {"__init__.py", "__main__.py"}
PAGE = ROOT / "docs" / "adding-a-game.md"


def _target(module: str, is_package: bool, node: ast.ImportFrom) -> list[str]:
    """The absolute conformance modules an import names (a `from x import sub` may name a submodule)."""
    if node.level:
        base = module.split(".") if is_package else module.split(".")[:-1]
        base = base[: len(base) - (node.level - 1)]
        stem = ".".join(base + ([node.module] if node.module else []))
    else:
        stem = node.module or ""
    return [f"{stem}.{alias.name}" for alias in node.names] if stem.startswith("conformance") else []


def imports(root: Path = ROOT) -> list[tuple[str, str, str]]:
    """(importing room, imported room, file) for every import of one room's module from another room."""
    package = root / "conformance"
    found = []
    for path in sorted(package.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        is_package = parts[-1] == "__init__"
        module = ".".join(parts[:-1] if is_package else parts)
        room = parts[1] if len(parts) > 2 else None  # a module of the root: the face
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom):
                names = _target(module, is_package, node)
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names if alias.name.startswith("conformance.")]
            for name in names:
                target = name.split(".")
                into = target[1] if len(target) > 2 and (package / target[1]).is_dir() else None
                if room and into and into != room:
                    found.append((room, into, str(path.relative_to(root))))
    return found


def rooms() -> list[str]:
    return sorted(p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists())


def page_order() -> list[str]:
    """The rooms in the order the contributors' page lists them, lowest first."""
    section = PAGE.read_text(encoding="utf-8").split("## 7. Where a change to the harness goes", 1)[1]
    return re.findall(r"^\| `([a-z_]+)/` \|", section, flags=re.MULTILINE)


def test_the_root_holds_only_the_face_and_the_rooms() -> None:
    strays = [p.name for p in PACKAGE.iterdir() if p.suffix == ".py" and p.name not in FACE]
    strays += [p.name for p in PACKAGE.iterdir() if p.is_dir() and p.name != "__pycache__" and p.name not in rooms()]
    assert not strays, f"conformance/ holds modules outside every room: {strays}"


def test_the_face_imports_no_room() -> None:
    face = ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8"))
    assert not [n for n in ast.walk(face) if isinstance(n, ast.Import | ast.ImportFrom)]


def test_the_rooms_have_an_order() -> None:
    """Derive the order from the imports: a cycle means some import points back up."""
    graph: dict[str, set[str]] = {room: set() for room in rooms()}
    for room, into, _ in imports():
        graph[room].add(into)
    try:
        order = list(TopologicalSorter(graph).static_order())
    except CycleError as cycle:
        pytest.fail(f"the rooms import each other in a circle: {' -> '.join(cycle.args[1])}")
    assert set(order) == set(rooms())


def test_every_import_points_down_the_documented_order() -> None:
    order = page_order()
    assert sorted(order) == rooms(), "the contributors' page lists exactly the rooms, once each"
    rank = {room: i for i, room in enumerate(order)}
    upward = sorted({f"{file}: {room} imports {into}" for room, into, file in imports() if rank[into] > rank[room]})
    assert not upward, "imports that point up the room order:\n" + "\n".join(upward)


def test_the_check_sees_an_arrow_back_up(tmp_path: Path) -> None:
    """The derivation itself: relative, absolute and submodule imports from a lower room into a higher one are
    all found, and an import within a room or from the face is not."""
    files = {
        "conformance/__init__.py": "",
        "conformance/runner/__init__.py": "",
        "conformance/runner/plugin.py": "from ..reports import html\nfrom .. import DISTRIBUTION\n",
        "conformance/reports/__init__.py": "",
        "conformance/reports/html.py": "from ..runner.plugin import engine_command\nfrom . import junit\n",
        "conformance/reports/junit.py": "import conformance.runner.plugin\nfrom conformance.runner import plugin\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    assert sorted(imports(tmp_path)) == [
        ("reports", "runner", "conformance/reports/html.py"),
        ("reports", "runner", "conformance/reports/junit.py"),
        ("reports", "runner", "conformance/reports/junit.py"),
        ("runner", "reports", "conformance/runner/plugin.py"),
    ]
