"""Gherkin scenarios as readable Markdown: one page per feature file, and cards under each rule."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from links import Index, attr, md_escape, rel
from model import FeatureView, GameModel, ScenarioView


@dataclass
class Outcomes:
    """What the reference engine got for each scenario in the report the site shows."""

    by_scenario: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    """(feature name, scenario name) -> the outcomes (several for an outline)."""
    measured: bool = True
    """Whether the suite ran in this build; when it did not, no badge claims a result."""


def badge(label: str, kind: str, title: str = "") -> str:
    tip = f' title="{attr(title)}"' if title else ""
    return f'<span class="rs-badge rs-{kind}"{tip}>{attr(label)}</span>'


def outcome_badge(scenario: ScenarioView, outcomes: Outcomes) -> str:
    if not outcomes.measured:
        return ""
    results = outcomes.by_scenario.get((scenario.feature, scenario.name))
    if not results:
        return badge("not run", "skipped", "the compliance report shown has no result for this scenario")
    worst = next((o for o in ("errored", "failed", "unsupported", "skipped") if o in results), "passed")
    return badge(f"reference engine: {worst}", worst)


def _step_lines(steps: list[dict[str, Any]], page: str, index: Index, css: str) -> list[str]:
    lines = []
    for step in steps:
        keyword = step["keyword"].strip()
        text = index.link_text(md_escape(step["text"]), page)
        lines.append(f'- <span class="rs-kw {css}">{attr(keyword)}</span> {text}')
        if table := step.get("dataTable"):
            lines += ["", *("    " + row for row in _table(table["rows"])), ""]
        if doc := step.get("docString"):
            lines += ["", "    ```text", *("    " + line for line in doc["content"].splitlines()), "    ```", ""]
    return lines


def _table(rows: list[dict[str, Any]]) -> list[str]:
    cells = [[md_escape(c["value"]) for c in row["cells"]] for row in rows]
    if not cells:
        return []
    out = ["| " + " | ".join(cells[0]) + " |", "|" + "---|" * len(cells[0])]
    out += ["| " + " | ".join(row) + " |" for row in cells[1:]]
    return out


def steps_markdown(scenario: ScenarioView, page: str, index: Index) -> list[str]:
    """The scenario's steps, background first (muted), then its own, then any examples table."""
    lines = ['<div class="rs-steps" markdown>', ""]
    lines += _step_lines(scenario.background, page, index, "rs-background")
    lines += _step_lines(scenario.node.get("steps", []), page, index, "")
    lines += ["", "</div>", ""]
    for examples in scenario.node.get("examples", []):
        header = examples.get("tableHeader")
        if header:
            lines += [f"*{md_escape(examples.get('name') or 'Examples')}:*", ""]
            lines += [*_table([header, *examples.get("tableBody", [])]), ""]
    return lines


def rule_links(rules: list[str], page: str, index: Index) -> str:
    return ", ".join(f"[{r}]({index.rule_link(r, page)})" for r in rules if r in index.rule_page)


def scenario_list(scenarios: list[ScenarioView], page: str, outcomes: Outcomes) -> list[str]:
    """Beneath a rule: "Checked by N scenarios", folded, each a title linking to its steps on the scenario page.

    The list is Markdown inside the folded block, so mkdocs resolves and checks every link.
    """
    noun = "scenario" if len(scenarios) == 1 else "scenarios"
    items = []
    for scenario in scenarios:
        link = rel(page, scenario.page, scenario.anchor)
        items.append(f"- [{md_escape(scenario.name)}]({link}) {outcome_badge(scenario, outcomes)}".rstrip())
    return [
        f'<details class="rs-checked-by" markdown><summary>Checked by {len(scenarios)} {noun}</summary>',
        "",
        '<div class="rs-scenario-titles" markdown>',
        "",
        *items,
        "",
        "</div>",
        "",
        "</details>",
        "",
    ]


def feature_page(feature: FeatureView, model: GameModel, outcomes: Outcomes) -> str:
    """One page per feature file: its rules and examples in file order, each linked back to the spec."""
    page = feature.page
    doc = feature.doc
    out = [f"# {md_escape(feature.name)}", ""]
    out += [
        f'<p class="rs-where">From <code>features/{model.id}/{feature.file}</code></p>',
        "",
    ]
    if description := doc.get("description", "").strip():
        out += [model.index.link_text(md_escape(" ".join(description.split())), page), ""]
    requirements = [t["name"].removeprefix("@requires:") for t in doc.get("tags", []) if "requires:" in t["name"]]
    if requirements:
        needs = ", ".join(f"`{r}`" for r in requirements)
        out += [f'!!! info "Optional"\n    These scenarios run only on engines that claim {needs} in their hello.', ""]
    current_rule: str | None = None
    for scenario in feature.scenarios:
        if scenario.rule_title != current_rule and scenario.rule_title:
            current_rule = scenario.rule_title
            out += [f"## Rule: {md_escape(current_rule)}", ""]
        keyword = scenario.node["keyword"].strip()
        out += [f"### {keyword}: {md_escape(scenario.name)} {{ #{scenario.anchor} }}", ""]
        out += [f"{outcome_badge(scenario, outcomes)}", ""]
        out += steps_markdown(scenario, page, model.index)
        checks = rule_links(scenario.rules, page, model.index) or "no rule (the traceability check flags this)"
        out += [f'<p class="rs-checks" markdown>Checks {checks}</p>', ""]
    return "\n".join(out) + "\n"


def scenarios_index(model: GameModel, outcomes: Outcomes) -> str:
    page = model.page("scenarios/index.md")
    out = [
        "# Scenarios",
        "",
        f"Every scenario is an executable example written in Gherkin and tagged with the {model.info.title} "
        "rules it checks. A conforming engine must pass all of them; the pages below show each one with links "
        "to its rules, and the result the reference engine got when this site was built.",
        "",
        "| feature file | feature | scenarios | rules checked |",
        "|---|---|---|---|",
    ]
    for feature in model.features:
        rules = {r for s in feature.scenarios for r in s.rules}
        link = rel(page, feature.page)
        out.append(
            f"| [`{feature.file}`]({link}) | {md_escape(feature.name)} | {len(feature.scenarios)} | {len(rules)} |"
        )
    if not model.features:
        out += ["", f"*No scenarios yet: `features/{model.id}/` holds no feature files.*"]
    return "\n".join(out) + "\n"
