"""Steps for the tracks: the industry track, the food track and its cookie rabbits, the prosperity tracks.

Every scenario lays out the tracks it relies on in a table (they replace the
printed ones through the state's component tables), so its outcome follows from
the rules and never from the provisional printed layout. Bonuses are written in
words; on top of the map steps' words ("2 gold", "1 VP", "+1 wheat income") these
steps read the track words of `effect()`: "the locomotive", "a wonder icon",
"wood discount tile 1", "up to 2 industry steps", "1 food step", "2 prosperity
steps on the orange tracks", "a cookie rabbit".
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

from pytest_bdd import given, parsers, then, when

from conformance.engines.engine import Engine
from conformance.games.sweet_lands.builder import TableBuilder
from conformance.games.sweet_lands.steps.board import (
    act,
    bonus,
    character,
    component,
    edge,
    hexes_in,
    mix,
    player_map,
)
from conformance.games.sweet_lands.steps.table import Table
from rulecore.registry import info

MARKERS = ("carriage", "locomotive")
ELEMENT_WORDS = {
    "terrain tiles": "terrain_tiles",
    "cookie rabbits": "rabbits_on_map",
    "roads": "roads",
    "properties": "properties",
    "automated cards": "automated_cards",
    "industry points": "industry_points",
}
PER_PASS_WORDS = {
    "industry point gained in the pass": {"count": "industry_points_this_pass"},
    "space the furthest industry marker has advanced": {"count": "industry_steps"},
    "space the carriage has advanced": {"count": "industry_steps", "param": "carriage"},
    "space the locomotive has advanced": {"count": "industry_steps", "param": "locomotive"},
    "space the food marker has advanced": {"count": "food_steps"},
    "city with the clock tower": {"count": "cities_with_clock_tower"},
    "space advanced on the prosperity tracks": {"count": "prosperity_steps"},
    "space advanced in the colour with the least progress": {"count": "prosperity_colour_steps", "param": "least"},
    "space advanced in the colour with the most progress": {"count": "prosperity_colour_steps", "param": "most"},
}
COLOURS = ("orange", "green", "grey")


# -- words to data ---------------------------------------------------------------------------------


def _colours(text: str) -> list[str] | str:
    if text == "any track":
        return list(COLOURS)
    if text == "the colour with the least progress":
        return "least_progress"
    found = [c for c in COLOURS if re.search(rf"\b{c}\b", text)]
    assert found, f"cannot read the prosperity tracks {text!r}"
    return found


def _track_part(text: str) -> dict[str, Any] | None:
    """One part of a track bonus in words, or None when it is one of the map steps' words."""
    text = text.strip()
    if text == "the locomotive":
        return {"locomotive": {}}
    if text == "a wonder icon":
        return {"wonder": {}}
    if text == "a skill tile":
        return {"skill_tile": 1}
    m = re.fullmatch(r"wood discount tile (\d)", text)
    if m:
        return {"wood_discount": int(m[1])}
    m = re.fullmatch(r"(up to )?(\d+) (industry|food) steps?", text)
    if m:
        # A plain advance leaves out the optional "up to" flag: the effect vocabulary makes it false when
        # absent, and an engine must read that default, not only the flag written out.
        steps: dict[str, Any] = {"track": m[3], "steps": int(m[2])}
        return {"advance": {**steps, "up_to": True} if m[1] else steps}
    m = re.fullmatch(r"(up to )?(\d+) prosperity steps? on (.+)", text)
    if m:
        return {"advance_prosperity": {"colors": _colours(m[3]), "steps": int(m[2]), "up_to": bool(m[1])}}
    m = re.fullmatch(r"(up to )?(a|\d+) cookie rabbits?", text)
    if m:
        count = 1 if m[2] == "a" else int(m[2])
        return {"place": {"what": "rabbit", "count": count, "up_to": bool(m[1])}}
    return None


