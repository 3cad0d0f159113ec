"""Words to data for the map, and the helpers every step uses to load a scenario, act and read.

Hexes are written `q,r` (axial coordinates); a road is named by the two hexes its
edge separates. Bonuses are written in words ("2 gold", "+1 wheat income", "up to
2 roads, then 2 wood"); `bonus()` turns them into the effect vocabulary of
spec/sweet-lands/effects.md.
"""

from __future__ import annotations

import re
from typing import Any

from conformance.games.sweet_lands.steps.table import Table, resource

TERRAIN_WORDS = {
    "capital": "capital",
    "wheat": "wheat",
    "wheat field": "wheat",
    "forest": "forest",
    "mine": "mine",
    "sea": "sea",
    "special": "special",
}
KIND_WORDS = {
    "tent": "tent",
    "house": "house",
    "building": "building",
    "research lab": "research_lab",
    "coffee shop": "coffee_shop",
    "clock tower": "clock_tower",
}
QUANTITY_WORDS = {
    "wonder icon": "wonder_icons",
    "wonder icons": "wonder_icons",
    "city": "cities",
    "cities": "cities",
    "property": "properties",
    "properties": "properties",
    "connected port": "connected_ports",
    "connected ports": "connected_ports",
}
CHARACTER = "character_of_player_{seat}"
HEX = r"(?P<spot>-?\d+,-?\d+)"
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


# -- words to data ---------------------------------------------------------------------------------


def hex_pair(text: str) -> tuple[int, int]:
    q, _, r = text.strip().partition(",")
    return int(q), int(r)


def edge(a: str, b: str) -> str:
    """The protocol's edge id: both hexes in ascending (q, r) order, joined by |."""
    lo, hi = sorted((hex_pair(a), hex_pair(b)))
    return f"{lo[0]},{lo[1]}|{hi[0]},{hi[1]}"


def hexes_in(text: str) -> list[str]:
    """Hexes listed as `1,0 and 2,0` or `1,0, 2,0 and 3,0`; `none` is the empty list."""
    if text.strip() == "none":
        return []
    found = re.findall(r"-?\d+,-?\d+", text)
    return [f"{q},{r}" for q, r in (hex_pair(h) for h in found)]


def mix(text: str) -> dict[str, int]:
    """`1 wheat, 1 wood and 1 iron` -> {"iron": 1, "wheat": 1, "wood": 1}."""
    out: dict[str, int] = {}
    for count, word in re.findall(r"(\d+) (\w+)", text):
        out[resource(word)] = out.get(resource(word), 0) + int(count)
    return out


def _one_bonus(text: str) -> dict[str, Any]:
    text = text.strip()
    patterns: list[tuple[str, Any]] = [
        (r"nothing", lambda m: {"all": []}),
        (r"\+(\d+) (\w+) income", lambda m: {"income": {resource(m[2]): int(m[1])}}),
        (r"(\d+) VP", lambda m: {"vp": int(m[1])}),
        (r"(\d+) cards?", lambda m: {"draw": int(m[1])}),
        (r"up to (\d+) roads?", lambda m: {"place": {"what": "road", "count": int(m[1]), "up_to": True}}),
        (r"(\d+) roads?", lambda m: {"place": {"what": "road", "count": int(m[1]), "up_to": False}}),
        (
            r"up to (\d+) terrain tiles?",
            lambda m: {"place": {"what": "terrain", "count": int(m[1]), "up_to": True}},
        ),
        (r"(\d+) terrain tiles?", lambda m: {"place": {"what": "terrain", "count": int(m[1]), "up_to": False}}),
        (
            r"up to (\d+) propert(?:y|ies)",
            lambda m: {"place": {"what": "property", "count": int(m[1]), "up_to": True}},
        ),
        (r"a flip of (\d+) face-up tiles?", lambda m: {"flip_any": {"count": int(m[1])}}),
        (r"(\d+) skill tiles?", lambda m: {"skill_tile": int(m[1])}),
        (r"(\d+) industry points?", lambda m: {"ip": int(m[1])}),
        (r"an industry bonus of the (\w+) column", lambda m: {"industry_bonus": m[1]}),
        (
            r"(\d+) prosperity steps?",
            lambda m: {
                "advance_prosperity": {"colors": ["orange", "green", "grey"], "steps": int(m[1]), "up_to": False}
            },
        ),
        (r"(\d+) (\w+)", lambda m: {"gain": {resource(m[2]): int(m[1])}}),
    ]
    for pattern, build in patterns:
        match = re.fullmatch(pattern, text)
        if match:
            effect: dict[str, Any] = build(match)
            return effect
    raise AssertionError(f"cannot read the bonus {text!r}")


