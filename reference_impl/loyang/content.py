"""The printed components of spec/loyang/components/, as the rules look them up.

The engine hard-codes no card, field, Shop price or Path number. A game uses the
spec's tables unless its state replaces some of them (the state's `components`,
keyed by table name, each a list of items shaped as in the files): that is how a
scenario defines exactly the cards and fields it needs instead of relying on the
provisional stand-ins of the component data.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from rulecore.registry import info

from . import vegetables as veg

Item = dict[str, Any]

TABLES = ("action_cards", "fields", "path", "setup", "shop", "storehouse", "solo")
"""The tables a state may replace (the files of spec/loyang/components/ the rules read)."""
OTHER = "other_player"
"""The effect vocabulary's word for another player: the lantern symbol (LY-11.3.1)."""


def components_dir() -> Path:
    return info("loyang").spec_dir / "components"


@cache
def spec_items(name: str) -> tuple[Item, ...]:
    with (components_dir() / f"{name}.json").open(encoding="utf-8") as f:
        items: list[Item] = json.load(f)["items"]
    return tuple(items)


def names_other(effect: Any) -> bool:
    """Whether an effect (or any part of it) acts on another player: the lantern symbol."""
    if isinstance(effect, dict):
        if OTHER in (effect.get("owner"), effect.get("to"), effect.get("from")):
            return True
        return any(names_other(v) for v in effect.values())
    if isinstance(effect, list):
        return any(names_other(v) for v in effect)
    return False


def _parts(effect: Any) -> Iterator[Item]:
    """Every object inside an effect, the effect itself first: each part a Helper's frames may hold."""
    if isinstance(effect, dict):
        yield effect
        for value in effect.values():
            yield from _parts(value)
    elif isinstance(effect, list):
        for value in effect:
            yield from _parts(value)


class ShopSpace:
    """One kind's row of a player's Shop (LY-2.4.3): its spaces and both price tags."""

    __slots__ = ("buy", "sell", "spaces")

    def __init__(self, item: Item) -> None:
        self.spaces: int = item["spaces"]
        self.buy: int = item["buy_price"]
        self.sell: int = item["sell_price"]


