"""Developing the map: terrain tiles, roads, flips, placement icons and extra draw areas (chapter 9).

Every placement is one decision (`place_terrain`, `place_road`), asked once per
unit of a `place` effect; "up to" adds a `stop` answer (decisions.md D3). A
placement with no legal spot is lost without a question (SL-9.2.8, SL-9.3.12).
What a placement sets off (the placement icon of its hex, the flip of a tile that
touches a road, the extra draw areas it completes) resolves at once, before the
next unit (SL-9.3.8, SL-9.2.4); when one placement sets off two or more of them,
the player picks which comes next (`order_triggers`, errata E-45, SL-9.5.6).

The automatic frame of each kind (`terrain_placements`, `road_placements`,
`interleave`, `flip_any`) checks whether a legal answer exists and only then
pushes its decision frame, so a decision is never left without answers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from reference_impl.errors import Unsupported

from . import abilities
from .amounts import amount
from .effects import OPS, op, resolve
from .game import Action, Game, auto, decision
from .map import CAPITAL, SPECIAL, Board, board
from .state import Frame, Player

PlaceFn = Callable[[Game, int, dict[str, Any], dict[str, Any]], None]

PLACE_KINDS: dict[str, PlaceFn] = {}
"""What a `place` effect can place (`what`), each resolved by the chapter that owns it."""


def place_kind(what: str) -> Callable[[PlaceFn], PlaceFn]:
    def register(fn: PlaceFn) -> PlaceFn:
        PLACE_KINDS[what] = fn
        return fn

    return register


_EARLIER_PLACE = OPS.get("place")


@op("place")
def _place(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    fn = PLACE_KINDS.get(arg["what"])
    if fn is not None:
        fn(game, seat, arg, ctx)
    elif _EARLIER_PLACE is not None:
        _EARLIER_PLACE(game, seat, arg, ctx)
    else:
        raise Unsupported(f"placing '{arg['what']}' is not implemented by the reference engine yet")


# -- reading the map -------------------------------------------------------------------------------


def player_board(player: Player) -> Board | None:
    return board(player.map) if player.map else None


def tile_type(game: Game, tile: str) -> dict[str, Any]:
    """A regular or special terrain tile type by id."""
    found = game.content.by_id("terrain_tiles").get(tile) or game.content.by_id("special_terrain_tiles").get(tile)
    if found is None:
        raise KeyError(f"unknown terrain tile type {tile!r}")
    return found


def tiles_for(game: Game, terrain: str) -> list[str]:
    """The tile types that fit a hex of this terrain (SL-9.3.4, SL-9.3.5)."""
    return list(_tiles_for(game, terrain))


def _tiles_for(game: Game, terrain: str) -> tuple[str, ...]:
    """`tiles_for`, memoised on the content: the tile tables never change during a game."""
    key = ("tiles_for", terrain)
    found: tuple[str, ...] | None = game.content.memo.get(key)
    if found is None:
        if terrain == SPECIAL:
            found = tuple(t["id"] for t in game.content.table("special_terrain_tiles"))
        else:
            found = tuple(t["id"] for t in game.content.table("terrain_tiles") if t["terrain"] == terrain)
        game.content.memo[key] = found
    return found


def _reach(b: Board, tiles: dict[str, Any]) -> set[str]:
    """Hexes next to a capital or to a tile: where a tile may go without Elsa Skyr's waiver (SL-23.8.1).

    Adjacency is symmetric (`Board.links`), so walking out from the few tiles finds the same hexes
    as asking every hex of the board about its neighbours.
    """
    reach = set(b.near_capital)
    links = b.links
    for h in tiles:
        reach.update(links.get(h, ()))
    return reach


def terrain_hexes(game: Game, player: Player, kinds: list[str] | None = None) -> list[str]:
    """Hexes where a terrain tile may go now: on the board, not a capital, empty, next to a capital or a tile.

    The hexes are found as sets and put in board order once, not by asking every hex of the board: a
    placement decision lists them for each unit placed.
    """
    b = player_board(player)
    if b is None:
        return []
    tiles = player.tiles
    if abilities.modifier(game, player, "terrain_adjacency_waived") is None:
        free = _reach(b, tiles)
        free.intersection_update(b.open)
    else:
        free = set(b.open)
    free.difference_update(tiles)
    if kinds is not None:
        terrains = b.terrain
        free = {h for h in free if terrains[h] in kinds}
    return sorted(free, key=b.order.__getitem__)


def terrain_options(game: Game, player: Player, kinds: list[str] | None = None) -> list[Action]:
    b = player_board(player)
    if b is None:
        return []
    fits = _hex_tiles(game, b)
    return [{"type": "place_terrain", "hex": h, "tile": t} for h in terrain_hexes(game, player, kinds) for t in fits[h]]


def _hex_tiles(game: Game, b: Board) -> dict[str, tuple[str, ...]]:
    """The tile types that fit each hex of a board that can take one (`tiles_for` its terrain), memoised
    on the content for the board: neither changes during a game."""
    key = ("hex_tiles", b)
    found: dict[str, tuple[str, ...]] | None = game.content.memo.get(key)
    if found is None:
        found = game.content.memo[key] = {h: _tiles_for(game, b.terrain[h]) for h in b.open}
    return found


def road_edges(player: Player) -> list[str]:
    """Empty edges of the board that touch a capital hex's edge or a road (SL-9.2.1, SL-9.2.2)."""
    b = player_board(player)
    if b is None:
        return []
    roads = set(player.roads)
    reach = set(b.capital_reach)
    for r in roads:
        reach.update(b.touching.get(r, ()))
    return sorted(reach - roads)


