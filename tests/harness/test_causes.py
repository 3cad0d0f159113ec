"""Failure evidence that says which side is wrong, grouped by cause (issue 51).

The `two_bugs` miniature is the issue's wrong engine: its legal actions never
list `pass`, and it accepts `end_turn` before the turn's main action. Its run
must name both bugs the right way round, with their rules, at the top of every
report, each once.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

import pytest

from conformance.engines.engine import InProcessEngine
from conformance.reports import html, markdown
from conformance.reports.links import SITE_URL, scenario_url, title_anchor
from conformance.reports.runlog import Run
from conformance.results import causes, second_opinion
from conformance.results.outcomes import Evidence, Outcome, ScenarioResult

from .conftest import Reports, conformance, miniature

ROOT = Path(__file__).resolve().parents[2]
TWO_BUGS_RULES = ("--rule", "SL-17.1", "--rule", "SL-18.1", "--rule", "SL-7.2")
LEFT_OUT = "`pass` is legal here (SL-7.2.1): your legal actions left it out"
NOT_REFUSED = "`end_turn` is not legal here (SL-7.2.2): refuse it"


def _two_bugs(folder: Path, *args: str) -> Reports:
    """`conformance run` of the two-bug engine on the passing and free-action rules, every report on."""
    names = {"--jsonl": "run.jsonl", "--html": "report.html", "--markdown": "report.md", "--junit-xml": "junit.xml"}
    options = [x for option, name in names.items() for x in (option, str(folder / name))]
    engine = ("--engine", miniature("two_bugs"), "--game", "sweet-lands")
    return Reports(conformance("run", *options, *engine, *TWO_BUGS_RULES, *args), folder)


@pytest.fixture(scope="module")
def two_bugs_run(tmp_path_factory: pytest.TempPathFactory) -> Reports:
    return _two_bugs(tmp_path_factory.mktemp("two-bugs"))


def _cards(run: Reports) -> dict[str, dict[str, Any]]:
    return {line["id"]: line for line in run.lines if line.get("outcome") == "failed"}


def test_the_reference_says_which_side_is_wrong(two_bugs_run: Reports) -> None:
    failed = _cards(two_bugs_run)
    said = {line["evidence"]["reference"]["headline"] for line in failed.values()}
    assert said == {LEFT_OUT, NOT_REFUSED}, said
    early = failed["sweet-lands/18-free-actions/ending-the-turn-without-a-main-action-is-refused"]
    opinion = early["evidence"]["reference"]
    assert (opinion["mismatch"], opinion["verdict"], opinion["rule"]) == ("not_refused", "illegal", "SL-7.2.2")
    assert opinion["missing"] == [{"type": "pass"}] and opinion["extra_count"] == 0, "the lists as sets"


def test_causes_come_first_in_every_report_each_once(two_bugs_run: Reports) -> None:
    err = two_bugs_run.done.err
    summary = err[err.index("Engine: ") :]
    top = summary[: summary.index("Scenarios that did not pass")]
    assert "Failures by cause (2 causes" in top and LEFT_OUT in top and NOT_REFUSED in top
    page = two_bugs_run.html
    first_screen = page[: page.index("<h2>Chapters</h2>")]
    assert first_screen.index("Failures by cause") < first_screen.index('class="scenario')
    assert "<code>pass</code> is legal here (" in first_screen and "<code>end_turn</code> is not legal here" in page
    assert page.count('<section class="scenario') == 2, "one card per cause, the rest folded"
    text = two_bugs_run.markdown
    assert text.index("## Failures by cause (2 causes") < text.index("## Chapters")
    assert text.count("#### ") == 2
    assert "`pass` is legal here ([SL-7.2.1](" in text, "the headline keeps its spaces around the code span"


def test_a_card_shows_the_whole_scenario_and_links_its_page(two_bugs_run: Reports) -> None:
    failed = _cards(two_bugs_run)
    early = failed["sweet-lands/18-free-actions/ending-the-turn-without-a-main-action-is-refused"]
    steps, at = early["evidence"]["steps"], early["evidence"]["failed_step"]
    assert steps[at] == "When player 0 ends the turn" and steps[-1].startswith("Then the action is refused")
    assert steps[0].startswith("Given"), "the background's steps come first"
    page = two_bugs_run.html
    assert f'<li class="fail">{html.e(steps[at])} ← failed here</li>' in page
    url = scenario_url("sweet-lands", "18-free-actions.feature", early["name"])
    assert url == f"{SITE_URL}sweet-lands/scenarios/18-free-actions/#ending-the-turn-without-a-main-action-is-refused"
    assert html.e(url) in page
    assert "[the scenario on the rules site](" in two_bugs_run.markdown


def test_the_link_is_the_one_the_site_builds(monkeypatch: pytest.MonkeyPatch) -> None:
    """The site's scenario pages and anchors (docs/hooks/model.py, links.slug) are what the reports link to."""
    monkeypatch.syspath_prepend(str(ROOT / "docs" / "hooks"))
    site_links = importlib.import_module("links")
    for title in ("Ending the turn without a main action is refused", "A 3-player game: Wheat & Gold!", "---"):
        assert title_anchor(title) == site_links.slug(title)
    model = (ROOT / "docs" / "hooks" / "model.py").read_text(encoding="utf-8")
    assert 'page = f"{game}/scenarios/{path.stem}.md"' in model, "the page a feature file's scenarios are on"


