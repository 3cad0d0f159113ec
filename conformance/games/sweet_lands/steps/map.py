"""Given and When steps for the map: boards, terrain tiles, roads, properties, cities, ports and
the clock tower (chapters 9, 10 and 19).

Maps, tile supplies, property tokens and characters are set up inline, so a
scenario's outcome follows from the rules and never from the provisional printed
content.
"""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import given, parsers, when

from conformance.games.sweet_lands.steps.board import (
    DIRECTIONS,
    HEX,
    KIND_WORDS,
    TERRAIN_WORDS,
    act,
    board_rows,
    bonus,
    character,
    component,
    condition,
    cost,
    edge,
    end_of_game,
    hex_pair,
    hexes_in,
    load,
    mix,
    player_map,
)
from conformance.games.sweet_lands.steps.table import Table


@given(parsers.parse("player {seat:d}'s map board is:"))
def map_board(table: Table, seat: int, datatable: list[list[str]]) -> None:
    player_map(table, seat)["hexes"] = board_rows(seat, datatable)


@given(parsers.parse("every player's map board is:"))
def every_map_board(table: Table, datatable: list[list[str]]) -> None:
    for seat in range(table.builder.players):
        player_map(table, seat)["hexes"] = board_rows(seat, datatable)


@given(parsers.parse("player {seat:d}'s capital hex bonus is {words}"))
def capital_bonus(table: Table, seat: int, words: str) -> None:
    player_map(table, seat)["capital_effect"] = bonus(words)


@given(parsers.parse("player {seat:d}'s map board has the extra draw area {area} at {spot}"))
def draw_area(table: Table, seat: int, area: str, spot: str) -> None:
    q, r = hex_pair(spot)
    player_map(table, seat)["extra_draw_areas"].append({"id": area, "q": q, "r": r})


@given(parsers.parse("player {seat:d}'s map board has the port {port} at hex {spot}"))
def port(table: Table, seat: int, port: str, spot: str) -> None:
    board = player_map(table, seat)
    on_map = {(h["q"], h["r"]) for h in board["hexes"]}
    q, r = hex_pair(spot)
    sea = next(((q + dq, r + dr) for dq, dr in DIRECTIONS if (q + dq, r + dr) not in on_map), (q + 1, r))
    board["ports"].append({"id": port, "hex": f"{q},{r}", "pier_edge": edge(spot, f"{sea[0]},{sea[1]}")})


@given(parsers.parse("the terrain tiles in the supply are:"))
def terrain_supply(table: Table, datatable: list[list[str]]) -> None:
    tiles = component(table, "terrain_tiles")
    for tile, terrain, flipped in (tuple(c.strip() for c in row) for row in datatable[1:]):
        tiles.append(
            {
                "id": tile,
                "terrain": TERRAIN_WORDS[terrain],
                "copies": 1,
                "flip_bonus": bonus(flipped),
                "source": "ruling",
            }
        )


@given(parsers.parse("the special terrain tiles in the supply are:"))
def special_supply(table: Table, datatable: list[list[str]]) -> None:
    tiles = component(table, "special_terrain_tiles")
    for tile, effect in (tuple(c.strip() for c in row) for row in datatable[1:]):
        tiles.append({"id": tile, "copies": 1, "flip_bonus": bonus(effect), "source": "ruling"})


@given(parsers.re(r"player (?P<seat>\d+) has a (?P<side>face-up|flipped) (?P<tile>[\w-]+) tile on hex " + HEX + "$"))
def has_tile(table: Table, seat: str, side: str, tile: str, spot: str) -> None:
    table.builder.player(int(seat))["tiles"][spot] = {"tile": tile, "flipped": side == "flipped"}


@given(parsers.re(r"player (?P<seat>\d+) has (?P<side>face-up|flipped) (?P<tile>[\w-]+) tiles on (?P<spots>.+)$"))
def has_tiles(table: Table, seat: str, side: str, tile: str, spots: str) -> None:
    for spot in hexes_in(spots):
        table.builder.player(int(seat))["tiles"][spot] = {"tile": tile, "flipped": side == "flipped"}


@given(parsers.re(r"player (?P<seat>\d+) has a road between (?P<a>-?\d+,-?\d+) and (?P<b>-?\d+,-?\d+)$"))
def has_road(table: Table, seat: str, a: str, b: str) -> None:
    roads: list[str] = table.builder.player(int(seat))["roads"]
    roads.append(edge(a, b))
    roads.sort()


@given(parsers.parse("player {seat:d} has activated the extra draw area {area}"))
def has_area(table: Table, seat: int, area: str) -> None:
    table.builder.player(seat)["draw_areas"].append(area)