def effect(text: str) -> dict[str, Any] | None:
    """A bonus in words (parts joined by ", then" resolve in that order); blank is no bonus."""
    text = text.strip()
    if not text:
        return None
    parts = []
    for part in (p for p in re.split(r",? then ", text) if p):
        parts.append(_track_part(part) or bonus(part))
    return parts[0] if len(parts) == 1 else {"all": parts}


def rows(datatable: list[list[str]]) -> list[dict[str, str]]:
    header = [h.strip() for h in datatable[0]]
    return [dict(zip(header, (c.strip() for c in raw), strict=True)) for raw in datatable[1:]]


def with_bonus(item: dict[str, Any], key: str, text: str) -> dict[str, Any]:
    found = effect(text)
    if found is not None:
        item[key] = found
    return item


def rates(text: str) -> list[dict[str, int]]:
    """`1: 1 VP per 3, 3: 1 VP per 2` -> rows from 1 and 3 steps advanced; none below the first."""
    out = [{"from_steps": 0, "vp": 0, "per": 1}]
    for steps, vp, per in re.findall(r"(\d+): (\d+) VP per (\d+)", text):
        out.append({"from_steps": int(steps), "vp": int(vp), "per": int(per)})
    return out


def prosperity_ids(table: Table) -> list[str]:
    return [t["id"] for t in component(table, "prosperity_tracks")]


def track_index(table: Table, track: str) -> int:
    """A track's place from the top: in the scenario's tracks, or `prosperity_N` on the printed board."""
    ids = prosperity_ids(table)
    printed = re.fullmatch(r"prosperity_([1-6])", track)
    if not ids and printed:
        return int(printed[1]) - 1
    assert track in ids, f"no prosperity track {track!r} in this scenario: {ids}"
    return ids.index(track)


# -- Given: the tracks -------------------------------------------------------------------------------


@given(parsers.parse("the industry track is:"))
def industry_track(table: Table, datatable: list[list[str]]) -> None:
    """Columns: space, carriage bonus, locomotive bonus, industry points, research lab after; last row = the end."""
    spaces = component(table, "industry_track")
    found = rows(datatable)
    for i, row in enumerate(found):
        item: dict[str, Any] = {"id": f"industry_{row['space']}", "type": "space", "space": int(row["space"])}
        with_bonus(item, "orange", row.get("carriage bonus", ""))
        with_bonus(item, "green", row.get("locomotive bonus", ""))
        if row.get("industry points"):
            item["ip"] = int(row["industry points"])
        if row.get("research lab after"):
            item["lab_after"] = row["research lab after"]
        if i == len(found) - 1:
            item["final"] = True
        item["source"] = "ruling"
        spaces.append(item)


@given(parsers.parse("the food track is:"))
def food_track(table: Table, datatable: list[list[str]]) -> None:
    """Columns: space, bonus; the first row is the start (space 0) and the last row the end.

    The end is left unmarked: the optional "final" flag only repeats that the last space is the end,
    and an engine must know the end of a track laid out without it.
    """
    items = component(table, "food_track")
    for row in rows(datatable):
        item: dict[str, Any] = {"id": f"food_{row['space']}", "type": "space", "space": int(row["space"])}
        with_bonus(item, "bonus", row.get("bonus", ""))
        item["source"] = "ruling"
        items.append(item)


@given(parsers.parse("the cookie rabbits above the food track are:"))
def rabbits_above(table: Table, datatable: list[list[str]]) -> None:
    """Columns: rabbit (1 = leftmost), column (the food space it sits above), bonus."""
    items = component(table, "food_track")
    for row in rows(datatable):
        item: dict[str, Any] = {
            "id": f"rabbit_{row['rabbit']}",
            "type": "rabbit",
            "order": int(row["rabbit"]),
            "space": int(row["column"]),
        }
        with_bonus(item, "bonus", row.get("bonus", ""))
        item["source"] = "ruling"
        items.append(item)


