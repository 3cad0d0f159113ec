"""The site's page "How strict is a pass" (docs/hooks/strictness.py), made from made-up mutation records.

The page must show each game's score with its date and commit, a row per chapter named as the rules pages
name it, the shared machine in words, every survivor as a diff with its rules linked, the equivalent ones
folded with their reasons, and never an out-of-date figure as a current one.
"""

from __future__ import annotations

import dataclasses
import importlib
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from conformance.games import strength
from tests.mutation_records import mutant, record

ROOT = Path(__file__).resolve().parents[2]
SURVIVOR = "- if bought_two_pack:\n+ if not bought_two_pack:"
EQUIVALENT = "- if len(cards) > 99:\n+ if len(cards) >= 99:"
REASON = "No player can hold 99 cards, so the two comparisons never differ."


@pytest.fixture(scope="module")
def hooks() -> tuple[ModuleType, Any]:
    sys.path.insert(0, str(ROOT / "docs" / "hooks"))
    try:
        page = importlib.import_module("strictness")
        site = importlib.import_module("model").load(ROOT)
    finally:
        sys.path.remove(str(ROOT / "docs" / "hooks"))
    return page, site


def _game(site: Any, game: str) -> Any:
    return next(g for g in site.games if g.id == game)


def _measured(game: Any, changed: tuple[str, ...] = ()) -> strength.Strength:
    """Loyang measured: chapter 7 at 90 % with one survivor, chapter 10 at 50 % (one equivalent left out), and
    the shared machine all killed."""
    mutants = [mutant(f"k{i}", "LY-7", "killed", ("LY-7.2.2",)) for i in range(9)]
    mutants += [
        mutant("s1", "LY-7", "survived", ("LY-7.2.2", "LY-7.1.1"), line=42, diff=SURVIVOR),
        mutant("l1", "LY-10", "timeout", ("LY-10.1.1",)),
        mutant("l2", "LY-10", "survived", ("LY-10.1.1",), line=77, diff="- coins += 5\n+ coins += 6"),
        mutant("e1", "LY-10", "survived", ("LY-10.1.2",), module="reference_impl/loyang/market.py", diff=EQUIVALENT),
        mutant("m1", strength.SHARED, "incompetent", module="reference_impl/machine.py"),
    ]
    return strength.Strength(game.id, record(game.info, mutants), {"e1": REASON}, changed)


def _section(page: str, title: str) -> str:
    return page.split(f"## {title}", 1)[1].split("\n## ", 1)[0]


def test_the_score_has_its_date_and_commit_and_each_chapter_its_row(hooks: tuple[ModuleType, Any]) -> None:
    page, site = hooks
    loyang = _game(site, "loyang")
    made = _section(page.page([(loyang, _measured(loyang))]), loyang.info.title)
    assert "!!! warning" not in made
    assert "This suite fails 84.6 % of the engine mutants we could make (11 of 13 " in made
    assert "measured on 7 December 2026 at commit abc1234." in made
    table = made.split("| chapter | mutants counted | killed | score |\n|---|---:|---:|---:|\n", 1)[1]
    rows = table.split("\n\n", 1)[0].splitlines()
    assert rows[0] == "| [7. Action phase and turns](loyang/rules/07-action-phase.md) | 10 | 9 | 90 % |"
    assert rows[1] == (
        "| [10. Loans](loyang/rules/10-loans.md) | 2 (1 equivalent left out) | 1 | **50 %, below 80 %** |"
    ), "a chapter under 80 % is marked"
    assert rows[2].startswith("| The decision machine every game shares (code citing no rule of this game) | 1 | 1 |")
    assert rows[3:] == ["| **all chapters** | 13 | 11 | **84.6 %** |"]
    assert "1 by hanging until the time limit and 1 by no longer running at all" in made
    assert "seed 7" in made and "1,234" in made
    assert "python tools/mutation.py run --game loyang --sample 14 --seed 7" in made


def test_a_survivor_is_shown_as_a_diff_with_its_rules_linked_by_title(hooks: tuple[ModuleType, Any]) -> None:
    page, site = hooks
    loyang = _game(site, "loyang")
    made = page.page([(loyang, _measured(loyang))])
    survivors = made.split("### What no scenario catches yet", 1)[1].split("???", 1)[0]
    assert "2 mutants passed every scenario" in survivors
    assert "#### 7. Action phase and turns" in survivors and "#### 10. Loans" in survivors
    assert "`reference_impl/loyang/turn.py`, line 42, in `take_turn`" in survivors
    assert (
        "[LY-7.2.2 The exception is action H, buying a Two-pack, which a player may take at most once per …]"
        "(loyang/rules/07-action-phase.md#LY-7.2.2)"
    ) in survivors
    assert "[LY-7.1.1 Each player takes exactly one turn in each Action phase](" in survivors
    assert "    ```diff\n    - if bought_two_pack:\n    + if not bought_two_pack:\n    ```" in survivors
    assert "99" not in survivors, "the equivalent survivor is not listed among those waiting for a scenario"


