"""Expectations files: known failures are reported as expected, and only the unexpected fails a run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from conformance.reports.schemas import problems
from conformance.results.expectations import ExpectationsError, load, parse
from conformance.results.outcomes import Outcome, Verdict

from .conftest import SUBSET_ARGS, Reports, conformance, miniature, read_jsonl

EXAMPLE = Path(__file__).resolve().parents[2] / "adapters" / "ci" / "expectations.example.yml"


def test_yaml_and_json_files_read_the_same(tmp_path: Path) -> None:
    data = {
        "scenarios": [
            {"id": "sweet-lands/17-pass/*", "status": "failing", "reason": "not yet", "link": "https://x.test/1"}
        ]
    }
    (tmp_path / "e.yml").write_text(yaml.safe_dump(data))
    (tmp_path / "e.json").write_text(json.dumps(data))
    for name in ("e.yml", "e.json"):
        entry = load(tmp_path / name).lookup("sweet-lands/17-pass/moving-to-a-free-space")
        assert entry is not None and entry.reason == "not yet"


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ({"scenarios": [{"id": "a/b", "status": "failing"}]}, "'reason' is a required property"),
        ({"scenarios": [{"id": "a/b", "status": "broken", "reason": "x"}]}, "status"),
        ({"scenarios": [{"id": "A B", "status": "failing", "reason": "x"}]}, "does not match"),
        ({"scenarios": [{"id": "a/b", "status": "failing", "reason": "x"}] * 2}, "listed twice"),
        ([], "is not of type 'object'"),
    ],
)
def test_a_bad_file_is_refused_with_the_place_of_the_problem(data: object, problem: str) -> None:
    with pytest.raises(ExpectationsError, match=problem):
        parse(data, "file.yml")


def test_verdicts() -> None:
    found = parse(
        {
            "scenarios": [
                {"id": "a/known", "status": "failing", "reason": "r"},
                {"id": "a/*", "status": "unsupported", "reason": "p"},
            ]
        }
    )
    verdict = {o: found.judge("a/known", o).verdict for o in Outcome}  # type: ignore[union-attr]
    assert verdict[Outcome.FAILED] is verdict[Outcome.ERRORED] is Verdict.EXPECTED
    assert verdict[Outcome.PASSED] is Verdict.UNEXPECTED_PASS
    assert verdict[Outcome.UNSUPPORTED] is Verdict.NOT_RUN
    assert found.judge("a/other", Outcome.UNSUPPORTED).verdict is Verdict.EXPECTED  # type: ignore[union-attr]
    assert found.judge("b/new", Outcome.FAILED).verdict is Verdict.UNEXPECTED  # type: ignore[union-attr]
    assert found.judge("b/new", Outcome.PASSED) is None


def test_the_example_file_for_ci_matches_the_schema() -> None:
    assert problems("expectations", yaml.safe_load(EXAMPLE.read_text())) == []


def _write(path: Path, entries: list[dict[str, str]]) -> Path:
    path.write_text(yaml.safe_dump({"engine": "rule breaker", "scenarios": entries}), encoding="utf-8")
    return path


def test_known_failures_make_a_green_run_and_a_fixed_one_is_flagged(tmp_path: Path, rule_breaker_run: Reports) -> None:
    failing = [s["id"] for s in rule_breaker_run.json["scenarios"] if s["outcome"] == "failed"]
    passing = [s["id"] for s in rule_breaker_run.json["scenarios"] if s["outcome"] == "passed"]
    assert failing and passing
    known = [
        {"id": i, "status": "failing", "reason": "pass is never listed", "link": "https://x.test/9"} for i in failing
    ]
    engine = miniature("rule_breaker")

    expected = _write(tmp_path / "known.yml", known)
    log = tmp_path / "known.jsonl"
    done = conformance("run", "--engine", engine, *SUBSET_ARGS, "--expect", str(expected), "--jsonl", str(log))
    assert done.status == 0, done.err
    scenarios = [line for line in read_jsonl(log) if line["type"] == "scenario"]
    assert {s["id"] for s in scenarios if (s["expectation"] or {}).get("verdict") == "expected"} == set(failing)
    assert read_jsonl(log)[-1]["unexpected"] == 0

    stale = _write(tmp_path / "stale.yml", [*known, {"id": passing[0], "status": "failing", "reason": "was broken"}])
    done = conformance("run", "--engine", engine, *SUBSET_ARGS, "--expect", str(stale), "--jsonl", str(log))
    assert done.status == 1
    footer = read_jsonl(log)[-1]
    assert footer["expectations"]["unexpected_pass"] == 1
    assert footer["unexpected"] == 1
    assert passing[0] in done.err


def test_unsupported_entries_are_not_run_and_unknown_ids_are_warned_about(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "e.yml",
        [
            {"id": "sweet-lands/17-pass/*", "status": "unsupported", "reason": "passing is not built yet"},
            {"id": "no-such/scenario", "status": "failing", "reason": "typo"},
        ],
    )
    report = tmp_path / "r.json"
    done = conformance("run", "--in-process", *SUBSET_ARGS, "--expect", str(path), "--json-report", str(report))
    assert done.status == 0, done.err
    assert "no-such/scenario" in done.err
    rows = json.loads(report.read_text())["scenarios"]
    pass_rows = [s for s in rows if s["id"].startswith("sweet-lands/17-pass/")]
    assert pass_rows and all(s["outcome"] == "unsupported" for s in pass_rows)
    assert all("passing is not built yet" in s["message"] for s in pass_rows)


def test_a_broken_expectations_file_stops_before_the_run(tmp_path: Path) -> None:
    path = tmp_path / "bad.yml"
    path.write_text("scenarios:\n  - id: x\n")
    done = conformance("run", "--in-process", "--expect", str(path))
    assert done.status == 2
    assert "required property" in done.err


def test_an_outline_id_from_before_the_values_filled_the_title_is_pointed_at_its_new_id(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "old.yml",
        [{"id": "sweet-lands/01-overview/a-game-for-players-players/2", "status": "failing", "reason": "old id"}],
    )
    done = conformance("run", "--in-process", "--id", "sweet-lands/01-overview/*", "--expect", str(path))
    assert done.status == 0, done.err
    assert "its id is now 'sweet-lands/01-overview/a-game-for-2-players'" in done.err
