"""The Sweet Lands game state: the whole game as one JSON-compatible document.

The in-memory form is a set of slotted dataclasses (fast attribute access on the
hot path); `to_json`/`from_json` are the only place the wire form is written or
read, so a field's name and meaning live in one spot. Field meanings and rule IDs:
schemas/sweet-lands/state.schema.json.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

BASIC = ("wheat", "wood", "iron")
RESOURCES = ("gold", "wheat", "wood", "iron", "diamond")
INCOME_TRACKS = ("gold", "wheat", "wood", "iron")
COLUMNS = ("agricultural", "forestry", "mining")

Frame = dict[str, Any]
"""One entry of the decision stack: `kind` plus the data the step needs (spec decisions.md)."""

Occupant = int | str
"""A seat index, or "mio" for the solo virtual player's discs (chapter 26)."""


@dataclass(slots=True)
class Player:
    seat: int
    character: str | None = None
    map: dict[str, Any] | None = None
    resources: dict[str, int] = field(default_factory=lambda: dict.fromkeys(RESOURCES, 0))
    income: dict[str, int] = field(default_factory=lambda: dict.fromkeys(INCOME_TRACKS, 0))
    hand: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    automated: dict[str, list[str]] = field(default_factory=lambda: {c: [] for c in COLUMNS})
    vp: int = 0
    cp: int = 0
    ip: int = 0
    discs: int = 0
    passed: bool = False
    round_aid_space: int | None = None
    skill_tiles: dict[str, bool] = field(default_factory=dict)
    free_actions_used: list[str] = field(default_factory=list)
    tiles: dict[str, dict[str, Any]] = field(default_factory=dict)
    roads: list[str] = field(default_factory=list)
    properties: dict[str, str] = field(default_factory=dict)
    rabbits: list[str] = field(default_factory=list)
    draw_areas: list[str] = field(default_factory=list)
    carriage: int = 1
    locomotive: int | None = None
    food: int = 0
    discounts: list[int] = field(default_factory=list)
    prosperity: list[int] = field(default_factory=lambda: [0] * 6)
    wonders: int = 0
    cubes: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "character": self.character,
            "map": self.map,
            "resources": dict(self.resources),
            "income": dict(self.income),
            "hand": sorted(self.hand),
            "played": list(self.played),
            "automated": {c: list(v) for c, v in self.automated.items()},
            "vp": self.vp,
            "cp": self.cp,
            "ip": self.ip,
            "discs": self.discs,
            "passed": self.passed,
            "round_aid_space": self.round_aid_space,
            "skill_tiles": dict(sorted(self.skill_tiles.items())),
            "free_actions_used": sorted(self.free_actions_used),
            "tiles": {h: dict(t) for h, t in sorted(self.tiles.items())},
            "roads": sorted(self.roads),
            "properties": dict(sorted(self.properties.items())),
            "rabbits": sorted(self.rabbits),
            "draw_areas": sorted(self.draw_areas),
            "carriage": self.carriage,
            "locomotive": self.locomotive,
            "food": self.food,
            "discounts": sorted(self.discounts),
            "prosperity": list(self.prosperity),
            "wonders": self.wonders,
            "cubes": self.cubes,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Player:
        return cls(
            seat=d["seat"],
            character=d["character"],
            map=d["map"],
            resources={k: d["resources"][k] for k in RESOURCES},
            income={k: d["income"][k] for k in INCOME_TRACKS},
            hand=sorted(d["hand"]),
            played=list(d["played"]),
            automated={c: list(d["automated"][c]) for c in COLUMNS},
            vp=d["vp"],
            cp=d["cp"],
            ip=d["ip"],
            discs=d["discs"],
            passed=d["passed"],
            round_aid_space=d["round_aid_space"],
            skill_tiles=dict(d["skill_tiles"]),
            free_actions_used=list(d["free_actions_used"]),
            tiles={h: dict(t) for h, t in d["tiles"].items()},
            roads=list(d["roads"]),
            properties=dict(d["properties"]),
            rabbits=list(d["rabbits"]),
            draw_areas=list(d["draw_areas"]),
            carriage=d["carriage"],
            locomotive=d["locomotive"],
            food=d["food"],
            discounts=list(d["discounts"]),
            prosperity=list(d["prosperity"]),
            wonders=d["wonders"],
            cubes=d["cubes"],
        )


