"""The spec's text as pages: chapters with a card per rule, and the pages beside them.

Each rule card carries the rule's ID as its HTML id (so `rules/06-hand/#SL-6.3.1`
is the rule's address), its source, its notes, the glossary terms and schema
fields that cite it, and the scenarios that check it.
"""

from __future__ import annotations

import re

from links import attr, link_markdown, md_escape, rel, slug
from model import ERRATA_ENTRY, GLOSSARY_TERM, Chapter, Model
from scenarios import Outcomes, badge, scenario_card
from schema_pages import Field

from conformance.trace import RULE_LINE

DECISION_PARAGRAPH = re.compile(r"^\*\*(D\d+\.\d+)\*\*(.*)$")
DECISION_SECTION = re.compile(r"^(## (D\d+)\. .*)$")
PICTURES_FOR_CHAPTER = {9: "map_boards", 11: "industry_track", 12: "food_track", 13: "prosperity_tracks"}


def chapter_page(
    chapter: Chapter, model: Model, outcomes: Outcomes, pictures: dict[str, str], fields: dict[str, list[Field]]
) -> str:
    page = chapter.page
    lines = (model.spec_dir / chapter.file).read_text(encoding="utf-8").splitlines()
    out: list[str] = []
    rule_id: str | None = None
    body: list[str] = []

    def close() -> None:
        nonlocal rule_id, body
        if rule_id is not None:
            out.extend(_rule_card(rule_id, body, page, model, outcomes, fields=fields.get(rule_id, [])))
        rule_id, body = None, []

    first_section = True
    for line in lines:
        match = RULE_LINE.match(line)
        if match:
            close()
            rule_id, body = match.group(1), [match.group(2).strip()]
        elif line.startswith("#"):
            close()
            if line.startswith("## ") and first_section:
                first_section = False
                out.extend(_chapter_extras(chapter, model, pictures))
            out.append(line)
        elif rule_id is not None:
            body.append(line)
        else:
            out.append(model.index.link_text(line, page))
    close()
    return "\n".join(out) + "\n"


def _chapter_extras(chapter: Chapter, model: Model, pictures: dict[str, str]) -> list[str]:
    """Coverage of the chapter, and its board or track picture when it has one."""
    rules = [r for r in model.trace.rules.values() if r.file == chapter.file]
    covered = model.trace.covered()
    checked = sum(1 for r in rules if r.id in covered)
    out = [
        f'<p class="sl-where">{len(rules)} rules; {checked} checked by scenarios, '
        f"{len(rules) - checked} without a scenario yet.</p>",
        "",
    ]
    component = PICTURES_FOR_CHAPTER.get(chapter.number)
    if component and component in pictures:
        link = rel(chapter.page, f"components/{component}.md")
        opened = "" if component == "map_boards" else " open"
        summary = f"Drawing: {component.replace('_', ' ')}, from the component data"
        out += [
            f'<details class="sl-pictures"{opened}><summary>{summary}</summary>{pictures[component]}</details>',
            "",
            f"*The values and their provenance: [{component.replace('_', ' ')}]({link}).*",
            "",
        ]
    return out


def _rule_card(
    rule_id: str, body: list[str], page: str, model: Model, outcomes: Outcomes, *, fields: list[Field]
) -> list[str]:
    rule = model.trace.rules[rule_id]
    text: list[str] = []
    notes: list[str] = []
    source = rule.source or ""
    for line in body:
        if line.startswith("Source:"):
            continue
        (notes if notes or line.startswith(">") else text).append(line)
    while text and not text[-1].strip():
        text.pop()
    flags = ""
    if rule.retired:
        flags += " " + badge("retired", "retired")
    scenarios = model.scenarios_of(rule_id)
    unobservable = model.trace.unobservable.get(rule_id)
    if unobservable is not None:
        flags += " " + badge("not observable", "pending", unobservable)
    elif not scenarios and not rule.retired:
        flags += " " + badge("no scenario yet", "pending", "listed in spec/sweet-lands/pending.txt")
    statement = model.index.link_text(" ".join(t.strip() for t in text), page)
    out = [
        f'<div class="sl-rule" id="{rule_id}" markdown>',
        "",
        f"[{rule_id}](#{rule_id}){{ .sl-rule-id }} {statement}{flags}",
        "",
        f'<p class="sl-source">Source: {attr(source)}</p>',
        "",
    ]
    note_text = "\n".join(notes).strip()
    if note_text:
        out += [link_markdown(note_text, page, model.index), ""]
    terms = model.terms_of(rule_id)
    if terms:
        links = ", ".join(f"[{md_escape(t)}]({rel(page, 'glossary.md', glossary_anchor(t))})" for t in terms)
        out += [f'<p class="sl-terms" markdown>Glossary: {links}</p>', ""]
    if fields:
        links = ", ".join(f"[`{f.label}`]({rel(page, f.page, f.anchor)}){{ .sl-field }}" for f in fields)
        out += [f'<p class="sl-terms sl-fields" markdown>Schema fields: {links}</p>', ""]
    if scenarios:
        noun = "scenario" if len(scenarios) == 1 else "scenarios"
        out += [f'<p class="sl-checked-by">Checked by {len(scenarios)} {noun}</p>', ""]
        for scenario in scenarios:
            out += scenario_card(scenario, page, model, outcomes)
    out += ["</div>", ""]
    return out


