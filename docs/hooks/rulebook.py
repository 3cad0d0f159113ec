"""The spec's text as pages: chapters with a card per rule, and the pages beside them.

Each rule card opens with a small heading that carries the rule's ID as its
HTML id (so `<game>/rules/06-hand/#XY-6.3.1` is the rule's address), then
its statement, its source, its notes, the glossary terms and schema fields that
cite it, and the titles of the scenarios that check it, folded (their steps are on
the scenario pages, so a screen holds many rules). The heading makes each rule its own
entry in the search index, titled by its ID, so searching an ID finds the rule;
it is raw HTML, so the page's table of contents keeps to the sections.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import sources
from links import Index, attr, link_markdown, md_escape, rel, slug
from model import ERRATA_ENTRY, GLOSSARY_TERM, NUMBERED_PARAGRAPH, NUMBERED_SECTION, Chapter, GameModel
from scenarios import Outcomes, badge, scenario_list
from schema_pages import Field

from conformance.catalogue.trace import RULE_LINE
from conformance.games import SiteDrawing, SitePage


def chapter_page(
    chapter: Chapter,
    model: GameModel,
    outcomes: Outcomes,
    *,
    drawings: Sequence[SiteDrawing],
    extra_pages: Sequence[SitePage],
    fields: dict[str, list[Field]],
    figures: dict[int, list[str]] | None = None,
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
                out.extend(_chapter_extras(chapter, model, drawings, extra_pages))
                for figure in (figures or {}).get(chapter.number, []):
                    out += [f'<div class="rs-diagram-block">{figure}</div>', ""]
            out.append(model.index.latin(line, markup=False))
        elif rule_id is not None:
            body.append(line)
        else:
            out.append(model.index.link_text(line, page))
    close()
    return "\n".join(out) + "\n"


def _chapter_extras(
    chapter: Chapter, model: GameModel, drawings: Sequence[SiteDrawing], extra_pages: Sequence[SitePage]
) -> list[str]:
    """Coverage of the chapter, and the game's drawings and pages that are about it."""
    rules = model.rules_of(chapter)
    covered = model.trace.covered()
    checked = sum(1 for r in rules if r.id in covered)
    out = [
        f'<p class="rs-where">{len(rules)} rules; {checked} checked by scenarios, '
        f"{len(rules) - checked} without a scenario yet.</p>",
        "",
    ]
    for drawing in drawings:
        if chapter.number not in drawing.chapters:
            continue
        link = rel(chapter.page, model.page(f"components/{drawing.component}.md"))
        opened = "" if drawing.folded else " open"
        summary = f"Drawing: {attr(drawing.title)}, from the component data"
        out += [
            f'<details class="rs-pictures"{opened}><summary>{summary}</summary>{drawing.html}</details>',
            "",
            f"*The values and their provenance: [{md_escape(drawing.title)}]({link}).*",
            "",
        ]
    for extra in extra_pages:
        if chapter.number in extra.chapters:
            out += [f"*See also: [{md_escape(extra.title)}]({rel(chapter.page, model.page(extra.path))}).*", ""]
    return out


