"""When steps that hand the engine an impossible position (chapter 27, the load invariants).

Each step takes the position the engine holds after the scenario's Given steps and
changes it in one place, described in the game's words, through
`ScenarioTable.load_changed`; the shared Then step "the position is refused
because of <rule>" (conformance/games/table.py) judges the refusal. The change starts
from the engine's own state, so a scenario fails for an engine that loads the
changed position, refuses it naming another invariant, or changes what it holds.
"""

from __future__ import annotations

import json
import re
from typing import Any

from pytest_bdd import parsers, when

from conformance.games.sweet_lands.steps.board import HEX, edge, hexes_in
from conformance.games.sweet_lands.steps.cards import card_id
from conformance.games.sweet_lands.steps.table import Table, resource
from rulecore import wire

State = dict[str, Any]
LOADED = "a position is loaded in which "
"""How every step of this module begins: what follows is the one change made to the engine's position."""
PHASES = {"setup": "setup", "income": "income", "action": "action", "cleanup": "cleanup"}


def _seats_in(text: str) -> list[int]:
    return [int(s) for s in re.findall(r"\d+", text)]


def _top(state: State, kind: str) -> dict[str, Any]:
    """The topmost frame of `kind`: the one the scenario's moment is about."""
    frame: dict[str, Any] = next(f for f in reversed(state["stack"]) if f["kind"] == kind)
    return frame


def _push(table: Table, frame: dict[str, Any]) -> None:
    """Push `frame` as the wire would carry it: a decoded copy, so an engine that tells a frame's kind by the
    identity of a string written in this module, not by its text, is not passed by accident in-process."""
    table.load_changed(lambda s: s["stack"].append(wire.copy(frame)))


# -- the form of the state (27.1) ------------------------------------------------------------------


@when(parsers.re(LOADED + r"player (?P<seat>\d+)'s (?P<word>\w+) is the word (?P<text>\w+)$"))
def loaded_amount_as_word(table: Table, seat: str, word: str, text: str) -> None:
    table.load_changed(lambda s: s["players"][int(seat)]["resources"].update({resource(word): text}))


@when(parsers.re(LOADED + r"player (?P<seat>\d+) has (?P<amount>\d+) (?P<word>\w+)$"))
def loaded_amount(table: Table, seat: str, amount: str, word: str) -> None:
    table.load_changed(lambda s: s["players"][int(seat)]["resources"].update({resource(word): int(amount)}))


@when(parsers.re(LOADED + r"player (?P<seat>\d+) has (?P<amount>-\d+) (?P<word>\w+), less than none$"))
def loaded_amount_below_none(table: Table, seat: str, amount: str, word: str) -> None:
    table.load_changed(lambda s: s["players"][int(seat)]["resources"].update({resource(word): int(amount)}))


@when(parsers.re(LOADED + r"player (?P<seat>\d+)'s (?P<word>\w+) is written as (?P<text>\S+)$"))
def loaded_amount_written(table: Table, seat: str, word: str, text: str) -> None:
    """`text` is the JSON number as the state writes it (`3.0`), kept as that number."""
    table.load_changed(lambda s: s["players"][int(seat)]["resources"].update({resource(word): json.loads(text)}))


@when(parsers.parse(LOADED + "the game is in round {number:d}"))
def loaded_in_round(table: Table, number: int) -> None:
    table.load_changed(lambda s: s.update(round=number))


@when(parsers.parse(LOADED + "the round is written as {text}"))
def loaded_round_written(table: Table, text: str) -> None:
    """A number at the top of the state, outside any player or component: `text` kept as the JSON number."""
    table.load_changed(lambda s: s.update(round=json.loads(text)))


@when(parsers.parse(LOADED + "the plain citizen card's play cost is written as {text}"))
def loaded_play_cost_written(table: Table, text: str) -> None:
    table.load_changed(lambda s: s["card_types"]["plain"].update(play_cost=json.loads(text)))


