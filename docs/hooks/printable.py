"""Every rule of a game on one page, and that page (and the game's quick reference) printed to PDF.

The whole-rulebook page (`<game>/rulebook.md`) serves two readers: one who reads
straight through, or searches the page with the browser's find, and one who
wants the rules on paper. It opens with a cover (the game, the specification's
version, the date, the sources, the licence) and a contents list, then holds
every chapter's rules with their IDs, sources and notes, its diagrams and
drawings, and a worked example closing each section that has a fitting scenario
(examples.py; the scenarios themselves stay on the chapter pages), then the
errata, the glossary, the sources, the components in player words
(component_words.py) and an index. Every cross-reference the page makes to its
own game points inside the page, so the printed copy's links work without the
site, and the spec's file names are put in words a paper reader can use
(printed_words.py).

After the site is written (`on_post_build`), headless Chromium prints the page
with the print stylesheet (docs/stylesheets/extra.css, `@media print`), numbers
the pages in the footer, opens every folded block, points links to the rest of
the site at its published address, titles the PDF by its game and writes
`<game>/<game>-rulebook.pdf`; a game page its plugin marks `printable` (the
quick reference) is printed beside it. The contents list and the index get their
page numbers from a first printing, read back with `pdftotext` (Debian's
poppler-utils), then the page is printed again.
Without Chromium (or the docs extras) the build still succeeds and the game's
home page says the PDFs were not made, except in CI (`CI` set), where a missing
browser fails the build.
"""

from __future__ import annotations

import base64
import dataclasses
import importlib.util
import logging
import os
import re
import shutil
import subprocess
import tempfile
import tomllib
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import component_words
import examples
import printed_words
import sources
from links import Index, attr, link_markdown, md_escape
from model import ERRATA_ENTRY, GLOSSARY_TERM, GameModel, ScenarioView
from rulebook import glossary_anchor
from scenarios import Outcomes

from conformance.catalogue.trace import RULE_LINE
from conformance.games import SiteDrawing

log = logging.getLogger("mkdocs.plugins.rules_site.printable")

BOOK = "rulebook.md"
"""The whole-rulebook page of each game, inside the game's section."""
SEARCH_EXCLUDED = "---\nsearch:\n  exclude: true\n---\n\n"
"""Front matter that keeps the whole-rulebook page out of the search index: search finds each rule on its chapter."""
APPENDICES = (("errata", "Errata and rulings", "errata.md"), ("glossary", "Glossary", "glossary.md"))
WEB_ONLY = "rs-web-only"
"""The class of what only the web page means (a link to the PDF itself): the print stylesheet leaves it out."""
INDEX_PAGES = 8
"""At most this many page numbers after an index entry: a term on every page is found by its glossary entry."""
TOC_FILLER = "\u2007" * 3
"""Stands in for a page number in the first printing, about as wide as one, so the second does not reflow."""
PRINT = {
    "paperWidth": 8.27,  # A4, in inches
    "paperHeight": 11.69,
    "marginTop": 0.6,
    "marginBottom": 0.7,
    "marginLeft": 0.6,
    "marginRight": 0.6,
    "printBackground": True,
    "displayHeaderFooter": True,
    "headerTemplate": "<span></span>",
    "generateDocumentOutline": True,
    "generateTaggedPDF": True,
}
"""Chromium's Page.printToPDF options; the footer template is added per document."""


def pdf_name(game: GameModel, stem: str) -> str:
    """A printed file's name, the game's id first, so a download folder tells the books apart."""
    return f"{game.id}-{stem}.pdf"


def chapter_anchor(number: int) -> str:
    return f"chapter-{number}"


def book_index(game: GameModel) -> Index:
    """The game's index with its own rules, errata and chapters found on the rulebook page itself."""
    page = game.page(BOOK)
    own = dict.fromkeys(game.trace.rules, page)
    return dataclasses.replace(
        game.index,
        rule_page={**game.index.rule_page, **own},
        errata_page=page if game.index.errata_page else "",
        chapter_page={},
    )


