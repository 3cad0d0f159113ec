"""mkdocs hook: generates the rules site from spec/, features/ and schemas/ at build time, one section per game.

The games are those the registry lists (`rulecore.registry.games()`, one per
`spec/<game>/game.json`), in its order; this hook names none of them. Each
game gets a section (a tab) under `<game id>/`: its chapters with rule cards,
its scenarios, errata, glossary, decisions, effects, components, schemas,
changelog and compliance report, and whatever pages and drawings its harness
plugin adds (`GamePlugin.site_pages`, `site_drawings`). The shared pages are
the engine protocol, the decision model, the shared schemas, how strict a
pass is (each game's mutation score, strictness.py) and the hand-written
`index.md`, `guide.md` and `adding-a-game.md`.

Nothing generated is written to docs/: every page is a virtual file handed to
mkdocs in `on_files`, and the navigation is set in `on_config` from the same
list, so a new game, chapter, feature or schema shows up without touching
mkdocs.yml. The compliance reports are measured during the build by running
the suite against the reference engine; see compliance.py.
"""

from __future__ import annotations

import json
import logging
import os
import posixpath
import re
import time
from pathlib import Path
from typing import Any

import compliance
import components as component_pages
import diagrams
import line_counts
import printable
import rulebook
import scenarios
import schema_pages
import strictness
from links import attr, md_escape, rel
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page
from model import MODEL_FILE, GameModel, Site, load

import engines
from conformance.games import SitePage, strength
from rulecore.registry import RULE_ID_FULL

COMMAND_VARIABLE = compliance.COMMAND_VARIABLE
LOOKUP_FILE = "assets/ids.json"
"""Every rule and errata ID with its address, for the search box's ID lookup (docs/javascripts/lookup.js)."""
log = logging.getLogger("mkdocs.plugins.rules_site")

_STATE: dict[str, Any] = {}
"""The pages of the current build, computed once in on_config and handed to mkdocs in on_files."""


def on_startup(*, command: str, dirty: bool) -> None:
    """Remember the command: `mkdocs serve` rebuilds on every change, and printing each time would slow it down.

    It is kept in the environment because serve loads this hook again for each rebuild, with a fresh `_STATE`.
    """
    os.environ[COMMAND_VARIABLE] = command


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    root = Path(config.config_file_path).resolve().parent
    site = load(root)
    generated: dict[str, str] = {}
    schemas, fields = schema_pages.pages(site)
    generated.update(schemas)
    reports: dict[str, compliance.Stored] = {}
    cannot_print = printable.missing()
    if os.environ.get(COMMAND_VARIABLE) == "serve":
        cannot_print = "mkdocs serve does not print them, mkdocs build does"
    elif cannot_print is not None:
        # CI installs the browser: there a missing one is a broken build, elsewhere the site is still useful.
        (log.warning if os.environ.get("CI") else log.info)("the PDFs are not printed: %s", cannot_print)
    measured = [(game, strength.load(game.plugin) if game.plugin else None) for game in site.games]
    for game, found in measured:
        reports[game.id] = compliance.load(game)
        generated.update(game_pages(game, reports[game.id], fields, schemas, cannot_print, measured=found))
    nav_games = [{game.info.title: _game_nav(game, generated)} for game in site.games]
    generated["protocol.md"] = rulebook.spec_page(root / "spec" / "protocol.md", "protocol.md", site.shared)
    if site.has_model:
        generated[MODEL_FILE] = rulebook.spec_page(root / "spec" / MODEL_FILE, MODEL_FILE, site.shared)
    redirects = {
        f"r/{rule_id}/index.html": rulebook.redirect_page(rule_id, page)
        for rule_id, page in site.shared.rule_page.items()
    }
    redirects[LOOKUP_FILE] = lookup_table(site)
    generated[strictness.PAGE] = strictness.page(measured)
    pdfs = {} if cannot_print is not None else printable_pages(site)
    _STATE.update(site=site, reports=reports, generated=generated, redirects=redirects, pdfs=pdfs, measured=measured)

    config.nav = [
        {"Home": "index.md"},
        *nav_games,
        {
            "Implementers": [
                {"Implementer's guide": "guide.md"},
                {"Sources": "sources.md"},
                {strictness.TITLE: strictness.PAGE},
                {"Engine protocol": "protocol.md"},
                *([{"Decision model": MODEL_FILE}] if site.has_model else []),
                {"Shared schemas": _section("schemas/", generated)},
            ]
        },
        {"Contributors": [{"Adding a game": "adding-a-game.md"}]},
    ]
    for folder in ("spec", "features", "schemas", "conformance/games"):
        if str(root / folder) not in config.watch:
            config.watch.append(str(root / folder))
    return config


