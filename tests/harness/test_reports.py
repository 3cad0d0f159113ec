"""The reports of `conformance run`: formats that validate, evidence that helps, and text that cannot attack."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from conformance.games import registered
from conformance.reports import compliance, html, markdown, runlog
from conformance.reports.links import SITE_URL, rule_url
from conformance.reports.schemas import problems
from conformance.results.outcomes import JSON_REPORT_FIELDS, Outcome, ScenarioResult, json_values

from .conftest import Reports, conformance, miniature, run_with_reports

HOSTILE_BITS = ("<script", "<img", "onerror=alert(1)>")


@pytest.fixture(scope="module")
def dirty_run(tmp_path_factory: pytest.TempPathFactory) -> Reports:
    return run_with_reports(tmp_path_factory.mktemp("dirty"), "--engine", miniature("dirty_refusal"))


@pytest.fixture(scope="module")
def hostile_run(tmp_path_factory: pytest.TempPathFactory) -> Reports:
    return run_with_reports(tmp_path_factory.mktemp("hostile"), "--engine", miniature("hostile_text"))


def _all_runs(request: pytest.FixtureRequest) -> list[Reports]:
    return [request.getfixturevalue(name) for name in ("reference_run", "rule_breaker_run", "dirty_run", "hostile_run")]


def test_every_report_validates_against_its_schema(request: pytest.FixtureRequest) -> None:
    for run in _all_runs(request):
        assert problems("json-report", run.json) == []
        for line in run.lines:
            assert problems("run", line) == [], line
        assert problems("badge", json.loads(run.path("badge.json").read_text())) == []
        ET.fromstring(run.path("badge.svg").read_text())  # well-formed
        ET.parse(run.path("junit.xml"))


def test_the_json_report_keeps_its_shape(reference_run: Reports) -> None:
    data = reference_run.json
    assert list(data) == ["suite", "engine", "summary", "scenarios"]
    assert list(data["summary"]) == ["passed", "failed", "errored", "skipped", "unsupported"]
    assert all(list(s) == list(JSON_REPORT_FIELDS) for s in data["scenarios"])


def test_the_run_log_has_a_header_a_line_per_scenario_and_a_footer(reference_run: Reports) -> None:
    lines = reference_run.lines
    header, body, footer = lines[0], lines[1:-1], lines[-1]
    assert header["type"] == "header" and footer["type"] == "footer"
    assert header["engine"]["engine"]["name"] == "boardgame-reference"
    assert header["suite"]["spec_versions"]["sweet-lands"] == header["engine"]["games"]["sweet-lands"]["spec_version"]
    assert "conformance run" in header["command"] and header["engine_command"]
    assert {b["type"] for b in body} == {"scenario"}
    assert footer["summary"]["passed"] == len(body) == len(reference_run.json["scenarios"])
    assert footer["compliance"] == {"claimed": 100.0, "overall": 100.0}
    assert footer["exit_status"] == reference_run.done.status == 0


def test_a_run_that_was_cut_off_is_recognisable(reference_run: Reports, tmp_path: Path) -> None:
    text = reference_run.path("run.jsonl").read_text()
    cut = tmp_path / "cut.jsonl"
    cut.write_text(text[: len(text) // 2])  # ends in the middle of a line, as a killed run may
    run = runlog.read(cut)
    assert not run.complete and run.scenarios
    assert "cut off" in html.render(run)
    done = conformance("report", str(cut))
    assert done.status == 1 and "cut off" in done.out and "incomplete" in done.out  # issue 48: never a clean run


def test_a_failing_scenario_shows_step_expected_actual_stderr_and_a_command_that_reproduces_it(
    rule_breaker_run: Reports, tmp_path: Path
) -> None:
    failed = [line for line in rule_breaker_run.lines if line.get("outcome") == "failed"]
    assert failed
    first = failed[0]
    assert first["evidence"]["step"].startswith(("When", "Then", "And", "Given"))
    assert first["evidence"]["actual"]
    assert first["evidence"]["given_state"]["game"] == "sweet-lands"
    assert "rule_breaker" in first["reproduce"] and first["id"] in first["reproduce"]
    page = rule_breaker_run.html
    assert html.e(first["evidence"]["step"]) in page
    # One card per cause is shown in full (with its rerun command); the others are folded under it, a line each.
    assert any(html.e(f["reproduce"]) in page for f in failed)
    assert all(html.e(f["id"]) in page for f in failed)
    assert f"--game sweet-lands --id {shlex.quote(first['id'])}" in first["reproduce"]
    again = _shell(f"{first['reproduce']} --json-report {rule_breaker_run.folder / 'again.json'}", tmp_path)
    assert again.returncode == 1, again.stderr[-2000:]
    rerun = json.loads((rule_breaker_run.folder / "again.json").read_text())["scenarios"]
    assert [(s["id"], s["outcome"]) for s in rerun] == [(first["id"], "failed")]


def _shell(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """A report's reproduce command run as a user pastes it into a shell, in `cwd`, with this `conformance` first."""
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    return subprocess.run(["sh", "-c", command], cwd=cwd, env=env, capture_output=True, text=True, check=False)


