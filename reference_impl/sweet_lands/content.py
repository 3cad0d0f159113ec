"""The printed game content, read once from spec/sweet-lands/components/*.json.

The engine never hard-codes a card, tile or board: it reads them here. Values the
seeds do not give are marked provisional in the data, and scenarios never rely
on them (they put what they need into the state they load).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from conformance.paths import data_root


def components_dir() -> Path:
    return data_root() / "spec" / "sweet-lands" / "components"


@cache
def load_component(name: str) -> dict[str, Any]:
    with (components_dir() / f"{name}.json").open(encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


def items(name: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = load_component(name)["items"]
    return found


@dataclass(frozen=True, slots=True)
class Area:
    id: str
    category: str
    board: str
    spaces: int
    opens_in_round: int
    cost: Any
    effect: Any


@dataclass(frozen=True, slots=True)
class Content:
    """Everything a game looks up but never changes: areas, tiles, characters, setup tables."""

    areas: dict[str, Area]
    characters: dict[str, dict[str, Any]]
    standard_aid: dict[str, dict[str, Any]]
    pass_aid: dict[str, dict[str, Any]]

    def area(self, area_id: str) -> Area:
        return self.areas[area_id]


@cache
def default_content() -> Content:
    areas = {
        a["id"]: Area(
            id=a["id"],
            category=a["category"],
            board=a["board"],
            spaces=a["spaces"],
            opens_in_round=a["opens_in_round"],
            cost=a.get("cost"),
            effect=a["effect"],
        )
        for a in items("action_areas")
    }
    aid = items("round_aid")
    return Content(
        areas=areas,
        characters={c["id"]: c for c in items("characters")},
        standard_aid={t["id"]: t for t in aid if t.get("type") == "standard"},
        pass_aid={t["id"]: t for t in aid if t.get("type") == "pass"},
    )
