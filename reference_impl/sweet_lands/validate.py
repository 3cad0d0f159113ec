"""The load invariants of a Sweet Lands state (spec/sweet-lands/27-positions.md), checked once at `load`.

The schema check (SL-27.1.1) runs first, in the plugin; this module checks what a
schema cannot: that the parts of the state agree with each other, with the
component data and with the moment of the game. The checks run in the chapter's
order, so the refusal names the first invariant the state breaks, as protocol
§3.3 asks. Each refusal is an `InvalidState` whose `rule` is the invariant's ID
and whose message starts with that ID and the invariant's short name, then says
where. Nothing here runs on the hot path.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from reference_impl.errors import InvalidState
from rulecore.wire import numbers

from .abilities import modifier
from .food import food_track
from .industry import industry_track
from .map import CAPITAL, SPECIAL, board, edge_hexes, hex_id, neighbours
from .prosperity import prosperity_tracks
from .solo import MIO
from .state import COLUMNS, GameState

MOST_PER_COLUMN = 3
"""The highest limit of an industry column, with 4 properties of its kind (SL-10.6.2, SL-14.6.5)."""
SCHEMA = "SL-27.1.1"
"""The first invariant: the state matches schemas/sweet-lands/state.schema.json (checked by the plugin)."""
LARGEST = 1_000_000
"""No number in a state is larger than this, or smaller than its negative (SL-27.1.3)."""
DATA_FIELDS = frozenset({"components", "card_types"})
"""The parts of a state that carry component data and card types (SL-27.1.2's second clause)."""
Game = Any  # game.Game; imported lazily by the caller, typed loosely to keep this module free of cycles

NAMES = {
    "SL-27.1.1": "the state schema",
    "SL-27.1.2": "whole numbers",
    "SL-27.1.3": "numbers within bounds",
    "SL-27.2.1": "each player in their own seat",
    "SL-27.2.2": "seats of the game",
    "SL-27.2.3": "the turn order",
    "SL-27.2.4": "the passing order",
    "SL-27.2.5": "passed players",
    "SL-27.2.6": "the solo pieces",
    "SL-27.2.7": "Mio's discs",
    "SL-27.2.8": "the draft's seats",
    "SL-27.2.9": "the next turn",
    "SL-27.3.1": "each card in one place",
    "SL-27.3.2": "cards of the game",
    "SL-27.3.3": "card types",
    "SL-27.3.4": "solo cards",
    "SL-27.3.5": "every card in a place",
    "SL-27.4.1": "each hex once",
    "SL-27.4.2": "no pieces without a map",
    "SL-27.4.3": "terrain tiles on open hexes",
    "SL-27.4.4": "terrain tile types",
    "SL-27.4.5": "terrain tiles that fit their hexes",
    "SL-27.4.6": "roads on the map",
    "SL-27.4.7": "properties on locations",
    "SL-27.4.8": "extra draw areas of the map",
    "SL-27.4.9": "frames on their player's map",
    "SL-27.5.1": "property tokens of the game",
    "SL-27.5.2": "each property token once",
    "SL-27.5.3": "cookie rabbits on the map",
    "SL-27.5.4": "cookie rabbits within the food track",
    "SL-27.6.1": "skill tiles of the game",
    "SL-27.6.2": "skill tiles within their copies",
    "SL-27.6.3": "each advanced skill tile once",
    "SL-27.7.1": "round aid tokens on the board",
    "SL-27.7.2": "one round aid token a space",
    "SL-27.7.3": "round aid tiles of the game",
    "SL-27.8.1": "the industry markers",
    "SL-27.8.2": "the food marker",
    "SL-27.8.2a": "prosperity tracks in places of their own",
    "SL-27.8.3": "the prosperity markers",
    "SL-27.8.4": "wood discount tiles",
    "SL-27.8.5": "industry columns within their limit",
    "SL-27.8.6": "milestone tiles",
    "SL-27.8.7": "first on a prosperity track",
    "SL-27.8.8": "final scoring tiles",
    "SL-27.9.1": "action areas of the game",
    "SL-27.9.2": "no disc on an area not yet open",
    "SL-27.10.1": "characters of the game",
    "SL-27.10.2": "each character once",
    "SL-27.11.1": "setup in round 1",
    "SL-27.11.2": "a stack exactly while the game goes on",
    "SL-27.11.3": "the end of the game in round 5",
    "SL-27.12.1": "turns of players who have not passed",
    "SL-27.12.2": "one turn, in the action phase",
    "SL-27.12.3": "the pass of a player who has passed",
    "SL-27.12.4": "setup frames in the setup phase",
    "SL-27.12.5": "frames of a variant or mode in play",
}


def refuse(rule: str, why: str, clause: str = "a") -> InvalidState:
    """The refusal of a state that breaks `rule`: the ID in `rule`, and a message that starts with it.

    `clause` is the letter of the clause broken in the clause list closing chapter 27, kept on the error for the
    miniature that checks first clauses only; it never reaches the wire."""
    refusal = InvalidState(f"{rule} ({NAMES[rule]}): {why}", rule=rule)
    refusal.clause = clause
    return refusal


def check(game: Game) -> None:
    """Raise `InvalidState` for the first invariant after the schema's (SL-27.1.2 on) that the game breaks."""
    state: GameState = game.state
    document = state.to_json()
    whole_numbers(document)
    within_bounds(document)
    seats(state)
    cards(game)
    maps(game)
    property_tokens(game)
    skill_tiles(game)
    round_aid(game)
    limits(game)
    areas(game)
    characters(game)
    round_and_phase(state)
    turns(state)


def whole_numbers(document: dict[str, Any]) -> None:
    """SL-27.1.2: every number of the state is written as an integer (a count of 2.0 is not a count)."""
    for where, value in numbers(document):
        if isinstance(value, float):
            data = where.lstrip("/").split("/")[0] in DATA_FIELDS
            raise refuse("SL-27.1.2", f"{where or '(state)'} is {value!r}, not an integer", "b" if data else "a")


def within_bounds(document: dict[str, Any]) -> None:
    """SL-27.1.3: no number of the state, component data included, is beyond a million either way."""
    for where, value in numbers(document):
        if not -LARGEST <= value <= LARGEST:
            raise refuse("SL-27.1.3", f"{where} is {value}, beyond {LARGEST:,} in size", "a" if value > 0 else "b")


def _frame_seats(frame: dict[str, Any]) -> Iterator[Any]:
    if "player" in frame:
        yield frame["player"]
    if frame["kind"] == "draft_pick":
        yield from frame["waiting"]


def seats(state: GameState) -> None:
    """SL-27.2: seats are 0 to players - 1 wherever they appear; Mio and `solo` only in a 1-player game."""
    n = len(state.players)
    for i, player in enumerate(state.players):
        if player.seat != i:
            raise refuse("SL-27.2.1", f"players/{i} says it sits in seat {player.seat}")
    named: list[tuple[str, Any]] = [("start_player", state.start_player)]
    named += [(f"turn_order/{i}", s) for i, s in enumerate(state.turn_order)]
    named += [(f"pass_order/{i}", s) for i, s in enumerate(state.pass_order)]
    named += [(f"milestones/{m['id']}/taken_by", m["taken_by"]) for m in state.milestones if m["taken_by"] is not None]
    named += [(f"prosperity_first/{t}", s) for t, s in state.prosperity_first.items()]
    for area, spaces in state.areas.items():
        named += [(f"areas/{area}/{i}", s) for i, s in enumerate(spaces) if s is not None and s != MIO]
    for i, frame in enumerate(state.stack):
        named += [(f"stack/{i} ({frame['kind']})", s) for s in _frame_seats(frame)]
    for where, seat in named:
        if not 0 <= seat < n:
            raise refuse("SL-27.2.2", f"{where} names seat {seat}, but the game has seats 0 to {n - 1}")
    if len(set(state.turn_order)) != len(state.turn_order):
        raise refuse("SL-27.2.3", f"turn_order {state.turn_order} lists a seat twice")
    if state.turn_order and sorted(state.turn_order) != list(range(n)):
        raise refuse("SL-27.2.3", f"turn_order {state.turn_order} does not list every seat", "b")
    if len(set(state.pass_order)) != len(state.pass_order):
        raise refuse("SL-27.2.4", f"pass_order {state.pass_order} lists a seat twice")
    for player in state.players:
        if player.passed != (player.seat in state.pass_order):
            said = "has passed" if player.passed else "has not passed"
            clause = "a" if player.passed else "b"
            raise refuse("SL-27.2.5", f"player {player.seat} {said}, but pass_order is {state.pass_order}", clause)
    if (state.solo is not None) != (n == 1):
        clause = "a" if state.solo is not None else "b"
        raise refuse("SL-27.2.6", f"a game of {n} players {'has' if state.solo else 'lacks'} the solo pieces", clause)
    for area, spaces in state.areas.items():
        if MIO in spaces and state.solo is None:
            raise refuse("SL-27.2.7", f"Mio's disc is on area {area}, but this is not a solo game")
    for i, frame in enumerate(state.stack):
        if frame["kind"] == "draft_pick" and min(len(frame["packets"]), len(frame["kept"])) < n:
            raise refuse("SL-27.2.8", f"stack/{i}: the draft lists packets or set-aside cards for fewer than {n} seats")
        if frame["kind"] == "draft_pick" and max(len(frame["packets"]), len(frame["kept"])) > n:
            raise refuse(
                "SL-27.2.8", f"stack/{i}: the draft lists packets or set-aside cards for more than {n} seats", "b"
            )
        if frame["kind"] == "action_phase" and state.turn_order and frame["next"] >= len(state.turn_order):
            raise refuse("SL-27.2.9", f"stack/{i}: action_phase.next {frame['next']} is past the turn order")
        if frame["kind"] == "action_phase" and not state.turn_order and frame["next"] != 0:
            raise refuse("SL-27.2.9", f"stack/{i}: action_phase.next is {frame['next']}, the turn order empty", "b")


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


def _frame_cards(frame: dict[str, Any]) -> Iterator[Any]:
    """The cards a frame names without holding them: the card just played, a search's, a play's choice."""
    if "card" in frame:
        yield frame["card"]
    yield from frame.get("taken", ())
    yield from frame.get("among") or ()
    yield from frame.get("ctx", {}).get("searched", ())


def cards(game: Game) -> None:
    """SL-27.3: each card lies in one place at most, is a card of `cards`, and is of a known type; and every
    card of `cards` lies in one of the places, since all of them are shuffled into the deck at setup and no
    rule takes one out of the game (SL-3.2.3)."""
    state: GameState = game.state
    seen: dict[str, str] = {}
    for place, card in card_places(state):
        if card in seen:
            clause = "b" if seen[card] == place else "a"
            raise refuse("SL-27.3.1", f"card {card} is both in {seen[card]} and in {place}", clause)
        seen[card] = place
    for place, card in card_places(state):
        if card not in state.cards:
            raise refuse("SL-27.3.2", f"{card} in {place} is not a card of the game (`cards`)")
    for i, frame in enumerate(state.stack):
        for card in _frame_cards(frame):
            if card not in state.cards:
                raise refuse("SL-27.3.2", f"stack/{i} ({frame['kind']}) names {card!r}, not a card of the game", "b")
    for card, kind in state.cards.items():
        if kind not in state.card_types:
            raise refuse("SL-27.3.3", f"card {card} is of type {kind!r}, which card_types does not define")
    if state.solo is not None:
        solo_cards = game.content.by_id("solo_cards")
        places: list[tuple[str, str, str | None]] = [
            (f"solo deck {d}", c, d) for d, deck in state.solo.decks.items() for c in deck
        ]
        places += [("the revealed solo cards", c, None) for c in state.solo.revealed]
        where: dict[str, str] = {}
        for place, card, deck in places:
            if card not in solo_cards:
                raise refuse("SL-27.3.4", f"{card!r} in {place} is no solo card of the game")
            if deck is not None and solo_cards[card].get("deck") != deck:
                raise refuse(
                    "SL-27.3.4", f"{card} belongs to solo deck {solo_cards[card].get('deck')}, not {place}", "b"
                )
            if card in where:
                raise refuse("SL-27.3.4", f"solo card {card} is both in {where[card]} and in {place}", "c")
            where[card] = place
    lost = sorted(set(state.cards) - set(seen))
    if lost:
        raise refuse("SL-27.3.5", f"{len(lost)} card(s) of the game lie in no place, {lost[0]} first")


def _edge_clause(edge: str) -> str:
    """Which clause of SL-27.4.6 a road off the board's edges breaks: (a) its hexes are no neighbours,
    (b) they are written in descending order, (c) neither is a hex of the map."""
    a, b = edge_hexes(edge)
    if b not in neighbours(a):
        return "a"
    return "b" if b < a else "c"


def _hex_fields(frame: dict[str, Any]) -> Iterator[str]:
    if "hex" in frame:
        yield frame["hex"]
    yield from frame.get("locations", ())
    for trigger in frame.get("triggers", ()):
        if "hex" in trigger:
            yield trigger["hex"]


def _area_fields(frame: dict[str, Any]) -> Iterator[str]:
    if frame["kind"] == "activate_draw_area":
        yield frame["area"]
    for trigger in frame.get("triggers", ()):
        if "area" in trigger:
            yield trigger["area"]


def maps(game: Game) -> None:
    """SL-27.4: each map lists a hex once; tiles, roads, properties and draw areas lie on their own map."""
    state: GameState = game.state
    regular = game.content.by_id("terrain_tiles")
    special = game.content.by_id("special_terrain_tiles")
    for p in state.players:
        if p.map is not None:
            listed = Counter(hex_id((h["q"], h["r"])) for h in p.map["hexes"])
            twice = sorted(h for h, count in listed.items() if count > 1)
            if twice:
                raise refuse("SL-27.4.1", f"player {p.seat}'s map lists hex {twice[0]} more than once")
    for p in state.players:
        who = f"player {p.seat}"
        if p.map is None:
            if p.tiles or p.roads or p.properties or p.rabbits or p.draw_areas:
                raise refuse("SL-27.4.2", f"{who} has pieces on the map but no map board")
            continue
        b = board(p.map)
        for h in p.tiles:
            if h not in b.terrain:
                raise refuse("SL-27.4.3", f"{who}'s terrain tile on {h} is off the map board")
            if b.terrain[h] == CAPITAL:
                raise refuse("SL-27.4.3", f"{who}'s terrain tile on {h} covers a capital hex", "b")
        for h, tile in p.tiles.items():
            if tile["tile"] not in regular and tile["tile"] not in special:
                raise refuse("SL-27.4.4", f"{who}'s tile on {h} is of no known type ({tile['tile']!r})")
        for h, tile in p.tiles.items():
            fits = SPECIAL if tile["tile"] in special else regular[tile["tile"]].get("terrain")
            if b.terrain[h] != fits:
                clause = "b" if fits == SPECIAL else "a"
                raise refuse("SL-27.4.5", f"{who}'s {tile['tile']} tile lies on {h}, a {b.terrain[h]} hex", clause)
        for edge in p.roads:
            if edge not in b.edges:
                raise refuse(
                    "SL-27.4.6", f"{who}'s road {edge} is not an edge of a hex of the map board", _edge_clause(edge)
                )
        for h in p.properties:
            if h not in b.terrain:
                raise refuse("SL-27.4.7", f"{who}'s property on {h} is off the map board")
            if b.terrain[h] != CAPITAL and h not in p.tiles:
                raise refuse(
                    "SL-27.4.7", f"{who}'s property on {h} stands on neither a terrain tile nor a capital hex", "b"
                )
        for area in p.draw_areas:
            if area not in b.areas:
                raise refuse("SL-27.4.8", f"{who}'s extra draw area {area!r} is not on the map board")
    for i, frame in enumerate(state.stack):
        owner = state.players[frame["player"]] if "player" in frame else None
        spots = list(_hex_fields(frame))
        named = list(_area_fields(frame))
        if not spots and not named:
            continue
        if owner is None or owner.map is None:
            raise refuse(
                "SL-27.4.9", f"stack/{i} ({frame['kind']}) names a place on a map, but has no player with one", "c"
            )
        frame_board = board(owner.map)
        if any(h not in frame_board.terrain for h in spots):
            raise refuse("SL-27.4.9", f"stack/{i} ({frame['kind']}) names a hex off its player's map board: {spots}")
        if any(a not in frame_board.areas for a in named):
            raise refuse("SL-27.4.9", f"stack/{i} ({frame['kind']}) names an extra draw area off its player's map", "b")


def property_tokens(game: Game) -> None:
    """SL-27.5: placed properties are tokens of the game, each once; cookie rabbits on the map, within the track."""
    state: GameState = game.state
    tokens = game.content.by_id("properties")
    rabbits = len(food_track(game.content).rabbits)
    for p in state.players:
        who = f"player {p.seat}"
        placed = Counter(p.properties.values())
        for token in placed:
            if token not in tokens:
                raise refuse("SL-27.5.1", f"{who} has placed {token!r}, which is no property token")
        for token, count in placed.items():
            if count > 1:
                raise refuse("SL-27.5.2", f"{who}'s property token {token} stands on {count} hexes")
        if p.map is not None:
            terrain = board(p.map).terrain
            off = [h for h in p.rabbits if h not in terrain]
            if off:
                raise refuse("SL-27.5.3", f"{who}'s cookie rabbit on {off[0]} is off the map board")
        if len(p.rabbits) > rabbits:
            raise refuse("SL-27.5.4", f"{who} has {len(p.rabbits)} cookie rabbits on the map, but there are {rabbits}")


def skill_tiles(game: Game) -> None:
    """SL-27.6: tiles of the game, in their sets; no more copies in play than exist; advanced tiles once."""
    state: GameState = game.state
    tiles = game.content.by_id("skill_tiles")
    setup: dict[str, Any] = next((r for r in game.content.table("setup") if r.get("kind") == "game"), {})
    copies = int(setup.get("skill_tile_copies", 3))
    held = Counter(t for p in state.players for t in p.skill_tiles)
    for tile in held:
        if tile not in tiles:
            raise refuse("SL-27.6.1", f"{tile!r} is no skill tile of the game")
    for tile in state.skill_supply:
        if tiles.get(tile, {}).get("set") != "regular":
            raise refuse(
                "SL-27.6.1", f"the regular skill tile stacks hold {tile!r}, which is no regular skill tile", "b"
            )
    for tile in state.advanced_supply:
        if tiles.get(tile, {}).get("set") != "advanced":
            raise refuse("SL-27.6.1", f"the advanced tiles beside the board hold {tile!r}, no advanced skill tile", "c")
    for i, frame in enumerate(state.stack):
        if frame["kind"] == "skill_tile_face_down" and frame["tile"] not in state.players[frame["player"]].skill_tiles:
            raise refuse(
                "SL-27.6.1", f"stack/{i} turns {frame['tile']!r} face down, a tile its player does not hold", "d"
            )
    for tile in sorted(set(held) | set(state.skill_supply)):
        if tiles[tile].get("set") != "regular":
            continue
        left = state.skill_supply.get(tile, 0)
        if left + held[tile] > copies:
            raise refuse("SL-27.6.2", f"skill tile {tile}: {left} in the stack and {held[tile]} held, more than exist")
    beside = Counter(state.advanced_supply)
    holders = Counter(t for t in held.elements() if tiles[t].get("set") == "advanced")
    for tile in sorted(set(beside) | set(holders)):
        if beside[tile] and holders[tile]:
            raise refuse("SL-27.6.3", f"the advanced skill tile {tile} is both beside the board and held")
        if holders[tile] > 1:
            raise refuse("SL-27.6.3", f"the advanced skill tile {tile} is held by {holders[tile]} players", "b")
        if beside[tile] > 1:
            raise refuse("SL-27.6.3", f"the advanced skill tile {tile} lies beside the board {beside[tile]} times", "c")


def round_aid(game: Game) -> None:
    """SL-27.7: every round aid token on a space of the board, one a space; the tiles above them the game's."""
    state: GameState = game.state
    spaces = len(state.round_aid)
    tokens = [(f"player {p.seat}'s", p.round_aid_space) for p in state.players]
    if state.solo is not None:
        tokens.append(("Mio's", state.solo.round_aid_space))
    for whose, space in tokens:
        if space is not None and space >= spaces:
            raise refuse(
                "SL-27.7.1",
                f"{whose} round aid token is on space {space}, but the round aid board has {spaces}",
                "b" if whose == "Mio's" else "a",
            )
    taken: dict[int, str] = {}
    for whose, space in tokens:
        if space is None:
            continue
        if space in taken:
            clause = "b" if "Mio's" in (whose, taken[space]) else "a"
            raise refuse("SL-27.7.2", f"{whose} and {taken[space]} round aid tokens share space {space}", clause)
        taken[space] = whose
    content = game.content
    for i, space_tiles in enumerate(state.round_aid):
        for tile in space_tiles.standard:
            if tile not in content.standard_aid:
                raise refuse("SL-27.7.3", f"round_aid/{i}: {tile!r} is no standard aid tile of the game")
        if space_tiles.pass_tile is not None and space_tiles.pass_tile not in content.pass_aid:
            raise refuse("SL-27.7.3", f"round_aid/{i}: {space_tiles.pass_tile!r} is no pass aid tile of the game", "b")
    for i, frame in enumerate(state.stack):
        if frame["kind"] == "order_aid_tiles" and any(t not in content.standard_aid for t in frame["tiles"]):
            raise refuse("SL-27.7.3", f"stack/{i} orders {frame['tiles']}, not standard aid tiles of the game", "c")


def wood_discounts(bonus: Any) -> set[int]:
    """The wood discount tiles a bonus of the food track gives, wherever they stand in it (SL-27.8.4): a
    space's or a rabbit's bonus may give one inside an `all` or a choice, and play can then hand it out."""
    if isinstance(bonus, dict):
        found = {value} if type(value := bonus.get("wood_discount")) is int else set()
        return found.union(*(wood_discounts(v) for v in bonus.values()))
    if isinstance(bonus, list):
        return set().union(*(wood_discounts(v) for v in bonus))
    return set()


PROSPERITY_PLACES = range(1, 7)
"""The places of the six prosperity tracks, top to bottom: a player's i-th marker is the track at place i + 1."""


def track_places(items: list[dict[str, Any]]) -> None:
    """SL-27.8.2a: each prosperity track in force takes a place from 1 to 6, and no two take the same. A state's
    own table is typed only as items with an id (SL-27.1.1), and every marker is read through its track's place,
    so a track off the board or two in one place leave a marker without meaning. A place may stay empty (a
    scenario's table of three tracks): its marker stays at 0 (SL-27.8.3)."""
    for item in items:
        place = item.get("position")
        if type(place) is not int or place not in PROSPERITY_PLACES:
            raise refuse("SL-27.8.2a", f"prosperity track {item['id']} has the place {place!r}, not one of 1 to 6")
    places = Counter(item["position"] for item in items)
    twice = sorted(place for place, count in places.items() if count > 1)
    if twice:
        raise refuse("SL-27.8.2a", f"two prosperity tracks take place {twice[0]}", "b")


def limits(game: Game) -> None:
    """SL-27.8: markers on their tracks, discounts and tiles once each, columns within their limits."""
    state: GameState = game.state
    industry = industry_track(game.content)
    food = food_track(game.content)
    gives = set().union(*(wood_discounts(item.get("bonus")) for item in (*food.spaces.values(), *food.rabbits)))
    for p in state.players:
        who = f"player {p.seat}"
        for marker, at in (("carriage", p.carriage), ("locomotive", p.locomotive)):
            if at is not None and not industry.first <= at <= industry.final:
                clause = "a" if at > industry.final else "b"
                raise refuse("SL-27.8.1", f"{who}'s {marker} is on space {at}, off the industry track", clause)
    for p in state.players:
        if not 0 <= p.food <= food.final:
            raise refuse("SL-27.8.2", f"player {p.seat}'s food marker is on space {p.food}, off the food track")
    track_places(game.content.table("prosperity_tracks"))
    tracks = prosperity_tracks(game.content)
    for p in state.players:
        if len(p.prosperity) < len(tracks):
            raise refuse("SL-27.8.3", f"player {p.seat} has {len(p.prosperity)} prosperity markers, not {len(tracks)}")
        for track in tracks:
            if not 0 <= p.prosperity[track.index] <= track.length:
                raise refuse(
                    "SL-27.8.3", f"player {p.seat}'s marker on {track.id} is {p.prosperity[track.index]} spaces along"
                )
        empty = [i for i in range(len(p.prosperity)) if i not in {t.index for t in tracks} and p.prosperity[i] != 0]
        if empty:
            raise refuse(
                "SL-27.8.3", f"player {p.seat}'s marker in place {empty[0] + 1}, where no track lies, is off 0", "b"
            )
    for p in state.players:
        if not set(p.discounts) <= gives:
            raise refuse("SL-27.8.4", f"player {p.seat}'s wood discount tiles {p.discounts} are not tiles of the track")
        if len(set(p.discounts)) != len(p.discounts):
            raise refuse("SL-27.8.4", f"player {p.seat} holds a wood discount tile twice: {p.discounts}", "b")
    for p in state.players:
        plus = modifier(game, p, "column_limit_plus")
        most = MOST_PER_COLUMN + (int(plus.get("amount", 0)) if plus is not None else 0)
        for column in COLUMNS:
            if len(p.automated[column]) > most:
                raise refuse(
                    "SL-27.8.5", f"player {p.seat}'s {column} column holds {len(p.automated[column])} cards; {most} fit"
                )
    known = game.content.by_id("milestones")
    ids = [m["id"] for m in state.milestones]
    if len(set(ids)) != len(ids):
        raise refuse("SL-27.8.6", f"the milestone tiles {ids} name a tile twice")
    if any(m not in known for m in ids):
        raise refuse("SL-27.8.6", f"the milestone tiles {ids} are not all tiles of the game", "b")
    for name in state.prosperity_first:
        if name not in {t.id for t in tracks}:
            raise refuse("SL-27.8.7", f"prosperity_first names {name!r}, which is no prosperity track")
    scoring = game.content.by_id("final_scoring_tiles")
    if len(set(state.final_scoring)) != len(state.final_scoring):
        raise refuse("SL-27.8.8", f"the final scoring tiles {state.final_scoring} name a tile twice")
    if any(t not in scoring for t in state.final_scoring):
        raise refuse("SL-27.8.8", f"the final scoring tiles {state.final_scoring} are not all tiles of the game", "b")


def areas(game: Game) -> None:
    """SL-27.9: every action area is one of the game's, and no disc stands on one that is not open yet."""
    state: GameState = game.state
    for area in state.areas:
        if area not in game.content.areas:
            raise refuse("SL-27.9.1", f"{area!r} is no action area of the game")
    for area, spaces in state.areas.items():
        opens = game.content.area(area).opens_in_round
        if opens > state.round and any(s is not None and s != MIO for s in spaces):
            raise refuse("SL-27.9.2", f"a disc is on area {area}, which opens in round {opens}, in round {state.round}")
        if opens > state.round and MIO in spaces:
            raise refuse("SL-27.9.2", f"Mio's disc is on area {area}, which opens in round {opens}", "b")


def characters(game: Game) -> None:
    """SL-27.10: each chosen character is a character of the game, chosen by one player only."""
    state: GameState = game.state
    for p in state.players:
        if p.character is not None and p.character not in game.content.characters:
            raise refuse("SL-27.10.1", f"player {p.seat}'s character {p.character!r} is no character of the game")
    chosen: dict[str, int] = {}
    for p in state.players:
        if p.character is None:
            continue
        if p.character in chosen:
            raise refuse("SL-27.10.2", f"players {chosen[p.character]} and {p.seat} both play {p.character}")
        chosen[p.character] = p.seat


def round_and_phase(state: GameState) -> None:
    """SL-27.11: setup only in round 1; a stack exactly while the game goes on; the game ends in round 5."""
    if state.phase == "setup" and state.round != 1:
        raise refuse("SL-27.11.1", f"the game is in its setup phase in round {state.round}")
    if (state.phase == "game_over") == bool(state.stack):
        said = "is over but its stack holds frames" if state.stack else f"is in its {state.phase} phase with no frame"
        raise refuse("SL-27.11.2", f"the game {said}", "a" if state.stack else "b")
    if state.phase == "game_over" and state.round != 5:
        raise refuse("SL-27.11.3", f"the game is over in round {state.round}")


SETUP_FRAMES = frozenset({"choose_character", "choose_map", "choose_round_aid"})
"""The frames `new_game` alone pushes, answered before round 1's income (decisions.md D5.6)."""
PASS_FRAMES = frozenset({"pass_scoring", "move_round_aid"})
"""The frames a pass pushes once it has marked its player as passed (decisions.md D5.10)."""


def turns(state: GameState) -> None:
    """SL-27.12: what the stack holds fits the moment: turns of players still in the round, one at a time
    and only in the action phase; the pass frames of players who have passed; setup frames only in setup;
    the draft only with hand drafting in round 1, the solo reveal only in a solo game."""
    for i, frame in enumerate(state.stack):
        if frame["kind"] == "turn" and state.players[frame["player"]].passed:
            raise refuse("SL-27.12.1", f"stack/{i} is a turn of player {frame['player']}, who has passed")
    held = [i for i, frame in enumerate(state.stack) if frame["kind"] == "turn"]
    if len(held) > 1:
        raise refuse("SL-27.12.2", f"the stack holds {len(held)} turns (stack/{held[0]} and stack/{held[1]})")
    if held and state.phase != "action":
        raise refuse("SL-27.12.2", f"stack/{held[0]} is a turn, but the game is in its {state.phase} phase", "b")
    for i, frame in enumerate(state.stack):
        if frame["kind"] in PASS_FRAMES and not state.players[frame["player"]].passed:
            raise refuse(
                "SL-27.12.3",
                f"stack/{i} is a {frame['kind']} of player {frame['player']}, who has not passed",
                "a" if frame["kind"] == "pass_scoring" else "b",
            )
    for i, frame in enumerate(state.stack):
        if frame["kind"] in SETUP_FRAMES and state.phase != "setup":
            raise refuse("SL-27.12.4", f"stack/{i} is a setup choice, but the game is in its {state.phase} phase")
    for i, frame in enumerate(state.stack):
        if frame["kind"] in ("draft", "draft_pick"):
            broken = [
                clause
                for clause, holds in (
                    ("a", "hand_drafting" in state.variants),
                    ("b", state.round == 1),
                    ("c", state.phase == "income"),
                )
                if not holds
            ]
            if broken:
                raise refuse(
                    "SL-27.12.5",
                    f"stack/{i} is a {frame['kind']} frame outside round 1's income phase of hand drafting",
                    broken[0],
                )
        if frame["kind"] == "solo_reveal" and state.solo is None:
            raise refuse(
                "SL-27.12.5", f"stack/{i} is the solo reveal, but the game has {len(state.players)} players", "d"
            )