def test_the_equivalent_survivors_are_folded_with_their_reasons(hooks: tuple[ModuleType, Any]) -> None:
    page, site = hooks
    loyang = _game(site, "loyang")
    made = page.page([(loyang, _measured(loyang))])
    folded = made.split('??? note "1 survivor judged equivalent, left out of the score"', 1)[1].split("\n###", 1)[0]
    assert f"*Why it is equivalent:* {REASON}" in folded
    assert "`reference_impl/loyang/market.py`" in folded and "LY-10.1.2 A player may take" in folded
    assert all(line.startswith("    ") for line in folded.strip("\n").splitlines() if line), "inside the fold"


def test_the_folds_and_diffs_render_as_folds_and_code(hooks: tuple[ModuleType, Any]) -> None:
    markdown = pytest.importorskip("markdown")
    pytest.importorskip("pymdownx")
    page, site = hooks
    loyang = _game(site, "loyang")
    made = _section(page.page([(loyang, _measured(loyang, ("the scenarios",)))]), loyang.info.title)
    html = markdown.markdown(
        made, extensions=["admonition", "attr_list", "md_in_html", "tables", "pymdownx.details", "pymdownx.superfences"]
    )
    assert re.search(r'<div class="admonition warning">\s*<p class="admonition-title">OUT OF DATE', html)
    folded = html.split("<details", 1)[1].split("</details>", 1)[0]
    assert f"<p><em>Why it is equivalent:</em> {REASON}</p>" in folded, "a paragraph of its own, not code"
    assert "if len(cards) &gt;= 99:" in folded and "<code" in folded
    assert html.count("<code") >= 3 and "+ if not bought_two_pack:" in html


def test_an_out_of_date_figure_is_marked_and_never_said_as_current(hooks: tuple[ModuleType, Any]) -> None:
    page, site = hooks
    loyang = _game(site, "loyang")
    made = _section(page.page([(loyang, _measured(loyang, ("the scenarios",)))]), loyang.info.title)
    first = made.split("\n\n", 2)[1]
    assert first.startswith('!!! warning "OUT OF DATE: the scenarios changed since it was measured"')
    assert "a recheck of its survivors" in first
    assert "This suite fails" not in made
    assert "When measured on 7 December 2026 at commit abc1234, this suite failed 84.6 %" in made
    assert "### By chapter, as measured on 7 December 2026" in made
    code = _section(page.page([(loyang, _measured(loyang, ("the engine's code",)))]), loyang.info.title)
    assert "after a new run" in code.split("\n\n", 2)[1]


def test_a_game_never_measured_says_so(hooks: tuple[ModuleType, Any]) -> None:
    page, site = hooks
    loyang, sweet = _game(site, "loyang"), _game(site, "sweet-lands")
    made = page.page([(loyang, _measured(loyang)), (sweet, None)])
    assert _section(made, sweet.info.title).strip() == (
        "{ #sweet-lands }\n\nNot measured yet: no mutants of the Sweet Lands engine have been run against its "
        "scenarios, so nothing can be said here about how strict a pass is."
    )
    assert "stale" not in made.lower()


def test_the_home_page_says_per_game_what_a_pass_means(hooks: tuple[ModuleType, Any]) -> None:
    page, site = hooks
    loyang, sweet = _game(site, "loyang"), _game(site, "sweet-lands")
    measured = _measured(loyang)
    lines = page.home_lines([(loyang, measured), (sweet, None)], "index.md").splitlines()
    assert lines == [
        f"- **At the Gates of Loyang**: {measured.statement()} [How strict is a pass](strictness.md#loyang).",
        "- **Sweet Lands**: How strict a pass is has not been measured yet. "
        "[How strict is a pass](strictness.md#sweet-lands).",
    ]
    old = dataclasses.replace(measured, changed=("the scenarios",))
    (line,) = page.home_lines([(loyang, old)], "index.md").splitlines()
    assert "Out of date: the scenarios have changed since" in line and "This suite fails" not in line


def test_a_games_front_page_gives_its_score_in_a_few_words(hooks: tuple[ModuleType, Any]) -> None:
    page, site = hooks
    loyang = _game(site, "loyang")
    front = "loyang/index.md"
    assert page.game_line(loyang, _measured(loyang), front) == (
        "- [How strict is a pass](../strictness.md#loyang): the suite fails 84.6 % of the engine mutants we made, "
        "measured on 7 December 2026."
    )
    old = page.game_line(loyang, _measured(loyang, ("the scenarios",)), front)
    assert old.startswith("- [How strict is a pass](../strictness.md#loyang): OUT OF DATE: the suite failed 84.6 %")
    assert old.endswith("; the scenarios changed since.")
    assert page.game_line(loyang, None, front) == "- [How strict is a pass](../strictness.md#loyang): not measured yet."
