"""The rules site, built and driven in headless Chromium.

Builds the site with `mkdocs build --strict`, serves it on 127.0.0.1, and
checks what a reader does: follow a rule's short link, open one of its
scenarios, come back to the rule, search for words and for a rule or errata
ID, and read each registered game's chapters. Screenshots go to a temporary
folder (or to $SL_SCREENSHOTS) and their paths are printed.

Needs the docs extras (`pip install ".[docs]"`) and Debian's `chromium` and
`chromium-driver`; without them the tests are skipped, saying which is missing.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import json
import os
import re
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conformance.catalogue import trace
from conformance.games import registered
from rulecore.registry import games

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:  # the docs extras are absent: every test here is skipped, saying so
    pass

ROOT = Path(__file__).resolve().parents[2]
RULE = "SL-6.3.1"
RULE_PAGE = "/sweet-lands/rules/06-hand/"
SEARCH_TERM = "cookie rabbit"
ERRATUM = "E-15"
SITE_URL = "https://boardgame-conformance.github.io/spec/"
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
CDN_HOSTS = re.compile(
    r"fonts\.googleapis|fonts\.gstatic|cdn\.jsdelivr|unpkg\.com|cdnjs\.|googletagmanager|google-analytics|"
    r"polyfill\.io|bootstrapcdn|typekit",
)
LOADED_URL = re.compile(
    r"<(?:script|img|iframe|source|audio|video)\b[^>]*\bsrc=[\"']?(https?:)?//[^\"'\s>]+"
    r"|<link\b(?![^>]*\brel=[\"']?canonical)[^>]*\bhref=[\"']?(https?:)?//[^\"'\s>]+"  # a canonical link loads nothing
    r"|url\(\s*[\"']?(https?:)?//|@import\s+[\"']?(https?:)?//",
    re.IGNORECASE,
)


def _missing() -> str | None:
    for module in ("mkdocs", "material", "selenium"):
        if importlib.util.find_spec(module) is None:
            return f"the docs extras are not installed (no '{module}'): pip install '.[docs]'"
    if not _binary("CHROMIUM", "chromium", "chromium-browser"):
        return "no chromium binary: apt-get install chromium chromium-driver"
    if not _binary("CHROMEDRIVER", "chromedriver"):
        return "no chromedriver binary: apt-get install chromium-driver"
    return None


def _binary(env: str, *names: str) -> str | None:
    if os.environ.get(env):
        return os.environ[env]
    return next((found for name in names if (found := shutil.which(name))), None)


pytestmark = [pytest.mark.docs, pytest.mark.skipif(_missing() is not None, reason=str(_missing()))]


@pytest.fixture(scope="module")
def site(built_site: Path) -> Path:
    """The site built once for every docs test (tests/docs/conftest.py)."""
    return built_site


@pytest.fixture(scope="module")
def server(site: Path) -> Iterator[str]:
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            pass

    handler = functools.partial(Quiet, directory=str(site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()
    thread.join(timeout=5)


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = os.environ.get("SL_SCREENSHOTS")
    if folder:
        path = Path(folder)
        path.mkdir(parents=True, exist_ok=True)
        return path
    return tmp_path_factory.mktemp("screenshots")


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    os.environ.setdefault("SE_OFFLINE", "true")  # never let Selenium Manager fetch a browser or driver
    options = webdriver.ChromeOptions()
    options.binary_location = str(_binary("CHROMIUM", "chromium", "chromium-browser"))
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--window-size=1280,900",
        f"--user-data-dir={tmp_path_factory.mktemp('chromium-profile')}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(str(_binary("CHROMEDRIVER", "chromedriver"))))
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()


def _shot(driver: Any, folder: Path, name: str) -> None:
    path = folder / f"{name}.png"
    driver.save_screenshot(str(path))
    print(f"screenshot: {path}")


def _wait(driver: Any, condition: Any, timeout: float = 15) -> Any:
    return WebDriverWait(driver, timeout).until(condition)


def _in_view(driver: Any, element_id: str) -> bool:
    script = "const e = document.getElementById(arguments[0]); return e ? e.getBoundingClientRect().top : null"
    top = driver.execute_script(script, element_id)
    return top is not None and 0 <= float(top) < float(driver.execute_script("return window.innerHeight"))


def _only_local_resources(driver: Any, origin: str) -> None:
    urls = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    foreign = [u for u in urls if not u.startswith(origin) and not u.startswith(("data:", "blob:"))]
    assert not foreign, f"the page loaded resources from elsewhere: {foreign}"


def test_built_site_loads_nothing_from_outside(site: Path) -> None:
    offenders = []
    for path in [*site.rglob("*.html"), *site.rglob("*.css")]:
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in LOADED_URL.finditer(text):
            offenders.append(f"{path.relative_to(site)}: {match.group(0)[:120]}")
        for match in CDN_HOSTS.finditer(text):
            offenders.append(f"{path.relative_to(site)}: mentions {match.group(0)}")
    assert not offenders, "\n".join(offenders[:20])


def _card(driver: Any, rule_id: str) -> Any:
    """The rule card whose heading carries `rule_id`."""
    return driver.find_element(By.XPATH, f"//*[@id='{rule_id}']/ancestor::div[contains(@class, 'rs-rule')][1]")


def _search(driver: Any, server: str, query: str) -> list[Any]:
    driver.get(f"{server}/")
    box = driver.find_element(By.CSS_SELECTOR, "input.md-search__input")
    if not box.is_displayed():  # narrow windows show a search button instead of the field
        driver.find_element(By.CSS_SELECTOR, "label[for='__search']").click()
    box.click()
    box.send_keys(query)
    # Wait for the index to load and the site's own results to be drawn, so the order checked is the final one.
    _wait(driver, lambda d: "Initializing" not in d.find_element(By.CSS_SELECTOR, ".md-search-result__meta").text)
    return list(_wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".md-search-result__item")))


def test_every_rule_has_a_short_link(site: Path) -> None:
    rules = {r for game in registered() for r in trace.build(game, root=ROOT).rules}
    pages = {p.parent.name for p in (site / "r").glob("*/index.html")}
    assert pages == set(rules)
    target = (site / "r" / RULE / "index.html").read_text(encoding="utf-8")
    assert f'url=../..{RULE_PAGE}#{RULE}"' in target


def test_short_link_to_rule_to_scenario_and_back(browser: Any, server: str, shots: Path) -> None:
    browser.get(f"{server}/r/{RULE}/")
    _wait(browser, lambda d: d.current_url.endswith(f"{RULE_PAGE}#{RULE}"))
    _wait(browser, lambda d: _in_view(d, RULE))
    card = _card(browser, RULE)
    assert "hand with 0 cards" in card.text
    _shot(browser, shots, "1-rule-from-short-link")
    _only_local_resources(browser, server)

    folded = card.find_element(By.CSS_SELECTOR, "details.rs-checked-by")
    assert folded.get_attribute("open") is None, "the scenarios under a rule are folded by default"
    assert not card.find_elements(By.CSS_SELECTOR, ".rs-steps"), "a rule card shows no Given/When/Then"
    summary = folded.find_element(By.TAG_NAME, "summary")
    assert re.fullmatch(r"Checked by \d+ scenarios?", summary.text), summary.text
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    summary.click()
    link = folded.find_element(By.CSS_SELECTOR, ".rs-scenario-titles li > a")
    scenario_name = link.text
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    _wait(browser, lambda d: "/sweet-lands/scenarios/06-hand/#" in d.current_url)
    anchor = browser.current_url.rsplit("#", 1)[1]
    heading = browser.find_element(By.ID, anchor)
    assert scenario_name in heading.text
    _wait(browser, lambda d: _in_view(d, anchor))
    _shot(browser, shots, "2-scenario")

    back = browser.find_element(
        By.XPATH,
        f"//*[@id='{anchor}']/following-sibling::p[contains(@class, 'rs-checks')][1]//a[contains(@href, '#{RULE}')]",
    )
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", back)
    back.click()
    _wait(browser, lambda d: d.current_url.endswith(f"{RULE_PAGE}#{RULE}"))
    _wait(browser, lambda d: _in_view(d, RULE))
    _shot(browser, shots, "3-back-at-rule")


def test_search_finds_a_term(browser: Any, server: str, shots: Path) -> None:
    browser.get(f"{server}/")
    _shot(browser, shots, "0-home")
    results = _search(browser, server, SEARCH_TERM)
    assert results, "no search results"
    assert any("rabbit" in r.text.lower() for r in results)
    _shot(browser, shots, "4-search")
    _only_local_resources(browser, server)


def test_search_finds_a_rule_by_its_id_first(browser: Any, server: str, shots: Path) -> None:
    results = _search(browser, server, RULE)
    _wait(browser, lambda d: RULE in d.find_element(By.CSS_SELECTOR, ".md-search-result__item").text)
    first = browser.find_element(By.CSS_SELECTOR, ".md-search-result__item a")
    assert first.get_attribute("href").endswith(f"{RULE_PAGE}#{RULE}"), first.get_attribute("href")
    assert "hand with 0 cards" in first.text
    assert results
    _shot(browser, shots, "4b-search-rule-id")
    first.click()
    _wait(browser, lambda d: d.current_url.endswith(f"{RULE_PAGE}#{RULE}"))
    _wait(browser, lambda d: _in_view(d, RULE))


def test_search_finds_an_erratum_by_its_id_first(browser: Any, server: str, shots: Path) -> None:
    _search(browser, server, ERRATUM)
    _wait(browser, lambda d: ERRATUM in d.find_element(By.CSS_SELECTOR, ".md-search-result__item").text)
    first = browser.find_element(By.CSS_SELECTOR, ".md-search-result__item a")
    assert re.search(rf"/errata/#{ERRATUM}$", first.get_attribute("href")), first.get_attribute("href")
    _shot(browser, shots, "4c-search-erratum-id")


def test_rule_text_is_in_the_search_index(site: Path) -> None:
    """Each rule is its own search entry, titled by its ID, holding the rule's statement."""
    docs = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
    entry = next(d for d in docs if d["location"].endswith(f"#{RULE}"))
    assert entry["title"] == RULE
    assert "hand with 0 cards" in entry["text"]