@when(parsers.parse(LOADED + "the plain citizen card has no name"))
def loaded_card_without_name(table: Table) -> None:
    table.load_changed(lambda s: s["card_types"]["plain"].pop("name"))


@when(parsers.parse(LOADED + "the plain citizen card's ability is to {word}, which is no operation of the effects"))
def loaded_unknown_operation(table: Table, word: str) -> None:
    ability = {"timing": "immediate", "effect": {word: 1}}
    table.load_changed(lambda s: s["card_types"]["plain"].update(abilities=[ability]))


@when(parsers.parse(LOADED + "a skill tile of the scenario's own table has no id"))
def loaded_table_item_without_id(table: Table) -> None:
    table.load_changed(lambda s: s["components"]["skill_tiles"][0].pop("id"))


@when(parsers.parse(LOADED + "the plain citizen card costs {gold:d} gold to play"))
def loaded_play_cost(table: Table, gold: int) -> None:
    table.load_changed(lambda s: s["card_types"]["plain"].update(play_cost=gold))


@when(parsers.parse(LOADED + "the plain citizen card carries a number of its own, {value:d}"))
def loaded_free_number(table: Table, value: int) -> None:
    """A field of a card type that the schema leaves free (SL-27.1.1): only the bounds of SL-27.1.3 apply."""
    table.load_changed(lambda s: s["card_types"]["plain"].update(note=value))


# -- seats (27.2) ----------------------------------------------------------------------------------


@when(parsers.parse(LOADED + "player {seat:d} sits in seat {other:d}"))
def loaded_sits_in(table: Table, seat: int, other: int) -> None:
    table.load_changed(lambda s: s["players"][seat].update(seat=other))


@when(parsers.parse(LOADED + "player {seat:d} holds the start player marker"))
def loaded_start_player(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s.update(start_player=seat))


@when(parsers.parse(LOADED + "a disc of {who} stands on the first space of action area {area}"))
def loaded_disc(table: Table, who: str, area: str) -> None:
    occupant: int | str = "mio" if who == "Mio" else int(who.removeprefix("player "))
    table.load_changed(lambda s: s["areas"][area].__setitem__(0, occupant))


@when(parsers.parse(LOADED + "the turn belongs to player {seat:d}"))
def loaded_turn_of(table: Table, seat: int) -> None:
    table.load_changed(lambda s: _top(s, "turn").update(player=seat))


@when(parsers.parse(LOADED + "this round's turn order is {seats}"))
def loaded_turn_order(table: Table, seats: str) -> None:
    table.load_changed(lambda s: s.update(turn_order=_seats_in(seats)))


@when(parsers.parse(LOADED + "the passing order is {seats}"))
def loaded_pass_order(table: Table, seats: str) -> None:
    table.load_changed(lambda s: s.update(pass_order=_seats_in(seats)))


@when(parsers.parse(LOADED + "player {seat:d} is marked as passed, though the passing order is as it was"))
def loaded_marked_passed(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s["players"][seat].update(passed=True))


@when(parsers.parse(LOADED + "player {seat:d} is marked as not passed, though the passing order is as it was"))
def loaded_marked_not_passed(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s["players"][seat].update(passed=False))


@when(parsers.parse(LOADED + "player {seat:d} has passed"))
def loaded_has_passed(table: Table, seat: int) -> None:
    def change(s: State) -> None:
        s["players"][seat]["passed"] = True
        s["pass_order"].append(seat)

    table.load_changed(change)


@when(parsers.parse(LOADED + "Mio's solo pieces are on the table"))
def loaded_solo_pieces(table: Table) -> None:
    table.load_changed(lambda s: s.update(solo={"decks": {"A": [], "B": []}, "revealed": [], "round_aid_space": None}))


@when(parsers.parse(LOADED + "Mio's solo pieces are gone"))
def loaded_no_solo_pieces(table: Table) -> None:
    table.load_changed(lambda s: s.pop("solo"))


