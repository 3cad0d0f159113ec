"""`conformance fuzz`: lockstep games against the reference, short reproductions, local and Ray workers."""

from __future__ import annotations

import importlib.util
import json
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from gherkin.parser import Parser

from conformance.engines.engine import InProcessEngine
from conformance.reports.schemas import problems
from conformance.results.normal import same, unordered_paths
from conformance.tools.fuzz import pool
from conformance.tools.fuzz.repro import replay

from .conftest import REFERENCE, conformance, miniature


def _findings(folder: Path) -> list[dict[str, Any]]:
    return [json.loads(p.read_text()) for p in sorted(folder.glob("*.repro.json"))]


def test_the_reference_agrees_with_itself(tmp_path: Path) -> None:
    done = conformance("fuzz", "--games", "4", "--workers", "2", "--max-steps", "60", "--out", str(tmp_path))
    assert done.status == 0, done.out + done.err
    assert "4 games" in done.out and "2 local processes" in done.out
    assert not list(tmp_path.iterdir())


def test_the_rule_breaker_is_caught_with_a_short_reproduction(tmp_path: Path) -> None:
    done = conformance(
        "fuzz", "--engine", miniature("rule_breaker"), "--games", "2", "--workers", "1", "--out", str(tmp_path)
    )
    assert done.status == 1
    assert 'does not list {"type": "pass"}' in done.out
    records = _findings(tmp_path)
    assert records
    for record in records:
        assert problems("fuzz-repro", record) == []
        assert record["kind"] == "legal_actions" and record["expected"] == [{"type": "pass"}]
        assert record["actions"] == [] and record["reproduced_from_state"]
    first = sorted(tmp_path.glob("*.feature"))[0]
    sketch = first.read_text()
    Parser().parse(sketch.replace("Example:", "Feature: f\n Scenario:", 1))  # well-formed Gherkin
    assert "it is player" in sketch and '"pass"' in sketch
    state = json.loads(next(tmp_path.glob("*.state.json")).read_text())
    assert sum(sum(p["resources"].values()) for p in state["players"]) == 0, "what the fault needs, nothing more"


def test_a_wrong_state_after_an_action_is_caught_and_replayable(tmp_path: Path) -> None:
    engine = miniature("generous_market")
    done = conformance(
        "fuzz", "--engine", engine, "--games", "1", "--workers", "1", "--max-steps", "80", "--out", str(tmp_path)
    )
    assert done.status == 1
    record = _findings(tmp_path)[0]
    assert record["kind"] == "state"
    assert [a["type"] for a in record["actions"]] == ["sell_basic"]
    assert "sells 1" in next(tmp_path.glob("*.feature")).read_text()
    path = next(tmp_path.glob("*.repro.json"))
    assert conformance("fuzz", "--engine", engine, "--replay", str(path)).status == 1
    fixed = conformance("fuzz", "--engine", REFERENCE, "--replay", str(path))
    assert fixed.status == 0 and "agrees" in fixed.out


def test_a_campaign_shows_its_progress() -> None:
    """Without a terminal too: a line each time a chunk of games is back, with the count so far."""
    seen: list[tuple[int, int]] = []
    pool.run(
        REFERENCE,
        game="sweet-lands",
        games=3,
        seed=3,
        workers=1,
        max_steps=10,
        progress=lambda d, t: seen.append((d, t)),
    )
    assert seen == [(1, 3), (2, 3), (3, 3)]
    done = conformance("fuzz", "--game", "sweet-lands", "--games", "2", "--workers", "1", "--max-steps", "10")
    assert done.status == 0, done.out
    assert "sweet-lands: 1/2 games played" in done.out and "sweet-lands: 2/2 games played" in done.out


