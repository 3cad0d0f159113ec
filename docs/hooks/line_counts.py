"""Line counts for hand-written pages: `{{ lines: <path> }}` and `{{ line_table: <path> }}`, filled at build time.

The "Adding a game" page walks through the tiny game of tests/ file by file and
says what each part took; the numbers are counted here when the site is built,
so the page stays true as the files change. A path is relative to the checkout;
a folder counts every file under it (compiled caches left out). A path that does
not exist fails the build, naming it.
"""

from __future__ import annotations

import re
from pathlib import Path

PLACEHOLDER = re.compile(r"\{\{ (lines|line_table): ([\w./-]+) \}\}")
SKIPPED = ("__pycache__",)


def _files(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    return sorted(p for p in path.rglob("*") if p.is_file() and not set(p.parts) & set(SKIPPED))


def count(path: Path) -> int:
    """Lines of a file, or of every file under a folder."""
    if not path.exists():
        raise FileNotFoundError(f"a line count names {path}, which does not exist")
    return sum(len(p.read_text(encoding="utf-8").splitlines()) for p in _files(path))


def table(root: Path, folder: str) -> str:
    """A Markdown table of `folder`'s parts (each file and each sub-folder at its top), with files and lines."""
    base = root / folder
    rows = ["| part | files | lines |", "|---|---:|---:|"]
    for part in sorted(base.iterdir()):
        if part.name in SKIPPED:
            continue
        name = f"`{part.relative_to(base).as_posix()}{'/' if part.is_dir() else ''}`"
        rows.append(f"| {name} | {len(_files(part))} | {count(part)} |")
    rows.append(f"| **all of `{folder}/`** | **{len(_files(base))}** | **{count(base)}** |")
    return "\n".join(rows)


def fill(markdown: str, root: Path) -> str:
    """`markdown` with every placeholder replaced by its count or table."""

    def one(match: re.Match[str]) -> str:
        kind, path = match.groups()
        return table(root, path) if kind == "line_table" else str(count(root / path))

    return PLACEHOLDER.sub(one, markdown)