def road_options(player: Player) -> list[Action]:
    return [{"type": "place_road", "edge": e} for e in road_edges(player)]


def area_complete(b: Board, player: Player, area: str) -> bool:
    """Both conditions of SL-9.7.1: a tile next to the area and a road on one of its six edges."""
    roads = player.roads
    return any(h in player.tiles for h in b.area_hexes[area]) and any(e in roads for e in b.area_edges[area])


def connected_ports(player: Player) -> int:
    """Ports whose pier hex links to a capital's neighbour through a chain of tiles (SL-9.9.2, SL-9.9.3)."""
    b = player_board(player)
    if b is None:
        return 0
    tiles = player.tiles
    for port in b.ports:
        if port["hex"] in tiles:
            break
    else:
        return 0  # only a pier hex with a tile can be reached: most turns end the search here (milestone 2)
    reached: set[str] = set()
    frontier = [h for h in b.near_capital if h in tiles]
    reached.update(frontier)
    while frontier:
        h = frontier.pop()
        for n in b.links[h]:
            if n in tiles and n not in reached:
                reached.add(n)
                frontier.append(n)
    return sum(1 for port in b.ports if port["hex"] in reached)


# -- putting pieces on the map -----------------------------------------------------------------------


def put_tile(game: Game, seat: int, h: str, tile: str) -> None:
    """Place a tile face up and queue what it sets off (SL-9.4.1, SL-9.5.2, SL-9.7.3)."""
    player = game.player(seat)
    b = player_board(player)
    assert b is not None
    player.tiles[h] = {"tile": tile, "flipped": False}
    triggers: list[dict[str, str]] = []
    if h in b.bonus:
        triggers.append({"trigger": "icon", "hex": h})
    roads = player.roads
    if any(e in roads for e in b.hex_edges[h]):
        triggers.append({"trigger": "flip", "hex": h})
    for area in b.areas_by_hex(h):
        if area not in player.draw_areas and area_complete(b, player, area):
            triggers.append({"trigger": "draw_area", "area": area})
    queue_triggers(game, seat, triggers)