@when(parsers.parse(LOADED + "the draft lists the packet and set-aside cards of seat 0 only"))
def loaded_draft_of_one(table: Table) -> None:
    def change(s: State) -> None:
        frame = _top(s, "draft_pick")
        frame["packets"], frame["kept"] = frame["packets"][:1], frame["kept"][:1]

    table.load_changed(change)


@when(parsers.parse(LOADED + "the draft also lists a packet and set-aside cards for a seat {seat:d}"))
def loaded_draft_of_more(table: Table, seat: int) -> None:
    def change(s: State) -> None:
        frame = _top(s, "draft_pick")
        frame["packets"].append([])
        frame["kept"].append([])

    table.load_changed(change)


@when(
    parsers.parse(LOADED + "the turn order is empty and the action phase looks for the next turn from place {index:d}")
)
def loaded_next_without_order(table: Table, index: int) -> None:
    def change(s: State) -> None:
        s["turn_order"] = []
        _top(s, "action_phase")["next"] = index

    table.load_changed(change)


@when(parsers.parse(LOADED + "the action phase looks for the next turn from place {index:d} of the turn order"))
def loaded_next_turn(table: Table, index: int) -> None:
    table.load_changed(lambda s: _top(s, "action_phase").update(next=index))


# -- cards (27.3) ----------------------------------------------------------------------------------


@when(parsers.parse(LOADED + "player {seat:d} also holds the top card of the deck"))
def loaded_holds_top_card(table: Table, seat: int) -> None:
    table.load_changed(
        lambda s: s["players"][seat]["hand"].__setitem__(
            slice(None), sorted([*s["players"][seat]["hand"], s["deck"][0]])
        )
    )


@when(parsers.parse(LOADED + "player {seat:d} holds their first card twice"))
def loaded_card_twice(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s["players"][seat]["hand"].insert(0, s["players"][seat]["hand"][0]))


@when(parsers.parse(LOADED + 'the discard pile holds the card "{card}", which the game does not have'))
def loaded_unknown_discard(table: Table, card: str) -> None:
    table.load_changed(lambda s: s["discard"].append(card))


@when(
    parsers.parse(
        LOADED + 'player {seat:d} is asked whether to automate the card "{card}", which the game does not have'
    )
)
def loaded_unknown_automate(table: Table, seat: int, card: str) -> None:
    _push(table, {"kind": "automate", "player": seat, "card": card})


@when(parsers.parse(LOADED + 'the top card of the deck is of the type "{kind}", which the game does not define'))
def loaded_unknown_type(table: Table, kind: str) -> None:
    table.load_changed(lambda s: s["cards"].update({s["deck"][0]: kind}))


@when(parsers.parse(LOADED + "solo card {card} lies in the {deck} deck"))
def loaded_solo_card(table: Table, card: str, deck: str) -> None:
    table.load_changed(lambda s: s["solo"]["decks"][deck].append(card))


@when(parsers.parse(LOADED + "the top card of the deck has left it for no other place"))
def loaded_card_lost(table: Table) -> None:
    table.load_changed(lambda s: s["deck"].__delitem__(0))


@when(parsers.parse(LOADED + "the citizen deck is empty, its cards in no other place"))
def loaded_deck_lost(table: Table) -> None:
    table.load_changed(lambda s: s["deck"].clear())


@when(parsers.parse(LOADED + "the top card of the {deck} deck has also been revealed"))
def loaded_solo_top_revealed(table: Table, deck: str) -> None:
    table.load_changed(lambda s: s["solo"]["revealed"].append(s["solo"]["decks"][deck][0]))


# -- map pieces, property tokens and cookie rabbits (27.4, 27.5) ------------------------------------


@when(parsers.re(LOADED + r"player (?P<seat>\d+)'s map lists hex " + HEX + r" a second time, as (?P<terrain>\w+)$"))
def loaded_hex_twice(table: Table, seat: str, spot: str, terrain: str) -> None:
    q, r = (int(x) for x in spot.split(","))
    table.load_changed(lambda s: s["players"][int(seat)]["map"]["hexes"].append({"q": q, "r": r, "terrain": terrain}))


