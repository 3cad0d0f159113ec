"""Checks the Sweet Lands component data against its schemas and against the counts the seeds give.

Every file under spec/sweet-lands/components/ must validate against components.schema.json,
every effect inside must be a valid effects.schema.json effect, every item must carry its
provenance, and the map geometry must be self-consistent.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from tests.component_kit import ComponentChecks, ComponentData

DATA = ComponentData("sweet-lands")
EXPECTED_FILES = frozenset(
    {
        "setup",
        "action_areas",
        "round_aid",
        "characters",
        "map_boards",
        "industry_track",
        "food_track",
        "prosperity_tracks",
        "properties",
        "terrain_tiles",
        "special_terrain_tiles",
        "skill_tiles",
        "milestones",
        "final_scoring_tiles",
        "solo_cards",
        "citizen_cards",
    }
)
NEIGHBOURS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]
load = DATA.load
items = DATA.items


class TestComponentData(ComponentChecks):
    DATA = DATA
    FILES = EXPECTED_FILES


@pytest.fixture(scope="module")
def component_validator() -> Draft202012Validator:
    return DATA.component_validator


@pytest.fixture(scope="module")
def effect_validator() -> Draft202012Validator:
    return DATA.effect_validator


EFFECT_KEYS = {
    "effect",
    "cost",
    "bonus",
    "flip_bonus",
    "automation",
    "capital_effect",
    "rightmost_bonus",
    "orange",
    "green",
}


def _effects(node: Any, keys: set[str] = EFFECT_KEYS) -> Iterator[Any]:
    """Yield every value stored under a key that holds an effect, at any depth (provenance notes skipped)."""
    if isinstance(node, dict):
        for key, sub in node.items():
            if key in ("provisional_fields", "ruling_fields"):
                continue
            if key in keys:
                yield sub
            yield from _effects(sub, keys)
    elif isinstance(node, list):
        for sub in node:
            yield from _effects(sub, keys)


@pytest.mark.parametrize("name", sorted(EXPECTED_FILES))
def test_every_effect_validates(name: str, effect_validator: Draft202012Validator) -> None:
    keys = EFFECT_KEYS - {"cost"} if name == "properties" else EFFECT_KEYS
    found = list(_effects(items(name), keys))
    if name in {"action_areas", "characters", "skill_tiles", "citizen_cards", "round_aid", "special_terrain_tiles"}:
        assert found, "the walker found no effect: it is broken"
    for eff in found:
        errors = [e.message for e in effect_validator.iter_errors(eff)]
        assert errors == [], (name, eff)


@pytest.mark.parametrize(
    "bad",
    [
        {"gain": {"gold": 1}, "vp": 2},
        {"gain": {"silver": 1}},
        {"advance": {"track": "prosperity", "steps": 1}},
        {"vp": {"count": "unknown_quantity"}},
        {"if": {"has_tag": "chocolate"}, "then": {"vp": 1}},
        {"choose": [{"vp": 1}]},
    ],
)
def test_effect_schema_rejects_malformed_effects(bad: Any, effect_validator: Draft202012Validator) -> None:
    assert not effect_validator.is_valid(bad)


def test_component_schema_rejects_an_item_without_provenance(component_validator: Draft202012Validator) -> None:
    data = load("solo_cards")
    item = dict(data["items"][0])
    del item["provisional"], item["reason"]
    assert not component_validator.is_valid({**data, "items": [item]})


# ---- counts the seeds give -------------------------------------------------


def test_setup_tables() -> None:
    rows = {i["id"]: i for i in items("setup")}
    got = {
        n: (rows[f"players_{n}"]["standard_aid_tiles"], rows[f"players_{n}"]["pass_aid_tiles"]) for n in (1, 2, 3, 4)
    }
    assert got == {1: (8, 2), 2: (8, 2), 3: (9, 3), 4: (11, 3)}
    assert rows["players_2"]["imitation_boards"] == []
    assert rows["players_3"]["imitation_boards"] == ["imitation_34"]
    assert sorted(rows["players_4"]["imitation_boards"]) == ["imitation_34", "imitation_4"]
    game = rows["game"]
    assert (game["rounds"], game["cards_drawn_round_1"], game["cards_drawn_later_rounds"]) == (5, 6, 5)
    assert rows["players_4"]["final_scoring_tiles"] == 2 and rows["players_4"]["milestone_tiles"] == 5


def test_action_areas() -> None:
    areas = items("action_areas")
    assert sorted({a["letter"] for a in areas}) == list("ABCDEFGHIJKLMNOPQ")
    by_cat = Counter(a["category"] for a in areas if a["board"] == "main")
    assert by_cat == {"basic": 6, "special": 5, "advanced": 5}
    advanced = Counter(a["opens_in_round"] for a in areas if a["category"] == "advanced")
    assert advanced[2] == 2 and advanced[3] == 2
    assert {a["board"] for a in areas if a["letter"] == "L"} == {"imitation_34", "imitation_4"}


def test_round_aid_tiles() -> None:
    tiles = items("round_aid")
    assert sum(t["copies"] for t in tiles if t["type"] == "standard") == 15
    assert sum(t["copies"] for t in tiles if t["type"] == "pass") == 5
    board = next(t for t in tiles if t["type"] == "board")
    setup = {i["id"]: i for i in items("setup")}
    for layout in board["layouts"]:
        players = int(layout["players"][-1])
        row = setup[f"players_{players}"]
        std = [s for sp in layout["spaces"] for s in sp["standard_slots"]]
        pas = [s for sp in layout["spaces"] for s in sp["pass_slots"]]
        assert len(std) == len(set(std)) == layout["standard_slots"] == row["standard_aid_tiles"]
        assert len(pas) == len(set(pas)) == layout["pass_slots"] == row["pass_aid_tiles"]
        assert len(layout["spaces"]) > players


def test_component_counts() -> None:
    assert len(items("characters")) == 14
    assert Counter((c["board"], c["side"]) for c in items("characters")).most_common(1)[0][1] == 1
    skills = items("skill_tiles")
    assert sum(1 for s in skills if s["set"] == "regular") == 12
    assert sum(s["copies"] for s in skills if s["set"] == "regular") == 36
    assert sum(s["copies"] for s in skills if s["set"] == "advanced") == 14
    assert len(items("milestones")) == 6
    assert len(items("final_scoring_tiles")) == 4
    assert sum(t["copies"] for t in items("special_terrain_tiles")) == 6
    assert sum(c["copies"] for c in items("citizen_cards")) == 207
    assert sum(1 for r in items("food_track") if r["type"] == "rabbit") == 9
    assert len(items("prosperity_tracks")) == 6
    solo = Counter(c["deck"] for c in items("solo_cards"))
    assert solo == {"A": 8, "B": 8}
    terrain = Counter()
    for t in items("terrain_tiles"):
        terrain[t["terrain"]] += t["copies"]
    assert terrain == {"wheat": 60, "forest": 52, "mine": 52, "sea": 28}


def test_properties() -> None:
    props = Counter(p["kind"] for p in items("properties"))
    assert props == {"tent": 5, "house": 5, "building": 5, "research_lab": 4, "coffee_shop": 3, "clock_tower": 1}
    columns = {p["kind"]: p["column"] for p in items("properties") if "column" in p}
    assert columns == {"tent": "agricultural", "house": "forestry", "building": "mining"}


def test_tracks() -> None:
    rabbits = sorted((r for r in items("food_track") if r["type"] == "rabbit"), key=lambda r: r["order"])
    assert rabbits[0]["space"] == 4
    assert [r["space"] for r in rabbits] == sorted(r["space"] for r in rabbits)
    food = {s["space"]: s for s in items("food_track") if s["type"] == "space"}
    assert food[7]["bonus"] == {"wood_discount": 1} and food[11]["bonus"] == {"wood_discount": 2}
    top = min(items("prosperity_tracks"), key=lambda t: t["position"])
    rates = {r["from_steps"]: (r["vp"], r["per"]) for r in top["rates"]}
    assert rates[1] == (1, 3) and rates[3] == (1, 2) and rates[top["length"]] == (1, 1)
    colours = Counter(t["colour"] for t in items("prosperity_tracks"))
    assert colours == {"orange": 2, "green": 2, "grey": 2}
    industry = items("industry_track")
    assert sum(1 for s in industry if "lab_after" in s) == 4
    assert any(s.get("orange") == {"locomotive": {}} for s in industry)


def test_area_references_exist() -> None:
    letters = {a["id"] for a in items("action_areas")}
    for card in items("solo_cards"):
        assert set(card["blocks"]) <= letters


# ---- map geometry ------------------------------------------------------------


def hex_id(q: int, r: int) -> str:
    return f"{q},{r}"


def edge_id(a: tuple[int, int], b: tuple[int, int]) -> str:
    x, y = sorted([a, b])
    return f"{hex_id(*x)}|{hex_id(*y)}"


def parse(h: str) -> tuple[int, int]:
    q, r = h.split(",")
    return int(q), int(r)


@pytest.mark.parametrize("board", items("map_boards"), ids=lambda b: b["id"])
def test_map_geometry(board: dict[str, Any]) -> None:
    cells = {(h["q"], h["r"]): h for h in board["hexes"]}
    assert len(cells) == len(board["hexes"]), "duplicate hex"
    assert 40 <= len(cells) <= 60
    capitals = [c for c, h in cells.items() if h["terrain"] == "capital"]
    assert 2 <= len(capitals) <= 3
    assert 1 <= sum(1 for h in cells.values() if h["terrain"] == "special") <= 2
    areas = {(a["q"], a["r"]) for a in board["extra_draw_areas"]}
    assert 2 <= len(areas) <= 3
    assert not areas & set(cells), "an extra draw area is not a playable hex"
    for a in areas:
        assert sum(1 for dq, dr in NEIGHBOURS if (a[0] + dq, a[1] + dr) in cells) >= 3

    def outside(c: tuple[int, int]) -> bool:
        return c not in cells and c not in areas

    perimeter = {c for c in cells if any(outside((c[0] + dq, c[1] + dr)) for dq, dr in NEIGHBOURS)}
    assert {parse(h) for h in board["perimeter"]} == perimeter
    assert len(board["ports"]) == 4
    for port in board["ports"]:
        hx = parse(port["hex"])
        assert hx in perimeter
        a, b = (parse(p) for p in port["pier_edge"].split("|"))
        assert port["pier_edge"] == edge_id(a, b), "edge id is not canonical"
        assert hx in (a, b)
        other = b if hx == a else a
        assert (other[0] - hx[0], other[1] - hx[1]) in NEIGHBOURS
        assert outside(other)
    # every capital must be reachable from every port hex through hexes (so ports can be connected)
    for cap in capitals:
        seen, todo = {cap}, [cap]
        while todo:
            c = todo.pop()
            for dq, dr in NEIGHBOURS:
                n = (c[0] + dq, c[1] + dr)
                if n in cells and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert {parse(p["hex"]) for p in board["ports"]} <= seen


def test_edge_id_orders_numerically() -> None:
    assert edge_id((-1, 0), (-2, 3)) == "-2,3|-1,0"
    assert edge_id((0, 0), (0, -1)) == "0,-1|0,0"
