"""The invariants a loaded state must keep (decisions.md D7), checked once at `load`, never on the hot path.

The state schema already fixes the shape of every field; this module checks what
a schema cannot: that the parts agree with each other and with the component
data. Each refusal is an `InvalidState` whose message starts with the number and
name of the invariant it breaks (D7.n), then says where.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from reference_impl.errors import InvalidState

from .abilities import modifier
from .food import food_track
from .industry import industry_track
from .map import CAPITAL, board
from .prosperity import prosperity_tracks
from .solo import MIO
from .state import COLUMNS, GameState

MOST_PER_COLUMN = 3
"""The highest limit of an industry column, with 4 properties of its kind (SL-10.6.2, SL-14.6.5)."""
Game = Any  # game.Game; imported lazily by the caller, typed loosely to keep this module free of cycles

NAMES = {
    "D7.1": "whole numbers",
    "D7.2": "seats in range",
    "D7.3": "each card in one place",
    "D7.4": "pieces on the player's own map",
    "D7.5": "each property token once",
    "D7.6": "skill tiles within their copies",
    "D7.7": "round aid tokens on the board",
    "D7.8": "tracks and pieces within their limits",
    "D7.9": "action areas of the game",
}


def refuse(rule: str, why: str) -> InvalidState:
    return InvalidState(f"{rule} ({NAMES[rule]}): {why}")


def check(game: Game) -> None:
    """Raise `InvalidState` for the first invariant of D7 that the loaded game breaks."""
    state: GameState = game.state
    whole_numbers(state.to_json())
    seats(state)
    cards(state)
    maps(game)
    skill_tiles(game)
    round_aid(state)
    limits(game)
    areas(game)


def _numbers(node: Any, where: str) -> Iterator[tuple[str, Any]]:
    if isinstance(node, float):
        yield where, node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from _numbers(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _numbers(value, f"{where}/{i}")


def whole_numbers(document: dict[str, Any]) -> None:
    """D7.1: every number of the state is written as an integer (a count of 2.0 is not a count)."""
    for where, value in _numbers(document, ""):
        raise refuse("D7.1", f"{where or '(state)'} is {value!r}, not an integer")


def _frame_seats(frame: dict[str, Any]) -> Iterator[Any]:
    if "player" in frame:
        yield frame["player"]
    if frame["kind"] == "draft_pick":
        yield from frame["waiting"]


def seats(state: GameState) -> None:
    """D7.2: seats are 0 to players - 1 wherever they appear; Mio and `solo` only in a 1-player game."""
    n = len(state.players)
    if not 1 <= n <= 4:
        raise refuse("D7.2", f"a game has 1 to 4 players, not {n}")
    for i, player in enumerate(state.players):
        if player.seat != i:
            raise refuse("D7.2", f"players/{i} says it sits in seat {player.seat}")
    named: list[tuple[str, Any]] = [("start_player", state.start_player)]
    named += [(f"turn_order/{i}", s) for i, s in enumerate(state.turn_order)]
    named += [(f"pass_order/{i}", s) for i, s in enumerate(state.pass_order)]
    named += [(f"milestones/{m['id']}/taken_by", m["taken_by"]) for m in state.milestones if m["taken_by"] is not None]
    named += [(f"prosperity_first/{t}", s) for t, s in state.prosperity_first.items()]
    for area, spaces in state.areas.items():
        named += [(f"areas/{area}/{i}", s) for i, s in enumerate(spaces) if s is not None and s != MIO]
        if MIO in spaces and state.solo is None:
            raise refuse("D7.2", f"Mio's disc is on area {area}, but this is not a solo game")
    for i, frame in enumerate(state.stack):
        named += [(f"stack/{i} ({frame['kind']})", s) for s in _frame_seats(frame)]
        if frame["kind"] == "draft_pick" and not len(frame["packets"]) == len(frame["kept"]) == n:
            raise refuse("D7.2", f"stack/{i}: the draft lists packets or set-aside cards for other than {n} seats")
        if frame["kind"] == "action_phase" and state.turn_order and frame["next"] >= len(state.turn_order):
            raise refuse("D7.2", f"stack/{i}: action_phase.next {frame['next']} is past the turn order")
    for where, seat in named:
        if not 0 <= seat < n:
            raise refuse("D7.2", f"{where} names seat {seat}, but the game has seats 0 to {n - 1}")
    if state.turn_order and sorted(state.turn_order) != list(range(n)):
        raise refuse("D7.2", f"turn_order {state.turn_order} does not list every seat once")
    if len(set(state.pass_order)) != len(state.pass_order):
        raise refuse("D7.2", f"pass_order {state.pass_order} lists a seat twice")
    if (state.solo is not None) != (n == 1):
        raise refuse("D7.2", "`solo` is there exactly in a 1-player game")


def card_places(state: GameState) -> Iterator[tuple[str, str]]:
    """(place, card) for every card held somewhere: deck, discard pile, hands, played, columns, the draft."""
    yield from (("the deck", c) for c in state.deck)
    yield from (("the discard pile", c) for c in state.discard)
    for p in state.players:
        yield from ((f"player {p.seat}'s hand", c) for c in p.hand)
        yield from ((f"player {p.seat}'s played cards", c) for c in p.played)
        for column in COLUMNS:
            yield from ((f"player {p.seat}'s {column} column", c) for c in p.automated[column])
    for frame in state.stack:
        if frame["kind"] == "draft_pick":
            for seat, packet in enumerate(frame["packets"]):
                yield from ((f"the draft packet of seat {seat}", c) for c in packet)
            for seat, kept in enumerate(frame["kept"]):
                yield from ((f"the draft cards set aside by seat {seat}", c) for c in kept)


def cards(state: GameState) -> None:
    """D7.3: each card is a card of `cards`, of a known type, and lies in at most one place."""
    for card, kind in state.cards.items():
        if kind not in state.card_types:
            raise refuse("D7.3", f"card {card} is of type {kind!r}, which card_types does not define")
    seen: dict[str, str] = {}
    for place, card in card_places(state):
        if card not in state.cards:
            raise refuse("D7.3", f"{card} in {place} is not a card of the game (`cards`)")
        if card in seen:
            raise refuse("D7.3", f"card {card} is both in {seen[card]} and in {place}")
        seen[card] = place
    for i, frame in enumerate(state.stack):
        for key in ("card",):
            if key in frame and frame[key] not in state.cards:
                raise refuse("D7.3", f"stack/{i} ({frame['kind']}) names {frame[key]!r}, not a card of the game")


def _hex_fields(frame: dict[str, Any]) -> Iterator[str]:
    if "hex" in frame:
        yield frame["hex"]
    yield from frame.get("locations", ())
    for trigger in frame.get("triggers", ()):
        if "hex" in trigger:
            yield trigger["hex"]


def maps(game: Game) -> None:
    """D7.4 and D7.5: tiles, roads, properties and rabbits on hexes and edges of the player's own map."""
    state: GameState = game.state
    tokens = game.content.by_id("properties")
    rabbits = len(food_track(game.content).rabbits)
    tile_types = set(game.content.by_id("terrain_tiles")) | set(game.content.by_id("special_terrain_tiles"))
    for p in state.players:
        who = f"player {p.seat}"
        if p.map is None:
            if p.tiles or p.roads or p.properties or p.rabbits or p.draw_areas:
                raise refuse("D7.4", f"{who} has pieces on the map but no map board")
            continue
        b = board(p.map)
        for h, tile in p.tiles.items():
            if h not in b.terrain:
                raise refuse("D7.4", f"{who}'s terrain tile on {h} is off the map board")
            if b.terrain[h] == CAPITAL:
                raise refuse("D7.4", f"{who}'s terrain tile on {h} covers a capital hex")
            if tile["tile"] not in tile_types:
                raise refuse("D7.4", f"{who}'s tile on {h} is of no known type ({tile['tile']!r})")
        for edge in p.roads:
            if edge not in b.edges:
                raise refuse("D7.4", f"{who}'s road {edge} is not an edge of a hex of the map board")
        if len(set(p.roads)) != len(p.roads):
            raise refuse("D7.4", f"{who} has two roads on one edge")
        for area in p.draw_areas:
            if area not in b.areas:
                raise refuse("D7.4", f"{who}'s extra draw area {area!r} is not on the map board")
        for h in p.properties:
            if h not in b.terrain:
                raise refuse("D7.4", f"{who}'s property on {h} is off the map board")
        placed = Counter(p.properties.values())
        for token, count in placed.items():
            if token not in tokens:
                raise refuse("D7.5", f"{who} has placed {token!r}, which is no property token")
            if count > 1:
                raise refuse("D7.5", f"{who}'s property token {token} stands on {count} hexes")
        if len(set(p.rabbits)) != len(p.rabbits) or any(h not in b.terrain for h in p.rabbits):
            raise refuse("D7.5", f"{who}'s cookie rabbits {p.rabbits} are not each on a hex of their own, once")
        if len(p.rabbits) > rabbits:
            raise refuse("D7.5", f"{who} has {len(p.rabbits)} cookie rabbits on the map, but there are {rabbits}")
    for i, frame in enumerate(state.stack):
        owner = state.players[frame["player"]] if "player" in frame else None
        spots = list(_hex_fields(frame))
        if spots and (owner is None or owner.map is None or any(h not in board(owner.map).terrain for h in spots)):
            raise refuse("D7.4", f"stack/{i} ({frame['kind']}) names a hex off its player's map board: {spots}")


