"""The printed rules: each game's rulebook PDF and quick reference, as a player at the table gets them.

`mkdocs build --strict` prints them (docs/hooks/printable.py). These tests read the
PDFs back with poppler's `pdftotext` and `pdfinfo`: every rule ID of the game is
there, in the spec's order; each is a destination the PDF's links can reach; the
pages are numbered and the contents list gives the page each chapter starts on;
the quick reference fits on two sides and shows the rules its page shows. A few
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
    for module in ("mkdocs", "material", "selenium"):
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
    pdf = built_site / game / "rulebook.pdf"
    rules = list(trace.build(game, root=ROOT).rules)
    pages = _text(pdf).split("\f")
    body = "\f".join(pages[1:])  # page 1 is the contents list
    at = 0
    for rule_id in rules:
        found = re.search(rf"(?<![\w.-]){re.escape(rule_id)}(?![\w])", body[at:])
        assert found is not None, (
            f"{rule_id} is missing from {pdf.name}, or out of order (after {body[at - 80 : at]!r})"
        )
        at += found.end()


@pytest.mark.parametrize("game", GAMES)
def test_the_rulebook_pdf_links_to_every_rule_and_numbers_its_pages(built_site: Path, game: str) -> None:
    pdf = built_site / game / "rulebook.pdf"
    total = _pages(pdf)
    done = subprocess.run(["pdfinfo", "-dests", str(pdf)], capture_output=True, text=True, check=True)
    destinations = set(re.findall(r'"([^"]+)"\s*$', done.stdout, re.MULTILINE))
    missing = [r for r in trace.build(game, root=ROOT).rules if r not in destinations]
    assert not missing, f"{len(missing)} rules are no link destination in {pdf.name}: {missing[:5]}"
    assert f"page 2 of {total}" in _text(pdf, 2)
    contents = _text(pdf, 1)
    title = registered()[game].info.title
    entry = r"(?:^\s*|\s{2,})(\d+)\. (\S+(?: \S+)*)\s{2,}(\d+)(?=\s|$)"  # number. title   page, in two columns
    listed = re.findall(entry, contents, re.MULTILINE)
    assert len(listed) >= 5, f"the contents list shows no page numbers:\n{contents}"
    for number, _name, page in listed[:8]:
        start = _text(pdf, int(page))
        assert re.search(rf"^\s*{number}\. ", start, re.MULTILINE), f"chapter {number} does not start on page {page}"
    assert f"{title}: the complete rules" in contents


@pytest.mark.parametrize("game", GAMES)
def test_the_quick_reference_fits_on_two_sides_and_shows_its_rules(built_site: Path, game: str) -> None:
    pdf = built_site / game / "quick-reference.pdf"
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
    for name in ("rulebook.pdf", "quick-reference.pdf"):
        assert f'href="{name}"' in home, name
        assert (built_site / game / name).read_bytes().startswith(b"%PDF-")


def test_a_few_pages_rendered_for_a_person_to_look_at(built_site: Path, shots: Path) -> None:
    if shutil.which("pdftoppm") is None:
        pytest.skip("no pdftoppm: apt-get install poppler-utils")
    for game in GAMES:
        book = built_site / game / "rulebook.pdf"
        last = _pages(book)
        for pdf, pages in ((book, (1, 2, last // 2, last)), (built_site / game / "quick-reference.pdf", (1, 2))):
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
