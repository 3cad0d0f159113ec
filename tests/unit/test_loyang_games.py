"""Random full games of At the Gates of Loyang through the reference engine's facade.

Every game for 2, 3 and 4 players plays to the end of round 9 and ranks every
player; at every step a refused answer leaves the state byte for byte as it was;
every state the engine writes validates against the closed state schema and comes
back unchanged through `load`; and the frame kinds the engine runs are exactly the
ones the schema closes.
"""

from __future__ import annotations

import json
import random
import shlex
import sys
from typing import Any

import orjson
import pytest

from reference_impl.engine import ReferenceEngine
from reference_impl.errors import EngineError
from reference_impl.loyang.game import AUTO, DECISIONS
from rulecore.registry import info
from rulecore.schemas import first_problem

MAX_ACTIONS = 5000
RARE = {"take_loan", "end_turn", "stop", "discard", "keep"}
"""Answer types the random player picks less often, so games reach more of the rules."""
PROBES: tuple[dict[str, Any], ...] = (
    {"type": "end_turn"},
    {"type": "stop"},
    {"type": "pay"},
    {"type": "path_step"},
    {"type": "buy", "vegetable": "leek"},
    {"type": "sell", "vegetable": "bean"},
    {"type": "keep", "cards": []},
    {"type": "turn_up"},
    {"type": "buy_two_pack"},
    {"type": "discard_helper", "card": "no_such_card"},
    {"type": "plant", "vegetable": "wheat", "field": "no_such_field"},
)
"""Well-formed answers tried as refusals: at any step the first one not listed is sent."""


def choose(actions: list[dict[str, Any]], rng: random.Random, rare: set[str]) -> dict[str, Any]:
    common = [a for a in actions if a["type"] not in rare]
    return rng.choice(common if common and rng.random() < 0.8 else actions)


def play(players: int, seed: int, check: str | None = None) -> tuple[ReferenceEngine, int]:
    """A random game to its end; `check` adds a per-step check: "refusals" or "states".

    The state check (schema and load, some milliseconds a state) plays shorter turns, ending them more often.
    """
    engine = ReferenceEngine()
    engine.new_game("loyang", players, seed)
    rng = random.Random(seed)
    rare = RARE - {"end_turn"} if check in ("states", "views") else RARE
    for steps in range(MAX_ACTIONS):
        actions = engine.legal_actions()["actions"]
        if not actions:
            return engine, steps
        if check == "refusals":
            _refusal_changes_nothing(engine, actions)
        elif check == "states":
            _state_is_portable(engine)
        elif check == "views":
            _views_hide_and_show(engine)
        engine.apply(choose(actions, rng, rare))
    raise AssertionError(f"the game did not end within {MAX_ACTIONS} actions")


def _refusal_changes_nothing(engine: ReferenceEngine, actions: list[dict[str, Any]]) -> None:
    assert len({orjson.dumps(a, option=orjson.OPT_SORT_KEYS) for a in actions}) == len(actions), "an answer twice"
    probe = next(p for p in PROBES if p not in actions)
    before = orjson.dumps(engine.state()["state"])
    with pytest.raises(EngineError) as refused:
        engine.apply(probe)
    assert refused.value.code == "illegal_action" and (refused.value.rule or "").startswith("LY-"), refused.value
    assert orjson.dumps(engine.state()["state"]) == before, f"refusing {probe} changed the state"


def _state_is_portable(engine: ReferenceEngine) -> None:
    """The state validates against the closed schema (checked here, not only by the engine's own `load`) and comes
    back unchanged through `load`, listing the same answers in the same order."""
    state = engine.state()["state"]
    problem = first_problem("loyang", "state.schema.json", state)  # jsonschema-rs's quick yes, else jsonschema
    assert problem is None, f"{'/'.join(map(str, problem.absolute_path))}: {problem.message}"
    other = ReferenceEngine()
    other.load(json.loads(json.dumps(state)))
    assert other.state()["state"] == state, "load then state changed the state"
    assert other.legal_actions() == engine.legal_actions(), "the loaded position lists its answers in another order"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_end_with_a_ranking(players: int, seed: int) -> None:
    engine, steps = play(players, 100 * players + seed)
    state = engine.state()["state"]
    assert state["phase"] == "game_over" and state["round"] == 9, (state["phase"], state["round"], steps)
    scores = engine.score()["scores"]
    assert [s["player"] for s in scores] == list(range(players))
    assert min(s["rank"] for s in scores) == 1
    for entry in scores:
        items = entry["items"]
        assert entry["total"] == items["path"] + items["loans"], entry


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_refused_action_changes_nothing_at_any_step(players: int) -> None:
    play(players, 40 + players, check="refusals")