@dataclass(slots=True)
class RoundAidSpace:
    standard: list[str]
    pass_tile: str | None

    def to_json(self) -> dict[str, Any]:
        return {"standard": list(self.standard), "pass": self.pass_tile}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> RoundAidSpace:
        return cls(standard=list(d["standard"]), pass_tile=d["pass"])


@dataclass(slots=True)
class Solo:
    """The solo game's extra pieces (chapter 26): the face-down A and B decks, the cards revealed, Mio's token."""

    decks: dict[str, list[str]]
    revealed: list[str] = field(default_factory=list)
    round_aid_space: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "decks": {k: list(v) for k, v in sorted(self.decks.items())},
            "revealed": list(self.revealed),
            "round_aid_space": self.round_aid_space,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Solo:
        return cls(
            decks={k: list(v) for k, v in d["decks"].items()},
            revealed=list(d["revealed"]),
            round_aid_space=d["round_aid_space"],
        )


@dataclass(slots=True)
class GameState:
    rng: str
    players: list[Player]
    areas: dict[str, list[Occupant | None]]
    round_aid: list[RoundAidSpace]
    card_types: dict[str, dict[str, Any]]
    cards: dict[str, str]
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    round: int = 1
    phase: str = "setup"
    start_player: int = 0
    turn_order: list[int] = field(default_factory=list)
    pass_order: list[int] = field(default_factory=list)
    variants: list[str] = field(default_factory=list)
    milestones: list[dict[str, Any]] = field(default_factory=list)
    final_scoring: list[str] = field(default_factory=list)
    skill_supply: dict[str, int] = field(default_factory=dict)
    advanced_supply: list[str] = field(default_factory=list)
    prosperity_first: dict[str, int] = field(default_factory=dict)
    components: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    stack: list[Frame] = field(default_factory=list)
    solo: Solo | None = None

    @property
    def pending(self) -> Frame | None:
        return self.stack[-1] if self.stack else None

    def to_json(self) -> dict[str, Any]:
        top = self.pending
        out = {
            "game": "sweet-lands",
            "rng": self.rng,
            "variants": sorted(self.variants),
            "round": self.round,
            "phase": self.phase,
            "start_player": self.start_player,
            "turn_order": list(self.turn_order),
            "pass_order": list(self.pass_order),
            "players": [p.to_json() for p in self.players],
            "areas": {a: list(s) for a, s in sorted(self.areas.items())},
            "round_aid": [s.to_json() for s in self.round_aid],
            "milestones": [dict(m) for m in self.milestones],
            "final_scoring": list(self.final_scoring),
            "skill_supply": dict(sorted(self.skill_supply.items())),
            "advanced_supply": sorted(self.advanced_supply),
            "prosperity_first": dict(sorted(self.prosperity_first.items())),
            "deck": list(self.deck),
            "discard": list(self.discard),
            "cards": dict(sorted(self.cards.items())),
            "card_types": {k: self.card_types[k] for k in sorted(self.card_types)},
            "components": {k: self.components[k] for k in sorted(self.components)},
            "stack": [dict(f) for f in self.stack],
            "pending": None if top is None else {"kind": top["kind"], "player": top.get("player")},
        }
        if self.solo is not None:
            # Only a solo game has the field, so states of 2-4 player games keep their form.
            out["solo"] = self.solo.to_json()
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> GameState:
        return cls(
            rng=d["rng"],
            players=[Player.from_json(p) for p in d["players"]],
            areas={a: list(s) for a, s in d["areas"].items()},
            round_aid=[RoundAidSpace.from_json(s) for s in d["round_aid"]],
            card_types=dict(d["card_types"]),
            cards=dict(d["cards"]),
            deck=list(d["deck"]),
            discard=list(d["discard"]),
            round=d["round"],
            phase=d["phase"],
            start_player=d["start_player"],
            turn_order=list(d["turn_order"]),
            pass_order=list(d["pass_order"]),
            variants=list(d["variants"]),
            milestones=[dict(m) for m in d["milestones"]],
            final_scoring=list(d["final_scoring"]),
            skill_supply=dict(d["skill_supply"]),
            advanced_supply=list(d["advanced_supply"]),
            prosperity_first=dict(d["prosperity_first"]),
            components=dict(d.get("components", {})),
            stack=[dict(f) for f in d["stack"]],
            solo=None if d.get("solo") is None else Solo.from_json(d["solo"]),
        )