def bonus(text: str) -> dict[str, Any]:
    """A bonus in words; parts joined by ", then" resolve in that order."""
    parts = [p for p in re.split(r",? then ", text.strip()) if p]
    if len(parts) == 1:
        return _one_bonus(parts[0])
    return {"all": [_one_bonus(p) for p in parts]}


END_OF_GAME_WORDS = {
    "cookie rabbit on the map": "rabbits_on_map",
    "road": "roads",
    "city point": "city_points",
    "property": "properties",
}


def end_of_game(text: str) -> dict[str, Any]:
    """`2 VP per cookie rabbit on the map` -> {"vp": {"count": "rabbits_on_map", "times": 2}}."""
    match = re.fullmatch(r"(\d+) VP per (.+)", text.strip())
    assert match, f"cannot read the end-of-game bonus {text!r}"
    return {"vp": {"count": END_OF_GAME_WORDS[match[2]], "times": int(match[1])}}


def cost(text: str) -> dict[str, int]:
    return {} if text.strip() in {"", "nothing"} else mix(text)


def condition(text: str) -> dict[str, Any]:
    """`1 wonder icon and 2 cities` -> an `and` of `at_least` tests."""
    parts = []
    for count, words in re.findall(r"(\d+) ([a-z ]+?)(?= and |$)", text.strip()):
        parts.append({"at_least": [{"count": QUANTITY_WORDS[words.strip()]}, int(count)]})
    return parts[0] if len(parts) == 1 else {"and": parts}


# -- the board -------------------------------------------------------------------------------------


def player_map(table: Table, seat: int) -> dict[str, Any]:
    player = table.builder.player(seat)
    if player["map"] is None:
        player["map"] = {"id": f"scenario-{seat}", "hexes": [], "extra_draw_areas": [], "ports": []}
    found: dict[str, Any] = player["map"]
    return found


def component(table: Table, name: str) -> list[dict[str, Any]]:
    tables: dict[str, list[dict[str, Any]]] = table.builder.state["components"]
    return tables.setdefault(name, [])


def character(table: Table, seat: int) -> dict[str, Any]:
    cid = CHARACTER.format(seat=seat)
    chars = component(table, "characters")
    for c in chars:
        if c["id"] == cid:
            return c
    made = {
        "id": cid,
        "name": f"Character of player {seat}",
        "board": cid,
        "starting_resources": {},
        "starting_income": {},
        "basic_abilities": [],
        "clock_tower_abilities": [],
    }
    chars.append(made)
    table.builder.player(seat)["character"] = cid
    return made


def board_rows(seat: int, datatable: list[list[str]]) -> list[dict[str, Any]]:
    header = [h.strip() for h in datatable[0]]
    rows = []
    for raw in datatable[1:]:
        row = dict(zip(header, (c.strip() for c in raw), strict=True))
        q, r = hex_pair(row["hex"])
        item: dict[str, Any] = {"q": q, "r": r, "terrain": TERRAIN_WORDS[row["terrain"]]}
        if row.get("placement icon"):
            item["bonus"] = bonus(row["placement icon"])
        rows.append(item)
    return rows


# -- When ------------------------------------------------------------------------------------------


def load(table: Table) -> None:
    """Load the scenario's state; `the income phase ... is next` starts it at that round's start."""
    if table.loaded:
        return
    state = table.builder.build()
    if "next_round" in table.notes:
        state["stack"] = [{"kind": "round_start", "round": table.notes["next_round"]}]
        state["round"] = table.notes["next_round"] - 1
    table.engine.load(state)
    table.loaded = True


def act(table: Table, seat: int, action: dict[str, Any]) -> None:
    load(table)
    table.act(seat, action)


# -- Then ------------------------------------------------------------------------------------------


def settled_player(table: Table, seat: int) -> dict[str, Any]:
    load(table)
    player: dict[str, Any] = table.settled()["players"][seat]
    return player


def legal(table: Table) -> list[dict[str, Any]]:
    load(table)
    assert table.refusal is None, f"the last action was refused: {table.refusal}"
    return table.engine.legal_actions()
