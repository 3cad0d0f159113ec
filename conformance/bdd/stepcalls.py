"""pytest-bdd's work (and some of pytest's) for each step of each scenario, done once where its answer cannot
change, or skipped where it changes nothing:

- `inspect.signature` of the step function, twice a step (to filter the parsed arguments, and for the fixtures
  it needs): a function's signature is fixed once it is defined, so `signature` here keeps it per function
  (weakly, so a step function that goes away takes its entry with it).
- parsing a step's arguments out of its text (the `parse` library matches the text and converts every field) and
  listing the step function's required arguments: the same definition given the same text yields the same
  arguments, so `parse_step_arguments` keeps them per definition and text, when every value is an immutable
  scalar (a string, a number, a truth value or None) that no step can change; anything else is parsed each time.
  Each step gets a dict of its own.
- rendering the scenario's texts (its name, each step's text and data table cells) with its example's values:
  pytest-bdd runs a regular-expression substitution with a fresh function on every text, though only a text
  that holds a `<` can hold a parameter; `render_string` returns any other text as it is.
- listing a fixture function's required arguments, which pytest does (through `inspect.signature`) for every
  fixture it defines while a test runs: the `request` fixture, made afresh each time a fixture or step asks for
  it (about four times a test), and every step's target fixture. Those functions are lambdas made anew each
  time from one code object; for a plain function with no attributes of its own (nothing that could stand in
  for its signature or wrap it), the answer follows from its code object, how many positional defaults it has
  and which keyword-only ones, so `getfuncargnames` keeps it per those. That was about 5 % of the harness's
  own time per test (pytest itself, not pytest-bdd, but the same kind of work).
- rendering a step's data table for the scenario: pytest-bdd deep-copies the parsed table (every cell's
  location object included) and then replaces each cell's text. `render_datatable` builds the new rows and cells
  and shares the locations, which nothing changes: 1,300 deep copies were 8 of a profiled run's 76 s.

The answers are the same objects or equal ones (tests/harness/test_stepcalls.py compares them with pytest-bdd's
and pytest's own for every step, fixture and data table of the suite). `StepCalls` installs them for the pytest-bdd
and pytest releases this module was checked against (`TESTED`, `PYTEST_TESTED`), for as long as the session runs;
with any other release both run as they are.
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
from collections.abc import Callable, Mapping
from types import FunctionType, ModuleType
from typing import Any
from weakref import WeakKeyDictionary

from . import releases
from .standins import StandIns

TESTED = ("9.0",)
"""pytest-bdd releases (major.minor) whose `signature` use, `parse_step_arguments`, `get_required_args`,
`render_string` and `Step.render_datatable` this module reproduces."""

PYTEST_TESTED = ("9",)
"""pytest releases (major) whose `getfuncargnames` this module reproduces."""
SIGNATURE = "signature"
"""The name pytest-bdd's scenario and utils modules call `inspect.signature` by."""
RENDER = "render_datatable"
TEXT = "render_string"
PARSE = "parse_step_arguments"
REQUIRED = "get_required_args"
ARGNAMES = "getfuncargnames"
"""The name pytest's fixtures module calls `_pytest.compat.getfuncargnames` by."""
SCALARS = (str, int, float, bool, type(None))
"""The types of argument values kept between steps: nothing a step function is given can change them."""
_scenario: ModuleType = importlib.import_module("pytest_bdd.scenario")
_utils: ModuleType = importlib.import_module("pytest_bdd.utils")
_parser: ModuleType = importlib.import_module("pytest_bdd.parser")
_gherkin: ModuleType = importlib.import_module("pytest_bdd.gherkin_parser")
_fixtures: ModuleType = importlib.import_module("_pytest.fixtures")
_ORIGINAL_SIGNATURE: Callable[..., inspect.Signature] = inspect.signature
_ORIGINAL_RENDER: Any = _parser.Step.__dict__[RENDER]
_ORIGINAL_TEXT: Callable[[str, Mapping[str, object]], str] = getattr(_parser, TEXT)
_ORIGINAL_PARSE: Callable[..., dict[str, object]] = getattr(_scenario, PARSE)
_ORIGINAL_REQUIRED: Callable[[Callable[..., object]], list[str]] = getattr(_scenario, REQUIRED)
_SIGNATURES: WeakKeyDictionary[Callable[..., Any], inspect.Signature] = WeakKeyDictionary()
_PARSED: WeakKeyDictionary[Any, dict[str, tuple[object, dict[str, object]]]] = WeakKeyDictionary()
"""Per step parser, per step text: the converters of the definition that parsed it, and the arguments (a context
itself is a dataclass that cannot be a key; a definition's parser and converters are its own)."""
_REQUIRED: WeakKeyDictionary[Callable[..., object], tuple[str, ...]] = WeakKeyDictionary()
_ORIGINAL_ARGNAMES: Callable[..., tuple[str, ...]] = getattr(_fixtures, ARGNAMES)
_ARGNAMES: dict[tuple[object, int, frozenset[str]], tuple[str, ...]] = {}
"""Per (code object, number of positional defaults, keyword-only defaults): the required argument names. The
suite's functions come from a few hundred code objects, so this stays small."""


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


