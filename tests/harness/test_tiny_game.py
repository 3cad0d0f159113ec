"""Every verb of the framework on Pig (tests/tiny_game/), a game registered from outside the suite's data.

Pig is the framework's own fixture: three rules of play, two of positions, one
decision. It is registered only for this module (tests/outside_games.py), so
these tests prove that a game the suite does not carry gets every tool through
the registry alone: its rules on the one machine, its plugin on `PluginBase`,
its spec, features and schemas under its own data root. Each verb costs a
fraction of a second on it, or one CLI start.
"""

from __future__ import annotations

import importlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.catalogue import ids, trace
from conformance.engines.engine import InProcessEngine
from conformance.games import GamePlugin, registered
from conformance.tools import explain, golden, perft
from conformance.tools.fuzz import pool
from conformance.tools.smoke import smoke
from reference_impl.games import registered as engine_games
from rulecore.registry import info
from tests.outside_games import tiny_game
from tests.tiny_game import ENTRY_POINTS
from tests.tiny_game.misreadings import MISREADINGS
from tests.unit import test_framework as framework

from .conftest import REFERENCE, conformance, read_jsonl

GAME = "pig"
ROOT = Path(__file__).resolve().parents[2]
HERE = ROOT / "tests" / "tiny_game"
pytestmark = pytest.mark.usefixtures(tiny_game.__name__)


@pytest.fixture
def plugin() -> GamePlugin:
    return registered()[GAME]


def test_the_game_lives_under_its_own_data_root(plugin: GamePlugin) -> None:
    assert info(GAME).root == HERE
    assert plugin.info.spec_dir == HERE / "spec" / GAME and plugin.info.spec_version == "0.1.0"
    assert GAME in engine_games(), "the reference rules are registered through the same file"


def test_the_game_supplies_both_interfaces_and_names_itself_nowhere_generic() -> None:
    framework.test_the_spec_the_engine_and_the_harness_register_the_same_games()
    framework.test_every_harness_plugin_supplies_the_whole_interface(GAME)
    framework.test_every_reference_game_supplies_the_engine_interface(GAME)
    for path in framework.GENERIC:
        framework.test_generic_modules_name_no_game(path)
    for package in (HERE / "rules", HERE / "harness"):
        assert framework._a_circle(framework._sibling_imports(package)) is None


def test_trace_and_ids_account_for_every_rule_and_scenario() -> None:
    found = trace.build(GAME)
    assert found.problems == []
    assert len(found.rules) == 11 and found.covered() == set(found.rules)
    entries = ids.catalogue(GAME)
    assert len(entries) == found.runs() == 20 and ids.problems(entries) == []


def test_run_passes_every_scenario_over_stdio_and_reports_it(tmp_path: Path) -> None:
    log = tmp_path / "run.jsonl"
    done = conformance("run", "--game", GAME, "--jsonl", str(log), "--json-report", str(tmp_path / "report.json"))
    assert done.status == 0, done.out + done.err
    summary = json.loads((tmp_path / "report.json").read_text())["summary"]
    assert summary == {"passed": 20, "failed": 0, "errored": 0, "skipped": 0, "unsupported": 0}
    assert {line["id"].split("/")[0] for line in read_jsonl(log) if line["type"] == "scenario"} == {GAME}
    shown = conformance("report", str(log), "--markdown", str(tmp_path / "report.md"))
    assert shown.status == 0, shown.out + shown.err
    assert "PG-1.2.3" in (tmp_path / "report.md").read_text()


def test_perft_counts_are_the_recipes_and_the_reference_walks_them(plugin: GamePlugin, tmp_path: Path) -> None:
    remade = perft.regenerate(plugin, tmp_path, command=REFERENCE)
    checked_in = json.loads((perft.perft_dir(GAME) / "counts.json").read_text())
    assert remade["positions"] == checked_in["positions"]
    engine = InProcessEngine()
    for position in perft.positions(GAME):
        for depth, count in position.counts.items():
            assert perft.measure(engine, position, depth, use_count=False).got == count


def test_golden_games_replay_and_regenerate_unchanged(plugin: GamePlugin, tmp_path: Path) -> None:
    golden.regenerate(InProcessEngine(), plugin, tmp_path)
    for path in golden.files(GAME):
        assert golden.load(tmp_path / path.name) == golden.load(path)
        assert golden.replay(InProcessEngine(), GAME, golden.load(path)) is None
    lines = golden.load(golden.files(GAME)[0])
    lines[3] = {**lines[3], "legal": 7}
    found = golden.replay(InProcessEngine(), GAME, lines)
    assert found is not None and found.step == 3


def test_smoke_passes_every_check(plugin: GamePlugin) -> None:
    checks = smoke(REFERENCE, plugin)
    assert [c.name for c in checks if not c.ok] == [] and len(checks) == 13


def test_fuzz_plays_whole_games_in_lockstep() -> None:
    played = pool.run(REFERENCE, game=GAME, games=2, seed=4, workers=1)
    assert [g["ending"] for g in played] == ["game_over", "game_over"], played


