"""The reports of `conformance run`: formats that validate, evidence that helps, and text that cannot attack."""

from __future__ import annotations

import json
import re
import shlex
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from conformance.games import registered
from conformance.outcomes import JSON_REPORT_FIELDS
from conformance.reports import html, runlog
from conformance.reports.schemas import problems

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
    assert done.status == 0 and "cut off" in done.out


def test_a_failing_scenario_shows_step_expected_actual_stderr_and_a_command_that_reproduces_it(
    rule_breaker_run: Reports,
) -> None:
    failed = [line for line in rule_breaker_run.lines if line.get("outcome") == "failed"]
    assert failed
    first = failed[0]
    assert first["evidence"]["step"].startswith(("When", "Then", "And", "Given"))
    assert first["evidence"]["actual"]
    assert first["evidence"]["given_state"]["game"] == "sweet-lands"
    assert "rule_breaker" in first["reproduce"] and first["id"] in first["reproduce"]
    page = rule_breaker_run.html
    assert html.escape(first["evidence"]["step"]) in page
    assert html.escape(first["reproduce"]) in page
    argv = shlex.split(first["reproduce"])
    assert argv[:2] == ["conformance", "run"]
    again = conformance(*argv[1:], "--json-report", str(rule_breaker_run.folder / "again.json"))
    assert again.status == 1
    rerun = json.loads((rule_breaker_run.folder / "again.json").read_text())["scenarios"]
    assert [(s["id"], s["outcome"]) for s in rerun] == [(first["id"], "failed")]


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
    assert all(h.startswith("#") for h in found.hrefs)
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
    ini = Path(__file__).resolve().parents[2] / "conformance" / "suite" / "pytest.ini"
    log = tmp_path / "run.jsonl"
    subprocess.run(
        [
            *(sys.executable, "-m", "pytest", str(suite), "-c", str(ini), "-q", "-p", "conformance.plugin"),
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
