"""Registering games that are not installed, for a test: the registry's `RULECORE_ENTRY_POINTS`, set and unset.

An outside game in development does the same by exporting the variable; a test
sets it only for as long as it needs the game, so every other test sees the
installed games alone, and child processes (a stdio engine, a CLI run) inherit it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from rulecore import registry
from tests.tiny_game import ENTRY_POINTS


@contextmanager
def registered(*files: Path) -> Iterator[None]:
    """The entry points of `files` (entry_points.txt format) added to the installed ones while the block runs."""
    before = os.environ.get(registry.ENTRY_POINTS_VARIABLE)
    os.environ[registry.ENTRY_POINTS_VARIABLE] = os.pathsep.join(str(f) for f in files)
    registry.reload()
    try:
        yield
    finally:
        if before is None:
            del os.environ[registry.ENTRY_POINTS_VARIABLE]
        else:
            os.environ[registry.ENTRY_POINTS_VARIABLE] = before
        registry.reload()


@pytest.fixture
def tiny_game() -> Iterator[str]:
    """Pig (tests/tiny_game/) registered for one test; its id. Use with `pytest.mark.usefixtures`.

    One test, not one module: a module-wide registration leaked into the module's later tests, whose child
    engines inherited the variable and failed to import the game from their own working folder."""
    with registered(ENTRY_POINTS):
        yield "pig"