def put_road(game: Game, seat: int, edge: str) -> None:
    """Place a road and queue the flips and extra draw areas it sets off (SL-9.5.1, SL-9.5.6, SL-9.7.3)."""
    player = game.player(seat)
    b = player_board(player)
    assert b is not None
    player.roads = sorted([*player.roads, edge])
    triggers: list[dict[str, str]] = []
    for side in b.edge_sides[edge]:
        tile = player.tiles.get(side)
        if tile is not None and not tile["flipped"]:
            triggers.append({"trigger": "flip", "hex": side})
    for area in b.area_of_edge(edge):
        if area not in player.draw_areas and area_complete(b, player, area):
            triggers.append({"trigger": "draw_area", "area": area})
    queue_triggers(game, seat, triggers)


def queue_triggers(game: Game, seat: int, triggers: list[dict[str, str]]) -> None:
    if len(triggers) == 1:
        game.push(trigger_frame(game, seat, triggers[0]))
    elif triggers:
        game.push({"kind": "triggers", "player": seat, "triggers": triggers})


def trigger_frame(game: Game, seat: int, trigger: dict[str, str]) -> Frame:
    kind = trigger["trigger"]
    if kind == "flip":
        return {"kind": "flip_tile", "player": seat, "hex": trigger["hex"]}
    if kind == "draw_area":
        return {"kind": "activate_draw_area", "player": seat, "area": trigger["area"]}
    b = player_board(game.player(seat))
    assert b is not None
    return {"kind": "effect", "player": seat, "effect": b.bonus[trigger["hex"]]}


def _live(game: Game, seat: int, trigger: dict[str, str]) -> bool:
    """Whether a queued trigger still does something (a tile flipped meanwhile is not flipped again)."""
    player = game.player(seat)
    if trigger["trigger"] == "flip":
        return not player.tiles[trigger["hex"]]["flipped"]
    if trigger["trigger"] == "draw_area":
        return trigger["area"] not in player.draw_areas
    return True


@auto("triggers")
def _triggers(game: Game, frame: Frame) -> None:
    game.pop()
    seat = frame["player"]
    live = [t for t in frame["triggers"] if _live(game, seat, t)]
    if len(live) == 1:
        game.push(trigger_frame(game, seat, live[0]))
    elif live:
        game.push({"kind": "order_triggers", "player": seat, "triggers": live})


def _order_legal(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "resolve_trigger", **t} for t in frame["triggers"]]


def _order_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    seat = frame["player"]
    chosen = {k: v for k, v in action.items() if k != "type"}
    rest = [t for t in frame["triggers"] if t != chosen]
    game.push(trigger_frame(game, seat, chosen), {"kind": "triggers", "player": seat, "triggers": rest})


decision("order_triggers", "SL-9.5.6a", _order_legal, _order_apply)


@auto("flip_tile")
def _flip_tile(game: Game, frame: Frame) -> None:
    """Turn a face-up tile over and gain its flipped-side bonus (SL-9.5.3, SL-9.5.5, SL-9.6.1)."""
    game.pop()
    seat = frame["player"]
    player = game.player(seat)
    tile = player.tiles[frame["hex"]]
    if tile["flipped"]:
        return
    player.tiles[frame["hex"]] = {"tile": tile["tile"], "flipped": True}
    resolve(game, seat, tile_type(game, tile["tile"])["flip_bonus"])


@auto("activate_draw_area")
def _activate_draw_area(game: Game, frame: Frame) -> None:
    """An extra draw area activates once and draws 1 card at once (SL-9.7.4, SL-9.7.6)."""
    game.pop()
    player = game.player(frame["player"])
    if frame["area"] in player.draw_areas:
        return
    player.draw_areas = sorted([*player.draw_areas, frame["area"]])
    game.push({"kind": "draw", "player": frame["player"], "count": 1})


# -- terrain and road placements, one unit at a time ---------------------------------------------------


def placements(game: Game, seat: int, part: dict[str, Any]) -> list[Action]:
    """The legal answers for one unit of a terrain or road placement (`what` names which)."""
    player = game.player(seat)
    if part["what"] == "terrain":
        return terrain_options(game, player, part.get("terrain"))
    return road_options(player)


