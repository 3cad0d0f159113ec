"""Build the exact state a scenario needs, from readable defaults, without any engine.

The defaults describe a quiet table: every player with empty pockets, no
character, no cards, no round aid token, nothing on the action areas. A scenario
adds what it relies on and nothing else, so it never depends on provisional
component data. The result follows schemas/sweet-lands/state.schema.json and is
given to the engine under test with `load`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

FILLER_CARD = {
    "id": "plain",
    "name": "Plain citizen",
    "kind": "immediate",
    "play_cost": 0,
    "tags": [],
    "industry_tag": None,
    "abilities": [],
    "automation": None,
}


SKILL_TILE_COPIES = 3
"""Copies of each regular skill tile (components/setup.json, `skill_tile_copies`; SL-2.5.3)."""


def blank_player(seat: int) -> dict[str, Any]:
    return {
        "seat": seat,
        "character": None,
        "map": None,
        "resources": {"gold": 0, "wheat": 0, "wood": 0, "iron": 0, "diamond": 0},
        "income": {"gold": 0, "wheat": 0, "wood": 0, "iron": 0},
        "hand": [],
        "played": [],
        "automated": {"agricultural": [], "forestry": [], "mining": []},
        "vp": 0,
        "cp": 0,
        "ip": 0,
        "discs": 0,
        "passed": False,
        "round_aid_space": None,
        "skill_tiles": {},
        "free_actions_used": [],
        "tiles": {},
        "roads": [],
        "properties": {},
        "rabbits": [],
        "draw_areas": [],
        "carriage": 1,
        "locomotive": None,
        "food": 0,
        "discounts": [],
        "prosperity": [0, 0, 0, 0, 0, 0],
        "wonders": 0,
        "cubes": 0,
    }


@dataclass
class TableBuilder:
    """A game in the action phase of `round`, waiting for `current` to take a turn."""

    players: int = 2
    round: int = 1
    current: int = 0
    start_player: int = 0
    stack: list[dict[str, Any]] | None = None
    """The decision stack to start from instead of `current`'s turn (e.g. the start of a round)."""
    state: dict[str, Any] = field(init=False)
    _next_card: int = field(default=1, init=False)

    def __post_init__(self) -> None:
        self.state = {
            "game": "sweet-lands",
            "rng": "0000000000000001",
            "variants": [],
            "round": self.round,
            "phase": "action",
            "start_player": self.start_player,
            "turn_order": [(self.start_player + i) % self.players for i in range(self.players)],
            "pass_order": [],
            "players": [blank_player(i) for i in range(self.players)],
            "areas": {},
            "round_aid": [{"standard": [], "pass": None} for _ in range(self.players + 1)],
            "milestones": [],
            "final_scoring": [],
            "skill_supply": {},
            "advanced_supply": [],
            "prosperity_first": {},
            "deck": [],
            "discard": [],
            "cards": {},
            "card_types": {"plain": FILLER_CARD},
            "components": {},
            "stack": [],
        }
        if self.players == 1:
            # A 1-player table is the solo game: empty solo decks, Mio's token beside the board (chapter 26).
            self.state["solo"] = {"decks": {"A": [], "B": []}, "revealed": [], "round_aid_space": None}

    def player(self, seat: int) -> dict[str, Any]:
        players: list[dict[str, Any]] = self.state["players"]
        return players[seat]

    def new_cards(self, count: int) -> list[str]:
        ids = []
        for _ in range(count):
            card = f"c{self._next_card:03d}"
            self._next_card += 1
            self.state["cards"][card] = "plain"
            ids.append(card)
        return ids

    def give_hand(self, seat: int, count: int) -> None:
        self.player(seat)["hand"] = sorted(self.new_cards(count))

    def fill_deck(self, count: int) -> None:
        self.state["deck"] = self.new_cards(count)

    def set_area(self, area: str, spaces: int, occupied: int = 0) -> None:
        other = (self.current + 1) % self.players
        self.state["areas"][area] = [other if i < occupied else None for i in range(spaces)]

    def settle_skill_stacks(self) -> None:
        """A regular skill tile held by players comes out of its stack: the stack and the holders together
        never exceed the copies of the tile (decisions.md D7.6), whatever order the scenario gave them in."""
        supply: dict[str, int] = self.state["skill_supply"]
        for tile, left in supply.items():
            held = sum(1 for p in self.state["players"] if tile in p["skill_tiles"])
            supply[tile] = max(0, min(left, SKILL_TILE_COPIES - held))

    def build(self) -> dict[str, Any]:
        """The state with the turn stack for `current`: rest of the action phase, then the round's end.

        A scenario that starts at another moment sets `stack` (bottom first) and the
        phase that goes with it; the engine runs its automatic steps on load
        (spec/decision-model.md DM-1.5).
        """
        self.settle_skill_stacks()
        if self.stack is not None:
            self.state["stack"] = [dict(frame) for frame in self.stack]
            return self.state
        order = self.state["turn_order"]
        nxt = (order.index(self.current) + 1) % len(order)
        self.state["stack"] = [
            {"kind": "round_end"},
            {"kind": "action_phase", "next": nxt},
            {"kind": "turn", "player": self.current, "main_done": False},
        ]
        return self.state
