"""Everything the site is built from, read once per build from a checkout.

Rules, scenario tags and pending rules come from `conformance.trace` (the one
parser of the spec); the Gherkin documents are kept whole because the pages
show their steps.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gherkin.parser import Parser
from links import Index, slug

from conformance import trace as tracing

GAME = "sweet-lands"
CHAPTER_FILE = re.compile(r"^(\d\d)-.*\.md$")
GLOSSARY_TERM = re.compile(r"^### (.+)$")
ERRATA_ENTRY = re.compile(r"^## (E-\d+) (.*)$")


@dataclass
class ScenarioView:
    """One scenario as the pages show it: where it sits, its steps and the rules it checks."""

    feature: str
    feature_file: str
    rule_title: str | None
    node: dict[str, Any]
    background: list[dict[str, Any]]
    rules: list[str]
    anchor: str

    @property
    def name(self) -> str:
        return str(self.node["name"])

    @property
    def page(self) -> str:
        return f"scenarios/{Path(self.feature_file).stem}.md"


@dataclass
class FeatureView:
    file: str
    doc: dict[str, Any]
    scenarios: list[ScenarioView] = field(default_factory=list)

    @property
    def page(self) -> str:
        return f"scenarios/{Path(self.file).stem}.md"

    @property
    def name(self) -> str:
        return str(self.doc["name"])


@dataclass
class Chapter:
    number: int
    file: str
    title: str

    @property
    def page(self) -> str:
        return f"rules/{Path(self.file).stem}.md"


@dataclass
class Model:
    root: Path
    trace: tracing.Trace
    chapters: list[Chapter]
    features: list[FeatureView]
    glossary_terms: dict[str, list[str]]
    """Glossary term -> the rules its entry names."""
    index: Index

    @property
    def spec_dir(self) -> Path:
        return self.root / "spec" / GAME

    @property
    def spec_version(self) -> str:
        return (self.root / "spec" / "VERSION").read_text(encoding="utf-8").strip()

    def scenarios_of(self, rule_id: str) -> list[ScenarioView]:
        return [s for f in self.features for s in f.scenarios if rule_id in s.rules]

    def terms_of(self, rule_id: str) -> list[str]:
        return [term for term, rules in self.glossary_terms.items() if rule_id in rules]


def load(root: Path) -> Model:
    trace = tracing.build(GAME, root)
    spec = root / "spec" / GAME
    chapters = []
    for path in sorted(spec.glob("[0-9][0-9]-*.md")):
        match = CHAPTER_FILE.match(path.name)
        assert match
        first = path.read_text(encoding="utf-8").splitlines()[0]
        chapters.append(Chapter(int(match.group(1)), path.name, first.lstrip("# ").strip()))
    index = Index(
        rule_page={rid: f"rules/{Path(rule.file).stem}.md" for rid, rule in trace.rules.items()},
        errata={m.group(1) for line in _lines(spec / "errata.md") if (m := ERRATA_ENTRY.match(line))},
        chapter_page={c.number: c.page for c in chapters},
    )
    return Model(root, trace, chapters, _features(root / "features" / GAME, trace), _glossary(spec), index)


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def _glossary(spec: Path) -> dict[str, list[str]]:
    terms: dict[str, list[str]] = {}
    term = None
    for line in _lines(spec / "glossary.md"):
        if match := GLOSSARY_TERM.match(line):
            term = match.group(1).strip()
            terms[term] = []
        elif term and line.startswith("Rules:"):
            terms[term] = [r.strip() for r in line.removeprefix("Rules:").split(",") if r.strip()]
    return terms


def _features(features_dir: Path, trace: tracing.Trace) -> list[FeatureView]:
    """Each feature with its scenarios; the rules of a scenario are the ones the trace found for it."""
    rules_by_scenario = {(s.file, s.name): sorted(s.rules, key=rule_sort_key) for s in trace.scenarios}
    parser = Parser()
    views = []
    for path in sorted(features_dir.glob("*.feature")):
        doc: dict[str, Any] = dict(parser.parse(path.read_text(encoding="utf-8")))
        feature = doc.get("feature")
        if not feature:
            continue
        view = FeatureView(path.name, feature)
        background = _background(feature.get("children", []))
        placed: list[tuple[dict[str, Any], str | None, list[dict[str, Any]]]] = []
        for child in feature.get("children", []):
            if "scenario" in child:
                placed.append((child["scenario"], None, background))
            elif "rule" in child:
                rule = child["rule"]
                steps = background + _background(rule.get("children", []))
                placed += [(c["scenario"], rule["name"], steps) for c in rule.get("children", []) if "scenario" in c]
        used: set[str] = set()
        for node, rule_title, steps in placed:
            anchor = slug(node["name"])
            while anchor in used:
                anchor += "-2"
            used.add(anchor)
            rules = rules_by_scenario.get((path.name, node["name"]), [])
            view.scenarios.append(ScenarioView(feature["name"], path.name, rule_title, node, steps, rules, anchor))
        views.append(view)
    return views


def _background(children: list[dict[str, Any]]) -> list[dict[str, Any]]:
    for child in children:
        if "background" in child:
            return list(child["background"].get("steps", []))
    return []


def rule_sort_key(rule_id: str) -> tuple[str, int, int, int, str]:
    prefix, _, numbers = rule_id.partition("-")
    chapter, section, rest = numbers.split(".")
    digits = re.match(r"\d+", rest)
    number = int(digits.group(0)) if digits else 0
    return (prefix, int(chapter), int(section), number, rest[len(str(number)) :])