def test_sitemap_lists_the_pages(site: Path) -> None:
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    assert sitemap.count("<loc>") > 50
    assert f"<loc>{SITE_URL}sweet-lands/rules/06-hand/</loc>" in sitemap


def test_no_source_name_needs_a_cjk_font(site: Path) -> None:
    """Japanese source names are shown in Latin script (the original only in a tooltip), so no reader sees boxes."""
    offenders = []
    for path in (p for game in games() for p in (site / game).rglob("index.html")):
        text = path.read_text(encoding="utf-8")
        article = text[text.find("<article") : text.find("</article>")]
        visible = re.sub(r'\s(?:title|aria-label)="[^"]*"', "", article)
        visible = re.sub(r"<[^>]+>", "", visible)
        offenders += [f"{path.relative_to(site)}: {m.group(0)}" for m in CJK.finditer(visible)]
    assert not offenders, offenders[:10]


def test_every_game_has_its_section(site: Path, browser: Any, server: str, shots: Path) -> None:
    """Each registered game gets a tab with its chapters; a rule of its first chapter is on the page."""
    for game in games():
        rules = trace.build(game, ROOT).rules
        first = next(iter(rules.values()), None)
        assert (site / game / "index.html").is_file(), f"no section for {game}"
        assert (site / game / "report" / "index.html").is_file()
        if first is None:
            continue
        page = f"/{game}/rules/{Path(first.file).stem}/"
        browser.get(f"{server}{page}#{first.id}")
        _wait(browser, lambda d, rule=first.id: _in_view(d, rule))
        assert first.id in _card(browser, first.id).text
        tabs = [
            t.get_attribute("textContent").strip() for t in browser.find_elements(By.CSS_SELECTOR, ".md-tabs__link")
        ]
        assert games()[game].title in tabs, tabs
        _shot(browser, shots, f"10-{game}-chapter")


