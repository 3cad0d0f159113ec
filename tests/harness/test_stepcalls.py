"""pytest-bdd's per-step work done once (conformance/stepcalls.py) gives what pytest-bdd's own gives."""

from __future__ import annotations

import inspect
import os

from pytest_bdd.feature import get_features
from pytest_bdd.parser import Step

from conformance import stepcalls
from conformance.games import registered
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
    stepcalls.uninstall(owner)
    assert Step.__dict__["render_datatable"] is stepcalls._ORIGINAL_RENDER