def test_local_workers_play_the_same_games_as_one_process() -> None:
    alone = pool.run(REFERENCE, game="sweet-lands", games=3, seed=3, workers=1, max_steps=25)
    spread = pool.run(REFERENCE, game="sweet-lands", games=3, seed=3, workers=2, max_steps=25)
    assert [(g["index"], g["ending"], g["steps"]) for g in alone] == [
        (g["index"], g["ending"], g["steps"]) for g in spread
    ]


def test_ray_is_optional_and_says_how_to_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    installed = importlib.util.find_spec("ray") is not None
    monkeypatch.setitem(sys.modules, "ray", None)  # as if not installed
    with pytest.raises(pool.FuzzError, match=r"boardgame-conformance\[fuzz\]"):
        pool.run(REFERENCE, game="sweet-lands", games=1, seed=0, workers=1, ray_address="auto")
    done = conformance("fuzz", "--games", "1", "--ray", "ray://nowhere:10001")
    # Without Ray the CLI says how to get it; with Ray, an address with no cluster behind it is a clear error.
    assert done.status == 2, done.out + done.err
    assert ("Ray could not connect" if installed else "pip install") in done.out
    assert "Traceback" not in done.err


def test_games_go_to_the_ray_cluster_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Ray glue, with a stand-in for Ray that runs each task in this process."""
    calls: dict[str, Any] = {"tasks": 0}

    def init(address: str, **_: Any) -> None:
        calls["address"] = address

    def remote(fn: Any) -> Any:
        def submit(*args: Any) -> Any:
            calls["tasks"] += 1
            return fn(*args)

        return types.SimpleNamespace(remote=submit)

    def wait(refs: list[Any], num_returns: int) -> tuple[list[Any], list[Any]]:
        return refs[:num_returns], refs[num_returns:]

    fake = types.SimpleNamespace(init=init, remote=remote, get=list, wait=wait)
    monkeypatch.setitem(sys.modules, "ray", fake)
    results = pool.run(
        REFERENCE, game="sweet-lands", games=3, seed=1, workers=1, ray_address="ray://head:10001", max_steps=20
    )
    assert calls["address"] == "ray://head:10001" and calls["tasks"] == 3
    assert [g["index"] for g in results] == [0, 1, 2]
    assert all(g["ending"] != "difference" for g in results)


def test_states_compare_as_the_schema_means_them() -> None:
    assert ("players", "*", "hand") in unordered_paths("sweet-lands")
    assert ("deck",) not in unordered_paths("sweet-lands")
    reference = InProcessEngine()
    state = reference.new_game("sweet-lands", 2, 4)
    shuffled = json.loads(json.dumps(state))
    shuffled["players"][0]["hand"] = list(reversed(shuffled["players"][0]["hand"]))
    assert same(state, shuffled)
    shuffled["deck"] = list(reversed(shuffled["deck"]))
    assert not same(state, shuffled)


def test_a_replay_of_nothing_on_two_reference_engines_finds_nothing() -> None:
    state = InProcessEngine().new_game("sweet-lands", 3, 9)
    assert replay(InProcessEngine(), InProcessEngine(), state, []) is None


def test_a_start_the_reference_refuses_costs_only_its_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fuzz start the game's plugin makes impossible (here a Regular customer with rows the round cannot have,
    LY-16.6.1) is that game's reference_error, named; the run's other games are played."""
    real = pool.plugin("loyang")

    class Broken:
        def __getattr__(self, name: str) -> Any:
            return getattr(real, name)

        def quiet_table(self, rng: Any, players: int) -> dict[str, Any]:
            table = real.quiet_table(rng, players)
            table["round"], table["phase"] = 1, "setup"  # a turn on the stack in the setup phase
            return table

    monkeypatch.setattr(pool, "plugin", lambda game: Broken())
    results = pool.run(REFERENCE, game="loyang", games=2, seed=5, workers=1, max_steps=5)
    assert [g["ending"] for g in results] == ["step_limit", "reference_error"]
    assert "the reference refused the start" in results[1]["note"] and "invalid_state" in results[1]["note"]
