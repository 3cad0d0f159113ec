"""Stable scenario ids: derived from file and title, overridable by a tag, selectable and skippable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from fnmatch import fnmatchcase
from pathlib import Path

import pytest

from conformance.catalogue import ids
from conformance.games import registered

from .conftest import SUBSET, Reports, conformance

GAME = "sweet-lands"


def test_ids_are_slugs_of_file_and_title() -> None:
    assert ids.slugify("Player 1's turn: 3 Wheat!") == "player-1-s-turn-3-wheat"
    assert ids.scenario_id("sweet-lands", "17-pass.feature", "The second player passes first") == (
        "sweet-lands/17-pass/the-second-player-passes-first"
    )
    assert ids.scenario_id("g", "a.feature", "Title", example=["3", "wheat"]) == "g/a/title/3-wheat"
    assert ids.game_of("sweet-lands/17-pass/x") == "sweet-lands"


def test_an_outline_row_reads_its_values_in_the_title() -> None:
    """`A game for <players> players` used to give `a-game-for-players-players/2`: the values now fill the title."""
    row, title = {"players": "2"}, "A game for <players> players"
    assert ids.scenario_id("g", "01-x.feature", title, example=row) == "g/01-x/a-game-for-2-players"
    assert ids.former_id("g", "01-x.feature", title, [], row) == "g/01-x/a-game-for-players-players/2"
    # Columns the title does not name follow as the last part; a title that names none keeps the older form.
    tiles = {"players": "3", "standard": "9", "passes": "3"}
    assert (
        ids.scenario_id("g", "x.feature", "Tiles for <players> players", example=tiles) == "g/x/tiles-for-3-players/9-3"
    )
    assert ids.scenario_id("g", "x.feature", "Plain", example={"n": "1"}) == "g/x/plain/1"
    assert ids.scenario_id("g", "x.feature", "For <n>", ["@id:kept"], {"n": "1"}) == "g/kept/1"


def test_every_renamed_outline_id_remembers_its_former_id() -> None:
    entries = [entry for game in registered() for entry in ids.catalogue(game)]
    renamed = [e for e in entries if e.former]
    assert renamed, "the suite has outlines whose titles name their columns"
    assert all("<" in e.title and e.former != e.id for e in renamed)
    assert not {e.former for e in renamed} & {e.id for e in entries}, "a former id must not name another scenario"
    assert "sweet-lands/01-overview/a-game-for-2-players" in {e.id for e in renamed}


@pytest.mark.parametrize(
    ("selector", "rule", "selected"),
    [
        ("SL-23.1", "SL-23.1.4", True),
        ("SL-23.1", "SL-23.10.1", False),
        ("SL-23.1", "SL-23.1", True),
        ("SL-23", "SL-23.10.1", True),
        ("SL-2", "SL-23.1.1", False),
        ("sl-22.1", "SL-22.1.2", True),
        ("SL-6.2.3", "SL-6.2.3a", False),
        ("SL-6.2.3a", "SL-6.2.3a", True),
        ("LY-1", "SL-1.1.1", False),
    ],
)
def test_a_rule_selector_matches_whole_segments(selector: str, rule: str, selected: bool) -> None:
    assert ids.is_rule_selector(selector)
    assert ids.rule_selects(selector, rule) is selected


def test_words_are_not_rule_selectors() -> None:
    assert not any(ids.is_rule_selector(w) for w in ("pass", "SL", "23.1", "wheat-3", "SL-"))


def _section(selector: str) -> set[str]:
    return {e.id for e in ids.catalogue(GAME) if any(ids.rule_selects(selector, r) for r in e.rules)}


def _substring(word: str) -> set[str]:
    return {e.id for e in ids.catalogue(GAME) if any(word.lower() in r.lower() for r in e.rules)}


@pytest.mark.parametrize("how", ["--rule", "-k"])
def test_selecting_a_section_runs_that_section_only(tmp_path: Path, how: str) -> None:
    """`SL-22.1` used to run 5 scenarios (22.10 onwards match as substrings) where section 22.1 has 2."""
    wanted = _section("SL-22.1")
    assert wanted and wanted < _substring("SL-22.1"), "the suite should still hold the case this guards against"
    report = tmp_path / "r.json"
    done = conformance("run", "--in-process", how, "SL-22.1", "--json-report", str(report))
    assert done.status == 0, done.err
    assert {s["id"] for s in json.loads(report.read_text())["scenarios"]} == wanted


def test_k_keeps_its_expressions_around_rule_ids(tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    expression = "SL-22.1 and not SL-22.1.1 or SL-17.3.1"
    done = conformance("run", "--in-process", "-k", expression, "--json-report", str(report))
    assert done.status == 0, done.err
    outside = _section("SL-22.1") - _section("SL-22.1.1")
    assert {s["id"] for s in json.loads(report.read_text())["scenarios"]} == outside | _section("SL-17.3.1")


@pytest.mark.parametrize("where", [["--in-process"], ["-n", "2"]])
def test_k_with_words_that_name_no_rule_reports_only_the_scenarios_it_selected(
    tmp_path: Path, where: list[str]
) -> None:
    """Such an expression is left to pytest's own -k pass, which comes after the plugin's selection: every scenario
    it dropped used to be reported as not run ("the run stopped before it"), and compliance read 0.4 %."""
    report = tmp_path / "r.json"
    done = conformance("run", *where, "--game", GAME, "-k", "second_player and passes", "--json-report", str(report))
    assert done.status == 0, done.err
    scenarios = json.loads(report.read_text())["scenarios"]
    assert 0 < len(scenarios) < 10
    assert {s["outcome"] for s in scenarios} == {"passed"}
    assert all("second-player" in s["id"] for s in scenarios)


@pytest.mark.parametrize(("selector", "why"), [("SL-99.1", "no scenario checks"), ("pass", "not a rule ID")])
def test_a_rule_selector_that_selects_nothing_is_a_usage_error(selector: str, why: str) -> None:
    done = conformance("run", "--in-process", "--rule", selector)
    assert done.status == 2
    assert why in done.err


def test_an_id_tag_replaces_the_derived_id() -> None:
    assert ids.scenario_id("sweet-lands", "17-pass.feature", "Anything", ["@SL-17.3.1", "@id:passing/first-pass"]) == (
        "sweet-lands/passing/first-pass"
    )


def test_every_scenario_of_the_suite_has_a_unique_well_formed_id() -> None:
    entries = [entry for game in registered() for entry in ids.catalogue(game)]
    assert entries
    assert ids.problems(entries) == []
    assert all(ids.ID_PATTERN.match(e.id) for e in entries)


def _feature(folder: Path, name: str, body: str) -> None:
    (folder / "sweet-lands").mkdir(parents=True, exist_ok=True)
    (folder / "sweet-lands" / name).write_text(textwrap.dedent(body), encoding="utf-8")


FIRST = """\
    Feature: Sample
      @SL-1.1.1
      Scenario: Alpha comes first
        Given nothing
      @SL-1.1.2 @id:kept-name
      Scenario: Beta is tagged
        Given nothing
      @SL-1.1.3
      Scenario Outline: Gamma with <count> <what>
        Given nothing
        Examples:
          | count | what  |
          | 3     | wheat |
          | 1     | iron  |
    """


def test_ids_survive_reordering_and_retitling_with_a_tag(tmp_path: Path) -> None:
    _feature(tmp_path / "a", "01-sample.feature", FIRST)
    blocks = FIRST.split("  @")
    reordered = blocks[0] + "  @" + "  @".join(reversed(blocks[1:]))
    _feature(tmp_path / "b", "01-sample.feature", reordered.replace("Beta is tagged", "Beta renamed"))
    before = {e.id for e in ids.catalogue(GAME, root=tmp_path / "a")}
    after = {e.id for e in ids.catalogue(GAME, root=tmp_path / "b")}
    assert (
        before
        == after
        == {
            "sweet-lands/01-sample/alpha-comes-first",
            "sweet-lands/kept-name",
            "sweet-lands/01-sample/gamma-with-3-wheat",
            "sweet-lands/01-sample/gamma-with-1-iron",
        }
    )


def test_two_scenarios_with_one_id_are_a_problem(tmp_path: Path) -> None:
    _feature(tmp_path, "01-sample.feature", FIRST.replace("@id:kept-name", "@id:01-sample/alpha-comes-first"))
    entries = ids.catalogue(GAME, root=tmp_path)
    assert any("used 2 times" in p for p in ids.problems(entries))


def test_the_catalogue_is_never_stale(tmp_path: Path) -> None:
    """Parsed once per file, but a file edited (even to the same size and modification time), added or removed
    is read again; the caller gets entries of its own."""
    _feature(tmp_path, "01-sample.feature", FIRST)
    path = tmp_path / "sweet-lands" / "01-sample.feature"
    first = ids.catalogue(GAME, root=tmp_path)
    assert "sweet-lands/01-sample/alpha-comes-first" in {e.id for e in first}
    first[0].rules.append("SL-9.9.9")
    first[0].id = "changed by the caller"
    again = ids.catalogue(GAME, root=tmp_path)
    assert again[0].id == "sweet-lands/01-sample/alpha-comes-first"
    assert "SL-9.9.9" not in again[0].rules
    stamp = path.stat()
    path.write_text(textwrap.dedent(FIRST).replace("Alpha comes first", "Alpha comes later"), encoding="utf-8")
    os.utime(path, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
    assert path.stat().st_size == stamp.st_size
    assert "sweet-lands/01-sample/alpha-comes-later" in {e.id for e in ids.catalogue(GAME, root=tmp_path)}
    _feature(tmp_path, "02-more.feature", FIRST.replace("Feature: Sample", "Feature: More"))
    assert {e.file for e in ids.catalogue(GAME, root=tmp_path)} == {"01-sample.feature", "02-more.feature"}
    path.unlink()
    assert {e.file for e in ids.catalogue(GAME, root=tmp_path)} == {"02-more.feature"}


STEPS = """\
    from pytest_bdd import given, scenarios

    scenarios("features/sweet-lands")


    @given("nothing")
    def nothing() -> None:
        pass
    """


def test_the_plugin_gives_out_the_same_ids_as_the_catalogue(tmp_path: Path) -> None:
    """Collection-time ids (from pytest-bdd's parse, outline rows included) equal the static ones."""
    _feature(tmp_path / "features", "01-sample.feature", FIRST.replace("01-sample", "x"))
    (tmp_path / "test_sample.py").write_text(textwrap.dedent(STEPS), encoding="utf-8")
    log = tmp_path / "run.jsonl"
    subprocess.run(
        [
            *(sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "conformance.runner.plugin"),
            *("--conformance-in-process", f"--conformance-jsonl={log}"),
        ],
        cwd=tmp_path,
        check=True,
        capture_output=True,
        timeout=120,
    )
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    seen = {line["id"] for line in lines if line["type"] == "scenario"}
    assert seen == {e.id for e in ids.catalogue(GAME, root=tmp_path / "features")}
    assert lines[-1]["type"] == "footer"


def test_reports_show_the_ids(reference_run: Reports) -> None:
    expected = [e.id for e in ids.catalogue(GAME) if any(fnmatchcase(e.id, p) for p in SUBSET)]
    assert sorted(s["id"] for s in reference_run.json["scenarios"]) == sorted(expected)
    suite = ET.parse(reference_run.path("junit.xml")).getroot()
    cases = suite.findall(".//testcase")
    assert {case.get("name") for case in cases} == set(expected)
    props = [{p.get("name"): p.get("value") for p in case.iter("property")} for case in cases]
    assert all(found.get("rules") for found in props)


def test_run_selects_by_id_and_by_glob(tmp_path: Path) -> None:
    one = ids.catalogue(GAME)[0].id
    report = tmp_path / "one.json"
    done = conformance("run", "--in-process", "--id", one, "--json-report", str(report))
    assert done.status == 0, done.err
    assert [s["id"] for s in json.loads(report.read_text())["scenarios"]] == [one]
    chapter = one.rsplit("/", 1)[0]
    done = conformance("run", "--in-process", "--id", f"{chapter}/*", "--json-report", str(report))
    wanted = {e.id for e in ids.catalogue(GAME) if e.id.startswith(chapter + "/")}
    assert {s["id"] for s in json.loads(report.read_text())["scenarios"]} == wanted


def test_run_skips_by_id(tmp_path: Path) -> None:
    skipped = ids.catalogue(GAME)[1].id
    chapter = skipped.rsplit("/", 1)[0] + "/*"
    report = tmp_path / "skip.json"
    done = conformance("run", "--in-process", "--id", chapter, "--skip-id", skipped, "--json-report", str(report))
    assert done.status == 0, done.err
    rows = {s["id"]: s for s in json.loads(report.read_text())["scenarios"]}
    assert rows[skipped]["outcome"] == "skipped"
    assert "--skip-id" in rows[skipped]["message"]
    assert sum(1 for s in rows.values() if s["outcome"] == "passed") == len(rows) - 1


@pytest.mark.parametrize("option", ["--id", "--skip-id"])
def test_an_unknown_id_is_a_usage_error_with_a_suggestion(option: str) -> None:
    real = ids.catalogue(GAME)[0].id
    done = conformance("run", "--in-process", option, real + "x")
    assert done.status == 2
    assert real in done.err