def rulebook_page(
    game: GameModel,
    *,
    drawings: Sequence[SiteDrawing],
    pdf_note: str,
    outcomes: Outcomes,
    docs_dir: Path,
    diagrams: dict[int, list[str]],
) -> str:
    """The whole rulebook as one page: a cover, a contents list, every chapter's rules, then the appendices.

    `diagrams` (chapter -> HTML figures, docs/hooks/diagrams.py) open their chapters, before its component drawings.
    """
    page = game.page(BOOK)
    book = dataclasses.replace(game, index=book_index(game))
    paths = sorted((game.spec_dir / "components").glob("*.json"))
    cited = sources.cited([r.source or "" for r in game.trace.rules.values()])
    shown = sources.sections(docs_dir, cited)
    out = _cover(game, shown, pdf_note)
    out += ['<nav class="rs-book-toc" markdown>', "", "**Contents**", ""]
    for anchor, title in contents(game).items():
        out.append(f'- <a href="#{anchor}">{attr(title)}</a>{_page_slot(anchor)}')
    out += ["", "</nav>", ""]
    drawn: dict[str, int] = {}
    for chapter in game.chapters:
        pictures = [d for d in drawings if chapter.number in d.chapters]
        drawn.update({d.component: chapter.number for d in pictures if d.component not in drawn})
        figures = [*diagrams.get(chapter.number, []), *(d.html for d in pictures)]
        out += _chapter(chapter.number, chapter.file, book, page, outcomes=outcomes, figures=figures)
    if game.has("errata.md"):
        out += _errata(book, page)
    if game.has("glossary.md"):
        out += _glossary(book, page)
    if shown:
        out += _sources(shown)
    if paths:
        pictures = {d.component: d.html for d in drawings if d.component not in drawn}
        out += component_words.appendix(book, page, paths, pictures, drawn)
    out += _index(game)
    anchors = {p.stem: f"components-{p.stem}" for p in paths}
    return printed_words.plain("\n".join(out) + "\n", anchors)


def _cover(game: GameModel, shown: list[tuple[str, str, str]], pdf_note: str) -> list[str]:
    """The first page: the game, the specification's version, the date, the sources and the licence."""
    licence = tomllib.loads((game.root / "pyproject.toml").read_text(encoding="utf-8"))["project"].get("license", "")
    cited = "".join(f"<li>{attr(heading)}</li>" for _anchor, heading, _body in shown)
    return [
        '<section class="rs-cover" markdown>',
        "",
        f"# {md_escape(game.info.title)}: the complete rules",
        "",
        f'<p class="rs-cover-line">Rules specification, version {attr(game.spec_version)}</p>',
        f'<p class="rs-cover-line">{datetime.now(UTC).strftime("%d %B %Y").lstrip("0")}</p>',
        f'<p class="rs-cover-what">{len(game.trace.rules)} numbered rules in {len(game.chapters)} chapters, '
        "each with the source it was read from, worked examples taken from the conformance suite, then the errata, "
        "the glossary, the sources, the components and an index.</p>",
        f'<p class="rs-cover-what">Written from these sources, in this project\'s own words:</p><ul>{cited}</ul>',
        f'<p class="rs-cover-what">Licence: {attr(str(licence))}. The game and its printed components belong to '
        "their publisher; this book describes the rules only.</p>",
        f'<p class="{WEB_ONLY}" markdown>{pdf_note}</p>',
        "",
        "</section>",
        "",
    ]


def _sources(shown: list[tuple[str, str, str]]) -> list[str]:
    """The Sources appendix: what each code on a source line stands for (the sections this game cites)."""
    out = ["## Sources { #sources .rs-book-chapter }", ""]
    for anchor, heading, body in shown:
        out += [f"### {heading} {{ #sources-{anchor} }}", "", body, ""]
    return out