def test_compliance_page_says_how_current_its_report_is(site: Path) -> None:
    for game in games():
        text = (site / game / "report" / "index.html").read_text(encoding="utf-8")
        assert "Measured while this site was built" in text, f"{game}: the report was not measured by this build"


def test_no_page_says_stale_and_chapters_list_scenarios_by_title(site: Path) -> None:
    """The results are measured by the build: no reader's page calls them stale, and rule cards hold no steps."""
    for game in games():
        for page in (site / game).rglob("index.html"):
            if "changelog" in page.parts:
                continue  # the changelog's history may use the word about the rules themselves
            assert "stale" not in page.read_text(encoding="utf-8").lower(), page
        for page in (site / game / "rules").glob("*/index.html"):
            text = page.read_text(encoding="utf-8")
            assert 'class="rs-steps"' not in text, f"{page}: a chapter page prints scenario steps"
            if "rs-checked-by" in text:
                assert "rs-scenario-titles" in text, page


def test_pictures_render(browser: Any, server: str, shots: Path) -> None:
    for page, name in (
        ("/sweet-lands/components/map_boards/", "5-map-boards"),
        ("/sweet-lands/components/industry_track/", "6-industry"),
        ("/sweet-lands/components/prosperity_tracks/", "6b-prosperity"),
    ):
        browser.get(server + page)
        figures = browser.find_elements(By.CSS_SELECTOR, "figure.rs-picture svg")
        assert figures and all(f.size["width"] > 200 for f in figures)
        assert "provisional" in browser.find_element(By.CSS_SELECTOR, "figure.rs-picture figcaption").text
        browser.execute_script("arguments[0].scrollIntoView({block: 'start'})", figures[0])
        _shot(browser, shots, name)


