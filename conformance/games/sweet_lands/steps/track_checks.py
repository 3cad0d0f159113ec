"""Then steps for the tracks: where the markers stand, which steps and payments are offered, the
cookie rabbits placed and the prosperity scored (chapters 11 to 13).
"""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import parsers, then

from conformance.games.sweet_lands.steps.board import (
    hexes_in,
    legal,
    load,
    mix,
    settled_player,
)
from conformance.games.sweet_lands.steps.table import Table
from conformance.games.sweet_lands.steps.tracks import MARKERS, track_index

# -- Then ---------------------------------------------------------------------------------------------------


def asked(table: Table, seat: int) -> list[dict[str, Any]]:
    """The answers of the pending decision, which must be `seat`'s."""
    actions = legal(table)
    pending = table.engine.state()["pending"]
    assert pending is not None and pending["player"] == seat, f"the pending decision is {pending}"
    return actions


@then(parsers.re(r"player (?P<seat>\d+)'s (?P<marker>carriage|locomotive) is on space (?P<space>\d+)$"))
def check_marker(table: Table, seat: str, marker: str, space: str) -> None:
    have = settled_player(table, int(seat))[marker]
    assert have == int(space), f"player {seat}'s {marker} is on {have}"


@then(parsers.parse("player {seat:d}'s locomotive is beside the board"))
def check_locomotive_off(table: Table, seat: int) -> None:
    have = settled_player(table, seat)["locomotive"]
    assert have is None, f"player {seat}'s locomotive is on space {have}"


@then(parsers.re(r"player (?P<seat>\d+) may move (?P<which>only the carriage|only the locomotive|either marker)$"))
def check_markers(table: Table, seat: str, which: str) -> None:
    found = {a["marker"] for a in asked(table, int(seat)) if a["type"] == "industry_step"}
    want = set(MARKERS) if which == "either marker" else {which.removeprefix("only the ")}
    assert found == want, f"the step may go to {sorted(found)}"


@then(parsers.parse("player {seat:d}'s food marker is on space {space:d}"))
def check_food(table: Table, seat: int, space: int) -> None:
    have = settled_player(table, seat)["food"]
    assert have == space, f"player {seat}'s food marker is on {have}"


@then(parsers.parse("player {seat:d} is asked whether to take a food step"))
def check_food_asked(table: Table, seat: int) -> None:
    found = asked(table, seat)
    assert sorted(a["type"] for a in found) == ["food_step", "stop"], f"the answers are {found}"


@then(parsers.parse("player {seat:d} holds the wood discount tiles of {values}"))
def check_discounts(table: Table, seat: int, values: str) -> None:
    have = settled_player(table, seat)["discounts"]
    want = sorted(int(v) for v in re.findall(r"\d+", values))
    assert sorted(have) == want, f"player {seat} holds the wood discount tiles {have}"


@then(parsers.parse("player {seat:d} holds no wood discount tile"))
def check_no_discount(table: Table, seat: int) -> None:
    have = settled_player(table, seat)["discounts"]
    assert have == [], f"player {seat} holds the wood discount tiles {have}"


@then(parsers.parse("player {seat:d} may place the cookie rabbit on exactly {spots}"))
def check_rabbit_hexes(table: Table, seat: int, spots: str) -> None:
    found = {a["hex"] for a in asked(table, seat) if a["type"] == "place_rabbit"}
    assert found == set(hexes_in(spots)), f"the rabbit may go on {sorted(found)}"


@then(parsers.re(r"player (?P<seat>\d+) has cookie rabbits on (?P<spots>.+)$"))
def check_rabbits(table: Table, seat: str, spots: str) -> None:
    have = settled_player(table, int(seat))["rabbits"]
    assert sorted(have) == sorted(hexes_in(spots)), f"player {seat} has cookie rabbits on {have}"


@then(parsers.parse("player {seat:d} has no cookie rabbit on the map"))
def check_no_rabbit(table: Table, seat: int) -> None:
    have = settled_player(table, seat)["rabbits"]
    assert have == [], f"player {seat} has cookie rabbits on {have}"


