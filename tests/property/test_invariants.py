"""Random legal Sweet Lands games checked after every action, on the shared machine of tests/property/machine.py.

Each example starts a game (2 to 4 players, any variants, a random seed); the
shared machine plays, probes and round-trips it (every character and map comes
up through the choices).

After every action the state is checked against the rules' invariants, with
cities, industry points, extra draw areas and tile placement recomputed by
tests/property/model.py, not by the engine. How many games and steps run is
the Hypothesis profile's (tests/property/conftest.py).
"""

from __future__ import annotations

from collections import Counter

from hypothesis import strategies as st
from hypothesis.stateful import initialize

from rulecore import schemas

from . import model
from .machine import Action, GameMachine, State

VARIANTS = ("advanced_skill_tiles", "hand_drafting", "variable_turn_order")
FINAL_ROUND = 5


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


class Games(GameMachine):
    """One random Sweet Lands game per example; the base plays, probes and round-trips it."""

    GAME = "sweet-lands"
    RULE_PREFIX = "SL-"
    OTHER_TYPES = ("pass", "stop", "end_turn", "decline")
    PLAY_RUN = 25

    def __init__(self) -> None:
        super().__init__()
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
        self.flipped_freely = {seat: set() for seat in range(players)}
        self.new_game(players, seed, {"variants": sorted(variants)})

    def started(self) -> None:
        self.cards = set(self.state["cards"])
        self.skills = skill_tiles_total(self.state)
        self.advanced = advanced_tiles(self.state)
        super().started()

    # -- the invariants -----------------------------------------------------------------------------------

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
        problem = schemas.first_problem("sweet-lands", "state.schema.json", state)  # jsonschema-rs's quick yes first
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