def glossary_anchor(term: str) -> str:
    return "term-" + slug(term)


def rules_index(model: Model) -> str:
    page = "rules/index.md"
    covered = model.trace.covered()
    out = [
        "# The rules",
        "",
        f"Version {model.spec_version} of the specification: {len(model.trace.rules)} numbered rules in "
        f"{len(model.chapters)} chapters. A rule's ID never changes, so `SL-6.3.1` can be cited anywhere; "
        "its short address on this site is `r/SL-6.3.1/`.",
        "",
        "| chapter | rules | checked by scenarios |",
        "|---|---|---|",
    ]
    for chapter in model.chapters:
        ids = [r.id for r in model.trace.rules.values() if r.file == chapter.file]
        checked = sum(1 for r in ids if r in covered)
        out.append(f"| [{md_escape(chapter.title)}]({rel(page, chapter.page)}) | {len(ids)} | {checked} |")
    return "\n".join(out) + "\n"


def glossary_page(model: Model) -> str:
    page = "glossary.md"
    out = []
    for line in (model.spec_dir / "glossary.md").read_text(encoding="utf-8").splitlines():
        if match := GLOSSARY_TERM.match(line):
            term = match.group(1).strip()
            out.append(f"### {term} {{ #{glossary_anchor(term)} }}")
        elif line.startswith(("Rules:", "Errata:")):
            label, _, rest = line.partition(":")
            out.append(f'<p class="sl-terms" markdown>{label}: {model.index.link_text(rest.strip(), page)}</p>')
        else:
            out.append(line)
    return link_markdown("\n".join(out), page, model.index)


def errata_page(model: Model) -> str:
    page = "errata.md"
    out = []
    for line in (model.spec_dir / "errata.md").read_text(encoding="utf-8").splitlines():
        if match := ERRATA_ENTRY.match(line):
            out.append(f"## {match.group(1)} {match.group(2)} {{ #{match.group(1)} }}")
        else:
            out.append(line)
    return link_markdown("\n".join(out), page, model.index)


def spec_page(model: Model, relative: str, page: str) -> str:
    """A spec page shown as written, cross-linked; numbered decision paragraphs get anchors."""
    out = []
    for line in (model.root / "spec" / relative).read_text(encoding="utf-8").splitlines():
        if match := DECISION_PARAGRAPH.match(line):
            number = match.group(1)
            out.append(f'<a id="{number}"></a>[**{number}**](#{number}){match.group(2)}')
        elif match := DECISION_SECTION.match(line):
            out.append(f"{match.group(1)} {{ #{match.group(2)} }}")
        else:
            out.append(line)
    return link_markdown("\n".join(out), page, model.index)


def changelog_page(model: Model) -> str:
    text = (model.root / "spec" / "CHANGELOG.md").read_text(encoding="utf-8")
    head, _, rest = text.partition("\n")
    intro = f'{head}\n\n!!! note "This site shows version {model.spec_version} of the specification"\n\n'
    return link_markdown(intro + rest, "changelog.md", model.index)


def redirect_page(rule_id: str, model: Model) -> str:
    """`r/<rule>/index.html`: a tiny page that sends the reader to the rule's anchor, even offline."""
    chapter = model.index.rule_page[rule_id].removesuffix(".md")
    target = f"../../{chapter}/#{rule_id}"
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">\n'
        f"<title>{rule_id}</title>\n"
        f'<meta http-equiv="refresh" content="0; url={target}">\n'
        f'<link rel="canonical" href="{target}">\n'
        "</head><body>\n"
        f'<p>Rule {rule_id} is at <a href="{target}">{target}</a>.</p>\n'
        "</body></html>\n"
    )
