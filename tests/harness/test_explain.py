"""`conformance explain`: a position's pending decision, its legal answers by kind, and the verdict on one answer.

Each game is asked from a state file, a scenario id and a golden step, against the
reference engine in process and over stdio, and Sweet Lands also against the
TypeScript engine when it is built (`cd engines/typescript && npm ci && npm run build`).
The expectations come from the engine's own answers and the spec's text, so an
explanation that loses an answer, mislabels a refusal or quotes the wrong rule fails.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from conformance.engines.engine import EngineRefusal, InProcessEngine
from conformance.games import registered
from conformance.games.english import leftovers
from conformance.tools import explain
from conformance.tools.golden import files, load

from .conftest import REFERENCE, conformance

ROOT = Path(__file__).resolve().parents[2]
TYPESCRIPT = ROOT / "engines" / "typescript" / "dist" / "main.js"
SCENARIO = {
    "sweet-lands": "sweet-lands/06-hand/a-card-that-is-not-in-the-hand-cannot-pay",
    "loyang": "loyang/06-card-phase/without-raising-the-cash-first-the-payment-is-refused",
}
"""A scenario of each game whose position is a turn of a player (the id stays: ids are stable)."""
GAMES = sorted(registered())


def _golden(game: str) -> tuple[str, int]:
    """The first golden game of `game` and a step well into it."""
    path = files(game)[0]
    steps = [line for line in load(path) if "step" in line]
    return path.stem, min(12, len(steps))


def _ask(*args: str) -> dict[str, Any]:
    done = conformance("explain", *args, "--json")
    assert done.status == 0, done.err[-3000:]
    data: dict[str, Any] = json.loads(done.out)
    return data


def _unordered(legal: dict[str, list[Any]]) -> dict[str, list[str]]:
    """Legal answers by kind, each kind's answers sorted: two engines may list them in different orders."""
    return {kind: sorted(json.dumps(a, sort_keys=True) for a in answers) for kind, answers in legal.items()}


def _illegal(game: str, state: dict[str, Any]) -> dict[str, Any]:
    """An answer the engine refuses here, chosen as smoke chooses one: the game's probes that are not legal."""
    engine = InProcessEngine()
    try:
        engine.load(state)
        legal = engine.legal_actions()
        return next(a for a in registered()[game].illegal_probes(engine.state()) if a not in legal)
    finally:
        engine.close()


@pytest.mark.parametrize("game", GAMES)
def test_each_game_s_decisions_page_has_a_row_for_its_decisions(game: str) -> None:
    rows = explain.decisions(registered()[game].info.spec_dir)
    assert len(rows) >= 5, "the table of decisions was not found"
    for row in rows.values():
        assert row.who and row.answers and row.rules and "`" not in row.answers, row


@pytest.mark.parametrize("game", GAMES)
def test_a_golden_step_in_process_gives_the_decision_the_answers_and_what_the_recorded_answer_changes(
    game: str,
) -> None:
    name, step = _golden(game)
    state, recorded = explain.golden_position(game, name, step)
    recorded_line = next(line for line in load(files(game, names=[name])[0]) if line.get("step") == step)
    assert recorded == recorded_line["action"]
    engine = InProcessEngine()
    found = explain.explain(
        engine, state, registered()[game].info.spec_dir, position="here", engine_name="ref", action=recorded
    )
    assert found.pending == state["pending"]
    assert found.decision is not None and found.decision.kind == state["pending"]["kind"]
    assert sum(len(v) for v in found.legal.values()) == recorded_line["legal"]
    assert all(a["type"] == kind for kind, answers in found.legal.items() for a in answers)
    assert found.verdict == "legal" and found.listed
    engine.load(state)
    engine.apply(recorded)
    after = engine.state()
    assert found.changes, "a recorded answer changes the state"
    for change in found.changes:
        where: Any = after
        for part in change["path"].strip("/").split("/"):
            where = where[int(part)] if isinstance(where, list) else where.get(part)
        assert where == change.get("after"), change


