"""Random legal Loyang games checked after every action, on the shared machine of tests/property/machine.py.

Each example starts a game (2 to 4 players, a random seed; or a random quiet
table from the harness's fuzz starts); the shared machine plays, probes,
round-trips and replays it.

After every action the state is checked against the rules' invariants: no
negative Cash or stock, no more vegetables than the spaces they lie on; the
vegetables in play (fields, Carts, Storehouses, Shops and cards) change only by
what the supply gives or takes for the action (tests below, `supply_flow`); every
Action card is in exactly one place; one Two-pack per player per Action phase.
How many games and steps run is the Hypothesis profile's (tests/property/conftest.py).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize

from conformance.games import plugin
from conformance.tools.perft import key
from reference_impl.loyang.validation import schema_problem

from .machine import Action, GameMachine, State

GAME = "loyang"
CARD_FRAMES = ("two_pack_keep", "two_pack_stack", "helper_effect", "helper_option")
"""Frames that hold cards drawn but not yet placed (a Two-pack on show, LY-8.9.4; cards a Helper looks at)."""
HELPER_FRAMES = ("helper_effect", "helper_option")
"""Decisions inside a Helper's effect: what they move to or from the supply is the Helper's own rule
(effects.md), checked by the scenarios of chapter 11, not by the flow below."""


def tables(state: State) -> dict[str, dict[str, Any]]:
    """The component items a state's game reads, by table and id (the state's own, else the spec's)."""
    from conformance.games.loyang.fuzzing import component_table  # noqa: PLC0415  (the harness's reading)

    out: dict[str, dict[str, Any]] = {}
    for name in ("action_cards", "fields", "shop", "storehouse"):
        items = component_table(state, name)
        out[name] = {i.get("vegetable", i["id"]) if name == "shop" else i["id"]: i for i in items}
    return out


def card_places(state: State) -> Counter[str]:
    """Every Action card where it lies: piles, Courtyard, hands, play areas (both cards of a stack), shown frames."""
    places: Counter[str] = Counter(state["draw_pile"]) + Counter(state["discard_pile"])
    places.update(state["courtyard"])
    places.update(state["set_aside"])
    for player in state["players"]:
        places.update(player["hand"])
        for row in player["play_area"].values():
            for entry in row:
                places[entry["card"]] += 1
                if entry["covers"]:
                    places[entry["covers"]] += 1
        if "dealt" in player:
            places[player["dealt"]] += 1  # the introductory version's card held apart (LY-14.1.4)
        cards = tables(state)["action_cards"]
        # a Common field a Helper put under the Field pile, a Private field from then on (LY-11.7.2)
        places.update(f["field"] for f in player["fields"] if f["field"] in cards)
        places.update(f for f in player["field_pile"] if f in cards)
    for row in state.get("grid", []):
        places.update(card for card in row if card is not None)  # the solo Courtyard grid (LY-15.2.1)
    for row in state.get("opponent", {}).get("play_area", {}).values():
        for entry in row:
            places[entry["card"]] += 1
            if entry.get("covers"):
                places[entry["covers"]] += 1
    for frame in state["stack"]:
        if frame["kind"] in CARD_FRAMES:
            places.update(frame.get("cards", []))
    return places


def in_play(state: State) -> int:
    """Vegetables outside the supply: fields, Carts, Storehouses, Shops, Market stalls and Common fields."""
    total = 0
    for player in state["players"]:
        total += sum(player["cart"].values()) + sum(player["storehouse"].values()) + sum(player["shop"].values())
        total += sum(f["count"] for f in player["fields"])
        for kind, row in player["play_area"].items():
            for entry in row:
                if kind == "market_stall":
                    total += sum(entry["goods"].values())
                elif kind == "common_field":
                    total += entry["count"]
    return total


def stalls(state: State) -> set[tuple[int, str]]:
    return {(p["seat"], e["card"]) for p in state["players"] for e in p["play_area"]["market_stall"]}


def supply_flow(before: State, action: Action, after: State) -> int:
    """How many vegetables the supply gives (+) or takes (-) for `action` and the automatic steps after it.

    Moving between a player's own places (buying, selling, storing, harvesting,
    taking from a stall) changes nothing; planting fills the field from the
    supply (LY-8.2.2, LY-3.4.1); a trade pays its bowls to the supply (LY-8.5.1);
    customers take their vegetables (LY-8.7.2, LY-8.8.1); a return gives one back
    (LY-9.3.3); a Market stall coming into play or revealed is filled (LY-8.5.5).
    """
    items = tables(before)
    kind = action["type"]
    flow = 0
    seat = before["pending"]["player"]
    if kind == "first_plant":
        flow += items["fields"][next(f["field"] for f in before["players"][seat]["fields"])]["size"] - 1
    elif kind == "plant":
        field = action["field"]
        size = items["fields"][field]["size"] if field in items["fields"] else items["action_cards"][field]["size"]
        flow += size - 1
    elif kind == "trade":
        flow -= sum(action["pay"].values())
    elif kind == "deliver_regular":
        flow -= 2
    elif kind == "serve_casual":
        flow -= 3
    elif kind == "discard":
        flow -= 1
    for _, card in stalls(after) - stalls(before):
        flow += len(items["action_cards"][card]["goods"])
    return flow