def _views_hide_and_show(engine: ReferenceEngine) -> None:
    from conformance.games import plugin  # noqa: PLC0415  (the harness side, only here)
    from conformance.tools.views import problems  # noqa: PLC0415

    state = engine.state()["state"]
    for seat in range(len(state["players"])):
        found = problems(state, engine.view(seat)["state"], seat, plugin("loyang"))
        assert found == [], found


def test_every_view_of_a_random_game_hides_what_it_must_and_shows_the_rest() -> None:
    play(3, 61, check="views")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_state_validates_and_round_trips(players: int) -> None:
    play(players, 70 + players, check="states")


def test_the_schema_closes_exactly_the_frame_kinds_the_engine_runs() -> None:
    schema = json.loads((info("loyang").schemas_dir / "state.schema.json").read_text("utf-8"))
    kinds = {frame["properties"]["kind"]["const"] for frame in schema["properties"]["stack"]["items"]["oneOf"]}
    assert kinds == set(AUTO) | set(DECISIONS)
    assert not set(AUTO) & set(DECISIONS), "a frame kind is both automatic and a decision"


def test_smoke_positions_cover_every_decision_and_load_unchanged() -> None:
    from conformance.games.loyang.positions import positions  # noqa: PLC0415  (the harness side, only here)

    found = positions()
    assert {p.state["stack"][-1]["kind"] for p in found} == set(DECISIONS)
    for name, state in ((p.name, p.state) for p in found):
        engine = ReferenceEngine()
        engine.load(json.loads(json.dumps(state)))
        back = engine.state()["state"]
        back.pop("pending")
        assert back == state, f"the position {name} came back changed"


def _broken(edit: Any) -> str:
    """The invariant (chapter 16) a new game's state breaks once `edit` has changed it; the message starts with it."""
    state = ReferenceEngine().new_game("loyang", 3, 9)["state"]
    edit(state)
    with pytest.raises(EngineError) as refused:
        ReferenceEngine().load(state)
    assert refused.value.code == "invalid_state", refused.value
    rule = refused.value.rule
    assert rule is not None and refused.value.message.startswith(rule), refused.value
    return rule


def test_load_refuses_an_impossible_state_and_names_the_problem() -> None:
    def twice(s: dict[str, Any]) -> None:
        s["discard_pile"].append(s["draw_pile"][0])

    def lost(s: dict[str, Any]) -> None:
        s["draw_pile"].pop()

    def fraction(s: dict[str, Any]) -> None:
        s["players"][1]["cash"] = 10.0

    def seat(s: dict[str, Any]) -> None:
        s["starting_player"] = 3

    def overfull(s: dict[str, Any]) -> None:
        s["players"][0]["shop"]["bean"] = 3  # the Shop has 2 bean spaces (errata E-53)

    def extra(s: dict[str, Any]) -> None:
        s["stack"][-1]["note"] = "hello"

    assert _broken(twice) == "LY-16.3.2"
    assert _broken(lost) == "LY-16.3.3"
    assert _broken(fraction) == "LY-16.1.2"
    assert _broken(seat) == "LY-16.2.2"
    assert _broken(overfull) == "LY-16.4.7"
    assert _broken(extra) == "LY-16.1.1"


def test_random_games_over_stdio_end_with_a_ranking() -> None:
    """The same through the protocol: the bundled server in a subprocess, every response checked by the adapter."""
    from conformance.engines.engine import SubprocessEngine  # noqa: PLC0415  (the harness side, only here)

    engine = SubprocessEngine(f"{shlex.quote(sys.executable)} -m reference_impl serve", timeout=30)
    try:
        engine.hello()
        for players in (2, 3, 4):
            engine.new_game("loyang", players, 90 + players)
            rng = random.Random(players)
            for _ in range(MAX_ACTIONS):
                actions = engine.legal_actions()
                if not actions:
                    break
                engine.apply(choose(actions, rng, RARE - {"end_turn"}))
            assert engine.state()["phase"] == "game_over"
            assert min(entry["rank"] for entry in engine.score()) == 1
    finally:
        engine.close()


def test_a_play_area_row_loaded_out_of_order_is_kept_in_card_id_order() -> None:
    """DM-2.5: a row is written ascending; one given in another order loads as the same position."""
    engine = ReferenceEngine()
    engine.new_game("loyang", 2, 5)
    rng = random.Random(5)
    while True:
        state = engine.state()["state"]
        rows = [(seat, kind) for seat, p in enumerate(state["players"]) for kind, row in p["play_area"].items()]
        full = [(seat, kind) for seat, kind in rows if len(state["players"][seat]["play_area"][kind]) > 1]
        if full:
            break
        engine.apply(choose(engine.legal_actions()["actions"], rng, RARE))
    seat, kind = full[0]
    shuffled = json.loads(json.dumps(state))
    shuffled["players"][seat]["play_area"][kind].reverse()
    other = ReferenceEngine()
    other.load(shuffled)
    assert other.state()["state"] == state
    assert other.legal_actions() == engine.legal_actions()