def skill_tiles(game: Game) -> None:
    """D7.6: no more copies of a skill tile in play than exist, each advanced tile in one place only."""
    state: GameState = game.state
    tiles = game.content.by_id("skill_tiles")
    setup: dict[str, Any] = next((r for r in game.content.table("setup") if r.get("kind") == "game"), {})
    copies = int(setup.get("skill_tile_copies", 3))
    held = Counter(t for p in state.players for t in p.skill_tiles)
    for tile in [*held, *state.skill_supply, *state.advanced_supply]:
        if tile not in tiles:
            raise refuse("D7.6", f"{tile!r} is no skill tile of the game")
    for tile, left in state.skill_supply.items():
        if left < 0 or left + held[tile] > copies:
            raise refuse("D7.6", f"skill tile {tile}: {left} in the stack and {held[tile]} held, more than exist")
    advanced = Counter(state.advanced_supply) + Counter(t for t in held.elements() if tiles[t].get("set") == "advanced")
    for tile, count in advanced.items():
        if count > 1:
            raise refuse("D7.6", f"the advanced skill tile {tile} is in {count} places")


def round_aid(state: GameState) -> None:
    """D7.7: every round aid token on a space of the board, no two on one space."""
    spaces = len(state.round_aid)
    tokens = [(f"player {p.seat}'s", p.round_aid_space) for p in state.players]
    if state.solo is not None:
        tokens.append(("Mio's", state.solo.round_aid_space))
    taken: dict[int, str] = {}
    for whose, space in tokens:
        if space is None:
            continue
        if not 0 <= space < spaces:
            raise refuse("D7.7", f"{whose} round aid token is on space {space}, but the round aid board has {spaces}")
        if space in taken:
            raise refuse("D7.7", f"{whose} and {taken[space]} round aid tokens share space {space}")
        taken[space] = whose


