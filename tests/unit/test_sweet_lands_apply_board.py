"""A parsed board against the geometry it is derived from, hex by hex and edge by edge.

`Board` finds neighbours and edges through (q, r) pairs and the touching edges by their places in
the rings of its hexes, for speed; these tests work the same tables out the plain way, from the ids,
with the functions of map.py that say what an edge and a touching edge are, on the printed sides and
on random small boards (some hexes written oddly), with and without a perimeter given.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from reference_impl.sweet_lands import default_content
from reference_impl.sweet_lands.map import Board, edge_hexes, hex_edges, hex_id, neighbours, parse_hex, touching_edges


def plain(data: dict[str, Any]) -> dict[str, Any]:
    """links, hex_edges, edge_sides and touching, worked out from the hex ids one lookup at a time."""
    on_map = {hex_id((item["q"], item["r"])): item for item in data["hexes"]}
    hexes = sorted(on_map, key=parse_hex)
    links = {h: [hex_id(n) for n in neighbours(parse_hex(h)) if hex_id(n) in on_map] for h in hexes}
    edges = {h: hex_edges(parse_hex(h)) for h in hexes}
    sides = {}
    for h in hexes:
        for e in edges[h]:
            a, b = edge_hexes(e)
            sides[e] = (hex_id(a), hex_id(b))
    touching = {e: tuple(t for t in touching_edges(e) if t in sides) for e in sides}
    return {"links": links, "hex_edges": edges, "edge_sides": sides, "touching": touching}


def random_board(rng: random.Random) -> dict[str, Any]:
    hexes: list[dict[str, Any]] = [
        {"q": rng.randint(-3, 3), "r": rng.randint(-3, 3), "terrain": rng.choice(["capital", "wheat", "sea"])}
        for _ in range(rng.randint(1, 30))
    ]
    if rng.random() < 0.3:
        # A hex the schema lets through but `hex_id` would not write: no neighbour finds it by its pair.
        hexes.append({"q": "0" + str(rng.randint(0, 2)), "r": rng.randint(-1, 1), "terrain": "wheat"})
    areas = [{"id": f"area{i}", "q": rng.randint(-4, 4), "r": rng.randint(-4, 4)} for i in range(rng.randint(0, 2))]
    return {"id": "random", "hexes": hexes, "extra_draw_areas": areas}


def plain_perimeter(data: dict[str, Any]) -> frozenset[str]:
    on_map = {hex_id((item["q"], item["r"])) for item in data["hexes"]}
    spots = {hex_id((a["q"], a["r"])) for a in data.get("extra_draw_areas", [])}
    return frozenset(h for h in on_map if any(hex_id(n) not in on_map | spots for n in neighbours(parse_hex(h))))


def assert_parsed_plainly(data: dict[str, Any]) -> None:
    b = Board(data)
    want = plain(data)
    if "perimeter" not in data:
        assert b.perimeter == plain_perimeter(data)
    assert b.links == want["links"]
    assert list(b.links) == list(want["links"])
    assert b.hex_edges == want["hex_edges"]
    assert b.edge_sides == want["edge_sides"]
    assert list(b.edge_sides) == list(want["edge_sides"])
    assert b.edges == frozenset(want["edge_sides"])
    # Which edges touch is what counts (SL-9.1.5): the rules look them up as a set.
    assert {e: sorted(t) for e, t in b.touching.items()} == {e: sorted(t) for e, t in want["touching"].items()}


@pytest.mark.parametrize("side", ["A", "B1", "B2"])
def test_a_printed_side_parses_as_its_ids_say(side: str) -> None:
    assert_parsed_plainly(default_content().by_id("map_boards")[side])


def test_random_boards_parse_as_their_ids_say() -> None:
    rng = random.Random(7)
    for _ in range(200):
        assert_parsed_plainly(random_board(rng))
