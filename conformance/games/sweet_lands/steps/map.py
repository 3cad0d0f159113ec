"""Steps for the map: boards, terrain tiles, roads, properties, cities, ports and the clock tower.

Maps, tile supplies, property tokens and characters are set up inline, so a
scenario's outcome follows from the rules and never from the provisional printed
content. Hexes are written `q,r` (axial coordinates); a road is named by the two
hexes its edge separates. Bonuses are written in words ("2 gold", "+1 wheat
income", "up to 2 roads, then 2 wood"); `bonus()` turns them into the effect
vocabulary of spec/sweet-lands/effects.md.
"""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import given, parsers, then, when

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


# -- Then ------------------------------------------------------------------------------------------


def settled_player(table: Table, seat: int) -> dict[str, Any]:
    load(table)
    player: dict[str, Any] = table.settled()["players"][seat]
    return player


def legal(table: Table) -> list[dict[str, Any]]:
    load(table)
    assert table.refusal is None, f"the last action was refused: {table.refusal}"
    return table.engine.legal_actions()


@then(parsers.re(r"hex " + HEX + r" of player (?P<seat>\d+) holds a (?P<side>face-up|flipped) (?P<tile>[\w-]+) tile$"))
def check_tile(table: Table, spot: str, seat: str, side: str, tile: str) -> None:
    have = settled_player(table, int(seat))["tiles"].get(spot)
    assert have == {"tile": tile, "flipped": side == "flipped"}, f"hex {spot} holds {have}"


@then(parsers.re(r"hex (?P<spot>-?\d+,-?\d+) of player (?P<seat>\d+) holds no terrain tile$"))
def check_no_tile(table: Table, spot: str, seat: str) -> None:
    have = settled_player(table, int(seat))["tiles"].get(spot)
    assert have is None, f"hex {spot} holds {have}"


@then(parsers.re(r"player (?P<seat>\d+) has (?P<count>\d+) terrain tiles? on the map$"))
def check_tile_count(table: Table, seat: str, count: str) -> None:
    tiles = settled_player(table, int(seat))["tiles"]
    assert len(tiles) == int(count), f"player {seat} has {len(tiles)} tiles: {tiles}"


@then(parsers.re(r"player (?P<seat>\d+) has (?P<count>\d+) roads? on the map$"))
def check_road_count(table: Table, seat: str, count: str) -> None:
    roads = settled_player(table, int(seat))["roads"]
    assert len(roads) == int(count), f"player {seat} has {len(roads)} roads: {roads}"


@then(parsers.re(r"player (?P<seat>\d+) has a road between (?P<a>-?\d+,-?\d+) and (?P<b>-?\d+,-?\d+)$"))
def check_road(table: Table, seat: str, a: str, b: str) -> None:
    roads = settled_player(table, int(seat))["roads"]
    assert edge(a, b) in roads, f"no road between {a} and {b}: {roads}"


@then(parsers.parse("player {seat:d} may place a terrain tile on exactly {spots}"))
def check_terrain_hexes(table: Table, seat: int, spots: str) -> None:
    found = {a["hex"] for a in legal(table) if a["type"] == "place_terrain"}
    assert found == set(hexes_in(spots)), f"terrain tiles may go on {sorted(found)}"


@then(parsers.re(r"player (?P<seat>\d+) may place on hex (?P<spot>-?\d+,-?\d+) exactly the tiles (?P<tiles>.+)$"))
def check_tiles_for_hex(table: Table, seat: str, spot: str, tiles: str) -> None:
    found = {a["tile"] for a in legal(table) if a["type"] == "place_terrain" and a["hex"] == spot}
    want = {t.strip() for t in re.split(r",| and ", tiles) if t.strip()}
    assert found == want, f"tiles offered on {spot}: {sorted(found)}"


@then(parsers.parse("player {seat:d} may place a road exactly between:"))
def check_road_edges(table: Table, seat: int, datatable: list[list[str]]) -> None:
    found = {a["edge"] for a in legal(table) if a["type"] == "place_road"}
    want = {edge(a, b) for a, b in (tuple(c.strip() for c in row) for row in datatable[1:])}
    assert found == want, f"roads may go on {sorted(found)}, expected {sorted(want)}"


