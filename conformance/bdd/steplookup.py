"""pytest-bdd's step lookup made cheap: the same step definitions, in the same order, found without asking
pytest about every fixture of the session for every step.

pytest-bdd 9 finds the definition of a step by going through every fixture name the session holds and asking
pytest which of that name's definitions the scenario can see (`pytest_bdd.scenario.find_fixturedefs_for_step`);
only then does it look whether a definition is a step definition of the step's type whose parser matches the
step's text. With the suite's several hundred step definitions (both games' modules sit in one session) that
walk was three quarters of a scenario's time in-process: a pytest visibility query for ~500 names per step.

Only a name that holds some step definition whose type and parser fit the step can yield anything, wherever
that definition is visible. So `StepIndex` keeps, per fixture manager, the names that hold step definitions
(in the registry's order) and, per step type and text, the names whose definitions fit (a parser is asked only
when the step's text holds a word its pattern spells out, begins with the text the pattern begins with and holds
the longest piece of literal text the pattern has); the lookup asks pytest about those
few names alone and then filters exactly as pytest-bdd does (visibility, step type, parser), so it
yields what pytest-bdd's own lookup yields, in its order. A test compares the two for every step of the suite.

The index is never used stale. It is rebuilt when the list of fixture names changes or a fixture whose
function is a step definition is registered: pytest registers every fixture through the fixture manager's
`_register_fixture` (pytest-bdd's `inject_fixture` too), which the index wraps to count those. A name that
stops holding step definitions can only make the index list a name that then yields nothing, which costs a
query and changes no result. A fixture manager without an index (another session in the same process) gets
pytest-bdd's own lookup.

`get_step_function` then picks the definition pytest-bdd's own choice would pick, without the temporary fixture
pytest-bdd registers, resolves and removes for every step.

`StepLookup` replaces pytest-bdd's functions (through conformance/bdd/standins.py) only for a pytest-bdd whose
lookup this module was checked against (`TESTED`); for any other version the suite runs with pytest-bdd's own
lookup, only slower.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Iterator
from types import ModuleType
from typing import Any
from weakref import WeakKeyDictionary

import pytest
from pytest_bdd import parsers
from pytest_bdd.compat import get_fixture_names, getfixturedefs
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry

from . import releases
from .standins import StandIns

TESTED = ("9.0",)
"""pytest-bdd releases (major.minor) whose `find_fixturedefs_for_step` this lookup reproduces."""

# The module, not `pytest_bdd.scenario` the decorator, which the package exports under the same name.
bdd_scenario: ModuleType = importlib.import_module("pytest_bdd.scenario")
KINDS = ("given", "when", "then")
UNTYPED = ""
"""The index's key for definitions without a type, the only ones a step of another kind can use."""
LOOKUP = "find_fixturedefs_for_step"
CHOOSE = "get_step_function"
WORD = re.compile(r"[a-z0-9]+")
"""A word of a lower-cased step text, as the index files definitions by them."""
Lookup = Callable[[Any, Any, Any], Iterable[Any]]
_ORIGINAL: Lookup = getattr(bdd_scenario, LOOKUP)
_ORIGINAL_CHOOSE: Callable[..., StepFunctionContext | None] = getattr(bdd_scenario, CHOOSE)
Entry = tuple[str, StepFunctionContext, str | None, str]
"""A definition as the index holds it: its fixture name, its context, and its `literals`."""
_INDEXES: WeakKeyDictionary[Any, StepIndex] = WeakKeyDictionary()