@given(parsers.parse("the prosperity tracks are:"))
def prosperity_tracks(table: Table, datatable: list[list[str]]) -> None:
    """Columns: track, colour, steps to the rightmost, bonus spaces (`2: 1 wood; 3: 1 gold`), rightmost bonus,
    and optionally scores (the element) and rates (`1: 1 VP per 3, 3: 1 VP per 2`). Top track first."""
    tracks = component(table, "prosperity_tracks")
    for position, row in enumerate(rows(datatable), start=1):
        item: dict[str, Any] = {
            "id": row["track"],
            "position": position,
            "colour": row["colour"],
            "length": int(row["steps to the rightmost"]),
            "bonus_spaces": [
                {"steps": int(steps), "effect": effect(words)}
                for steps, words in re.findall(r"(\d+): ([^;]+)", row.get("bonus spaces", ""))
            ],
            "rates": rates(row.get("rates", "")),
            "element": {"count": ELEMENT_WORDS[row.get("scores") or "industry points"]},
            "source": "ruling",
        }
        with_bonus(item, "rightmost_bonus", row.get("rightmost bonus", ""))
        tracks.append(item)


# -- Given: markers and holdings -------------------------------------------------------------------------


@given(parsers.re(r"player (?P<seat>\d+)'s (?P<marker>carriage|locomotive) is on space (?P<space>\d+)$"))
def marker_on(table: Table, seat: str, marker: str, space: str) -> None:
    table.builder.player(int(seat))[marker] = int(space)


@given(parsers.parse("player {seat:d}'s food marker is on space {space:d}"))
def food_marker_on(table: Table, seat: int, space: int) -> None:
    table.builder.player(seat)["food"] = space


@given(parsers.re(r"player (?P<seat>\d+)'s marker on (?P<track>[\w-]+) has advanced (?P<steps>\d+) spaces?$"))
def prosperity_marker(table: Table, seat: str, track: str, steps: str) -> None:
    table.builder.player(int(seat))["prosperity"][track_index(table, track)] = int(steps)


@given(parsers.parse("player {seat:d} was the first to reach the rightmost space of {track}"))
def first_there(table: Table, seat: int, track: str) -> None:
    table.builder.state["prosperity_first"][track] = seat


@given(parsers.re(r"player (?P<seat>\d+) has cookie rabbits on (?P<spots>.+)$"))
def has_rabbits(table: Table, seat: str, spots: str) -> None:
    """Rabbits on hexes of the player's map (decisions.md D7.5); hexes the map lacks are added to it as wheat."""
    board = player_map(table, int(seat))
    known = {f"{h['q']},{h['r']}" for h in board["hexes"]}
    for spot in hexes_in(spots):
        if spot not in known:
            q, r = (int(n) for n in spot.split(","))
            board["hexes"].append({"q": q, "r": r, "terrain": "wheat"})
    table.builder.player(int(seat))["rabbits"] = sorted(hexes_in(spots))


@given(parsers.re(r"player (?P<seat>\d+) has (?P<count>\d+) terrain tiles? on the map$"))
def has_terrain_tiles(table: Table, seat: str, count: str) -> None:
    """Face-up wheat tiles in a row east of the capital hex, on a map made for them."""
    tiles = component(table, "terrain_tiles")
    if not any(t["id"] == "scenario-wheat" for t in tiles):
        tiles.append(
            {"id": "scenario-wheat", "terrain": "wheat", "copies": 1, "flip_bonus": {"all": []}, "source": "ruling"}
        )
    board = player_map(table, int(seat))
    board["hexes"] = [{"q": q, "r": 0, "terrain": "capital" if q == 0 else "wheat"} for q in range(int(count) + 1)]
    table.builder.player(int(seat))["tiles"] = {
        f"{q},0": {"tile": "scenario-wheat", "flipped": False} for q in range(1, int(count) + 1)
    }


# -- Given: characters ------------------------------------------------------------------------------------


@given(parsers.parse("player {seat:d}'s character has a free action that gives {words}"))
def free_action(table: Table, seat: int, words: str) -> None:
    character(table, seat)["basic_abilities"].append({"timing": "free_action", "effect": effect(words), "per_round": 1})


