"""Build the exact state a Loyang scenario needs, from readable defaults, without any engine.

The defaults are a quiet table: every player with no Cash, no vegetables, an
unsown Home field, empty Shop, Cart and Storehouse, no cards; the draw pile,
discard pile and Courtyard empty. The state carries its own component tables (the
Shop, the Path, the Storehouse, the fields and every card a scenario uses), so no
outcome rests on the provisional values of spec/loyang/components/. The result
follows schemas/loyang/state.schema.json and is given to the engine with `load`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

VEGETABLES = ("wheat", "pumpkin", "turnip", "bean", "cabbage", "leek")
SOURCE = "scenario definition"
HOME = "home_field"

SHOP = {
    # vegetable: (spaces, buying price, selling price); the selling prices are LY-8.4.3's.
    "wheat": (3, 3, 1),
    "pumpkin": (2, 3, 1),
    "turnip": (2, 3, 1),
    "bean": (1, 4, 2),
    "cabbage": (2, 3, 1),
    "leek": (1, 4, 2),
}
PATH_LAST = 20


def shop_table(prices: dict[str, tuple[int, int, int]]) -> list[dict[str, Any]]:
    return [
        {"id": f"shop_{v}", "vegetable": v, "spaces": s, "buy_price": b, "sell_price": p, "source": SOURCE}
        for v, (s, b, p) in prices.items()
    ]


def path_table(last: int) -> list[dict[str, Any]]:
    """The Path's spaces 1 to `last`, each costing its number to step onto (LY-3.2.2, LY-9.4.2)."""
    stepping = {"id": "path_stepping", "type": "stepping", "first_step_cost": 1, "step_cost": "space_number"}
    spaces = [
        {"id": f"path_{n:02d}", "type": "space", "space": n, "step_cost": n, "source": SOURCE}
        for n in range(1, last + 1)
    ]
    return [{**stepping, "source": SOURCE}, *spaces]


STOREHOUSE: list[dict[str, Any]] = [
    {"id": "storehouse_basic", "type": "storehouse_side", "side": "storehouse", "capacity": 1, "source": SOURCE},
    {"id": "storehouse_upgraded", "type": "storehouse_side", "side": "upgraded", "capacity": 4, "source": SOURCE},
    {
        "id": "storehouse_upgrade",
        "type": "upgrade",
        "price": 2,
        "from_side": "storehouse",
        "to_side": "upgraded",
        "source": SOURCE,
    },
    {"id": "cart", "type": "cart", "capacity": None, "source": SOURCE},
]


SOLO: list[dict[str, Any]] = [
    {
        "id": "solo_courtyard",
        "type": "courtyard",
        "rows": 4,
        "columns": 3,
        "row_prices": [0, 1, 2, 2],
        "source": SOURCE,
    },
    {
        "id": "solo_opponent",
        "type": "opponent",
        "cards": {"market_stall": 2, "regular_customer": 2, "casual_customer": 2},
        "source": SOURCE,
    },
]
"""The solo game's grid and opponent as a scenario defines them (row prices from a solo play report)."""


def home_field_item() -> dict[str, Any]:
    return {
        "id": HOME,
        "type": "home_field",
        "size": 9,
        "allowed": ["wheat", "pumpkin", "turnip"],
        "copies": 4,
        "source": SOURCE,
    }


def blank_player(seat: int) -> dict[str, Any]:
    return {
        "seat": seat,
        "cash": 0,
        "loans": 0,
        "path": 1,
        "first_step_taken": False,
        "two_pack_bought": False,
        "shop": {},
        "cart": {},
        "storehouse": {},
        "storehouse_upgraded": False,
        "fields": [{"field": HOME, "vegetable": None, "count": 0}],
        "field_pile": [],
        "hand": [],
        "play_area": {k: [] for k in ("common_field", "market_stall", "casual_customer", "regular_customer", "helper")},
    }


