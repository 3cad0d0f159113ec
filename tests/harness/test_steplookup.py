"""conformance/bdd/steplookup.py finds and picks what pytest-bdd's own step lookup does, for every step of the suite.

The suite is collected (not run) in a pytest session of its own, with the plugin that installs the cheap
lookup; for each distinct step of each game's module both lookups are asked and must give the same step
definitions in the same order. The index must also see a step definition registered after it was built.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_bdd import parsers
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry

from conformance.bdd import steplookup
from conformance.bdd.standins import StandIns
from conformance.cli.run import pytest_args
from conformance.games import registered
from conformance.runner.selection import scenario_of


def _example(item: pytest.Item) -> dict[str, str]:
    callspec = getattr(item, "callspec", None)
    example = callspec.params.get("_pytest_bdd_example") if callspec is not None else None
    return dict(example) if isinstance(example, dict) else {}


class Compare:
    """At the end of collection: both lookups for every distinct (module, step type, step text)."""

    def __init__(self) -> None:
        self.compared = 0
        self.found = 0
        self.mismatches: list[str] = []
        self.late: tuple[list[Any], list[Any]] | None = None
        self.installed = False

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        manager = session._fixturemanager
        self.installed = steplookup._INDEXES.get(manager) is not None
        seen: set[tuple[str, str, str]] = set()
        last: tuple[Any, pytest.Item] | None = None
        for item in session.items:
            template = scenario_of(item)
            if template is None:
                continue
            for step in template.render(_example(item)).steps:
                key = (str(item.path), step.type, step.name)
                if key in seen:
                    continue
                seen.add(key)
                last = (step, item)
                self._compare(step, manager, item)
        if last is not None:
            self._late_definition(*last, manager)

    def _compare(self, step: Any, manager: Any, item: pytest.Item) -> None:
        theirs = list(steplookup._ORIGINAL(step, manager, item))
        ours = list(steplookup.find_fixturedefs_for_step(step, manager, item))
        self.compared += 1
        self.found += bool(ours)
        if ours != theirs:
            self.mismatches.append(f"{item.nodeid}: {step.type} {step.name!r}: {ours} != {theirs}")

    def _late_definition(self, step: Any, item: pytest.Item, manager: Any) -> None:
        """A second definition of a step, registered once the index exists, is found by both lookups."""

        def late() -> None:
            return None

        context = StepFunctionContext(type=step.type, step_func=late, parser=parsers.string(step.name))
        step_function_context_registry[late] = context
        manager._register_fixture(name="conformance_test_late_step", func=late, node=item.session)
        theirs = list(steplookup._ORIGINAL(step, manager, item))
        ours = list(steplookup.find_fixturedefs_for_step(step, manager, item))
        self.late = (ours, theirs)


@pytest.mark.slow
def test_the_cheap_lookup_finds_what_pytest_bdd_finds_for_every_step() -> None:
    assert steplookup.supported(), "the installed pytest-bdd is not one this lookup was checked against"
    suites = [plugin.suite_module for plugin in registered().values()]
    args = pytest_args(
        None,
        suites,
        timeout=10.0,
    )
    compare = Compare()
    status = pytest.main([*args, "--collect-only"], plugins=[compare])
    assert status == pytest.ExitCode.OK
    assert compare.installed
    assert compare.compared > 1000
    assert compare.found == compare.compared  # every step of the suite has a definition
    assert compare.mismatches == []
    assert compare.late is not None
    ours, theirs = compare.late
    assert ours == theirs
    assert any(d.argname == "conformance_test_late_step" for d in ours)
    # The session is over: pytest-bdd's own lookup is back.
    assert steplookup.bdd_scenario.find_fixturedefs_for_step is steplookup._ORIGINAL


def test_a_fixture_manager_without_an_index_gets_pytest_bdds_own_lookup(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def original(step: Any, manager: Any, node: Any) -> list[str]:
        calls.append((step, manager, node))
        return ["theirs"]

    monkeypatch.setattr(steplookup, "_ORIGINAL", original)
    manager = type("Manager", (), {})()
    assert list(steplookup.find_fixturedefs_for_step("step", manager, "node")) == ["theirs"]
    assert calls == [("step", manager, "node")]


def _chosen_alike(monkeypatch: pytest.MonkeyPatch, ids: tuple[str, ...]) -> tuple[int, list[str]]:
    """Run the suite's `ids` in-process with the direct choice of step definition checked, at every step,
    against pytest-bdd's own choice (through its temporary fixture): how many steps, and which disagreed."""
    chosen = steplookup.get_step_function
    asked: list[int] = []
    differences: list[str] = []

    def checked(request: pytest.FixtureRequest, step: Any) -> Any:
        ours = chosen(request, step)
        theirs = steplookup._ORIGINAL_CHOOSE(request=request, step=step)
        asked.append(1)
        if ours is not theirs:
            differences.append(f"{request.node.nodeid}: {step.type} {step.name!r}: {ours} is not {theirs}")
        return ours

    lookup = steplookup.find_fixturedefs_for_step
    stand_ins = StandIns(
        [(steplookup.bdd_scenario, steplookup.LOOKUP, lookup), (steplookup.bdd_scenario, steplookup.CHOOSE, checked)]
    )
    monkeypatch.setattr(steplookup, "STAND_INS", stand_ins)
    suites = [plugin.suite_module for plugin in registered().values()]
    status = pytest.main(pytest_args(None, suites, timeout=10.0, only_ids=ids))
    assert status == pytest.ExitCode.OK
    assert steplookup.bdd_scenario.get_step_function is steplookup._ORIGINAL_CHOOSE  # put back at the end
    return len(asked), differences


@pytest.mark.slow
def test_the_direct_choice_of_step_definition_is_pytest_bdds_in_some_chapters(monkeypatch: pytest.MonkeyPatch) -> None:
    # Chapters of both games whose steps come from several modules (the shared table's Then steps among them).
    chapters = ("sweet-lands/17-*", "loyang/08-selling/*", "loyang/16-refused-answers/*")
    asked, differences = _chosen_alike(monkeypatch, chapters)
    assert asked > 100
    assert differences == []


@pytest.mark.long
def test_the_direct_choice_of_step_definition_is_pytest_bdds_for_every_step(monkeypatch: pytest.MonkeyPatch) -> None:
    asked, differences = _chosen_alike(monkeypatch, ())
    assert asked > 10_000
    assert differences == []
