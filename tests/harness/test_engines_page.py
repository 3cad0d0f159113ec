"""The site's engines page, test262.fyi-style: a per-chapter matrix, dates, out-of-date marks, differences, history."""

from __future__ import annotations

import copy
import importlib
import json
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def hooks() -> tuple[ModuleType, ModuleType, Any]:
    sys.path.insert(0, str(ROOT / "docs" / "hooks"))
    try:
        engines = importlib.import_module("engines")
        model = importlib.import_module("model")
        site = model.load(ROOT)
    finally:
        sys.path.remove(str(ROOT / "docs" / "hooks"))
    game = next(g for g in site.games if g.id == "sweet-lands")
    return engines, model, game


def test_every_stored_report_is_in_the_history(hooks: tuple[ModuleType, ModuleType, Any]) -> None:
    engines = hooks[0]
    entries = engines.history(ROOT)
    for folder in sorted((ROOT / engines.STORE).iterdir()):
        for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
            report = json.loads(path.read_text(encoding="utf-8"))
            version = engines.judged_version(report, folder.name)
            key = (folder.name, path.stem, version)
            logged = [e for e in entries if (e["game"], e["engine"], e["spec_version"]) == key]
            assert logged, f"record it: python docs/hooks/engines.py record {folder.name} {path.stem}"
            assert (logged[0]["passed"], logged[0]["claimed"]) == engines.tally(report)[:2]


def test_recording_keeps_one_entry_per_spec_version(hooks: tuple[ModuleType, ModuleType, Any], tmp_path: Path) -> None:
    engines = hooks[0]
    (tmp_path / engines.STORE / "g").mkdir(parents=True)
    report = {
        "suite": {"version": "1", "spec_versions": {"g": "0.1.0"}},
        "engine": {"engine": {"name": "e", "version": "2"}, "games": {"g": {}}},
        "summary": {"passed": 3, "failed": 1, "errored": 0, "unsupported": 2},
        "scenarios": [],
    }
    stored = tmp_path / engines.STORE / "g" / "e.json"
    stored.write_text(json.dumps(report), encoding="utf-8")
    engines.record(tmp_path, "g", "e", "2026-01-01")
    report["summary"]["passed"] = 4
    stored.write_text(json.dumps(report), encoding="utf-8")
    engines.record(tmp_path, "g", "e", "2026-01-02")
    assert [(e["date"], e["passed"], e["claimed"]) for e in engines.history(tmp_path)] == [("2026-01-02", 4, 5)]
    report["suite"]["spec_versions"]["g"] = "0.10.0"
    stored.write_text(json.dumps(report), encoding="utf-8")
    engines.record(tmp_path, "g", "e", "2026-02-01")
    assert [e["spec_version"] for e in engines.history(tmp_path)] == ["0.1.0", "0.10.0"], "in version order"


def _reference(engines: ModuleType) -> dict[str, Any]:
    """A whole Sweet Lands report that passes everything, to stand in the reference's column: the site measures
    the reference while it builds (nothing of it is stored), so the stored TypeScript report, every scenario
    of it passed, serves here."""
    report: dict[str, Any] = copy.deepcopy(engines.reports(ROOT, "sweet-lands")["typescript"])
    assert {s["outcome"] for s in report["scenarios"]} == {"passed"}
    current = (ROOT / "spec" / "sweet-lands" / "VERSION").read_text(encoding="utf-8").strip()
    report["suite"] = {**report.get("suite", {}), "spec_versions": {"sweet-lands": current}}
    return report


def _behind(reference: dict[str, Any]) -> dict[str, Any]:
    """A made-up engine judged against an older spec: it fails the first two scenarios of chapter 17."""
    report = copy.deepcopy(reference)
    report["suite"] = {**report.get("suite", {}), "spec_versions": {"sweet-lands": "0.4.0"}}
    report["engine"] = {"engine": {"name": "behind", "version": "9"}, "games": {"sweet-lands": {}}}
    failing = [s for s in report["scenarios"] if s["id"].startswith("sweet-lands/17-")][:2]
    for s in failing:
        s["outcome"] = "failed"
    report["summary"] = {**report["summary"], "passed": report["summary"]["passed"] - 2, "failed": 2}
    return report


def test_the_page_shows_chapters_by_engines_with_dates_and_differences(
    hooks: tuple[ModuleType, ModuleType, Any],
) -> None:
    engines, _, game = hooks
    reference = _reference(engines)
    entries = [{**engines.entry("sweet-lands", "behind", _behind(reference), "2026-11-30"), "passed": 7, "claimed": 9}]
    entries.append(engines.entry("sweet-lands", "behind", _behind(reference), "2026-12-01"))
    entries[-1]["spec_version"] = "0.5.0"
    text = engines.page(game, reference, {"behind": _behind(reference)}, reference_date="today", entries=entries)
    rows = {line.split("|")[1].strip(): line for line in text.splitlines() if line.startswith("| ")}
    assert "**out of date**" in rows["behind"] and "0.4.0" in rows["behind"] and "2026-11-30" in rows["behind"]
    assert "current" in rows["reference"] and "today" in rows["reference"]
    matrix = next(line for line in text.splitlines() if line.startswith('<table class="engine-matrix"'))
    chapter = re.search(r"<tr><td>17\. Passing</td>(.*?)</tr>", matrix)
    assert chapter is not None
    cells = re.findall(r"background:(#\w+)[^>]*>(\d+) of (\d+)<", chapter.group(1))
    (ref_colour, ref_passed, ref_claimed), (colour, passed, claimed) = cells
    assert ref_passed == ref_claimed and int(passed) == int(claimed) - 2 and colour != ref_colour
    assert matrix.count("<tr>") == 30, "a row per chapter (28 of them), the header and the totals"
    differ = text[text.index("## Where the engines differ") : text.index("## History")]
    assert differ.count("](scenarios/17-pass.md#") == 2, "each differing scenario linked to its place on the site"
    trend = text[text.index("## History") :]
    assert "| 0.4.0 | 2026-11-30 | 7 of 9 |" in trend and "| 0.5.0 | 2026-12-01 |" in trend


def test_the_page_fits_a_laptop_screen(hooks: tuple[ModuleType, ModuleType, Any]) -> None:
    """The totals table had eleven columns and hid its last one at 1,280 px: every table now has six at most, and
    the matrix one column per engine besides the chapter."""
    engines, _, game = hooks
    reference = _reference(engines)
    text = engines.page(game, reference, {"behind": _behind(reference)}, entries=[])
    widest = max(line.count("|") - 1 for line in text.splitlines() if line.startswith("|"))
    assert widest <= 6
    assert "<th>chapter</th><th>reference</th><th>behind</th></tr>" in text