@pytest.mark.parametrize("game", GAMES)
def test_a_refused_answer_names_its_rule_with_the_rule_s_text_from_the_spec(game: str) -> None:
    name, step = _golden(game)
    state, _ = explain.golden_position(game, name, step)
    action = _illegal(game, state)
    engine = InProcessEngine()
    engine.load(state)
    with pytest.raises(EngineRefusal) as refused:
        engine.apply(action)
    spec_dir = registered()[game].info.spec_dir
    found = explain.explain(InProcessEngine(), state, spec_dir, position="here", engine_name="ref", action=action)
    assert found.verdict == "refused" and found.refusal is not None and not found.listed
    assert found.refusal.rule == refused.value.rule and found.refusal.code == refused.value.code
    rule_line = next(
        line
        for path in spec_dir.glob("[0-9][0-9]-*.md")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith(f"**{found.refusal.rule}**")
    )
    assert found.refusal.rule_text and found.refusal.rule_text in rule_line
    assert found.changes == []


@pytest.mark.parametrize("game", GAMES)
def test_a_position_that_breaks_an_invariant_is_explained_as_refused(game: str, tmp_path: Path) -> None:
    name, step = _golden(game)
    state, _ = explain.golden_position(game, name, step)
    state["players"][0]["broken"] = True  # no state schema allows a field it does not name
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(state))
    data = _ask(str(path), "--in-process")
    refused = data["refused_position"]
    assert refused["code"] == "invalid_state", refused
    if refused["rule"] is None:  # Loyang's load names no invariant for a field its schema does not know
        assert refused["rule_text"] is None and game == "loyang"
    else:
        assert refused["rule_text"] == explain.rules(registered()[game].info.spec_dir)[refused["rule"]]
    assert data["legal"] == {} and data["pending"] is None


@pytest.mark.parametrize("game", GAMES)
def test_a_scenario_over_stdio_gives_the_position_its_given_steps_build(game: str) -> None:
    data = _ask("--scenario", SCENARIO[game], "--engine", REFERENCE)
    assert data["game"] == game and data["position"] == f"scenario {SCENARIO[game]}"
    assert data["pending"]["player"] == 0 and data["decision"]["kind"] == data["pending"]["kind"]
    in_process = _ask("--scenario", SCENARIO[game], "--in-process")
    assert in_process["legal"] == data["legal"] and data["legal_count"] > 0


@pytest.mark.parametrize("game", GAMES)
def test_a_state_file_and_a_golden_step_over_stdio_agree(game: str, tmp_path: Path) -> None:
    name, step = _golden(game)
    state, recorded = explain.golden_position(game, name, step)
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state))
    action = json.dumps(_illegal(game, state))
    from_file = _ask(str(path), "--engine", REFERENCE, "--action", action)
    from_golden = _ask("--golden", name, "--step", str(step), "--game", game, "--engine", REFERENCE, "--action", action)
    assert from_golden["recorded"] == recorded and from_file["recorded"] is None
    for key in ("pending", "decision", "legal", "verdict", "refusal"):
        assert from_file[key] == from_golden[key], key
    assert from_file["verdict"] == "refused" and from_file["refusal"]["rule_text"]