def literals(context: StepFunctionContext) -> tuple[str | None, str]:
    """What text every step this definition's parser matches must hold: its beginning and one piece anywhere.

    The first is the lower-cased ASCII text the step must begin with, or None if unknown; the second a lower-cased
    ASCII piece the step must contain ("" if none is known). A `string` parser matches its text exactly; a
    `parse` or `cfparse` parser matches its format whole, the text outside the braces literally (without regard to
    case, by default); a regular expression matches whole too, so the characters its top level spells one after
    another, outside any group, branch or repeat, are in every text it matches. Lower-casing both sides keeps the
    test loose enough for case-blind patterns, and only ASCII pieces are kept because only there does lower-casing
    agree with how `re` folds case.
    """
    parser = context.parser
    if isinstance(parser, parsers.string):
        pieces = [parser.name]
    elif isinstance(parser, parsers.parse):  # cfparse too
        pieces = [] if "{{" in parser.name or "}}" in parser.name else re.split(r"\{[^{}]*\}", parser.name)
    elif isinstance(parser, parsers.re):
        pieces = _regex_pieces(parser.regex)
    else:
        return None, ""
    if not pieces:
        return None, ""
    prefix = pieces[0].lower() if pieces[0].isascii() else None
    anchor = max((p for p in pieces if p.isascii()), key=len, default="").lower()
    return prefix, anchor


def _regex_pieces(regex: re.Pattern[str]) -> list[str]:
    """The runs of literal characters at the top level of `regex`, the first being what it begins with ("" if
    it begins otherwise); none for a pattern the parser of this Python reads differently."""
    try:
        parsed = re._parser.parse(regex.pattern, regex.flags)  # type: ignore[attr-defined]
    except Exception:  # a private module: any surprise only means no filter
        return []
    literal, at = re._constants.LITERAL, re._constants.AT  # type: ignore[attr-defined]
    pieces, run = [], []
    for n, (op, value) in enumerate(parsed):
        if op is literal:
            run.append(chr(value))
        elif op is at and n == 0:
            continue  # a leading ^ or \A: the match begins at the start anyway
        else:
            pieces.append("".join(run))
            run = []
    pieces.append("".join(run))
    return pieces


def _sure_words(prefix: str | None, anchor: str) -> set[str]:
    """The words every (ASCII) step a definition with these literals fits holds whole, lower-cased.

    A word inside the anchor with the anchor's own text on both sides is whole in the step too, as is a word of
    the prefix before its last letter; a word at an edge may run on into whatever text the step holds there.
    """
    words = {m.group() for m in WORD.finditer(anchor) if m.start() > 0 and m.end() < len(anchor)}
    if prefix is not None:
        words |= {m.group() for m in WORD.finditer(prefix) if m.end() < len(prefix)}
    return words


def _could_fit(prefix: str | None, anchor: str, name: str, lowered: str | None) -> bool:
    """May a definition with these literals fit the step `name` (`lowered`: its lower case, if it is ASCII)?"""
    if prefix is not None and name[: len(prefix)].isascii() and name[: len(prefix)].lower() != prefix:
        return False
    return lowered is None or anchor in lowered


def _fits(context: StepFunctionContext, step: Any) -> bool:
    """pytest-bdd's own test: the definition's type (if it has one) is the step's, and its parser matches."""
    if context.type is not None and context.type != step.type:
        return False
    return bool(context.parser.is_matching(step.name))