def limits(game: Game) -> None:
    """D7.8: markers on their tracks, discounts and milestones once each, columns within their limits."""
    state: GameState = game.state
    industry = industry_track(game.content)
    food = food_track(game.content)
    tracks = prosperity_tracks(game.content)
    gives = {
        b["wood_discount"]
        for s in food.spaces.values()
        if isinstance(b := s.get("bonus"), dict) and "wood_discount" in b
    }
    for p in state.players:
        who = f"player {p.seat}"
        for marker, at in (("carriage", p.carriage), ("locomotive", p.locomotive)):
            if at is not None and not industry.first <= at <= industry.final:
                raise refuse("D7.8", f"{who}'s {marker} is on space {at}, off the industry track")
        if not 0 <= p.food <= food.final:
            raise refuse("D7.8", f"{who}'s food marker is on space {p.food}, off the food track")
        if len(p.prosperity) < len(tracks):
            raise refuse("D7.8", f"{who} has {len(p.prosperity)} prosperity markers for {len(tracks)} tracks")
        for track in tracks:
            if not 0 <= p.prosperity[track.index] <= track.length:
                raise refuse("D7.8", f"{who}'s marker on {track.id} is {p.prosperity[track.index]} spaces along")
        if len(set(p.discounts)) != len(p.discounts) or not set(p.discounts) <= gives:
            raise refuse("D7.8", f"{who}'s wood discount tiles {p.discounts} are not distinct tiles of the food track")
        plus = modifier(game, p, "column_limit_plus")
        most = MOST_PER_COLUMN + (int(plus.get("amount", 0)) if plus is not None else 0)
        for column in COLUMNS:
            if len(p.automated[column]) > most:
                raise refuse("D7.8", f"{who}'s {column} column holds {len(p.automated[column])} cards; {most} fit")
    known = game.content.by_id("milestones")
    ids = [m["id"] for m in state.milestones]
    if len(set(ids)) != len(ids) or any(m not in known for m in ids):
        raise refuse("D7.8", f"the milestone tiles {ids} are not distinct tiles of the game")
    for name in state.prosperity_first:
        if name not in {t.id for t in tracks}:
            raise refuse("D7.8", f"prosperity_first names {name!r}, which is no prosperity track")


def areas(game: Game) -> None:
    """D7.9: every action area of the state is one of the game's (its spaces are the state's own, 1 to 3)."""
    for area in game.state.areas:
        if area not in game.content.areas:
            raise refuse("D7.9", f"{area!r} is no action area of the game")