def printable_pages(site: Site) -> dict[str, tuple[str, str, bool]]:
    """Each PDF the build prints: its path -> (the page it is printed from, its title, whether it is a book).

    A book has a contents list and an index, whose page numbers the printer fills in.
    """
    out: dict[str, tuple[str, str, bool]] = {}
    for game in site.games:
        title = game.info.title
        out[game.page(printable.pdf_name(game, "rulebook"))] = (
            game.page(printable.BOOK),
            f"{title}: the complete rules",
            True,
        )
        for page in game.plugin.site_pages() if game.plugin else []:
            if page.printable:
                pdf = game.page(printable.pdf_name(game, page.path.removesuffix(".md")))
                out[pdf] = (game.page(page.path), f"{title}: {page.title}", False)
    return out


def game_pages(
    game: GameModel,
    stored: compliance.Stored,
    fields: dict[str, list[schema_pages.Field]],
    schemas: dict[str, str],
    cannot_print: str | None = None,
    *,
    measured: strength.Strength | None = None,
) -> dict[str, str]:
    """Every page of one game's section, by source path; `cannot_print` says why no PDF is made, if none is;
    `measured`, how strict a pass is, when the game has been measured."""
    outcomes = compliance.outcomes_of(stored)
    drawings = list(game.plugin.site_drawings()) if game.plugin else []
    figures = diagrams.figures(game)
    extra = list(game.plugin.site_pages()) if game.plugin else []
    pages: dict[str, str] = {}
    for chapter in game.chapters:
        pages[chapter.page] = rulebook.chapter_page(
            chapter, game, outcomes, drawings=drawings, extra_pages=extra, fields=fields, figures=figures
        )
    pages[game.page("rules/index.md")] = rulebook.rules_index(game)
    pdf_note = (
        f"Not printed to PDF in this build: {attr(cannot_print)}."
        if cannot_print
        else f"[The same as a printable PDF]({printable.pdf_name(game, 'rulebook')})."
    )
    pages[game.page(printable.BOOK)] = printable.SEARCH_EXCLUDED + printable.rulebook_page(
        game, drawings=drawings, pdf_note=pdf_note, outcomes=outcomes, docs_dir=game.root / "docs", diagrams=figures
    )
    pages[game.page("scenarios/index.md")] = scenarios.scenarios_index(game, outcomes)
    for feature in game.features:
        pages[feature.page] = scenarios.feature_page(feature, game, outcomes)
    if game.has("errata.md"):
        pages[game.page("errata.md")] = rulebook.errata_page(game)
    if game.has("glossary.md"):
        pages[game.page("glossary.md")] = rulebook.glossary_page(game)
    for name in ("effects.md", "decisions.md"):
        if game.has(name):
            pages[game.page(name)] = rulebook.spec_page(game.spec_dir / name, game.page(name), game.index)
    if game.has("CHANGELOG.md"):
        pages[game.page("changelog.md")] = rulebook.changelog_page(game)
    pages[game.page("report.md")] = compliance.report_page(game, stored)
    others = engines.reports(game.root, game.id)
    if others:
        pages[game.page("engines.md")] = engines.page(game, stored.report, others, reference_date=stored.made)
    pages.update(component_pages.pages(game, {d.component: d.html for d in drawings}))
    for page in extra:
        pages[game.page(page.path)] = _site_page(game, page)
    pages[game.page("index.md")] = game_home(
        game, {**schemas, **pages}, stored, printed=cannot_print is None, measured=measured
    )
    return pages


def _site_page(game: GameModel, page: SitePage) -> str:
    """A page the game's plugin writes; one that cannot be made says why instead of breaking the build."""
    from conformance.engines.engine import InProcessEngine  # noqa: PLC0415  (only pages that play need the engine)

    engine = InProcessEngine()
    try:
        return page.markdown(engine)
    except Exception as error:  # an illustration must not stop the site; the page says what went wrong
        log.info("%s: the page %s could not be made: %s", game.id, page.path, error)
        return f'# {md_escape(page.title)}\n\n!!! warning "Not made in this build"\n    {md_escape(str(error))}\n'
    finally:
        engine.close()