@given(parsers.parse("the property tokens are:"))
def property_tokens(table: Table, datatable: list[list[str]]) -> None:
    tokens = component(table, "properties")
    header = [h.strip() for h in datatable[0]]
    for raw in datatable[1:]:
        row = dict(zip(header, (c.strip() for c in raw), strict=True))
        item: dict[str, Any] = {
            "id": row["token"],
            "kind": KIND_WORDS[row["kind"]],
            "order": int(row.get("order") or 1),
            "cost": cost(row.get("cost", "")),
            "source": "ruling",
        }
        if row.get("bonus"):
            item["bonus"] = bonus(row["bonus"])
        if row.get("end of game"):
            item["end_of_game"] = {"timing": "end_of_game", "effect": end_of_game(row["end of game"])}
        tokens.append(item)


@given(parsers.re(r"player (?P<seat>\d+) has placed (?P<token>[\w-]+) on hex (?P<spot>-?\d+,-?\d+)$"))
def has_property(table: Table, seat: str, token: str, spot: str) -> None:
    """A property on a hex of the player's map; a scenario without a map gets one holding that capital hex."""
    player = table.builder.player(int(seat))
    board = player_map(table, int(seat))
    q, r = hex_pair(spot)
    if not any((h["q"], h["r"]) == (q, r) for h in board["hexes"]):
        board["hexes"].append({"q": q, "r": r, "terrain": "capital"})
    player["properties"][spot] = token


@given(parsers.re(r"player (?P<seat>\d+) has a cookie rabbit on hex (?P<spot>-?\d+,-?\d+)$"))
def has_rabbit(table: Table, seat: str, spot: str) -> None:
    rabbits: list[str] = table.builder.player(int(seat))["rabbits"]
    rabbits.append(spot)
    rabbits.sort()


@given(parsers.parse("player {seat:d} holds wood discount tiles of {values}"))
def discounts(table: Table, seat: int, values: str) -> None:
    table.builder.player(seat)["discounts"] = sorted(int(v) for v in re.findall(r"\d+", values))


@given(parsers.re(r"player (?P<seat>\d+) has unlocked (?P<count>\d+) wonder icons?$"))
def wonders(table: Table, seat: str, count: str) -> None:
    table.builder.player(int(seat))["wonders"] = int(count)


@given(parsers.parse("player {seat:d}'s character needs {words} for the clock tower"))
def clock_tower_condition(table: Table, seat: int, words: str) -> None:
    character(table, seat)["clock_tower_condition"] = condition(words)


@given(parsers.parse("player {seat:d}'s clock tower gives {words} when it is placed"))
def clock_tower_once(table: Table, seat: int, words: str) -> None:
    character(table, seat)["clock_tower_abilities"].append(
        {"timing": "one_time", "when": "on_clock_tower", "effect": bonus(words)}
    )


@given(parsers.parse("player {seat:d}'s character may place terrain tiles away from capitals and tiles"))
def adjacency_waived(table: Table, seat: int) -> None:
    character(table, seat)["basic_abilities"].append({"timing": "permanent", "modifier": "terrain_adjacency_waived"})


@given(parsers.parse("player {seat:d}'s clock tower gives {words} at each pass"))
def clock_tower_pass(table: Table, seat: int, words: str) -> None:
    character(table, seat)["clock_tower_abilities"].append({"timing": "pass", "effect": bonus(words)})


@given(parsers.parse("player {seat:d}'s character makes any 3 connected properties a city"))
def any_three(table: Table, seat: int) -> None:
    character(table, seat)["basic_abilities"].append({"timing": "permanent", "modifier": "city_any_three_properties"})


@given(parsers.parse("player {seat:d}'s clock tower makes its group a city"))
def tower_city(table: Table, seat: int) -> None:
    character(table, seat)["clock_tower_abilities"].append({"timing": "permanent", "modifier": "clock_tower_is_city"})


@given(parsers.parse("player {seat:d}'s clock tower lays a city point rate tile of {rows}"))
def rate_tile(table: Table, seat: int, rows: str) -> None:
    pairs = [[int(a), int(b)] for a, b in re.findall(r"(\d+) cit(?:y|ies): (\d+)", rows)]
    character(table, seat)["clock_tower_abilities"].append(
        {"timing": "permanent", "modifier": "city_point_rate_table", "params": {"rows": pairs}}
    )


@given(parsers.parse("player {seat:d} has {count:d} separate cities of a tent, a house and a building each"))
def separate_cities(table: Table, seat: int, count: int) -> None:
    """A board of `count` triangles of hexes far apart, each holding one tent, one house and one building."""
    board = player_map(table, seat)
    board["hexes"] = []
    tokens = component(table, "properties")
    props = table.builder.player(seat)["properties"]
    props.clear()
    for i in range(count):
        for q, r, kind in ((3 * i, 0, "tent"), (3 * i + 1, 0, "house"), (3 * i, 1, "building")):
            board["hexes"].append({"q": q, "r": r, "terrain": "wheat"})
            token = f"city{i + 1}_{kind}"
            tokens.append({"id": token, "kind": kind, "order": 10 + i, "cost": {}, "source": "ruling"})
            props[f"{q},{r}"] = token