SCHEMA_FIELD = "state › players › hand"
FIELD_LINK = re.compile(r'<a class="rs-field" href="([^"#]*)#([^"]+)"><code>([^<]+)</code></a>')
EXAMPLE_PAGE = "sweet-lands/example-game"


def test_every_schema_field_link_resolves(site: Path) -> None:
    links = 0
    for page in site.glob("*/rules/*/index.html"):
        for href, anchor, _ in FIELD_LINK.findall(page.read_text(encoding="utf-8")):
            target = (page.parent / href / "index.html").resolve()
            assert f'id="{anchor}"' in target.read_text(encoding="utf-8"), f"{page}: {href}#{anchor}"
            links += 1
    assert links > 50, f"only {links} schema field links on the chapter pages"


def test_rule_card_to_schema_field_and_back(browser: Any, server: str, shots: Path) -> None:
    browser.get(f"{server}{RULE_PAGE}#{RULE}")
    _wait(browser, lambda d: _in_view(d, RULE))
    card = _card(browser, RULE)
    link = next(a for a in card.find_elements(By.CSS_SELECTOR, "a.rs-field") if a.text == SCHEMA_FIELD)
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    _shot(browser, shots, "7-rule-card-with-schema-fields")
    link.click()
    _wait(browser, lambda d: "/sweet-lands/schemas/state/#field-players-hand" in d.current_url)
    _wait(browser, lambda d: _in_view(d, "field-players-hand"))
    _shot(browser, shots, "8-schema-field")

    back = browser.find_element(By.XPATH, f"//a[@id='field-players-hand']/ancestor::tr//a[contains(@href, '#{RULE}')]")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", back)
    back.click()
    _wait(browser, lambda d: d.current_url.endswith(f"{RULE_PAGE}#{RULE}"))
    _wait(browser, lambda d: _in_view(d, RULE))


def test_example_map_has_its_page(site: Path, browser: Any, server: str, shots: Path) -> None:
    html = (site / EXAMPLE_PAGE / "index.html").read_text(encoding="utf-8")
    figure = re.search(r'<figure class="rs-picture rs-example">(.*?)</figure>', html, re.DOTALL)
    assert figure, f"{EXAMPLE_PAGE}: no example map"
    assert "<svg" in figure.group(1) and "Player 0" in figure.group(1) and "seed" in figure.group(1)
    assert 'id="example-map"' in html
    chapter = (site / "sweet-lands" / "rules" / "09-map" / "index.html").read_text(encoding="utf-8")
    assert 'href="../../example-game/"' in chapter, "the map chapter does not link to the example game"
    browser.get(f"{server}/{EXAMPLE_PAGE}/#example-map")
    svg = browser.find_element(By.CSS_SELECTOR, "figure.rs-example svg")
    assert svg.size["width"] > 400
    browser.execute_script("document.getElementById('example-map').scrollIntoView({block: 'start'})")
    _shot(browser, shots, "9-example-map")