class StepIndex:
    """The fixture names of one fixture manager that hold step definitions, and which of them fit each step."""

    def __init__(self, fixturemanager: Any) -> None:
        self.fixturemanager = fixturemanager
        self.registered = 0
        """Step definitions and new names registered since the index was made: a change means a rebuild."""
        self._built: tuple[int, list[str]] | None = None
        self._size = 0
        """How many names the fixture manager's two registries held at the last build."""
        self._words: dict[str, dict[str, list[Entry]]] = {}
        """Per step type: the definitions of that type (or of none), each filed under one word every step it fits
        holds (the word fewest definitions of the type hold), as (name, context, prefix, anchor)."""
        self._rest: dict[str, list[Entry]] = {}
        """Per step type: the definitions with no such word, tried for every step of the type."""
        self._order: dict[str, int] = {}
        """Each name's place in the registry's order."""
        self._names: set[str] = set()
        self._fitting: dict[tuple[str, str], tuple[tuple[str, ...], frozenset[int]]] = {}
        """Per step (type, text): the names that fit it, in order, and the `id`s of the contexts that fit."""
        self._contexts: set[int] = set()
        """The `id`s of every context the index holds (each kept alive by `_words` or `_rest`)."""
        self.chosen: dict[tuple[str, str, str], StepFunctionContext | None] = {}
        """Per (scenario's parent node id, step type, step text): the definition `get_step_function` picked, for
        steps whose fitting definitions all belong to the parent or above it (so every scenario under that parent
        sees the same ones); emptied at every rebuild."""
        register = fixturemanager._register_fixture

        def counting_register(*args: Any, **kwargs: Any) -> Any:
            func, name = kwargs.get("func"), kwargs.get("name")
            if func is None or step_function_context_registry.get(func) is not None or name not in self._names:
                self.registered += 1  # a step definition, a new name, or a call this wrapper cannot read: rebuild
            return register(*args, **kwargs)

        fixturemanager._register_fixture = counting_register

    def _definitions(self, name: str) -> Iterator[Any]:
        """Every definition registered under `name`, visible to the step's scenario or not."""
        manager = self.fixturemanager
        for registry in (manager._arg2node2fixturedefs, manager._arg2nodeid2fixturedefs):
            for fixturedefs in registry.get(name, {}).values():
                yield from fixturedefs

    def _rebuild(self, names: list[str]) -> None:
        entries: dict[str, list[tuple[Entry, set[str]]]] = {}
        for name in names:
            contexts = [step_function_context_registry.get(d.func) for d in self._definitions(name)]
            found = [c for c in contexts if c is not None]
            for kind in (*KINDS, UNTYPED):
                # A definition without a type serves every kind of step, as in pytest-bdd.
                for context in (c for c in found if c.type is None or c.type == (kind or None)):
                    prefix, anchor = literals(context)
                    entries.setdefault(kind, []).append(((name, context, prefix, anchor), _sure_words(prefix, anchor)))
        self._words, self._rest = {}, {}
        for kind, held in entries.items():
            counts: dict[str, int] = {}
            for _, words in held:
                for word in words:
                    counts[word] = counts.get(word, 0) + 1
            for entry, words in held:
                if words:
                    rarest = min(sorted(words), key=counts.__getitem__)
                    self._words.setdefault(kind, {}).setdefault(rarest, []).append(entry)
                else:
                    self._rest.setdefault(kind, []).append(entry)
        self._contexts = {id(entry[1]) for held in entries.values() for entry, _ in held}
        self._order = {name: n for n, name in enumerate(names)}
        self._names = set(names)
        self._fitting = {}
        self.chosen = {}
        self._built = (self.registered, names)
        self._size = self._registry_size()

    def _stale(self) -> bool:
        """Has a step definition or a new name been registered, or the registries' size changed, since the build?

        Every fixture is registered through `_register_fixture`, which `registered` counts for a step definition
        or a name the index has not seen. The only names written into the registries directly are pytest-bdd's
        temporary step fixtures, each removed again before the next step is looked up, and a name that lingered
        would change the size. A name that disappears can only make the index list a name that then yields
        nothing. So two integers are compared here, not the sets of names (which cost more than the rest of a
        looked-up step).
        """
        if self._built is None or self._built[0] != self.registered:
            return True
        return self._registry_size() != self._size

    def _registry_size(self) -> int:
        manager = self.fixturemanager
        return len(manager._arg2node2fixturedefs) + len(manager._arg2nodeid2fixturedefs)

    def holds(self, context: StepFunctionContext) -> bool:
        """Is `context` one the index asked about (so `lookup` knows whether it fits)?"""
        return id(context) in self._contexts

    def fresh(self) -> None:
        """Rebuild the index if a step definition or a new name was registered since it was built."""
        if self._stale():
            self._rebuild(get_fixture_names(fixturemanager=self.fixturemanager))

    def lookup(self, step: Any) -> tuple[tuple[str, ...], frozenset[int]]:
        """The names, in the registry's order, holding a step definition that fits `step` (visible or not), and
        the `id`s of the contexts among them that fit."""
        self.fresh()
        key = (str(step.type), str(step.name))
        found = self._fitting.get(key)
        if found is None:
            kind = key[0] if key[0] in KINDS else UNTYPED
            by_word, rest = self._words.get(kind, {}), self._rest.get(kind, [])
            text = key[1]
            lowered = text.lower() if text.isascii() else None
            if lowered is None:  # a letter whose lower case is not plain: every definition is asked
                held = [*rest, *(entry for filed in by_word.values() for entry in filed)]
            else:
                held = [*rest, *(entry for word in set(WORD.findall(lowered)) for entry in by_word.get(word, ()))]
            fitting = [
                (name, context)
                for name, context, prefix, anchor in held
                if _could_fit(prefix, anchor, text, lowered) and _fits(context, step)
            ]
            names = tuple(sorted({name for name, _ in fitting}, key=self._order.__getitem__))
            found = (names, frozenset(id(context) for _, context in fitting))
            self._fitting[key] = found
        return found