def _rule_card(
    rule_id: str, body: list[str], page: str, model: GameModel, outcomes: Outcomes, *, fields: list[Field]
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
        flags += " " + badge("no scenario yet", "pending", f"listed in spec/{model.id}/pending.txt")
    statement = model.index.link_text(" ".join(t.strip() for t in text), page)
    out = [
        '<div class="rs-rule" markdown>',
        "",
        f'<h3 class="rs-rule-head" id="{rule_id}"><a class="rs-rule-id" href="#{rule_id}">{rule_id}</a></h3>',
        "",
        f"{statement}{flags}",
        "",
        f'<p class="rs-source" markdown>[Source]({rel(page, sources.PAGE)}): '
        f"{sources.markdown(source, model.index, page, lambda anchor: rel(page, sources.PAGE, anchor))}</p>",
        "",
    ]
    note_text = "\n".join(notes).strip()
    if note_text:
        out += [link_markdown(note_text, page, model.index), ""]
    terms = model.terms_of(rule_id)
    glossary = model.page("glossary.md")
    if terms:
        links = ", ".join(f"[{md_escape(t)}]({rel(page, glossary, glossary_anchor(t))})" for t in terms)
        out += [f'<p class="rs-terms" markdown>Glossary: {links}</p>', ""]
    if fields:
        links = ", ".join(f"[`{f.label}`]({rel(page, f.page, f.anchor)}){{ .rs-field }}" for f in fields)
        out += [f'<p class="rs-terms rs-fields" markdown>Schema fields: {links}</p>', ""]
    if scenarios:
        out += scenario_list(scenarios, page, outcomes)
    out += ["</div>", ""]
    return out


def glossary_anchor(term: str) -> str:
    return "term-" + slug(term)


def rules_index(model: GameModel) -> str:
    page = model.page("rules/index.md")
    covered = model.trace.covered()
    example = next(iter(model.trace.rules), f"{model.info.rule_prefix}-1.1.1")
    out = [
        "# The rules",
        "",
        f"Version {model.spec_version} of the {model.info.title} specification: {len(model.trace.rules)} numbered "
        f"rules in {len(model.chapters)} chapters. A rule's ID never changes, so `{example}` can be cited "
        f"anywhere; its short address on this site is `r/{example}/`.",
        "",
        "| chapter | rules | checked by scenarios |",
        "|---|---|---|",
    ]
    for chapter in model.chapters:
        ids = [r.id for r in model.rules_of(chapter)]
        checked = sum(1 for r in ids if r in covered)
        out.append(f"| [{md_escape(chapter.title)}]({rel(page, chapter.page)}) | {len(ids)} | {checked} |")
    return "\n".join(out) + "\n"


def glossary_page(model: GameModel) -> str:
    page = model.page("glossary.md")
    out = []
    for line in (model.spec_dir / "glossary.md").read_text(encoding="utf-8").splitlines():
        if match := GLOSSARY_TERM.match(line):
            term = match.group(1).strip()
            out.append(f"### {term} {{ #{glossary_anchor(term)} }}")
        elif line.startswith(("Rules:", "Errata:")):
            label, _, rest = line.partition(":")
            out.append(f'<p class="rs-terms" markdown>{label}: {model.index.link_text(rest.strip(), page)}</p>')
        else:
            out.append(line)
    return link_markdown("\n".join(out), page, model.index)


def errata_page(model: GameModel) -> str:
    page = model.page("errata.md")
    out = []
    for line in (model.spec_dir / "errata.md").read_text(encoding="utf-8").splitlines():
        if match := ERRATA_ENTRY.match(line):
            # The game beside the ID: each game numbers its entries from E-1, and search shows both.
            out.append(f"## {match.group(1)} ({md_escape(model.info.title)}): {match.group(2)} {{ #{match.group(1)} }}")
        else:
            out.append(line)
    return link_markdown("\n".join(out), page, model.index)


def spec_page(path: Path, page: str, index: Index) -> str:
    """A spec page shown as written, cross-linked; numbered sections and paragraphs get anchors."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if match := NUMBERED_PARAGRAPH.match(line):
            number = match.group(1)
            out.append(f'<a id="{number}"></a>[**{number}**](#{number}){match.group(2)}')
        elif match := NUMBERED_SECTION.match(line):
            out.append(f"{line} {{ #{match.group(1)} }}")
        else:
            out.append(line)
    return link_markdown("\n".join(out), page, index)


def changelog_page(model: GameModel) -> str:
    text = (model.spec_dir / "CHANGELOG.md").read_text(encoding="utf-8")
    head, _, rest = text.partition("\n")
    intro = f'{head}\n\n!!! note "This site shows version {model.spec_version} of the specification"\n\n'
    return link_markdown(intro + rest, model.page("changelog.md"), model.index)


def redirect_page(rule_id: str, rule_page: str) -> str:
    """`r/<rule>/index.html`: a tiny page that sends the reader to the rule's anchor, even offline."""
    target = f"../../{rule_page.removesuffix('.md')}/#{rule_id}"
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">\n'
        f"<title>{rule_id}</title>\n"
        f'<meta http-equiv="refresh" content="0; url={target}">\n'
        f'<link rel="canonical" href="{target}">\n'
        "</head><body>\n"
        f'<p>Rule {rule_id} is at <a href="{target}">{target}</a>.</p>\n'
        "</body></html>\n"
    )