@pytest.mark.parametrize("game", GAMES)
def test_the_text_output_says_the_position_the_decision_and_the_refusal_in_player_words(game: str) -> None:
    name, step = _golden(game)
    state, _ = explain.golden_position(game, name, step)
    action = _illegal(game, state)
    plugin = registered()[game]
    ask = ["explain", "--golden", name, "--game", game, "--step", str(step), "--in-process"]
    done = conformance(*ask, "--action", json.dumps(action))
    assert done.status == 0, done.err
    found = explain.explain(
        InProcessEngine(), state, plugin.info.spec_dir, position="", engine_name="", action=action, plugin=plugin
    )
    assert found.words is not None and found.before is not None
    assert f"The decision: {plugin.say_decision(found.before)}" in done.out
    for line in found.words.position[2:]:
        assert f"  {line}" in done.out
    for said in found.words.legal.values():
        for answer in said[:8]:
            assert f"  - {answer}" in done.out
    assert found.refusal is not None and found.refusal.rule and found.refusal.rule_text
    assert f"Asked: {plugin.say_answer(found.before, action)} Refused" in done.out
    assert f"  The engine says: {found.refusal.message}" in done.out
    assert f"  The rule it names, {found.refusal.rule}: {explain.plain(found.refusal.rule_text)}" in done.out
    said_by_us = done.out.split("The engine says")[0].split("\n", 1)[1]
    assert leftovers(said_by_us, plugin.leftover_words) == [], "the text shows an id or JSON before the engine's words"


@pytest.mark.parametrize("game", GAMES)
def test_a_legal_answer_is_said_as_what_happens_and_the_json_keeps_the_diff(game: str, tmp_path: Path) -> None:
    name, step = _golden(game)
    state, recorded = explain.golden_position(game, name, step)
    plugin = registered()[game]
    drawing = tmp_path / "area.svg"
    ask = ["explain", "--golden", name, "--game", game, "--step", str(step), "--in-process"]
    done = conformance(*ask, "--action", json.dumps(recorded), "--render", str(drawing))
    assert done.status == 0, done.err
    engine = InProcessEngine()
    engine.load(state)
    before = engine.state()
    engine.apply(recorded)
    outcome = plugin.say_outcome(before, engine.state(), recorded)
    assert f"Asked: {plugin.say_answer(before, recorded)} Legal." in done.out
    assert f"  What happens: {outcome}" in done.out
    assert outcome.startswith(f"Player {before['pending']['player'] + 1} ")
    assert "/stack" not in done.out and "->" not in done.out, "the text output shows the machine diff"
    assert drawing.read_text(encoding="utf-8").startswith("<svg"), "--render wrote no drawing"
    data = _ask(*ask[1:], "--action", json.dumps(recorded))
    assert data["changes"] and data["words"]["outcome"] == outcome
    assert data["legal"] and sum(map(len, data["words"]["legal"].values())) == data["legal_count"]


WRONG = [["--step", "3"], ["--golden", "nope", "--step", "1"], ["--scenario", "sweet-lands/x"]]
"""Questions without a position, or with one that does not exist."""


@pytest.mark.parametrize("wrong", [*WRONG, ["--golden", "game-2p", "--step", "1", "--action", "{"]])
def test_a_question_that_cannot_be_asked_is_refused_saying_why(wrong: list[str]) -> None:
    done = conformance("explain", "--in-process", *wrong)
    assert done.status == 2 and "Error" in done.err and "Traceback" not in done.err


@pytest.mark.skipif(
    not TYPESCRIPT.is_file() or shutil.which("node") is None,
    reason="the TypeScript engine is not built: cd engines/typescript && npm ci && npm run build",
)
def test_the_typescript_engine_explains_sweet_lands_as_the_reference_does() -> None:
    game = "sweet-lands"
    name, step = _golden(game)
    state, recorded = explain.golden_position(game, name, step)
    action = json.dumps(_illegal(game, state))
    engine = f"node {TYPESCRIPT}"
    for position in (["--golden", name, "--step", str(step)], ["--scenario", SCENARIO[game]]):
        theirs = _ask(*position, "--engine", engine, "--action", action)
        ours = _ask(*position, "--in-process", "--action", action)
        for key in ("pending", "decision", "verdict"):
            assert theirs[key] == ours[key], (position, key)
        assert _unordered(theirs["legal"]) == _unordered(ours["legal"]), position
        assert theirs["refusal"]["rule"] == ours["refusal"]["rule"]
    legal = _ask("--golden", name, "--step", str(step), "--engine", engine, "--action", json.dumps(recorded))
    assert legal["verdict"] == "legal" and legal["changes"]