def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any) -> Iterator[Any]:
    """What `pytest_bdd.scenario.find_fixturedefs_for_step` yields, asking pytest only about fitting names."""
    index = _INDEXES.get(fixturemanager)
    if index is None:
        yield from _ORIGINAL(step, fixturemanager, node)
        return
    names, fitting = index.lookup(step)
    for fixturename in names:
        for fixturedef in getfixturedefs(fixturemanager, fixturename, node) or []:
            context = step_function_context_registry.get(fixturedef.func)
            if context is None:
                continue
            if id(context) in fitting if index.holds(context) else _fits(context, step):
                yield fixturedef


def get_step_function(request: pytest.FixtureRequest, step: Any) -> StepFunctionContext | None:
    """The step definition `pytest_bdd.scenario.get_step_function` would pick for `step`, without its detour.

    pytest-bdd registers every fitting definition for the step's scenario under a temporary fixture name, asks
    pytest for that fixture's value and removes it again: pytest then runs the definition it ranks first, whose
    fixture function only returns the step's context. The definitions are pytest-bdd's own list in its own order
    (sorted by the nodes they belong to, the one pytest ranks first last), so the context is that last one's,
    without a fixture registered, resolved and torn down for every step. A test compares the two for every step
    of a whole run.
    """
    manager = request._fixturemanager
    index = _INDEXES.get(manager)
    if index is None:
        return _ORIGINAL_CHOOSE(request=request, step=step)
    node = request.node
    index.fresh()
    key = (getattr(node.parent, "nodeid", ""), str(step.type), str(step.name))
    if key in index.chosen:
        return index.chosen[key]
    found = list(find_fixturedefs_for_step(step, manager, node))
    chosen = None
    if found:
        found.sort(key=lambda definition: list(bdd_scenario.iterparentnodeids(definition.baseid)))
        chosen = step_function_context_registry.get(found[-1].func)
    if all(definition.baseid != node.nodeid for definition in found):
        # None registered on this scenario itself: every scenario under the same parent sees these.
        index.chosen[key] = chosen
    return chosen


STAND_INS = StandIns([(bdd_scenario, LOOKUP, find_fixturedefs_for_step), (bdd_scenario, CHOOSE, get_step_function)])


def supported() -> bool:
    """Is the installed pytest-bdd one whose lookup this module reproduces?"""
    return releases.tested("pytest-bdd", TESTED) and STAND_INS.untouched()


class StepLookup:
    """A pytest plugin: the cheap lookup for this session's fixture manager, for as long as the session runs."""

    def __init__(self) -> None:
        self.session: pytest.Session | None = None

    @pytest.hookimpl(trylast=True)  # after pytest's own sessionstart has made the fixture manager
    def pytest_sessionstart(self, session: pytest.Session) -> None:
        if not supported():
            return
        _INDEXES[session._fixturemanager] = StepIndex(session._fixturemanager)
        STAND_INS.hold(session)
        self.session = session

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        if self.session is not None:
            STAND_INS.release(self.session)
            self.session = None
