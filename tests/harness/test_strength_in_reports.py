"""The compliance reports say near the top what a pass means for each game run that has been measured, and say
nothing of the kind for a game that has not (an outside game never has a record)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.games import strength
from conformance.reports import html, markdown
from conformance.reports.links import strictness_url
from conformance.reports.runlog import Run
from conformance.results.outcomes import Outcome, ScenarioResult
from rulecore.registry import games
from tests.mutation_records import mutant, record, write

OPENING = "This suite fails 50 % of the engine mutants we could make"
PAST = "When measured on 7 December 2026 at commit abc1234, this suite failed 50 %"


def _run(*game_ids: str) -> Run:
    scenarios = [
        ScenarioResult(name="a turn", feature="f", rules=["LY-7.1.1"], outcome=Outcome.PASSED, id=f"{g}/07-a/a-turn")
        for g in game_ids
    ]
    return Run(path="run.jsonl", header={"command": "conformance run"}, scenarios=scenarios, footer={})


@pytest.fixture
def measured(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Loyang measured (a current record, half its mutants killed); no other game measured."""
    monkeypatch.setattr(strength, "results_file", lambda plugin: tmp_path / plugin.info.id / strength.RESULTS)
    info = games()["loyang"]
    return write(tmp_path / "loyang", record(info, [mutant("a", "LY-7", "killed"), mutant("b", "LY-7", "survived")]))


def test_a_measured_game_has_its_line_near_the_top_of_both_reports(measured: Path) -> None:
    run = _run("loyang", "sweet-lands", "an-outside-game")
    page = html.render(run)
    line = page.split('<p class="strength">', 1)[1].split("</p>", 1)[0]
    assert line.startswith(f"<b>At the Gates of Loyang</b>: {OPENING}")
    assert f'<a href="{strictness_url("loyang")}">How strict is a pass</a>' in line
    assert page.index(OPENING) < page.index("<h2>Summary</h2>")
    assert page.count("How strict is a pass") == 1, "Sweet Lands was not measured and the outside game cannot be"
    text = markdown.render(run)
    assert f"**At the Gates of Loyang**: {OPENING}" in text
    assert f"([how strict is a pass]({strictness_url('loyang')}))" in text
    assert text.index(OPENING) < text.index("| passed |")
    assert text.count("how strict is a pass") == 1


def test_an_out_of_date_figure_is_marked_in_both_reports(measured: Path) -> None:
    data = record(games()["loyang"], [mutant("a", "LY-7", "killed"), mutant("b", "LY-7", "survived")], current=False)
    write(measured.parent, data)
    run = _run("loyang")
    page = html.render(run)
    assert f'<p class="warn"><b>At the Gates of Loyang</b>: {PAST}' in page and OPENING not in page
    assert "Out of date: the scenarios have changed since" in page
    text = markdown.render(run)
    assert f"> **At the Gates of Loyang**: {PAST}" in text and OPENING not in text


def test_a_run_of_games_never_measured_has_no_such_line(measured: Path) -> None:
    measured.unlink()
    run = _run("loyang", "an-outside-game")
    assert "How strict is a pass" not in html.render(run)
    assert "how strict is a pass" not in markdown.render(run)
