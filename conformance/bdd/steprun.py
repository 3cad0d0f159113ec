"""pytest-bdd's run of a scenario's steps, without the step reports that nothing in a conformance run reads.

For every scenario pytest-bdd 9 calls seven hooks around its steps (before and after the scenario; before each
step, before its call, after it, and on an error). pytest-bdd's own plugin implements four of them, and all its
four do is keep a timed report of each step (`pytest_bdd.reporting`), serialized again into every one of the
test's three pytest reports. Only two readers of those exist, both pytest-bdd's: its Cucumber JSON file
(`--cucumberjson`) and its Gherkin terminal reporter (`--gherkin-terminal-reporter`). With neither asked for,
`execute_scenario` runs the steps exactly as `pytest_bdd.scenario._execute_scenario` does, in the same order,
with the same hook calls for every other plugin (this suite's own step-error hook, the `explain` command's
step hook, anyone else's), but leaves pytest-bdd's own reporting implementations out of those calls, and makes
no call of a hook that nothing implements (which would run nothing). Measured with callgrind over a whole run of
one game in-process, that is 3.4 % of the process's instructions, about 8 % of the harness's own share.

With either reader asked for, or a pytest-bdd this module was not checked against (`TESTED`), pytest-bdd runs
its own function. The steps' own work (the definition picked, the arguments parsed, the fixtures asked for) is
pytest-bdd's module functions, looked up at every call, so the cheap versions of conformance/bdd/steplookup.py and
conformance/bdd/stepcalls.py are the ones used where they are installed.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import Any
from weakref import WeakKeyDictionary

import pytest
from _pytest.outcomes import Failed

from . import releases
from .standins import StandIns

TESTED = ("9.0",)
"""pytest-bdd releases (major.minor) whose `_execute_scenario` and `_execute_step_function` this module runs as."""
EXECUTE = "_execute_scenario"
REPORTING = ("pytest_bdd_before_scenario", "pytest_bdd_before_step", "pytest_bdd_after_step", "pytest_bdd_step_error")
"""The hooks whose only implementation in pytest-bdd itself keeps the step reports."""
READERS = ("cucumber_json_path", "gherkin_terminal_reporter")
"""The options (`config.option` names) of the step reports' only readers."""
_scenario: ModuleType = importlib.import_module("pytest_bdd.scenario")
_ORIGINAL: Callable[..., None] = getattr(_scenario, EXECUTE)
_HOOKS: WeakKeyDictionary[pytest.Config, Hooks] = WeakKeyDictionary()


class Hooks:
    """The hooks a scenario's run calls: pytest-bdd's reporting left out of the four it feeds, the others whole."""

    NAMES = (
        "pytest_bdd_before_scenario",
        "pytest_bdd_after_scenario",
        "pytest_bdd_before_step",
        "pytest_bdd_before_step_call",
        "pytest_bdd_after_step",
        "pytest_bdd_step_error",
        "pytest_bdd_step_func_lookup_error",
    )

    def __init__(self, config: pytest.Config) -> None:
        manager = config.pluginmanager
        bdd = manager.get_plugin("pytest-bdd")
        self._callers = {
            name: manager.subset_hook_caller(name, remove_plugins=[bdd])
            if name in REPORTING and bdd is not None
            else getattr(config.hook, name)
            for name in self.NAMES
        }

    def now(self) -> dict[str, Any]:
        """Each hook's caller, or None for a hook nothing implements now (a call would run nothing): asked once
        per scenario, so a plugin registered while a session runs is called from its next scenario on."""
        return {name: caller if caller.get_hookimpls() else None for name, caller in self._callers.items()}


