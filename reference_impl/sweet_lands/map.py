"""Map board geometry: axial hexes, edges, which edges touch, and a parsed view of one board (chapter 9).

A hex is `(q, r)` in axial coordinates and is written `"q,r"` in the state. An
edge is the pair of hexes it separates, written `"q,r|q,r"` with the two hexes in
ascending `(q, r)` order compared as numbers (components.schema.json), so every
edge has exactly one id. Two edges are adjacent when they share a corner
(SL-9.1.5): the two hexes of an edge have exactly two common neighbours, and the
edges from each side to those two hexes are the four edges that touch it.

`board(map)` turns a player's map (the `map` field of the state, shaped like an
item of components/map_boards.json) into a `Board` of precomputed sets. Boards
are cached by the identity of the map object, which never changes during a game,
so the hot path pays for parsing once.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import orjson

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
"""The six axial neighbour offsets, in ring order: consecutive entries share a corner."""

CAPITAL = "capital"
SPECIAL = "special"


def parse_hex(text: str) -> Hex:
    q, _, r = text.partition(",")
    return int(q), int(r)


def hex_id(h: Hex) -> str:
    return f"{h[0]},{h[1]}"


def neighbours(h: Hex) -> list[Hex]:
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def edge_id(a: Hex, b: Hex) -> str:
    """The canonical id of the edge between two adjacent hexes."""
    lo, hi = (a, b) if a <= b else (b, a)
    return f"{lo[0]},{lo[1]}|{hi[0]},{hi[1]}"


def edge_hexes(edge: str) -> tuple[Hex, Hex]:
    a, _, b = edge.partition("|")
    return parse_hex(a), parse_hex(b)


def hex_edges(h: Hex) -> list[str]:
    """The six edges around a hex."""
    return [edge_id(h, n) for n in neighbours(h)]


def common_neighbours(a: Hex, b: Hex) -> list[Hex]:
    """The two hexes adjacent to both of two adjacent hexes: one at each end of their edge."""
    around_b = set(neighbours(b))
    return [n for n in neighbours(a) if n in around_b]


def touching_edges(edge: str) -> list[str]:
    """The four edges that share a corner with `edge` (SL-9.1.5)."""
    a, b = edge_hexes(edge)
    out = []
    for c in common_neighbours(a, b):
        out.append(edge_id(a, c))
        out.append(edge_id(b, c))
    return out


class Board:
    """One map board side, parsed: what the placement rules of chapter 9 look up."""

    __slots__ = (
        "area_edges",
        "area_hexes",
        "areas",
        "bonus",
        "capital_effect",
        "capital_reach",
        "capitals",
        "edge_sides",
        "edges",
        "hex_edges",
        "hexes",
        "id",
        "links",
        "near_capital",
        "open",
        "order",
        "perimeter",
        "ports",
        "terrain",
        "touching",
    )

    def __init__(self, data: dict[str, Any]) -> None:
        self.id: str = data.get("id", "")
        self.terrain: dict[str, str] = {}
        self.bonus: dict[str, Any] = {}
        for item in data["hexes"]:
            h = hex_id((item["q"], item["r"]))
            self.terrain[h] = item["terrain"]
            if item.get("bonus"):
                self.bonus[h] = item["bonus"]
        self.hexes: list[str] = sorted(self.terrain, key=parse_hex)
        self.order: dict[str, int] = {h: i for i, h in enumerate(self.hexes)}
        """Each hex's place in `hexes`: a set of hexes sorted by it is in board order."""
        self.capitals: list[str] = [h for h in self.hexes if self.terrain[h] == CAPITAL]
        self.open: frozenset[str] = frozenset(h for h in self.hexes if self.terrain[h] != CAPITAL)
        """The hexes that can ever take a terrain tile: all but the capitals (SL-9.3.7)."""
        self.capital_effect: Any = data.get("capital_effect")
        # Parsing works on (q, r) pairs and writes each edge's id once: a board is parsed when a process
        # first meets it, and a string made per lookup was most of that time. `cells` finds a hex of the
        # board by its pair (only a hex written as `hex_id` writes it, as looking up `hex_id(n)` would).
        at = {h: parse_hex(h) for h in self.hexes}
        cells = {here: h for h, here in at.items() if hex_id(here) == h}
        # Every edge of a board hex, by the sum of its two hexes: twice its middle, the same from either side
        # (of the neighbours of one hex, only opposite ones sum alike, and those are the same two hexes).
        sides: dict[Hex, str] = {}
        # Neighbours on the board, and the edges of every hex of the board (roads go only there, SL-9.2.1).
        self.links: dict[str, list[str]] = {}
        self.hex_edges: dict[str, list[str]] = {}
        self.edge_sides: dict[str, tuple[str, str]] = {}
        rings: dict[Hex, tuple[list[Hex], list[str]]] = {}  # the neighbours and edges of each board hex, by its pair
        for h, here in at.items():
            around = neighbours(here)
            self.links[h] = [cells[n] for n in around if n in cells]
            edges = self.hex_edges[h] = []
            for n in around:
                e = sides.get((here[0] + n[0], here[1] + n[1]))
                if e is None:
                    e = sides[here[0] + n[0], here[1] + n[1]] = edge_id(here, n)
                    lo, hi = (here, n) if here <= n else (n, here)
                    self.edge_sides[e] = (cells.get(lo) or hex_id(lo), cells.get(hi) or hex_id(hi))
                edges.append(e)
            rings[here] = (around, edges)
        self.edges: frozenset[str] = frozenset(self.edge_sides)
        self.touching: dict[str, tuple[str, ...]] = _touching(rings)
        capital_edges = {e for c in self.capitals for e in self.hex_edges[c]}
        reach = set(capital_edges)
        for e in capital_edges:
            reach.update(self.touching[e])
        self.capital_reach: frozenset[str] = frozenset(reach)
        self.near_capital: frozenset[str] = frozenset(n for c in self.capitals for n in self.links[c])
        # Extra draw areas: positions off the playable hexes, with their neighbouring hexes and six edges.
        self.areas: list[str] = []
        self.area_hexes: dict[str, list[str]] = {}
        self.area_edges: dict[str, list[str]] = {}
        area_spots: set[str] = set()
        for area in data.get("extra_draw_areas", []):
            spot = (area["q"], area["r"])
            area_spots.add(hex_id(spot))
            self.areas.append(area["id"])
            self.area_hexes[area["id"]] = [hex_id(n) for n in neighbours(spot) if hex_id(n) in self.terrain]
            self.area_edges[area["id"]] = [edge_id(spot, n) for n in neighbours(spot)]
        given = data.get("perimeter")
        self.perimeter: frozenset[str] = _perimeter(self.hexes, area_spots) if given is None else frozenset(given)
        self.ports: list[dict[str, Any]] = list(data.get("ports", []))

    def areas_by_hex(self, h: str) -> list[str]:
        """Extra draw areas next to a hex."""
        return [a for a in self.areas if h in self.area_hexes[a]]

    def area_of_edge(self, edge: str) -> list[str]:
        """Extra draw areas that an edge surrounds (at most one)."""
        return [a for a in self.areas if edge in self.area_edges[a]]