@when(parsers.re(LOADED + r"player (?P<seat>\d+)'s road is written from (?P<a>-?\d+,-?\d+) to (?P<b>-?\d+,-?\d+)$"))
def loaded_road_as_written(table: Table, seat: str, a: str, b: str) -> None:
    """The edge exactly as `a|b`, in whichever order (or between whichever hexes) the scenario names."""
    table.load_changed(
        lambda s: s["players"][int(seat)].update(roads=sorted([*s["players"][int(seat)]["roads"], f"{a}|{b}"]))
    )


@when(parsers.re(LOADED + r"player (?P<seat>\d+) has a road between (?P<a>-?\d+,-?\d+) and (?P<b>-?\d+,-?\d+)$"))
def loaded_road(table: Table, seat: str, a: str, b: str) -> None:
    table.load_changed(
        lambda s: s["players"][int(seat)].update(roads=sorted([*s["players"][int(seat)]["roads"], edge(a, b)]))
    )


@when(
    parsers.re(
        LOADED + r"player (?P<seat>\d+) has a (?P<side>face-up|flipped) (?P<tile>[\w-]+) tile on hex " + HEX + "$"
    )
)
def loaded_tile(table: Table, seat: str, side: str, tile: str, spot: str) -> None:
    table.load_changed(
        lambda s: s["players"][int(seat)]["tiles"].update({spot: {"tile": tile, "flipped": side == "flipped"}})
    )


@when(parsers.re(LOADED + r"player (?P<seat>\d+) has placed (?P<token>[\w-]+) on hex " + HEX + "$"))
def loaded_placed(table: Table, seat: str, token: str, spot: str) -> None:
    table.load_changed(lambda s: s["players"][int(seat)]["properties"].update({spot: token}))


@when(parsers.parse(LOADED + "player {seat:d} has activated the extra draw area {area}"))
def loaded_draw_area(table: Table, seat: int, area: str) -> None:
    table.load_changed(lambda s: s["players"][seat]["draw_areas"].append(area))


@when(parsers.re(LOADED + r"player (?P<seat>\d+) is about to flip the tile on hex " + HEX + "$"))
def loaded_about_to_flip(table: Table, seat: str, spot: str) -> None:
    _push(table, {"kind": "flip_tile", "player": int(seat), "hex": spot})


@when(parsers.parse(LOADED + "player {seat:d} is about to activate the extra draw area {area}"))
def loaded_about_to_activate(table: Table, seat: int, area: str) -> None:
    _push(table, {"kind": "activate_draw_area", "player": seat, "area": area})


@when(parsers.re(LOADED + r"player (?P<seat>\d+) has cookie rabbits on (?P<spots>.+)$"))
def loaded_rabbits(table: Table, seat: str, spots: str) -> None:
    table.load_changed(lambda s: s["players"][int(seat)].update(rabbits=sorted(hexes_in(spots))))


# -- skill tiles, the round aid board, tracks and tiles (27.6 to 27.8) ------------------------------


@when(parsers.parse(LOADED + "player {seat:d} holds the face-up skill tile {tile}"))
def loaded_holds_skill_tile(table: Table, seat: int, tile: str) -> None:
    table.load_changed(lambda s: s["players"][seat]["skill_tiles"].update({tile: True}))


@when(parsers.parse(LOADED + "the stack of skill tile {tile} holds {count:d} tiles"))
def loaded_skill_stack(table: Table, tile: str, count: int) -> None:
    table.load_changed(lambda s: s["skill_supply"].update({tile: count}))


@when(parsers.parse(LOADED + "the advanced skill tiles beside the board are {tiles}"))
def loaded_advanced_beside(table: Table, tiles: str) -> None:
    table.load_changed(lambda s: s.update(advanced_supply=sorted(t.strip() for t in re.split(r",| and ", tiles))))


