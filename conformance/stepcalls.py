"""pytest-bdd's work for each step of each scenario, done once where its answer cannot change.

Two things pytest-bdd 9 does afresh at every step were a fifth of a whole in-process run's time here:

- `inspect.signature` of the step function, twice a step (to filter the parsed arguments, and for the fixtures
  it needs): a function's signature is fixed once it is defined, so `signature` here keeps it per function
  (weakly, so a step function that goes away takes its entry with it).
- rendering a step's data table for the scenario: pytest-bdd deep-copies the parsed table (every cell's
  location object included) and then replaces each cell's text. `render_datatable` builds the new rows and cells
  and shares the locations, which nothing changes: 1,300 deep copies were 8 of a profiled run's 76 s.

The answers are the same objects or equal ones (tests/harness/test_stepcalls.py compares both with pytest-bdd's
own for every data table of the suite). `StepCalls` installs both for a pytest-bdd this module was checked
against (`TESTED`), for as long as the session runs; with any other release pytest-bdd runs as it is.
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
from collections.abc import Callable, Mapping
from importlib import metadata
from types import ModuleType
from typing import Any
from weakref import WeakKeyDictionary

TESTED = ("9.0",)
"""pytest-bdd releases (major.minor) whose `signature` use and `Step.render_datatable` this module reproduces."""

SIGNATURE = "signature"
"""The name pytest-bdd's scenario and utils modules call `inspect.signature` by."""
RENDER = "render_datatable"
_scenario: ModuleType = importlib.import_module("pytest_bdd.scenario")
_utils: ModuleType = importlib.import_module("pytest_bdd.utils")
_parser: ModuleType = importlib.import_module("pytest_bdd.parser")
_gherkin: ModuleType = importlib.import_module("pytest_bdd.gherkin_parser")
_ORIGINAL_SIGNATURE: Callable[..., inspect.Signature] = inspect.signature
_ORIGINAL_RENDER: Any = _parser.Step.__dict__[RENDER]
_SIGNATURES: WeakKeyDictionary[Callable[..., Any], inspect.Signature] = WeakKeyDictionary()
_INSTALLED: list[object] = []
"""The sessions that installed the cheap calls and are still running (pytest may run one inside another)."""


def signature(func: Callable[..., Any]) -> inspect.Signature:
    """`inspect.signature(func)`, worked out once per function."""
    try:
        return _SIGNATURES[func]
    except (KeyError, TypeError):  # not seen yet, or an object that takes no weak reference
        pass
    found = _ORIGINAL_SIGNATURE(func)
    with contextlib.suppress(TypeError):
        _SIGNATURES[func] = found
    return found


def render_datatable(datatable: Any, context: Mapping[str, object]) -> Any:
    """What pytest-bdd's `Step.render_datatable` returns: a table of new rows and cells, the cells' text rendered."""
    render = _parser.render_string
    rows = [
        _gherkin.Row(
            id=row.id,
            location=row.location,
            cells=[_gherkin.Cell(location=cell.location, value=render(cell.value, context)) for cell in row.cells],
        )
        for row in datatable.rows
    ]
    return _gherkin.DataTable(location=datatable.location, rows=rows)


def supported() -> bool:
    """Is the installed pytest-bdd one whose step calls this module was checked against?"""
    release = metadata.version("pytest-bdd").split(".")
    current = _parser.Step.__dict__.get(RENDER)
    rendering = getattr(current, "__func__", None) in (_ORIGINAL_RENDER.__func__, render_datatable)
    return ".".join(release[:2]) in TESTED and rendering and hasattr(_scenario, SIGNATURE)


def install(owner: object) -> bool:
    """Use the cheap versions in pytest-bdd; False (and nothing changed) for a release this was not checked with."""
    if not supported():
        return False
    _INSTALLED.append(owner)
    setattr(_scenario, SIGNATURE, signature)
    setattr(_utils, SIGNATURE, signature)
    setattr(_parser.Step, RENDER, staticmethod(render_datatable))
    return True


def uninstall(owner: object) -> None:
    """pytest-bdd's own versions again, once the last session that installed the cheap ones is over."""
    if owner in _INSTALLED:
        _INSTALLED.remove(owner)
    if _INSTALLED:
        return
    setattr(_scenario, SIGNATURE, _ORIGINAL_SIGNATURE)
    setattr(_utils, SIGNATURE, _ORIGINAL_SIGNATURE)
    setattr(_parser.Step, RENDER, _ORIGINAL_RENDER)


class StepCalls:
    """A pytest plugin: the cheap step calls from its registration to the session's end."""

    def __init__(self) -> None:
        self.installed = install(self)

    def pytest_unconfigure(self, config: object) -> None:
        if self.installed:
            uninstall(self)
