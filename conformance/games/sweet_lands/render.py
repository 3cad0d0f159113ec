"""Draw one player's map board from a game state as SVG (`conformance render`).

The drawing reads only the state JSON (schemas/sweet-lands/state.schema.json) and
the component tables it names, never an engine, so it can show the state of any
engine under test: hexes coloured by terrain (pale while empty), terrain tiles
face up or flipped, roads on their edges, properties by kind, cookie rabbits,
extra draw areas (active or not), ports (connected or not) and the outline of
every city (three kinds or more in one group, SL-10.7.2; character modifiers
that widen cities are not drawn).
"""

from __future__ import annotations

import json
import math
from functools import cache
from typing import Any
from xml.sax.saxutils import escape

from rulecore.registry import info

from . import english

SIZE = 34.0
"""Hex radius in pixels (centre to corner)."""
MARGIN = 2.6 * SIZE
LEGEND_HEIGHT = 118.0
HEADER_HEIGHT = 44.0
"""Room above the board for the player's purse and hand, under the title."""
MIN_WIDTH = 800.0
MAX_HEXES = 400
"""The most hexes a drawing shows (a printed map has about 50). A state may bring a map of its own, and one of
200,000 hexes fits in a state file: it is answered with a note of its size, never 200,000 polygons."""

TERRAIN_COLOURS = {
    "wheat": "#e9c54a",
    "forest": "#4f9a47",
    "mine": "#8f8f8f",
    "sea": "#4d9bd1",
    "special": "#b77fd0",
    "capital": "#d9694f",
}
PROPERTY_STYLE = {
    "tent": ("#f28c28", "T"),
    "house": ("#3f8f3a", "H"),
    "building": ("#6b6b6b", "B"),
    "research_lab": ("#2b6cb0", "L"),
    "coffee_shop": ("#8b5a2b", "C"),
    "clock_tower": ("#7b3fa0", "\u2605"),
}
ROAD_COLOUR = "#5b3a1a"
CITY_COLOUR = "#d1102f"
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

Hex = tuple[int, int]


def _hex(text: str) -> Hex:
    q, _, r = text.partition(",")
    return int(q), int(r)


def _centre(h: Hex) -> tuple[float, float]:
    """Pointy-top axial layout."""
    q, r = h
    return SIZE * math.sqrt(3) * (q + r / 2), SIZE * 1.5 * r


