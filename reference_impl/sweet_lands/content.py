"""The printed game content: the component tables of spec/sweet-lands/components/, per game.

The engine never hard-codes a card, tile, board or track: it reads them here.
A game uses the spec's tables unless its state replaces some of them (the state's
`components` field, keyed by table name, in the same shape as the files); that is
how a scenario sets up exactly the track, property table or tiles it relies on
instead of depending on values the seeds do not give (marked provisional).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from rulecore.registry import info

from .state import GameState

Item = dict[str, Any]


def components_dir() -> Path:
    return info("sweet-lands").spec_dir / "components"


@cache
def load_component(name: str) -> dict[str, Any]:
    with (components_dir() / f"{name}.json").open(encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


def items(name: str) -> list[Item]:
    """The items of one table as the spec gives them (ignoring any game's replacements)."""
    found: list[Item] = load_component(name)["items"]
    return found


@cache
def table_names() -> tuple[str, ...]:
    return tuple(sorted(p.name.removesuffix(".json") for p in components_dir().glob("*.json")))


class Area:
    """One action area as the rules use it (chapter 8)."""

    __slots__ = ("board", "category", "cost", "effect", "id", "name", "opens_in_round")

    def __init__(self, item: Item) -> None:
        self.id: str = item["id"]
        self.name: str = str(item.get("name", item["id"]))
        self.category: str = item["category"]
        self.board: str = item["board"]
        self.opens_in_round: int = item["opens_in_round"]
        self.cost: Any = item.get("cost")
        self.effect: Any = item["effect"]


MEMO_ENTRIES = 256
"""The most derived tables one content keeps (see `Memo`): a 4-player game makes about 120, so the values
of the game in play stay while those of games long over go."""


class Memo(dict[Any, Any]):
    """Values derived from a content's tables, at most MEMO_ENTRIES of them, the oldest dropped first.

    Many are keyed by a player's ability key (character, clock tower, skill tiles), whose combinations
    are far more than one process meets in a game but not in a server that plays game after game: the
    bound keeps its memory flat. A dropped value is derived again when it is next asked for, so the
    bound costs time, never a different answer.
    """

    def __setitem__(self, key: Any, value: Any) -> None:
        if len(self) >= MEMO_ENTRIES and key not in self:
            self.pop(next(iter(self)))  # not `del self[...]`: compiled by mypyc, that raised a TypeError
        super().__setitem__(key, value)


class Content:
    """Every table a game looks up but never changes, with indexes built on first use."""

    def __init__(self, tables: dict[str, list[Item]]) -> None:
        self._tables = tables
        self._by_id: dict[str, dict[str, Item]] = {}
        self.areas = {a["id"]: Area(a) for a in tables["action_areas"]}
        self.characters = self.by_id("characters")
        aid = tables["round_aid"]
        self.standard_aid = {t["id"]: t for t in aid if t.get("type") == "standard"}
        self.pass_aid = {t["id"]: t for t in aid if t.get("type") == "pass"}
        self.memo = Memo()
        """Values derived from these tables alone (a player's ability list by character and tiles, …)."""

    def table(self, name: str) -> list[Item]:
        return self._tables[name]

    def by_id(self, name: str) -> dict[str, Item]:
        index = self._by_id.get(name)
        if index is None:
            index = self._by_id[name] = {i["id"]: i for i in self._tables[name] if "id" in i}
        return index

    def area(self, area_id: str) -> Area:
        return self.areas[area_id]


@cache
def default_content() -> Content:
    return Content({name: items(name) for name in table_names()})


_BY_STATE: dict[int, tuple[dict[str, list[Item]], Content]] = {}


def content_of(state: GameState) -> Content:
    """The content of the game a state belongs to, built once per components object.

    Quantities and conditions receive only the state, not the game; this finds the
    game's tables from it cheaply (the identity check guards against a reused id).
    """
    components = state.components
    if not components:
        return default_content()
    hit = _BY_STATE.get(id(components))
    if hit is None or hit[0] is not components:
        if len(_BY_STATE) > 64:
            _BY_STATE.clear()
        hit = _BY_STATE[id(components)] = (components, content_for(components))
    return hit[1]


def content_for(overrides: dict[str, list[Item]]) -> Content:
    """The content of a game whose state replaces the tables named in `overrides`."""
    if not overrides:
        return default_content()
    unknown = sorted(set(overrides) - set(table_names()))
    if unknown:
        raise KeyError(f"unknown component tables: {', '.join(unknown)}")
    return Content({name: overrides.get(name) or items(name) for name in table_names()})