def execute_scenario(feature: Any, scenario: Any, request: pytest.FixtureRequest) -> None:
    """Run the scenario's steps as `pytest_bdd.scenario._execute_scenario` does, with this session's hooks."""
    __tracebackhide__ = True
    found = _HOOKS.get(request.config)
    if found is None:  # another session in this process, which did not install this
        _ORIGINAL(feature, scenario, request)
        return
    hooks = found.now()
    if hook := hooks["pytest_bdd_before_scenario"]:
        hook(request=request, feature=feature, scenario=scenario)
    try:
        for step in scenario.steps:
            context = _scenario.get_step_function(request=request, step=step)
            if context is None:
                where = f'Line {step.line_number} in scenario "{scenario.name}"'
                where += f' in the feature "{scenario.feature.filename}"'
                exc = _scenario.exceptions.StepDefinitionNotFoundError(f"Step definition is not found: {step}. {where}")
                if hook := hooks["pytest_bdd_step_func_lookup_error"]:
                    hook(request=request, feature=feature, scenario=scenario, step=step, exception=exc)
                raise exc
            _execute_step(hooks, request, scenario, step, context)
    finally:
        if hook := hooks["pytest_bdd_after_scenario"]:
            hook(request=request, feature=feature, scenario=scenario)


def _execute_step(
    hooks: dict[str, Any], request: pytest.FixtureRequest, scenario: Any, step: Any, context: Any
) -> None:
    """`pytest_bdd.scenario._execute_step_function`, each hook called through `hooks` (not at all where None)."""
    __tracebackhide__ = True
    func_sig = _scenario.signature(context.step_func)
    kw = {
        "request": request,
        "feature": scenario.feature,
        "scenario": scenario,
        "step": step,
        "step_func": context.step_func,
        "step_func_args": {},
    }
    if hook := hooks["pytest_bdd_before_step"]:
        hook(**kw)
    try:
        parsed_args = _scenario.parse_step_arguments(step=step, context=context)
        kwargs = {k: v for k, v in parsed_args.items() if k in func_sig.parameters}
        if _scenario.STEP_ARGUMENT_DATATABLE in func_sig.parameters and step.datatable is not None:
            kwargs[_scenario.STEP_ARGUMENT_DATATABLE] = step.datatable.raw()
        if _scenario.STEP_ARGUMENT_DOCSTRING in func_sig.parameters and step.docstring is not None:
            kwargs[_scenario.STEP_ARGUMENT_DOCSTRING] = step.docstring
        kwargs |= {
            arg: request.getfixturevalue(arg)
            for arg in _scenario.get_required_args(context.step_func)
            if arg not in kwargs
        }
        kw["step_func_args"] = kwargs
        if hook := hooks["pytest_bdd_before_step_call"]:
            hook(**kw)
        return_value = _scenario.call_fixture_func(fixturefunc=context.step_func, request=request, kwargs=kwargs)
    except (Exception, Failed) as exception:
        if hook := hooks["pytest_bdd_step_error"]:
            hook(exception=exception, **kw)
        raise
    if context.target_fixture is not None:
        _scenario.inject_fixture(request, context.target_fixture, return_value)
    if hook := hooks["pytest_bdd_after_step"]:
        hook(**kw)


STAND_INS = StandIns([(_scenario, EXECUTE, execute_scenario)])


def supported() -> bool:
    """Is the installed pytest-bdd one whose scenario run this module reproduces?"""
    return releases.tested("pytest-bdd", TESTED) and STAND_INS.untouched()


class StepRun:
    """A pytest plugin: the scenario run without step reports, for a session that asks for no reader of them."""

    def __init__(self) -> None:
        self.config: pytest.Config | None = None

    @pytest.hookimpl(trylast=True)  # after pytest-bdd's own configure, so that its plugin is registered
    def pytest_configure(self, config: pytest.Config) -> None:
        if not supported() or any(getattr(config.option, name, None) for name in READERS):
            return
        _HOOKS[config] = Hooks(config)
        STAND_INS.hold(config)
        self.config = config

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        if self.config is not None:
            _HOOKS.pop(self.config, None)
            STAND_INS.release(self.config)
            self.config = None
