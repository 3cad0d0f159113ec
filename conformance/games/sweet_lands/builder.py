"""Build the exact state a scenario needs, from readable defaults, without any engine.

The defaults describe a quiet table: every player with empty pockets, no
character, no cards, no round aid token, nothing on the action areas. A scenario
adds what it relies on and nothing else, so it never depends on provisional
component data. The result follows schemas/sweet-lands/state.schema.json and is
given to the engine under test with `load`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from rulecore.registry import info

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


@cache
def printed_tiles(table: str) -> tuple[dict[str, Any], ...]:
    """The spec's terrain tile table `table` (terrain_tiles or special_terrain_tiles), for tiles under properties."""
    path = info("sweet-lands").spec_dir / "components" / f"{table}.json"
    return tuple(json.loads(path.read_text(encoding="utf-8"))["items"])


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
        never exceed the copies of the tile (SL-27.6.2), whatever order the scenario gave them in."""
        supply: dict[str, int] = self.state["skill_supply"]
        for tile, left in supply.items():
            held = sum(1 for p in self.state["players"] if tile in p["skill_tiles"])
            supply[tile] = max(0, min(left, SKILL_TILE_COPIES - held))

    def tile_for(self, terrain: str) -> str:
        """The first tile type of the game's supply that fits a hex of `terrain` (SL-9.3.4, SL-9.3.5)."""
        table = "special_terrain_tiles" if terrain == "special" else "terrain_tiles"
        tiles = self.state["components"].get(table) or printed_tiles(table)
        fitting = [t["id"] for t in tiles if terrain == "special" or t.get("terrain") == terrain]
        assert fitting, f"a property stands on a {terrain} hex, but the scenario's supply has no tile for it"
        return str(fitting[0])

    def settle_property_tiles(self) -> None:
        """A property stands on a capital hex or on a flipped terrain tile (SL-10.4.1, SL-27.4.7): one that a
        scenario puts on a bare hex of another terrain gets a flipped tile of that terrain under it, the first
        of the supply, so the state says what the scenario's words imply."""
        for p in self.state["players"]:
            if p["map"] is None:
                continue
            terrain = {f"{h['q']},{h['r']}": h["terrain"] for h in p["map"]["hexes"]}
            for spot in p["properties"]:
                kind = terrain.get(spot)
                if kind is not None and kind != "capital" and spot not in p["tiles"]:
                    p["tiles"][spot] = {"tile": self.tile_for(kind), "flipped": True}

    def drop_replaced_cards(self) -> None:
        """A card a Given step replaced (a hand or a deck given anew) leaves the table with its entry in the
        game's cards: every card the state knows lies in one place (SL-27.3.5), and a scenario means only the
        cards it names. The places are those of SL-27.3.1, the draft's packets and set-aside cards included."""
        state = self.state
        placed = {*state["deck"], *state["discard"]}
        for p in state["players"]:
            placed.update(p["hand"], p["played"], *p["automated"].values())
        for frame in self.stack or ():
            if frame.get("kind") == "draft_pick":
                placed.update(*frame["packets"], *frame["kept"])
        state["cards"] = {card: kind for card, kind in state["cards"].items() if card in placed}

    def build(self) -> dict[str, Any]:
        """The state with the turn stack for `current`: rest of the action phase, then the round's end.

        A scenario that starts at another moment sets `stack` (bottom first) and the
        phase that goes with it; the engine runs its automatic steps on load
        (spec/decision-model.md DM-1.5).
        """
        self.settle_skill_stacks()
        self.settle_property_tiles()
        self.drop_replaced_cards()
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