@when(parsers.parse(LOADED + "player {seat:d} is about to turn the skill tile {tile} face down"))
def loaded_about_to_turn_down(table: Table, seat: int, tile: str) -> None:
    _push(table, {"kind": "skill_tile_face_down", "player": seat, "tile": tile})


@when(parsers.parse(LOADED + "player {seat:d}'s round aid token is on space {space:d}"))
def loaded_aid_token(table: Table, seat: int, space: int) -> None:
    table.load_changed(lambda s: s["players"][seat].update(round_aid_space=space))


@when(parsers.parse(LOADED + "Mio's round aid token is on space {space:d}"))
def loaded_mio_aid_space(table: Table, space: int) -> None:
    table.load_changed(lambda s: s["solo"].update(round_aid_space=space))


@when(
    parsers.parse(
        LOADED + "player {seat:d} is asked which of the standard aid tiles {first} and {second} resolves first"
    )
)
def loaded_order_aid_tiles(table: Table, seat: int, first: str, second: str) -> None:
    _push(table, {"kind": "order_aid_tiles", "player": seat, "tiles": [first, second]})


@when(parsers.parse(LOADED + "the {kind} aid tile {tile} lies above round aid space {space:d}"))
def loaded_aid_tile(table: Table, kind: str, tile: str, space: int) -> None:
    def change(s: State) -> None:
        if kind == "pass":
            s["round_aid"][space]["pass"] = tile
        else:
            s["round_aid"][space]["standard"].append(tile)

    table.load_changed(change)


@when(
    parsers.re(
        LOADED + r"player (?P<seat>\d+)'s (?P<marker>carriage|locomotive|food marker) is on space (?P<space>\d+)$"
    )
)
def loaded_marker(table: Table, seat: str, marker: str, space: str) -> None:
    field = "food" if marker == "food marker" else marker
    table.load_changed(lambda s: s["players"][int(seat)].update({field: int(space)}))


def _tracks(state: State) -> list[dict[str, Any]]:
    tracks: list[dict[str, Any]] = state["components"]["prosperity_tracks"]
    return tracks


@when(parsers.parse(LOADED + "prosperity track {number:d} stands in place {place:d}"))
def loaded_track_place(table: Table, number: int, place: int) -> None:
    table.load_changed(lambda s: _tracks(s)[number - 1].update(position=place))


@when(parsers.parse(LOADED + "prosperity track {number:d} has no place"))
def loaded_track_unplaced(table: Table, number: int) -> None:
    table.load_changed(lambda s: _tracks(s)[number - 1].pop("position"))


@when(parsers.parse(LOADED + "a seventh track, a copy of track {number:d} under another name, shares its place"))
def loaded_track_shared(table: Table, number: int) -> None:
    def change(s: State) -> None:
        twin = dict(_tracks(s)[number - 1], id="track_7")
        _tracks(s).append(twin)

    table.load_changed(change)


@when(
    parsers.parse(
        LOADED + "prosperity track {number:d} is gone from the board while player {seat:d}'s marker in its place"
        " has advanced {steps:d} spaces"
    )
)
def loaded_track_gone(table: Table, number: int, seat: int, steps: int) -> None:
    def change(s: State) -> None:
        del _tracks(s)[number - 1]
        s["players"][seat]["prosperity"][number - 1] = steps

    table.load_changed(change)


@when(parsers.parse(LOADED + "player {seat:d}'s marker on the first prosperity track has advanced {steps:d} spaces"))
def loaded_prosperity(table: Table, seat: int, steps: int) -> None:
    table.load_changed(lambda s: s["players"][seat]["prosperity"].__setitem__(0, steps))


@when(parsers.parse(LOADED + "player {seat:d} holds wood discount tiles of {values}"))
def loaded_discounts(table: Table, seat: int, values: str) -> None:
    table.load_changed(
        lambda s: s["players"][seat].update(discounts=sorted(int(v) for v in re.findall(r"\d+", values)))
    )


