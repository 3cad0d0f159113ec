"""What the plugin knows of a collected item: the scenario behind it, its stable id, its rules, and whether a
run's selection (`--conformance-id`, `--conformance-rule`, rule IDs in `-k`) keeps it."""

from __future__ import annotations

import importlib
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any

import pytest

# -k is evaluated by pytest's own expression parser and keyword matcher (both long stable,
# though not exported), so that only rule IDs change meaning: whole segments, not substrings.
from _pytest.mark import KeywordMatcher
from _pytest.mark.expression import Expression

from ..catalogue import ids

RULES_KEY = pytest.StashKey[list[str]]()


def scenario_of(item: pytest.Item) -> Any:
    """pytest-bdd's parsed scenario behind a collected item, or None for an ordinary test."""
    # The module, not `pytest_bdd.scenario` the decorator, which the package exports under the same name.
    registry = getattr(importlib.import_module("pytest_bdd.scenario"), "scenario_wrapper_template_registry", None)
    obj = getattr(item, "obj", None)
    return None if registry is None or obj is None else registry.get(obj)


def item_id(item: pytest.Item) -> tuple[str, str] | None:
    """(scenario id, feature file name) of a collected scenario, as conformance/catalogue/ids.py defines ids."""
    template = scenario_of(item)
    if template is None:
        return None
    feature_file = Path(template.feature.filename)
    callspec = getattr(item, "callspec", None)
    example = callspec.params.get("_pytest_bdd_example") if callspec is not None else None
    values = dict(example) if isinstance(example, dict) and example else None
    game = feature_file.parent.name  # features/<game>/<file>.feature
    return ids.scenario_id(game, feature_file.name, template.name, template.tags, values), feature_file.name


class RuleAwareMatcher:
    """pytest's -k matcher, except that a rule ID (`XY-23.1`) matches whole segments of the scenario's rules."""

    def __init__(self, item: pytest.Item) -> None:
        self.fallback = KeywordMatcher.from_item(item)
        self.rules = rules_of(item)

    def __call__(self, name: str, /, **kwargs: str | int | bool | None) -> bool:
        if ids.is_rule_selector(name) and not kwargs:
            return any(ids.rule_selects(name, rule) for rule in self.rules)
        return self.fallback(name, **kwargs)


def keyword_takeover(config: pytest.Config) -> Expression | None:
    """The -k expression, when it names a rule and so must be matched here instead of by pytest."""
    text = str(getattr(config.option, "keyword", "") or "").strip()
    if not text:
        return None
    try:
        expression = Expression.compile(text)
    except SyntaxError:
        return None  # pytest's own pass reports the bad expression
    if not any(ids.is_rule_selector(name) for name in expression.idents()):
        return None
    config.option.keyword = ""  # pytest's substring pass must not deselect again
    return expression


def selected(
    item: pytest.Item,
    named: tuple[str, str] | None,
    wanted: list[str],
    rules: list[str],
    keyword: Expression | None,
) -> bool:
    """Whether a run keeps `item`: the -k expression that names rules, `--conformance-rule` and
    `--conformance-id` all say yes (each given one)."""
    if keyword is not None and not keyword.evaluate(RuleAwareMatcher(item)):
        return False
    if rules and not any(ids.rule_selects(sel, rule) for sel in rules for rule in rules_of(item)):
        return False
    return not wanted or (named is not None and any(fnmatchcase(named[0], pattern) for pattern in wanted))


def rules_of(item: pytest.Item) -> list[str]:
    """The rule IDs an item's marks name, sorted: kept on the item, which asks for them at selection and at each
    of its three reports, and whose rule marks (its scenario's tags) are all given before collection ends."""
    found = item.stash.get(RULES_KEY, None)
    if found is None:
        found = item.stash[RULES_KEY] = sorted({m.kwargs["id"] for m in item.iter_markers("rule")})
    return found
