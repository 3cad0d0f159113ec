"""pytest-bdd's per-step work done once (conformance/bdd/stepcalls.py) gives what pytest-bdd's own gives."""

from __future__ import annotations

import functools
import inspect
import os
from collections.abc import Iterator
from types import FunctionType
from typing import Any

import pytest
from pytest_bdd import parsers
from pytest_bdd.feature import get_features
from pytest_bdd.parser import Step
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry

from conformance.bdd import stepcalls, steplookup
from conformance.cli.run import pytest_args
from conformance.games import registered
from conformance.runner.selection import scenario_of
from rulecore.registry import info


def test_every_data_table_of_the_suite_renders_as_pytest_bdd_renders_it() -> None:
    original = stepcalls._ORIGINAL_RENDER.__func__
    tables = 0
    for game in registered():
        for feature in get_features([os.fspath(info(game).features_dir)]):
            for template in feature.scenarios.values():
                contexts = [c for examples in template.examples for c in examples.as_contexts()] or [{}]
                for step in template.steps:
                    if step.datatable is None:
                        continue
                    for context in contexts:
                        ours, theirs = (
                            stepcalls.render_datatable(step.datatable, context),
                            original(step.datatable, context),
                        )
                        assert ours == theirs, f"{feature.filename}:{step.line_number}"
                        assert ours.rows is not step.datatable.rows
                        assert all(a is not b for a, b in zip(ours.rows, step.datatable.rows, strict=True))
                        tables += 1
    assert tables > 500


def test_a_signature_is_the_functions_and_is_worked_out_once() -> None:
    def step(table: object, rule: str) -> None:
        del table, rule

    assert stepcalls.signature(step) == inspect.signature(step)
    assert stepcalls.signature(step) is stepcalls.signature(step)
    assert stepcalls.signature(len) == inspect.signature(len)  # a builtin: no weak reference to key it by


def test_installed_for_a_session_and_undone_after_it() -> None:
    assert stepcalls.supported()
    owner = object()
    assert stepcalls.install(owner)
    assert Step.render_datatable is stepcalls.render_datatable
    assert stepcalls._scenario.parse_step_arguments is stepcalls.parse_step_arguments
    assert stepcalls._scenario.get_required_args is stepcalls.get_required_args
    assert stepcalls._parser.render_string is stepcalls.render_string
    assert stepcalls._fixtures.getfuncargnames is stepcalls.getfuncargnames
    stepcalls.uninstall(owner)
    assert Step.__dict__["render_datatable"] is stepcalls._ORIGINAL_RENDER
    assert stepcalls._scenario.parse_step_arguments is stepcalls._ORIGINAL_PARSE
    assert stepcalls._scenario.get_required_args is stepcalls._ORIGINAL_REQUIRED
    assert stepcalls._parser.render_string is stepcalls._ORIGINAL_TEXT
    assert stepcalls._fixtures.getfuncargnames is stepcalls._ORIGINAL_ARGNAMES


def test_every_text_of_the_suite_renders_as_pytest_bdd_renders_it() -> None:
    texts = 0
    for game in registered():
        for feature in get_features([os.fspath(info(game).features_dir)]):
            for template in feature.scenarios.values():
                contexts = [c for examples in template.examples for c in examples.as_contexts()] or [{}]
                for text in [template.name, *(step.name for step in template.steps)]:
                    for context in contexts:
                        assert stepcalls.render_string(text, context) == stepcalls._ORIGINAL_TEXT(text, context)
                        texts += 1
    assert texts > 10000
    assert stepcalls.render_string("<n> cards", {"n": 3}) == "3 cards"
    assert stepcalls.render_string("<m> cards", {"n": 3}) == "<m> cards"


class ParseEverywhere:
    """At the end of collection: every distinct step's arguments, parsed by pytest-bdd and by `stepcalls`
    (twice, so that the second answer is the kept one), for the definition the lookup picks."""

    def __init__(self) -> None:
        self.compared = 0
        self.mismatches: list[str] = []

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        manager = session._fixturemanager
        seen: set[tuple[str, str, str]] = set()
        for item in session.items:
            template = scenario_of(item)
            callspec = getattr(item, "callspec", None)
            example = callspec.params.get("_pytest_bdd_example", {}) if callspec is not None else {}
            for step in template.render(example).steps if template is not None else []:
                if (str(item.path), step.type, step.name) in seen:
                    continue
                seen.add((str(item.path), step.type, step.name))
                for definition in steplookup.find_fixturedefs_for_step(step, manager, item):
                    context = step_function_context_registry[definition.func]
                    theirs = stepcalls._ORIGINAL_PARSE(step=step, context=context)
                    first, second = (stepcalls.parse_step_arguments(step, context) for _ in range(2))
                    self.compared += 1
                    if not first == second == theirs or first is second:
                        self.mismatches.append(f"{item.nodeid}: {step.name!r}: {first} {second} {theirs}")