@when(parsers.parse(LOADED + "player {seat:d}'s {column} column holds the top {count:d} cards of the deck"))
def loaded_column(table: Table, seat: int, column: str, count: int) -> None:
    def change(s: State) -> None:
        s["players"][seat]["automated"][column], s["deck"] = s["deck"][:count], s["deck"][count:]

    table.load_changed(change)


@when(parsers.parse(LOADED + "milestone tile {tile} also lies beside the board"))
def loaded_milestone(table: Table, tile: str) -> None:
    table.load_changed(lambda s: s["milestones"].append({"id": tile, "side": "a", "taken_by": None}))


@when(parsers.parse(LOADED + "player {seat:d} was the first to reach the rightmost space of the {track} track"))
def loaded_first_on(table: Table, seat: int, track: str) -> None:
    table.load_changed(lambda s: s["prosperity_first"].update({track: seat}))


@when(parsers.parse(LOADED + "the final scoring tile {tile} is also in play"))
def loaded_final_scoring(table: Table, tile: str) -> None:
    table.load_changed(lambda s: s["final_scoring"].append(tile))


# -- areas, characters, the round and the stack (27.9 to 27.12) -------------------------------------


@when(parsers.parse(LOADED + "action area {area} has {count:d} empty action spaces"))
def loaded_area(table: Table, area: str, count: int) -> None:
    table.load_changed(lambda s: s["areas"].update({area: [None] * count}))


@when(parsers.parse(LOADED + "player {seat:d}'s character is {name}"))
def loaded_character(table: Table, seat: int, name: str) -> None:
    table.load_changed(lambda s: s["players"][seat].update(character=card_id(name)))


@when(parsers.parse(LOADED + "the game is in its {phase} phase"))
def loaded_phase(table: Table, phase: str) -> None:
    table.load_changed(lambda s: s.update(phase=PHASES[phase]))


@when(parsers.parse(LOADED + "the game is over, with the stack as it was"))
def loaded_over_with_stack(table: Table) -> None:
    table.load_changed(lambda s: s.update(phase="game_over"))


@when(parsers.parse(LOADED + "the stack holds no frame"))
def loaded_empty_stack(table: Table) -> None:
    table.load_changed(lambda s: s.update(stack=[]))


@when(parsers.parse(LOADED + "the game is over and its stack empty"))
def loaded_over(table: Table) -> None:
    table.load_changed(lambda s: s.update(phase="game_over", stack=[]))


# -- the decision stack (27.12) ----------------------------------------------------------------------


@when(parsers.parse(LOADED + "a turn of player {seat:d} lies under the turn being played"))
def loaded_second_turn(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s["stack"].insert(-1, {"kind": "turn", "player": seat, "main_done": False}))


@when(parsers.parse(LOADED + "player {seat:d} is to move the round aid token, though they have not passed"))
def loaded_move_without_pass(table: Table, seat: int) -> None:
    _push(table, {"kind": "move_round_aid", "player": seat})


@when(parsers.parse(LOADED + "the pass of player {seat:d} is being scored, though they have not passed"))
def loaded_pass_scoring(table: Table, seat: int) -> None:
    _push(table, {"kind": "pass_scoring", "player": seat, "step": 1})


SETUP_CHOICES = {
    "a character": "choose_character",
    "a map board": "choose_map",
    "a round aid space": "choose_round_aid",
}
"""The setup choices a player may be asked, in the game's words (decisions.md D5.6)."""


@when(parsers.parse(LOADED + "player {seat:d} is asked to choose {what}"))
def loaded_setup_choice(table: Table, seat: int, what: str) -> None:
    _push(table, {"kind": SETUP_CHOICES[what], "player": seat})


@when(parsers.parse(LOADED + "the packets of hand drafting are about to be dealt"))
def loaded_draft(table: Table) -> None:
    _push(table, {"kind": "draft"})


@when(parsers.parse(LOADED + "the solo cards are about to be revealed"))
def loaded_solo_reveal(table: Table) -> None:
    _push(table, {"kind": "solo_reveal"})