@then(parsers.parse("player {seat:d} may take 6 VP for the missing cookie rabbit or stop"))
def check_rabbit_vp_asked(table: Table, seat: int) -> None:
    found = asked(table, seat)
    assert sorted(a["type"] for a in found) == ["rabbit_vp", "stop"], f"the answers are {found}"


@then(parsers.parse("player {seat:d} may move the markers on exactly {tracks}"))
def check_tracks(table: Table, seat: int, tracks: str) -> None:
    found = {a["track"] for a in asked(table, seat) if a["type"] == "prosperity_step"}
    want = {t for t in re.split(r",\s*|\s+and\s+", tracks.strip()) if t and t != "none"}
    assert found == want, f"the step may go to {sorted(found)}"


@then(parsers.re(r"player (?P<seat>\d+)'s marker on (?P<track>[\w-]+) has advanced (?P<steps>\d+) spaces?$"))
def check_prosperity(table: Table, seat: str, track: str, steps: str) -> None:
    have = settled_player(table, int(seat))["prosperity"][track_index(table, track)]
    assert have == int(steps), f"player {seat}'s marker on {track} has advanced {have} spaces"


@then(parsers.parse("the rightmost space of {track} was first reached by player {seat:d}"))
def check_first(table: Table, track: str, seat: int) -> None:
    load(table)
    first = table.settled()["prosperity_first"].get(track)
    assert first == seat, f"the first player on the rightmost space of {track} is {first}"


@then(parsers.parse("nobody has reached the rightmost space of {track}"))
def check_nobody_first(table: Table, track: str) -> None:
    load(table)
    first = table.settled()["prosperity_first"].get(track)
    assert first is None, f"player {first} reached the rightmost space of {track} first"


@then(parsers.re(r"player (?P<seat>\d+) has (?P<amount>\d+) industry points?$"))
def check_industry_points(table: Table, seat: str, amount: str) -> None:
    have = settled_player(table, int(seat))["ip"]
    assert have == int(amount), f"player {seat} has {have} industry points"


@then(parsers.re(r"player (?P<seat>\d+) has 1 victory point$"))
def check_one_vp(table: Table, seat: str) -> None:
    have = settled_player(table, int(seat))["vp"]
    assert have == 1, f"player {seat} has {have} victory points"


@then(parsers.re(r"player (?P<seat>\d+) has unlocked (?P<count>\d+) wonder icons?$"))
def check_wonders(table: Table, seat: str, count: str) -> None:
    have = settled_player(table, int(seat))["wonders"]
    assert have == int(count), f"player {seat} has unlocked {have} wonder icons"


@then(parsers.parse("player {seat:d} scores {points:d} for prosperity at the end"))
def check_prosperity_score(table: Table, seat: int, points: int) -> None:
    load(table)
    mine = next(s for s in table.engine.score() if s["player"] == seat)
    assert mine["items"]["prosperity"] == points, f"player {seat} scores {mine['items']['prosperity']} for prosperity"


@then(parsers.parse("player {seat:d} may pay exactly {choices}"))
def check_payments(table: Table, seat: int, choices: str) -> None:
    found = [a["resources"] for a in asked(table, seat) if a["type"] == "pay"]
    want = [mix(c) for c in choices.split(" or ")]
    assert sorted(map(sorted, (m.items() for m in found))) == sorted(map(sorted, (m.items() for m in want))), (
        f"the payments offered are {found}"
    )


@then(parsers.parse("every player's carriage is on space {space:d} and their locomotive beside the board"))
def check_start_industry(table: Table, space: int) -> None:
    for p in table.state()["players"]:
        where = (p["carriage"], p["locomotive"])
        assert where == (space, None), f"player {p['seat']}'s carriage and locomotive: {where}"


@then(parsers.parse("every player's food marker is on space {space:d}"))
def check_start_food(table: Table, space: int) -> None:
    for p in table.state()["players"]:
        assert p["food"] == space, f"player {p['seat']}'s food marker is on {p['food']}"


@then("every player's prosperity markers are on the leftmost spaces of the six tracks")
def check_start_prosperity(table: Table) -> None:
    for p in table.state()["players"]:
        assert p["prosperity"] == [0] * 6, f"player {p['seat']}'s prosperity markers: {p['prosperity']}"