@given(parsers.parse("player {seat:d} holds a face-up skill tile {tile} whose flip ability gives {words}"))
def face_up_flip_tile(table: Table, seat: int, tile: str, words: str) -> None:
    """A vehicle for an effect that is offered even when it would change nothing (unlike SL-23.1.13's)."""
    tiles = component(table, "skill_tiles")
    ability = {"timing": "flip", "effect": effect(words)}
    tiles.append({"id": tile, "set": "regular", "number": len(tiles) + 1, "copies": 1, "abilities": [ability]})
    table.builder.player(seat)["skill_tiles"][tile] = True


@given(parsers.parse("player {seat:d}'s character scores {vp:d} VP per {words} at each pass"))
def pass_points(table: Table, seat: int, vp: int, words: str) -> None:
    count = {**PER_PASS_WORDS[words], "times": vp}
    character(table, seat)["basic_abilities"].append({"timing": "pass", "effect": {"vp": count}})


@given(parsers.parse("player {seat:d}'s clock tower scores {vp:d} VP per {words} at each pass"))
def clock_tower_pass_points(table: Table, seat: int, vp: int, words: str) -> None:
    count = {**PER_PASS_WORDS[words], "times": vp}
    character(table, seat)["clock_tower_abilities"].append({"timing": "pass", "effect": {"vp": count}})


@given(parsers.parse("player {seat:d}'s character pays {iron:d} iron less for action areas {areas}"))
def iron_discount(table: Table, seat: int, iron: int, areas: str) -> None:
    character(table, seat)["basic_abilities"].append(
        {
            "timing": "permanent",
            "modifier": "industry_area_iron_discount",
            "params": {"iron": iron, "areas": re.findall(r"\b[A-Z]\b", areas)},
        }
    )


@given(parsers.parse("player {seat:d}'s character may pay wood for the wheat of action areas {areas}"))
def wheat_with_wood(table: Table, seat: int, areas: str) -> None:
    character(table, seat)["basic_abilities"].append(
        {
            "timing": "permanent",
            "modifier": "rabbit_wheat_payable_with_wood",
            "params": {"areas": re.findall(r"\b[A-Z]\b", areas)},
        }
    )


@given(parsers.parse("player {seat:d}'s character gains {words} at each income phase"))
def income_ability(table: Table, seat: int, words: str) -> None:
    character(table, seat)["basic_abilities"].append({"timing": "income", "effect": effect(words)})


@given(parsers.parse("a new {players:d}-player game is set up from seed {seed:d}"), target_fixture="table")
def new_game(engine: Engine, players: int, seed: int) -> Table:
    table = Table(engine, TableBuilder(players=players))
    engine.new_game("sweet-lands", players, seed)
    table.loaded = True
    return table


# -- When --------------------------------------------------------------------------------------------------


@when(parsers.re(r"player (?P<seat>\d+) moves the (?P<marker>carriage|locomotive)$"))
def move_marker(table: Table, seat: str, marker: str) -> None:
    act(table, int(seat), {"type": "industry_step", "marker": marker})


@when(parsers.parse("player {seat:d} takes a food step"))
def food_step(table: Table, seat: int) -> None:
    act(table, seat, {"type": "food_step"})


@when(parsers.parse("player {seat:d} takes no food step"))
def no_food_step(table: Table, seat: int) -> None:
    act(table, seat, {"type": "stop"})


@when(parsers.re(r"player (?P<seat>\d+) places the cookie rabbit on hex (?P<spot>-?\d+,-?\d+)$"))
def place_rabbit(table: Table, seat: str, spot: str) -> None:
    act(table, int(seat), {"type": "place_rabbit", "hex": spot})


@when(parsers.parse("player {seat:d} takes 6 VP for the missing cookie rabbit"))
def rabbit_vp(table: Table, seat: int) -> None:
    act(table, seat, {"type": "rabbit_vp"})


@when(parsers.parse("player {seat:d} moves the marker on {track}"))
def prosperity_step(table: Table, seat: int, track: str) -> None:
    act(table, seat, {"type": "prosperity_step", "track": track})