@given(parsers.parse("player {seat:d} has placed the clock tower on a hex of its own"))
def tower_alone(table: Table, seat: int) -> None:
    player_map(table, seat)["hexes"].append({"q": -9, "r": -9, "terrain": "wheat"})
    table.builder.player(seat)["properties"]["-9,-9"] = "clock_tower"


@given(parsers.parse("the prosperity tracks are six plain tracks of {length:d} spaces"))
def plain_prosperity(table: Table, length: int) -> None:
    """Tracks 1 to 6 (two orange, two green, two grey) without bonuses, so only the steps are seen."""
    tracks = component(table, "prosperity_tracks")
    for i, colour in enumerate(("orange", "orange", "green", "green", "grey", "grey"), start=1):
        tracks.append(
            {
                "id": f"track_{i}",
                "position": i,
                "colour": colour,
                "element": {"count": "roads"},
                "length": length,
                "bonus_spaces": [],
                "rates": [{"from_steps": 0, "vp": 0, "per": 1}],
                "source": "ruling",
            }
        )


@given(parsers.parse("the income phase of round {number:d} is next"))
def income_next(table: Table, number: int) -> None:
    table.notes["next_round"] = number


@given(parsers.parse("player {seat:d} has {amount:d} city points"))
def has_city_points(table: Table, seat: int, amount: int) -> None:
    table.builder.player(seat)["cp"] = amount


@when(parsers.re(r"player (?P<seat>\d+) places the (?P<tile>[\w-]+) tile on hex (?P<spot>-?\d+,-?\d+)$"))
def place_tile(table: Table, seat: str, tile: str, spot: str) -> None:
    act(table, int(seat), {"type": "place_terrain", "hex": spot, "tile": tile})


@when(parsers.re(r"player (?P<seat>\d+) places a road between (?P<a>-?\d+,-?\d+) and (?P<b>-?\d+,-?\d+)$"))
def place_road(table: Table, seat: str, a: str, b: str) -> None:
    act(table, int(seat), {"type": "place_road", "edge": edge(a, b)})


@when(parsers.parse("player {seat:d} stops"))
def stop(table: Table, seat: int) -> None:
    act(table, seat, {"type": "stop"})


@when(parsers.re(r"player (?P<seat>\d+) resolves the flip of hex (?P<spot>-?\d+,-?\d+) first$"))
def flip_first(table: Table, seat: str, spot: str) -> None:
    act(table, int(seat), {"type": "resolve_trigger", "trigger": "flip", "hex": spot})


@when(parsers.re(r"player (?P<seat>\d+) resolves the placement icon of hex (?P<spot>-?\d+,-?\d+) first$"))
def icon_first(table: Table, seat: str, spot: str) -> None:
    act(table, int(seat), {"type": "resolve_trigger", "trigger": "icon", "hex": spot})


@when(parsers.parse("player {seat:d} resolves the extra draw area {area} first"))
def area_first(table: Table, seat: int, area: str) -> None:
    act(table, seat, {"type": "resolve_trigger", "trigger": "draw_area", "area": area})


@when(parsers.re(r"player (?P<seat>\d+) flips the tile on hex (?P<spot>-?\d+,-?\d+)$"))
def flip_tile(table: Table, seat: str, spot: str) -> None:
    act(table, int(seat), {"type": "flip_tile", "hex": spot})


@when(parsers.re(r"player (?P<seat>\d+) places (?P<token>[\w-]+) on hex (?P<spot>-?\d+,-?\d+)$"))
def place_property(table: Table, seat: str, token: str, spot: str) -> None:
    act(table, int(seat), {"type": "place_property", "token": token, "hex": spot})


@when(parsers.re(r"player (?P<seat>\d+) places the clock tower on hex (?P<spot>-?\d+,-?\d+)$"))
def place_clock_tower(table: Table, seat: str, spot: str) -> None:
    act(table, int(seat), {"type": "place_clock_tower", "hex": spot})


@when(parsers.re(r"player (?P<seat>\d+) builds an? (?P<what>terrain tile|road) paying (?P<pay>.+)$"))
def build(table: Table, seat: str, what: str, pay: str) -> None:
    load(table)
    hand = table.engine.state()["players"][int(seat)]["hand"]
    card = sorted(hand)[0] if hand else "none"
    place = "terrain" if what == "terrain tile" else "road"
    act(table, int(seat), {"type": "build", "card": card, "pay": mix(pay), "place": place})


@when(parsers.parse("player {seat:d} moves a prosperity marker on track {number:d}"))
def map_prosperity_step(table: Table, seat: int, number: int) -> None:
    act(table, seat, {"type": "prosperity_step", "track": f"track_{number}"})


@when(parsers.parse("the round begins"))
def round_begins(table: Table) -> None:
    load(table)