@then(parsers.parse("player {seat:d} may stop"))
def check_may_stop(table: Table, seat: int) -> None:
    assert {"type": "stop"} in legal(table), "stopping is not offered"


@then(parsers.parse("player {seat:d} may not stop"))
def check_may_not_stop(table: Table, seat: int) -> None:
    actions = legal(table)
    assert actions, "no decision is pending"
    assert {"type": "stop"} not in actions, "stopping is offered"


@then(parsers.parse("player {seat:d} is asked to place a {what}"))
def check_asked_to_place(table: Table, seat: int, what: str) -> None:
    kind = {"terrain tile": "place_terrain", "road": "place_road", "property": "place_property"}[what]
    state = table.settled()
    assert state["pending"] is not None and state["pending"]["player"] == seat, f"pending: {state['pending']}"
    assert any(a["type"] == kind for a in legal(table)), f"player {seat} is not asked to place a {what}"


@then(parsers.parse("player {seat:d} may end the turn"))
def check_may_end(table: Table, seat: int) -> None:
    state = table.settled()
    assert state["pending"] is not None and state["pending"]["player"] == seat, f"pending: {state['pending']}"
    assert {"type": "end_turn"} in legal(table), "ending the turn is not offered"


@then(parsers.parse("player {seat:d} chooses what resolves first among:"))
def check_trigger_choice(table: Table, seat: int, datatable: list[list[str]]) -> None:
    found = []
    for a in legal(table):
        if a["type"] != "resolve_trigger":
            continue
        if a["trigger"] == "flip":
            found.append(f"the flip of hex {a['hex']}")
        elif a["trigger"] == "icon":
            found.append(f"the placement icon of hex {a['hex']}")
        else:
            found.append(f"the extra draw area {a['area']}")
    want = [row[0].strip() for row in datatable[1:]]
    assert sorted(found) == sorted(want), f"the choices are {sorted(found)}"


@then(parsers.parse("player {seat:d} may flip exactly the tiles on {spots}"))
def check_flip_choice(table: Table, seat: int, spots: str) -> None:
    found = {a["hex"] for a in legal(table) if a["type"] == "flip_tile"}
    assert found == set(hexes_in(spots)), f"tiles offered for flipping: {sorted(found)}"


@then(parsers.parse("player {seat:d} has activated the extra draw area {area}"))
def check_draw_area(table: Table, seat: int, area: str) -> None:
    areas = settled_player(table, seat)["draw_areas"]
    assert area in areas, f"active extra draw areas: {areas}"


@then(parsers.parse("player {seat:d} has not activated the extra draw area {area}"))
def check_no_draw_area(table: Table, seat: int, area: str) -> None:
    areas = settled_player(table, seat)["draw_areas"]
    assert area not in areas, f"active extra draw areas: {areas}"


@then(parsers.re(r"(?P<token>[\w-]+) stands on hex (?P<spot>-?\d+,-?\d+) of player (?P<seat>\d+)$"))
def check_property(table: Table, token: str, spot: str, seat: str) -> None:
    props = settled_player(table, int(seat))["properties"]
    assert props.get(spot) == token, f"properties: {props}"


@then(parsers.re(r"player (?P<seat>\d+) has (?P<count>\d+) propert(?:y|ies) on the map$"))
def check_property_count(table: Table, seat: str, count: str) -> None:
    props = settled_player(table, int(seat))["properties"]
    assert len(props) == int(count), f"properties: {props}"


@then(parsers.parse("player {seat:d} may place exactly the tokens {tokens}"))
def check_tokens(table: Table, seat: int, tokens: str) -> None:
    found = {a["token"] for a in legal(table) if a["type"] == "place_property"}
    want = {t.strip() for t in re.split(r",| and ", tokens) if t.strip() and t.strip() != "none"}
    assert found == want, f"tokens offered: {sorted(found)}"