class LoyangGames(GameMachine):
    """One random Loyang game per example; the base plays, probes, round-trips and replays it."""

    GAME = GAME
    RULE_PREFIX = "LY-"
    OTHER_TYPES = ("end_turn", "stop", "pay", "path_step", "turn_up", "buy_two_pack")
    PROBED = 40
    ORDERED = False
    """The order of legal actions carries no meaning (decisions.md L2.4, DM-3)."""
    PLAY_RUN = 30

    def __init__(self) -> None:
        super().__init__()
        self.cards: Counter[str] = Counter()
        self.two_packs: Counter[tuple[int, int]] = Counter()

    @initialize(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1), quiet=st.booleans())
    def begin(self, players: int, seed: int, quiet: bool) -> None:
        if quiet:
            self.load(players, seed, plugin(GAME).quiet_table(random.Random(seed), players))
        else:
            self.new_game(players, seed)

    def started(self) -> None:
        self.cards = card_places(self.state)
        super().started()

    # -- the invariants -----------------------------------------------------------------------------------

    def check_transition(self, before: State, action: Action) -> None:
        after = self.state
        if before["pending"]["kind"] in HELPER_FRAMES or "helper" in action["type"]:
            return  # a Helper moves vegetables by its own rule (see HELPER_FRAMES)
        flow = supply_flow(before, action, after)
        assert in_play(after) - in_play(before) == flow, (
            f"{key(action)}: the vegetables in play went from {in_play(before)} to {in_play(after)}; "
            f"the supply gave {flow}"
        )
        if action["type"] == "buy_two_pack":
            seat = before["pending"]["player"]
            self.two_packs[(before["round"], seat)] += 1
            assert self.two_packs[(before["round"], seat)] == 1, "one Two-pack per Action phase (LY-8.9.1)"
            assert not before["players"][seat]["two_pack_bought"]
        if after["phase"] == "action" and (before["phase"], before["round"]) != ("action", after["round"]):
            bought = [p["seat"] for p in after["players"] if p["two_pack_bought"]]
            assert bought == [] or action["type"] == "buy_two_pack", "a new Action phase, a new Two-pack"

    def check_state(self) -> None:
        state = self.state
        assert schema_problem("state.schema.json", state) is None
        assert card_places(state) == self.cards, "every Action card is in exactly one place, and none is lost"
        assert all(n == 1 for n in self.cards.values()), "a card lies in two places"
        items = tables(state)
        for player in state["players"]:
            who = f"player {player['seat']}"
            assert player["cash"] >= 0 and player["loans"] >= 0, who
            for place in ("cart", "storehouse", "shop"):
                assert all(n > 0 for n in player[place].values()), f"{who}'s {place} writes a count of 0 or less"
            for kind, n in player["shop"].items():
                assert n <= items["shop"][kind]["spaces"], f"{who}'s Shop holds more {kind} than its spaces"
            top = state["stack"][-1]["kind"] if state["stack"] else None
            if top not in ("store", "storing"):
                room = items["storehouse"][
                    "storehouse_upgraded" if player["storehouse_upgraded"] else "storehouse_basic"
                ]
                assert sum(player["storehouse"].values()) <= room["capacity"], f"{who}'s Storehouse overflows"
            for field in player["fields"]:
                size = items["fields"][field["field"]]["size"]
                assert 0 <= field["count"] <= size and (field["count"] == 0) == (field["vegetable"] is None), field
            for entry in player["play_area"]["common_field"]:
                assert 0 <= entry["count"] <= items["action_cards"][entry["card"]]["size"], entry
            for entry in player["play_area"]["regular_customer"]:
                assert 0 <= entry["rows"] < 4 and entry["marker"] in ("blue", "red"), entry
        if state["phase"] == "game_over":
            assert self.actions == [] and state["round"] == 9


EXAMPLES = 18
"""At least this many games under any profile: a Loyang step is cheap, so the ci profile's 6 would leave most of
its time budget unused (18 take about 12 s of CPU on the 2-core machine)."""
LoyangGames.TestCase.settings = settings(max_examples=max(settings().max_examples, EXAMPLES))
TestLoyangGames = LoyangGames.TestCase