class NameEverywhere:
    """At the end of collection: the required arguments of every fixture function the session defines, by pytest
    and by `stepcalls` (twice, so that the second answer is the kept one)."""

    def __init__(self) -> None:
        self.compared = 0
        self.mismatches: list[str] = []

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        manager = session._fixturemanager
        registries = (manager._arg2node2fixturedefs, manager._arg2nodeid2fixturedefs)
        for name, definitions in ((n, d) for registry in registries for n, by in registry.items() for d in by.values()):
            for definition in definitions:
                theirs = stepcalls._ORIGINAL_ARGNAMES(definition.func, name=name)
                first, second = (stepcalls.getfuncargnames(definition.func, name=name) for _ in range(2))
                self.compared += 1
                if not first == second == theirs:
                    self.mismatches.append(f"{name}: {first} {second} {theirs}")


@pytest.fixture(scope="module")
def collected() -> tuple[ParseEverywhere, NameEverywhere]:
    """One collection of the whole suite, with both comparisons made at its end."""
    suites = [plugin.suite_module for plugin in registered().values()]
    parsed, named = ParseEverywhere(), NameEverywhere()
    status = pytest.main([*pytest_args(None, suites, timeout=10.0), "--collect-only"], plugins=[parsed, named])
    assert status == pytest.ExitCode.OK
    return parsed, named


def test_every_step_of_the_suite_parses_as_pytest_bdd_parses_it(collected: tuple[ParseEverywhere, Any]) -> None:
    parsed, _ = collected
    assert parsed.compared > 1000
    assert parsed.mismatches == []


def test_every_fixture_of_the_suite_names_its_arguments_as_pytest_does(collected: tuple[Any, NameEverywhere]) -> None:
    _, named = collected
    assert named.compared > 500
    assert named.mismatches == []


def _lambdas(value: object) -> Iterator[Any]:
    """Two functions from one code object, as pytest makes one for each `request` fixture it hands out."""
    for _ in range(2):
        yield lambda: value


def test_argument_names_are_kept_per_code_object_and_defaults_and_nothing_else() -> None:
    first, second = _lambdas(1)
    assert first is not second and first.__code__ is second.__code__
    assert stepcalls.getfuncargnames(first) == ()
    assert stepcalls.getfuncargnames(first) is stepcalls.getfuncargnames(second)

    def fixture(table: object, rule: str, *, seat: int, seats: int = 2) -> None:
        del table, rule, seat, seats

    no_defaults = FunctionType(fixture.__code__, globals())  # fixture's code object, without its defaults
    assert stepcalls.getfuncargnames(fixture) == ("table", "rule", "seat")
    assert stepcalls.getfuncargnames(no_defaults) == stepcalls._ORIGINAL_ARGNAMES(no_defaults)

    def loose() -> Any:
        def wrapper(*args: object, **kwargs: object) -> None:
            del args, kwargs

        return wrapper

    plain, wrapped, signed = loose(), loose(), loose()  # one code object, asked about plain first
    assert stepcalls.getfuncargnames(plain) == ()
    functools.update_wrapper(wrapped, fixture)  # a __wrapped__ of its own: the signature is fixture's
    signed.__signature__ = inspect.signature(fixture)

    class Holder:
        def method(self, engine: object) -> None:
            del engine

    partial = functools.partial(fixture, object())
    cases: list[tuple[Any, type | None]] = [(wrapped, None), (signed, None), (Holder.method, Holder)]
    for function, cls in [*cases, (Holder().method, None), (partial, None)]:
        ours = stepcalls.getfuncargnames(function, name="method", cls=cls)
        assert ours == stepcalls._ORIGINAL_ARGNAMES(function, name="method", cls=cls)
    assert stepcalls.getfuncargnames(wrapped) == stepcalls.getfuncargnames(signed) == ("table", "rule", "seat")
    assert stepcalls.getfuncargnames(Holder.method, name="method", cls=Holder) == ("engine",)


def test_arguments_that_a_step_could_change_are_parsed_afresh_each_time() -> None:
    def step(cards: list[str]) -> None:
        del cards

    context = StepFunctionContext(
        type="given", step_func=step, parser=parsers.parse("the cards {cards}"), converters={"cards": str.split}
    )
    text = Step(name="the cards a b", type="given", indent=0, line_number=1, keyword="Given")
    first, second = (stepcalls.parse_step_arguments(text, context) for _ in range(2))
    assert first == second == {"cards": ["a", "b"]}
    assert first["cards"] is not second["cards"]


def test_required_arguments_are_the_functions_and_each_caller_gets_its_own_list() -> None:
    def step(table: object, rule: str, seat: int = 0) -> None:
        del table, rule, seat

    first, second = stepcalls.get_required_args(step), stepcalls.get_required_args(step)
    assert first == second == stepcalls._ORIGINAL_REQUIRED(step) == ["table", "rule"]
    assert first is not second
