"""Random legal games checked after every action: Hypothesis state machines over the `Engine` interface (issue 10).

Each machine starts a game (2 to 4 players, any variants, a random seed), then
plays legal actions picked the way the golden chooser picks them (every
character and map comes up through the choices), and between runs of play it
also probes the engine: every listed action is accepted, an action that is not
listed is refused with nothing changed, and the state survives a trip through
JSON into a fresh engine with the same legal actions and the same continuation.

After every action the state is checked against the rules' invariants, with
cities, industry points, extra draw areas and tile placement recomputed by
tests/property/model.py, not by the engine. How many games and steps run is
the Hypothesis profile's (tests/property/conftest.py).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from functools import cache
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from jsonschema import Draft202012Validator

from conformance.engine import EngineRefusal, InProcessEngine
from conformance.golden import choose
from conformance.perft import key
from rulecore.paths import schemas_dir

from . import model

VARIANTS = ("advanced_skill_tiles", "hand_drafting", "variable_turn_order")
FINAL_ROUND = 5

State = dict[str, Any]
Action = dict[str, Any]


@cache
def state_validator() -> Draft202012Validator:
    schema = json.loads((schemas_dir() / "sweet-lands" / "state.schema.json").read_text(encoding="utf-8"))
    return Draft202012Validator(schema)


def card_zones(state: State) -> Counter[str]:
    """Where the citizen cards lie outside the stack: deck, discard pile, hands, played and automated cards."""
    zones: Counter[str] = Counter(state["deck"]) + Counter(state["discard"])
    for player in state["players"]:
        zones.update(player["hand"])
        zones.update(player["played"])
        for column in player["automated"].values():
            zones.update(column)
    return zones


def skill_tiles_total(state: State) -> Counter[str]:
    """Regular skill tiles in the supply plus those the players hold, per kind."""
    total = Counter(state["skill_supply"])
    for player in state["players"]:
        total.update(t for t in player["skill_tiles"] if t in state["skill_supply"])
    return total


def advanced_tiles(state: State) -> Counter[str]:
    held = Counter(state["advanced_supply"])
    for player in state["players"]:
        held.update(t for t in player["skill_tiles"] if t not in state["skill_supply"])
    return held


def not_listed(actions: list[Action], rng: random.Random) -> Action:
    """An action the engine does not list now: a listed one with a value changed, or one of another decision."""
    listed = {key(a) for a in actions}
    candidates: list[Action] = [{"type": t} for t in ("pass", "stop", "end_turn", "decline")]
    for action in actions[:50]:
        for field, value in action.items():
            if field == "type":
                continue
            if isinstance(value, bool):
                candidates.append({**action, field: not value})
            elif isinstance(value, int):
                candidates.append({**action, field: value + 1000})
            elif isinstance(value, str):
                candidates.append({**action, field: value + "_x"})
    candidates = [c for c in candidates if key(c) not in listed]
    return rng.choice(candidates)


class Games(RuleBasedStateMachine):
    """One random game per example; rules play, probe, and round-trip it."""

    def __init__(self) -> None:
        super().__init__()
        self.engine = InProcessEngine()
        self.state: State = {}
        self.actions: list[Action] = []
        self.cards: set[str] = set()
        self.skills: Counter[str] = Counter()
        self.advanced: Counter[str] = Counter()
        self.flipped_freely: dict[int, set[str]] = {}
        self.passing: dict[int, tuple[int, int]] = {}
        """Seat -> (cp, ip) before its pass, until its pass scoring is over."""

    @initialize(
        players=st.integers(2, 4),
        seed=st.integers(0, 2**32 - 1),
        variants=st.sets(st.sampled_from(VARIANTS)),
    )
    def start(self, players: int, seed: int, variants: set[str]) -> None:
        self.state = self.engine.new_game("sweet-lands", players, seed, {"variants": sorted(variants)})
        self.actions = self.engine.legal_actions()
        self.cards = set(self.state["cards"])
        self.skills = skill_tiles_total(self.state)
        self.advanced = advanced_tiles(self.state)
        self.flipped_freely = {seat: set() for seat in range(players)}
        self.check_state()

    # -- playing ------------------------------------------------------------------------------------------

    def step(self, action: Action) -> None:
        before = self.state
        self.engine.apply(action)
        self.state = self.engine.state()
        self.actions = self.engine.legal_actions()
        self.check_transition(before, action)
        self.check_state()

    @precondition(lambda self: bool(self.actions))
    @rule(seed=st.integers(0, 2**32 - 1), run=st.integers(1, 25))
    def play(self, seed: int, run: int) -> None:
        rng = random.Random(seed)
        for _ in range(run):
            if not self.actions:
                return
            self.step(choose(self.actions, rng))

    # -- probes -------------------------------------------------------------------------------------------

    @precondition(lambda self: bool(self.actions))
    @rule(seed=st.integers(0, 2**32 - 1))
    def every_listed_action_is_accepted(self, seed: int) -> None:
        rng = random.Random(seed)
        other = InProcessEngine()
        for action in rng.sample(self.actions, min(3, len(self.actions))):
            other.load(self.state)
            other.apply(action)  # a refusal raises EngineRefusal and fails the example

    @precondition(lambda self: bool(self.actions))
    @rule(seed=st.integers(0, 2**32 - 1))
    def an_unlisted_action_is_refused_without_a_change(self, seed: int) -> None:
        action = not_listed(self.actions, random.Random(seed))
        try:
            self.engine.apply(action)
        except EngineRefusal as refusal:
            assert refusal.code in {"illegal_action", "invalid_request"}, refusal
        else:
            raise AssertionError(f"the engine accepted {key(action)}, which it does not list")
        assert self.engine.state() == self.state, "a refused action changed the state"
        assert self.engine.legal_actions() == self.actions

    @rule(seed=st.integers(0, 2**32 - 1), run=st.integers(0, 10))
    def round_trip_through_json(self, seed: int, run: int) -> None:
        """state -> JSON -> a fresh engine: the same state, the same legal actions, the same continuation."""
        fresh = InProcessEngine()
        fresh.load(json.loads(json.dumps(self.state)))
        assert fresh.state() == self.state
        assert fresh.legal_actions() == self.actions
        rng = random.Random(seed)
        for _ in range(run):
            if not self.actions:
                break
            action = choose(self.actions, rng)
            fresh.apply(action)
            self.step(action)
            assert fresh.state() == self.state, f"the loaded game went another way after {key(action)}"
        self.engine = fresh  # play on in the loaded copy

    # -- the invariants -----------------------------------------------------------------------------------

    @invariant()
    def listed_actions_are_unique(self) -> None:
        if self.state:
            keys = [key(a) for a in self.actions]
            assert len(keys) == len(set(keys)), Counter(keys).most_common(3)

    def check_transition(self, before: State, action: Action) -> None:
        after = self.state
        if action["type"] == "flip_tile":
            self.flipped_freely[before["pending"]["player"]].add(action["hex"])
        if action["type"] == "pass":
            seat = before["pending"]["player"]
            player = before["players"][seat]
            self.passing[seat] = (player["cp"], player["ip"])
        for seat, player in enumerate(after["players"]):
            was = before["players"][seat]
            if seat not in self.passing:
                assert (player["cp"], player["ip"]) == (was["cp"], was["ip"]), "points outside a pass (SL-17.2.1)"
        pending = after["pending"]
        for seat, (cp, ip) in list(self.passing.items()):
            if pending != {"kind": "move_round_aid", "player": seat}:
                continue  # the six steps of the pass end when the token is to move (SL-17.2.1, SL-24.4.2)
            del self.passing[seat]
            player = after["players"][seat]
            want_cp, want_ip = model.pass_points(after, player)
            assert player["ip"] - ip == want_ip, f"seat {seat}: industry points of the pass (SL-11.6.1)"
            if want_cp is not None:
                assert player["cp"] - cp == want_cp, f"seat {seat}: city points of the pass (SL-10.8.1)"

    def check_state(self) -> None:
        """What holds at every decision. Counted pieces are the cards and the skill tiles; terrain tiles, roads,
        diamonds and discs come from an unlimited common supply (SL-1.5.2), so only where they lie is checked."""
        state = self.state
        problem = next(iter(state_validator().iter_errors(state)), None)
        assert problem is None, f"the state breaks the schema at {list(problem.absolute_path)}: {problem.message}"
        assert set(state["cards"]) == self.cards
        zones = card_zones(state)
        assert set(zones) <= self.cards and max(zones.values(), default=1) == 1, "a card is in two places"
        held = model.strings(state["stack"])
        assert all(card in held for card in self.cards - set(zones)), "a card left the game"
        assert skill_tiles_total(state) == self.skills, "skill tiles appeared or vanished"
        assert advanced_tiles(state) == self.advanced, "advanced skill tiles appeared or vanished"
        spaces = [p["round_aid_space"] for p in state["players"] if p["round_aid_space"] is not None]
        assert len(spaces) == len(set(spaces)), "two round aid tokens share a space"
        for seat, player in enumerate(state["players"]):
            self.check_player(state, seat, player)

    def check_player(self, state: State, seat: int, player: State) -> None:
        where = f"seat {seat}"
        assert all(v >= 0 for v in player["resources"].values()), f"{where}: a resource is negative (SL-1.4.4)"
        assert all(v >= 0 for v in player["income"].values()), f"{where}: an income is negative"
        if state["phase"] == "action" and state["round"] < FINAL_ROUND:
            assert player["hand"], f"{where}: no card in hand in round {state['round']} (SL-6.3.1)"
        assert len(set(player["properties"].values())) == len(player["properties"]), f"{where}: a token twice"
        if not player["map"]:
            return
        assert model.tile_problems(state, player) == [], where
        if model.ADJACENCY_WAIVED not in model.character_text(state, player):
            assert model.unreachable_tiles(player) == [], f"{where}: a tile is not joined to a capital (SL-9.3.3)"
        owed = model.frame_kinds(state, seat) & model.TRIGGER_KINDS
        assert model.flipped_without_road(player) <= self.flipped_freely[seat], f"{where}: flipped with no road"
        if not owed:
            assert model.face_up_by_road(player) == set(), f"{where}: a tile by a road is face up (SL-9.5.1)"
        recorded, complete = set(player["draw_areas"]), model.complete_draw_areas(player)
        assert recorded <= complete, f"{where}: extra draw areas {recorded - complete} are not complete (SL-9.7.1)"
        if not owed:
            assert complete <= recorded, f"{where}: complete extra draw areas {complete - recorded} are off (SL-9.7.4)"


TestGames = Games.TestCase