def _index(game: GameModel) -> list[str]:
    """The index of glossary terms: each links to its entry; the printer writes the pages it appears on."""
    out = ["## Index { #index .rs-book-chapter }", "", '<div class="rs-book-index" markdown>', ""]
    for term in sorted(game.glossary_terms, key=str.lower):
        slot = f'<span class="rs-index-pages" data-term="{attr(term)}">{TOC_FILLER}</span>'
        out.append(f'<p class="rs-index-entry"><a href="#{glossary_anchor(term)}">{attr(term)}</a> {slot}</p>')
    return [*out, "", "</div>", ""]


def contents(game: GameModel) -> dict[str, str]:
    """The rulebook's chapters and appendices in order: anchor -> the heading as the page shows it."""
    out = {chapter_anchor(c.number): game.index.latin(c.title, markup=False) for c in game.chapters}
    out.update({anchor: title for anchor, title, spec_file in APPENDICES if game.has(spec_file)})
    out["sources"] = "Sources"
    if any((game.spec_dir / "components").glob("*.json")):
        out["components"] = "Components"
    out["index"] = "Index"
    return out


def _page_slot(anchor: str) -> str:
    return f' <span class="rs-toc-page" data-for="{anchor}">{TOC_FILLER}</span>'


def _chapter(
    number: int, file: str, book: GameModel, page: str, *, outcomes: Outcomes, figures: Sequence[str]
) -> list[str]:
    """A chapter's rules, its drawings after its heading, and a worked example closing each section that has one."""
    lines = (book.spec_dir / file).read_text(encoding="utf-8").splitlines()
    out: list[str] = []
    rule: list[str] = []
    section: list[str] = []

    def close() -> None:
        if rule:
            out.extend(_rule(rule, book, page))
            match = RULE_LINE.match(rule[0])
            if match:
                section.append(match.group(1))
            rule.clear()

    def example() -> None:
        close()
        candidates: dict[tuple[str, str], ScenarioView] = {}
        for rule_id in section:
            for scenario in book.scenarios_of(rule_id):
                candidates.setdefault((scenario.feature, scenario.name), scenario)
        chosen = examples.strongest(candidates.values(), outcomes)
        if chosen is not None:
            out.extend(examples.told(chosen, book.index, page))
        section.clear()

    for line in lines:
        if RULE_LINE.match(line):
            close()
            rule.append(line)
        elif line.startswith("# "):
            close()
            title = contents(book)[chapter_anchor(number)]
            out += [f"## {title} {{ #{chapter_anchor(number)} .rs-book-chapter }}", ""]
            for figure in figures:
                out += [f'<div class="rs-book-figure">{figure}</div>', ""]
        elif line.startswith("## "):
            example()
            out += ["#" + book.index.latin(line, markup=False), ""]
        elif line.startswith("#"):
            close()
            out += ["#" + book.index.latin(line, markup=False), ""]
        elif rule:
            rule.append(line)
        else:
            out.append(book.index.link_text(line, page))
    example()
    return out


def _rule(lines: list[str], book: GameModel, page: str) -> list[str]:
    """One rule: its ID (the anchor every reference on the page points to), statement, source and notes."""
    match = RULE_LINE.match(lines[0])
    assert match
    rule_id = match.group(1)
    source = next((line.removeprefix("Source:").strip() for line in lines if line.startswith("Source:")), "")
    notes = "\n".join(line for line in lines[1:] if not line.startswith("Source:")).strip()
    statement = book.index.link_text(match.group(2).strip(), page)
    out = [
        f'<div class="rs-book-rule" id="{rule_id}" markdown>',
        "",
        f'<a class="rs-rule-id" href="#{rule_id}">{rule_id}</a> {statement}',
        f'<span class="rs-book-source">Source: {sources.markdown(source, book.index, page, _to_sources)}</span>'
        if source
        else "",
        "",
    ]
    if notes:
        out += [link_markdown(notes, page, book.index), ""]
    return [*out, "</div>", ""]


def _to_sources(anchor: str) -> str:
    return f"#sources-{anchor}"


