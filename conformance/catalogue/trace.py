"""Traceability between the spec, the scenarios and the component data.

Fails when a rule has no scenario (and is not listed as pending), a scenario tag
names no rule, a scenario checks no rule at all, a rule cites no source, a rule
ID appears twice, a pending entry is stale, or a component value has neither a
source nor a provisional mark.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulecore.registry import RULE_ID, info

from ..bdd import gherkincache

RULE_LINE = re.compile(rf"^\*\*({RULE_ID})\*\*(.*)$")
RULE_TAG = re.compile(rf"^@({RULE_ID})$")


@dataclass
class Rule:
    id: str
    file: str
    text: str
    source: str | None
    retired: bool


@dataclass
class Scenario:
    feature: str
    name: str
    file: str
    rules: set[str]
    runs: int = 1
    """How many test runs the scenario makes: one, or one per example row of a Scenario Outline."""


@dataclass
class Trace:
    rules: dict[str, Rule] = field(default_factory=dict)
    scenarios: list[Scenario] = field(default_factory=list)
    pending: set[str] = field(default_factory=set)
    """Every rule pending.txt lists: those waiting for a scenario and those marked not observable."""
    unobservable: dict[str, str] = field(default_factory=dict)
    """The listed rules marked `# not observable: <why>`, with the why: no engine's answers can show them."""
    problems: list[str] = field(default_factory=list)

    def waiting(self) -> set[str]:
        """Listed rules that still want a scenario."""
        return self.pending - self.unobservable.keys()

    def covered(self) -> set[str]:
        return {r for s in self.scenarios for r in s.rules}

    def runs(self) -> int:
        """Test runs the suite makes (an outline runs once per example row)."""
        return sum(s.runs for s in self.scenarios)


def read_rules(spec_game_dir: Path, trace: Trace) -> None:
    for path in sorted(spec_game_dir.glob("[0-9][0-9]-*.md")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            match = RULE_LINE.match(line)
            if not match:
                continue
            rule_id = match.group(1)
            if rule_id in trace.rules:
                trace.problems.append(f"{rule_id} is defined twice ({trace.rules[rule_id].file} and {path.name})")
                continue
            source = None
            for follow in lines[i + 1 : i + 12]:
                if follow.startswith("Source:"):
                    source = follow.removeprefix("Source:").strip() or None
                    break
                if RULE_LINE.match(follow):
                    break
            text = match.group(2).strip()
            trace.rules[rule_id] = Rule(rule_id, path.name, text, source, "(retired)" in text)
            if source is None:
                trace.problems.append(f"{rule_id} ({path.name}) cites no source")


def _walk(children: list[dict[str, Any]], inherited: set[str], feature: str, file: str, out: list[Scenario]) -> None:
    for child in children:
        if "rule" in child:
            rule = child["rule"]
            tags = inherited | {t["name"] for t in rule.get("tags", [])}
            _walk(rule.get("children", []), tags, feature, file, out)
        elif "scenario" in child:
            sc = child["scenario"]
            tags = inherited | {t["name"] for t in sc.get("tags", [])}
            rows = 0
            for examples in sc.get("examples", []):
                tags |= {t["name"] for t in examples.get("tags", [])}
                rows += len(examples.get("tableBody", []))
            rules = {m.group(1) for t in tags if (m := RULE_TAG.match(t))}
            out.append(Scenario(feature, sc["name"], file, rules, rows or 1))


def read_scenarios(features_game_dir: Path, trace: Trace) -> None:
    for path in sorted(features_game_dir.glob("*.feature")):
        doc = gherkincache.parse(path.read_text(encoding="utf-8"))
        feature = doc.get("feature")
        if not feature:
            continue
        tags = {t["name"] for t in feature.get("tags", [])}
        _walk(feature.get("children", []), tags, feature["name"], path.name, trace.scenarios)


def check_components(components_dir: Path, trace: Trace) -> None:
    for path in sorted(components_dir.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for n, item in enumerate(data.get("items", [])):
            if "source" in item:
                continue
            if item.get("provisional") is True and item.get("reason"):
                continue
            label = item.get("id", f"item {n}")
            trace.problems.append(f"{path.name}: {label} has neither a source nor a provisional mark with a reason")


def build(game: str, root: Path | None = None) -> Trace:
    """The traceability of `game`: its rules, scenarios and pending list, from its own folders or `root`'s."""
    spec = root / "spec" / game if root is not None else info(game).spec_dir
    trace = Trace()
    read_rules(spec, trace)
    read_scenarios(root / "features" / game if root is not None else info(game).features_dir, trace)
    check_components(spec / "components", trace)
    pending_file = spec / "pending.txt"
    if pending_file.exists():
        for line in pending_file.read_text(encoding="utf-8").splitlines():
            entry, _, comment = (part.strip() for part in line.partition("#"))
            if entry:
                trace.pending.add(entry)
                if comment.startswith("not observable"):
                    trace.unobservable[entry] = comment.removeprefix("not observable").lstrip(": ")
    covered = trace.covered()
    for scenario in trace.scenarios:
        if not scenario.rules:
            trace.problems.append(f"{scenario.file}: scenario '{scenario.name}' carries no rule tag")
        for rule_id in sorted(scenario.rules - trace.rules.keys()):
            trace.problems.append(f"{scenario.file}: scenario '{scenario.name}' names {rule_id}, which is no rule")
    for rule_id, rule in trace.rules.items():
        if rule_id not in covered and rule_id not in trace.pending and not rule.retired:
            trace.problems.append(f"{rule_id} ({rule.file}) has no scenario and is not listed as pending")
    for rule_id in sorted(trace.pending & covered):
        trace.problems.append(f"{rule_id} has scenarios now: remove it from pending.txt")
    for rule_id in sorted(trace.pending - trace.rules.keys()):
        trace.problems.append(f"pending.txt lists {rule_id}, which is no rule")
    return trace