class Content:
    """Every table a game reads and never changes, with the indexes the rules use."""

    def __init__(self, tables: dict[str, list[Item] | tuple[Item, ...]]) -> None:
        self.cards: dict[str, Item] = {c["id"]: c for c in tables["action_cards"]}
        self.card_order: tuple[str, ...] = tuple(c["id"] for c in tables["action_cards"])
        """Action card ids in component order: the list the setup shuffle starts from (decisions.md L5.2)."""
        self.wants: dict[str, dict[str, int]] = {
            c["id"]: veg.count(c.get("pair") or c["order"])
            for c in tables["action_cards"]
            if "pair" in c or "order" in c
        }
        """What each customer takes from the Cart: a Regular customer's row, a Casual customer's order (wire form)."""
        self.stall_goods: dict[str, dict[str, int]] = {
            c["id"]: veg.count(g["vegetable"] for g in c["goods"]) for c in tables["action_cards"] if "goods" in c
        }
        """What each Market stall is filled with (LY-8.5.5)."""
        self.bowls: dict[tuple[str, str], int] = {
            (c["id"], g["vegetable"]): g["bowls"] for c in tables["action_cards"] if "goods" in c for g in c["goods"]
        }
        """What taking one vegetable of a kind from a stall costs (LY-8.5.1), by (stall, kind)."""
        self.stall_prices: dict[str, tuple[tuple[str, int], ...]] = {
            stall: tuple((v, self.bowls[stall, v]) for v in veg.VEGETABLES if (stall, v) in self.bowls)
            for stall in self.stall_goods
        }
        """`bowls` by stall: each vegetable the stall's card shows, in rule order, with its bowls. A stall holds no
        other kind (it is filled from its card, and `load` refuses more), so the turn lists a stall's trades from
        these pairs instead of asking about all six kinds."""
        self.lantern: dict[int, tuple[Item, bool]] = {
            id(part): (part, names_other(part)) for c in tables["action_cards"] for part in _parts(c.get("effect"))
        }
        """`names_other` of every part of every card's effect, by the part's id, the part kept beside it (so the id
        is never another object's): the Helper interpreter asks it of every Helper in play at every decision."""
        self.fields: dict[str, Item] = {f["id"]: f for f in tables["fields"]}
        self.shop: dict[str, ShopSpace] = {s["vegetable"]: ShopSpace(s) for s in tables["shop"]}
        spaces = sorted((p for p in tables["path"] if p.get("type") == "space"), key=lambda p: p["space"])
        self.path_cost: dict[int, int] = {p["space"]: p["step_cost"] for p in spaces}
        self.path_first: int = spaces[0]["space"]
        self.path_last: int = spaces[-1]["space"]
        stepping = next(p for p in tables["path"] if p.get("type") == "stepping")
        self.first_step_cost: int = stepping["first_step_cost"]
        store = {s["id"]: s for s in tables["storehouse"]}
        self.capacity: dict[bool, int] = {
            False: store["storehouse_basic"]["capacity"],
            True: store["storehouse_upgraded"]["capacity"],
        }
        self.upgrade_price: int = store["storehouse_upgrade"]["price"]
        setup = {s["kind"]: s for s in tables["setup"]}
        self.start_cash: int = setup["player_start"]["cash"]
        self.home_field: str = setup["player_start"]["home_field"]
        self.shop_stock: dict[str, int] = dict(setup["shop_stock"]["vegetables"])
        self.field_sets: int = setup["field_pile"]["sets"]
        planting = setup["home_field_planting"]
        self.first_planting_limit: int = planting["max_players_per_vegetable"]
        game = setup["game"]
        self.rounds: int = game["rounds"]
        self.hand_size: int = game["hand_size"]
        self.two_pack_size: int = game["two_pack_size"]
        self.penalty: int = game["regular_miss_penalty"]
        self.casual_modifier: int = game["casual_modifier"]
        self.loan_cash: int = setup["loans"]["cash"]
        solo = {s["id"]: s for s in tables["solo"]}
        grid = solo["solo_courtyard"]
        self.grid_rows: int = grid["rows"]
        self.grid_columns: int = grid["columns"]
        self.grid_prices: tuple[int, ...] = tuple(grid["row_prices"])
        """What a grid card costs by its row from the top (LY-15.2.2)."""
        self.opponent_cards: dict[str, int] = dict(solo["solo_opponent"]["cards"])
        """How many cards of each kind the imaginary opponent gets (LY-15.1.1)."""

    def card(self, card_id: str) -> Item:
        return self.cards[card_id]

    def field(self, field_id: str) -> Item:
        """A field's printed values: a Private or Home field's, or a Common field's that a Helper put into the
        Field pile, which it keeps as a Private field (LY-11.7.2)."""
        found = self.fields.get(field_id)
        return self.cards[field_id] if found is None else found

    def kind(self, card_id: str) -> str:
        kind: str = self.cards[card_id]["kind"]
        return kind

    def private_sets(self) -> list[list[str]]:
        """The Private field ids of one player's Field pile, set by set in component order (LY-3.2.5)."""
        sets: dict[str, list[str]] = {}
        for item in self.fields.values():
            if item["type"] == "private_field":
                sets.setdefault(item["set"], []).append(item["id"])
        return list(sets.values())[: self.field_sets]


@cache
def default_content() -> Content:
    return Content({name: spec_items(name) for name in TABLES})


_BUILT: dict[str, Content] = {}


def content_for(components: dict[str, list[Item]]) -> Content:
    """The content of a game whose state replaces the tables named in `components` (built once per text)."""
    if not components:
        return default_content()
    unknown = sorted(set(components) - set(TABLES))
    if unknown:
        raise KeyError(f"unknown component tables: {', '.join(unknown)}")
    key = json.dumps(components, sort_keys=True)
    found = _BUILT.get(key)
    if found is None:
        if len(_BUILT) > 64:
            _BUILT.clear()
        found = _BUILT[key] = Content(
            {name: components[name] if name in components else spec_items(name) for name in TABLES}
        )
    return found