def _perimeter(hexes: list[str], area_spots: set[str]) -> frozenset[str]:
    """The hexes on the edge of the board: next to a position that is neither a hex nor an extra draw area."""
    on_map = set(hexes)
    return frozenset(
        h
        for h in hexes
        if any(hex_id(n) not in on_map and hex_id(n) not in area_spots for n in neighbours(parse_hex(h)))
    )


def _touching(rings: dict[Hex, tuple[list[Hex], list[str]]]) -> dict[str, tuple[str, ...]]:
    """The edges of a board that touch each of its edges (`touching_edges`), from the rings of its hexes.

    Around a hex, neighbours and edges go in ring order (DIRECTIONS): edge i, to neighbour i, shares its
    two corners with edges i - 1 and i + 1 of the hex and with the edges from neighbour i to neighbours
    i - 1 and i + 1. Those are edge i + 1 of neighbour i - 1 and edge i - 1 of neighbour i + 1, or, when
    that neighbour is off the board, edges i + 4 and i + 2 of neighbour i; when both hexes of such an
    edge are off the board it is not an edge of the board. Each edge is worked out once, from either side.
    """
    edges_of = {here: edges for here, (_, edges) in rings.items()}
    out: dict[str, tuple[str, ...]] = {}
    for around, edges in rings.values():
        for i, e in enumerate(edges):
            if e in out:
                continue
            before, after = edges_of.get(around[i - 1]), edges_of.get(around[(i + 1) % 6])
            there = edges_of.get(around[i])
            far_before = before[(i + 1) % 6] if before else there[(i + 4) % 6] if there else ""
            far_after = after[i - 1] if after else there[(i + 2) % 6] if there else ""
            out[e] = tuple(filter(None, (edges[i - 1], far_before, edges[(i + 1) % 6], far_after)))
    return out


_CACHE: OrderedDict[int, tuple[dict[str, Any], Board]] = OrderedDict()
_BY_CONTENT: OrderedDict[bytes, Board] = OrderedDict()
_CACHE_SIZE = 256


def board(data: dict[str, Any]) -> Board:
    """The parsed board of a map object.

    Cached by object while that object lives in a state, and by content, because
    every new or loaded game holds fresh copies of the same few printed boards.
    """
    key = id(data)
    recent = _RECENT.get(key)
    if recent is not None and recent[0] is data:
        return recent[1]  # the common case, without reordering the LRU cache: asked many times a decision
    if len(_RECENT) >= _RECENT_SIZE:
        _RECENT.clear()
    _RECENT[key] = (data, board_of(data))
    return _RECENT[key][1]


_RECENT: dict[int, tuple[dict[str, Any], Board]] = {}
"""The boards asked for lately, by map object; it holds the map, so an id cannot be reused while listed."""
_RECENT_SIZE = 16


def board_of(data: dict[str, Any]) -> Board:
    """`board` through the LRU caches: by map object, then by content."""
    key = id(data)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is data:
        _CACHE.move_to_end(key)
        return hit[1]
    text = orjson.dumps(data, option=orjson.OPT_SORT_KEYS)
    parsed = _BY_CONTENT.get(text)
    if parsed is None:
        parsed = _BY_CONTENT[text] = Board(data)
    _BY_CONTENT.move_to_end(text)
    _CACHE[key] = (data, parsed)
    for cache in (_CACHE, _BY_CONTENT):
        if len(cache) > _CACHE_SIZE:
            cache.popitem(last=False)
    return parsed