def test_the_consultation_can_be_turned_off_for_a_blind_phase(tmp_path: Path) -> None:
    done = _two_bugs(tmp_path, "--no-reference")
    failed = _cards(done)
    assert failed
    for line in failed.values():
        assert line["evidence"]["reference"]["status"] == "off"
    assert "is legal here" not in done.html and "is not legal here" not in done.html
    assert "was not asked" in done.html


def test_where_the_reference_cannot_be_asked_the_card_says_so() -> None:
    referee = second_opinion.Referee(InProcessEngine())
    foreign = referee.consult({"game": "chess"}, [], {"type": "pass"}, accepted=True)
    assert foreign["status"] == "unavailable" and "could not be asked" in foreign["headline"]
    broken = referee.consult({"game": "sweet-lands", "round": -4}, [], {"type": "pass"}, accepted=True)
    assert broken["status"] == "unavailable" and "refuses the position" in broken["headline"]


def _failed(sid: str, actual: str, reference: dict[str, Any] | None = None, step: str = "When x") -> ScenarioResult:
    evidence = Evidence(step=step, expected=step, actual=actual, reference=reference)
    return ScenarioResult("n", "f", ["SL-1.1.1"], Outcome.FAILED, id=sid, evidence=evidence)


def test_causes_are_normalised_and_counted() -> None:
    pass_left_out = {"status": "asked", "mismatch": "left_out", "action_type": "pass", "rule": "SL-7.2.1"}
    results = [
        _failed("g/01-a/a", "player 0 has 3 wheat, not 4"),
        _failed("g/01-a/b", "x", {**pass_left_out, "headline": LEFT_OUT}),
        _failed("g/01-a/c", "player 1 has 5 wheat, not 2"),
        _failed("g/01-a/d", "y", {**pass_left_out, "headline": LEFT_OUT}),
        _failed("g/01-a/e", "z", {**pass_left_out, "headline": LEFT_OUT}),
        _failed("g/01-a/f", "refused citing SL-1.1.2, not SL-1.1.3", step="Then refused because of SL-1.1.3"),
        _failed("g/01-a/g", "agrees", {"status": "asked", "mismatch": "agrees", "headline": "same"}),
    ]
    found = causes.group(results)
    assert [(c.count, c.headline) for c in found][:2] == [(3, LEFT_OUT), (2, "player 0 has 3 wheat, not 4")]
    assert found[0].from_reference and found[0].first_ids == ["g/01-a/b", "g/01-a/d", "g/01-a/e"]
    assert [c.count for c in found] == [3, 2, 1, 1], "an opinion that agrees names no cause"
    assert causes.template('accepted {"type": "pass", "n": [1, {"a": 2}]} from \'Ann\' 12') == (
        'accepted {…} from "…" N'
    )


def _report(results: list[ScenarioResult]) -> Run:
    header = {"engine": {"engine": {"name": "mini", "version": "1"}}, "suite": {}, "command": "conformance run"}
    return Run("", header, results)


def test_an_engine_that_refuses_everything_gives_a_report_of_kilobytes() -> None:
    """A thousand failures of one cause: one card, a line for each of the rest."""
    refusal = {"status": "asked", "mismatch": "refused", "action_type": "pass", "rule": "SL-7.2.1"}
    big = {"players": [{"seat": i, "hand": list(range(40))} for i in range(4)], "log": ["x" * 80] * 50}
    results = []
    for i in range(1000):
        result = _failed(f"g/01-a/s{i}", "refused", {**refusal, "headline": "`pass` is legal here: accept it"})
        result.evidence.given_state = big
        result.evidence.steps = ["Given a", "When b", "Then c"]
        results.append(result)
    page, text = html.render(_report(results)), markdown.render(_report(results))
    assert len(page) < 400_000 and len(text) < 60_000, (len(page), len(text))
    assert page.count('<section class="scenario') == 1
    assert len(re.findall(r'<tr class="s [^"]*" id="s-g--01-a--s\d+"', page)) == 999, "the others a row each"


def test_the_markdown_keeps_under_a_job_summarys_limit() -> None:
    """GitHub refuses a step summary over 1 MiB: many causes, each with a long diff, still fit."""
    results = []
    for i in range(400):
        result = _failed(f"g/{i:02d}-a/s{i}", f"cause number {'x' * (i % 37)} {i}")
        result.evidence.diff = "\n".join(f"+line {n} {'y' * 60}" for n in range(300))
        result.evidence.diff_title = "What the last action changed"
        result.evidence.steps = ["Given a", "When b", "Then c"]
        result.rules = [f"SL-{i % 30 + 1}.{n}.1" for n in range(1, 4)]
        results.append(result)
    text = markdown.render(_report(results))
    assert len(text.encode()) <= markdown.SUMMARY_BUDGET
    assert text.index("## Failures by cause") < 2000, "the summary still opens with the causes"
    fewer = markdown.render(_report(results), budget=20_000)
    assert len(fewer.encode()) <= 20_000 and "## Failures by cause" in fewer and "the HTML report lists them" in fewer
    small = markdown.render(_report(results), budget=3_000)
    assert len(small.encode()) <= 3_000 and small.endswith(markdown.CUT_NOTE)
    workflow = (ROOT / "adapters" / "ci" / "github-workflow.yml").read_text(encoding="utf-8")
    step = workflow[workflow.index("GITHUB_STEP_SUMMARY") - 400 : workflow.index("- name: Keep the reports")]
    assert "wc -c" in step and "head -c 1000000" in step, "the workflow guards the cap whatever the suite's version"