def render_string(text: str, context: Mapping[str, object]) -> str:
    """What pytest-bdd's `render_string` returns: `text` with each `<name>` the context holds replaced."""
    return _ORIGINAL_TEXT(text, context) if "<" in text else text


def parse_step_arguments(step: Any, context: Any) -> dict[str, object]:
    """What pytest-bdd's `parse_step_arguments` returns, parsed once per definition and text."""
    try:
        converters, parsed = _PARSED[context.parser][step.name]
    except (KeyError, TypeError):  # not parsed yet, or a parser that takes no weak reference
        pass
    else:
        if converters is context.converters:
            return dict(parsed)
    found = _ORIGINAL_PARSE(step=step, context=context)
    if all(type(value) in SCALARS for value in found.values()):
        with contextlib.suppress(TypeError):
            _PARSED.setdefault(context.parser, {})[step.name] = (context.converters, dict(found))
    return found


def get_required_args(func: Callable[..., object]) -> list[str]:
    """What pytest-bdd's `get_required_args` returns (the arguments without defaults), worked out once per
    function."""
    try:
        return list(_REQUIRED[func])
    except (KeyError, TypeError):
        pass
    found = _ORIGINAL_REQUIRED(func)
    with contextlib.suppress(TypeError):
        _REQUIRED[func] = tuple(found)
    return found


def getfuncargnames(function: Callable[..., object], *, name: str = "", cls: type | None = None) -> tuple[str, ...]:
    """What pytest's `getfuncargnames` returns, worked out once per code object for a plain function.

    Only a plain function with an empty `__dict__` is kept: an attribute could be a `__signature__`, a
    `__wrapped__` or mock's `patchings`, each of which changes the answer; with `cls`, the answer depends on the
    class too. Anything else is asked of pytest each time.
    """
    if cls is not None or type(function) is not FunctionType or function.__dict__:
        return _ORIGINAL_ARGNAMES(function, name=name, cls=cls)
    key = (function.__code__, len(function.__defaults__ or ()), frozenset(function.__kwdefaults__ or ()))
    found = _ARGNAMES.get(key)
    if found is None:
        found = _ARGNAMES[key] = _ORIGINAL_ARGNAMES(function, name=name)
    return found


def render_datatable(datatable: Any, context: Mapping[str, object]) -> Any:
    """What pytest-bdd's `Step.render_datatable` returns: a table of new rows and cells, the cells' text rendered."""
    render = render_string
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
    tested = releases.tested("pytest-bdd", TESTED) and releases.tested("pytest", PYTEST_TESTED)
    return tested and STAND_INS.untouched()  # untouched: every name is there, as the library's or ours


STAND_INS = StandIns(
    [
        (_scenario, SIGNATURE, signature),
        (_utils, SIGNATURE, signature),
        (_scenario, PARSE, parse_step_arguments),
        (_parser, TEXT, render_string),
        (_scenario, REQUIRED, get_required_args),
        (_parser.Step, RENDER, staticmethod(render_datatable)),
        (_fixtures, ARGNAMES, getfuncargnames),
    ]
)


def install(owner: object) -> bool:
    """Use the cheap versions while `owner` runs; False (and nothing changed) for a release this was not checked
    with."""
    if not supported():
        return False
    STAND_INS.hold(owner)
    return True


def uninstall(owner: object) -> None:
    """pytest-bdd's own versions again, once the last session that installed the cheap ones is over."""
    STAND_INS.release(owner)


class StepCalls:
    """A pytest plugin: the cheap step calls from its registration to the session's end."""

    def __init__(self) -> None:
        self.installed = install(self)

    def pytest_unconfigure(self, config: object) -> None:
        if self.installed:
            uninstall(self)
