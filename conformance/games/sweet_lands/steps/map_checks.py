"""Then steps for the map: what lies on it, and which placements, flips and tokens are offered
(chapters 9, 10 and 19).
"""

from __future__ import annotations

import re

from pytest_bdd import parsers, then

from conformance.games.sweet_lands.steps.board import HEX, edge, hexes_in, legal, load, settled_player
from conformance.games.sweet_lands.steps.table import Table, resource


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
