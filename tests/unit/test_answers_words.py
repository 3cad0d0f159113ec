"""Decisions, answers, outcomes and positions in player words (issue 47, points 2, 3 and 6).

Every decision kind of a game's decisions page and every answer type of its
action schema must have words (a new kind without them fails here); positions
played from the golden games' starts are said without an id or JSON left in
the text; and worked examples pin the sentences a rules lawyer reads: a cost,
an area's space and the decision that follows, a Courtyard's count.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from conformance.engines.engine import InProcessEngine
from conformance.games import registered
from conformance.games.english import leftovers
from conformance.games.loyang import answers as loyang_answers
from conformance.games.sweet_lands import answers as sweet_answers
from conformance.games.sweet_lands import english as sweet_english
from conformance.games.sweet_lands.render import render_area
from conformance.tools import explain
from conformance.tools.golden import files, load
from tests.component_kit import ComponentData

GAMES = ("sweet-lands", "loyang")
MODULES = {"sweet-lands": sweet_answers, "loyang": loyang_answers}


def _action_types(game: str) -> set[str]:
    """Every answer type the game's action schema allows (its `type` constants)."""
    schema = json.loads((ComponentData(game).schemas_dir / "action.schema.json").read_text(encoding="utf-8"))
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            kind = node.get("properties", {}).get("type")
            if isinstance(kind, dict) and "const" in kind:
                found.add(kind["const"])
            for sub in node.values():
                walk(sub)
        elif isinstance(node, list):
            for sub in node:
                walk(sub)

    walk(schema)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_decision_kind_of_the_decisions_page_has_words(game: str) -> None:
    kinds = set(explain.decisions(registered()[game].info.spec_dir))
    assert len(kinds) >= 10, "the decisions table was not read"
    assert set(MODULES[game].DECISIONS) == kinds
    plugin = registered()[game]
    for kind in sorted(kinds):
        said = plugin.say_decision({"pending": {"kind": kind, "player": 1}, "stack": []})
        assert said.startswith("Player 2 ") and not leftovers(said, plugin.leftover_words), said


@pytest.mark.parametrize("game", GAMES)
def test_every_answer_type_of_the_action_schema_has_words(game: str) -> None:
    assert set(MODULES[game].ANSWERS) == _action_types(game)


@pytest.mark.parametrize("game", GAMES)
def test_played_positions_are_said_without_ids_or_json(game: str) -> None:
    """Random legal play from two starts: every decision, answer, outcome and summary line reads as words."""
    plugin = registered()[game]
    bad: list[str] = []
    kinds: set[str] = set()
    for seed in (1, 2):
        engine = InProcessEngine()
        engine.new_game(game, 2 + seed, seed, {"variants": []})
        rng = random.Random(seed)
        for _ in range(250):
            state = engine.state()
            if state.get("pending") is None:
                break
            legal = engine.legal_actions()
            said = [*plugin.say_position(state), *(plugin.say_answer(state, a) for a in legal)]
            chosen = rng.choice(legal)
            engine.apply(chosen)
            said.append(plugin.say_outcome(state, engine.state(), chosen))
            kinds |= {str(a["type"]) for a in legal}
            bad += [text for text in said if leftovers(text, plugin.leftover_words)]
    assert len(kinds) >= 8, "the play reached too few kinds of answer to test anything"
    assert bad == []


def _golden_before(game: str, name: str, step: int) -> tuple[dict[str, Any], dict[str, Any]]:
    state, action = explain.golden_position(game, name, step)
    return state, action


def test_using_an_area_says_the_space_taken_and_the_decision_that_follows() -> None:
    state, action = _golden_before("sweet-lands", "game-3p-variants", 65)
    assert action == {"type": "use_area", "area": "A"}
    plugin = registered()["sweet-lands"]
    said = plugin.say_answer(state, action)
    assert said.startswith("Use Develop land (area A): pay 6 Wheat, then place up to 3") and said.endswith(" tiles.")
    engine = InProcessEngine()
    engine.load(state)
    engine.apply(action)
    said = plugin.say_outcome(state, engine.state(), action)
    seat = state["pending"]["player"] + 1
    assert said.startswith(f"Player {seat} takes area A's first space and now pays the area's hand cost: 1 card")
    assert "with this still to do: pay 6 Wheat, then place" in said


