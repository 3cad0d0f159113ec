"""mkdocs hook: generates the rules site from spec/, features/ and schemas/ at build time.

Nothing generated is written to docs/: every page is a virtual file handed to
mkdocs in `on_files`, and the navigation is set in `on_config` from the same
list, so a new chapter, feature or schema shows up without touching mkdocs.yml.
Only `index.md` and `guide.md` are written by hand.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import compliance
import components as component_pages
import example_game
import pictures
import rulebook
import scenarios
import schema_pages
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page
from model import Model, load

_STATE: dict[str, Any] = {}
"""The pages of the current build, computed once in on_config and handed to mkdocs in on_files."""


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    root = Path(config.config_file_path).resolve().parent
    model = load(root)
    report = compliance.load_report(root)
    outcomes = compliance.outcomes_of(report)
    drawings = pictures.all_pictures(model.spec_dir / "components")
    schemas, fields = schema_pages.pages(model)
    generated: dict[str, str] = {}
    for chapter in model.chapters:
        generated[chapter.page] = rulebook.chapter_page(chapter, model, outcomes, drawings, fields)
    generated["rules/index.md"] = rulebook.rules_index(model)
    generated["scenarios/index.md"] = scenarios.scenarios_index(model, outcomes)
    for feature in model.features:
        generated[feature.page] = scenarios.feature_page(feature, model, outcomes)
    generated["errata.md"] = rulebook.errata_page(model)
    generated["glossary.md"] = rulebook.glossary_page(model)
    generated["effects.md"] = rulebook.spec_page(model, "sweet-lands/effects.md", "effects.md")
    generated["decisions.md"] = rulebook.spec_page(model, "sweet-lands/decisions.md", "decisions.md")
    generated["protocol.md"] = rulebook.spec_page(model, "protocol.md", "protocol.md")
    generated["changelog.md"] = rulebook.changelog_page(model)
    generated["report.md"] = compliance.report_page(model, report)
    generated.update(component_pages.pages(model, drawings))
    generated.update(schemas)
    example = example_game.section()
    for page in (model.index.chapter_page[9], "components/map_boards.md"):
        generated[page] += example
    redirects = {f"r/{rule_id}/index.html": rulebook.redirect_page(rule_id, model) for rule_id in model.trace.rules}
    _STATE.update(model=model, report=report, generated=generated, redirects=redirects)

    config.nav = _nav(model, generated)
    for folder in ("spec", "features", "schemas"):
        if str(root / folder) not in config.watch:
            config.watch.append(str(root / folder))
    return config


def _title(markdown: str) -> str:
    first = markdown.lstrip().splitlines()[0]
    return re.sub(r"\s*\{.*\}\s*$", "", first.lstrip("# ")).replace("\\", "")


def _nav(model: Model, generated: dict[str, str]) -> list[Any]:
    def section(prefix: str) -> list[Any]:
        pages = sorted(p for p in generated if p.startswith(prefix) and not p.endswith("index.md"))
        return [f"{prefix}index.md", *({_title(generated[p]): p} for p in pages)]

    return [
        {"Home": "index.md"},
        {"Rules": section("rules/")},
        {"Scenarios": section("scenarios/")},
        {
            "Reference": [
                {"Errata and rulings": "errata.md"},
                {"Glossary": "glossary.md"},
                {"Effect vocabulary": "effects.md"},
                {"Decision model": "decisions.md"},
                {"Engine protocol": "protocol.md"},
                {"Components": section("components/")},
                {"Schemas": section("schemas/")},
            ]
        },
        {
            "Implementers": [
                {"Implementer's guide": "guide.md"},
                {"Compliance report": "report.md"},
            ]
        },
        {"Changelog": "changelog.md"},
    ]


def on_files(files: Files, config: MkDocsConfig) -> Files:
    for uri, content in {**_STATE["generated"], **_STATE["redirects"]}.items():
        files.append(File.generated(config, uri, content=content))
    return files


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Fill the hand-written home page's placeholders with numbers from this build."""
    if page.file.src_uri != "index.md":
        return markdown
    model: Model = _STATE["model"]
    summary = _STATE["report"].get("summary", {})
    values = {
        "spec_version": model.spec_version,
        "rules": str(len(model.trace.rules)),
        "chapters": str(len(model.chapters)),
        "scenarios": str(len(model.trace.scenarios)),
        "covered": str(len(model.trace.covered() & model.trace.rules.keys())),
        "errata": str(len(model.index.errata)),
        "terms": str(len(model.glossary_terms)),
        "passed": str(summary.get("passed", 0)),
    }
    return re.sub(r"\{\{ (\w+) \}\}", lambda m: values[m.group(1)], markdown)