@then(parsers.parse("player {seat:d} may place a property on exactly {spots}"))
def check_property_hexes(table: Table, seat: int, spots: str) -> None:
    found = {a["hex"] for a in legal(table) if a["type"] == "place_property"}
    assert found == set(hexes_in(spots)), f"property locations offered: {sorted(found)}"


@then("every player's capital hex gives 1 step on one income track or 1 step on one prosperity track")
def check_printed_capital_bonus(table: Table) -> None:
    """The capital hex bonus of each player's map board (SL-9.8.2): a choice of one income step or one
    prosperity step, on any track of either kind."""
    for seat, player in enumerate(table.settled()["players"]):
        effect = player["map"]["capital_effect"]
        assert list(effect) == ["choose"] and len(effect["choose"]) == 2, f"player {seat}: {effect}"
        by_name = {name: arg for option in effect["choose"] for name, arg in option.items()}
        income, prosperity = by_name.get("income_any"), by_name.get("advance_prosperity")
        assert income is not None and prosperity is not None, f"player {seat}: {effect}"
        assert sorted(income["kinds"]) == ["gold", "iron", "wheat", "wood"] and income["steps"] == 1, income
        assert sorted(prosperity["colors"]) == ["green", "grey", "orange"], prosperity
        assert prosperity["steps"] == 1 and not prosperity.get("up_to"), prosperity


@then(parsers.parse("player {seat:d} may place the clock tower on exactly {spots}"))
def check_tower_hexes(table: Table, seat: int, spots: str) -> None:
    found = {a["hex"] for a in legal(table) if a["type"] == "place_clock_tower"}
    assert found == set(hexes_in(spots)), f"clock tower locations offered: {sorted(found)}"


@then(parsers.parse("player {seat:d} may use action area {area}"))
def check_area_offered(table: Table, seat: int, area: str) -> None:
    assert {"type": "use_area", "area": area} in legal(table), f"area {area} is not offered"


@then(parsers.parse("player {seat:d} may build a {what}"))
def check_build_offered(table: Table, seat: int, what: str) -> None:
    place = "terrain" if what == "terrain tile" else "road"
    assert any(a["type"] == "build" and a["place"] == place for a in legal(table)), f"building a {what} is not offered"


@then(parsers.parse("player {seat:d} has {amount:d} city points"))
def check_city_points(table: Table, seat: int, amount: int) -> None:
    have = settled_player(table, seat)["cp"]
    assert have == amount, f"player {seat} has {have} city points"


@then(parsers.parse("player {seat:d} has {amount:d} victory points"))
def check_vp(table: Table, seat: int, amount: int) -> None:
    have = settled_player(table, seat)["vp"]
    assert have == amount, f"player {seat} has {have} victory points"


@then(parsers.re(r"player (?P<seat>\d+)'s income of (?P<word>\w+) is (?P<amount>\d+)$"))
def check_income(table: Table, seat: str, word: str, amount: str) -> None:
    have = settled_player(table, int(seat))["income"][resource(word)]
    assert have == int(amount), f"player {seat}'s {word} income is {have}"


@then(
    parsers.re(
        r"player (?P<seat>\d+) scores (?P<points>-?\d+) for (?P<item>ports|city points|property bonuses) at the end$"
    )
)
def check_score_item(table: Table, seat: str, points: str, item: str) -> None:
    load(table)
    scores = table.engine.score()
    mine = next(s for s in scores if s["player"] == int(seat))
    key = item.replace(" ", "_")
    assert mine["items"][key] == int(points), f"player {seat} scores {mine['items'][key]} for {item}"


@then(parsers.parse("player {seat:d}'s prosperity markers have advanced {steps}"))
def check_map_prosperity(table: Table, seat: int, steps: str) -> None:
    have = settled_player(table, seat)["prosperity"]
    want = [int(n) for n in re.findall(r"\d+", steps)]
    assert have == want, f"player {seat}'s prosperity markers: {have}"