WHAT = {"terrain_placements": "terrain", "place_terrain": "terrain", "road_placements": "road", "place_road": "road"}
"""What a placement frame places: its kind says it, so the frame carries no `what` (decisions.md D5)."""
ASK = {"terrain_placements": "place_terrain", "road_placements": "place_road"}
"""The decision each placement frame asks for its next unit, and (`AGAIN`) the frame an answer goes back to."""
AGAIN = {ask: frame for frame, ask in ASK.items()}


def frame_placements(game: Game, frame: Frame) -> list[Action]:
    player = game.player(frame["player"])
    if WHAT[frame["kind"]] == "terrain":
        return terrain_options(game, player, frame.get("terrain"))
    return road_options(player)


def place_unit(game: Game, seat: int, action: Action) -> None:
    if action["type"] == "place_terrain":
        put_tile(game, seat, action["hex"], action["tile"])
    else:
        put_road(game, seat, action["edge"])


def push_placements(
    game: Game, seat: int, what: str, count: int, *, up_to: bool, terrain: list[str] | None = None
) -> None:
    frame: Frame = {"kind": f"{what}_placements", "player": seat, "left": count, "up_to": up_to}
    if terrain is not None:
        frame["terrain"] = list(terrain)
    game.push(frame)


@place_kind("terrain")
@place_kind("road")
def _place_map_piece(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    count = amount(game.state, seat, arg["count"], ctx)
    push_placements(game, seat, arg["what"], count, up_to=bool(arg.get("up_to", False)), terrain=arg.get("terrain"))


def has_placement(game: Game, frame: Frame) -> bool:
    """Whether `frame_placements` has an answer, without listing them (asked before every unit placed)."""
    player = game.player(frame["player"])
    if WHAT[frame["kind"]] == "terrain":
        return has_terrain_spot(game, player, frame.get("terrain"))
    return has_road_spot(player)  # `road_edges` is not empty


def _placements_step(game: Game, frame: Frame) -> None:
    game.pop()
    if frame["left"] > 0 and has_placement(game, frame):
        game.push({**frame, "kind": ASK[frame["kind"]]})


auto("terrain_placements")(_placements_step)
auto("road_placements")(_placements_step)


def _place_legal(game: Game, frame: Frame) -> list[Action]:
    out = frame_placements(game, frame)
    if frame["up_to"]:
        out.append({"type": "stop"})
    return out


def _place_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    if action["type"] == "stop":
        return
    game.push({**frame, "kind": AGAIN[frame["kind"]], "left": frame["left"] - 1})
    place_unit(game, frame["player"], action)


def _terrain_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    if action.get("type") == "stop":
        return "SL-1.7.2", "this placement is not 'up to': it must be made while a legal hex exists"
    if action.get("type") != "place_terrain":
        return None
    return explain_terrain(game, game.player(frame["player"]), action, frame.get("terrain"))


def explain_terrain(game: Game, player: Player, action: Action, kinds: list[str] | None) -> tuple[str, str]:
    b = player_board(player)
    h, tile = action.get("hex"), action.get("tile")
    if b is None or not isinstance(h, str) or h not in b.terrain:
        return "SL-9.3.7", f"{h!r} is not a hex of the player's map board"
    terrain = b.terrain[h]
    if terrain == CAPITAL:
        return "SL-9.3.7", "a capital hex never takes a terrain tile"
    if h in player.tiles:
        return "SL-9.3.2", f"hex {h} already holds a terrain tile"
    if not isinstance(tile, str) or tile not in _tiles_for(game, terrain):
        if terrain == SPECIAL:
            return "SL-9.3.5", f"only a special terrain tile goes on the special terrain hex {h}"
        return "SL-9.3.4", f"hex {h} shows {terrain}: only a {terrain} tile fits it"
    if kinds is not None and terrain not in kinds:
        return "SL-9.3.1", f"this placement allows only {', '.join(kinds)} tiles"
    return "SL-9.3.3", f"hex {h} is next to neither a capital hex nor a terrain tile"


def _road_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    if action.get("type") == "stop":
        return "SL-1.7.2", "this placement is not 'up to': it must be made while a legal edge exists"
    if action.get("type") != "place_road":
        return None
    return explain_road(game.player(frame["player"]), action)


def explain_road(player: Player, action: Action) -> tuple[str, str]:
    b = player_board(player)
    edge = action.get("edge")
    if b is None or not isinstance(edge, str) or edge not in b.edge_sides:
        return "SL-9.2.1", f"{edge!r} is not an edge of a hex of the player's map board (written q,r|q,r in order)"
    if edge in player.roads:
        return "SL-9.2.7", f"edge {edge} already holds a road"
    return "SL-9.2.2", f"edge {edge} touches neither an edge of a capital hex nor a road"


decision("place_terrain", "SL-9.3.1", _place_legal, _place_apply, _terrain_explain)
decision("place_road", "SL-9.2.1", _place_legal, _place_apply, _road_explain)


# -- area M: terrain tiles and roads mixed, unit by unit -------------------------------------------------


@op("interleave")
def _interleave(game: Game, seat: int, parts: list[Any], ctx: dict[str, Any]) -> None:
    units = []
    for part in parts:
        ((name, arg),) = part.items()
        if name != "place" or arg["what"] not in {"terrain", "road"}:
            raise Unsupported(f"interleaving '{name}' parts is not implemented by the reference engine yet")
        count = amount(game.state, seat, arg["count"], ctx)
        unit = {"what": arg["what"], "left": count, "up_to": bool(arg.get("up_to", False))}
        if "terrain" in arg:
            unit["terrain"] = list(arg["terrain"])
        units.append(unit)
    game.push({"kind": "interleave", "player": seat, "parts": units})


@auto("interleave")
def _interleave_step(game: Game, frame: Frame) -> None:
    """Drop parts that have no legal placement left (their units are lost); ask while any remain."""
    game.pop()
    seat = frame["player"]
    parts = [p if p["left"] > 0 and placements(game, seat, p) else {**p, "left": 0} for p in frame["parts"]]
    if any(p["left"] > 0 for p in parts):
        game.push({"kind": "interleave_place", "player": seat, "parts": parts})


def _interleave_legal(game: Game, frame: Frame) -> list[Action]:
    out: list[Action] = []
    for part in frame["parts"]:
        if part["left"] > 0:
            out.extend(a for a in placements(game, frame["player"], part) if a not in out)
    if all(p["up_to"] for p in frame["parts"] if p["left"] > 0):
        out.append({"type": "stop"})
    return out


def _interleave_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    if action["type"] == "stop":
        return
    seat = frame["player"]
    parts = list(frame["parts"])
    for i, part in enumerate(parts):
        if part["left"] > 0 and action in placements(game, seat, part):
            parts[i] = {**part, "left": part["left"] - 1}
            break
    game.push({"kind": "interleave", "player": seat, "parts": parts})
    place_unit(game, seat, action)


def _interleave_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    player = game.player(frame["player"])
    kind = action.get("type")
    if kind == "stop":
        return "SL-1.7.2", "a part of this effect that is not 'up to' still has placements to make"
    if kind == "place_terrain":
        if not any(p["what"] == "terrain" and p["left"] > 0 for p in frame["parts"]):
            return "SL-8.7.1", "this effect has no terrain tile left to place"
        return explain_terrain(game, player, action, None)
    if kind == "place_road":
        if not any(p["what"] == "road" and p["left"] > 0 for p in frame["parts"]):
            return "SL-8.7.1", "this effect has no road left to place"
        return explain_road(player, action)
    return None


decision("interleave_place", "SL-8.7.1", _interleave_legal, _interleave_apply, _interleave_explain)


# -- flipping without a road -----------------------------------------------------------------------------


@op("flip_any")
def _flip_any(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    game.push({"kind": "flip_any", "player": seat, "left": amount(game.state, seat, arg["count"], ctx)})


def face_up(player: Player) -> list[str]:
    return sorted(h for h, t in player.tiles.items() if not t["flipped"])


@auto("flip_any")
def _flip_any_step(game: Game, frame: Frame) -> None:
    game.pop()
    if frame["left"] > 0 and face_up(game.player(frame["player"])):
        game.push({**frame, "kind": "choose_flip"})


def _flip_legal(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "flip_tile", "hex": h} for h in face_up(game.player(frame["player"]))]


def _flip_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    seat = frame["player"]
    game.push(
        {"kind": "flip_tile", "player": seat, "hex": action["hex"]},
        {"kind": "flip_any", "player": seat, "left": frame["left"] - 1},
    )


def _flip_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    if action.get("type") != "flip_tile":
        return None
    return "SL-9.5.5", f"{action.get('hex')!r} holds no face-up terrain tile of the player"


decision("choose_flip", "SL-9.5.8", _flip_legal, _flip_apply, _flip_explain)


# -- the build free action (SL-18.2.1, SL-18.2.2) ----------------------------------------------------------


def has_terrain_spot(game: Game, player: Player, kinds: list[str] | None = None) -> bool:
    """Whether some terrain tile could be placed now, on a hex of `kinds` if given: `terrain_options` is not
    empty. The turn and every placement ask this, so it stops at the first legal hex, and looks at the
    whole board only with Elsa Skyr's waiver (SL-23.8.1)."""
    b = player_board(player)
    if b is None:
        return False
    tiles = player.tiles
    links = b.links
    fits: dict[str, bool] = {}
    # The hexes next to a capital, then those next to a tile (adjacency is symmetric, `Board.links`); the
    # second are listed only if the first have no room.
    if _any_free(game, b, b.near_capital, tiles=tiles, kinds=kinds, fits=fits) or _any_free(
        game, b, [n for h in tiles for n in links.get(h, ())], tiles=tiles, kinds=kinds, fits=fits
    ):
        return True
    if abilities.modifier(game, player, "terrain_adjacency_waived") is None:
        return False
    return _any_free(game, b, b.hexes, tiles=tiles, kinds=kinds, fits=fits)


def _any_free(
    game: Game, b: Board, hexes: Iterable[str], *, tiles: dict[str, Any], kinds: list[str] | None, fits: dict[str, bool]
) -> bool:
    """Whether a tile could go on one of `hexes` (its terrain allowed, not a capital, empty), whatever the
    adjacency; `fits` keeps, per terrain met, whether any tile type fits it. The test is written out in one
    loop rather than called per hex: the turn asks it at every decision."""
    terrains = b.terrain
    for h in hexes:
        terrain = terrains[h]
        if terrain == CAPITAL or h in tiles or (kinds is not None and terrain not in kinds):
            continue
        found = fits.get(terrain)
        if found is None:
            found = fits[terrain] = bool(_tiles_for(game, terrain))
        if found:
            return True
    return False


def has_road_spot(player: Player) -> bool:
    """Whether some road could be placed now (stops at the first legal edge)."""
    b = player_board(player)
    if b is None:
        return False
    roads = set(player.roads)
    # Loops rather than `any` over generators: the turn asks this at every decision after a placement.
    for e in b.capital_reach:
        if e not in roads:
            return True
    touching = b.touching
    for r in roads:
        for t in touching.get(r, ()):
            if t not in roads:
                return True
    return False


def buildable(game: Game, player: Player) -> list[str]:
    """What the build free action could place now: only kinds with a legal spot are offered (SL-18.2.2)."""
    out = []
    if has_terrain_spot(game, player):
        out.append("terrain")
    if has_road_spot(player):
        out.append("road")
    return out
