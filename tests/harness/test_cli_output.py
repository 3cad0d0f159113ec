"""What `conformance run` prints when its output is not a terminal (CI): live progress, streamed failures, fail-fast."""

from __future__ import annotations

import json
import os
import shlex
from pathlib import Path

import yaml

from conformance.cli.run import LISTED

from .conftest import SUBSET_ARGS, Reports, conformance, miniature

WIDE = 80
"""The width rich assumes without a terminal, at which the old failure table cut ids in pieces."""


def test_progress_is_a_line_per_chapter_with_counts(rule_breaker_run: Reports) -> None:
    err = rule_breaker_run.done.err
    total = len(rule_breaker_run.json["scenarios"])
    assert f"running {total} test runs" in err
    lines = [line for line in err.splitlines() if line.startswith("[")]
    chapters = {s["id"].rsplit("/", 1)[0] for s in rule_breaker_run.json["scenarios"]}
    assert len(lines) == len(chapters), lines
    assert lines[-1].startswith(f"[{total}/{total}] ")
    assert all("so far:" in line for line in lines)
    assert any("sweet-lands/17-pass: " in line and " failed" in line for line in lines)


def test_each_failure_is_shown_as_it_happens_unwrapped_with_what_to_rerun(rule_breaker_run: Reports) -> None:
    err = rule_breaker_run.done.err
    summary_at = err.index("Engine: ")
    failed = [s for s in rule_breaker_run.json["scenarios"] if s["outcome"] == "failed"]
    assert failed
    engine = shlex.quote(miniature("rule_breaker"))
    shown = 0
    for s in failed:
        head = next(line for line in err.splitlines() if line.startswith(f"FAILED {s['id']}"))
        assert err.index(head) < summary_at, "streamed before the summary, not only at the end"
        rerun = f"conformance run --engine {engine} --game sweet-lands --id {s['id']}"
        if "the same cause again" in head:
            continue  # a cause's first failures are shown in full, the rest a line each
        shown += 1
        assert f"  rerun:    cd {shlex.quote(os.getcwd())} && {rerun}" in err
    assert shown, "a cause's first failure is shown in full"
    assert "  actual:" in err and "  step:" in err
    listed = [s["id"] for s in failed][:LISTED]  # the summary lists the first ones, after the causes
    long_ids = [i for i in listed if len(i) > WIDE]
    assert long_ids, "the subset should hold ids longer than the old table's column"
    summary = err[summary_at:]
    assert all(f"  {i}  " in summary for i in long_ids), "every id on one line in the summary too"
    assert summary.index("Failures by cause") < summary.index("Scenarios that did not pass")


def test_the_summary_names_scenarios_and_test_runs_as_trace_does(reference_run: Reports) -> None:
    total = len(reference_run.json["scenarios"])
    assert f"scenarios ({total} test runs" in reference_run.done.err
    assert f"test runs: passed: {total}" in reference_run.done.err


def test_exitfirst_stops_at_the_first_unexpected_failure_and_reports_the_rest_as_not_run(tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    done = conformance("run", "--engine", miniature("rule_breaker"), *SUBSET_ARGS, "-x", "--json-report", str(report))
    assert done.status == 1, done.err[-2000:]
    data = json.loads(report.read_text())
    outcomes = [s["outcome"] for s in data["scenarios"]]
    first_bad = next(i for i, o in enumerate(outcomes) if o in ("failed", "errored"))
    assert set(outcomes[first_bad + 1 :]) == {"not_run"}
    assert data["summary"]["not_run"] == len(outcomes) - first_bad - 1 > 0
    assert "--maxfail 1" in done.err and "Not run:" in done.err


def test_maxfail_counts_only_what_the_expectations_file_does_not_expect(
    tmp_path: Path, rule_breaker_run: Reports
) -> None:
    failed = [s["id"] for s in rule_breaker_run.json["scenarios"] if s["outcome"] == "failed"]
    assert len(failed) > 3
    expect = tmp_path / "e.yml"
    known = [{"id": i, "status": "failing", "reason": "known"} for i in failed[:-2]]
    expect.write_text(yaml.safe_dump({"scenarios": known}))
    report = tmp_path / "r.json"
    args = ("--expect", str(expect), "--maxfail", "2", "--json-report", str(report))
    done = conformance("run", "--engine", miniature("rule_breaker"), *SUBSET_ARGS, *args)
    assert done.status == 1
    scenarios = json.loads(report.read_text())["scenarios"]
    judged = [s for s in scenarios if s["outcome"] == "failed"]
    assert {s["id"] for s in judged} >= set(failed[-2:]), "the two unlisted failures were reached"


def test_exitfirst_and_workers_exclude_each_other() -> None:
    done = conformance("run", "--in-process", "-x", "-n", "2")
    assert done.status == 2 and "leave out -n" in done.err