def _errata(book: GameModel, page: str) -> list[str]:
    out = ["## Errata and rulings { #errata .rs-book-chapter }", ""]
    for line in (book.spec_dir / "errata.md").read_text(encoding="utf-8").splitlines()[1:]:
        if match := ERRATA_ENTRY.match(line):
            out.append(f"### {match.group(1)} {match.group(2)} {{ #{match.group(1)} }}")
        elif line.startswith("#"):
            out.append("#" + line)
        else:
            out.append(line)
    return [link_markdown("\n".join(out), page, book.index), ""]


def _glossary(book: GameModel, page: str) -> list[str]:
    out = ["## Glossary { #glossary .rs-book-chapter }", ""]
    for line in (book.spec_dir / "glossary.md").read_text(encoding="utf-8").splitlines()[1:]:
        if match := GLOSSARY_TERM.match(line):
            term = match.group(1).strip()
            out.append(f"#### {term} {{ #{glossary_anchor(term)} }}")
        elif line.startswith("#"):
            out.append("#" + line)
        else:
            out.append(line)
    return [link_markdown("\n".join(out), page, book.index), ""]


# --- Printing ---------------------------------------------------------------------------------------------------


def missing() -> str | None:
    """Why the PDFs cannot be printed here, or None when they can."""
    if importlib.util.find_spec("selenium") is None:
        return "selenium is not installed (pip install '.[docs]')"
    if not _binary("CHROMIUM", "chromium", "chromium-browser"):
        return "no chromium binary (apt-get install chromium chromium-driver)"
    if not _binary("CHROMEDRIVER", "chromedriver"):
        return "no chromedriver binary (apt-get install chromium-driver)"
    return None


def _binary(env: str, *names: str) -> str | None:
    """The program named by `env`, if it is there, else the first of `names` on the PATH."""
    if os.environ.get(env):
        return os.environ[env] if shutil.which(os.environ[env]) else None
    return next((found for name in names if (found := shutil.which(name))), None)


PREPARE = """
const [root, site, title] = arguments;
document.title = title;
document.querySelectorAll('details').forEach(d => d.setAttribute('open', ''));
const here = location.href.split('#')[0];
document.querySelectorAll('a[href]').forEach(a => {
  const target = a.href.split('#')[0];
  if (a.href.startsWith(root) && target !== here) {
    a.href = site + a.href.slice(root.length).replace(/index\\.html(?=$|#)/, '');
  }
});
"""
"""Title the document (the PDF's title), open folded blocks, send links that leave the page to the published site."""

FILL_PAGES = """
const [pages, terms] = arguments;
document.querySelectorAll('.rs-toc-page').forEach(s => {
  const n = pages[s.dataset.for];
  if (n) s.textContent = String(n);
});
document.querySelectorAll('.rs-index-pages').forEach(s => {
  s.textContent = terms[s.dataset.term] || '';
});
"""


class Printer:
    """One headless Chromium for the whole build: printing a page costs seconds, starting the browser as much."""

    def __init__(self, site_dir: Path, site_url: str) -> None:
        from selenium import webdriver  # noqa: PLC0415  (only a build that prints needs the browser)
        from selenium.webdriver.chrome.service import Service  # noqa: PLC0415

        options = webdriver.ChromeOptions()
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
            options.add_argument(flag)
        options.binary_location = str(_binary("CHROMIUM", "chromium", "chromium-browser"))
        service = Service(executable_path=str(_binary("CHROMEDRIVER", "chromedriver")))
        self.driver = webdriver.Chrome(options=options, service=service)
        self.root = site_dir.resolve().as_uri() + "/"
        self.site_url = site_url if site_url.endswith("/") else site_url + "/"

    def pdf(
        self,
        page_dir: Path,
        title: str,
        *,
        contents: dict[str, str] | None = None,
        terms: dict[str, list[str]] | None = None,
    ) -> bytes:
        """Print `page_dir/index.html`; with `contents` (anchor -> heading text) and index `terms`, page numbers.

        The first printing is read back for the page each heading starts on and each term appears on;
        the numbers are written in and the page printed again. The contents list is filled with
        stand-ins as wide as numbers, and the index comes last, so filling them moves no page before it.
        """
        self.driver.get((page_dir / "index.html").resolve().as_uri())
        self.driver.execute_script(PREPARE, self.root, self.site_url, title)
        footer = (
            '<div style="font-size:8px;width:100%;text-align:center;color:#555;font-family:sans-serif">'
            f'{attr(title)} \u00b7 page <span class="pageNumber"></span> of <span class="totalPages"></span></div>'
        )
        options = {**PRINT, "footerTemplate": footer}
        first = base64.b64decode(self.driver.execute_cdp_cmd("Page.printToPDF", options)["data"])
        if not contents:
            return first
        texts = page_texts(first)
        pages = _heading_pages(texts, contents)
        if not pages:
            return first
        self.driver.execute_script(FILL_PAGES, pages, _term_pages(texts, pages, terms or {}))
        return base64.b64decode(self.driver.execute_cdp_cmd("Page.printToPDF", options)["data"])

    def close(self) -> None:
        self.driver.quit()


