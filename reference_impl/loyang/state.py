"""The Loyang game state: the whole game as one JSON-compatible document (schemas/loyang/state.schema.json).

The in-memory form is slotted dataclasses, fast on the hot path; `to_json` and
`from_json` are the only places the wire form is written or read, so each field's
name lives in one spot. A mix of vegetables is kept with every kind in memory and
written without its zeros (vegetables.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import vegetables as veg
from .vegetables import Mix

Frame = dict[str, Any]
"""One entry of the decision stack: `kind` plus the data its step needs (decisions.md L3, L7)."""

KINDS = ("common_field", "market_stall", "casual_customer", "regular_customer", "helper")
"""The five kinds of Action card, each a row of the play area (LY-1.5.1, LY-1.5.3)."""


@dataclass(slots=True)
class Field:
    """A Private field (the Home field among them) in a player's row of fields."""

    id: str
    vegetable: str | None = None
    count: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"field": self.id, "vegetable": self.vegetable, "count": self.count}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Field:
        return cls(d["field"], d["vegetable"], d["count"])


@dataclass(slots=True)
class Played:
    """An uncovered card in a play area, with what lies on it and the card it covers (the lower card of a stack).

    Only the fields of the card's kind are written: a Common field's vegetables, a
    Market stall's goods, a Regular customer's marker, filled rows and due rounds.
    """

    card: str
    kind: str
    covers: str | None = None
    vegetable: str | None = None
    count: int = 0
    goods: Mix = field(default_factory=veg.empty)
    marker: str = "blue"
    rows: int = 0
    due_from: int = 1
    last_delivery: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"card": self.card, "covers": self.covers}
        if self.kind == "common_field":
            out.update(vegetable=self.vegetable, count=self.count)
        elif self.kind == "market_stall":
            out["goods"] = veg.wire(self.goods)
        elif self.kind == "regular_customer":
            out.update(marker=self.marker, rows=self.rows, due_from=self.due_from, last_delivery=self.last_delivery)
        return out

    @classmethod
    def from_json(cls, kind: str, d: dict[str, Any]) -> Played:
        card = cls(d["card"], kind, d["covers"])
        if kind == "common_field":
            card.vegetable, card.count = d["vegetable"], d["count"]
        elif kind == "market_stall":
            card.goods = veg.full(d["goods"])
        elif kind == "regular_customer":
            card.marker, card.rows = d["marker"], d["rows"]
            card.due_from, card.last_delivery = d["due_from"], d["last_delivery"]
        return card


@dataclass(slots=True)
class Player:
    seat: int
    cash: int = 0
    loans: int = 0
    path: int = 0
    first_step_taken: bool = False
    two_pack_bought: bool = False
    shop: Mix = field(default_factory=veg.empty)
    cart: Mix = field(default_factory=veg.empty)
    storehouse: Mix = field(default_factory=veg.empty)
    storehouse_upgraded: bool = False
    fields: list[Field] = field(default_factory=list)
    field_pile: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    play_area: dict[str, list[Played]] = field(default_factory=lambda: {k: [] for k in KINDS})
    """Each row in card id order, the order it is written in (DM-2.5): sorted on load, kept so by
    `play_area.place`, so a loaded position lists its answers as the game that played to it does."""
    casual_bonus: int | None = None
    """A Helper's Casual customer price change in force for the rest of the player's turn (effects.md)."""
    second_delivery: list[str] | None = None
    """While a Helper's second delivery is in force for the rest of the player's Action phase (effects.md): the
    Regular customers that have taken their second delivery this round (LY-8.7.12); None otherwise."""
    dealt: str | None = None
    """The introductory version's dealt Regular customer, held apart from the hand until played (LY-14.1.4)."""

    def to_json(self) -> dict[str, Any]:
        out = self._json()
        # Written only when set, so a state of a game without them is unchanged.
        if self.casual_bonus is not None:
            out["casual_bonus"] = self.casual_bonus
        if self.second_delivery is not None:
            out["second_delivery"] = sorted(self.second_delivery)
        if self.dealt is not None:
            out["dealt"] = self.dealt
        return out

    def _json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "cash": self.cash,
            "loans": self.loans,
            "path": self.path,
            "first_step_taken": self.first_step_taken,
            "two_pack_bought": self.two_pack_bought,
            "shop": veg.wire(self.shop),
            "cart": veg.wire(self.cart),
            "storehouse": veg.wire(self.storehouse),
            "storehouse_upgraded": self.storehouse_upgraded,
            "fields": [f.to_json() for f in self.fields],
            "field_pile": list(self.field_pile),
            "hand": sorted(self.hand),
            "play_area": {kind: [c.to_json() for c in row] for kind, row in self.play_area.items()},
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Player:
        return cls(
            seat=d["seat"],
            cash=d["cash"],
            loans=d["loans"],
            path=d["path"],
            first_step_taken=d["first_step_taken"],
            two_pack_bought=d["two_pack_bought"],
            shop=veg.full(d["shop"]),
            cart=veg.full(d["cart"]),
            storehouse=veg.full(d["storehouse"]),
            storehouse_upgraded=d["storehouse_upgraded"],
            fields=[Field.from_json(f) for f in d["fields"]],
            field_pile=list(d["field_pile"]),
            hand=sorted(d["hand"]),
            play_area=_play_area(d["play_area"]),
            casual_bonus=d.get("casual_bonus"),
            second_delivery=None if d.get("second_delivery") is None else sorted(d["second_delivery"]),
            dealt=d.get("dealt"),
        )