def _corners(h: Hex, scale: float = 1.0) -> list[tuple[float, float]]:
    cx, cy = _centre(h)
    radius = scale * SIZE
    angles = [math.radians(60 * i - 30) for i in range(6)]
    return [(cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in angles]


def _edge_line(a: Hex, b: Hex) -> tuple[tuple[float, float], tuple[float, float]]:
    """The two corners of hex `a` that face hex `b`."""
    ax, ay = _centre(a)
    bx, by = _centre(b)
    dx, dy = bx - ax, by - ay
    ranked = sorted(_corners(a), key=lambda c: -((c[0] - ax) * dx + (c[1] - ay) * dy))
    return ranked[0], ranked[1]


def _points(points: list[tuple[float, float]]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


@cache
def _default_table(name: str) -> tuple[dict[str, Any], ...]:
    path = info("sweet-lands").spec_dir / "components" / f"{name}.json"
    with path.open(encoding="utf-8") as f:
        return tuple(json.load(f)["items"])


def _table(state: dict[str, Any], name: str) -> list[dict[str, Any]]:
    given = state.get("components", {}).get(name)
    return list(given) if given else list(_default_table(name))


def _property_kinds(state: dict[str, Any]) -> dict[str, str]:
    return {t["id"]: t["kind"] for t in _table(state, "properties")}


def _tile_terrain(state: dict[str, Any]) -> dict[str, str]:
    kinds = {t["id"]: t["terrain"] for t in _table(state, "terrain_tiles")}
    kinds.update({t["id"]: "special" for t in _table(state, "special_terrain_tiles")})
    return kinds


def _neighbours(h: Hex) -> list[Hex]:
    return [(h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS]


def city_groups(state: dict[str, Any], player: dict[str, Any]) -> list[set[Hex]]:
    """Groups of properties holding three kinds or more (SL-10.7.1, SL-10.7.2)."""
    kinds = _property_kinds(state)
    props = {_hex(h): t for h, t in player.get("properties", {}).items()}
    seen: set[Hex] = set()
    cities = []
    for start in sorted(props):
        if start in seen:
            continue
        group, frontier = {start}, [start]
        while frontier:
            h = frontier.pop()
            for n in _neighbours(h):
                if n in props and n not in group:
                    group.add(n)
                    frontier.append(n)
        seen |= group
        if len({kinds.get(props[h], props[h]) for h in group}) >= 3:
            cities.append(group)
    return cities


def connected_ports(board: dict[str, Any], tiles: dict[str, Any]) -> set[str]:
    """Ports whose pier hex reaches a capital's neighbour through tiles (SL-9.9.2)."""
    terrain = {(h["q"], h["r"]): h["terrain"] for h in board.get("hexes", [])}
    tiled = {_hex(h) for h in tiles}
    start = {n for c, t in terrain.items() if t == "capital" for n in _neighbours(c) if n in tiled}
    reached, frontier = set(start), list(start)
    while frontier:
        h = frontier.pop()
        for n in _neighbours(h):
            if n in tiled and n not in reached:
                reached.add(n)
                frontier.append(n)
    return {p["id"] for p in board.get("ports", []) if _hex(p["hex"]) in reached}


class _View:
    """What the drawing needs of one player's part of the state."""

    def __init__(self, state: dict[str, Any], player: int) -> None:
        self.state = state
        self.player = player
        self.me: dict[str, Any] = state["players"][player]
        self.board: dict[str, Any] = self.me.get("map") or {}
        self.terrain = {(h["q"], h["r"]): h for h in self.board.get("hexes", [])}
        self.areas = {a["id"]: (a["q"], a["r"]) for a in self.board.get("extra_draw_areas", [])}
        self.tiles: dict[str, dict[str, Any]] = self.me.get("tiles", {})
        self.tile_terrain = _tile_terrain(state)
        self.kinds = _property_kinds(state)


def render_area(state: dict[str, Any], player: int) -> str:
    """An SVG drawing of `player`'s map board in `state`."""
    if not state["players"][player].get("map"):
        return _empty(f"Player {player} has no map board yet")
    view = _View(state, player)
    if len(view.terrain) + len(view.areas) > MAX_HEXES:
        hexes = len(view.terrain) + len(view.areas)
        return _empty(f"Player {player}'s map has {hexes} hexes and draw areas, more than the {MAX_HEXES} drawn")
    spots = [*view.terrain, *view.areas.values()]
    xs = [_centre(h)[0] for h in spots]
    ys = [_centre(h)[1] for h in spots]
    left, top = min(xs) - MARGIN, min(ys) - MARGIN - HEADER_HEIGHT
    width = max(max(xs) - min(xs) + 2 * MARGIN, MIN_WIDTH)
    height = max(ys) - min(ys) + 2 * MARGIN + HEADER_HEIGHT
    full = height + LEGEND_HEIGHT
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{left:.1f} {top:.1f} {width:.1f} {full:.1f}" '
        f'width="{width:.0f}" height="{full:.0f}" font-family="DejaVu Sans, Arial, sans-serif">',
        f'<rect x="{left:.1f}" y="{top:.1f}" width="{width:.1f}" height="{full:.1f}" fill="#fbf8f1"/>',
        f'<text x="{left + 12:.1f}" y="{top + 22:.1f}" font-size="15" font-weight="bold">{escape(_title(view))}</text>',
        *(
            f'<text x="{left + 12:.1f}" y="{top + 42 + 17 * i:.1f}" font-size="12">{escape(text)}</text>'
            for i, text in enumerate(_purse_and_hand(view))
        ),
        *_hexes(view),
        *_draw_areas(view),
        *_cities(view),
        *_roads(view),
        *_ports(view),
        *_properties(view),
        *_legend(left, top + height),
        "</svg>",
    ]
    return "\n".join(out) + "\n"


def _hexes(view: _View) -> list[str]:
    """Hexes: pale when empty, full colour with a tile; a flipped tile has a black ring, a face-up one a dashed one."""
    out = []
    for h, item in sorted(view.terrain.items()):
        key = f"{h[0]},{h[1]}"
        colour = TERRAIN_COLOURS.get(item["terrain"], "#cccccc")
        tile = view.tiles.get(key)
        if tile is None:
            fill, opacity = colour, 0.28 if item["terrain"] != "capital" else 0.9
        else:
            fill, opacity = TERRAIN_COLOURS.get(view.tile_terrain.get(tile["tile"], item["terrain"]), colour), 1.0
        out.append(
            f'<polygon points="{_points(_corners(h))}" fill="{fill}" fill-opacity="{opacity}" '
            'stroke="#ffffff" stroke-width="2"><title>'
            f"{escape(key)} {escape(item['terrain'])}{escape(_tile_note(tile))}</title></polygon>"
        )
        if tile is not None:
            ring, dash = ("#1f1f1f", "") if tile["flipped"] else ("#ffffff", ' stroke-dasharray="5 4"')
            out.append(
                f'<polygon points="{_points(_corners(h, 0.82))}" fill="none" stroke="{ring}" stroke-width="2.5"{dash}/>'
            )
        cx, cy = _centre(h)
        if item.get("bonus"):
            out.append(
                f'<text x="{cx:.1f}" y="{cy - SIZE * 0.45:.1f}" font-size="11" text-anchor="middle" '
                'fill="#222">\u2726</text>'
            )
        # The coordinates sit between the property disc and the tile's ring, well inside the hex's edges; a pale
        # halo keeps them legible where the ring passes behind them.
        out.append(
            f'<text x="{cx:.1f}" y="{cy + SIZE * 0.6:.1f}" font-size="7.5" text-anchor="middle" fill="#333" '
            f'stroke="#fbf8f1" stroke-width="2.2" stroke-opacity="0.85" paint-order="stroke">{escape(key)}</text>'
        )
    return out


def _draw_areas(view: _View) -> list[str]:
    """Extra draw areas: a card symbol, gold when active."""
    out = []
    active = set(view.me.get("draw_areas", []))
    for area, spot in sorted(view.areas.items()):
        cx, cy = _centre(spot)
        on = area in active
        fill, dash, note = ("#f6c343", "", "active") if on else ("#ffffff", ' stroke-dasharray="4 3"', "inactive")
        out.append(
            f'<rect x="{cx - 11:.1f}" y="{cy - 15:.1f}" width="22" height="30" rx="4" fill="{fill}" '
            f'stroke="#7a5b00" stroke-width="2"{dash}><title>{escape(area)} ({note})</title></rect>'
        )
        out.append(f'<text x="{cx:.1f}" y="{cy + 5:.1f}" font-size="12" text-anchor="middle" fill="#5a4300">+1</text>')
    return out


def _cities(view: _View) -> list[str]:
    """City outlines: the edges of a city hex that do not face another hex of the same city."""
    out = []
    for city in city_groups(view.state, view.me):
        for h in sorted(city):
            for n in _neighbours(h):
                if n not in city:
                    (x1, y1), (x2, y2) = _edge_line(h, n)
                    out.append(
                        f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{CITY_COLOUR}" '
                        'stroke-width="4" stroke-linecap="round"/>'
                    )
    return out


def _roads(view: _View) -> list[str]:
    out = []
    for edge in view.me.get("roads", []):
        a, _, b = edge.partition("|")
        (x1, y1), (x2, y2) = _edge_line(_hex(a), _hex(b))
        out.append(
            f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{ROAD_COLOUR}" '
            f'stroke-width="7" stroke-linecap="round"><title>road {escape(edge)}</title></line>'
        )
    return out


def _ports(view: _View) -> list[str]:
    """Ports: an anchor off the pier edge, green when connected, red when not."""
    out = []
    linked = connected_ports(view.board, view.tiles)
    for port in view.board.get("ports", []):
        a, _, b = port["pier_edge"].partition("|")
        here, there = (_hex(a), _hex(b)) if port["hex"] == a else (_hex(b), _hex(a))
        (x1, y1), (x2, y2) = _edge_line(here, there)
        hx, hy = _centre(here)
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        px, py = mx + (mx - hx) * 0.55, my + (my - hy) * 0.55
        on = port["id"] in linked
        colour = "#1b8a3a" if on else "#b3261e"
        out.append(
            f'<line x1="{mx:.1f}" y1="{my:.1f}" x2="{px:.1f}" y2="{py:.1f}" stroke="{colour}" stroke-width="3"/>'
        )
        out.append(
            f'<circle cx="{px:.1f}" cy="{py:.1f}" r="10" fill="{colour}"><title>{escape(port["id"])} '
            f"{'connected' if on else 'not connected'}</title></circle>"
        )
        out.append(f'<text x="{px:.1f}" y="{py + 4:.1f}" font-size="11" text-anchor="middle" fill="#fff">\u2693</text>')
    return out


def _properties(view: _View) -> list[str]:
    """Properties as lettered discs by kind, then cookie rabbits on top."""
    out = []
    for key, token in sorted(view.me.get("properties", {}).items()):
        kind = view.kinds.get(token, "")
        colour, letter = PROPERTY_STYLE.get(kind, ("#444444", "?"))
        cx, cy = _centre(_hex(key))
        out.append(
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{SIZE * 0.38:.1f}" fill="{colour}" stroke="#ffffff" '
            f'stroke-width="2"><title>{escape(token)} ({escape(kind)})</title></circle>'
        )
        out.append(
            f'<text x="{cx:.1f}" y="{cy + 5:.1f}" font-size="15" font-weight="bold" text-anchor="middle" '
            f'fill="#ffffff">{letter}</text>'
        )
    for key in view.me.get("rabbits", []):
        cx, cy = _centre(_hex(key))
        out.append(
            f'<ellipse cx="{cx + SIZE * 0.38:.1f}" cy="{cy - SIZE * 0.32:.1f}" rx="7" ry="9" fill="#f7b6d2" '
            'stroke="#8a3b5f" stroke-width="1.5"><title>cookie rabbit</title></ellipse>'
        )
    return out


def _title(view: _View) -> str:
    me = view.me
    return (
        f"Player {view.player} \u2014 map {view.board.get('id', '?')} \u2014 round {view.state.get('round', '?')}: "
        f"{len(me.get('tiles', {}))} tiles, {len(me.get('roads', []))} roads, "
        f"{len(me.get('properties', {}))} properties, {len(me.get('draw_areas', []))} extra draw areas"
    )


def _purse_and_hand(view: _View) -> list[str]:
    """The player's resources, income and hand by card name: what Loyang's drawing shows of its player too."""
    me = view.me
    held = english.resources(me.get("resources") or {})
    income = ", ".join(f"{n} {english.RESOURCES[k]}" for k, n in (me.get("income") or {}).items()) or "none"
    hand = [english.name(str(card), view.state) for card in me.get("hand") or []]
    return [
        f"Holds {held} \u2014 income {income} \u2014 {me.get('vp', 0)} VP",
        f"Hand ({len(hand)}): {', '.join(hand) or 'empty'}",
    ]


def _tile_note(tile: dict[str, Any] | None) -> str:
    if tile is None:
        return ", empty"
    return f", tile {tile['tile']} {'flipped' if tile['flipped'] else 'face up'}"


def _legend(left: float, top: float) -> list[str]:
    """Symbol keys under the board."""
    out = []
    x, y = left + 14, top + 18
    for terrain, colour in TERRAIN_COLOURS.items():
        out.append(f'<rect x="{x:.1f}" y="{y - 10:.1f}" width="14" height="14" fill="{colour}"/>')
        out.append(f'<text x="{x + 18:.1f}" y="{y + 1:.1f}" font-size="11">{terrain}</text>')
        x += 78
    x, y = left + 14, y + 26
    for kind, (colour, letter) in PROPERTY_STYLE.items():
        out.append(f'<circle cx="{x + 7:.1f}" cy="{y - 4:.1f}" r="8" fill="{colour}"/>')
        out.append(f'<text x="{x + 7:.1f}" y="{y:.1f}" font-size="10" text-anchor="middle" fill="#fff">{letter}</text>')
        out.append(f'<text x="{x + 19:.1f}" y="{y:.1f}" font-size="11">{kind.replace("_", " ")}</text>')
        x += 96
    for line in (
        "pale hex: empty \u2022 dashed white ring: tile face up \u2022 black ring: tile flipped "
        "\u2022 \u2726 placement icon \u2022 brown bar: road \u2022 red outline: city",
        "+1 card: extra draw area (gold when active) \u2022 anchor: port (green when connected) "
        "\u2022 pink oval: cookie rabbit",
    ):
        y += 20
        out.append(f'<text x="{left + 14:.1f}" y="{y:.1f}" font-size="11">{line}</text>')
    return out


def _empty(message: str) -> str:
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="420" height="60" viewBox="0 0 420 60">'
        f'<text x="10" y="35" font-size="14">{escape(message)}</text></svg>\n'
    )