@dataclass
class TableBuilder:
    """A game in the Action phase of `round`, waiting for `current` to take a turn (unless `stack` says otherwise)."""

    players: int = 2
    round: int = 1
    current: int = 0
    stack: list[dict[str, Any]] | None = None
    """The frames to start from instead of `current`'s turn, bottom first (e.g. the start of a phase)."""
    state: dict[str, Any] = field(init=False)
    _next_card: int = field(default=1, init=False)

    def __post_init__(self) -> None:
        self.state = {
            "game": "loyang",
            "rng": "0000000000000001",
            "variants": [],
            "round": self.round,
            "phase": "action",
            "starting_player": 0,
            "second_player": 1,
            "partner": None,
            "turns_taken": [],
            "players": [blank_player(i) for i in range(self.players)],
            "draw_pile": [],
            "discard_pile": [],
            "courtyard": [],
            "set_aside": [],
            "components": {
                "action_cards": [],
                "fields": [home_field_item()],
                "path": path_table(PATH_LAST),
                "shop": shop_table(SHOP),
                "storehouse": [{**s} for s in STOREHOUSE],
            },
            "stack": [],
        }
        if self.players == 1:
            # The solo game: no Second player, an empty Courtyard grid and an imaginary opponent (chapter 15).
            self.state["second_player"] = None
            self.state["grid"] = [[None, None, None] for _ in range(4)]
            self.state["opponent"] = {"cash": 0, "play_area": blank_player(1)["play_area"]}
            self.state["components"]["solo"] = [{**s} for s in SOLO]

    # -- pieces -------------------------------------------------------------------------------------------

    def player(self, seat: int) -> dict[str, Any]:
        players: list[dict[str, Any]] = self.state["players"]
        return players[seat]

    def tables(self, name: str) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = self.state["components"][name]
        return found

    def card(self, kind: str, **fields: Any) -> str:
        """Define a new Action card of `kind` and return its id (`<kind>_<n>`); the caller puts it somewhere."""
        card_id = fields.pop("id", None) or f"{kind.split('_', maxsplit=1)[0]}_{self._next_card}"
        self._next_card += 1
        item: dict[str, Any] = {"id": card_id, "kind": kind, **fields, "source": SOURCE}
        if kind == "regular_customer":
            item.setdefault("blue_dot", False)
        if kind == "helper":
            # A Helper defined without an effect gives 1 Cash in the Action phase; a scenario may give its own.
            for key, value in (("lantern", False), ("timing", ["action"]), ("effect", {"gain_cash": 1})):
                item.setdefault(key, value)
            item.update(helper=card_id, name=card_id)
        self.tables("action_cards").append(item)
        return card_id

    def filler(self) -> str:
        """A card that only fills a pile or a hand: a Casual customer nobody can serve cheaply."""
        return self.card("casual_customer", order=["wheat", "pumpkin", "turnip"], price=5)

    def private_field(self, size: int, allowed: list[str], field_id: str | None = None) -> str:
        fid = field_id or f"field_{len(self.tables('fields'))}"
        if not any(f["id"] == fid for f in self.tables("fields")):
            self.tables("fields").append(
                {
                    "id": fid,
                    "type": "private_field",
                    "set": "a",
                    "size": size,
                    "allowed": allowed,
                    "copies": 4,
                    "source": SOURCE,
                }
            )
        return fid

    def set_shop_price(
        self, kind: str, spaces: int | None = None, buy: int | None = None, sell: int | None = None
    ) -> None:
        row = next(s for s in self.tables("shop") if s["vegetable"] == kind)
        for key, value in (("spaces", spaces), ("buy_price", buy), ("sell_price", sell)):
            if value is not None:
                row[key] = value

    def set_path_end(self, last: int) -> None:
        self.state["components"]["path"] = path_table(last)

    def play(self, seat: int, kind: str, card_id: str, **extra: Any) -> dict[str, Any]:
        """Put a defined card in the player's play area with what it carries."""
        entry: dict[str, Any] = {"card": card_id, "covers": None, **extra}
        self.player(seat)["play_area"][kind].append(entry)
        self.player(seat)["play_area"][kind].sort(key=lambda c: c["card"])
        return entry

    # -- the moment the scenario starts --------------------------------------------------------------------

    def turn_order(self) -> list[int]:
        s = self.state
        order = [s["starting_player"]] + ([] if s["second_player"] is None else [s["second_player"]])
        if s["partner"] is not None:
            order.append(s["partner"])
        return order + [p for p in range(self.players) if p not in order]

    def build(self) -> dict[str, Any]:
        """The state, with `current`'s turn on the stack unless the scenario set its own frames.

        Before `current` in turn order every player has had their turn this round; after
        it, the remaining turns and the end of the round follow (decisions.md L1.5).
        """
        if self.stack is not None:
            self.state["stack"] = [dict(frame) for frame in self.stack]
            return self.state
        order = self.turn_order()
        self.state["turns_taken"] = order[: order.index(self.current)]
        self.state["stack"] = [{"kind": "round_end"}, {"kind": "turns"}, {"kind": "turn", "player": self.current}]
        return self.state