@dataclass(slots=True)
class GameState:
    rng: str
    players: list[Player]
    round: int = 1
    phase: str = "setup"
    starting_player: int = 0
    second_player: int | None = None
    partner: int | None = None
    turns_taken: list[int] = field(default_factory=list)
    draw_pile: list[str] = field(default_factory=list)
    discard_pile: list[str] = field(default_factory=list)
    courtyard: list[str] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)
    variants: list[str] = field(default_factory=list)
    components: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    stack: list[Frame] = field(default_factory=list)
    opponent: Player | None = None
    """The solo game's imaginary opponent: a play area only, addressed as seat 1 by lantern Helpers (LY-15.1.4)."""
    grid: list[list[str | None]] | None = None
    """The solo game's Courtyard grid, rows from the top, 3 cards each (LY-15.2.1)."""

    @property
    def pending(self) -> Frame | None:
        return self.stack[-1] if self.stack else None

    def to_json(self) -> dict[str, Any]:
        out = self._json()
        if self.opponent is not None:
            out["opponent"] = {"play_area": self.opponent.to_json()["play_area"], "cash": self.opponent.cash}
        if self.grid is not None:
            out["grid"] = [list(row) for row in self.grid]
        return out

    def _json(self) -> dict[str, Any]:
        top = self.pending
        return {
            "game": "loyang",
            "rng": self.rng,
            "variants": sorted(self.variants),
            "round": self.round,
            "phase": self.phase,
            "starting_player": self.starting_player,
            "second_player": self.second_player,
            "partner": self.partner,
            "turns_taken": list(self.turns_taken),
            "players": [p.to_json() for p in self.players],
            "draw_pile": list(self.draw_pile),
            "discard_pile": list(self.discard_pile),
            "courtyard": list(self.courtyard),
            "set_aside": sorted(self.set_aside),
            "components": {k: self.components[k] for k in sorted(self.components)},
            "stack": [_frame_json(f) for f in self.stack],
            "pending": None if top is None else {"kind": top["kind"], "player": top.get("player")},
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> GameState:
        return cls(
            rng=d["rng"],
            players=[Player.from_json(p) for p in d["players"]],
            round=d["round"],
            phase=d["phase"],
            starting_player=d["starting_player"],
            second_player=d["second_player"],
            partner=d["partner"],
            turns_taken=list(d["turns_taken"]),
            draw_pile=list(d["draw_pile"]),
            discard_pile=list(d["discard_pile"]),
            courtyard=list(d["courtyard"]),
            set_aside=list(d["set_aside"]),
            variants=list(d["variants"]),
            components=dict(d["components"]),
            stack=[_frame_json(f) for f in d["stack"]],
            opponent=_opponent(d["opponent"]) if "opponent" in d else None,
            grid=[list(row) for row in d["grid"]] if "grid" in d else None,
        )


def _opponent(d: dict[str, Any]) -> Player:
    return Player(
        seat=1,
        cash=d["cash"],
        play_area=_play_area(d["play_area"]),
    )


def _play_area(d: dict[str, Any]) -> dict[str, list[Played]]:
    """The rows of a play area as loaded, each in card id order whatever order the JSON gave."""
    return {kind: sorted((Played.from_json(kind, c) for c in d[kind]), key=lambda c: c.card) for kind in KINDS}


def _frame_json(frame: Frame) -> Frame:
    """A copy of a frame deep enough that the lists it holds are not shared (frames hold flat values and lists;
    a Helper's `effect` is component data, never changed in place)."""
    return {k: list(v) if isinstance(v, list) else v for k, v in frame.items()}