def test_fuzz_starts_and_shrinks_keep_positions_play_reaches(plugin: GamePlugin) -> None:
    engine = InProcessEngine()
    rng = random.Random(3)
    for players in (1, 2, 3, 4):
        state = plugin.quiet_table(rng, players)
        engine.load(state)
        for edit in plugin.shrink_edits(state):
            edit(state)
            engine.load(state)
        assert all(p["score"] == 0 for p in engine.state()["players"]) and engine.state()["turn_total"] == 0
    assert plugin.sketch_given(state)[0] == "Given a 4-player game of Pig"
    assert plugin.sketch_action(2, {"type": "hold"}) == "When player 2 holds"


def test_views_hide_the_generator_and_render_draws_the_score(plugin: GamePlugin) -> None:
    engine = InProcessEngine()
    state = engine.new_game(GAME, 3, 11)
    for seat in range(3):
        view = engine.view(seat)
        assert not any(secret in json.dumps(view) for secret in plugin.view_secrets(state, seat))
        assert plugin.view_problems(state, view, seat) == []
    assert "0 + 0 / 20" in plugin.render(state, 1)


def test_the_rules_site_gives_the_game_its_pages(monkeypatch: pytest.MonkeyPatch) -> None:
    """The site's page makers on Pig (the mkdocs build itself is tests/docs/, with the docs extras)."""
    monkeypatch.syspath_prepend(str(ROOT / "docs" / "hooks"))
    model, compliance, schema_pages, rulebook, scenario_pages = map(
        importlib.import_module, ("model", "compliance", "schema_pages", "rulebook", "scenarios")
    )
    site = model.load(ROOT)
    pig = next(game for game in site.games if game.id == GAME)
    outcomes = compliance.outcomes_of(compliance.Stored({}, "missing"))
    schemas, fields = schema_pages.pages(site)
    assert {"pig/schemas/state.md", "pig/schemas/action.md"} <= set(schemas)
    chapter = rulebook.chapter_page(pig.chapters[0], pig, outcomes, drawings=[], extra_pages=[], fields=fields)
    assert "PG-1.2.4" in chapter and "../scenarios/01-turn.md#no-hold-before-the-first-roll" in chapter
    feature = scenario_pages.feature_page(pig.features[0], pig, outcomes)
    assert "Given</span> a 2-player game of Pig" in feature


def test_the_adding_a_game_page_names_every_module_and_counts_its_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(ROOT / "docs" / "hooks"))
    line_counts = importlib.import_module("line_counts")
    page = (ROOT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
    filled = line_counts.fill(page, ROOT)
    assert "{{" not in filled
    rules = sum(len(p.read_text().splitlines()) for p in (HERE / "rules").glob("*.py"))
    assert f"| `rules/` | 2 | {rules} |" in filled
    named = {p.name for p in HERE.rglob("*.py")} - {"__init__.py"}
    assert {name for name in named if f"`{name}`" not in page and f"/{name}`" not in page} == set()
    with pytest.raises(FileNotFoundError, match="no_such_file"):
        line_counts.fill("{{ lines: tests/no_such_file }}", ROOT)


@pytest.mark.long
def test_every_scenario_fails_against_an_engine_that_misreads_its_rule(tmp_path: Path) -> None:
    """Each misreading of tests/tiny_game/misread.py is run through the suite; every scenario must fail
    against one of its rule's misreadings (a process each: `pytest -m long`, about a minute)."""
    points = tmp_path / "entry_points.txt"
    points.write_text(ENTRY_POINTS.read_text().replace("rules:PigRules", "misread:Rules"))
    failed: dict[str, set[str]] = {}
    rules_of: dict[str, set[str]] = {}
    for name in MISREADINGS:
        log = tmp_path / f"{name}.jsonl"
        env = {**os.environ, "RULECORE_ENTRY_POINTS": str(points), "PIG_MISREAD": name}
        subprocess.run(
            [sys.executable, "-m", "conformance", "run", "--in-process", "--game", GAME, "--jsonl", str(log)],
            env=env,
            capture_output=True,
            timeout=300,
            check=False,
        )
        lines = [line for line in read_jsonl(log) if line["type"] == "scenario"]
        assert len(lines) == 20, f"{name}: the run did not play every scenario"
        rules_of = {line["id"]: set(line["rules"]) for line in lines}
        failed[name] = {line["id"] for line in lines if line["outcome"] != "passed"}
    survivors = [
        sid
        for sid, rules in rules_of.items()
        if not any(sid in failed[name] for name, rule in MISREADINGS.items() if rule in rules)
    ]
    assert survivors == [], "these scenarios pass against every misreading of their rules"


def test_explain_reads_the_decision_from_the_games_own_page() -> None:
    state = InProcessEngine().new_game(GAME, 2, 3)
    where = info(GAME).spec_dir
    found = explain.explain(InProcessEngine(), state, where, position="new", engine_name="ref", action={"type": "hold"})
    assert found.decision is not None and found.decision.rules == "PG-1.2.1 to PG-1.2.5"
    assert list(found.legal) == ["roll"]
    assert found.refusal is not None and found.refusal.rule == "PG-1.2.4"