def game_home(
    game: GameModel,
    pages: dict[str, str],
    stored: compliance.Stored,
    *,
    printed: bool = False,
    measured: strength.Strength | None = None,
) -> str:
    """The front page of a game's section: what is there, with counts from this build, and the PDFs when printed."""
    page = game.page("index.md")
    info = game.info
    covered = game.trace.covered() & game.trace.rules.keys()
    summary = stored.report.get("summary", {})

    def link(name: str, label: str) -> str:
        return f"[{label}]({rel(page, game.page(name))})" if game.page(name) in pages else label

    variants = ", ".join(f"`{v}`" for v in info.variants) or "none"
    features = ", ".join(f"`{f}`" for f in info.features) or "none"
    players = ", ".join(str(n) for n in info.players)
    report = {
        "not run": "not measured in this build",
        "failed": "the suite could not run in this build",
    }.get(stored.status, f"{summary.get('passed', 0)} of {sum(summary.values()) if summary else 0} scenarios passed")

    def pdf(source: str) -> str:
        name = printable.pdf_name(game, source.removesuffix(".md"))
        return f" ([printable PDF]({rel(page, game.page(name))}))" if printed else ""

    out = [
        f"# {md_escape(info.title)}",
        "",
        f"Version **{game.spec_version}** of the {md_escape(info.title)} rules specification: game id `{info.id}`, "
        f"rule IDs `{info.rule_prefix}-<chapter>.<section>.<rule>`, for {players} players; variants {variants}; "
        f"optional features {features}.",
        "",
        f"- {link('rules/index.md', 'The rules')}: {len(game.trace.rules)} rules in {len(game.chapters)} chapters, "
        f"each citable by its ID and reachable at `r/<rule>/`.",
        f"- {link(printable.BOOK, 'The complete rules on one page')}{pdf(printable.BOOK)}: every rule with its source, "
        "then the errata, the glossary and the components, for reading through or printing.",
        f"- {link('scenarios/index.md', 'Scenarios')}: {len(game.trace.scenarios)} executable examples covering "
        f"{len(covered)} rules; {len(game.trace.waiting())} rules still wait for one.",
        f"- {link('errata.md', 'Errata and rulings')}: {len(game.index.errata)} entries where the sources disagree "
        "or say nothing.",
        f"- {link('glossary.md', 'Glossary')}: {len(game.glossary_terms)} terms, each linked to its rules.",
        f"- {link('decisions.md', 'Decisions')}: how each choice of the rules is asked, so two conforming engines "
        "list the same legal actions.",
        f"- {link('components/index.md', 'Components')}: the printed content as data; provisional values marked.",
        f"- {link('schemas/index.md', 'Schemas')} of the game's state, actions and components.",
        f"- {link('report.md', 'Compliance report')} of the reference engine: {report}.",
    ]
    out.append(strictness.game_line(game, measured, page))
    if game.page("engines.md") in pages:
        out.append(f"- {link('engines.md', 'Engines side by side')}: the reference engine and the other engines.")
    if game.plugin:
        out += [
            f"- {link(p.path, md_escape(p.title))}{pdf(p.path) if p.printable else ''}"
            for p in game.plugin.site_pages()
        ]
    return "\n".join(out) + "\n"


def _title(markdown: str) -> str:
    first = markdown.lstrip().splitlines()[0]
    return re.sub(r"\s*\{.*\}\s*$", "", first.lstrip("# ")).replace("\\", "")


def _section(prefix: str, generated: dict[str, str]) -> list[Any]:
    pages = sorted(p for p in generated if p.startswith(prefix) and p.count("/") == prefix.count("/"))
    index = f"{prefix}index.md"
    return [index, *({_title(generated[p]): p} for p in pages if p != index)]


def _game_nav(game: GameModel, pages: dict[str, str]) -> list[Any]:
    def one(name: str, label: str) -> list[dict[str, str]]:
        return [{label: game.page(name)}] if game.page(name) in pages else []

    reference: list[Any] = [
        *one("errata.md", "Errata and rulings"),
        *one("glossary.md", "Glossary"),
        *one("effects.md", "Effect vocabulary"),
        *one("decisions.md", "Decisions"),
    ]
    for name in ("components", "schemas"):
        if game.page(f"{name}/index.md") in pages:
            reference.append({name.capitalize(): _section(game.page(f"{name}/"), pages)})
    if game.plugin:
        reference += [{p.title: game.page(p.path)} for p in game.plugin.site_pages()]
    return [
        game.page("index.md"),
        {"Rules": _section(game.page("rules/"), pages)},
        *one(printable.BOOK, "The complete rules"),
        {"Scenarios": _section(game.page("scenarios/"), pages)},
        {"Reference": reference},
        {"Compliance report": game.page("report.md")},
        *one("engines.md", "Engines side by side"),
        *one("changelog.md", "Changelog"),
    ]


def _url(page: str, anchor: str = "") -> str:
    """A page's address from the site's root, as mkdocs writes it with directory URLs."""
    stem = page.removesuffix(".md")
    path = posixpath.dirname(stem) + "/" if stem.endswith("index") else stem + "/"
    return path.lstrip("/") + (f"#{anchor}" if anchor else "")


