"""Everything the site is built from, read once per build from a checkout, one model per registered game.

The games come from the registry (`rulecore.registry.games()`, i.e. every
`spec/<game>/game.json`); nothing here names one. Rules, scenario tags and
pending rules come from `conformance.catalogue.trace` (the one parser of the spec); the
Gherkin documents are kept whole because the pages show their steps. A game's
harness plugin, when one is installed, adds its drawings, pages and source
names; a game without one still gets every page its spec's files give.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gherkin.parser import Parser
from links import Index, slug

from conformance.catalogue import trace as tracing
from conformance.games import GamePlugin, registered
from rulecore.registry import GameInfo, games

CHAPTER_FILE = re.compile(r"^(\d\d)-.*\.md$")
GLOSSARY_TERM = re.compile(r"^### (.+)$")
ERRATA_ENTRY = re.compile(r"^## (E-\d+) (.*)$")
NUMBERED_SECTION = re.compile(r"^## ((?:DM-|[A-Z])\d+)\.? (.*)$")
"""A numbered section of a decisions page (`## D4. Randomness`, `## L1. General`, `## DM-1 ...`)."""
NUMBERED_PARAGRAPH = re.compile(r"^\*\*((?:DM-|[A-Z])\d+\.\d+)\*\*(.*)$")
"""A numbered paragraph of a decisions page (`**D4.6** ...`)."""
MODEL_FILE = "decision-model.md"


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
    page: str

    @property
    def name(self) -> str:
        return str(self.node["name"])


@dataclass
class FeatureView:
    file: str
    doc: dict[str, Any]
    page: str
    scenarios: list[ScenarioView] = field(default_factory=list)

    @property
    def name(self) -> str:
        return str(self.doc["name"])


@dataclass
class Chapter:
    number: int
    file: str
    title: str
    page: str


@dataclass
class GameModel:
    """One game's part of the site: its spec read once, and where its pages go (under `<game id>/`)."""

    info: GameInfo
    root: Path
    trace: tracing.Trace
    chapters: list[Chapter]
    features: list[FeatureView]
    glossary_terms: dict[str, list[str]]
    """Glossary term -> the rules its entry names."""
    index: Index
    plugin: GamePlugin | None

    @property
    def id(self) -> str:
        return self.info.id

    def page(self, name: str) -> str:
        """The source path of one of this game's pages (`errata.md` -> `<game>/errata.md`)."""
        return f"{self.info.id}/{name}"

    @property
    def spec_dir(self) -> Path:
        return self.info.spec_dir

    @property
    def spec_version(self) -> str:
        return self.info.spec_version

    def has(self, spec_file: str) -> bool:
        return (self.spec_dir / spec_file).is_file()

    def scenarios_of(self, rule_id: str) -> list[ScenarioView]:
        return [s for f in self.features for s in f.scenarios if rule_id in s.rules]

    def terms_of(self, rule_id: str) -> list[str]:
        return [term for term, rules in self.glossary_terms.items() if rule_id in rules]

    def rules_of(self, chapter: Chapter) -> list[tracing.Rule]:
        return [r for r in self.trace.rules.values() if r.file == chapter.file]


@dataclass
class Site:
    """Every game's model, and the index the shared pages link with."""

    root: Path
    games: list[GameModel]
    shared: Index

    @property
    def has_model(self) -> bool:
        return (self.root / "spec" / MODEL_FILE).is_file()


def numbered_anchors(path: Path) -> set[str]:
    """The numbered sections and paragraphs of a decisions page, which the site gives anchors."""
    if not path.is_file():
        return set()
    found = set()
    for line in _lines(path):
        if match := NUMBERED_SECTION.match(line) or NUMBERED_PARAGRAPH.match(line):
            found.add(match.group(1))
    return found


def load(root: Path) -> Site:
    """Read every registered game. Rule pages are gathered first, because any page may cite any game's rule."""
    plugins = registered()
    traces = {game: tracing.build(game) for game in games()}
    rule_page = {
        rule_id: f"{game}/rules/{Path(rule.file).stem}.md"
        for game, t in traces.items()
        for rule_id, rule in t.rules.items()
    }
    has_model = (root / "spec" / MODEL_FILE).is_file()
    model_anchors = numbered_anchors(root / "spec" / MODEL_FILE)
    shared = Index(rule_page=rule_page, model_page=MODEL_FILE if has_model else "", model_anchors=model_anchors)
    models = []
    for game, info in games().items():
        spec = info.spec_dir
        chapters = []
        for path in sorted(spec.glob("[0-9][0-9]-*.md")):
            match = CHAPTER_FILE.match(path.name)
            assert match
            first = path.read_text(encoding="utf-8").splitlines()[0]
            page = f"{game}/rules/{path.stem}.md"
            chapters.append(Chapter(int(match.group(1)), path.name, first.lstrip("# ").strip(), page))
        plugin = plugins.get(game)
        errata = spec / "errata.md"
        index = Index(
            rule_page=rule_page,
            errata={m.group(1) for line in _lines(errata) if (m := ERRATA_ENTRY.match(line))},
            errata_page=f"{game}/errata.md" if errata.is_file() else "",
            chapter_page={c.number: c.page for c in chapters},
            decisions_page=f"{game}/decisions.md",
            decision_anchors=numbered_anchors(spec / "decisions.md"),
            model_page=shared.model_page,
            model_anchors=model_anchors,
            source_names=dict(plugin.source_names()) if plugin else {},
        )
        features = _features(info.features_dir, game, traces[game])
        models.append(GameModel(info, root, traces[game], chapters, features, _glossary(spec), index, plugin))
    return Site(root, models, shared)


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.is_file() else []


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


def _features(features_dir: Path, game: str, trace: tracing.Trace) -> list[FeatureView]:
    """Each feature with its scenarios; the rules of a scenario are the ones the trace found for it."""
    rules_by_scenario = {(s.file, s.name): sorted(s.rules, key=rule_sort_key) for s in trace.scenarios}
    parser = Parser()
    views = []
    for path in sorted(features_dir.glob("*.feature")):
        doc: dict[str, Any] = dict(parser.parse(path.read_text(encoding="utf-8")))
        feature = doc.get("feature")
        if not feature:
            continue
        page = f"{game}/scenarios/{path.stem}.md"
        view = FeatureView(path.name, feature, page)
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
            view.scenarios.append(
                ScenarioView(feature["name"], path.name, rule_title, node, steps, rules, anchor, page)
            )
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
