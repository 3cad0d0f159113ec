"""The printed rules: each game's rulebook PDF and quick reference, as a player at the table gets them.

`mkdocs build --strict` prints them (docs/hooks/printable.py). These tests read the
PDFs back as a reader gets them, with poppler's `pdftotext` and `pdfinfo` and
pdfminer's character sizes: the cover and the PDF's title name the game; every
rule ID of the game is there, in the spec's order; each is a destination the
PDF's links can reach; the contents list and the index give pages that hold what
they say; no file name, web-only phrase or JSON reaches the paper; the body is
set at 9.5 to 10 pt; the quick reference fits on two sides, names its game and
shows the rules its page shows. A few
pages are rendered to PNG (`pdftoppm`) into $SL_SCREENSHOTS or a temporary folder,
and their paths printed, for a person to look at.

Without the docs extras, Chromium or poppler-utils the tests are skipped, saying
which is missing; in CI (`CI` set) they fail instead, since CI installs them.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conformance.catalogue import trace
from conformance.engines.engine import InProcessEngine
from conformance.games import registered
from rulecore.registry import RULE_ID

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(registered())
RULE_IN_TEXT = re.compile(rf"(?<![\w.-])({RULE_ID})(?![\w])")


def _missing() -> str | None:
    for module in ("mkdocs", "material", "selenium", "pdfminer"):
        if importlib.util.find_spec(module) is None:
            return f"the docs extras are not installed (no '{module}'): pip install '.[docs]'"
    for program, package in (
        ("chromium", "chromium"),
        ("chromedriver", "chromium-driver"),
        ("pdftotext", "poppler-utils"),
    ):
        if shutil.which(program) is None:
            return f"no {program}: apt-get install {package}"
    return None


MISSING = _missing()
pytestmark = [
    pytest.mark.docs,
    pytest.mark.skipif(MISSING is not None and not os.environ.get("CI"), reason=str(MISSING)),
]


@pytest.fixture(autouse=True)
def _tools_in_ci() -> None:
    """CI installs every tool these tests need: there, a missing one is a failure, not a skip."""
    if MISSING is not None:
        pytest.fail(f"CI must print the rulebooks, but {MISSING}")


def _text(pdf: Path, *pages: int) -> str:
    span = ["-f", str(pages[0]), "-l", str(pages[-1])] if pages else []
    done = subprocess.run(["pdftotext", "-layout", *span, str(pdf), "-"], capture_output=True, text=True, check=True)
    return done.stdout


def _book(site: Path, game: str) -> Path:
    return site / game / f"{game}-rulebook.pdf"


def _quickref(site: Path, game: str) -> Path:
    return site / game / f"{game}-quick-reference.pdf"


def _pages(pdf: Path) -> int:
    done = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
    match = re.search(r"^Pages:\s+(\d+)", done.stdout, re.MULTILINE)
    assert match, done.stdout
    return int(match.group(1))


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = os.environ.get("SL_SCREENSHOTS")
    path = Path(folder) if folder else tmp_path_factory.mktemp("pdf-pages")
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.mark.parametrize("game", GAMES)
def test_the_rulebook_pdf_holds_every_rule_id_in_the_spec_s_order(built_site: Path, game: str) -> None:
    pdf = _book(built_site, game)
    rules = list(trace.build(game, root=ROOT).rules)
    pages = _text(pdf).split("\f")
    body = "\f".join(pages[2:])  # page 1 is the cover, page 2 the contents list
    at = 0
    for rule_id in rules:
        found = re.search(rf"(?<![\w.-]){re.escape(rule_id)}(?![\w])", body[at:])
        assert found is not None, (
            f"{rule_id} is missing from {pdf.name}, or out of order (after {body[at - 80 : at]!r})"
        )
        at += found.end()


@pytest.mark.parametrize("game", GAMES)
def test_the_rulebook_pdf_links_to_every_rule_and_numbers_its_pages(built_site: Path, game: str) -> None:
    pdf = _book(built_site, game)
    total = _pages(pdf)
    done = subprocess.run(["pdfinfo", "-dests", str(pdf)], capture_output=True, text=True, check=True)
    destinations = set(re.findall(r'"([^"]+)"\s*$', done.stdout, re.MULTILINE))
    missing = [r for r in trace.build(game, root=ROOT).rules if r not in destinations]
    assert not missing, f"{len(missing)} rules are no link destination in {pdf.name}: {missing[:5]}"
    assert f"page 2 of {total}" in _text(pdf, 2)
    contents = _text(pdf, 2)
    title = registered()[game].info.title
    entry = r"(?:^\s*|\s{2,})(\d+)\. (\S+(?: \S+)*)\s{2,}(\d+)(?=\s|$)"  # number. title   page, in two columns
    listed = re.findall(entry, contents, re.MULTILINE)
    assert len(listed) >= 5, f"the contents list shows no page numbers:\n{contents}"
    for number, _name, page in listed[:8]:
        start = _text(pdf, int(page))
        assert re.search(rf"^\s*{number}\. ", start, re.MULTILINE), f"chapter {number} does not start on page {page}"
    assert f"{title}: the complete rules" in _text(pdf, 1)


@pytest.mark.parametrize("game", GAMES)
def test_the_cover_and_the_pdf_titles_name_the_game(built_site: Path, game: str) -> None:
    info = registered()[game].info
    cover = " ".join(_text(_book(built_site, game), 1).split())
    version = (ROOT / "spec" / game / "VERSION").read_text(encoding="utf-8").strip()
    assert f"{info.title}: the complete rules" in cover
    assert f"version {version}" in cover, cover
    assert re.search(r"\b\d{1,2} [A-Z][a-z]+ 20\d\d\b", cover), f"the cover has no date: {cover}"
    assert "Licence: MIT" in cover
    assert ("004: a retelling" if game == "loyang" else "000: the Sweet Lands rulebook") in cover
    for pdf in (_book(built_site, game), _quickref(built_site, game)):
        done = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
        assert re.search(rf"^Title:\s+{re.escape(info.title)}: ", done.stdout, re.MULTILINE), done.stdout
    assert f"{info.title}: quick reference" in _text(_quickref(built_site, game), 1)


@pytest.mark.parametrize("game", GAMES)
def test_the_index_sends_a_reader_to_pages_that_hold_the_term(built_site: Path, game: str) -> None:
    pdf = _book(built_site, game)
    pages = _text(pdf).split("\f")
    start = next(n for n in range(len(pages) - 1, 0, -1) if re.match(r"\s*Index\s*$", pages[n].split("\n")[0]))
    terms = _glossary_terms(game)
    checked = 0
    for line in "\n".join(pages[start:]).splitlines():
        for column in re.split(r"\s{3,}", line.strip()):
            match = re.fullmatch(r"(.+?) (\d+(?:, \d+)*)", column)
            if not match or match.group(1) not in terms:
                continue
            for number in match.group(2).split(", "):
                text = " ".join(pages[int(number) - 1].split())
                assert _term(match.group(1)).search(text), f"{match.group(1)!r} is not on page {number}"
                checked += 1
    assert checked >= 50, f"only {checked} index references could be read back"


def _term(term: str) -> re.Pattern[str]:
    """A term as a reader finds it on the page: whole words, any case, a plural allowed."""
    words = r"\s+".join(re.escape(w) for w in term.split())
    return re.compile(rf"(?<![\w-]){words}(?:s|es)?(?![\w-])", re.IGNORECASE)


def _glossary_terms(game: str) -> list[str]:
    text = (ROOT / "spec" / game / "glossary.md").read_text(encoding="utf-8")
    return [m.strip() for m in re.findall(r"^### (.+)$", text, re.MULTILINE)]


WEB_ONLY = ("printable PDF", "tooltip", "click", "hover", "this site")
FILE_NAME = re.compile(r"(?<![\w/.-])[\w-]+\.(?:md|json|txt|py)\b")


@pytest.mark.parametrize("game", GAMES)
def test_no_file_name_or_web_only_phrase_reaches_the_paper(built_site: Path, game: str) -> None:
    for pdf in (_book(built_site, game), _quickref(built_site, game)):
        text = " ".join(_text(pdf).split())
        assert not FILE_NAME.findall(text), f"{pdf.name} prints file names: {sorted(set(FILE_NAME.findall(text)))[:8]}"
        for phrase in WEB_ONLY:
            assert phrase.lower() not in text.lower(), f"{pdf.name} prints the web-only phrase {phrase!r}"


@pytest.mark.parametrize("game", GAMES)
def test_no_json_reaches_the_components_appendix(built_site: Path, game: str) -> None:
    """The components are told in words: no JSON, and no id of data (`space_index`), from the appendix on.

    The chapters may name a schema field in a rule about positions (chapter "Positions an engine refuses");
    the appendix is the part a player reads for the pieces.
    """
    pages = _text(_book(built_site, game)).split("\f")
    start = next(n for n, page in enumerate(pages) if re.match(r"\s*Components\s*$", page.split("\n")[0]))
    end = next(n for n, page in enumerate(pages) if re.match(r"\s*Index\s*$", page.split("\n")[0]))
    text = "\f".join(pages[start:end])
    assert '{"' not in text and '[{"' not in text, "JSON in the components appendix"
    ids = sorted(set(re.findall(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b", text)))
    assert not ids, f"ids in the components appendix: {ids[:12]}"


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_are_set_at_a_readable_size(built_site: Path, game: str) -> None:
    """The commonest type size of the rules pages (from the PDF's own characters) is 9.5 to 10 pt."""
    from pdfminer.high_level import extract_pages  # noqa: PLC0415  (a docs extra: collecting must not need it)
    from pdfminer.layout import LTChar, LTTextContainer, LTTextLine  # noqa: PLC0415

    sizes: dict[float, int] = {}
    for page in extract_pages(_book(built_site, game), page_numbers=[2, 3, 4, 5]):
        for box in page:
            lines = [x for x in box if isinstance(x, LTTextLine)] if isinstance(box, LTTextContainer) else []
            for line in lines:
                for char in line:
                    if isinstance(char, LTChar) and char.get_text().strip():
                        size = round(char.size * 2) / 2
                        sizes[size] = sizes.get(size, 0) + 1
    body = max(sizes, key=lambda s: sizes[s])
    assert 9.5 <= body <= 10, f"the rules are set at {body} pt: {sorted(sizes.items())}"
    sources = [s for s in sizes if s < body and sizes[s] > sizes[body] / 20]
    assert all(s >= 8 for s in sources), f"some text is set below 8 pt: {sorted(sizes.items())}"


@pytest.mark.parametrize("game", GAMES)
def test_the_quick_reference_fits_on_two_sides_and_shows_its_rules(built_site: Path, game: str) -> None:
    pdf = _quickref(built_site, game)
    assert 1 <= _pages(pdf) <= 2, f"{pdf.name} has {_pages(pdf)} pages"
    (page,) = [p for p in registered()[game].site_pages() if p.path == "quick-reference.md"]
    engine = InProcessEngine()
    try:
        wanted = RULE_IN_TEXT.findall(page.markdown(engine))
    finally:
        engine.close()
    shown = [r for r in RULE_IN_TEXT.findall(_text(pdf).replace("\f", "\n")) if r in wanted]
    assert wanted and set(shown) == set(wanted), set(wanted) - set(shown)  # two columns: no single reading order


@pytest.mark.parametrize("game", GAMES)
def test_the_game_s_home_page_links_both_pdfs(built_site: Path, game: str) -> None:
    home = (built_site / game / "index.html").read_text(encoding="utf-8")
    for name in (f"{game}-rulebook.pdf", f"{game}-quick-reference.pdf"):
        assert f'href="{name}"' in home, name
        assert (built_site / game / name).read_bytes().startswith(b"%PDF-")


def test_a_few_pages_rendered_for_a_person_to_look_at(built_site: Path, shots: Path) -> None:
    if shutil.which("pdftoppm") is None:
        pytest.skip("no pdftoppm: apt-get install poppler-utils")
    for game in GAMES:
        book = _book(built_site, game)
        last = _pages(book)
        for pdf, pages in ((book, (1, 2, 3, last // 2, last - 1, last)), (_quickref(built_site, game), (1, 2))):
            for number in pages:
                if number > _pages(pdf):
                    continue
                stem = shots / f"{game}-{pdf.stem}-{number}"
                subprocess.run(
                    [
                        "pdftoppm",
                        "-png",
                        "-r",
                        "60",
                        "-f",
                        str(number),
                        "-l",
                        str(number),
                        "-singlefile",
                        str(pdf),
                        str(stem),
                    ],
                    check=True,
                )
                assert stem.with_suffix(".png").stat().st_size > 1000
                print(f"page: {stem}.png")