FRONT_PAGES = 2
"""The cover and the contents list: no chapter starts on them, and the index does not send a reader there."""


def page_texts(pdf: bytes) -> list[list[str]]:
    """Each page's lines as `pdftotext -layout` reads them, spaces folded (empty without pdftotext)."""
    if shutil.which("pdftotext") is None:
        log.info("pdftotext is missing: the printed contents list and index have no page numbers")
        return []
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "book.pdf"
        source.write_bytes(pdf)
        text = subprocess.run(
            ["pdftotext", "-layout", str(source), "-"], capture_output=True, text=True, check=True
        ).stdout
    return [[" ".join(line.split()) for line in page.splitlines()] for page in text.split("\f")]


def _heading_pages(pages: list[list[str]], contents: dict[str, str]) -> dict[str, int]:
    """The page each heading of `contents` starts on.

    Headings are looked for in order, each on or after the page of the one before,
    so a heading's words quoted earlier (in the contents list itself) are passed over.
    """
    found: dict[str, int] = {}
    at = FRONT_PAGES
    for anchor, heading in contents.items():
        wanted = " ".join(heading.split())
        for number in range(at, len(pages)):
            if any(line == wanted or (line and wanted.startswith(line) and len(line) > 20) for line in pages[number]):
                found[anchor] = number + 1
                at = number
                break
    return found


def term_pattern(term: str) -> re.Pattern[str]:
    """A term as the index finds it in the text: whole words, any case, a plural allowed, a line break a space."""
    words = r"\s+".join(re.escape(w) for w in term.split())
    return re.compile(rf"(?<![\w-]){words}(?:s|es)?(?![\w-])", re.IGNORECASE)


def _term_pages(pages: list[list[str]], starts: dict[str, int], terms: dict[str, list[str]]) -> dict[str, str]:
    """Each index term -> the pages of the rules chapters that a reader should turn to ("4, 9, 12").

    First the pages of the rules the glossary names for the term (where it is defined or chiefly
    governed), then the first other pages it appears on, at most INDEX_PAGES in all, each a page
    that holds the term itself.
    """
    appendix = min((n for anchor, n in starts.items() if not anchor.startswith("chapter-")), default=len(pages) + 1)
    body = {n + 1: " ".join(pages[n]) for n in range(FRONT_PAGES, appendix - 1)}
    out: dict[str, str] = {}
    for term, rules in terms.items():
        pattern = term_pattern(term)
        hits = [n for n, text in body.items() if pattern.search(text)]
        governing = [n for n in hits if any(re.search(rf"(?<![\w.-]){re.escape(r)}(?!\w)", body[n]) for r in rules)]
        chosen = sorted({*governing[:INDEX_PAGES], *hits[: max(0, INDEX_PAGES - len(governing[:INDEX_PAGES]))]})
        out[term] = ", ".join(str(n) for n in chosen)
    return out