def test_paying_a_cost_is_said_with_the_amount_paid() -> None:
    """From the hand cost on, the Wheat of area A is paid: the outcome names the amount and the next decision."""
    state, _ = _golden_before("sweet-lands", "game-3p-variants", 66)
    plugin = registered()["sweet-lands"]
    engine = InProcessEngine()
    engine.load(state)
    action = engine.legal_actions()[0]
    engine.apply(action)
    said = plugin.say_outcome(state, engine.state(), action)
    assert "pays 6 Wheat" in said and "places a terrain tile (3 tiles to go; they may stop)" in said, said


def test_taking_from_the_courtyard_says_the_card_and_what_is_left_there() -> None:
    state, action = _golden_before("loyang", "game-3p", 8)
    assert action["type"] == "take"
    said = registered()["loyang"].say_answer(state, action)
    left = len(state["courtyard"]) - 1
    assert said.startswith("Take Market stall (pumpkin for 1 bowl, turnip for 1 bowl and cabbage for 1 bowl)")
    assert f"from the Courtyard ({left} cards left there)" in said and "Regular customer (cabbage and leek)" in said


@pytest.mark.parametrize("game", GAMES)
def test_the_summary_names_the_deciding_player_s_hand_and_purse(game: str) -> None:
    path = files(game)[0]
    steps = [line for line in load(path) if "step" in line]
    state, _ = explain.golden_position(game, path.stem, min(30, len(steps)))
    seat = state["pending"]["player"]
    me = state["players"][seat]
    lines = registered()[game].say_position(state)
    text = "\n".join(lines)
    assert lines[0].startswith(f"Round {state['round']}")
    assert registered()[game].say_decision(state) in lines
    for card in me["hand"]:
        assert registered()[game].say_name(card, state) in text
    purse = f"{me['cash']} Cash" if game == "loyang" else sweet_english.resources(me["resources"])
    assert any(line.startswith(f"Player {seat + 1}") and f"holds {purse}" in line for line in lines), text


def test_the_sweet_lands_drawing_shows_the_purse_and_the_hand() -> None:
    state, _ = _golden_before("sweet-lands", "game-3p-variants", 65)
    seat = state["pending"]["player"]
    me = state["players"][seat]
    svg = render_area(state, seat)
    assert f"Holds {sweet_english.resources(me['resources'])}" in svg
    names = [registered()["sweet-lands"].say_name(card, state) for card in me["hand"]]
    assert names and f"Hand ({len(names)}): {', '.join(names)}" in svg


def test_an_imitation_area_is_named_by_its_own_item() -> None:
    state, _ = _golden_before("sweet-lands", "game-2p", 40)
    said = registered()["sweet-lands"].say_answer(state, {"type": "use_area", "area": "L34"})
    assert said.startswith("Use Imitation (3/4 players) (area L): pay 4 Gold, then ")


@pytest.mark.parametrize("game", GAMES)
def test_an_answer_the_words_do_not_know_is_shown_in_its_protocol_form(game: str) -> None:
    """An engine under test may send or be asked anything: the explanation keeps going with the JSON."""
    path = files(game)[0]
    state, _ = explain.golden_position(game, path.stem, 3)
    odd = {"type": "no_such_answer", "x": 1}
    plugin = registered()[game]
    found = explain.explain(
        InProcessEngine(), state, plugin.info.spec_dir, position="", engine_name="", action=odd, plugin=plugin
    )
    assert found.verdict == "refused" and found.words is not None
    assert json.loads(str(found.words.action)) == odd
    assert found.words.decision == plugin.say_decision(state)