def lookup_table(site: Site) -> str:
    """`assets/ids.json`: rule ID -> [address, statement]; errata ID -> [[address, game: title], ...]."""
    rules: dict[str, list[str]] = {}
    errata: dict[str, list[list[str]]] = {}
    for game in site.games:
        for rule_id, rule in game.trace.rules.items():
            text = re.sub(r"[*`]", "", rule.text)
            rules[rule_id] = [_url(game.index.rule_page[rule_id], rule_id), game.index.latin(text, markup=False)[:160]]
        for line in (
            (game.spec_dir / "errata.md").read_text(encoding="utf-8").splitlines() if game.has("errata.md") else []
        ):
            if match := rulebook.ERRATA_ENTRY.match(line):
                entry = [_url(game.page("errata.md"), match.group(1)), f"{game.info.title}: {match.group(2)}"]
                errata.setdefault(match.group(1), []).append(entry)
    return json.dumps({"rules": rules, "errata": errata}, ensure_ascii=False, separators=(",", ":"))


def _game_links() -> str:
    """For the guide: each game's id and the pages an implementer needs, from the root."""
    site: Site = _STATE["site"]
    generated: dict[str, str] = _STATE["generated"]
    rows = ["| game | id | players | what to read |", "|---|---|---|---|"]
    for game in site.games:
        wanted = [
            ("schemas/state.md", "state schema"),
            ("schemas/action.md", "action schema"),
            ("decisions.md", "decisions"),
            ("report.md", "compliance report"),
        ]
        links = ", ".join(f"[{label}]({game.page(name)})" for name, label in wanted if game.page(name) in generated)
        players = ", ".join(str(n) for n in game.info.players)
        rows.append(f"| {md_escape(game.info.title)} | `{game.id}` | {players} | {links} |")
    return "\n".join(rows)


def on_files(files: Files, config: MkDocsConfig) -> Files:
    for uri, content in {**_STATE["generated"], **_STATE["redirects"]}.items():
        files.append(File.generated(config, uri, content=content))
    for uri in _STATE["pdfs"]:
        # Written after the build (on_post_build); listed now so that links to it validate.
        files.append(File.generated(config, uri, content=b""))
    return files


def on_post_build(config: MkDocsConfig) -> None:
    """Print the whole-rulebook pages and the printable game pages to PDF, into the built site."""
    pdfs: dict[str, tuple[str, str, bool]] = _STATE["pdfs"]
    if not pdfs:
        return
    site_dir = Path(config.site_dir)
    started = time.monotonic()
    printer = printable.Printer(site_dir, config.site_url or "")
    try:
        for pdf, (source, title, contents) in pdfs.items():
            page_dir = site_dir / source.removesuffix(".md")
            game = next(g for g in _STATE["site"].games if g.page(printable.BOOK) == source) if contents else None
            headings = printable.contents(game) if game else None
            terms = dict(game.glossary_terms) if game else {}
            (site_dir / pdf).write_bytes(printer.pdf(page_dir, title, contents=headings, terms=terms))
    finally:
        printer.close()
    log.info("printed %s in %.1f s", ", ".join(pdfs), time.monotonic() - started)


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Keep rule headings out of the page's table of contents: it lists the sections, the cards hold the IDs."""

    def keep(items: list[Any]) -> list[Any]:
        kept = [item for item in items if not RULE_ID_FULL.match(item.id)]
        for item in kept:
            item.children = keep(item.children)
        return kept

    page.toc.items = keep(page.toc.items)
    return html


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Fill the hand-written pages' placeholders with the games of this build."""
    if page.file.src_uri == "guide.md":
        return markdown.replace("{{ game_links }}", _game_links())
    if page.file.src_uri == "adding-a-game.md":
        return line_counts.fill(markdown, Path(config.config_file_path).resolve().parent)
    if page.file.src_uri != "index.md":
        return markdown
    site: Site = _STATE["site"]
    rows = ["| game | spec version | rules | scenarios | errata | compliance report |", "|---|---|---|---|---|---|"]
    for game in site.games:
        stored: compliance.Stored = _STATE["reports"][game.id]
        summary = stored.report.get("summary", {})
        verdict = (
            f"{summary.get('passed', 0)} of {sum(summary.values())} passed"
            if stored.trusted and summary
            else "not measured in this build"
        )
        rows.append(
            f"| [{md_escape(game.info.title)}]({game.page('index.md')}) | {game.spec_version} "
            f"| [{len(game.trace.rules)}]({game.page('rules/index.md')}) "
            f"| [{len(game.trace.scenarios)}]({game.page('scenarios/index.md')}) | {len(game.index.errata)} "
            f"| [{attr(verdict)}]({game.page('report.md')}) |"
        )
    markdown = markdown.replace("{{ strictness }}", strictness.home_lines(_STATE["measured"], "index.md"))
    return markdown.replace("{{ games }}", "\n".join(rows))
