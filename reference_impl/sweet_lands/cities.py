"""Cities and the map's counts: groups of properties, city points, and the quantities of chapters 9 and 10.

A group is a set of properties on adjacent hexes that no other property touches
(SL-10.7.1); it is a city when it holds 3 different kinds, the clock tower being
a kind of its own (SL-10.7.2, SL-10.7.3). Alice Tearose widens that (SL-23.7.1,
SL-23.7.2). Cities are counted afresh from the map whenever asked (SL-10.7.7),
so merging (SL-10.7.6) and "no splitting" (SL-10.7.5) follow from the grouping.

Quantities receive only the state; the component tables a state uses (and the
rule modifiers its characters carry) come through `game_of`, cached per state
components object.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from . import abilities
from .amounts import BOUNDS, QUANTITIES
from .content import Content, content_of
from .game import Game
from .map import SPECIAL, board
from .placing import connected_ports
from .state import GameState, Player

CITY_POINTS = (0, 1, 2, 3, 5, 7, 9)
"""City points at a pass by number of cities, 0 to 6; 7 or more give the last value (SL-10.8.1, SL-10.8.2)."""
CITY_KINDS = 3
REGULAR_TERRAIN = ("wheat", "forest", "mine", "sea")


def game_of(state: GameState) -> Game:
    return Game(state, content_of(state))


def groups(player: Player) -> list[list[str]]:
    """Groups of properties: hexes linked through adjacent property hexes (SL-10.7.1)."""
    if not player.properties or not player.map:
        return []
    links = board(player.map).links
    props = player.properties
    seen: set[str] = set()
    out = []
    for start in sorted(props):
        if start in seen:
            continue
        group = [start]
        seen.add(start)
        i = 0
        while i < len(group):
            for n in links.get(group[i], ()):
                if n in props and n not in seen:
                    seen.add(n)
                    group.append(n)
            i += 1
        out.append(group)
    return out


def cities(game: Game, player: Player) -> list[list[str]]:
    """The groups that are cities, with Alice Tearose's modifiers (SL-10.7.2 to SL-10.7.4, SL-23.7.1, SL-23.7.2)."""
    tokens = game.content.by_id("properties")
    any_three = abilities.modifier(game, player, "city_any_three_properties") is not None
    tower_city = abilities.modifier(game, player, "clock_tower_is_city") is not None
    out = []
    for group in groups(player):
        kinds = {tokens[player.properties[h]]["kind"] for h in group}
        if (
            len(kinds) >= CITY_KINDS
            or (any_three and len(group) >= CITY_KINDS)
            or (tower_city and "clock_tower" in kinds)
        ):
            out.append(group)
    return out


def city_point_rate(game: Game, player: Player) -> int:
    """City points for a pass: the map board's table, or Lotus Che's rate tile once laid (SL-10.8.3)."""
    count = len(cities(game, player))
    tile = abilities.modifier(game, player, "city_point_rate_table")
    if tile is not None:
        value = 0
        for threshold, points in tile["rows"]:
            if count >= threshold:
                value = points
        return int(value)
    return CITY_POINTS[min(count, len(CITY_POINTS) - 1)]


def _cities_with(state: GameState, seat: int, test: str) -> int:
    game = game_of(state)
    player = state.players[seat]
    tokens = game.content.by_id("properties")
    rabbits = set(player.rabbits)
    total = 0
    for city in cities(game, player):
        if test == "rabbit":
            total += any(h in rabbits for h in city)
        else:
            total += any(tokens[player.properties[h]]["kind"] == test for h in city)
    return total


def _kinds_param(ctx: dict[str, Any]) -> list[str] | None:
    param = ctx.get("param")
    if param is None:
        return None
    return [param] if isinstance(param, str) else list(param)


def _terrain_of(game: Game, tile: str) -> str:
    regular = game.content.by_id("terrain_tiles").get(tile)
    return str(regular["terrain"]) if regular else SPECIAL


def _terrains(content: Content) -> dict[str, str]:
    """`_terrain_of` for every regular tile type, built once per content (tile types never change)."""
    found: dict[str, str] | None = content.memo.get("terrain_of")
    if found is None:
        found = content.memo["terrain_of"] = {
            t: str(item["terrain"]) for t, item in content.by_id("terrain_tiles").items() if item
        }
    return found


def terrain_counts(state: GameState, seat: int) -> Counter[str]:
    terrain = _terrains(content_of(state))
    return Counter([terrain.get(t["tile"], SPECIAL) for t in state.players[seat].tiles.values()])


def _terrain_tiles(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    kinds = _kinds_param(ctx)
    tiles = state.players[seat].tiles
    if kinds is None:
        return len(tiles)
    terrain = _terrains(content_of(state))
    wanted = set(kinds)  # each kind named once counts once, as summing `terrain_counts` does
    if len(wanted) != len(kinds):
        counts = terrain_counts(state, seat)
        return sum(counts[k] for k in kinds)
    return sum(1 for t in tiles.values() if terrain.get(t["tile"], SPECIAL) in wanted)


def _most_numerous(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    """Tiles of the terrain type the player has most of; special tiles have no type (errata E-40)."""
    counts = terrain_counts(state, seat)
    return max((counts[k] for k in REGULAR_TERRAIN), default=0)


def _perimeter(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    player = state.players[seat]
    if not player.map:
        return 0
    edge = board(player.map).perimeter
    return sum(1 for h in player.tiles if h in edge)


def _properties(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    kinds = _kinds_param(ctx)
    player = state.players[seat]
    if kinds is None:
        return len(player.properties)
    tokens = content_of(state).by_id("properties")
    return sum(1 for t in player.properties.values() if tokens[t]["kind"] in kinds)


QUANTITIES.update(
    {
        "cities": lambda state, seat, ctx: len(cities(game_of(state), state.players[seat])),
        "city_point_rate": lambda state, seat, ctx: city_point_rate(game_of(state), state.players[seat]),
        "cities_with_research_lab": lambda state, seat, ctx: _cities_with(state, seat, "research_lab"),
        "cities_with_rabbit": lambda state, seat, ctx: _cities_with(state, seat, "rabbit"),
        "cities_with_clock_tower": lambda state, seat, ctx: _cities_with(state, seat, "clock_tower"),
        "connected_ports": lambda state, seat, ctx: connected_ports(state.players[seat]),
        "rabbits_on_map": lambda state, seat, ctx: len(state.players[seat].rabbits),
        "terrain_tiles": _terrain_tiles,
        "most_numerous_terrain": _most_numerous,
        "perimeter_tiles": _perimeter,
        "roads": lambda state, seat, ctx: len(state.players[seat].roads),
        "properties": _properties,
    }
)


def _terrain_tiles_bound(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    """At most every tile of the player, once per kind named (milestone 1 asks for 10 of two kinds)."""
    kinds = _kinds_param(ctx)
    tiles = len(state.players[seat].tiles)
    return tiles if kinds is None or len(set(kinds)) == len(kinds) else tiles * len(kinds)


BOUNDS["terrain_tiles"] = (_terrain_tiles, _terrain_tiles_bound)