@when(parsers.re(r"player (?P<seat>\d+) pays (?P<words>\d+ \w+(?:(?:,| and) \d+ \w+)*)$"))
def pay(table: Table, seat: str, words: str) -> None:
    act(table, int(seat), {"type": "pay", "resources": mix(words)})


# -- the printed tracks' elements (SL-13.5.2) ------------------------------------------------------------

ELEMENT_COUNT = 6
"""How many of each element the scenario's variants give the player (enough for any rate to pay)."""


def _with_element(state: dict[str, Any], seat: int, element: str) -> None:
    """Give the player ELEMENT_COUNT of one prosperity element, on a map of their own where pieces need one."""
    player = state["players"][seat]
    board = player["map"] or {"id": f"scenario-{seat}", "hexes": [], "extra_draw_areas": [], "ports": []}
    player["map"] = board
    spots = [(q, 0) for q in range(1, ELEMENT_COUNT + 2)]
    capitals = [(q, 4) for q in range(ELEMENT_COUNT)]
    known = {(h["q"], h["r"]) for h in board["hexes"]}
    board["hexes"] += [{"q": q, "r": r, "terrain": "wheat"} for q, r in spots if (q, r) not in known]
    board["hexes"] += [{"q": q, "r": r, "terrain": "capital"} for q, r in capitals if (q, r) not in known]
    if element == "terrain tiles":
        for q, r in spots[:ELEMENT_COUNT]:
            player["tiles"][f"{q},{r}"] = {"tile": "wheat_income", "flipped": True}
    elif element == "roads":
        player["roads"] = sorted(edge(f"{q},0", f"{q + 1},0") for q in range(1, ELEMENT_COUNT + 1))
    elif element in ("properties", "cookie rabbits"):
        homes = [f"{q},{r}" for q, r in capitals]
        tokens = ("shop_orange", "shop_green", "shop_grey", "lab_1", "lab_2", "lab_3")
        player["properties"] = dict(zip(homes, tokens, strict=True))
        if element == "cookie rabbits":
            player["rabbits"] = sorted(homes)
    elif element == "automated cards":
        cards = [f"z{i:03d}" for i in range(3)]
        state["cards"].update(dict.fromkeys(cards, "plain"))
        for column, card in zip(("agricultural", "forestry", "mining"), cards, strict=True):
            player["automated"][column] = [card]
    elif element == "industry points":
        player["ip"] = 4 * ELEMENT_COUNT
    else:
        raise AssertionError(f"no prosperity element {element!r}")


PROSPERITY_ELEMENTS = (
    "terrain tiles",
    "cookie rabbits",
    "roads",
    "properties",
    "automated cards",
    "industry points",
)


@given(parsers.parse("player {seat:d}'s marker on {track} is on its rightmost space"))
def marker_rightmost(table: Table, seat: int, track: str) -> None:
    printed = json.loads((info("sweet-lands").spec_dir / "components" / "prosperity_tracks.json").read_text())
    (item,) = (t for t in printed["items"] if t["id"] == track)
    table.builder.player(seat)["prosperity"][track_index(table, track)] = int(item["length"])


@then(parsers.parse("at the end player {seat:d} scores prosperity for the {element} and for no other element"))
def scores_only(table: Table, seat: int, element: str) -> None:
    """Two variants of the table, loaded in turn: every element but this one scores nothing, and adding
    this one scores something (the rates themselves are the printed board's, not checked here)."""

    def prosperity(elements: list[str]) -> int:
        state = copy.deepcopy(table.builder.build())
        for name in elements:
            if not (name == "cookie rabbits" and "properties" not in elements):
                _with_element(state, seat, name)
        table.engine.load(state)
        mine = next(s for s in table.engine.score() if s["player"] == seat)
        return int(mine["items"]["prosperity"])

    others = [e for e in PROSPERITY_ELEMENTS if e != element]
    without = prosperity(others)
    assert without == 0, f"player {seat} scores {without} for prosperity from the other elements"
    assert prosperity([*others, element]) > 0, f"player {seat} scores nothing for the {element}"