def test_the_reproduce_command_works_from_another_folder_with_a_relative_engine_path(tmp_path: Path) -> None:
    """An engine command given relative to the folder the run started in still starts when pasted elsewhere."""
    root = Path(__file__).resolve().parents[2]
    engine = f"{shlex.quote(sys.executable)} tests/miniatures.py rule_breaker"
    log = tmp_path / "run.jsonl"
    argv = [sys.executable, "-m", "conformance", "run", "--engine", engine, "--game", "sweet-lands"]
    first = subprocess.run(
        [*argv, "--id", "sweet-lands/17-pass/*", "--jsonl", str(log)],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert first.returncode == 1, first.stderr[-2000:]
    lines = runlog.read(log)
    assert lines.header["cwd"] == str(root)
    failed = next(s for s in lines.scenarios if s.outcome is Outcome.FAILED)
    command = lines.reproduce[failed.id]
    assert command.startswith(f"cd {shlex.quote(str(root))} && conformance run --engine ")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    again = _shell(f"{command} --json-report {tmp_path / 'again.json'}", elsewhere)
    assert again.returncode == 1, again.stderr[-2000:]
    rerun = json.loads((tmp_path / "again.json").read_text())["scenarios"]
    assert [(s["id"], s["outcome"]) for s in rerun] == [(failed.id, "failed")]


def test_the_title_names_only_the_games_that_ran(reference_run: Reports) -> None:
    """The reference claims both games; the report of a run of one game's scenarios is titled by that game only."""
    assert len(reference_run.lines[0]["engine"]["games"]) > 1
    ran = {line["id"].partition("/")[0] for line in reference_run.lines[1:-1]}
    assert ran == {"sweet-lands"}
    title = re.search(r"<title>(.*?)</title>", reference_run.html)
    assert title is not None and title.group(1).startswith("Conformance (sweet-lands): ")
    assert "<h1>Conformance (sweet-lands): " in reference_run.html
    assert reference_run.markdown.startswith("# Conformance (sweet-lands): ")
    others = set(reference_run.lines[0]["engine"]["games"]) - ran
    assert not any(f"{game}: engine spec" in reference_run.html for game in others)


def test_a_refusal_that_changes_the_state_is_shown_as_a_state_diff(dirty_run: Reports) -> None:
    refused = [line for line in dirty_run.lines if line.get("evidence", {}).get("diff")]
    assert refused, "the dirty refusals were not caught with a diff"
    for line in refused:
        assert line["outcome"] == "failed"
        assert {"path": "/players/0/resources/gold", "before": 0, "after": 1} in line["evidence"]["changes"] or any(
            c["path"] == "/players/0/resources/gold" for c in line["evidence"]["changes"]
        )
        assert "-" in line["evidence"]["diff"] and "+" in line["evidence"]["diff"]
    assert "The refused action changed the state" in dirty_run.html
    assert "/players/0/resources/gold" in dirty_run.html
    assert "```diff" in dirty_run.markdown


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: set[str] = set()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        self.hrefs += [v or "" for k, v in attrs if k == "href"]


def _tags(page: str) -> _Tags:
    parser = _Tags()
    parser.feed(page)
    return parser


def _outside_code(markdown: str) -> str:
    """The Markdown with fenced blocks and code spans removed: what a renderer would read as markup."""
    without_blocks = re.sub(r"(?ms)^(`{3,})[^\n]*\n.*?^\1$", "", markdown)
    return re.sub(r"(`+)(?!`).*?(?<!`)\1(?!`)", "", without_blocks)


def test_engine_text_is_escaped_everywhere(hostile_run: Reports, tmp_path: Path) -> None:
    page = hostile_run.html
    assert "&lt;script&gt;" in page, "the hostile text should be shown, escaped"
    found = _tags(page)
    assert not found.tags & {"script", "img", "iframe", "object"}
    site = ("#", f"{SITE_URL}r/", f"{SITE_URL}sweet-lands/scenarios/", f"{SITE_URL}strictness/")
    assert all(h.startswith(site) for h in found.hrefs), "in-page anchors, rule, scenario and strictness links only"
    assert "Content-Security-Policy" in page
    assert "&lt;img" in page and any(line.get("stderr_tail") for line in hostile_run.lines)
    outside = _outside_code(hostile_run.markdown)
    assert not any(bit in outside for bit in HOSTILE_BITS)
    side = tmp_path / "side.html"
    conformance("report", str(hostile_run.path("run.jsonl")), str(hostile_run.path("run.jsonl")), "--html", str(side))
    assert not _tags(side.read_text()).tags & {"script", "img"}


def test_only_web_links_become_links() -> None:
    assert html.safe_link("https://example.org/a?b=<c>").startswith('<a href="https://example.org/a?b=&lt;c&gt;"')
    assert "<a" not in html.safe_link("javascript:alert(1)")


def test_the_html_report_rolls_up_per_chapter_and_rule(rule_breaker_run: Reports) -> None:
    page = rule_breaker_run.html
    assert "<h2>Chapters</h2>" in page and "<h2>Rules</h2>" in page
    assert "SL-17.3.1" in page and "Passing" in page
    footer = rule_breaker_run.lines[-1]
    assert f"{footer['compliance']['overall']:g}%" in page
    svg = rule_breaker_run.path("badge.svg").read_text()
    assert f"{footer['compliance']['overall']:g}%" in svg


def test_report_compares_runs_and_lists_changed_outcomes(reference_run: Reports, rule_breaker_run: Reports) -> None:
    a, b = str(reference_run.path("run.jsonl")), str(rule_breaker_run.path("run.jsonl"))
    table = reference_run.folder / "side.md"
    done = conformance("report", a, b, "--markdown", str(table))
    assert done.status == 0
    failed = [s["id"] for s in rule_breaker_run.json["scenarios"] if s["outcome"] == "failed"]
    text = table.read_text()
    assert all(f"`{i}`" in text for i in failed)
    diff = conformance("report", "--diff", a, b)
    assert diff.status == 1, "a passed scenario that fails now is a regression"
    assert "regression" in diff.out
    same = conformance("report", "--diff", a, a)
    assert same.status == 0 and "No scenario changed" in same.out


def test_report_refuses_a_file_that_is_not_a_run_log(tmp_path: Path) -> None:
    junk = tmp_path / "junk.jsonl"
    junk.write_text('{"hello": 1}\n')
    done = conformance("report", str(junk))
    assert done.status == 2 and "not a conformance run log" in done.err


def test_reports_from_plain_pytest_carry_ids_too(tmp_path: Path) -> None:
    """The plugin alone (pytest, no CLI) writes the same run log."""
    import subprocess  # noqa: PLC0415

    suite = registered()["sweet-lands"].suite_module
    ini = Path(__file__).resolve().parents[2] / "conformance" / "runner" / "pytest.ini"
    log = tmp_path / "run.jsonl"
    subprocess.run(
        [
            *(sys.executable, "-m", "pytest", str(suite), "-c", str(ini), "-q", "-p", "conformance.runner.plugin"),
            *("--conformance-in-process", f"--conformance-jsonl={log}", "-p", "no:cacheprovider"),
            *("--conformance-id", "sweet-lands/21-cleanup/*"),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    lines = [json.loads(x) for x in log.read_text().splitlines()]
    assert lines[0]["engine"]["engine"]["name"] == "boardgame-reference"
    assert all(problems("run", line) == [] for line in lines)


def test_the_html_header_shows_when_the_run_started_not_when_it_ended(rule_breaker_run: Reports) -> None:
    header, footer = rule_breaker_run.lines[0], rule_breaker_run.lines[-1]
    assert header["started"] <= footer["finished"]
    page = rule_breaker_run.html
    assert f"started {header['started']}, took " in page, "one line, no stray space before the comma"


def test_rule_ids_link_to_the_rules_site_in_every_report(rule_breaker_run: Reports) -> None:
    rule = "SL-17.3.1"
    url = rule_url(rule)
    assert url == f"{SITE_URL}r/{rule}/"
    assert f'href="{url}"' in rule_breaker_run.html
    assert f"[{rule}]({url})" in rule_breaker_run.markdown
    assert url in rule_breaker_run.path("junit.xml").read_text()
    assert rule_url("SL-17") is None and rule_url("javascript:alert(1)") is None


def test_the_html_table_of_scenarios_filters_by_outcome_and_chapter_without_a_script(rule_breaker_run: Reports) -> None:
    page = rule_breaker_run.html
    assert 'id="show-failed"' in page and "#show-failed:checked~.rows tr.s:not(.o-failed){display:none}" in page
    assert 'id="ch-SL-17"' in page and "#ch-SL-17:checked~.rows tr.s:not(.c-SL-17){display:none}" in page
    assert re.search(r'<tr class="s o-failed[^"]*\bc-SL-17\b', page)
    assert "<script" not in page


def test_the_markdown_report_opens_with_the_summary_and_the_failures(rule_breaker_run: Reports) -> None:
    text = rule_breaker_run.markdown
    order = [text.index(h) for h in ("| passed |", "## Failures by cause", "## Chapters", "## Rules")]
    assert order == sorted(order)
    assert text.index("## Failures by cause") < len(text) // 3


def _result(outcome: Outcome, rules: list[str]) -> ScenarioResult:
    return ScenarioResult(name="n", feature="f", rules=rules, outcome=outcome, id="g/01-a/b")


def test_a_chapter_is_labelled_by_what_it_was_judged_on() -> None:
    """81 passing and 7 unsupported scenarios read "passed" (the issue saw "unsupported"); a failure, "failed"."""
    results = [_result(Outcome.PASSED, ["SL-9.1.1"])] * 81 + [_result(Outcome.UNSUPPORTED, ["SL-9.1.1"])] * 7
    (chapter,) = compliance.by_chapter(results)
    assert chapter.status is Outcome.PASSED and chapter.tally["unsupported"] == 7
    (chapter,) = compliance.by_chapter([*results, _result(Outcome.FAILED, ["SL-9.2.1"])])
    assert chapter.status is Outcome.FAILED
    assert compliance.worst([Outcome.UNSUPPORTED, Outcome.SKIPPED]) is Outcome.UNSUPPORTED


def test_values_in_messages_read_as_json() -> None:
    assert json_values("accepted {'type': 'pass', 'ok': True}, no") == 'accepted {"type": "pass", "ok": true}, no'
    assert json_values("it's [1, 2] {not a dict") == "it's [1, 2] {not a dict"
    assert json_values("{" * 3000) == "{" * 3000


@pytest.fixture(scope="module")
def stopped_run(tmp_path_factory: pytest.TempPathFactory) -> Reports:
    """An engine that crashes on every game: the run stops after five scenarios (exit 3)."""
    return run_with_reports(tmp_path_factory.mktemp("stopped"), "--engine", miniature("crash"), "--timeout", "2")


def test_a_run_that_stops_early_counts_what_it_did_not_run_in_every_report(stopped_run: Reports) -> None:
    """Issue #23, 12: the reports never mentioned the scenarios a stopped run did not reach."""
    assert stopped_run.done.status == 3
    scenarios = [line for line in stopped_run.lines if line["type"] == "scenario"]
    not_run = [s for s in scenarios if s["outcome"] == "not_run"]
    assert len(scenarios) == len(stopped_run.json["scenarios"]) > 5 and len(not_run) == len(scenarios) - 5
    assert all("stopped after 5 protocol failures" in s["message"] for s in not_run)
    footer = stopped_run.lines[-1]
    assert footer["summary"]["not_run"] == len(not_run) and footer["exit_status"] == 3
    assert stopped_run.json["summary"]["not_run"] == len(not_run)
    assert footer["compliance"]["overall"] == 0.0, "a stopped run never looks complete"
    assert f"{len(not_run)} scenarios were not run" in stopped_run.html
    assert f"**{len(not_run)} scenarios were not run**" in stopped_run.markdown
    assert f"Not run: {len(not_run)} test runs" in stopped_run.done.err
    for line in stopped_run.lines:
        assert problems("run", line) == [], line
    assert problems("json-report", stopped_run.json) == []
    assert markdown.text(not_run[0]["id"]) in stopped_run.markdown or not_run[0]["id"] in stopped_run.markdown
