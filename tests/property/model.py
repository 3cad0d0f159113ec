"""An independent reading of a state: what the property tests check the engine's state against.

Nothing here imports the reference engine. Cities, industry point icons, extra
draw areas and legal tile hexes are recomputed from the state JSON and the
component tables of spec/sweet-lands/components/ (or the state's own
`components`), written afresh from the rules (SL-9.3, SL-9.7.1, SL-10.7,
SL-10.8.1, SL-11.6), so a mistake in the engine's code is not repeated here.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from typing import Any

from rulecore.registry import info

State = dict[str, Any]
Player = dict[str, Any]
Hex = tuple[int, int]

AROUND: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
CITY_POINTS = (0, 1, 2, 3, 5, 7, 9)
"""SL-10.8.1 (0 to 6 cities) and SL-10.8.2 (7 or more score as 6)."""
CITY_RULE_CHANGES = ("city_point_rate_table", "city_any_three_properties", "clock_tower_is_city")
"""Character modifiers that change what a city is or what it scores (SL-10.8.3, SL-23.7.1, SL-23.7.2)."""
ADJACENCY_WAIVED = "terrain_adjacency_waived"
TRIGGER_KINDS = {"triggers", "order_triggers", "flip_tile", "activate_draw_area"}
"""Frames that still owe a flip or an extra draw area activation (chapter 9's queued triggers)."""


@cache
def _spec_table(name: str) -> tuple[dict[str, Any], ...]:
    data = json.loads((info("sweet-lands").spec_dir / "components" / f"{name}.json").read_text(encoding="utf-8"))
    return tuple(data["items"])


def table(state: State, name: str) -> tuple[dict[str, Any], ...]:
    """A component table as the state uses it: its own copy if it carries one, else the spec's."""
    own = (state.get("components") or {}).get(name)
    return tuple(own) if own is not None else _spec_table(name)


def by_id(state: State, name: str) -> dict[str, dict[str, Any]]:
    return {item["id"]: item for item in table(state, name)}


def parse(text: str) -> Hex:
    q, r = text.split(",")
    return int(q), int(r)


def around(h: str) -> list[str]:
    q, r = parse(h)
    return [f"{q + dq},{r + dr}" for dq, dr in AROUND]


def edges_of(h: str) -> set[str]:
    """The six edges of a hex, each written with its two hexes in ascending numeric order."""
    me = parse(h)
    out = set()
    for n in around(h):
        lo, hi = sorted((me, parse(n)))
        out.add(f"{lo[0]},{lo[1]}|{hi[0]},{hi[1]}")
    return out


def terrain_of_hexes(player: Player) -> dict[str, str]:
    return {f"{x['q']},{x['r']}": x["terrain"] for x in player["map"]["hexes"]}


def character_text(state: State, player: Player) -> str:
    found = by_id(state, "characters").get(player.get("character") or "")
    return json.dumps(found) if found else ""


# -- cities (SL-10.7, SL-10.8) ------------------------------------------------------------------------------


def city_groups(state: State, player: Player) -> list[set[str]]:
    """Properties on hexes joined through adjacent property hexes; a city has 3 or more kinds."""
    kinds = {t["id"]: t["kind"] for t in table(state, "properties")}
    placed = player["properties"]
    left, out = set(placed), []
    while left:
        group, todo = set(), [left.pop()]
        while todo:
            h = todo.pop()
            group.add(h)
            for n in around(h):
                if n in left:
                    left.discard(n)
                    todo.append(n)
        if len({kinds[placed[h]] for h in group}) >= 3:
            out.append(group)
    return out


def changes_city_rules(state: State, player: Player) -> bool:
    text = character_text(state, player)
    return any(name in text for name in CITY_RULE_CHANGES)


def city_point_rate(state: State, player: Player) -> int:
    count = len(city_groups(state, player))
    return CITY_POINTS[min(count, len(CITY_POINTS) - 1)]


def cities_holding(state: State, player: Player, what: str) -> int:
    """Cities with a research lab (by kind) or a cookie rabbit (on one of their hexes)."""
    kinds = {t["id"]: t["kind"] for t in table(state, "properties")}
    rabbits = set(player["rabbits"])
    total = 0
    for city in city_groups(state, player):
        if what == "rabbit":
            total += bool(city & rabbits)
        else:
            total += any(kinds[player["properties"][h]] == what for h in city)
    return total


# -- industry points (SL-11.6) ------------------------------------------------------------------------------


def icons_passed(state: State, player: Player) -> int:
    """Industry point icons on the spaces after the first, up to each marker (the final space at most)."""
    spaces = sorted(
        (s for s in table(state, "industry_track") if s.get("type", "space") == "space"), key=lambda s: s["space"]
    )
    final = next((s["space"] for s in spaces if s.get("final")), spaces[-1]["space"])
    total = 0
    for at in (player["carriage"], player["locomotive"]):
        if at is not None:
            total += sum(s.get("ip", 0) for s in spaces[1:] if s["space"] <= min(at, final))
    return total


def pass_points(state: State, player: Player) -> tuple[int | None, int]:
    """City and industry points a pass gives now: (cp or None when a character changes city rules, ip)."""
    text = character_text(state, player)
    ip = icons_passed(state, player)
    if "cities_with_research_lab" in text:
        ip += cities_holding(state, player, "research_lab")
    if changes_city_rules(state, player):
        return None, ip
    cp = city_point_rate(state, player)
    if "cities_with_rabbit" in text:
        cp += cities_holding(state, player, "rabbit")
    return cp, ip


# -- the map (chapter 9) -----------------------------------------------------------------------------------


def complete_draw_areas(player: Player) -> set[str]:
    """Extra draw areas with a tile on a neighbouring hex and a road on one of their six edges (SL-9.7.1)."""
    roads = set(player["roads"])
    out = set()
    for area in player["map"].get("extra_draw_areas", []):
        spot = f"{area['q']},{area['r']}"
        if any(n in player["tiles"] for n in around(spot)) and edges_of(spot) & roads:
            out.add(area["id"])
    return out


def tile_problems(state: State, player: Player) -> list[str]:
    """Tiles on hexes they may not be on: off the board, on a capital, or of another terrain (SL-9.3.4-SL-9.3.7)."""
    terrain = terrain_of_hexes(player)
    regular = {t["id"]: t["terrain"] for t in table(state, "terrain_tiles")}
    special = {t["id"] for t in table(state, "special_terrain_tiles")}
    out = []
    for h, tile in player["tiles"].items():
        kind = terrain.get(h)
        if kind is None or kind == "capital":
            out.append(f"tile on {h}, which is {kind or 'off the board'}")
        elif kind == "special" and tile["tile"] not in special:
            out.append(f"{tile['tile']} on the special terrain hex {h}")
        elif kind != "special" and regular.get(tile["tile"]) != kind:
            out.append(f"{tile['tile']} on the {kind} hex {h}")
    return out


def unreachable_tiles(player: Player) -> list[str]:
    """Tiles not joined to a capital's neighbour through tiles (each tile went next to a capital or a tile)."""
    terrain = terrain_of_hexes(player)
    capitals = [h for h, kind in terrain.items() if kind == "capital"]
    start = [n for c in capitals for n in around(c) if n in player["tiles"]]
    seen = set(start)
    while start:
        h = start.pop()
        for n in around(h):
            if n in player["tiles"] and n not in seen:
                seen.add(n)
                start.append(n)
    return sorted(set(player["tiles"]) - seen)


def flipped_without_road(player: Player) -> set[str]:
    roads = set(player["roads"])
    return {h for h, t in player["tiles"].items() if t["flipped"] and not edges_of(h) & roads}


def face_up_by_road(player: Player) -> set[str]:
    roads = set(player["roads"])
    return {h for h, t in player["tiles"].items() if not t["flipped"] and edges_of(h) & roads}


def frame_kinds(state: State, seat: int | None = None) -> set[str]:
    return {f["kind"] for f in state["stack"] if seat is None or f.get("player") == seat}


def strings(value: Any) -> Counter[str]:
    """Every string in a JSON value, counted (to find the card ids a frame holds)."""
    if isinstance(value, str):
        return Counter([value])
    found: Counter[str] = Counter()
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
    for item in items:
        found.update(strings(item))
    return found
